"""What "it" stands for as a speaker (split out of ``speakers``): a recent non-person speaker, an
organisation subject, a document just mentioned, the person or campaign that sent that document,
else the last organisation. Called from ``speakers.resolve_subject``, which it is given as
``resolve`` (for the person who wrote or sent the document) so that neither module imports the other."""

from __future__ import annotations

import re

from .doc import doc_text
from ..model import Person
from .coref import HE_SHE, SAY_VERBS, THEY, clause_subjects, person_at, sentences_before
from .speaker_parts import (DOC_NOUNS, ORG_NOUNS, PERSON_ROLE_NOUNS, PUBLISH_VERBS, header, last_org_before,
                            match_person, nominal, phrase)
from .lexicon import words

_NOT_IT = HE_SHE | THEY | words("speakers", "not_it")
# "It shows ...", "it found": said of documents, recordings and studies before organisations.
_SHOWING = words("speakers", "showing")


def resolve_it(doc, people: list[Person], subj, resolve) -> str | None:
    """ "it": a recent non-person speaker ("the Times wrote ... it added"), else an organisation
    subject just before ("Trump's campaign is defending ... It's denouncing") or a document just
    mentioned ("a letter ... It says"; first for "it shows / found"), else the last organisation."""
    sents = sentences_before(doc, subj.idx)
    for sent in sents[:2]:
        for tok in reversed([t for t in sent if t.idx < subj.idx]):
            if tok.dep_ == "nsubj" and tok.head.lemma_.lower() in SAY_VERBS and tok.lower_ not in _NOT_IT \
                    and not header(tok) \
                    and (tok.ent_type_ != "PERSON" or match_person(tok.text, people) is None) \
                    and person_at(people, tok.idx, tok.idx + 1) is None \
                    and "Plur" not in tok.morph.get("Number"):
                return nominal(doc, tok, people)
    steps = (_it_document, _it_organisation) if subj.head.lemma_.lower() in _SHOWING \
        else (_it_organisation, _it_document)
    for step in steps:
        found = step(doc, people, subj, sents[:2], resolve)
        if found:
            return found
    return last_org_before(doc, subj.idx, people)


def _it_organisation(doc, people: list[Person], subj, sents, resolve) -> str | None:
    """A singular organisation that is a main-clause subject of these sentences, before ``subj``."""
    for sent in sents:
        for tok in reversed(clause_subjects(sent, subj.idx, ())):
            if tok.lower_ not in _NOT_IT and "Plur" not in tok.morph.get("Number") and not header(tok) \
                    and (tok.ent_type_ == "ORG" or tok.pos_ == "NOUN" and tok.lemma_.lower() in ORG_NOUNS
                         and tok.lemma_.lower() not in PERSON_ROLE_NOUNS) \
                    and person_at(people, tok.idx, tok.idx + len(tok.text)) is None:
                if tok.ent_type_ == "ORG":
                    return nominal(doc, tok, people)
                start, end = phrase(tok)
                return re.sub(r"^(?:a|an|the)\s+", "", doc_text(doc)[start:end], flags=re.I)
    return None


def _it_document(doc, people: list[Person], subj, sents, resolve) -> str | None:
    """The last singular document noun of these sentences before ``subj`` ("a letter")."""
    for sent in sents:
        for tok in reversed([t for t in sent if t.idx < subj.idx]):
            if tok.lemma_.lower() in DOC_NOUNS and tok.pos_ == "NOUN" and "Plur" not in tok.morph.get("Number"):
                verb = tok.head.head if tok.dep_ == "pobj" and tok.head.lower_ == "in" else tok.head
                writer = next((c for c in verb.children if c.dep_ == "nsubj"), None) \
                    if tok.dep_ in ("dobj", "pobj") and verb.lemma_.lower() in SAY_VERBS | PUBLISH_VERBS else None
                if writer is not None and (writer.ent_type_ == "PERSON" or person_at(people, writer.idx, writer.idx + 1)):
                    return resolve(doc, writer, people)  # "Bujnowski wrote in the affidavit. It continued"
                sender = _campaign_sender(doc, people, tok, resolve)
                if sender:
                    return sender
                start, end = phrase(tok)
                return re.sub(r"^(?:a|an|the|its|his|her|their)\s+", "", doc_text(doc)[start:end], flags=re.I)
    return None


def _campaign_sender(doc, people: list[Person], tok, resolve) -> str | None:
    """ "The Cruz campaign sent a fundraising email ... “...,” the email read. It stated ...": the
    person or campaign that sent the document (the same noun, the object of "send" shortly before),
    whose words it carries."""
    lemma = tok.lemma_.lower()
    for t in reversed(doc[max(0, tok.i - 120):tok.i + 1]):
        if t.lemma_.lower() == lemma and t.dep_ == "dobj" and t.head.lemma_.lower() in (
                "send", "email", "release", "issue", "post"):
            sender = next((c for c in t.head.children if c.dep_ == "nsubj"), None)
            if sender is not None and (sender.ent_type_ == "PERSON" or person_at(
                    people, sender.idx, sender.idx + 1) or sender.lemma_.lower() == "campaign"):
                return resolve(doc, sender, people)
            return None
    return None
