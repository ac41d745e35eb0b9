import json
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

import storyline
from storyline.cli import cli

DATA = Path(__file__).parent / "data" / "ice"
SCHEMA = json.loads((Path(storyline.__file__).parent / "schema" / "brief.schema.json").read_text())


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    d = tmp_path_factory.mktemp("in")
    for name in ("wire-ap.txt", "capitol-wire.txt", "quake.txt"):
        shutil.copy(DATA / name, d / name)
    (d / "broken.jsonl").write_text('{"id": "x", "text": \n', encoding="utf-8")
    (d / "notes.docx").write_bytes(b"PK\x03\x04")
    return d


@pytest.fixture(scope="module")
def db(folder, tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "news.db"
    result = CliRunner().invoke(cli, ["ingest", str(path), str(folder)])
    return path, result


def test_ingest_reports_bad_input_and_goes_on(db, folder):
    path, result = db
    assert result.exit_code == 3  # 2 + one failed input
    assert f"{folder / 'broken.jsonl'}:1:" in result.stderr
    assert "notes.docx: skipped" in result.stderr
    assert "Traceback" not in result.output
    assert "3 added" in result.stdout


def test_reingest_adds_nothing(db, folder):
    path, _ = db
    again = CliRunner().invoke(cli, ["ingest", str(path), str(folder / "wire-ap.txt")])
    assert again.exit_code == 0, again.output
    assert "0 added, 1 already stored" in again.stdout


def test_stories_and_brief(db):
    path, _ = db
    runner = CliRunner()
    rows = [json.loads(line) for line in runner.invoke(cli, ["stories", str(path), "--json"]).stdout.splitlines()]
    assert sorted(r["articles"] for r in rows) == [1, 2]
    table = runner.invoke(cli, ["stories", str(path)]).stdout
    assert all(r["id"] in table for r in rows)
    big = max(rows, key=lambda r: r["articles"])["id"]
    out = runner.invoke(cli, ["brief", str(path), big, "--json"])
    data = json.loads(out.stdout)
    jsonschema.validate(data, SCHEMA)
    assert data["stories"][0]["id"] == big
    md = runner.invoke(cli, ["brief", str(path), big]).stdout
    assert md.startswith("#") and "Genalo" in md
    missing = runner.invoke(cli, ["brief", str(path), "s999"])
    assert missing.exit_code != 0 and "no story 's999'" in missing.stderr


def test_analyze_json_and_html(folder, tmp_path):
    html = tmp_path / "report.html"
    out = CliRunner().invoke(cli, ["analyze", str(folder / "wire-ap.txt"), str(folder / "quake.txt"), "--json",
                                   "--html", str(html)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    jsonschema.validate(data, SCHEMA)
    assert len(data["stories"]) == 2
    page = html.read_text()
    assert page.startswith("<!doctype html>") and "<script" not in page


def test_search(db):
    path, _ = db
    out = CliRunner().invoke(cli, ["search", str(path), "Calama"])
    assert "quake" in out.stdout


def test_settings_and_bad_setting(folder):
    runner = CliRunner()
    assert "group_threshold" in runner.invoke(cli, ["settings"]).stdout
    bad = runner.invoke(cli, ["analyze", str(folder), "--set", "nope=1"])
    assert bad.exit_code == 2 and "nope=1" in bad.stderr


def test_python_dash_m(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "storyline", "analyze", str(tmp_path / "missing.txt")],
                          capture_output=True, text=True)
    assert proc.returncode == 3  # 2 + one failed input
    assert proc.stderr.strip().splitlines() == [f"{tmp_path / 'missing.txt'}: no such file or directory"]


def test_eval_brief_prints_both_tables():
    from storyline.evaluation.splits import ecb_topics

    topic = min(ecb_topics("dev"))  # a dev topic: tests read no reported split
    result = CliRunner().invoke(cli, ["eval", "brief", "--limit", "2", "--topics", str(topic)])
    assert result.exit_code == 0, result.output
    assert "### Summary (NeuS/AllSides)" in result.output
    assert "### Cross-document event alignment (ECB+)" in result.output
    assert "storyline" in result.output and "same trigger lemma" in result.output


def test_demo_counts_script_adds_up_what_the_briefs_say(db):
    """scripts/demo_counts.py (docs/evaluation-brief.md): its counts are those of the stored briefs."""
    path, _ = db
    out = subprocess.run([sys.executable, "scripts/demo_counts.py", str(path)], cwd=Path(__file__).resolve().parents[1],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    briefs = [json.loads(CliRunner().invoke(cli, ["brief", str(path), s["id"], "--json"]).stdout)["stories"][0]
              for s in map(json.loads, CliRunner().invoke(cli, ["stories", str(path), "--json"]).stdout.splitlines())]
    assert got["stories"] == len(briefs)
    assert got["conflicts"] == sum(len(b["conflicts"]) for b in briefs)
    assert got["quantity_facts"] == sum(f["kind"] == "quantity" for b in briefs for f in b["facts"])
