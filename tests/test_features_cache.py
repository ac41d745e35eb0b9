"""Grouping features kept in the store: a regroup computes only the new articles' and groups the same.

Real articles (AllSides/NeuS crawl stories, written to tmp_path at run time) are ingested in two
parts; the second regroup reads the first part's features from the store. The stories must be
those ``cluster.group`` finds computing every article's features afresh.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _write(rows: list[dict], path: Path) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_a_regroup_reads_stored_features_and_groups_as_afresh(bench_dir, tmp_path):
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from sample_data import neus_articles
    finally:
        sys.path.pop(0)
    from storyline.cluster import group
    from storyline.cluster_features import features, features_kind
    from storyline.dedupe import find_copies
    from storyline.pipeline import ingest
    from storyline.settings import Settings
    from storyline.store import Store

    rows = neus_articles(bench_dir, 8)
    half = len(rows) // 2
    _write(rows[:half], tmp_path / "first.jsonl")
    _write(rows[half:], tmp_path / "second.jsonl")
    settings = Settings(jobs=1)
    with Store(tmp_path / "s.db") as store:
        ingest(store, [tmp_path / "first.jsonl"], settings)
        kind = features_kind()
        first_ids = [a.id for a in store.articles()]
        kept = store.features(kind, first_ids)
        assert set(kept) == set(first_ids)
        a = store.articles([first_ids[0]])[0]
        assert kept[a.id] == features(a)  # what is kept is what features() gives (JSON round trip)
        # a feature row of another kind is not used, and is replaced
        store.conn.execute("UPDATE features SET kind = 'old', data = '[{}, {}]' WHERE article = ?", (a.id,))
        ingest(store, [tmp_path / "second.jsonl"], settings)
        articles = store.articles()
        assert set(store.features(kind, [x.id for x in articles])) == {x.id for x in articles}
        assert store.features(kind, [a.id])[a.id] == features(a)
        fresh = group(articles, settings, copy_of=find_copies(articles, settings))
        stories = defaultdict(set)
        for aid, sid in store.assignments().items():
            stories[sid].add(aid)
        expected = defaultdict(set)
        for aid, key in fresh.items():
            expected[key].add(aid)
        assert sorted(map(sorted, stories.values())) == sorted(map(sorted, expected.values()))
        assert len(stories) >= 6
