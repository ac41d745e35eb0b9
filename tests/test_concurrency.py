"""Concurrency: two ingests into one store at once, a waiting regroup, and the web app reading meanwhile.

Real articles (AllSides/NeuS from ../shared/benchmarks) are written to tmp_path at run time.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from tests.helpers import REPO
from tests.helpers.ingest import check_store, grouped, ingest_cmd, ingest_env, stored, write_articles


@pytest.fixture(scope="module")
def corpus(bench_dir, tmp_path_factory) -> list[Path]:
    return write_articles(bench_dir, tmp_path_factory.mktemp("corpus"), 30)  # about 90 articles


def folder_of(files: list[Path], where: Path) -> Path:
    where.mkdir(parents=True)
    for f in files:
        shutil.copy(f, where / f.name)
    return where


def test_two_ingests_at_once_both_finish_and_counts_are_right(corpus, tmp_path):
    # overlapping halves: the shared third is the same content under two paths
    a = folder_of(corpus[:60], tmp_path / "a")
    b = folder_of(corpus[30:], tmp_path / "b")
    db = tmp_path / "news.db"
    procs = [subprocess.Popen(ingest_cmd(db, d), cwd=REPO, env=ingest_env(), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for d in (a, b)]
    outs = [p.communicate(timeout=900) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, (out, err)
        assert "Traceback" not in err
    added = [int(out.split(" added")[0].split()[-1]) for out, _ in outs]
    assert sum(added) == len(corpus)  # the shared articles went in once, by whichever ingest came first
    # every article once, with findings and search rows; all grouped; briefs match; grouping = fresh grouping
    with sqlite3.connect(db) as conn:
        stored_paths = [Path(p) for (p,) in conn.execute("SELECT path FROM articles")]
    assert sorted(p.name for p in stored_paths) == sorted(f.name for f in corpus)
    check_store(db, stored_paths)


def test_a_second_regroup_waits_with_a_clear_message(corpus, tmp_path):
    from storyline.store import Store

    db = tmp_path / "news.db"
    folder = folder_of(corpus[:12], tmp_path / "in")
    with Store(db) as holder:
        with holder.regroup_lock():  # another ingest is regrouping
            proc = subprocess.Popen(ingest_cmd(db, folder), cwd=REPO, env=ingest_env(), stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True)
            deadline = time.monotonic() + 120
            while stored(db) < 12 and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.1)
            time.sleep(1.0)
            assert proc.poll() is None, "the second ingest did not wait for the regroup lock"
            assert grouped(db) == (0, 0)
        out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err
    assert f"{db}: another ingest is updating the stories; waiting for it to finish" in err
    assert "12 added" in out
    check_store(db, sorted(folder.iterdir()))


def test_web_app_reads_while_an_ingest_writes(corpus, tmp_path):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    db = tmp_path / "news.db"
    first = folder_of(corpus[:15], tmp_path / "first")
    rest = folder_of(corpus[15:], tmp_path / "rest")
    assert subprocess.run(ingest_cmd(db, first), cwd=REPO, env=ingest_env(), capture_output=True).returncode == 0
    client = TestClient(create_app(db))
    proc = subprocess.Popen(ingest_cmd(db, rest), cwd=REPO, env=ingest_env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    statuses: dict[int, int] = {}
    reads = 0
    try:
        while proc.poll() is None:
            listing = client.get("/api/stories")
            statuses[listing.status_code] = statuses.get(listing.status_code, 0) + 1
            assert listing.status_code == 200, listing.text
            data = listing.json()
            for s in data["stories"][:5]:
                for url in (f"/api/story/{s['id']}", f"/story/{s['id']}"):
                    r = client.get(url)
                    statuses[r.status_code] = statuses.get(r.status_code, 0) + 1
                    # 404 only for a story whose brief is being built right now
                    assert r.status_code in (200, 404), (url, r.status_code, r.text[:300])
            page = client.get("/")
            assert page.status_code == 200
            reads += 2 + 2 * min(5, len(data["stories"]))
    finally:
        out, err = proc.communicate(timeout=900)
    assert proc.returncode == 0, err
    assert reads >= 20, reads
    assert not any(code >= 500 for code in statuses), statuses
    final = client.get("/api/stories").json()
    assert sum(s["articles"] for s in final["stories"]) == len(corpus)


QUAKE_A = ("A strong earthquake struck northern Chile on Monday, officials said. Hundreds of homes were damaged in "
           "the town of Calama and the regional governor declared an emergency.")
QUAKE_B = ("An earthquake of magnitude 6.8 hit northern Chile on Monday. In Calama hundreds of homes were damaged, "
           "officials said, and the regional governor declared an emergency.")
BUDGET = ("The city council of Springfield approved its budget for next year on Thursday after a long debate about "
          "library funding and new bus lanes.")


def test_an_ingest_finishing_inside_another_regroup_cannot_clobber_its_story_map(tmp_path, nlp, monkeypatch):
    """Ingest A computes its grouping; meanwhile ingest B stores an article and regroups. Without the
    regroup lock B finished first and A then saved a story map without B's article (and reused B's
    story number). With it, B waits for A and regroups after it."""
    import threading

    import storyline.cluster as cluster
    from storyline.pipeline import ingest
    from storyline.store import Store

    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / "quake-a.txt").write_text(QUAKE_A, encoding="utf-8")
    (a / "budget.txt").write_text(BUDGET, encoding="utf-8")
    (b / "quake-b.txt").write_text(QUAKE_B, encoding="utf-8")
    db = tmp_path / "s.db"
    real_group = cluster.group
    b_done = threading.Event()
    a_grouping = threading.Event()

    def slow_group(*args, **kwargs):
        out = real_group(*args, **kwargs)
        if threading.current_thread().name == "ingest-a":
            a_grouping.set()
            b_done.wait(timeout=4)  # B gets every chance to finish inside A's regroup
        return out

    monkeypatch.setattr(cluster, "group", slow_group)
    errors = []

    def run(folder, name):
        try:
            with Store(db) as store:
                if name == "ingest-b":
                    a_grouping.wait(timeout=60)
                ingest(store, [folder], nlp=nlp)
        except BaseException as exc:  # reported below
            errors.append(exc)
        finally:
            if name == "ingest-b":
                b_done.set()

    Store(db).close()
    threads = [threading.Thread(target=run, args=(f, n), name=n) for f, n in ((a, "ingest-a"), (b, "ingest-b"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors, errors
    with Store(db) as store:
        assignments = store.assignments()
        assert sorted(assignments) == ["budget", "quake-a", "quake-b"]
        assert assignments["quake-a"] == assignments["quake-b"] != assignments["budget"]
        assert not store.regroup_due()
        for s in store.stories():
            brief = store.brief(s["id"])
            assert {x["id"] for x in brief["articles"]} == set(store.story_articles(s["id"]))
