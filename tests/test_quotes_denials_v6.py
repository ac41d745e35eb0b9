"""Round 9 fact-check probes: outlets as sources of reported clauses, where a reported clause
starts, anonymous-source labels, and denial forms (negated, "pushed back on", "isn't accurate",
first person inside a quotation, "dismissed X as fake news"). Hand-written sentences through the
real pipeline pieces; each failed on the round-8 code."""

from test_quotes_speakers import quotes

from storyline.extract import parse
from storyline.extract.denials import find_denials
from storyline.extract.outlets import canonical_outlet, outlet_subject
from storyline.extract.people import find_people
from storyline.sentences import split_sentences


def denials(nlp, text):
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    found = find_denials(doc, "a1", sents, people)
    for d in found:
        assert d.claim in text
        assert d.sentence.start <= d.span.start < d.span.end <= d.sentence.end
    return [(d.denier, d.claim) for d in found]


# --- outlets reporting are sources --------------------------------------------------------------

def test_outlet_reported_that_is_a_reported_quote(nlp):
    text = "Axios reported that the Treasury was drafting new rules for stablecoin issuers."
    assert quotes(nlp, text) == [("Axios", "the Treasury was drafting new rules for stablecoin issuers")]


def test_outlet_reported_after_the_clause(nlp):
    text = "The regulator is preparing fines against three airlines, Axios reported, citing two aides."
    assert quotes(nlp, text) == [("Axios", "The regulator is preparing fines against three airlines")]


def test_outlet_subject_names_only_outlets(nlp):
    doc = nlp("Axios reported it. The guardian said it. Reuters wrote it.")
    subjects = [t for t in doc if t.dep_ == "nsubj"]
    assert [outlet_subject(t) for t in subjects] == ["Axios", None, "Reuters"]
    assert canonical_outlet("the NYT") == "The New York Times"  # still importable from denials too


# --- where a reported clause starts ---------------------------------------------------------------

def test_that_tagged_as_object_is_not_reported(nlp):
    text = "The president told reporters aboard Air Force One that he would decide on the pardon soon."
    assert quotes(nlp, text) == [("the president", "he would decide on the pardon soon")]


def test_aside_before_that_is_not_reported(nlp):
    text = "Bloomberg reported Friday, citing internal memos, that the bank would close 40 branches."
    [(speaker, said)] = quotes(nlp, text)
    assert (speaker, said) == ("Bloomberg", "the bank would close 40 branches")


# --- anonymous sources keep their kind ------------------------------------------------------------

def test_people_familiar_with_the_matter(nlp):
    text = "The carmaker will recall 80,000 trucks, three people familiar with the plan said."
    assert quotes(nlp, text) == [("people familiar with the plan", "The carmaker will recall 80,000 trucks")]
    text = "The ceasefire talks stalled on Sunday, according to officials close to the negotiations."
    assert quotes(nlp, text) == [("officials close to the negotiations", "The ceasefire talks stalled on Sunday")]


# --- denials ----------------------------------------------------------------------------------------

def test_negated_denial_is_no_denial(nlp):
    assert denials(nlp, "The retailer did not deny that it had cut wages for night staff.") == []
    assert denials(nlp, "The council never disputed the figure.") == []


def test_pushed_back_on_reports(nlp):
    text = "The Navy pushed back on reports that two destroyers would be sold to a private buyer."
    assert denials(nlp, text) == [("Navy", "two destroyers would be sold to a private buyer")]
    text = "The mayor's office pushed back against the characterization, saying the budget was balanced."
    assert denials(nlp, text) == [("the mayor's office", "the characterization")]


def test_report_is_not_accurate(nlp):
    text = "A spokeswoman for the agency said the report isn't accurate."
    assert denials(nlp, text) == [("a spokeswoman for the agency", "the report")]
    text = "The embassy said the story was “completely false.”"
    assert denials(nlp, text) == [("the embassy", "the story")]


def test_report_subject_is_the_claim(nlp):
    text = "The allegations are baseless, the club's lawyer told reporters."
    assert denials(nlp, text) == [("the club's lawyer", "The allegations")]


def test_no_truth_claim_stops_at_the_closing_mark(nlp):
    text = "“There is no truth to those rumors,” a team spokesman said."
    assert denials(nlp, text) == [("a team spokesman", "those rumors")]


def test_first_person_denial_in_a_quotation(nlp):
    text = "“We reject these allegations entirely,” the company said in a statement."
    assert denials(nlp, text) == [("the company", "these allegations")]
    text = "“I firmly deny every one of these allegations,” Rita Alvarez, a council member, told reporters."
    assert denials(nlp, text) == [("Rita Alvarez", "every one of these allegations")]


def test_dismissed_as_fake_news(nlp):
    text = "Governor Dale Hooper dismissed the survey as fake news in a radio interview."
    assert denials(nlp, text) == [("Dale Hooper", "the survey")]
    text = "The senator called the memo a hoax."
    assert denials(nlp, text) == [("the senator", "the memo")]
    assert denials(nlp, "The judge rejected the motion as untimely.") == []


def test_calling_it_false_after_a_denial_adds_nothing(nlp):
    text = "The ministry rejected the accusation, calling it false."
    assert denials(nlp, text) == [("the ministry", "the accusation")]


# --- an outlet relaying a clause that names its own source ----------------------------------------

def test_outlet_relaying_a_named_source(nlp):
    text = "Axios reports that the senator will retire next year, according to three aides."
    assert quotes(nlp, text) == [("aides", "the senator will retire next year")]


# --- pasted social posts ----------------------------------------------------------------------------

def test_embedded_post_without_quotation_marks(nlp):
    text = ("Governor Kim Hale reacted within minutes.\n\nThis ruling is a disgrace and we will appeal. "
            "pic.twitter.com/abc123\n— Kim Hale (@GovKimHale) June 2, 2025\n\nThe court declined to comment.")
    assert quotes(nlp, text) == [("Kim Hale", "This ruling is a disgrace and we will appeal.")]


def test_embedded_post_credit_outranks_context(nlp):
    text = ('The mayor posted a reply.\n\n"We will not be bullied by Albany."\n'
            "— Lena Ortiz (@MayorOrtiz) 4 June 2025")
    assert quotes(nlp, text) == [("Lena Ortiz", "We will not be bullied by Albany.")]
    assert quotes(nlp, "The list included:\n- bread\n- milk (@store)") == []


def test_label_line_quote_leaves_out_the_opening_mark(nlp):
    text = 'HALE: "WE WILL APPEAL THIS RULING"\n\nGovernor Kim Hale said on Monday that the state would appeal.'
    assert ("Kim Hale", "WE WILL APPEAL THIS RULING") in quotes(nlp, text)


def test_denies_a_gerund_clause(nlp):
    text = "Mayor Dana Voss denies ever meeting the developer."
    assert denials(nlp, text) == [("Dana Voss", "ever meeting the developer")]


def test_denial_restated_in_the_next_sentence_is_one_denial(nlp):
    text = "The governor denied the report. She said it was false."
    assert denials(nlp, text) == [("the governor", "the report")]
