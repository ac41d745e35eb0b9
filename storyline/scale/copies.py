"""Wire copies found on a Dask cluster: MinHash band keys shuffled so candidates meet on one worker.

Gives exactly ``dedupe.find_copies`` (same shingles, MinHash parameters, LSH bands and
tie-breaks), computed in four steps:

1. *sign* (workers): per partition of articles, the normalised-text digest, word count and
   MinHash signature of each article (``dedupe`` parameters: 128 permutations, word 5-shingles);
2. *exact copies* (driver, tiny data): the first article of each text digest is the original
   of later ones with the same digest; those copies leave the LSH (as in ``CopyIndex.add``);
3. *band shuffle* (workers): each remaining article of >= ``MIN_WORDS`` words emits one record
   per LSH band, bucketed by a stable hash of the band key; each reducer receives one bucket
   of every partition, so all articles sharing a band key meet there; it verifies candidate
   pairs (estimated Jaccard >= ``dup_threshold``) and returns them;
4. *links* (driver): each article keeps its most similar earlier candidate (ties: the
   earliest), and a copy of a copy points at the original, in (published, id) order.
"""

from __future__ import annotations

import operator
import zlib
from collections.abc import Sequence

from storyline.cluster import order_key
from storyline.dedupe import NUM_PERM, choose_originals, sketch
from storyline.model import Article

PART_ARTICLES = 400  # articles per signing partition


def lsh_bands(threshold: float) -> list[tuple[int, int]]:
    """The (start, end) ranges of the LSH bands datasketch uses for ``threshold`` (as ``CopyIndex``)."""
    from datasketch import MinHashLSH

    return list(MinHashLSH(threshold=threshold, num_perm=NUM_PERM).hashranges)


# --- worker tasks (module-level so that workers import them) --------------------------------
def sign_part(items: list[tuple[int, str]]) -> list[tuple]:
    """[(order, digest, words, hash values or None)] of a partition of (order, text)."""
    from datasketch import MinHash

    template = MinHash(num_perm=NUM_PERM)
    return [(order, *sketch(text, template)) for order, text in items]


def meta_part(signed: list[tuple]) -> list[tuple[int, str, int]]:
    """The small part of signed records: (order, digest, words)."""
    return [(o, d, n) for o, d, n, _ in signed]


def band_part(signed: list[tuple], excluded: frozenset, bands: list[tuple[int, int]], buckets: int) -> list[list]:
    """Band records of a partition split into ``buckets`` lists by a stable hash of the band key."""
    out: list[list] = [[] for _ in range(buckets)]
    for order, _digest, _n, hv in signed:
        if hv is None or order in excluded:
            continue
        for b, (start, end) in enumerate(bands):
            key = hv[start:end].tobytes()
            out[zlib.crc32(key, b) % buckets].append((b, key, order, hv))
    return out


def pair_bucket(threshold: float, *parts: list) -> list[tuple[int, int, float]]:
    """Verified candidate pairs (later order, earlier order, similarity) of one bucket of band records."""
    import numpy as np

    groups: dict[tuple[int, bytes], list] = {}
    for part in parts:
        for b, key, order, hv in part:
            groups.setdefault((b, key), []).append((order, hv))
    found: dict[tuple[int, int], float] = {}
    for members in groups.values():
        if len(members) < 2:
            continue
        members.sort(key=operator.itemgetter(0))
        for i in range(1, len(members)):
            oi, hi = members[i]
            for oj, hj in members[:i]:
                if (oi, oj) in found:
                    continue
                sim = float(np.count_nonzero(hi == hj)) / float(len(hi))
                if sim >= threshold:
                    found[(oi, oj)] = sim
    return [(a, b, s) for (a, b), s in found.items()]


# --- driver ----------------------------------------------------------------------------------
def find_copies_dask(client, articles: Sequence[Article], settings,
                     part_articles: int = PART_ARTICLES) -> dict[str, str]:
    """{copy id: original id} over ``articles``, computed on the cluster of ``client``; equals ``find_copies``."""
    ordered = sorted(articles, key=order_key)
    if not ordered:
        return {}
    ids = [a.id for a in ordered]
    parts = [
        [(i, ordered[i].text) for i in range(s, min(s + part_articles, len(ordered)))]
        for s in range(0, len(ordered), part_articles)
    ]
    scattered = client.scatter(parts)
    signed = [client.submit(sign_part, p, pure=False) for p in scattered]
    metas = client.gather([client.submit(meta_part, s) for s in signed])

    exact_of: dict[int, int] = {}
    first: dict[str, int] = {}
    for meta in metas:
        for order, digest, n in meta:
            if not n:
                continue
            if digest in first:
                exact_of[order] = first[digest]
            else:
                first[digest] = order

    bands = lsh_bands(settings.dup_threshold)
    buckets = max(1, min(len(signed), 64))
    (excluded,) = client.scatter([frozenset(exact_of)], broadcast=True)
    mapped = [client.submit(band_part, s, excluded, bands, buckets, pure=False) for s in signed]
    reduced = [
        client.submit(pair_bucket, settings.dup_threshold, *[client.submit(operator.getitem, m, j) for m in mapped])
        for j in range(buckets)
    ]
    best: dict[int, tuple[float, int]] = {}
    for pairs in client.gather(reduced):
        for later, earlier, sim in pairs:
            cur = best.get(later)
            if cur is None or sim > cur[0] or (sim == cur[0] and earlier < cur[1]):
                best[later] = (sim, earlier)
    del scattered, signed, mapped, reduced

    original: dict[int, int] = {}
    for order in sorted(set(exact_of) | set(best)):
        of = exact_of[order] if order in exact_of else best[order][1]
        original[order] = original.get(of, of)
    return choose_originals({ids[o]: ids[root] for o, root in original.items() if root != o}, ordered)

