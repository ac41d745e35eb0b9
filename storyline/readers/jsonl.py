"""JSON Lines (``.jsonl``, ``.jsonl.gz``): one article per line.

Each line is an object with ``id, source, title, url, published`` and ``text`` or ``html``
(``date`` and ``body`` are accepted as other names of ``published`` and ``text``).
``html`` goes through ``read_html``; the fields the line gives win over what trafilatura found.
Blank lines are ignored; a bad line is reported as ``path:line`` and the rest is read.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import InputError
from ..model import Article
from .html import read_html
from .raw import (
    MULTI_ARTICLE_FACTOR,
    decode,
    file_stem,
    first_line,
    no_text,
    normalize_newlines,
    open_bounded,
    parse_date,
    short_reason,
    short_text,
    slug,
    with_article_text,
)

Report = Callable[[str, str], None]


def _lines(fh, limit: int) -> Iterator[tuple[int, bytes | None]]:
    """(line number, bytes) per line; bytes is None for a line longer than ``limit``."""
    n = 0
    while True:
        line = fh.readline(limit + 1)
        if not line:
            return
        n += 1
        if len(line) > limit and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):
                line = fh.readline(1 << 20)
            yield n, None
            continue
        yield n, line


def _int(digits: str) -> int | float:
    """A JSON integer; one too long for ``int()`` (Python refuses over 4,300 digits) as a float
    (``inf``), so the line is read and the number is simply no date or id."""
    return int(digits) if len(digits) <= 4000 else float(digits)


def _field(obj: dict, *names: str) -> str | None:
    for name in names:
        value = obj.get(name)
        if value is None:
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool) and name in ("id", "published", "date"):
            return str(value)
        if not isinstance(value, str):
            raise ValueError(f"field '{name}' is not a string")
        return value
    return None


def parse_record(obj: object, *, default_id: str, path: Path) -> Article:
    """One raw Article from a decoded JSON object (raises ValueError/InputError with a reason).
    The outlet is the ``source`` field, else the page's site name or the url's domain
    (``storyline.outlets.outlet_name``)."""
    from ..outlets import outlet_name

    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    art_id = slug(_field(obj, "id") or "") or default_id
    source = (_field(obj, "source") or "").strip()
    title = (_field(obj, "title") or "").strip()
    url = (_field(obj, "url") or "").strip() or None
    published = parse_date(_field(obj, "published", "date"))
    text = _field(obj, "text", "body")
    html = _field(obj, "html")
    if text is not None and not no_text(text):
        text = normalize_newlines(text).strip("\n").rstrip()
        source = outlet_name([source], [url] if url else []) or ""
        return with_article_text(Article(
            id=art_id,
            source=source or path.name,
            title=title or first_line(text),
            text=text,
            url=url,
            published=published,
            path=str(path),
            source_known=bool(source),
        ))
    if html is not None and html.strip():
        art = read_html(html, id=art_id, path=str(path), url=url)
        if art is None:
            raise ValueError("no article text found in html")
        changes: dict = {}
        named = outlet_name([source], [u for u in (url, art.url) if u]) if source else None
        named = named or (art.source if art.source_known else outlet_name([], [url] if url else []))
        if named:
            changes.update(source=named, source_known=True)
        if title:
            changes["title"] = title
        if url:
            changes["url"] = url
        if published:
            changes["published"] = published
        return with_article_text(replace(art, **changes))
    raise ValueError("no text or html")


def read_jsonl(path: Path, settings, report: Report) -> Iterator[Article]:
    """Yield one raw Article per good line of a JSONL file; report bad lines as ``path:line``."""
    per_line = settings.max_article_bytes
    stem = file_stem(path)
    lines = 0
    with open_bounded(path, per_line * MULTI_ARTICLE_FACTOR, settings.max_decompressed_bytes) as fh:
        for n, line in _lines(fh, per_line):
            lines += 1
            where = f"{path}:{n}"
            if line is None:
                report(where, f"line too large (limit {per_line} bytes)")
                continue
            if not line.endswith(b"\n"):
                fh.read(1)  # a last line cut short by a truncated gzip: report the file, not the line
            if n == 1 and line.startswith(b"\xef\xbb\xbf"):
                line = line[3:]
            if not line.strip():
                lines -= 1
                continue
            try:
                obj = json.loads(decode(line, where), parse_int=_int)
                article = parse_record(obj, default_id=f"{stem}-{n}", path=path)
            except json.JSONDecodeError as exc:
                report(where, f"invalid JSON ({exc.msg} at column {exc.colno})")
                continue
            except InputError as exc:
                report(where, exc.reason)
                continue
            except ValueError as exc:
                report(where, short_text(exc, 120))
                continue
            except Exception as exc:  # untrusted input: one bad line never loses the lines after it
                report(where, short_reason(exc))
                continue
            yield article
        fh.read(1)  # a gzip stream cut short reports it here
    if not lines:
        raise InputError(str(path), "no article lines (only blank lines)")
