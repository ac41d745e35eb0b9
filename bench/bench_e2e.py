"""End-to-end throughput and peak memory on the 181 real pages of the article-extraction benchmark.

    .venv/bin/python bench/bench_e2e.py [--bench ../shared/benchmarks]

Each measurement runs in a fresh process (so its peak RSS is its own):
- ``storyline``: the whole job — read (trafilatura), clean, extract (spaCy), store (SQLite),
  dedupe, group and brief — via ``storyline.ingest`` into a new store;
- ``peer``: trafilatura 2.3.1 ``extract`` alone on the same pages (the first step of the job),
  the cheapest thing one could call "reading the articles".
Prints articles/s, peak RSS and the ratio storyline / peer. A figure, not a test.
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


def run_one(kind: str, bench: Path) -> dict:
    pages = sorted((bench / "article-extraction" / "html").glob("*.html.gz"))
    t0 = time.perf_counter()
    if kind == "peer":
        import trafilatura

        for p in pages:
            trafilatura.extract(gzip.decompress(p.read_bytes()).decode("utf-8", "replace"), include_comments=False)
        n = len(pages)
    else:
        import storyline

        with tempfile.TemporaryDirectory() as tmp:
            with storyline.Store(Path(tmp) / "bench.db") as store:
                report = storyline.ingest(store, [bench / "article-extraction" / "html"], on_error=lambda p, r: None)
                n = report.added
                stories = len(store.stories())
    elapsed = time.perf_counter() - t0
    out = {"kind": kind, "articles": n, "seconds": elapsed, "articles_per_s": n / elapsed,
           "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
    if kind != "peer":
        out["stories"] = stories
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--one", choices=["storyline", "peer"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_one(args.one, args.bench)))
        return
    results = {}
    for kind in ("peer", "storyline"):
        proc = subprocess.run([sys.executable, __file__, "--one", kind, "--bench", str(args.bench)],
                              capture_output=True, text=True, check=True)
        results[kind] = json.loads(proc.stdout.strip().splitlines()[-1])
    s, p = results["storyline"], results["peer"]
    print("| run | articles | seconds | articles/s | peak RSS (MB) |")
    print("|---|---|---|---|---|")
    for r in (s, p):
        print(f"| {r['kind']} | {r['articles']} | {r['seconds']:.1f} | {r['articles_per_s']:.1f} | {r['peak_rss_mb']:.0f} |")
    print(f"\nstoryline end to end runs at {s['articles_per_s'] / p['articles_per_s']:.2f}x the speed of "
          f"trafilatura extraction alone, with {s['peak_rss_mb'] / p['peak_rss_mb']:.2f}x its peak memory "
          f"({s.get('stories')} stories).")


if __name__ == "__main__":
    main()
