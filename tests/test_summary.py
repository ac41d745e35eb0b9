"""The story summary (storyline.summary): the learned scorer, lead bias, no repeats, citations, the NeuS gate."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from storyline.align import align
from storyline.judge import judge
from storyline.evaluation.neus_text import body as training_body
from storyline.evaluation.train_summary import crawl_training_stories
from storyline.summary import (
    WORD_FEATURES, _sentences, can_stand_alone, consensus_weights, expected_counts, expected_f, load_model, predict,
    predict_rows,
    summarize, word_table,
)
from tests.helpers.stories import A, bundle, quota_story


def run(b, limit=3, title=""):
    al = align(b)
    return summarize(al, limit, judge(al), title=title)


def bridge_story():
    """Three outlets on one bridge closure: three leads, then details told once or twice."""
    b1 = A("b1", "Reuters", "The city council voted on Monday to close the old river bridge to all traffic. "
           "The bridge, built in 1931, failed a safety inspection last month. "
           "Repairs would cost about 40 million dollars, engineers said. "
           "Commuters will have to use the ring road instead.")
    b2 = A("b2", "AP", "Officials shut the crumbling Elm Street crossing after councillors backed the plan. "
           "The span failed a safety inspection in October, inspectors found. "
           "A replacement could take five years to build.")
    b3 = A("b3", "BBC", "Drivers lost their shortest route into town when the council closed the old bridge. "
           "Engineers put the cost of repairs at about 40 million dollars. "
           "Local shops fear losing customers during the closure.")
    return bundle(b1, b2, b3, title="Bridge closed")


def leads_of(b) -> set[str]:
    return {b.articles[a].text[f.sentences[0].start:f.sentences[0].end] for a, f in b.findings.items()}


def test_single_article_summary_is_its_lead():
    a = A("x1", "Reuters", "The museum reopened on Friday after a two-year renovation of its main hall. "
          "Visitors queued for hours in the rain to see the restored ceiling. "
          "The works cost far more than planned, the director admitted.")
    summary = run(bundle(a), limit=1)
    assert [s["sentence"] for s in summary] == [a.text[:a.sentences[0].end]]


def test_summary_opens_with_leads_but_not_only_leads():
    b = bridge_story()
    summary = run(b, limit=3)
    sents = [s["sentence"] for s in summary]
    assert len(sents) == 3
    leads = leads_of(b)
    assert sents[0] in leads  # reading order: a lead opens the summary
    assert 1 <= sum(s in leads for s in sents) <= 2  # a third lead would mostly retell the first two
    # the detail two outlets share (the repair cost, said by Reuters and the BBC) makes it in
    cost = next(s for s in summary if "40 million dollars" in s["sentence"])
    assert cost["support"] == 2 and set(cost["outlets"]) == {"Reuters", "BBC"}


def test_lead_share_grows_with_the_limit():
    b = bridge_story()
    leads = leads_of(b)
    assert sum(s["sentence"] in leads for s in run(b, limit=1)) == 1  # one sentence: the best lead
    assert sum(s["sentence"] in leads for s in run(b, limit=5)) <= 3


def test_no_near_repeats():
    """Two outlets tell the same detail almost word for word: the summary says it once, citing both."""
    c1 = A("c1", "Reuters", "Heavy rain flooded the northern valley on Tuesday, cutting off three villages. "
           "Rescue teams evacuated more than 200 residents by boat overnight.")
    c2 = A("c2", "AP", "Rivers burst their banks across the north after a week of storms. "
           "Rescue teams evacuated more than 200 residents by boat on Tuesday night.")
    c3 = A("c3", "BBC", "Three villages in the northern valley were cut off by floodwater. "
           "Rescuers took over 200 residents to safety in boats overnight, officials said.")
    summary = run(bundle(c1, c2, c3), limit=5)
    sents = [s["sentence"] for s in summary]
    rescue = [s for s in summary if s["sentence"].startswith("Rescue teams")]
    assert len(rescue) == 1
    other = "c2" if rescue[0]["articles"] == ["c1"] else "c1"
    assert other in rescue[0]["also_in"]  # the near-copy is cited as saying it too
    assert rescue[0]["support"] >= 2
    assert len(sents) == len(set(sents))


def test_citations_are_verbatim_and_complete():
    b = bridge_story()
    for entry in run(b, limit=5):
        holders = [a for a, art in b.articles.items() if entry["sentence"] in art.text]
        assert entry["articles"] == holders  # every article holding it verbatim, and only those
        assert not set(entry["also_in"]) & set(entry["articles"])


def test_conflict_sides_and_numbers_told_once():
    """Quota 1,000 (Reuters) vs 1,800 (AP, Guardian): Reuters' similar sentence does not support
    the 1,800 one, and the two 1,800 leads are one fact told twice, so only one is taken."""
    summary = run(quota_story(), limit=5)
    eighteen = [s for s in summary if "1,800" in s["sentence"]]
    assert len(eighteen) == 1
    assert eighteen[0]["outlets"] == ["AP", "The Guardian"] and eighteen[0]["support"] == 2


def test_consensus_weights_count_other_outlets():
    d1 = A("d1", "Reuters", "Storm floods coastal town harbour.")
    d2 = A("d2", "AP", "Storm floods coastal town again.")
    d3 = A("d3", "BBC", "Storm hits harbour hard.")
    weights = consensus_weights(_sentences(align(bundle(d1, d2, d3))))
    assert weights["storm"] == 1.0  # all three outlets
    assert weights["harbour"] == 0.5 and weights["town"] == 0.5  # two of three
    assert "hard" not in weights and "again" not in weights  # one outlet's own word
    assert consensus_weights(_sentences(align(bundle(d1)))) == {}


@pytest.mark.parametrize("sentence, ok", [
    ("The council voted on Monday to close the bridge to traffic.", True),
    ("\u201cWe had no choice,\u201d the mayor said after the council voted.", True),
    ("Short one.", False),
    ("and that was the end of the long meeting on the bridge.", False),
    ("CLICK HERE TO GET THE APP FOR ALL THE LATEST NEWS.", False),
    ("The council voted on Monday to close the bridge to traffic", False),
    (" ".join(["word"] * 80) + ".", False),
    ("The commission's members are set to discuss the options at a meeting...", False),  # a feed snippet cut short
    ("“We will see what the members decide...” the chair said at the meeting.", True),
])
def test_can_stand_alone(sentence, ok):
    assert can_stand_alone(sentence) is ok


def test_empty_and_zero_limit():
    assert run(bridge_story(), limit=0) == []
    assert run(bundle(A("e1", "AP", "Too short.")), limit=3) == []


def test_model_file_loads():
    model = load_model()
    assert model["kind"] == "word-trees" and tuple(model["features"]) == WORD_FEATURES
    assert len(model["trees"]) >= 10 and model["ref_words"] > 0 and 0 <= model["lead_weight"] < 1
    for tree in model["trees"]:  # every internal node splits on a known feature, every child exists
        n = len(tree["left"])
        assert all(len(tree[k]) == n for k in ("right", "feature", "threshold", "value"))
        for node in range(n):
            if tree["left"][node] >= 0:
                assert 0 <= tree["feature"][node] < len(WORD_FEATURES)
                assert node < tree["left"][node] < n and node < tree["right"][node] < n


def test_word_features_are_finite_and_bounded():
    vocab, rows = word_table(align(bridge_story()))
    assert vocab == sorted(set(vocab)) and len(rows) == len(vocab)
    share = WORD_FEATURES.index("article_share")
    for row in rows:
        assert len(row) == len(WORD_FEATURES) and all(math.isfinite(v) for v in row)
        assert 0 < row[share] <= 1
    row = dict(zip(vocab, rows))
    assert row["bridge"][WORD_FEATURES.index("articles")] == 2  # Reuters and the BBC; AP says "crossing"
    assert row["the"][WORD_FEATURES.index("common_rank")] == 0


def test_tree_model_is_evaluated_like_sklearn():
    """One split on feature 0 at 0.5: left leaf 1, right leaf 3; bias 0.5, learning rate 0.5."""
    tree = {"feature": [0, 0, 0], "threshold": [0.5, 0, 0], "left": [1, -1, -1], "right": [2, -1, -1],
            "value": [2.0, 1.0, 3.0]}
    model = {"bias": 0.5, "learning_rate": 0.5, "trees": [tree, tree]}
    assert predict(model, [0.5]) == pytest.approx(0.5 + 0.5 * 2)  # x <= threshold goes left
    assert predict(model, [0.7]) == pytest.approx(0.5 + 0.5 * 6)
    assert predict_rows(model, [[0.5], [0.7]]) == pytest.approx([1.5, 3.5])


def test_vectorised_prediction_matches_the_tree_walk():
    model = load_model()
    _, rows = word_table(align(bridge_story()))
    assert predict_rows(model, rows) == pytest.approx([predict(model, x) for x in rows])


def test_expected_counts_favour_words_the_outlets_share():
    expected = expected_counts(align(bridge_story()), load_model())
    assert all(v > 0 for v in expected.values())
    assert expected.get("council", 0) > expected.get("commuter", 0)  # 3 articles and a lead vs one late use
    assert expected.get("bridge", 0) > expected.get("shop", 0)


def test_expected_f_is_rouge_f_against_counts():
    from collections import Counter

    assert expected_f(Counter({"a": 2, "b": 1}), 3, {"a": 1.0, "b": 1.0}, 2.0) == pytest.approx(2 * 2 / 5)
    assert expected_f(Counter(), 0, {}, 0.0) == 0.0


def test_consensus_lead_ranks_first():
    """The lead that tells what all three outlets say wins a one-sentence summary over side angles."""
    f1 = A("f1", "Reuters", "Commuters face long detours all winter, angry residents complained on Tuesday. "
           "Repairs will take months.", title="Angry commuters face winter detours")
    f2 = A("f2", "AP", "The city council voted on Monday to close the old river bridge to all traffic. "
           "Engineers said the bridge failed a safety inspection.", title="Council votes to close old river bridge")
    f3 = A("f3", "BBC", "Shopkeepers near the market fear a slump in trade this year. "
           "The city council closed the old river bridge on Monday after a vote.",
           title="City council closes river bridge")
    summary = run(bundle(f1, f2, f3), limit=1)
    assert [s["sentence"] for s in summary] == [f2.text[:f2.sentences[0].end]]


def test_summary_adds_to_the_title_instead_of_repeating_it():
    """Under a headline that already tells the consensus lead, the summary says something else."""
    f1 = A("f1", "Reuters", "Commuters face long detours all winter, angry residents complained on Tuesday. "
           "Repairs will take months.")
    f2 = A("f2", "AP", "The city council voted on Monday to close the old river bridge to all traffic. "
           "Engineers said the bridge failed a safety inspection.")
    f3 = A("f3", "BBC", "Shopkeepers near the market fear a slump in trade this year. "
           "The city council closed the old river bridge on Monday after a vote.")
    lead = f2.text[:f2.sentences[0].end]
    assert [s["sentence"] for s in run(bundle(f1, f2, f3), limit=1)] == [lead]
    titled = run(bundle(f1, f2, f3), limit=3, title=lead)
    assert titled and lead not in [s["sentence"] for s in titled]
    # the title's words count as said: the sentence closest to it is no longer worth picking
    assert all("city council closed the old river bridge" not in s["sentence"] for s in titled)


def test_brief_summary_does_not_repeat_the_story_title():
    """build_brief hands the story title to the summary: a lead equal to the title is not shown twice."""
    from storyline.brief import build_brief
    from storyline.settings import Settings

    def story(title):
        f1 = A("f1", "Reuters", "The city council voted on Monday to close the old river bridge to all traffic. "
               "Engineers said the bridge failed a safety inspection.")
        f2 = A("f2", "AP", "The city council voted on Monday to close the old river bridge to all traffic. "
               "Repairs would cost about 40 million dollars.")
        return bundle(f1, f2, title=title)

    lead = "The city council voted on Monday to close the old river bridge to all traffic."
    untitled = [s["sentence"] for s in build_brief(story(""), Settings())["summary"]]
    assert lead in untitled
    brief = build_brief(story(lead), Settings())
    assert brief["title"] == lead
    assert brief["summary"] and lead not in [s["sentence"] for s in brief["summary"]]


def test_training_body_drops_a_cut_sentence():
    assert training_body(["One two three. Four five six.", "Seven eight. Nine ten eleven..."]) == \
        "One two three. Four five six. Seven eight."
    assert training_body(["One two\u00a0three.", "Cut off mid..."]) == "One two three."


def test_training_stories_leave_out_the_test_and_val_splits(bench_dir):
    from storyline.evaluation.summary import load_split
    from storyline.evaluation.neus_text import key as training_key

    stories, dropped = crawl_training_stories(bench_dir)
    # SOURCE.md: 33 crawl stories occur in the test split; 34 more are val stories (val picks the settings)
    assert dropped == {"test": 33, "val": 34} and len(stories) > 400
    for split in ("test", "val"):
        keys = {training_key(body) for arts, _ in load_split(bench_dir, split) for _, body in arts}
        assert not any(training_key(body) in keys for arts, _ in stories for _, body in arts)
    assert all(len(arts) >= 2 and ref for arts, ref in stories)
