"""What a quantity counts or is about (``counted``, ``verb``), on hand-written sentences with the real
spaCy parses: the counted head, shares of people, sums (never the payer or the earner), what a count is
about, and headlines in capitals."""

import pytest

from tests.helpers.quantities import one, quantities


# --- what a count is about ---------------------------------------------------------------------------

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


def test_a_couple_hundred(nlp):
    q = one(nlp, "A couple hundred volunteers cleared the beach.", 200)
    assert (q.counted, q.bound) == ("volunteer", "about")
    assert one(nlp, "The mill will hire a couple of thousand workers.", 2000).counted == "worker"


def test_the_number_of_things_that_tripled(nlp):
    q = next(q for q in quantities(nlp, "The number of complaints has tripled since the merger.") if q.unit == "times")
    assert q.counted == "complaint"


def test_one_off_is_not_a_count(nlp):
    qs = quantities(nlp, "Pensioners will get a one-off payment of $400.")
    assert [q.value for q in qs] == [400]


# --- shares ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value,counted,phrase", [
    ("Roughly one in five adults smokes, the survey found.", 0.2, "adult", "one in five adults"),
    ("About one in six workers commutes by bike.", 1 / 6, "worker", "one in six workers"),
    ("Nearly one in eight tenants rents privately, officials said.", 1 / 8, "tenant", "one in eight tenants"),
])
def test_a_share_before_a_verb_read_as_a_noun_counts_the_people(nlp, text, value, counted, phrase):
    q = one(nlp, text, value, "fraction")
    assert (q.counted, q.text) == (counted, phrase)


def test_a_share_with_a_plain_verb_is_unchanged(nlp):
    q = one(nlp, "One in four nurses quits within a year.", 0.25, "fraction")
    assert (q.counted, q.text) == ("nurse", "One in four nurses")


@pytest.mark.parametrize("text,value,counted", [
    ("The airline lost 2.5 percentage points of market share.", 2.5, "market share"),
    ("The brand shed 1.5 percentage points of its share.", 1.5, "share"),
])
def test_percentage_points_of_something(nlp, text, value, counted):
    q = one(nlp, text, value)
    assert (q.unit, q.counted) == ("percentage points", counted)


# --- sums: what they are about, never who pays or earns them -----------------------------------------

@pytest.mark.parametrize("text,value,counted", [
    ("The board approved a budget of $6.1 billion for next year.", 6.1e9, "budget"),  # not the board
    ("The gallery sold the sculpture for £1.8m last week.", 1.8e6, "sculpture"),  # not the gallery
    ("The drought has cut the wheat harvest by 25 percent.", 25, "harvest"),  # not the drought
    ("The central bank raised its growth forecast to 2.3%.", 2.3, "forecast"),  # not the bank
])
def test_what_a_sum_or_share_is_about(nlp, text, value, counted):
    assert one(nlp, text, value).counted == counted


@pytest.mark.parametrize("text,value", [
    ("The insurer paid €40 million to settle the lawsuits.", 4e7),
    ("The regulator fined the airline $14m on Friday.", 1.4e7),
    ("The biotech firm raised $65 million from venture investors.", 6.5e7),
])
def test_the_payer_is_not_what_a_sum_is_about(nlp, text, value):
    assert one(nlp, text, value).counted is None


@pytest.mark.parametrize("text,value", [
    ("The firm earns $3 million a year.", 3e6),
    ("The club makes $40 million annually.", 4e7),
    ("The bakery brought in £80,000 last year.", 8e4),
    ("The hospital received $5 million from the state.", 5e6),
    ("The singer grossed $9 million on tour.", 9e6),
])
def test_a_sum_earned_never_counts_the_earner(nlp, text, value):
    q = one(nlp, text, value)
    subject = text.split()[1]
    assert q.counted != subject and q.counted in (None, "tour")


def test_sums_that_are_about_a_noun_keep_it(nlp):
    assert one(nlp, "The company reported revenue of $3 billion.", 3e9).counted == "revenue"
    assert one(nlp, "The startup generated $12 million in sales last year.", 1.2e7).counted == "sale"
    assert one(nlp, "The bridge will cost $2 billion.", 2e9).counted == "bridge"


def test_a_level_an_object_was_cut_to(nlp):
    assert one(nlp, "The carmaker cut its workforce to 9,000.", 9000).counted == "workforce"


# --- headlines in capitals ---------------------------------------------------------------------------

def test_a_headline_in_capitals(nlp):
    q = one(nlp, "EXPORTS PLUNGE 15% AS ORDERS DRY UP", 15)
    assert q.change == "down"
    q = one(nlp, "PROFITS SOAR 40% AS DEMAND SURGES", 40)
    assert q.change == "up" and q.counted != "SOAR"


@pytest.mark.parametrize("text,value,counted", [
    ("SHARES PLUNGE 20% AFTER WARNING", 20, "share"),
    ("BILLS TO RISE 10%", 10, "bill"),
    ("FERRY FARES TO RISE 5% IN JANUARY", 5, "fare"),
    ("PROFITS JUMP 40%", 40, "profit"),
    ("Shares in the miner fell 20% on Monday.", 20, "share"),
])
def test_a_headline_in_capitals_counts_its_noun_in_lower_case(nlp, text, value, counted):
    assert one(nlp, text, value, "percent").counted == counted


def test_a_noun_with_its_own_determiner_is_not_what_a_number_counts(nlp):
    """"a mother of 12-another mom and an 11-year-old girl were wounded": "another" opens a phrase of
    its own, so 12 counts no moms (read as 12 moms, it made a false conflict with "two other moms")."""
    q = one(nlp, "In addition to Zurana Horton-who was a mother of 12-another mom and an 11-year-old girl "
                 "were wounded by the sniper.", 12)
    assert q.counted != "mom"
    assert one(nlp, "Horton and two other moms were waiting at the intersection.", 2).counted == "mom"
    assert one(nlp, "The 12 jurors watched the video on Tuesday.", 12).counted == "juror"
