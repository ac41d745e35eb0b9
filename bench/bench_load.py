"""A bounded load run of the web app on loopback: N concurrent clients for S seconds.

    .venv/bin/python bench/bench_load.py [--db news.db] [--clients 100] [--seconds 30]

Starts `storyline serve DB` (uvicorn, one process) on a free 127.0.0.1 port, then runs
``--clients`` concurrent httpx clients for ``--seconds`` against the stories page ``/``,
story pages ``/story/{id}`` and the story API ``/api/story/{id}`` (ids taken from the
store, in a seeded random order). Without ``--db`` it first builds a store from the first
``--stories`` AllSides/NeuS stories in ../shared/benchmarks. Prints requests/s, p50/p90/p99
latency and errors (any status other than 200, or a transport error), per route and in
total. A figure, not a test; nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = REPO.parent / "shared" / "benchmarks"


def build_store(bench: Path, stories: int, out: Path) -> Path:
    """A store from the first ``stories`` NeuS stories (three outlets each), via `storyline ingest`."""
    sys.path.insert(0, str(REPO / "scripts"))
    from sample_data import neus_articles

    folder = out / "in"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "neus.jsonl", "w", encoding="utf-8") as fh:
        for row in neus_articles(bench, stories):
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    db = out / "news.db"
    subprocess.run([sys.executable, "-m", "storyline", "ingest", str(db), str(folder)], cwd=REPO, check=True,
                   env=dict(os.environ, PYTHONPATH=str(REPO)))
    return db


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "storyline", "serve", str(db), "--host", "127.0.0.1",
                             "--port", str(port)], cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited: {proc.stderr.read().decode()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("server did not start within 60 s")


def targets(db: Path) -> list[tuple[str, str]]:
    """(route, url path) pairs: the stories page and every live story's page and API twin."""
    from storyline.store import Store

    with Store(db, readonly=True) as st:
        ids = [s["id"] for s in st.stories() if s["has_brief"]]
    if not ids:
        raise SystemExit(f"{db}: no story with a brief")
    out = [("/", "/")]
    for sid in ids:
        out += [("/story/{id}", f"/story/{sid}"), ("/api/story/{id}", f"/api/story/{sid}")]
    return out


async def load(base: str, urls: list[tuple[str, str]], clients: int, seconds: float, seed: int) -> dict:
    import httpx

    lat: dict[str, list[float]] = defaultdict(list)
    errors: Counter = Counter()
    stop = time.monotonic() + seconds
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)

    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30.0) as client:
        async def worker(n: int) -> None:
            rng = random.Random(seed + n)
            while time.monotonic() < stop:
                route, path = urls[0] if rng.random() < 0.2 else rng.choice(urls)
                t0 = time.perf_counter()
                try:
                    r = await client.get(path)
                    await r.aread()
                    if r.status_code != 200:
                        errors[f"{route} HTTP {r.status_code}"] += 1
                except httpx.HTTPError as exc:
                    errors[f"{route} {type(exc).__name__}"] += 1
                lat[route].append(time.perf_counter() - t0)

        t0 = time.perf_counter()
        await asyncio.gather(*(worker(i) for i in range(clients)))
        wall = time.perf_counter() - t0
    return {"latencies": lat, "errors": errors, "wall": wall}


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))] * 1000 if s else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", type=Path, help="an existing store (default: build one from NeuS)")
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--stories", type=int, default=50, help="NeuS stories for the built store")
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    if not 1 <= args.clients <= 1000 or not 0 < args.seconds <= 600:
        raise SystemExit("--clients must be 1..1000 and --seconds 0..600 (a bounded run)")

    with tempfile.TemporaryDirectory(prefix="storyline-load-") as tmp:
        db = args.db or build_store(args.bench, args.stories, Path(tmp))
        urls = targets(db)
        port = free_port()
        server = start_server(db, port)
        try:
            res = asyncio.run(load(f"http://127.0.0.1:{port}", urls, args.clients, args.seconds, args.seed))
        finally:
            server.terminate()
            server.wait(timeout=30)
    lat, errors, wall = res["latencies"], res["errors"], res["wall"]
    total = sum(len(v) for v in lat.values())
    print(f"{args.clients} clients, {wall:.1f} s, {len(urls) // 2} stories, loopback uvicorn (1 process)")
    print(f"{'route':<18}{'requests':>10}{'req/s':>9}{'p50 ms':>9}{'p90 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for route in sorted(lat):
        v = lat[route]
        print(f"{route:<18}{len(v):>10}{len(v) / wall:>9.1f}{pct(v, 50):>9.1f}{pct(v, 90):>9.1f}{pct(v, 99):>9.1f}"
              f"{max(v) * 1000:>9.1f}")
    every = [x for v in lat.values() for x in v]
    print(f"{'all':<18}{total:>10}{total / wall:>9.1f}{pct(every, 50):>9.1f}{pct(every, 90):>9.1f}"
          f"{pct(every, 99):>9.1f}{max(every) * 1000:>9.1f}")
    print(f"errors: {sum(errors.values())}" + (f" {dict(errors)}" if errors else ""))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
