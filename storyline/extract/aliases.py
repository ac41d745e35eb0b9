"""Person name forms of a story -> one canonical name per person (the alias rules).

"Robert J. Hammer" = "Robert Hammer" = "Hammer"; "Kristy Noem" (a typo) = "Kristi Noem"; "George H. W.
Bush" is not "George W. Bush"; a bare surname several people bear joins the one the text is about.
Used within an article (``people.find_people``) and across a story's articles (``people.merge_people``).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .honorifics import GENDER, GENDERED_FORM
from .given_names import FEMALE_GIVEN, MALE_GIVEN, NICKNAMES, SURNAME_GIVEN
from .lexicon import words

SUFFIXES = words("people", "suffixes")
_NICKNAME = re.compile(r"\s[\"“]([^\"”\s]+)[\"”]\s")  # the nickname of William "Mo" Cowan


@lru_cache(maxsize=65536)  # the story's few hundred name words are folded again for every pair of forms
def fold(s: str) -> str:
    """Lowercase, accents removed, for comparing names."""
    nfkd = unicodedata.normalize("NFKD", s)
    return "".join(c for c in nfkd if not unicodedata.combining(c)).lower().strip()


# Lower-case particles before a surname: "de Gaulle", "van Beethoven", "bin Salman" are surnames alone.
PARTICLES = words("people", "particles")


def name_key(name: str) -> tuple[str, str]:
    """(first, last) of a person name, folded, ignoring middle initials and suffixes; initials alone
    before the surname are its first name ("J.D. Vance", "J. D. Vance", "JD Vance": ("jd", "vance"));
    a name opening with particles is a bare surname ("de Gaulle", "De La Hoya": ("", surname))."""
    words = [w for w in name.replace(",", " ").split() if fold(w) not in SUFFIXES]
    if len(words) >= 2 and all(re.fullmatch(r"(?:[A-Za-z]\.)+|[A-Za-z]", w) for w in words[:-1]) \
            and len("".join(words[:-1]).replace(".", "")) >= 2:  # not "W. Bush": a bare surname
        return (fold("".join(words[:-1])).replace(".", ""), fold(words[-1]))
    words = [w for w in words if not re.fullmatch(r"[A-Za-z]\.?", w)] or words
    if not words:
        return ("", "")
    lead = 0
    while lead < len(words) - 1 and fold(words[lead]) in PARTICLES:
        lead += 1
    if len(words) == 1 or lead and (words[0].islower() or lead >= 2):
        return ("", fold(words[-1]))
    first = fold(words[0])
    return (first.replace(".", "") if re.fullmatch(r"(?:[a-z]\.){2,}", first) else first, fold(words[-1]))


def _fullness(name: str) -> tuple:
    return (len(name.split()), len(name), name)


def _initials(name: str) -> tuple[str, ...]:
    """Middle initials of a name, folded: "George H. W. Bush" -> ("h", "w")."""
    words = [w for w in name.replace(",", " ").split() if fold(w) not in SUFFIXES]
    return tuple(fold(w)[0] for w in words[1:-1] if re.fullmatch(r"[A-Za-z]\.?", w))


def group_people(names: list[str], weights: dict[str, float] | None = None) -> dict[str, str]:
    """Map each person name form to its canonical (fullest) form by the alias rules.

    Forms with the same first and last name but different middle initials are different people
    ("George H. W. Bush", "George W. Bush"); a form without initials joins the one it fits.
    A bare surname that several people bear ("Keller": Anna, Tom, Ruth) joins the one the
    text is about when ``weights`` (mentions per form) show it at least twice as often as each
    other bearer, and at least twice; else it stays apart.

    Suffixes (Jr., Sr., II, III) are ignored ("Martin Luther King" joins "Martin Luther King Jr.")
    unless the text tells the forms apart (``split_suffix_keys``): then "Donald Trump Jr." and "Donald
    Trump" are two people, "Trump Jr." joins the suffixed one and a bare "Trump" the unsuffixed one
    (the press writes the suffix whenever it means the son).
    """
    titled = {f: m for f in set(names) if (m := HONORIFIC_FORM.fullmatch(f))}  # "Mr. Wu": resolved last
    forms = sorted({f for f in names if f not in titled} | {m.group(2) for m in titled.values()},
                   key=_fullness, reverse=True)
    canon: dict[str, str] = {}
    by_key: dict[tuple[str, str], str] = {}
    known = _Known()  # by_key indexed for _fuzzy_first and _tail_of
    others: dict[tuple[str, str], list[str]] = {}  # more canonical forms of a key, told apart by initials
    by_last: dict[str, list[str]] = {}
    split = split_suffix_keys(forms, weights)
    for form in forms:
        key = name_key(form)
        if key in split and name_suffix(form):  # "Donald Trump Jr." apart from "Donald Trump"
            key = (key[0], f"{key[1]} {name_suffix(form)}")
        if key[0]:
            if key in by_key:
                mine = _initials(form)
                fits = [c for c in [by_key[key], *others.get(key, [])]
                        if not mine or not _initials(c) or _initials(c) == mine]
                if len(fits) == 1:
                    canon[form] = fits[0]
                else:  # new initials: another person; no initials fitting several: left apart
                    canon[form] = form
                    if not fits:
                        others.setdefault(key, []).append(form)
                        by_last.setdefault(key[1], []).append(form)
                continue
            # "Kristi Noem" vs "Kristy Noem": same surname, first names a letter apart; "López Obrador",
            # the last words of "Andrés Manuel López Obrador"
            # "Bill Clinton" of "William Jefferson Clinton"; "CQ Brown" of "Charles Q. Brown Jr."
            hit = _fuzzy_first(key, by_key, known.near(len(key[1]))) or _nickname_of(key, by_key) \
                or _initials_of(form, by_key) or known.tail_of(form)
            canon[form] = by_key[key] = hit or form
            known.add(key, by_key[key])
            nick = _NICKNAME.search(form)  # William "Mo" Cowan is also "Mo Cowan"
            if nick:
                by_key.setdefault((fold(nick.group(1)), key[1]), by_key[key])
            if not hit:
                by_last.setdefault(key[1], []).append(form)
        else:
            owners = by_last.get(f"{key[1]} {name_suffix(form)}", []) if name_suffix(form) else []  # "Trump Jr."
            owners = owners or by_last.get(key[1], []) or _spelled_by(form, set(canon.values()))  # "RFK Jr.", "AOC"
            if not owners and key[1] not in SURNAME_GIVEN:  # "Wang" of "Wang Yi"; a bare "Kelly" is a surname
                owners = [c for k, c in by_key.items() if k[0] == key[1] and len(key[1]) >= 2]
            if not owners and weights is not None and weights.get(form, 0) <= 1:  # "Cowen", once, of "Mo Cowan"
                owners = _misspelled(key[1], by_last)
            canon[form] = owners[0] if len(set(owners)) == 1 else _salient(set(owners), canon, weights) or form
    sexes: dict[str, set[str]] = {}  # "Ms. Ramirez" and "Mr. Ramirez": two people (a couple) when no one else fits
    for m in titled.values():
        sexes.setdefault(m.group(2), set()).add(GENDER[m.group(1).lower()])
    for form, m in titled.items():
        canon[form] = _titled_owner(form, m, canon, by_last, weights)
        if len(sexes[m.group(2)]) > 1 and canon[form] == m.group(2):
            canon[form] = form
    return canon


# "Mr. Wu", "Mrs. Clinton": an honorific before a bare name, which says whether the person is a man or a woman
HONORIFIC_FORM = GENDERED_FORM  # "Mr. Wu": group 1 the honorific, group 2 the name


def given_gender(name: str) -> str | None:
    """"m"/"f" for a name whose first name (or its formal form) is a gendered given name, else None."""
    first = name_key(name)[0]
    for n in (first, *NICKNAMES.get(first, ())):
        if n in MALE_GIVEN:
            return "m"
        if n in FEMALE_GIVEN:
            return "f"
    return None


def _titled_owner(form: str, m: re.Match, canon: dict[str, str], by_last: dict[str, list[str]],
                  weights: dict[str, float] | None) -> str:
    """The person an honorific form is: where the bare name would go, unless that person's first name is
    of the other sex ("Mr. Wu" is not "Michelle Wu"); then the one bearer of the surname who fits, or a
    person of its own (the form itself)."""
    sex = GENDER[m.group(1).lower()]
    bare = m.group(2)
    default = canon.get(bare, bare)
    if given_gender(default) in (None, sex) and default != bare:
        return default
    owners = set(by_last.get(name_key(bare)[1], []))
    fits = {o for o in owners if given_gender(o) in (None, sex)}
    if not owners:
        return default
    if not fits:
        return form
    return next(iter(fits)) if len(fits) == 1 else _salient(fits, canon, weights) or default


def _nickname_of(key: tuple[str, str], by_key: dict[tuple[str, str], str]) -> str | None:
    """The one name with the same surname whose first name is the formal name of ``key``'s nickname, or
    the reverse ("Bill"/"William", "Mike"/"Michael")."""
    first, last = key
    hits = {form for (f, la), form in by_key.items()
            if la == last and f and (f in NICKNAMES.get(first, ()) or first in NICKNAMES.get(f, ()))}
    return next(iter(hits)) if len(hits) == 1 else None


def _word_initials(name: str) -> str:
    """Initials of a name's words and hyphenated parts, suffixes left out: "Robert F. Kennedy Jr." -> "rfk"."""
    words = [w for w in name.replace(",", " ").split() if fold(w) not in SUFFIXES]
    return "".join(fold(p)[0] for w in words for p in w.split("-") if p and p[0].isalpha())


def _initials_of(form: str, by_key: dict[tuple[str, str], str]) -> str | None:
    """"CQ Brown", "C.Q. Brown": the one name with that surname whose first and middle names start with
    those letters ("Charles Q. Brown Jr.")."""
    words = [w for w in form.split() if fold(w) not in SUFFIXES]
    if len(words) != 2 or not re.fullmatch(r"[A-Z]{2,3}|(?:[A-Z]\.){2,3}", words[0]):
        return None
    letters = fold(words[0]).replace(".", "")
    last = fold(words[1])
    hits = {c for (f, la), c in by_key.items() if la == last and f and len(c.split()) > 2
            and _word_initials(c)[:-1] == letters}
    return next(iter(hits)) if len(hits) == 1 else None


def _spelled_by(form: str, fuller: set[str]) -> list[str]:
    """"RFK Jr.", "AOC": a capitals-only form spelling the initials of one person's full name."""
    words = [w for w in form.split() if fold(w) not in SUFFIXES]
    if len(words) != 1 or not re.fullmatch(r"[A-Z]{3,4}", words[0]):
        return []
    hits = [c for c in fuller if len(c.split()) >= 2 and _word_initials(c) == fold(words[0])]
    return hits if len(hits) == 1 else []


def _tail_of(form: str, fuller: set[str]) -> str | None:
    """The one longer name whose last words (two or more) are ``form``'s words: "López Obrador" of
    "Andrés Manuel López Obrador", "Le Pen" of "Marine Le Pen"."""
    words = _plain_words(form)
    if len(words) < 2:
        return None
    hits = {c for c in fuller if len(cw := _plain_words(c)) > len(words) and cw[-len(words):] == words}
    return next(iter(hits)) if len(hits) == 1 else None


@lru_cache(maxsize=16384)
def _plain_words(name: str) -> tuple[str, ...]:
    """The folded words of a name, suffixes left out ("Ken Griffey Jr." -> ("ken", "griffey"))."""
    return tuple(f for w in name.split() if (f := fold(w)) not in SUFFIXES)


def _misspelled(last: str, by_last: dict[str, list[str]]) -> list[str]:
    """The bearers of the one surname a bare surname written once is a typo of: as long, of 5 letters or
    more, the same first letter, one letter other ("Cowen" of "Cowan"); none when two surnames fit."""
    if len(last) < 5 or " " in last:
        return []
    near = [k for k in by_last if len(k) == len(last) and k[0] == last[0]
            and sum(a != b for a, b in zip(k, last)) == 1]
    return by_last[near[0]] if len(near) == 1 else []


def _salient(owners: set[str], canon: dict[str, str], weights: dict[str, float] | None) -> str | None:
    """The bearer of a shared surname the text names far more often than the others, if any."""
    if not weights or not owners:
        return None
    count = {o: sum(weights.get(f, 0.0) for f, c in canon.items() if c == o) for o in owners}
    ranked = sorted(count.items(), key=lambda kv: (-kv[1], kv[0]))
    top, n = ranked[0]
    return top if n >= 2 and all(n >= 2 * m for _, m in ranked[1:]) else None


class _Known:
    """``group_people``'s keys so far and their forms (``by_key``, in its order), indexed: by the length
    of their last name (``_fuzzy_first`` compares only last names of a length that can pass its test)
    and by the last plain words of each form (``_tail_of``)."""

    def __init__(self):
        self.by_length: dict[int, list[tuple[int, tuple[str, str], str]]] = {}
        self.tails: dict[tuple[str, ...], set[str]] = {}
        self.added = 0

    def add(self, key: tuple[str, str], form: str) -> None:
        self.by_length.setdefault(len(key[1]), []).append((self.added, key, form))
        self.added += 1
        words = _plain_words(form)
        for k in range(2, len(words)):
            self.tails.setdefault(words[-k:], set()).add(form)

    def near(self, n: int) -> list[tuple[tuple[str, str], str]]:
        """The (key, form) entries, in ``by_key``'s order, whose last name may be the same as one of
        ``n`` characters for ``_fuzzy_first``: as long, or both of 6 or more and within a tenth of
        their sum (what a ratio of 90 needs)."""
        lengths = [m for m in self.by_length if m == n or (min(m, n) >= 6 and 10 * abs(m - n) <= m + n)]
        return [(key, form) for _k, key, form in sorted(e for m in lengths for e in self.by_length[m])]

    def tail_of(self, form: str) -> str | None:
        """``_tail_of(form, set(by_key.values()))``."""
        words = _plain_words(form)
        hits = self.tails.get(words, ()) if len(words) >= 2 else ()
        return next(iter(hits)) if len(hits) == 1 else None


def _fuzzy_first(key: tuple[str, str], by_key: dict[tuple[str, str], str], entries=None) -> str | None:
    """An existing name with the same surname and a near-identical first name (typo). ``entries``: the
    (key, form) pairs of ``by_key`` to compare, in its order, when an index gave them (``_Known.near``:
    every other one fails the surname test)."""
    from rapidfuzz import fuzz

    tail, n = key[1].split(" ")[1:], len(key[1])
    for (first, last), form in (by_key.items() if entries is None else entries):
        if not first or last.split(" ")[1:] != tail:  # "Trump Jr." is not "Trump"
            continue
        # (a ratio of 90 needs lengths within a tenth of their sum: the Indel distance is at least their gap)
        same_last = last == key[1] or (min(len(last), n) >= 6 and 10 * abs(len(last) - n) <= len(last) + n
                                       and fuzz.ratio(last, key[1]) >= 90)
        if not same_last:
            continue
        if first == key[0]:
            return form
        if (
            last == key[1]
            and first[0] == key[0][0]
            and min(len(first), len(key[0])) >= 4
            and fuzz.ratio(first, key[0]) >= 80
        ):
            return form
    return None


def name_suffix(name: str) -> str:
    """The generational suffix a name ends with, folded without its dot ("Ken Griffey Jr." -> "jr"), or ""."""
    words = name.replace(",", " ").split()
    last = fold(words[-1]) if len(words) >= 2 else ""
    return last.rstrip(".") if last in SUFFIXES else ""


def split_suffix_keys(forms: list[str], weights: dict[str, float] | None) -> set[tuple[str, str]]:
    """(first, last) keys of full names that the text writes for two people told apart by a suffix.

    A key is split when it is written with two different suffixes ("Ken Griffey Sr.", "Ken Griffey
    Jr."), or with and without one ("Donald Trump Jr.", "Donald Trump") and the text also either writes
    the surname with the suffix ("Trump Jr.") or names the unsuffixed full form at least twice. A lone
    unsuffixed variant ("Martin Luther King" once beside "Martin Luther King Jr.") stays the same person.
    """
    suffixes: dict[tuple[str, str], set[str]] = {}
    plain: dict[tuple[str, str], float] = {}
    bare_suffixed: set[tuple[str, str]] = set()  # ("trump", "jr") of "Trump Jr."
    for f in set(forms):
        key, sfx = name_key(f), name_suffix(f)
        if key[0]:
            suffixes.setdefault(key, set()).add(sfx)
            if not sfx:
                plain[key] = plain.get(key, 0.0) + (weights.get(f, 1.0) if weights else 1.0)
        elif sfx:
            bare_suffixed.add((key[1], sfx))
    split = set()
    for key, sfxs in suffixes.items():
        named = sfxs - {""}
        if len(named) >= 2 or (named and "" in sfxs and (
                any((key[1], x) in bare_suffixed for x in named) or plain.get(key, 0.0) >= 2)):
            split.add(key)
    return split
