"""Personnel moves (storyline.extract.moves via find_roles): every verb form, hand-written sentences."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_roles import roles_of  # noqa: E402  (the same parse-and-find setup, span checks included)

from storyline.extract import parse  # noqa: E402
from storyline.extract.moves import is_future  # noqa: E402
from storyline.sentences import split_sentences  # noqa: E402


def moves_of(nlp, text):
    return [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")]


# (sentence, person, change, verb lemma, future)
LEAVING = [
    ("Kenneth Genalo retired from the agency last week.", "Kenneth Genalo", "retire", False),
    ("Kenneth Genalo will retire at the end of the month.", "Kenneth Genalo", "retire", True),
    ("Madison Sheahan resigned on Friday.", "Madison Sheahan", "resign", False),
    ("Madison Sheahan plans to resign in June.", "Madison Sheahan", "resign", True),
    ("Todd Lyons stepped down as acting director.", "Todd Lyons", "step down", False),
    ("Todd Lyons will step aside next month.", "Todd Lyons", "step down", True),
    ("The board ousted Peter Berg on Tuesday.", "Peter Berg", "oust", False),
    ("Peter Berg was ousted on Tuesday.", "Peter Berg", "oust", False),
    ("The mayor fired Sam Olson.", "Sam Olson", "fire", False),
    ("Sam Olson was fired after the audit.", "Sam Olson", "fire", False),
    ("Agency leaders pushed out Ann Jones in March.", "Ann Jones", "push out", False),
    ("Ann Jones was pushed out in March.", "Ann Jones", "push out", False),
    ("Peter Berg was reassigned to a desk job.", "Peter Berg", "reassign", False),
    ("The secretary reassigned Peter Berg to Texas.", "Peter Berg", "reassign", False),
    ("The council removed Sam Olson from his post.", "Sam Olson", "remove", False),
    ("Sam Olson was removed as chief of police.", "Sam Olson", "remove", False),
    ("Ann Jones quit on Monday.", "Ann Jones", "quit", False),
]

ARRIVING = [
    ("The governor named Marcos Charles director of the agency.", "Marcos Charles", "name", False),
    ("Marcos Charles was named head of the agency.", "Marcos Charles", "name", False),
    ("The president appointed Jane Harlow to the board.", "Jane Harlow", "appoint", False),
    ("Jane Harlow was appointed acting director on Monday.", "Jane Harlow", "appoint", False),
    ("Jane Harlow will be appointed ambassador next week.", "Jane Harlow", "appoint", True),
    ("Robert Hammer took over the agency in May.", "Robert Hammer", "take over", False),
    ("Robert Hammer is expected to take over the agency.", "Robert Hammer", "take over", True),
    ("Robert Hammer took the helm of the agency in May.", "Robert Hammer", "take over", False),
    ("Marcos Charles will helm the agency.", "Marcos Charles", "helm", True),
    ("Marcos Charles replaced Kenneth Genalo in May.", "Marcos Charles", "replace", False),
    ("Marcos Charles succeeded Kenneth Genalo as director.", "Marcos Charles", "succeed", False),
    ("Marcos Charles will succeed Kenneth Genalo.", "Marcos Charles", "succeed", True),
]


@pytest.mark.parametrize("text,person,verb,future", LEAVING)
def test_leaving(nlp, text, person, verb, future):
    got = [m for m in moves_of(nlp, text) if m.person == person and m.change == "outgoing"]
    assert got, f"no outgoing move for {person}: {moves_of(nlp, text)}"
    assert got[0].verb == verb and got[0].future is future
    assert person.split()[-1] in text[got[0].span.start : got[0].span.end]


@pytest.mark.parametrize("text,person,verb,future", ARRIVING)
def test_arriving(nlp, text, person, verb, future):
    got = [m for m in moves_of(nlp, text) if m.person == person and m.change == "incoming"]
    assert got, f"no incoming move for {person}: {moves_of(nlp, text)}"
    assert got[0].verb == verb and got[0].future is future


@pytest.mark.parametrize(
    "text",
    [
        "Marcos Charles replaced Kenneth Genalo in May.",
        "Marcos Charles succeeded Kenneth Genalo as director.",
        "Kenneth Genalo was replaced by Marcos Charles.",
        "Kenneth Genalo will be succeeded by Marcos Charles.",
    ],
)
def test_succession_has_both_sides(nlp, text):
    moves = moves_of(nlp, text)
    inc = [m for m in moves if m.person == "Marcos Charles" and m.change == "incoming"]
    out = [m for m in moves if m.person == "Kenneth Genalo" and m.change == "outgoing"]
    assert inc and out, moves
    assert inc[0].replaces == "Kenneth Genalo" and out[0].replaces is None


def test_succeeded_as_director_carries_the_post(nlp):
    moves = moves_of(nlp, "Marcos Charles succeeded Kenneth Genalo as director of the agency.")
    inc = [m for m in moves if m.person == "Marcos Charles" and m.change == "incoming"]
    assert inc and inc[0].title == "director"


@pytest.mark.parametrize(
    "text",
    [
        "The reporter named Kenneth Genalo as a source.",  # named without a post
        "Marcos Charles did not resign.",  # negated
        "Marcos Charles might step down.",  # only possible
        "Lawmakers asked Marcos Charles to resign.",  # requested
        "Robert Hammer took over the conversation.",  # not a post
        "Jane Harlow fired a shot at her critics.",  # "fire" without a person object
        "The defendant failed three times to remove Judge Ann Carter from the case.",  # a failed attempt
        "Marcos Charles refused to resign.",  # a refusal
        "Marcos Charles threatened to quit the board.",  # a threat
        "The shareholders tried to oust chief executive Dana Ruiz.",  # an attempt
        "Dana Ruiz declined to step down as chair.",  # declined
    ],
)
def test_not_moves(nlp, text):
    assert not moves_of(nlp, text)


def test_is_future_reads_aux_and_expect(nlp):
    for text, want in (
        ("Genalo will retire.", True),
        ("Genalo is expected to retire.", True),
        ("Genalo is set to retire.", True),
        ("Genalo retired.", False),
        ("Genalo has retired.", False),
    ):
        doc = parse(nlp, text, split_sentences(text))
        verb = next(t for t in doc if t.lemma_ == "retire")
        assert is_future(verb) is want, text


@pytest.mark.parametrize("text,person,title,org,future", [
    # the parser hangs the name on the title noun ("Barra" nmod/compound of "executive"/"general")
    ("General Motors named Mary Barra chief executive.", "Mary Barra", "chief executive", "General Motors", False),
    ("Biden appointed Merrick Garland attorney general.", "Merrick Garland", "attorney general", None, False),
    ("The board is expected to name Mary Barra chief executive on Tuesday.", "Mary Barra", "chief executive",
     None, True),
    # passive under a future head: Monaco is the one named, not the one naming
    ("Lisa Monaco is expected to be named deputy attorney general.", "Lisa Monaco", "deputy attorney general",
     None, True),
])
def test_named_to_a_post_the_parser_misreads(nlp, text, person, title, org, future):
    got = [r for r in moves_of(nlp, text) if r.person == person]
    assert got and got[0].change == "incoming", moves_of(nlp, text)
    assert (got[0].title, got[0].org, got[0].future) == (title, org, future)


def test_title_adjectives_stay_in_the_title(nlp):
    roles = roles_of(nlp, "Anna Kim, the company's chief financial officer, will succeed Bill Park. "
                          "Chief operating officer Tom Lee resigned.")
    assert any(r.person == "Anna Kim" and r.title == "chief financial officer" for r in roles)
    assert any(r.person == "Tom Lee" and r.title == "Chief operating officer" for r in roles)


@pytest.mark.parametrize("text,person,change,verb,title,org,future", [
    ("Carl Webb was let go by the network in April.", "Carl Webb", "outgoing", "let go", "", None, False),
    ("The network let Carl Webb go after 20 years.", "Carl Webb", "outgoing", "let go", "", None, False),
    ("Ellen Marsh was sworn in as mayor on Monday.", "Ellen Marsh", "incoming", "swear in", "mayor", None, False),
    ("Tom Lee will leave the company in December.", "Tom Lee", "outgoing", "leave", "", None, True),
    ("Satya Nadella took the helm at Microsoft in 2014.", "Satya Nadella", "incoming", "take over", "head",
     "Microsoft", False),
    ("President Trump nominated Elise Stefanik to be ambassador to the United Nations.", "Elise Stefanik",
     "incoming", "nominate", "ambassador", None, False),
    ("The president tapped Scott Bessent to lead the Treasury Department.", "Scott Bessent", "incoming", "tap",
     "head", "Treasury Department", False),
    ("Linda Park is stepping down as chief executive at the end of June.", "Linda Park", "outgoing",
     "step down", "chief executive", None, True),
    ("Hannah Vogel was elevated to managing editor last month.", "Hannah Vogel", "incoming", "elevate",
     "managing editor", None, False),
])
def test_more_move_forms(nlp, text, person, change, verb, title, org, future):
    got = [r for r in moves_of(nlp, text) if r.person == person]
    assert got, roles_of(nlp, text)
    assert (got[0].change, got[0].verb, got[0].title, got[0].org, got[0].future) == \
        (change, verb, title, org, future), got[0]


def test_left_the_country_is_no_move(nlp):
    assert not moves_of(nlp, "Tom Lee left the country in December.")


@pytest.mark.parametrize("text", [
    "Senator Mark Hollis denied he would resign.",
    "Mark Hollis denied that he would resign.",
    "Mark Hollis ruled out stepping down.",
])
def test_a_denied_move_is_no_move(nlp, text):
    assert not moves_of(nlp, text)


@pytest.mark.parametrize("text,future", [
    ("Jerome Powell's successor, Kevin Warsh, will take office in May.", True),
    ("Kevin Warsh, the successor to Jerome Powell, testified on Tuesday.", False),
    ("Kevin Warsh, Jerome Powell's successor, testified on Tuesday.", False),
])
def test_successor_noun_names_who_is_replaced(nlp, text, future):
    got = [r for r in moves_of(nlp, text) if r.person == "Kevin Warsh"]
    assert got and got[0].change == "incoming" and got[0].replaces == "Jerome Powell", roles_of(nlp, text)
    assert got[0].future is future
    assert not [r for r in moves_of(nlp, text) if r.person == "Jerome Powell"]
