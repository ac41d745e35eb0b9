"""The quantities' faster forms (issue 19, 100,000 numbers in one article) give exactly what the plain
forms they replace gave: ``quant_window.EndSearch`` (a pattern that can only match at the end of a string,
searched from where a match can start) against ``rx.search`` over every window the extraction reads
before a number in real PolNeAR articles and in an article of numbers, and over made-up strings (long
runs of white space, a final newline, letters re.I folds onto ASCII ones). No timing here:
``bench/bench_long.py --only-hostile``."""

from __future__ import annotations

import random
import re
import sys
from collections import Counter

import pytest

from storyline.extract import quant_numbers, quant_reading, quantities
from storyline.extract.lexicon import regex, table
from storyline.extract.quant_numbers import QTY
from storyline.extract.quant_window import LETTERS_AND_SPACES, PHRASE, EndSearch, before


def _end_patterns() -> dict[str, re.Pattern]:
    """Every pattern of the quantities' lexicon that ends in ``$``, and the ones the code compiles itself."""
    out = {k: regex("quantities", k) for k, v in table("quantities")["regex"].items()
           if (v if isinstance(v, str) else "".join(v)).rstrip().endswith("$")}
    out["_OUT_OF"] = quantities._OUT_OF
    out["_AGE_APPOSITION"] = quant_reading._AGE_APPOSITION
    out["sign"] = quant_reading._sign_before.__self__.rx
    out["scale_hyphen"] = quant_numbers._SCALE_HYPHEN_BEFORE.rx
    out["score"] = quant_numbers._SCORE_BEFORE.rx
    return out


PATTERNS = _end_patterns()


def _same(a, b) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and a.span() == b.span()
                                         and a.groups() == b.groups())


def test_letters_and_spaces_are_what_re_folds_onto_ascii_letters():
    everything = "".join(map(chr, range(sys.maxunicode + 1)))
    assert sorted(LETTERS_AND_SPACES) == sorted(re.findall(r"(?i)[a-z ]|\s", everything))


def test_the_patterns_read_before_a_number_are_bounded():
    """The fast path is taken for the patterns wired to it (else it would only be the plain search)."""
    for name in ("bounds_at_least", "bounds_more_than", "bounds_less_than", "bounds_up_to", "bounds_about",
                 "change_before_up", "change_before_down", "year_before", "rank_before", "rank_before_lower",
                 "_OUT_OF", "_AGE_APPOSITION", "sign", "scale_hyphen", "score"):
        e = EndSearch(PATTERNS[name])
        assert e.width is not None or e.letters, name


def test_patterns_that_cannot_be_bounded_are_searched_whole():
    for source in (r"a|b$", r"x.*$", r"(?m)ab$", r"ab"):
        rx = re.compile(source)
        assert EndSearch(rx).search == rx.search


@pytest.fixture(scope="module")
def windows(bench_dir):
    """The windows ``read_quantity`` and ``skip_number`` read before every candidate number of 100 PolNeAR
    train articles and of an article of 1,000 numbers."""
    from storyline.sentences import split_sentences

    paths = sorted((bench_dir / "polnear" / "data" / "train" / "text").glob("*.txt"))[:100]
    texts = [p.read_text(encoding="utf-8") for p in paths]
    texts.append("The counts were " + ", ".join(str(1000 + i) for i in range(1000)) + ".\n\n"
                 + "\n\n".join(f"Item {i}: {i * 7} cases and {i * 3} deaths." for i in range(500)))
    out = []
    for text in texts:
        for s in split_sentences(text):
            st = text[s.start:s.end]
            for m in QTY.finditer(st):
                out += [before(st, m.start(), PHRASE)[0], before(st, m.start())[0], before(st, m.start(), 40)[0],
                        st[max(0, m.start() - 25):m.start()]]
    assert len(out) > 10_000
    return out


def test_end_search_of_real_windows_is_the_plain_search(windows):
    for name, rx in PATTERNS.items():
        fast = EndSearch(rx).search
        hits = 0
        for w in windows:
            a = rx.search(w)
            assert _same(a, fast(w)), (name, w)
            hits += a is not None
        if name in ("bounds_about", "year_before", "change_before_from", "month_before"):
            assert hits > 100, name  # the windows hold matches, not only misses


def test_end_search_of_made_up_strings_is_the_plain_search():
    rng = random.Random(19)
    parts = ["rose", "by", "about", "more than", "at least", "over", "No.", "#", "Section", "in", "2019", "one",
             "out of", "aged", ",", "-", " ", "  ", " " * 9, " \u3000 ", "\n", "\t", "\u212a", "\u017f", "ı", "İ",
             "fell", "to", "from", "up", "US$", "$", "5", "12", "the suspect", "minus", "(", ":", "a", "S&P"]
    pairs = [(rx, EndSearch(rx).search) for rx in PATTERNS.values()]
    for _ in range(3000):
        s = "".join(rng.choice(parts) + rng.choice(["", " "]) for _ in range(rng.randint(0, 14)))
        for rx, fast in pairs:
            assert _same(rx.search(s), fast(s)), (rx.pattern[:40], s)


def test_the_wired_searches_are_the_module_patterns():
    """The fast searches the extraction calls wrap the very patterns they replace."""
    assert [f.__self__.rx for f, _ in quant_reading._bounds] == [rx for rx, _ in quant_reading.BOUNDS]
    assert [f.__self__.rx for f, _ in quant_reading._changes_before] == [rx for rx, _ in quant_reading.CHANGE_BEFORE]
    assert quant_reading._age_apposition.__self__.rx is quant_reading._AGE_APPOSITION
    assert quant_numbers._rank_before.__self__.rx is quant_numbers.RANK_BEFORE
    assert quant_numbers._rank_before_lower.__self__.rx is quant_numbers.RANK_BEFORE_LOWER
    assert quant_numbers._year_before.__self__.rx is quant_numbers.YEAR_BEFORE
    assert quantities._out_of_before.__self__.rx is quantities._OUT_OF


def _frame_of_plain(root, sent):
    """``quant_context.frame_of`` as it was: every word and lemma of the number's context, its modifiers and
    theirs, listed for each number."""
    from storyline.extract.quant_context import (_MOD_DEPS, _MOD_MOD_DEPS, _SUBJ_DEPS, ACTUAL_WORDS, FORECAST_VERBS,
                                                 INTEND_VERBS, PAST_WORDS, TARGET_WORDS, _has_kid, _kids, _will)

    context = []
    tok = root
    for _ in range(4):
        context.append(tok)
        if tok.head.i == tok.i:
            break
        tok = tok.head
    extra = []
    for t in context:
        if t.lemma_ == "be" or t.pos_ == "AUX":
            extra += _kids(t, _SUBJ_DEPS)
        if t.pos_ in ("NOUN", "PROPN"):
            extra.append(t)
    mods = []
    for t in context + extra:
        for c in _kids(t, _MOD_DEPS):
            mods.append(c)
            mods += _kids(c, _MOD_MOD_DEPS)
    lemmas = [t.lemma_.lower() for t in context + extra + mods]
    words = {t.lower_ for t in context + extra + mods}
    head = root.head
    if head.lemma_.lower() == "goal" and head.i == root.i + 1 + (root.i + 1 < len(root.doc) and root.doc[root.i + 1].text == "-") \
            and (head.lower_ == "goals" or root.doc[root.i + 1].text == "-"):
        lemmas = [x for x in lemmas if x != "goal"]
    if PAST_WORDS & words or (("last" in words) and ("year" in lemmas or "month" in lemmas)):
        return "past"
    if TARGET_WORDS & set(lemmas):
        return "target"
    if any(t.lemma_ == "aim" for t in context):
        return "target"
    verbs = [t for t in context if t.pos_ in ("VERB", "AUX")]
    for v in verbs:
        if _has_kid(v, "will", _will):
            return "expected" if v.lemma_.lower() in FORECAST_VERBS else "target"
        if v.dep_ == "xcomp" and v.head.lemma_.lower() in INTEND_VERBS:
            return "target"
    if any(v.lemma_.lower() in ACTUAL_WORDS for v in verbs):
        return "actual"
    return None


@pytest.fixture(scope="module")
def parsed(bench_dir, nlp):
    """The parses of 40 PolNeAR train articles, one made-up article of frames and one of 400 numbers."""
    from storyline.extract import parse
    from storyline.sentences import split_sentences

    paths = sorted((bench_dir / "polnear" / "data" / "train" / "text").glob("*.txt"))[:40]
    texts = [p.read_text(encoding="utf-8") for p in paths]
    texts.append("The club aims to hire 500 people. Sales last year were 3 million. They scored two goals in a "
                 "two-goal lead. The goal is 40 goals. The plan will cost $2 billion. Arrests tripled to 900 last "
                 "month. We plan to build 300 homes, up from 200 a year earlier.")
    texts.append("The counts were " + ", ".join(str(1000 + i) for i in range(200)) + ".\n\n"
                 + "\n\n".join(f"Item {i}: {i * 7} cases and {i * 3} deaths." for i in range(100)))
    return [parse(nlp, t, split_sentences(t)) for t in texts]


def test_frame_of_every_token_is_the_plain_frame(parsed):
    from storyline.extract.quant_context import frame_of

    frames = Counter()
    for doc in parsed:
        for sent in doc.sents:
            for tok in sent:
                got = frame_of(tok, sent)
                assert got == _frame_of_plain(tok, sent), (tok.text, sent.text[:80])
                frames[got] += 1
    assert frames["past"] and frames["target"] and frames["expected"] and frames["actual"]


def _complement_plain(verb, arg):
    """``quant_context._complement`` as it was: the verb's children read for each number."""
    from storyline.extract.quant_context import _OBJECT_DEPS, _STATE_DEPS, EVENT_NOUNS, _kids

    for c in _kids(verb, _STATE_DEPS):
        if c.i > verb.i and (c.tag_ == "VBN" or c.pos_ == "ADJ"):
            return c
    for c in _kids(verb, _OBJECT_DEPS):
        if c.i != arg.i and c.lemma_.lower() in EVENT_NOUNS:
            return c
    return None


def test_complement_of_every_verb_and_argument_is_the_plain_one(parsed, nlp):
    from storyline.extract import parse
    from storyline.extract.quant_context import _complement
    from storyline.sentences import split_sentences

    text = ("Nine others were left stranded. 40 others were given first aid and 70 got minor injury. The storm "
            "left 9 people homeless. They were given aid, care and shelter.")
    found = 0
    for doc in parsed + [parse(nlp, text, split_sentences(text))]:
        for verb in doc:
            for arg in [verb, *verb.children, *(doc[i] for i in (0, len(doc) - 1))]:
                got = _complement(verb, arg)
                want = _complement_plain(verb, arg)
                assert (got.i if got is not None else None) == (want.i if want is not None else None), verb.text
                found += got is not None
    assert found
