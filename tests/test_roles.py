"""Roles and personnel moves read from hand-written sentences with the real spaCy pipeline."""

import pytest

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.roles import find_roles
from storyline.sentences import split_sentences


def roles_of(nlp, text):
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, orgs, _ = find_people(doc, "a", sents)
    roles = find_roles(doc, "a", sents, people, orgs)
    for r in roles:
        assert r.span.article == r.sentence.article == "a"
        assert r.sentence.start <= r.span.start < r.span.end <= r.sentence.end
        assert text[r.span.start : r.span.end] == text[r.span.start : r.span.end].strip()
        assert any(s.start == r.sentence.start and s.end == r.sentence.end for s in sents)
    return roles


def one(roles, person, **want):
    got = [r for r in roles if r.person == person and all(getattr(r, k) == v for k, v in want.items())]
    assert got, f"no role {person} {want} in {roles}"
    return got[0]


def test_titles_before_names(nlp):
    text = (
        "Homeland Security Secretary Kristi Noem met deputy chief of staff Stephen Miller "
        "and ICE acting Director Todd Lyons on Monday."
    )
    roles = roles_of(nlp, text)
    r = one(roles, "Kristi Noem", title="Secretary", org="Homeland Security", change=None)
    assert text[r.span.start : r.span.end] == "Homeland Security Secretary Kristi Noem"
    r = one(roles, "Stephen Miller", title="deputy chief of staff", org=None)
    assert text[r.span.start : r.span.end] == "deputy chief of staff Stephen Miller"
    one(roles, "Todd Lyons", title="acting Director", org="ICE", change=None)


def test_org_mapped_to_defined_name(nlp):
    text = (
        "The Department of Homeland Security (DHS) said so. "
        "Homeland Security Secretary Kristi Noem spoke."
    )
    one(roles_of(nlp, text), "Kristi Noem", title="Secretary", org="Department of Homeland Security")


def test_appositions(nlp):
    text = "Tricia McLaughlin, a spokesperson for the Department of Homeland Security, said the agency would comply."
    r = one(roles_of(nlp, text), "Tricia McLaughlin", title="spokesperson", org="Department of Homeland Security")
    assert text[r.span.start : r.span.end] == "spokesperson for the Department of Homeland Security"
    text = "Todd Lyons, ICE's acting director, said the plan was working."
    r = one(roles_of(nlp, text), "Todd Lyons", title="acting director", org="ICE", change=None)
    assert text[r.span.start : r.span.end] == "ICE's acting director"


def test_relative_clause_and_retirement(nlp):
    text = (
        "Immigration and Customs Enforcement (ICE) announced changes. Kenneth Genalo, who heads ICE's "
        "Enforcement and Removal Operations, will retire at the end of the month."
    )
    r = one(roles_of(nlp, text), "Kenneth Genalo", change="outgoing", verb="retire", future=True)
    assert r.title == "head" and r.org == "Enforcement and Removal Operations"


def test_relative_clause_current(nlp):
    text = "Kenneth Genalo, who heads Enforcement and Removal Operations, spoke on Monday."
    one(roles_of(nlp, text), "Kenneth Genalo", title="head", org="Enforcement and Removal Operations", change="current")


def test_copula_current(nlp):
    text = "Todd Lyons is the acting director of ICE."
    r = one(roles_of(nlp, text), "Todd Lyons", title="acting director", org="ICE", change="current")
    assert text[r.span.start : r.span.end] == "Todd Lyons is the acting director of ICE"


def test_qualifiers_former_incoming(nlp):
    roles = roles_of(nlp, "Former President Barack Obama spoke. Incoming Secretary Jane Harlow arrived.")
    one(roles, "Barack Obama", title="President", change="former")
    one(roles, "Jane Harlow", title="Secretary", change="incoming")


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


def test_conjoined_people_ousted(nlp):
    text = "Field office directors Peter Berg and Sam Olson were ousted on Tuesday."
    roles = roles_of(nlp, text)
    one(roles, "Peter Berg", change="outgoing", verb="oust", future=False)
    one(roles, "Sam Olson", change="outgoing", verb="oust")


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


def test_earlier_title_carried_to_a_later_move(nlp):
    text = "Kenneth Genalo, who heads Enforcement and Removal Operations, spoke. Genalo will step down next month."
    one(roles_of(nlp, text), "Kenneth Genalo", change="outgoing", verb="step down", future=True, title="head")


def test_fired_tapped_and_set_to(nlp):
    roles = roles_of(nlp, "Trump fired Tom Smith. Jane Harlow was tapped to lead ICE.")
    one(roles, "Tom Smith", change="outgoing", verb="fire", future=False)
    one(roles, "Jane Harlow", change="incoming", verb="tap", title="head", org="ICE")
    roles = roles_of(nlp, "David Venturella is set to become director of ICE, replacing Todd Lyons.")
    r = one(roles, "David Venturella", change="incoming", replaces="Todd Lyons", future=True)
    assert (r.title, r.org, r.verb) == ("director", "ICE", "become")
    one(roles, "Todd Lyons", change="outgoing")


def test_pulled_from_posts_and_resigned(nlp):
    text = "Todd Lyons and Madison Sheahan were pulled from their posts. Lyons resigned in May."
    roles = roles_of(nlp, text)
    one(roles, "Todd Lyons", change="outgoing", verb="pull")
    one(roles, "Madison Sheahan", change="outgoing", verb="pull")
    one(roles, "Todd Lyons", change="outgoing", verb="resign")


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


def test_helm_and_tapped_relative_clause(nlp):
    text = "Marcos Charles will helm Enforcement and Removal Operations."
    one(roles_of(nlp, text), "Marcos Charles", change="incoming", verb="helm", future=True,
        title="head", org="Enforcement and Removal Operations")
    roles = roles_of(nlp, "Todd Lyons, who was tapped to lead ICE in March, will step down.")
    one(roles, "Todd Lyons", change="incoming", verb="tap", future=False, org="ICE")
    one(roles, "Todd Lyons", change="outgoing", verb="step down", future=True, org="ICE")


def test_post_named_with_the_move(nlp):
    roles = roles_of(nlp, "The White House named Stephen Miller deputy chief of staff.")
    one(roles, "Stephen Miller", change="incoming", verb="name", title="deputy chief of staff")
    roles = roles_of(nlp, "Madison Sheahan resigned as ICE deputy director to run for Congress.")
    one(roles, "Madison Sheahan", change="outgoing", verb="resign", title="deputy director", org="ICE")
    roles = roles_of(nlp, "Noem removed Madison Sheahan from her post as deputy director.")
    one(roles, "Madison Sheahan", change="outgoing", verb="remove", title="deputy director")
    roles = roles_of(nlp, "Rodney Scott, the commissioner of U.S. Customs and Border Protection, will resign.")
    one(roles, "Rodney Scott", change="outgoing", future=True, title="commissioner",
        org="U.S. Customs and Border Protection")


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


def test_named_to_replace_uses_the_object(nlp):
    for text in ("Kristi Noem has named Marcos Charles to replace Kenneth Genalo.",
                 "The agency picked Marcos Charles to replace Kenneth Genalo."):
        roles = roles_of(nlp, text)
        one(roles, "Marcos Charles", change="incoming", replaces="Kenneth Genalo")
        one(roles, "Kenneth Genalo", change="outgoing")
        assert not [r for r in roles if r.person == "Kristi Noem"]


def test_new_york_is_not_new(nlp):
    roles = roles_of(nlp, "Former New York City Mayor Rudy Giuliani spoke.")
    r = one(roles, "Rudy Giuliani", title="Mayor", change="former")
    assert r.org in ("New York City", None)


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


def test_of_titles_and_noun_compounds(nlp):
    roles = roles_of(nlp, "Secretary of State Marco Rubio met Secretary of Homeland Security Kristi Noem.")
    one(roles, "Marco Rubio", title="Secretary of State", org=None)
    one(roles, "Kristi Noem", title="Secretary", org="Homeland Security")
    roles = roles_of(nlp, "Trump border czar Tom Homan and press secretary Karoline Leavitt spoke.")
    r = one(roles, "Tom Homan", title="border czar")
    assert text_of(r, "Trump border czar Tom Homan and press secretary Karoline Leavitt spoke.") == "border czar Tom Homan"
    one(roles, "Karoline Leavitt", title="press secretary")
    text = "Stephen Miller, the White House deputy chief of staff, spoke."
    r = one(roles_of(nlp, text), "Stephen Miller", title="deputy chief of staff", org="White House")
    assert text_of(r, text) == "White House deputy chief of staff"


def test_present_perfect_is_current(nlp):
    text = "Todd Lyons has been ICE's acting director since March."
    one(roles_of(nlp, text), "Todd Lyons", title="acting director", org="ICE", change="current")


def test_they_refers_to_a_conjoined_group(nlp):
    text = "Field office directors Peter Berg and Sam Olson were named in the memo. They were pulled from their posts."
    roles = roles_of(nlp, text)
    for name in ("Peter Berg", "Sam Olson"):
        r = one(roles, name, change="outgoing", verb="pull")
        assert text_of(r, text) == "They were pulled"


def text_of(role, text):
    return text[role.span.start : role.span.end]


def test_successor_takes_the_post_of_the_person_replaced(nlp):
    text = "Kenneth Genalo, who heads Enforcement and Removal Operations, will retire. Marcos Charles will replace Genalo."
    roles = roles_of(nlp, text)
    r = one(roles, "Marcos Charles", change="incoming", replaces="Kenneth Genalo", future=True)
    assert (r.title, r.org) == ("head", "Enforcement and Removal Operations")


def test_interim_deputy_and_outgoing_qualifiers(nlp):
    roles = roles_of(nlp, "Interim Director Jane Harlow met outgoing Secretary Tom Smith.")
    one(roles, "Jane Harlow", title="Interim Director")
    one(roles, "Tom Smith", title="Secretary", change="outgoing")
    text = "Ann Jones, the former deputy director of the agency, spoke."
    one(roles_of(nlp, text), "Ann Jones", title="deputy director", change="former")


def test_a_describing_adjective_is_not_the_organisation(nlp):
    text = "Colin Powell, the first Black U.S. secretary of state, died on Monday."
    roles = [r for r in roles_of(nlp, text) if r.person == "Colin Powell"]
    assert roles and all(r.org in (None, "U.S.") for r in roles), roles


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


def test_a_move_without_a_named_post_says_so():
    from storyline.brief import role_line

    assert role_line({"change": "incoming", "title": "", "org": None}) == "incoming (post not named)"
    assert role_line({"change": "outgoing", "title": "acting director", "org": "ICE", "replaces": None}) \
        == "outgoing acting director (ICE)"
    assert role_line({"change": "incoming", "title": "director", "org": "ICE", "replaces": "Todd Lyons"}) \
        == "incoming director (ICE), replacing Todd Lyons"


def test_a_department_word_ending_an_organisation_name_is_the_organisation(nlp):
    # "head of operations" is a title; "head of ICE's Enforcement and Removal Operations" is the head
    # of an organisation whose name ends in "Operations" (it was read as "head of Operations")
    roles = roles_of(nlp, "Homeland Security removed Kenneth Genalo, the head of ICE's Enforcement and Removal "
                          "Operations, on Thursday. Jane Roe, the head of operations at the firm, quit.")
    one(roles, "Kenneth Genalo", title="head", org="Enforcement and Removal Operations", change="outgoing")
    one(roles, "Jane Roe", title="head of operations")


def test_org_after_a_qualifier_and_capitalised_title_nouns(nlp):
    one(roles_of(nlp, "Acting FBI Director Brian Driscoll briefed lawmakers."), "Brian Driscoll",
        title="Acting Director", org="FBI")
    one(roles_of(nlp, "Interim Police Chief Laura Ortiz met with residents."), "Laura Ortiz",
        title="Interim Police Chief")
    one(roles_of(nlp, "National security adviser Mike Waltz briefed the cabinet."), "Mike Waltz",
        title="National security adviser")


def test_newly_appointed_is_incoming(nlp):
    one(roles_of(nlp, "Newly appointed Attorney General Pam Bondi spoke to reporters."), "Pam Bondi",
        title="Attorney General", change="incoming")
    one(roles_of(nlp, "Dan Levin, the newly appointed chief executive of Acme Corp., said sales would recover."),
        "Dan Levin", title="chief executive", org="Acme Corp.", change="incoming")


def test_a_main_verb_is_not_a_qualifier_of_the_title_after_it(nlp):
    # "fired" here is the verb, not "the fired Inspector General": no "president" in the title, no org
    for text in ("The president fired Inspector General Michael Horowitz late Friday.",
                 "The White House fired Inspector General Michael Horowitz late Friday."):
        r = one(roles_of(nlp, text), "Michael Horowitz", change="outgoing")
        assert (r.title, r.org) == ("Inspector General", None), r


def test_chief_makes_a_post_of_a_common_noun(nlp):
    one(roles_of(nlp, "Nadia Brooks, the hospital's chief nurse, was dismissed last week."), "Nadia Brooks",
        title="chief nurse", change="outgoing")
    one(roles_of(nlp, "The team's head coach, Dan Quinn, resigned."), "Dan Quinn", title="head coach",
        change="outgoing")
