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


def test_facts_shown_are_those_the_default_markdown_brief_prints():
    arts = [{"id": a, "source": o, "title": "t"} for a, o in (("a", "CNN"), ("b", "Fox News"), ("c", "AP"))]

    def fact(fid, status, text, support, articles):
        return {"id": fid, "text": text, "kind": "event", "status": status, "support": support, "articles": articles}

    story = {"id": "s1", "title": "t", "articles": arts, "summary": [], "facts": [
        fact("f1", "corroborated", "The bridge closed on Monday.", 3, ["a", "b", "c"]),
        fact("f2", "corroborated", "Repairs cost $40 million.", 2, ["a", "b"]),
        fact("f3", "corroborated", "The bridge closed on Monday.", 2, ["a", "c"]),  # same sentence: one row
        fact("f4", "conflicting", "It was built in 1931.", 1, ["a"]),
        fact("f5", "conflicting", "It was built in 1932.", 1, ["b"]),
        fact("f6", "contested", "The mayor ordered it.", 2, ["a", "c"]),
        fact("f7", "single-source", "Shops fear the closure.", 1, ["c"])],
        "conflicts": [{"about": "year built", "kind": "value", "claims": [
            {"value": "1931", "text": "It was built in 1931.", "articles": ["a"], "fact": "f4"},
            {"value": "1932", "text": "It was built in 1932.", "articles": ["b"], "fact": "f5"}]}]}
    assert crosscheck.shown_fact_rows(story) == 5  # f4 f5 in the conflict, f6 contested, f1 (f3) and f2
    story["conflicts"], story["facts"] = [], [f for f in story["facts"] if f["id"] in ("f1", "f7")]
    assert crosscheck.shown_fact_rows(story) == 1  # a single-source fact is only counted


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


def test_corroborations_are_scored_against_the_judgments_by_signature():
    from storyline.evaluation.support_judged import score_support, signature, support_pairs

    ev = lambda a, s: {"article": a, "sentence": s}  # noqa: E731
    story = {"facts": [
        {"claim": "the bridge closed on Monday", "support": 3, "kind": "event",
         "evidence": [ev("basil-x-nyt", "The bridge closed on Monday."), ev("basil-x-fox", "On Monday the bridge shut."),
                      ev("basil-x-hpo", "Repairs will cost $40 million.")]},
        {"claim": "the mayor resigned", "support": 1, "kind": "event", "evidence": [ev("basil-x-fox", "The mayor resigned.")]},
        {"claim": "crews worked  all night", "support": 2, "kind": "event",  # a second sentence of the same outlet
         "evidence": [ev("basil-x-nyt", "Crews worked all night."), ev("basil-x-nyt", "They worked all night.")]}]}
    pairs = support_pairs("x", story)
    assert [(p["outlet"], p["sentence"]) for p in pairs] == [("fox", "On Monday the bridge shut."),
                                                              ("hpo", "Repairs will cost $40 million.")]
    judged = {"x": {signature("the bridge  closed on Monday", "fox", "On Monday the bridge shut."): {"verdict": "same"}}}
    s = score_support(pairs, judged)
    assert (s["judged"], s["same"], s["related"], len(s["unjudged"])) == (1, 1, 0, 1)
    judged["x"][signature("the bridge closed on Monday", "hpo", "Repairs will cost $40 million.")] = {"verdict": "related"}
    s = score_support(pairs, judged)
    assert (s["judged"], s["same"], s["related"], s["unjudged"]) == (2, 1, 1, [])


def test_crosscheck_scores_only_the_events_asked_and_none_outside_its_split(bench_dir, tmp_path):
    """``only`` (the leave-one-event-out trainer's way in) scores just those events of the split, and
    refuses an event that is not in the split rather than scoring it."""
    dev = splits.basil_events("develop")
    result = crosscheck.run_crosscheck(bench_dir, "dev", out_dir=tmp_path / "one", only=[dev[0]])
    assert result["events"] == [dev[0]] and result["measures"]["grouping"][1] == 1
    assert [p.name for p in (tmp_path / "one").glob("ev_*")] == [f"ev_{dev[0]}"]
    with pytest.raises(ValueError, match="not in the dev split"):
        crosscheck.run_crosscheck(bench_dir, "dev", only=["not-an-event"])


@pytest.mark.slow
def test_an_outlet_telling_a_fact_twice_gives_one_fact(bench_dir, tmp_path):
    """A development event where one outlet tells the refusal to testify twice (two sentences) and another
    once: the clustering keeps one claim per article, so the second telling was a fact of its own and no
    fact carried both outlets' tellings the gold names; the retelling is now evidence of the fact it tells
    again (judge.retellings). The gold fact is picked by its annotation, its fragments read from the gold."""
    ev = "84678e18"
    assert ev in splits.basil_events("develop")
    crosscheck.run_crosscheck(bench_dir, "dev", out_dir=tmp_path, only=[ev])
    norm = crosscheck.load_scorer(bench_dir).norm
    gold = json.loads((bench_dir / "basil-crosscheck" / "gold.json").read_text(encoding="utf8"))["events"][ev]
    story = json.loads((tmp_path / f"ev_{ev}" / "out.json").read_text())["stories"][0]
    outlet = {a["id"]: a["id"].rsplit("-", 1)[1] for a in story["articles"]}
    # the refusal told twice by one outlet; her words quoted by both and told again in reported speech by one
    # ("she had done nothing wrong": a negation without "not")
    for annotation in ("declined to testify", "done nothing wrong"):
        fact = next(f for f in gold["corroborated"] if annotation in f["fact"])

        def covers(f, o):
            return any(outlet[e["article"]] == o and norm(fact["fragments"][o]) in norm(e["sentence"])
                       for e in f["evidence"])

        assert any(all(covers(f, o) for o in fact["fragments"]) for f in story["facts"]), annotation
