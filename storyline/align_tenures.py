"""A person's years in a post as one slot per person and period (part of ``align``'s role slots).

"Edward Brooke, a Republican, held the seat from 1966 to 1978" and "Edward Brooke, who served from
1967 to 1979" tell one thing — the years one man held one post — in words that share nothing but his
name and the years, so neither the role slots (a title) nor the claims scorer (a clause; "from 1966 to
1978" parsed as part of another clause) put them side by side. What such a span says is whose tenure
it is and when it began and ended: two outlets giving the same years are one fact, two outlets giving
years a little apart (a year or two at either end) disagree, and spans further apart are two tenures
(the House and later the Senate), two facts.

The years are read from the text ("from 1966 to 1978", "between 1967 and 1979": ``tenure_years``);
the person is the last PERSON mention of the sentence before them, with a verb of holding a post
between the two (``tenure_verbs``: "held the seat", "who served") and no other person.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_BETWEEN = 80  # characters between the person's name and the years
NEAR_YEARS = 2  # two tellings of one tenure differ by at most this at either end


@dataclass(frozen=True)
class Tenure:
    """The years ``person`` (as the article names them) held a post; ``span`` runs from the name to the
    last year, the words a brief shows."""

    person: str
    start: int
    end: int
    span: object  # Span


def tenures(aid: str, text: str, sentences, mentions) -> list[Tenure]:
    """The tenures told in an article: one scan of its text for the years, then, for each, the PERSON
    mentions of its sentence (mentions sorted by start, found by bisection)."""
    from bisect import bisect_left, bisect_right

    from .extract.lexicon import regex, words
    from .model import Span

    verbs = words("alignment", "tenure_verbs")
    people = sorted((m for m in mentions if m.kind == "PERSON"), key=lambda m: m.span.start)
    starts = [m.span.start for m in people]
    sent_starts = [s.start for s in sentences]
    out = []
    for m in regex("alignment", "tenure_years").finditer(text):
        y1, y2 = int(m.group(1)), int(m.group(2))
        if y2 < y1:
            continue
        k = bisect_right(sent_starts, m.start()) - 1
        if k < 0 or sentences[k].end < m.end():
            continue
        lo = max(sentences[k].start, m.start() - MAX_BETWEEN - 60)
        before = [p for p in people[bisect_left(starts, lo):bisect_left(starts, m.start())]
                  if sentences[k].start <= p.span.start and p.span.end <= m.start()]
        if not before:
            continue
        who = before[-1]
        between = text[who.span.end:m.start()]
        if len(between) > MAX_BETWEEN or not (set(between.lower().replace(",", " ").split()) & verbs):
            continue
        out.append(Tenure(who.text, y1, y2, Span(aid, who.span.start, m.end())))
    return out


def tenure_slots(found: list[tuple[str, Tenure]], canon, make) -> list:
    """Role slots of tenures: per person, the spans a year or two apart at either end form one slot
    (clusters: the same years), so two outlets' different years for one tenure conflict and two
    tenures of one person stay two facts."""
    from .align_items import Slot, cluster_leaders, linked_groups, with_key

    by_person: dict[str, list] = {}
    for aid, t in found:
        person = canon(t.person) or t.person
        key = ("tenure", person)
        label = f"{person}: in the post from {t.start} to {t.end}"
        by_person.setdefault(person, []).append(make("role", key, (t.start, t.end), aid, t.span, t.person, label, t))
    slots = []
    for person, items in by_person.items():
        groups = linked_groups(items, lambda a, b: _near(a.value, b.value))
        for n, g in enumerate(groups):
            key = ("tenure", person) if len(groups) == 1 else ("tenure", person, n)
            clusters = cluster_leaders(with_key(g, key), lambda a, b: a.value == b.value)
            slots.append(Slot("role", key, f"years {person} held the post", "attribute", clusters))
    return slots


def _near(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) <= NEAR_YEARS and abs(a[1] - b[1]) <= NEAR_YEARS


def value_text(it) -> str:
    """The years as a conflict shows them: "1966 to 1978"."""
    return f"{it.value[0]} to {it.value[1]}"
