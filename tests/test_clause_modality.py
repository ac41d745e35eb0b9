"""The modality of a clause (extract.predicates): what it tells as so, as planned, as possible, and
what it only asks. A content clause opened by "whether" (or "if" after a verb of asking, or as a
verb's complement) is a question: no outlet asserts that "laws were broken" by writing of "an
investigation into whether laws were broken", so no claim may be aligned, corroborated or denied as
if it did. A conditional "if" / "unless" clause is not a question, but a condition: no assertion either
("Reserves will run out unless lawmakers vote to raise the ceiling" does not say that they vote)."""

from dataclasses import dataclass

import pytest

from storyline.extract import parse
from storyline.extract.predicates import find_predicates
from storyline.sentences import split_sentences


def clause_of(nlp, text: str, trigger: str):
    """The first clause of ``text`` whose event word is ``trigger``."""
    sents = split_sentences(text)
    found = [p for p in find_predicates(parse(nlp, text, sents), "a1", sents) if p.trigger == trigger]
    assert found, f"no clause with event word {trigger!r} in {text!r}"
    return found[0]


def modality_of(nlp, text: str, trigger: str):
    return clause_of(nlp, text, trigger).modality


@pytest.mark.parametrize("text,trigger,modality", [
    ("The Justice Department opened an investigation into whether laws were broken at the agency.", "break",
     "question"),
    ("The man asked the congressman if he supported the president's agenda.", "support", "question"),
    ("The inspector general said laws were broken at the agency.", "break", None),
    ("The senator said he will run again next year.", "run", "future"),
    # a condition is no question, but no assertion either: what would have to be
    ("She will lead the committee if the senator wins the vote.", "win", "condition"),
    ("She will lead the committee if the senator wins the vote.", "lead", "future"),
    ("Reserves will run out unless lawmakers vote to raise or suspend the debt ceiling by Oct. 18.", "vote",
     "condition"),
    # a conjunct, or a verb's complement, is conditioned or asked with the clause it belongs to
    ("Reserves will run out unless lawmakers vote to raise or suspend the debt ceiling by Oct. 18.", "suspend",
     "condition"),
    ("Reserves will run out unless lawmakers vote to raise or suspend the debt ceiling by Oct. 18.", "run", "future"),
])
def test_a_clause_that_asks_is_a_question(nlp, text, trigger, modality):
    assert modality_of(nlp, text, trigger) == modality


@pytest.mark.parametrize("text,trigger", [
    ("Is the photo of him?", "be"),
    ("Did the congressman send the picture from his own account?", "send"),
])
def test_a_sentence_that_ends_on_a_question_mark_asks(nlp, text, trigger):
    assert modality_of(nlp, text, trigger) == "question"


def test_a_question_is_no_claim_of_the_story(nlp):
    """A clause that asks ("Is the photo of him?", "whether laws were broken") tells nothing: it gives
    no claim to align, so no outlet is counted as saying it."""
    from storyline.align_clauses import clause_items
    from storyline.extract import Findings

    text = "Is the photo of him? The congressman said the photo was sent from his account on Friday."
    sents = split_sentences(text)
    preds = find_predicates(parse(nlp, text, sents), "a1", sents)
    assert {p.modality for p in preds} >= {"question", None}

    class Bundle:
        articles = {"a1": type("A", (), {"text": text})()}

    findings = Findings(article="a1", predicates=tuple(preds))
    made = clause_items(Bundle(), "a1", findings, sents,
                        lambda kind, key, f, aid, span, gist, stext, dates, p=None: _Item(span, gist, p))
    assert made and all("photo of him" not in it.gist for it in made)
    assert any("sent from his account" in it.gist for it in made)


@dataclass(frozen=True)
class _Item:
    span: object
    gist: str
    predicate: object = None


def finite_of(nlp, text: str, trigger: str) -> bool:
    return clause_of(nlp, text, trigger).finite


@pytest.mark.parametrize("text,trigger,finite", [
    ("The figures, released Wednesday by the Social Security Administration, show a rise.", "release", False),
    ("A commission was formed last spring to expand the size of the court in coming years.", "expand", False),
    ("The increase will add $92 to the average benefit, bringing the amount to $1,657 next year.", "bring", False),
    ("Horton was shot and killed in October 2011 when gunfire erupted outside a school.", "kill", True),
    ("The shooting happened when Andrew Lopez, 20, fired from the rooftop of a building.", "fire", True),
    ("Seniors will see the largest increase in their payments in four decades.", "see", True),
    ("The congressman did not send the picture to the student.", "send", True),
    ("It would be unusual for a state to have two senators who had run against each other.", "senator", False),
])
def test_a_clause_is_tensed_or_a_phrase(nlp, text, trigger, finite):
    """``Predicate.finite``: what a brief may show as a claim on its own ("Horton was shot and killed",
    a conjoined verb as tensed as the one it joins), and what only a phrase of its sentence ("released
    Wednesday by ...", "to expand the size of the court", "bringing the amount to $1,657")."""
    assert finite_of(nlp, text, trigger) is finite


@pytest.mark.parametrize("text,trigger,negated", [
    ("Lerner said at the hearing that she had done nothing wrong.", "do", True),
    ("Lerner said: I have not done anything wrong.", "do", True),
    ("No one was hurt in the blast.", "hurt", True),
    ("Police found no evidence of a break-in.", "find", True),
    ("Police found evidence of a break-in.", "find", False),
    ("He has done something wrong.", "do", False),
])
def test_nothing_nobody_and_no_negate_a_clause(nlp, text, trigger, negated):
    """"she had done nothing wrong" says what "I have not done anything wrong" says: one fact, not a
    claim and its negation kept apart."""
    assert clause_of(nlp, text, trigger).negated is negated


@pytest.mark.parametrize("text,trigger,ends", [
    ("Next year's adjustment will be 5.9%, the agency said on Wednesday.", "%", "will be 5.9%"),
    ("Prices rose 8%.", "rise", "rose 8%"),
    ("The panel expressed concerns over calls to expand the court, with members warning.", "express",
     "over calls"),
])
def test_a_sign_the_parse_reads_as_a_word_ends_its_clause_and_punctuation_does_not(nlp, text, trigger, ends):
    """"%" is punctuation to the tokenizer but the clause's last word ("will be 5.9%" was "will be
    5.9", and its figure could not be found in the claim); a comma stays out of it."""
    assert clause_of(nlp, text, trigger).gist.endswith(ends)
