"""Vote tallies: "voted 52-47", "by a vote of 52 to 47", "a 53-46 vote", "a 6-3 ruling".

A tally is two counts: the votes for (``counted`` "votes for") and the votes against ("votes
against"), each spanning its own number, with no verb, so that every outlet's telling of one vote
fills the same two slots whatever its verb ("confirmed by a 53-46 vote" against "voted 52-47" is a
value conflict). Scores of games ("won 3-1", "tied at 89-89") are not tallies: a tally needs a vote word
(vote, voted, ballot, ruling, decision, margin) next to it, or a verb of passing ("passed the bill 220-212").
"""

from __future__ import annotations

import re

from ..model import Quantity, Span
from .lexicon import regex

_TALLY = regex("quantities", "vote_tally")


def find_tallies(text: str, s0: int, s1: int, article_id: str) -> list[Quantity]:
    """The votes for and against of every tally in ``text[s0:s1]`` (one sentence)."""
    out: list[Quantity] = []
    sentence = Span(article_id, s0, s1)
    for m in _TALLY.finditer(text, s0, s1):
        groups = [i for i in range(1, m.re.groups + 1) if m.group(i) is not None]
        (a, b) = groups[:2]
        for g, counted in ((a, "votes for"), (b, "votes against")):
            out.append(Quantity(value=float(m.group(g)), unit=None, counted=counted, per=None, bound=None,
                                change=None, frame=None, text=m.group(g),
                                span=Span(article_id, m.start(g), m.end(g)), sentence=sentence))
    return out


def tally_spans(tallies: list[Quantity]) -> list[tuple[int, int]]:
    """Character ranges of the tallies' numbers (other readings of them are dropped)."""
    return [(q.span.start, q.span.end) for q in tallies]
