"""The story page's charts, drawn on the server (no chart library in the browser).

Plain data only: bars, points, ticks and labels placed in percent of the plot area, so the
shapes stretch with the page (an SVG with a 100 × 100 viewBox) while the labels stay text of
the page's own size at any width; the template writes the elements with autoescaping, so no
article text becomes markup.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, timedelta

MAX_DAY_SLOTS = 62  # a span longer than this shows only the days that have articles
#: one colour per outlet (cycled), each dark enough for white text and distinct on white
PALETTE = ("#0b5cad", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0e7490", "#a16207", "#be185d",
           "#4d7c0f", "#1e3a8a", "#57534e", "#9333ea")


def _day(value: str | None) -> date | None:
    try:
        return date.fromisoformat((value or "")[:10])
    except ValueError:
        return None


def _slots(days: list[date]) -> list[date]:
    """Every day from the first to the last (or only the given days when the span is long)."""
    lo, hi = min(days), max(days)
    if (hi - lo).days + 1 > MAX_DAY_SLOTS:
        return sorted(set(days))
    return [lo + timedelta(n) for n in range((hi - lo).days + 1)]


def _every(n: int, room: int) -> int:
    """Label every k-th of n slots so that at most ``room`` labels are drawn."""
    return max(1, -(-n // max(1, room)))


def coverage_chart(brief: dict) -> dict | None:
    """Articles per outlet per day as stacked bars: {"width", "height", "bars": [{x, y, w, h, color,
    title}], "xticks": [{x, label}], "yticks": [{y, label}], "legend": [{outlet, color, count}],
    "days", "max"}; None when no article has a date."""
    per: dict[date, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    outlets: dict[str, int] = defaultdict(int)
    for a in brief.get("articles", []):
        d = _day(a.get("published"))
        if d is None:
            continue
        name = a.get("source") or a.get("id")
        per[d][name] += 1
        outlets[name] += 1
    if not per:
        return None
    order = sorted(outlets, key=lambda o: (-outlets[o], o.casefold()))
    color = {o: PALETTE[i % len(PALETTE)] for i, o in enumerate(order)}
    slots = _slots(list(per))
    top = max(sum(v.values()) for v in per.values())
    slot_w = 100 / len(slots)
    bar_w = min(slot_w * 0.72, 12.0)
    bars = []
    for i, d in enumerate(slots):
        y = 0.0  # from the bottom, in percent of the plot's height
        for o in order:
            n = per.get(d, {}).get(o, 0)
            if not n:
                continue
            h = 100 * n / top
            bars.append({"x": round(i * slot_w + (slot_w - bar_w) / 2, 2), "y": round(100 - y - h, 2),
                         "w": round(bar_w, 2), "h": round(h, 2), "color": color[o],
                         "title": f"{o}: {n} article{'s' if n != 1 else ''} on {d.isoformat()}"})
            y += h
    step = _every(len(slots), 6)
    xticks = [{"left": round((i + 0.5) * slot_w, 2), "label": d.strftime("%b %-d")}
              for i, d in enumerate(slots) if i % step == 0]
    ystep = _every(top, 4)
    yticks = [{"bottom": round(100 * v / top, 2), "label": str(v)} for v in range(0, top + 1, ystep)]
    return {"bars": bars, "xticks": xticks, "yticks": yticks, "max": top, "days": len(per),
            "legend": [{"outlet": o, "color": color[o], "count": outlets[o]} for o in order]}


def timeline_chart(brief: dict) -> dict | None:
    """Dated events on one axis: {"points": [{left, level, title}], "ticks": [{left, label}], "count"}
    (``left`` in percent, ``level`` 0-3 stacks the events of one day); None when no event has a date."""
    events = [(d, t) for t in brief.get("timeline", []) if (d := _day(t.get("date")))]
    if not events:
        return None
    lo, hi = min(d for d, _ in events), max(d for d, _ in events)
    span = max(1, (hi - lo).days)
    seen: dict[date, int] = defaultdict(int)
    points = []
    for d, t in sorted(events, key=lambda e: e[0]):
        k = seen[d]
        seen[d] += 1
        left = 100 * (d - lo).days / span if hi != lo else 50.0
        points.append({"left": round(left, 2), "level": min(k, 3),
                       "title": f"{d.isoformat()} ({t.get('when') or ''}): {(t.get('text') or '')[:160]}"})
    ticks = [{"left": 0.0 if hi != lo else 50.0, "label": lo.isoformat()}]
    if hi != lo:
        ticks.append({"left": 100.0, "label": hi.isoformat()})
    return {"points": points, "ticks": ticks, "count": len(points)}
