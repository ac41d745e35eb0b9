"""Throughput of ``storyline.scale.ingest_dask`` with 1 and with 2 Dask worker processes.

    .venv/bin/python bench/bench_scale.py [--articles 20000] [--workers 1 2] [--bench ../shared/benchmarks]

Input: real texts from ../shared/benchmarks (NeuS/AllSides crawl bodies and PolNeAR texts as
JSONL shards of 100 articles, plus article-extraction HTML pages as files), reused round-robin
with new ids, urls and dates (spread over 30 days) until there are ``--articles`` inputs. Each
run ingests them into a new store on a new ``LocalCluster(n_workers=W, threads_per_worker=1)``.

Prints, per worker count: the articles/s of the whole job (cluster start, read, clean,
extract, store, copies, grouping, briefs) and of the distributed part alone (until the last
article is stored), the CPU seconds used by the workers and by the driver (articles per
worker CPU-second is the per-core rate, whatever else runs on the machine), then the ratios
2 workers / 1 worker, and the CPU ceiling before and after: how much more work two spinning
processes get done than one at that moment (the machine is shared; 2.0 on two idle cores).
A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
SHARD = 100
HTML_EVERY = 20  # one input in 20 is an HTML page


def text_pool(bench: Path) -> list[dict]:
    """(source, title, text) of every NeuS crawl body and PolNeAR text."""
    from storyline.evaluation.allsides import crawl_stories

    pool = [{k: a[k] for k in ("source", "title", "text")} for _s, articles in crawl_stories(bench) for a in articles]
    for path in sorted((bench / "polnear" / "data").glob("*/text/*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace").strip()
        title, _, body = text.partition("\n")
        if body.strip():
            pool.append({"source": path.name.split("_", 1)[0], "title": title.strip(), "text": body.strip()})
    return pool


def write_input(bench: Path, out: Path, n: int) -> None:
    """``n`` inputs in ``out``: JSONL shards and HTML pages, real texts with new ids and dates."""
    pool = text_pool(bench)
    pages = sorted((bench / "article-extraction" / "html").glob("*.html.gz"))
    start = datetime(2024, 1, 1)
    step = timedelta(days=30) / max(n, 1)
    rows, shard, k = [], 0, 0
    for i in range(n):
        if i % HTML_EVERY == HTML_EVERY - 1:
            page = pages[(i // HTML_EVERY) % len(pages)]
            shutil.copy(page, out / f"page{i:06d}.html.gz")
            continue
        src = pool[k % len(pool)]
        k += 1
        rows.append({"id": f"b{i:06d}", "source": src["source"], "title": src["title"], "text": src["text"],
                     "url": f"https://bench.example/{i}", "published": (start + step * i).isoformat()})
        if len(rows) == SHARD:
            (out / f"shard{shard:05d}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
            rows, shard = [], shard + 1
    if rows:
        (out / f"shard{shard:05d}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))


def run(inputs: Path, workers: int) -> dict:
    import logging

    from distributed import Client, LocalCluster

    from storyline.scale import ingest_dask
    from storyline.store import Store

    marks: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        with Store(Path(tmp) / "bench.db") as store:
            t0, c0 = time.perf_counter(), time.process_time()
            with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                              silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
                report = ingest_dask(store, [inputs], address=client,
                                     progress=lambda stage, done, total: marks.__setitem__(stage, time.perf_counter()))
                worker_cpu = sum(client.run(time.process_time).values())
            total = time.perf_counter() - t0
            driver_cpu = time.process_time() - c0
    stored = marks.get("store", t0 + total) - t0
    n = report.added
    return {"workers": workers, "articles": n, "failed": len(report.failed), "seconds": round(total, 1),
            "per_s": round(n / total, 2), "stored_seconds": round(stored, 1), "stored_per_s": round(n / stored, 2),
            "tail_seconds": round(total - stored, 1), "worker_cpu_s": round(worker_cpu, 1),
            "articles_per_worker_cpu_s": round(n / worker_cpu, 2), "driver_cpu_s": round(driver_cpu, 1)}


def _spin(seconds: float) -> int:
    n, t = 0, time.perf_counter()
    while time.perf_counter() - t < seconds:
        for _ in range(1000):
            pass
        n += 1
    return n


def cpu_ceiling(seconds: float = 3.0) -> float:
    """How much more pure-Python work 2 processes do than 1 right now (2.0 on 2 idle cores)."""
    from multiprocessing import get_context

    one = _spin(seconds)
    with get_context("spawn").Pool(2) as pool:
        two = pool.map(_spin, [seconds, seconds])
    return sum(two) / one


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--articles", type=int, default=20000)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as tmp:
        inputs = Path(tmp) / "in"
        inputs.mkdir()
        write_input(args.bench, inputs, args.articles)
        results = []
        print(f"cpu ceiling before: 2 busy processes do {cpu_ceiling():.2f}x the work of 1", flush=True)
        for w in args.workers:
            res = run(inputs, w)
            results.append(res)
            print(json.dumps(res), flush=True)
    print(f"cpu ceiling after: 2 busy processes do {cpu_ceiling():.2f}x the work of 1", flush=True)
    if len(results) >= 2:
        a, b = results[0], results[-1]
        print(f"ratio {b['workers']}/{a['workers']} workers: whole job {b['per_s'] / a['per_s']:.2f}x, "
              f"distributed part {b['stored_per_s'] / a['stored_per_s']:.2f}x  (N={args.articles})")


if __name__ == "__main__":
    main()
