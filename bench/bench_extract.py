"""Per-article extraction throughput on PolNeAR texts, beside the spaCy pipeline alone.

    .venv/bin/python bench/bench_extract.py [--bench ../shared/benchmarks] [--split dev] [--limit N]

In one process, on the same texts, one after the other (the spaCy model loaded once, before
timing):
- ``spacy``: ``nlp(text)`` alone — the floor any spaCy-based extractor pays;
- ``storyline``: ``storyline.extract.extract(article, nlp)`` — our sentence split, the parse
  with our boundaries, and every extractor (people, roles, quantities, quotes, dates, denials).
Sentences are counted with ``storyline.sentences.split_sentences``. Prints sentences/s of both
and the ratio storyline / spacy. A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--split", default="dev", choices=["train", "dev"])  # the test split is held out
    ap.add_argument("--limit", type=int, default=None)
    args = ap.parse_args()

    from storyline.extract import extract, load_nlp
    from storyline.model import Article
    from storyline.sentences import split_sentences

    paths = sorted((args.bench / "polnear" / "data" / args.split / "text").glob("*.txt"))[:args.limit]
    texts = [(p.stem, p.read_text(encoding="utf8")) for p in paths]
    n_sent = sum(len(split_sentences(t)) for _, t in texts)
    nlp = load_nlp()
    nlp("Warm up the pipeline.")

    t0 = time.perf_counter()
    for _, t in texts:
        nlp(t)
    spacy_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    for name, t in texts:
        extract(Article(id=name, source="polnear", title="", text=t), nlp)
    ours_s = time.perf_counter() - t0

    print(json.dumps({
        "texts": len(texts), "sentences": n_sent, "characters": sum(len(t) for _, t in texts),
        "spacy_seconds": round(spacy_s, 2), "storyline_seconds": round(ours_s, 2),
        "spacy_sentences_per_s": round(n_sent / spacy_s, 1),
        "storyline_sentences_per_s": round(n_sent / ours_s, 1),
        "ratio_storyline_over_spacy": round(spacy_s / ours_s, 3),
    }, indent=1))


if __name__ == "__main__":
    main()
