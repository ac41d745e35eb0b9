"""Quantity slots on hand-written stories: what a number is about (predicate, time, place), and the
conflicts that must stay (13 vs 14 countries, quota 1,000 vs 1,800)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime

from storyline.align import align, quantities_agree
from storyline.align_quantities import predicate_key, series
from storyline.judge import judge
from storyline.model import Sentence
from tests.helpers.stories import A as _A
from tests.helpers.stories import bundle, quota_story


def A(aid: str, source: str, text: str, published=None) -> _A:
    """A one-sentence article (the builder's splitter would cut "9.1-magnitude" at its dot)."""
    a = _A(aid, source, text, published=published)
    a.sentences = [Sentence(0, len(text))]
    return a


def q(a: A, phrase, value, counted, verb=None, frame=None, bound=None, unit=None, per=None) -> A:
    """Add a quantity with its predicate (``Quantity.verb``)."""
    a.qty(phrase, value, counted, per=per, frame=frame, unit=unit, bound=bound)
    a.parts["quantities"][-1] = replace(a.parts["quantities"][-1], verb=verb)
    return a


def conflicts(*arts: A):
    j = judge(align(bundle(*arts, title="Quake hits Aceh")))
    return [c for c in j.conflicts if c.kind == "value"], j.facts


def values(c) -> list[str]:
    return sorted(cl.value for cl in c.claims)


def test_killed_and_injured_are_different_slots():
    a1 = q(A("a1", "AFP", "Twelve people were killed by the quake."), "Twelve people", 12, "people", "kill")
    a2 = q(A("a2", "AP", "The quake injured 140 people."), "140 people", 140, "people", "injure")
    a3 = q(A("a3", "BBC", "About 300 people slept outdoors."), "About 300 people", 300, "people", "sleep",
           bound="about")
    found, _ = conflicts(a1, a2, a3)
    assert found == []


def test_killed_dead_and_died_are_one_slot_and_can_conflict():
    assert predicate_key("kill") == predicate_key("dead") == predicate_key("die")
    assert predicate_key("seriously injure") != predicate_key("injure")
    a1 = q(A("a1", "AFP", "The quake killed 24 people."), "24 people", 24, "people", "kill")
    a2 = q(A("a2", "AP", "It left 24 dead."), "24", 24, "people", "dead")
    a3 = q(A("a3", "BBC", "The death toll rose to 11."), "11", 11, "people", "death")
    found, facts = conflicts(a1, a2, a3)
    assert [values(c) for c in found] == [["11", "24"]]
    agreed = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert agreed.articles == ("a1", "a2")


def test_seriously_injured_is_not_all_injured():
    a1 = q(A("a1", "AFP", "The quake injured more than 200 people."), "more than 200 people", 200, "people",
           "injure", bound="more than")
    a2 = q(A("a2", "AP", "There are around 30 people seriously injured."), "around 30 people", 30, "people",
           "seriously injure", bound="about")
    assert conflicts(a1, a2)[0] == []


def test_other_years_are_other_slots():
    a1 = A("a1", "AFP", "The 2004 tsunami was triggered by a massive 9.1-magnitude quake off Aceh.")
    q(a1, "9.1-magnitude", 9.1, "magnitude", frame="past").date("2004", None)
    a2 = q(A("a2", "AP", "A 6.1-magnitude quake struck Aceh on Tuesday."), "6.1-magnitude", 6.1, "magnitude")
    a2.date("Tuesday", None)
    a3 = A("a3", "BBC", "In April last year an 8.6-magnitude quake struck off Banda Aceh.")
    q(a3, "8.6-magnitude", 8.6, "magnitude", frame="past").date("last year", None)
    a4 = A("a4", "CNN", "Last year, a 6.4-magnitude quake rocked the west coast of Sumatra.")
    q(a4, "6.4-magnitude", 6.4, "magnitude", frame="past").date("Last year", None)
    a5 = q(A("a5", "NPR", "The 6.1-magnitude quake flattened houses."), "6.1-magnitude", 6.1, "magnitude")
    found, facts = conflicts(a1, a2, a3, a4, a5)
    assert found == []  # "April last year" is not "last year"; 2004 is not now
    now = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert now.articles == ("a2", "a5")


def test_same_past_year_still_conflicts_13_vs_14_countries():
    a1 = A("a1", "AFP", "A quake triggered a tsunami that killed 230,000 people in 13 countries in 2004.")
    q(a1, "230,000 people", 230000, "people", "kill", "past")
    q(a1, "13 countries", 13, "country", "kill", "past").date("2004", None)
    a2 = A("a2", "AP", "In 2004, a magnitude-9.1 earthquake triggered a tsunami that killed 230,000 people in "
                       "14 countries.")
    q(a2, "230,000 people", 230000, "people", "kill", "past")
    q(a2, "14 countries", 14, "country", "kill", "past").date("2004", None)
    a3 = q(A("a3", "BBC", "The quake killed 24 people in Aceh."), "24 people", 24, "people", "kill")
    found, facts = conflicts(a1, a2, a3)
    assert [values(c) for c in found] == [["13", "14"]]
    toll_2004 = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert "230,000" in toll_2004.text and toll_2004.status == "corroborated"


def test_a_date_in_the_articles_own_week_is_no_other_time():
    pub = datetime(2021, 10, 15)
    a1 = A("a1", "AP", "Claims fell to 293,000 in the week ending Oct. 9.", published=pub)
    q(a1, "293,000", 293000, "claim", frame="past").date("Oct. 9", date(2021, 10, 9))
    # 326,000, not 300,000: a round 300,000 is what 293,000 rounds to (tests/test_judging_rules.py)
    a2 = q(A("a2", "Fox", "Claims fell to 326,000 last week.", published=pub), "326,000", 326000, "claim")
    found, _ = conflicts(a1, a2)
    assert [values(c) for c in found] == [["293,000", "326,000"]]


def test_a_district_count_is_not_the_total_but_joins_it_when_equal():
    a1 = q(A("a1", "AFP", "Twelve people were killed in Bener Meriah district."), "Twelve people", 12, "people", "kill")
    a2 = q(A("a2", "AP", "The quake killed 24 people."), "24 people", 24, "people", "kill")
    a3 = q(A("a3", "BBC", "At a health clinic, doctors said they received around 50 people."), "around 50 people",
           50, "people", "receive", bound="about")
    a4 = q(A("a4", "NPR", "In Central Aceh district, 24 people were killed."), "24 people", 24, "people", "kill")
    found, facts = conflicts(a1, a2, a3, a4)
    assert found == []
    total = next(f for f in facts if f.kind == "quantity" and "24" in f.text)
    assert total.support == 2 and total.articles == ("a2", "a4")  # equal values corroborate


def test_counts_in_sumatra_alone_are_a_part():
    a1 = A("a1", "AFP", "The tsunami killed 170,000 people in Sumatra alone in 2004.")
    q(a1, "170,000 people", 170000, "people", "kill", "past").date("2004", None)
    a2 = A("a2", "AP", "In 2004, a tsunami killed 230,000 people across Asia.")
    q(a2, "230,000 people", 230000, "people", "kill", "past").date("2004", None)
    assert conflicts(a1, a2)[0] == []


def test_quota_conflict_stays_and_average_is_another_slot():
    j = judge(align(quota_story()))
    (c,) = j.conflicts
    assert c.kind == "value" and values(c) == ["1,000", "1,800"]
    actual = [f for f in j.facts if f.kind == "quantity" and f.key[3] == "actual"]
    assert len(actual) == 1 and not any(actual[0].id in x.facts for x in j.conflicts)


def test_quota_conflict_stays_with_predicates_and_a_date():
    b = quota_story()
    for aid, f in b.findings.items():
        b.findings[aid] = replace(f, quantities=tuple(replace(x, verb=None) for x in f.quantities))
    j = judge(align(b))
    assert [values(c) for c in j.conflicts] == [["1,000", "1,800"]]


def test_a_range_agrees_with_a_value_inside_it_and_a_list_is_several_things():
    a1 = A("a1", "AFP", "Between 200 and 300 people were injured.")
    q(a1, "200", 200, "people", "injure")
    q(a1, "300 people", 300, "people", "injure")
    a2 = q(A("a2", "AP", "The quake injured 250 people."), "250 people", 250, "people", "injure")
    assert conflicts(a1, a2)[0] == []
    b1 = A("b1", "AFP", "The region was hit by the 7.6 and 7.5 magnitude quakes on Sunday.")
    q(b1, "7.6", 7.6, "magnitude")
    q(b1, "7.5 magnitude", 7.5, "magnitude")
    b2 = q(A("b2", "AP", "A 6.1-magnitude quake hit the province."), "6.1-magnitude", 6.1, "magnitude")
    b3 = q(A("b3", "BBC", "The 6.1-magnitude quake was shallow."), "6.1-magnitude", 6.1, "magnitude")
    found, facts = conflicts(b1, b2, b3)
    assert found == []
    assert next(f for f in facts if f.kind == "quantity" and f.support == 2).articles == ("b2", "b3")
    roles = series(b1.findings().quantities, b1.text)
    assert roles == {0: "several", 1: "several"}
    assert series(a1.findings().quantities, a1.text) == {0: "low", 1: "high"}


def test_quantities_agree_still_importable_from_align():
    assert quantities_agree((200.0, "more than"), (249.0, None))
    assert not quantities_agree((11.0, None), (24.0, None))


def _cola(*extra):
    a1 = q(A("a1", "AP", "The raise amounts to $92 a month for the average retired worker."),
           "$92 a month", 92, "worker", unit="$", per="month")
    a2 = q(A("a2", "WSJ", "The increase will add $92 to the average benefit."), "$92", 92, None, unit="$")
    return (a1, a2) + extra


def test_a_vaguer_telling_of_a_distinctive_value_joins_the_precise_one():
    found, facts = conflicts(*_cola())
    assert found == []
    (fact,) = [f for f in facts if f.kind == "quantity"]
    assert fact.support == 2 and fact.articles == ("a1", "a2") and fact.status == "corroborated"


def test_a_vaguer_telling_stays_apart_when_two_precise_slots_fit():
    a3 = q(A("a3", "Fox", "Couples get $92 a week more."), "$92 a week", 92, "couple", unit="$", per="week")
    found, facts = conflicts(*_cola(a3))
    assert found == []
    assert sorted(f.support for f in facts if f.kind == "quantity") == [1, 1, 1]


def test_a_vaguer_telling_joins_when_the_precise_slots_it_fits_are_one_sum():
    """"$3 million" (no counted noun) fits "a $3 million salary" and "$3 million for co-writing": two
    slots, so it stayed apart, though those two, sums of a million, are one; once they are one, it fits
    one: three outlets, one fact (was a row of 1 beside a row of 2)."""
    a1 = q(A("a1", "THR", "Ross accepted a $3 million salary."), "$3 million salary", 3e6, "salary", unit="$")
    a2 = q(A("a2", "Collider", "He was paid $3 million for co-writing."), "$3 million", 3e6, "co", unit="$")
    a3 = q(A("a3", "HuffPost", "Ross was reportedly paid $3 million."), "$3 million", 3e6, None, unit="$")
    found, facts = conflicts(a1, a2, a3)
    assert found == []
    assert [f.support for f in facts if f.kind == "quantity"] == [3]


def test_small_or_round_counts_do_not_join_on_their_value_alone():
    a1 = q(A("a1", "AP", "Two girls were assaulted."), "Two girls", 2, "girl")
    a2 = q(A("a2", "WSJ", "He was convicted on two counts."), "two", 2, None)
    a3 = q(A("a3", "Fox", "About 100 officers searched the ranch."), "About 100 officers", 100, "officer",
           bound="about")
    a4 = q(A("a4", "CNN", "The raid lasted 100 hours."), "100", 100, None)
    _, facts = conflicts(a1, a2, a3, a4)
    assert all(f.support == 1 for f in facts if f.kind == "quantity")


def test_a_vaguer_telling_never_makes_a_conflict():
    a3 = q(A("a3", "Fox", "The raise is $95."), "$95", 95, None, unit="$")
    found, facts = conflicts(*_cola(a3))
    assert found == []  # $95 has no counted noun and no rate: it is not the slot of "$92 a month per worker"


def test_values_are_shown_as_written():
    from storyline.align_quantities import shown_value
    from storyline.model import Quantity, Span

    def qv(value, unit, bound=None):
        sp = Span("a", 0, 1)
        return Quantity(value, unit, None, None, bound, None, None, "x", sp, sp)

    assert shown_value(qv(92, "$")) == "$92"
    assert shown_value(qv(1657, "$", "more than")) == "more than $1,657"
    assert shown_value(qv(2.4, "£")) == "£2.4"
    assert shown_value(qv(5.9, "percent")) == "5.9 percent"
    assert shown_value(qv(300, None, "about")) == "about 300"
    assert shown_value(qv(23.5, "RM")) == "RM 23.5"  # a currency code: before the number, with a space
    assert shown_value(qv(1200, "Rs", "about")) == "about Rs 1,200"
    assert shown_value(qv(40, "cents")) == "40 cents"  # a currency word: after it
    assert shown_value(qv(5, "NT$")) == "NT$5"  # every sign the extractor gives, not a list of its own
    assert shown_value(qv(2e6, "pounds")) == "2 million pounds"  # a weight
    # big round sums with their scale word, as reporters write them; other values with all digits
    assert shown_value(qv(12.9e9, "$", "up to")) == "up to $12.9 billion"
    assert shown_value(qv(88e9, "HK$")) == "HK$88 billion"
    assert shown_value(qv(1_250_000, None)) == "1.25 million"
    assert shown_value(qv(1_234_567, None)) == "1,234,567"
    assert shown_value(qv(4099999999.9999995, "$")) == "$4.1 billion"


def test_one_big_sum_is_one_fact_whatever_each_outlet_calls_it():
    a1 = q(A("a1", "NBC", "The $150 billion program is the most sweeping part of the bill."),
           "$150 billion program", 150e9, "program", unit="$")
    a2 = q(A("a2", "NY Post", "Manchin demanded $150 billion in clean-energy initiatives be removed."),
           "$150 billion", 150e9, "initiative", unit="$")
    a3 = q(A("a3", "CNN", "The plan also sets aside $40 for each family."), "$40", 40, "family", unit="$")
    a4 = q(A("a4", "AP", "Each of the 40 families gets help."), "40 families", 40, "family")
    found, facts = conflicts(a1, a2, a3, a4)
    assert found == []
    (big,) = [f for f in facts if f.kind == "quantity" and "150" in f.text]
    assert big.support == 2 and big.articles == ("a1", "a2")
    assert [f.support for f in facts if f.kind == "quantity" and "40" in f.text] == [1, 1]  # small sums: no


def test_big_sums_in_any_currency_the_extractor_knows_but_not_weights():
    a1 = q(A("a1", "Reuters", "The bank set aside 2 billion Danish crowns for fines."),
           "2 billion Danish crowns", 2e9, "fine", unit="DKK")
    a2 = q(A("a2", "AFP", "Regulators want DKK 2 billion in penalties."), "DKK 2 billion", 2e9, "penalty", unit="DKK")
    _, facts = conflicts(a1, a2)
    assert [f.support for f in facts if f.kind == "quantity"] == [2]
    b1 = q(A("b1", "Reuters", "The plant recalled 2 million pounds of beef."), "2 million pounds", 2e6, "beef",
           unit="pounds")
    b2 = q(A("b2", "AFP", "Inspectors found 2 million pounds of pork."), "2 million pounds", 2e6, "pork",
           unit="pounds")
    _, facts = conflicts(b1, b2)
    assert [f.support for f in facts if f.kind == "quantity"] == [1, 1]  # beef and pork, not one sum


def test_one_senior_insider_is_attribution_not_a_fact():
    a1 = q(A("a1", "NY Post", "There are two choices, said one senior insider."), "one senior insider", 1, "insider")
    _, facts = conflicts(a1)
    assert not [f for f in facts if f.kind == "quantity"]


def test_earlier_belongs_to_the_number_it_is_next_to():
    pub = datetime(2021, 10, 14)
    a1 = A("a1", "AP", "Applications for the week ended Oct. 9 fell to 293,000 from a revised 344,750 a week earlier.",
           published=pub)
    q(a1, "293,000", 293000, "application", frame="past").date("Oct. 9", date(2021, 10, 9))
    q(a1, "344,750", 344750, "application", frame="past")
    a2 = q(A("a2", "CNN", "Initial applications for benefits totaled 293,000.", published=pub), "293,000", 293000,
           "application")
    found, facts = conflicts(a1, a2)
    quantity_facts = [f for f in facts if f.kind == "quantity"]
    assert sorted(f.support for f in quantity_facts) == [1, 2]  # the week's own figure, told by both
    assert next(f for f in quantity_facts if f.support == 2).articles == ("a1", "a2")
    assert [values(c) for c in found] == []  # 344,750 is the week before: its own slot


def test_counts_of_different_owners_are_different_slots():
    a1 = A("a1", "AP", "Oler, accused of having two wives, is charged with polygamy.")
    q(a1, "two wives", 2, "wife")
    a1.parts["quantities"][-1] = replace(a1.parts["quantities"][-1], owner="Oler")
    a2 = A("a2", "CBC", "Winston Blackmore, who has had 26 wives, is outspoken.")
    q(a2, "26 wives", 26, "wife")
    a2.parts["quantities"][-1] = replace(a2.parts["quantities"][-1], owner="Winston Blackmore")
    a3 = A("a3", "CNN", "Blackmore, alleged to have 19 wives, is charged too.")
    q(a3, "19 wives", 19, "wife")
    a3.parts["quantities"][-1] = replace(a3.parts["quantities"][-1], owner="Blackmore")
    b = bundle(a1, a2, a3, title="Polygamy charges")
    from storyline.model import Person, Span
    for aid, name, start in (("a2", "Winston Blackmore", 0), ("a3", "Blackmore", 0), ("a1", "Oler", 0)):
        b.findings[aid] = replace(b.findings[aid], people=(Person(name, (), (Span(aid, start, start + len(name)),)),))
    j = judge(align(b))
    (c,) = [c for c in j.conflicts if c.kind == "value"]
    assert values(c) == ["19", "26"]  # Blackmore's counts conflict; Oler's 2 wives are not in it
    assert "of Winston Blackmore" in c.about


def test_a_quantity_label_says_the_unit_once():
    def labels(*arts):
        al = align(bundle(*arts, title="Colin Powell dies"))
        return sorted(it.label for s in al.slots if s.kind == "quantity" for c in s.clusters for it in c)

    age = q(A("a1", "AP", "He was 84."), "84", 84, None, unit="years old")
    raise_ = q(A("a2", "CNN", "Payments will rise by $92 a month."), "$92 a month", 92, None, unit="$", per="month",
               frame="expected")
    share = q(A("a3", "BBC", "Turnout was 5.9 percent."), "5.9 percent", 5.9, None, unit="percent")
    drop = q(A("a4", "AP", "Claims dropped 36,000 to 293,000."), "dropped 36,000", 36000, "claim")
    drop.parts["quantities"][-1] = replace(drop.parts["quantities"][-1], change="down")
    tripled = q(A("a5", "AP", "Arrests tripled."), "Arrests tripled", 3, "arrest", unit="times")
    tripled.parts["quantities"][-1] = replace(tripled.parts["quantities"][-1], change="triple")
    got = labels(age, raise_, share, drop, tripled)
    assert "claim: down 36,000" in got  # the amount of a change, not a level of 36,000 claims
    assert "arrest: tripled" in got
    assert "age: 84 years old" in got  # not "years old: 84 years old"
    assert "$92 per month (expected)" in got  # not "$ per month (expected): $92"
    assert "5.9 percent" in got


def test_a_round_figure_with_the_same_bound_joins_the_slot_that_names_what_it_counts():
    def story(vague_bound):
        a1 = q(A("a1", "NBC", "Jobless claims dropped below 300,000 for the first time."), "below 300,000", 300000,
               "claim", bound="less than")
        a2 = q(A("a2", "AP", "Claims have dipped below 300,000."), "below 300,000", 300000, "claim",
               bound="less than")
        phrase = "below 300,000" if vague_bound == "less than" else "about 300,000"
        a3 = q(A("a3", "Fox", f"The number fell, dipping {phrase}."), phrase, 300000, None, bound=vague_bound)
        return conflicts(a1, a2, a3)

    found, facts = story("less than")
    assert found == []
    assert sorted(f.support for f in facts if f.kind == "quantity") == [3]  # all three outlets, one fact
    found, facts = story("about")
    assert found == []
    assert sorted(f.support for f in facts if f.kind == "quantity") == [1, 2]  # "about 300,000" names nothing


def test_a_span_of_time_that_places_an_event_is_no_quantity_fact(nlp):
    from storyline.extract import extract
    from storyline.model import Article, StoryBundle, Story
    from storyline.align_quantities import QuantityContext, quantity_key

    text = ("The catastrophe four years ago killed 230,000 people. Travelers who recovered in the past six "
            "months may enter. Hiring slowed over the last two weeks. The interview lasted three hours. "
            "It is the biggest rise in 39 years.")
    art = Article(id="x", source="AP", title="t", text=text)
    f = extract(art, nlp)
    b = StoryBundle(story=Story("s", "t", ("x",)), articles={"x": art}, findings={"x": f}, copy_of={}, relays={})
    ctx = QuantityContext(b, ["x"])
    kept = {q.text for q in f.quantities if quantity_key(q, "x", ctx) is not None}
    assert not any(w in t for t in kept for w in ("four years", "six months", "two weeks"))
    assert any("230,000" in t for t in kept) and any("three hours" in t for t in kept)
    assert any("39 years" in t for t in kept)


def test_a_bound_that_fits_both_sides_of_a_conflict_supports_neither():
    a1 = q(A("a1", "Metro Times", "Agents arrested 214 people in the raid."), "214 people", 214, "people", "arrest")
    a2 = q(A("a2", "Lakeshore Daily", "Agents arrested 241 people in the raid."), "241 people", 241, "people", "arrest")
    a3 = q(A("a3", "Prairie Post", "Agents arrested more than 200 people in the raid."), "more than 200 people", 200,
           "people", "arrest", bound="more than")
    found, facts = conflicts(a1, a2, a3)
    assert [values(c) for c in found] == [["214", "241"]]  # the bound is in conflict with neither
    figures = {f.text: f for f in facts if f.kind == "quantity"}
    assert {f.support for f in figures.values()} == {1} and len(figures) == 3  # 214 is not "2 outlets"
    bound = next(f for f in figures.values() if "more than" in f.text)
    assert bound.status == "single-source"


def test_a_bound_that_fits_one_figure_still_supports_it():
    a1 = q(A("a1", "Metro Times", "Agents arrested 214 people in the raid."), "214 people", 214, "people", "arrest")
    a2 = q(A("a2", "Lakeshore Daily", "Agents arrested 141 people in the raid."), "141 people", 141, "people", "arrest")
    a3 = q(A("a3", "Prairie Post", "Agents arrested more than 200 people in the raid."), "more than 200 people", 200,
           "people", "arrest", bound="more than")
    found, facts = conflicts(a1, a2, a3)
    assert [values(c) for c in found] == [["141", "214"]]
    agreed = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert agreed.articles == ("a1", "a3")


# --- ages: one slot per person --------------------------------------------------------------------

def _age_story(second_age: str, second_value: int):
    """Pelosi's age told by two outlets in two shapes ("Pelosi, 76," / "the 76-year-old Pelosi"), Ryan's
    by one, each in a sentence that says other things around it."""
    a = A("a1", "The New York Times", "The party will be led by coastal Democrats like Ms. Pelosi, 76, who "
          "represents San Francisco. Her rival was Representative Tim Ryan, a 43-year-old congressman from Ohio.")
    a.mention("Pelosi").mention("Tim Ryan")
    a.qty("76", 76, None, unit="years old").qty("43-year-old", 43, None, unit="year-old")
    b = A("b1", "Fox News", f"The {second_age} Pelosi, in the months before the Nov. 8 elections, vowed to win.")
    b.mention("Pelosi").qty(second_age, second_value, None, unit="year-old")
    return bundle(a, b, title="Pelosi re-elected")


def test_one_persons_age_told_in_two_shapes_is_one_fact_and_another_persons_is_another():
    from storyline.brief import build_brief
    from storyline.settings import Settings

    brief = build_brief(_age_story("76-year-old", 76), Settings())
    ages = {f["label"]: f for f in brief["facts"] if f["kind"] == "quantity"}
    pelosi = ages["age (of Pelosi): 76 years old"]
    assert pelosi["support"] == 2 and pelosi["claim"] == "Pelosi, 76"
    assert ages["age (of Tim Ryan): 43 year-old"]["support"] == 1
    assert not brief["conflicts"]  # 43 and 76 are two people's ages, not two values of one


def test_two_ages_of_one_person_conflict():
    from storyline.brief import build_brief
    from storyline.settings import Settings

    brief = build_brief(_age_story("77-year-old", 77), Settings())
    (conflict,) = brief["conflicts"]
    assert conflict["about"] == "age (of Pelosi)" and conflict["kind"] == "value"
    assert sorted(c["value"] for c in conflict["claims"]) == ["76 years old", "77 year-old"]
