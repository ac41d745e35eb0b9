"""Moves written as nouns (storyline.extract.move_nouns) and the organisations of moves and roles,
hand-written sentences."""

import pytest

from tests.helpers.roles import one, roles_of


# (sentence, person, change, verb lemma, title, org, future)
NOUN_MOVES = [
    ("Greta Lind announced her retirement on Wednesday.", "Greta Lind", "outgoing", "retire", "", None, False),
    ("Omar Haddad announced his resignation after the audit.", "Omar Haddad", "outgoing", "resign", "", None, False),
    ("Omar Haddad tendered his resignation to the trustees.", "Omar Haddad", "outgoing", "resign", "", None, False),
    ("Greta Lind submitted her resignation as treasurer.", "Greta Lind", "outgoing", "resign", "treasurer", None,
     False),
    ("Greta Lind will announce her retirement next week.", "Greta Lind", "outgoing", "retire", "", None, True),
    ("Omar Haddad's departure leaves the bakery without a manager.", "Omar Haddad", "outgoing", "depart", "", None,
     False),
    ("The resignation of Omar Haddad surprised the staff.", "Omar Haddad", "outgoing", "resign", "", None, False),
    ("The council accepted Paul Greer's resignation on Monday.", "Paul Greer", "outgoing", "resign", "", None, False),
    ("Greta Lind's appointment as CEO was announced on Monday.", "Greta Lind", "incoming", "appoint", "CEO", None,
     False),
    ("Northwind announced the appointment of Rita Chen as chief financial officer.", "Rita Chen",
     "incoming", "appoint", "chief financial officer", "Northwind", False),
    ("The firm announced Paul Greer's promotion to chief operating officer.", "Paul Greer", "incoming", "promote",
     "chief operating officer", None, False),
]


@pytest.mark.parametrize("text,person,change,verb,title,org,future", NOUN_MOVES)
def test_moves_written_as_nouns(nlp, text, person, change, verb, title, org, future):
    one(roles_of(nlp, text), person, change=change, verb=verb, title=title, org=org, future=future)


@pytest.mark.parametrize("text", [
    "Protesters called for Greta Lind's resignation.",
    "Critics demanded Omar Haddad's resignation.",
    "Greta Lind refused to offer her resignation.",
    "Omar Haddad did not announce his retirement.",
    "Greta Lind denied reports of her departure.",
    "A possible departure of Omar Haddad worries investors.",
    "Omar Haddad discussed his retirement plans with Greta Lind.",
    "Would Omar Haddad's departure hurt the team?",
    "Omar Haddad's retirement party drew a crowd.",
])
def test_move_nouns_only_asked_for_or_possible_are_none(nlp, text):
    assert [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")] == []


@pytest.mark.parametrize("text,future", [
    ("Martha Quill handed the reins to Victor Osei.", False),
    ("Martha Quill will hand the reins to Victor Osei in July.", True),
    ("Martha Quill passed the baton to Victor Osei.", False),
])
def test_handing_the_reins_is_a_succession(nlp, text, future):
    roles = roles_of(nlp, text)
    one(roles, "Martha Quill", change="outgoing", future=future)
    one(roles, "Victor Osei", change="incoming", replaces="Martha Quill", future=future)


def test_handing_a_ball_is_no_move(nlp):
    assert [r for r in roles_of(nlp, "The coach handed the ball to Victor Osei.") if r.change] == []


# (sentence, person, change, title, org)
ORGS = [
    ("Harvard ousted Claudine Gay as president.", "Claudine Gay", "outgoing", "president", "Harvard"),
    ("General Motors named Mary Barra chief executive.", "Mary Barra", "incoming", "chief executive",
     "General Motors"),
    ("The president nominated Ellen Ward to the Federal Trade Commission.", "Ellen Ward", "incoming", "",
     "Federal Trade Commission"),
    ("The governor appointed Rachel Stone to the state Supreme Court.", "Rachel Stone", "incoming", "",
     "Supreme Court"),
    ("Netflix hired Kim Soto to lead its games division.", "Kim Soto", "incoming", "head of games division",
     "Netflix"),
    ("Meta hired Dana Wells to run its consumer AI unit.", "Dana Wells", "incoming", "head of consumer AI unit",
     "Meta"),
    ("Mayor Eric Adams of New York spoke on Tuesday.", "Eric Adams", None, "Mayor", "New York"),
    ("Senator Ted Cruz of Texas objected to the bill.", "Ted Cruz", None, "Senator", "Texas"),
    ("Mayor Tom Becker of Springfield resigned.", "Tom Becker", "outgoing", "Mayor", "Springfield"),
    ("Sam Ortiz heads the agency's enforcement division.", "Sam Ortiz", "current", "head of enforcement division",
     None),
    ("Ravi Patel oversees the Treasury's sanctions office.", "Ravi Patel", "current", "head of sanctions office",
     "Treasury"),
]


@pytest.mark.parametrize("text,person,change,title,org", ORGS)
def test_organisations_of_moves_and_roles(nlp, text, person, change, title, org):
    one(roles_of(nlp, text), person, change=change, title=title, org=org)


@pytest.mark.parametrize("text", ["Ravi Patel leads the polls in Ohio.", "Ravi Patel runs the office."])
def test_no_unit_no_role(nlp, text):
    assert roles_of(nlp, text) == []
