"""The plain data types that flow between the stages.

Every stage reads and returns these frozen dataclasses (or tuples of them). Offsets are
character offsets into ``Article.text`` (the *cleaned* text), end exclusive, so that any
finding can be checked with ``article.text[span.start:span.end]``.

Flow::

    Article (raw text) --clean--> Article (cleaned text, removed)
    Article --extract--> Findings (sentences, people, roles, quantities, quotes, dates, denials, relays)
    [Article] --dedupe--> {article id: id of the article it copies}
    [Article] --cluster--> {article id: story id}
    story's Articles + Findings --align--> Facts, Conflicts
    --brief--> dict per the JSON contract (schema/brief.schema.json)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime


@dataclass(frozen=True)
class Removed:
    """A piece of page furniture the cleaner took out, and why (e.g. "language menu")."""

    text: str
    why: str


@dataclass(frozen=True)
class Article:
    """One article from one outlet.

    ``text`` is what the reader produced until ``clean`` runs; afterwards it is the
    cleaned text and ``removed`` lists what was taken out. ``source`` is the outlet
    name ("Reuters"), or the file name when the outlet is unknown.
    """

    id: str
    source: str
    title: str
    text: str
    url: str | None = None
    published: datetime | None = None
    path: str | None = None
    removed: tuple[Removed, ...] = ()
    source_known: bool = True


@dataclass(frozen=True)
class Span:
    """Characters ``start:end`` of the cleaned text of article ``article``."""

    article: str
    start: int
    end: int


@dataclass(frozen=True)
class Sentence:
    """One sentence of a text: ``text[start:end]`` (no surrounding whitespace)."""

    start: int
    end: int


@dataclass(frozen=True)
class Mention:
    """A named entity as written: kind is PERSON, ORG, GPE, NORP or OTHER."""

    text: str
    kind: str
    span: Span


@dataclass(frozen=True)
class Person:
    """A person within one article: canonical (longest) name, the other forms used."""

    name: str
    aliases: tuple[str, ...]
    mentions: tuple[Span, ...]


@dataclass(frozen=True)
class Organization:
    """An organisation within one article, with its acronym when the text defines one."""

    name: str
    aliases: tuple[str, ...]
    mentions: tuple[Span, ...]


@dataclass(frozen=True)
class Role:
    """A person holding, taking or leaving a post.

    change: None (plain title), "current", "incoming", "outgoing" or "former".
    replaces: the person this one replaces / succeeds, when the text says so.
    future: True when the sentence speaks of it as a future event ("will retire").
    verb: the lemma that signalled the move ("retire", "appoint"), when there is one.
    """

    person: str
    title: str
    org: str | None
    change: str | None
    replaces: str | None
    future: bool
    verb: str | None
    span: Span
    sentence: Span


@dataclass(frozen=True)
class Quantity:
    """A number reported in a sentence, and what it counts.

    value: the number (3000.0 for "3,000"); unit: "$", "percent", "people" ...;
    counted: what is counted ("arrests"); per: the rate's denominator ("day", "year", "share",
    "barrel", "100,000 people") or None;
    bound: "about", "at least", "more than", "less than", "up to" or None;
    change: "up", "down", "triple" ... or None; frame: "target" (a goal, quota or plan), "expected"
    (a forecast or announced figure: "will be 5.9%"), "actual", "past" or None;
    verb: for a count, the lemma of the verb or event noun it is about ("kill", "injure", "death",
    "seriously injure"), or None.
    owner: for a count of someone's things or relations, the person as written ("Hale, who has
    had 14 horses", "Hale's 12 boats" -> "Hale"), or None.
    """

    value: float
    unit: str | None
    counted: str | None
    per: str | None
    bound: str | None
    change: str | None
    frame: str | None
    text: str
    span: Span
    sentence: Span
    verb: str | None = None
    owner: str | None = None


@dataclass(frozen=True)
class Quote:
    """Something someone said: direct (in quotation marks) or reported."""

    speaker: str | None
    text: str
    direct: bool
    span: Span
    sentence: Span


@dataclass(frozen=True)
class DateRef:
    """A date expression: ``when`` as written, ``date`` resolved when possible."""

    when: str
    date: date | None
    span: Span
    sentence: Span
    event: str | None = None  # the event noun it dates ("the June 25 special election": "election")
    event_at: Span | None = None  # where that noun and its modifiers are ("special general election")
    of_thing: bool = False  # it tells which thing a noun is ("Thursday's report", "its July estimate"), not when


@dataclass(frozen=True)
class Denial:
    """Someone denying or disputing a claim: ``claim`` is the text denied."""

    denier: str | None
    claim: str
    span: Span
    sentence: Span


@dataclass(frozen=True)
class Relay:
    """The article relays another outlet's reporting ("Axios reported")."""

    outlet: str
    span: Span
    sentence: Span


@dataclass(frozen=True)
class Predicate:
    """One clause of a sentence (``storyline.extract.predicates``).

    trigger: the lemma of its event word ("apologize"; "apology" in "issued an apology"); head: that
    word; span: the clause from its first to its last word; gist: its own words only (the clauses
    inside it left out); subject / object: as written; negated; modality: "future", "modal"
    ("could", "would"), "planned" ("plans to"), "question" ("whether ..."), "condition" ("unless ...") or
    None; source / cue: who tells it and the verb
    ("say", "deny") when it is the content of a speech or denial verb; pos: the trigger's part of
    speech; events: the clause's words that can name an event (verbs, event nouns), for linking the
    mentions of one event across articles; finite: the clause has a tensed verb ("was stabbed", "will
    see"), False for one that cannot stand alone ("released Wednesday by ...", "to expand the court",
    "bringing the amount to $1,657"); True for findings stored before it was read; subject_at: where
    its subject's word starts in the article (its own, or the one it shares), -1 when it has none or
    for findings stored before it was read; subject_person: who a "he" / "she" subject is.
    """

    trigger: str
    head: Span
    span: Span
    sentence: Span
    gist: str
    subject: str | None = None
    object: str | None = None
    negated: bool = False
    modality: str | None = None
    source: str | None = None
    cue: str | None = None
    pos: str = "VERB"
    events: tuple[tuple[int, int, str], ...] = ()  # (start, end, lemma) of its words that can name an event
    finite: bool = True
    subject_at: int = -1
    subject_person: str | None = None  # the person a "he" / "she" subject stands for (coref), as the article names them


@dataclass(frozen=True)
class Failure:
    """An extraction component that raised on an article: its findings are missing, the others kept."""

    component: str
    reason: str


@dataclass(frozen=True)
class Findings:
    """Everything extracted from one article; ``version`` names the extraction rules that made it
    (``storyline.extract.components.version``; "" for findings stored before versions existed)."""

    article: str
    sentences: tuple[Sentence, ...] = ()
    people: tuple[Person, ...] = ()
    organizations: tuple[Organization, ...] = ()
    mentions: tuple[Mention, ...] = ()
    roles: tuple[Role, ...] = ()
    quantities: tuple[Quantity, ...] = ()
    quotes: tuple[Quote, ...] = ()
    dates: tuple[DateRef, ...] = ()
    denials: tuple[Denial, ...] = ()
    relays: tuple[Relay, ...] = ()
    predicates: tuple[Predicate, ...] = ()
    title_events: tuple[tuple[int, int, str], ...] = ()  # (start, end, lemma) of event words in the title
    version: str = ""
    failures: tuple[Failure, ...] = ()


@dataclass(frozen=True)
class Evidence:
    """A sentence that supports a fact: ``sentence == article.text[start:end]``."""

    article: str
    sentence: str
    start: int
    end: int


@dataclass(frozen=True)
class Fact:
    """One fact of a story, aligned across articles.

    kind: event | quantity | quote | role | statement | denial
    status: corroborated | single-source | contested | conflicting
    support: number of independent outlets.
    key: the slot the fact fills (used to align and to find conflicts), e.g.
    ("quantity", "arrests", "day", "target").
    """

    id: str
    text: str
    kind: str
    status: str
    support: int
    articles: tuple[str, ...]
    evidence: tuple[Evidence, ...]
    key: tuple = ()
    outlets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Side:
    """One side of a conflict: the value, the sentence that gives it, the articles holding it."""

    value: str
    text: str
    articles: tuple[str, ...]


@dataclass(frozen=True)
class Conflict:
    """Outlets disagree: kind is value, denial or attribute. ``facts[i]`` is the fact of ``claims[i]``;
    facts after the last claim's are also in the conflict, their claims reading as one shown (two
    facts of one asserting sentence)."""

    about: str
    kind: str
    claims: tuple[Side, ...]
    facts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Story:
    id: str
    title: str
    articles: tuple[str, ...]


@dataclass
class StoryBundle:
    """What the align and brief stages need for one story (built by the pipeline)."""

    story: Story
    articles: dict[str, Article] = field(default_factory=dict)
    findings: dict[str, Findings] = field(default_factory=dict)
    copy_of: dict[str, str] = field(default_factory=dict)
    relays: dict[str, tuple[str, ...]] = field(default_factory=dict)
