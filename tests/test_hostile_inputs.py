"""The bad-input corpus (tests/helpers/hostile.py, generated here at run time) through the real command.

One `storyline ingest` reads every input case beside the good articles, then the same ingest runs
again. For each case: its `PATH[:LINE]: reason` lines and no other, the articles it must leave
stored, no traceback, and the exit status 2 + failures (the same on the re-run, which adds
nothing). Each store case runs its own command against a broken or odd store file.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import hostile as hc
from tests.helpers.hostile_gen import READ_IN_PART

CASES = hc.cases()


def run_cli(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(hc.REPO))
    return subprocess.run([sys.executable, "-m", "storyline", *args], cwd=hc.REPO, env=env, capture_output=True,
                          text=True, errors="replace", timeout=timeout)


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    walked, extra, folders = hc.build_inputs(root, CASES)
    db = root / "news.db"
    first = run_cli("ingest", str(db), str(walked), *extra)
    rows = hc.stored_rows(db)
    second = run_cli("ingest", str(db), str(walked), *extra)
    return {"first": first, "second": second, "folders": folders, "rows": rows, "rows_after": hc.stored_rows(db),
            "db": db}


def test_the_corpus_has_60_cases_of_every_kind():
    from collections import Counter

    per_kind = Counter(c.kind for c in CASES)
    assert set(per_kind) == {"txt", "html", "jsonl", "rss", "atom", "warc", "gz", "path"}
    assert min(per_kind.values()) >= 60, per_kind
    assert len(hc.store_cases()) >= 60
    assert len({c.name for c in CASES}) == len(CASES)
    assert len({c.name for c in hc.store_cases()}) == len(hc.store_cases())


def test_the_corpus_is_the_same_on_every_build(tmp_path):
    """Generated at run time, deterministically: two builds write the same bytes."""
    def digest(root):
        hc.build_inputs(root, CASES)
        return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink()}
    assert digest(tmp_path / "a") == digest(tmp_path / "b")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_each_case_has_its_lines_and_its_articles(corpus_run, case):
    expected = hc.expected_lines([case], corpus_run["folders"])
    got = hc.parse_stderr(corpus_run["first"].stderr)
    for path, why in expected.items():
        assert path in got, f"no line for {path!r}"
        assert re.fullmatch(why, got[path]), (path, got[path], why)
    assert not hc.check_stored(corpus_run["rows"], [case])


def test_one_line_per_problem_and_nothing_else(corpus_run):
    first = corpus_run["first"]
    assert "Traceback" not in first.stderr + first.stdout
    assert hc.check_lines(first.stderr, hc.expected_lines(CASES, corpus_run["folders"])) == []


def test_exit_status_counts_the_failures_also_on_a_rerun(corpus_run):
    failures = hc.failures_of(CASES)
    first, second = corpus_run["first"], corpus_run["second"]
    assert f" {failures} failed," in first.stdout
    assert first.returncode == second.returncode == hc.EXIT_BASE + min(failures, 100)
    assert "Traceback" not in second.stderr
    # the same problem lines; the warning about unnamed outlets names the articles a run adds (none now),
    # and an article read for facts only in part is said so when it is read (the rerun reads none again)
    def in_part(line: str) -> bool:
        return re.search(READ_IN_PART + "$", line) is not None

    def problems(err: str) -> list[str]:
        return sorted(x for x in err.splitlines() if not (x.startswith("warning: ") and "name no outlet" in x)
                      and not in_part(x))
    assert problems(second.stderr) == problems(first.stderr)
    assert sum(map(in_part, first.stderr.splitlines())) == 8 and not any(map(in_part, second.stderr.splitlines()))
    assert " 0 added, " in second.stdout


def test_nothing_lost_or_duplicated_by_the_rerun(corpus_run):
    assert corpus_run["rows_after"] == corpus_run["rows"]
    with sqlite3.connect(corpus_run["db"]) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        n = conn.execute("SELECT count(*) FROM articles").fetchone()[0]
        assert conn.execute("SELECT count(DISTINCT content_hash) FROM articles").fetchone()[0] == n
        assert conn.execute("SELECT count(*) FROM findings").fetchone()[0] == n
        assert conn.execute("SELECT count(*) FROM story_articles").fetchone()[0] == n  # every article in a story


STORE_CASES = hc.store_cases()


@pytest.mark.parametrize("case", STORE_CASES, ids=[c.name for c in STORE_CASES])
def test_each_store_case(tmp_path, case):
    db = case.build(tmp_path)
    before = _digest(db)
    good = tmp_path / "good.txt"
    good.write_text(hc.GOOD["good-herald.txt"], encoding="utf-8")
    args = ["stories", str(db)] if case.command == "stories" else ["ingest", str(db), str(good)]
    for _ in range(2):  # the same on a re-run
        proc = run_cli(*args)
        assert "Traceback" not in proc.stderr
        assert proc.returncode == case.status, proc.stderr
        if case.reason is None:
            assert proc.stderr == ""
        elif case.whole:
            assert re.fullmatch(case.reason, proc.stderr.strip()), proc.stderr
        else:
            assert re.fullmatch(r"storyline: .+: " + case.reason, proc.stderr.strip()), proc.stderr
            assert proc.stderr.count("\n") == 1
    if case.reason is not None:
        assert _digest(db) == before, "a refused store file was changed"
    stray = [p.name for p in tmp_path.iterdir() if p.name != "good.txt" and not p.name.startswith(db.name)]
    assert stray == [], "a stray file was created"


def _digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


@pytest.mark.parametrize("n", [1, 3])
def test_the_unnamed_outlet_warning_is_no_dropped_file(n):
    """The one warning line about articles that name no outlet (singular or plural) is not read as a
    file that failed, so the corpus run counts no silent drop for it."""
    from storyline.outlets import unnamed_warning
    from storyline.model import Article

    arts = [Article(f"a{k}", f"unnamed source {k + 1}", "t", "x", path=f"/tmp/in/a{k}.txt") for k in range(n)]
    stderr = unnamed_warning(arts) + "\n/tmp/in/bad.html: not an article (no text)\n"
    assert hc.parse_stderr(stderr) == {"/tmp/in/bad.html": "not an article (no text)"}
