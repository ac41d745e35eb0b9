"""Serialise the Findings of a fixed development corpus, one JSON line per article, to diff before and
after a change to extraction (byte for byte: the guard that a refactor changed nothing).

    .venv/bin/python bench/findings_snapshot.py OUT.jsonl [--bench ../shared/benchmarks] [--ecb 200]
        [--allsides 100] [--polnear 0]
    cmp before.jsonl after.jsonl

The corpus: the first ``--ecb`` documents of the ECB+ topics 1-35 (topics 36-45 are held out and
never read), in file order, cleaned as ``pipeline.prepare`` cleans them; then the first
``--allsides`` article bodies of the AllSides crawl (three outlets a story, with their dates); then
the first ``--polnear`` articles of the PolNeAR train split (the test split is held out). ``version`` and ``failures`` are left out of the lines
(they name the rules, not what they found); the number of articles with a failed component is
printed at the end. A figure, not a test.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from datetime import datetime
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
HELD_OUT = frozenset(range(36, 46))  # ECB+ test topics: never read


def corpus(bench: Path, n_ecb: int, n_allsides: int):
    from storyline.evaluation.allsides import crawl_stories
    from storyline.evaluation.ecbplus import ecb_articles, load_ecbplus
    from storyline.model import Article

    docs = load_ecbplus(bench / "ecbplus" / "ECB+.zip", frozenset(range(1, 36)) - HELD_OUT)
    yield from ecb_articles(docs)[:n_ecb]
    left = n_allsides
    for _story, articles in crawl_stories(bench):
        for a in articles:
            if left == 0:
                return
            published = None
            if a.get("published"):
                try:
                    published = datetime.fromisoformat(a["published"])
                except ValueError:
                    published = None
            yield Article(id=a["id"], source=a["source"], title=a["title"] or "", text=a["text"],
                          url=a.get("url"), published=published)
            left -= 1


def polnear(bench: Path, n: int):
    from storyline.model import Article

    for p in sorted((bench / "polnear" / "data" / "train" / "text").glob("*.txt"))[:n]:
        yield Article(id=p.stem, source="polnear", title="", text=p.read_text(encoding="utf-8"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--ecb", type=int, default=200)
    ap.add_argument("--allsides", type=int, default=100)
    ap.add_argument("--polnear", type=int, default=0)
    args = ap.parse_args()

    from storyline.clean import clean
    from storyline.extract import extract, load_nlp
    from storyline.serial import to_data

    nlp = load_nlp()
    failed = 0
    with args.out.open("w", encoding="utf-8") as out:
        for raw in itertools.chain(corpus(args.bench, args.ecb, args.allsides), polnear(args.bench, args.polnear)):
            article = clean(raw)
            data = to_data(extract(article, nlp))
            data.pop("version", None)
            failed += bool(data.pop("failures", None))
            out.write(json.dumps(data, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{args.out}: written; articles with a failed component: {failed}", file=sys.stderr)


if __name__ == "__main__":
    main()
