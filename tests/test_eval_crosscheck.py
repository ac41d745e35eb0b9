"""`storyline eval crosscheck`: basil-crosscheck in one process, scored by the benchmark's own score.py."""

import json
import re

import pytest
from click.testing import CliRunner

from storyline.cli import cli
from storyline.evaluation import crosscheck, splits


def test_events_of_each_split(bench_dir):
    gold = list(json.loads((bench_dir / "basil-crosscheck" / "gold.json").read_text())["events"])
    dev, rep = crosscheck.events_of("dev", gold), crosscheck.events_of("reported", gold)
    assert set(dev) == set(splits.basil_events("develop")) and set(rep) == set(splits.basil_events("reported"))
    assert crosscheck.events_of("all", gold) == gold and sorted(dev + rep) == sorted(gold)
    with pytest.raises(ValueError):
        crosscheck.events_of("test", gold)


def test_facts_shown_are_the_rows_of_the_default_markdown_brief():
    story = {"id": "s1", "title": "t", "articles": [], "facts": [
        {"id": "f1", "text": "A | pipe", "kind": "event", "status": "corroborated", "support": 2, "articles": ["a"]},
        {"id": "f_2", "text": "B", "kind": "event", "status": "single-source", "support": 1, "articles": ["b"]},
        {"id": "f3", "text": "C", "kind": "quote", "status": "no status the renderer knows", "support": 1}]}
    assert crosscheck.shown_fact_ids(story) == {"f1", "f_2"}


def test_measures_from_score_py_totals():
    totals = {"ev": 2, "group": 2, "corr": 16, "strict": 5, "loose": 9, "fragsum": 30, "fragn": 12, "gc": 3, "gcf": 1,
              "gd": 2, "gdf": 0, "tc": 4, "real": 1, "false": 1, "unj": 2, "ss": 10, "ssn": 9, "q": 10, "qr": 8,
              "facts": 187}
    m = crosscheck._measures(totals, 2, 150, 20)
    assert m["corroborated_strict"] == (5, 16) and m["fragmentation"] == 2.5 and m["facts_per_story"] == 93.5
    assert m["facts_shown_default"] == 75.0 and m["facts_not_single_source"] == 10.0
    assert crosscheck.gate_metrics(m)["quotes_right_speaker"] == 0.8
    assert "corroborated strict 5/16 (31 %)" in crosscheck.format_extra(m)


@pytest.mark.slow
def test_crosscheck_command_on_the_dev_events(bench_dir, tmp_path):
    out = tmp_path / "out"
    run = CliRunner().invoke(cli, ["eval", "crosscheck", "--split", "dev", "--out", str(out), "--bench", str(bench_dir)])
    assert run.exit_code == 0, run.output
    dev = splits.basil_events("develop")
    assert sorted(p.name for p in out.glob("ev_*")) == sorted(f"ev_{e}" for e in dev)
    for e in dev:
        result = json.loads((out / f"ev_{e}" / "out.json").read_text())
        assert result["stories"] and (out / f"ev_{e}" / "articles.jsonl").read_text().count("\n") == 3
    total = next(line for line in run.output.splitlines() if line.startswith("| **total** |"))
    assert re.fullmatch(rf"\d+/{len(dev)}", total.split(" | ")[1])  # grouping, over the dev events only
    assert "Tool conflicts not in the gold, to judge" in run.output and "facts per story" in run.output
    assert not set(splits.basil_events("reported")) & {p.name[3:] for p in out.glob("ev_*")}
