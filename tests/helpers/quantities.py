"""find_quantities on one hand-written text with the real spaCy pipeline, every span checked."""

from __future__ import annotations

import pytest

from storyline.extract import parse
from storyline.extract.quantities import find_quantities
from storyline.sentences import split_sentences


def parse_quantities(nlp, text):
    """(the parsed doc, the quantities found); each quantity's span is its text, inside its sentence."""
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    found = find_quantities(doc, "a1", sents)
    for q in found:
        assert text[q.span.start:q.span.end] == q.text
        assert q.span.article == "a1"
        assert text[q.sentence.start:q.sentence.end] in text
        assert q.sentence.start <= q.span.start < q.span.end <= q.sentence.end
    return doc, found


def quantities(nlp, text):
    return parse_quantities(nlp, text)[1]


def one(nlp, text, value, unit=None):
    """The one quantity of ``text`` with this value (and unit, if given)."""
    hits = [q for q in quantities(nlp, text) if q.value == pytest.approx(value) and (unit is None or q.unit == unit)]
    assert len(hits) == 1, (text, hits)
    return hits[0]


def by_value(nlp, text):
    return {round(q.value, 6): q for q in quantities(nlp, text)}
