"""Story grouping: articles about one real-world event go into one story.

An article is two sparse TF-IDF vectors: its terms (content words, proper names = capitalised
runs, also kept whole, and numbers, the latter two weighted up; title and lead counted more than
the tail) and its names and numbers alone. The similarity of two articles mixes the cosines of
both (``NAME_SIM_WEIGHT``), so that two events of the same kind, which share the event words
("earthquake", "rehab"), are told apart by who, where and how many. Only articles published
within ``settings.story_window_days`` of each other are compared: a story closes that long after
its articles, and a same-kind event weeks later starts its own story. Inside the window the
similarity of two articles published more than ``settings.story_grace_days`` apart fades by e
every ``settings.story_decay_days`` (``time_decay``): a story is one event, so two same-beat
reports of different days ("the Supreme Court" on Friday and on Monday) need more in common.

``group`` clusters the articles of a batch by average link (clusters merge while the mean
similarity of their cross pairs reaches ``settings.group_threshold``). Average link lets later
articles bridge two stories (they merge) and keeps a loose chain of articles apart; the result
does not depend on the input order. The pipeline regroups all stored articles at each ingest
and keeps story ids stable (the oldest id survives a merge). Wire copies (``dedupe``) join their
original's story and count once. Articles are compared a block at a time with scipy sparse
products, only against the blocks still inside the window (memory bounded by the open window).

No spaCy here: regex tokenisation only (``cluster_features``), so that grouping runs at thousands
of articles a second.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from datetime import datetime, timedelta, timezone

from storyline.cluster_features import (  # noqa: F401  (STOP_WORDS, term_counts: re-exported)
    STOP_WORDS,
    features,
    term_counts,
)
from storyline.model import Article

# --- tuning constants (chosen on the ECB+ dev topics, see docs/evaluation-grouping.md) ---
IDF_FLOOR_DOCS = 20  # the document count never goes below this in the IDF formula
MIN_IDF = 0.05  # a word found in every article still counts a little
NAME_SIM_WEIGHT = 0.5  # share of the name-and-number cosine in the similarity of two articles
NAME_EVIDENCE = 1  # an article with fewer distinct names and numbers gets less say from them
FLOOR_RATIO = 0.5  # pairs less similar than this share of the threshold are not kept (count as 0)
BLOCK = 256  # articles vectorised and compared at a time
SETTLE_MIN = 1024  # a component with this many articles out of the window is clustered early

def norm_key(t: datetime | None) -> datetime:
    """A naive UTC datetime for ordering (undated -> datetime.min)."""
    if t is None:
        return datetime.min
    if t.tzinfo is not None:
        return t.astimezone(timezone.utc).replace(tzinfo=None)
    return t


def order_key(article: Article) -> tuple[datetime, str]:
    """The processing order of articles: (published or datetime.min, id)."""
    return (norm_key(article.published), article.id)


def _unit(vec: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vec.values()))
    return {t: v / norm for t, v in vec.items()} if norm else {}


class Idf:
    """Document frequencies learned online; ``weight(term)`` is the current IDF."""

    def __init__(self) -> None:
        self.docs = 0
        self.df: dict[str, int] = {}

    def add(self, terms: Iterable[str]) -> None:
        self.docs += 1
        for t in terms:
            self.df[t] = self.df.get(t, 0) + 1

    def weight(self, term: str) -> float:
        n = max(self.docs, IDF_FLOOR_DOCS)
        return max(math.log((n + 1) / (self.df.get(term, 0) + 1)), MIN_IDF)

    def vector(self, counts: dict[str, float]) -> dict[str, float]:
        """Unit TF-IDF vector of weighted counts (sublinear term frequency)."""
        return _unit({t: ((1.0 + math.log(c)) if c >= 1 else c) * self.weight(t) for t, c in counts.items()})


def _dedupe_ids(articles: Iterable[Article]) -> list[Article]:
    """The articles in (published, id) order, one per id."""
    seen: dict[str, Article] = {}
    for a in sorted(articles, key=order_key):
        seen.setdefault(a.id, a)
    return list(seen.values())


def time_blocks(arts: list[Article], block_size: int = BLOCK) -> list[list[int]]:
    """Indices of ``arts`` (in time order) cut into blocks of about ``block_size`` articles.

    A block never splits articles with the same timestamp, and the undated ones form one block,
    so the blocks (and so the result) do not depend on the order of tied articles.
    """
    out: list[list[int]] = []
    cur: list[int] = []
    for i, a in enumerate(arts):
        if cur and len(cur) >= block_size and norm_key(a.published) != norm_key(arts[cur[-1]].published):
            out.append(cur)
            cur = []
        if cur and a.published is not None and arts[cur[-1]].published is None:
            out.append(cur)
            cur = []
        cur.append(i)
    if cur:
        out.append(cur)
    return out


class _Vectoriser:
    """Sparse TF-IDF rows with the document frequencies of all articles seen so far."""

    def __init__(self) -> None:
        import numpy as np

        self.vocab: dict[str, int] = {}
        self.df = np.zeros(1024, dtype=np.int64)
        self.docs = 0

    def absorb(self, df: dict[str, int], docs: int) -> None:
        """Count ``docs`` articles with document frequencies ``df`` without making their rows
        (what a time partition knows of the articles before its border)."""
        import numpy as np

        vocab = self.vocab
        cols = [vocab.setdefault(t, len(vocab)) for t in df]
        if len(vocab) > len(self.df):
            self.df = np.concatenate([self.df, np.zeros(max(len(vocab), 2 * len(self.df)) - len(self.df), np.int64)])
        np.add.at(self.df, np.array(cols, dtype=np.int64), np.fromiter(df.values(), dtype=np.int64, count=len(df)))
        self.docs += docs

    def matrix(self, counts: list[dict[str, float]]):
        """Learn the document frequencies of a block; return its unit TF-IDF rows (sublinear tf, CSR)."""
        import numpy as np
        from scipy.sparse import csr_matrix, diags

        vocab = self.vocab
        ids: list[int] = []
        for c in counts:
            for t in c:
                j = vocab.get(t)
                if j is None:
                    j = vocab[t] = len(vocab)
                ids.append(j)
        if len(vocab) > len(self.df):
            self.df = np.concatenate([self.df, np.zeros(max(len(vocab), 2 * len(self.df)) - len(self.df), np.int64)])
        cols = np.array(ids, dtype=np.int64)
        np.add.at(self.df, cols, 1)  # a term appears once per article's counts
        self.docs += len(counts)
        n = max(self.docs, IDF_FLOOR_DOCS)
        tf = np.fromiter((w for c in counts for w in c.values()), dtype=np.float64, count=len(ids))
        tf = np.where(tf >= 1.0, 1.0 + np.log(np.maximum(tf, 1.0)), tf)
        vals = tf * np.maximum(np.log((n + 1) / (self.df[cols] + 1.0)), MIN_IDF)
        indptr = np.zeros(len(counts) + 1, dtype=np.int64)
        np.cumsum([len(c) for c in counts], out=indptr[1:])
        m = csr_matrix((vals, cols, indptr), shape=(len(counts), len(vocab)))
        norms = np.sqrt(np.asarray(m.multiply(m).sum(axis=1)).ravel())
        norms[norms == 0] = 1.0
        return diags(1.0 / norms) @ m


def similar_pairs(arts: list[Article], window_days: float, floor: float,
                  name_weight: float = NAME_SIM_WEIGHT, name_evidence: int = NAME_EVIDENCE) -> dict[tuple[int, int], float]:
    """{(i, j): similarity} for i < j (indices into ``arts``, in time order) at or above ``floor``."""
    pairs: dict[tuple[int, int], float] = {}
    for _, _, found in pair_blocks(arts, window_days, floor, name_weight, name_evidence):
        pairs.update(found)
    return pairs


def pair_blocks(arts: list[Article], window_days: float, floor: float, name_weight: float = NAME_SIM_WEIGHT,
                name_evidence: int = NAME_EVIDENCE, block_size: int = BLOCK,
                features_of=None) -> Iterator[tuple[list[int], datetime | None, dict]]:
    """Per block of articles (time order): (its indices, its first time, {(i, j): similarity}).

    The pairs of a block are those between its articles and the articles before them, at or
    above ``floor``, i < j (indices into ``arts``, which must be in time order).

    Similarity = (1 - w) * cosine of the TF-IDF term vectors + w * cosine of the TF-IDF vectors
    of names and numbers, with w = ``name_weight`` * sqrt(c_i * c_j), where c = (distinct names
    and numbers / ``name_evidence``, at most 1): an article with few names leans on its words.
    Only pairs published within ``window_days`` of each other are compared (undated articles
    compare with every article); articles are vectorised a block at a time with the document
    frequencies of everything up to that block, and only the blocks still inside the window
    are kept in memory. ``features_of(articles)``: their ``features``, in order (default: computed
    here; the pipeline reads them from the store's cache), asked for one block at a time.
    """
    times = [a.published and norm_key(a.published) for a in arts]
    blocks = time_blocks(arts, block_size)
    feats = features_of or (lambda block: [features(a) for a in block])
    yield from scan_blocks(times, blocks, lambda b: feats([arts[i] for i in blocks[b]]),
                           window_days, floor, name_weight, name_evidence)


def scan_blocks(times, blocks: list[list[int]], feats_of, window_days: float, floor: float,
                name_weight: float = NAME_SIM_WEIGHT, name_evidence: int = NAME_EVIDENCE,
                emit: set[int] | None = None, absorb: dict[int, tuple] | None = None
                ) -> Iterator[tuple[list[int], datetime | None, dict]]:
    """The loop of ``pair_blocks`` over given ``blocks`` (lists of article indices, time order).

    ``times[i]``: the naive UTC time of article i (None if undated); ``feats_of(b)``: the
    ``features`` of the articles of ``blocks[b]``. A time partition scans only its border
    blocks and its own: ``emit`` (block positions) limits which blocks are yielded (default:
    all), and ``absorb[b] = (term df, name df, articles)`` counts the skipped articles before
    block ``b`` is vectorised, so every block gets the document frequencies it gets in one scan.
    """
    import numpy as np
    from scipy.sparse import diags

    window = timedelta(days=window_days)
    terms, names = _Vectoriser(), _Vectoriser()
    kept: list[tuple] = []  # (indices, term rows, name rows, confidences) of the open blocks
    undated: list[tuple] = []
    for b, block in enumerate(blocks):
        if absorb and b in absorb:
            tdf, ndf, docs = absorb[b]
            terms.absorb(tdf, docs)
            names.absorb(ndf, docs)
        pairs: dict[tuple[int, int], float] = {}
        feats = feats_of(b)
        tb = terms.matrix([f[0] for f in feats])
        nb = names.matrix([f[1] for f in feats])
        cb = diags(np.sqrt(np.minimum(1.0, np.array([len(f[1]) for f in feats], dtype=float) / name_evidence)))
        start = times[block[0]]
        if start is not None:
            kept = [k for k in kept if times[k[0][-1]] is None or times[k[0][-1]] >= start - window]
        if emit is None or b in emit:
            for idx, tk, nk, ck in undated + kept + [(block, tb, nb, cb)]:
                tk.resize((tk.shape[0], tb.shape[1]))  # the vocabulary only grows
                nk.resize((nk.shape[0], nb.shape[1]))
                term_sim = tb @ tk.T
                sim = (term_sim + (cb @ (nb @ nk.T - term_sim) @ ck) * name_weight).tocoo()
                keep = sim.data >= floor
                for r, c, v in zip(sim.row[keep].tolist(), sim.col[keep].tolist(), sim.data[keep].tolist()):
                    i, j = block[r], idx[c]
                    if i == j:
                        continue
                    ti, tj = times[i], times[j]
                    if ti is not None and tj is not None and abs(ti - tj) > window:
                        continue
                    pairs[(j, i) if j < i else (i, j)] = v
        (undated if start is None else kept).append((block, tb, nb, cb))
        if emit is None or b in emit:
            yield block, start, pairs


def average_link(n: int, pairs: dict[tuple[int, int], float], threshold: float) -> list[int]:
    """Average-link clustering of items 0..n-1: the cluster label (smallest member) of each item.

    Two clusters merge while the mean similarity over all their cross pairs (pairs missing from
    ``pairs`` count as 0) is at least ``threshold``; the closest pair of clusters merges first
    (ties: the smallest labels). Deterministic for given inputs.
    """
    import heapq

    size = [1] * n
    label = list(range(n))  # item -> cluster label (valid for labels only after resolution)
    sums: dict[int, dict[int, float]] = {}
    for (i, j), v in pairs.items():
        sums.setdefault(i, {})[j] = sums.setdefault(i, {}).get(j, 0.0) + v
        sums.setdefault(j, {})[i] = sums[i][j]
    heap = [(-v, i, j) for (i, j), v in pairs.items() if v >= threshold]
    heapq.heapify(heap)
    alive = [True] * n
    while heap:
        neg, a, b = heapq.heappop(heap)
        if not (alive[a] and alive[b]):
            continue
        s = sums[a].get(b)
        if s is None or abs(-neg - s / (size[a] * size[b])) > 1e-12:
            continue  # stale entry
        keep, gone = (a, b) if a < b else (b, a)
        alive[gone] = False
        nk, ng = sums[keep], sums.pop(gone)
        nk.pop(gone, None)
        ng.pop(keep, None)
        for c, v in ng.items():
            sc = sums[c]
            sc.pop(gone, None)
            nk[c] = nk.get(c, 0.0) + v
            sc[keep] = nk[c]
        size[keep] += size[gone]
        label[gone] = keep
        for c, v in nk.items():
            avg = v / (size[keep] * size[c])
            if avg >= threshold:
                heapq.heappush(heap, (-avg, min(keep, c), max(keep, c)))
    out = []
    for i in range(n):
        r = i
        while label[r] != r:
            r = label[r]
        out.append(r)
    return out


def group(articles: Iterable[Article], settings, copy_of: dict[str, str] | None = None,
          threshold: float | None = None, name_weight: float = NAME_SIM_WEIGHT,
          pair_source=None, block_size: int = BLOCK, edits=(), features_of=None) -> dict[str, str]:
    """{article id: story id} for a batch of articles, independent of their input order.

    Wire copies (``copy_of``: {copy id: original id}) join their original's story and take no
    part in the similarity. The others are grouped by average link over the similarity of
    articles published within ``settings.story_window_days`` of each other (see
    ``similar_pairs``), faded by their time gap (``time_decay`` with ``settings.story_decay_days``
    and ``settings.story_grace_days``), stopping at ``threshold`` (default
    ``settings.group_threshold``).
    Stories are numbered "s1", "s2", ... in the order of their first article.

    ``pair_source(arts, window_days, floor, name_weight, block_size)`` replaces ``pair_blocks``
    (same arguments, same yield): ``storyline.scale.grouping`` computes the blocks' pairs per
    time partition on a Dask cluster; the clustering over them stays here.
    ``edits`` (``Store.edits()``) are an editor's decisions, applied last (``storyline.edits``).
    ``features_of`` goes to ``pair_blocks`` (the articles' features from a cache).
    """
    copy_of = copy_of or {}
    thr = settings.group_threshold if threshold is None else threshold
    arts = _dedupe_ids(articles)
    ids = {a.id for a in arts}

    def root(aid: str) -> str:
        seen = set()
        while aid in copy_of and copy_of[aid] in ids and aid not in seen:
            seen.add(aid)
            aid = copy_of[aid]
        return aid

    roots = {a.id: root(a.id) for a in arts}
    own = [a for a in arts if roots[a.id] == a.id]
    labels = _stream_average_link(own, settings.story_window_days, thr, name_weight, pair_source, block_size,
                                  settings.story_decay_days, settings.story_grace_days, features_of)
    story_of_label: dict[int, str] = {}
    out: dict[str, str] = {}
    for a, lab in zip(own, labels):  # time order, so story numbers follow first articles
        if lab not in story_of_label:
            story_of_label[lab] = f"s{len(story_of_label) + 1}"
        out[a.id] = story_of_label[lab]
    for a in arts:
        out.setdefault(a.id, out[roots[a.id]])
    if edits:  # an editor's split and merge decisions, applied again at every regrouping
        from .edit_rules import apply_edits

        out = apply_edits(out, edits, roots)
    return out


def time_decay(gap_days: float, decay_days: float, grace_days: float) -> float:
    """The factor on the similarity of two articles published ``gap_days`` apart: 1 within
    ``grace_days``, then exp(-(gap - grace) / decay); 1 when ``decay_days`` is 0 (no fading)."""
    if decay_days <= 0 or gap_days <= grace_days:
        return 1.0
    return math.exp(-(gap_days - grace_days) / decay_days)


def _stream_average_link(arts: list[Article], window_days: float, threshold: float, name_weight: float,
                         pair_source=None, block_size: int = BLOCK, decay_days: float = 0.0,
                         grace_days: float = 0.0, features_of=None) -> list[int]:
    """Average-link labels (first member's index) of ``arts`` (time order), one block at a time.

    Articles joined by a kept pair form a component; average link never merges across
    components, so a component whose newest article has left the window (and that holds no
    undated article) is final: it is clustered then and its pairs are dropped. A long-lived
    component (weak links chain news together) is clustered once ``SETTLE_MIN`` of its articles
    have left the window, and its stories that have left the window are final. New articles
    have no pairs with those, so they could only have lowered their averages: the result is the
    same as clustering everything at once, up to rare merges made early. Memory holds the open
    window's vectors and the pairs of its open components. Each pair's similarity is scaled by
    ``time_decay`` of its articles' time gap (undated articles: no fading) before it is kept.
    """
    parent = list(range(len(arts)))
    window = timedelta(days=window_days)
    times = [a.published and norm_key(a.published) for a in arts]
    comp: dict[int, list] = {}  # root -> [members, pairs, newest time or None if undated inside]
    labels = list(range(len(arts)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def settle(root: int, cutoff: datetime | None = None) -> None:
        """Cluster a component; keep open (as a new component) the stories not older than ``cutoff``."""
        members, pairs, _ = comp.pop(root)
        if len(members) == 1:
            return
        members.sort()
        local = {g: k for k, g in enumerate(members)}
        lab = average_link(len(members), {(local[i], local[j]): v for (i, j), v in pairs.items()}, threshold)
        stories: dict[int, list[int]] = {}
        for g, k in zip(members, lab):
            stories.setdefault(members[k], []).append(g)
        still_open: list[int] = []
        for first, story in stories.items():
            if cutoff is None or max(times[g] for g in story) < cutoff:
                for g in story:
                    labels[g] = first
            else:
                still_open.extend(story)
        if still_open:
            keep = set(still_open)
            new_root = min(still_open)
            for g in still_open:
                parent[g] = new_root
            comp[new_root] = [still_open, {(i, j): v for (i, j), v in pairs.items() if i in keep and j in keep},
                              max(times[g] for g in still_open)]

    floor = threshold * FLOOR_RATIO
    if pair_source is None:
        scan = pair_blocks(arts, window_days, floor, name_weight, block_size=block_size, features_of=features_of)
    else:
        scan = pair_source(arts, window_days, floor, name_weight, block_size)
    for block, start, found in scan:
        for i in block:
            comp[i] = [[i], {}, times[i]]
        for (i, j), v in found.items():
            if decay_days > 0 and times[i] is not None and times[j] is not None:
                v *= time_decay(abs((times[i] - times[j]).total_seconds()) / 86400, decay_days, grace_days)
                if v < floor:
                    continue
            ri, rj = find(i), find(j)
            if ri != rj:
                if len(comp[ri][0]) < len(comp[rj][0]):
                    ri, rj = rj, ri
                big, small = comp[ri], comp.pop(rj)
                parent[rj] = ri
                big[0].extend(small[0])
                big[1].update(small[1])
                big[2] = None if big[2] is None or small[2] is None else max(big[2], small[2])
            comp[ri][1][(i, j)] = v
        if start is None:
            continue
        cutoff = start - window
        for root in [r for r, c in comp.items() if c[2] is not None and c[2] < cutoff]:
            settle(root)
        for root in [r for r, c in comp.items() if c[2] is not None and len(c[0]) >= SETTLE_MIN]:
            if sum(times[g] < cutoff for g in comp[root][0]) >= SETTLE_MIN:
                settle(root, cutoff)
    for root in list(comp):
        settle(root)
    return labels


def story_title(articles: list[Article]) -> str:
    """The title of the article most central to the story (ties: the earliest)."""
    if not articles:
        return ""
    ordered = sorted(articles, key=order_key)
    idf = Idf()
    counts = [term_counts(a) for a in ordered]
    for c in counts:
        idf.add(c)
    vecs = [idf.vector(c) for c in counts]
    total: dict[str, float] = {}  # the sum of all vectors: an article's mean similarity to the others
    for v in vecs:                # is its dot product with (total - itself) / (n - 1), linear in n
        for t, x in v.items():
            total[t] = total.get(t, 0.0) + x
    best, best_score = ordered[0], -1.0
    for a, v in zip(ordered, vecs):
        score = sum(x * (total[t] - x) for t, x in v.items()) / (len(vecs) - 1) if len(vecs) > 1 else 0.0
        if score > best_score + 1e-12:
            best, best_score = a, score
    return best.title
