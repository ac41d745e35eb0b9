"""How an article body is written in the NeuS splits, and the key that finds one article in two
sources (the AllSides crawl and a NeuS split): read by the summary trainer and by the record of splits."""

from __future__ import annotations

import re

_WORDS = re.compile(r"[a-z0-9]+")
_CUT = re.compile(r"(?:\.\.\.|\u2026)\s*$")
_LAST_END = re.compile(r"(.*[.!?][\"\u201d\u2019)]?)\s", re.S)  # up to the last whole sentence


def key(text: str) -> str:
    """The first 25 words of a body, lower-cased: one article's key in both sources."""
    return " ".join(_WORDS.findall(text.lower().replace("\u00a0", " "))[:25])


def body(paragraphs: list[str]) -> str:
    """Paragraphs joined as in the NeuS splits; an excerpt cut with '...' loses its cut sentence."""
    paras = [" ".join(p.replace("\u00a0", " ").split()) for p in paragraphs if p.strip()]
    if paras and _CUT.search(paras[-1]):
        whole = _LAST_END.match(_CUT.sub("", paras[-1]))
        paras[-1] = whole.group(1) if whole else ""
    return " ".join(p for p in paras if p)
