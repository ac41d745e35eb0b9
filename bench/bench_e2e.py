"""End-to-end throughput and peak memory on the 181 real pages of the article-extraction benchmark.

    .venv/bin/python bench/bench_e2e.py [--bench ../shared/benchmarks] [--jobs 0] [--repeat 1]

Each measurement runs in a fresh process (so its peak RSS is its own):
- ``storyline``: the whole job — read (trafilatura), clean, extract (spaCy), store (SQLite),
  dedupe, group and brief — via ``storyline.ingest`` into a new store, with ``--jobs`` worker
  processes (0, the default: one per core);
- ``peer``: trafilatura 2.3.1 ``extract`` alone on the same pages, in one process on one core
  (the first step of the job), the cheapest thing one could call "reading the articles".
The two alternate ``--repeat`` times (the median ratio is reported, with each run's machine load
from ``os.getloadavg``). Prints articles/s, CPU seconds (the process and its workers), peak RSS
(of the main process and the largest worker) and the ratio storyline / peer. A figure, not a test.
"""

from __future__ import annotations

import argparse
import gzip
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"


def run_one(kind: str, bench: Path, jobs: int = 0) -> dict:
    pages = sorted((bench / "article-extraction" / "html").glob("*.html.gz"))
    t0 = time.perf_counter()
    if kind == "peer":
        import trafilatura

        for p in pages:
            trafilatura.extract(gzip.decompress(p.read_bytes()).decode("utf-8", "replace"), include_comments=False)
        n = len(pages)
    else:
        import storyline
        from storyline.settings import Settings

        with tempfile.TemporaryDirectory() as tmp:
            with storyline.Store(Path(tmp) / "bench.db") as store:
                report = storyline.ingest(store, [bench / "article-extraction" / "html"], Settings(jobs=jobs),
                                          on_error=lambda p, r: None)
                n = report.added
                stories = len(store.stories())
    elapsed = time.perf_counter() - t0
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    out = {"kind": kind, "articles": n, "seconds": elapsed, "articles_per_s": n / elapsed,
           "cpu_seconds": own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime,
           "peak_rss_mb": own.ru_maxrss / 1024, "worker_peak_rss_mb": workers.ru_maxrss / 1024}
    if kind != "peer":
        out["stories"] = stories
    return out


def main() -> None:
    import os
    import statistics

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--jobs", type=int, default=0, help="storyline's worker processes (0: one per core)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--one", choices=["storyline", "peer"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_one(args.one, args.bench, args.jobs)))
        return
    ratios, runs = [], []
    for _ in range(args.repeat):
        results = {}
        for kind in ("peer", "storyline"):
            load = os.getloadavg()[0]
            proc = subprocess.run([sys.executable, __file__, "--one", kind, "--bench", str(args.bench),
                                   "--jobs", str(args.jobs)], capture_output=True, text=True, check=True)
            results[kind] = dict(json.loads(proc.stdout.strip().splitlines()[-1]), load_before=load)
        runs.append(results)
        ratios.append(results["storyline"]["articles_per_s"] / results["peer"]["articles_per_s"])
    print("| run | articles | seconds | articles/s | CPU s | peak RSS (MB) | load before |")
    print("|---|---|---|---|---|---|---|")
    for results in runs:
        for r in (results["storyline"], results["peer"]):
            rss = f"{r['peak_rss_mb']:.0f}" + (f" (+ workers {r['worker_peak_rss_mb']:.0f} each)"
                                               if r["kind"] == "storyline" and r["worker_peak_rss_mb"] else "")
            print(f"| {r['kind']} | {r['articles']} | {r['seconds']:.1f} | {r['articles_per_s']:.2f} | "
                  f"{r['cpu_seconds']:.1f} | {rss} | {r['load_before']:.1f} |")
    s = runs[-1]["storyline"]
    print(f"\nstoryline end to end (jobs={args.jobs or os.cpu_count()}) runs at {statistics.median(ratios):.2f}x the "
          f"speed of trafilatura extraction alone on one core (median of {len(ratios)}: "
          f"{', '.join(f'{r:.2f}' for r in ratios)}; {s.get('stories')} stories).")


if __name__ == "__main__":
    main()
