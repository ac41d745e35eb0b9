"""How well articles are grouped into stories, measured on ECB+.

Gold story = ECB+ sub-topic (``36ecb`` and ``36ecbplus`` are two different events of the same
kind, e.g. two different fraud trials). The articles of a topic set (the dev or the test topics
of ``storyline.evaluation.splits``) are clustered together as one pile, without dates, so
the grouping has to tell same-kind events apart from the text alone. Scored with B-cubed
precision / recall / F1 (per-item definition, averaged over articles).

``group_threshold`` is tuned on dev and the test score is reported at the tuned value. Beside
storyline run, in the same pass and tuned the same way: storyline with words only (no name and
number similarity, an ablation) and a word-overlap baseline (Jaccard of content-word sets,
greedy single link). Each is also run with the articles in random time order (seeded), which
for storyline must give the same result (grouping does not depend on arrival order).
"""

from __future__ import annotations

import random
import re
import statistics
import time
from dataclasses import replace
from datetime import datetime, timedelta
from collections.abc import Callable, Iterable
from pathlib import Path

from storyline.cluster import STOP_WORDS, group, order_key
from storyline.evaluation.ecbplus import ecb_articles, load_ecbplus
from storyline.evaluation.splits import ecb_topics
from storyline.model import Article
from storyline.settings import Settings

DEV_TOPICS = ecb_topics("dev")  # the record of splits (storyline.evaluation.splits)
TEST_TOPICS = ecb_topics("test")
GRID = tuple(round(0.10 + 0.01 * i, 2) for i in range(21))  # 0.10 .. 0.30
SHUFFLES = 5  # extra runs with the articles in random time order (seeded)
BASELINE_GRID = tuple(round(0.02 + 0.02 * i, 2) for i in range(20))  # 0.02 .. 0.40
ROW_KEYS = ("method", "split", "threshold", "precision", "recall", "f1", "clusters", "gold_clusters", "docs")
_WORD = re.compile(r"[a-z]+")


def bcubed(pred: dict[str, str], gold: dict[str, str]) -> tuple[float, float, float]:
    """B-cubed (precision, recall, F1) of ``pred`` against ``gold`` ({item: cluster label})."""
    items = list(gold)
    if not items:
        return 0.0, 0.0, 0.0
    pred_members: dict[str, set[str]] = {}
    gold_members: dict[str, set[str]] = {}
    for i in items:
        pred_members.setdefault(pred.get(i, "\0" + i), set()).add(i)
        gold_members.setdefault(gold[i], set()).add(i)
    p = r = 0.0
    for i in items:
        c = pred_members[pred.get(i, "\0" + i)]
        g = gold_members[gold[i]]
        both = len(c & g)
        p += both / len(c)
        r += both / len(g)
    p, r = p / len(items), r / len(items)
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def word_overlap_groups(articles: Iterable[Article], threshold: float) -> dict[str, str]:
    """Baseline: greedy single link on the Jaccard of content-word sets (articles in time order)."""
    sets: list[tuple[str, frozenset[str]]] = []
    assigned: dict[str, str] = {}
    count = 0
    for a in sorted(articles, key=order_key):
        words = frozenset(w for w in _WORD.findall(f"{a.title} {a.text}".lower())
                          if len(w) > 2 and w not in STOP_WORDS)
        best, best_sim = None, -1.0
        for other, ows in sets:
            union = len(words | ows)
            sim = len(words & ows) / union if union else 0.0
            if sim > best_sim:
                best, best_sim = other, sim
        if best is not None and best_sim >= threshold:
            assigned[a.id] = assigned[best]
        else:
            count += 1
            assigned[a.id] = f"b{count}"
        sets.append((a.id, words))
    return assigned


def _score(method: Callable[[list[Article], float], dict[str, str]], articles: list[Article],
           gold: dict[str, str], threshold: float) -> dict:
    pred = method(articles, threshold)
    p, r, f = bcubed(pred, gold)
    return {"threshold": threshold, "precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4),
            "clusters": len(set(pred.values())), "gold_clusters": len(set(gold.values())), "docs": len(gold)}


def _tune(method, dev: tuple[list[Article], dict[str, str]], grid: tuple[float, ...],
          shuffles: int = SHUFFLES) -> tuple[float, list[dict]]:
    """Best threshold on dev by mean B-cubed F1 over the id order and ``shuffles`` random orders."""
    rows = []
    for t in grid:
        row = _score(method, dev[0], dev[1], t)
        f1s = [row["f1"]] + [bcubed(method(shuffled(dev[0], seed), t), dev[1])[2] for seed in range(shuffles)]
        row["f1_orders_mean"] = round(statistics.mean(f1s), 4)
        rows.append(row)
    best = max(r["f1_orders_mean"] for r in rows)
    plateau = [r["threshold"] for r in rows if r["f1_orders_mean"] >= best - 1e-9]
    return plateau[len(plateau) // 2], rows


def split_topics(docs, topics) -> tuple[list[Article], dict[str, str]]:
    chosen = [d for d in docs if d.topic in topics]
    return ecb_articles(chosen), {d.name: d.subtopic for d in chosen}


def evaluate_grouping(bench_dir: Path, settings: Settings | None = None, tune: bool = True) -> dict:
    """Tune the thresholds on dev, score dev and test; returns rows, the chosen thresholds, the sweep."""
    settings = settings or Settings()
    docs = load_ecbplus(Path(bench_dir) / "ecbplus" / "ECB+.zip", DEV_TOPICS | TEST_TOPICS)
    dev, test = split_topics(docs, DEV_TOPICS), split_topics(docs, TEST_TOPICS)

    def storyline_method(arts: list[Article], t: float) -> dict[str, str]:
        return group(arts, settings.with_(group_threshold=t))

    def words_only(arts: list[Article], t: float) -> dict[str, str]:
        return group(arts, settings.with_(group_threshold=t), name_weight=0.0)

    # storyline does not depend on arrival order: tuned on the id order alone (checked below)
    methods = {"storyline": (storyline_method, GRID, settings.group_threshold, 0),
               "storyline, words only": (words_only, GRID, settings.group_threshold, 0),
               "word-overlap baseline": (word_overlap_groups, BASELINE_GRID, 0.1, SHUFFLES)}
    rows, chosen, sweeps = [], {}, {}
    for name, (method, grid, default, shuffles) in methods.items():
        if tune:
            thr, sweep = _tune(method, dev, grid, shuffles)
            sweeps[name] = sweep
        else:
            thr = default
        chosen[name] = thr
        for split, (arts, gold) in (("dev", dev), ("test", test)):
            start = time.perf_counter()
            row = {"method": name, "split": split, **_score(method, arts, gold, thr)}
            row["articles_per_s"] = round(len(arts) / max(time.perf_counter() - start, 1e-9))
            rows.append(row)
    for name, (method, *_) in methods.items():
        thr = chosen[name]
        for split, (arts, gold) in (("dev", dev), ("test", test)):
            scores = [bcubed(method(shuffled(arts, seed), thr), gold) for seed in range(SHUFFLES)]
            f1s = [f for _, _, f in scores]
            rows.append({"method": f"{name}, {SHUFFLES} random orders", "split": split, "threshold": thr,
                         "precision": round(statistics.mean(p for p, _, _ in scores), 4),
                         "recall": round(statistics.mean(r for _, r, _ in scores), 4),
                         "f1": round(statistics.mean(f1s), 4), "f1_min": round(min(f1s), 4), "docs": len(gold)})
    return {"rows": rows, "thresholds": chosen, "sweeps": sweeps}


def shuffled(articles: list[Article], seed: int) -> list[Article]:
    """The articles with distinct publication times in a random order (all within one hour)."""
    order = list(range(len(articles)))
    random.Random(seed).shuffle(order)
    base = datetime(2020, 1, 1)
    return [replace(a, published=base + timedelta(seconds=order[i])) for i, a in enumerate(articles)]


def format_table(result: dict) -> str:
    """The result rows as a Markdown table."""
    from . import markdown_table

    return markdown_table(result["rows"], ROW_KEYS + ("f1_min", "articles_per_s"))


if __name__ == "__main__":  # pragma: no cover
    import sys

    default = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"
    bench = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    res = evaluate_grouping(bench)
    print(format_table(res))
    print("thresholds:", res["thresholds"])
