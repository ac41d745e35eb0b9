"""End to end: folders of articles → stories → cross-checked briefs, through the public API.

Two inputs: a small hand-written story (tests/data/ice: a wire story, a reprint of it, an
outlet relaying Axios, an outlet with a different quota figure and a denial, plus an
unrelated earthquake) whose every expected finding is known; and real articles from
../shared/benchmarks (ECB+ dev topics with two events each, AllSides three-outlet stories; no
reported split: storyline.evaluation.splits).
"""

import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import jsonschema
import pytest

import storyline
from storyline.evaluation.splits import ecb_topics
from storyline.faithful import check_brief
from tests.helpers import load_script

DATA = Path(__file__).parent / "data"
SCHEMA = json.loads((Path(storyline.__file__).parent / "schema" / "brief.schema.json").read_text())


def run(paths, tmp_path):
    errors = []
    with storyline.Store(tmp_path / "e2e.db") as store:
        report = storyline.ingest(store, paths, on_error=lambda p, r: errors.append((p, r)))
        result = storyline.briefs(store)
        texts = {a.id: a.text for a in store.articles()}
    return result, texts, report, errors


def numbers(text):
    return {float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)}


@pytest.fixture(scope="module")
def ice(tmp_path_factory):
    return run([DATA / "ice"], tmp_path_factory.mktemp("ice"))


def test_contract_schema_and_faithfulness(ice):
    result, texts, report, errors = ice
    assert errors == []
    jsonschema.validate(result, SCHEMA)
    for story in result["stories"]:
        assert check_brief(story, texts) == []
        for fact in story["facts"]:
            for ev in fact["evidence"]:
                assert texts[ev["article"]][ev["start"]:ev["end"]] == ev["sentence"]


def test_grouping_and_copies(ice):
    result, *_ = ice
    groups = sorted(sorted(a["id"] for a in s["articles"]) for s in result["stories"])
    assert groups == [["border-herald", "capitol-wire", "reprint-local", "wire-ap"], ["quake"]]
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    arts = {a["id"]: a for a in story["articles"]}
    assert arts["reprint-local"]["copy_of"] == "wire-ap"
    assert arts["wire-ap"]["copy_of"] is None
    assert any("Axios" in r for r in arts["capitol-wire"]["relays"])
    assert arts["capitol-wire"]["source"] == "Capitol Wire"


def test_furniture_removed_with_reasons(ice):
    result, texts, *_ = ice
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    removed = {a["id"]: a["removed"] for a in story["articles"]}
    cw = " ".join(r["text"] for r in removed["capitol-wire"])
    for junk in ("Español", "AP Photo/Erin Hooley", "TRUMP SIGNS NEW BORDER ORDER", "CLICK HERE TO GET"):
        assert junk in cw
        assert junk not in texts["capitol-wire"]
    assert "JUST IN" not in texts["border-herald"]
    assert "SUBSCRIBE TO THE LEDGER" not in texts["reprint-local"]
    assert all(r["why"] for rs in removed.values() for r in rs)
    # report sentences survive verbatim
    assert "Miller has since tripled it." in texts["capitol-wire"]
    assert "Genalo did not respond to a request for comment." in texts["border-herald"]


def test_support_counts_independent_outlets(ice):
    result, *_ = ice
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    for fact in story["facts"]:
        arts = set(fact["articles"])
        if arts == {"wire-ap", "reprint-local"}:
            assert fact["support"] == 1 and fact["status"] != "corroborated"
        assert fact["support"] <= len(arts)
    # the push-out of Genalo is told by AP (twice, one outlet), Axios via Capitol Wire, and Border Herald
    moves = [f for f in story["facts"] if "Genalo" in f["text"] and f["kind"] in ("event", "role")]
    assert moves and max(f["support"] for f in moves) >= 2


def test_quota_conflict_but_not_average_vs_target(ice):
    result, *_ = ice
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    value_conflicts = [c for c in story["conflicts"] if c["kind"] == "value"]
    assert any({1000.0, 1800.0} <= set().union(*(numbers(cl["value"]) for cl in c["claims"]))
               for c in value_conflicts), value_conflicts
    for c in value_conflicts:  # the 3,000 target never conflicts with the 1,000 average
        vals = set().union(*(numbers(cl["value"]) for cl in c["claims"]))
        assert not {3000.0, 1000.0} <= vals or 1800.0 in vals


def test_denial_makes_a_fact_contested(ice):
    result, *_ = ice
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    assert any(c["kind"] == "denial" for c in story["conflicts"])
    assert any(f["status"] == "contested" for f in story["facts"])


def test_people_roles_moves_quantities_quotes(ice):
    result, *_ = ice
    story = next(s for s in result["stories"] if len(s["articles"]) == 4)
    people = {p["name"]: p for p in story["people"]}
    assert "Kenneth Genalo" in people
    assert "Genalo" in people["Kenneth Genalo"]["aliases"] or "Genalo" not in people
    assert any(r["change"] == "outgoing" for r in people["Kenneth Genalo"]["roles"])
    assert any(r["change"] == "incoming" and r["replaces"] == "Kenneth Genalo"
               for r in people["Marcos Charles"]["roles"])
    assert any(r["title"].lower().endswith("secretary") for r in people["Kristi Noem"]["roles"])
    assert any(q["value"] == 3000 and q["per"] == "day" for q in story["quantities"])
    assert any(q["speaker"] == "Kristi Noem" and q["text"].startswith("We are going to keep pushing")
               for q in story["quotes"])
    assert any(t["date"] == "2025-05-22" for t in story["timeline"])  # "Thursday" before May 23
    assert any(t["label"] == "2025-05" and t["when"] == "the end of the month" for t in story["timeline"])
    said = {q["speaker"] for q in story["quotes"]}
    assert "the people" not in said  # "the people said" = "two people familiar with the decision"
    assert any(s.startswith("people") for s in said)
    assert any(r["org"] == "Enforcement and Removal Operations" for r in people["Kenneth Genalo"]["roles"])
    assert any(q["change"] == "triple" and q["counted"] == "quota" for q in story["quantities"])
    assert story["summary"] and all(s["articles"] for s in story["summary"])


def test_single_source_story(ice):
    result, *_ = ice
    quake = next(s for s in result["stories"] if len(s["articles"]) == 1)
    assert quake["facts"] and all(f["status"] == "single-source" and f["support"] == 1 for f in quake["facts"])
    assert any(q["value"] == 12 for q in quake["quantities"])


def test_reingest_adds_nothing(tmp_path):
    with storyline.Store(tmp_path / "s.db") as store:
        first = storyline.ingest(store, [DATA / "ice"])
        before = storyline.briefs(store)
        again = storyline.ingest(store, [DATA / "ice"])
        assert (first.added, again.added, again.unchanged) == (5, 0, 5)
        assert store.count_articles() == 5
        assert storyline.briefs(store) == before


# --- real articles ---------------------------------------------------------------------------

E2E_TOPICS = sorted(ecb_topics("dev"))[:3]  # 2, 5, 12: Oscar hosts, a coach fired, a navy foils pirates


@pytest.fixture(scope="module")
def real(bench_dir, tmp_path_factory):
    sample_data = load_script("sample_data")
    neus_articles, write_ecbplus = sample_data.neus_articles, sample_data.write_ecbplus

    folder = tmp_path_factory.mktemp("real")
    rows = neus_articles(bench_dir, 6)
    (folder / "neus.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    write_ecbplus(bench_dir, folder / "ecbplus", E2E_TOPICS)
    return run([folder], tmp_path_factory.mktemp("realdb")), rows


def gold_of(article_id: str) -> str:
    if article_id.startswith("neus"):
        return article_id.rsplit("-", 1)[0]
    topic, rest = article_id.split("_", 1)
    return topic + ("ecbplus" if "ecbplus" in rest else "ecb")


def test_real_articles_group_by_event(real):
    (result, texts, report, errors), rows = real
    assert errors == []
    jsonschema.validate(result, SCHEMA)
    assigned = {a["id"]: s["id"] for s in result["stories"] for a in s["articles"]}
    assert set(assigned) == set(texts)
    # B-cubed over the gold events (ECB+ sub-topics, AllSides stories)
    gold = {a: gold_of(a) for a in assigned}
    by_pred, by_gold = defaultdict(set), defaultdict(set)
    for a in assigned:
        by_pred[assigned[a]].add(a)
        by_gold[gold[a]].add(a)
    p = sum(len(by_pred[assigned[a]] & by_gold[gold[a]]) / len(by_pred[assigned[a]]) for a in assigned) / len(assigned)
    r = sum(len(by_pred[assigned[a]] & by_gold[gold[a]]) / len(by_gold[gold[a]]) for a in assigned) / len(assigned)
    f1 = 2 * p * r / (p + r)
    # measured P 0.967, R 0.895, F1 0.930 on ECB+ dev topics 2, 5, 12 and 6 AllSides stories (92
    # articles, 16 stories for 12 gold events; the same with PYTHONHASHSEED 1 and 7): two AllSides
    # stories share one story; ECB+ 12ecb, 2ecbplus, 5ecbplus and one AllSides story come apart. The
    # ECB+ gate (tests/test_eval_gates.py) is the quality measure, this guards the pipeline's use of it.
    # Measured by `pytest -s tests/test_e2e.py -k group_by_event` (the print below).
    print(f"e2e B-cubed on ECB+ topics {E2E_TOPICS} + AllSides: P {p:.3f} R {r:.3f} F1 {f1:.3f}")
    assert p >= 0.92 and r >= 0.85 and f1 >= 0.88, (p, r, f1)
    # events of different kinds (different ECB+ topics, AllSides vs ECB+) never share a story
    for story in result["stories"]:
        topics = {gold[a["id"]].rstrip("ecbplus") if not a["id"].startswith("neus") else "allsides"
                  for a in story["articles"]}
        assert len(topics) == 1, story["id"]


def test_real_briefs_are_faithful(real):
    (result, texts, *_), rows = real
    for story in result["stories"]:
        assert check_brief(story, texts) == []
    multi = [s for s in result["stories"] if len({a["source"] for a in s["articles"]}) >= 2]
    assert multi, "some story gathers several outlets"
    assert any(f["status"] == "corroborated" for s in multi for f in s["facts"])
