"""Quotes, denials and relays of one hand-written text with the real spaCy pipeline (people from
find_people), every span checked against the text."""

from storyline.extract import parse
from storyline.extract.denials import find_denials, find_relays
from storyline.extract.people import find_people
from storyline.extract.quotes import find_quotes
from storyline.sentences import split_sentences


def quotes(nlp, text):
    """[(speaker, quote)] that find_quotes finds, with the real people extractor."""
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    found = find_quotes(doc, "a1", sents, people)
    for q in found:
        assert text[q.span.start:q.span.end] == q.text
    return [(q.speaker, q.text) for q in found]


def speaker_saying(found, words):
    """The speaker of the first quote in ``found`` that holds ``words``."""
    return next(sp for sp, said in found if words in said)


def speaker_of(nlp, text, words):
    """The speaker of the quote whose text starts with ``words``."""
    hits = [sp for sp, t in quotes(nlp, text) if t.startswith(words)]
    assert hits, quotes(nlp, text)
    return hits[0]


def denier_claims(nlp, text):
    """[(denier, claim)] that find_denials finds, with the real people extractor."""
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    found = find_denials(doc, "a1", sents, people)
    for d in found:
        assert d.claim in text
        assert d.sentence.start <= d.span.start < d.span.end <= d.sentence.end
    return [(d.denier, d.claim) for d in found]


def relays(nlp, text):
    """The outlets find_relays finds relayed in ``text``, in order."""
    sents = split_sentences(text)
    found = find_relays(parse(nlp, text, sents), "a1", sents)
    for r in found:
        assert r.sentence.start <= r.span.start < r.span.end <= r.sentence.end
    return [r.outlet for r in found]
