"""Plain-text articles (``.txt``, ``.txt.gz``) with an optional header block.

    Title: Port strike ends after three days
    Source: Example Times
    URL: https://example.com/strike
    Date: 2024-03-05

    Body text ...

Header keys are case-insensitive (``Published`` is read as ``Date``; ``Author``, ``Byline``,
``Language``, ``Tags`` and ``Section`` lines are allowed and ignored). Without a header the
first non-empty line is the title and stays in the text.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import InputError
from ..model import Article
from .raw import decode, file_stem, first_line, no_text, normalize_newlines, parse_date, with_article_text

#: Header keys read; author/byline/language/tags/section lines are taken out of the text but not used.
_HEADER = re.compile(
    r"^\s*(title|source|url|date|published|author|byline|language|tags|section)\s*:\s*(.*?)\s*$", re.I
)
_KEYS = {"published": "date"}


def split_header(text: str) -> tuple[dict[str, str], str]:
    """The header fields at the top of ``text`` and the body after them."""
    lines = text.split("\n")
    fields: dict[str, str] = {}
    i = 0
    while i < len(lines) and not lines[i].strip():
        i += 1
    start = i
    while i < len(lines):
        m = _HEADER.match(lines[i])
        if not m:
            break
        key = _KEYS.get(m.group(1).lower(), m.group(1).lower())
        fields.setdefault(key, m.group(2))
        i += 1
    if not fields:
        return {}, "\n".join(lines[start:])
    return fields, "\n".join(lines[i:])


def parse_text(text: str, *, id: str, path: str, name: str) -> Article:
    """An Article from decoded text. The outlet is the ``Source:`` line, else the ``URL:`` line's
    domain (``storyline.outlets.outlet_name``); with neither, ``name`` (the file name) stands in
    until the store names it "unnamed source N" (``source_known=False``)."""
    fields, body = split_header(normalize_newlines(text).lstrip("\ufeff"))
    body = re.sub(r"^(?:[ \t]*\n)+", "", body).rstrip()
    if no_text(body):
        raise InputError(path, "no article text found")
    from ..outlets import outlet_name

    url = fields.get("url", "").strip() or None
    source = outlet_name([fields.get("source")], [url] if url else [])
    return with_article_text(Article(
        id=id,
        source=source or name,
        title=fields.get("title", "").strip() or first_line(body),
        text=body,
        url=url,
        published=parse_date(fields.get("date")),
        path=path,
        source_known=bool(source),
    ))


def read_text(path: Path, data: bytes) -> Article:
    """Read one ``.txt`` file's bytes (already gunzipped) into a raw Article."""
    return parse_text(decode(data, str(path)), id=file_stem(path), path=str(path), name=path.name)
