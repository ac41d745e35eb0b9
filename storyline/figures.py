"""When two figures agree: within 1 %, a round figure and the figure it rounds, "about" within 10 %,
a bound and what it bounds (used by alignment and judging)."""

from __future__ import annotations


def close(a: float, b: float, rel: float) -> bool:
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-9)


def _bound_holds(v: float, bound: str | None, x: float) -> bool:
    return {
        "at least": x >= v, "more than": x > v, "over": x > v, "up to": x <= v,
        "less than": x < v, "under": x < v, "at most": x <= v,
    }.get(bound or "", False)


def _precision(v: float) -> float:
    """The place a figure is written to: 700 -> 100, 4.2 billion -> 100 million, 716 -> 1."""
    if v <= 0 or not float(v).is_integer():
        return 0.0
    n, p = int(v), 1
    while n % 10 == 0 and n:
        n //= 10
        p *= 10
    return float(p)


ROUNDING = 0.1  # a round figure stands for one at most this much away


def rounds_to(r: float, x: float) -> bool:
    """``r`` is a round figure (written to the hundreds or coarser) that ``x`` rounds to at that place,
    at most ``ROUNDING`` away: "$700 billion" for $716 billion, "$4 billion" for $4.2 billion; not
    1,000 for 1,800, nor 1,000 for 1,200."""
    p = _precision(r)
    if p < 100 or x <= 0 or _precision(x) >= p:
        return False
    return abs(x - r) < p / 2 and abs(x - r) <= ROUNDING * x


def quantities_agree(a: tuple, b: tuple) -> bool:
    """Values (value, bound) agree: equal within 1 %, one a round figure the other rounds to, "about"
    within 10 %, or inside a bound."""
    (va, ba), (vb, bb) = a, b
    if close(va, vb, 0.01):
        return True
    if (ba is None and bb is None) and (rounds_to(va, vb) or rounds_to(vb, va)):
        return True
    if _bound_holds(va, ba, vb) or _bound_holds(vb, bb, va):
        return True  # "up to 100 million" holds "about 80 million"
    return "about" in (ba, bb) and close(va, vb, 0.1)


