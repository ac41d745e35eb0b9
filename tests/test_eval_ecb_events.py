"""ECB+ cross-document event alignment: the gold reader and the pair scorer (the gate: tests/test_eval_gates.py)."""

from __future__ import annotations

import pytest

from storyline.evaluation import ecb_events as ev

# a hand-written CAT document: two sentences, an event in each, one in a cross-document chain
XML = b"""<Document doc_name="99_1ecb.xml">
<token t_id="1" sentence="0" number="0">Rebels</token>
<token t_id="2" sentence="0" number="1">seized</token>
<token t_id="3" sentence="0" number="2">the</token>
<token t_id="4" sentence="0" number="3">town</token>
<token t_id="5" sentence="0" number="4">-LRB-</token>
<token t_id="6" sentence="0" number="5">Goma</token>
<token t_id="7" sentence="0" number="6">-RRB-</token>
<token t_id="8" sentence="0" number="7">.</token>
<token t_id="9" sentence="1" number="0">``</token>
<token t_id="10" sentence="1" number="1">We</token>
<token t_id="11" sentence="1" number="2">fled</token>
<token t_id="12" sentence="1" number="3">''</token>
<token t_id="13" sentence="1" number="4">,</token>
<token t_id="14" sentence="1" number="5">she</token>
<token t_id="15" sentence="1" number="6">said</token>
<token t_id="16" sentence="1" number="7">.</token>
<Markables>
<ACTION_OCCURRENCE m_id="1"><token_anchor t_id="2"/></ACTION_OCCURRENCE>
<ACTION_OCCURRENCE m_id="2"><token_anchor t_id="11"/></ACTION_OCCURRENCE>
<ACTION_REPORTING m_id="3"><token_anchor t_id="15"/></ACTION_REPORTING>
<LOC_GEO m_id="4"><token_anchor t_id="6"/></LOC_GEO>
<ACTION_OCCURRENCE m_id="9" TAG_DESCRIPTOR="t99_seize" instance_id="ACT1"/>
</Markables>
<Relations>
<CROSS_DOC_COREF r_id="1" note="ACT1"><source m_id="1"/><target m_id="9"/></CROSS_DOC_COREF>
<CROSS_DOC_COREF r_id="2" note="ACT2"><source m_id="2"/><target m_id="9"/></CROSS_DOC_COREF>
<CROSS_DOC_COREF r_id="3" note="LOC1"><source m_id="4"/><target m_id="9"/></CROSS_DOC_COREF>
</Relations>
</Document>"""


def test_gold_mentions_offsets_chains_and_checked_sentences():
    text, mentions = ev.gold_mentions("ECB+/99/99_1ecb.xml", XML, None)
    assert text == 'Rebels seized the town (Goma).\n\n"We fled", she said.'
    by_id = {m.m_id: m for m in mentions}
    assert set(by_id) == {"1", "2"}  # events in a chain; not the location, not the unlinked "said"
    for m in mentions:
        assert text[m.start:m.end] == m.trigger
    assert (by_id["1"].trigger, by_id["1"].chain, by_id["1"].sentence) == ("seized", "ACT1", 0)
    assert (by_id["2"].trigger, by_id["2"].sentence) == ("fled", 1)
    _, only_first = ev.gold_mentions("ECB+/99/99_1ecb.xml", XML, {("99_1ecb", 0)})
    assert [m.m_id for m in only_first] == ["1"]


def test_raw_offsets_move_into_the_cleaned_text():
    raw = "Headline line\n\nFirst sentence here.\n\nSecond one."
    cleaned = "First sentence here.\n\nSecond one."
    lines = ev._line_map(raw, cleaned)
    start = raw.index("Second")
    at = ev._to_clean(lines, start, start + 6)
    assert cleaned[at[0]:at[1]] == "Second"
    assert ev._to_clean(lines, 0, 8) is None  # the headline was dropped


def m(doc, mid, chain):
    return ev.GoldMention(doc, mid, chain, 0, 0, 1, "x")


def test_pair_scores_count_cross_document_pairs_only():
    ms = [m("d1", "1", "A"), m("d1", "2", "A"), m("d2", "3", "A"), m("d2", "4", "B"), m("d3", "5", "B")]
    pred = {"1": 1, "2": 1, "3": 1, "4": 2, "5": 3}  # a predicted group per mention
    c = ev.score_pairs(ms, lambda a, b: pred[a.m_id] == pred[b.m_id], lambda x: x.m_id != "5")
    # gold cross-doc pairs: (1,3) (2,3) (4,5); ours: (1,3) (2,3); the same-document pair (1,2) is not counted
    assert (c.gold, c.pred, c.tp) == (3, 2, 2)
    row = c.row("x", "test")
    assert row["precision"] == 1.0 and row["recall"] == pytest.approx(0.6667, abs=1e-4)
    assert row["coverage"] == 0.8


DEV_TOPICS = frozenset({2, 5})  # two dev topics (storyline.evaluation.splits): tests read no reported split


@pytest.fixture(scope="module")
def result(bench_dir, nlp):
    from storyline.evaluation.splits import ecb_topics

    assert DEV_TOPICS <= ecb_topics("dev")
    subs = ev.prepare_topics(bench_dir, DEV_TOPICS, nlp)
    return subs, ev.evaluate(subs, "dev")


@pytest.mark.slow
def test_mentions_point_at_their_trigger_in_the_cleaned_text(result):
    subs, _ = result
    located = [(s, m, a, b) for s in subs for m, a, b in s.mentions if a is not None]
    assert len(located) > 100
    for sub, mention, start, end in located:
        assert sub.articles[mention.doc].text[start:end] == mention.trigger


@pytest.mark.slow
def test_every_method_is_scored_on_the_same_mentions(result):
    _, res = result
    rows = {r["method"].split(" >=")[0]: r for r in res["rows"]}
    ours = rows["storyline: same Fact"]
    assert res["stories"] == 2 * len(DEV_TOPICS) and res["split"] == "dev"
    assert rows["peer: all in one"]["recall"] == 1.0
    assert rows["peer: same trigger lemma"]["mentions"] == ours["mentions"]
    assert rows["storyline: same Fact and trigger"]["mentions"] == ours["mentions"]
    assert "| storyline: same Fact |" in ev.format_table(res)


@pytest.mark.slow
def test_evaluate_brief_combines_summary_and_event_figures(bench_dir, nlp):
    from storyline.evaluation.brief import evaluate_brief

    res = evaluate_brief(bench_dir, "dev", summary_limit=3, ecb_topics=frozenset({5}), nlp=nlp)
    assert res["summary"]["stories"] == 3 and res["summary"]["split"] == "val"
    assert res["ecb_events"]["stories"] == 2 and res["ecb_events"]["split"] == "dev"
    head = res["headline"]
    assert 0 < head["summary_rouge1"] <= 100 and head["summary_unfaithful"] == 0
    assert 0 <= head["events_same_fact_recall"] <= 1 and head["events_coverage"] > 0.5
    assert "### Summary (NeuS/AllSides)" in res["markdown"] and "| storyline: same Fact |" in res["markdown"]
    with pytest.raises(ValueError):
        evaluate_brief(bench_dir, "train")
