"""find_quantities on fresh fact-checking sentences (real spaCy parses): ages after a person noun,
fractions that size a change, "a couple hundred", levels reached by a factor, rates after "of <stuff>",
headline verbs, what a sum or share is about when its verb has an object, and "one-off"."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_quantities import one, quantities  # noqa: E402,F401  (parse + span checks)


@pytest.mark.parametrize("text,value", [
    ("The cyclist, 58, was treated for minor injuries.", 58),
    ("Police said the gunman, 27, had fled on foot.", 27),  # the NER calls "27" a date
    ("A pensioner, 91, was rescued from the flooded cottage.", 91),
])
def test_an_age_set_off_by_commas_after_a_person_noun(nlp, text, value):
    assert one(nlp, text, value).unit == "years old"


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


def test_a_couple_hundred(nlp):
    q = one(nlp, "A couple hundred volunteers cleared the beach.", 200)
    assert (q.counted, q.bound) == ("volunteer", "about")
    assert one(nlp, "The mill will hire a couple of thousand workers.", 2000).counted == "worker"


def test_a_level_reached_by_a_factor_and_the_factor(nlp):
    qs = quantities(nlp, "Bookings doubled to 4 million nights last summer.")
    level = next(q for q in qs if q.value == 4e6)
    assert level.change is None  # the level reached, not the size of the change
    factor = next(q for q in qs if q.unit == "times")
    assert (factor.value, factor.change, factor.counted) == (2.0, "double", "booking")


def test_the_number_of_things_that_tripled(nlp):
    q = next(q for q in quantities(nlp, "The number of complaints has tripled since the merger.") if q.unit == "times")
    assert q.counted == "complaint"


def test_a_duration_in_a_prepositional_phrase_is_not_a_change(nlp):
    q = one(nlp, "Burglaries dropped sharply in the first nine months.", 9)
    assert q.change is None


def test_a_rate_after_the_stuff_a_unit_measures(nlp):
    q = one(nlp, "Each villager uses 90 litres of water per capita.", 90)
    assert (q.unit, q.per) == ("litres", "capita")


def test_a_headline_in_capitals(nlp):
    q = one(nlp, "EXPORTS PLUNGE 15% AS ORDERS DRY UP", 15)
    assert q.change == "down"
    q = one(nlp, "PROFITS SOAR 40% AS DEMAND SURGES", 40)
    assert q.change == "up" and q.counted != "SOAR"


@pytest.mark.parametrize("text,value,counted", [
    ("The board approved a budget of $6.1 billion for next year.", 6.1e9, "budget"),  # not the board
    ("The gallery sold the sculpture for £1.8m last week.", 1.8e6, "sculpture"),  # not the gallery
    ("The drought has cut the wheat harvest by 25 percent.", 25, "harvest"),  # not the drought
    ("The central bank raised its growth forecast to 2.3%.", 2.3, "forecast"),  # not the bank
])
def test_what_a_sum_or_share_is_about(nlp, text, value, counted):
    assert one(nlp, text, value).counted == counted


def test_one_off_is_not_a_count(nlp):
    qs = quantities(nlp, "Pensioners will get a one-off payment of $400.")
    assert [q.value for q in qs] == [400]


def test_a_level_an_object_was_cut_to(nlp):
    assert one(nlp, "The carmaker cut its workforce to 9,000.", 9000).counted == "workforce"


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


@pytest.mark.parametrize("text", [
    "Readers can reach the desk on 020 3946 1187 or by email.",
    "The embassy's number is +44 20 7946 0321.",
])
def test_phone_numbers_dialled_with_a_leading_zero_or_country_code(nlp, text):
    assert quantities(nlp, text) == []


@pytest.mark.parametrize("text,value", [
    ("The insurer paid €40 million to settle the lawsuits.", 4e7),
    ("The regulator fined the airline $14m on Friday.", 1.4e7),
    ("The biotech firm raised $65 million from venture investors.", 6.5e7),
])
def test_the_payer_is_not_what_a_sum_is_about(nlp, text, value):
    assert one(nlp, text, value).counted is None
