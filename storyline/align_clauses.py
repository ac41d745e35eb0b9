"""Clause claims of a story and their alignment by meaning (part of ``align``).

Every clause of a sentence (``Findings.predicates``) that is not inside a direct quotation (the quote
is the claim there) and not in a sentence that denies something (the denial is) becomes a claim:
kind "event" when a date dates it, else "statement"; its value is its dates. The clauses and the
story's quote clusters are then aligned by ``align_claims`` (a learned pair scorer and best-first
clustering, at most one claim per article in a fact): a clause that tells what a quote says joins the
quote's fact. A cluster of clauses is one slot; inside it, tellings whose dates cannot name the same
day are split into clusters that conflict ("date of: ...").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .align_claims import ClaimView, cluster, load_model, score_pairs
from .align_events import dated_days, dates_meet
from .model import Span
from .textsim import WORD, looks_like_furniture, numbers_in

if TYPE_CHECKING:
    from .align import Item, Slot

MIN_CLAIM_WORDS = 3
LEAD_SENTENCES = 3


def clause_items(bundle, aid: str, findings, sentences, make) -> list:
    """The claims of one article's clauses (``Item`` with ``predicate`` set)."""
    text = bundle.articles[aid].text
    quoted = [(q.span.start, q.span.end) for q in findings.quotes if q.direct]
    spans = [(p.span.start, p.span.end) for p in findings.predicates]
    out = []
    for p in findings.predicates:
        if any(a <= p.head.start < b for a, b in quoted):
            continue
        if len(WORD.findall(p.gist.lower())) < MIN_CLAIM_WORDS:
            continue
        stext = text[p.sentence.start:p.sentence.end]
        if looks_like_furniture(stext):
            continue
        dates = tuple(dr for dr in findings.dates if _owner(dr.span, p, spans))
        kind = "event" if any(dr.date is not None for dr in dates) else "statement"
        it = make(kind, ("claim",), None, aid, p.span, p.gist, stext, dates)
        out.append(replace(it, predicate=p))
    return out


def _owner(span: Span, p, spans: list[tuple[int, int]]) -> bool:
    """Whether ``p`` is the smallest clause holding ``span`` (a date belongs to one clause)."""
    if not (p.span.start <= span.start and span.end <= p.span.end):
        if p.sentence.start <= span.start < p.sentence.end:  # outside every clause: the sentence's first one
            inside = [s for s in spans if s[0] <= span.start and span.end <= s[1]]
            return not inside and (p.span.start, p.span.end) == min(
                (s for s in spans if p.sentence.start <= s[0] < p.sentence.end), default=None)
        return False
    mine = p.span.end - p.span.start
    return not any(a <= span.start and span.end <= b and b - a < mine for a, b in spans)


def _view(al_ctx, it: Item, quote: bool) -> ClaimView:
    bundle, sentences_start, canon, orgs, concepts = al_ctx
    text = bundle.articles[it.article].text
    sentence = text[it.sentence.start:it.sentence.end]
    p = it.predicate
    if quote:
        gist = it.text
        span = it.finding.span
    else:
        gist = p.gist
        span = p.span
    f = bundle.findings.get(it.article)
    names = set()
    for m in (f.mentions if f is not None else ()):
        if span.start <= m.span.start and m.span.end <= span.end and m.kind in ("PERSON", "ORG"):
            names.add((canon(m.text) or m.text) if m.kind == "PERSON" else (orgs.get(m.text.lower(), m.text.lower())))
    subject = None
    if p is not None and p.subject:
        c = canon(p.subject)
        subject = c if c and c != p.subject else None
    source = None
    if quote:
        source = it.key[1]
    elif p is not None and p.source:
        source = canon(p.source)
    return ClaimView(
        article=it.article, gist=gist, sentence=sentence,
        trigger=_trigger(p), names=frozenset(names), subject=subject,
        numbers=frozenset(numbers_in(gist)), days=dated_days(it) if not quote else [],
        negated=bool(p is not None and p.negated), source=source, quote=quote,
        lead=sentences_start.get((it.article, it.sentence.start), 99) < LEAD_SENTENCES,
        words=len(WORD.findall(gist.lower())),
        gvec=concepts.vector(gist), svec=concepts.vector(sentence),
    )


def _trigger(p) -> str:
    from .paraphrase import concept

    return concept(p.trigger) if p is not None and p.trigger else ""


def meaning_slots(bundle, order, sentences, items: list, quote_slots: list, canon, orgs, concepts,
                  record: dict | None = None) -> list:
    """Slots of clause claims aligned by meaning; quote clusters gain the clauses that tell them.

    ``record``, when given, receives the claims, their views and the pair probabilities (for the
    trainer and the brief)."""
    from .align import Slot, _cluster

    index = {(a, s.start): n for a in order for n, s in enumerate(sentences[a])}
    ctx = (bundle, index, canon, orgs, concepts)
    nodes: list = list(items)
    views = [_view(ctx, it, False) for it in items]
    seeds: list[list[int]] = []
    seed_slots: list = []
    for slot in quote_slots:
        for c in slot.clusters:
            first = len(nodes)
            for it in c:
                nodes.append(it)
                views.append(_view(ctx, it, True))
            seeds.append(list(range(first, len(nodes))))
            seed_slots.append((slot, c))
    model = load_model()
    scores = score_pairs(views, model)
    groups = cluster(len(nodes), [v.article for v in views], scores, model.threshold, seeds)
    if record is not None:
        record.update(claims=nodes, views=views, scores=scores, groups=groups)
    seed_at = {s[0]: k for k, s in enumerate(seeds)}
    slots = []
    n_event = 0
    for g in groups:
        seed = next((seed_at[i] for i in g if i in seed_at), None)
        claims = [nodes[i] for i in g if i < len(items)]
        if seed is not None:
            slot, c = seed_slots[seed]
            c.extend(sorted(claims, key=lambda it: it.order))
            continue
        claims.sort(key=lambda it: it.order)
        dated = [it for it in claims if dated_days(it)]
        if dated:
            short = claims[0].label if len(claims[0].label) <= 80 else claims[0].label[:77] + "..."
            slot = Slot("event", ("event", n_event), f"date of: {short}", "attribute")
            slot.clusters = _cluster(claims, lambda a, b: not dated_days(a) or not dated_days(b)
                                     or dates_meet(dated_days(a), dated_days(b)))
            n_event += 1
        else:
            slot = Slot("statement", ("statement", len(slots)), claims[0].label, None, [claims])
        slots.append(slot)
    return slots
