"""What one more article costs a store that already holds many: the regroup after an ingest.

    .venv/bin/python bench/bench_regroup.py [--bench ../shared/benchmarks] [--articles 5000]

A fresh SQLite store is filled with ``--articles`` real AllSides crawl bodies (reused with new ids,
ten an hour; findings left empty: the regroup does not read them), then timed on one core:

- ``first``: the first ``pipeline.update_stories`` (copies, grouping, every story's title and brief);
- ``one more``: ``update_stories`` after one more article (the peer it is compared with: ``first``).

``update_stories`` regroups the whole store (the grouping is global), so "one more" still reads
every article; what it no longer redoes is the title of every unchanged story (the brief of an
unchanged story was never rebuilt). Prints JSON with CPU seconds and the ratio one more / first, and
the CPU seconds of listing the stories (``Store.stories``) once they are all built.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path


def _bodies(bench: Path) -> list[tuple[str, str, str]]:
    out = []
    with gzip.open(bench / "neus-allsides" / "headline_11_2021-10-19_crawled_all.jsonl.gz", "rt") as f:
        for line in f:
            for a in json.loads(line)["news"].values():
                body = a.get("newBody") or ""
                body = " ".join(body) if isinstance(body, list) else body
                if len(body) > 300:
                    out.append((a.get("newsTitle") or "untitled", a.get("newsSource") or "unknown", body))
    return out


def main() -> None:
    from storyline.model import Article, Findings
    from storyline.pipeline import update_stories
    from storyline.settings import Settings
    from storyline.store import Store, content_hash

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", default=str(Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"))
    ap.add_argument("--articles", type=int, default=5000)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    bodies = _bodies(Path(args.bench))
    base = datetime(2021, 1, 1)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.db")

        def add(i: int, title: str, source: str, body: str) -> None:
            a = Article(id=f"a{i}", source=source, title=title, text=f"{body} ({i})",
                        published=base + timedelta(hours=i / 10))
            store.add_article(a, Findings(article=a.id), content_hash(a))

        for i in range(args.articles):
            add(i, *bodies[i % len(bodies)])
        t0 = time.process_time()
        update_stories(store, Settings())
        first = time.process_time() - t0
        add(args.articles, "One more", "Another outlet", bodies[0][2] + " One more paragraph.")
        t0 = time.process_time()
        update_stories(store, Settings())
        more = time.process_time() - t0
        t0 = time.process_time()
        stories = len(store.stories())  # the story list (CLI `stories`, the web home page)
        listing = time.process_time() - t0
    print(json.dumps({"articles": args.articles, "stories": stories, "first_cpu_s": round(first, 2),
                      "one_more_cpu_s": round(more, 2), "ratio_one_more_to_first": round(more / first, 3),
                      "story_list_cpu_s": round(listing, 3)}))


if __name__ == "__main__":
    main()
