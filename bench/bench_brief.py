"""Time to build the brief of a 20-article story, on one core, beside a spaCy parse of the same texts.

    .venv/bin/python bench/bench_brief.py [--bench ../shared/benchmarks] [--story ecb:13ecb] [--articles 20]
                                          [--repeat 5] [--profile]

The story (``--story``):
- ``ecb:13ecb`` (default): the first ``--articles`` documents of one ECB+ sub-topic (13ecb has 22
  real articles about one event from different outlets; short texts, ~1,000 characters each);
- ``polnear:fbi|email``: full-length PolNeAR train/dev articles (7 outlets, ~5,000 characters each) whose
  file name matches the regex (the Clinton e-mail / FBI investigation coverage, "morning email"
  newsletters left out), the first ``--articles`` by file name: a long, loosely knit story.

Before any timer: the spaCy model is loaded, every
article is cleaned and extracted (``pipeline.prepare``) and wire copies are found. Timed, each
``--repeat`` times (median reported):

- ``brief``: ``pipeline.brief_of`` — people merge, align, judge, summary and the brief dict, i.e.
  all ``build_story_brief`` does after reading the store;
- of which ``align`` and ``align + judge`` alone;
- the peer ``spacy``: ``nlp.pipe`` over the same 20 cleaned texts (the parse any extractor pays).

The process is pinned to one CPU (``os.sched_setaffinity``) and BLAS threads are set to 1. Wall and
CPU seconds are both printed (on a shared machine the CPU seconds are the steadier figure).
Prints JSON; target: brief under 1 s. ``--profile`` prints the top of a cProfile of one brief.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"


def _median_time(fn, repeat: int) -> tuple[float, float, object]:
    """(median wall seconds, median CPU seconds of this process, last result) over ``repeat`` runs."""
    times, cpu, out = [], [], None
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(times), statistics.median(cpu), out


def load_story(bench: Path, spec: str, n: int):
    """(raw Articles, title) of the story ``spec`` names (see the module docstring)."""
    import re

    from storyline.model import Article

    kind, _, arg = spec.partition(":")
    if kind == "ecb":
        from storyline.evaluation.ecbplus import ecb_articles, load_ecbplus

        topic = int("".join(c for c in arg if c.isdigit()))
        docs = [d for d in load_ecbplus(bench / "ecbplus" / "ECB+.zip", {topic}) if d.subtopic == arg][:n]
        return ecb_articles(docs), docs[0].title
    if kind == "polnear":
        pattern = re.compile(arg, re.I)
        paths = sorted(p for split in ("train", "dev")  # never the held-out test split
                       for p in (bench / "polnear" / "data" / split / "text").glob("*.txt")
                       if pattern.search(p.stem) and "morning-email" not in p.stem)[:n]
        raws = [Article(id=p.stem, source=p.stem.split("_")[0], title=p.stem.split("_", 2)[-1].replace("-", " "),
                        text=p.read_text(encoding="utf-8")) for p in paths]
        return raws, raws[0].title
    raise SystemExit(f"unknown story {spec!r}: ecb:<sub-topic> or polnear:<regex>")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--story", default="ecb:13ecb", help="ecb:<sub-topic> or polnear:<file-name regex>")
    ap.add_argument("--articles", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})

    from storyline.align import align
    from storyline.dedupe import find_copies
    from storyline.extract import load_nlp
    from storyline.judge import judge
    from storyline.model import Story
    from storyline.pipeline import brief_of, prepare
    from storyline.settings import Settings

    raws, title = load_story(args.bench, args.story, args.articles)
    settings = Settings()
    nlp = load_nlp(settings.spacy_model)
    articles, findings = {}, {}
    for raw in raws:
        article, found, _problem = prepare(raw, nlp)
        articles[article.id], findings[article.id] = article, found
    copies = find_copies(list(articles.values()), settings)
    story = Story("s1", title, tuple(articles))
    texts = [a.text for a in articles.values()]
    list(nlp.pipe(texts[:2]))  # warm-up

    def brief():
        return brief_of(story, articles, findings, copies, settings)

    def bundle():
        from storyline.evaluation.ecb_events import Subtopic, story_bundle

        return story_bundle(Subtopic(story.id, articles, findings, copies))

    result = brief()  # warm-up (imports, the summary model)
    b, people_map = bundle()
    align_s, align_cpu, _ = _median_time(lambda: align(b, people_map), args.repeat)
    judged_s, judged_cpu, _ = _median_time(lambda: judge(align(b, people_map)), args.repeat)
    brief_s, brief_cpu, result = _median_time(brief, args.repeat)
    spacy_s, spacy_cpu, _ = _median_time(lambda: list(nlp.pipe(texts)), args.repeat)
    print(json.dumps({
        "story": args.story, "articles": len(articles), "characters": sum(len(t) for t in texts),
        "sentences": sum(len(f.sentences) for f in findings.values()), "facts": len(result["facts"]),
        "align_seconds": round(align_s, 3), "align_judge_seconds": round(judged_s, 3),
        "brief_seconds": round(brief_s, 3), "spacy_parse_seconds": round(spacy_s, 3),
        "brief_over_spacy": round(brief_s / spacy_s, 3), "target_seconds": 1.0, "repeat": args.repeat,
        "cpu_seconds": {"align": round(align_cpu, 3), "align_judge": round(judged_cpu, 3),
                        "brief": round(brief_cpu, 3), "spacy_parse": round(spacy_cpu, 3)},
    }, indent=1))
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.runcall(brief)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    main()
