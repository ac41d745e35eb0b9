"""An unnamed person described by a role ("The minister said ... “...,” he said"): the antecedent
of a he / she when no named person is the subject of the sentences before (``coref``)."""

from __future__ import annotations

from .doc import doc_text
from .lexicon import words

# Singular role nouns for one person: "the minister", "the chief executive", "a spokeswoman".
ROLE_NOUNS = words("speakers", "role_nouns")


def description_subject(tok) -> str | None:
    """The words of a subject that describes one person by role ("The minister", "the agency's chief
    executive", "A spokeswoman for the ministry"), as written; None for names, plurals, others."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in ROLE_NOUNS or "Plur" in tok.morph.get("Number"):
        return None
    if not any(c.dep_ in ("det", "poss") for c in tok.children):
        return None
    if any(c.dep_ == "appos" for c in tok.children):
        return None  # "the minister, Jane Doe,": the name decides, elsewhere
    end = tok
    for c in tok.children:  # "a spokeswoman for the ministry": keep the prepositional phrase
        if c.dep_ == "prep" and c.i > tok.i and c.right_edge.i - tok.i <= 6:
            end = c.right_edge
    doc = tok.doc
    return doc_text(doc)[tok.left_edge.idx:end.idx + len(end.text)]
