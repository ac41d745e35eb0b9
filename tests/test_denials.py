"""Denials (find_denials) on hand-written sentences: what is denied and by whom, the forms of a denial
(denied, disputed, called false, pushed back, "isn't accurate", "no truth to", dismissed as fake news,
"a claim critics dispute", "That never happened."), and what is no denial. The first tests use hand-built
people; the forms after them the real people extractor. Relays: tests/test_relays.py."""

import re

import pytest

from storyline.extract import parse
from storyline.extract.denials import find_denials
from storyline.model import Person, Span
from storyline.sentences import split_sentences
from tests.helpers.quotes import denier_claims, relays

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


_PIECES = ["Miller", "denied", "that", "the report", "disputed", "called", "false", "\"That isn't true,\"",
           "Noem said", "There is no truth to", "Axios reported", "according to Reuters", "told CNN", ".", ",",
           "\n", "rejected claims that", "the quota rose"]


# --- denials of hand-built people -----------------------------------------------------------------

# (text, every (denier, claim) found in it)
HAND_BUILT_PEOPLE_DENIALS = [
    pytest.param(
        "Noem said the plan was working. The report is accurate.",
        [],
        id="plain_statements_are_not_denials"),
    pytest.param(
        "The court rejected the administration's appeal. Democrats rejected his demands that they use budget "
        "reconciliation.",
        [],
        id="refusing_requests_is_not_denying_claims"),
    pytest.param(
        "Google will demonetize content that denies the existence of climate change.",
        [],
        id="relative_clause_is_not_a_denial"),
]


@pytest.mark.parametrize("text,expected", HAND_BUILT_PEOPLE_DENIALS)
def test_hand_built_people_denials(nlp, text, expected):
    assert denier_claims(nlp, text) == expected


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


def test_rejecting_people_denies_nothing(nlp):
    """"Pelosi rejected two of the five Republicans McCarthy had tapped": the parse hangs "had tapped"
    on "rejected" as its clause, but one rejects nominees, not a claim; "rejected that ..." still denies."""
    assert denials(nlp, "House Republicans balked after House Speaker Nancy Pelosi rejected two of the five "
                        "Republicans House Minority Leader Kevin McCarthy had tapped for the panel.") == []
    [d] = denials(nlp, "The governor rejected that the state had mismanaged the funds.")
    assert d.claim == "the state had mismanaged the funds"


def test_no_truth_to(nlp):
    [d] = denials(nlp, "There is no truth to the report that Homan will resign, a spokesman said.")
    assert (d.denier, d.claim) == ("a spokesman", "Homan will resign")


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


def test_a_participle_after_the_denied_clause_is_not_denied(nlp):
    found = denials(nlp, 'Noem denied that the agency had a quota, calling the report "false".')
    assert ("Kristi Noem", "the agency had a quota") in [(d.denier, d.claim) for d in found]
    assert not any("calling" in d.claim for d in found)


# --- forms of a denial ----------------------------------------------------------------------------

# (text, every (denier, claim) found in it)
DENIAL_FORMS_DENIALS = [
    pytest.param(
        "The Navy pushed back on reports that two destroyers would be sold to a private buyer.",
        [("Navy", "two destroyers would be sold to a private buyer")],
        id="pushed_back_on_reports"),
    pytest.param(
        "The mayor's office pushed back against the characterization, saying the budget was balanced.",
        [("the mayor's office", "the characterization")],
        id="pushed_back_on_reports-2"),
    pytest.param(
        "A spokeswoman for the agency said the report isn't accurate.",
        [("a spokeswoman for the agency", "the report")],
        id="report_is_not_accurate"),
    pytest.param(
        "The embassy said the story was “completely false.”",
        [("the embassy", "the story")],
        id="report_is_not_accurate-2"),
    pytest.param(
        "The allegations are baseless, the club's lawyer told reporters.",
        [("the club's lawyer", "The allegations")],
        id="report_subject_is_the_claim"),
    pytest.param(
        "“There is no truth to those rumors,” a team spokesman said.",
        [("a team spokesman", "those rumors")],
        id="no_truth_claim_stops_at_the_closing_mark"),
    pytest.param(
        "“We reject these allegations entirely,” the company said in a statement.",
        [("the company", "these allegations")],
        id="first_person_denial_in_a_quotation"),
    pytest.param(
        "“I firmly deny every one of these allegations,” Rita Alvarez, a council member, told reporters.",
        [("Rita Alvarez", "every one of these allegations")],
        id="first_person_denial_in_a_quotation-2"),
    pytest.param(
        "Governor Dale Hooper dismissed the survey as fake news in a radio interview.",
        [("Dale Hooper", "the survey")],
        id="dismissed_as_fake_news"),
    pytest.param(
        "The senator called the memo a hoax.",
        [("the senator", "the memo")],
        id="dismissed_as_fake_news-2"),
    pytest.param(
        "The judge rejected the motion as untimely.",
        [],
        id="dismissed_as_fake_news-3"),
    pytest.param(
        "Mayor Dana Voss denies ever meeting the developer.",
        [("Dana Voss", "ever meeting the developer")],
        id="denies_a_gerund_clause"),
    pytest.param(
        'The club said reports of a takeover bid were "utter nonsense".',
        [("the club", "reports of a takeover bid")],
        id="reports_of_something_called_nonsense"),
    pytest.param(
        'The hospital rejected as "unfounded" the claim that it had turned patients away.',
        [("the hospital", "it had turned patients away")],
        id="rejected_as_baseless_the_claim"),
    pytest.param(
        '"That is not what happened," Omar Reyes said of the police account.',
        [("Omar Reyes", "the police account")],
        id="that_is_not_what_happened_said_of"),
    pytest.param(
        "The paper said the meeting was secret. “That never happened,” Lina Park told reporters.",
        [("Lina Park", "The paper said the meeting was secret")],
        id="that_is_not_what_happened_said_of-2"),
    pytest.param(
        "The mayor said the new tram line was on schedule, a claim engineers dispute.",
        [("engineers", "the new tram line was on schedule")],
        id="claim_critics_dispute_after_a_reported_clause"),
    pytest.param(
        "The firm said its reactors were safe, an assertion that was rejected by the regulator.",
        [("the regulator", "its reactors were safe")],
        id="claim_critics_dispute_after_a_reported_clause-2"),
    pytest.param(
        "Imports have doubled, a claim the ministry has flatly denied.",
        [("the ministry", "Imports have doubled")],
        id="claim_critics_dispute_after_a_reported_clause-3"),
    pytest.param(
        "“That's not what happened.” Hana Vos said of the tabloid's story.",
        [("Hana Vos", "the tabloid's story")],
        id="did_not_happen_with_the_cue_in_the_next_sentence"),
    pytest.param(
        "A blog said the museum would close. “That never happened.” Karl Dunn, the museum's director, said.",
        [("Karl Dunn", "A blog said the museum would close")],
        id="did_not_happen_with_the_cue_in_the_next_sentence-2"),
    # nothing to deny
    pytest.param(
        "“That never happened.” Karl Dunn said.",
        [],
        id="did_not_happen_with_the_cue_in_the_next_sentence-3"),
    pytest.param(
        "“We won the match.” Karl Dunn said of the final.",
        [],
        id="did_not_happen_with_the_cue_in_the_next_sentence-4"),
]


@pytest.mark.parametrize("text,expected", DENIAL_FORMS_DENIALS)
def test_denial_forms_denials(nlp, text, expected):
    assert denier_claims(nlp, text) == expected


# --- one denial, or none --------------------------------------------------------------------------

# (text, every (denier, claim) found in it)
ONE_DENIAL_OR_NONE_DENIALS = [
    pytest.param(
        "The ministry rejected the accusation, calling it false.",
        [("the ministry", "the accusation")],
        id="calling_it_false_after_a_denial_adds_nothing"),
    pytest.param(
        "The governor denied the report. She said it was false.",
        [("the governor", "the report")],
        id="denial_restated_in_the_next_sentence_is_one_denial"),
    pytest.param(
        "The retailer did not deny that it had cut wages for night staff.",
        [],
        id="negated_denial_is_no_denial"),
    pytest.param(
        "The council never disputed the figure.",
        [],
        id="negated_denial_is_no_denial-2"),
    pytest.param(
        "The coach said the squad was tired, a claim nobody disputes.",
        [],
        id="claim_nobody_disputes_is_no_denial"),
    pytest.param(
        "The coach said the squad was tired, a figure officials later revised.",
        [],
        id="claim_nobody_disputes_is_no_denial-2"),
]


@pytest.mark.parametrize("text,expected", ONE_DENIAL_OR_NONE_DENIALS)
def test_one_denial_or_none_denials(nlp, text, expected):
    assert denier_claims(nlp, text) == expected


# --- offsets on arbitrary input -------------------------------------------------------------------

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
