"""The extraction components: each extractor a named spaCy component over the parsed ``Doc``.

Every component is registered with ``Language.factory`` (factory ``storyline_<name>``), declares
the ``Doc`` extensions it reads (``requires``) and writes (``assigns``), and carries a version
that goes up when its behaviour changes. ``extract/data/pipeline.toml`` gives the order they run
in; ``disable`` (the setting ``extract_disable``) leaves some out. A component that raises on an
article is recorded for that article (``doc._.failures``, then ``Findings.failures``) and its
extensions keep their empty values; the components after it still run.

The extractors themselves are plain functions in their modules (``people.find_people``,
``quotes.find_quotes`` ...); a component only reads its inputs from the ``Doc`` and writes its
results back, so each can be called, tested and replaced on its own.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Callable

from ..errors import StorylineError

LOG = logging.getLogger("storyline")

# Set on the Doc before the components run (``start``).
INPUTS = ("doc._.article_id", "doc._.sentences", "doc._.published", "doc._.failures")


@dataclass(frozen=True)
class Spec:
    """One component: its name, version, what it reads and writes, and the function that runs it."""

    name: str
    version: int
    assigns: tuple[str, ...]
    requires: tuple[str, ...]
    about: str
    run: Callable

    @property
    def factory(self) -> str:
        return f"storyline_{self.name}"

    @property
    def versioned(self) -> str:
        return f"{self.name}.v{self.version}"


def _people(doc) -> None:
    from .people import find_people

    from .span_index import PeopleIndex

    people, organizations, mentions = find_people(doc, doc._.article_id, doc._.sentences)
    # the same list, with its mentions indexed for ``coref.person_at``
    doc._.people, doc._.organizations, doc._.mentions = PeopleIndex(people), organizations, mentions


def _moves(doc) -> None:
    from .moves import find_moves

    doc._.moves = find_moves(doc, doc._.article_id, doc._.people, doc._.organizations)


def _roles(doc) -> None:
    from .roles import find_roles

    doc._.roles = find_roles(doc, doc._.article_id, doc._.sentences, doc._.people, doc._.organizations,
                             moves=doc._.moves)


def _quantities(doc) -> None:
    from .quantities import find_quantities

    doc._.quantities = find_quantities(doc, doc._.article_id, doc._.sentences)


def _speakers(doc) -> None:
    from .coref import doc_cache

    doc._.speech = doc_cache(doc, doc._.people)


def _quotes(doc) -> None:
    from .quotes import find_quotes

    doc._.quotes = find_quotes(doc, doc._.article_id, doc._.sentences, doc._.people)


def _dates(doc) -> None:
    from .dates import find_dates

    doc._.dates = find_dates(doc, doc._.article_id, doc._.sentences, doc._.published)


def _denials(doc) -> None:
    from .denials import find_denials

    doc._.denials = find_denials(doc, doc._.article_id, doc._.sentences, doc._.people)


def _relays(doc) -> None:
    from .denials import find_relays

    doc._.relays = find_relays(doc, doc._.article_id, doc._.sentences)


def _clauses(doc) -> None:
    from .predicates import find_predicates

    doc._.predicates = find_predicates(doc, doc._.article_id, doc._.sentences, doc._.people)


_ID = ("doc._.article_id", "doc._.sentences")
_PEOPLE = ("doc._.people",)
SPECS: tuple[Spec, ...] = (
    Spec("people", 6, ("doc._.people", "doc._.organizations", "doc._.mentions"), _ID,
         "people and organisations (spaCy NER plus rules), their aliases and every named mention", _people),
    Spec("moves", 1, ("doc._.moves",), _ID + ("doc._.people", "doc._.organizations"),
         "personnel moves per sentence (retire, resign, name, replace, 'her retirement', 'X's successor')",
         _moves),
    Spec("roles", 1, ("doc._.roles",), _ID + ("doc._.people", "doc._.organizations", "doc._.moves"),
         "who holds which post (titles, appositions, copulas), with the sentence's moves", _roles),
    Spec("quantities", 4, ("doc._.quantities",), _ID,
         "numbers with what they count, unit, rate, bound, change and frame", _quantities),
    Spec("speakers", 2, ("doc._.speech",), _ID + _PEOPLE,
         "who can speak: people's genders, quoted spans, Q/A turns (read by quotes and denials)", _speakers),
    Spec("quotes", 5, ("doc._.quotes",), _ID + _PEOPLE + ("doc._.speech",),
         "direct and reported quotes with their speakers", _quotes),
    Spec("dates", 7, ("doc._.dates",), _ID + ("doc._.published",),
         "date expressions, resolved against the article's date", _dates),
    Spec("denials", 4, ("doc._.denials",), _ID + _PEOPLE + ("doc._.speech",),
         "denials (who denies which claim)", _denials),
    Spec("relays", 2, ("doc._.relays",), _ID,
         "other outlets whose reporting the article relays ('Axios reported')", _relays),
    Spec("clauses", 11, ("doc._.predicates",), _ID + _PEOPLE,
         "the clauses of each sentence: event word, subject, object, negation, modality, who tells it, "
         "and the words that may name an event (the claims alignment compares)", _clauses),
)
BY_NAME = MappingProxyType({s.name: s for s in SPECS})
# The extensions the components assign, with the value each has before (or without) its component.
EMPTY = MappingProxyType({
    "doc._.people": list, "doc._.organizations": list, "doc._.mentions": list, "doc._.moves": dict,
    "doc._.roles": list, "doc._.quantities": list, "doc._.speech": dict, "doc._.quotes": list,
    "doc._.dates": list, "doc._.denials": list, "doc._.relays": list, "doc._.predicates": list})


@lru_cache(maxsize=1)
def configured_order() -> tuple[str, ...]:
    """The component names in the order of ``extract/data/pipeline.toml``."""
    from .lexicon import table

    order = tuple(table("pipeline")["order"])
    check_order(order)
    return order


def check_order(order: tuple[str, ...]) -> None:
    """Every name a component and each component after the ones assigning what it requires."""
    have = set(INPUTS)
    for name in order:
        spec = BY_NAME.get(name)
        if spec is None:
            raise UnknownComponent(f"unknown extraction component {name!r} (known: {', '.join(BY_NAME)})")
        missing = [r for r in spec.requires if r not in have]
        if missing:
            raise ValueError(f"extraction component {name!r} runs before what it requires: {', '.join(missing)}")
        have.update(spec.assigns)


class UnknownComponent(StorylineError, ValueError):
    """A component name (in the order or the setting ``extract_disable``) that names no component."""


def parse_disable(value) -> tuple[str, ...]:
    """Component names to leave out, from a comma-separated setting or a sequence; unknown ones raise."""
    names = [n.strip() for n in (value.split(",") if isinstance(value, str) else value or ()) if n.strip()]
    unknown = [n for n in names if n not in BY_NAME]
    if unknown:
        raise UnknownComponent(f"unknown extraction component(s) {', '.join(unknown)} (known: {', '.join(BY_NAME)})")
    return tuple(sorted(set(names)))


def version(disable: tuple[str, ...] = ()) -> str:
    """The extraction version findings carry: the parse's (``doc.PARSE_VERSION``), the versioned
    components that ran, in order, and a digest of the word lists (``lexicon.digest``), e.g.
    "parse.v2 people.v1 roles.v1 ... lists:3f2a9c1b"."""
    from .doc import PARSE_VERSION
    from .lexicon import digest

    parts = [f"parse.v{PARSE_VERSION}"] + [BY_NAME[n].versioned for n in configured_order() if n not in disable]
    return " ".join(parts + [f"lists:{digest()[:8]}"])


class Component:
    """A spaCy pipeline component running one ``Spec``: exceptions go to its error handler, which by
    default records a ``Failure`` on the Doc (spaCy's own loop would re-raise a KeyError)."""

    def __init__(self, spec: Spec):
        self.spec = spec
        self._handler = record_failure

    def __call__(self, doc):
        try:
            self.spec.run(doc)
        except Exception as exc:  # one component's failure must not cost the article its other findings
            self._handler(self.spec.name, self, [doc], exc)
        return doc

    def get_error_handler(self):
        return self._handler

    def set_error_handler(self, handler) -> None:
        self._handler = handler


def reason(exc: BaseException) -> str:
    """One printable line for an exception: its type and the first line of its message."""
    msg = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
    text = f"{type(exc).__name__}: {msg}" if msg else type(exc).__name__
    return "".join(c if c.isprintable() else "?" for c in text)


def record_failure(name: str, proc, docs, exc: BaseException) -> None:
    """The default error handler: note (component, reason) on each Doc, and log it with its traceback
    at level INFO (the caller reports ``Findings.failures``: ``pipeline.prepare`` as the article's problem)."""
    from ..model import Failure

    for doc in docs:
        doc._.failures.append(Failure(name, reason(exc)))
        LOG.info("%s: extraction component %s failed (%s)", doc._.article_id, name, reason(exc), exc_info=exc)


def register() -> None:
    """Declare the Doc extensions and register every component's factory with spaCy (once)."""
    from spacy.language import Language
    from spacy.tokens import Doc

    for attr in INPUTS + tuple(EMPTY):
        name = attr.split(".")[-1]
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=None)
    for spec in SPECS:
        if not Language.has_factory(spec.factory):
            Language.factory(spec.factory, assigns=list(spec.assigns), requires=list(spec.requires),
                             func=lambda nlp, name, spec=spec: Component(spec))


@lru_cache(maxsize=4)
def pipeline(order: tuple[str, ...] | None = None):
    """A blank spaCy ``Language`` holding the components in ``order`` (default: the configured one);
    built once per process and order."""
    import spacy

    register()
    order = configured_order() if order is None else tuple(order)
    check_order(order)
    nlp = spacy.blank("en")
    for name in order:
        nlp.add_pipe(BY_NAME[name].factory, name=name)
    return nlp


def start(doc, article_id: str, sentences, published) -> None:
    """Set the inputs and the empty value of every extension on a parsed Doc."""
    register()
    doc._.article_id, doc._.sentences, doc._.published, doc._.failures = article_id, sentences, published, []
    for attr, empty in EMPTY.items():
        setattr(doc._, attr.split(".")[-1], empty())


def run(doc, disable: tuple[str, ...] = ()):
    """Run the configured components over a Doc prepared by ``start``, leaving out ``disable``."""
    return pipeline()(doc, disable=list(disable))


def listing() -> str:
    """The components in order, one line each: name.version, what it assigns, what it needs, what it does."""
    lines = []
    for k, name in enumerate(configured_order(), 1):
        spec = BY_NAME[name]
        needs = [r for r in spec.requires if r not in _ID]
        lines.append(f"{k}. {spec.versioned:<14} assigns {', '.join(spec.assigns)}"
                     + (f"; requires {', '.join(needs)}" if needs else ""))
        lines.append(f"   {spec.about}")
    return "\n".join(lines)
