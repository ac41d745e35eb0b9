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

import re
from bisect import bisect_left, bisect_right
from datetime import date
from functools import lru_cache
from typing import TYPE_CHECKING

from .align_claims import ClaimView, Similarities, cluster, compatible, load_model, score_pairs
from .align_events import dates_meet, days_agree  # noqa: F401  (days_agree: re-exported)
from .align_quantities import K_COUNTED, is_distinctive, quantities_agree, unit_family
from .extract.dates import day_of, relative_period, span_granularity
from .extract.lexicon import words
from .model import Span
from .paraphrase import concept, frame_of, name_words
from .textsim import WORD, is_quote_fragment, looks_like_furniture, numbers_in

if TYPE_CHECKING:
    from .align_items import Item

PRONOUNS = words("alignment", "pronouns")
MIN_CLAIM_WORDS = 3
MIN_STATEMENT_WORDS = 6  # a whole sentence standing for its clauses
LEAD_SENTENCES = 3


DENY_CUES = words("alignment", "deny_cues")


def same_sentence_asserted(it: Item, denial: Item | None = None) -> bool:
    """A clause of a denial's own sentence that someone asserts there ("They argued that P, a
    contention X disputed"): told by a speech verb, not the content of the denial verb ("dismissed
    the idea that P"), not a whole sentence."""
    p = it.predicate
    return (p is not None and p.head.end > p.head.start and p.cue is not None and p.cue not in DENY_CUES
            and it.kind != "denial")


def clause_items(bundle, aid: str, findings, sentences, make) -> list:
    """The claims of one article's clauses (``Item`` with ``predicate`` set)."""
    text = bundle.articles[aid].text
    quoted = _Reach([(q.span.start, q.span.end) for q in findings.quotes if q.direct])
    predicates = findings.predicates or sentence_predicates(aid, text, sentences)
    spans = [(p.span.start, p.span.end) for p in predicates]
    near = _DatesNear(findings.dates)
    furniture: dict[int, bool] = {}  # sentence start -> looks like page furniture (once per sentence)
    out = []
    for p in predicates:
        if p.modality in ("question", "condition"):  # "Is the photo of him?", "whether laws were broken",
            continue  # "unless lawmakers vote": asks, or says what would have to be; tells nothing
        if p.head.end > p.head.start:  # any(a <= head start < b for a, b in quoted)
            inside = quoted.reaches_past(p.head.start + 1, p.head.start)
        else:  # a sentence standing for its clauses: a quotation over it (or part of it) is the claim
            inside = quoted.reaches_past(p.span.end, p.span.start)  # any(a < end and start < b)
        if inside:
            continue
        whole = p.head.end == p.head.start
        dates = tuple(dr for dr in near(p.span.start, p.span.end) if _owner(dr.span, p, spans))
        if len(WORD.findall(p.gist.lower())) < (MIN_STATEMENT_WORDS if whole and not dates else MIN_CLAIM_WORDS):
            continue
        stext = text[p.sentence.start:p.sentence.end]
        if p.sentence.start not in furniture:
            furniture[p.sentence.start] = looks_like_furniture(stext)
        if furniture[p.sentence.start] or (whole and not dates and is_quote_fragment(stext)):
            continue
        kind = "event" if dates else "statement"
        out.append(make(kind, ("claim",), None, aid, p.span, p.gist, stext, dates, p))  # (was a copy with p)
    return out


class _Reach:
    """Intervals (a, b) by their starts, with the farthest end among those starting before each
    place: whether any starts before a bound and ends past a place, without a scan."""

    def __init__(self, intervals: list[tuple[int, int]]):
        intervals = sorted(intervals)
        self.starts = [a for a, _ in intervals]
        self.reach, far = [], None
        for _, b in intervals:
            far = b if far is None or b > far else far
            self.reach.append(far)

    def reaches_past(self, start_below: int, place: int) -> bool:
        """any(a < start_below and place < b for a, b in intervals)."""
        k = bisect_left(self.starts, start_below)
        return k > 0 and self.reach[k - 1] > place


class _DatesNear:
    """An article's dates whose span starts inside [lo, hi], in the findings' order (every date
    ``_owner`` can give a clause: it starts in the clause, and ends in it too when it is no whole
    sentence); all of them when some span ends before it starts."""

    def __init__(self, dates):
        self.dates = list(dates)
        self.sane = all(d.span.start <= d.span.end for d in self.dates)
        self.order = sorted(range(len(self.dates)), key=lambda k: self.dates[k].span.start)
        self.starts = [self.dates[k].span.start for k in self.order]

    def __call__(self, lo: int, hi: int) -> list:
        if not self.sane:
            return self.dates
        picked = self.order[bisect_left(self.starts, lo):bisect_right(self.starts, hi)]
        return [self.dates[k] for k in sorted(picked)]


def sentence_predicates(aid: str, text: str, sentences) -> list:
    """One clause per sentence, for findings made without clauses (a store of older rules, hand-made
    findings): the sentence is the claim, as alignment read it before clauses."""
    from .model import Predicate

    out = []
    for s in sentences:
        span = Span(aid, s.start, s.end)
        out.append(Predicate(trigger="", head=Span(aid, s.start, s.start), span=span, sentence=span,
                             gist=text[s.start:s.end]))
    return out


def _owner(span: Span, p, spans: list[tuple[int, int]]) -> bool:
    """Whether ``p`` is the smallest clause holding ``span`` (a date belongs to one clause; a date
    outside every clause, as in "officials said Wednesday", dates the saying, not what was said)."""
    if p.head.end == p.head.start:  # a whole sentence: the dates that start in it
        return p.span.start <= span.start < p.span.end
    if not (p.span.start <= span.start and span.end <= p.span.end):
        return False
    mine = p.span.end - p.span.start
    return not any(a <= span.start and span.end <= b and b - a < mine for a, b in spans)


_YEAR_WORD = re.compile(r"\b(1[89]\d\d|20\d\d)\b")


def claim_days(it: Item, acts_only: bool = False) -> list[tuple]:
    """(date, granularity) of each date that dates a clause claim: resolved dates, relative periods
    included ("last year": the clause it belongs to is what it dates), and bare years ("since 2002",
    "from 1966 to 1978") at their first day. ``acts_only``: not a date that tells which thing a noun
    is ("Thursday's report showed that claims increased": the report's day, not the rise's)."""
    whole = it.predicate is None or it.predicate.head.end == it.predicate.head.start
    out = []
    for dr in it.finding or ():
        if acts_only and dr.of_thing:
            continue
        if dr.date is not None:
            if whole and relative_period(dr.when):
                continue  # a sentence's "next year" may date anything in it, not what it tells
            out.append((day_of(dr), span_granularity(dr.when)))
        else:
            out.extend((date(int(y), 1, 1), "year") for y in _YEAR_WORD.findall(dr.when))
    return out


MAX_DATE_GAP = 400  # days: tellings dated further apart tell two events ("won in January 2010" / "will win in June")


def date_sides(published, days: list[tuple]) -> set[str]:
    """Where dates lie beside an article's date (``published``, a datetime or None): "past" (the day
    itself too: "said Wednesday"), "future", or "now" (a longer period holding it: "this year");
    empty when the article has no date."""
    import calendar
    from datetime import timedelta

    if published is None:
        return set()
    today = published.date()
    out = set()
    for d, g in days:
        if g == "year":
            end = d.replace(month=12, day=31)
        elif g == "month":
            end = d.replace(day=calendar.monthrange(d.year, d.month)[1])
        elif g == "week":
            end = d + timedelta(days=6)
        else:
            end = d
        out.add("past" if end < today or (g == "day" and d == today) else "future" if d > today else "now")
    return out


def one_time(articles, a: Item, da: list, b: Item, db: list) -> bool:
    """Two dated claims (``da``, ``db``: their ``claim_days``) may date one happening: within
    ``MAX_DATE_GAP`` days, and not one ahead of its article's date and the other past ("will add $92
    next year" / "amounts to $92, it said Wednesday": when a change takes effect, when it was said)."""
    sa, sb = date_sides(articles[a.article].published, da), date_sides(articles[b.article].published, db)
    if sa and sb and "now" not in sa | sb and not sa & sb:
        return False
    return min(abs((x - y).days) for x, _g in da for y, _h in db) <= MAX_DATE_GAP


def _figure_told(a, va: ClaimView, b, vb: ClaimView) -> bool:
    """A clause supports a figure's fact only by giving the figure: "The earlier quota was 1,000 a
    day" does, "Miller raised it" does not."""
    if (a.kind == "quantity") == (b.kind == "quantity"):
        return True
    clause, figure = (vb, va) if a.kind == "quantity" else (va, vb)
    return bool(clause.numbers & figure.numbers)


class _SpanIndex:
    """An article's clauses and mentions by where they start (built once per article, then each
    claim reads only those near its sentence: no scan of the whole article per claim). Lists keep
    the findings' order, so ties resolve as a scan would."""

    def __init__(self, bundle):
        self.bundle = bundle
        self.cache: dict[str, tuple] = {}

    def _of(self, aid: str) -> tuple:
        got = self.cache.get(aid)
        if got is None:
            f = self.bundle.findings.get(aid)
            preds, mentions = (f.predicates, f.mentions) if f is not None else ((), ())
            by_span = sorted(range(len(preds)), key=lambda k: preds[k].span.start)
            by_head = sorted(range(len(preds)), key=lambda k: preds[k].head.start)
            by_mention = sorted(range(len(mentions)), key=lambda k: mentions[k].span.start)
            got = (preds, mentions,
                   (by_span, [preds[k].span.start for k in by_span]),
                   (by_head, [preds[k].head.start for k in by_head]),
                   (by_mention, [mentions[k].span.start for k in by_mention]))
            self.cache[aid] = got
        return got

    @staticmethod
    def _between(order_keys, lo: int, hi: int) -> list[int]:
        order, keys = order_keys
        return sorted(order[bisect_left(keys, lo):bisect_left(keys, hi)])

    def clauses_starting(self, aid: str, lo: int, hi: int) -> list:
        preds, _m, by_span, _h, _bm = self._of(aid)
        return [preds[k] for k in self._between(by_span, lo, hi)]

    def clauses_headed(self, aid: str, lo: int, hi: int) -> list:
        preds, _m, _s, by_head, _bm = self._of(aid)
        return [preds[k] for k in self._between(by_head, lo, hi)]

    def mentions_starting(self, aid: str, lo: int, hi: int) -> list:
        _p, mentions, _s, _h, by_mention = self._of(aid)
        return [mentions[k] for k in self._between(by_mention, lo, hi)]


def _view(al_ctx, it: Item, quote: bool) -> ClaimView:
    bundle, sentences_start, canon, orgs, concepts, people, spans = al_ctx
    text = bundle.articles[it.article].text
    sentence = text[it.sentence.start:it.sentence.end]
    p = it.predicate
    f = bundle.findings.get(it.article)
    if p is None and not quote and f is not None:  # a typed finding: the clause it sits in
        at = getattr(it.finding, "span", None) or it.sentence
        holding = [q for q in spans.clauses_starting(it.article, min(it.sentence.start, at.start), at.start + 1)
                   if q.span.start <= at.start and at.end <= q.span.end]
        p = min(holding, key=lambda q: q.span.end - q.span.start) if holding else None
    if quote:
        gist = it.text
        span = it.finding.span
        inner = spans.clauses_headed(it.article, span.start, span.end)
        p = inner[0] if inner else None  # the quotation's first clause: its event word
        quote_negated = any(q.negated for q in inner)
    elif p is not None:
        gist = p.gist
        span = p.span
    else:
        gist = sentence
        span = it.sentence
    names, places = set(), set()
    for m in spans.mentions_starting(it.article, span.start, span.end):
        if span.start <= m.span.start and m.span.end <= span.end and m.kind in ("PERSON", "ORG"):
            names.add((canon(m.text) or m.text) if m.kind == "PERSON" else (orgs.get(m.text.lower(), m.text.lower())))
        elif span.start <= m.span.start and m.span.end <= span.end and m.kind in ("GPE", "OTHER"):
            places.add(m.text.lower().removeprefix("the "))
    subject = None
    if p is not None and p.subject:
        c = canon(p.subject)
        words = {w.lower() for w in p.subject.replace(",", " ").split()}
        known, by_last = people
        if c in known:  # a person of the story, by their one name
            subject = c
        elif _proper(p.subject):  # a name the people finder missed: by its last word
            hit = by_last.get(p.subject.split()[-1].lower())
            subject = hit[1] if hit else p.subject.split()[-1]
        else:  # "Mr. Hoyer and Mr. Clyburn": the first person of the story it names
            hits = [by_last[w] for w in words if w in by_last]
            subject = min(hits)[1] if hits else None
    source = None
    if quote:
        source = it.key[1]
    elif p is not None and p.source:
        source = canon(p.source)
    bare = gist
    if it.predicate is not None:
        for dr in it.finding or ():  # the numbers of its dates are no figures
            bare = bare.replace(dr.when, " ")
    return ClaimView(
        name_words=name_words(concepts, bare),
        article=it.article, gist=gist, sentence=sentence,
        trigger=_trigger(p), names=frozenset(names), subject=subject,
        numbers=frozenset(numbers_in(bare)), frame=frame_of(gist),
        modality=p.modality if p is not None else None,
        places=frozenset(places),
        object_words=frozenset(w for w in concepts.words(p.object or "") if w not in PRONOUNS and not w[:1].isdigit())
        if p is not None else frozenset(),  # "repay the $84,000": a figure, no word of what is repaid
        days=claim_days(it) if it.predicate is not None else [],
        negated=quote_negated if quote else bool(p is not None and p.negated), source=source, quote=quote,
        lead=sentences_start.get((it.article, it.sentence.start), 99) < LEAD_SENTENCES,
        words=len(WORD.findall(gist.lower())),
        gvec=concepts.vector(bare), svec=concepts.vector(sentence),
    )


def _proper(text: str) -> bool:
    """A subject written as a name: every word capitalised ("Ryan", "Nancy Pelosi"), not "The agency"."""
    words = text.split()
    return bool(words) and len(words) <= 4 and all(w[:1].isupper() for w in words) and \
        words[0].lower() not in ("the", "a", "an", "this", "that", "he", "she", "it", "they", "we", "i")


def _trigger(p) -> str:
    return concept(p.trigger) if p is not None and p.trigger else ""


def meaning_slots(bundle, order, sentences, items: list, typed_slots: list, canon, orgs, concepts,
                  record: dict | None = None, make=None) -> list:
    """Slots of clause claims aligned by meaning; the clusters of typed slots (quotes, figures) gain
    the clauses that tell them, and two clusters of figures told in other words become one.

    ``record``, when given, receives the claims, their views and the pair probabilities (for the
    trainer and the brief)."""
    from .align_items import Slot, cluster_leaders

    def make_quoted(aid: str, p):
        return make("statement", ("claim",), None, aid, p.span, p.gist, "", (), p)

    index = {(a, s.start): n for a in order for n, s in enumerate(sentences[a])}
    people = sorted({canon(p.name) for f in bundle.findings.values() for p in f.people})
    by_last: dict[str, tuple[int, str]] = {}  # a last word -> the first person of the story with it
    for n, name in enumerate(people):
        if name.split():
            by_last.setdefault(name.split()[-1].lower(), (n, name))
    ctx = (bundle, index, canon, orgs, concepts, (frozenset(people), by_last), _SpanIndex(bundle))
    nodes: list = list(items)
    views = [_view(ctx, it, False) for it in items]
    seeds: list[list[int]] = []
    seed_slots: list = []
    for slot in typed_slots:
        for c in slot.clusters:
            first = len(nodes)
            for it in c:
                nodes.append(it)
                views.append(_view(ctx, it, slot.kind == "quote"))
            seeds.append(list(range(first, len(nodes))))
            seed_slots.append((slot, c))
    _embed_views(views)

    def seeds_join(a: int, b: int) -> bool:
        """Two figures' clusters of two slots are one fact when their values agree and are distinctive
        (not 2, not 100: ``align_quantities.is_distinctive``), they count the same thing (or one says
        not what) and their clauses tell one thing ("1.5 million women seeking ..." / "covering 1.5
        million women"): the rest of a quantity slot's key is words the extractors chose."""
        (sa, ca), (sb, cb) = seed_slots[a], seed_slots[b]
        if sa.kind != "quantity" or sb.kind != "quantity" or sa is sb:
            return False
        qa, qb = ca[0].finding, cb[0].finding
        counted = (sa.key[K_COUNTED], sb.key[K_COUNTED])
        return (unit_family(qa.unit) == unit_family(qb.unit) and quantities_agree(ca[0].value, cb[0].value)
                and (qa.per or None) == (qb.per or None) and is_distinctive(ca) and is_distinctive(cb)
                and (None in counted or counted[0] == counted[1]))

    model = load_model()
    sims = Similarities(views)
    scores = score_pairs(views, model, sims=sims)
    groups = cluster(len(nodes), [v.article for v in views], scores, model.threshold, seeds,
                     can_link=lambda i, j: compatible(views[i], views[j]) and _figure_told(nodes[i], views[i],
                                                                                           nodes[j], views[j]),
                     seeds_join=seeds_join)
    if record is not None:
        cache: dict[int, ClaimView] = {id(it): v for it, v in zip(nodes, views)}

        def view_of(it) -> ClaimView:
            if id(it) not in cache:
                cache[id(it)] = _view(ctx, it, it.kind == "quote")
            return cache[id(it)]

        def clause_view(aid: str, p, source: str | None) -> ClaimView:  # a clause that is no claim (in a quote)
            it = make_quoted(aid, p)
            v = _view(ctx, it, False)
            v.source = source
            return v

        record.update(claims=nodes, views=views, scores=scores, groups=groups, view_of=view_of, sims=sims,
                      clause_view=clause_view, threshold=model.threshold)
    seed_at = {s[0]: k for k, s in enumerate(seeds)}

    slots = []
    n_event = 0
    for g in groups:
        held = [seed_at[i] for i in g if i in seed_at]
        claims = [nodes[i] for i in g if i < len(items)]
        if held:
            slot, c = seed_slots[held[0]]
            for other in held[1:]:  # a figure's cluster told in another slot's words joins this one
                oslot, oc = seed_slots[other]
                oslot.clusters = [x for x in oslot.clusters if x is not oc]
                c.extend(oc)
            c.sort(key=lambda it: (it.kind != slot.kind, it.order))
            c.extend(sorted(claims, key=lambda it: it.order))
            continue
        claims.sort(key=lambda it: (not claim_days(it), it.order))  # a dated telling first: it is shown
        dated = [it for it in claims if claim_days(it)]
        if dated:
            short = claims[0].label if len(claims[0].label) <= 80 else claims[0].label[:77] + "..."
            slot = Slot("event", ("event", n_event), f"date of: {short}", "attribute")
            slot.clusters = cluster_leaders(claims, lambda a, b: days_agree(claim_days(a), claim_days(b)))
            n_event += 1
        else:
            slot = Slot("statement", ("statement", len(slots)), claims[0].label, None, [claims])
        slots.append(slot)
    return slots


def _embed_views(views) -> None:
    """Sentence embeddings (all-MiniLM-L6-v2, the ``embed`` extra) of each claim's gist and sentence,
    read by the scorer's ``emb_gist`` / ``emb_sent`` features, when ``STORYLINE_CLAIM_EMBEDDINGS`` is
    set. Off by default: measured leave-one-event-out on the development events, they gain one gold
    fact of 64 for 3.5 times the cost (docs/claims.md, "Sentence embeddings")."""
    import os

    if not os.environ.get("STORYLINE_CLAIM_EMBEDDINGS") or not views:
        return
    from .embed import embed_texts

    texts = sorted({v.gist for v in views} | {v.sentence for v in views})
    vecs = embed_texts(texts, _embedding_model())
    at = {t: vecs[n] for n, t in enumerate(texts)}
    for v in views:
        v.emb_gist, v.emb_sent = at[v.gist], at[v.sentence]


@lru_cache(maxsize=1)
def _embedding_model():
    from .embed import load_model as load

    return load()
