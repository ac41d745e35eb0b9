"""The stage functions both ingest paths call per article and per story, in one module that imports
no orchestration (``pipeline``, ``scale``), so the worker processes (``scale.local``, ``scale.dask``,
``scale.briefs``) import them without an import cycle; ``pipeline`` re-exports them.

``prepare`` / ``prepare_batch`` / ``prepare_json``: clean, then extract (the spaCy parse batched);
``shared_nlp``: the model once per process; ``brief_of`` / ``build_story_brief``: one story's brief.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from functools import lru_cache

from .model import Article, Findings, Story
from .settings import Settings
from .store import Store


def shared_nlp(model: str):
    """The spaCy pipeline ``model``, loaded once per process and shared by every ingest in it (and,
    through fork, by the worker processes started after it; ``scale.local``), its attribute ruler
    and lemmatizer replaced by ``spacy_pipeline``'s faster ones (the same annotations, token by token)."""
    return _load_nlp_once(model)


@lru_cache(maxsize=2)
def _load_nlp_once(model: str):
    from .extract import load_nlp
    from .spacy_pipeline import use_cached_lemmatizer, use_fast_attribute_ruler

    return use_cached_lemmatizer(use_fast_attribute_ruler(load_nlp(model)))  # the same annotations, sooner


def prepare_json(raws: list[Article], nlp, disable=()) -> list[tuple[Article, str, str | None]]:
    """``prepare_batch`` with each article's findings as the store keeps them (JSON text), made where
    they were found (a worker process) so that the writer only writes."""
    from .store import findings_to_json

    return [(article, findings_to_json(found), problem) for article, found, problem in prepare_batch(raws, nlp, disable)]


class Note(str):
    """A problem that is no failure: the article is stored as it is (one not written in English)."""


def prepare(raw: Article, nlp, disable=()) -> tuple[Article, Findings, str | None]:
    """The per-article stages: clean, then extract. Returns (article, findings, problem or None).

    Extraction failing on one article's text leaves that article with empty findings and a
    problem to report; it never stops the run. One extraction component failing costs only its
    own findings (the others are kept) and is reported as the problem. An article not written
    in English gets empty findings and a ``Note`` (reported as skipped, not failed). ``disable``:
    extraction components to leave out. Used by the single-machine and Dask paths (through
    ``prepare_batch``).
    """
    return prepare_batch([raw], nlp, disable)[0]


def prepare_batch(raws: list[Article], nlp, disable=()) -> list[tuple[Article, Findings, str | None]]:
    """``prepare`` of several articles, in order, their spaCy parses run as one batch
    (``extract.parse_many``: the same Docs as one at a time, fewer and larger matrix products).
    Should the batched parse fail, each article is parsed on its own, so one bad text still only
    costs its own findings."""
    from .clean import clean
    from .extract import extract, fact_part, parse_many
    from .extract.components import parse_disable, version
    from .language import foreign_language

    out: list[tuple[Article, Findings, str | None]] = []
    todo: list[tuple[int, Article, list, str | None]] = []  # (position, the part read for facts, its sentences, note)
    for raw in raws:
        article = clean(raw)
        lang = foreign_language(article.text)
        if lang:
            out.append((article, Findings(article=article.id, version=version(parse_disable(disable))), Note(
                f"written in another language than English ({lang}): stored, no facts read from it")))
            continue
        out.append((article, Findings(article=article.id), None))
        try:
            part, sentences, cut = fact_part(article)  # a text longer than any article, or a snippet's cut end
            todo.append((len(out) - 1, part, sentences, cut))
        except Exception as exc:  # one article's bad text must not stop the run
            out[-1] = _unread(article, exc)
    try:
        docs = parse_many(nlp, [(part.text, sentences) for _, part, sentences, _c in todo])
    except Exception:  # parse them one by one below: only the article at fault loses its findings
        docs = [None] * len(todo)
    for (k, part, sentences, cut), doc in zip(todo, docs):
        article = out[k][0]
        try:
            findings = extract(part, nlp, disable, (sentences, doc) if doc is not None else None)
        except Exception as exc:  # one article's bad text must not stop the run
            out[k] = _unread(article, exc)
            continue
        failed = "; ".join(f"{f.component} ({f.reason})" for f in findings.failures)
        problem = f"could not extract {failed}: stored with its other findings" if failed else None
        if cut:  # read in part: a note alone, or after the failure it comes with
            problem = f"{problem}; {cut}" if problem else Note(cut)
        out[k] = (article, findings, problem)
    return out


def _unread(article: Article, exc: Exception) -> tuple[Article, Findings, str]:
    from .readers.raw import short_reason  # one printable line, whatever the exception says

    return article, Findings(article=article.id), f"could not extract facts ({short_reason(exc)})"


def build_story_brief(store: Store, story: Story, copies: dict[str, str], settings: Settings) -> dict:
    """Assemble one story's bundle from the store and write its brief (contract dict)."""
    ids = list(story.articles)
    articles = {a.id: a for a in store.articles(ids)}
    return brief_of(story, articles, store.findings(ids), copies, settings)


def brief_of(story: Story, articles: dict[str, Article], findings: dict[str, Findings],
             copies: dict[str, str], settings: Settings) -> dict:
    """The brief of one story from its cleaned articles and their findings."""
    from .brief import build_brief, bundle_of

    with _cycle_collector_paused():
        # the story's copies only (not a scan of every copy in the store per story)
        bundle, people_map = bundle_of(story, articles, findings, {a: copies[a] for a in articles if a in copies})
        return build_brief(bundle, settings, people_map)


@contextmanager
def _cycle_collector_paused():
    """Python's cycle collector off while one brief is made, back on (if it was) after. A big story's
    brief makes millions of short-lived objects (claims, views, pair features), each freed by its
    reference count; the collector's passes over every live object of the process cost a tenth of
    the brief and more as the story grows. What the brief leaves in cycles is collected afterwards."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
