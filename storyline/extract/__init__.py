"""Per-article extraction: one spaCy parse (``extract.doc``), then the extraction components
(``extract.components``, in the order of ``extract/data/pipeline.toml``) read it.

``extract(article, nlp)`` gives an article's ``Findings``; ``python -m storyline.extract --list``
prints the components in order with what each assigns. See docs/extraction.md.
"""

from __future__ import annotations

from ..model import Article, Findings
from ..sentences import split_sentences
from .doc import CHUNK_CHARS, doc_ents, doc_sents, doc_text, ent_at, load_nlp, parse, sent_bounds  # noqa: F401


def extract(article: Article, nlp, disable=()) -> Findings:
    """Read people, roles, moves, quantities, quotes, dates, denials and relays out of one article.

    ``disable``: component names to leave out (a comma-separated string or a sequence; see
    ``python -m storyline.extract --list``). A component that fails on the article is named in
    ``Findings.failures`` and leaves its findings empty; the other components still run.
    """
    from . import components

    skip = components.parse_disable(disable)
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
        version=components.version(skip),
        failures=tuple(x.failures),
    )
