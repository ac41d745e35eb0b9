"""Per-article extraction: one spaCy parse (``extract.doc``), then the extraction components
(``extract.components``, in the order of ``extract/data/pipeline.toml``) read it.

``extract(article, nlp)`` gives an article's ``Findings``; ``python -m storyline.extract --list``
prints the components in order with what each assigns. See docs/extraction.md.
"""

from __future__ import annotations

from ..model import Article, Findings
from ..sentences import split_sentences
from .doc import CHUNK_CHARS, doc_ents, doc_sents, doc_text, ent_at, load_nlp, parse, parse_many, sent_bounds  # noqa: F401


def extract(article: Article, nlp, disable=(), parsed=None) -> Findings:
    """Read people, roles, moves, quantities, quotes, dates, denials and relays out of one article.

    ``disable``: component names to leave out (a comma-separated string or a sequence; see
    ``python -m storyline.extract --list``). A component that fails on the article is named in
    ``Findings.failures`` and leaves its findings empty; the other components still run.
    ``parsed``: (``split_sentences(article.text)``, its ``parse``) when made already (``parse_many``).
    """
    from . import components

    skip = components.parse_disable(disable)
    sentences, doc = parsed if parsed is not None else (None, None)
    if doc is None:
        sentences = split_sentences(article.text)
        doc = parse(nlp, article.text, sentences)
    components.start(doc, article.id, sentences, article.published)
    doc = components.run(doc, skip)
    x = doc._
    return Findings(
        article=article.id,
        sentences=tuple(sentences),
        people=tuple(x.people),
        organizations=tuple(x.organizations),
        mentions=tuple(x.mentions),
        roles=tuple(x.roles),
        quantities=tuple(x.quantities),
        quotes=tuple(x.quotes),
        dates=tuple(x.dates),
        denials=tuple(x.denials),
        relays=tuple(x.relays),
        predicates=tuple(x.predicates),
        title_events=tuple(_title_events(nlp, article, x.failures) if "clauses" not in skip else ()),
        version=components.version(skip),
        failures=tuple(x.failures),
    )


def _title_events(nlp, article: Article, failures: list) -> list:
    """The event words of the title (part of the "clauses" component; a failure is recorded as its)."""
    from .components import reason
    from .predicates import title_events

    try:
        return title_events(nlp, article.title)
    except Exception as exc:  # one failure must not cost the article its other findings
        from ..model import Failure

        failures.append(Failure("clauses", reason(exc)))
        return []
