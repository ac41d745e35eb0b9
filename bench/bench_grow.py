"""Ingesting 100 new articles into a 20,000-article store beside ingesting them into an empty one.

    .venv/bin/python bench/bench_grow.py [--base 20000] [--new 100] [--repeat 2] [--jobs 0]
                                         [--keep DIR]

The articles come from ``bench/synthetic.py`` (ECB+ topics 1-35 documents as variants with new ids
and dates, 100 a day). The base store is built once by one ingest of ``--base`` articles (its
articles/s is printed too; ``--keep DIR`` keeps it there for later runs). The ``--new`` articles
are dated right after the base's last day, so some join its last stories. Then, ``--repeat``
times, alternately: ingest them into a copy of the base store, and into an empty store (same
process, same ``--jobs``). Prints wall and CPU seconds (this process and its workers) of each and
the ratio big / empty (under 2x is the aim), with the machine load. A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH  # noqa: E402
from synthetic import real_docs, write_jsonl  # noqa: E402


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def timed_ingest(db: Path, paths: list[Path], jobs: int) -> dict:
    from storyline.pipeline import ingest
    from storyline.settings import Settings
    from storyline.store import Store

    load = os.getloadavg()[0]
    t0, c0 = time.perf_counter(), _cpu()
    with Store(db) as store:
        report = ingest(store, paths, Settings(jobs=jobs), on_error=lambda p, r: None)
        stories = len(store.stories())
    return {"added": report.added, "seconds": round(time.perf_counter() - t0, 2), "cpu_seconds": round(_cpu() - c0, 2),
            "stories": stories, "changed": len(report.stories_changed), "load": round(load, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--base", type=int, default=20_000)
    ap.add_argument("--new", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=0)
    ap.add_argument("--keep", type=Path, help="keep (or reuse) the base store in this folder")
    args = ap.parse_args()

    docs = real_docs(args.bench)
    with tempfile.TemporaryDirectory(prefix="storyline-grow-") as tmp:
        tmp = Path(tmp)
        folder = args.keep or tmp
        folder.mkdir(parents=True, exist_ok=True)
        base = folder / f"base-{args.base}.db"
        if not base.exists():
            src = write_jsonl(tmp / "base.jsonl", args.bench, args.base, docs=docs)
            built = timed_ingest(tmp / "building.db", [src], args.jobs)
            built["articles_per_s"] = round(built["added"] / built["seconds"], 1)
            print(json.dumps({"built_base": built}), flush=True)
            shutil.move(tmp / "building.db", base)
        new = write_jsonl(tmp / "new.jsonl", args.bench, args.new, offset=args.base, docs=docs)
        big, empty = [], []
        for r in range(args.repeat):
            db = tmp / f"big-{r}.db"
            shutil.copy(base, db)
            big.append(timed_ingest(db, [new], args.jobs))
            print(json.dumps({"into_base": big[-1]}), flush=True)
            empty.append(timed_ingest(tmp / f"empty-{r}.db", [new], args.jobs))
            print(json.dumps({"into_empty": empty[-1]}), flush=True)
        wall = statistics.median(b["seconds"] / e["seconds"] for b, e in zip(big, empty))
        cpu = statistics.median(b["cpu_seconds"] / e["cpu_seconds"] for b, e in zip(big, empty))
        print(json.dumps({"base_articles": args.base, "new_articles": args.new,
                          "ratio_wall_big_over_empty": round(wall, 2), "ratio_cpu_big_over_empty": round(cpu, 2)}))


if __name__ == "__main__":
    main()
