"""The dates of event claims: which of them can name the same day (part of ``align``; the claims
themselves are aligned by ``align_clauses``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .extract.dates import day_of

if TYPE_CHECKING:
    from .align_items import Item


def dated_days(it: Item) -> list[tuple]:
    """(date, granularity) of each resolved date of an event item that can tell two events apart; a
    relative period ("next year", "last month") cannot: "an addition of $92 ... next year" and "a
    $92 increase ... announced Wednesday" are one rise, announced now, paid next year."""
    from .extract.dates import relative_period, span_granularity

    return [(day_of(dr), span_granularity(dr.when))
            for dr in (it.finding or ()) if dr.date is not None and not relative_period(dr.when)]


def dates_meet(a: list[tuple], b: list[tuple]) -> bool:
    """Whether some date of ``a`` can name the same day as some date of ``b``."""
    from .extract.dates import dates_compatible

    return any(dates_compatible(x, gx, y, gy) for x, gx in a for y, gy in b)


def days_agree(a: list[tuple], b: list[tuple]) -> bool:
    """Two claims' dates can date one event: either has none, or some date of one can name a day of
    the other ("March 2020" fits "the week of March 14, 2020")."""
    return not a or not b or dates_meet(a, b)
