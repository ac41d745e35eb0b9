"""find_quantities on hand-written sentences (real spaCy parses): what a count is about (``verb``), the
counted head, and the "past" frame of a number dated by another time."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_quantities import one, quantities  # noqa: E402,F401  (parse + span checks)


@pytest.mark.parametrize("text,value,verb,counted", [
    ("The storm injured more than 200 people and damaged more than 300 houses in the valley.", 200, "injure", "people"),
    ("The storm injured more than 200 people and damaged more than 300 houses in the valley.", 300, "damage", "house"),
    ("Twelve people were killed when the bridge collapsed.", 12, "kill", "people"),
    ("About 300 people slept outdoors after the tremor.", 300, "sleep", "people"),
    ("There are around 30 people seriously injured, the doctor said.", 30, "seriously injure", "people"),
    ("The blast killed six children and left 14 others trapped under the rubble.", 14, "trap", "child"),
    ("The flood hit the town, leaving 24 dead and over 200 injured.", 24, "dead", "people"),
    ("The fire spread overnight, bringing the death toll to 11.", 11, "death", "people"),
])
def test_what_a_count_is_about(nlp, text, value, verb, counted):
    q = one(nlp, text, value)
    assert (q.verb, q.counted) == (verb, counted)


def test_light_verbs_and_measures_have_no_verb(nlp):
    q = one(nlp, "Applications for unemployment benefits totaled 293,000 last week.", 293000)
    assert q.counted == "application" and q.verb is None  # the applications, not the benefits
    q = one(nlp, "A strong 5.8-magnitude quake struck the coast.", 5.8)
    assert q.counted == "magnitude" and q.verb is None  # one quake's measure, not a count of quakes
    q = one(nlp, "The doctors have received around 40 people at the clinic.", 40)
    assert q.verb == "receive"  # not "injure": what the clinic did, a part of the story's count
    assert one(nlp, "Prices rose 5% in March.", 5).verb is None  # only counts get a verb


def test_others_without_an_earlier_noun_are_people(nlp):
    q = one(nlp, "Officials said 70 others were injured in the blast.", 70)
    assert (q.counted, q.verb) == ("people", "injure")


def test_a_number_dated_by_another_time_is_past(nlp):
    text = "In 1999, a strong quake triggered a landslide that killed 300 people in 12 villages."
    for v in (300, 12):
        assert one(nlp, text, v).frame == "past"
    q = one(nlp, "The 1999 flood that killed about 900 people was caused by a storm.", 900)
    assert q.frame == "past"
    q = one(nlp, "In April last year a 6.6-magnitude quake struck off the coast.", 6.6)
    assert q.frame == "past"


def test_a_date_elsewhere_in_the_sentence_does_not_date_the_number(nlp):
    text = "The 5.9-magnitude quake shook a town that was destroyed by the flood of 1999."
    assert one(nlp, text, 5.9).frame is None
    text = 'Smith, alleged to have 19 wives, is charged with bigamy between May 1, 2005, and Dec. 8, 2006.'
    assert one(nlp, text, 19).frame is None
    assert one(nlp, "Jobless claims fell to 293,000, the lowest level since March 2020.", 293000).frame is None
    assert one(nlp, "The 6.2-magnitude quake struck on Tuesday.", 6.2).frame is None


def test_a_number_in_a_since_phrase_is_past(nlp):
    text = "The quake was the strongest to hit the region since 7.3 and 7.1 magnitude quakes struck in the spring."
    assert {one(nlp, text, v).frame for v in (7.3, 7.1)} == {"past"}
