"""Character spans with a constant-cost "is this position inside one of them" test.

The extractors ask, for many tokens, whether a position lies inside a quotation
(``any(a <= pos < b for a, b in spans)``); over an article with thousands of quotation marks
that loop made extraction quadratic. ``SpanIndex`` is still the list of (start, end) spans it
was made from (iterating, ``len`` and truth are unchanged) and also holds the union of the spans,
sorted, so ``pos in index`` is a binary search and gives the same answer as the loop.
"""

from __future__ import annotations

import bisect
from typing import Iterable


class SpanIndex(list):
    """The (start, end) spans given, in their order, plus their sorted union for ``covers``."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()):
        super().__init__(spans)
        starts: list[int] = []
        ends: list[int] = []
        for a, b in sorted(s for s in self if s[0] < s[1]):  # an empty span covers nothing
            if ends and a <= ends[-1]:
                ends[-1] = max(ends[-1], b)
            else:
                starts.append(a)
                ends.append(b)
        self._starts, self._ends = starts, ends

    def covers(self, pos: int) -> bool:
        """``any(a <= pos < b for a, b in self)``, by binary search."""
        k = bisect.bisect_right(self._starts, pos) - 1
        return k >= 0 and pos < self._ends[k]


def inside(pos: int, spans) -> bool:
    """Whether ``pos`` lies inside one of ``spans``: by binary search for a ``SpanIndex``, else by a loop."""
    if isinstance(spans, SpanIndex):
        return spans.covers(pos)
    return any(a <= pos < b for a, b in spans)


class PeopleIndex(list):
    """The article's people (a list, unchanged) with their mentions sorted by start, so that "whose
    mention overlaps start:end" (``coref.person_at``) is a binary search, not a scan of every mention."""

    def __init__(self, people=()):
        super().__init__(people)
        rows = sorted((m.start, m.end, k) for k, p in enumerate(self) for m in p.mentions)
        self._starts = [r[0] for r in rows]
        self._rows = rows
        self._longest = max((e - s for s, e, _ in rows), default=0)

    def person_at(self, start: int, end: int) -> str | None:
        """The first person (in list order) with a mention overlapping characters start:end."""
        lo = bisect.bisect_right(self._starts, start - self._longest)
        hi = bisect.bisect_left(self._starts, end)
        best = min((k for s, e, k in self._rows[lo:hi] if s < end and start < e), default=None)
        return None if best is None else self[best].name
