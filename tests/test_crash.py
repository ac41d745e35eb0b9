"""Crash safety: `storyline ingest` killed with SIGKILL at random points, then run again.

The inputs are real articles (the AllSides/NeuS crawl in ../shared/benchmarks) written to
tmp_path as .txt files at run time. After several killed runs and one full run the store must
hold every input exactly once, each article with its findings row and its search row, every
article in a live story whose brief lists exactly that story's articles, and `briefs` must work.
"""

from __future__ import annotations

import random
import signal
import subprocess
import time

from tests.helpers import REPO
from tests.helpers.ingest import check_store, grouped, ingest_cmd, ingest_env, stored, write_articles

N_STORIES = 70  # three outlets each: about 210 articles
SEED = 20261130
KILLS = 4


def test_kill_9_at_random_points_loses_and_duplicates_nothing(bench_dir, tmp_path):
    files = write_articles(bench_dir, tmp_path / "in", N_STORIES)
    assert len(files) >= 200
    db = tmp_path / "news.db"
    rng = random.Random(SEED)
    log = []
    for run in range(KILLS + 1):
        proc = subprocess.Popen(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=ingest_env(),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started = time.monotonic()
        if run < KILLS:
            # a random point mid-ingest: once a random number of the remaining articles is stored
            target = rng.randint(min(stored(db) + 1, len(files)), len(files))
            while proc.poll() is None and stored(db) < target:
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.2))
        else:
            # the last one lands while briefs are written: once the new story map is saved
            while proc.poll() is None and grouped(db)[0] < len(files):
                time.sleep(0.02)
            time.sleep(rng.uniform(0.0, 0.3))
        delay = time.monotonic() - started
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)  # it may still finish first: then it exits 0
        out, err = proc.communicate(timeout=60)
        killed = proc.returncode == -signal.SIGKILL
        log.append((run, round(delay, 1), "killed" if killed else "finished", stored(db), grouped(db)))
        assert killed or proc.returncode == 0, (proc.returncode, out.decode(), err.decode())
    assert sum(entry[2] == "killed" for entry in log) >= 2, log  # the test did crash the ingest
    print("kill -9 runs (run, delay s, outcome, articles stored, (articles in a story, briefs)):", log)
    final = subprocess.run(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=ingest_env(), capture_output=True, text=True,
                           timeout=300)
    assert final.returncode == 0, final.stderr
    assert "Traceback" not in final.stderr
    counts = check_store(db, files)
    print("final run:", final.stdout.strip(), counts)
    # and a further run adds nothing
    again = subprocess.run(ingest_cmd(db, tmp_path / "in"), cwd=REPO, env=ingest_env(), capture_output=True, text=True,
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
