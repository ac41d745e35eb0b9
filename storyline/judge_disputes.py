"""Which facts a party disputes (part of ``judge``): denials and contrary claims.

A fact is contested when a party denies it, in the same article or another one:

- a denial (``Findings.denials``: "X denied that ...", "..., a contention X disputed") whose denied
  claim shares most of its content words with a fact's sentence (``claim_words``; a clause of the
  denial's own sentence counts when someone else asserts it there: "They argued that P, a contention
  X disputed");
- a denial of "the allegations" / "the accusations" / "the charges": the facts that tell of an
  accusation and name the denier;
- a contrary claim: a negated clause of a named party, in its own words or in its quotation ("I have
  not provided false information"), that says what a claim of another source says ("she gave false
  or misleading information"): ``DISPUTE_CONTENT``, ``DISPUTE_SAME``.

``disputes`` returns, for each denial, the indexes of the facts it contests and its own.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from .align_clauses import same_sentence_asserted
from .extract.lexicon import words

if TYPE_CHECKING:
    from .align_items import Alignment, Item

DENIAL_MATCH = 0.7  # share of the denied claim's content words found in a fact's sentence
DENIAL_MIN_WORDS = 2  # ... and at least this many of them
DISPUTE_CONTENT = 0.45  # a party's negated clause and another source's claim say alike what happens
DISPUTE_SAME = 0.6  # ... this alike when their event words differ ("provided" / "gave")
SAME_WORDS = 90  # rapidfuzz ratio (in order, every word) of two tellings of the same words
RETOLD = 97  # rapidfuzz partial ratio of a quotation's part told again (a "not" more is below it)
ACCUSE = words("alignment", "accuse")
# acts one party takes against another that the other may rebut
ACTS_AGAINST = ACCUSE | words("alignment", "acts_against")
# words that rebut an act rather than report it ("called the action an attempt to intimidate him")
REBUT_VERBS = words("alignment", "rebut_verbs")
REBUT_WORDS = words("alignment", "rebut_words")
_GENERIC = re.compile(r"^(?:(?:the|these|those|such|all|any|her|his|their|its|that|this)\s+)*"
                      r"(?:(?:sexual|harassment|misconduct|latest|recent|new|earlier|published|media|news)\s+)*"
                      r"(?:allegations?|accusations?|charges?|claims?|reports?|story|stories|rumou?rs?|it|them)"
                      r"(?:\s+(?:against\s+(?:him|her|them)|of\s+\w+(?:\s+\w+)?))?$", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|nothing|n[o']t|none)\b|n't\b", re.I)


def generic_claim(text: str) -> bool:
    """The denied claim names no content: "the allegations", "the accusations against him", "it"."""
    return bool(_GENERIC.match(text.strip().rstrip(".")))


def denied_facts(al: Alignment, denial: Item, provisional, index: DenialIndex | None = None) -> list[int]:
    """The facts whose sentences best match the denied claim (other than the denial itself).

    ``index``: the story's claims and their sentences' words (``DenialIndex`` of ``provisional``),
    made once for all its denials.
    """
    from .align_quantities import K_FRAME

    if generic_claim(denial.text):
        return accused_facts(al, denial, provisional)
    claim = claim_words(denial.text)
    if len(claim) < DENIAL_MIN_WORDS:
        return []
    if denies_a_target(denial.text):  # "denied that the agency had a quota": every quota of the story
        return [n for n, (slot, _) in enumerate(provisional)
                if slot.kind == "quantity" and slot.key[K_FRAME] == "target"]
    best = (index or DenialIndex(al, provisional)).best_shares(denial, claim)
    scores = [(b, n) for n, b in sorted(best.items()) if b >= DENIAL_MATCH]
    if not scores:
        return []
    top = max(s for s, _ in scores)
    return [n for s, n in scores if s >= top - 0.05]


class DenialIndex:
    """The claims of a story's facts (not its denials) for the denials to be matched with, made once:
    each claim's sentence as a row of its ``claim_words`` (claims of one sentence share it), so the
    words a denied claim shares with every sentence are one sparse product, not a set intersection per
    claim per denial (the counts are sums of ones: exact)."""

    def __init__(self, al: Alignment, provisional):
        self.al, self.provisional = al, provisional
        self.matrix = None

    def _build(self) -> None:
        import numpy as np
        from scipy import sparse

        from .align_items import sentence_text

        self.facts, self.claims, self.sentence_of = [], [], []  # each claim's fact, the claim, its sentence
        self.texts, self.by_sentence = [], {}  # sentence texts; (article, start, end) -> its claims
        at: dict[tuple, int] = {}
        found: list[set[str]] = []
        for n, (slot, items) in enumerate(self.provisional):
            if slot.kind == "denial":
                continue
            for it in items:
                key = (it.article, it.sentence.start, it.sentence.end)
                if key not in at:
                    at[key] = len(self.texts)
                    self.texts.append(sentence_text(self.al, it))
                    found.append(claim_words(self.texts[-1]))
                self.by_sentence.setdefault(key, []).append(len(self.claims))
                self.facts.append(n)
                self.claims.append(it)
                self.sentence_of.append(at[key])
        self.vocab: dict[str, int] = {}
        cols, indptr = [], [0]
        for ws in found:
            cols.extend(self.vocab.setdefault(w, len(self.vocab)) for w in ws)
            indptr.append(len(cols))
        self.matrix = sparse.csr_matrix((np.ones(len(cols)), np.array(cols, dtype=np.int64), np.array(indptr)),
                                        shape=(len(found), max(1, len(self.vocab))))
        self.sentence_of = np.array(self.sentence_of, dtype=np.int64)
        self.gists: dict[tuple, set[str]] = {}
        self.np = np

    def best_shares(self, denial: Item, claim: set[str]) -> dict[int, float]:
        """{fact: the largest share of ``claim``'s words one of its claims' sentences holds (at least
        ``DENIAL_MIN_WORDS`` of them, the numbers agreeing)}, over the facts that have one. A clause of
        the denial's own sentence counts by its own words, when someone asserts it there
        (``same_sentence_asserted``)."""
        from .textsim import numbers_agree

        if self.matrix is None:
            self._build()
        np = self.np
        probe = np.zeros(self.matrix.shape[1])
        probe[[self.vocab[w] for w in claim if w in self.vocab]] = 1.0
        shared = self.matrix @ probe  # per sentence: how many of the claim's words it holds
        own = [k for k in self.by_sentence.get((denial.article, denial.sentence.start, denial.sentence.end), ())
               if self.claims[k].article == denial.article and self.claims[k].sentence == denial.sentence]
        best: dict[int, float] = {}

        def take(n: int, share: float) -> None:
            best[n] = max(best.get(n, 0.0), share)

        for k in np.flatnonzero(shared[self.sentence_of] >= DENIAL_MIN_WORDS).tolist():
            if k in own:
                continue
            text = self.texts[self.sentence_of[k]]
            if numbers_agree(denial.text, text):
                take(self.facts[k], int(shared[self.sentence_of[k]]) / len(claim))
        for k in own:  # the denial's own sentence: a clause someone asserts there, by its own words
            it = self.claims[k]
            if not same_sentence_asserted(it, denial):
                continue
            text = it.predicate.gist
            key = (it.article, it.sentence.start, it.sentence.end, text)
            if key not in self.gists:
                self.gists[key] = claim_words(text)
            common = claim & self.gists[key]
            if len(common) >= DENIAL_MIN_WORDS and numbers_agree(denial.text, text):
                take(self.facts[k], len(common) / len(claim))
        return best


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
    from .align_items import is_named_speaker

    return is_named_speaker(source)


def negated(al: Alignment, it: Item) -> bool:
    """A claim that says something is not so: a negated clause, or a quotation with a negation."""
    if it.predicate is not None:
        return it.predicate.negated
    if it.kind == "quote":
        return bool(_NEGATION.search(it.text))
    return False


def contrary_pairs(al: Alignment, provisional, taken: set[int]) -> list[tuple[int, int]]:
    """(fact asserted, fact denying it): a named party's negated clause — its own claim, or a clause of
    its quotation ("I have not provided false information to this committee") — that says what a claim
    of another source says ("she gave false or misleading information to the committee"): their words
    other than names and numbers alike (``DISPUTE_CONTENT``; more so, ``DISPUTE_SAME``, when their event
    words differ). One sparse product of the negated clauses with the story's claims; each denying
    fact contests its best match only."""
    from rapidfuzz import fuzz

    rec = al.claims
    views, claims, sims = rec.get("views") or [], rec.get("claims") or [], rec.get("sims")
    if sims is None or not claims:
        return []
    at = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    deniers = []  # (fact, view of a negated clause)
    for n, (slot, items) in enumerate(provisional):
        if slot.kind == "denial":
            continue
        for x in items:
            if x.kind == "quote" and _named(x.key[1]):
                f = al.bundle.findings.get(x.article)
                span = x.finding.span
                for p in (f.predicates if f is not None else ()):
                    if p.negated and p.modality is None and span.start <= p.head.start < span.end:
                        deniers.append((n, rec["clause_view"](x.article, p, x.key[1]), x.text))
            elif x.predicate is not None and x.predicate.negated and x.predicate.modality is None:
                v = rec["view_of"](x)  # what is or was (not "I will not resign": a refusal, not a denial)
                if _named(v.source):
                    deniers.append((n, v, x.text))
    if not deniers:
        return []
    np = sims.np
    scores = (sims.content_of([v for _n, v, _t in deniers]) @ sims.content.T).toarray()
    best: dict[int, tuple[float, int]] = {}
    for k, (n, vx, told) in enumerate(deniers):
        for j in np.argsort(-scores[k], kind="stable")[:20]:
            c = float(scores[k, j])
            if c < DISPUTE_CONTENT:
                break
            y, vy = claims[j], views[j]
            m = at.get(id(y))
            if m is None or m == n or negated(al, y) or not _named(vy.source) or vy.source == vx.source:
                continue  # a party's denial against what another party says
            if fuzz.ratio(vx.gist, vy.gist) >= SAME_WORDS or told_again(y.text, told):
                continue  # the same words told twice (one quotation in two outlets) dispute nothing
            if vx.trigger != vy.trigger and c < DISPUTE_SAME:
                continue
            if c > best.get(n, (0.0, -1))[0]:
                best[n] = (c, m)
    return [(m, n) for n, (_c, m) in sorted(best.items()) if (m, n) not in taken]


def told_again(text: str, quotation: str) -> bool:
    """One of ``text`` and ``quotation`` is (nearly word for word) a part of the other: the denier's
    own words told again, by another outlet or at more length."""
    from rapidfuzz import fuzz

    a, b = sorted((text.lower(), quotation.lower()), key=len)
    return len(a) >= 40 and fuzz.partial_ratio(a, b) >= RETOLD


def rebuttal_pairs(al: Alignment, provisional, taken: set) -> list[tuple[int, int, str]]:
    """(fact of an act, fact rebutting it, who rebuts): one party's act against another (an
    accusation, a lawsuit, an investigation: "the Justice Department filed a lawsuit against the
    sheriff") and a claim of another party that names the acting party and rebuts it ("the sheriff
    has called the Justice Department's action an attempt to intimidate him"): a rebutting verb with
    a rebutting word, or a negation. Who rebuts, when described by post ("the sheriff"), is the story's
    one person holding it (``align_denials.Posts``)."""
    from .paraphrase import concept

    views, claims = al.claims.get("views") or [], al.claims.get("claims") or []
    at = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    acts = {concept(w) for w in ACTS_AGAINST}
    actors: dict[str, list[int]] = {}  # acting party (a name the clause gives as its subject) -> facts
    for it, v in zip(claims, views):
        p = it.predicate
        if p is None or concept(p.trigger) not in acts or not p.subject or it.kind == "denial" or _passive(p):
            continue  # "Timmons is charged": the one charged is no acting party
        for name in v.names:
            if name.lower() in p.subject.lower() or (v.subject and v.subject == name):
                actors.setdefault(name.lower(), []).append(at[id(it)])
    out, seen, posts = [], set(), None
    for it, v in zip(claims, views):
        p = it.predicate
        if p is None or not actors:
            continue
        words = set(p.gist.lower().replace("-", " ").split())
        rebuts = (p.trigger in REBUT_VERBS and words & REBUT_WORDS) or (p.negated and p.source)
        if not rebuts:
            continue
        for name in v.names:
            acting = name.lower()
            if acting in (p.subject or "").lower() or acting == (v.subject or "").lower():
                continue  # the acting party speaking of itself
            for m in actors.get(acting, ()):
                n = at.get(id(it))
                if n is None or n == m or (m, n) in taken or (m, n) in seen:
                    continue
                seen.add((m, n))
                who = v.source or v.subject or p.subject or "another party"
                posts = posts or _posts(al)
                out.append((m, n, posts.holder(who) or who))  # "The sheriff": Joe Arpaio
    return out


def _posts(al: Alignment):
    """``align_denials.Posts`` of the story's title slots: who its descriptions ("the sheriff") are."""
    from .align_denials import Posts

    roles = [(slot.key[1], it.finding) for slot in al.slots if slot.kind == "role" for c in slot.clusters for it in c]
    return Posts(roles, set(al.people_map.values()))


_BE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got|gotten)\s+(?:\w+ly\s+)?(\w+)", re.I)


def _passive(p) -> bool:
    """The clause tells its act in the passive ("Timmons is charged with murder", "was sued by"): its
    subject is the one the act is done to."""
    from .paraphrase import concept

    want, root = concept(p.trigger), p.trigger.rstrip("e")
    return any(concept(w) == want or (len(root) >= 2 and w.startswith(root) and len(w) <= len(root) + 3)
               for m in _BE.finditer(p.gist) for w in (m.group(1).lower(),))


LIGHT_TRIGGERS = words("alignment", "light_triggers")


def who_conflicts(al: Alignment, provisional) -> list[tuple[int, int, str]]:
    """(fact, fact, what) of two outlets naming different people for one act: the same event word,
    another person they both name ("defeated Barbara Lee"), no dates that tell two times, and two
    different people as the one who acts ("Linda T. Sanchez defeated ..." / "Loretta Sanchez won ...,
    defeating ..."). Candidate pairs only (``align_claims.candidates``)."""
    from .align_clauses import days_agree
    from .extract.aliases import name_key

    views = al.claims.get("views") or []
    claims = al.claims.get("claims") or []
    scores = al.claims.get("scores") or {}
    at = {id(it): n for n, (_s, items) in enumerate(provisional) for it in items}
    people = set(al.people_map.values())
    out, seen = [], set()
    for i, j in sorted(scores):
        a, b = views[i], views[j]
        if not (a.subject in people and b.subject in people and a.subject != b.subject) or a.article == b.article:
            continue  # two people of the story (not a dateline, not a name the people finder missed)
        if not a.trigger or a.trigger != b.trigger or a.trigger in LIGHT_TRIGGERS:
            continue
        if a.subject.split()[-1].lower() == b.subject.split()[-1].lower() and claims[i].predicate is None:
            continue
        if name_key(a.subject) == name_key(b.subject):
            continue  # "Thomas J. Barrack Jr." / "Thomas Barrack": one name written two ways, whatever the merge said
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


# words for "removed from a post", so "were fired" meets "were ousted" / "pushed out"
_OUSTED_STEMS = words("alignment", "ousted_stems")
_OUSTED_PHRASE = re.compile(r"\b(?:push(?:ed)?|forc(?:ed|e)|pull(?:ed)?|kick(?:ed)?)\s+(?:out|from)\b", re.I)


def claim_words(text: str) -> set[str]:
    """Content words of a claim or sentence, paraphrases folded (``paraphrase.concept_words``:
    "shot dead" meets "killed"), and every way of saying "ousted" folded into one."""
    from .paraphrase import concept_words

    words = {"*ousted" if w in _OUSTED_STEMS else w for w in concept_words(text)}
    if _OUSTED_PHRASE.search(text):
        words.add("*ousted")
    return words


_TARGET_CLAIM = re.compile(r"^(?:(?:that|there|the|an?|its|their|his|her|any|such)\s+)*(?:[\w-]+\s+){0,3}"
                           r"(?:had|has|have|was|were|is|are|set|sets|imposed|imposes|used|uses)\s+"
                           r"(?:an?|any|such\s+an?|the)?\s*(?:arrest\s+|daily\s+)?(?:quota|target|goal)s?\b(?!\s+of)",
                           re.I)


def denies_a_target(claim: str) -> bool:
    """A denied claim that a quota or target exists at all, with no figure of its own ("the agency
    had a quota", "there was an arrest quota"): it contests every target figure of the story."""
    return not re.search(r"\d", claim) and bool(_TARGET_CLAIM.match(claim.strip()))
