"""Relays (find_relays: one outlet telling what another reported) and outlet names (canonical_outlet,
outlet_subject) on hand-written sentences."""

import pytest

from storyline.extract.denials import canonical_outlet
from storyline.extract.outlets import outlet_subject
from tests.helpers.quotes import relays


# --- relays ---------------------------------------------------------------------------------------

def test_relay_forms(nlp):
    text = ("According to Reuters, the plan stalled. The story was first reported by The Washington Post. "
            "The New York Times reported that arrests rose. Noem told CNN the quota was fake. "
            "CBS News reported the figures on Tuesday. Axios reported it first.")
    assert relays(nlp, text) == ["Reuters", "The Washington Post", "The New York Times", "CNN",
                                 "CBS News", "Axios"]


def test_more_relay_cues(nlp):
    text = ("The deal is off, per Politico. According to a report by The Wall Street Journal, talks failed. "
            "Miller confirmed to Axios that he met them. The AP first reported the meeting.")
    assert relays(nlp, text) == ["Politico", "The Wall Street Journal", "Axios", "The Associated Press"]


def test_org_subject_of_reported_is_a_relay(nlp):
    assert relays(nlp, "The Tribune-Star reported that the mayor resigned.") == ["The Tribune-Star"]


def test_has_learned_and_confirmed_relay_the_outlet(nlp):
    assert relays(nlp, "The director will resign, NBC News has learned.") == ["NBC News"]
    assert relays(nlp, "CNN confirmed the resignation on Monday.") == ["CNN"]
    assert relays(nlp, "The director will resign, officials have learned.") == []


def test_an_outlet_that_said_relays_it(nlp):
    # "..., Reuters said." after a reported fact is Reuters' reporting, not a second confirmation
    assert relays(nlp, "Agents detained 214 workers at the warehouse on Tuesday, Reuters said.") == ["Reuters"]
    assert relays(nlp, "Bloomberg said on Tuesday that the deal was off.") == ["Bloomberg"]
    assert relays(nlp, "Reuters is a news agency. The agency said the deal was off.") == []


def test_person_quotes_and_person_reporting_are_not_relays(nlp):
    text = 'Miller reported the numbers to Congress. "We will win," Homan said. Reuters is a news agency.'
    assert relays(nlp, text) == []


def test_agencies_and_companies_reporting_data_are_not_relays(nlp):
    text = ("The Labor Department reported that claims fell. Walmart reported strong sales. "
            "The Tribune-Star reported that the mayor resigned.")
    assert relays(nlp, text) == ["The Tribune-Star"]


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
