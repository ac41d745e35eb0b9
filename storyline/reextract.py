"""Bring a store's findings up to date with the current extraction rules (``storyline reextract DB``).

Every stored article's findings carry the extraction version they were made with
(``Findings.version``: the versioned components that ran and a digest of the word lists). An
article whose version differs from the current one is extracted again from its stored cleaned
text (the text and its offsets do not change), its findings are replaced, and the stories holding
it get their briefs rebuilt by one regroup at the end. Running it twice does nothing the second
time. A component failing on an article is reported and the article keeps what the others found.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .model import Article, Findings
from .settings import Settings
from .store import Store


@dataclass
class ReextractReport:
    """What one re-extraction did."""

    articles: int = 0  # articles in the store
    stale: int = 0  # of them made with other rules
    reextracted: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)  # (article id, reason)
    stories_changed: list[str] = field(default_factory=list)
    version: str = ""


def current_version(settings: Settings | None = None) -> str:
    """The extraction version findings made now (with these settings) carry."""
    from .extract.components import parse_disable, version

    return version(parse_disable((settings or Settings()).extract_disable))


def stale_articles(store: Store, settings: Settings | None = None) -> list[str]:
    """Ids of the stored articles whose findings were made with other extraction rules, in ingest order."""
    now = current_version(settings)
    return [aid for aid, v in store.findings_versions().items() if v != now]


def reextract(store: Store, settings: Settings | None = None, nlp=None, everything: bool = False,
              on_article: Callable[[str], None] | None = None, batch: int = 200) -> ReextractReport:
    """Extract again every article made with older (other) rules, or all with ``everything``; then
    regroup, rebuilding the briefs of the stories whose findings changed (every brief when the
    store's briefs were made by other brief rules: ``pipeline.BRIEF_RULES``)."""
    from .extract.components import parse_disable
    from .pipeline import BRIEF_RULES, update_stories

    settings = settings or Settings()
    disable = parse_disable(settings.extract_disable)
    report = ReextractReport(version=current_version(settings))
    versions = store.findings_versions()
    report.articles = len(versions)
    todo = list(versions) if everything else [a for a, v in versions.items() if v != report.version]
    report.stale = sum(v != report.version for v in versions.values())
    for k in range(0, len(todo), batch):
        for article in store.articles(todo[k:k + batch]):
            if nlp is None:
                from .extract import load_nlp

                nlp = load_nlp(settings.spacy_model)
            findings, problem = findings_of(article, nlp, disable, report.version)
            if problem:
                report.failed.append((article.id, problem))
            store.replace_findings(findings)
            report.reextracted += 1
            if on_article:
                on_article(article.id)
    if report.reextracted or store.regroup_due() or store.brief_rules() != BRIEF_RULES:
        report.stories_changed = update_stories(store, settings)
    return report


def findings_of(article: Article, nlp, disable: tuple[str, ...], version: str) -> tuple[Findings, str | None]:
    """An article's findings from its stored cleaned text, as ``pipeline.prepare`` makes them
    (one not written in English gets none), and a problem to report or None."""
    from .extract import extract
    from .language import foreign_language

    if foreign_language(article.text):
        return Findings(article=article.id, version=version), None
    try:
        findings = extract(article, nlp, disable)
    except Exception as exc:  # one article's bad text must not stop the run
        from .extract.components import reason

        return Findings(article=article.id), f"could not extract facts ({reason(exc)})"
    failed = "; ".join(f"{f.component} ({f.reason})" for f in findings.failures)
    return findings, (f"could not extract {failed}: kept its other findings" if failed else None)
