"""Per-article extractors against public gold data: quantities (NewsQuant) and quotes (PolNeAR).

``evaluate_facts(bench_dir)`` runs both and returns one dict; ``format_table`` renders it as
Markdown. Details of each measurement are in ``storyline.evaluation.newsquant`` and
``storyline.evaluation.polnear`` and in docs/evaluation-facts.md.
"""

from __future__ import annotations

from pathlib import Path

from storyline.evaluation.newsquant import evaluate_newsquant
from storyline.evaluation.polnear import evaluate_polnear

PUBLISHED_CQE = {"value": 0.920, "value+unit": 0.856}  # NewsQuant_published_scores.csv, CQE-Numparser


def evaluate_facts(bench_dir: Path, nlp=None, polnear_split: str = "test",
                   polnear_limit: int | None = None, baseline: bool = True) -> dict:
    """NewsQuant quantity scores (with quantulum3 when installed) and PolNeAR quote scores.

    ``polnear_limit`` keeps the first N articles of the split (by file name), for a fast gate.
    """
    if nlp is None:
        from storyline.extract import load_nlp

        nlp = load_nlp()
    bench_dir = Path(bench_dir)
    return {"newsquant": evaluate_newsquant(bench_dir, nlp, baseline=baseline),
            "polnear": evaluate_polnear(bench_dir, nlp, polnear_split, polnear_limit)}


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def format_table(result: dict) -> str:
    """Two Markdown tables: quantities on NewsQuant, quotes on PolNeAR."""
    nq = result["newsquant"]
    lines = [f"NewsQuant ({nq['sentences']} sentences, {nq['storyline']['gold']} gold quantities), "
             "one-to-one matching; P / R / F1 in %",
             "", "| system | predicted | value P | value R | value F1 | value+unit P | value+unit R | "
             "value+unit F1 | paper-style value F1 | paper-style value+unit F1 |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    labels = {"storyline_even": "storyline, even sentences (tuned on)",
              "storyline_odd": "storyline, odd sentences (held out)"}
    for name in ("storyline", "storyline_even", "storyline_odd", "quantulum3"):
        if name not in nq:
            continue
        s = nq[name]
        lines.append(f"| {labels.get(name, name)} | {s['predicted']} | " + " | ".join(_pct(x) for x in s["value"]) + " | "
                     + " | ".join(_pct(x) for x in s["value+unit"])
                     + f" | {_pct(s['paper_value'][2])} | {_pct(s['paper_value+unit'][2])} |")
    lines.append(f"| CQE (published) | | | | {_pct(PUBLISHED_CQE['value'])} | | | "
                 f"{_pct(PUBLISHED_CQE['value+unit'])} | | |")
    pn = result["polnear"]
    lines += ["", f"PolNeAR {pn['split']} ({pn['articles']} articles, {pn['gold']} gold attributions); "
              "P / R / F1 and accuracy in %", "",
              "| quotes | overlap P | overlap R | overlap F1 | exact P | exact R | exact F1 | "
              "speaker accuracy (v4: hand-annotated referents) | speaker accuracy (v3: stand-ins) | speakers judged |",
              "|---|---|---|---|---|---|---|---|---|---|",
              f"| {pn['predicted']} | " + " | ".join(_pct(x) for x in pn["overlap_prf"]) + " | "
              + " | ".join(_pct(x) for x in pn["exact_prf"])
              + f" | {_pct(pn['speaker_accuracy_v4']) if pn.get('speaker_accuracy_v4') is not None else '–'}"
              + f" | {_pct(pn['speaker_accuracy'])} | {pn['speaker_judged']} |"]
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    import sys

    default = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"
    bench = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    print(format_table(evaluate_facts(bench)))
