"""Articles not written in English: stored as they are, reported once, no facts read from them."""

from __future__ import annotations

from storyline.language import foreign_language, language_of
from storyline.pipeline import ingest
from storyline.settings import Settings
from storyline.store import Store

SPANISH = ("El gobierno anunció el martes que el puerto de Valencia reabrirá después de una huelga de tres días. "
           "Los estibadores aceptaron un aumento salarial del 4 por ciento, según el sindicato. "
           "Más de 40 buques esperaron frente a la costa durante el conflicto, dijo la autoridad portuaria. "
           "Los exportadores de cítricos calculan pérdidas de varios millones de euros.")
ENGLISH = ("The port of Valencia will reopen after a three-day strike, the government said on Tuesday. "
           "Dock workers accepted a 4 percent raise, the union said. More than 40 ships waited off the "
           "coast during the dispute, the port authority said. Citrus exporters put their losses at several "
           "million euros.")


def test_the_language_of_a_text_and_when_it_is_too_short_to_tell():
    assert language_of(ENGLISH) == "en" and foreign_language(ENGLISH) is None
    assert language_of(SPANISH) == "es" and foreign_language(SPANISH) == "es"
    assert language_of("Trump Clinton Obama") is None  # too few letters: read as English
    assert foreign_language("Sanders said no.") is None


def test_a_foreign_article_is_stored_and_reported_but_yields_no_facts(tmp_path, nlp):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "es.txt").write_text("Title: Reabre el puerto\nSource: El Diario\n\n" + SPANISH, encoding="utf8")
    (tmp_path / "in" / "en.txt").write_text("Title: Port reopens\nSource: Harbour Herald\n\n" + ENGLISH, encoding="utf8")
    store = Store(tmp_path / "s.db")
    failed, skipped = [], []
    report = ingest(store, [tmp_path / "in"], Settings(), on_error=lambda p, r: failed.append((p, r)),
                    on_skip=lambda p, r: skipped.append((p, r)), nlp=nlp)
    assert report.added == 2 and not report.failed and not failed  # not a failure: the run exits 0
    ((path, reason),) = skipped
    assert path.endswith("es.txt") and "(es)" in reason and "stored" in reason
    es = next(a for a in store.articles() if a.source == "El Diario")
    en = next(a for a in store.articles() if a.source == "Harbour Herald")
    f = store.findings([es.id, en.id])
    assert es.text.startswith("El gobierno") and not f[es.id].quantities and not f[es.id].quotes
    assert f[en.id].quantities  # the English one is read as before
