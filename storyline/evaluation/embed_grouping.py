"""Embedding similarity for story grouping, measured beside the lexical one on ECB+.

Same data, split, scorer and clustering as ``storyline.evaluation.grouping``: the ECB+ dev topics
(2 5 12 18 21 23 34 35) and test topics (36-45), gold story = sub-topic, articles undated so that
same-kind events must be told apart from the text, B-cubed P/R/F1, average link
(``storyline.cluster.average_link``, pairs below ``FLOOR_RATIO`` x threshold dropped as in
``group``). Three similarities:

- ``lexical``: ``storyline.cluster.group`` as shipped (term + name TF-IDF cosines);
- ``embedding``: cosine of all-MiniLM-L6-v2 embeddings of title + lead (``storyline.embed``);
- ``blend``: lexical x (1 - w) + embedding x w.

Thresholds (and w) are tuned on dev only (best dev F1; the middle of the best plateau of
thresholds); test is scored once at the tuned values. Needs the ``embed`` extra.

    python -m storyline.evaluation.embed_grouping [BENCH_DIR]
"""

from __future__ import annotations

import time
from pathlib import Path

from storyline.cluster import FLOOR_RATIO, average_link, group, order_key, similar_pairs
from storyline.evaluation.ecbplus import load_ecbplus
from storyline.evaluation.grouping import DEV_TOPICS, GRID, TEST_TOPICS, split_topics, bcubed
from storyline.model import Article
from storyline.settings import Settings

EMBED_GRID = tuple(round(0.20 + 0.02 * i, 2) for i in range(31))  # 0.20 .. 0.80
BLEND_WEIGHTS = tuple(round(0.1 * i, 1) for i in range(1, 10))  # 0.1 .. 0.9
BLEND_GRID = tuple(round(0.10 + 0.01 * i, 2) for i in range(51))  # 0.10 .. 0.60
ROW_KEYS = ("method", "split", "threshold", "w", "precision", "recall", "f1", "clusters", "gold_clusters", "docs")


def lexical_pairs(arts: list[Article], settings: Settings) -> dict[tuple[int, int], float]:
    """All non-zero lexical similarities {(i, j): s} of ``arts`` (in ``order_key`` order), as ``group`` computes them."""
    return similar_pairs(arts, settings.story_window_days, floor=1e-12)


def blend_pairs(lexical: dict[tuple[int, int], float], emb, w: float) -> dict[tuple[int, int], float]:
    """{(i, j): lexical x (1 - w) + cosine x w} over all pairs i < j (``emb``: unit rows)."""
    import numpy as np

    n = emb.shape[0]
    sims = (emb @ emb.T).astype(np.float64) * w
    rows, cols = np.triu_indices(n, k=1)
    out = dict(zip(zip(rows.tolist(), cols.tolist()), sims[rows, cols].tolist()))
    if w < 1.0:
        for key, v in lexical.items():
            out[key] += (1.0 - w) * v
    return out


def cluster_pairs(arts: list[Article], pairs: dict[tuple[int, int], float], threshold: float) -> dict[str, str]:
    """{article id: label} by average link at ``threshold`` (pairs below the floor count as 0, as in ``group``)."""
    floor = threshold * FLOOR_RATIO
    labels = average_link(len(arts), {k: v for k, v in pairs.items() if v >= floor}, threshold)
    return {a.id: f"c{lab}" for a, lab in zip(arts, labels)}


def _row(method: str, split: str, pred: dict[str, str], gold: dict[str, str], threshold: float,
         w: float | str = "") -> dict:
    p, r, f = bcubed(pred, gold)
    return {"method": method, "split": split, "threshold": threshold, "w": w, "precision": round(p, 4),
            "recall": round(r, 4), "f1": round(f, 4), "clusters": len(set(pred.values())),
            "gold_clusters": len(set(gold.values())), "docs": len(gold)}


def _plateau_mid(scores: list[tuple[float, float]]) -> tuple[float, float]:
    """(threshold, f1): the middle threshold of those with the best F1."""
    best = max(f for _, f in scores)
    plateau = [t for t, f in scores if f >= best - 1e-9]
    return plateau[len(plateau) // 2], best


def evaluate(bench_dir: Path, settings: Settings | None = None, model=None) -> dict:
    """Tune on dev, score dev and test for the three similarities; rows, choices and embedding speed."""
    from storyline.embed import embed_articles, load_model

    settings = settings or Settings()
    docs = load_ecbplus(Path(bench_dir) / "ecbplus" / "ECB+.zip", DEV_TOPICS | TEST_TOPICS)
    splits = {}
    for name, topics in (("dev", DEV_TOPICS), ("test", TEST_TOPICS)):
        arts, gold = split_topics(docs, topics)
        splits[name] = (sorted(arts, key=order_key), gold)
    model = model or load_model()
    embed_articles(splits["dev"][0][:4], model)  # warm-up
    emb, seconds, count = {}, 0.0, 0
    for name, (arts, _) in splits.items():
        start = time.perf_counter()
        emb[name] = embed_articles(arts, model)
        seconds += time.perf_counter() - start
        count += len(arts)
    lex = {name: lexical_pairs(arts, settings) for name, (arts, _) in splits.items()}

    def lexical(split: str, t: float) -> dict[str, str]:
        return group(splits[split][0], settings.with_(group_threshold=t))

    def embedding(split: str, t: float) -> dict[str, str]:
        return cluster_pairs(splits[split][0], blend_pairs({}, emb[split], 1.0), t)

    dev_gold = splits["dev"][1]
    chosen: dict[str, tuple[float, float | str]] = {}
    sweeps: dict[str, list] = {}
    for name, method, grid in (("lexical (shipped)", lexical, GRID), ("embedding", embedding, EMBED_GRID)):
        scores = [(t, bcubed(method("dev", t), dev_gold)[2]) for t in grid]
        sweeps[name] = scores
        chosen[name] = (_plateau_mid(scores)[0], "")
    best_blend = None
    for w in BLEND_WEIGHTS:
        pairs = blend_pairs(lex["dev"], emb["dev"], w)
        scores = [(t, bcubed(cluster_pairs(splits["dev"][0], pairs, t), dev_gold)[2]) for t in BLEND_GRID]
        sweeps[f"blend w={w}"] = scores
        t, f = _plateau_mid(scores)
        if best_blend is None or f > best_blend[2] + 1e-9:  # ties: the smaller w
            best_blend = (t, w, f)
    chosen["blend"] = (best_blend[0], best_blend[1])

    rows = []
    for split, (arts, gold) in splits.items():
        t, _ = chosen["lexical (shipped)"]
        rows.append(_row("lexical (shipped)", split, lexical(split, t), gold, t))
        t, _ = chosen["embedding"]
        rows.append(_row("embedding", split, embedding(split, t), gold, t))
        t, w = chosen["blend"]
        rows.append(_row("blend", split, cluster_pairs(arts, blend_pairs(lex[split], emb[split], w), t), gold, t, w))
    # check: the lexical pairs clustered here give exactly what group() gives
    t = chosen["lexical (shipped)"][0]
    same = all(bcubed(cluster_pairs(arts, lex[s], t), lexical(s, t)) == (1.0, 1.0, 1.0)
               for s, (arts, _) in splits.items())
    return {"rows": rows, "chosen": chosen, "sweeps": sweeps, "lexical_pairs_match_group": same,
            "embed_articles_per_s": round(count / seconds, 1), "embedded": count}


def format_table(result: dict) -> str:
    """The result rows as a Markdown table."""
    from . import markdown_table

    return markdown_table(result["rows"], ROW_KEYS)


if __name__ == "__main__":  # pragma: no cover
    import sys

    default = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"
    res = evaluate(Path(sys.argv[1]) if len(sys.argv) > 1 else default)
    print(format_table(res))
    print("tuned on dev:", res["chosen"])
    print("lexical pairs + average_link == group():", res["lexical_pairs_match_group"])
    print(f"embedding speed: {res['embed_articles_per_s']} articles/s ({res['embedded']} articles, title + lead, CPU)")
    for name, scores in res["sweeps"].items():
        print(f"dev sweep {name}: " + " ".join(f"{t}:{f:.3f}" for t, f in scores))
