"""Judge aligned slots: support in independent outlets, status, conflicts, fact ids.

- support: distinct outlets the fact's items count for: an article's outlet is its normalised
  ``source`` (case, "www.", "The", known aliases); a wire copy counts for the outlet of the
  article it copies; a sentence relaying another outlet ("Axios reported") counts for that one;
- conflicting: two value clusters of one slot asserted by different articles and outlets
  (Conflict kind "value" for quantities, "attribute" for titles, orgs and dates);
- contested: a denial's claim matches the fact (Conflict kind "denial"); a claim that a quota or
  target exists at all, with no figure of its own, matches every target figure of the story;
- corroborated: support >= 2; single-source otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .align_items import Alignment, Item, Slot, sentence_text, story_order  # noqa: F401  (sentence_text: re-exported)
from .align_quantities import K_COUNTED, K_FRAME, K_PER, K_VERB, K_WHERE, quantities_agree, shown_value
from .figures import close
from .model import Conflict, Evidence, Fact, Side
from .align_clauses import same_sentence_asserted
from .judge_disputes import (  # noqa: F401  (claim_words: re-exported)
    DenialIndex,
    denies_a_target,
    claim_words,
    contrary_pairs,
    denied_facts,
    negated,
    rebuttal_pairs,
    who_conflicts,
)
from .vouching import article_outlets, original_of, outlet_key, outlet_names  # noqa: F401  (re-exported)

_YEARS = re.compile(r"\b(?:1[89]\d\d|20\d\d)\b")
SHOWN_RANK = {"role": 0, "quantity": 1, "denial": 2, "quote": 3, "event": 4, "statement": 5}  # typed first
KIND_RANK = {"role": 0, "event": 1, "quantity": 2, "quote": 3, "denial": 4, "statement": 5}





# ---------------------------------------------------------------- judgement

@dataclass
class Judged:
    """Facts, conflicts, and for each fact id the items behind it."""

    facts: list[Fact]
    conflicts: list[Conflict]
    items: dict[str, list[Item]]
    also: dict[str, list[list[Item]]] = field(default_factory=dict)  # facts shown as this one (same evidence)


def _outlets(items: list[Item]) -> set[str]:
    return {o for it in items for o in it.outlets}


def _articles(al: Alignment, items: list[Item]) -> tuple[str, ...]:
    got = {it.article for it in items}
    return tuple(a for a in al.order if a in got)


def _evidence(al: Alignment, items: list[Item]) -> tuple[Evidence, ...]:
    seen, out = set(), []
    for it in sorted(items, key=lambda i: i.order):
        k = (it.article, it.sentence.start, it.sentence.end)
        if k in seen:
            continue
        seen.add(k)
        text = al.bundle.articles[it.article].text
        out.append(Evidence(it.article, text[it.sentence.start:it.sentence.end], it.sentence.start, it.sentence.end))
    return tuple(out)


def articles_containing(al: Alignment, text: str) -> tuple[str, ...]:
    """Story articles whose cleaned text contains ``text`` exactly."""
    return tuple(a for a in al.order if text and text in al.bundle.articles[a].text)


def _value_text(slot: Slot, items: list[Item], al: Alignment | None = None) -> str:
    it = items[0]
    if slot.kind == "quantity":  # the value alone: what is counted and the rate are the slot's
        return shown_value(it.finding)
    if slot.kind == "event" and slot.key[0] in ("event", "departure"):
        from .extract.dates import date_label

        from .align_clauses import claim_days

        labels = sorted({date_label(d, dr.when) if dr.date is not None else dr.when
                         for i in items for dr in (i.finding or ()) for d, _g in claim_days(replace(i, finding=(dr,)))})
        return ", ".join(labels) or it.text
    if slot.key[0] == "tenure":
        from .align_tenures import value_text

        return value_text(it)
    if slot.key[0] == "poster":
        return it.value
    title, org = it.value
    f = it.finding
    return " ".join(x for x in (f.title, f"({f.org})" if f.org and org else "") if x) or title


def _conflicting_clusters(clusters: list[list[Item]], quantity: bool = False, same=None, gives=None) -> list[int]:
    """Indexes of clusters that disagree with another cluster asserted elsewhere (for figures: whose
    values cannot be the same, so "more than 200" disagrees with neither 214 nor 241). ``same(a, b)``,
    when given, must hold of some pair of their claims: the two clauses tell one thing, values aside.
    ``gives(article, value)``, for figures: whether the article gives that figure anywhere (of what the
    slot counts); an article that gives both figures tells two quantities, not one told two ways."""
    out = []
    kind = clusters[0][0].kind if clusters and clusters[0] else None
    typed = [[x for x in c if x.kind == kind] or c for c in clusters]  # the figures (titles, dates) themselves
    if quantity and _one_article_gives_two(typed):
        return []  # "40,000,070 cases" and "35,355 new cases" in one report: the slot holds two quantities
    for i, a in enumerate(typed):
        arts_a, outs_a = {x.article for x in a}, _outlets(a)
        for j, b in enumerate(typed):
            if i == j or (quantity and quantities_agree(a[0].value, b[0].value)):
                continue
            if gives is not None and (any(gives(x.article, b[0].value) for x in a)
                                      or any(gives(y.article, a[0].value) for y in b)):
                continue  # "67 Republicans joined ..., while 120 voted against it": both told by one outlet
            if same is not None and not any(same(x, y) for x in a for y in b if x.article != y.article):
                continue
            arts_b, outs_b = {x.article for x in b}, _outlets(b)
            if arts_a - arts_b and arts_b - arts_a and outs_a != outs_b:
                out.append(i)
                break
    return out


def _one_article_gives_two(clusters: list[list[Item]]) -> bool:
    """Whether one article gives two figures of the slot that cannot be one (each against the article's
    first: linear in the slot's figures): the slot holds two quantities, and no outlet contradicts itself
    within one article."""
    first: dict[str, tuple] = {}
    for c in clusters:
        for x in c:
            if x.article not in first:
                first[x.article] = x.value
            elif not quantities_agree(first[x.article], x.value):
                return True
    return False


def _figure_index(al: Alignment) -> dict[tuple, list[float]]:
    """{(article, counted thing by its first five letters, rate, frame): the numbers the article gives
    of it}, over every quantity of the story's articles, made once per story."""
    index: dict[tuple, list[float]] = {}
    for aid, f in al.bundle.findings.items():
        for q in f.quantities:
            index.setdefault((aid, (q.counted or "").lower()[:5], q.per or None, q.frame or None), []).append(q.value)
    return index


def _gives(index: dict[tuple, list[float]], key: tuple):
    """``gives(article, value)``: whether the article gives the figure ``value`` ((number, bound)) of
    what the slot ``key`` counts (its counted thing by its first five letters: "Republicans" /
    "republican"; its rate and frame: AP's "averaged 1,000 arrests a day" is no quota of 1,000 a day),
    in any sentence and any slot (``_figure_index``)."""
    want, per, frame = (key[K_COUNTED] or "").lower()[:5], key[K_PER] or None, key[K_FRAME] or None

    def gives(article: str, value) -> bool:
        return any(close(v, value[0], 0.01) for v in index.get((article, want, per, frame), ()))

    return gives


CONFLICT_P = 0.8  # two clauses whose values differ conflict only when, values aside, they tell one thing


def _told_alike(al: Alignment):
    """``same(a, b)``: the alignment model, with the features of dates and numbers set aside, is sure
    the two claims' clauses tell the same thing (``CONFLICT_P``)."""
    view_of = al.claims.get("view_of")
    if view_of is None:
        return None
    from .align_claims import load_model, other_circumstances, pair_features, value_blind

    model = load_model()

    def same(a: Item, b: Item) -> bool:
        va, vb = view_of(a), view_of(b)
        if va.subject and vb.subject and va.subject != vb.subject:
            return False  # another person's act is another event
        if other_circumstances(va, vb):
            return False  # ... and so is an act done to another, or somewhere else
        return model.probability(value_blind(pair_features(va, vb))) >= CONFLICT_P

    return same


def _one_act(a: Item, b: Item, va, vb) -> bool:
    """Whether two clauses name one act: the event word of one is among the words that can name an
    event in the other's clause (``Predicate.events``), as their concepts ("left" / "quit") or as one
    word in two forms ("apologized" / "an apology": their first five letters); not "was appointed
    special envoy in July" / "resigned Thursday"."""
    def acts(it: Item, v) -> set[str]:
        words = {lemma for _s, _e, lemma in (it.predicate.events if it.predicate is not None else ())}
        return {f for w in words | ({v.trigger} if v.trigger else set()) for f in _act_forms(w)}

    if not (va.trigger and vb.trigger):
        return True  # a claim without an event word (a whole sentence): the scorer alone says
    return bool(_act_forms(va.trigger) & acts(b, vb) or _act_forms(vb.trigger) & acts(a, va))


def _act_forms(word: str) -> set[str]:
    from .paraphrase import concept

    w = word.lower()
    return {concept(w), w[:5]} if len(w) >= 5 else {concept(w)}


def _near_in_time(same, al: Alignment):
    """``same`` that also asks the two claims to carry dates of their own that disagree, and tell one
    time (``align_clauses.one_time``: within ``MAX_DATE_GAP`` days, on one side of their articles'
    dates): outlets that disagree on a date disagree by days or a year, not by years; the two tellings
    found alike must be the two dated differently (not an undated telling beside another outlet's,
    whose cluster a third, dated, telling joined), name one act (``_one_act``: not "was appointed in
    July" / "resigned Thursday") and tell it both as done or both as to come; and one that says when a
    change takes effect is told apart from one that says when it was announced."""
    from .align_clauses import claim_days, days_agree, one_time

    view_of = al.claims.get("view_of")

    def near(a: Item, b: Item) -> bool:
        da, db = claim_days(a, acts_only=True), claim_days(b, acts_only=True)
        if not da or not db or days_agree(da, db):
            return False
        va, vb = view_of(a), view_of(b)
        if not _one_act(a, b, va, vb):
            return False  # "was appointed special envoy in July" / "resigned Thursday": two acts, two dates
        if (va.modality is None) != (vb.modality is None):
            return False  # done / still to come: "which the Senate passed last month" / "hope to pass this week"
        return one_time(al.bundle.articles, a, da, b, db) and same(a, b)

    return near


def _claim(al: Alignment, value: str, items: list[Item]) -> Side:
    first = min(items, key=lambda i: i.order)
    text = sentence_text(al, first)
    return Side(value, text, articles_containing(al, text) or (first.article,))


def _list_index(claims: list[Item]):
    """``claims.index(it)`` (the first claim that is ``it`` or equal to it), None when absent, without a
    scan of the list per look-up: equal claims share their kind, article, place and text."""
    by_sig: dict[tuple, list[int]] = {}
    for n, x in enumerate(claims):
        by_sig.setdefault((x.kind, x.article, x.order, x.text), []).append(n)

    def index(it: Item) -> int | None:
        return next((n for n in by_sig.get((it.kind, it.article, it.order, it.text), ())
                     if claims[n] is it or claims[n] == it), None)

    return index


def judge(al: Alignment) -> Judged:
    """Facts with support, status and ids, and the conflicts between them."""
    provisional: list[tuple[Slot, list[Item]]] = []
    for slot in al.slots:
        for c in slot.clusters:
            provisional.append((slot, c))

    conflicting: set[int] = set()
    raw_conflicts: list[tuple[Conflict, list[int]]] = []
    index = {id(c): n for n, (_s, c) in enumerate(provisional)}
    figures = None  # every figure of the story's articles (``_figure_index``), made when a slot needs it
    for slot in al.slots:
        if not slot.conflict_kind or len(slot.clusters) < 2:
            continue
        # a slot keyed by what happens to what is counted ("people killed") is one thing however told;
        # a bare count ("198 people", "45,000 people") or a clause's dates must be told alike too
        age = slot.kind == "quantity" and slot.key[K_COUNTED] == "age" and str(slot.key[K_WHERE]).startswith("of ")
        specific = slot.key[0] in ("role", "move", "tenure", "poster", "departure") or (
            slot.kind == "quantity" and bool(slot.key[K_VERB] or slot.key[K_PER] or slot.key[K_FRAME] or age))
        same = None if specific else _told_alike(al)
        if slot.key[0] == "event" and same is not None:
            same = _near_in_time(same, al)
        if slot.kind == "quantity" and figures is None:
            figures = _figure_index(al)
        gives = _gives(figures, slot.key) if slot.kind == "quantity" else None
        which = _conflicting_clusters(slot.clusters, slot.kind == "quantity", same, gives)
        if len(which) < 2:
            continue
        clusters = [slot.clusters[i] for i in which]
        claims = tuple(_claim(al, _value_text(slot, c, al), c) for c in clusters)
        about = slot.about
        if slot.key[0] == "event":  # what the conflicting tellings tell, not what else joined them
            first = min((it for c in clusters for it in c if it.predicate is not None), key=lambda it: it.order,
                        default=None)
            if first is not None:
                gist = first.predicate.gist
                about = f"date of: {gist if len(gist) <= 80 else gist[:77] + '...'}"
        raw_conflicts.append((Conflict(about, slot.conflict_kind, claims), [index[id(c)] for c in clusters]))
        conflicting.update(index[id(c)] for c in clusters)

    claim_at = _list_index(al.claims.get("claims") or [])
    for m, n, what in who_conflicts(al, provisional):  # two outlets name different people for one act
        who = {k: next((al.claims["views"][at].subject for it in provisional[k][1]
                        if (at := claim_at(it)) is not None and al.claims["views"][at].subject),
                       "someone") for k in (m, n)}
        claims = tuple(_claim(al, who[k], provisional[k][1]) for k in (m, n))
        raw_conflicts.append((Conflict(what, "attribute", claims), [m, n]))
        conflicting.update((m, n))

    contested: set[int] = set()
    denial_index = DenialIndex(al, provisional)  # the claims the denials may deny, made once
    found: list[tuple[list[int], int, str]] = []  # (facts denied, the denying fact, who)
    for n, (slot, c) in enumerate(provisional):
        if slot.kind == "denial":
            targets = denied_facts(al, c[0], provisional, denial_index)
            if targets:
                found.append((targets, n, c[0].key[1] or "someone"))
    taken = {(t, n) for ts, n, _w in found for t in ts}
    for t, n, who in rebuttal_pairs(al, provisional, taken):  # "called the lawsuit an attempt to intimidate him"
        found.append(([t], n, who))
        taken.add((t, n))
    for t, n in contrary_pairs(al, provisional, taken):
        who = next((x.key[1] if x.kind == "quote" else getattr(x.predicate, "source", None)
                    for x in provisional[n][1] if negated(al, x)), None)
        found.append(([t], n, who or "another source"))
    for targets, n, who in _one_per_denier(found):
        denial = provisional[n][1][0]
        contested.update(targets)
        asserted = []  # one denial, one conflict: every fact it denies, then the denial
        shown, also = [], []  # the facts of the claims, in their order; facts whose claim reads as one shown
        for t in targets:
            tslot, titems = provisional[t]
            asserting = [i for i in titems if (i.article, i.sentence) != (denial.article, denial.sentence)
                         or same_sentence_asserted(i, denial)]
            label = f"asserted: {_value_text(tslot, asserting, al)}" if len(targets) > 1 and tslot.kind == "quantity" \
                else "asserted"
            side = _claim(al, label, asserting or titems)
            if side in asserted:  # two clauses of one sentence denied: the sentence once
                also.append(t)
            else:
                asserted.append(side)
                shown.append(t)
        claims = (*asserted, _claim(al, f"denied by {who}", provisional[n][1]))
        about = denial.text if provisional[n][0].kind == "denial" else sentence_text(al, denial)
        same = next((ns for c, ns in raw_conflicts if (c.about, c.kind, c.claims) == (about, "denial", claims)), None)
        if same is not None:  # two clauses of one denying sentence against one fact: one conflict, read alike
            same.extend(x for x in [*targets, n] if x not in same)
            continue
        raw_conflicts.append((Conflict(about, "denial", claims), [*shown, n, *also]))  # claims pair with the first

    judged = conflicting | contested | {n for _t, n, _w in found}
    shown_as = _distinct(provisional, judged)
    hidden = judged | {n for n, m in shown_as.items() if m != n}
    retold = retellings(al, provisional, hidden)
    retold.update(figures_told_again(al, provisional, hidden | set(retold)))
    for k, m in list(shown_as.items()):
        shown_as[k] = retold.get(m, m)  # a retelling and the facts shown as it: shown as what it tells again
    told_again: dict[int, list[int]] = {}
    for n, m in retold.items():
        told_again.setdefault(m, []).append(n)
    facts: list[tuple[tuple, int, Fact]] = []
    for n, (slot, items) in enumerate(provisional):
        if shown_as[n] != n:
            continue
        support = len(_outlets(items))
        if n in conflicting:
            status = "conflicting"
        elif n in contested:
            status = "contested"
        elif support >= 2:
            status = "corroborated"
        else:
            status = "single-source"
        first = min(items, key=lambda i: i.order)
        # an event or statement is its sentence: show the one the group was formed on (the
        # first dated telling), which is the fact's label, not an undated sentence that joined it
        shown = items[0] if items[0].key[0] in ("event", "statement", "claim") else first
        fact = Fact(
            id=fact_id(al, slot, first), text=sentence_text(al, shown), kind=items[0].kind, status=status,
            support=support, articles=_articles(al, items),
            evidence=_evidence(al, items + [it for k in told_again.get(n, ()) for it in provisional[k][1]]), key=slot.key,
            outlets=tuple(sorted(_outlets(items))),
        )
        facts.append(((-support, KIND_RANK.get(fact.kind, 9), first.order), n, fact))
    facts.sort(key=lambda t: (t[0], t[1]))
    ids = _unique_ids({n: f.id for _k, n, f in facts})
    out_facts = [replace(f, id=ids[n]) for _k, n, f in facts]
    items_by_id = {ids[n]: provisional[n][1] for n in ids}
    also: dict[str, list[list[Item]]] = {}
    for n, m in shown_as.items():
        if n != m:
            also.setdefault(ids[m], []).append(provisional[n][1])
    conflicts = [replace(c, facts=tuple(ids[n] for n in ns)) for c, ns in raw_conflicts]
    rank = {f.id: i for i, f in enumerate(out_facts)}
    conflicts.sort(key=lambda c: min(rank[f] for f in c.facts))
    return Judged(out_facts, conflicts, items_by_id, also)


def _one_per_denier(found: list[tuple[list[int], int, str]]) -> list[tuple[list[int], int, str]]:
    """The facts each denying fact contests, gathered into one entry (the rules that find them may each
    find one): one conflict per denial, in the order the denials were first found."""
    out: dict[int, tuple[list[int], int, str]] = {}
    for targets, n, who in found:
        if n in out:
            out[n][0].extend(t for t in targets if t not in out[n][0])
        else:
            out[n] = (list(targets), n, who)
    return list(out.values())


def _evidence_key(items: list[Item]) -> frozenset:
    return frozenset((it.article, it.sentence.start) for it in items)


RETOLD_KINDS = frozenset({"event", "statement", "quote"})


def retellings(al: Alignment, provisional: list[tuple[Slot, list[Item]]], judged: set[int]) -> dict[int, int]:
    """{fact index: index of the fact it tells again}: an article telling one fact twice (in its lead
    and again further down: "Colin Powell ... died on Monday" / "Powell ... died Monday as a result of
    complications from Covid-19") gives two clusters, since a fact holds one claim per article; the
    second, whose articles all tell the first, whose claims the scorer joins to the first's claims of
    other articles (their mean probability at the clustering threshold, a third of the cross pairs
    scored) and which no hard rule keeps apart, is that fact told again: its sentences are evidence of
    the first, not another row (the article's two tellings in two sentences, with one event word).
    Events, statements and quotations ("she had done nothing wrong" / "I have not done anything wrong"),
    not figures or titles (their slots compare values); no fact a conflict or denial is about, none
    shown as another."""
    from .align_claims import compatible
    from .align_events import days_agree
    from .paraphrase import concept

    rec = al.claims
    scores, claims, views = rec.get("scores") or {}, rec.get("claims") or [], rec.get("views") or []
    threshold = rec.get("threshold")
    if not scores or threshold is None:
        return {}
    fact_of = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    at = {id(it): k for k, it in enumerate(claims)}
    arts = [{it.article for it in items} for _s, items in provisional]

    def eligible(n: int) -> bool:
        return n not in judged and provisional[n][1][0].kind in RETOLD_KINDS

    pairs = set()
    for (i, j), p in scores.items():
        if p < threshold or claims[i].article == claims[j].article:
            continue
        n, m = fact_of.get(id(claims[i])), fact_of.get(id(claims[j]))
        if n is not None and m is not None and n != m and eligible(n) and eligible(m):
            pairs.add((n, m) if (len(arts[n]), provisional[n][1][0].order) < (len(arts[m]), provisional[m][1][0].order)
                      else (m, n))  # (the smaller or later, the one it may tell again)
    def trigger(it) -> str | None:  # the event word of a claim, when it is one of the scored claims
        return views[at[id(it)]].trigger if id(it) in at else None

    out: dict[int, int] = {}
    for n, m in sorted(pairs, key=lambda nm: (-len(arts[nm[1]]), nm)):
        if n in out or m in out or not arts[n] <= arts[m] or n in out.values():
            continue
        mine, theirs = provisional[n][1], provisional[m][1]
        both = [(at[id(x)], at[id(y)]) for x in mine for y in theirs if id(x) in at and id(y) in at]
        if not all(compatible(views[i], views[j]) and days_agree(views[i].days, views[j].days) for i, j in both):
            continue  # not other figures, negations, people or days ("endorsed Mitt Romney in 2008")
        cross = [(x, y) for x in mine for y in theirs if x.article != y.article]
        scored = [p for x, y in cross if id(x) in at and id(y) in at
                  and (p := scores.get((min(at[id(x)], at[id(y)]), max(at[id(x)], at[id(y)])))) is not None]
        if not scored or 3 * len(scored) < len(cross) or sum(scored) / len(scored) < threshold:
            continue
        if any(x.sentence == y.sentence for x in mine for y in theirs if x.article == y.article):
            continue  # two clauses of one sentence are two things it says
        events = {concept(t) for y in theirs if (t := trigger(y))}
        if all((t := trigger(x)) and concept(t) in events for x in mine):
            out[n] = m  # what happens is the same: "declined to testify" / "refused to testify"
    return out


def _distinct(provisional: list[tuple[Slot, list[Item]]], judged: set[int]) -> dict[int, int]:
    """{fact index: index of the fact it is shown as}: of facts citing exactly the same sentences, the
    one a conflict or denial is about, else the most specific kind (a move or figure over the
    statement of the same sentences), else the first, stands for the others. A plain title ("Gov.
    Rick Perry of Texas") says something else than its sentence's statement and stands on its own. No
    two facts then cite the same evidence and say the same; the quotes, figures and dates of the
    others stay listed."""
    plain = {n for n, (_s, items) in enumerate(provisional) if _plain_title(items)}
    best: dict[frozenset, int] = {}
    for n, (_slot, items) in enumerate(provisional):
        if n in plain:
            continue
        key = _evidence_key(items)
        old = best.get(key)
        if old is None or (n in judged) > (old in judged) or ((n in judged) == (old in judged) and
                                                             SHOWN_RANK.get(items[0].kind, 9) <
                                                             SHOWN_RANK.get(provisional[old][1][0].kind, 9)):
            best[key] = n
    return {n: (n if n in judged or n in plain else best[_evidence_key(items)])
            for n, (_slot, items) in enumerate(provisional)}


def figures_told_again(al: Alignment, provisional: list[tuple[Slot, list[Item]]], excluded: set[int]) -> dict[int, int]:
    """{fact index: index of the fact it tells again} for figures: a figure's fact ("5.9%", two outlets)
    read from sentences that are all evidence of another fact ("Millions of retirees ... will get a
    5.9% boost", three outlets) which names the figure in its own claim in every one of its articles.
    The figure has its own cluster when an article names it twice (a fact holds one claim per article),
    and a second row would only say again what the first shows, from the same sentences. A figure
    that names one fact on its own only (``is_distinctive``: "$92", "5.9%", "1,657", not "2" or
    "100"); not one a conflict is about, nor into a dated event's broad slot or a plain title; and
    not a figure of other sentences ("pledged to repay the $84,000" beside "used $84,000 to settle":
    another thing told of the same sum)."""
    from .align_quantities import is_distinctive

    arts = [{it.article for it in items} for _s, items in provisional]
    keys = [_evidence_key(items) for _s, items in provisional]
    by_sentence: dict[tuple, list[int]] = {}
    for m, (slot, items) in enumerate(provisional):
        if m not in excluded and slot.key[:1] != ("dated",) and not _plain_title(items):
            for e in keys[m]:
                by_sentence.setdefault(e, []).append(m)
    out: dict[int, int] = {}
    for n, (_slot, items) in enumerate(provisional):
        figures = [it for it in items if it.kind == "quantity"]
        if n in excluded or items[0].kind != "quantity" or len(arts[n]) < 2 or not is_distinctive(figures):
            continue
        told = re.compile(r"(?<![\w.])%s(?!\w)" % re.escape(items[0].text))
        fits = [m for m in by_sentence.get(min(keys[n]), ()) if m != n and m not in out and keys[n] < keys[m]
                and all(any(told.search(it.text) for it in provisional[m][1] if it.article == a) for a in arts[m])]
        if fits:
            out[n] = max(fits, key=lambda m: (len(keys[m]), -m))
    for n in out:  # into a fact itself folded into another: into that one (sentences only grow)
        while out[n] in out:
            out[n] = out[out[n]]
    return out


def _plain_title(items: list[Item]) -> bool:
    return items[0].kind == "role" and items[0].key[:1] != ("move",)


def fact_id(al: Alignment, slot: Slot, first: Item) -> str:
    """An id derived from the fact's content: its kind, its first claim in story order (the article
    ingested first keeps it when later articles join) and, for typed slots, the slot's key."""
    import hashlib

    at = getattr(first.finding, "span", None) or getattr(first.predicate, "head", None) or first.sentence
    key = slot.key if slot.kind in ("quantity", "role") or slot.key[:1] == ("move",) else slot.kind
    raw = "|".join(map(str, (first.kind, key, first.article, first.sentence.start, at.start, first.text)))
    return "f" + hashlib.sha1(raw.encode("utf-8")).hexdigest()[:10]


def _unique_ids(ids: dict[int, str]) -> dict[int, str]:
    """Ids made unique (a repeated id gets "-2", "-3" in fact order)."""
    seen: dict[str, int] = {}
    out = {}
    for n, fid in ids.items():
        seen[fid] = seen.get(fid, 0) + 1
        out[n] = fid if seen[fid] == 1 else f"{fid}-{seen[fid]}"
    return out
