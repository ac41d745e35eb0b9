"""Noun phrases as speakers, shared by the speaker rules (``speakers``, ``speech_verbs``, ``it_speaker``):
the words that make a noun an organisation, a document or a spokesperson, the phrase of a noun as
written, an organisation as the article names it, a dateline or section header word, and a name
matched to one of the article's people.
"""

from __future__ import annotations

import re

from ..model import Person
from .coref import person_at, sentences_before
from .doc import doc_ents, doc_text, ent_at
from .honorifics import HONORIFICS, TITLE_ABBREVIATIONS, alternation
from .lexicon import words


# Nouns that make a subject an organisation that speaks ("the agency said", "the police said").
ORG_NOUNS = words("common", "organisation_nouns") | words("speakers", "speaking_bodies")
# Things that "say" in news text: "a letter ... It says", "the report found".
DOC_NOUNS = words("speakers", "doc_nouns")
# Verbs of publishing whose "by X" agent owns the document ("figures released by the department").
PUBLISH_VERBS = words("speakers", "publish_verbs")
# Organisation nouns that fit any organisation ("Acme said ... The company said"), unlike "embassy".
GENERIC_ORGS = words("speakers", "generic_orgs")
PERSON_ROLE_NOUNS = words("speakers", "person_role_nouns")
# A cue opening the sentence before its speaker, tagged as part of a name ("Said Ellis:", "Stated Stone:").
FRONTED_CUES = words("speakers", "fronted_cues")

# An honorific or title before a name as written ("Mr. Wu", "Sen. Warren", "President Obama"), lower case.
_TITLED = re.compile(r"^(?:%s)\.?\s+" % alternation(HONORIFICS | TITLE_ABBREVIATIONS | {"president", "secretary"}).lower())


def match_person(name: str, people: list[Person]) -> str | None:
    """Canonical name for a name as written: full name, alias or surname alone."""
    key = re.sub(r"\s+", " ", name).strip().lower()
    key = _TITLED.sub("", key)
    if not key:
        return None
    for p in people:
        if key == p.name.lower() or key in (a.lower() for a in p.aliases):
            return p.name
    hits = [p.name for p in people if p.name.lower().split()[-1:] == key.split()[-1:]]
    if len(set(hits)) == 1:
        return hits[0]
    return None


def last_org_before(doc, pos: int, people: list[Person]) -> str | None:
    """The last organisation named before ``pos`` (not a person), without a leading "the"."""
    orgs = [e for e in doc_ents(doc) if e.label_ == "ORG" and e.end_char <= pos
            and person_at(people, e.start_char, e.end_char) is None]
    return re.sub(r"^the\s+", "", orgs[-1].text, flags=re.I) if orgs else None


def org_named(doc, subj, people: list[Person]) -> str | None:
    """ "the department" -> the last organisation named with that word ("Department of Homeland
    Security"), else the last organisation named in this sentence or the one before."""
    orgs = [e for e in doc_ents(doc) if e.label_ == "ORG" and e.end_char <= subj.idx
            and person_at(people, e.start_char, e.end_char) is None]
    head = next((e for e in reversed(orgs) if subj.lemma_.lower() in e.text.lower().split()), None)
    if head is None and subj.lemma_.lower() in GENERIC_ORGS:  # "the company": not "the embassy" after the Navy
        near = sentences_before(doc, subj.idx)[:2]
        head = next((e for e in reversed(orgs) if near and e.start_char >= near[-1].start_char
                     and e.root.dep_ in ("nsubj", "nsubjpass")), None)
    return re.sub(r"^the\s+", "", head.text, flags=re.I) if head is not None else None


def header(tok) -> bool:
    """An all-capitals dateline or section header word ("WASHINGTON --", "THE BORROWING"), not an
    acronym subject ("CNS reported")."""
    if not (len(tok.text) > 1 and tok.text.isupper() and tok.is_alpha and tok.i - tok.sent.start < 6):
        return False
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    prv = doc[tok.i - 1] if tok.i > tok.sent.start else None
    org = next((e for e in doc_ents(doc) if e.start <= tok.i < e.end and e.label_ == "ORG"), None)
    return any(t is not None and not (org is not None and org.start <= t.i < org.end)  # "CBS DFW reports"
               and (t.text in ("--", "—", "–", "-") or (t.is_alpha and t.text.isupper() and len(t.text) > 1))
               for t in (nxt, prv))


# "people familiar with the matter", "officials close to the talks": the kind of anonymous source.
SOURCE_ADJECTIVES = words("speakers", "source_adjectives")
# Nouns of a share of people ("three-fourths say", "18% who say"): their number belongs to the phrase.
SHARES = words("speakers", "shares")


def phrase(tok) -> tuple[int, int]:
    """Characters of a noun with its compounds/determiners/adjectives (no clauses)."""
    deps = ("compound", "det", "amod", "poss", "nmod", "flat")
    if tok.pos_ == "NUM" or tok.lower_ in SHARES:  # "at least 21,000", "three-fourths", "Six in 10", "18%"
        deps += ("nummod", "quantmod", "advmod")
    left = [c for c in tok.lefts if c.dep_ in deps]
    start = min([tok.idx] + [c.left_edge.idx for c in left])
    end = tok.idx + len(tok.text)
    for c in tok.rights:
        if c.dep_ in ("compound", "flat") or (c.dep_ == "prep" and c.lower_ in ("for", "of", "from")) \
                or c.dep_ == "amod" and c.lemma_.lower() in SOURCE_ADJECTIVES \
                or c.dep_ == "quantmod" and tok.pos_ == "NUM" and c.lower_ in SHARES:  # "nearly two-thirds of voters"
            end = max(end, c.right_edge.idx + len(c.right_edge.text))
    return start, end


def nominal(doc, subj, people: list[Person]) -> str:
    """A noun phrase subject as a speaker: its ORG entity, else the phrase as written."""
    if subj.ent_type_ == "ORG":
        ent = ent_at(doc, subj.i)
        if ent is not None:
            return re.sub(r"^the\s+", "", ent.text, flags=re.I) if ent.text.lower().startswith("the ") \
                and len(ent) > 2 else ent.text
    start, end = phrase(subj)
    return doc_text(doc)[start:end]
