"""Which facts a party disputes (part of ``judge``): denials and contrary claims.

A fact is contested when a party denies it, in the same article or another one:

- a denial (``Findings.denials``: "X denied that ...", "..., a contention X disputed") whose denied
  claim shares most of its content words with a fact's sentence (``claim_words``; a clause of the
  denial's own sentence counts when someone else asserts it there: "They argued that P, a contention
  X disputed");
- a denial of "the allegations" / "the accusations" / "the charges": the facts that tell of an
  accusation and name the denier;
- a contrary claim: a negated clause or quotation of one source ("I have not provided false
  information") that the alignment model, negation aside, finds told alike with a claim of another
  source ("she gave false or misleading information"): ``DISPUTE_P``.

``disputes`` returns, for each denial, the indexes of the facts it contests and its own.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from .align_clauses import DENY_CUES, same_sentence_asserted

if TYPE_CHECKING:
    from .align import Alignment, Item

DENIAL_MATCH = 0.7  # share of the denied claim's content words found in a fact's sentence
DENIAL_MIN_WORDS = 2  # ... and at least this many of them
DISPUTE_P = 0.85  # a negated claim and a claim of another source, told alike (negation aside)
DISPUTE_CONTENT = 0.45  # ... and saying alike what happens, beyond the names both carry
ACCUSE = frozenset("accuse accusation allege allegation charge claim complain complaint".split())
_GENERIC = re.compile(r"^(?:(?:the|these|those|such|all|any|her|his|their|its|that|this)\s+)*"
                      r"(?:(?:sexual|harassment|misconduct|latest|recent|new|earlier|published|media|news)\s+)*"
                      r"(?:allegations?|accusations?|charges?|claims?|reports?|story|stories|rumou?rs?|it|them)"
                      r"(?:\s+(?:against\s+(?:him|her|them)|of\s+\w+(?:\s+\w+)?))?$", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|nothing|n[o']t|none)\b|n't\b", re.I)


def generic_claim(text: str) -> bool:
    """The denied claim names no content: "the allegations", "the accusations against him", "it"."""
    return bool(_GENERIC.match(text.strip().rstrip(".")))


def denied_facts(al: Alignment, denial: Item, provisional, words: dict) -> list[int]:
    """The facts whose sentences best match the denied claim (other than the denial itself).

    ``words`` caches ``claim_words`` of each sentence across the story's denials.
    """
    from .judge import _denies_a_target, claim_words, sentence_text
    from .align_quantities import K_FRAME
    from .textsim import numbers_agree

    if generic_claim(denial.text):
        return accused_facts(al, denial, provisional)
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
                if not same_sentence_asserted(it, denial):
                    continue
                text = it.predicate.gist
            else:
                text = sentence_text(al, it)
            key = (it.article, it.sentence.start, it.sentence.end, text)
            if key not in words:
                words[key] = claim_words(text)
            shared = claim & words[key]
            if len(shared) >= DENIAL_MIN_WORDS and numbers_agree(denial.text, text):
                best = max(best, len(shared) / len(claim))
        if best >= DENIAL_MATCH:
            scores.append((best, n))
    if not scores:
        return []
    top = max(s for s, _ in scores)
    return [n for s, n in scores if s >= top - 0.05]


def accused_facts(al: Alignment, denial: Item, provisional) -> list[int]:
    """Facts telling of an accusation (its event word: accuse, allege, charge ...) that name the denier."""
    from .paraphrase import concept

    who = denial.key[1]
    if not who:
        return []
    surname = who.split()[-1].lower()
    accuse = {concept(w) for w in ACCUSE}
    out = []
    for n, (slot, items) in enumerate(provisional):
        if slot.kind == "denial":
            continue
        for it in items:
            p = it.predicate
            if p is None or concept(p.trigger) not in accuse or it is denial:
                continue
            if surname in p.gist.lower() or surname in (p.subject or "").lower():
                out.append(n)
                break
    return out


def _named(source: str | None) -> bool:
    from .align import is_named_speaker

    return is_named_speaker(source)


def negated(al: Alignment, it: Item) -> bool:
    """A claim that says something is not so: a negated clause, or a quotation with a negation."""
    if it.predicate is not None:
        return it.predicate.negated
    if it.kind == "quote":
        return bool(_NEGATION.search(it.text))
    return False


def contrary_pairs(al: Alignment, provisional, taken: set[int]) -> list[tuple[int, int]]:
    """(fact asserted, fact denying it): a negated claim of one source told alike, negation aside, with
    a claim of another source (``DISPUTE_P``). Each denying fact contests its best match only."""
    view_of = al.claims.get("view_of")
    scores = al.claims.get("scores") or {}
    claims = al.claims.get("claims") or []
    if view_of is None:
        return []
    from .align_claims import FEATURES, _content, load_model, pair_features, value_blind

    from collections import defaultdict

    model = load_model()
    at = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    index = {id(it): i for i, it in enumerate(claims)}
    neg = FEATURES.index("neg_diff")
    near: dict[int, list[int]] = defaultdict(list)  # claim -> its candidate partners
    for a, b in scores:
        near[a].append(b)
        near[b].append(a)
    out = []
    for n, (slot, items) in enumerate(provisional):
        deniers = [it for it in items if negated(al, it)]
        if not deniers or slot.kind == "denial":
            continue
        best = (0.0, None)
        for x in deniers:
            i = index.get(id(x))
            if i is None:
                continue
            vx = view_of(x)
            for other in near.get(i, ()):
                y = claims[other]
                m = at.get(id(y))
                if m is None or m == n or negated(al, y):
                    continue
                vy = view_of(y)
                if not _named(vx.source) or vx.source == vy.source:
                    continue  # a party's denial, against what another says
                if _content(vx, vy) < DISPUTE_CONTENT:
                    continue
                f = value_blind(pair_features(vx, vy))
                f[neg] = 0.0
                p = model.probability(f)
                if p > best[0]:
                    best = (p, m)
        if best[1] is not None and best[0] >= DISPUTE_P and (best[1], n) not in taken:
            out.append((best[1], n))
    return out


LIGHT_TRIGGERS = frozenset("be have say do get tell make go take give come".split())


def who_conflicts(al: Alignment, provisional) -> list[tuple[int, int, str]]:
    """(fact, fact, what) of two outlets naming different people for one act: the same event word,
    another person they both name ("defeated Barbara Lee"), no dates that tell two times, and two
    different people as the one who acts ("Linda T. Sanchez defeated ..." / "Loretta Sanchez won ...,
    defeating ..."). Candidate pairs only (``align_claims.candidates``)."""
    from .align_clauses import days_agree

    views = al.claims.get("views") or []
    claims = al.claims.get("claims") or []
    scores = al.claims.get("scores") or {}
    at = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    out, seen = [], set()
    for i, j in sorted(scores):
        a, b = views[i], views[j]
        if not (a.subject and b.subject and a.subject != b.subject) or a.article == b.article:
            continue
        if not a.trigger or a.trigger != b.trigger or a.trigger in LIGHT_TRIGGERS:
            continue
        if a.subject.split()[-1].lower() == b.subject.split()[-1].lower() and claims[i].predicate is None:
            continue
        shared = (a.names & b.names) - {a.subject, b.subject}
        if not shared or not days_agree(a.days, b.days) or a.negated != b.negated:
            continue
        m, n = at.get(id(claims[i])), at.get(id(claims[j]))
        if m is None or n is None or m == n:
            continue
        outlets_m = {o for it in provisional[m][1] for o in it.outlets}
        outlets_n = {o for it in provisional[n][1] for o in it.outlets}
        told = (a.trigger, frozenset((a.subject, b.subject)))  # one conflict per act and pair of people
        if outlets_m == outlets_n or (min(m, n), max(m, n)) in seen or told in seen:
            continue
        seen.update(((min(m, n), max(m, n)), told))
        out.append((m, n, f"who {claims[i].predicate.trigger if claims[i].predicate else a.trigger} "
                          f"{sorted(shared)[0]}"))
    return out
