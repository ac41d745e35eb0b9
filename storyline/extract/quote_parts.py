"""Shapes of quotes that ``quotes.find_quotes`` handles with these helpers.

- A quotation split around its cue ("“We will win,” she said, “no matter what it takes.”"):
  the two parts stay two quotes (a quote's text is verbatim article text, and the cue sits
  between them), but they are one utterance: the first part is kept even when short, and both
  get the same speaker.
- A quotation credited by the sentence after it ("“...” That was the message from Hank Moss").
- Where a reported clause starts and stops: "said that, according to the city's data, crime
  fell" reports "crime fell ..."; "said the troops would stay, warning that ..." reports "the
  troops would stay" (the "warning" clause is a second thing said, by the same speaker).
- How a description is written as a speaker (``speaker_case``).
"""

from __future__ import annotations

import re

from .doc import doc_text
from .lexicon import regex

_SPLIT_GAP = re.compile(r"[ \t]*,?[ \t]*([^“”\"\n.!?;:]{1,60}?),[ \t]*$")
_CUE_WORDS = regex("quotes", "cue_words")


def split_pair(text: str, first: tuple[int, int, int, int], second: tuple[int, int, int, int]) -> bool:
    """Two quotations (mark start, mark end, content start, content end) that are one utterance
    split around its cue: the first ends with a comma inside its marks, only a short cue stands
    between them ("she said,", "Mr. Lee added,"), and the second goes on in the same line."""
    ms, me, cs, ce = first
    ms2 = second[0]
    if ms2 <= me or text[ce - 1:ce] != "," and text[ce:me].strip()[:1] != ",":
        return False
    gap = _SPLIT_GAP.match(text[me:ms2])
    return gap is not None and len(gap.group(1).split()) <= 7 and _CUE_WORDS.search(gap.group(1)) is not None


# "That was the message from Hank Moss", "Such was the verdict of the panel", "So said the mayor".
_MESSAGE_FROM = regex("quotes", "message_from")


def message_source(doc, after: int):
    """The token naming who said a quotation that ends at ``after`` when the sentence right after it
    credits it ("That was the message from Hank Moss, ..."): the head of that noun phrase, or None."""
    text = doc_text(doc)
    m = _MESSAGE_FROM.match(text, after)
    if m is None:
        return None
    tok = next((t for t in doc if t.idx >= m.end()), None)
    if tok is None:
        return None
    while tok.head.i != tok.i and tok.dep_ in ("compound", "det", "amod", "poss", "case", "nummod") \
            and tok.head.i > tok.i:
        tok = tok.head
    return tok


_ASIDE = regex("quotes", "aside")


def after_aside(text: str, start: int, end: int) -> int:
    """Start of a reported clause past an "according to X," aside that opens it ("said that,
    according to the city's data, crime fell")."""
    m = _ASIDE.match(text, start, end)
    return m.end() if m is not None and end - m.end() >= 8 else start


def participle_cut(comp, verb, report_verbs: frozenset):
    """A ", warning that ..." / ", adding that ..." clause inside what ``verb`` reports: a second
    thing the speaker says, not part of the first. Returns (where the first clause ends, the
    participle token) or None."""
    if comp.left_edge.i < verb.i:
        return None  # "X weighed in, telling ..., “...,” he said": no clause after the verb
    for t in comp.subtree:
        if t.i <= comp.left_edge.i or t.tag_ != "VBG" or t.dep_ not in ("advcl", "conj", "xcomp") \
                or t.lemma_.lower() not in report_verbs or t.doc[t.i - 1].text != "," or t.left_edge.i != t.i:
            continue
        if any(c.dep_ == "nsubj" for c in t.children) or t.i == verb.i:
            continue
        return t.doc[t.i - 1].idx, t
    return None


_ARTICLE = regex("quotes", "article")


def speaker_case(speaker: str | None) -> str | None:
    """One way of writing a speaker whatever its place in the sentence: a description (its last
    word lower case: "the mayor", "a spokesman for the agency", "the embassy") starts with a
    lower-case article, so "The mayor said" and "..., the mayor said" give the same label; names
    keep their capitals as written ("The New York Times", "Navy", "Barack Obama"). The last word
    before any "of"/"for"/... decides: "the New York businessman", "a spokesperson for Boeing" are
    descriptions; "The Associated Press", "The University of Texas" names."""
    if not speaker:
        return speaker
    m = _ARTICLE.match(speaker)
    if m is None:
        return speaker
    head = re.split(r"\s+(?:of|for|at|in|from|with|to|on|close|familiar)\s+", speaker)[0]
    words = re.findall(r"[A-Za-z][\w'’-]*", head)
    last = words[-1] if words else ""
    if not last[:1].islower():
        return speaker
    return m.group(1).lower() + speaker[m.end():]
