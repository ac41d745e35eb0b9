"""Organisation names compared as a reader would: words, acronyms, nesting (people table, moves)."""

from __future__ import annotations

import re

_ORG_STOP = frozenset("of the and for in at on".split())


def org_words(text: str | None) -> list[str]:
    """The lower-case words of a name, without "of", "the" and the like."""
    return [w for w in re.findall(r"[a-z0-9]+", (text or "").lower().replace("'s", "")) if w not in _ORG_STOP]


def is_acronym_of(short: str, long: str) -> bool:
    """"NRLC" for "National Right to Life Committee": its letters are,
    in order, initials of the long name's words, the first one included."""
    if not re.fullmatch(r"[A-Z]{2,8}", short):
        return False
    initials = [w[0].upper() for w in re.findall(r"[A-Za-z]+", long) if w.lower() not in _ORG_STOP]
    if not initials or initials[0] != short[0]:
        return False
    it = iter(initials)
    return all(ch in it for ch in short)


def orgs_fit(a: str | None, b: str | None) -> bool:
    """Two organisation names can name one body: one missing, one's words inside the other's ("Harbor
    City" / "Harbor City Police Department"), or one an acronym of the other ("NRLC", "DHS")."""
    if not a or not b:
        return True
    wa, wb = set(org_words(a)), set(org_words(b))
    if wa <= wb or wb <= wa:
        return True
    if is_acronym_of(a.strip(), b) or is_acronym_of(b.strip(), a):
        return True
    # "DHS" / "Homeland Security": the department's acronym, its name written without "Department of"
    return any(re.fullmatch(r"D[A-Z]{2,7}", x.strip()) and is_acronym_of(x.strip()[1:], y)
               and not re.search(r"\bdepartment\b", y, re.I) for x, y in ((a, b), (b, a)))
