"""find_denials, find_relays and canonical_outlet on hand-written sentences."""

import re

import pytest

from storyline.extract import parse
from storyline.extract.denials import canonical_outlet, find_denials, find_relays
from storyline.model import Person, Span
from storyline.sentences import split_sentences

NAMES = [("Stephen Miller", ("Miller",)), ("Kristi Noem", ("Noem",)), ("Tom Homan", ("Homan",))]


def people(text):
    return [Person(full, aliases, tuple(Span("a1", m.start(), m.end()) for form in (full,) + aliases
                                         for m in re.finditer(re.escape(form), text)))
            for full, aliases in NAMES]


def denials(nlp, text):
    sents = split_sentences(text)
    found = find_denials(parse(nlp, text, sents), "a1", sents, people(text))
    for d in found:
        assert d.sentence.start <= d.span.start < d.span.end <= d.sentence.end
        assert d.claim in text
    return found


def relays(nlp, text):
    sents = split_sentences(text)
    found = find_relays(parse(nlp, text, sents), "a1", sents)
    for r in found:
        assert r.sentence.start <= r.span.start < r.span.end <= r.sentence.end
    return [r.outlet for r in found]


def test_denied_that(nlp):
    [d] = denials(nlp, "Miller denied that he had set a quota of 3,000 arrests a day.")
    assert (d.denier, d.claim) == ("Stephen Miller", "he had set a quota of 3,000 arrests a day")


def test_denied_and_disputed_object(nlp):
    a, b = denials(nlp, "Noem denied the report. The department disputed the figures.")
    assert (a.denier, a.claim) == ("Kristi Noem", "the report")
    assert (b.denier, b.claim) == ("the department", "the figures")


def test_called_false(nlp):
    [d] = denials(nlp, "Homan called the report false.")
    assert (d.denier, d.claim) == ("Tom Homan", "the report")


def test_that_is_not_accurate_claims_previous_sentence(nlp):
    text = 'Axios reported that Miller set a daily target. "That isn\'t accurate," Noem said.'
    [d] = denials(nlp, text)
    assert d.denier == "Kristi Noem"
    assert d.claim == "Axios reported that Miller set a daily target"


def test_rejected_claims_that(nlp):
    [d] = denials(nlp, "The White House rejected claims that the quota had been raised.")
    assert (d.denier, d.claim) == ("White House", "the quota had been raised")


def test_no_truth_to(nlp):
    [d] = denials(nlp, "There is no truth to the report that Homan will resign, a spokesman said.")
    assert (d.denier, d.claim) == ("a spokesman", "Homan will resign")


def test_plain_statements_are_not_denials(nlp):
    assert denials(nlp, "Noem said the plan was working. The report is accurate.") == []


def test_relay_forms(nlp):
    text = ("According to Reuters, the plan stalled. The story was first reported by The Washington Post. "
            "The New York Times reported that arrests rose. Noem told CNN the quota was fake. "
            "CBS News reported the figures on Tuesday. Axios reported it first.")
    assert relays(nlp, text) == ["Reuters", "The Washington Post", "The New York Times", "CNN",
                                 "CBS News", "Axios"]


def test_org_subject_of_reported_is_a_relay(nlp):
    assert relays(nlp, "The Tribune-Star reported that the mayor resigned.") == ["The Tribune-Star"]


def test_person_quotes_and_person_reporting_are_not_relays(nlp):
    text = 'Miller reported the numbers to Congress. "We will win," Homan said. Reuters is a news agency.'
    assert relays(nlp, text) == []


@pytest.mark.parametrize("name,canonical", [
    ("NYT", "The New York Times"), ("the New York Times", "The New York Times"),
    ("New York Times", "The New York Times"), ("AP", "The Associated Press"),
    ("Associated Press", "The Associated Press"), ("washington post", "The Washington Post"),
    ("POLITICO", "Politico"), ("Some Local Gazette", "Some Local Gazette"),
])
def test_canonical_outlet(name, canonical):
    assert canonical_outlet(name) == canonical


def test_refusing_requests_is_not_denying_claims(nlp):
    text = ("The court rejected the administration's appeal. "
            "Democrats rejected his demands that they use budget reconciliation.")
    assert denials(nlp, text) == []


_PIECES = ["Miller", "denied", "that", "the report", "disputed", "called", "false", "\"That isn't true,\"",
           "Noem said", "There is no truth to", "Axios reported", "according to Reuters", "told CNN", ".", ",",
           "\n", "rejected claims that", "the quota rose"]


def test_offsets_hold_on_arbitrary_input(nlp):
    """Random strings of denial-ish pieces: no crash, spans inside their sentences."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12))
    def check(pieces):
        text = " ".join(pieces)
        denials(nlp, text)
        relays(nlp, text)

    check()


def test_more_relay_cues(nlp):
    text = ("The deal is off, per Politico. According to a report by The Wall Street Journal, talks failed. "
            "Miller confirmed to Axios that he met them. The AP first reported the meeting.")
    assert relays(nlp, text) == ["Politico", "The Wall Street Journal", "Axios", "The Associated Press"]


def test_denied_wrongdoing(nlp):
    [d] = denials(nlp, "Homan has denied any wrongdoing.")
    assert (d.denier, d.claim) == ("Tom Homan", "any wrongdoing")


def test_not_accurate_of_a_report_that(nlp):
    text = ("Noem spoke on Friday. \"That isn't accurate,\" she said of a report that ICE had quietly cut "
            "the target.")
    [d] = denials(nlp, text)
    assert (d.denier, d.claim) == ("Kristi Noem", "ICE had quietly cut the target")


def test_no_truth_with_long_attribution(nlp):
    text = "There is no truth to the claims that the program will end, a spokesperson for the department said."
    [d] = denials(nlp, text)
    assert (d.denier, d.claim) == ("a spokesperson for the department", "the program will end")


def test_agencies_and_companies_reporting_data_are_not_relays(nlp):
    text = ("The Labor Department reported that claims fell. Walmart reported strong sales. "
            "The Tribune-Star reported that the mayor resigned.")
    assert relays(nlp, text) == ["The Tribune-Star"]


def test_relative_clause_is_not_a_denial(nlp):
    assert denials(nlp, "Google will demonetize content that denies the existence of climate change.") == []


def test_a_participle_after_the_denied_clause_is_not_denied(nlp):
    found = denials(nlp, 'Noem denied that the agency had a quota, calling the report "false".')
    assert ("Kristi Noem", "the agency had a quota") in [(d.denier, d.claim) for d in found]
    assert not any("calling" in d.claim for d in found)


def test_has_learned_and_confirmed_relay_the_outlet(nlp):
    assert relays(nlp, "The director will resign, NBC News has learned.") == ["NBC News"]
    assert relays(nlp, "CNN confirmed the resignation on Monday.") == ["CNN"]
    assert relays(nlp, "The director will resign, officials have learned.") == []


def test_an_outlet_that_said_relays_it(nlp):
    # "..., Reuters said." after a reported fact is Reuters' reporting, not a second confirmation
    assert relays(nlp, "Agents detained 214 workers at the warehouse on Tuesday, Reuters said.") == ["Reuters"]
    assert relays(nlp, "Bloomberg said on Tuesday that the deal was off.") == ["Bloomberg"]
    assert relays(nlp, "Reuters is a news agency. The agency said the deal was off.") == []
