"""Per-article extraction: one spaCy parse (``extract.doc``), then the extraction components
(``extract.components``, in the order of ``extract/data/pipeline.toml``) read it.

``extract(article, nlp)`` gives an article's ``Findings``; ``python -m storyline.extract --list``
prints the components in order with what each assigns. See docs/extraction.md.
"""

from __future__ import annotations

from dataclasses import replace

from ..model import Article, Findings, Sentence
from ..sentences import split_sentences
from .doc import CHUNK_CHARS, doc_ents, doc_sents, doc_text, ent_at, load_nlp, parse, parse_many, sent_bounds  # noqa: F401


# Characters of an article facts are read from (about 16,000 words, longer than nearly any news
# article): the parse and the extractors cost a few seconds a 100 KB, so a longer text (a data dump, a
# list of 100,000 figures) is stored and searchable whole, but read for facts only this far.
FACT_CHARS = 100_000


def fact_part(article: Article, limit: int | None = None) -> tuple[Article, list[Sentence], str | None]:
    """(the part of ``article`` facts are read from, its sentences, a line saying what was left or
    None). The part is the whole article, but:

    - a text longer than ``limit`` characters (``FACT_CHARS`` unless given) is read up to the end of
      the last whole sentence within them (up to the limit itself when that would leave less than half
      of it: one sentence of 50,000 figures), and the line says so;
    - a text whose last sentence is cut short where an excerpt stopped (``cut_short``: feeds and
      index pages end their snippets "... leaving thousands of U.S. travelers stranded after...") is
      read up to the sentence before it: the words that would finish that sentence are not in the text,
      so no claim, quotation or figure read from it is whole. No line: most snippets end so.

    The part's offsets are the article's, so its findings point into the stored text."""
    limit = FACT_CHARS if limit is None else limit
    text, note = article.text, None
    if len(text) > limit:
        whole = [s.end for s in split_sentences(text[:limit])[:-1]]
        cut = whole[-1] if whole and whole[-1] >= limit // 2 else limit
        text, note = text[:cut], (f"facts read from its first {cut:,} of {len(text):,} characters "
                                  f"(the limit of an article read for facts): stored whole")
    sentences = split_sentences(text)
    if sentences and cut_short(text[sentences[-1].start:sentences[-1].end]):
        sentences.pop()
        text = text[:sentences[-1].end] if sentences else ""
    if len(text) == len(article.text):
        return article, sentences, note
    return replace(article, text=text), sentences, note


def cut_short(sentence: str) -> bool:
    """A sentence that ends where an excerpt stopped, not where its writer did: in an ellipsis ("...",
    "\u2026", ". . .", "[...]", a closing quotation mark or bracket after it), its last word no
    sentence end before it ("excessive force...." ends its sentence, then the excerpt)."""
    end = sentence.rstrip().rstrip("\"'\u201d\u2019)]").rstrip()
    if end.endswith(("[...", "[\u2026")):
        return True
    for mark in ("...", "\u2026", ". . ."):
        if end.endswith(mark):
            return not end[: -len(mark)].rstrip().endswith((".", "!", "?"))
    return False


def extract(article: Article, nlp, disable=(), parsed=None) -> Findings:
    """Read people, roles, moves, quantities, quotes, dates, denials and relays out of one article.

    ``disable``: component names to leave out (a comma-separated string or a sequence; see
    ``python -m storyline.extract --list``). A component that fails on the article is named in
    ``Findings.failures`` and leaves its findings empty; the other components still run.
    ``parsed``: (``split_sentences(article.text)``, its ``parse``) when made already (``parse_many``).
    Facts are read from the article's first ``FACT_CHARS`` characters (``fact_part``).
    """
    from . import components

    skip = components.parse_disable(disable)
    sentences, doc = parsed if parsed is not None else (None, None)
    if doc is None:
        article, sentences, _note = fact_part(article)
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
