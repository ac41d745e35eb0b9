"""A feed's snippet stops mid-sentence ("... leaving travelers stranded after..."): that last
sentence is stored and searchable, but no claim, quotation or figure is read from it, since the words
that would finish it are not in the text."""

from __future__ import annotations

import pytest

from storyline.extract import cut_short, extract, fact_part
from storyline.model import Article
from storyline.pipeline import ingest
from storyline.settings import Settings
from storyline.store import Store


@pytest.mark.parametrize("sentence, cut", [
    ("Southwest, however, told the paper that attributing the cancellations to...", True),
    ('"We can say with confidence that our...', True),
    ("\u201cWe want to thank the medical staff at Walter Reed for their\u2026\u201d", True),
    ("The program in . . .", True),
    ("The airline canceled 1,800 flights [\u2026]", True),
    ("The airline canceled 1,800 flights [...]", True),
    # a whole sentence, then the excerpt's mark
    ("The court shields officers from suits over excessive force....", False),
    ("Was it a sick-out?...", False),
    ("The union said the cancellations were not part of a labor action.", False),
    ("He paused \u2026 and then he said nothing more.", False),
    ('"We are just students..." she said.', False),
])
def test_a_sentence_cut_short_ends_in_an_ellipsis_after_an_unfinished_word(sentence, cut):
    assert cut_short(sentence) is cut


SNIPPET = ("Southwest Airlines canceled more than 1,000 flights over the weekend. "
           "The union said the cancellations were not part of a planned labor action.\n\n"
           '"The weekend challenges were not a result of 2,000 pilots...')


def test_facts_are_read_up_to_the_sentence_a_snippet_cuts_short():
    article = Article("s", "Axios", "Cancellations", SNIPPET)
    part, sentences, note = fact_part(article)
    assert note is None and part.text.endswith("labor action.") and SNIPPET.startswith(part.text)
    assert [part.text[s.start:s.end][:9] for s in sentences] == ["Southwest", "The union"]
    whole = Article("w", "Axios", "Cancellations", SNIPPET.replace("pilots...", "pilots, the union said."))
    assert fact_part(whole)[0] is whole and len(fact_part(whole)[1]) == 3


def test_no_quotation_or_figure_is_read_from_the_cut_sentence(nlp):
    findings = extract(Article("s", "Axios", "Cancellations", SNIPPET), nlp)
    assert any("1,000" in q.text for q in findings.quantities)
    assert not any("2,000" in q.text for q in findings.quantities)
    assert not any("weekend challenges" in q.text for q in findings.quotes)
    assert max(s.end for s in findings.sentences) <= SNIPPET.index('"The weekend')


def test_an_ingested_snippet_is_stored_whole_and_found_by_its_cut_sentence(tmp_path, nlp):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "s.txt").write_text("Title: Cancellations\nSource: Axios\n\n" + SNIPPET, encoding="utf8")
    store = Store(tmp_path / "s.db")
    failed, skipped = [], []
    report = ingest(store, [tmp_path / "in"], Settings(), on_error=lambda p, r: failed.append((p, r)),
                    on_skip=lambda p, r: skipped.append((p, r)), nlp=nlp)
    assert report.added == 1 and not failed and not skipped  # no line: most snippets end so
    (article,) = store.articles()
    assert article.text.endswith("pilots...")
    f = store.findings([article.id])[article.id]
    assert f.quantities and all(q.span.end <= article.text.index('"The weekend') for q in f.quantities)
    assert store.search("weekend challenges")


def test_a_run_in_heading_gives_no_clause_and_the_clause_after_it_starts_after_it(nlp):
    """"Why it matters: The mass cancellations come after ...": the heading is a sentence of its own
    (``sentences.is_heading``) and no clause is read from it; the paragraph's clause opens on its own
    words, not on the heading."""
    from storyline.extract import parse
    from storyline.extract.predicates import find_predicates

    text = ("Southwest Airlines canceled more than 1,000 flights over the weekend.\n\n"
            "Why it matters:\u00a0The mass cancellations come after its pilots asked a court to block the mandate.")
    sentences = fact_part(Article("h", "Axios", "Cancellations", text))[1]
    clauses = find_predicates(parse(nlp, text, sentences), "h", sentences)
    assert "matter" not in {p.trigger for p in clauses}
    come = next(p for p in clauses if p.trigger == "come")
    assert text[come.span.start:come.span.end].startswith("The mass cancellations come")
