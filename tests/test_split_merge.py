"""An editor's split and merge: recorded in the store, applied at once, kept by later regrouping
(a new ingest), shown with the story; bad requests get one clear message."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from storyline import ingest
from storyline.cli import cli
from storyline.edits import EditError, apply_edits, merge, split, story_edits
from storyline.store import Store

BRIDGE = [
    ("Harbour Herald", "The harbour bridge reopened on Tuesday after six weeks of repairs to its steel deck, the "
                       "city transport office said, and traffic returned to all four lanes by the evening."),
    ("Daily Courier", "Traffic returned to the harbour bridge on Tuesday after six weeks of repairs to the steel "
                      "deck, the city transport office said, with all four lanes open by the evening."),
    ("Evening Post", "The city transport office reopened the harbour bridge on Tuesday, ending six weeks of "
                     "repairs to the steel deck; all four lanes carried traffic again by the evening."),
]
STRIKE = [
    ("Port Times", "Crane operators at the container port ended a three-day strike on Wednesday after the "
                   "union accepted a new contract that raises wages by four percent over two years."),
    ("Wire Daily", "A three-day strike by crane operators at the container port ended on Wednesday when the "
                   "union accepted a contract raising wages by four percent over two years."),
]


def write(folder: Path, name: str, outlet: str, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.txt").write_text(f"Title: {text[:40]}\nSource: {outlet}\nDate: 2024-03-05\n\n{text}\n",
                                        encoding="utf-8")


def story_of(store: Store) -> dict[str, str]:
    return {a: store.resolve_story(s) for a, s in store.assignments().items()}


@pytest.fixture()
def store(tmp_path, nlp):
    for i, (o, t) in enumerate(BRIDGE):
        write(tmp_path / "in", f"bridge{i}", o, t)
    for i, (o, t) in enumerate(STRIKE):
        write(tmp_path / "in", f"strike{i}", o, t)
    st = Store(tmp_path / "s.db")
    ingest(st, [tmp_path / "in"], nlp=nlp)
    yield st
    st.close()


def test_split_is_kept_by_a_later_ingest(store, tmp_path, nlp):
    before = story_of(store)
    assert before["bridge0"] == before["bridge1"] == before["bridge2"] != before["strike0"]
    done = split(store, before["bridge0"], ["bridge2"])
    after = story_of(store)
    assert after["bridge2"] == done["new"] != after["bridge0"] == after["bridge1"] == done["story"]
    assert store.brief(done["new"])["articles"][0]["id"] == "bridge2"
    assert [a["id"] for a in store.brief(done["story"])["articles"]] == ["bridge0", "bridge1"]
    # a new article and a regroup: the editor's decision holds
    write(tmp_path / "in2", "bridge3", "Morning Star", BRIDGE[2][1].replace("Tuesday", "Tuesday morning"))
    ingest(store, [tmp_path / "in2"], nlp=nlp)
    later = story_of(store)
    assert later["bridge2"] != later["bridge0"] == later["bridge1"]
    edits = store.edits()
    assert [e["kind"] for e in edits] == ["split"] and edits[0]["data"]["articles"] == ["bridge2"]
    shown = story_edits(edits, ["bridge2"])
    assert shown[0]["what"] == f"1 article split off from story {before['bridge0']}"


def test_merge_is_kept_by_a_later_ingest(store, tmp_path, nlp):
    before = story_of(store)
    done = merge(store, before["bridge0"], before["strike0"])
    after = story_of(store)
    assert len(set(after.values())) == 1 and done["articles"] == 5
    assert done["story"] == min(before["bridge0"], before["strike0"], key=lambda s: int(s[1:]))
    assert store.resolve_story(done["merged"]) == done["story"]  # the other id points to it
    write(tmp_path / "in2", "strike2", "Harbour Herald", STRIKE[1][1].replace("Wednesday", "Wednesday night"))
    ingest(store, [tmp_path / "in2"], nlp=nlp)
    assert len(set(story_of(store).values())) == 1
    assert len(store.brief(done["story"])["articles"]) == 6


def test_bad_edits_say_why(store):
    sid = story_of(store)["bridge0"]
    with pytest.raises(EditError, match="no story 's99'"):
        split(store, "s99", ["bridge0"])
    with pytest.raises(EditError, match="not in story"):
        split(store, sid, ["strike0"])
    with pytest.raises(EditError, match="both sides"):
        split(store, sid, ["bridge0", "bridge1", "bridge2"])
    with pytest.raises(EditError, match="one story already"):
        merge(store, sid, sid)
    assert store.edits() == []


def test_cli_split_and_merge(store):
    db = store.path
    sid = story_of(store)["bridge0"]
    runner = CliRunner()
    out = runner.invoke(cli, ["split", db, sid, "bridge1"])
    assert out.exit_code == 0, out.output
    assert out.output.startswith(f"1 articles split off {sid} into s")
    new = story_of(store)["bridge1"]
    out = runner.invoke(cli, ["merge", db, sid, new])
    assert out.exit_code == 0 and out.output.strip() == f"{new} merged into {sid} (3 articles)"
    bad = runner.invoke(cli, ["split", db, sid, "nope"])
    assert bad.exit_code == 1 and "not in story" in bad.output and "Traceback" not in bad.output


def test_apply_edits_in_order_and_copies_follow_their_original():
    grouping = {"a": "s1", "b": "s1", "c": "s1", "c2": "s1", "d": "s2"}
    roots = {"a": "a", "b": "b", "c": "c", "c2": "c", "d": "d"}
    edits = [{"seq": 1, "kind": "split", "data": {"story": "s1", "articles": ["c"], "rest": ["a", "b"]}},
             {"seq": 2, "kind": "merge", "data": {"stories": ["s1", "s2"], "articles": ["c", "d"]}}]
    once = apply_edits(grouping, edits[:1], roots)
    assert once["c"] == once["c2"] != once["a"] == once["b"]
    both = apply_edits(grouping, edits, roots)
    assert both["c"] == both["d"] == both["c2"] != both["a"]
