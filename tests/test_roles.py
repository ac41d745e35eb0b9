"""Roles read from hand-written sentences with the real spaCy pipeline: titles before names, appositions,
copulas, organisations, qualifiers (former, acting, interim, incoming), titles of several words. The
personnel moves are in tests/test_moves.py and tests/test_move_nouns.py."""

import pytest

from tests.helpers.roles import one, role_triples, roles_of, text_of


# --- titles and organisations ------------------------------------------------------------------------

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


def test_an_abbreviated_rank_is_part_of_the_title(nlp):
    """"Lt. Gov." is one title, not "Gov.": the model's tokenizer cut "Lt." in two ("Lt" "."), so the
    title began after the full stop and a lieutenant governor read as the governor."""
    assert [t.text for t in nlp.tokenizer("Lt. Gov. Timothy Murray and Sgt. Maria Lopez")][:2] == ["Lt.", "Gov."]
    text = "\u201cHe\u2019s cool,\u201d Lt. Gov. Timothy Murray said of Mr. Cowan. Gov. Deval Patrick smiled."
    roles = roles_of(nlp, text)
    r = one(roles, "Timothy Murray", title="Lt. Gov.")
    assert text[r.span.start:r.span.end] == "Lt. Gov. Timothy Murray"
    one(roles, "Deval Patrick", title="Gov.")
    assert all(x.title != "Gov." for x in roles if x.person == "Timothy Murray")


# (text, person, what one of their roles holds)
TITLES_AND_ORGANISATIONS = [
    pytest.param(
        "The Department of Homeland Security (DHS) said so. Homeland Security Secretary Kristi Noem spoke.",
        "Kristi Noem",
        {"title": "Secretary", "org": "Department of Homeland Security"},
        id="org_mapped_to_defined_name"),
    pytest.param(
        "Homeland Security removed Kenneth Genalo, the head of ICE's Enforcement and Removal Operations, on "
        "Thursday. Jane Roe, the head of operations at the firm, quit.",
        "Kenneth Genalo",
        {"title": "head", "org": "Enforcement and Removal Operations", "change": "outgoing"},
        id="a_department_word_ending_an_organisation_name_is_the_organisation"),
    pytest.param(
        "Homeland Security removed Kenneth Genalo, the head of ICE's Enforcement and Removal Operations, on "
        "Thursday. Jane Roe, the head of operations at the firm, quit.",
        "Jane Roe",
        {"title": "head of operations"},
        id="a_department_word_ending_an_organisation_name_is_the_organisation-2"),
    pytest.param(
        "Acting FBI Director Brian Driscoll briefed lawmakers.",
        "Brian Driscoll",
        {"title": "Acting Director", "org": "FBI"},
        id="org_after_a_qualifier_and_capitalised_title_nouns"),
    pytest.param(
        "Interim Police Chief Laura Ortiz met with residents.",
        "Laura Ortiz",
        {"title": "Interim Police Chief"},
        id="org_after_a_qualifier_and_capitalised_title_nouns-2"),
    pytest.param(
        "National security adviser Mike Waltz briefed the cabinet.",
        "Mike Waltz",
        {"title": "National security adviser"},
        id="org_after_a_qualifier_and_capitalised_title_nouns-3"),
    pytest.param(
        "Nadia Brooks, the hospital's chief nurse, was dismissed last week.",
        "Nadia Brooks",
        {"title": "chief nurse", "change": "outgoing"},
        id="chief_makes_a_post_of_a_common_noun"),
    pytest.param(
        "The team's head coach, Dan Quinn, resigned.",
        "Dan Quinn",
        {"title": "head coach", "change": "outgoing"},
        id="chief_makes_a_post_of_a_common_noun-2"),
]


@pytest.mark.parametrize("text,person,want", TITLES_AND_ORGANISATIONS)
def test_titles_and_organisations(nlp, text, person, want):
    one(roles_of(nlp, text), person, **want)


def test_appositions(nlp):
    text = "Tricia McLaughlin, a spokesperson for the Department of Homeland Security, said the agency would comply."
    r = one(roles_of(nlp, text), "Tricia McLaughlin", title="spokesperson", org="Department of Homeland Security")
    assert text[r.span.start : r.span.end] == "spokesperson for the Department of Homeland Security"
    text = "Todd Lyons, ICE's acting director, said the plan was working."
    r = one(roles_of(nlp, text), "Todd Lyons", title="acting director", org="ICE", change=None)
    assert text[r.span.start : r.span.end] == "ICE's acting director"


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


def test_new_york_is_not_new(nlp):
    roles = roles_of(nlp, "Former New York City Mayor Rudy Giuliani spoke.")
    r = one(roles, "Rudy Giuliani", title="Mayor", change="former")
    assert r.org in ("New York City", None)


def test_a_describing_adjective_is_not_the_organisation(nlp):
    text = "Colin Powell, the first Black U.S. secretary of state, died on Monday."
    roles = [r for r in roles_of(nlp, text) if r.person == "Colin Powell"]
    assert roles and all(r.org in (None, "U.S.") for r in roles), roles


def test_a_main_verb_is_not_a_qualifier_of_the_title_after_it(nlp):
    # "fired" here is the verb, not "the fired Inspector General": no "president" in the title, no org
    for text in ("The president fired Inspector General Michael Horowitz late Friday.",
                 "The White House fired Inspector General Michael Horowitz late Friday."):
        r = one(roles_of(nlp, text), "Michael Horowitz", change="outgoing")
        assert (r.title, r.org) == ("Inspector General", None), r


# --- titles of several words -------------------------------------------------------------------------

def test_prime_minister_home_secretary_press_secretary(nlp):
    text = ("Prime Minister Anna Berg spoke of her shock. Home Secretary Omar Haddad has asked all forces to "
            "review security. White House Press Secretary Lena Ortiz said the talks went well.")
    found = {(p, t) for p, t, _ in role_triples(nlp, text)}
    assert ("Anna Berg", "Prime Minister") in found
    assert ("Omar Haddad", "Home Secretary") in found
    assert ("Lena Ortiz", "Press Secretary") in found


def test_hyphenated_titles_keep_their_first_part(nlp):
    text = ("Attorney-General Wally Brandt spoke first. The plan was praised by Mia Kovac, co-chair of the "
            "Tenants Union, and by four-star general Colin Reyes.")
    found = {(p, t) for p, t, _ in role_triples(nlp, text)}
    assert ("Wally Brandt", "Attorney-General") in found
    assert ("Mia Kovac", "co-chair") in found


def test_medical_correspondent_and_media_relations_officer(nlp):
    text = ("CNN chief medical correspondent Dr. Sam Patel spoke to the host. The men were arrested, said "
            "Tim Sheldon, a media relations officer for the RCMP.")
    found = {(p, t) for p, t, _ in role_triples(nlp, text)}
    assert ("Sam Patel", "chief medical correspondent") in found
    assert ("Tim Sheldon", "media relations officer") in found


def test_mp_with_honorific(nlp):
    text = "Conservative MP Sir David Ames was stabbed on Friday. Ames, 69, died at the scene."
    assert any(p == "David Ames" and t == "MP" for p, t, _ in role_triples(nlp, text))


# --- current, former, incoming -----------------------------------------------------------------------

# (text, person, what one of their roles holds)
CURRENT_FORMER_INCOMING = [
    pytest.param(
        "Kenneth Genalo, who heads Enforcement and Removal Operations, spoke on Monday.",
        "Kenneth Genalo",
        {"title": "head", "org": "Enforcement and Removal Operations", "change": "current"},
        id="relative_clause_current"),
    pytest.param(
        "Todd Lyons has been ICE's acting director since March.",
        "Todd Lyons",
        {"title": "acting director", "org": "ICE", "change": "current"},
        id="present_perfect_is_current"),
    pytest.param(
        "Former President Barack Obama spoke. Incoming Secretary Jane Harlow arrived.",
        "Barack Obama",
        {"title": "President", "change": "former"},
        id="qualifiers_former_incoming"),
    pytest.param(
        "Former President Barack Obama spoke. Incoming Secretary Jane Harlow arrived.",
        "Jane Harlow",
        {"title": "Secretary", "change": "incoming"},
        id="qualifiers_former_incoming-2"),
    pytest.param(
        "Interim Director Jane Harlow met outgoing Secretary Tom Smith.",
        "Jane Harlow",
        {"title": "Interim Director"},
        id="interim_deputy_and_outgoing_qualifiers"),
    pytest.param(
        "Interim Director Jane Harlow met outgoing Secretary Tom Smith.",
        "Tom Smith",
        {"title": "Secretary", "change": "outgoing"},
        id="interim_deputy_and_outgoing_qualifiers-2"),
    pytest.param(
        "Ann Jones, the former deputy director of the agency, spoke.",
        "Ann Jones",
        {"title": "deputy director", "change": "former"},
        id="interim_deputy_and_outgoing_qualifiers-3"),
    pytest.param(
        "Newly appointed Attorney General Pam Bondi spoke to reporters.",
        "Pam Bondi",
        {"title": "Attorney General", "change": "incoming"},
        id="newly_appointed_is_incoming"),
    pytest.param(
        "Dan Levin, the newly appointed chief executive of Acme Corp., said sales would recover.",
        "Dan Levin",
        {"title": "chief executive", "org": "Acme Corp.", "change": "incoming"},
        id="newly_appointed_is_incoming-2"),
]


@pytest.mark.parametrize("text,person,want", CURRENT_FORMER_INCOMING)
def test_current_former_incoming(nlp, text, person, want):
    one(roles_of(nlp, text), person, **want)


def test_copula_current(nlp):
    text = "Todd Lyons is the acting director of ICE."
    r = one(roles_of(nlp, text), "Todd Lyons", title="acting director", org="ICE", change="current")
    assert text[r.span.start : r.span.end] == "Todd Lyons is the acting director of ICE"


# --- the brief's line for a role ---------------------------------------------------------------------

def test_a_move_without_a_named_post_says_so():
    from storyline.brief import role_line

    assert role_line({"change": "incoming", "title": "", "org": None}) == "incoming (post not named)"
    assert role_line({"change": "outgoing", "title": "acting director", "org": "ICE", "replaces": None}) \
        == "outgoing acting director (ICE)"
    assert role_line({"change": "incoming", "title": "director", "org": "ICE", "replaces": "Todd Lyons"}) \
        == "incoming director (ICE), replacing Todd Lyons"
