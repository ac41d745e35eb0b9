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
