"""A run of characters without whitespace is tokenized in bounded pieces (``extract.doc.tokenize``), so
spaCy's tokenizer, quadratic in one token's length, does linear work; the Doc still spells the text.

Ordinary text tokenizes exactly as spaCy's tokenizer alone tokenizes it: checked on 300 ECB+ documents
(training/development topics; none holds a run near the bound) and, with the bound lowered to 12
characters so that real words are cut, on the same documents: every token of a run within the bound
is the token spaCy gives. Then hypothesis over texts of quotes, hyphens, brackets, letters and
whitespace, and the two hostile cases that took minutes (10,000 ``"`` and 20,000 ``a-``).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st


@pytest.fixture(scope="module")
def ecb_texts(bench_dir):
    from storyline.evaluation.ecbplus import load_ecbplus

    docs = load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", frozenset(range(1, 36)))
    return [d.text for d in docs[::2][:300]]


def plain(nlp, text: str, norms: bool = True) -> list[tuple]:
    return [(t.text, bool(t.whitespace_), t.norm_)[:3 if norms else 2] for t in nlp.tokenizer(text)]


def spans(words: list[str], spaces: list[bool]) -> list[tuple[int, str]]:
    """(start character, word) of each token."""
    out, at = [], 0
    for w, s in zip(words, spaces):
        out.append((at, w))
        at += len(w) + s
    return out


def spelled(words: list[str], spaces: list[bool]) -> str:
    return "".join(w + " " * s for w, s in zip(words, spaces))


def assert_cut_well(nlp, text: str, bound: int) -> list[str]:
    """The cut tokenization of ``text`` spells it, has no token over ``bound`` characters inside a long
    run, and gives every plain token that lies in a run of at most ``bound`` characters unchanged."""
    from storyline.extract.doc import tokenize

    words, spaces, _norms = tokenize(nlp, text, bound)
    assert spelled(words, spaces) == text
    cut = set(spans(words, spaces))
    end_of_short_run = {}  # each character of a run of at most ``bound`` non-space characters -> the run's end
    for m in re.finditer(r"\S+", text):
        if len(m.group()) <= bound:
            end_of_short_run.update(dict.fromkeys(range(m.start(), m.end()), m.end()))
    tokens = plain(nlp, text, norms=False)
    for at, word in spans([w for w, _ in tokens], [s for _, s in tokens]):
        if at + len(word) <= end_of_short_run.get(at, -1):
            assert (at, word) in cut, (at, word, text[max(0, at - 20):at + 20])
    return words


def test_ordinary_articles_tokenize_as_spacy_does(nlp, ecb_texts):
    from storyline.extract.doc import tokenize

    assert len(ecb_texts) == 300
    for text in ecb_texts:
        words, spaces, norms = tokenize(nlp, text)
        assert list(zip(words, spaces, norms)) == plain(nlp, text)


def test_cut_words_leave_their_neighbours_alone(nlp, ecb_texts):
    cut = 0
    for text in ecb_texts[:60]:
        words = assert_cut_well(nlp, text, 12)
        cut += len(words) != len(plain(nlp, text))
    assert cut > 0  # some real words (URLs, long names) were cut


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('"a-()\u201c\u2019. \n\t\u00a0x')), max_size=120),
       st.integers(min_value=1, max_value=9))
def test_any_text_is_spelled_and_short_runs_kept(nlp, text, bound):
    assert_cut_well(nlp, text, bound)


def test_the_doc_of_a_hostile_token_aligns(nlp, monkeypatch):
    """The tokenizer never sees a run longer than ``TOKEN_CHARS`` (the real tokenizer runs, its inputs
    recorded), so its work is linear; the Doc spells the text and keeps the words around the run."""
    from storyline.extract.doc import TOKEN_CHARS, parse
    from storyline.sentences import split_sentences

    seen: list[str] = []
    tokenizer = nlp.tokenizer

    def recorded(text):
        seen.append(text)
        return tokenizer(text)

    monkeypatch.setattr(nlp, "tokenizer", recorded)

    lead = "The port of Example reopened on Tuesday, the port authority said. Case: "
    tail = " Union leader Maria Lopez said wages rise 4 percent."
    for payload, expect in (('"' * 10_000, ['"'] * 10_000), ("a-" * 20_000, None)):
        text = lead + payload + tail
        seen.clear()
        doc = parse(nlp, text, split_sentences(text))
        assert max(len(run) for piece in seen for run in piece.split()) == TOKEN_CHARS
        assert doc.text == text
        inside = [t for t in doc if len(lead) <= t.idx < len(lead) + len(payload)]
        assert all(len(t.text) <= TOKEN_CHARS for t in inside)
        assert "".join(t.text_with_ws for t in inside) == payload + " "  # the space before "Union"
        if expect is not None:
            assert [t.text for t in inside] == expect
        else:
            assert len(inside) >= 20_000  # each "a" and "-" (infix) apart, at least
        assert [t.text for t in doc[-4:]] == ["rise", "4", "percent", "."]
        assert [t.text for t in doc[:3]] == ["The", "port", "of"]
