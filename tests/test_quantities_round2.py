"""find_quantities, round 2, on fresh sentences (real spaCy parses): a share "one in N" before a verb the
tagger reads as a noun, "-fold" factors, percentage points of something, sums earned (never the earner),
and headlines in capitals."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_quantities import one, quantities  # noqa: E402,F401  (parse + span checks)


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


@pytest.mark.parametrize("text,value,counted", [
    ("The airline lost 2.5 percentage points of market share.", 2.5, "market share"),
    ("The brand shed 1.5 percentage points of its share.", 1.5, "share"),
])
def test_percentage_points_of_something(nlp, text, value, counted):
    q = one(nlp, text, value)
    assert (q.unit, q.counted) == ("percentage points", counted)


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


@pytest.mark.parametrize("text,value,counted", [
    ("SHARES PLUNGE 20% AFTER WARNING", 20, "share"),
    ("BILLS TO RISE 10%", 10, "bill"),
    ("FERRY FARES TO RISE 5% IN JANUARY", 5, "fare"),
    ("PROFITS JUMP 40%", 40, "profit"),
    ("Shares in the miner fell 20% on Monday.", 20, "share"),
])
def test_a_headline_in_capitals_counts_its_noun_in_lower_case(nlp, text, value, counted):
    assert one(nlp, text, value, "percent").counted == counted
