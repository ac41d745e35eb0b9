"""Denial forms ``denials.find_denials`` reads with these helpers:

- "rejected as “baseless” the claim that ...": the object denied parsed inside the "as" phrase;
- "reports of a cabinet split were “complete nonsense”": a report about something called false;
- "“That's not what happened,” Cole said of the report": a quotation saying something did not
  happen, about what "said of" names (else the sentence before).
"""

from __future__ import annotations

import re

from .lexicon import regex, words

# words that call a claim untrue: "called the report false", "reports of X were nonsense" (shared with ``denials``)
FALSE_WORDS = words("denials", "false_words")
_FALSE = "|".join(sorted(FALSE_WORDS, key=len, reverse=True))


def as_phrase_object(v, claim_nouns: frozenset, false_words: frozenset):
    """ "rejected as “baseless” the claim that ...": the claim noun the parser hung inside "as"."""
    for prep in v.children:
        if prep.dep_ != "prep" or prep.lower_ != "as":
            continue
        words = {t.lower_ for t in prep.subtree}
        obj = next((c for c in prep.children if c.dep_ == "pobj" and c.lemma_.lower() in claim_nouns), None)
        if obj is not None and false_words & words and obj.i > min(t.i for t in prep.subtree if t.lower_ in false_words):
            return obj
    return None


_REPORTS_OF = re.compile(
    r"\b((?:reports?|claims?|rumou?rs?|allegations?|suggestions?|stories|story|accounts?|speculation)\s+"
    r"(?:of|about)\s+[^,;:“”\"]{2,80}?)\s+(?:is|was|are|were)\s+(?:also\s+)?[\"“]?"
    r"(?:(?:complete|completely|total|totally|utter|utterly|pure|absolute|absolutely|simply|just|entirely)\s+)*"
    r"(?:" + _FALSE + r")\b", re.I)


def reports_of_false(stext: str):
    """(start, end) in ``stext`` of "reports of X" called false in the sentence, or None."""
    m = _REPORTS_OF.search(stext)
    return (m.start(1), m.end(1)) if m else None


_DID_NOT_HAPPEN = regex("denials", "did_not_happen")


def did_not_happen(stext: str):
    """For "“That's not what happened,” X said of the report": (start, end) in ``stext`` of what
    was denied ("the report"), (0, 0) when the sentence names nothing (the one before is meant),
    and the offset of the cue; None when the form is absent."""
    m = _DID_NOT_HAPPEN.search(stext)
    if m is None:
        return None
    cue = m.start("verb")
    if m.group("of"):
        return (m.start("of"), m.end("of")), cue
    return (0, 0), cue


# "The mayor said the budget was balanced, a claim critics dispute": the claim is what was said
# before the comma, the denier the subject of the relative clause.
_CLAIM_DISPUTED = regex("denials", "claim_disputed")
_SAID = regex("denials", "said")
_NEGATION = regex("denials", "negation")


def claim_disputed(stext: str):
    """For ", a claim critics dispute" in ``stext``: ((claim start, end), (denier start, end), (verb
    start, end)); the claim runs from the reporting verb (else the sentence start) to the comma.
    None when the form is absent or the denier is negated ("a claim nobody disputes")."""
    m = _CLAIM_DISPUTED.search(stext)
    if m is None:
        return None
    who, verb = ("who", "verb") if m.group("who") else ("pwho", "pverb")
    if _NEGATION.search(m.group(who)):
        return None
    said = None
    for said in _SAID.finditer(stext, 0, m.start()):
        pass
    start = said.end() if said is not None else 0
    if start >= m.start():
        return None
    return (start, m.start()), (m.start(who), m.end(who)), (m.start(verb), m.end(verb))
