"""Relays (find_relays: one outlet telling what another reported) and outlet names (canonical_outlet,
outlet_subject) on hand-written sentences."""

import pytest

from storyline.extract.outlets import canonical_outlet
from storyline.extract.outlets import outlet_subject
from tests.helpers.quotes import relays


# --- relays ---------------------------------------------------------------------------------------

# (text, the outlets it relays, in order)
RELAYS_OUTLETS = [
    pytest.param(
        "According to Reuters, the plan stalled. The story was first reported by The Washington Post. The New York "
        "Times reported that arrests rose. Noem told CNN the quota was fake. CBS News reported the figures on "
        "Tuesday. Axios reported it first.",
        ["Reuters", "The Washington Post", "The New York Times", "CNN", "CBS News", "Axios"],
        id="relay_forms"),
    pytest.param(
        "The deal is off, per Politico. According to a report by The Wall Street Journal, talks failed. Miller "
        "confirmed to Axios that he met them. The AP first reported the meeting.",
        ["Politico", "The Wall Street Journal", "Axios", "The Associated Press"],
        id="more_relay_cues"),
    pytest.param(
        "The Tribune-Star reported that the mayor resigned.",
        ["The Tribune-Star"],
        id="org_subject_of_reported_is_a_relay"),
    pytest.param(
        "The director will resign, NBC News has learned.",
        ["NBC News"],
        id="has_learned_and_confirmed_relay_the_outlet"),
    pytest.param(
        "CNN confirmed the resignation on Monday.",
        ["CNN"],
        id="has_learned_and_confirmed_relay_the_outlet-2"),
    pytest.param(
        "The director will resign, officials have learned.",
        [],
        id="has_learned_and_confirmed_relay_the_outlet-3"),
    pytest.param(
        "Agents detained 214 workers at the warehouse on Tuesday, Reuters said.",
        ["Reuters"],
        id="an_outlet_that_said_relays_it"),
    pytest.param(
        "Bloomberg said on Tuesday that the deal was off.",
        ["Bloomberg"],
        id="an_outlet_that_said_relays_it-2"),
    pytest.param(
        "Reuters is a news agency. The agency said the deal was off.",
        [],
        id="an_outlet_that_said_relays_it-3"),
    pytest.param(
        'Miller reported the numbers to Congress. "We will win," Homan said. Reuters is a news agency.',
        [],
        id="person_quotes_and_person_reporting_are_not_relays"),
    pytest.param(
        "The Labor Department reported that claims fell. Walmart reported strong sales. The Tribune-Star reported "
        "that the mayor resigned.",
        ["The Tribune-Star"],
        id="agencies_and_companies_reporting_data_are_not_relays"),
    pytest.param(
        "The Hollywood Reporter says Ross is in negotiations to return. Now, THR is reporting that talks are tense. "
        "The biggest player is director Tom Hale and Variety and Collider are reporting that he wants a raise. "
        "CNN says it will appeal the ruling.",
        ["The Hollywood Reporter", "The Hollywood Reporter", "Variety", "Collider"],
        id="an_outlet_that_says_a_clause_is_reporting_or_reports_with_another_relays_it"),
]


@pytest.mark.parametrize("text,expected", RELAYS_OUTLETS)
def test_relays_outlets(nlp, text, expected):
    assert relays(nlp, text) == expected


# --- outlet names ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name,canonical", [
    ("NYT", "The New York Times"), ("the New York Times", "The New York Times"),
    ("New York Times", "The New York Times"), ("AP", "The Associated Press"),
    ("Associated Press", "The Associated Press"), ("washington post", "The Washington Post"),
    ("POLITICO", "Politico"), ("Some Local Gazette", "Some Local Gazette"),
])
def test_canonical_outlet(name, canonical):
    assert canonical_outlet(name) == canonical


def test_outlet_subject_names_only_outlets(nlp):
    doc = nlp("Axios reported it. The guardian said it. Reuters wrote it.")
    subjects = [t for t in doc if t.dep_ == "nsubj"]
    assert [outlet_subject(t) for t in subjects] == ["Axios", None, "Reuters"]
    assert canonical_outlet("the NYT") == "The New York Times"  # still importable from denials too


# --- an outlet citing itself ----------------------------------------------------------------------

def test_an_outlet_citing_itself_on_its_own_site_relays_nobody(tmp_path):
    """An article whose source is a code the outlet table does not know ("hpo") but whose URL is a
    known outlet's (huffingtonpost.com) cites itself in "HuffPost reported": no relay is listed, and
    its sentence counts for the article's own outlet, never for "HuffPost" as a second outlet."""
    import json

    import storyline

    rows = [
        {"id": "hp-1", "source": "hpo", "url": "https://www.huffingtonpost.com/entry/mayor-resigns",
         "title": "Mayor of Springfield resigns", "published": "2018-04-06",
         "text": "The mayor of Springfield, Joan Park, resigned on Monday after a long investigation into city "
                 "contracts, HuffPost reported. Park said she was proud of her record in office."},
        {"id": "cnn-1", "source": "CNN", "url": "https://www.cnn.com/2018/04/06/mayor-resigns",
         "title": "Springfield mayor Joan Park resigns", "published": "2018-04-06",
         "text": "The mayor of Springfield, Joan Park, resigned on Monday after a long investigation into city "
                 "contracts. The city council will meet on Tuesday."},
        {"id": "ap-1", "source": "AP", "url": "https://apnews.com/article/mayor-resigns",
         "title": "Springfield mayor resigns", "published": "2018-04-06",
         "text": "The mayor of Springfield, Joan Park, resigned on Monday after a long investigation into city "
                 "contracts, CNN reported. Her deputy will act as mayor."},
    ]
    path = tmp_path / "a.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    story = storyline.analyze([path])["stories"][0]
    relays = {a["id"]: a["relays"] for a in story["articles"]}
    assert relays == {"hp-1": [], "cnn-1": [], "ap-1": ["CNN"]}  # another outlet named is still a relay
    outlets = {o for f in story["facts"] for o in f["outlets"]}
    assert "HuffPost" not in outlets and "hpo" in outlets
