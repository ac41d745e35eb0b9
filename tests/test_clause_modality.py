"""The modality of a clause (extract.predicates): what it tells as so, as planned, as possible, and
what it only asks. A content clause opened by "whether" (or "if" after a verb of asking, or as a
verb's complement) is a question: no outlet asserts that "laws were broken" by writing of "an
investigation into whether laws were broken", so no claim may be aligned, corroborated or denied as
if it did. A conditional "if" clause is not a question."""

import pytest

from storyline.extract import parse
from storyline.extract.predicates import find_predicates
from storyline.sentences import split_sentences


def modality_of(nlp, text: str, trigger: str):
    sents = split_sentences(text)
    found = [p for p in find_predicates(parse(nlp, text, sents), "a1", sents) if p.trigger == trigger]
    assert found, f"no clause with event word {trigger!r} in {text!r}"
    return found[0].modality


@pytest.mark.parametrize("text,trigger,modality", [
    ("The Justice Department opened an investigation into whether laws were broken at the agency.", "break",
     "question"),
    ("The man asked the congressman if he supported the president's agenda.", "support", "question"),
    ("The inspector general said laws were broken at the agency.", "break", None),
    ("The senator said he will run again next year.", "run", "future"),
    ("She will lead the committee if the senator wins the vote.", "win", None),
    ("She will lead the committee if the senator wins the vote.", "lead", "future"),
])
def test_a_clause_that_asks_is_a_question(nlp, text, trigger, modality):
    assert modality_of(nlp, text, trigger) == modality
