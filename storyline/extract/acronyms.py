"""Acronyms of organisations: defined in the text ("Immigration and Customs Enforcement (ICE)",
"the Drug Enforcement Administration, or DEA,", "Homeland Security Investigations, known as HSI") or
spelled by the capital initials of an organisation named in the same text or story ("ERO" and
"Enforcement and Removal Operations").

Used by ``people.find_people`` (an acronym's long form is an organisation mention, later bare uses
map to it) and ``people._build_orgs`` (an undefined acronym joins the one organisation it spells).
"""

from __future__ import annotations

import re

from .lexicon import regex, words

MAX_ACRONYMS = 200  # an article defines a handful; bounds the work on hostile input
_ACRONYM_DEF = re.compile(r"\(\s*([A-Z][A-Za-z&]{1,9}|[A-Z](?:\.[A-Z])+\.?)\s*\)")
# "..., or ICE," / "..., known as ERO," / "..., also known as the DEA": the acronym closes its clause
_ACRONYM_OR = regex("people", "acronym_or")
_FUNCTION = words("people", "function")


def is_acronym(name: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][A-Z&.]{1,9}", name)) and sum(c.isupper() for c in name) >= 2


def _acronym_of(words: list[str], acro: str) -> int | None:
    """Index into ``words`` where a suffix whose capital initials spell ``acro`` starts."""
    letters = acro.replace(".", "").upper()
    for i in range(len(words) - 1, -1, -1):
        caps = "".join(w[0] for w in words[i:] if w[:1].isupper())
        if caps == letters and words[i][:1].isupper():
            return i
        if len(caps) > len(letters):
            break
    return None


def find_acronyms(text: str) -> dict[str, tuple[str, int, int]]:
    """Acronyms defined as "Long Name (ACR)" or "Long Name, or ACR,": acronym -> (long name, start, end)."""
    out: dict[str, tuple[str, int, int]] = {}
    defs = sorted([*_ACRONYM_DEF.finditer(text), *_ACRONYM_OR.finditer(text)], key=lambda m: m.start())
    for m in defs:
        acro = m.group(1)
        before = text[max(0, m.start() - 200) : m.start()].rstrip()
        words = list(re.finditer(r"[\w.&'’-]+", before))
        run: list[re.Match] = []
        for w in reversed(words):
            tok = w.group(0)
            if tok[:1].isupper() or tok.lower() in _FUNCTION:
                run.insert(0, w)
            else:
                break
        while run and run[0].group(0).lower() in _FUNCTION:
            run.pop(0)
        idx = _acronym_of([w.group(0) for w in run], acro)
        if idx is None or acro in out:
            continue
        if len(out) >= MAX_ACRONYMS:
            break
        base = max(0, m.start() - 200)
        s, e = base + run[idx].start(), base + run[-1].end()
        out[acro] = (text[s:e].rstrip(".,"), s, e)
    return out


def initials(name: str) -> str:
    """The capital initials of a multi-word organisation name, function words skipped: "Enforcement
    and Removal Operations" -> "ERO"; "" for a one-word name or one with a lower-case content word."""
    words = [w for w in re.split(r"[\s-]+", name) if w]
    words = [w for w in words if w.lower() not in _FUNCTION] if len(words) > 1 else []
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return ""
    return "".join(w[0] for w in words)


def spelled_acronyms(names: list[str], defined: dict[str, str], key=str) -> dict[str, str]:
    """Undefined acronyms among ``names`` (3+ letters) that the initials of exactly one other organisation
    spell (names with one ``key`` are one organisation): acronym -> that name ("ERO" -> "Enforcement and
    Removal Operations")."""
    out: dict[str, str] = {}
    spell: dict[str, dict[str, str]] = {}
    for n in sorted(set(names)):
        if not is_acronym(n):
            ini = initials(re.sub(r"^(?:the|The|U\.S\.)\s+", "", n))
            if ini:
                spell.setdefault(ini, {}).setdefault(key(n), n)
    for n in names:
        letters = n.replace(".", "")
        if n in defined or not is_acronym(n) or len(letters) < 3:
            continue
        longs = spell.get(letters, {})
        if len(longs) == 1:
            out[n] = next(iter(longs.values()))
    return out
