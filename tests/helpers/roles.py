"""Roles and personnel moves of one hand-written text with the real spaCy pipeline, spans checked."""

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.roles import find_roles
from storyline.sentences import split_sentences


def roles_of(nlp, text):
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, orgs, _ = find_people(doc, "a", sents)
    roles = find_roles(doc, "a", sents, people, orgs)
    for r in roles:
        assert r.span.article == r.sentence.article == "a"
        assert r.sentence.start <= r.span.start < r.span.end <= r.sentence.end
        assert text[r.span.start : r.span.end] == text[r.span.start : r.span.end].strip()
        assert any(s.start == r.sentence.start and s.end == r.sentence.end for s in sents)
    return roles


def one(roles, person, **want):
    got = [r for r in roles if r.person == person and all(getattr(r, k) == v for k, v in want.items())]
    assert got, f"no role {person} {want} in {roles}"
    return got[0]


def moves_of(nlp, text):
    return [r for r in roles_of(nlp, text) if r.change in ("incoming", "outgoing")]


def role_triples(nlp, text):
    """{(person, title, org)} of the roles in ``text``."""
    return {(r.person, r.title, r.org) for r in roles_of(nlp, text)}


def text_of(role, text):
    return text[role.span.start : role.span.end]
