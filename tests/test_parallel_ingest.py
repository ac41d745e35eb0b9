"""Ingest on several cores: worker processes give the store one process gives, and end with it.

Real articles (AllSides/NeuS crawl stories and ECB+ development topic 2, written to tmp_path at
run time) are ingested with ``jobs=1`` (everything in this process) and ``jobs=2`` (a pool of two
worker processes, ``storyline.scale.local``); the stories and every brief must be the same. A
killed ingest must not leave its worker processes behind.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def inputs(bench_dir, tmp_path_factory) -> Path:
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from sample_data import neus_articles, write_ecbplus
    finally:
        sys.path.pop(0)
    folder = tmp_path_factory.mktemp("parallel-in")
    rows = neus_articles(bench_dir, 6)
    (folder / "crawl.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    write_ecbplus(bench_dir, folder / "ecbplus", [2])
    return folder


def _ingest(folder: Path, db: Path, jobs: int) -> tuple[dict, dict]:
    from storyline.pipeline import briefs, ingest
    from storyline.settings import Settings
    from storyline.store import Store

    with Store(db) as store:
        report = ingest(store, [folder], Settings(jobs=jobs), on_error=lambda p, r: None)
        return {"read": report.read, "added": report.added, "unchanged": report.unchanged,
                "failed": report.failed, "stories": sorted(report.stories_changed, key=lambda s: int(s[1:]))}, \
            briefs(store)


def test_two_workers_make_the_store_one_process_makes(inputs, tmp_path):
    one_report, one = _ingest(inputs, tmp_path / "one.db", jobs=1)
    two_report, two = _ingest(inputs, tmp_path / "two.db", jobs=2)
    assert one_report["added"] >= 30 and len(one["stories"]) >= 5
    assert two_report == one_report
    assert two == one  # every story, fact, quote and evidence offset
    # a second ingest of the same inputs adds nothing, with workers too
    again, same = _ingest(inputs, tmp_path / "two.db", jobs=2)
    assert again["added"] == 0 and again["unchanged"] == one_report["read"] and same == one


def test_workers_replaced_every_few_batches_make_the_same_store(inputs, tmp_path, monkeypatch):
    """Pools replaced after every 3 tasks (batches to extract, stories to brief) in the ingest."""
    import storyline.scale.local as local

    made = []
    start = local.LocalWorkers._start

    def counted(self, kind):
        if self.pool is None:
            made.append(kind)
        return start(self, kind)

    monkeypatch.setattr(local, "RECYCLE", 3)
    monkeypatch.setattr(local.LocalWorkers, "_start", counted)
    _, one = _ingest(inputs, tmp_path / "one.db", jobs=2)
    # a pool of extraction ends after 3 batches (5 here); the briefs go to pools of their own, after
    assert made[:2] == ["extract", "extract"] and made[2:] and set(made[2:]) == {"brief"}
    made.clear()
    monkeypatch.setattr(local, "RECYCLE", 1)
    _, two = _ingest(inputs, tmp_path / "two.db", jobs=2)
    assert made.count("extract") >= 5 and made.count("brief") >= 2
    assert two == one


def test_an_input_read_twice_in_one_run_is_stored_once(inputs, tmp_path):
    first = next(f for f in sorted(inputs.glob("ecbplus/*.txt")) if "\nSource: " in f.read_text(encoding="utf-8"))
    twice = tmp_path / "twice"
    twice.mkdir()
    (twice / "a.txt").write_text(first.read_text(encoding="utf-8"), encoding="utf-8")  # the same outlet, title
    (twice / "b.txt").write_text(first.read_text(encoding="utf-8"), encoding="utf-8")  # and text: the same input
    report, out = _ingest(twice, tmp_path / "t.db", jobs=2)
    assert (report["read"], report["added"], report["unchanged"]) == (2, 1, 1)
    assert [a["id"] for s in out["stories"] for a in s["articles"]] == ["a"]


def _children(pid: int) -> list[int]:
    import psutil

    try:
        return [c.pid for c in psutil.Process(pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def test_workers_end_when_the_ingest_is_killed(inputs, tmp_path):
    import psutil

    proc = subprocess.Popen([sys.executable, "-m", "storyline", "ingest", str(tmp_path / "k.db"), str(inputs),
                             "--jobs", "2"], cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    workers: list[int] = []
    while time.monotonic() < deadline and proc.poll() is None and len(workers) < 2:
        workers = _children(proc.pid)
        time.sleep(0.05)
    assert len(workers) >= 2, "the ingest did not start its worker processes"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    deadline = time.monotonic() + 30
    alive = workers
    while alive and time.monotonic() < deadline:
        alive = [w for w in alive if psutil.pid_exists(w) and psutil.Process(w).status() != psutil.STATUS_ZOMBIE]
        time.sleep(0.1)
    assert not alive, f"worker processes {alive} outlived the killed ingest"


def _worker_whose_parent_went(parent: int) -> None:
    from storyline.scale.local import _end_with_parent

    _end_with_parent(parent)
    time.sleep(60)  # a worker its parent outlived would wait here (on its task queue, in the real pool)


def test_a_worker_whose_ingest_died_before_it_started_ends():
    """The parent's pid is read before the worker starts: a worker that comes up after its ingest was
    killed (``os.getppid()`` then names another process) ends at once instead of waiting forever and
    holding the ingest's output pipes open (an ingest killed while its brief workers started hung the
    kill -9 test's ``communicate`` on a clean clone)."""
    import multiprocessing
    import os

    child = multiprocessing.get_context("fork").Process(target=_worker_whose_parent_went, args=(os.getpid() + 10**6,))
    child.start()
    child.join(timeout=20)
    assert child.exitcode == 1
    stays = multiprocessing.get_context("fork").Process(target=_worker_whose_parent_went, args=(os.getpid(),))
    stays.start()
    stays.join(timeout=2)
    assert stays.exitcode is None  # its parent is alive: it goes on
    stays.kill()
    stays.join()


def test_workers_are_replaced_after_their_tasks_and_the_results_keep_their_order():
    """A long stream must not keep one pool's processes for ever (what they hold between batches
    grows): after ``recycle`` tasks the pool's processes end and fresh ones take the next tasks,
    the results still coming back in the order the tasks went out."""
    import os

    from storyline.scale.local import LocalWorkers
    from storyline.settings import Settings
    from storyline.stages import shared_nlp

    model = Settings().spacy_model
    shared_nlp(model)  # forked workers find it loaded
    with LocalWorkers(2, model, ahead=2, recycle=4) as workers:
        out = list(workers._ordered(((i, (os.getpid,)) for i in range(8)), lambda args: os.getpid()))
    assert [key for key, _ in out] == list(range(8))
    first, second = {pid for _, pid in out[:4]}, {pid for _, pid in out[4:]}
    assert os.getpid() not in first | second  # the workers did every task
    assert workers.started == ["extract", "extract"] and not first & second
    with LocalWorkers(2, model, ahead=2, recycle=0) as workers:
        out = list(workers._ordered(((i, (os.getpid,)) for i in range(8)), lambda args: os.getpid()))
    assert workers.started == ["extract"] and len({pid for _, pid in out}) <= 2
