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


class EndSearch:
    """``rx.search(s)`` for a pattern that can only match at the end of ``s`` (it ends in ``$`` or ``\\Z``,
    as the patterns read before a number do), searched from where a match can start, not from 0.

    ``re`` tries every start from 0: a pattern of forty alternatives over a window of 100 characters
    costs some 10-100 µs, once per pattern per number. A match ends at ``len(s)`` (or just before a
    final newline, for ``$``), so it starts at least its longest width before that; and when every
    character a pattern can consume is a letter or a space (``change_before_up``: an open list of "by",
    "to", "about" ...), within the run of letters and spaces that ends ``s``. The search starts at the
    later of the two (``rx.search(s, pos)``: ``\\b``, ``^`` and lookbehinds still see the whole string), so
    the leftmost match, and so the result, is the one ``rx.search(s)`` gives. A pattern this cannot
    bound (an unbounded repeat of any character, ``$`` inside an alternative, re.M) is searched whole.
    The widths of ``\\s+`` and ``\\s*`` count as at most ``SPACE_RUN`` characters; a string holding a longer
    run of white space is searched whole.
    """

    SPACE_RUN = 8

    def __init__(self, rx):
        self.rx = rx
        self.width, self.letters = _end_bounds(rx)
        self.search = self._search if self.width is not None or self.letters else rx.search

    def _search(self, s: str):
        pos = len(s.rstrip(LETTERS_AND_SPACES)) if self.letters else 0
        if self.width is not None and len(s) - 1 - self.width > pos and _LONG_SPACE.search(s) is None:
            pos = len(s) - 1 - self.width
        return self.rx.search(s, pos)


_LONG_SPACE = __import__("re").compile(r"\s{%d}" % (EndSearch.SPACE_RUN + 1))

# every character an ASCII letter or a space matches under re.I, and every character ``\s`` matches
# (``tests/test_quant_fast_paths.py`` derives it from ``re`` over all of Unicode)
LETTERS_AND_SPACES = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ "
                      "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u0130\u0131\u017f\u1680\u2000\u2001\u2002\u2003"
                      "\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u212a\u3000")


def _end_bounds(rx) -> tuple[int | None, bool]:
    """(the longest match of ``rx`` when no run of white space is longer than ``SPACE_RUN``, or None when
    unbounded; whether it only consumes letters and white space), for a pattern whose every match ends at
    the end of the string; (None, False) for any other."""
    import re
    from re import _constants as c, _parser

    if rx.flags & re.MULTILINE or not isinstance(rx.pattern, str):
        return None, False
    try:
        tree = _parser.parse(rx.pattern, rx.flags & ~re.UNICODE)
    except Exception:  # an internal API: when it changes, search whole
        return None, False
    if not len(tree) or tree[-1] not in ((c.AT, c.AT_END), (c.AT, c.AT_END_STRING)):
        return None, False
    n = EndSearch.SPACE_RUN
    if "\\\\" in rx.pattern:  # an escaped backslash: the rewriting below could misread it
        return None, _letters_only(tree.data, c)
    bounded = rx.pattern.replace(r"\s+", r"\s{1,%d}" % n).replace(r"\s*", r"\s{0,%d}" % n)
    try:
        width = _parser.parse(bounded, rx.flags & ~re.UNICODE).getwidth()[1]
    except Exception:
        width = c.MAXREPEAT
    return (width if width < c.MAXREPEAT else None), _letters_only(tree.data, c)


def _letters_only(items, c) -> bool:
    """Whether the parsed pattern ``items`` consumes only ASCII letters, spaces and ``\\s``."""
    import string

    for op, av in items:
        if op is c.LITERAL:
            if chr(av) not in string.ascii_letters + " ":
                return False
        elif op is c.IN:
            if any(not (o is c.CATEGORY and a is c.CATEGORY_SPACE) for o, a in av):
                return False
        elif op is c.AT:
            continue
        elif op is c.SUBPATTERN:
            if not _letters_only(av[-1].data, c):
                return False
        elif op is c.BRANCH:
            if not all(_letters_only(b.data, c) for b in av[1]):
                return False
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            if not _letters_only(av[2].data, c):
                return False
        elif op is c.ATOMIC_GROUP:
            if not _letters_only(av.data, c):
                return False
        else:  # lookarounds, any character, negated sets, categories, group references: not bounded so
            return False
    return True
