"""People that find_people reads from one hand-written text with the real spaCy pipeline."""

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.sentences import split_sentences


def people_found(nlp, text):
    """{person: set of aliases} that find_people finds in ``text``."""
    sents = split_sentences(text)
    people, _orgs, _mentions = find_people(parse(nlp, text, sents), "a1", sents)
    return {p.name: set(p.aliases) for p in people}
