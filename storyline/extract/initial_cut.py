"""A one-letter "initial" that ends the previous sentence is not part of the next name.

"She posted the clip on X. Loomer said it was real": the NER reads "X. Loomer" as one person, but the
"X." closes the sentence ("on X.") and "Loomer" opens the next. Seen in the parse: the surname hangs
as the object of a preposition ("on ... Loomer") while the word right after the name is a finite verb
("said"), so the name is really the subject of a new sentence. "signed by J. Morales, the clerk" keeps
its initial.
"""

from __future__ import annotations

import re

from .doc import doc_text
from .lexicon import words

_FINITE = words("people", "finite")


def cut_sentence_initials(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """``ents`` with "X. Surname" person mentions cut to "Surname" where the initial ends a sentence."""
    text = doc_text(doc)
    out = []
    for kind, s, e in ents:
        m = re.match(r"[A-Z]\.\s+(?=[A-Z])", text[s:e])
        if kind == "PERSON" and m and _opens_clause(doc, s + m.end(), e):
            s += m.end()
        out.append((kind, s, e))
    return out


def _opens_clause(doc, s: int, e: int) -> bool:
    span = doc.char_span(s, e, alignment_mode="expand")
    if span is None or span.end >= len(doc) or span.start == 0:
        return False
    head = span[-1]
    before = doc[span.start - 1]  # the initial itself
    lead = doc[span.start - 2] if span.start >= 2 else None
    return (head.dep_ == "pobj" and doc[span.end].tag_ in _FINITE and before.text.endswith(".")
            and lead is not None and lead.is_lower)
