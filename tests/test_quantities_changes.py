"""Changes, factors, levels and the "past" frame of quantities, on hand-written sentences with the real
spaCy parses: fractions and "-fold" factors that size a change, the level a change reached or started
from, and numbers dated by another time."""

import pytest

from tests.helpers.quantities import one, quantities


# --- the size of a change: fractions and factors -----------------------------------------------------

@pytest.mark.parametrize("text,value,change,counted", [
    ("Membership fell by a third over the decade.", 1 / 3, "down", "membership"),
    ("The council cut the grant by half this spring.", 0.5, "down", "grant"),
    ("The mayor wants to cut traffic deaths in half.", 0.5, "down", "death"),
])
def test_a_fraction_that_sizes_a_change(nlp, text, value, change, counted):
    q = one(nlp, text, value)
    assert (q.unit, q.change, q.counted) == ("fraction", change, counted)


def test_half_an_hour_is_not_a_change(nlp):
    assert not [q for q in quantities(nlp, "The ferry was delayed by half an hour.") if q.unit == "fraction"]


@pytest.mark.parametrize("text,value,change,counted", [
    ("The county reported a fivefold increase in measles cases.", 5, "5-fold", "case"),
    ("Fares rose fivefold over the decade.", 5, "5-fold", "fare"),
    ("Burglaries rose sixfold.", 6, "6-fold", "burglary"),
    ("A twenty-fold jump in fraud was reported.", 20, "20-fold", "fraud"),
    ("Demand grew 2.5-fold in a year.", 2.5, "2.5-fold", "demand"),
    ("Exports saw a five-fold increase.", 5, "5-fold", "export"),
])
def test_a_fold_factor_is_a_change_by_a_factor(nlp, text, value, change, counted):
    q = one(nlp, text, value)
    assert (q.unit, q.change, q.counted) == ("times", change, counted)


def test_threefold_is_named_like_tripled_and_a_fall_is_down(nlp):
    assert one(nlp, "Sales of vinyl rose threefold.", 3).change == "triple"
    assert one(nlp, "Costs fell threefold after the switch.", 3).change == "down"
    assert not [q for q in quantities(nlp, "The unfold of events was quick.")]


def test_a_level_reached_by_a_factor_and_the_factor(nlp):
    qs = quantities(nlp, "Bookings doubled to 4 million nights last summer.")
    level = next(q for q in qs if q.value == 4e6)
    assert level.change is None  # the level reached, not the size of the change
    factor = next(q for q in qs if q.unit == "times")
    assert (factor.value, factor.change, factor.counted) == (2.0, "double", "booking")


def test_a_duration_in_a_prepositional_phrase_is_not_a_change(nlp):
    q = one(nlp, "Burglaries dropped sharply in the first nine months.", 9)
    assert q.change is None


# --- levels: where a change started is a past figure -------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("The clinic now sees about 90 patients a day, up from 60 last spring.", 60),
    ("Support for the bill was 38%, down from 45% in the autumn.", 45),
    ("Enrolment slipped to 2,900 from 3,350.", 3350),
    ("The lender raised its rate to 4.5% from 4.25%.", 4.25),
    ("Fares rose from $2.75 to $3.10 within a year.", 2.75),
])
def test_the_level_a_change_started_from_is_a_past_figure(nlp, text, value):
    assert one(nlp, text, value).frame == "past"


def test_a_plain_range_and_the_new_level_are_not_past(nlp):
    assert one(nlp, "From 20 to 30 hikers were stranded overnight.", 30).frame != "past"
    assert one(nlp, "Fares rose from $2.75 to $3.10 within a year.", 3.10).frame != "past"


# --- numbers dated by another time -------------------------------------------------------------------

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
