"""Story grouping per time partition on a Dask cluster, merged across partition borders.

``cluster.group`` scans the articles in time order, a block of ``cluster.BLOCK`` articles at a
time: each block is vectorised with the document frequencies of every article up to it and
compared with the blocks still inside the story window. That scan is the cost of grouping, and
it splits by time:

1. the driver sorts the articles and cuts them into the same blocks, then into *time
   partitions* (contiguous runs of blocks); each partition's articles go to the cluster once;
2. *features* (workers, one task per partition): ``cluster_features.features`` of each article (the regex
   pass) and the partition's document frequencies;
3. *prefix* (workers): a chain of small tasks adds up the document frequencies of the
   partitions before each one;
4. *pairs* (workers, one task per partition): ``cluster.scan_blocks`` over the partition's
   *border* (the blocks before it still inside the story window, and the undated block) and its
   own blocks; the border is vectorised as the one scan would (the articles between are counted
   through ``absorb``) but only the own blocks' pairs come back;
5. *merge* (driver): the per-block pairs, in time order, feed the same clustering as the one
   scan (``cluster._stream_average_link``): a story that crosses a partition border is joined
   there, because the border's pairs were computed on the later side.

So ``group(..., pair_source=partitioned_pairs(client))`` gives the stories of ``group(...)``:
every block sees the same document frequencies and the same open blocks (the tests compare the
two on real articles). The driver keeps only the times, the block layout and the pairs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta

from storyline.model import Article

MIN_PARTITION_BLOCKS = 4  # a partition scans its border again: keep partitions a few blocks long
PARTITIONS_PER_WORKER = 3  # enough tasks to balance the workers


def features_task(blocks: list[list[Article]]) -> list[list[tuple[dict, dict]]]:
    """``cluster_features.features`` of every article, block by block."""
    from storyline.cluster_features import features

    return [[features(a) for a in block] for block in blocks]


def df_task(feats: list[list[tuple[dict, dict]]]) -> tuple[dict, dict, int]:
    """(term document frequencies, name document frequencies, articles) of a partition."""
    terms: Counter = Counter()
    names: Counter = Counter()
    n = 0
    for block in feats:
        for t, nm in block:
            terms.update(t.keys())
            names.update(nm.keys())
            n += 1
    return dict(terms), dict(names), n


def add_df(a: tuple[dict, dict, int], b: tuple[dict, dict, int]) -> tuple[dict, dict, int]:
    """The sum of two document-frequency counts."""
    terms, names = Counter(a[0]), Counter(a[1])
    terms.update(b[0])
    names.update(b[1])
    return dict(terms), dict(names), a[2] + b[2]


def _minus(df: tuple[dict, dict, int], feats: list[tuple[dict, dict]]) -> tuple[dict, dict, int]:
    terms, names = Counter(df[0]), Counter(df[1])
    terms.subtract(t for f in feats for t in f[0])
    names.subtract(t for f in feats for t in f[1])
    return ({t: c for t, c in terms.items() if c}, {t: c for t, c in names.items() if c}, df[2] - len(feats))


def pairs_task(layout: list[tuple[list[int], int, int]], times: dict[int, datetime | None],
               parts: dict[int, list], prefix: tuple[dict, dict, int], own_from: int,
               window_days: float, floor: float, name_weight: float) -> list[dict]:
    """The pairs of a partition's own blocks.

    ``layout``: the blocks to scan in time order as (article indices, partition, block position
    in that partition): the undated block and the border first, then the partition's own blocks
    (from position ``own_from`` of ``layout``); ``parts[q]``: the features of partition q;
    ``prefix``: the document frequencies of every article before the first own block.
    """
    from storyline.cluster import scan_blocks

    feats = [parts[q][k] for _idx, q, k in layout]
    # the articles between the undated block (if scanned) and the first dated block scanned
    first_dated = next((b for b, (idx, _q, _k) in enumerate(layout) if times[idx[0]] is not None), own_from)
    before = [f for b in range(own_from) for f in feats[b]]
    gap = _minus(prefix, before)
    absorb = {first_dated: gap} if gap[2] or gap[0] else {}
    found = scan_blocks(times, [idx for idx, _q, _k in layout], feats.__getitem__, window_days, floor,
                        name_weight, emit=set(range(own_from, len(layout))), absorb=absorb)
    return [pairs for _block, _start, pairs in found]


def plan(times, blocks: list[list[int]], size: int, window_days: float) -> list[tuple[list[int], list[int]]]:
    """Per time partition of ``size`` blocks: (the block positions it scans, its own ones).

    A partition scans the undated block (always block 0 when there is one), the blocks before
    it that the one scan still holds open when it reaches the partition's first block (their
    newest article within ``window_days`` of that block's first article), then its own blocks.
    """
    window = timedelta(days=window_days)
    undated = bool(blocks) and times[blocks[0][0]] is None
    out = []
    for s in range(0, len(blocks), size):
        own = list(range(s, min(s + size, len(blocks))))
        border = [b for b in range(1 if undated else 0, s) if times[blocks[b][-1]] >= times[blocks[s][0]] - window]
        out.append((([0] if undated and s > 0 else []) + border + own, own))
    return out


def partition_tasks(parts: list[tuple[list[int], list[int]]], blocks: list[list[int]],
                    times) -> list[tuple[list[tuple], dict, set[int], int]]:
    """Per partition of ``plan``: the arguments of its ``pairs_task`` that the plan decides —
    (layout, times of the scanned articles, partitions whose features it needs, own_from)."""
    part_of = {b: (p, k) for p, (_scan, own) in enumerate(parts) for k, b in enumerate(own)}
    return [([(blocks[b], *part_of[b]) for b in scan], {i: times[i] for b in scan for i in blocks[b]},
             {part_of[b][0] for b in scan}, len(scan) - len(own)) for scan, own in parts]


def partitioned_pairs(client, partition_blocks: int | None = None) -> Callable:
    """A ``pair_source`` for ``cluster.group`` that computes the pairs per time partition on ``client``.

    ``partition_blocks``: blocks per partition (default: enough partitions for
    ``PARTITIONS_PER_WORKER`` per worker, at least ``MIN_PARTITION_BLOCKS`` blocks each).
    """

    def source(arts: list[Article], window_days: float, floor: float, name_weight: float,
               block_size: int) -> Iterator[tuple[list[int], datetime | None, dict]]:
        from storyline.cluster import time_blocks, norm_key

        times = [a.published and norm_key(a.published) for a in arts]
        blocks = time_blocks(arts, block_size)
        if not blocks:
            return
        size = partition_blocks
        if size is None:
            workers = max(1, len(client.scheduler_info().get("workers", {})))
            size = max(MIN_PARTITION_BLOCKS, -(-len(blocks) // (workers * PARTITIONS_PER_WORKER)))
        parts = plan(times, blocks, size, window_days)
        feats, dfs = [], []
        for _scan, own in parts:
            [data] = client.scatter([[[arts[i] for i in blocks[b]] for b in own]], hash=False)
            feats.append(client.submit(features_task, data, pure=False))
            dfs.append(client.submit(df_task, feats[-1], pure=False))
        prefix = ({}, {}, 0)
        tasks = []
        for p, (layout, span, need, own_from) in enumerate(partition_tasks(parts, blocks, times)):
            tasks.append(client.submit(pairs_task, layout, span, {q: feats[q] for q in need}, prefix, own_from,
                                       window_days, floor, name_weight, pure=False))
            prefix = client.submit(add_df, prefix, dfs[p], pure=False)  # a chain of small tasks on the cluster
        del feats, dfs, prefix
        for p, (_scan, own) in enumerate(parts):
            found = tasks[p].result()
            tasks[p] = None  # let the cluster drop it
            for b, pairs in zip(own, found):
                yield blocks[b], times[blocks[b][0]], pairs

    return source
