"""When a person left a post, as one slot per person (part of ``align``).

"He left the Patrick administration last year to return to the private sector" and "Cowan joined the
Patrick administration in 2009 and reportedly quit earlier this month to join private practice" date
one departure twice, a year apart: a conflict a fact-checker wants shown. The claims scorer does not
pair the two clauses (other verbs, a pronoun for a name), so the dates are never compared.

A departure is a clause claim whose event word leaves a post (``departure_verbs``: "quit", "resign",
"retire", "step down"; "leave", "depart", "exit" only with what is left: "left the administration",
not "left for Washington"), told as done (no negation, no modality), dated (its own date words:
``align_clauses.claim_days``), of a person of the story: its subject, or for "he" / "she" the person
the article last made the subject of a clause (the paragraph's "Mr. Cowan ... He also served ... He
left"). Departures of one person that may date one happening (``align_clauses.one_time``: within
``MAX_DATE_GAP`` days, on one side of their articles' dates) tell one departure; two outlets dating
it differently conflict.
"""

from __future__ import annotations

from bisect import bisect_left

PRONOUNS = {"he", "she"}


def departures(bundle, clause_items: list, canon, people: set[str]) -> list[tuple[str, object]]:
    """(person, clause claim) of every dated departure told of a person of the story."""
    from .align_clauses import claim_days
    from .extract.lexicon import words

    verbs, with_object = words("alignment", "departure_verbs"), words("alignment", "departure_verbs_with_object")
    subjects: dict[str, tuple[list[int], list[str]]] = {}  # article -> starts of clauses with a person subject
    out = []
    for it in clause_items:
        p = it.predicate
        if p is None or p.trigger not in verbs or p.negated or p.modality is not None:
            continue
        if p.trigger in with_object and not p.object:
            continue
        if p.trigger == "step" and " down" not in f" {p.gist.lower()} ":
            continue
        if not claim_days(it):
            continue
        who = canon(bare_name(p.subject)) if p.subject else None
        if who not in people and (p.subject or "").lower() in PRONOUNS:
            if it.article not in subjects:
                subjects[it.article] = _subject_index(bundle, it.article, canon, people)
            starts, names = subjects[it.article]
            k = bisect_left(starts, p.head.start) - 1
            who = names[k] if k >= 0 else None
        if who in people:
            out.append((who, it))
    return out


def bare_name(subject: str) -> str:
    """A subject without the honorifics and titles before the name: "Mr. Cowan" -> "Cowan"."""
    from .extract.honorifics import HONORIFICS, TITLE_ABBREVIATIONS

    titles = {w.lower() for w in HONORIFICS | TITLE_ABBREVIATIONS}
    parts = subject.split()
    while len(parts) > 1 and parts[0].lower().rstrip(".") in titles:
        parts = parts[1:]
    return " ".join(parts)


def _subject_index(bundle, aid: str, canon, people: set[str]) -> tuple[list[int], list[str]]:
    """The clauses of an article whose subject names a person of the story, by start: (starts, people)."""
    f = bundle.findings.get(aid)
    rows = sorted((p.head.start, canon(bare_name(p.subject))) for p in (f.predicates if f is not None else ())
                  if p.subject and p.subject.lower() not in PRONOUNS and not p.source)  # the narrative's, not a quote's
    kept = [(s, who) for s, who in rows if who in people]
    return [s for s, _w in kept], [w for _s, w in kept]


def departure_slots(al_articles, found: list[tuple[str, object]], make) -> list:
    """Event slots of departures: per person, the departures that may date one happening
    (``align_clauses.one_time``) form one slot; its clusters are the tellings whose dates agree."""
    from dataclasses import replace

    from .align_clauses import claim_days, days_agree, one_time
    from .align_items import Slot, cluster_leaders, linked_groups, with_key

    by_person: dict[str, list] = {}
    for person, it in found:
        key = ("departure", person)
        item = replace(make("event", key, None, it.article, it.predicate.span, it.text, f"{person} left: {it.text}",
                            it.finding), predicate=it.predicate)
        by_person.setdefault(person, []).append(item)
    slots = []
    for person, items in by_person.items():
        groups = linked_groups(items, lambda a, b: one_time(al_articles, a, claim_days(a), b, claim_days(b)))
        for n, g in enumerate(groups):
            key = ("departure", person) if len(groups) == 1 else ("departure", person, n)
            clusters = cluster_leaders(with_key(g, key), lambda a, b: days_agree(claim_days(a), claim_days(b)))
            slots.append(Slot("event", key, f"when {person} left", "attribute", clusters))
    return slots
