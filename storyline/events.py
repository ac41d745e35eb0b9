"""The events a story's claims tell of, linked across its articles.

Each clause claim carries the words of its clause that can name an event (``Predicate.events``:
verbs and event nouns, "struck", "quake", "resignation"). Two such mentions in a story name one event
when their words fold to one concept (``paraphrase.concept``: "quake" / "earthquake" / "temblor";
"killed" / "died" / "death") and their clauses do not tell it at other times or with other figures, or
optionally, when they are the event words of two claims aligned into one fact (``fact_of``; measured
on ECB+ dev it links too much, so the brief does not use it). Mentions are linked by union-find with
those checks, so the cost grows with the mentions of one concept, not with all pairs of the story.

``link_events`` gives the events of an ``Alignment``: each with its mentions (article, start, end,
lemma) and the facts whose claims hold them.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field


LIGHT_LEMMAS = frozenset("be have say do get tell make go take give come".split())  # name no event of their own
LEMMA_SIM = 80  # rapidfuzz ratio above which two concepts are one word written two ways


def similar_lemmas(concepts: list[str]) -> list[tuple[str, str]]:
    """Pairs of concepts spelled nearly alike ("killing" / "kill", "protester" / "protest"): one
    vectorised comparison of the story's vocabulary (``rapidfuzz.process.cdist``)."""
    words = [c for c in concepts if not c.startswith("*") and len(c) >= 4]
    if len(words) < 2:
        return []
    from rapidfuzz import fuzz, process

    sims = process.cdist(words, words, scorer=fuzz.ratio, score_cutoff=LEMMA_SIM)
    return [(words[i], words[j]) for i, j in zip(*sims.nonzero()) if i < j]


@dataclass
class EventMention:
    article: str
    start: int
    end: int
    lemma: str
    concept: str
    claim: int  # index into the alignment's claims (-1: its clause is no claim)
    trigger: bool  # the claim's own event word
    title: bool = False  # in the article's title (offsets into the title)


@dataclass
class Event:
    concept: str
    mentions: list[EventMention] = field(default_factory=list)


def mentions_of(al) -> list[EventMention]:
    """Every event word of the story's clauses (those inside quotations too), with the claim its
    clause became (-1: none)."""
    from .paraphrase import concept

    claim_of = {id(it.predicate): i for i, it in enumerate(al.claims.get("claims") or ()) if it.predicate is not None}
    out = []
    for aid in al.order:
        f = al.bundle.findings.get(aid)
        for p in (f.predicates if f is not None else ()):
            i = claim_of.get(id(p), -1)
            for start, end, lemma in p.events:
                out.append(EventMention(aid, start, end, lemma, concept(lemma), i,
                                        p.head.start <= start < p.head.end))
        for start, end, lemma in (f.title_events if f is not None else ()):
            out.append(EventMention(aid, start, end, lemma, concept(lemma), -1, False, True))
    return out


def link_events(al, fact_of: dict[int, str] | None = None) -> list[Event]:
    """Events of the story: mentions of one concept whose clauses can tell one event, and the event
    words of claims in one fact (``fact_of``: claim index -> fact id)."""
    from .align_clauses import days_agree

    mentions = mentions_of(al)
    views = al.claims.get("views") or []
    parent = list(range(len(mentions)))
    days: dict[int, list] = defaultdict(list)  # root -> dates of its clauses
    numbers: dict[int, set] = defaultdict(set)

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for n, m in enumerate(mentions):
        v = views[m.claim] if 0 <= m.claim < len(views) else None
        if v is not None:
            days[n] = list(v.days)
            numbers[n] = set(v.numbers)

    def union(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra == rb or not days_agree(days[ra], days[rb]):
            return
        parent[rb] = ra
        days[ra] = days[ra] + [d for d in days[rb] if d not in days[ra]]
        numbers[ra] |= numbers[rb]

    by_concept: dict[str, list[int]] = defaultdict(list)
    for n, m in enumerate(mentions):
        if m.lemma not in LIGHT_LEMMAS:
            by_concept[m.concept].append(n)
    for ids in by_concept.values():
        for n in ids[1:]:
            union(ids[0], n)
    for a, b in similar_lemmas(sorted(by_concept)):  # "killing" / "kill", "arrests" / "arrest"
        union(by_concept[a][0], by_concept[b][0])
    if fact_of:
        by_fact: dict[str, list[int]] = defaultdict(list)
        for n, m in enumerate(mentions):
            if m.trigger and m.claim in fact_of and m.lemma not in LIGHT_LEMMAS:
                by_fact[fact_of[m.claim]].append(n)
        for ids in by_fact.values():
            for n in ids[1:]:
                union(ids[0], n)
    groups: dict[int, Event] = {}
    for n, m in enumerate(mentions):
        r = find(n)
        groups.setdefault(r, Event(mentions[r].concept)).mentions.append(m)
    return list(groups.values())
