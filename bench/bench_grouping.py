"""Story grouping throughput and memory on a long stream, beside scikit-learn on the same input.

    .venv/bin/python bench/bench_grouping.py [--articles 100000] [--per-hour 10] [--threshold T]
        [--methods storyline sklearn] [--bench ../shared/benchmarks]

Input: real texts (NeuS/AllSides crawl bodies and ECB+ articles from ../shared/benchmarks) reused
round-robin with new ids and dates, ``--per-hour`` articles an hour (10 an hour = about 1,700
articles inside the default 7-day window). Each method runs in its own child process on one
core (thread pools pinned to 1), timed from the in-memory list of articles to the story ids:

* ``storyline``: ``storyline.cluster.group`` with the default settings (lexical path: term and
  name TF-IDF, pairs within the story window, average link);
* ``sklearn``: ``TfidfVectorizer(sublinear_tf=True, stop_words="english")`` and
  ``AgglomerativeClustering(linkage="average", metric="precomputed")`` on cosine distances with
  the same threshold. Agglomerative clustering needs the full distance matrix (n² memory), so it
  runs on consecutive windows of ``story_window_days`` (each window on its own), the closest it
  comes to a stream.

Prints one JSON line per method (articles, wall and CPU seconds, articles per wall / CPU second
— on a shared machine the CPU figure is the steadier one —, peak RSS and RSS growth over the
input in MB, stories) and the throughput ratio storyline / sklearn. A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")


def text_pool(bench: Path) -> list[tuple[str, str, str]]:
    """(source, title, text) of every NeuS crawl body and every ECB+ article."""
    from storyline.evaluation.ecbplus import load_ecbplus

    from storyline.evaluation.allsides import crawl_stories

    pool = [(a["source"], a["title"], a["text"]) for _s, articles in crawl_stories(bench) for a in articles]
    for doc in load_ecbplus(bench / "ecbplus" / "ECB+.zip"):
        pool.append(("ECB+", doc.title, doc.text))
    return pool


def stream(bench: Path, n: int, per_hour: float) -> list:
    """``n`` articles: pool texts reused round-robin with new ids and dates, in time order."""
    from storyline.model import Article

    pool = text_pool(bench)
    start, step = datetime(2024, 1, 1), timedelta(hours=1) / per_hour
    return [Article(id=f"g{i:07d}", source=pool[i % len(pool)][0], title=pool[i % len(pool)][1],
                    text=pool[i % len(pool)][2], published=start + step * i) for i in range(n)]


def _rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def run_storyline(articles, settings) -> dict[str, str]:
    from storyline.cluster import group

    return group(articles, settings)


def run_sklearn(articles, settings) -> dict[str, str]:
    """TF-IDF + average-link agglomerative clustering, one story window at a time."""
    import numpy as np
    from sklearn.cluster import AgglomerativeClustering
    from sklearn.feature_extraction.text import TfidfVectorizer

    out: dict[str, str] = {}
    window = timedelta(days=settings.story_window_days)
    i, chunk_no = 0, 0
    while i < len(articles):
        end_time = articles[i].published + window
        j = i
        while j < len(articles) and articles[j].published < end_time:
            j += 1
        chunk = articles[i:j]
        if len(chunk) == 1:
            labels = np.zeros(1, dtype=int)
        else:
            x = TfidfVectorizer(sublinear_tf=True, stop_words="english").fit_transform(
                [f"{a.title}\n{a.text}" for a in chunk])
            dist = 1.0 - (x @ x.T).toarray()
            np.clip(dist, 0.0, None, out=dist)
            labels = AgglomerativeClustering(n_clusters=None, metric="precomputed", linkage="average",
                                             distance_threshold=1.0 - settings.group_threshold).fit_predict(dist)
        for a, lab in zip(chunk, labels):
            out[a.id] = f"w{chunk_no}-{lab}"
        i, chunk_no = j, chunk_no + 1
    return out


def child(method: str, bench: Path, n: int, per_hour: float, threshold: float | None = None) -> dict:
    """Build the input, run one method, report time and memory (runs in its own process)."""
    from storyline.settings import Settings

    settings = Settings() if threshold is None else Settings().with_(group_threshold=threshold)
    articles = stream(bench, n, per_hour)
    base = _rss_mb()
    t0, c0 = time.perf_counter(), time.process_time()
    result = (run_storyline if method == "storyline" else run_sklearn)(articles, settings)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"method": method, "articles": len(result), "seconds": round(seconds, 1),
            "per_s": round(len(result) / seconds, 1), "cpu_seconds": round(cpu, 1),
            "per_cpu_s": round(len(result) / cpu, 1), "peak_rss_mb": round(peak), "input_rss_mb": round(base),
            "growth_mb": round(max(peak - base, 0.0)), "stories": len(set(result.values())),
            "threshold": settings.group_threshold}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--articles", type=int, default=100_000)
    ap.add_argument("--per-hour", type=float, default=10.0)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--methods", nargs="+", default=["storyline", "sklearn"], choices=["storyline", "sklearn"])
    ap.add_argument("--threshold", type=float, help="group_threshold (default: the Settings default)")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.bench, args.articles, args.per_hour, args.threshold)), flush=True)
        return
    results = {}
    for method in args.methods:  # one after the other: one core each, never in parallel
        cmd = [sys.executable, __file__, "--child", method, "--articles", str(args.articles),
               "--per-hour", str(args.per_hour), "--bench", str(args.bench)]
        if args.threshold is not None:
            cmd += ["--threshold", str(args.threshold)]
        line = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
        results[method] = json.loads(line)
        print(line, flush=True)
    if len(results) == 2:
        ratio = results["storyline"]["per_cpu_s"] / results["sklearn"]["per_cpu_s"]
        wall = results["storyline"]["per_s"] / results["sklearn"]["per_s"]
        print(f"throughput ratio storyline / sklearn: {ratio:.2f}x per CPU second, {wall:.2f}x wall clock "
              f"(N={args.articles}, {args.per_hour}/hour)")


if __name__ == "__main__":
    main()
