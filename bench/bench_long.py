"""Cost per KB of one long article, from 10 KB to 1 MB, and articles built to be hostile.

    .venv/bin/python bench/bench_long.py [--bench ../shared/benchmarks] [--sizes 10,30,100,300,1000]
                                         [--hostile | --only-hostile] [--profile] [--by-component]

The articles are generated from real sentences: the paragraphs of ECB+ development/training
documents (topics 1-35; the held-out topics 36-45 are never read), appended in a fixed order
until the article reaches the size. For each size, in one process, one after the other, with
the spaCy model loaded before any timer:

- ``parse``: our sentence split and ``storyline.extract.parse`` (the spaCy parse with our
  boundaries) — the floor any spaCy-based extractor pays, and the peer of the ratio;
- ``components``: ``storyline.extract.extract`` given that parse — every extraction component;
- ``extract``: the two together (the parse plus every extractor).

CPU seconds of this process (``resource.getrusage``) are reported, per KB, and the ratio of the
largest size's extract cost per KB over the smallest's (flat within 2x is the aim) beside the
same ratio for the parse alone.

``--hostile`` adds articles built to defeat per-item work over a whole sentence: 10,000
quotation marks in about 30 KB (short quoted phrases in one sentence), 100,000 numbers in one
article (one long sentence of numbers and one of numbered paragraphs); and three built to defeat
spaCy's tokenizer, quadratic in one token's length (``extract.doc.tokenize`` cuts such a run): one
token of 10,000 ``"``, a chain of 20,000 ``a-`` and 20,000 ``(`` then 20,000 ``)`` around a
sentence; each with its CPU seconds, of its whole text (the extractors' cost growth) and as an ingest
prepares it (read for facts up to ``extract.FACT_CHARS``: what one input costs a run). A figure,
not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
HELD_OUT = frozenset(range(36, 46))


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def real_paragraphs(bench: Path) -> list[str]:
    """The paragraphs of the ECB+ documents of topics 1-35, in corpus order, without repeats."""
    from storyline.evaluation.ecbplus import load_ecbplus

    docs = load_ecbplus(bench / "ecbplus" / "ECB+.zip", frozenset(range(1, 36)) - HELD_OUT)
    seen, out = set(), []
    for d in docs:
        for p in d.text.split("\n\n"):
            p = p.strip()
            if len(p) > 40 and p not in seen:
                seen.add(p)
                out.append(p)
    return out


def long_text(paragraphs: list[str], size: int) -> str:
    """Paragraphs appended (wrapping around the list) until the text reaches ``size`` characters."""
    out, n, i = [], 0, 0
    while n < size:
        p = paragraphs[i % len(paragraphs)]
        out.append(p)
        n += len(p) + 2
        i += 1
    return "\n\n".join(out)[:size].rsplit(" ", 1)[0] + "."


def hostile_texts(paragraphs: list[str]) -> dict[str, str]:
    """Articles made to hit per-item work over a whole sentence or document."""
    lead = "\n\n".join(paragraphs[:3])
    quotes = " ".join(f'"word{i}"' for i in range(5000))  # 10,000 quotation marks, one sentence
    quoted = f'{lead}\n\nThe officials said {quotes} and left.'
    numbers = ", ".join(str(1000 + i) for i in range(50_000))  # 50,000 numbers in one sentence
    numbered = "\n\n".join(f"Item {i}: {i * 7} cases and {i * 3} deaths." for i in range(25_000))  # 50,000 more
    return {
        "10000_quotation_marks": quoted,
        "100000_numbers": f"{lead}\n\nThe counts were {numbers}.\n\n{numbered}",
        "one_token_of_10000_quotes": f"{lead}\n\nCase: {chr(34) * 10_000} Union leader Maria Lopez said so.",
        "chain_of_20000_a-": f"{lead}\n\nCase: {'a-' * 20_000} Union leader Maria Lopez said so.",
        "20000_brackets_each_side": f"{lead}\n\n{'(' * 20_000}The port reopened.{')' * 20_000}",
    }


def _by_component() -> dict[str, float]:
    """CPU seconds per extraction component from now on (``--by-component``): each component's call timed."""
    import time

    from storyline.extract import components

    spent: dict[str, float] = {}
    plain = components.Component.__call__

    def timed(self, doc):
        t = time.process_time()
        try:
            return plain(self, doc)
        finally:
            spent[self.spec.name] = spent.get(self.spec.name, 0.0) + time.process_time() - t

    components.Component.__call__ = timed
    return spent


def measure(nlp, name: str, text: str, profile: bool = False, spent: dict | None = None) -> dict:
    from storyline.extract import extract, parse
    from storyline.model import Article
    from storyline.sentences import split_sentences

    c0 = _cpu()
    sentences = split_sentences(text)
    doc = parse(nlp, text, sentences)
    c1 = _cpu()
    if spent is not None:
        spent.clear()
    article = Article(id=name, source="bench", title=name, text=text)
    if profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
    f = extract(article, nlp, parsed=(sentences, doc))
    c2 = _cpu()
    if profile:
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
    kb = len(text.encode("utf8")) / 1024
    return {"article": name, "kb": round(kb, 1), "parse_cpu_s": round(c1 - c0, 2), "components_cpu_s": round(c2 - c1, 2),
            "extract_cpu_s": round(c2 - c0, 2),
            "parse_ms_per_kb": round(1000 * (c1 - c0) / kb, 1), "extract_ms_per_kb": round(1000 * (c2 - c0) / kb, 1),
            "quotes": len(f.quotes), "quantities": len(f.quantities), "people": len(f.people),
            **({"by_component_cpu_s": {k: round(v, 2) for k, v in spent.items()}} if spent is not None else {})}


def measure_ingested(nlp, name: str, text: str) -> dict:
    """CPU seconds of one article as an ingest prepares it (``stages.prepare``: cleaning, the part read
    for facts, ``extract.FACT_CHARS``, the parse and the components), beside its size."""
    from storyline.model import Article
    from storyline.stages import prepare

    c0 = _cpu()
    article, findings, note = prepare(Article(id=name, source="bench", title=name, text=text), nlp)
    kb = len(text.encode("utf8")) / 1024
    read = max((s.end for s in findings.sentences), default=0)
    return {"article": f"{name} (as ingested)", "kb": round(kb, 1), "prepare_cpu_s": round(_cpu() - c0, 2),
            "chars_read_for_facts": read, "chars_stored": len(article.text), "quantities": len(findings.quantities),
            "note": note}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--sizes", default="10,30,100,300,1000", help="KB, comma-separated")
    ap.add_argument("--hostile", action="store_true")
    ap.add_argument("--only-hostile", action="store_true")
    ap.add_argument("--profile", action="store_true", help="cProfile the extraction of each article")
    ap.add_argument("--by-component", action="store_true", help="CPU seconds of each extraction component")
    args = ap.parse_args()

    from storyline.extract import load_nlp

    paragraphs = real_paragraphs(args.bench)
    nlp = load_nlp()
    spent = _by_component() if args.by_component else None
    measure(nlp, "warm-up", "Warm up the pipeline. “We will see,” she said on Monday, adding 5% to $3 billion.")
    rows = []
    if not args.only_hostile:
        for kb in (int(s) for s in args.sizes.split(",")):
            rows.append(measure(nlp, f"{kb}KB", long_text(paragraphs, kb * 1024), args.profile, spent))
            print(json.dumps(rows[-1]), flush=True)
    if args.hostile or args.only_hostile:
        for name, text in hostile_texts(paragraphs).items():
            rows.append(measure(nlp, name, text, args.profile, spent))
            print(json.dumps(rows[-1]), flush=True)
            print(json.dumps(measure_ingested(nlp, name, text)), flush=True)
    sized = [r for r in rows if r["article"].endswith("KB")]
    if len(sized) >= 2:
        lo, hi = sized[0], sized[-1]
        print(json.dumps({
            "extract_per_kb_ratio_largest_over_smallest": round(hi["extract_ms_per_kb"] / lo["extract_ms_per_kb"], 2),
            "parse_per_kb_ratio_largest_over_smallest": round(hi["parse_ms_per_kb"] / lo["parse_ms_per_kb"], 2),
            "extract_over_parse_largest": round(hi["extract_cpu_s"] / max(hi["parse_cpu_s"], 1e-9), 2),
        }))


if __name__ == "__main__":
    main()
