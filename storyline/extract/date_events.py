"""The event a date expression dates as a noun: "the June 25 special general election", "a special
election set for June 25", "a hearing set for May 22", "the primary would be held on April 30",
"Wednesday's vote". Read from the parse around the date (part of the dates component): two outlets
that date one election alike agree on a fact no clause of theirs says alike ("voters chose a successor
in a special election set for June 25" / "to win the June 25 special general election")."""

from __future__ import annotations

_NOUN_LINKS = ("compound", "nmod", "npadvmod", "poss", "amod")  # "the June 25 election", "Wednesday's vote"
_MODIFIERS = ("amod", "compound", "nmod", "poss", "nummod", "npadvmod")  # words of the noun's name, not "the"
_HOLDERS = ("nsubjpass", "nsubj", "dobj", "compound")  # "the primary would be held on", "scheduled a hearing for"


def dated_event(doc, start: int, end: int) -> tuple[str, int, int] | None:
    """(lemma, start, end) of the event noun the date at ``start:end`` dates, or None; the span runs
    over the noun and the words that modify it ("special general election"), without its determiner."""
    from .lexicon import words

    nouns, verbs = words("dates", "event_nouns"), words("dates", "dating_verbs")
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not len(span):
        return None
    root = span.root
    noun = None
    if root.dep_ in _NOUN_LINKS and root.head.pos_ == "NOUN":
        noun = root.head
    elif root.dep_ == "pobj" and root.head.dep_ == "prep":
        x = root.head.head
        if x.pos_ in ("NOUN", "PROPN") and x.i != root.i:
            noun = x  # "the hearing on Tuesday"
        elif x.pos_ in ("VERB", "AUX") and x.lemma_.lower() in verbs:
            if x.dep_ == "acl" and x.head.pos_ == "NOUN":
                noun = x.head  # "the general election slated for June 25"
            else:
                noun = next((c for c in x.children if c.dep_ in _HOLDERS and c.pos_ == "NOUN"
                             and c.lemma_.lower() in nouns), None)
    if noun is None or noun.lemma_.lower() not in nouns:
        return None
    mods = [c.left_edge for c in noun.lefts if c.dep_ in _MODIFIERS]  # "special general", "Wednesday's"
    start = min([noun.idx] + [t.idx for t in mods])
    return noun.lemma_.lower(), start, noun.idx + len(noun.text)
