"""Ingest runs in a subprocess and the invariants of a complete store (tests/test_crash.py,
tests/test_concurrency.py)."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path

from tests.helpers import REPO, neus_articles


def ingest_env() -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYTHONHASHSEED", None)
    return env


def write_articles(bench: Path, out: Path, stories: int) -> list[Path]:
    """The first ``stories`` NeuS stories as .txt files with a header; returns the files."""
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for row in neus_articles(bench, stories):
        f = out / f"{row['id']}.txt"
        f.write_text(f"Title: {row['title']}\nSource: {row['source']}\nURL: {row['url']}\n"
                     f"Date: {row['published']}\n\n{row['text']}\n", encoding="utf-8")
        files.append(f)
    return files


def ingest_cmd(db: Path, folder: Path) -> list[str]:
    return [sys.executable, "-m", "storyline", "ingest", str(db), str(folder)]


def _peek(db: Path, *queries: str) -> tuple[int, ...]:
    """Counts read through a read-only connection (never creates the file); zeros before the schema exists."""
    if not db.exists():
        return (0,) * len(queries)
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
        try:
            return tuple(conn.execute(q).fetchone()[0] for q in queries)
        finally:
            conn.close()
    except sqlite3.OperationalError:  # the schema is not written yet
        return (0,) * len(queries)


def stored(db: Path) -> int:
    return _peek(db, "SELECT count(*) FROM articles")[0]


def grouped(db: Path) -> tuple[int, int]:
    return _peek(db, "SELECT count(*) FROM story_articles", "SELECT count(*) FROM stories WHERE brief IS NOT NULL")


def check_store(db: Path, files: list[Path]) -> dict:
    """Assert the invariants of a complete store; return a few counts."""
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    rows = conn.execute("SELECT id, path FROM articles").fetchall()
    paths = [p for _, p in rows]
    # every input stored exactly once, under its own name (no "-2" duplicate)
    assert sorted(paths) == sorted(str(f) for f in files)
    assert sorted(i for i, _ in rows) == sorted(f.stem for f in files)
    ids = {i for i, _ in rows}
    # no partial article: each has exactly one findings row and one search row
    assert dict(conn.execute("SELECT article, count(*) FROM findings GROUP BY article").fetchall()) == dict.fromkeys(
        ids, 1)
    assert dict(conn.execute("SELECT ref, count(*) FROM search WHERE kind = 'article' GROUP BY ref").fetchall()) == \
        dict.fromkeys(ids, 1)
    # every article in a live story; every live story's brief lists exactly its articles
    members = defaultdict(set)
    for aid, sid, merged in conn.execute(
            "SELECT sa.article, sa.story, s.merged_into FROM story_articles sa JOIN stories s ON s.id = sa.story"):
        assert merged is None, f"{aid} is in merged story {sid}"
        members[sid].add(aid)
    assert set().union(*members.values()) == ids
    live = dict(conn.execute("SELECT id, brief FROM stories WHERE merged_into IS NULL").fetchall())
    for sid, aids in members.items():
        assert live[sid] is not None, f"story {sid} has no brief"
        assert {a["id"] for a in json.loads(live[sid])["articles"]} == aids, f"story {sid}: stale brief"
        assert conn.execute("SELECT count(*) FROM search WHERE kind = 'story' AND ref = ?", (sid,)).fetchone()[0] == 1
    conn.close()

    from storyline.cluster import group
    from storyline.dedupe import find_copies
    from storyline.pipeline import briefs
    from storyline.settings import Settings
    from storyline.store import Store

    with Store(db) as store:
        assert not store.regroup_due()
        # the stored grouping is the grouping of all stored articles (nothing left from a killed run)
        articles = store.articles()
        provisional = group(articles, Settings(), copy_of=find_copies(articles, Settings()))
        clusters = defaultdict(set)
        for aid, key in provisional.items():
            clusters[key].add(aid)
        assert sorted(map(sorted, clusters.values())) == sorted(map(sorted, members.values()))
        result = briefs(store)
    assert result["version"] == 1
    assert {s["id"] for s in result["stories"]} == set(members)
    return {"articles": len(ids), "stories": len(members)}
