"""Wire-copy detection: link each article to the earlier article it copies.

An exact copy has the same normalised text (lower case, words only). A near copy (a reprint
with another byline, first or last line, or small edits) is found with MinHash over word
5-shingles of the normalised text: MinHash-LSH proposes candidates and the estimated Jaccard
similarity must reach ``settings.dup_threshold``. A copy of a copy points at the original.
Texts shorter than ``MIN_WORDS`` words are only ever exact copies (too little evidence).

Which article is the original: the earliest; among copies published at the same time (or all
undated) the one from a wire service (AP, Reuters, AFP, ...), else the one whose outlet the
others credit ("By The Associated Press", a "(AP)" dateline, also in the furniture the cleaner
removed), else the first by id.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from storyline.cluster import norm_key, order_key
from storyline.model import Article

NUM_PERM = 128
SHINGLE = 5
MIN_WORDS = 30
_WORD = re.compile(r"\w+")
CREDIT_CHARS = 400  # a byline or dateline credit sits this close to the start or the end of the text


def normalized_words(text: str) -> list[str]:
    """The lower-cased words of a text (punctuation and spacing ignored)."""
    return _WORD.findall((text or "").lower())


def shingles(words: list[str]) -> set[bytes]:
    """The word 5-shingles of a normalised text, as the MinHash sketch takes them."""
    return {" ".join(words[i : i + SHINGLE]).encode("utf-8") for i in range(len(words) - SHINGLE + 1)}


def text_digest(words: list[str]) -> str:
    """What makes two texts exact copies: the hash of their normalised words."""
    return hashlib.sha1(" ".join(words).encode("utf-8")).hexdigest()


def sketch(text: str, template=None):
    """(digest of the normalised words, word count, MinHash hash values or None when the text is too
    short for a near copy). ``template``: a MinHash whose permutations to reuse (making them is most
    of a short text's cost)."""
    from datasketch import MinHash

    words = normalized_words(text)
    if len(words) < MIN_WORDS:
        return text_digest(words), len(words), None
    template = template or MinHash(num_perm=NUM_PERM)
    m = MinHash(num_perm=NUM_PERM, permutations=template.permutations, scheme=template.scheme)
    m.update_batch(list(shingles(words)))
    return text_digest(words), len(words), m.hashvalues


class CopyIndex:
    """Articles seen so far; ``add`` tells whether a new article copies one of them."""

    def __init__(self, settings) -> None:
        from datasketch import MinHash, MinHashLSH

        self.threshold = settings.dup_threshold
        self._lsh = MinHashLSH(threshold=self.threshold, num_perm=NUM_PERM)
        template = MinHash(num_perm=NUM_PERM)  # permutations made once: every sketch shares the seed's
        self._template = template
        self._perms, self._scheme = template.permutations, template.scheme
        self._dtype = template.hashvalues.dtype  # the stored bytes are read back in the scheme's width
        self.kind = f"{template.scheme}/{NUM_PERM}/{SHINGLE}/{MIN_WORDS}"  # what a kept sketch must match
        self._hashes: dict[str, str] = {}  # text hash -> first article with that text
        self._sketches: dict[str, object] = {}
        self._original: dict[str, str] = {}  # copy id -> original id
        self._order: dict[str, int] = {}

    def sketch_of(self, text: str) -> tuple[str, int, bytes | None]:
        """``sketch`` with the hash values as bytes (as the store keeps them): all ``add`` needs of an
        article's text."""
        digest, n_words, hashes = sketch(text, self._template)
        return digest, n_words, None if hashes is None else hashes.tobytes()

    def add(self, article: Article, known: tuple[str, int, bytes | None] | None = None) -> str | None:
        """Index ``article``; return the id of the earlier article it copies, or None. ``known``: its
        ``sketch_of`` from an earlier run (the store keeps them)."""
        import numpy as np
        from datasketch import MinHash

        if article.id in self._order:
            return self._original.get(article.id)
        self._order[article.id] = len(self._order)
        digest, n_words, hashes = known or self.sketch_of(article.text)
        if n_words and digest in self._hashes:
            return self._link(article.id, self._hashes[digest])
        if n_words:
            self._hashes[digest] = article.id
        if n_words < MIN_WORDS or hashes is None:
            return None
        sketch = MinHash(num_perm=NUM_PERM, hashvalues=np.frombuffer(hashes, dtype=self._dtype).copy(),
                         permutations=self._perms, scheme=self._scheme)
        best, best_sim = None, -1.0
        for cand in self._lsh.query(sketch):
            sim = sketch.jaccard(self._sketches[cand])
            earlier = best is not None and sim == best_sim and self._order[cand] < self._order[best]
            if sim >= self.threshold and (sim > best_sim or earlier):
                best, best_sim = cand, sim
        self._sketches[article.id] = sketch
        self._lsh.insert(article.id, sketch)
        return self._link(article.id, best) if best is not None else None

    def original(self, article_id: str) -> str:
        """The original an article copies (itself when it is not a copy)."""
        return self._original.get(article_id, article_id)

    def _link(self, copy_id: str, of: str) -> str:
        root = self.original(of)
        self._original[copy_id] = root
        return root


def is_wire(article: Article) -> bool:
    """Whether the article's outlet is a wire service (``storyline.outlets``: data/outlets.csv)."""
    from storyline.outlets import is_wire as wire

    return wire(article.source or "")


def _outlet_names(source: str) -> list[str]:
    """Every spelling of an outlet (its known aliases and the given name)."""
    from storyline.outlets import known

    found = known(source)
    names = {source.strip(), *(found.names if found else ())}
    return sorted((n for n in names if n), key=len, reverse=True)


def credits(article: Article, source: str) -> bool:
    """Whether ``article`` credits outlet ``source`` in a byline or dateline (also in removed text)."""
    names = _outlet_names(source)
    if not names:
        return False
    alt = "|".join(re.escape(n) for n in names)
    pattern = re.compile(rf"(?:\b[Bb]y:?\s+(?:[Tt]he\s+)?(?:{alt})\b|\((?:{alt})\)|^\W*(?:[Tt]he\s+)?(?:{alt})\W*$"
                         rf"|\b(?:[Ss]ource|[Cc]ourtesy(?:\s+of)?|[Vv]ia)\s*:?\s+(?:[Tt]he\s+)?(?:{alt})\b)", re.M)
    text = article.text or ""
    zones = [text[:CREDIT_CHARS], text[-CREDIT_CHARS:]] + [r.text for r in article.removed]
    return any(pattern.search(z) for z in zones)


def _original_key(article: Article, peers: list[Article]) -> tuple:
    """Sort key of the best original among copies published at the same time."""
    credited = any(p.id != article.id and credits(p, article.source) for p in peers) if article.source else False
    return (not is_wire(article), not credited, article.id)


def find_copies(articles: Iterable[Article], settings,
                sketches: dict[str, tuple[str, int, bytes | None]] | None = None,
                index: CopyIndex | None = None) -> dict[str, str]:
    """{copy id: original id} over a batch, independent of the input order.

    Articles are taken in (published, id) order; then in each group of copies the original is
    re-chosen among the members published at the earliest time (see the module notes).
    ``sketches``: {id: ``CopyIndex.sketch_of``} known from earlier runs; the sketches computed
    here are added to it (the store keeps them for the next regroup; ``index.kind`` says which
    sketches fit: pass the ``index`` they are read for).
    """
    arts = sorted(articles, key=order_key)
    index = CopyIndex(settings) if index is None else index
    found: dict[str, str] = {}
    for article in arts:
        known = sketches.get(article.id) if sketches is not None else None
        if sketches is not None and known is None:
            known = sketches[article.id] = index.sketch_of(article.text)
        original = index.add(article, known)
        if original is not None and original != article.id:
            found[article.id] = original
    return choose_originals(found, arts)


def choose_originals(found: dict[str, str], articles: Iterable[Article]) -> dict[str, str]:
    """Re-choose the original of each group of copies ({copy id: original id} in (published, id)
    order) among its members published at the earliest time: a wire service, else the outlet
    the others credit, else the first id. Used by ``find_copies`` and the distributed job.
    """
    if not found:
        return found
    by_id = {a.id: a for a in articles}
    groups: dict[str, list[str]] = {}
    for copy, root in found.items():
        groups.setdefault(root, [root]).append(copy)
    out: dict[str, str] = {}
    for root, members in groups.items():
        first = norm_key(by_id[root].published)
        peers = [by_id[m] for m in members if norm_key(by_id[m].published) == first]
        best = min(peers, key=lambda a: _original_key(a, peers)).id if len(peers) > 1 else root
        for m in members:
            if m != best:
                out[m] = best
    return out
