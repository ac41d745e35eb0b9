"""Crash safety: `storyline ingest` killed with SIGKILL at random points, then run again.

The inputs are real articles (the AllSides/NeuS crawl in ../shared/benchmarks) written to
tmp_path as .txt files at run time. After several killed runs and one full run the store must
hold every input exactly once, each article with its findings row and its search row, every
article in a live story whose brief lists exactly that story's articles, and `briefs` must work.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path


REPO = Path(__file__).resolve().parents[1]
N_STORIES = 70  # three outlets each: about 210 articles
SEED = 20261130
KILLS = 4


def _env() -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYTHONHASHSEED", None)
    return env


def write_articles(bench: Path, out: Path, stories: int) -> list[Path]:
    """The first ``stories`` NeuS stories as .txt files with a header; returns the files."""
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from sample_data import neus_articles
    finally:
        sys.path.pop(0)
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


def _stored(db: Path) -> int:
    return _peek(db, "SELECT count(*) FROM articles")[0]


def _grouped(db: Path) -> tuple[int, int]:
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


def test_kill_9_at_random_points_loses_and_duplicates_nothing(bench_dir, tmp_path):
    files = write_articles(bench_dir, tmp_path / "in", N_STORIES)
    assert len(files) >= 200
    db = tmp_path / "news.db"
    rng = random.Random(SEED)
    log = []
    for run in range(KILLS + 1):
        proc = subprocess.Popen(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=_env(),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started = time.monotonic()
        if run < KILLS:
            # a random point mid-ingest: once a random number of the remaining articles is stored
            target = rng.randint(min(_stored(db) + 1, len(files)), len(files))
            while proc.poll() is None and _stored(db) < target:
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.2))
        else:
            # the last one lands while briefs are written: once the new story map is saved
            while proc.poll() is None and _grouped(db)[0] < len(files):
                time.sleep(0.02)
            time.sleep(rng.uniform(0.0, 0.3))
        delay = time.monotonic() - started
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)  # it may still finish first: then it exits 0
        out, err = proc.communicate(timeout=60)
        killed = proc.returncode == -signal.SIGKILL
        log.append((run, round(delay, 1), "killed" if killed else "finished", _stored(db), _grouped(db)))
        assert killed or proc.returncode == 0, (proc.returncode, out.decode(), err.decode())
    assert sum(entry[2] == "killed" for entry in log) >= 2, log  # the test did crash the ingest
    print("kill -9 runs (run, delay s, outcome, articles stored, (articles in a story, briefs)):", log)
    final = subprocess.run(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=_env(), capture_output=True, text=True,
                           timeout=300)
    assert final.returncode == 0, final.stderr
    assert "Traceback" not in final.stderr
    counts = check_store(db, files)
    print("final run:", final.stdout.strip(), counts)
    # and a further run adds nothing
    again = subprocess.run(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=_env(), capture_output=True, text=True,
                           timeout=300)
    assert again.returncode == 0 and f"0 added, {len(files)} already stored" in again.stdout


def test_killed_between_last_article_and_regroup_is_regrouped_next_time(tmp_path):
    """The exact state of an ingest killed after storing its articles, before `update_stories`."""
    from storyline.pipeline import ingest, prepare
    from storyline.readers import read_paths
    from storyline.store import Store, content_hash

    folder = tmp_path / "in"
    folder.mkdir()
    texts = {
        "quake-a": "A strong earthquake struck northern Chile on Monday, officials said. Hundreds of homes were "
                   "damaged in the town of Calama.",
        "quake-b": "An earthquake of magnitude 6.8 hit northern Chile on Monday. In Calama hundreds of homes were "
                   "damaged, officials said.",
        "budget": "The city council of Springfield approved its budget for next year on Thursday after a long "
                  "debate about library funding.",
    }
    for name, text in texts.items():
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    db = tmp_path / "s.db"

    class NoNlp:  # prepare's extractors fail on this; findings stay empty, which is all this test needs
        pass

    with Store(db) as store:
        for raw in read_paths([folder]):
            article, findings, _ = prepare(raw, NoNlp())
            store.add_article(article, findings, content_hash(raw))
        assert store.regroup_due() and store.stories() == []
        report = ingest(store, [folder])  # nothing new to add ...
        assert report.added == 0 and report.unchanged == 3
        # ... but the stories are brought up to date
        assert sorted(store.assignments()) == sorted(texts)
        assert not store.regroup_due()
        for s in store.stories():
            assert store.brief(s["id"]) is not None


def test_stale_brief_after_a_killed_regroup_is_rebuilt(tmp_path):
    """A regroup killed after saving the story map but before rebuilding a brief leaves a brief
    listing other articles: the next regroup must rebuild it."""
    from storyline.pipeline import ingest, update_stories
    from storyline.settings import Settings
    from storyline.store import Store

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.txt").write_text("The harbour of Example reopened on Tuesday after a three-day strike by crane "
                                  "operators ended, the port authority said.", encoding="utf-8")
    with Store(tmp_path / "s.db") as store:
        ingest(store, [folder])
        (sid,) = [s["id"] for s in store.stories()]
        brief = store.brief(sid)
        store.save_brief(sid, dict(brief, articles=[]))  # what an interrupted run leaves behind
        store.mark_grouped(store.generation() - 1)  # and the regroup never finished
        assert store.regroup_due()
        update_stories(store, Settings())
        assert [a["id"] for a in store.brief(sid)["articles"]] == ["a"]
