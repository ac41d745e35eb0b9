"""The brief's faster forms (issue 19) give exactly what the plain forms they replace gave: the last
whole-word place of a subject, the summary's expected ROUGE figure, a claim's sentence, a claim's
place in the list of claims, the sorted candidate pairs; and, on the claims of real PolNeAR stories,
the candidate search, the pair probabilities, the similarity rows, the concept vectors, the summary's
pick, the clauses' quotations and dates, the literal prefilters before case-blind patterns, the
timeline's article search. No timing here: ``bench/bench_claims.py``."""

from __future__ import annotations

import math
import random
import re
import sys
from collections import Counter

import pytest

from storyline.align import _ordered_starts, _sentence_of
from storyline.align_claims import (MAX_CANDIDATES, SMALL_STORY, TOP_K, ClaimView, Similarities, _candidate_pairs,
                                   _candidate_sides)
from storyline.align_items import Item
from storyline.brief import _word_before
from storyline.judge import _list_index
from storyline.model import Sentence, Span
from storyline.summary import EMPTY, LEAD_SHARE, NEAR_REPEAT, _ExpectedF, expected_f, repeats
from storyline.summary_features import Candidate, tokens


def _word_before_plain(text: str, words: str, lo: int, hi: int) -> int:
    found = -1
    for m in re.finditer(r"(?<!\w)" + re.escape(words) + r"(?!\w)", text[lo:hi]):
        found = lo + m.start()
    return found


@pytest.mark.parametrize("text,words,lo,hi", [
    ("The video, posted to YouTube", "The video", 0, 28),
    ("he said the theme", "he", 0, 17),  # not inside "the", "theme"
    ("ab ab ab", "ab ab", 0, 8),  # overlapping places: finditer goes on from a match's end
    ("x_he he", "he", 0, 7),  # "_" is a word character
    ("Renée Smith and Smith", "Smith", 2, 21),  # a slice that starts inside a word
    ("café Smith", "Smith", 0, 10),
    ("", "he", 0, 0),
    ("a b", "", 0, 3),
], ids=["subject", "inside-words", "overlap", "underscore", "slice", "accent", "empty-text", "empty-words"])
def test_word_before_is_the_last_regex_match(text, words, lo, hi):
    assert _word_before(text, words, lo, hi) == _word_before_plain(text, words, lo, hi)


def test_word_before_random_texts():
    rng = random.Random(7)
    parts = ["a", "b", " ", "_", "é", "1", ".", "ab", "ab ab", "\u00b2"]
    for _ in range(3000):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 10)))
        words = "".join(rng.choice(parts) for _ in range(rng.randint(1, 3)))
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text) + 1)
        assert _word_before(text, words, lo, hi) == _word_before_plain(text, words, lo, hi)


def test_expected_f_over_one_words_is_the_plain_figure_to_the_bit():
    rng = random.Random(3)
    vocab = [f"w{k}" for k in range(30)]
    for _ in range(300):
        words = Counter(rng.choice(vocab) for _ in range(rng.randint(0, 20)))
        expected = {w: rng.choice([0.3, 1.0, 2.5, rng.random() * 3]) for w in rng.sample(vocab, 20)}
        extra = Counter(rng.choice(vocab) for _ in range(rng.randint(0, 12)))
        length, ref = sum(words.values()), rng.choice([0.0, 7.5, 30.0])
        fast = _ExpectedF(words, expected).f(extra, length + sum(extra.values()), ref)
        plain = expected_f(words + extra, length + sum(extra.values()), expected, ref)
        assert fast == plain and type(fast) is type(plain)


@pytest.mark.parametrize("sentences", [
    [Sentence(0, 10), Sentence(11, 20), Sentence(20, 35)],
    [Sentence(0, 10), Sentence(5, 20)],  # overlapping: scanned
    [Sentence(3, 3), Sentence(3, 9)],  # an empty sentence: scanned
    [Sentence(10, 20), Sentence(0, 5)],  # out of order: scanned
    [],
], ids=["ordered", "overlap", "empty", "unordered", "none"])
def test_sentence_of_by_bisection_is_the_scan(sentences):
    starts = _ordered_starts(sentences)
    for start in range(-1, 40):
        span = Span("a", start, start + 2)
        assert _sentence_of(sentences, span, starts) == _sentence_of(sentences, span)


def _item(text: str, start: int) -> Item:
    return Item("statement", ("claim",), None, "a", Span("a", start, start + 5), text, text, ("o",), (), (0, start))


def test_list_index_is_list_index():
    claims = [_item("one", 0), _item("two", 10), _item("one", 0), _item("three", 20)]
    index = _list_index(claims)
    for probe in [*claims, _item("one", 0), _item("three", 20), _item("four", 30)]:
        assert index(probe) == (claims.index(probe) if probe in claims else None)


def _view(article: str, gist: str, sentence: str, vec: dict) -> ClaimView:
    return ClaimView(article=article, gist=gist, sentence=sentence, trigger="", names=frozenset(), subject=None,
                     numbers=frozenset(), days=[], negated=False, source=None, quote=False, lead=False, words=5,
                     gvec=vec, svec=vec)


def _candidates_plain(views: list[ClaimView]) -> set[tuple[int, int]]:
    """The candidate search as it was written before (a loop over articles and rows)."""
    import numpy as np

    sims = Similarities(views)
    arts = sims.articles
    names = sorted(set(arts))
    per_article = TOP_K if len(names) <= SMALL_STORY else 1
    col_art = np.array([names.index(a) for a in arts])
    order = np.argsort(col_art, kind="stable")
    bounds = np.searchsorted(col_art[order], np.arange(len(names) + 1))
    out = set()
    dense = (sims.gist @ sims.gist.T + 0.5 * (sims.sent @ sims.sent.T)).toarray()[:, order]
    vals, cols = [], []
    for a in range(len(names)):
        seg = dense[:, bounds[a]:bounds[a + 1]]
        top = np.argmax(seg, axis=1)[:, None] if per_article == 1 else \
            np.argsort(-seg, axis=1, kind="stable")[:, :per_article]
        v = np.take_along_axis(seg, top, axis=1)
        v[col_art == a] = 0.0
        vals.append(v)
        cols.append(order[bounds[a] + top])
    vals, cols = np.concatenate(vals, axis=1), np.concatenate(cols, axis=1)
    best = np.argsort(-vals, axis=1, kind="stable")[:, :MAX_CANDIDATES]
    for i in range(len(views)):
        for c in best[i]:
            if vals[i, c] > 0:
                j = int(cols[i, c])
                out.add((min(i, j), max(i, j)))
    return out


@pytest.mark.parametrize("articles", [3, 8], ids=["small-story", "large-story"])
def test_candidate_pairs_are_the_sorted_candidates(articles):
    rng = random.Random(articles)
    words = [f"w{k}" for k in range(12)]
    views = []
    for n in range(60):
        vec = {w: rng.random() for w in rng.sample(words, 4)} if n % 5 != 4 else dict(views[n - 3].gvec)  # ties too
        views.append(_view(f"a{n % articles}", " ".join(vec), " ".join(vec), vec))
    pairs = _candidate_pairs(views)
    assert pairs and pairs == sorted(_candidates_plain(views))
    assert all(type(i) is int and type(j) is int and i < j for i, j in pairs)


@pytest.fixture(scope="module")
def polnear_stories(bench_dir, nlp):
    """{articles: the alignment of a story of the first PolNeAR train articles about the 2016 campaign}
    (as ``bench/bench_claims.py`` makes its stories): real claims, with claims sharing one sentence
    and sentences told alike in several articles."""
    from storyline.align import align
    from storyline.brief import bundle_of
    from storyline.model import Article, Story
    from storyline.pipeline import prepare

    paths = sorted(p for p in (bench_dir / "polnear" / "data" / "train" / "text").glob("*.txt")
                   if re.search("clinton|trump", p.stem, re.I) and "morning-email" not in p.stem)[:12]
    if not paths:
        pytest.skip("no PolNeAR train texts")
    prepared = [prepare(Article(id=p.stem, source=p.stem.split("_")[0], title=p.stem.split("_", 2)[-1],
                                text=p.read_text(encoding="utf-8")), nlp)[:2] for p in paths]
    out = {}
    for n in (SMALL_STORY - 1, len(prepared)):
        arts = {a.id: a for a, _ in prepared[:n]}
        finds = {a.id: f for a, f in prepared[:n]}
        out[n] = align(*bundle_of(Story("s", "t", tuple(arts)), arts, finds, {}))
    return out


@pytest.fixture(scope="module")
def polnear_claims(polnear_stories):
    """{articles: (the claims' views, their Similarities)} of ``polnear_stories``."""
    return {n: (al.claims["views"], al.claims["sims"]) for n, al in polnear_stories.items()}


def test_candidate_pairs_of_real_claims_are_the_plain_candidates(polnear_claims):
    for views, sims in polnear_claims.values():
        assert len({id(v.svec) for v in views}) < len(views)  # claims share sentences: the shortcut is used
        pairs = _candidate_pairs(views, sims=sims)
        assert len(pairs) > len(views) and pairs == sorted(_candidates_plain(views))


def test_pair_probabilities_of_real_claims_are_the_plain_ones_to_the_bit(polnear_claims):
    from storyline.align_claims import load_model, pair_features, pair_probabilities

    model = load_model()
    for views, sims in polnear_claims.values():
        pairs = _candidate_pairs(views, sims=sims)
        fast = pair_probabilities(views, pairs, model, sims)
        assert pair_probabilities(views, pairs, model, sims, _candidate_sides(views, sims=sims)) == fast
        g, st, c = (a.tolist() for a in sims.pair_cosines(pairs))  # as ``score_pairs`` gave them before
        plain = [model.probability(pair_features(views[i], views[j], (g[n], st[n], c[n])))
                 for n, (i, j) in enumerate(pairs)]
        assert fast == plain and all(type(p) is float for p in fast)
        assert len(set(fast)) > 100  # many distinct figures, not a degenerate story


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="sum() of floats compensates from Python 3.12")
def test_probability_is_the_plain_sum_of_products():
    """``AlignModel.probability`` adds one product after another, as ``sum`` did before Python 3.12 (so
    ``pair_probabilities``' columns, added in the same order, give the same floats on every Python)."""
    from operator import mul

    from storyline.align_claims import FEATURES, AlignModel

    rng = random.Random(5)
    for _ in range(2000):
        model = AlignModel(tuple(rng.uniform(-4, 4) for _ in FEATURES), 0.5)
        x = [rng.choice([0.0, 1.0, rng.random()]) for _ in FEATURES]
        z = sum(map(mul, model.weights, x))
        assert model.probability(x) == 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _matrix_plain(sims: Similarities, vectors: list[dict]):
    """``Similarities.matrix`` as it was written before: COO entries, row after row."""
    rows, cols, vals = [], [], []
    for i, vec in enumerate(vectors):
        known = {w: v for w, v in vec.items() if w in sims.vocab}
        norm = math.sqrt(sum(v * v for v in known.values())) or 1.0
        rows.extend([i] * len(known))
        cols.extend(sims.vocab[w] for w in known)
        vals.extend([v / norm for v in known.values()])
    return sims.sparse.csr_matrix((vals, (rows, cols)), shape=(len(vectors), max(1, len(sims.vocab))))


def test_similarity_rows_of_real_claims_are_the_plain_rows(polnear_claims):
    for views, sims in polnear_claims.values():
        for got, vecs in ((sims.gist, [v.gvec for v in views]), (sims.sent, [v.svec for v in views])):
            want = _matrix_plain(sims, vecs)
            assert got.shape == want.shape and got.has_sorted_indices and want.has_sorted_indices
            assert got.indptr.tolist() == want.indptr.tolist() and got.indices.tolist() == want.indices.tolist()
            assert got.data.tolist() == want.data.tolist()


def _select_plain(pool: list[Candidate], limit: int, expected: dict[str, float], model: dict,
                  title: str = "") -> list[Candidate]:
    """``summary.select`` as it was written before (every candidate scored in every round)."""
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
    while len(chosen) < limit:
        best, best_value = None, value
        with_words = _ExpectedF(words, expected)
        for c in pool:  # story order breaks ties
            if c in chosen or (c.rank == 0 and sum(o.rank == 0 for o in chosen) >= max_leads):
                continue
            if c.retold and any(c.main in o.facts for o in chosen):
                continue  # leads may share their event or people, not their number; later sentences add news
            t = toks[id(c)]
            v = (with_words.f(counts.get(id(c), EMPTY), length + len(t), ref_words)
                 + lead_weight * (prior + 1 / (1 + c.rank) ** 2))
            if v > best_value + 1e-12 and not repeats(c.text, c.vec, chosen):
                best, best_value = c, v
        if best is None:
            break
        chosen.append(best)
        words.update(toks[id(best)])
        length += len(toks[id(best)])
        prior += 1 / (1 + best.rank) ** 2
        value = best_value
    return chosen


def test_summary_pick_of_real_stories_is_the_plain_pick(polnear_stories):
    from storyline.judge import judge
    from storyline.summary import expected_counts, load_model, select
    from storyline.summary_features import candidates

    model = load_model()
    for al in polnear_stories.values():
        _, pool = candidates(al, judge(al))
        title = al.bundle.articles[al.order[0]].title
        expected = expected_counts(al, model, set().union(*(tokens(c.text) for c in pool), tokens(title)))
        for limit in (1, 5, 12):
            for head in ("", title):
                got = select(pool, limit, expected, model, head)
                assert got and [id(c) for c in got] == [id(c) for c in _select_plain(pool, limit, expected, model, head)]


def test_concept_vectors_of_real_sentences_are_the_plain_vectors(polnear_stories):
    from collections import defaultdict

    from storyline.paraphrase import ConceptTfIdf

    al = polnear_stories[max(polnear_stories)]
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]]
    concepts = ConceptTfIdf(texts)
    for text in texts + [v.gist for v in al.claims["views"]]:
        tf = defaultdict(float)  # the vector as it was computed before: float counts
        for w in concepts.words(text):
            tf[w] += 1.0
        raw = {w: c * concepts.idf.get(w, concepts.default_idf) for w, c in tf.items()}
        norm = math.sqrt(sum(v * v for v in raw.values())) or 1.0
        got = concepts.vector(text)
        assert list(got.items()) == [(w, v / norm) for w, v in raw.items()]


def test_reach_is_the_scan_over_intervals():
    from storyline.align_clauses import _Reach

    rng = random.Random(11)
    for _ in range(500):
        intervals = [(a, a + rng.randint(-2, 8)) for a in (rng.randint(0, 30) for _ in range(rng.randint(0, 8)))]
        reach = _Reach(intervals)
        for bound in range(-1, 40):
            for place in range(-1, 40, 3):
                assert reach.reaches_past(bound, place) == any(a < bound and place < b for a, b in intervals)


def test_dates_near_a_clause_hold_every_date_it_owns(polnear_stories):
    from types import SimpleNamespace

    from storyline.align_clauses import _DatesNear, _owner

    al = polnear_stories[max(polnear_stories)]
    checked = 0
    for f in al.bundle.findings.values():
        near = _DatesNear(f.dates)
        spans = [(p.span.start, p.span.end) for p in f.predicates]
        for p in f.predicates:
            plain = [d for d in f.dates if _owner(d.span, p, spans)]
            assert [d for d in near(p.span.start, p.span.end) if _owner(d.span, p, spans)] == plain
            checked += bool(plain)
    assert checked > 20
    rng = random.Random(2)  # made-up spans, some ending before they start
    for _ in range(300):
        dates = [SimpleNamespace(span=Span("a", s, s + rng.randint(-3, 6))) for s in
                 (rng.randint(0, 40) for _ in range(rng.randint(0, 6)))]
        near = _DatesNear(dates)
        for lo in range(0, 40, 3):
            hi = lo + rng.randint(0, 12)
            p = SimpleNamespace(span=Span("a", lo, hi), head=Span("a", lo, lo + rng.randint(0, 1)))
            spans = [(lo, hi), (lo + 1, hi - 1)]
            assert [d for d in near(lo, hi) if _owner(d.span, p, spans)] == [d for d in dates if _owner(d.span, p, spans)]


def test_furniture_prefilter_passes_every_text_the_pattern_matches(polnear_stories):
    """``textsim._may_be_furniture`` is a necessary condition of ``_FURNITURE``: on real sentences,
    on the pattern's own phrases in every case, and with the letters re.I folds to ASCII."""
    from storyline.textsim import FOLDS_TO_ASCII, _FURNITURE, _FURNITURE_WORDS, _may_be_furniture, looks_like_furniture

    folds = re.compile("[a-z0-9]", re.I)
    assert "".join(chr(c) for c in range(128, sys.maxunicode + 1) if folds.match(chr(c))) == FOLDS_TO_ASCII
    al = polnear_stories[max(polnear_stories)]
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]]
    rng = random.Random(13)
    phrases = ["Click here", "SUBSCRIBE now", "sign up for our", "Newsletter: sign", "download the app", "Get the App",
               "Follow us", "All Rights Reserved", "\u00a9 2016", "Getty Images", "Photo:", "AP Photo", "Image :",
               "Credit:", "Read more", "Advertisement", "Related:", "Watch", "listen:", "accept cookies",
               "use of cookies", "Cookie Policy", "privacy policy", "Share this", "share on X", "https://x.y", "WWW.x"]
    texts += _case_variants(phrases + list(_FURNITURE_WORDS), rng)
    matched = 0
    for t in texts:
        s = t.strip()
        if _FURNITURE.search(s):
            matched += 1
            assert _may_be_furniture(s), s
        letters = "".join(filter(str.isalpha, s))  # the plain form: the pattern searched in every text
        plain = bool(_FURNITURE.search(s)) or (len(letters) >= 4 and sum(map(str.isupper, letters)) / len(letters) > 0.6)
        assert looks_like_furniture.__wrapped__(t) == plain
    assert matched > 400


def _case_variants(phrases: list[str], rng: random.Random) -> list[str]:
    """Each phrase in mixed case, some letters as the non-ASCII ones re.I folds to ASCII, in a sentence."""
    out = []
    for phrase in phrases:
        for _ in range(20):
            t = "".join(ch.upper() if rng.random() < 0.5 else ch for ch in phrase)
            t = "".join({"i": "\u0131", "I": "\u0130", "s": "\u017f", "k": "\u212a"}.get(ch, ch)
                        if rng.random() < 0.2 else ch for ch in t)
            out.append(rng.choice(["", "He said ", "\u201c"]) + t + rng.choice(["", ".", " today"]))
    return out


def test_frame_and_phrase_hints_pass_every_text_their_patterns_match(polnear_stories):
    from storyline.paraphrase import _FRAME_HINT_WORDS, _PHRASE_HINT, _PHRASE_HINT_WORDS, FRAME_WORDS, frame_of
    from storyline.textsim import may_hold

    al = polnear_stories[max(polnear_stories)]
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]]
    texts += [v.gist for v in al.claims["views"]]
    words = list(_FRAME_HINT_WORDS + _PHRASE_HINT_WORDS) + ["quotas", "averaging", "formerly", "caps", "stepped down"]
    texts += _case_variants(words + [" and ".join(p) for p in zip(words, reversed(words))], random.Random(17))
    framed = hinted = 0
    for t in texts:
        found = [f for f, pattern in FRAME_WORDS.items() if pattern.search(t)]  # frame_of as it was
        assert frame_of(t) == (found[0] if len(found) == 1 else None)
        framed += bool(found)
        if _PHRASE_HINT.search(t):
            hinted += 1
            assert may_hold(t, _PHRASE_HINT_WORDS), t
    assert framed > 300 and hinted > 300


def test_containing_is_articles_containing(polnear_stories):
    """``brief._Containing`` finds the same articles as ``judge.articles_containing``: every sentence of a
    real story, pieces of them, texts across two articles, texts found nowhere or at the very end."""
    from storyline.brief import _Containing
    from storyline.judge import articles_containing

    al = polnear_stories[max(polnear_stories)]
    containing = _Containing(al)
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]]
    rng = random.Random(19)
    for a, b in zip(al.order, al.order[1:] + al.order[:1]):
        t = al.bundle.articles[a].text
        texts += [t[-12:], t[:9], t, t + "x", "", "\x00", t[-5:] + "\x00", t[-6:] + al.bundle.articles[b].text[:6],
                  "the", "said", "Trump", "zzqx"]
        k = rng.randrange(len(t))
        texts.append(t[k:k + rng.randint(1, 40)])
    found_twice = 0
    for text in texts:
        got = containing(text)
        assert got == articles_containing(al, text), text
        found_twice += len(got) > 1
    assert found_twice > 20


def test_a_ratio_of_90_needs_lengths_within_a_tenth_of_their_sum():
    """The length test ``aliases._fuzzy_first`` makes before ``fuzz.ratio(a, b) >= 90``."""
    from rapidfuzz import fuzz

    rng = random.Random(23)
    for _ in range(20000):
        a = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 30)))
        b = a[:rng.randint(0, len(a))] + "".join(rng.choice("abcde") for _ in range(rng.randint(0, 6)))
        if 10 * abs(len(a) - len(b)) > len(a) + len(b):
            assert fuzz.ratio(a, b) < 90
