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
from dataclasses import dataclass, replace

from .align import Alignment, Item, Slot, story_order
from .align_quantities import K_FRAME, quantities_agree, shown_value
from .model import Claim, Conflict, Evidence, Fact, StoryBundle
from .textsim import numbers_agree

KIND_RANK = {"role": 0, "event": 1, "quantity": 2, "quote": 3, "denial": 4, "statement": 5}
DENIAL_MATCH = 0.7  # share of the denied claim's content words found in a fact's sentence
DENIAL_MIN_WORDS = 2  # ... and at least this many of them
# words for "removed from a post", so "were fired" meets "were ousted" / "pushed out"
_OUSTED_STEMS = frozenset({"fir", "fire", "oust", "ouster", "remov", "dismiss", "sack", "ax", "axe"})
_OUSTED_PHRASE = re.compile(r"\b(?:push(?:ed)?|forc(?:ed|e)|pull(?:ed)?|kick(?:ed)?)\s+(?:out|from)\b", re.I)


def claim_words(text: str) -> set[str]:
    """Content words of a claim or sentence, paraphrases folded (``paraphrase.concept_words``:
    "shot dead" meets "killed"), and every way of saying "ousted" folded into one."""
    from .paraphrase import concept_words

    words = {"*ousted" if w in _OUSTED_STEMS else w for w in concept_words(text)}
    if _OUSTED_PHRASE.search(text):
        words.add("*ousted")
    return words


# ---------------------------------------------------------------- outlets

def outlet_key(source: str) -> str:
    """Normalise an outlet name: case, "www.", a leading "The", a trailing ".com", known aliases
    and domains ("AP", "nbcnews.com"); ``storyline.outlets.outlet_key``."""
    from .outlets import outlet_key as key

    return key(source)


def original_of(copy_of: dict[str, str], article_id: str) -> str:
    """The article a copy ultimately copies (follows chains, stops on cycles)."""
    seen = {article_id}
    while article_id in copy_of and copy_of[article_id] not in seen:
        article_id = copy_of[article_id]
        seen.add(article_id)
    return article_id


def article_outlets(bundle: StoryBundle) -> dict[str, str]:
    """Article id -> outlet key; a copy counts as its original's outlet."""
    own = {aid: outlet_key(a.source) for aid, a in bundle.articles.items()}
    out = {}
    for aid in own:
        orig = original_of(bundle.copy_of, aid)
        out[aid] = own.get(orig, own[aid])
    return out


def outlet_names(bundle: StoryBundle) -> dict[str, str]:
    """Outlet key -> a display name (the first spelling seen)."""
    names: dict[str, str] = {}
    for aid in story_order(bundle):
        a = bundle.articles[aid]
        names.setdefault(outlet_key(a.source), a.source)
    for aid, outlets in bundle.relays.items():
        for o in outlets:
            names.setdefault(outlet_key(o), o)
    for f in bundle.findings.values():
        for r in f.relays:
            names.setdefault(outlet_key(r.outlet), r.outlet)
    return names


# ---------------------------------------------------------------- judgement

@dataclass
class Judged:
    """Facts, conflicts, and for each fact id the items behind it."""

    facts: list[Fact]
    conflicts: list[Conflict]
    items: dict[str, list[Item]]


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


def sentence_text(al: Alignment, it: Item) -> str:
    return al.bundle.articles[it.article].text[it.sentence.start:it.sentence.end]


def articles_containing(al: Alignment, text: str) -> tuple[str, ...]:
    """Story articles whose cleaned text contains ``text`` exactly."""
    return tuple(a for a in al.order if text and text in al.bundle.articles[a].text)


def _value_text(slot: Slot, items: list[Item]) -> str:
    it = items[0]
    if slot.kind == "quantity":  # the value alone: what is counted and the rate are the slot's
        return shown_value(it.finding)
    if slot.kind == "event" and slot.key[0] == "event":
        from .extract.dates import date_label, day_of, relative_period

        labels = sorted({date_label(day_of(dr), dr.when)  # the dates that date the event: not "last year"
                         for i in items for dr in (i.finding or ()) if dr.date is not None
                         and not relative_period(dr.when)})
        return ", ".join(labels) or it.text
    title, org = it.value
    f = it.finding
    return " ".join(x for x in (f.title, f"({f.org})" if f.org and org else "") if x) or title


def _conflicting_clusters(clusters: list[list[Item]], quantity: bool = False) -> list[int]:
    """Indexes of clusters that disagree with another cluster asserted elsewhere (for figures: whose
    values cannot be the same, so "more than 200" disagrees with neither 214 nor 241)."""
    out = []
    for i, a in enumerate(clusters):
        arts_a, outs_a = {x.article for x in a}, _outlets(a)
        for j, b in enumerate(clusters):
            if i == j or (quantity and quantities_agree(a[0].value, b[0].value)):
                continue
            arts_b, outs_b = {x.article for x in b}, _outlets(b)
            if arts_a - arts_b and arts_b - arts_a and outs_a != outs_b:
                out.append(i)
                break
    return out


def _claim(al: Alignment, value: str, items: list[Item]) -> Claim:
    first = min(items, key=lambda i: i.order)
    text = sentence_text(al, first)
    return Claim(value, text, articles_containing(al, text) or (first.article,))


def judge(al: Alignment) -> Judged:
    """Facts with support, status and ids, and the conflicts between them."""
    provisional: list[tuple[Slot, list[Item]]] = []
    for slot in al.slots:
        for c in slot.clusters:
            provisional.append((slot, c))

    conflicting: set[int] = set()
    raw_conflicts: list[tuple[Conflict, list[int]]] = []
    index = {id(c): n for n, (_s, c) in enumerate(provisional)}
    for slot in al.slots:
        if not slot.conflict_kind or len(slot.clusters) < 2:
            continue
        which = _conflicting_clusters(slot.clusters, slot.kind == "quantity")
        if len(which) < 2:
            continue
        clusters = [slot.clusters[i] for i in which]
        claims = tuple(_claim(al, _value_text(slot, c), c) for c in clusters)
        raw_conflicts.append((Conflict(slot.about, slot.conflict_kind, claims), [index[id(c)] for c in clusters]))
        conflicting.update(index[id(c)] for c in clusters)

    contested: set[int] = set()
    sentence_words: dict[tuple, set[str]] = {}
    for n, (slot, c) in enumerate(provisional):
        if slot.kind != "denial":
            continue
        denial = c[0]
        targets = _denied_facts(al, denial, provisional, sentence_words)
        if not targets:
            continue
        contested.update(targets)
        asserted = []  # one denial, one conflict: every fact it denies, then the denial
        for t in targets:
            tslot, titems = provisional[t]
            asserting = [i for i in titems if (i.article, i.sentence) != (denial.article, denial.sentence)]
            label = f"asserted: {_value_text(tslot, asserting)}" if len(targets) > 1 and tslot.kind == "quantity" \
                else "asserted"
            asserted.append(_claim(al, label, asserting))
        who = denial.key[1] or "someone"
        claims = (*asserted, _claim(al, f"denied by {who}", c))
        raw_conflicts.append((Conflict(denial.text, "denial", claims), [*targets, n]))

    facts: list[tuple[tuple, int, Fact]] = []
    for n, (slot, items) in enumerate(provisional):
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
        shown = items[0] if items[0].key[0] in ("event", "statement") else first
        fact = Fact(
            id="", text=sentence_text(al, shown), kind=items[0].kind, status=status, support=support,
            articles=_articles(al, items), evidence=_evidence(al, items), key=slot.key,
            outlets=tuple(sorted(_outlets(items))),
        )
        facts.append(((-support, KIND_RANK.get(fact.kind, 9), first.order), n, fact))
    facts.sort(key=lambda t: (t[0], t[1]))
    ids = {n: f"f{i + 1}" for i, (_k, n, _f) in enumerate(facts)}
    out_facts = [replace(f, id=ids[n]) for _k, n, f in facts]
    items_by_id = {ids[n]: provisional[n][1] for n in ids}
    conflicts = [replace(c, facts=tuple(ids[n] for n in ns)) for c, ns in raw_conflicts]
    conflicts.sort(key=lambda c: min(int(f[1:]) for f in c.facts))
    return Judged(out_facts, conflicts, items_by_id)


_TARGET_CLAIM = re.compile(r"^(?:(?:that|there|the|an?|its|their|his|her|any|such)\s+)*(?:[\w-]+\s+){0,3}"
                           r"(?:had|has|have|was|were|is|are|set|sets|imposed|imposes|used|uses)\s+"
                           r"(?:an?|any|such\s+an?|the)?\s*(?:arrest\s+|daily\s+)?(?:quota|target|goal)s?\b(?!\s+of)",
                           re.I)


def _denies_a_target(claim: str) -> bool:
    """A denied claim that a quota or target exists at all, with no figure of its own ("the agency
    had a quota", "there was an arrest quota"): it contests every target figure of the story."""
    return not re.search(r"\d", claim) and bool(_TARGET_CLAIM.match(claim.strip()))


def _denied_facts(al: Alignment, denial: Item, provisional, words: dict) -> list[int]:
    """The facts whose sentences best match the denied claim (other than the denial itself).

    ``words`` caches ``claim_words`` of each sentence across the story's denials.
    """
    claim = claim_words(denial.text)
    if len(claim) < DENIAL_MIN_WORDS:
        return []
    if _denies_a_target(denial.text):  # "denied that the agency had a quota": every quota of the story
        return [n for n, (slot, _) in enumerate(provisional)
                if slot.kind == "quantity" and slot.key[K_FRAME] == "target"]
    scores = []
    for n, (slot, items) in enumerate(provisional):
        if slot.kind == "denial":
            continue
        best = 0.0
        for it in items:
            if (it.article, it.sentence) == (denial.article, denial.sentence):
                continue
            key = (it.article, it.sentence.start, it.sentence.end)
            if key not in words:
                words[key] = claim_words(sentence_text(al, it))
            shared = claim & words[key]
            if len(shared) >= DENIAL_MIN_WORDS and numbers_agree(denial.text, sentence_text(al, it)):
                best = max(best, len(shared) / len(claim))
        if best >= DENIAL_MATCH:
            scores.append((best, n))
    if not scores:
        return []
    top = max(s for s, _ in scores)
    return [n for s, n in scores if s >= top - 0.05]
