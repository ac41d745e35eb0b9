"""Personnel moves (storyline.extract.moves via find_roles) on hand-written sentences: every verb form of
leaving and arriving, successions, the post taken or left, who moves (lists, he, they), and what is no
move (requested, hypothetical, denied, refused, failed). Moves written as nouns: tests/test_move_nouns.py."""

import pytest

from storyline.extract import parse
from storyline.extract.moves import is_future
from storyline.sentences import split_sentences
from tests.helpers.roles import moves_of, one, roles_of, text_of


# --- leaving and arriving: every verb form -----------------------------------------------------------

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
def test_moves_with_their_post_organisation_and_time(nlp, text, person, change, verb, title, org, future):
    one(roles_of(nlp, text), person, change=change, verb=verb, title=title, org=org, future=future)


# (text, person, what one of their moves holds)
LEAVING_AND_ARRIVING_IN_CONTEXT = [
    pytest.param(
        "Field office directors Peter Berg and Sam Olson were ousted on Tuesday.",
        "Peter Berg",
        {"change": "outgoing", "verb": "oust", "future": False},
        id="conjoined_people_ousted"),
    pytest.param(
        "Field office directors Peter Berg and Sam Olson were ousted on Tuesday.",
        "Sam Olson",
        {"change": "outgoing", "verb": "oust"},
        id="conjoined_people_ousted-2"),
    pytest.param(
        "Todd Lyons and Madison Sheahan were pulled from their posts. Lyons resigned in May.",
        "Todd Lyons",
        {"change": "outgoing", "verb": "pull"},
        id="pulled_from_posts_and_resigned"),
    pytest.param(
        "Todd Lyons and Madison Sheahan were pulled from their posts. Lyons resigned in May.",
        "Madison Sheahan",
        {"change": "outgoing", "verb": "pull"},
        id="pulled_from_posts_and_resigned-2"),
    pytest.param(
        "Todd Lyons and Madison Sheahan were pulled from their posts. Lyons resigned in May.",
        "Todd Lyons",
        {"change": "outgoing", "verb": "resign"},
        id="pulled_from_posts_and_resigned-3"),
    pytest.param(
        "Marcos Charles will helm Enforcement and Removal Operations.",
        "Marcos Charles",
        {"change": "incoming", "verb": "helm", "future": True, "title": "head", "org": "Enforcement and Removal Operations"},
        id="helm_and_tapped_relative_clause"),
    pytest.param(
        "Todd Lyons, who was tapped to lead ICE in March, will step down.",
        "Todd Lyons",
        {"change": "incoming", "verb": "tap", "future": False, "org": "ICE"},
        id="helm_and_tapped_relative_clause-2"),
    pytest.param(
        "Todd Lyons, who was tapped to lead ICE in March, will step down.",
        "Todd Lyons",
        {"change": "outgoing", "verb": "step down", "future": True, "org": "ICE"},
        id="helm_and_tapped_relative_clause-3"),
]


@pytest.mark.parametrize("text,person,want", LEAVING_AND_ARRIVING_IN_CONTEXT)
def test_leaving_and_arriving_in_context(nlp, text, person, want):
    one(roles_of(nlp, text), person, **want)


def test_fired_tapped_and_set_to(nlp):
    roles = roles_of(nlp, "Trump fired Tom Smith. Jane Harlow was tapped to lead ICE.")
    one(roles, "Tom Smith", change="outgoing", verb="fire", future=False)
    one(roles, "Jane Harlow", change="incoming", verb="tap", title="head", org="ICE")
    roles = roles_of(nlp, "David Venturella is set to become director of ICE, replacing Todd Lyons.")
    r = one(roles, "David Venturella", change="incoming", replaces="Todd Lyons", future=True)
    assert (r.title, r.org, r.verb) == ("director", "ICE", "become")
    one(roles, "Todd Lyons", change="outgoing")


def test_relative_clause_and_retirement(nlp):
    text = (
        "Immigration and Customs Enforcement (ICE) announced changes. Kenneth Genalo, who heads ICE's "
        "Enforcement and Removal Operations, will retire at the end of the month."
    )
    r = one(roles_of(nlp, text), "Kenneth Genalo", change="outgoing", verb="retire", future=True)
    assert r.title == "head" and r.org == "Enforcement and Removal Operations"


def test_confirmed_that_he_would_resign_is_the_resignation_only(nlp):
    roles = roles_of(nlp, "Lou Pardo confirmed that he would resign next month.")
    assert [(r.change, r.verb, r.future) for r in roles if r.change] == [("outgoing", "resign", True)]


# --- successions -------------------------------------------------------------------------------------

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


def test_replace_with_title(nlp):
    text = "Marcos Charles will replace Kenneth Genalo as head of ERO."
    roles = roles_of(nlp, text)
    r = one(roles, "Marcos Charles", change="incoming", replaces="Kenneth Genalo", future=True, verb="replace")
    assert (r.title, r.org) == ("head", "ERO")
    one(roles, "Kenneth Genalo", change="outgoing", verb="replace", replaces=None)


def test_named_succeeding(nlp):
    text = "Madison Sheahan, succeeding Ann Jones, was named deputy director of ICE."
    roles = roles_of(nlp, text)
    r = one(roles, "Madison Sheahan", change="incoming", replaces="Ann Jones", verb="name", future=False)
    assert (r.title, r.org) == ("deputy director", "ICE")
    assert len([x for x in roles if x.person == "Madison Sheahan"]) == 1
    one(roles, "Ann Jones", change="outgoing")


def test_named_to_replace_uses_the_object(nlp):
    for text in ("Kristi Noem has named Marcos Charles to replace Kenneth Genalo.",
                 "The agency picked Marcos Charles to replace Kenneth Genalo."):
        roles = roles_of(nlp, text)
        one(roles, "Marcos Charles", change="incoming", replaces="Kenneth Genalo")
        one(roles, "Kenneth Genalo", change="outgoing")
        assert not [r for r in roles if r.person == "Kristi Noem"]


def test_pushed_out_then_take_over_from(nlp):
    text = "Kenneth Genalo, the head of ERO, was pushed out. Robert J. Hammer is expected to take over from Genalo."
    roles = roles_of(nlp, text)
    one(roles, "Kenneth Genalo", change="outgoing", verb="push out", title="head", org="ERO", future=False)
    r = one(roles, "Robert J. Hammer", change="incoming", replaces="Kenneth Genalo", future=True, verb="take over")
    # the post is not written in that sentence: he takes over the post of the one he replaces
    assert (r.title, r.org) == ("head", "ERO")
    # without anything known about the post, no title is invented
    r = one(roles_of(nlp, "Robert J. Hammer will take over from Kenneth Genalo."), "Robert J. Hammer",
            change="incoming", replaces="Kenneth Genalo", future=True)
    assert r.title == "" and r.org is None


def test_successor_takes_the_post_of_the_person_replaced(nlp):
    text = "Kenneth Genalo, who heads Enforcement and Removal Operations, will retire. Marcos Charles will replace Genalo."
    roles = roles_of(nlp, text)
    r = one(roles, "Marcos Charles", change="incoming", replaces="Kenneth Genalo", future=True)
    assert (r.title, r.org) == ("head", "Enforcement and Removal Operations")


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


# --- the post taken or left --------------------------------------------------------------------------

# (text, person, what one of their moves holds)
THE_POST_NAMED_WITH_THE_MOVE = [
    pytest.param(
        "The White House named Stephen Miller deputy chief of staff.",
        "Stephen Miller",
        {"change": "incoming", "verb": "name", "title": "deputy chief of staff"},
        id="post_named_with_the_move"),
    pytest.param(
        "Madison Sheahan resigned as ICE deputy director to run for Congress.",
        "Madison Sheahan",
        {"change": "outgoing", "verb": "resign", "title": "deputy director", "org": "ICE"},
        id="post_named_with_the_move-2"),
    pytest.param(
        "Noem removed Madison Sheahan from her post as deputy director.",
        "Madison Sheahan",
        {"change": "outgoing", "verb": "remove", "title": "deputy director"},
        id="post_named_with_the_move-3"),
    pytest.param(
        "Rodney Scott, the commissioner of U.S. Customs and Border Protection, will resign.",
        "Rodney Scott",
        {"change": "outgoing", "future": True, "title": "commissioner", "org": "U.S. Customs and Border Protection"},
        id="post_named_with_the_move-4"),
    pytest.param(
        "Kenneth Genalo, who heads Enforcement and Removal Operations, spoke. Genalo will step down next month.",
        "Kenneth Genalo",
        {"change": "outgoing", "verb": "step down", "future": True, "title": "head"},
        id="earlier_title_carried_to_a_later_move"),
]


@pytest.mark.parametrize("text,person,want", THE_POST_NAMED_WITH_THE_MOVE)
def test_the_post_named_with_the_move(nlp, text, person, want):
    one(roles_of(nlp, text), person, **want)


def test_taking_over_keeps_the_apposition_as_the_post_held_now(nlp):
    roles = roles_of(nlp, "Madison Sheahan, the deputy director, is expected to take over.")
    one(roles, "Madison Sheahan", title="deputy director", change=None)  # what she is now
    move = one(roles, "Madison Sheahan", change="incoming")
    assert move.title == "" and move.future  # the post she takes is not named here
    roles = roles_of(nlp, "Todd Lyons, the acting director, will step down. "
                          "Madison Sheahan, the deputy director, will take over from Lyons.")
    one(roles, "Madison Sheahan", title="acting director", change="incoming", replaces="Todd Lyons")  # his post
    one(roles, "Todd Lyons", title="acting director", change="outgoing")
    roles = roles_of(nlp, "Jane Smith, the new director, took over on Monday.")
    one(roles, "Jane Smith", title="director", change="incoming")  # "new": the apposition is the post taken


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


@pytest.mark.parametrize("text,verb", [
    ("The county executive named Priya Nand to the state Board of Regents.", "name"),
    ("The governor on Friday appointed Priya Nand to the Board of Regents.", "appoint"),
])
def test_named_to_a_body(nlp, text, verb):
    r = one(roles_of(nlp, text), "Priya Nand", change="incoming", verb=verb)
    assert r.org and r.org.endswith("Board of Regents")


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


# --- who moves: lists, he, they ----------------------------------------------------------------------

def test_people_listed_with_including(nlp):
    text = "Several ICE field office leaders, including Peter Berg and Sam Olson, were ousted this week."
    roles = roles_of(nlp, text)
    one(roles, "Peter Berg", change="outgoing", verb="oust")
    one(roles, "Sam Olson", change="outgoing", verb="oust")


def test_he_refers_to_the_only_person_before(nlp):
    text = "Kenneth Genalo has led ERO since 2024. He will retire in May."
    r = one(roles_of(nlp, text), "Kenneth Genalo", change="outgoing", verb="retire", future=True)
    assert text[r.span.start : r.span.end].startswith("He will retire")
    # two people before: "he" is not resolved
    text = "Kenneth Genalo met Todd Lyons. He will retire in May."
    assert not [r for r in roles_of(nlp, text) if r.verb == "retire"]


def test_they_refers_to_a_conjoined_group(nlp):
    text = "Field office directors Peter Berg and Sam Olson were named in the memo. They were pulled from their posts."
    roles = roles_of(nlp, text)
    for name in ("Peter Berg", "Sam Olson"):
        r = one(roles, name, change="outgoing", verb="pull")
        assert text_of(r, text) == "They were pulled"


# --- what is no move ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "Kristi Noem said she would not resign.",
        "Kenneth Genalo was named in the lawsuit.",
        "Kenneth Genalo took over the conversation.",
    ],
)
def test_no_move(nlp, text):
    assert not [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")]


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


@pytest.mark.parametrize("text", [
    "Senator Lou Pardo confirmed the report on Tuesday.",
    "Lou Pardo confirmed to reporters that the budget had passed.",
    "The board refused to fire Lou Pardo.",
    "Lou Pardo, whose father was a judge, spoke first.",
    "The flood pushed Lou Pardo out of his home.",
    "Police confirmed Lou Pardo as the driver of the van.",
    "The Senate failed to confirm Lou Pardo as ambassador.",
])
def test_confirming_a_report_refusing_or_failing_is_no_move(nlp, text):
    assert [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")] == []


@pytest.mark.parametrize(
    "text",
    [
        "Sen. Bernie Sanders called on Gov. Rick Snyder to resign.",
        "Critics urged Kenneth Genalo to step down.",
        "Kenneth Genalo should resign, critics said.",
        "Will Kenneth Genalo resign?",
        "If Kenneth Genalo resigns, Todd Lyons will be blamed.",
        "Kenneth Genalo departed for Texas on Monday.",
    ],
)
def test_requested_or_hypothetical_moves_are_not_moves(nlp, text):
    assert not [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")]


def test_demanded_resignation_is_not_a_move(nlp):
    for text in (
        "Donald Trump called Wednesday for Justice Ruth Bader Ginsburg to resign.",
        "Donald Trump demands Ruth Bader Ginsburg resign.",
    ):
        assert not [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")], text


def test_left_the_country_is_no_move(nlp):
    assert not moves_of(nlp, "Tom Lee left the country in December.")


@pytest.mark.parametrize("text", [
    "Senator Mark Hollis denied he would resign.",
    "Mark Hollis denied that he would resign.",
    "Mark Hollis ruled out stepping down.",
])
def test_a_denied_move_is_no_move(nlp, text):
    assert not moves_of(nlp, text)


# --- future ------------------------------------------------------------------------------------------

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
