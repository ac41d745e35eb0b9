"""The brief's evaluation in one place: NeuS summary scores and ECB+ cross-document event alignment.

- summary: ``storyline.evaluation.summary.evaluate_summary`` (ROUGE against AllSides' neutral
  summaries, with lead peers) on the NeuS split;
- alignment: ``storyline.evaluation.ecb_events`` (pairs of gold event mentions put in one Fact,
  with peers) on the ECB+ topics of the split.

Splits: ``test`` is NeuS ``test`` + ECB+ test topics 36-45; ``dev`` (or ``val``) is NeuS ``val`` +
ECB+ dev topics. Tuning is done on dev only.

    python -m storyline.evaluation.brief [--split dev|test] [--summary-limit N] [--topics 2,5]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"
SPLITS = ("test", "dev", "val")  # test: the reported parts; dev (or val): development (storyline.evaluation.splits)


def _parts(split: str) -> tuple[str, str]:
    """(NeuS split, ECB+ topic part) of ``split``: test -> the reported NeuS split and the ECB+ test
    topics; dev / val -> NeuS val (where settings are chosen) and the ECB+ dev topics."""
    from storyline.evaluation.splits import neus_splits

    if split == "test":
        return neus_splits("reported")[0], "test"
    assert "val" in neus_splits("develop")
    return "val", "dev"


def evaluate_brief(bench_dir: Path | str, split: str = "test", summary_limit: int = 0,
                   ecb_topics: frozenset[int] | None = None, nlp=None, sentences: int | None = None) -> dict:
    """NeuS summary scores and ECB+ event-alignment figures of one split, as one dict.

    Keys: ``split``, ``summary`` (the dict of ``evaluate_summary``), ``ecb_events`` (the dict of
    ``ecb_events.evaluate``), ``headline`` (the main figures flat) and ``markdown``.
    """
    from storyline.evaluation import ecb_events
    from storyline.evaluation.summary import evaluate_summary
    from storyline.extract import load_nlp
    from storyline.settings import Settings

    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r} (test, dev or val)")
    neus_split, ecb_split = _parts(split)
    bench = Path(bench_dir)
    nlp = nlp or load_nlp(Settings().spacy_model)
    n_sent = sentences if sentences is not None else Settings().summary_sentences
    t0 = time.perf_counter()
    summary = evaluate_summary(bench, neus_split, summary_limit, n_sent, nlp=nlp)
    subs = ecb_events.prepare_topics(bench, ecb_topics or ecb_events.topics_of(ecb_split), nlp)
    events = ecb_events.evaluate(subs, ecb_split)
    result = {"split": split, "summary": summary, "ecb_events": events,
              "seconds": round(time.perf_counter() - t0, 1)}
    result["headline"] = headline(result)
    result["markdown"] = format_markdown(result)
    return result


def headline(result: dict) -> dict:
    """The main figures, flat: storyline's ROUGE and event-pair scores beside the best peer."""
    s_rows = {r["name"]: r for r in result["summary"]["rows"]}
    e_rows = {r["method"]: r for r in result["ecb_events"]["rows"]}
    ours = s_rows.get("storyline: title + summary", {})
    alone = s_rows.get("storyline: summary alone", {})
    same = e_rows.get("storyline: same Fact", {})
    strict = e_rows.get("storyline: same Fact and trigger", {})
    out = {
        "summary_rouge1": round(ours.get("rouge1", 0.0), 2), "summary_rouge2": round(ours.get("rouge2", 0.0), 2),
        "summary_rougeL": round(ours.get("rougeL", 0.0), 2), "summary_unfaithful": result["summary"]["unfaithful"],
        "summary_alone_rouge1": round(alone.get("rouge1", 0.0), 2),
        "events_same_fact_precision": same.get("precision"), "events_same_fact_recall": same.get("recall"),
        "events_same_fact_f1": same.get("f1"), "events_coverage": same.get("coverage"),
        "events_same_fact_and_trigger_precision": strict.get("precision"),
        "events_same_fact_and_trigger_f1": strict.get("f1"),
    }
    peers = [r for n, r in s_rows.items() if not n.startswith("storyline")]
    if peers:
        best = max(peers, key=lambda r: r["rouge1"])
        out["summary_best_peer"] = best["name"]
        out["summary_best_peer_rouge1"] = round(best["rouge1"], 2)
    return out


def format_markdown(result: dict) -> str:
    """Both tables under one heading."""
    from storyline.evaluation.ecb_events import format_table as events_table
    from storyline.evaluation.summary import format_table as summary_table

    return "\n".join([
        f"## Brief evaluation ({result['split']} split, {result['seconds']} s)", "",
        "### Summary (NeuS/AllSides)", "", summary_table(result["summary"]), "",
        "### Cross-document event alignment (ECB+)", "", events_table(result["ecb_events"]),
    ])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--split", default="dev", choices=sorted(SPLITS))
    ap.add_argument("--summary-limit", type=int, default=0, help="first N NeuS stories only (0: all)")
    ap.add_argument("--topics", default="", help="comma-separated ECB+ topics (default: the split's)")
    args = ap.parse_args()
    topics = frozenset(int(t) for t in args.topics.split(",") if t) or None
    print(evaluate_brief(args.bench, args.split, args.summary_limit, topics)["markdown"])


if __name__ == "__main__":
    main()
