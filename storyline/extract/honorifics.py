"""Honorifics and the titles written like them, defined once (``data/common.toml``) for every extractor:
the words ("mr", "mr.", "dr" ...), their gender, and the patterns built from them ("Mr. Wu", "Dr." or
"Sen." right before a name). The lists are small and fixed; each pattern is compiled once, here.
"""

from __future__ import annotations

import re
from types import MappingProxyType

from .lexicon import words

HONORIFICS = words("common", "honorifics")
MALE = words("common", "male_honorifics") & HONORIFICS
FEMALE = words("common", "female_honorifics") & HONORIFICS
GENDERED = MALE | FEMALE
TITLE_ABBREVIATIONS = words("common", "title_abbreviations")
MALE_COURTESY = words("common", "male_courtesy_titles")
FEMALE_COURTESY = words("common", "female_courtesy_titles")
GENDER = MappingProxyType({**{w: "m" for w in MALE}, **{w: "f" for w in FEMALE}})


def dotted(ws) -> frozenset[str]:
    """The words as tokens are written: "mr" and "mr."."""
    return frozenset(ws) | frozenset(f"{w}." for w in ws)


def alternation(ws, capitals: bool = False) -> str:
    """ "Mr|Mrs|..." of the words (title case, and all capitals too when ``capitals``), longest first.
    (No form is the start of another one followed by "." or a space, so their order changes no match.)"""
    forms = {w.title() for w in ws} | ({w.upper() for w in ws} if capitals else set())
    return "|".join(sorted(forms, key=lambda f: (-len(f), f)))


# "Mr. Wu", "MRS. CLINTON": a gendered honorific and the name after it (group 1, group 2).
GENDERED_FORM = re.compile(rf"({alternation(GENDERED, capitals=True)})\.?\s+([^\s]+)")
# A gendered honorific ending the text before a name ("... Mr. " before "Wu").
GENDERED_RIGHT_BEFORE = re.compile(rf"(?<![\w.])({alternation(GENDERED, capitals=True)})\.?[ \t]+$")
# An honorific or title abbreviation ending the text before a name: "Mr.", "Dr.", "Sen.".
HONORIFIC_BEFORE = re.compile(rf"\b(?:{alternation(HONORIFICS | TITLE_ABBREVIATIONS)})\.?\s+$")
