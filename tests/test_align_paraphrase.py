"""Paraphrase alignment: the same event worded differently is one Fact; different slots stay apart.

Hand-written stories with hand-built Findings (tests/helpers/stories.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from storyline.align import align
from storyline.judge import judge
from storyline.paraphrase import ConceptTfIdf, compatible, concept, concept_words, frame_of, gist, same_gist
from tests.helpers.stories import A, bundle


def facts_citing(facts, *phrases):
    """The facts whose evidence sentences contain every phrase (each in some sentence)."""
    return [f for f in facts if all(any(p in e.sentence for e in f.evidence) for p in phrases)]


def one_fact(*arts: A, phrases: tuple[str, ...]):
    facts = judge(align(bundle(*arts))).facts
    return facts_citing(facts, *phrases), facts


# ---------------------------------------------------------------- the folding itself


@pytest.mark.parametrize("a,b", [
    ("Two officials were pulled from their posts on Friday.", "Two officials were pushed out on Friday."),
    ("Two officials were removed on Friday.", "Two officials were pushed out on Friday."),
    ("The gunman was shot dead by police.", "Police killed the gunman."),
    ("A quake hit the island.", "An earthquake struck the island."),
    ("He was taken into custody.", "He was arrested."),
    ("The chief executive stepped down.", "The chief executive resigned."),
])
def test_paraphrases_fold_to_the_same_event_concept(a, b):
    ca, cb = {w for w in concept_words(a) if w.startswith("*")}, {w for w in concept_words(b) if w.startswith("*")}
    assert ca and ca & cb


def test_folding_keeps_different_events_apart():
    assert concept("arrested") != concept("killed")
    assert concept("resigned") != concept("appointed")
    # "fired" alone is ambiguous (shots, dismissal): only "was fired" is a dismissal
    assert "*ousted" in concept_words("He was fired by the board.")
    assert "*ousted" not in concept_words("Troops fired on the crowd.")
    assert "*ousted" not in concept_words("He was fired upon by troops.")


def test_frames_and_numbers_keep_slots_apart():
    assert frame_of("The quota is 1,000 a day.") == "target"
    assert frame_of("The agency averaged 1,000 a day.") == "actual"
    assert frame_of("The agency made arrests.") is None
    t = ConceptTfIdf(["x"])
    quota, average = gist(t, "The quota is 1,000 a day."), gist(t, "The average is 1,000 a day.")
    assert not compatible(quota, average)
    assert not compatible(gist(t, "Rebels killed 12 people."), gist(t, "Rebels killed 15 people."))


def test_anchor_lowers_the_bar_only_with_a_shared_event_and_name():
    t = ConceptTfIdf(["x"])
    a = gist(t, "A powerful quake hit Tehran early on Monday, officials said.")
    b = gist(t, "An earthquake struck Tehran and damaged old houses in the bazaar district.")
    c = gist(t, "Tehran hosted a trade fair with hundreds of exhibitors in the bazaar district.")
    assert same_gist(a, b, 0.3, 0.4, 0.25)  # shared *quake + "tehran"
    assert not same_gist(a, c, 0.3, 0.4, 0.25)  # shares the name, not the event
    assert not same_gist(a, b, 0.2, 0.4, 0.25)  # below the anchored bar


# ---------------------------------------------------------------- through align + judge


FILLER = ("The agency has faced criticism over its detention centres for months. ",
          "Its budget grew sharply last year under the new spending law. ",
          "Lawmakers plan hearings in the autumn on border policy. ")


def test_personnel_move_worded_three_ways_is_one_fact():
    a1 = A("a1", "Reuters", FILLER[0] + "Two senior ICE officials were pulled from their posts in a shake-up.")
    a2 = A("a2", "Axios", FILLER[1] + "The Trump administration pushed out two top ICE leaders, people familiar said.")
    a3 = A("a3", "NBC News", FILLER[2] + "Two ICE executives were removed late on Thursday, according to an email.")
    found, _ = one_fact(a1, a2, a3, phrases=("pulled from their posts", "pushed out", "were removed"))
    assert len(found) == 1
    assert found[0].support == 3 and found[0].status == "corroborated"


def test_killed_and_shot_dead_is_one_fact():
    a1 = A("a1", "AP", FILLER[0] + "A gunman killed three guards during the Lagos bank robbery, police said.")
    a2 = A("a2", "Reuters", FILLER[1] + "Three security men were shot dead at a Lagos branch as robbers fled with cash.")
    found, _ = one_fact(a1, a2, phrases=("killed three guards", "shot dead"))
    assert len(found) == 1 and found[0].support == 2


def test_quake_and_earthquake_dated_event_is_one_fact():
    a1 = A("a1", "AP", "A strong quake hit northern Chile on Tuesday, cutting power to thousands of homes.")
    a1.date("on Tuesday", date(2014, 4, 1))
    a2 = A("a2", "BBC", "An earthquake struck the north of Chile, leaving thousands of homes without power.")
    found, facts = one_fact(a1, a2, phrases=("quake hit", "earthquake struck"))
    assert len(found) == 1 and found[0].kind == "event" and found[0].support == 2
    assert found[0].status == "corroborated"  # the undated telling agrees with the dated one


def test_a_dated_event_shows_its_dated_telling_even_when_an_undated_one_comes_first():
    a1 = A("a1", "BBC", "An earthquake struck the north of Chile, leaving thousands of homes without power.")
    a2 = A("a2", "AP", "A strong quake hit northern Chile on Tuesday, cutting power to thousands of homes.")
    a2.date("on Tuesday", date(2014, 4, 1))
    found, _ = one_fact(a1, a2, phrases=("quake hit", "earthquake struck"))
    assert len(found) == 1 and found[0].support == 2
    # the fact is the sentence it was formed on (its label in the brief), not the undated one
    assert found[0].text == "A strong quake hit northern Chile on Tuesday, cutting power to thousands of homes."


def test_unrelated_sentences_sharing_a_name_stay_apart():
    a1 = A("a1", "AP", "A strong quake hit northern Chile on Tuesday, cutting power to thousands of homes.")
    a2 = A("a2", "BBC", "Chile won the regional football final against Peru in front of a home crowd.")
    found, _ = one_fact(a1, a2, phrases=("quake hit", "football final"))
    assert found == []


def test_average_and_quota_of_the_same_figure_stay_two_facts():
    a1 = A("a1", "Reuters", "The agency made an average of 1,000 arrests a day in June across the country.")
    a2 = A("a2", "AP", "The agency was given a quota of 1,000 arrests a day in June across the country.")
    found, facts = one_fact(a1, a2, phrases=("an average of 1,000", "a quota of 1,000"))
    assert found == []
    assert len(facts_citing(facts, "an average of 1,000")) == 1
    assert len(facts_citing(facts, "a quota of 1,000")) == 1


def test_quantity_findings_in_other_frames_stay_two_facts():
    a1 = A("a1", "Reuters", "The agency averaged 1,000 arrests a day in June.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "actual")
    a2 = A("a2", "AP", "The White House set a quota of 1,000 arrests a day.")
    a2.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    found, facts = one_fact(a1, a2, phrases=("averaged 1,000", "quota of 1,000"))
    assert found == []
    assert {f.key[3] for f in facts if f.kind == "quantity"} == {"actual", "target"}


def test_different_counts_of_the_same_event_are_not_merged_as_one_statement():
    a1 = A("a1", "AP", "Rebels killed 12 villagers in an attack on the northern town, the army said.")
    a2 = A("a2", "Reuters", "Rebels killed 15 villagers in an attack on the northern town, the army said.")
    found, _ = one_fact(a1, a2, phrases=("killed 12", "killed 15"))
    assert found == []


def test_a_date_conflict_needs_close_wording():
    """Two dated sentences with different dates join (and conflict) only when worded alike."""
    a1 = A("a1", "AP", "Peter Capaldi was named the new star of the science fiction series on Sunday.")
    a1.date("on Sunday", date(2013, 8, 4))
    a2 = A("a2", "BBC", "The series returns to screens on November 23 with a special starring David Tennant.")
    a2.date("on November 23", date(2013, 11, 23))
    j = judge(align(bundle(a1, a2)))
    assert not j.conflicts
    assert all(f.support == 1 for f in j.facts)


def test_denial_of_a_paraphrased_claim_contests_the_fact():
    a1 = A("a1", "Axios", "Two guards were shot dead by soldiers at the border post on Friday night.")
    a2 = A("a2", "Reuters", "Soldiers killed two guards at the border post, witnesses said.")
    a3 = A("a3", "Fox News", "The army denied that soldiers killed two guards at the border post.")
    a3.denial("the army", "soldiers killed two guards at the border post", "denied")
    j = judge(align(bundle(a1, a2, a3)))
    shot = facts_citing(j.facts, "shot dead")
    assert shot and {f.status for f in shot} == {"contested"}
    assert any(c.kind == "denial" for c in j.conflicts)


def test_a_denial_sentence_never_supports_the_event_it_denies():
    a1 = A("a1", "AP", "Soldiers shot dead two guards at the border post on Friday night, witnesses said.")
    a1.date("on Friday night", date(2024, 5, 3))
    a2 = A("a2", "Fox News", "The army denied that soldiers killed two guards at the border post.")
    a2.denial("the army", "soldiers killed two guards at the border post", "denied")
    j = judge(align(bundle(a1, a2)))
    shot = facts_citing(j.facts, "shot dead")
    assert len(shot) == 1 and shot[0].support == 1 and shot[0].articles == ("a1",)
    assert shot[0].status == "contested"


def test_personnel_move_findings_worded_differently_share_one_move_slot():
    a1 = A("a1", "Reuters", "Kenneth Genalo was pulled from his post at ICE.")
    a1.person("Kenneth Genalo").role("Kenneth Genalo", "director", "ICE", "pulled", "Kenneth Genalo", verb="pull")
    a2 = A("a2", "Axios", "ICE sacked Kenneth Genalo on Tuesday.")
    a2.person("Kenneth Genalo").role("Kenneth Genalo", "director", "ICE", "sacked", "Kenneth Genalo", verb="sack")
    a3 = A("a3", "CBS News", "Kenneth Genalo was named director of ICE in January.")
    a3.person("Kenneth Genalo").role("Kenneth Genalo", "director", "ICE", "named", "Kenneth Genalo", verb="name")
    facts = judge(align(bundle(a1, a2, a3))).facts
    moves = {f.key: f for f in facts if f.key[:1] == ("move",)}
    assert set(moves) == {("move", "Kenneth Genalo", "outgoing"), ("move", "Kenneth Genalo", "incoming")}
    assert moves[("move", "Kenneth Genalo", "outgoing")].articles == ("a1", "a2")


def test_same_people_same_day_but_two_different_acts_are_two_facts():
    # names carry most of the similarity; what they did ("ordered a review" / "defended") differs
    def arts():
        a1 = A("a1", "Metro Times", FILLER[0] + "Acting ICE Director Todd Lyons ordered a review of the Chicago "
                                               "raid on Wednesday, the agency said.")
        a1.date("on Wednesday", date(2025, 6, 11))
        a2 = A("a2", "Lakeshore Daily", FILLER[1] + "ICE Director Todd Lyons on Wednesday defended the raid on a "
                                                    "Chicago warehouse as lawful.")
        a2.date("on Wednesday", date(2025, 6, 11))
        a3 = A("a3", "Prairie Post", FILLER[2] + "On Wednesday Todd Lyons, the ICE director, ordered a review of the "
                                                 "raid in Chicago.")
        a3.date("On Wednesday", date(2025, 6, 11))
        return a1, a2, a3
    found, _ = one_fact(*arts(), phrases=("ordered a review", "defended the raid"))
    assert found == []
    found, _ = one_fact(*arts(), phrases=("Acting ICE Director Todd Lyons ordered", "the ICE director, ordered"))
    assert len(found) == 1 and found[0].support == 2  # the same act told again is one fact
