"""The web app under load on loopback: N concurrent clients for S seconds, beside a single client.

    .venv/bin/python bench/bench_load.py [--db news.db] [--articles 1000] [--clients 100] [--seconds 30]
                                         [--workers 2] [--cache-mb 64] [--also-plain]

Starts `storyline serve DB --workers W --cache-mb C` on a free 127.0.0.1 port and runs
``--clients`` concurrent clients (keep-alive HTTP/1.1 connections) for ``--seconds`` (the server
fresh, its cache empty), then the peer on the same server: one client alone, one request after
another, for ``--peer-seconds``. Requests go to the stories page ``/``
(a fifth of the requests), story pages ``/story/{id}`` and the story API ``/api/story/{id}``
(every listed story, in a seeded random order). Prints requests/s, p50/p90/p99/max latency and
errors (any status other than 200, or a transport error) per route and in all, and the ratios of
the loaded figures to the single client's. ``--also-plain`` repeats the run on one process
without the cache (the server as it was). Without ``--db`` (or with a ``--db`` that does not
exist yet, which is then kept) a store is built from the first NeuS stories of
../shared/benchmarks, three outlets each, ``--articles`` articles in all. A figure, not a test;
nothing leaves the machine.
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


def build_store(bench: Path, articles: int, db: Path) -> Path:
    """A store of about ``articles`` NeuS articles (three outlets a story), via `storyline ingest`."""
    sys.path.insert(0, str(REPO / "scripts"))
    from sample_data import neus_articles

    folder = db.parent / (db.stem + "-input")
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "neus.jsonl", "w", encoding="utf-8") as fh:
        for row in neus_articles(bench, -(-articles // 3)):
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    subprocess.run([sys.executable, "-m", "storyline", "ingest", str(db), str(folder)], cwd=REPO, check=True,
                   env=dict(os.environ, PYTHONPATH=str(REPO)))
    return db


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, port: int, workers: int, cache_mb: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "storyline", "serve", str(db), "--host", "127.0.0.1",
                             "--port", str(port), "--workers", str(workers), "--cache-mb", str(cache_mb)],
                            cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited: {proc.stderr.read().decode()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(b"GET /api/stories HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                if s.recv(20).startswith(b"HTTP/1.1 200"):
                    return proc
        except OSError:
            pass
        time.sleep(0.3)
    proc.kill()
    raise SystemExit("server did not start within 90 s")


def targets(db: Path) -> tuple[list[tuple[str, str]], int]:
    """(route, url path) pairs: the stories page and every listed story's page and API twin; and
    the number of articles in the store."""
    from storyline.store import Store

    with Store(db, readonly=True) as st:
        ids = [s["id"] for s in st.stories()]  # listed: each has its brief
        n_articles = st.count_articles()
    if not ids:
        raise SystemExit(f"{db}: no story with a brief")
    out = [("/", "/")]
    for sid in ids:
        out += [("/story/{id}", f"/story/{sid}"), ("/api/story/{id}", f"/api/story/{sid}")]
    return out, n_articles


async def _get(conn: list, host: str, port: int, path: str) -> int:
    """One GET on a kept-alive HTTP/1.1 connection (``conn`` holds its reader and writer, opened on
    first use and again after the server closed it); returns the status. A plain asyncio client:
    httpx's pool itself became the bottleneck at 100 connections on a busy 2-core machine."""
    for attempt in (0, 1):
        if not conn:
            conn.extend(await asyncio.open_connection(host, port))
        reader, writer = conn
        try:
            writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            await writer.drain()
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head.split(b" ", 2)[1])
            length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                           if line.lower().startswith(b"content-length:")), None)
            if length is None:
                raise ConnectionError("response without Content-Length")
            await reader.readexactly(length)
            if b"connection: close" in head.lower():
                writer.close()
                conn.clear()
            return status
        except (ConnectionError, asyncio.IncompleteReadError):
            writer.close()
            conn.clear()
            if attempt:
                raise
    raise AssertionError("unreachable")


async def load(host: str, port: int, urls: list[tuple[str, str]], clients: int, seconds: float, seed: int) -> dict:
    lat: dict[str, list[float]] = defaultdict(list)
    errors: Counter = Counter()
    stop = time.monotonic() + seconds

    async def worker(n: int) -> None:
        rng = random.Random(seed + n)
        conn: list = []
        while time.monotonic() < stop:
            route, path = urls[0] if rng.random() < 0.2 else rng.choice(urls)
            t0 = time.perf_counter()
            try:
                status = await asyncio.wait_for(_get(conn, host, port, path), timeout=60)
                if status != 200:
                    errors[f"{route} HTTP {status}"] += 1
            except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError) as exc:
                errors[f"{route} {type(exc).__name__}"] += 1
                conn.clear()
            lat[route].append(time.perf_counter() - t0)
        if conn:
            conn[1].close()

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(i) for i in range(clients)))
    return {"latencies": lat, "errors": errors, "wall": time.perf_counter() - t0}


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))] * 1000 if s else float("nan")


def report(title: str, res: dict) -> dict:
    lat, errors, wall = res["latencies"], res["errors"], res["wall"]
    every = [x for v in lat.values() for x in v]
    print(f"\n{title}: {wall:.1f} s")
    print(f"{'route':<18}{'requests':>10}{'req/s':>9}{'p50 ms':>9}{'p90 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for route in sorted(lat) + ["all"]:
        v = every if route == "all" else lat[route]
        print(f"{route:<18}{len(v):>10}{len(v) / wall:>9.1f}{pct(v, 50):>9.1f}{pct(v, 90):>9.1f}{pct(v, 99):>9.1f}"
              f"{max(v) * 1000:>9.1f}")
    print(f"errors: {sum(errors.values())}" + (f" {dict(errors)}" if errors else ""))
    return {"p50": pct(every, 50), "p99": pct(every, 99), "rps": len(every) / wall, "errors": sum(errors.values())}


def measure(db: Path, urls, args, workers: int, cache_mb: int) -> tuple[dict, dict]:
    port = free_port()
    server = start_server(db, port, workers, cache_mb)
    label = f"{workers} worker process{'es' if workers > 1 else ''}, cache {cache_mb} MB" if cache_mb else \
        f"{workers} worker process{'es' if workers > 1 else ''}, no cache"
    try:  # the loaded run first, on a fresh server: its cache starts empty
        loaded = report(f"{args.clients} clients, {label}" + (" (empty at the start)" if cache_mb else ""),
                        asyncio.run(load("127.0.0.1", port, urls, args.clients, args.seconds, args.seed)))
        single = report(f"peer: 1 client, {label}",
                        asyncio.run(load("127.0.0.1", port, urls, 1, args.peer_seconds, args.seed)))
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"ratios, {args.clients} clients / 1 client: p50 {loaded['p50'] / single['p50']:.1f}, "
          f"p99 {loaded['p99'] / single['p99']:.1f}, throughput {loaded['rps'] / single['rps']:.1f}")
    return single, loaded


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", type=Path, help="a store (built there if it does not exist; default: a temporary one)")
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--articles", type=int, default=1000, help="articles of a built store")
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--peer-seconds", type=float, default=10.0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--cache-mb", type=int, default=64)
    ap.add_argument("--also-plain", action="store_true", help="also measure 1 process without the cache")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    if not 1 <= args.clients <= 1000 or not 0 < args.seconds <= 600 or not 0 < args.peer_seconds <= 600:
        raise SystemExit("--clients must be 1..1000 and --seconds, --peer-seconds 0..600 (a bounded run)")

    with tempfile.TemporaryDirectory(prefix="storyline-load-") as tmp:
        db = args.db or Path(tmp) / "news.db"
        if not db.exists():
            build_store(args.bench, args.articles, db)
        urls, n_articles = targets(db)
        print(f"store: {n_articles} articles, {len(urls) // 2} listed stories; load average "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        runs = [(args.workers, args.cache_mb)] + ([(1, 0)] if args.also_plain else [])
        results = [measure(db, urls, args, w, c) for w, c in runs]
    errors = sum(r[1]["errors"] + r[0]["errors"] for r in results)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
