"""An article longer than any news article (a data dump, a list of 100,000 figures) is stored and
searchable whole, but read for facts only as far as ``extract.FACT_CHARS``: the cost of one input
stays bounded, findings point into the stored text, and the run says so in one line."""

from __future__ import annotations

import storyline.extract as extract_module
from storyline.extract import fact_part
from storyline.model import Article
from storyline.sentences import split_sentences
from storyline.pipeline import ingest
from storyline.settings import Settings
from storyline.store import Store

LINE = "Dock workers in port number {i} accepted a raise of {i} percent, the union said on Tuesday."


def test_the_part_read_for_facts_ends_on_a_whole_sentence_within_the_limit():
    text = " ".join(LINE.format(i=i) for i in range(1, 200))
    short = Article("a", "Herald", "Ports", text[:900])
    assert fact_part(short, 1000) == (short, split_sentences(short.text), None)
    part, sentences, note = fact_part(Article("a", "Herald", "Ports", text), 1000)
    assert sentences == split_sentences(part.text)
    assert len(part.text) <= 1000 and text.startswith(part.text) and part.text.endswith("on Tuesday.")
    assert len(part.text) >= 500 and f"of {len(text):,} characters" in note
    # one sentence longer than half the limit (50,000 figures in a row): cut at the limit itself
    figures = "The counts were " + ", ".join(str(1000 + i) for i in range(2000)) + "."
    part, _sentences, note = fact_part(Article("b", "Herald", "Counts", figures), 1000)
    assert len(part.text) == 1000 and note


def test_a_long_article_is_stored_whole_read_so_far_for_facts_and_reported(tmp_path, nlp, monkeypatch):
    monkeypatch.setattr(extract_module, "FACT_CHARS", 3000)
    body = " ".join(LINE.format(i=i) for i in range(1, 120))
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "long.txt").write_text("Title: Port deal\nSource: Harbour Herald\n\n" + body, encoding="utf8")
    (tmp_path / "in" / "short.txt").write_text("Title: Port reopens\nSource: Coast News\n\n" + LINE.format(i=7),
                                               encoding="utf8")
    store = Store(tmp_path / "s.db")
    failed, skipped = [], []
    report = ingest(store, [tmp_path / "in"], Settings(), on_error=lambda p, r: failed.append((p, r)),
                    on_skip=lambda p, r: skipped.append((p, r)), nlp=nlp)
    assert report.added == 2 and not failed
    ((path, reason),) = skipped
    assert path.endswith("long.txt") and "first" in reason and "stored whole" in reason
    long = next(a for a in store.articles() if a.source == "Harbour Herald")
    assert long.text.endswith(LINE.format(i=119))  # stored whole
    f = store.findings([long.id])[long.id]
    assert f.quantities and max(s.end for s in f.sentences) <= 3000
    assert all(q.span.end <= 3000 and long.text[q.span.start:q.span.end] == q.text for q in f.quantities)
    # what was not read for facts is still found by a search of the store
    assert store.search("number 119")
