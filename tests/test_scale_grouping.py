"""Story grouping per time partition (storyline.scale.grouping) gives the stories of the one scan.

Real ECB+ articles given dates over ~6 weeks (a few left undated), cut into small blocks so
that there are many partitions, borders that span several blocks, and stories that cross them.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from datetime import datetime, timedelta

import pytest

from storyline.cluster import FLOOR_RATIO, time_blocks, norm_key, group, pair_blocks
from storyline.scale.grouping import plan
from storyline.settings import Settings


@pytest.fixture(scope="module")
def dated_ecb(bench_dir):
    from storyline.evaluation.ecbplus import ecb_articles, load_ecbplus
    from storyline.evaluation.splits import ecb_topics

    docs = load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", set(sorted(ecb_topics("develop"))[:12]))  # topics 1-12
    rng = random.Random(7)
    base = datetime(2024, 1, 1)
    out = []
    for a, d in zip(ecb_articles(docs), docs):
        if rng.random() < 0.05:
            out.append(a)  # undated: compared with every article
            continue
        day = (d.topic * 3 + len(str(d.subtopic))) % 40  # topics overlap in time, some beyond the window
        out.append(dataclasses.replace(a, published=base + timedelta(days=day, hours=rng.randrange(48))))
    assert sum(a.published is None for a in out) >= 3
    return out


def _in_process_source(partition_blocks: int):
    """The partitioned pair source with every task run in this process (no cluster)."""
    from storyline.scale.grouping import add_df, df_task, features_task, pairs_task, partition_tasks, plan

    def source(arts, window_days, floor, name_weight, block_size):
        times = [a.published and norm_key(a.published) for a in arts]
        blocks = time_blocks(arts, block_size)
        parts = plan(times, blocks, partition_blocks, window_days)
        feats = [features_task([[arts[i] for i in blocks[b]] for b in own]) for _scan, own in parts]
        prefix = ({}, {}, 0)
        for p, ((layout, span, need, own_from), (_scan, own)) in enumerate(
                zip(partition_tasks(parts, blocks, times), parts)):
            found = pairs_task(layout, span, {q: feats[q] for q in need}, prefix, own_from, window_days, floor,
                               name_weight)
            prefix = add_df(prefix, df_task(feats[p]))
            for b, pairs in zip(own, found):
                yield blocks[b], times[blocks[b][0]], pairs

    return source


def test_partition_scan_gives_the_pairs_of_the_one_scan(dated_ecb):
    settings = Settings()
    arts = sorted(dated_ecb, key=lambda a: (norm_key(a.published), a.id))
    floor = settings.group_threshold * FLOOR_RATIO
    one = list(pair_blocks(arts, settings.story_window_days, floor, block_size=8))
    parts = list(_in_process_source(3)(arts, settings.story_window_days, floor, 0.5, 8))
    assert [b for b, _s, _p in parts] == [b for b, _s, _p in one]
    assert sum(len(p) for _b, _s, p in one) > 100  # the scan found real pairs, across blocks too
    for (_b, _s, mine), (_b2, _s2, theirs) in zip(parts, one):
        assert mine.keys() == theirs.keys()
        assert all(abs(mine[k] - theirs[k]) < 1e-9 for k in mine)


def test_partitioned_grouping_equals_one_scan_in_process(dated_ecb):
    settings = Settings()
    ref = group(dated_ecb, settings, block_size=8)
    assert 10 < len(set(ref.values())) < len(dated_ecb) // 2
    arts = sorted(dated_ecb, key=lambda a: (norm_key(a.published), a.id))
    times = [a.published and norm_key(a.published) for a in arts]
    blocks = time_blocks(arts, 8)
    for size in (1, 2, 5):
        parts = plan(times, blocks, size, settings.story_window_days)
        part = {arts[i].id: p for p, (_scan, own) in enumerate(parts) for b in own for i in blocks[b]}
        crossing = {s for s in set(ref.values()) if len({part[a] for a, t in ref.items() if t == s}) > 1}
        assert crossing, "some story must cross a partition border"
        assert max(len(scan) - len(own) for scan, own in parts) >= 2  # borders of several blocks
        assert group(dated_ecb, settings, block_size=8, pair_source=_in_process_source(size)) == ref


def test_partitioned_grouping_on_a_local_cluster(dated_ecb):
    pytest.importorskip("distributed")
    from distributed import Client, LocalCluster

    from storyline.scale import partitioned_pairs

    settings = Settings()
    ref_small = group(dated_ecb, settings, block_size=8)
    ref = group(dated_ecb, settings)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                      silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
        assert group(dated_ecb, settings, block_size=8, pair_source=partitioned_pairs(client, 2)) == ref_small
        assert group(dated_ecb, settings, pair_source=partitioned_pairs(client)) == ref
        assert group([], settings, pair_source=partitioned_pairs(client)) == {}
