"""A streamed run: one ingest of a long stream of articles, its time per 10,000 and its memory.

    .venv/bin/python bench/bench_stream.py [--n 100000] [--every 10000] [--jobs 0] [--db PATH]

The stream is one JSONL file of ``--n`` articles from ``bench/synthetic.py`` (ECB+ topics 1-35
documents as variants with new ids and dates, 100 a day), ingested by one ``storyline.ingest``
into a new store with ``--jobs`` worker processes. Every ``--every`` articles stored it prints
the wall seconds of that stretch, the machine load, and the resident memory of this process
and its workers together (psutil, sampled every second; the peak so far; and each process's
now, this one first); at the end the time
of the regroup and briefs, the peak memory and the ratio slowest / fastest stretch (flat within
2x is the aim; under 2 GB the memory aim). A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH  # noqa: E402
from synthetic import real_docs, write_jsonl  # noqa: E402


class Memory:
    """The peak resident memory of this process and its children, sampled once a second."""

    def __init__(self) -> None:
        import psutil

        self.me = psutil.Process()
        self.peak = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def sample(self) -> int:
        import psutil

        total = self.me.memory_info().rss
        for child in self.me.children(recursive=True):
            try:
                total += child.memory_info().rss
            except psutil.Error:
                pass
        self.peak = max(self.peak, total)
        return total

    def parts(self) -> list[int]:
        """MB of this process, then of each worker now."""
        import psutil

        out = [round(self.me.memory_info().rss / 2**20)]
        for child in self.me.children(recursive=True):
            try:
                out.append(round(child.memory_info().rss / 2**20))
            except psutil.Error:
                pass
        return out

    def run(self) -> None:
        while not self.stop.wait(1.0):
            self.sample()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--every", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=0)
    ap.add_argument("--db", type=Path, help="the store to write (default: a temporary one)")
    args = ap.parse_args()

    from storyline.pipeline import ingest
    from storyline.settings import Settings
    from storyline.store import Store

    with tempfile.TemporaryDirectory(prefix="storyline-stream-") as tmp:
        src = write_jsonl(Path(tmp) / "stream.jsonl", args.bench, args.n, docs=real_docs(args.bench))
        memory = Memory()
        memory.thread.start()
        stretches: list[float] = []
        state = {"n": 0, "t": time.perf_counter(), "last": None}
        t0 = time.perf_counter()

        def on_article(_stored) -> None:
            state["n"] += 1
            if state["n"] % args.every == 0:
                now = time.perf_counter()
                stretches.append(now - state["t"])
                state["t"] = state["last"] = now
                print(json.dumps({"articles": state["n"], "seconds": round(stretches[-1], 1),
                                  "load": round(os.getloadavg()[0], 1), "rss_mb": round(memory.sample() / 2**20),
                                  "peak_rss_mb": round(memory.peak / 2**20), "each_mb": memory.parts()}), flush=True)

        with Store(args.db or Path(tmp) / "stream.db") as store:
            report = ingest(store, [src], Settings(jobs=args.jobs), on_error=lambda p, r: None, on_article=on_article)
            stories = len(store.stories())
        end = time.perf_counter()
        memory.stop.set()
        memory.sample()
        print(json.dumps({
            "articles": report.added, "stories": stories, "total_seconds": round(end - t0, 1),
            "regroup_and_briefs_seconds": round(end - (state["last"] or t0), 1),
            "peak_rss_mb_all_processes": round(memory.peak / 2**20),
            "stretch_ratio_slowest_over_fastest": round(max(stretches) / min(stretches), 2) if stretches else None,
        }))


if __name__ == "__main__":
    main()
