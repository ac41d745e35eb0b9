"""The units of alignment: a claim (``Item``), a slot of claims about one thing (``Slot``) and a
story's alignment (``Alignment``), with the small helpers every stage after ``align`` reads. Kept
apart from ``align`` so that judging and the claim stages import the types, not the aligner."""

from __future__ import annotations

from dataclasses import dataclass, field

from .extract.lexicon import words
from .model import Sentence, Span, StoryBundle
from .textsim import TfIdf

_GENERIC_SPEAKERS = words("alignment", "generic_speakers")


def story_order(bundle: StoryBundle) -> list[str]:
    """Article ids in story order (the story's list, then any others sorted)."""
    order = [a for a in bundle.story.articles if a in bundle.articles]
    order += sorted(a for a in bundle.articles if a not in set(order))
    return order


def is_named_speaker(name: str | None) -> bool:
    """A person's name rather than "officials" / "the people"."""
    return bool(name) and any(c.isupper() for c in name) and name.lower() not in _GENERIC_SPEAKERS


@dataclass(frozen=True)
class Item:
    """One assertion in one sentence of one article."""

    kind: str  # event | quantity | quote | role | statement | denial
    key: tuple  # the slot
    value: object  # compared inside the slot (None: no value)
    article: str
    sentence: Span
    text: str  # the finding as written (quote, quantity phrase, title ...)
    label: str  # a short description for people
    outlets: tuple[str, ...]  # outlet keys this item counts for
    relayed: tuple[str, ...]  # outlet keys it relays (subset of outlets), else ()
    order: tuple[int, int]  # (article rank, sentence start)
    finding: object = None  # the Role / Quantity / Quote / DateRef / Denial
    predicate: object = None  # the clause (``Predicate``) a clause claim is


@dataclass
class Slot:
    """Items about one thing; ``clusters`` groups items whose values agree."""

    kind: str
    key: tuple
    about: str
    conflict_kind: str | None  # "value" / "attribute" when differing clusters conflict
    clusters: list[list[Item]] = field(default_factory=list)


@dataclass
class Alignment:
    """What ``judge`` and ``brief`` need: slots, denials, outlets, sentences, names."""

    bundle: StoryBundle
    slots: list[Slot]
    denials: list[Item]
    outlets: dict[str, str]  # article -> outlet key
    names: dict[str, str]  # outlet key -> display name
    people_map: dict[str, str]
    sentences: dict[str, list[Sentence]]
    relays: dict[str, dict[int, tuple[str, ...]]]  # article -> sentence start -> relayed outlet keys
    tfidf: TfIdf
    order: list[str]
    claims: dict = field(default_factory=dict)  # align_clauses.meaning_slots' record: claims, views, scores


def cluster_leaders(items: list[Item], same) -> list[list[Item]]:
    """Leader clustering: each item joins the first cluster whose leader it matches."""
    clusters: list[list[Item]] = []
    for it in items:
        for c in clusters:
            if same(c[0], it):
                c.append(it)
                break
        else:
            clusters.append([it])
    return clusters


def linked_groups(items: list[Item], near) -> list[list[Item]]:
    """Single-link groups of ``items`` (taken in story order): an item joins, and merges, every group
    holding an item ``near`` it. Each group lists its items in story order."""
    groups: list[list[Item]] = []
    for it in sorted(items, key=lambda i: i.order):
        touched = [g for g in groups if any(near(it, x) for x in g)]
        merged = sorted((x for g in touched for x in g), key=lambda i: i.order) + [it]
        groups = [g for g in groups if not any(g is t for t in touched)] + [merged]
    return groups


def with_key(items: list[Item], key: tuple) -> list[Item]:
    """``items`` moved to the slot ``key`` (each one that has another key replaced by a copy)."""
    from dataclasses import replace

    return [it if it.key == key else replace(it, key=key) for it in items]


def sentence_text(al: Alignment, it: Item) -> str:
    """The sentence an item was read from."""
    return al.bundle.articles[it.article].text[it.sentence.start:it.sentence.end]
