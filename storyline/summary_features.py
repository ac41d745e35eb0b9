"""Summary candidates and the word features of the learned summary scorer (storyline.summary).

A candidate is one sentence of one article that can stand alone in a summary (6-70 words,
no page furniture, no cut-loose quote fragment, ends a sentence; a copy's sentences are its
original's). ``candidates(al, judged)`` returns every sentence of the story and the pool of
candidates, each with its support (outlets), ``also`` (paraphrasing articles) and facts.

``word_table(al)`` lists the story's words (lower-cased, crudely stemmed) with the features
from which the learned model predicts how often an editor's neutral summary uses each word:
how many articles, headlines and leads use it, how often and how early, whether it is a
common function word, a number or a name. The features come from the story alone, so the
same code serves training (storyline.evaluation.train_summary) and run time.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from itertools import compress
from dataclasses import dataclass, field

from .align import Alignment, effective_outlets
from .judge import KIND_RANK, Judged
from .model import Sentence
from .textsim import STOPWORDS, WORD, content_words, is_quote_fragment, looks_like_furniture, stem

SUPPORT_SIM = 0.5  # a sentence elsewhere this similar supports a summary sentence (the threshold sentences of one statement once shared)
MIN_WORDS, MAX_WORDS = 6, 70
_TOKEN = re.compile(r"[a-z0-9]+")
_CASED = re.compile(r"[A-Za-z0-9]+")
LOWERS_TO_ASCII = "\u0130\u212a"  # the non-ASCII letters whose str.lower() holds a letter or digit of _TOKEN
# the most frequent English words in news text, by rank: ROUGE counts them, an editor uses them
_COMMON = tuple(("the of to a and in on for that is was with as by at from it he said his be has have are an this "
           "not who but will after were their they its had been would about more than over").split())
WORD_FEATURES = (
    "article_share",  # share of the story's articles using the word
    "articles",  # how many articles use it
    "headlines",  # how many headlines use it
    "leads",  # how many first sentences use it
    "mean_count",  # uses per article
    "max_count",  # most uses in one article
    "first_pos",  # earliest first use, as a share of the article's length (1: never)
    "mean_pos",
    "stopword",  # textsim.STOPWORDS
    "common_rank",  # rank among the most frequent news words (99: not among them)
    "number",
    "capitalised",  # share of its uses written with a capital
    "length",  # characters of the stem
    "n_articles",
)


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


def story_sentences(al: Alignment) -> list[Candidate]:
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
    """A sentence fit for a summary: 6-70 words, no furniture, no quote fragment, ends a sentence
    (not one cut short with "..." as feed snippets end: "The commission's members are set to discuss...")."""
    words = len(WORD.findall(text.lower()))
    if not (MIN_WORDS <= words <= MAX_WORDS) or looks_like_furniture(text) or is_quote_fragment(text):
        return False
    end = text.rstrip("\"'\u201d\u2019)")
    return end.endswith((".", "!", "?")) and not end.endswith(("...", "\u2026", ". . ."))


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
    """(article, sentence start) -> fact ids; fact -> (article, outlets it counts for) of its claims,
    articles, rival facts, weight."""
    facts_at: dict[tuple[str, int], set[str]] = defaultdict(set)
    fact_vouchers: dict[str, list[tuple[str, set[str]]]] = {}
    fact_articles: dict[str, tuple[str, ...]] = {}
    rivals: dict[str, set[str]] = defaultdict(set)  # fact -> facts it conflicts with
    weight: dict[str, tuple] = {}  # fact -> how central it is (support, specific kind first)
    if judged is not None:
        for c in judged.conflicts:
            for f in c.facts:
                rivals[f] |= set(c.facts) - {f}
        for rank, f in enumerate(judged.facts):  # facts come ranked: most support first
            fact_vouchers[f.id] = [(it.article, set(it.outlets)) for it in sorted(judged.items[f.id], key=lambda i: i.order)]
            fact_articles[f.id] = f.articles
            weight[f.id] = (f.support, -KIND_RANK.get(f.kind, 9), -rank)
            for it in judged.items[f.id]:
                facts_at[(it.article, it.sentence.start)].add(f.id)
    return facts_at, fact_vouchers, fact_articles, rivals, weight


def tokens(text: str) -> list[str]:
    """The words ROUGE-style: lower-cased letters and digits, crudely stemmed (textsim.stem)."""
    return list(map(stem, _TOKEN.findall(text.lower())))


def word_table(al: Alignment, only: set[str] | None = None) -> tuple[list[str], list[list[float]]]:
    """(the story's words, or those of them in ``only``; one feature row per word, as ``WORD_FEATURES``).

    One pass over each article's distinct words gathers every word's figures (articles, uses, most
    uses, first and mean position, headlines, leads), so the cost grows with the story's words, not
    with its words times its articles."""
    b = al.bundle
    arts = [a for a in al.order if b.copy_of.get(a) not in b.articles] or list(al.order)
    n = len(arts)
    in_heads: dict[str, int] = defaultdict(int)
    in_leads: dict[str, int] = defaultdict(int)
    caps: Counter = Counter()
    seen: Counter = Counter()
    stats: dict[str, list] = {}  # word -> [articles using it, uses, most uses in one, first position, sum of them]
    for a in arts:
        text = b.articles[a].text
        for w in set(tokens(b.articles[a].title or "")):
            in_heads[w] += 1
        first = al.sentences[a][:1]
        for w in (set(tokens(text[first[0].start:first[0].end])) if first else ()):
            in_leads[w] += 1
        cased = _CASED.findall(text)
        keys = list(map(stem, map(str.lower, cased)))
        seen.update(keys)
        caps.update(compress(keys, [w[0].isupper() for w in cased]))
        # the words of the lower-cased text are the cased words lower-cased, unless it holds one of the
        # two letters whose lower case is (or holds) an ASCII letter ("\u0130" -> "i\u0307", Kelvin's "K")
        body = keys if not any(ch in text for ch in LOWERS_TO_ASCII) else tokens(text)
        cnt = Counter(body)
        last = len(body) - 1
        first_at = {w: last - i for i, w in enumerate(reversed(body))}  # the smallest place of each word
        for w, c in cnt.items():
            pos = first_at[w] / len(body)
            st = stats.get(w)
            if st is None:
                stats[w] = [1, c, c, pos, pos]
            else:
                st[0] += 1
                st[1] += c
                st[2] = max(st[2], c)
                st[3] = min(st[3], pos)
                st[4] += pos
    vocab = sorted(stats if only is None else (w for w in stats if w in only))
    common = {w: k for k, w in reversed(list(enumerate(_COMMON)))}  # its first place, as _COMMON.index
    rows = []
    for w in vocab:
        used, uses, most, first_pos, pos_sum = stats[w]
        missing = n - used  # an article without the word counts as position 1.0
        rows.append([
            used / n, float(used), float(in_heads.get(w, 0)), float(in_leads.get(w, 0)), uses / n, float(most),
            min(first_pos, 1.0) if missing else first_pos, (pos_sum + missing) / n,
            float(w in STOPWORDS), float(common.get(w, 99)), float(w.isdigit()),
            caps.get(w, 0) / max(seen.get(w, 0), 1), float(len(w)), float(n),
        ])
    return vocab, rows


def candidates(al: Alignment, judged: Judged | None) -> tuple[list[Candidate], list[Candidate]]:
    """(every sentence of the story, the summary candidates with rank, support, ``also`` and facts)."""
    b = al.bundle
    sentences = story_sentences(al)
    pool = [c for c in sentences if b.copy_of.get(c.article) not in b.articles and can_stand_alone(c.text)]
    seen: dict[str, int] = defaultdict(int)
    for c in pool:  # place among the article's candidates: the lead is the first one
        c.rank = seen[c.article]
        seen[c.article] += 1
    facts_at, fact_vouchers, fact_articles, rivals, weight = _fact_index(judged)
    close = _similar_sentences(sentences, pool, SUPPORT_SIM)
    for c, near in zip(pool, close):
        c.also = []
        vouched = {c.article: c.outlets}  # each article vouches once: for the outlets its first telling counts for
        here = facts_at.get((c.article, c.sentence.start), set())
        c.facts = here
        c.main = max(here, key=weight.__getitem__) if here else None
        c.retold = c.main is not None and (c.rank > 0 or weight[c.main][1] == -KIND_RANK["quantity"])
        against = set().union(*(rivals[f] for f in here)) if here else set()
        central = sorted(here, key=lambda x: -weight[x][2])
        for f in central:
            c.also += [a for a in fact_articles[f] if a not in c.also and a != c.article]
        telling = {}
        for m in near:  # the sentences at least SUPPORT_SIM similar to it, in story order
            other = sentences[m]
            if other.outlets & c.outlets or (against and against & facts_at.get((other.article,
                                                                                 other.sentence.start), set())):
                continue  # own outlet, or a sentence on the other side of a conflict
            telling.setdefault(other.article, other.outlets)
            if other.article not in c.also:
                c.also.append(other.article)
        for a, outs in telling.items():  # an article telling it alike vouches as it tells it ...
            vouched.setdefault(a, outs)
        for f in central:  # ... else as the claim of a shared fact counts
            for a, outs in fact_vouchers[f]:
                vouched.setdefault(a, outs)
        c.support = set().union(*vouched.values())
    return sentences, pool


SIM_BLOCK = 256  # pool sentences compared with the whole story at a time (memory: a block of rows)


def _similar_sentences(sentences: list[Candidate], pool: list[Candidate], threshold: float) -> list[list[int]]:
    """For each candidate of ``pool``: the positions in ``sentences`` of those whose cosine with it
    (the dot product of their unit TF-IDF vectors) is at least ``threshold``, in order. One sparse
    product a block of candidates at a time (scipy), not a Python loop over every shared word's
    sentences, which made a big story's summary grow with its sentences squared."""
    import numpy as np
    from scipy.sparse import csr_matrix

    vocab: dict[str, int] = {}
    indptr, indices, data = [0], [], []
    for c in sentences:
        for w, v in c.vec.items():
            indices.append(vocab.setdefault(w, len(vocab)))
            data.append(v)
        indptr.append(len(indices))
    if not pool:
        return []
    matrix = csr_matrix((np.array(data, dtype=np.float64), np.array(indices, dtype=np.int64),
                         np.array(indptr, dtype=np.int64)), shape=(len(sentences), max(len(vocab), 1)))
    at = {id(c): n for n, c in enumerate(sentences)}
    rows = [at[id(c)] for c in pool]
    out: list[list[int]] = []
    for i in range(0, len(rows), SIM_BLOCK):
        sims = (matrix[rows[i:i + SIM_BLOCK]] @ matrix.T).tocsr()
        keep = sims.data >= threshold  # each row's kept columns, sorted, split by row at once
        row_of = np.repeat(np.arange(sims.shape[0]), np.diff(sims.indptr))[keep]
        cols = sims.indices[keep]
        order = np.lexsort((cols, row_of))
        ends = np.cumsum(np.bincount(row_of, minlength=sims.shape[0]))
        out.extend(np.split(cols[order], ends[:-1]))
    return [c.tolist() for c in out]
