"""Bounded windows of a sentence around a number, for the patterns that read what stands beside it.

The patterns read before a number end at it ("... rose by about $", ``\\s*$``) and those read after it
start there; none reaches further than ``WINDOW`` characters, so each reads a window of the sentence,
not the sentence up to (or from) the number: over a sentence of 50,000 numbers that made extraction
cost the sentence's length squared. A window starts (or ends) at a space, so no word is cut and
``\\b`` reads as it does in the whole sentence.
"""

from __future__ import annotations

WINDOW = 200
PHRASE = 100  # enough for the short phrases read right before a number: "a total of at least", "rose by about"


def back(stext: str, end: int, width: int = WINDOW) -> int:
    """Where the window before ``end`` starts: about ``width`` characters back, just after a space; 0
    when the sentence starts nearer (inside one word longer than the window, the window cuts it)."""
    k = end - width
    if k <= 0:
        return 0
    sp = stext.find(" ", k, end)
    return sp + 1 if sp >= 0 else k


def before(stext: str, end: int, width: int = WINDOW) -> tuple[str, int]:
    """(the window of ``stext`` that ends at ``end``, where it starts in ``stext``)."""
    b0 = back(stext, end, width)
    return stext[b0:end], b0


def ahead(stext: str, start: int) -> str:
    """The window of ``stext`` from ``start``: about ``WINDOW`` characters, ending at a space."""
    k = start + WINDOW
    if k >= len(stext):
        return stext[start:]
    sp = stext.rfind(" ", start, k)
    return stext[start:sp if sp > start else k]
