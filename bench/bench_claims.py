"""How the brief's cost grows with the size of a story: 10, 25, 50 and 100 articles, one core.

    .venv/bin/python bench/bench_claims.py [--bench ../shared/benchmarks] [--sizes 10,25,50,100]
                                           [--pattern clinton|trump] [--repeat 1] [--profile N]

The story: PolNeAR *train* articles whose file name matches ``--pattern`` (the 2016 campaign
coverage of 7 outlets, ~5,000 characters each), the first N by name: a large, loosely knit story,
the hard case for alignment (many claims, many shared names). Every article is cleaned and
extracted once before any timer (``pipeline.prepare``). Timed for each size, on one CPU
(``os.sched_setaffinity``): ``pipeline.brief_of`` (people merge, claims, alignment, judging, the
summary and the brief dict), CPU seconds, with ``align`` alone beside it; the peer is spaCy's
parse (``nlp.pipe``) of the same texts, the cost every article pays anyway. Prints one JSON line per
size and the growth exponent between consecutive sizes (1.0 = linear). Beside the code before
claims: run this file with that checkout's interpreter (e.g. ``/work/main/.venv/bin/python
bench/bench_claims.py``), which imports that checkout's ``storyline``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"


def cpu(fn):
    t0 = time.process_time()
    out = fn()
    return time.process_time() - t0, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--sizes", default="10,25,50,100")
    ap.add_argument("--pattern", default="clinton|trump")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--profile", type=int, default=0, help="print a cProfile of the brief at this size")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    from storyline.align import align
    from storyline.extract import load_nlp
    from storyline.model import Article, Story
    from storyline.pipeline import brief_of, prepare
    from storyline.settings import Settings

    sizes = [int(s) for s in args.sizes.split(",")]
    pattern = re.compile(args.pattern, re.I)
    paths = sorted(p for p in (args.bench / "polnear" / "data" / "train" / "text").glob("*.txt")
                   if pattern.search(p.stem) and "morning-email" not in p.stem)[:max(sizes)]
    nlp = load_nlp()
    prepared = []
    for p in paths:
        raw = Article(id=p.stem, source=p.stem.split("_")[0], title=p.stem.split("_", 2)[-1].replace("-", " "),
                      text=p.read_text(encoding="utf-8"))
        prepared.append(prepare(raw, nlp)[:2])
    settings = Settings()
    last = None
    for n in sizes:
        part = prepared[:n]
        arts = {a.id: a for a, _ in part}
        finds = {a.id: f for a, f in part}
        story = Story("s1", "bench", tuple(arts))
        best_brief = best_align = math.inf
        facts = 0
        for _ in range(args.repeat):
            t, b = cpu(lambda: brief_of(story, arts, finds, {}, settings))
            best_brief = min(best_brief, t)
            facts = len(b["facts"])
            try:  # the code before claims had no bundle_of: its align is not timed alone
                from storyline.brief import bundle_of
            except ImportError:
                continue
            bundle, people = bundle_of(story, arts, finds, {})
            t, _ = cpu(lambda: align(bundle, people))
            best_align = min(best_align, t)
        t_parse, _ = cpu(lambda: list(nlp.pipe([a.text for a, _ in part], batch_size=16)))
        row = {"articles": n, "sentences": sum(len(f.sentences) for _, f in part), "facts": facts,
               "brief_cpu_s": round(best_brief, 3), "align_cpu_s": round(best_align, 3) if best_align < math.inf else None,
               "spacy_parse_cpu_s": round(t_parse, 3), "brief_over_parse": round(best_brief / t_parse, 3)}
        if last is not None:
            row["growth_exponent"] = round(math.log(best_brief / last[1]) / math.log(n / last[0]), 2)
        last = (n, best_brief)
        print(json.dumps(row), flush=True)
        if args.profile == n:
            import cProfile
            import pstats

            prof = cProfile.Profile()
            prof.runcall(brief_of, story, arts, finds, {}, settings)
            pstats.Stats(prof).sort_stats(os.environ.get("BENCH_SORT", "cumulative")).print_stats(25)


if __name__ == "__main__":
    main()
