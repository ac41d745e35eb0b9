"""Ages of people as one slot per person (part of ``align``'s quantity slots).

An age is told in many shapes — "Pelosi, 76, who represents San Francisco", "the 76-year-old Pelosi",
"Tim Ryan, a 43-year-old congressman" — and around it a sentence says when, where or against whom
("a 43-year-old congressman from Youngstown"), which the quantity slot of an ordinary figure keys
on. What an age says is only whose age it is: the person the number stands beside. Two outlets
giving one person's age are one fact; two ages of one person that differ are a conflict (the
quantity slots compare the values); ages of two people are two facts.

The person is read from the text and the article's PERSON mentions: a name right before the age
and a comma ("Pelosi, 76", "Tim Ryan, a 43-year-old"), or right after it with at most a few
capitalised words between ("the 76-year-old Pelosi", "a 43-year-old Ohio Rep. Tim Ryan").
"""

from __future__ import annotations

import re

_BEFORE = re.compile(r"\s*,\s*(?:(?:a|an|the)\s+)?")  # "Pelosi, 76" / "Tim Ryan, a 43-year-old"
_AFTER = re.compile(r"(?:\s+(?:[A-Z][\w.'’-]*|of|the))*\s+")  # "76-year-old Pelosi", "43-year-old Ohio Rep. Tim Ryan"
_MAX_BETWEEN = 40


def age_unit(unit: str | None) -> str | None:
    """"years" / "months" / "weeks" / "days" for an age's unit, else None (no age)."""
    from .extract.lexicon import words

    u = (unit or "").lower().strip()
    if u not in words("alignment", "age_units"):
        return None
    return u.replace("-old", "").replace(" old", "").rstrip("s") + "s"


def age_mention(q, text: str, mentions):
    """The PERSON mention whose age ``q`` is (the one it stands beside), or None."""
    start, end = q.span.start, q.span.end
    people = [m for m in mentions if m.kind == "PERSON"]
    before = [m for m in people if start - _MAX_BETWEEN <= m.span.end <= start
              and _BEFORE.fullmatch(text[m.span.end:start])]
    if before:
        return max(before, key=lambda m: m.span.end)
    after = [m for m in people if end <= m.span.start <= end + _MAX_BETWEEN
             and _AFTER.fullmatch(text[end:m.span.start])]
    if after:
        return min(after, key=lambda m: m.span.start)
    return None


def age_phrase(q, text: str, mentions) -> tuple[int, int] | None:
    """(start, end) of the words that tell the age, the person's name with it: "Ms. Pelosi, 76",
    "76-year-old Pelosi"; None when no person stands beside it."""
    m = age_mention(q, text, mentions)
    if m is None:
        return None
    return (m.span.start, q.span.end) if m.span.end <= q.span.start else (q.span.start, m.span.end)


def age_key(q, aid: str, ctx) -> tuple | None:
    """The slot key of an age told beside a person: ("quantity", "age", None, None, unit, False, None,
    None, "of PERSON", False), the same layout as ``align_quantities.quantity_key``; None when ``q`` is
    no age or its person is not found (it keeps its ordinary key)."""
    unit = age_unit(q.unit)
    if unit is None:
        return None
    mentions = ctx.mentions.get(aid, ())
    m = age_mention(q, ctx.texts.get(aid, ""), mentions)
    if m is None:
        return None
    return ("quantity", "age", None, None, unit, False, None, None, f"of {ctx.canon(m.text) or m.text}", False)
