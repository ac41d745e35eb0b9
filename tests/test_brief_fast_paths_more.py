"""More of the brief's faster forms (issue 19, 2026-12-05 second round) against the plain forms they
replace, on the claims and sentences of real PolNeAR stories (``test_brief_fast_paths``' fixtures):
the summary's word table. No timing here: ``bench/bench_claims.py``."""

from __future__ import annotations

from collections import defaultdict
from types import SimpleNamespace

import re
import sys

from storyline.summary_features import _CASED, _COMMON, LOWERS_TO_ASCII, STOPWORDS, stem, tokens, word_table
from tests.test_brief_fast_paths import polnear_claims, polnear_stories  # noqa: F401  (fixtures)


def _word_table_plain(al, only=None):
    """``summary_features.word_table`` as it was written before (every word of every article in a loop)."""
    b = al.bundle
    arts = [a for a in al.order if b.copy_of.get(a) not in b.articles] or list(al.order)
    n = len(arts)
    in_heads, in_leads, caps, seen = (defaultdict(int) for _ in range(4))
    stats: dict[str, list] = {}
    for a in arts:
        text = b.articles[a].text
        for w in set(tokens(b.articles[a].title or "")):
            in_heads[w] += 1
        first = al.sentences[a][:1]
        for w in (set(tokens(text[first[0].start:first[0].end])) if first else ()):
            in_leads[w] += 1
        for w in _CASED.findall(text):
            k = stem(w.lower())
            seen[k] += 1
            caps[k] += w[0].isupper()
        body = tokens(text)
        cnt: dict[str, int] = defaultdict(int)
        first_at: dict[str, int] = {}
        for i, w in enumerate(body):
            cnt[w] += 1
            first_at.setdefault(w, i)
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
    rows = []
    for w in vocab:
        used, uses, most, first_pos, pos_sum = stats[w]
        missing = n - used
        rows.append([
            used / n, float(used), float(in_heads.get(w, 0)), float(in_leads.get(w, 0)), uses / n, float(most),
            min(first_pos, 1.0) if missing else first_pos, (pos_sum + missing) / n,
            float(w in STOPWORDS), float(_COMMON.index(w) if w in _COMMON else 99), float(w.isdigit()),
            caps.get(w, 0) / max(seen.get(w, 0), 1), float(len(w)), float(n),
        ])
    return vocab, rows


def _with_texts(al, change):
    """A stand-in for the alignment ``al`` (what ``word_table`` reads of it) with each article's text
    passed through ``change``."""
    articles = {a: SimpleNamespace(text=change(x.text), title=x.title) for a, x in al.bundle.articles.items()}
    return SimpleNamespace(bundle=SimpleNamespace(articles=articles, copy_of=al.bundle.copy_of), order=al.order,
                           sentences=al.sentences)


def test_word_table_of_real_stories_is_the_plain_table(polnear_stories):
    plain_seen = other_seen = 0
    for al in polnear_stories.values():
        # as they are; with letters that lower-case to ASCII ("İ", "K" the Kelvin sign) and other
        # non-ASCII text, where the words of the lower-cased text are not the cased words lower-cased
        for story in (al, _with_texts(al, lambda t: t.replace("Trump", "TRUMP \u0130stanbul \u212aelvin caf\u00e9 Tr\u00fcmp"))):
            texts = [story.bundle.articles[a].text for a in story.order]
            plain_seen += sum(not any(ch in t for ch in LOWERS_TO_ASCII) for t in texts)
            other_seen += sum(any(ch in t for ch in LOWERS_TO_ASCII) for t in texts)
            vocab, rows = word_table(story)
            assert (vocab, rows) == _word_table_plain(story) and len(vocab) > 500
            only = set(vocab[::3]) | {"zzz"}
            assert word_table(story, only) == _word_table_plain(story, only)
    assert plain_seen and other_seen


def test_lowers_to_ascii_is_every_letter_that_lower_cases_into_a_token():
    token = re.compile("[a-z0-9]")
    assert "".join(chr(c) for c in range(128, sys.maxunicode + 1) if token.search(chr(c).lower())) == LOWERS_TO_ASCII
    assert all(chr(c).lower() == (chr(c + 32) if "A" <= chr(c) <= "Z" else chr(c)) for c in range(128))


def _names_found_plain(text: str, names: list[str]) -> list[str]:
    """``align.names_found`` as it was written before: one compiled alternation."""
    pattern = re.compile("|".join(rf"\b{re.escape(v)}\b(?!['’]s\b)" for v in names))
    return [m.group() for m in pattern.finditer(text)]


def test_names_found_is_the_alternation():
    import random

    from storyline.align import names_found

    rng = random.Random(29)
    names = ["Ann Lee", "Lee Ann", "Ann Lee Smith", "Ann Leeds", "Jo Ann", "Dr. Jo", "J. R.", "Ann Lee_", "É Ann",
             "Ann 2", "Lee Ann's"]
    parts = names + ["Ann", "Lee", " ", "'s", "\u2019s", "'t", "'", "s", "_", "é", "x", "2", ".", ",", "\u00b2",
                     "\u0663", "-", "\u2019"]
    for _ in range(6000):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 9)))
        tried = rng.sample(names, rng.randint(1, len(names)))
        tried.sort(key=lambda v: (-len(v), v)) if rng.random() < 0.7 else None  # as NameIndex lists them, or not
        assert names_found(text, tried) == _names_found_plain(text, tried), (text, tried)


def test_canonical_names_of_a_real_story_are_the_plain_ones(polnear_stories):
    """Every name of a real story's people, mentions, subjects and speakers, through ``NameIndex``, as
    the compiled alternation found the full names inside them."""
    import storyline.align as align_module
    from storyline.align import NameIndex

    al = polnear_stories[max(polnear_stories)]
    index = NameIndex(al.people_map)
    probes = set(al.people_map) | set(al.people_map.values())
    for f in al.bundle.findings.values():
        probes |= {m.text for m in f.mentions} | {p.subject for p in f.predicates if p.subject}
        probes |= {p.source for p in f.predicates if p.source} | {q.speaker for q in f.quotes if q.speaker}
    probes |= {f"A spokesman for {v}" for v in list(al.people_map.values())[:50]}
    probes |= {f"{v}'s lawyer and {v}" for v in list(al.people_map.values())[:50]}
    fast = {name: index.canonical(name) for name in probes}
    found_inside = sum(index._inside(name) != [] for name in probes)
    original = align_module.names_found
    try:
        align_module.names_found = _names_found_plain
        plain = {name: NameIndex(al.people_map).canonical(name) for name in probes}
    finally:
        align_module.names_found = original
    assert fast == plain and found_inside > 50


def test_similarity_vocabulary_and_content_rows_of_real_claims_are_the_plain_ones(polnear_claims):
    from storyline.align_claims import Similarities, _is_number
    from tests.test_brief_fast_paths import _matrix_plain

    for views, _sims in polnear_claims.values():
        sims = Similarities(views)
        contents = [{w: x for w, x in v.gvec.items() if w not in v.name_words and not _is_number(w)} for v in views]
        parts = ([v.gvec for v in views], [v.svec for v in views], contents)
        assert list(sims.vocab) == sorted({w for vecs in parts for vec in vecs for w in vec})
        assert list(sims.vocab.values()) == list(range(len(sims.vocab)))
        for got, want in ((sims.content, _matrix_plain(sims, contents)), (sims.content_of(views[::7]),
                                                                           _matrix_plain(sims, contents[::7]))):
            assert got.shape == want.shape and got.has_sorted_indices and want.has_sorted_indices
            assert got.indptr.tolist() == want.indptr.tolist() and got.indices.tolist() == want.indices.tolist()
            assert got.data.tolist() == want.data.tolist() and got.dtype == want.dtype
        odd = [{"zzz-unknown": 1.0, next(iter(sims.vocab)): 2.0}, {}, {"zzz-unknown": 3.0}]  # words it never saw
        got, want = sims.matrix(odd), _matrix_plain(sims, odd)
        assert got.indptr.tolist() == want.indptr.tolist() and got.data.tolist() == want.data.tolist()


def _short_speakers_plain(names):
    """``align_speakers.short_speakers`` as it was written before (every name against every name)."""
    from storyline.align_speakers import _words

    names = {n for n in names if n and _words(n)}
    out = {}
    bare = [n for n in names if n.split()[0].lower() != "the"]
    for n in names:
        if n.split()[0].lower() == "the":
            words = [w.lower() for w in _words(n)]
            fuller = [b for b in bare if [w.lower() for w in b.split()][:len(words)] == words]
            if len(fuller) == 1:
                out[n] = fuller[0]
    for short in names:
        if short in out or len(_words(short)) != 1:
            continue
        word = _words(short)[0].lower()
        longer = {n for n in names if len(_words(n)) >= 2 and _words(n)[-1].lower() == word}
        if len(longer) == 1:
            out[short] = longer.pop()
    return out


def test_short_speakers_is_the_plain_pairing(polnear_stories):
    import random

    from storyline.align_speakers import short_speakers

    rng = random.Random(31)
    words = ["the", "The", "police", "Police", "Essex", "Met", "people", "familiar", "ministry", "Health", "THE", "x"]
    for _ in range(3000):
        names = [" ".join(rng.choice(words) for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(0, 8))]
        assert short_speakers(names) == _short_speakers_plain(names), names
    al = polnear_stories[max(polnear_stories)]
    said = {q.speaker for f in al.bundle.findings.values() for q in f.quotes if q.speaker}
    said |= {p.source for f in al.bundle.findings.values() for p in f.predicates if p.source}
    got = short_speakers(said)
    assert got == _short_speakers_plain(said) and len(said) > 20 and got


def test_similar_sentences_of_real_stories_are_the_plain_rows(polnear_stories):
    import numpy as np
    from scipy.sparse import csr_matrix

    from storyline.summary_features import SUPPORT_SIM, _similar_sentences, can_stand_alone, story_sentences

    shared = 0
    for al in polnear_stories.values():
        sentences = story_sentences(al)
        pool = [c for c in sentences if can_stand_alone(c.text)]
        vocab: dict[str, int] = {}
        rows, cols, vals = [], [], []
        for n, c in enumerate(sentences):
            for w, v in c.vec.items():
                rows.append(n)
                cols.append(vocab.setdefault(w, len(vocab)))
                vals.append(v)
        matrix = csr_matrix((np.array(vals), (rows, cols)), shape=(len(sentences), len(vocab)))
        at = {id(c): n for n, c in enumerate(sentences)}
        plain = []  # one row at a time, as before
        for c in pool:
            sims = (matrix[[at[id(c)]]] @ matrix.T).tocsr()
            plain.append(sorted(sims.indices[sims.data >= SUPPORT_SIM].tolist()))
        got = _similar_sentences(sentences, pool, SUPPORT_SIM)
        assert got == plain and all(type(x) is int for r in got for x in r)
        shared += sum(len(r) > 1 for r in got)
    assert shared > 5


def test_word_tuples_of_real_sentences_are_the_plain_ones(polnear_stories):
    from storyline.paraphrase import _concept_words, concept, fold_phrases
    from storyline.textsim import WORD, _content_words

    al = polnear_stories[max(polnear_stories)]
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]]
    for t in texts:
        assert _concept_words.__wrapped__(t) == tuple(concept(w) for w in WORD.findall(fold_phrases(t).lower())
                                                      if w not in STOPWORDS)
        assert _content_words.__wrapped__(t) == tuple(stem(w) for w in WORD.findall(t.lower()) if w not in STOPWORDS)
        assert tokens(t) == [stem(w) for w in re.findall("[a-z0-9]+", t.lower())]


def _real_names(al) -> list[str]:
    names = [p.name for f in al.bundle.findings.values() for p in f.people]
    names += [a for f in al.bundle.findings.values() for p in f.people for a in p.aliases]
    return names


def test_known_names_index_gives_the_plain_fuzzy_and_tail_matches(polnear_stories):
    """``aliases._Known`` against the scans it replaces, step by step over a real story's names and
    made-up near misses (typos, suffixes, long names and their last words)."""
    import random

    from storyline.extract.aliases import _fuzzy_first, _Known, _tail_of, name_key

    rng = random.Random(37)
    names = sorted(set(_real_names(polnear_stories[max(polnear_stories)])))
    extra = ["Andres Manuel Lopez Obrador", "Lopez Obrador", "Marine Le Pen", "Le Pen", "Donald Trump Jr.",
             "Donald Trunp", "Hilary Clinton", "Hillary Rodham Clinton", "Rodham Clinton", "Ken Griffey Jr.",
             "Kristi Noem", "Kristy Noem", "Bernie Sandres", "Hillary Clintonn", "Elizabeth Warrenn", "Jeb Bush III", "Ana Maria de la Cruz", "de la Cruz"]
    checked = 0
    for _ in range(10):
        forms = names + extra
        rng.shuffle(forms)
        by_key: dict = {}
        known = _Known()
        for form in forms:
            key = name_key(form)
            if not key[0] or key in by_key:
                continue
            assert _fuzzy_first(key, by_key, known.near(len(key[1]))) == _fuzzy_first(key, by_key)
            assert known.tail_of(form) == _tail_of(form, set(by_key.values()))
            checked += bool(_fuzzy_first(key, by_key) or _tail_of(form, set(by_key.values())))
            by_key[key] = rng.choice([form, *list(by_key.values())[-1:]])  # a form, or one known before
            known.add(key, by_key[key])
        assert len(by_key) > 30
    assert checked >= 10


def test_group_people_of_a_real_story_is_the_plain_grouping(polnear_stories, monkeypatch):
    from collections import Counter

    import storyline.extract.aliases as aliases

    al = polnear_stories[max(polnear_stories)]
    names = _real_names(al) + ["Donald Trunp", "Hilary Clinton", "Rodham Clinton", "Hillary Rodham Clinton"]
    weights = Counter(names)
    fast = aliases.group_people(names, weights)

    class Plain(aliases._Known):  # every entry, every tail: the scans as they were
        def __init__(self):
            super().__init__()
            self.values = []

        def add(self, key, form):
            super().add(key, form)
            self.values.append((key, form))

        def near(self, n):
            return list(self.values)

        def tail_of(self, form):
            return aliases._tail_of(form, {f for _k, f in self.values})

    monkeypatch.setattr(aliases, "_Known", Plain)
    assert aliases.group_people(names, weights) == fast and len(set(fast.values())) > 20


def test_surnames_present_are_the_plain_scan(polnear_stories):
    import random

    from storyline.align import NameIndex

    al = polnear_stories[max(polnear_stories)]
    mapping = dict(al.people_map) | {"Li Wu": "Li Wu", "Ann Ng": "Ann Ng", "Jo Xi Yu": "Jo Xi Yu", "Amy Lee": "Amy Lee"}
    index = NameIndex(mapping)
    rng = random.Random(41)
    probes = [n.lower() for n in mapping] + ["", "a", "wu", "ng", "xyu", "mr. trump's aide"]
    parts = [s for _v, s in index.surnames] + [" ", "x", "'s", "\u0130"]
    probes += ["".join(rng.choice(parts) for _ in range(rng.randint(0, 4))).lower() for _ in range(2000)]
    hits = 0
    for low in probes:
        plain = {k for k in index.by_surname if k in low}
        assert index.present(low) == plain, low
        hits += len(plain) > 1
        tried = [v for v, surname in index.surnames if surname in plain]
        assert [index.full[k] for k in sorted(k for s in plain for k in index.places[s])] == tried
    assert hits > 100


def _denied_facts_plain(al, denial, provisional, words, keys=None):
    """``judge_disputes.denied_facts`` as it was written before (every claim of the story per denial)."""
    from storyline.align_clauses import same_sentence_asserted
    from storyline.align_items import sentence_text
    from storyline.align_quantities import K_FRAME
    from storyline.judge_disputes import (DENIAL_MATCH, DENIAL_MIN_WORDS, accused_facts, claim_words,
                                          denies_a_target, generic_claim)
    from storyline.textsim import numbers_agree

    if generic_claim(denial.text):
        return accused_facts(al, denial, provisional)
    claim = claim_words(denial.text)
    if len(claim) < DENIAL_MIN_WORDS:
        return []
    if denies_a_target(denial.text):
        return [n for n, (slot, _) in enumerate(provisional) if slot.kind == "quantity" and slot.key[K_FRAME] == "target"]
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
            shared = claim & claim_words(text)
            if len(shared) >= DENIAL_MIN_WORDS and numbers_agree(denial.text, text):
                best = max(best, len(shared) / len(claim))
        if best >= DENIAL_MATCH:
            scores.append((best, n))
    if not scores:
        return []
    top = max(s for s, _ in scores)
    return [n for s, n in scores if s >= top - 0.05]


def test_denied_facts_of_real_stories_are_the_plain_ones(polnear_stories):
    """The story's denials, and made-up ones: each clause of the story denied in its own sentence (so
    the clauses beside it count by their own words) and in a sentence of another article."""
    from dataclasses import replace

    from storyline.judge_disputes import DenialIndex, denied_facts

    matched = 0
    for al in polnear_stories.values():
        provisional = [(slot, c) for slot in al.slots for c in slot.clusters]
        index = DenialIndex(al, provisional)
        denials = [c[0] for slot, c in provisional if slot.kind == "denial"]
        clauses = [it for _slot, c in provisional for it in c if it.predicate is not None]
        denials += [replace(it, kind="denial", key=("denial", "Someone")) for it in clauses]
        other = al.order[-1]
        denials += [replace(it, kind="denial", article=other, sentence=replace(it.sentence, article=other))
                    for it in clauses[::4]]
        for denial in denials:
            got = denied_facts(al, denial, provisional, index)
            assert got == _denied_facts_plain(al, denial, provisional, {})
            matched += bool(got)
    assert matched > 40
