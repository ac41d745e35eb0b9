"""The story summary: a few verbatim sentences, each citing the articles that contain it.

Candidates are the articles' own sentences that can stand alone (no page furniture, no
quote fragment, a complete sentence of 6-70 words; a copy's sentences are its original's).
Each candidate is scored by

* its place among its article's candidates: news leads first (``LEAD_WEIGHT / (1 + rank)**2``),
* cross-outlet centrality: for each *other* outlet, the TF-IDF cosine of its closest sentence,
  summed (sentences on the other side of a conflict do not count),
* consensus: the mean, over its content words, of the share of other outlets using the word.

The best-scored candidates are taken in turn, skipping

* near-repeats of a chosen sentence (fuzzy ratio, or TF-IDF cosine >= 0.5),
* a sentence whose main fact a chosen sentence already tells, unless it is a lead whose main
  fact is no number (leads share their event, date and people and still add wording),
* leads beyond two thirds of the summary: a third outlet's lead mostly retells the first two,
  the next sentence of an article adds to them.

The weights and rules were set on the NeuS/AllSides val split (docs/evaluation-summary.md).
The chosen sentences are put in reading order (earlier in their article first).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from .align import Alignment, effective_outlets
from .judge import KIND_RANK, Judged, articles_containing
from .model import Sentence
from .textsim import WORD, content_words, cosine, is_quote_fragment, looks_like_furniture

SUPPORT_SIM = 0.5  # a sentence elsewhere this similar supports a summary sentence (align.STATEMENT_SIM)
LEAD_WEIGHT = 5.0  # prior of an article's first candidate; the k-th gets LEAD_WEIGHT / (1 + k) ** 2
CENTRALITY_WEIGHT = 1.0
CONSENSUS_WEIGHT = 3.0
NEAR_REPEAT = 75  # rapidfuzz ratio above which a candidate repeats a chosen sentence
NEAR_REPEAT_SIM = 0.5  # TF-IDF cosine above which a candidate paraphrases a chosen sentence
MIN_WORDS, MAX_WORDS = 6, 70
PRONOUN_PENALTY = 0.8
_PRONOUN_START = re.compile(r"[\"'\u201c]?(?:He|She|They|It|This|These|Those|His|Her|Their|Its)\b")


@dataclass
class Candidate:
    """One sentence of one article that may go into the summary."""

    article: str
    index: int  # its place in the article
    total: int  # sentences in the article
    sentence: Sentence
    text: str
    vec: dict[str, float]
    outlets: set[str]  # outlets it counts for (its own, or those it relays)
    words: set[str]  # content words
    rank: int = 0  # its place among the article's candidates (0: the lead)
    score: float = 0.0
    support: set[str] = field(default_factory=set)
    also: list[str] = field(default_factory=list)
    facts: set[str] = field(default_factory=set)  # ids of the facts it is evidence of
    main: str | None = None  # the most central of them
    retold: bool = False  # skipped when its main fact is already told: a later sentence or a number


def _sentences(al: Alignment) -> list[Candidate]:
    """Every sentence of the story, in story order."""
    out = []
    for aid in al.order:
        text = al.bundle.articles[aid].text
        sents = al.sentences[aid]
        for i, s in enumerate(sents):
            st = text[s.start:s.end]
            outs, _ = effective_outlets(al.outlets, al.relays[aid], aid, s.start)
            out.append(Candidate(aid, i, len(sents), s, st, al.tfidf.vector(st), set(outs), set(content_words(st))))
    return out


def can_stand_alone(text: str) -> bool:
    """A sentence fit for a summary: 6-70 words, no furniture, no quote fragment, ends a sentence."""
    words = len(WORD.findall(text.lower()))
    if not (MIN_WORDS <= words <= MAX_WORDS) or looks_like_furniture(text) or is_quote_fragment(text):
        return False
    return text.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?"))


def consensus_weights(sentences: list[Candidate]) -> dict[str, float]:
    """{content word: share of the other outlets that use it too} over the story's outlets.

    With three outlets a word all three use weighs 1, a word two use 0.5, one outlet's own
    word 0 (left out). A one-outlet story has no consensus: {}.
    """
    by_outlet: dict[str, set[str]] = defaultdict(set)
    for c in sentences:
        for o in c.outlets:
            by_outlet[o] |= c.words
    n = len(by_outlet)
    count: dict[str, int] = defaultdict(int)
    for words in by_outlet.values():
        for w in words:
            count[w] += 1
    return {w: (k - 1) / (n - 1) for w, k in count.items() if k > 1}


def _fact_index(judged: Judged | None):
    """(article, sentence start) -> fact ids; fact -> outlets, articles, rival facts, weight."""
    facts_at: dict[tuple[str, int], set[str]] = defaultdict(set)
    fact_outlets: dict[str, set[str]] = {}
    fact_articles: dict[str, tuple[str, ...]] = {}
    rivals: dict[str, set[str]] = defaultdict(set)  # fact -> facts it conflicts with
    weight: dict[str, tuple] = {}  # fact -> how central it is (support, specific kind first)
    if judged is not None:
        for c in judged.conflicts:
            for f in c.facts:
                rivals[f] |= set(c.facts) - {f}
        for f in judged.facts:
            fact_outlets[f.id], fact_articles[f.id] = set(f.outlets), f.articles
            weight[f.id] = (f.support, -KIND_RANK.get(f.kind, 9), -int(f.id[1:]))
            for it in judged.items[f.id]:
                facts_at[(it.article, it.sentence.start)].add(f.id)
    return facts_at, fact_outlets, fact_articles, rivals, weight


def _score(sentences: list[Candidate], pool: list[Candidate], judged: Judged | None) -> None:
    """Fill each pool candidate's score, support (outlets) and ``also`` (paraphrasing articles)."""
    facts_at, fact_outlets, fact_articles, rivals, weight = _fact_index(judged)
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for n, c in enumerate(sentences):
        for w, v in c.vec.items():
            postings[w].append((n, v))
    consensus = consensus_weights(sentences)
    for c in pool:
        c.support, c.also = set(c.outlets), []
        here = facts_at.get((c.article, c.sentence.start), set())
        c.facts = here
        c.main = max(here, key=weight.__getitem__) if here else None
        c.retold = c.main is not None and (c.rank > 0 or weight[c.main][1] == -KIND_RANK["quantity"])
        against = set().union(*(rivals[f] for f in here)) if here else set()
        for f in sorted(here, key=lambda x: int(x[1:])):
            c.also += [a for a in fact_articles[f] if a not in c.also and a != c.article]
            c.support |= fact_outlets[f]
        sims: dict[int, float] = defaultdict(float)
        for w, v in c.vec.items():
            for m, vm in postings[w]:
                sims[m] += v * vm
        best: dict[str, float] = {}  # other outlet -> cosine of its closest sentence
        for m in sorted(sims):
            other = sentences[m]
            if other.outlets & c.outlets or (against and against & facts_at.get((other.article,
                                                                                 other.sentence.start), set())):
                continue  # own outlet, or a sentence on the other side of a conflict
            for o in other.outlets:
                best[o] = max(best.get(o, 0.0), sims[m])
            if sims[m] >= SUPPORT_SIM:
                c.support |= other.outlets
                if other.article not in c.also:
                    c.also.append(other.article)
        agreed = sum(consensus.get(w, 0.0) for w in c.words) / max(len(c.words), 1)
        c.score = (LEAD_WEIGHT / (1 + c.rank) ** 2 + CENTRALITY_WEIGHT * sum(best.values())
                   + CONSENSUS_WEIGHT * agreed)
        if _PRONOUN_START.match(c.text):
            c.score *= PRONOUN_PENALTY  # "He was ..." reads badly out of its article


def repeats(text: str, vec: dict[str, float], chosen: list[Candidate]) -> bool:
    """True when a sentence nearly repeats, or closely paraphrases, one already chosen."""
    from rapidfuzz import fuzz

    return any(fuzz.ratio(text.lower(), o.text.lower()) >= NEAR_REPEAT or cosine(vec, o.vec) >= NEAR_REPEAT_SIM
               for o in chosen)


def summarize(al: Alignment, limit: int, judged: Judged | None = None) -> list[dict]:
    """Extractive summary of at most ``limit`` sentences: leads and central sentences, no repeats.

    Each entry: the sentence, the articles containing it verbatim, its support (independent
    outlets with a similar sentence or a shared fact), those outlets' names, and ``also_in``
    (articles that say it in other words).
    """
    b = al.bundle
    sentences = _sentences(al)
    pool = [c for c in sentences if b.copy_of.get(c.article) not in b.articles and can_stand_alone(c.text)]
    if limit <= 0 or not pool:
        return []
    seen: dict[str, int] = defaultdict(int)
    for c in pool:  # place among the article's candidates: the lead is the first one
        c.rank = seen[c.article]
        seen[c.article] += 1
    _score(sentences, pool, judged)
    max_leads = max(1, 2 * limit // 3)  # at most two thirds of the sentences are leads
    chosen: list[Candidate] = []
    for c in sorted(pool, key=lambda c: -c.score):  # stable: story order breaks ties
        if len(chosen) >= limit:
            break
        if c.rank == 0 and sum(o.rank == 0 for o in chosen) >= max_leads:
            continue
        if c.retold and any(c.main in o.facts for o in chosen):
            continue  # leads may share their event or people, not their number; later sentences add news
        if not repeats(c.text, c.vec, chosen):
            chosen.append(c)
    order = {a: k for k, a in enumerate(al.order)}
    chosen.sort(key=lambda c: (c.index / max(c.total, 1), order[c.article], c.index))
    out = []
    for c in chosen:
        arts = list(articles_containing(al, c.text)) or [c.article]
        out.append({
            "sentence": c.text, "articles": arts, "support": len(c.support),
            "outlets": sorted(al.names.get(o, o) for o in c.support),
            "also_in": [a for a in c.also if a not in arts],
        })
    return out
