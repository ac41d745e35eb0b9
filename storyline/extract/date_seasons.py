"""Seasons and quarters: "this spring", "last fall", "next summer", "the first quarter", "Q3",
"the third quarter of 2024", "third-quarter", "spring 2024".

Each names a span of three months; it resolves to the first day of its first month (seasons are
the meteorological ones: spring March-May, summer June-August, fall September-November, winter
December-February), counted from the article's date. ``dates.granularity`` calls them "month"
for their precision and ``dates.relative_period`` keeps them from telling two events apart (a
day inside the span is no conflict); ``dates.date_label`` writes them "2025-Q1", "2025 spring".
A fiscal quarter ("its fiscal third quarter") follows a company's own calendar: unresolved.
"""

from __future__ import annotations

import re
from datetime import date

from .lexicon import mapping, regex, regex_source

SEASON_START = mapping("dates", "season_start")
_ORD = mapping("dates", "season_ordinals")
RELATIVE_STEPS = mapping("dates", "relative_steps")  # "this year", "last month", "next year"
_SEASON_W = regex_source("dates", "season_word")


# for the candidates of ``dates.find_dates``
PATTERNS = (
    rf"\b(?:(?:[Ee]arly|[Ll]ate)\s+)?(?:[Ll]ast|[Nn]ext|[Tt]his)\s+{_SEASON_W}\b",
    rf"\b(?:(?:[Ee]arly|[Ll]ate)\s+)?(?:the\s+)?{_SEASON_W}\s+of\s+\d{{4}}\b",
    rf"\b(?:(?:[Ee]arly|[Ll]ate)\s+)?(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)\s+\d{{4}}\b",
    r"\b(?:the\s+)?(?:(?:its|their)\s+)?(?:fiscal\s+)?(?:first|second|third|fourth|final|1st|2nd|3rd|4th)[\s-]quarter(?:\s+of\s+(?:\d{4}|"
    r"(?:this|last|next)\s+year|the\s+(?:same\s+)?year))?\b",
    r"\bQ[1-4](?:\s+(?:of\s+)?\d{4})?\b",
)

_SEASON = regex("dates", "season")
_QUARTER = regex("dates", "quarter")


# "scored twice in the third quarter": a quarter of a game, not of a year
_GAME = regex("dates", "game")


def game_quarter(when: str, sentence: str) -> bool:
    """A yearless quarter in a sentence about a game ("a touchdown in the fourth quarter")."""
    m = _QUARTER.fullmatch(when.strip())
    return bool(m and m.group(1) and not (m.group(3) or m.group(4)) and _GAME.search(sentence))


def is_span(when: str) -> bool:
    """A season or quarter written with a modifier or a year ("this spring", "Q3", "fall 2024")."""
    e = when.strip()
    return bool((_SEASON.fullmatch(e) and re.search(r"(?i)\b(?:this|last|next)\b|\d{4}", e))
                or _QUARTER.fullmatch(e))


def label(d: date, when: str) -> str | None:
    """"2024-Q3" for a quarter, "2025 spring" for a season ("2024-25 winter"), else None."""
    e = when.strip()
    if _QUARTER.fullmatch(e):
        return f"{d.year:04d}-Q{(d.month - 1) // 3 + 1}"
    m = _SEASON.fullmatch(e)
    if m and is_span(e):
        name = m.group(2).lower()
        return f"{d.year}-{(d.year + 1) % 100:02d} winter" if name == "winter" else f"{d.year} {name}"
    return None


def resolve_span(e: str, base: date | None, future: bool | None) -> date | None:
    """The first day of the season or quarter ``e`` names (see the module docstring); None for
    anything else, a fiscal quarter, or a relative one without the article's date."""
    m = _SEASON.fullmatch(e)
    if m and is_span(e):
        start = SEASON_START[m.group(2).lower()]
        if m.group(3):
            return None if start == 12 else date(int(m.group(3)), start, 1)  # "winter 2024": which one?
        if base is None:
            return None
        # "this winter" in January is the one that began in December
        this = date(base.year - (1 if start == 12 and base.month < 3 else 0), start, 1)
        ended = _months_after(this, 3) <= base
        rel = m.group(1).lower()
        if rel == "next":
            return date(this.year + 1, start, 1)
        if rel == "last":
            return this if ended else date(this.year - 1, start, 1)
        return this
    m = _QUARTER.fullmatch(e)
    if m is None:
        return None
    q = _ORD[m.group(1).lower()] if m.group(1) else int(m.group(2))
    month = 3 * (q - 1) + 1
    if m.group(3):
        return date(int(m.group(3)), month, 1)
    if base is None:
        return None
    if m.group(4):
        return date(base.year + RELATIVE_STEPS[m.group(4).lower()], month, 1)
    d = date(base.year, month, 1)
    if future is False and d > base:  # "profits rose in the fourth quarter" (an article of May): last year's
        return date(base.year - 1, month, 1)
    if future and _months_after(d, 3) <= base:  # "will ... in the first quarter" (of May): next year's
        return date(base.year + 1, month, 1)
    return d


def _months_after(d: date, n: int) -> date:
    months = d.year * 12 + d.month - 1 + n
    return date(months // 12, months % 12 + 1, 1)
