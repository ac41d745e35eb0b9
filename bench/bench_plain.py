"""Plain-text articles per second, end to end, beside spaCy's ``nlp.pipe`` alone on the same texts.

    .venv/bin/python bench/bench_plain.py [--bench ../shared/benchmarks] [--jobs 0] [--limit N]

The texts are the ECB+ documents of topics 1-35 (728 real news reports; the held-out topics 36-45
are never read), as one JSONL file. Each measurement runs in a fresh process, one after the
other:
- ``storyline``: ``storyline.ingest`` into a new store (clean, parse, extract, store, copies,
  grouping, briefs) with ``--jobs`` worker processes (0: one per core);
- ``nlp.pipe``: the pinned English model (``extract.load_nlp``) over the same texts,
  ``nlp.pipe(texts)`` in one process, and ``nlp.pipe(texts, n_process=jobs)`` on as many
  processes as storyline uses: the parse alone, the floor of any spaCy-based extractor.
Prints articles/s of each, the machine load before each, and the ratios storyline / peer.
A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH  # noqa: E402


def texts_file(bench: Path, out: Path, limit: int | None) -> Path:
    from urllib.parse import urlparse

    from synthetic import real_docs

    with open(out, "w", encoding="utf-8") as fh:
        for d in real_docs(bench)[:limit]:
            host = urlparse(d.url).hostname if d.url else None
            fh.write(json.dumps({"id": d.name, "source": host or "ECB+", "title": d.title, "text": d.text}) + "\n")
    return out


def run_one(kind: str, src: Path, jobs: int) -> dict:
    rows = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines()]
    if kind == "storyline":
        from storyline.pipeline import ingest
        from storyline.settings import Settings
        from storyline.store import Store

        with tempfile.TemporaryDirectory() as tmp:
            t0 = time.perf_counter()
            with Store(Path(tmp) / "p.db") as store:
                n = ingest(store, [src], Settings(jobs=jobs), on_error=lambda p, r: None).added
            seconds = time.perf_counter() - t0
    else:
        from storyline.extract import load_nlp

        nlp = load_nlp()  # loaded before the clock: storyline's time includes its own loading
        texts = [r["text"] for r in rows]
        t0 = time.perf_counter()
        n = sum(1 for _ in nlp.pipe(texts, n_process=jobs if kind == "nlp.pipe-n" else 1))
        seconds = time.perf_counter() - t0
    return {"kind": kind, "articles": n, "seconds": round(seconds, 2), "articles_per_s": round(n / seconds, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--jobs", type=int, default=0)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--src", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    from storyline.settings import worker_count

    jobs = worker_count(args.jobs)
    if args.one:
        print(json.dumps(run_one(args.one, args.src, jobs)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        src = texts_file(args.bench, Path(tmp) / "texts.jsonl", args.limit)
        out = {}
        for kind in ("nlp.pipe", "nlp.pipe-n", "storyline"):
            load = os.getloadavg()[0]
            proc = subprocess.run([sys.executable, __file__, "--one", kind, "--src", str(src), "--jobs", str(jobs),
                                   "--bench", str(args.bench)], capture_output=True, text=True, check=True)
            out[kind] = dict(json.loads(proc.stdout.strip().splitlines()[-1]), load_before=round(load, 1))
            print(json.dumps(out[kind]), flush=True)
    s = out["storyline"]["articles_per_s"]
    print(json.dumps({"jobs": jobs, "storyline_over_nlp_pipe_one_process": round(s / out["nlp.pipe"]["articles_per_s"], 2),
                      f"storyline_over_nlp_pipe_{jobs}_processes": round(s / out["nlp.pipe-n"]["articles_per_s"], 2)}))


if __name__ == "__main__":
    main()
