""" "a fivefold increase", "rose five-fold", "a 2.5-fold rise": a change by a factor written with "-fold",
like "tripled" (value = the factor, unit "times"); "twofold" / "threefold" / "fourfold" take the names
"double" / "triple" / "quadruple", so they meet the verbs across outlets.
"""

from __future__ import annotations

import re

from .doc import doc_text
from ..model import Quantity, Span
from .quant_context import DOWN_VERBS, MULT, frame_of
from .quant_numbers import TENS_W, UNITS_W
from .lexicon import words

_WORDS = {**UNITS_W, **TENS_W, "hundred": 100, "thousand": 1000}
_WORD_RE = "|".join(sorted(_WORDS, key=len, reverse=True))
FOLD = re.compile(rf"\b(\d+(?:\.\d+)?|(?:{_WORD_RE})(?:-(?:{_WORD_RE}))?)\s?-?\s?fold\b", re.I)
_NAMES = {factor: name for name, factor in MULT.values() if factor > 1}  # "threefold" is "triple", as the verb
_DOWN_NOUNS = words("quantities", "down_nouns")


def fold_value(words: str) -> float | None:
    """5 for "five", "5"; 25 for "twenty-five"."""
    if words[0].isdigit():
        return float(words)
    parts = [_WORDS.get(w.lower()) for w in words.split("-")]
    if None in parts:
        return None
    return float(sum(parts))


def _noun_name(tok) -> str:
    return tok.text if tok.pos_ == "PROPN" else tok.lemma_.lower()


def _about(fold_tok):
    """What grew by the factor, and whether it fell: "a fivefold increase in cases" -> cases, "exports saw
    a fivefold increase" -> exports, "fares rose fivefold" -> fares, "cut costs fivefold" -> costs."""
    head = fold_tok.head
    down = False
    if head.pos_ == "NOUN":  # "a fivefold increase (in cases)"
        down = head.lemma_.lower() in _DOWN_NOUNS
        of = next((c for c in head.children if c.dep_ == "prep" and c.lower_ in ("in", "of")), None)
        pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if pobj is not None and pobj.pos_ in ("NOUN", "PROPN"):
            return pobj, down
        if head.dep_ in ("dobj", "attr") and head.head.pos_ in ("VERB", "AUX"):  # "exports saw a fivefold rise"
            head = head.head
        else:
            return None, down
    if head.pos_ in ("VERB", "AUX"):
        down = down or head.lemma_.lower() in DOWN_VERBS
        obj = next((c for c in head.children if c.dep_ == "dobj" and c.i != fold_tok.i
                    and c.pos_ in ("NOUN", "PROPN") and c.i not in (t.i for t in fold_tok.subtree)), None)
        subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        noun = obj if obj is not None and head.lemma_.lower() not in ("see", "have", "show", "report", "record") \
            else subj
        if noun is not None and noun.pos_ in ("NOUN", "PROPN"):
            return noun, down
    return None, down


def folds(doc, sent, article_id: str) -> list[Quantity]:
    """Every "-fold" factor in ``sent``."""
    out = []
    text = doc_text(doc)
    for m in FOLD.finditer(text, sent.start_char, sent.end_char):
        value = fold_value(m.group(1))
        if value is None or value <= 1:
            continue
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        noun, down = _about(span.root)
        start, end = m.start(), m.end()
        if noun is not None and sent.start <= noun.i < sent.end:
            start, end = min(start, noun.idx), max(end, noun.idx + len(noun.text))
        change = "down" if down else _NAMES.get(value, f"{value:g}-fold")
        out.append(Quantity(
            value=value, unit="times", counted=_noun_name(noun) if noun is not None else None, per=None,
            bound=None, change=change, frame=frame_of(span.root, sent), text=text[start:end],
            span=Span(article_id, start, end), sentence=Span(article_id, sent.start_char, sent.end_char),
        ))
    return out
