"""Events dated as nouns, one slot per event noun (part of ``align``).

"Voters chose a successor ... in a special election set for June 25", "to win the June 25 special
general election" and "should not run in the general election slated for June 25" say three different
things, and all three date the election alike: a fact the outlets agree on that no clause of theirs
tells alike. The dates component reads the event noun a date dates (``DateRef.event``,
``extract.date_events``); each such date is an item of the slot of its noun's concept, and items whose
days can be one day are one fact. Two dates of one noun are two facts, never a conflict: "the primary"
of April and "the primary" of May may be two primaries, and what each is told of is not compared.
"""

from __future__ import annotations


def dated_items(bundle, order: list[str], make) -> dict[tuple, list]:
    """{("dated", concept of the noun): items}, one item per resolved date that dates an event noun (not
    a relative period: "next year" dates no one day)."""
    from .extract.dates import date_label, day_of, relative_period, span_granularity
    from .model import Span
    from .paraphrase import concept

    out: dict[tuple, list] = {}
    for aid in order:
        f = bundle.findings.get(aid)
        text = bundle.articles[aid].text
        for dr in (f.dates if f is not None else ()):
            if not dr.event or dr.event_at is None or dr.date is None or relative_period(dr.when):
                continue
            start, end = min(dr.span.start, dr.event_at.start), max(dr.span.end, dr.event_at.end)
            if text[start:end].count(" ") > 8:
                continue  # the noun far from its date: read from a long parse, not one phrase
            day = day_of(dr)
            key = ("dated", concept(dr.event))
            label = f"{dr.event} on {date_label(day, dr.when)}"
            out.setdefault(key, []).append(make("event", key, (day, span_granularity(dr.when)), aid,
                                                Span(aid, start, end), text[start:end], label, (dr,)))
    return out


def dated_slots(bundle, order: list[str], make) -> list:
    """One slot per event noun; its clusters are the items whose days can be one day."""
    from .align_events import dates_meet
    from .align_items import Slot, cluster_leaders
    from .extract.dates import date_label

    slots = []
    for key, items in dated_items(bundle, order, make).items():
        dr = items[0].finding[0]
        clusters = cluster_leaders(items, lambda a, b: dates_meet([a.value], [b.value]))
        slots.append(Slot("event", key, f"the {dr.event} of {date_label(items[0].value[0], dr.when)}", None, clusters))
    return slots
