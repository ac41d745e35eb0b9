"""Claims of one story aligned by meaning: a learned pair scorer, then clustering.

A claim is one assertion in one sentence (``align.Item``): a clause of a sentence (a
``Predicate``), or a typed finding (a quote ...). ``ClaimView`` is what the scorer reads of it:
its own words (``gist``), its sentence, its event concept (the trigger folded by
``paraphrase.concept``), the canonical names it mentions, its numbers and dates, its polarity and
who tells it. ``pair_features`` turns two claims of different articles into numbers;
``AlignModel`` (logistic weights fitted by ``storyline.evaluation.train_align`` on ECB+ train/dev
topics and the development half of basil-crosscheck, stored in ``align_model.json``) turns them into
the probability that both tell the same fact.

Candidates: for each claim, the ``TOP_K`` most similar claims of every other article (cosine of the
story's concept TF-IDF over the claims' words and over their sentences, and of the sentence
embeddings when the story has them), so the cost grows with claims x articles, not claims squared.
``cluster`` then merges best-first: a pair above ``threshold`` joins its two clusters when no article
would hold two claims of the merged cluster and the clusters' mean pair probability (a missing
candidate counts as 0) stays above ``threshold`` too.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .align_events import days_agree
from .paraphrase import NUMBER_WORDS

MODEL_FILE = Path(__file__).with_name("align_model.json")
TOP_K = 6
SMALL_STORY = 5  # articles; larger stories keep the best claim of each other article
MAX_CANDIDATES = 16  # pairs scored per claim
FEATURES = (
    "bias", "gist_tfidf", "sent_tfidf", "content", "emb_gist", "emb_sent", "no_emb", "trigger_same",
    "names_jac", "subject_same", "subject_clash", "num_agree", "num_clash", "date_meet", "date_clash", "neg_diff",
    "both_quote", "one_quote", "source_same", "source_clash", "lead_both", "short", "modality_diff",
    "object_clash", "place_clash",
)


@dataclass
class ClaimView:
    """What the pair scorer reads of one claim."""

    article: str
    gist: str
    sentence: str
    trigger: str
    names: frozenset
    subject: str | None
    numbers: frozenset
    days: list
    negated: bool
    source: str | None
    quote: bool
    lead: bool
    words: int
    frame: str | None = None  # "target" / "actual" / "past" (``paraphrase.frame_of``)
    name_words: frozenset = frozenset()  # the gist's names as its vector writes them (folded, stemmed)
    modality: str | None = None  # "future", "planned", "modal" (``Predicate.modality``); None: told as so
    places: frozenset = frozenset()  # places the clause names ("ohio", "washington")
    object_words: frozenset = frozenset()  # content words of its object ("union leaders")
    gvec: dict = field(default_factory=dict)  # concept TF-IDF of the gist
    svec: dict = field(default_factory=dict)  # ... of the sentence
    emb_gist: object = None  # unit vectors, when the story has embeddings
    emb_sent: object = None


@dataclass(frozen=True)
class AlignModel:
    weights: tuple[float, ...]
    threshold: float

    def probability(self, x: list[float]) -> float:
        z = 0.0
        for w, v in zip(self.weights, x):  # one addition after another (``pair_probabilities`` sums as this)
            z += w * v
        return _logistic(z)


def _logistic(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def load_model(path: str | None = None) -> AlignModel:
    """The fitted weights (``align_model.json``: ``{"features": [...], "weights": [...], "threshold": t}``);
    ``STORYLINE_ALIGN_MODEL`` names another file (the trainer's trials)."""
    import os

    return _load(path or os.environ.get("STORYLINE_ALIGN_MODEL") or str(MODEL_FILE))


@lru_cache(maxsize=8)
def _load(path: str) -> AlignModel:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    by_name = dict(zip(data["features"], data["weights"]))
    return AlignModel(tuple(float(by_name.get(f, 0.0)) for f in FEATURES), float(data["threshold"]))


def _cos(a: dict, b: dict) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(w, 0.0) for w, v in a.items())


def _is_number(w: str) -> bool:
    return w[:1].isdigit() or w in NUMBER_WORDS or w == "one"


def _content(a: ClaimView, b: ClaimView) -> float:
    """Cosine of the two gists' vectors without the names either mentions nor numbers (what happened,
    not to whom nor how many: the figures are compared on their own)."""
    drop = a.name_words | b.name_words
    va = {w: v for w, v in a.gvec.items() if w not in drop and not _is_number(w)}
    vb = {w: v for w, v in b.gvec.items() if w not in drop and not _is_number(w)}
    na = math.sqrt(sum(v * v for v in va.values()))
    nb = math.sqrt(sum(v * v for v in vb.values()))
    return _cos(va, vb) / (na * nb) if na and nb else 0.0


CONTENT_SIM = 0.2


def compatible(a: ClaimView, b: ClaimView) -> bool:
    """Whether two claims can be one fact at all: not other figures ("12 killed" / "20 killed": one
    event, but two facts, whose figures the quantity slots compare), not another frame (a quota is no
    average), not acts of two different people, not a claim and its negation, and, for a whole sentence standing for its clauses (findings
    without clauses), sharing
    an event concept or similar in what they say beyond the names they share ("Lyons ordered a review
    of the raid" / "Lyons defended the raid"): a clause's event word is a feature of the scorer."""
    if a.numbers and b.numbers and a.numbers != b.numbers:
        return False
    if a.frame and b.frame and a.frame != b.frame:
        return False
    if a.subject and b.subject and a.subject != b.subject:
        return False  # another person's act is another fact (two outlets naming two people: judge.who_conflicts)
    if a.trigger and b.trigger:  # clauses: what happens is known, the scorer weighs it with the rest
        return a.negated == b.negated  # a claim and its negation are two facts (one may dispute the other)
    events_a = {w for w in a.gvec if w.startswith("*")}  # whole sentences: names would carry them
    events_b = {w for w in b.gvec if w.startswith("*")}
    return bool(events_a & events_b) or _content(a, b) >= CONTENT_SIM


def pair_features(a: ClaimView, b: ClaimView, cosines: tuple | None = None) -> list[float]:
    """The numbers the scorer reads of two claims of different articles (order: ``FEATURES``);
    ``cosines``: their (gist, sentence, content) cosines when already computed (``Similarities``)."""
    g, st, c = cosines if cosines is not None else (_cos(a.gvec, b.gvec), _cos(a.svec, b.svec), _content(a, b))
    has_emb = a.emb_gist is not None and b.emb_gist is not None
    # (written out for speed: called for every candidate pair; the same values as the plain forms in the comments)
    an, bn = a.names, b.names
    if an or bn:  # len(an & bn) / len(an | bn)
        shared = len(an & bn)
        names_jac = shared / (len(an) + len(bn) - shared)
    else:
        names_jac = 0.0
    both_num = bool(a.numbers and b.numbers)
    num_shared = both_num and bool(a.numbers & b.numbers)
    both_days = bool(a.days and b.days)
    meet = both_days and days_agree(a.days, b.days)
    sa, sb, oa, ob = a.subject, b.subject, a.source, b.source
    pa, pb = a.places, b.places
    return [
        1.0,
        float(g),
        float(st),
        float(c),
        float(a.emb_gist @ b.emb_gist) if has_emb else 0.0,
        float(a.emb_sent @ b.emb_sent) if has_emb else 0.0,
        0.0 if has_emb else 1.0,
        1.0 if a.trigger and a.trigger == b.trigger else 0.0,
        names_jac,
        1.0 if sa is not None and sa == sb else 0.0,
        1.0 if sa is not None and sb is not None and sa != sb else 0.0,
        1.0 if num_shared else 0.0,
        1.0 if both_num and not num_shared else 0.0,
        1.0 if meet else 0.0,
        1.0 if both_days and not meet else 0.0,
        1.0 if a.negated != b.negated else 0.0,
        1.0 if a.quote and b.quote else 0.0,
        1.0 if a.quote != b.quote else 0.0,
        1.0 if oa is not None and oa == ob else 0.0,
        1.0 if oa is not None and ob is not None and oa != ob else 0.0,
        1.0 if a.lead and b.lead else 0.0,
        1.0 if min(a.words, b.words) < 5 else 0.0,
        1.0 if (a.modality is None) != (b.modality is None) else 0.0,  # "plans to testify" is not "testified"
        1.0 if a.object_words and b.object_words and not a.object_words & b.object_words else 0.0,  # object_clash
        1.0 if pa and pb and not pa & pb else 0.0,
    ]


def object_clash(a: ClaimView, b: ClaimView) -> bool:
    """Both clauses name what the act is done to, and share no word of it ("met union leaders" /
    "met reporters")."""
    return bool(a.object_words and b.object_words and not a.object_words & b.object_words)


def other_circumstances(a: ClaimView, b: ClaimView) -> bool:
    """Two tellings that cannot be of one event whatever their dates: another object, another place."""
    return object_clash(a, b) or bool(a.places and b.places and not a.places & b.places)


VALUE_FEATURES = ("num_agree", "num_clash", "date_meet", "date_clash")
WHO_FEATURES = ("subject_clash",)


def value_blind(x: list[float]) -> list[float]:
    """Features with what the values say (numbers, dates) set to 0: is it the same thing, told with
    other values?"""
    return [0.0 if f in VALUE_FEATURES else v for f, v in zip(FEATURES, x)]


class Similarities:
    """The story's claims as sparse unit vectors (concept TF-IDF of gists, of sentences, of gists
    without names), for candidate search and the cosine features of many pairs at once."""

    def __init__(self, views: list[ClaimView]):
        import numpy as np
        from scipy import sparse

        parts = ([v.gvec for v in views], [v.svec for v in views], _contents(views))
        distinct = {id(vec): vec for vecs in parts for vec in vecs}.values()
        self.vocab = {w: n for n, w in enumerate(sorted(set().union(*distinct)))}
        self.sparse, self.np = sparse, np
        self.gist, self.sent, self.content = (self.matrix(vecs) for vecs in parts)
        self.articles = np.array([v.article for v in views], dtype=object)

    def matrix(self, vectors: list[dict]):
        """Unit rows of ``vectors`` over the story's vocabulary (words it never saw are left out); a
        vector given for several rows (claims of one sentence) is read once. Built as CSR with each
        row's columns sorted, as the COO form's conversion leaves them: the same matrix. Each distinct
        vector's norm is its own sequential sum (``sum`` of the squares, as a row's loop made it); the
        divisions by it are done over all values at once (IEEE division: the same quotients)."""
        from itertools import chain
        from operator import mul

        np = self.np
        vocab = self.vocab
        done: dict[int, int] = {}
        known: list[dict] = []  # the distinct vectors, restricted to the vocabulary
        rows = []  # each row's distinct vector
        for vec in vectors:
            k = done.get(id(vec))
            if k is None:
                k = done[id(vec)] = len(known)
                known.append(vec if vocab.keys() >= vec.keys() else {w: v for w, v in vec.items() if w in vocab})
            rows.append(k)
        sizes = np.array([len(vec) for vec in known], dtype=np.int64)
        norms = np.array([math.sqrt(sum(map(mul, vec.values(), vec.values()))) or 1.0 for vec in known])
        cols = np.fromiter(map(vocab.__getitem__, chain.from_iterable(known)), dtype=np.int32, count=int(sizes.sum()))
        vals = np.fromiter(chain.from_iterable(vec.values() for vec in known), dtype=float, count=len(cols))
        vals /= np.repeat(norms, sizes)
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
        rows = np.array(rows, dtype=np.int64)
        lengths = sizes[rows]
        indptr = np.concatenate(([0], np.cumsum(lengths))).astype(np.int64)
        take = np.repeat(starts[rows] - indptr[:-1], lengths) + np.arange(indptr[-1], dtype=np.int64)
        out = self.sparse.csr_matrix((vals[take], cols[take], indptr.astype(np.int32)),
                                     shape=(len(vectors), max(1, len(vocab))))
        out.sum_duplicates()  # (none: sorts each row's columns)
        return out

    def content_of(self, views: list[ClaimView]):
        """Content rows (names and numbers left out) of other claims, for comparing with the story's."""
        return self.matrix(_contents(views))

    def pair_cosines(self, pairs: list[tuple[int, int]], ij: tuple | None = None):
        """(gist, sentence, content) cosines of each pair, as three arrays (``ij``: the pairs' two sides as
        arrays, when at hand)."""
        np = self.np
        if not pairs:
            return np.zeros(0), np.zeros(0), np.zeros(0)
        i, j = ij if ij is not None else (np.array([p[0] for p in pairs]), np.array([p[1] for p in pairs]))
        return tuple(np.asarray(m[i].multiply(m[j]).sum(axis=1)).ravel() for m in (self.gist, self.sent, self.content))


def _contents(views: list[ClaimView]) -> list[dict]:
    """Each claim's gist vector without its names and numbers; claims with one gist vector and one set
    of names share one dict (one row to build)."""
    made: dict[tuple, dict] = {}
    out = []
    for v in views:
        key = (id(v.gvec), v.name_words)
        got = made.get(key)
        if got is None:
            drop = v.name_words
            got = made[key] = {w: x for w, x in v.gvec.items() if w not in drop and not _is_number(w)}
        out.append(got)
    return out


def candidates(views: list[ClaimView], k: int = TOP_K, sims: Similarities | None = None) -> set[tuple[int, int]]:
    """Pairs (i < j) of claims of different articles worth scoring: for each claim, its ``k`` most
    similar claims in each other article of a small story (the best one in each of a large story's),
    at most ``MAX_CANDIDATES`` in all, by gist and sentence similarity (and embeddings when present).
    Computed by sparse products over blocks of rows, so the cost grows with claims x candidates."""
    return set(_candidate_pairs(views, k, sims))


def _candidate_pairs(views: list[ClaimView], k: int = TOP_K, sims: Similarities | None = None) -> list[tuple[int, int]]:
    """``sorted(candidates(views, k, sims))``, sorted as numbers (i x claims + j) rather than as tuples."""
    i, j = _candidate_sides(views, k, sims)
    return list(zip(i.tolist(), j.tolist()))


def _candidate_sides(views: list[ClaimView], k: int = TOP_K, sims: Similarities | None = None):
    """The sorted candidate pairs (``_candidate_pairs``) as two integer arrays, their i and their j.

    Each block of rows is scored against every claim with the columns already in article order (the
    other side's rows permuted once, so no dense gather), and the sentence products only once per
    distinct sentence vector on either side (claims of one sentence share it: the block's distinct
    rows against the story's distinct sentences, then copied out to every claim's row and column,
    ``np.take`` straight into reused buffers); the gist product is then added into that in place. The
    same sums in the same order (a sparse product's are its left row's), and 0.5 s + g is g + 0.5 s,
    so the same floats as the plain product."""
    if len(views) < 2:
        import numpy as np

        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    sims = sims or Similarities(views)
    np = sims.np
    arts = sims.articles
    names = sorted(set(arts))
    per_article = k if len(names) <= SMALL_STORY else 1
    at = {a: n for n, a in enumerate(names)}
    col_art = np.array([at[a] for a in arts])
    order = np.argsort(col_art, kind="stable")
    bounds = np.searchsorted(col_art[order], np.arange(len(names) + 1))
    emb = np.array([v.emb_gist for v in views]) if all(v.emb_gist is not None for v in views) else None
    gist_cols = sims.gist[order].T.tocsr()  # columns in article order
    first: dict[int, int] = {}  # id of a sentence vector -> its first claim
    sent_of = np.array([first.setdefault(id(v.svec), n) for n, v in enumerate(views)])
    reps = np.unique(sent_of)  # the claims whose rows stand for each distinct sentence vector
    rep_of = np.searchsorted(reps, sent_of)  # each claim's distinct sentence
    sent_cols = sims.sent[reps].T.tocsr()  # one column per distinct sentence
    col_rep = rep_of[order]  # each column (article order) -> its distinct sentence's column
    found = []  # i x len(views) + j of each pair, i < j
    own = col_art
    block = 256
    rows_max = min(block, len(views))
    dense_buf = np.empty((rows_max, len(views)))  # reused: no new pages
    small_buf, wide_buf = np.empty((rows_max, len(reps))), np.empty((rows_max, len(reps)))
    for lo in range(0, len(views), block):
        hi = min(len(views), lo + block)
        distinct, back = np.unique(rep_of[lo:hi], return_inverse=True)
        sent = sims.sent[reps[distinct]] @ sent_cols
        sent.data *= 0.5  # (0.5 x each sum, as the product times 0.5)
        sent_rows = np.take(sent.toarray(out=small_buf[:len(distinct)]), back.ravel(), axis=0,
                            out=wide_buf[:hi - lo], mode="clip")  # ("clip": indices in range, no buffered copy)
        dense = np.take(sent_rows, col_rep, axis=1, out=dense_buf[:hi - lo], mode="clip")
        _add_into(dense, sims.gist[lo:hi] @ gist_cols)  # 0.5 s + g, which is g + 0.5 s to the bit
        if emb is not None:
            dense += (emb[lo:hi] @ emb.T)[:, order]
        if per_article == 1:  # the first best of each row in each article, as a stable sort would give it
            top = np.stack([np.argmax(dense[:, bounds[a]:bounds[a + 1]], axis=1) + bounds[a]
                            for a in range(len(names))], axis=1)
            vals = np.take_along_axis(dense, top, axis=1)
            vals[np.arange(hi - lo), own[lo:hi]] = 0.0  # no pair inside one article
            cols = order[top]
        else:
            vals, cols = [], []  # per article, each row's best ``per_article`` claims there
            for a in range(len(names)):
                seg = dense[:, bounds[a]:bounds[a + 1]]
                if not seg.shape[1]:
                    continue
                top = np.argsort(-seg, axis=1, kind="stable")[:, :per_article]
                v = np.take_along_axis(seg, top, axis=1)
                v[own[lo:hi] == a] = 0.0  # no pair inside one article
                vals.append(v)
                cols.append(order[bounds[a] + top])
            vals = np.concatenate(vals, axis=1)
            cols = np.concatenate(cols, axis=1)
        best = np.argsort(-vals, axis=1, kind="stable")[:, :MAX_CANDIDATES]
        rows, ranks = np.nonzero(np.take_along_axis(vals, best, axis=1) > 0)
        i = rows + lo
        j = cols[rows, best[rows, ranks]]
        found.append(np.minimum(i, j).astype(np.int64) * len(views) + np.maximum(i, j))
    codes = np.unique(np.concatenate(found)) if found else np.zeros(0, dtype=np.int64)
    return codes // len(views), codes % len(views)


def _add_into(dense, product) -> None:
    """``dense += product.toarray()`` without the dense copy: each stored value added to its place (a
    product has no duplicates, so each place gets one addition, as in the dense sum)."""
    from scipy.sparse import _sparsetools

    product = product.tocsr()
    _sparsetools.csr_todense(product.shape[0], product.shape[1], product.indptr, product.indices, product.data,
                             dense)


def score_pairs(views: list[ClaimView], model: AlignModel, k: int = TOP_K,
                sims: Similarities | None = None) -> dict[tuple[int, int], float]:
    """{(i, j): probability that claims i and j tell the same fact} over the candidate pairs."""
    sims = sims or Similarities(views)
    ij = _candidate_sides(views, k, sims)
    pairs = list(zip(ij[0].tolist(), ij[1].tolist()))
    cosines = sims.pair_cosines(pairs, ij)
    probs = pair_probabilities(views, pairs, model, sims, ij, cosines)
    g, _st, c = cosines  # two acts that share only their date: no word of what they say in common
    day = news_day(views)
    for k in sims.np.flatnonzero((g <= 0) & (c <= 0)).tolist():
        if date_alone(views[pairs[k][0]], views[pairs[k][1]], day):
            probs[k] = 0.0
    return dict(zip(pairs, probs))


def news_day(views: list[ClaimView]):
    """The day most of a story's dated claims name (the day of its news: "on Wednesday"), when two or
    more name it; else None."""
    from collections import Counter

    counts = Counter(d for v in views if v.days for d in {day for day, _g in v.days})
    if not counts:
        return None
    top, n = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
    return top if n >= 2 else None


def date_alone(a: ClaimView, b: ClaimView, day=None) -> bool:
    """Of two clauses with no word of what they say in common (their cosines, checked by the caller):
    no event word, name or figure shared either, and either what each act is done to differs or the
    date they share is only the story's news day (``news_day``), which most of what happened that day
    shares, so that only a date could join them ("She issued a statement over the weekend" / "He used
    both terms over the weekend"; "The campaign seemed far away at Wednesday's news conference" /
    "Frank praised Cowan in a brief statement Wednesday")."""
    if (a.trigger and a.trigger == b.trigger) or (a.names & b.names) or (a.numbers & b.numbers):
        return False
    return object_clash(a, b) or (day is not None and {d for d, _g in a.days} | {d for d, _g in b.days} == {day})


def pair_probabilities(views: list[ClaimView], pairs: list[tuple[int, int]], model: AlignModel,
                       sims: Similarities, ij: tuple | None = None, cosines: tuple | None = None) -> list[float]:
    """``[model.probability(pair_features(views[i], views[j])) for i, j in pairs]`` with the features
    as columns over all pairs (numpy, the set intersections in one comprehension each) and the
    weighted sum added feature after feature as ``AlignModel.probability`` adds them: the same floats.
    ``ij``: the pairs' two sides as integer arrays (``_candidate_sides``), when at hand; ``cosines``:
    ``sims.pair_cosines(pairs, ij)``, when already computed."""
    np = sims.np
    if not pairs:
        return []
    i, j = ij if ij is not None else (np.array([p[0] for p in pairs]), np.array([p[1] for p in pairs]))

    def code(values):  # one integer per distinct value, -1 for None / empty
        seen: dict = {}
        return np.array([seen.setdefault(v, len(seen)) if v else -1 for v in values])

    def same(codes):
        return (codes[i] >= 0) & (codes[i] == codes[j])

    def clash(codes):
        return (codes[i] >= 0) & (codes[j] >= 0) & (codes[i] != codes[j])

    def each(attr, fn):  # fn(a, b) of the pairs whose two claims both have ``attr``, else 0.0
        got = [getattr(v, attr) for v in views]
        has = np.array([bool(x) for x in got])
        both = has[i] & has[j]
        out = np.zeros(len(pairs))
        out[both] = [fn(got[a], got[b]) for a, b in zip(i[both].tolist(), j[both].tolist())]
        return both, out

    def flag(attr):
        return np.array([bool(getattr(v, attr)) for v in views])

    g, st, c = cosines if cosines is not None else sims.pair_cosines(pairs, (i, j))
    emb = np.array([v.emb_gist is not None for v in views])
    has_emb = emb[i] & emb[j]
    emb_gist, emb_sent = np.zeros(len(pairs)), np.zeros(len(pairs))
    for n in np.flatnonzero(has_emb).tolist():
        a, b = views[pairs[n][0]], views[pairs[n][1]]
        emb_gist[n], emb_sent[n] = float(a.emb_gist @ b.emb_gist), float(a.emb_sent @ b.emb_sent)
    names = [v.names for v in views]
    names_any = np.array([bool(x) for x in names])
    names_jac = np.zeros(len(pairs))
    some = names_any[i] | names_any[j]
    names_jac[some] = [(k := len(names[a] & names[b])) / (len(names[a]) + len(names[b]) - k)
                       for a, b in zip(i[some].tolist(), j[some].tolist())]
    both_num, num_shared = each("numbers", lambda a, b: bool(a & b))
    both_days, meet = each("days", days_agree)
    both_obj, obj_meet = each("object_words", lambda a, b: bool(a & b))
    both_places, places_meet = each("places", lambda a, b: bool(a & b))
    subjects, sources = code([v.subject is not None and (v.subject,) for v in views]), \
        code([v.source is not None and (v.source,) for v in views])
    neg, quote, lead = flag("negated"), flag("quote"), flag("lead")
    short = np.array([v.words < 5 for v in views])
    modal = np.array([v.modality is None for v in views])
    columns = [
        None, g, st, c, emb_gist, emb_sent, ~has_emb, same(code([v.trigger for v in views])), names_jac,
        same(subjects), clash(subjects), num_shared > 0, both_num & (num_shared == 0), meet > 0,
        both_days & (meet == 0), neg[i] != neg[j], quote[i] & quote[j], quote[i] != quote[j],
        same(sources), clash(sources), lead[i] & lead[j], short[i] | short[j], modal[i] != modal[j],
        both_obj & (obj_meet == 0), both_places & (places_meet == 0),
    ]
    z = np.zeros(len(pairs))
    for w, x in zip(model.weights, columns):
        z += w * (1.0 if x is None else x.astype(float))
    exp = math.exp  # _logistic of each, its clamp done on the array (the same comparisons)
    return [1.0 / (1.0 + exp(v)) for v in (-np.maximum(-30.0, np.minimum(30.0, z))).tolist()]


def cluster(n: int, articles: list[str], scores: dict[tuple[int, int], float], threshold: float,
            seeds: list[list[int]] | None = None, apart: set[tuple[int, int]] | None = None,
            can_link=None, seeds_join=None) -> list[list[int]]:
    """Best-first merging of claims 0..n-1 into facts of at most one claim per article.

    ``seeds``: clusters formed beforehand (typed slots: one quote told in two articles); ``apart``:
    pairs of seed clusters (by index) that must stay apart. A pair scoring at least ``threshold`` joins
    its clusters when their article sets are disjoint, at least a third of their cross pairs were
    scored (candidates) and the mean probability of those reaches ``threshold`` too, and
    ``can_link(x, y)`` (when given) holds of every cross pair.
    """
    owner = list(range(n))
    members: dict[int, list[int]] = {i: [i] for i in range(n)}
    arts: dict[int, set[str]] = {i: {articles[i]} for i in range(n)}
    seed_of: dict[int, list[int]] = {}  # cluster root -> the seeds it holds
    for s, seed in enumerate(seeds or ()):
        root = seed[0]
        for i in seed[1:]:
            members[root].extend(members.pop(i))
            arts[root] |= arts.pop(i)
            owner[i] = root
        seed_of[root] = [s]
    for root in members:
        for i in members[root]:
            owner[i] = root
    apart = apart or set()
    for (i, j), p in sorted(((k, p) for k, p in scores.items() if p >= threshold), key=lambda kv: (-kv[1], kv[0])):
        a, b = owner[i], owner[j]
        if a == b or arts[a] & arts[b]:
            continue
        if not all((x, y) not in apart and (y, x) not in apart and seeds_join is not None and seeds_join(x, y)
                   for x in seed_of.get(a, ()) for y in seed_of.get(b, ())):
            continue  # two typed clusters stay as their rules made them (unless ``seeds_join`` says)
        if can_link is not None and not all(can_link(x, y) for x in members[a] for y in members[b]):
            continue
        scored = [scores[k] for x in members[a] for y in members[b] if (k := (min(x, y), max(x, y))) in scores]
        if 3 * len(scored) < len(members[a]) * len(members[b]) or sum(scored) / len(scored) < threshold:
            continue
        keep, gone = (a, b) if len(members[a]) >= len(members[b]) else (b, a)
        for x in members[gone]:
            owner[x] = keep
        members[keep].extend(members.pop(gone))
        arts[keep] |= arts.pop(gone)
        if gone in seed_of:
            seed_of[keep] = seed_of.get(keep, []) + seed_of.pop(gone)
    return [sorted(m) for _, m in sorted(members.items(), key=lambda kv: min(kv[1]))]
