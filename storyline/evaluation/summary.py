"""Story summaries on NeuS/AllSides (../shared/benchmarks/neus-allsides), beside extractive peers.

Each line of ``<split>.source`` holds one story told by three outlets (left, centre, right,
in random order); ``<split>.target`` holds AllSides' neutral title + summary. For each story
the three articles go through storyline's own stages (clean, extract, align, brief; the
grouping is given), and the brief's summary is scored with ROUGE-1/2/L F (rouge-score,
stemming) against the reference with its TITLE=>/ARTICLE=> markers removed — as
../shared/scorers/neus_summary_baselines.py does. In the same run: lead-3 of the first
article and the first sentence of each article, over the same sentences. Also counted:
summaries in which some sentence is not verbatim text of every article it cites (must be 0).

    python -m storyline.evaluation.summary [--split val|test] [--limit N] [--sentences 3]
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from pathlib import Path

MARKERS = re.compile(r"\s*\b(?:TITLE|ARTICLE)=>\s*")
SEP = re.compile(r"\s*\[SEP\]\s*")
DEFAULT_BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"


def parse_article(chunk: str) -> tuple[str, str]:
    m = re.match(r"\s*TITLE=>\s*(.*?)\s*ARTICLE=>\s*(.*)$", chunk, re.S)
    return (m.group(1).strip(), m.group(2).strip()) if m else ("", chunk.strip())


def load_split(bench: Path, split: str, limit: int = 0) -> list[tuple[list[tuple[str, str]], str]]:
    """[(articles [(title, body)], reference text)] for one split."""
    folder = bench / "neus-allsides"
    src = [ln for ln in (folder / f"{split}.source").read_text(encoding="utf-8").split("\n") if ln.strip()]
    tgt = [ln for ln in (folder / f"{split}.target").read_text(encoding="utf-8").split("\n") if ln.strip()]
    rows = [([parse_article(c) for c in SEP.split(s) if c.strip()], MARKERS.sub(" ", t).strip())
            for s, t in zip(src, tgt)]
    return rows[:limit] if limit else rows


def evaluate_summary(bench: Path, split: str = "test", limit: int = 0, sentences: int = 3, nlp=None) -> dict:
    """ROUGE-1/2/L (x100, mean over stories) of storyline and of lead baselines."""
    from rouge_score import rouge_scorer

    from ..extract import load_nlp
    from ..faithful import check_brief
    from ..cluster import story_title
    from ..model import Article, Story
    from ..pipeline import brief_of, prepare
    from ..settings import Settings

    nlp = nlp or load_nlp()
    settings = Settings().with_(summary_sentences=sentences)
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    systems = ("storyline: title + summary", "storyline: summary alone", "title + first sentence of each",
               "lead-3", "first sentence of each")
    scores = {s: {m: [] for m in ("rouge1", "rouge2", "rougeL")} for s in systems}
    unfaithful = 0
    words = {s: [] for s in systems}
    t0 = time.perf_counter()
    for n, (arts, reference) in enumerate(load_split(bench, split, limit)):
        articles, findings = {}, {}
        for i, (title, body) in enumerate(arts):
            raw = Article(id=f"n{n}-{i}", source=f"outlet {i}", title=title, text=body)
            article, found, _problem = prepare(raw, nlp)
            articles[article.id], findings[article.id] = article, found
        title = story_title(list(articles.values()))  # as storyline ingest titles a story
        brief = brief_of(Story(f"s{n}", title, tuple(articles)), articles, findings, {}, settings)
        unfaithful += bool(check_brief(brief, {a: x.text for a, x in articles.items()}))
        sents = [[a.text[s.start:s.end] for s in findings[a.id].sentences] for a in articles.values()]
        summary = [s["sentence"] for s in brief["summary"]]
        out = {
            "storyline: title + summary": [brief["title"]] + summary,
            "storyline: summary alone": summary,
            "title + first sentence of each": [brief["title"]] + [s[0] for s in sents if s],
            "lead-3": sents[0][:sentences] if sents else [],
            "first sentence of each": [s[0] for s in sents if s],
        }
        for name, chosen in out.items():
            result = scorer.score(reference, "\n".join(chosen))
            for metric, value in result.items():
                scores[name][metric].append(value.fmeasure)
            words[name].append(len(" ".join(chosen).split()))
    return {
        "split": split,
        "stories": len(scores["lead-3"]["rouge1"]),
        "seconds": time.perf_counter() - t0,
        "unfaithful": unfaithful,
        "rows": [
            {"name": name, **{m: 100 * statistics.mean(v) for m, v in scores[name].items()},
             "words": statistics.mean(words[name])}
            for name in systems
        ],
    }


def format_table(result: dict) -> str:
    lines = [f"NeuS/AllSides {result['split']} split, {result['stories']} stories "
             f"({result['seconds']:.0f} s; summaries not faithful to their citations: {result['unfaithful']})", "",
             "| system | ROUGE-1 | ROUGE-2 | ROUGE-L | words |", "|---|---:|---:|---:|---:|"]
    for r in result["rows"]:
        lines.append(f"| {r['name']} | {r['rouge1']:.1f} | {r['rouge2']:.1f} | {r['rougeL']:.1f} | {r['words']:.0f} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--split", default="val", choices=["test", "val"])
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--sentences", type=int, default=3)
    args = ap.parse_args()
    print(format_table(evaluate_summary(args.bench, args.split, args.limit, args.sentences)))


if __name__ == "__main__":
    main()
