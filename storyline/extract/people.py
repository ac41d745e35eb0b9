"""People and organisations of an article (spaCy NER plus rules), and their merging across a story.

Within an article, person mentions are cleaned (titles, honorifics, possessives, stray
punctuation) and merged by alias rules: a bare surname joins the full name that carries it,
middle initials and suffixes are ignored ("Robert J. Hammer" = "Robert Hammer") unless the text
tells a father and son apart ("Donald Trump Jr." and "Trump Jr." beside "Donald Trump": aliases). An
organisation defined with an acronym ("Immigration and Customs Enforcement (ICE)") keeps the
acronym as an alias, and later bare acronyms map to it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from .doc import doc_text
from ..model import Mention, Organization, Person, Sentence, Span
from .acronyms import find_acronyms, spelled_acronyms
from .acronyms import is_acronym as _is_acronym
from .aliases import HONORIFIC_FORM, PARTICLES, SUFFIXES, fold, group_people, name_key
from .given_names import GIVEN_NAMES
from .honorifics import GENDERED_RIGHT_BEFORE, HONORIFIC_BEFORE
from .initial_cut import cut_sentence_initials
from .name_repairs import headline_people, shared_surnames, short_names
from .people_filters import relabel_non_persons
from .people_kinds import initialism_people, relabel_outlets_parties_capitals
from .people_mentions import ORG_WORDS, TAIL_WORDS, TITLE_WORDS, entities, person_ok, plain_name
from .lexicon import regex


def _covered(ents: list[tuple[str, int, int]], n: int) -> bytearray:
    """1 for every character inside one of ``ents``."""
    taken = bytearray(n)
    for _, s, e in ents:
        taken[s:e] = b"\x01" * (e - s)
    return taken


def _add_surnames(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Uses of a known person's surname that the NER did not tag at all."""
    text = doc_text(doc)
    names = [[w for w in text[s:e].split() if fold(w) not in SUFFIXES] for k, s, e in ents if k == "PERSON"]
    surnames = {ws[-1] for ws in names if len(ws) > 1}  # "Griffin" of "Robert Griffin III", not "III"
    surnames = {n for n in surnames if n[:1].isupper() and len(n) > 2 and fold(n) not in TITLE_WORDS}
    out = list(ents)
    taken = _covered(ents, len(text))
    for tok in doc:
        if tok.text in surnames and not any(taken[tok.idx : tok.idx + len(tok.text)]):
            sfx = re.match(r",?\s(?:Jr\.|Sr\.|Jr|Sr|II|III|IV)(?![\w.])", text[tok.idx + len(tok.text):])
            end = tok.idx + len(tok.text) + (sfx.end() if sfx else 0)  # "Witt Jr." of "Bobby Witt Jr."
            out.append(("PERSON", tok.idx, end))
    return sorted(out, key=lambda x: (x[1], x[2]))


def _relabel_surnames(ents: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Mentions the NER typed as a place/organisation that the article shows to be a person.

    A one-word ORG/GPE equal to the surname of a person of the article; a form tagged PERSON
    more often than anything else in the article ("Cheeks" once ORG, five times PERSON); a
    two- or three-word ORG/GPE/OTHER ending in such a surname ("Hugh Jackman" tagged GPE).
    "More often" means at least twice as often: the NER also calls products people ("MacBook Pro").
    """
    counts = _NameCounts(ents, text)
    return [(counts.kind(k, s, e), s, e) for k, s, e in ents]


class _NameCounts:
    """How the article's mentions are typed: surnames and first names of full names, votes per form
    (times tagged PERSON minus twice the times tagged anything else), one-word forms' other kinds."""

    def __init__(self, ents: list[tuple[str, int, int]], text: str):
        self.text = text
        full = [text[s:e] for k, s, e in ents if k == "PERSON" and len(text[s:e].split()) > 1]
        self.surnames = {name_key(n)[1] for n in full}
        self.firsts = {name_key(n)[0] for n in full}
        self.votes: dict[str, int] = {}
        self.tagged_person: set[str] = set()
        self.other_kind: dict[str, dict[str, int]] = {}  # one-word forms: how often tagged ORG / GPE
        self.person_count: dict[str, int] = {}
        for k, s, e in ents:
            form = text[s:e]
            self.votes[form] = self.votes.get(form, 0) + (1 if k == "PERSON" else -2)
            if k == "PERSON":
                self.tagged_person.add(form)
                self.person_count[form] = self.person_count.get(form, 0) + 1
            if k in ("ORG", "GPE") and " " not in form:
                self.other_kind.setdefault(form, {}).setdefault(k, 0)
                self.other_kind[form][k] += 1
        for k, s, e in ents:  # "Nikki Haley" always tagged ORG, "Haley" PERSON now and then: a given name + that surname
            words = text[s:e].split()
            if k != "PERSON" and len(words) == 2 and words[0].lower() in GIVEN_NAMES \
                    and words[1] in self.tagged_person and plain_name(text[s:e]):
                self.surnames.add(fold(words[1]))
        self.person_words = {fold(w) for w, v in self.votes.items() if v >= 0 and " " not in w} | self.surnames

    def kind(self, k: str, s: int, e: int) -> str:
        """The kind of the mention ``text[s:e]`` tagged ``k``, in the light of the article."""
        w = self.text[s:e]
        words = w.split()
        plain = not _is_acronym(w) and not any(fold(x) in ORG_WORDS for x in words)
        others = self.other_kind.get(w, {})
        if k == "PERSON" and len(words) == 1 and fold(w) not in self.surnames \
                and sum(others.values()) > self.person_count.get(w, 0):
            return max(others, key=others.get)  # "Netflix" tagged GPE twice and PERSON once: the majority wins
        if k in ("ORG", "GPE", "OTHER") and len(words) == 1 and plain and (
                fold(w) in self.surnames or fold(w) in self.firsts and _PERSON_AFTER.match(self.text, e)):
            return "PERSON"  # "Jackman" of "Hugh Jackman"; "Wang said" of "Wang Yi"
        if k != "PERSON" and self.votes.get(w, 0) >= 0 and plain:
            return "PERSON"
        if k in ("ORG", "GPE", "OTHER") and 2 <= len(words) <= 3 and plain and self._surname_ends(w, words):
            return "PERSON"
        return k

    def _surname_ends(self, w: str, words: list[str]) -> bool:
        """A two- or three-word name ending in a person word of the article ("Charles de Gaulle" typed ORG)."""
        return (
            w not in self.tagged_person  # the same string tagged both ways: the vote above decided
            and "," not in w
            and all((x[:1].isupper() or x in PARTICLES) and x.replace("-", "").replace("'", "").isalpha()
                    for x in words)
            and fold(words[-1]) in self.person_words
            and fold(words[0]) not in TITLE_WORDS
        )


def _place_after_of(text: str, s: int, e: int) -> bool:
    """A one-word "person" written as a home town: "Luann Johnson, of Burnsville,"."""
    return " " not in text[s:e] and re.search(r",\s+of\s+$", text[max(0, s - 8) : s]) is not None


_PLACE_AFTER = regex("people", "place_after")
_PLACE_BEFORE = regex("people", "people_place_before")  # "the small West Texas town of Marlow"
# "in Port Sandon, ..." / "in Kestria on Tuesday": a place ends its phrase; "in Adelson money" does not
_PLACE_END = regex("people", "place_end")
_PERSON_AFTER = regex("people", "person_after")


def _placed_forms(text: str, ents: list[tuple[str, int, int]]) -> set[str]:
    """Names the NER calls people that the text writes as places: "in Port Sandon", "Kestria district",
    and never as someone who speaks, owns ("Kestria's") or is addressed ("Mr. ...")."""
    placed, personal = set(), set()
    for k, s, e in ents:
        if k != "PERSON":
            continue
        form = text[s:e]
        after, before = text[e:e + 20], text[max(0, s - 20):s]
        if _PERSON_AFTER.match(after) or HONORIFIC_BEFORE.search(before):
            personal.add(form)
        elif _PLACE_AFTER.match(after) or (_PLACE_BEFORE.search(before) and _PLACE_END.match(after)):
            placed.add(form)
    return placed - personal


def _org_key(name: str) -> str:
    """Normalised org name: no leading article/"U.S.", "X Department" = "Department of X"."""
    n = fold(name)
    n = re.sub(r"^(the|u\.s\.|us|united states)\s+", "", n)
    n = re.sub(r"^(the|u\.s\.|us|united states)\s+", "", n)
    m = re.fullmatch(r"(.+) (department|dept\.?)", n)
    if m:
        n = m.group(1)
    n = re.sub(r"^(department|dept\.?) of (the )?", "", n)
    return n.replace("’", "'")




def _titled(text: str, m: Mention) -> str:
    """A one-word person mention with the honorific written before it ("Mr. Wu"), else its text."""
    h = GENDERED_RIGHT_BEFORE.search(text[max(0, m.span.start - 6):m.span.start])
    return f"{h.group(1)}. {m.text}" if h and " " not in m.text else m.text


def _build_people(items: list[tuple[str, Span]]) -> list[Person]:
    """People of the (name, span) items; a name may carry its honorific ("Mr. Wu"), which decides the
    person and names one of its own, but is no alias of a person it joins."""
    names = [n for n, _ in items]
    canon = group_people(names, Counter(names))
    groups: dict[str, tuple[set[str], list[Span]]] = {}
    for name, span in items:
        c = canon[name]
        forms, spans = groups.setdefault(c, (set(), []))
        hm = HONORIFIC_FORM.fullmatch(name)
        forms.add(hm.group(2) if hm else name)
        spans.append(span)
    return [
        Person(c, tuple(sorted(forms - {c})), tuple(sorted(set(spans), key=lambda s: (s.article, s.start, s.end))))
        for c, (forms, spans) in sorted(groups.items())
    ]


def _build_orgs(items: list[tuple[str, Span]], acronyms: dict[str, str]) -> list[Organization]:
    """Group org mentions by normalised key, acronym links and shared aliases."""
    parent: dict[str, str] = {}

    def find(k: str) -> str:
        while parent.setdefault(k, k) != k:
            k = parent[k]
        return k

    def union(a: str, b: str) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    for name, _ in items:
        find(_org_key(name))
    spelled = spelled_acronyms([n for n, _ in items], acronyms, _org_key)  # "ERO": "Enforcement and Removal Operations"
    for acro, long in [*acronyms.items(), *spelled.items()]:
        union(_org_key(acro), _org_key(long))
    groups: dict[str, tuple[set[str], list[Span]]] = {}
    for name, span in items:
        root = find(_org_key(name))
        forms, spans = groups.setdefault(root, (set(), []))
        forms.add(name)
        spans.append(span)
    out = []
    for forms, spans in groups.values():
        full = [f for f in forms if not _is_acronym(f)] or sorted(forms)
        name = max(full, key=lambda f: (f in acronyms.values(), len(f.split()), len(f), f))
        out.append(
            Organization(
                name,
                tuple(sorted(forms - {name})),
                tuple(sorted(set(spans), key=lambda s: (s.article, s.start, s.end))),
            )
        )
    return sorted(out, key=lambda o: o.name)


def find_people(
    doc, article_id: str, sentences: list[Sentence]
) -> tuple[list[Person], list[Organization], list[Mention]]:
    """People, organisations and all named-entity mentions of one parsed article."""
    text = doc_text(doc)
    acronyms = find_acronyms(text)
    # products, groups, towns, teams the NER called people ("737 Max", "Virginia Democrats"), before and
    # after the surname rules (which would spread "Port Sandon" to every "Sandon"): people_filters
    # and outlets, parties, capitals standing for a government ("Breitbart London", "Sinn Féin", "Washington")
    ents = cut_sentence_initials(doc, entities(doc))  # "on X. Loomer said": "X." ends a sentence
    ents = relabel_outlets_parties_capitals(text, relabel_non_persons(doc, text, ents))
    ents = relabel_outlets_parties_capitals(text, relabel_non_persons(doc, text, _relabel_surnames(ents, text)))
    ents = _add_surnames(doc, ents)
    placed = _placed_forms(text, ents)
    ents = initialism_people(text, ents, set(acronyms))  # "RFK Jr.", "AOC"
    short = short_names(text, ents)  # "Xi" of "Xi Jinping", "Dr. Oz"
    short |= {text[s:e] for k, s, e in ents if k == "PERSON" and re.fullmatch(r"[A-Z]{3,4},?\s+(?:Jr|Sr)\.?", text[s:e])}
    ents = headline_people(text, ents, TAIL_WORDS)  # "TRUMP FIRES ...", "Noem Says ..."
    ents = [
        (k, s, e) for k, s, e in ents
        if k != "PERSON" or ((person_ok(text[s:e]) or text[s:e] in short) and not _place_after_of(text, s, e)
                             and text[s:e] not in placed)
    ]
    # a bare acronym the text defines is an organisation whatever the NER said
    ents = [("ORG" if text[s:e] in acronyms else k, s, e) for k, s, e in ents]
    # make sure the acronym's long form is a mention even when the NER missed or split it
    have = {(s, e) for _, s, e in ents}
    for acro, (long, s, e) in acronyms.items():
        if (s, e) not in have:
            ents = [x for x in ents if x[2] <= s or x[1] >= e]
            ents.append(("ORG", s, e))
    # bare uses of a defined acronym the NER missed ("ICE acting Director")
    taken = _covered(ents, len(text))
    for acro in acronyms:
        for m in re.finditer(rf"(?<![\w.]){re.escape(acro)}(?![\w])", text):
            if not any(taken[m.start() : m.end()]):
                ents.append(("ORG", m.start(), m.end()))
    ents.sort(key=lambda x: (x[1], x[2]))
    mentions = [Mention(text[s:e], k, Span(article_id, s, e)) for k, s, e in ents]
    # "Mr. Wu", "Mrs. Clinton": the honorific goes to the alias rules with a bare name (a man is not "Michelle Wu")
    # "Bill" of "Bill and Hillary Clinton" is Bill Clinton
    spouses = shared_surnames(text, [(m.kind, m.span.start, m.span.end) for m in mentions if m.kind == "PERSON"])
    people = _build_people([(spouses.get((m.span.start, m.span.end)) or _titled(text, m), m.span)
                            for m in mentions if m.kind == "PERSON"])
    orgs = _build_orgs(
        [(m.text, m.span) for m in mentions if m.kind == "ORG"], {a: v[0] for a, v in acronyms.items()}
    )
    return people, orgs, mentions


def merge_people(people: Iterable[Person]) -> tuple[list[Person], dict[str, str]]:
    """Merge the people of a story's articles; returns people and {name or alias: canonical name}."""
    people = list(people)
    forms = [f for p in people for f in (p.name, *p.aliases)]
    weights: Counter = Counter()
    for p in people:  # an article's person counts its mentions for its own (fullest) form
        weights[p.name] += len(p.mentions)
    canon = group_people(forms, weights)
    # an article's person keeps its forms together: follow the canonical of its fullest form
    groups: dict[str, tuple[set[str], set[Span]]] = {}
    for p in people:
        c = canon[p.name]
        fs, spans = groups.setdefault(c, (set(), set()))
        fs.update((p.name, *p.aliases))
        spans.update(p.mentions)
    out = []
    mapping: dict[str, str] = {}
    for c, (fs, spans) in sorted(groups.items()):
        name = c
        mentions = tuple(sorted(spans, key=lambda s: (s.article, s.start, s.end)))
        out.append(Person(name, tuple(sorted(fs - {name})), mentions))
        for f in fs:
            mapping.setdefault(f, name)
    return out, dict(sorted(mapping.items()))


def merge_organizations(orgs: Iterable[Organization]) -> tuple[list[Organization], dict[str, str]]:
    """Merge the organisations of a story's articles; returns orgs and {name or alias: canonical}."""
    items: list[tuple[str, Span]] = []
    acronyms: dict[str, str] = {}
    for o in orgs:
        for a in o.aliases:
            if _is_acronym(a) and not _is_acronym(o.name):
                acronyms.setdefault(a, o.name)
        forms = (o.name, *o.aliases)
        items.extend((f, Span("", -1, -1)) for f in forms)
        items.extend((o.name, s) for s in o.mentions)
    merged = _build_orgs(items, acronyms)
    out = []
    mapping: dict[str, str] = {}
    for o in merged:
        spans = tuple(s for s in o.mentions if s.start >= 0)
        out.append(Organization(o.name, o.aliases, spans))
        for f in (o.name, *o.aliases):
            mapping.setdefault(f, o.name)
    return out, dict(sorted(mapping.items()))
