"""Whose words a fact of the brief shows: the speaker of a quotation, the denier of a denial, the
source a clause is reported by ("According to Blake Farenthold, he would not seek re-election"), for
a reader who sees the claim alone (``brief._facts``: a fact's ``who`` and ``says``)."""

from __future__ import annotations

import re

_MARKS = " \"'\u201c\u201d\u2018\u2019.,;:"  # around a quotation's words as a sentence shows them


def whose_words(names: StoryNames, items: list, it, claim: str, quotes=()) -> tuple[str | None, str | None]:
    """(who, how): whose words or denial the shown ``claim`` is, for a reader who sees the claim alone.
    A quotation shown as its words: its named speaker and "quotes" (in quotation marks in the article)
    or "reports" (reported speech: "he would not run for re-election"), also when the fact shows it by
    the clause of the quotation's sentence that holds those words; a denial: its named denier and
    "denies"; a clause a named source reports ("Farenthold had announced that [he would not seek
    re-election]"): that source and "reports"; a tensed clause that officials, sources or reports tell
    ("Officials said [the bridge had collapsed]"): them and "reports" (``unnamed_source``). ``quotes``:
    the quotations the article's finder read in the claim's sentence, whatever fact they went to ("Lynch
    said [his client had a .32-caliber revolver]" is Lynch's also in the fact of the figure). (None, None)
    for every other claim, and for a quotation's fact shown by a clause of another sentence: the speaker
    did not say that clause."""
    from .align_items import is_named_speaker

    words = claim.strip(_MARKS)  # '“I have not done anything wrong.': the quotation's first sentence
    # "a pregnant mom, who died on Friday": a noun and its clause, before which no "According to X, " reads
    opener = it.predicate.gist.split(" ", 1)[0].lower() if it.predicate is not None else ""
    relative = opener in RELATIVE and not claim.lower().startswith(opener)  # not "that [the suit was filed]"
    here = [it] + [x for x in items if x is not it and x.kind == "quote" and x.article == it.article
                   and x.sentence.start == it.sentence.start]
    for x in here:
        who = x.key[1] if len(x.key) > 1 and isinstance(x.key[1], str) else None
        if not is_named_speaker(who):
            continue
        if x.kind == "denial" and x is it:
            return who, "denies"
        if x.kind == "quote" and _tells(words, x.text):
            if getattr(x.finding, "direct", True):
                return who, "quotes"
            return (who, "reports") if not relative and _reporter(names, who, claim, quoted=True) else (None, None)
    if relative:
        return None, None
    mine = [q for q in quotes if _tells(words, q.text)]
    for q in mine:
        if is_named_speaker(q.speaker):
            who = names.person(q.speaker)
            if q.direct:
                return who, "quotes"
            if _reporter(names, who, claim, quoted=True):
                return who, "reports"
    p = it.predicate
    if p is not None and p.source and is_named_speaker(p.source) and p.source not in claim:
        who = names.person(p.source)
        if _reporter(names, who, claim):
            return who, "reports"
    if _SAYS.search(claim):
        return None, None
    told = [x.finding.speaker for x in here if x.kind == "quote" and not getattr(x.finding, "direct", True)
            and getattr(x.finding, "speaker", None) and _tells(words, x.text)]  # reported speech of "officials"
    told += [q.speaker for q in mine if not q.direct and q.speaker]
    if p is not None and p.source and p.finite:
        told.append(p.source)  # "Despite reports last week that said [Ross would not be returning]"
    unnamed = next((u for u in map(unnamed_source, told) if u), None)
    return (unnamed, "reports") if unnamed else (None, None)


def _tells(words: str, quoted) -> bool:
    """Whether a claim's ``words`` are a quotation's: inside it, or holding it as most of what they say;
    not a few words in quotation marks inside a longer claim ('Robert Pattinson and Kristen Stewart will
    star in "Moon"': "Moon" is no one's quotation of that claim)."""
    if not words or not isinstance(quoted, str) or not quoted:
        return False
    return words in quoted or (quoted in words and 2 * len(quoted) >= len(words))


def unnamed_source(source: str) -> str | None:
    """A source of no name that is still a source: a plural noun of those who report ("Officials",
    "Sources", "reports last week", "Prosecutors", "Police"), as it reads inside a sentence ("officials"); None
    for anything else ("Polls", "House leader", "the people")."""
    from .extract.lexicon import words

    said = source.split()
    if len(said) > 1 and said[0].lower() in _HOW_MANY:  # "multiple sources", "two officials"
        said = said[1:]
    low = said[0].lower() if said else ""
    one = {low[:-1], low[:-2], low[:-3] + "y"} if low.endswith("s") else set()  # "officials", "authorities"
    if low == "police" or one & (words("alignment", "attribution_nouns") | _REPORTING):
        return source[:1].lower() + source[1:]
    return None


RELATIVE = frozenset("who whom whose which that".split())  # the words a relative clause opens on
_HOW_MANY = frozenset("multiple several many some two three four five numerous other".split())


_REPORTING = frozenset("report prosecutor investigator authority document record".split())


def _reporter(names: StoryNames, who: str, claim: str, quoted: bool = False) -> bool:
    """Whether "According to ``who``" may stand before ``claim``: ``who`` is a person of the story or a
    description ("a lawyer for Mrs. Clinton", "one recent poll", "Pelosi's supporters"), not a word the
    parse took for a source ("Polls" of "Polls show him beating ...", "House leader" for the congressman
    "who said"); and the claim does not say who says it already ("Asked about his future, he said, ...").
    ``quoted``: the speaker the quotation finder gave reported speech, for whom a name of two words is
    enough ("Volodymyr Zelensky"); one word is not ("Congress")."""
    first = who.split()[0].lower() if who.split() else ""
    described = first in _DETERMINERS or first.endswith(("'s", "\u2019s"))  # "a lawyer for ...", "Weiner's office"
    known = who in names.people or (len(who.split()) >= 2 and (described or quoted))
    return known and not _SAYS.search(claim)


# the first word of a source described rather than named ("the Senate historian", "one recent poll"); a bare
# "House leader" is no such description: the parse hung "who said" on the wrong noun
_DETERMINERS = frozenset("a an the one some other several many two three four his her their its".split())


# a claim carrying its own attribution ("Then, he said, a setting was changed")
_SAYS = re.compile(r"\b(?:he|she|they|we|I|it)\s+(?:said|says|added|told|noted|argued|wrote|insisted|asked)\b")


def outlet_name(who: str | None) -> str | None:
    """A source that is a news outlet (or outlets reporting together), by the outlet's full name ("THR",
    "Hollywood Reporter": "The Hollywood Reporter"; "THR and Collider": "The Hollywood Reporter and
    Collider"); any other source as it is."""
    from .extract.outlets import ALIASES, name_key

    if not who:
        return who
    parts = who.split(" and ")
    named = [ALIASES.get(name_key(p)) for p in parts]
    return " and ".join(named) if all(named) else who


class StoryNames:
    """The story's people, for naming who says a claim: its canonical names and one ``NameIndex``
    over its name map, made once per brief."""

    def __init__(self, people_map: dict[str, str]):
        from .align import NameIndex

        self.index = NameIndex(people_map)
        self.people = frozenset(people_map.values())

    def person(self, name: str) -> str:
        """The story's name for ``name``: its canonical name, also under a title or courtesy ("Mr.
        Farenthold": Blake Farenthold)."""
        from .extract.lexicon import words

        found = self.index.canonical(name) or name
        *before, last = name.split()
        if found == name and before and all(w.lower() in words("people", "title_words") for w in before):
            alone = self.index.canonical(last)
            found = alone if alone and alone != last else name
        return found


_PRONOUN = re.compile(r"(?:(?:when|while|after|before|because|since|although|though|that|once),?\s+)?(he|she)\b", re.I)
_LATER_PRONOUN = re.compile(r"\b(he|she)\b", re.I)
_QUOTED = re.compile(r"[\"\u201c][^\"\u201d]*[\"\u201d]")


def first_pronoun(claim: str):
    """The claim's first subject "he" / "she" a reader cannot place: its opening one ("She then grips her
    chest", also after the word that tied it: "when she ..."), else the first one outside quotation
    marks ("Asked, for example, if he would vote for military cuts ..., he called for ..."); a match
    whose group 1 is the pronoun, or None."""
    m = _PRONOUN.match(claim)
    if m is not None:
        return m
    return _LATER_PRONOUN.search(_QUOTED.sub(lambda q: " " * len(q.group(0)), claim))


def about_whom(names: StoryNames, it, claim: str, text: str, predicates) -> str | None:
    """The person the claim's first "he" / "she" stands for (``first_pronoun``: "She then grips her
    chest": Zurana Horton), as the story names them, when the article's coreference rules named one
    (``Predicate.subject_person``) and the claim does not name them before it ("Patrick said he would
    go"); None for every other claim."""
    m = first_pronoun(claim)
    at = text.find(claim, it.sentence.start, it.sentence.end) if m else -1
    if at < 0:
        return None
    at += m.start(1)
    who = next((p.subject_person for p in predicates if p.subject_at == at and p.subject_person), None)
    who = names.person(who) if who else None
    if who not in names.people:
        return None  # a person of the story, not a word taken for one ("Twitter")
    from .extract.aliases import given_gender

    if given_gender(who) not in (None, "m" if m.group(1).lower() == "he" else "f"):
        return None  # a man's given name for "she" (or a woman's for "he"), whatever the rules said
    if re.search(rf"\b{re.escape(who.split()[-1])},? (?:asked|wondered)\b", claim[m.end(1):]):
        return None  # "Was he sure, Mr. Jordan asked, ...": who asks is not who the question is about
    before = set(re.findall(r"\w+", claim[:m.start(1)].lower()))
    return None if before & {w.lower() for w in re.findall(r"\w+", who) if len(w) > 2} else who  # "Patrick said he"


def bare_title(claim: str, person: str) -> bool:
    """A title fact's claim that is only the title and its holder's name ("Gov. Rick Perry of Texas",
    "lawyer William W. Taylor"; ``person``: the holder, in any case): it ends on the holder's last
    name, or on a place after it ("of Texas"); not a clause about them ("Ms. Lerner, who leads the division", "Pelosi has led House
    Democrats")."""
    words = claim.split()
    last = person.split()[-1].casefold() if person.split() else ""
    at = next((k for k in range(len(words) - 1, -1, -1) if words[k].casefold().strip(".,") == last), None)
    if ", " in claim or len(words) > 8 or at is None:
        return False
    tail = words[at + 1:]
    return not tail or (tail[0] == "of" and len(tail) <= 3)
