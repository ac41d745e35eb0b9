"""Where the quotations of a text are: curly and straight double marks (``coref.QUOTE_RE``), British
‘single’ marks, straight single marks (``straight_quotes``) and paragraphs left open with a straight
mark; as (mark start, mark end, content start, content end, long) for ``quotes.find_quotes``.
"""

from __future__ import annotations

import re

from .coref import QUOTE_RE
from .straight_quotes import straight_single_quotes


_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–-]))‘")


def _single_quotes(text: str):
    """British ‘single’ quotes as (mark start, mark end, content start, content end). A ’ inside
    a word is an apostrophe ("won’t"); of the others the first after , . ! ? closes the quote
    ("the players’ demands" does not), else the first one."""
    for m in _SINGLE_OPEN.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if "‘" in text[m.end():line_end]:
            line_end = text.index("‘", m.end())
        closers = [i for i in range(m.end(), line_end) if text[i] == "’"
                   and not text[i + 1:i + 2].isalpha()]
        if not closers:
            continue
        close = next((i for i in closers if text[i - 1] in ",.!?…"), closers[0])
        yield m.start(), close + 1, m.end(), close


_OPEN_PARAGRAPH = re.compile(r'^[ \t]*"([^"\n]+)$(?=\n(?:[ \t]*\n)*[ \t]*")', re.M)


def _open_paragraphs(text: str):
    """A quotation running over paragraphs with straight marks: each paragraph opens with " and
    only the last one closes, so a paragraph that opens and never closes, followed by one that
    opens again, is quoted to its end."""
    for m in _OPEN_PARAGRAPH.finditer(text):
        yield m.start(), m.end(), m.start(1), m.end(1)


def direct_spans(text: str) -> list[tuple[int, int, int, int, bool]]:
    """(mark start, mark end, content start, content end, long) for each quotation."""
    out = []
    matches = [(m.start(), m.end(), m.start(g), m.end(g)) for m in QUOTE_RE.finditer(text)
               for g in (next(i for i in range(1, QUOTE_RE.groups + 1) if m.group(i) is not None),)]
    matches += [q for q in _single_quotes(text) if not any(a < q[1] and q[0] < b for a, b, _, _ in matches)]
    matches += [q for q in straight_single_quotes(text) if not any(a < q[1] and q[0] < b for a, b, _, _ in matches)]
    matches += [q for q in _open_paragraphs(text) if not any(a < q[1] and q[0] < b for a, b, _, _ in matches)]
    for ms, me, cs, ce in sorted(matches):
        content = text[cs:ce]
        while cs < ce and text[cs].isspace():
            cs += 1
        while ce > cs and text[ce - 1].isspace():
            ce -= 1
        words = content.split()
        if not words:
            continue
        if len(words) < 4 and not re.search(r"[,.!?…]$", content.strip()):
            continue  # scare quotes, titles
        out.append((ms, me, cs, ce, len(words) >= 4))
    return out
