"""The command's error paths: a malformed URL in an --html report, nothing read, a missing input with
no store yet, names and article text printed safely, a report that cannot be written; and the
Python API given one path as a str, or a path that does not exist.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ARTICLE = ("Title: Port reopens\nSource: Harbour Herald\nURL: http://[::1\nDate: 2024-03-05\n\n"
           "The port of Example reopened on Tuesday after a three-day strike by crane operators ended, the port "
           "authority said. Union leader Maria Lopez said the new contract raised wages by 4 percent.\n")


def run_cli(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "storyline", *args], cwd=REPO, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=timeout, errors="replace")


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli")
    (d / "in").mkdir()
    (d / "in" / "port.txt").write_text(ARTICLE, encoding="utf-8")
    (d / "in" / "escape.txt").write_text(
        "Title: Harbour \x1b[2J\x1b]0;owned\x07 title\tTab\nSource: Coast\n\n"
        "Crane operators in Example ended their strike on Tuesday.\x1b[31m The port reopened.\n", encoding="utf-8")
    db = d / "news.db"
    proc = run_cli("ingest", str(db), str(d / "in"))
    assert proc.returncode == 0, proc.stderr
    return d, db


def test_html_report_with_a_malformed_url(store, tmp_path):
    d, db = store
    report = tmp_path / "report.html"
    proc = run_cli("analyze", str(d / "in" / "port.txt"), "--html", str(report))
    assert proc.returncode == 0, proc.stderr
    html = report.read_text(encoding="utf-8")
    assert "Port reopens" in html and "[::1" not in html  # a malformed URL is never a link
    sid = json.loads(run_cli("stories", str(db), "--json").stdout.splitlines()[0])["id"]
    brief = run_cli("brief", str(db), sid, "--html", str(tmp_path / "brief.html"))
    assert brief.returncode == 0, brief.stderr
    assert (tmp_path / "brief.html").is_file()


def test_a_report_that_cannot_be_written_is_one_line(store, tmp_path):
    _, db = store
    sid = json.loads(run_cli("stories", str(db), "--json").stdout.splitlines()[0])["id"]
    out = tmp_path / "no-such-folder" / "brief.html"
    proc = run_cli("brief", str(db), sid, "--html", str(out))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == f"Error: {out}: cannot write the report (No such file or directory)"


def test_analyze_with_nothing_read_prints_no_brief(tmp_path):
    for args in ([], ["--md"]):
        proc = run_cli("analyze", "/nope/missing.txt", *args)
        assert proc.returncode == 3
        assert proc.stdout == ""
        assert proc.stderr == "/nope/missing.txt: no such file or directory\n"
    as_json = run_cli("analyze", "/nope/missing.txt", "--json")  # the JSON contract, with no stories
    assert as_json.returncode == 3 and json.loads(as_json.stdout) == {"version": 1, "stories": []}


def test_ingest_of_missing_inputs_creates_no_store(tmp_path):
    db = tmp_path / "new.db"
    for _ in range(2):  # the same on a re-run
        proc = run_cli("ingest", str(db), str(tmp_path / "gone"), str(tmp_path / "gone.txt"))
        assert proc.returncode == 4
        assert proc.stderr.splitlines() == [f"{tmp_path / 'gone'}: no such file or directory",
                                            f"{tmp_path / 'gone.txt'}: no such file or directory"]
        assert "2 failed" in proc.stdout and "no store created" in proc.stdout
        assert list(tmp_path.iterdir()) == []


def test_search_and_markdown_never_print_escape_codes(store):
    d, db = store
    hits = run_cli("search", str(db), "harbour")
    assert hits.returncode == 0
    lines = hits.stdout.splitlines()
    assert lines and all(line.count("\t") == 3 for line in lines)  # a tab of the title does not add a column
    assert "\x1b" not in hits.stdout and "\\x1b[2J" in hits.stdout
    table = run_cli("stories", str(db))
    assert table.returncode == 0 and "\x1b" not in table.stdout and "\\x1b[2J" in table.stdout
    md = run_cli("analyze", str(d / "in" / "escape.txt"))
    assert md.returncode == 0 and "\x1b" not in md.stdout and "\x07" not in md.stdout
    assert "\\x1b" in md.stdout  # written out


def test_python_api_takes_one_path_as_a_str_or_path(tmp_path):
    import storyline

    (tmp_path / "port.txt").write_text(ARTICLE, encoding="utf-8")
    (tmp_path / "other.txt").write_text("An unrelated text the reader must not see.\n", encoding="utf-8")
    one = storyline.analyze(str(tmp_path / "port.txt"))
    assert [a["id"] for s in one["stories"] for a in s["articles"]] == ["port"]
    assert storyline.analyze(tmp_path / "port.txt") == one
    with storyline.Store(tmp_path / "s.db") as st:
        report = storyline.ingest(st, str(tmp_path / "port.txt"))
        assert (report.read, report.added, report.failed) == (1, 1, [])


def test_python_api_reports_a_missing_path(tmp_path):
    import storyline

    with pytest.raises(storyline.InputError, match="missing/: no such file or directory") as exc:
        storyline.analyze(["missing/"])
    assert exc.value.path == "missing/" and exc.value.reason == "no such file or directory"
    (tmp_path / "port.txt").write_text(ARTICLE, encoding="utf-8")
    errors = []
    result = storyline.analyze([tmp_path / "port.txt", tmp_path / "gone"], on_error=lambda p, r: errors.append((p, r)))
    assert errors == [(str(tmp_path / "gone"), "no such file or directory")]
    assert len(result["stories"]) == 1  # with a callback the rest is read
