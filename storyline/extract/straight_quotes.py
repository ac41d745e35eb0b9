"""Straight single quotes used as quotation marks ('We will win,' she said), British style.

An opening ' follows the start of a line, a space, a bracket, a dash or a colon and is not an
elision ('90s, rock 'n' roll, 'em, 'til, 'cause, 'tis). A closing ' is not followed by a letter
(so "don't" is an apostrophe) and, to tell it from a plural possessive ("the Smiths' house"),
either comes right after , . ! ? or is followed by punctuation or the end of the line. Quotes do
not nest or cross lines; a line that is nothing but a quotation is taken for a subhead.
"""

from __future__ import annotations

import re
from .lexicon import regex

_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–:-]))'(?=[^\s'])", re.M)
_ELISION = regex("quotes", "elision")
_AFTER_CLOSE = re.compile(r"[,.;:!?…)\]—–]|\s+[—–]|$")


def straight_single_quotes(text: str):
    """(mark start, mark end, content start, content end) for each straight single quotation."""
    taken = -1
    for m in _OPEN.finditer(text):
        if m.start() < taken or _ELISION.match(text, m.start()):
            continue
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        closers = [i for i in range(m.end() + 1, line_end) if text[i] == "'"
                   and not text[i + 1:i + 2].isalnum() and not text[i - 1].isspace()]
        close = next((i for i in closers if text[i - 1] in ",.!?…"), None)
        if close is None:
            close = next((i for i in closers if _AFTER_CLOSE.match(text[i + 1:line_end])), None)
        if close is None:
            continue
        taken = close + 1
        line_start = text.rfind("\n", 0, m.start()) + 1
        if not text[line_start:m.start()].strip() and not text[close + 1:line_end].strip():
            continue  # a line that is only a quotation is a subhead ("'A Hard Road Ahead.'")
        yield m.start(), close + 1, m.end(), close
