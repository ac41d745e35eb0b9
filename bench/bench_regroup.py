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

``--synthetic``: the articles are ``bench/synthetic.py``'s ECB+ variants instead (their own words in
another order, so they are not copies of each other and group like the stories of a day of news: the
streamed run's articles), 100 a day; the JSON then also gives this process's peak resident memory
(``peak_rss_mb``) after filling the store and after the first regroup: what the end of a streamed
ingest of that many articles costs this process, the findings aside.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import sys
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
    ap.add_argument("--synthetic", action="store_true", help="ECB+ variants (bench/synthetic.py), 100 a day")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    base = datetime(2021, 1, 1)
    if args.synthetic:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from synthetic import real_docs, rows

        docs = real_docs(Path(args.bench))
        made = rows(Path(args.bench), args.articles + 1, docs=docs)
        bodies = [(row["title"] or "untitled", row["source"], row["text"]) for row in made]
        base = datetime(2020, 1, 1)
    else:
        bodies = _bodies(Path(args.bench))
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.db")

        def add(i: int, title: str, source: str, body: str) -> None:
            when = base + timedelta(days=i // 100, minutes=(i % 100) * 14) if args.synthetic \
                else base + timedelta(hours=i / 10)
            a = Article(id=f"a{i}", source=source, title=title, text=f"{body} ({i})", published=when)
            store.add_article(a, Findings(article=a.id), content_hash(a))

        for i in range(args.articles):
            add(i, *bodies[i % len(bodies)])
        filled_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        t0, w0 = time.process_time(), time.perf_counter()
        update_stories(store, Settings())
        first, first_wall = time.process_time() - t0, time.perf_counter() - w0
        first_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        add(args.articles, "One more", "Another outlet", bodies[0][2] + " One more paragraph.")
        t0 = time.process_time()
        update_stories(store, Settings())
        more = time.process_time() - t0
        t0 = time.process_time()
        stories = len(store.stories())  # the story list (CLI `stories`, the web home page)
        listing = time.process_time() - t0
    memory = {"peak_rss_mb_filled": round(filled_mb), "peak_rss_mb_first": round(first_mb),
              "first_wall_s": round(first_wall, 1)} if args.synthetic else {}
    print(json.dumps({"articles": args.articles, "stories": stories, "first_cpu_s": round(first, 2), **memory,
                      "one_more_cpu_s": round(more, 2), "ratio_one_more_to_first": round(more / first, 3),
                      "story_list_cpu_s": round(listing, 3)}))


if __name__ == "__main__":
    main()
