"""Names the NER calls people that are news outlets, political parties or capital cities used for a
government: "Breitbart London", "Sinn Féin", "Washington will replace the agreement". Called by
``people.find_people`` on its (kind, start, end) entity list; only PERSON mentions change kind.

A one-word outlet or capital stays a person when it is a word of a person's full name in the article
("Denzel Washington ... Washington thanked his family") or follows an honorific ("Mr. Washington").
"""

from __future__ import annotations

import re

from .aliases import fold as fold_name
from .outlets import OUTLETS
from .honorifics import HONORIFIC_BEFORE
from .lexicon import regex, words


def _fold(s: str) -> str:
    """``aliases.fold`` (lower case, no accents) with one apostrophe and single spaces."""
    return re.sub(r"\s+", " ", fold_name(s.replace("’", "'")))


# Outlet names (and other spellings), folded, without a leading "the".
OUTLET_NAMES = frozenset(re.sub(r"^the ", "", _fold(n)) for names in OUTLETS for n in names)
# Words after an outlet's name that make an edition or a desk of it: "Breitbart London", "Politico Europe".
EDITION_WORDS = words("people", "edition_words")
# Political parties and movements with no organisation word in their name.
PARTY_NAMES = frozenset(_fold(n) for n in """Sinn Féin|Fianna Fáil|Fine Gael|Plaid Cymru|Likud|Kadima|Shas|Meretz|
    Yesh Atid|Fidesz|Jobbik|Podemos|Syriza|Vox|Ciudadanos|Fatah|Hamas|Hezbollah|Taliban|Ennahda|Kuomintang|
    Golkar|Gerindra|Morena|Fretilin|Frelimo|Zanu-PF|Swapo|Lega|Forza Italia|Fratelli d'Italia|Die Linke|
    Tories|Labour|Bersatu|Umno|Awami League|Shiv Sena|Pheu Thai|Reform UK|Die Grünen|En Marche|Renaissance|
    Sumar|Bündnis 90""".replace("\n", " ").split("|"))
# Capital cities whose name stands for a government ("Washington announced", "Beijing will replace").
CAPITALS = words("people", "capitals")


def outlet_name(form: str) -> bool:
    """An outlet's name, or an outlet's name plus an edition word ("Breitbart London")."""
    key = re.sub(r"^the ", "", _fold(form))
    if key in OUTLET_NAMES:
        return True
    words = key.split()
    return len(words) >= 2 and words[-1] in EDITION_WORDS and " ".join(words[:-1]) in OUTLET_NAMES


def relabel_outlets_parties_capitals(text: str, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """PERSON mentions that are outlets (ORG), parties (ORG) or capitals (GPE) given that kind."""
    named = {_fold(w) for k, s, e in ents if k == "PERSON" and " " in text[s:e] for w in text[s:e].split()}
    out = []
    for k, s, e in ents:
        form = text[s:e]
        key = _fold(form)
        if k == "PERSON" and not HONORIFIC_BEFORE.search(text[max(0, s - 12):s]) \
                and (" " in form or key not in named):
            if key in PARTY_NAMES or outlet_name(form):
                k = "ORG"
            elif key in CAPITALS:
                k = "GPE"
        out.append((k, s, e))
    return out


_PLACE_NEAR = regex("people", "place_near")
_AIRPORT_AFTER = regex("people", "airport_after")


def _initials(name: str) -> str:
    words = [w for w in name.replace(",", " ").split() if w.lower().rstrip(".") not in ("jr", "sr", "ii", "iii", "iv")]
    return "".join(p[0].lower() for w in words for p in w.split("-") if p and p[0].isalpha())


def initialism_people(text: str, ents: list[tuple[str, int, int]], defined: set[str]) -> list[tuple[str, int, int]]:
    """"RFK Jr.", "AOC": a capitals-only mention (three or four letters, maybe with a suffix) that spells
    the initials of exactly one person named in full in the article, and that the text does not define as
    an organisation's acronym, is that person."""
    people = {text[s:e] for k, s, e in ents if k == "PERSON" and len(text[s:e].split()) >= 2}
    out = []
    for k, s, e in ents:
        form = text[s:e]
        m = re.fullmatch(r"([A-Z]{3,4})(?:,?\s+(?:Jr|Sr)\.?)?", form)
        place = _PLACE_NEAR.search(text[max(0, s - 10):s]) or _AIRPORT_AFTER.match(text, e)  # "flights out of JFK"
        if k != "PERSON" and m and m.group(1) not in defined and not place:
            hits = [p for p in people if _initials(p) == m.group(1).lower()]
            if len(hits) == 1:
                k = "PERSON"
        out.append((k, s, e))
    return out
