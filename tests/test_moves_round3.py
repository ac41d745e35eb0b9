"""Personnel moves and roles, round 3 (hand-written sentences): Senate confirmations are arrivals,
judged or quoted predicate nouns are no posts, "former" in an apposition beside a move, "pushed out
of" the agency, "named X to <body>", a present move with a coming date is future, "whose <move noun>"."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_roles import one, roles_of  # noqa: E402

# (sentence, person, change, verb lemma, title, org, future)
MOVES = [
    ("The Senate voted 51-48 on Thursday to confirm Dora Quint as director of the National Park Service.",
     "Dora Quint", "incoming", "confirm", "director", "National Park Service", False),
    ("The Senate on Monday confirmed Dora Quint to lead NOAA by a vote of 60 to 38.",
     "Dora Quint", "incoming", "confirm", "head", "NOAA", False),
    ("Dora Quint was confirmed on Monday as NOAA administrator by a 60-38 vote.",
     "Dora Quint", "incoming", "confirm", "administrator", "NOAA", False),
    ("The Senate confirmed Walt Ibarra to the Supreme Court last year.",
     "Walt Ibarra", "incoming", "confirm", "", "Supreme Court", False),
    ("Felix Marsh takes over from Victor Hensley, who was pushed out of the bureau in April.",
     "Victor Hensley", "outgoing", "push out", "", None, False),
    ("Victor Hensley was forced out of the company in March.", "Victor Hensley", "outgoing", "force out", "", None, False),
    ("Victor Hensley, who was forced out of his post in January, sued the city.",
     "Victor Hensley", "outgoing", "force out", "", None, False),
    ("Victor Hensley was ousted from the agency last week.", "Victor Hensley", "outgoing", "oust", "", None, False),
    ("Gus Lindqvist's retirement takes effect on June 1.", "Gus Lindqvist", "outgoing", "retire", "", None, True),
    ("Gus Lindqvist's appointment takes effect next month.", "Gus Lindqvist", "incoming", "appoint", "", None, True),
    ("Gus Lindqvist retires on Friday after 30 years at the firm.",
     "Gus Lindqvist", "outgoing", "retire", "", None, True),
    ("Gus Lindqvist retired on Friday after 30 years at the firm.",
     "Gus Lindqvist", "outgoing", "retire", "", None, False),
    ("Gus Lindqvist's retirement took effect last month.", "Gus Lindqvist", "outgoing", "retire", "", None, False),
    ("Felix Marsh takes over from Victor Hensley, who was pushed out of the bureau in April.",
     "Felix Marsh", "incoming", "take over", "", None, False),
    ("Hana Brill, whose resignation was announced Monday, will leave in July.",
     "Hana Brill", "outgoing", "resign", "", None, False),
    ("Hana Brill, whose appointment as chief of staff was announced Monday, starts next week.",
     "Hana Brill", "incoming", "appoint", "chief of staff", None, False),
    ("Hana Brill, whose dismissal stunned the staff, declined to comment.",
     "Hana Brill", "outgoing", "dismiss", "", None, False),
    ("Hana Brill, who was fired last week, declined to comment.", "Hana Brill", "outgoing", "fire", "", None, False),
]


@pytest.mark.parametrize("text,person,change,verb,title,org,future", MOVES)
def test_round3_moves(nlp, text, person, change, verb, title, org, future):
    one(roles_of(nlp, text), person, change=change, verb=verb, title=title, org=org, future=future)


@pytest.mark.parametrize("text", [
    "Senator Lou Pardo confirmed the report on Tuesday.",
    "Lou Pardo confirmed to reporters that the budget had passed.",
    "The board refused to fire Lou Pardo.",
    "Lou Pardo, whose father was a judge, spoke first.",
    "The flood pushed Lou Pardo out of his home.",
    "Police confirmed Lou Pardo as the driver of the van.",
    "The Senate failed to confirm Lou Pardo as ambassador.",
])
def test_round3_no_move(nlp, text):
    assert [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")] == []


@pytest.mark.parametrize("text,verb", [
    ("The county executive named Priya Nand to the state Board of Regents.", "name"),
    ("The governor on Friday appointed Priya Nand to the Board of Regents.", "appoint"),
])
def test_named_to_a_body(nlp, text, verb):
    r = one(roles_of(nlp, text), "Priya Nand", change="incoming", verb=verb)
    assert r.org and r.org.endswith("Board of Regents")


def test_confirmed_that_he_would_resign_is_the_resignation_only(nlp):
    roles = roles_of(nlp, "Lou Pardo confirmed that he would resign next month.")
    assert [(r.change, r.verb, r.future) for r in roles if r.change] == [("outgoing", "resign", True)]


def test_senate_is_not_the_employer(nlp):
    r = one(roles_of(nlp, "The Senate confirmed Walt Ibarra as ambassador on Thursday."), "Walt Ibarra",
            change="incoming", verb="confirm")
    assert r.org != "Senate" and r.title == "ambassador"


@pytest.mark.parametrize("text", [
    'Mira Soto said Dora Quint was "the right leader at the right time."',
    "Mira Soto said Dora Quint was a great leader.",
    'The company said Dora Quint was "a visionary chief executive."',
    "Dora Quint, the perfect director for the job, starts Monday.",
])
def test_judged_nouns_are_no_posts(nlp, text):
    assert [r for r in roles_of(nlp, text) if r.person == "Dora Quint" and r.title] == []


def test_reported_was_is_not_former(nlp):
    r = one(roles_of(nlp, "Mira Soto said Dora Quint was the director of the Park Service."), "Dora Quint",
            title="director")
    assert r.change is None
    one(roles_of(nlp, "Mira Soto said Dora Quint was the director of the Park Service in 2019."), "Dora Quint",
        title="director", change="former")
    one(roles_of(nlp, "Mira Soto said Dora Quint was the acting director at the time."), "Dora Quint",
        title="acting director", change="former")
    one(roles_of(nlp, "Dora Quint was the director of the Park Service from 2017 to 2019."), "Dora Quint",
        title="director", change="former")
    one(roles_of(nlp, "Dora Quint is the director of the Park Service."), "Dora Quint", title="director",
        change="current")


@pytest.mark.parametrize("text,person,title,org", [
    ("Felix Marsh, a former Oregon emergency manager, replaces Victor Hensley.", "Felix Marsh", "emergency manager",
     "Oregon"),
    ("Felix Marsh, a former Ohio fire chief, takes over from Victor Hensley.", "Felix Marsh", "fire chief", "Ohio"),
])
def test_former_title_beside_a_move(nlp, text, person, title, org):
    roles = roles_of(nlp, text)
    one(roles, person, title=title, org=org, change="former")
    assert not [r for r in roles if r.person == person and r.title == title and r.change is None]
    one(roles, person, change="incoming")
