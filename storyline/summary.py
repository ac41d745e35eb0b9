"""The story summary: a few verbatim sentences, each citing the articles that contain it.

Candidates are the articles' own sentences that can stand alone (storyline.summary_features:
no page furniture, no quote fragment, a complete sentence of 6-70 words; a copy's sentences
are its original's).

What to pick is learned. A small model of regression trees (``summary_model.json``, fitted
offline on the AllSides crawl by storyline.evaluation.train_summary; scoring here is plain
Python) predicts, for every word of the story, how often an editor's neutral summary of it
uses the word, from how many articles, headlines and leads use it, how early, and whether it
is a function word, a number or a name. Sentences are then added greedily, each time the one
that most raises the expected ROUGE-1 F of the summary against that predicted reference
(plus a small prior for an article's first sentences), stopping at ``limit`` sentences or
when no sentence adds. Skipped on the way:

* near-repeats of a chosen sentence (fuzzy ratio, or TF-IDF cosine >= 0.5),
* a sentence whose main fact a chosen sentence already tells, unless it is a lead whose main
  fact is no number (leads share their event, date and people and still add wording),
* leads beyond two thirds of the summary: a third lead mostly retells the first two.

The chosen sentences are put in reading order (earlier in their article first; among equals,
the one more independent outlets support first).
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from pathlib import Path

from .align import Alignment
from .judge import Judged, articles_containing
from .summary_features import (  # noqa: F401  (re-exported: the summary's public helpers)
    WORD_FEATURES, Candidate, can_stand_alone, candidates, consensus_weights, story_sentences, tokens, word_table,
)
from .textsim import cosine

NEAR_REPEAT = 75  # rapidfuzz ratio above which a candidate repeats a chosen sentence
NEAR_REPEAT_SIM = 0.5  # TF-IDF cosine above which a candidate paraphrases a chosen sentence
LEAD_SHARE = 2 / 3  # most leads in a summary, as a share of its sentences (at least one)
MODEL_PATH = Path(__file__).with_name("summary_model.json")
_sentences = story_sentences  # old private name


def load_model(path: Path | str = MODEL_PATH) -> dict:
    """The learned scorer's parameters (format: storyline.evaluation.train_summary), read once per
    process and path (a brief used to read the file again); the dict is shared: read it, never change it."""
    return _read_model(str(path))


@lru_cache(maxsize=4)
def _read_model(path: str) -> dict:
    model = json.loads(Path(path).read_text(encoding="utf-8"))
    if tuple(model.get("features", ())) != WORD_FEATURES:
        raise ValueError(f"{path}: its features differ from summary_features.WORD_FEATURES; retrain it")
    return model


def _tree_value(tree: dict, x: list[float]) -> float:
    node, left, right = 0, tree["left"], tree["right"]
    while left[node] >= 0:
        node = left[node] if x[tree["feature"][node]] <= tree["threshold"][node] else right[node]
    return tree["value"][node]


def predict(model: dict, x: list[float]) -> float:
    """The model's raw output for one feature row: bias + learning rate x the trees' values."""
    return model["bias"] + model["learning_rate"] * sum(_tree_value(t, x) for t in model["trees"])


def predict_rows(model: dict, rows: list[list[float]]) -> list[float]:
    """``predict`` over many rows at once (numpy: every row walks each tree level by level)."""
    import numpy as np

    X = np.asarray(rows, dtype=float).reshape(len(rows), -1)
    out = np.full(len(X), float(model["bias"]))
    at = np.arange(len(X))
    for t in model["trees"]:
        left, right = np.asarray(t["left"]), np.asarray(t["right"])
        feature, threshold = np.asarray(t["feature"]), np.asarray(t["threshold"], dtype=float)
        node = np.zeros(len(X), dtype=int)
        inner = left[node] >= 0
        while inner.any():
            goes_left = X[at, feature[node]] <= threshold[node]
            node = np.where(inner, np.where(goes_left, left[node], right[node]), node)
            inner = left[node] >= 0
        out += model["learning_rate"] * np.asarray(t["value"], dtype=float)[node]
    return out.tolist()


def expected_counts(al: Alignment, model: dict, only: set[str] | None = None) -> dict[str, float]:
    """{word: predicted uses in an editor's summary of the story} (> 0; words predicted 0 left out).

    ``only``: predict just these words (the candidates' words: no other word changes the pick).
    """
    vocab, rows = word_table(al, only)
    if not vocab:
        return {}
    return {w: v for w, v in zip(vocab, predict_rows(model, rows)) if v > 0}


def expected_f(words: Counter, length: int, expected: dict[str, float], ref_words: float) -> float:
    """Expected ROUGE-1 F of a text (its word counts and length) against the predicted reference."""
    overlap = sum(min(n, expected.get(w, 0.0)) for w, n in words.items())
    return 2 * overlap / (length + ref_words) if length + ref_words > 0 else 0.0


EMPTY: Counter = Counter()
BOUND_MARGIN = 1e-9  # ``select``: a candidate's bound must beat the best by this much to be scored


class _ExpectedF:
    """``expected_f(words + extra, ...)`` for many ``extra`` over one ``words``: the terms of its
    overlap sum for ``words`` are computed once, then each candidate changes those of its own words
    and appends its new ones; the sum runs over the same terms in the same order, so the figure is
    the same to the last bit."""

    def __init__(self, words: Counter, expected: dict[str, float]):
        self.expected = expected
        self.counts = list(words.values())
        self.at = {w: k for k, w in enumerate(words)}
        self.terms = [min(n, expected.get(w, 0.0)) for w, n in words.items()]

    def f(self, extra: Counter, length: int, ref_words: float) -> float:
        get, at, counts = self.expected.get, self.at, self.counts
        terms = self.terms[:]
        for w, n in extra.items():
            k = at.get(w)
            if k is None:
                terms.append(min(n, get(w, 0.0)))
            else:
                terms[k] = min(counts[k] + n, get(w, 0.0))
        overlap = sum(terms)
        return 2 * overlap / (length + ref_words) if length + ref_words > 0 else 0.0


def repeats(text: str, vec: dict[str, float], chosen: list[Candidate]) -> bool:
    """True when a sentence nearly repeats, or closely paraphrases, one already chosen."""
    from rapidfuzz import fuzz

    return any(fuzz.ratio(text.lower(), o.text.lower()) >= NEAR_REPEAT or cosine(vec, o.vec) >= NEAR_REPEAT_SIM
               for o in chosen)


def select(pool: list[Candidate], limit: int, expected: dict[str, float], model: dict,
           title: str = "") -> list[Candidate]:
    """Greedy pick of at most ``limit`` candidates, each raising the objective most; no repeats.

    ``title``: the headline shown above the summary. Its words count as already said (a
    sentence is picked for what it adds to the title), and a sentence repeating it is skipped.
    """
    from rapidfuzz import fuzz

    ref_words, lead_weight = model["ref_words"], model["lead_weight"]
    max_leads = max(1, int(model.get("lead_share", LEAD_SHARE) * limit + 1e-9))
    toks = {id(c): tokens(c.text) for c in pool}
    if title:
        pool = [c for c in pool if fuzz.ratio(c.text.lower(), title.lower()) < NEAR_REPEAT]
    chosen: list[Candidate] = []
    words: Counter = Counter(tokens(title))
    length, prior = sum(words.values()), 0.0
    value = expected_f(words, length, expected, ref_words) if length else 0.0
    counts = {id(c): Counter(t) for c in pool if (t := toks[id(c)])}
    # a candidate's overlap is at most the chosen words' plus its own words' alone (min(n, e) adds up
    # no faster than that): one whose bound cannot beat the best so far is not scored (the margin is
    # far above the rounding of either sum), so the pick is the one the full scoring makes
    own = {k: sum(min(n, expected.get(w, 0.0)) for w, n in cnt.items()) for k, cnt in counts.items()}
    chosen_ids: set[int] = set()  # (candidates are distinct sentences: ``c in chosen`` is identity)
    while len(chosen) < limit:
        best, best_value = None, value
        with_words = _ExpectedF(words, expected)
        base = sum(with_words.terms)
        leads_full = sum(o.rank == 0 for o in chosen) >= max_leads
        for c in pool:  # story order breaks ties
            if id(c) in chosen_ids or (c.rank == 0 and leads_full):
                continue
            if c.retold and any(c.main in o.facts for o in chosen):
                continue  # leads may share their event or people, not their number; later sentences add news
            t = toks[id(c)]
            lead = lead_weight * (prior + 1 / (1 + c.rank) ** 2)
            total = length + len(t) + ref_words
            if total > 0 and 2 * (base + own.get(id(c), 0.0)) / total + lead + BOUND_MARGIN < best_value + 1e-12:
                continue
            v = with_words.f(counts.get(id(c), EMPTY), length + len(t), ref_words) + lead
            if v > best_value + 1e-12 and not repeats(c.text, c.vec, chosen):
                best, best_value = c, v
        if best is None:
            break
        chosen.append(best)
        chosen_ids.add(id(best))
        words.update(toks[id(best)])
        length += len(toks[id(best)])
        prior += 1 / (1 + best.rank) ** 2
        value = best_value
    return chosen


def reading_order(al: Alignment, chosen: list[Candidate]) -> list[Candidate]:
    """Earlier in its article first; then more supporting outlets, then story order."""
    order = {a: k for k, a in enumerate(al.order)}
    return sorted(chosen, key=lambda c: (c.index / max(c.total, 1), -len(c.support), order[c.article], c.index))


def summarize(al: Alignment, limit: int, judged: Judged | None = None, model: dict | None = None,
              title: str = "") -> list[dict]:
    """Extractive summary of at most ``limit`` sentences, picked by the learned scorer, no repeats.

    ``title``: the story's headline, shown above the summary; the sentences add to it.

    Each entry: the sentence, the articles containing it verbatim, its support (independent
    outlets with a similar sentence or a shared fact), those outlets' names, ``also_in``
    (articles that say it in other words) and ``disputed``: the ids of the conflicting or
    contested facts it tells (another outlet gives another figure, or someone denies it), so a
    sentence is never shown as simply "supported" when part of it is in dispute.
    """
    if limit <= 0:
        return []
    _, pool = candidates(al, judged)
    if not pool:
        return []
    model = model or load_model()
    needed = set().union(*(tokens(c.text) for c in pool), tokens(title))
    chosen = reading_order(al, select(pool, limit, expected_counts(al, model, needed), model, title))
    disputed = {f.id for f in judged.facts if f.status in ("conflicting", "contested")} if judged else set()
    rank = {f.id: n for n, f in enumerate(judged.facts)} if judged else {}
    out = []
    for c in chosen:
        arts = list(articles_containing(al, c.text)) or [c.article]
        out.append({
            "sentence": c.text, "articles": arts, "support": len(c.support),
            "outlets": sorted(al.names.get(o, o) for o in c.support),
            "also_in": [a for a in c.also if a not in arts],
            "disputed": sorted(c.facts & disputed, key=rank.__getitem__),
        })
    return out
