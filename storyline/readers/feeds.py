"""RSS and Atom feeds (``.rss``, ``.atom``, ``.xml`` and their ``.gz``) through feedparser.

One Article per entry: ``content[0].value`` or else ``summary``. HTML there is turned into
text with lxml (one line per paragraph / block element, whitespace collapsed inside a block).
An ``.xml`` file that is not a feed is skipped, not an error.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

from ..errors import InputError
from ..model import Article
from .raw import (
    MULTI_ARTICLE_FACTOR,
    file_stem,
    first_line,
    normalize_newlines,
    parse_date,
    read_bounded,
    short_reason,
    short_text,
    slug,
    with_article_text,
)

Report = Callable[[str, str], None]


class NotAFeed(Exception):
    """The file parsed, but it is not RSS or Atom."""


#: Elements that start a new line of text.
BLOCK_TAGS = frozenset(
    "p div br li ul ol dl dt dd h1 h2 h3 h4 h5 h6 blockquote pre tr table thead tbody section article header "
    "footer figure figcaption hr aside address main nav form fieldset details summary".split()
)
_DROP_TAGS = ("script", "style", "noscript", "template", "head")
_LOOKS_HTML = re.compile(
    r"<\s*(?:[A-Za-z][A-Za-z0-9]*\b[^>]*|/\s*[A-Za-z][A-Za-z0-9]*\s*)>"  # a start or end tag
    r"|&(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z]+);"  # an entity
)


def html_fragment_to_text(fragment: str) -> str:
    """Text of an HTML fragment with lxml: one line per block element, in document order."""
    import html as htmllib

    import lxml.html
    from lxml import etree

    if not _LOOKS_HTML.search(fragment):
        return normalize_newlines(fragment).strip()
    try:
        root = lxml.html.document_fromstring(f"<html><body><div>{fragment}</div></body></html>")
    except (etree.ParserError, ValueError):
        return htmllib.unescape(re.sub(r"<[^>]*>", " ", fragment)).strip()
    etree.strip_elements(root, *_DROP_TAGS, with_tail=False)
    blocks: list[str] = []
    current: list[str] = []

    def flush() -> None:
        line = " ".join("".join(current).split())
        if line:
            blocks.append(line)
        current.clear()

    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag if isinstance(el.tag, str) else ""
        if event == "start":
            if tag in BLOCK_TAGS:
                flush()
            if tag and el.text:
                current.append(el.text)
        else:
            if tag in BLOCK_TAGS:
                flush()
            if el.tail:
                current.append(el.tail)
    flush()
    return "\n".join(blocks)


def _entry_text(entry) -> tuple[str, str]:
    """(value, mime type) of the entry's content[0] or else its summary."""
    content = entry.get("content") or []
    if content and (content[0].get("value") or "").strip():
        return content[0].get("value") or "", content[0].get("type") or ""
    detail = entry.get("summary_detail") or {}
    return entry.get("summary") or "", detail.get("type") or ""


def _entry_date(entry) -> datetime | None:
    for key in ("published_parsed", "updated_parsed", "created_parsed"):
        parsed = entry.get(key)
        if parsed:
            try:
                found = parse_date(datetime(*parsed[:6]))  # parse_date bounds the year
            except (TypeError, ValueError, OverflowError):
                found = None
            if found:
                return found
    for key in ("published", "updated", "created"):
        if entry.get(key):
            found = parse_date(entry.get(key))
            if found:
                return found
    return None


def entry_outlet(entry, feed, link: str | None) -> str | None:
    """The outlet of a feed entry (``storyline.outlets.outlet_name``): the entry's ``<source>``
    (its title, else its URL's domain); else an entry author that is a known outlet (a wire
    copy: Atom ``<author><name>Reuters``); else the known outlet of the entry's link, unless
    the feed's title names a known outlet; else the feed's title or author; else the link's domain."""
    from ..outlets import by_domain, known, outlet_name

    src = entry.get("source") or {}
    if src:
        found = outlet_name([src.get("title"), src.get("author")],
                            [u for u in (src.get("href"), src.get("link")) if u])
        if found:
            return found
    author = entry.get("author")
    if author and known(author):
        return known(author).name
    if link and by_domain(link) and not known(feed.get("title") or ""):  # an aggregator's entry of a known outlet
        return by_domain(link).name
    return outlet_name([feed.get("title"), feed.get("author")], [u for u in (link, feed.get("link")) if u])


_DECLARED = re.compile(rb"(?:\xef\xbb\xbf)?[ \t\r\n]*<\?xml[^>]{0,200}?\bencoding[ \t\r\n]*=[ \t\r\n]*[\"']([A-Za-z0-9._:-]{1,40})[\"']")
_WIDE = re.compile(r"(?:utf-?(?:16|32)|ucs-?[24]|unicode)", re.I)


def declared_utf8(data: bytes) -> bytes | None:
    """``data`` with its XML declaration saying ``utf-8``, when the encoding it declares cannot be the
    bytes' own and the bytes are UTF-8; else None.

    A declaration readable as single bytes cannot be in a 16- or 32-bit encoding (XML 1.0, appendix F),
    so ``encoding="utf-16"`` there is a lie; feedparser believes it, decodes UTF-8 bytes into
    nonsense and finds no feed. Another declared encoding that does not decode the bytes is a lie
    too."""
    m = _DECLARED.match(data)
    if m is None:
        return None
    declared = m.group(1).decode("ascii")
    try:
        data.decode("utf-8")
        if not _WIDE.match(declared):
            data.decode(declared)
            return None  # the declaration may be true: the feed's trouble is elsewhere
    except LookupError:  # an encoding Python does not know: feedparser tries its own fallbacks
        return None
    except UnicodeDecodeError as exc:
        if exc.encoding.replace("_", "-").lower() in ("utf-8", "utf8"):
            return None  # not UTF-8 either: nothing better to offer
    return data[:m.start(1)] + b"utf-8" + data[m.end(1):]


def parse_feed(data: bytes, path: Path, settings, report: Report, *, is_xml: bool) -> Iterator[Article]:
    """Yield one raw Article per entry of a feed's bytes.

    Raises ``NotAFeed`` for a parsable non-feed, ``InputError`` for something that is not a
    readable feed at all; a bad entry is reported as ``path:n`` (n counts entries from 1).
    """
    import feedparser

    try:
        parsed = feedparser.parse(io.BytesIO(data))  # bytes would be tried as a file name first
        if parsed.get("bozo") and not parsed.get("entries") and (honest := declared_utf8(data)) is not None:
            parsed = feedparser.parse(io.BytesIO(honest))
    except Exception as exc:  # feedparser wraps most errors in bozo, but not all
        raise InputError(str(path), f"not a valid feed ({short_reason(exc)})") from None
    entries = parsed.get("entries") or []
    if not entries:
        if is_xml and not parsed.get("version"):
            raise NotAFeed()
        if parsed.get("bozo") or not parsed.get("version"):
            why = parsed.get("bozo_exception")
            raise InputError(str(path), f"not a valid feed ({short_text(why)})" if why else "not a feed")
        raise InputError(str(path), "no entries in the feed")
    stem = file_stem(path)
    seen: dict[str, int] = {}
    for n, entry in enumerate(entries, start=1):
        where = f"{path}:{n}"
        try:
            value, mime = _entry_text(entry)
            if len(value.encode("utf-8", "replace")) > settings.max_article_bytes:
                report(where, f"entry too large (limit {settings.max_article_bytes} bytes)")
                continue
            text = html_fragment_to_text(value) if ("html" in mime or _LOOKS_HTML.search(value)) else value
            text = normalize_newlines(text).strip()
            if not text:
                report(where, "no article text found")
                continue
            link = (entry.get("link") or "").strip() or None
            source = entry_outlet(entry, parsed.feed, link) or ""
            art_id = slug(entry.get("id") or entry.get("guid") or link or "") or f"{stem}-{n}"
            if art_id in seen:
                seen[art_id] += 1
                art_id = f"{art_id}-{seen[art_id]}"
            seen.setdefault(art_id, 1)
            title = html_fragment_to_text(entry.get("title") or "") if entry.get("title") else ""
            article = with_article_text(Article(
                id=art_id,
                source=source or path.name,
                title=" ".join(title.split()) or first_line(text),
                text=text,
                url=link,
                published=_entry_date(entry),
                path=str(path),
                source_known=bool(source),
            ))
        except InputError as exc:
            report(where, exc.reason)
            continue
        except Exception as exc:  # untrusted input: one bad entry never loses the entries after it
            report(where, short_reason(exc))
            continue
        yield article


def read_feed(path: Path, settings, report: Report, *, is_xml: bool = False) -> Iterator[Article]:
    """Read a feed file (gunzipped when ``*.gz``) and yield its entries as raw Articles."""
    limit = min(settings.max_article_bytes * MULTI_ARTICLE_FACTOR, settings.max_decompressed_bytes)
    data = read_bounded(path, settings.max_article_bytes * MULTI_ARTICLE_FACTOR, limit)
    yield from parse_feed(data, path, settings, report, is_xml=is_xml)
