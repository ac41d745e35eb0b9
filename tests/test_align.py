"""Alignment over hand-written stories with hand-built Findings: which findings of several outlets are one
fact (the same slot) and which stay apart (other frames, numbers, speakers, people). How the facts are
then judged (support, status, conflicts, denials): tests/test_judge.py."""

from __future__ import annotations

import pytest

from storyline.align import align, quantities_agree
from storyline.judge import judge
from storyline.model import Story, StoryBundle
from tests.helpers.stories import A, bundle, judged_facts, moves_story, quota_story


def test_same_quota_in_two_outlets_is_one_fact():
    facts, _, _ = judged_facts(quota_story())
    f1800 = next(f for f in facts if f.kind == "quantity" and f.key[3] == "target" and f.support == 2)
    assert f1800.articles == ("a2", "a3")
    assert facts[0] is f1800  # most support first


def test_average_and_quota_are_different_slots_not_a_conflict():
    facts, conflicts, j = judged_facts(quota_story())
    actual = [f for f in facts if f.kind == "quantity" and f.key[3] == "actual"]
    assert len(actual) == 1
    assert actual[0].status == "single-source"
    assert actual[0].articles == ("a2",)
    for c in conflicts:
        assert actual[0].id not in c.facts


def test_paraphrased_moves_align_without_people_map():
    # without a mapping the one-word "Genalo" still joins "Kenneth Genalo" (fallback merge)
    facts, _, _ = judged_facts(moves_story())
    genalo = [f for f in facts if f.key[:1] == ("move",) and "Genalo" in f.key[1]]
    assert len(genalo) == 1 and genalo[0].support == 2


def test_a_long_quotation_points_at_the_sentence_another_outlet_quotes():
    """One outlet quotes a sentence alone; another quotes it as the third sentence of a long
    quotation: one fact, and its evidence in the second outlet is that third sentence, not the
    quotation's first."""
    quoted = "Leaving my service in the House, I can look back and say it was worth every sacrifice."
    a = A("a1", "Reuters", f"The congressman resigned on Friday. \u201c{quoted}\u201d he said in a statement.")
    a.quote("Blake Farenthold", quoted)
    long = ("It has been an honor to serve the people of this district. I thank my staff for their hard work. "
            + quoted)
    b = A("b1", "AP", f"The congressman left Congress on Friday. \u201c{long}\u201d Farenthold said.")
    b.quote("Blake Farenthold", long)
    facts, _, _ = judged_facts(bundle(a, b))
    fact = next(f for f in facts if f.kind == "quote" and f.support == 2)
    told = {e.article: e.sentence for e in fact.evidence}
    assert told["b1"].startswith("Leaving my service") and "thank my staff" not in told["b1"]


def test_quotes_with_overlapping_words_align():
    e1 = A("e1", "CNN", "\u201cWe will not back down from enforcing the law,\u201d Lyons said on Tuesday.")
    e1.quote("Todd Lyons", "We will not back down from enforcing the law")
    e2 = A("e2", "NPR", "Lyons told reporters: \u201cWe will not back down.\u201d")
    e2.quote("Lyons", "We will not back down.")
    e3 = A("e3", "BBC", "\u201cThe budget is fine,\u201d Lyons added.")
    e3.quote("Todd Lyons", "The budget is fine")
    facts, _, _ = judged_facts(bundle(e1, e2, e3), {"Lyons": "Todd Lyons"})
    quotes = [f for f in facts if f.kind == "quote"]
    assert sorted((f.support, f.articles) for f in quotes) == [(1, ("e3",)), (2, ("e1", "e2"))]


@pytest.mark.parametrize("a,b,same", [
    ((1000.0, None), (1000.0, None), True),
    ((1000.0, None), (1800.0, None), False),
    ((1000.0, "at least"), (1800.0, None), True),
    ((1000.0, "about"), (1050.0, None), True),
    ((1000.0, "up to"), (1800.0, None), False),
    # a bound holds a figure told as "about": "up to 100 million" / "about 80 million"
    ((100e6, "up to"), (80e6, "about"), True),
    ((200.0, "more than"), (150.0, "about"), False),
])
def test_quantities_agree(a, b, same):
    assert quantities_agree(a, b) is same


def test_quotes_with_different_numbers_do_not_merge_and_generic_speakers_are_unattributed():
    q1 = A("q1", "CNN", "The earlier quota was 1,000 arrests a day, officials said.")
    q1.quote("officials", "The earlier quota was 1,000 arrests a day", direct=False)
    q2 = A("q2", "NPR", "The earlier quota was 1,800 arrests a day, officials said.")
    q2.quote("officials", "The earlier quota was 1,800 arrests a day", direct=False)
    facts, _, _ = judged_facts(bundle(q1, q2))
    quotes = [f for f in facts if f.kind == "quote"]
    assert len(quotes) == 2 and all(f.support == 1 for f in quotes)
    assert all(f.key[1] is None for f in quotes)


def test_quantity_slots_join_when_counted_words_nest():
    c1 = A("c1", "Reuters", "The G7 capped the price at $60 a barrel.")
    c1.qty("$60 a barrel", 60, "price", "barrel", "target", unit="$")
    c2 = A("c2", "BBC", "The price cap of $60 a barrel starts soon.")
    c2.qty("$60 a barrel", 60, "price cap", "barrel", "target", unit="$")
    c3 = A("c3", "NPR", "The price cap of $70 a barrel starts soon.")
    c3.qty("$70 a barrel", 70, "price cap", "barrel", "target", unit="$")
    facts, conflicts, _ = judged_facts(bundle(c1, c2, c3))
    assert [c.kind for c in conflicts] == ["value"]
    sixty = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert sixty.articles == ("c1", "c2")


def test_missing_findings_and_empty_story():
    a = A("m1", "CNN", "The storm hit the coast on Monday. Thousands lost power across the state.")
    b = bundle(a)
    del b.findings["m1"]
    facts, conflicts, _ = judged_facts(b)
    # no Findings: the sentences come from the splitter, each one a statement
    assert [(f.kind, f.text) for f in facts] == [("statement", "The storm hit the coast on Monday."),
                                                 ("statement", "Thousands lost power across the state.")]
    empty = StoryBundle(Story("s0", "", ()))
    assert judged_facts(empty)[:2] == ([], [])


def test_counts_of_sources_are_not_facts():
    s1 = A("s1", "CNN", "Two officials said the plan was dropped.")
    s1.qty("Two officials", 2, "officials")
    s2 = A("s2", "NPR", "The plan was dropped, two officials said.")
    s2.qty("two officials", 2, "officials")
    facts, _, _ = judged_facts(bundle(s1, s2))
    assert not any(f.kind == "quantity" for f in facts)
    (plan,) = facts  # the sentences still align as a statement
    assert plan.kind == "statement" and plan.support == 2


def test_a_persons_family_or_lawyer_is_not_the_person():
    from storyline.align import canonical_name

    mapping = {"Powell": "Colin Powell", "Colin Powell": "Colin Powell", "Tricia McLaughlin": "Tricia McLaughlin"}
    assert canonical_name(mapping, "Colin Powell's family") == "Colin Powell's family"
    assert canonical_name(mapping, "Colin Powell’s lawyer") == "Colin Powell’s lawyer"
    assert canonical_name(mapping, "A spokesperson for DHS, Tricia McLaughlin") == "Tricia McLaughlin"
    assert canonical_name(mapping, "Powell") == "Colin Powell"
    # a surname after a courtesy title or a post is the one person of that surname ("Mr. Farenthold" in the
    # Times was a source of its own, beside "Blake Farenthold" elsewhere); two of that surname: as written
    assert canonical_name(mapping, "Mr. Powell") == "Colin Powell"
    assert canonical_name(mapping, "Gen. Powell") == "Colin Powell"
    assert canonical_name(mapping, "Secretary of State Powell") == "Secretary of State Powell"  # not one title word
    two = dict(mapping, **{"Alma Powell": "Alma Powell"})
    assert canonical_name(two, "Mrs. Powell") == "Mrs. Powell"


def test_the_middle_of_a_quote_over_several_sentences_is_no_general_statement():
    q = ("We believe that justice has been served in this case. And we are thankful for the decision of the judge today. "
         "My hope is that this family will find solace")
    a1 = A("a1", "CBS", f"\u201c{q},\u201d said U.S. Attorney Nealy Cox. The hearing lasted two hours in the federal court.")
    a1.quote("Nealy Cox", q)
    facts = judge(align(bundle(a1))).facts
    assert [f.kind for f in facts if f.kind != "statement"] == ["quote"]
    assert [f.text for f in facts if f.kind == "statement"] == ["The hearing lasted two hours in the federal court."]


def test_a_denier_described_by_post_is_the_person_holding_it():
    """"The Internal Revenue Service official denied ..." is Lois Lerner's denial when she is the
    story's one person at that agency; a description naming someone ("Ms. Lerner's lawyer") or fitting
    two people alike ("the senator") keeps its words."""
    a = A("a1", "NYT", "Lois Lerner, director at the Internal Revenue Service, spoke. The Internal Revenue Service "
                       "official denied that she had provided false information. Ms. Lerner\u2019s lawyer disputed "
                       "the contention that she had waived her right. Senator Ann Roe and Senator Bo Poe spoke. "
                       "The senator denied that the vote was held.")
    a.person("Lois Lerner", "Lerner").person("Ann Roe").person("Bo Poe")
    a.role("Lois Lerner", "director", "Internal Revenue Service", None, "director at the Internal Revenue Service")
    a.role("Ann Roe", "Senator", None, None, "Senator Ann Roe").role("Bo Poe", "Senator", None, None, "Senator Bo Poe")
    a.denial("the Internal Revenue Service official", "she had provided false information", "official denied")
    a.denial("Ms. Lerner\u2019s lawyer", "she had waived her right", "lawyer disputed")
    a.denial("The senator", "the vote was held", "senator denied")
    al = align(bundle(a))
    deniers = sorted(s.key[1] for s in al.slots if s.kind == "denial")
    assert deniers == ["Lois Lerner", "Ms. Lerner\u2019s lawyer", "The senator"]
