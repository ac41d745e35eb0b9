"""Re-pinning floors (storyline.evaluation.floors, `storyline eval pin`): never lower, always with the corpus."""

import json
import re

import pytest
from click.testing import CliRunner

from storyline.cli import cli
from storyline.evaluation import floors
from storyline.evaluation.gates import Figure, Gate, Measurement


def gate_of(values: dict, checks=()) -> Gate:
    def measure(_bench, _nlp):
        return Measurement([Figure(k, k, v) for k, v in values.items()] + [Figure("n", "count", 7, gated=False, unit="n")],
                           list(checks), "3 items")

    return Gate("toy", "toy stage", "newsquant", "reported", "toy split", (), measure, margin=0.01, nlp=False)


def pin(values, tmp_path, corpus="c1", checks=(), new_corpus=False):
    g = gate_of(values, checks)
    return floors.pin(g, corpus, g.measure(None, None), tmp_path, new_corpus)


def test_first_pin_writes_measured_minus_margin_rounded_down(tmp_path):
    content, changes = pin({"f1": 0.93456, "recall": 0.5}, tmp_path)
    on_disk = json.loads((tmp_path / "toy.json").read_text())
    assert on_disk == content
    assert content["floors"] == {"f1": 0.9245, "recall": 0.49}  # the ungated count has no floor
    assert content["corpus"] == "c1" and content["measured"]["f1"] == 0.93456 and len(changes) == 2


def test_a_pin_that_would_lower_a_floor_is_refused_and_writes_nothing(tmp_path):
    pin({"f1": 0.9, "recall": 0.5}, tmp_path)
    before = (tmp_path / "toy.json").read_text()
    with pytest.raises(floors.PinRefused, match=r"would lower floors: f1 0\.88 < 0\.89"):
        pin({"f1": 0.89, "recall": 0.7}, tmp_path)
    assert (tmp_path / "toy.json").read_text() == before
    with pytest.raises(floors.PinRefused, match="recall no longer measured"):
        pin({"f1": 0.95}, tmp_path)
    content, changes = pin({"f1": 0.95, "recall": 0.5}, tmp_path)  # up, and equal: fine
    assert content["floors"] == {"f1": 0.94, "recall": 0.49} and changes == ["f1: 0.89 -> 0.94"]


def test_another_corpus_needs_new_corpus_and_a_failing_check_is_never_pinned(tmp_path):
    pin({"f1": 0.9}, tmp_path)
    with pytest.raises(floors.PinRefused, match="pinned on corpus c1, this is c2"):
        pin({"f1": 0.5}, tmp_path, corpus="c2")
    content, _ = pin({"f1": 0.5}, tmp_path, corpus="c2", new_corpus=True)
    assert content["corpus"] == "c2" and content["floors"] == {"f1": 0.49}
    with pytest.raises(floors.PinRefused, match="a check fails: beats the peer"):
        pin({"f1": 0.99}, tmp_path, corpus="c2", checks=[("beats the peer", False)])


def test_check_names_every_failure(tmp_path):
    g = gate_of({"f1": 0.9, "recall": 0.5})
    pinned = floors.pin(g, "c1", g.measure(None, None), tmp_path)[0]
    assert floors.check(g, "c1", g.measure(None, None), pinned) == []
    worse = gate_of({"f1": 0.8}, [("beats the peer", False)])
    fails = floors.check(worse, "c9", worse.measure(None, None), pinned)
    assert any("pinned on corpus c1, the corpus is now c9" in f for f in fails)
    assert "toy: f1 0.8000 is below its floor 0.89" in fails
    assert any("'recall' is no longer measured" in f for f in fails)
    assert "toy: check failed: beats the peer" in fails
    assert floors.check(g, "c1", g.measure(None, None), None) == ["toy: no floors pinned (storyline eval pin toy)"]


@pytest.mark.slow
def test_eval_pin_command_refuses_to_lower_a_real_gate(bench_dir, tmp_path):
    """`storyline eval pin snippets`: a floor above today's figure stays, the command exits 1."""
    (tmp_path / "snippets.json").write_text(json.dumps({"corpus": "x", "floors": {}}))
    run = CliRunner().invoke(cli, ["eval", "pin", "snippets", "--floors", str(tmp_path), "--bench", str(bench_dir)])
    assert run.exit_code == 1 and "pass --new-corpus" in run.output
    run = CliRunner().invoke(cli, ["eval", "pin", "snippets", "--new-corpus", "--floors", str(tmp_path),
                                   "--bench", str(bench_dir)])
    assert run.exit_code == 0, run.output
    pinned = json.loads((tmp_path / "snippets.json").read_text())
    assert set(pinned["floors"]) == {"kept", "truncated_kept"} and pinned["part"] == "develop"
    pinned["floors"]["kept"] = 1.5  # above anything measurable
    (tmp_path / "snippets.json").write_text(json.dumps(pinned))
    run = CliRunner().invoke(cli, ["eval", "pin", "snippets", "--floors", str(tmp_path), "--bench", str(bench_dir)])
    assert run.exit_code == 1 and "would lower floors: kept" in run.output
    assert json.loads((tmp_path / "snippets.json").read_text())["floors"]["kept"] == 1.5
    # `storyline eval all` fails on the same floor, naming the figure
    run = CliRunner().invoke(cli, ["eval", "all", "--gate", "snippets", "--floors", str(tmp_path), "--bench", str(bench_dir)])
    assert run.exit_code == 1 and re.search(r"snippets: kept [01]\.\d{4} is below its floor 1\.5", run.output)
    assert re.search(r"\| paragraphs of already-extracted text kept whole \| \*\*[\d.]+ %\*\* \| 150\.0 % \|", run.output)
