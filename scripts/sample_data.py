"""Write real sample articles from ../shared/benchmarks in the formats storyline reads.

- ``neus.jsonl``: the first N stories of the AllSides/NeuS raw crawl told by three outlets, one
  line per outlet's article (left, centre and right outlet of the same story), with outlet,
  title, url, date; a crawl story that shares an article with the NeuS test split is skipped.
- ``ecbplus/<doc>.txt``: the articles of a few ECB+ topics (each topic holds two different
  real events of the same kind), as plain text with a Title/Source/URL header; only topics the
  record of splits (``storyline.evaluation.splits``) develops on, never the reported test topics.

Nothing is copied into the repository: the files are written to --out at run time.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"


def neus_articles(bench: Path, stories: int) -> list[dict]:
    """JSONL rows of the first ``stories`` stories of the crawl told by all three outlets, none of
    them a story of the NeuS test split."""
    from storyline.evaluation.allsides import crawl_stories
    from storyline.evaluation.splits import crawl_stories_in_reported

    held_out = crawl_stories_in_reported(bench)
    rows = []
    for story, articles in crawl_stories(bench):
        if len(articles) < 3 or story in held_out:
            continue
        rows += [{k: a[k] for k in ("id", "source", "title", "url", "published", "text")} for a in articles]
        stories -= 1
        if stories == 0:
            break
    return rows


def write_ecbplus(bench: Path, out: Path, topics: list[int]) -> int:
    """The ECB+ articles of ``topics`` as .txt files."""
    from urllib.parse import urlparse

    from storyline.evaluation.ecbplus import load_ecbplus

    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for doc in load_ecbplus(bench / "ecbplus" / "ECB+.zip"):
        if doc.topic not in topics:
            continue
        source = urlparse(doc.url).hostname if doc.url else None
        header = [f"Title: {doc.title}"]
        if source:
            header.append(f"Source: {source.removeprefix('www.')}")
        if doc.url:
            header.append(f"URL: {doc.url}")
        (out / f"{doc.name}.txt").write_text("\n".join(header) + "\n\n" + doc.text + "\n", encoding="utf-8")
        n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--neus-stories", type=int, default=15)
    ap.add_argument("--ecb-topics", default="6,33", help="train/dev topics only (default: 6 film directors in "
                    "talks for a sequel, 33 fatal shootings in Albany and Brooklyn; two real events each)")
    args = ap.parse_args()
    from storyline.evaluation.splits import ecb_topics

    topics = [int(t) for t in args.ecb_topics.split(",")]
    reported = sorted(set(topics) & ecb_topics("reported"))
    if reported:
        ap.error(f"ECB+ topics {reported} are a reported split (storyline.evaluation.splits): "
                 "the sample data comes from the train and dev topics")
    args.out.mkdir(parents=True, exist_ok=True)
    rows = neus_articles(args.bench, args.neus_stories)
    with open(args.out / "neus.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    n = write_ecbplus(args.bench, args.out / "ecbplus", topics)
    print(f"wrote {len(rows)} AllSides articles and {n} ECB+ articles to {args.out}")


if __name__ == "__main__":
    main()
