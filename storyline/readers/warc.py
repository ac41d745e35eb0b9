"""Web archives (``.warc``, ``.warc.gz``) through warcio.

Only ``response`` records with HTTP status 200 and an HTML content type are read (through
``read_html`` with the record's ``WARC-Target-URI``); ids are ``<file stem>-<record number>``.
Other records are passed over, except a response for a target that is not http(s) (``javascript:``):
one ``path:n`` line says so.
A truncated or corrupt archive keeps the articles read so far, then reports one error.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import InputError
from ..model import Article
from .html import read_html
from .raw import MULTI_ARTICLE_FACTOR, file_stem, open_bounded, parse_date, short_reason, with_article_text

Report = Callable[[str, str], None]
_HTML_TYPES = ("text/html", "application/xhtml+xml")


class _Truncated(Exception):
    pass


def _is_html_200(record) -> bool:
    if record.rec_type != "response" or record.http_headers is None:
        return False
    if record.http_headers.get_statuscode() != "200":
        return False
    ctype = (record.http_headers.get_header("Content-Type") or "").lower()
    return any(t in ctype for t in _HTML_TYPES)


def _foreign_target(record) -> str | None:
    """Why a ``response`` record is no page when its target URI is not http(s) (nor ``dns:``, whose
    records crawlers write beside every host), e.g. ``javascript:``: warcio reads no HTTP headers for
    such a record. None for every other record."""
    if record.rec_type != "response" or record.http_headers is not None:
        return None
    uri = (record.rec_headers.get_header("WARC-Target-URI") or "").strip()
    scheme = uri.split(":", 1)[0].lower() if ":" in uri else ""
    if scheme in ("http", "https", "dns"):
        return None
    if re.fullmatch(r"[a-z][a-z0-9+.-]{0,31}", scheme):
        return f"a response for a {scheme}: URI, not an HTTP(S) page: not read"
    return "a response whose target is no URI, not an HTTP(S) page: not read"


def _strict_iterator(stream):
    """A warcio ArchiveIterator that raises instead of printing warnings about bad record lengths."""
    from warcio.archiveiterator import ArchiveIterator

    class StrictIterator(ArchiveIterator):
        def _consume_blanklines(self):
            empty_size = 0
            while True:
                line = self.reader.readline()
                if not line:
                    return None, empty_size
                if line.strip():
                    if empty_size == 0:
                        raise _Truncated("record not followed by a blank line (bad Content-Length)")
                    return line, empty_size
                empty_size += len(line)

    archive = StrictIterator(stream)
    http_headers = archive.loader.load_http_headers

    def load_http_headers(*args):
        try:
            return http_headers(*args)
        except EOFError:  # warcio takes it for the archive's end: the record is lost without a word
            raise _Truncated("record headers cut short") from None

    archive.loader.load_http_headers = load_http_headers
    return archive


def _records(stream, progress: list[int]) -> Iterator:
    """warcio records; a record cut short or any failure of the archive becomes ``_Truncated``.

    ``progress[0]`` counts the records read to their end.
    """
    from warcio.exceptions import ArchiveLoadFailed

    archive = None
    try:
        archive = _strict_iterator(stream)
        for record in archive:
            if not str(record.format).startswith("warc"):
                raise _Truncated(f"not a WARC record ({record.format})")
            length = (record.rec_headers.get_header("Content-Length") or "").strip()
            if not length.isdigit():
                raise _Truncated(_headers_cut(archive) or "record without Content-Length")
            yield record
            archive.read_to_end()
            if getattr(record.raw_stream, "limit", 0) > 0:
                raise _Truncated("record cut short")
            progress[0] += 1
    except (InputError, _Truncated):
        raise
    except (ArchiveLoadFailed, EOFError, OSError, zlib.error, ValueError, IndexError, KeyError, AttributeError,
            TypeError) as exc:  # warcio fails on garbage in many ways
        raise _Truncated(_headers_cut(archive) or short_reason(exc)) from None


def _headers_cut(archive) -> str | None:
    """"record headers cut short" when warcio failed on a record's headers because the archive
    ends inside them (warcio then says e.g. ``AttributeError: 'NoneType' object has no attribute
    'startswith'``, having found no WARC-Target-URI); None when there is more to read after them."""
    reader = getattr(archive, "reader", None)
    if reader is None:
        return None
    try:
        rest = reader.read(1)
    except Exception:  # a damaged gzip member: the gzip's own reason is the better one
        return None
    return None if rest else "record headers cut short"


def read_warc(path: Path, settings, report: Report) -> Iterator[Article]:
    """Yield one raw Article per HTML 200 response of a WARC; bad records as ``path:n``."""
    limit = settings.max_article_bytes
    stem = file_stem(path)
    progress = [0]
    pages = 0
    try:
        with open_bounded(path, limit * MULTI_ARTICLE_FACTOR, settings.max_decompressed_bytes) as fh:
            for n, record in enumerate(_records(fh, progress), start=1):
                if _is_html_200(record):
                    pages += 1
                    art = _article(record, n, path, stem, limit, report)
                    if art is not None:
                        yield art
                elif (foreign := _foreign_target(record)) is not None:
                    pages += 1  # said here: not again as "no HTML page"
                    report(f"{path}:{n}", foreign)
            fh.read(1)  # a gzip stream cut short reports it here
        if not pages:  # nothing in it is an article: say so rather than read nothing silently
            raise InputError(str(path), f"no HTML page (HTTP 200 response) among its {progress[0]} records")
    except _Truncated as exc:
        raise InputError(str(path), f"truncated or corrupt WARC after {progress[0]} records ({exc})") from None
    except InputError as exc:
        done = progress[0]
        if exc.reason.startswith(("truncated gzip", "corrupt gzip")):
            raise InputError(str(path), f"truncated or corrupt WARC after {done} records ({exc.reason})") from None
        if exc.reason.startswith(("gzip expands", "file too large when")):
            raise InputError(str(path), f"{exc.reason}, after {done} records") from None
        raise


def _article(record, n: int, path: Path, stem: str, limit: int, report: Report) -> Article | None:
    """The article of one HTML response record, or None (reported as ``path:n``)."""
    where = f"{path}:{n}"
    try:
        body = record.content_stream().read(limit + 1)
    except InputError:
        raise
    except (EOFError, OSError, zlib.error, ValueError) as exc:
        raise _Truncated(short_reason(exc)) from None
    if len(body) > limit:
        report(where, f"record too large (limit {limit} bytes)")
        return None
    if getattr(record.raw_stream, "limit", 0) > 0:
        raise _Truncated("record cut short")
    try:
        art = read_html(
            body,
            id=f"{stem}-{n}",
            path=str(path),
            url=record.rec_headers.get_header("WARC-Target-URI"),
            content_type=record.http_headers.get_header("Content-Type"),
        )
        if art is not None and art.published is None:
            warc_date = parse_date(record.rec_headers.get_header("WARC-Date"))
            if warc_date:
                art = replace(art, published=warc_date)
        if art is not None:
            art = with_article_text(art)
    except InputError as exc:
        report(where, exc.reason)
        return None
    except Exception as exc:  # untrusted input: one bad record never loses the records after it
        report(where, short_reason(exc))
        return None
    if art is None:
        report(where, "no article text found")
        return None
    return art
