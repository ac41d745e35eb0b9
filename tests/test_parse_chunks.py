"""Long texts are parsed in pieces cut at sentence starts and joined into one Doc."""

from __future__ import annotations

from pathlib import Path

import storyline.extract as ex
import storyline.extract.doc as ex_doc
from storyline.model import Article
from storyline.sentences import split_sentences

ICE = Path(__file__).resolve().parent / "data" / "ice"


def _long_text() -> str:
    return "".join((ICE / name).read_text(encoding="utf-8").strip() + "\n\n"
                   for name in ("wire-ap.txt", "border-herald.txt", "capitol-wire.txt", "quake.txt") * 6)


def test_pieces_cut_at_sentence_starts_and_cover_the_text():
    text = _long_text()
    starts = [s.start for s in split_sentences(text)]
    pieces = ex_doc._pieces(text, starts, 3000)
    assert len(pieces) > 5
    assert pieces[0][0] == 0 and pieces[-1][1] == len(text)
    assert all(a == b0 for (_a0, a), (b0, _b) in zip(pieces, pieces[1:]))  # contiguous
    assert all(a in starts for a, _b in pieces[1:])
    assert all(b - a <= 3000 for a, b in pieces)


def test_one_long_sentence_is_cut_at_spaces():
    text = "word " * 5000
    pieces = ex_doc._pieces(text, [0], 1000)
    assert all(text[a - 1] == " " for a, _b in pieces[1:])
    assert "".join(text[a:b] for a, b in pieces) == text


def test_text_longer_than_spacy_max_length_is_extracted(nlp, monkeypatch):
    """Beyond nlp.max_length, spaCy refuses a text (E088); the pieces never reach it."""
    text = _long_text()
    monkeypatch.setattr(ex_doc, "CHUNK_CHARS", 2000)
    monkeypatch.setattr(nlp, "max_length", 5000)
    assert len(text) > 3 * nlp.max_length
    sentences = split_sentences(text)
    doc = ex.parse(nlp, text, sentences)
    assert doc.text == text
    assert [s.start_char for s in doc.sents] == [s.start for s in sentences]
    findings = ex.extract(Article(id="long", source="t", title="", text=text), nlp)
    people = {p.name for p in findings.people}
    assert len(people) >= 3
    for m in findings.mentions:
        assert 0 <= m.span.start < m.span.end <= len(text)
    # a name in the last piece is found as well as one in the first
    last_piece = ex_doc._pieces(text, [s.start for s in sentences], 2000)[-1]
    assert any(m.span.start >= last_piece[0] for m in findings.mentions)
    for q in findings.quantities:
        assert text[q.span.start:q.span.end] == q.text
