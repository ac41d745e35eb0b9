"""Units a sentence leaves out: a bare number takes the unit of a number it parallels.

News sentences name a unit once and leave it out of the numbers that repeat the pattern:

* the same preposition: "the DAX rose by 2 percent but the Nasdaq fell by 1" (1 percent), "the TA-25
  ended at 1,463.78 points, while the TA-125 ended at 1,334.20" (points);
* a time contrast after "and": "a launch angle of 1.4 degrees in 2018 and 2.1 last year" (degrees);
* a part of a sum: "raised 280 million of the 1.5 billion shekels" (shekels);
* a suspended hyphen: "four-, five- and six-cylinder engines" (4 and 5 count cylinders; the phrase of each
  keeps its hyphen, "four-", to show that its noun comes later).

Currency signs are not carried over by the first two forms: a reporter repeats "$" on every amount, so a
bare number beside an amount ("shares closed at $40 and the index at 3,400") is not money. Ages, fractions
and multiples are never carried over.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Quantity
from .quant_units import CURRENCY_UNITS
from .lexicon import regex, words
from .quant_window import before as _window_before

_MONEY = CURRENCY_UNITS | words("quantities", "pence")
_NEVER = words("quantities", "never")
_BARE = regex("quantities", "bare")
_LAST_WORD = re.compile(r"([A-Za-z.]+)\s*$")
_AFTER_CONTRAST = regex("quantities", "after_contrast")
_PART_OF = regex("quantities", "part_of")
_SUSPENDED = regex("quantities", "suspended")


def _lead_word(stext: str, s0: int, q: Quantity) -> str:
    """The word just before the number of ``q`` ("by" in "decrease by 1", "at" in "ended at 1,334.20")."""
    digit = re.search(r"\d", q.text)
    lead = _window_before(stext, q.span.start - s0)[0] + q.text[:digit.start() if digit else 0]
    w = _LAST_WORD.search(lead)
    return w.group(1).lower() if w else ""


def _bare(q: Quantity) -> bool:
    return q.unit is None and _BARE.fullmatch(q.text) is not None


def _carries(q: Quantity, money: bool) -> bool:
    return q.unit is not None and q.unit not in _NEVER and (money or q.unit not in _MONEY)


def elided_units(stext: str, s0: int, qs: list[Quantity]) -> list[Quantity]:
    """The quantities of one sentence (text ``stext`` starting at ``s0``), bare numbers completed with the
    unit they leave out (see the module docstring). Offsets stay those of each number's own phrase, except
    a suspended "four-", which takes its hyphen."""
    out = list(qs)
    # for each quantity, the first one after it whose phrase is not followed by a suspended hyphen
    # (one pass from the end, so a run of "four-, five-, six-" is not read again for each of them)
    plain_after: list[int | None] = [None] * len(out)
    nxt = None
    for j in range(len(out) - 1, -1, -1):
        plain_after[j] = nxt
        if not _SUSPENDED.match(stext, out[j].span.end - s0):
            nxt = j
    # the last quantity so far that carries its unit, by its lead word ("by", "at"): what the search
    # back through all the earlier ones found, kept as the loop goes
    carrier: dict[str, Quantity] = {}
    for i, q in enumerate(out):
        out[i] = _completed(stext, s0, out, i, q, plain_after[i], carrier)
        if _carries(out[i], money=False):
            word = _lead_word(stext, s0, out[i])
            if word in ("by", "at"):
                carrier[word] = out[i]
    return out


def _completed(stext: str, s0: int, out: list[Quantity], i: int, q: Quantity, plain_after: int | None,
               carrier: dict[str, Quantity]) -> Quantity:
    """``q`` (``out[i]``), with the unit it leaves out when it leaves one out (``elided_units``)."""
    end = q.span.end - s0
    if q.unit is None and _SUSPENDED.match(stext, end) and re.search(r"\d$|[a-z]$", q.text):
        target = out[plain_after] if plain_after is not None else None
        if target is not None and (target.unit is not None or target.counted):
            return replace(q, unit=target.unit, counted=target.counted, per=target.per,
                           text=q.text + "-", span=replace(q.span, end=q.span.end + 1))
        return q
    if not _bare(q):
        return q
    if i + 1 < len(out):  # "280 million of the 1.5 billion shekels"
        r = out[i + 1]
        if _PART_OF.fullmatch(stext[end:r.span.start - s0]) and _carries(r, money=True) and r.value > q.value:
            return replace(q, unit=r.unit, per=q.per or r.per)
    word = _lead_word(stext, s0, q)
    if word in ("by", "at"):
        p = carrier.get(word)
    elif word in ("and", "versus", "vs.", "vs", "against") and i > 0 and _AFTER_CONTRAST.match(stext, end):
        p = out[i - 1] if _carries(out[i - 1], money=False) else None
    else:
        p = None
    return replace(q, unit=p.unit, per=q.per or p.per) if p is not None else q
