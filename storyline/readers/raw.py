"""Shared helpers of the readers: bounded byte reading, gzip, decoding, dates, ids.

Everything here raises ``InputError(path, reason)`` with a short human reason for input
it refuses; the readers never see a traceback-worthy exception from bad bytes.
"""

from __future__ import annotations

import codecs
import gzip
import io
import re
import stat
import zlib
from datetime import datetime, timezone
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urlsplit

from ..errors import InputError
from ..furniture import first_line  # noqa: F401  (the readers' first line, shared with clean)

CHUNK = 1 << 16
#: Published dates outside these years are ignored (a typo, a placeholder, or hostile input).
MIN_YEAR, MAX_YEAR = 1000, 9000
#: Languages dateparser tries for free-text dates (all of its ~200 locales would take seconds to load).
DATE_LANGUAGES = ("en", "fr", "de", "es", "it", "pt", "nl")
#: Files holding many articles (JSONL, WARC, feeds) may be this many times ``max_article_bytes``.
MULTI_ARTICLE_FACTOR = 100

_SLUG_BAD = re.compile(r"[^A-Za-z0-9._-]+")
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.I)
_HEADER_CHARSET = re.compile(r"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", re.I)
_CONTROL = frozenset(range(0, 32)) - {9, 10, 11, 12, 13, 27}
#: WHATWG: pages labelled latin-1/ascii are really decoded as windows-1252.
_CHARSET_ALIASES = {"iso-8859-1": "cp1252", "latin1": "cp1252", "latin-1": "cp1252", "ascii": "cp1252",
                    "us-ascii": "cp1252", "iso8859-1": "cp1252"}


def human_size(n: int) -> str:
    """``1234567`` -> ``"1.2 MB"``."""
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1000
    return str(n)  # pragma: no cover


class _Bounded(io.RawIOBase):
    """A readable stream over ``inner`` that refuses to give more than ``limit`` bytes."""

    def __init__(self, inner: BinaryIO, limit: int, path: str, why: str, raw: BinaryIO):
        self._inner, self._limit, self._path, self._why, self._raw = inner, limit, path, why, raw
        self._count = 0
        self._failed = ""  # a gzip error seen: reported on the read after the data before it

    def readable(self) -> bool:
        return True

    def readinto(self, buf) -> int:
        if self._failed:
            raise InputError(self._path, self._failed)
        try:
            data = self._inner.read1(min(len(buf), self._limit + 1 - self._count))
        except EOFError:
            data, self._failed = b"", "truncated gzip file"
        except (OSError, zlib.error) as exc:
            data, self._failed = b"", f"corrupt gzip file ({_short(exc)})"
        self._count += len(data)
        if self._count > self._limit:
            raise InputError(self._path, self._why)
        buf[: len(data)] = data
        return len(data)

    def close(self) -> None:
        try:
            self._inner.close()
        finally:
            self._raw.close()  # GzipFile(fileobj=...) leaves the file it reads open
            super().close()


def _short(exc: object, width: int = 80) -> str:
    """The first line of an error, printable characters only (input bytes can end up in it)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= width else text[: width - 1] + "…"


def short_text(exc: object, width: int = 80) -> str:
    """``str(exc)``: one line, printable, at most ``width`` characters."""
    return _short(exc, width)


def short_reason(exc: BaseException) -> str:
    """One short line describing an unexpected exception (no traceback)."""
    return f"{type(exc).__name__}: {_short(exc)}"


def is_gzip_name(path: Path) -> bool:
    return path.name.lower().endswith(".gz")


def open_bounded(path: Path, file_limit: int, max_decompressed: int) -> BinaryIO:
    """Open ``path`` for streaming; gunzip ``*.gz`` on the fly.

    Refuses a file larger than ``file_limit`` on disk, and a gzip whose content grows past
    ``max_decompressed`` (a gzip bomb) or past ``file_limit`` — whichever is smaller — while read.
    A truncated or corrupt gzip first gives the data before the damage, then (next read)
    raises ``InputError``: call ``fh.read(1)`` after the last read to surface it.
    """
    p = str(path)
    try:
        st = path.stat()
    except OSError as exc:
        raise InputError(p, f"cannot read ({exc.strerror or _short(exc)})") from None
    if not stat.S_ISREG(st.st_mode):  # a FIFO would block the open until a writer comes
        raise InputError(p, "not a regular file")
    size = st.st_size
    if size == 0:
        raise InputError(p, "empty file")
    if size > file_limit:
        raise InputError(p, f"file too large ({human_size(size)}, limit {human_size(file_limit)})")
    try:
        fh = open(path, "rb")
    except OSError as exc:
        raise InputError(p, f"cannot read ({exc.strerror or _short(exc)})") from None
    if not is_gzip_name(path):
        return fh
    if fh.read(2) != b"\x1f\x8b":
        fh.close()
        raise InputError(p, "not a gzip file")
    fh.seek(0)
    if max_decompressed <= file_limit:
        limit, why = max_decompressed, f"gzip expands past max_decompressed_bytes ({human_size(max_decompressed)})"
    else:
        limit, why = file_limit, f"file too large when decompressed (limit {human_size(file_limit)})"
    raw = _Bounded(gzip.GzipFile(fileobj=fh, mode="rb"), limit, p, why, fh)
    return io.BufferedReader(raw, CHUNK)  # type: ignore[return-value]


def read_bounded(path: Path, file_limit: int, max_decompressed: int) -> bytes:
    """All the bytes of ``path`` (gunzipped when ``*.gz``), within the limits of ``open_bounded``."""
    with open_bounded(path, file_limit, max_decompressed) as fh:
        try:
            data = fh.read()
            fh.read(1)
        except OSError as exc:
            raise InputError(str(path), f"cannot read ({exc.strerror or _short(exc)})") from None
    if not data:
        raise InputError(str(path), "empty file")
    return data


# ---------------------------------------------------------------- decoding


def _bom(data: bytes) -> tuple[str, int] | None:
    for bom, enc in ((codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"),
                     (codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                     (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            return enc, len(bom)
    return None


def _bomless_utf16(head: bytes) -> str | None:
    """UTF-16 without a BOM: mostly-ASCII text has a NUL in every other byte."""
    if len(head) < 8:
        return None
    even, odd = head[0::2], head[1::2]
    if odd.count(0) > 0.9 * len(odd) and even.count(0) < 0.1 * len(even):
        return "utf-16-le"
    if even.count(0) > 0.9 * len(even) and odd.count(0) < 0.1 * len(odd):
        return "utf-16-be"
    return None


def looks_binary(data: bytes) -> bool:
    """True when the first 8 KB hold NUL bytes or many control bytes."""
    head = data[:8192]
    if not head:
        return False
    if b"\x00" in head:
        return True
    controls = sum(1 for b in head if b in _CONTROL)
    return controls > 0.05 * len(head)


def _lookup(name: str | None) -> str | None:
    if not name:
        return None
    name = name.strip().lower()
    name = _CHARSET_ALIASES.get(name, name)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def declared_charset(data: bytes, content_type: str | None = None) -> str | None:
    """The charset an HTTP Content-Type header or an HTML ``<meta>`` declares, if Python knows it."""
    if content_type:
        m = _HEADER_CHARSET.search(content_type)
        if m and _lookup(m.group(1)):
            return _lookup(m.group(1))
    m = _META_CHARSET.search(data[:4096])
    if m:
        return _lookup(m.group(1).decode("ascii", "replace"))
    return None


def decode(data: bytes, path: str, charset: str | None = None) -> str:
    """Bytes to text: BOM first, then ``charset`` if given, then UTF-8, then cp1252/latin-1.

    Mostly-UTF-8 text with a few bad bytes stays UTF-8 (bad bytes become U+FFFD), and so does UTF-8
    with other multi-byte characters cut inside its last one (that one becomes U+FFFD); text with no
    valid multi-byte UTF-8 sequence is read as cp1252 (latin-1 for its undefined bytes).
    Refuses binary data with ``InputError(path, "binary file, not text")``.
    """
    bom = _bom(data)
    if bom is None and (enc := _bomless_utf16(data[:4096])):
        bom = (enc, 0)
    if bom is not None:
        enc, skip = bom
        text = data[skip:].decode(enc, errors="replace")
        if _text_is_binary(text):
            raise InputError(path, "binary file, not text")
        return text
    if looks_binary(data):
        raise InputError(path, "binary file, not text")
    if charset and charset not in ("utf-8", "cp1252"):
        try:
            return data.decode(charset)
        except (UnicodeDecodeError, LookupError):
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        head = data[:exc.start]
        if exc.reason == "unexpected end of data" and max(head, default=0) >= 0x80:
            return head.decode("utf-8") + "\ufffd"  # UTF-8 (it has multi-byte characters) cut inside its last one
    if charset != "cp1252":
        loose = data.decode("utf-8", errors="replace")
        bad = loose.count("\ufffd")
        good = sum(1 for ch in loose if ord(ch) > 127 and ch != "\ufffd")
        if good > bad:
            return loose
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _text_is_binary(text: str) -> bool:
    head = text[:4096]
    if not head:
        return False
    bad = sum(1 for ch in head if (ord(ch) in _CONTROL or ch == "\x00" or ch == "\ufffd"))
    return bad > 0.05 * len(head)


def no_text(text: str) -> bool:
    """True when ``text`` has nothing to read: no letter, digit, punctuation mark or symbol, only
    white space, zero-width and other format or control characters (50 x U+200B is no article)."""
    import unicodedata

    return not any(unicodedata.category(ch)[0] in "LNPS" for ch in text)



FURNITURE_ONLY = "no article text (only page furniture: menus, share links, notices)"


def with_article_text(article):
    """``article``, or ``InputError(path, FURNITURE_ONLY)`` when its text is only page furniture:
    the cleaner (``clean.clean``, which ``stages.prepare`` runs on it next) would leave no text.
    Asked by each reader where it knows the file and record the article came from, so that the
    refusal is one ``PATH`` or ``PATH:N`` line like the reader's other refusals."""
    from dataclasses import replace

    from ..clean import clean

    bare = replace(article, text=scrub(article.text), title=scrub(article.title))  # as read_file passes it on
    if no_text(clean(bare).text):
        raise InputError(article.path or article.id, FURNITURE_ONLY)
    return article


def normalize_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


# ---------------------------------------------------------------- dates, ids, sources


def parse_date(value: object) -> datetime | None:
    """A datetime from ISO 8601, RFC 2822 or free text; naive UTC; None when not a date.

    Aware datetimes are converted to UTC and made naive, so every ``Article.published``
    compares with every other. Free text needs a year ("Tuesday", "yesterday" are not dates;
    "March 2024" is 2024-03-01, "2024" is 2024-01-01). Never raises: a date outside the years
    ``MIN_YEAR``..``MAX_YEAR`` ("0001-01-01T00:00:00+05:00", "9999-12-31") is no date, so date
    arithmetic downstream ("next year", a grouping window of days) cannot overflow.
    """
    try:
        found = _parse_date(value)
    except (ValueError, OverflowError, TypeError, ArithmeticError, RecursionError):
        return None
    return found if found is not None and MIN_YEAR <= found.year <= MAX_YEAR else None


def _parse_date(value: object) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return _naive_utc(value)
    text = str(value).strip()
    if not text or len(text) > 100:
        return None
    iso = text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text
    try:
        return _naive_utc(datetime.fromisoformat(iso))
    except (ValueError, OverflowError):
        pass
    try:
        from email.utils import parsedate_to_datetime

        return _naive_utc(parsedate_to_datetime(text))
    except (TypeError, ValueError, IndexError, OverflowError):
        pass
    import dateparser

    try:
        found = dateparser.parse(
            text,
            languages=list(DATE_LANGUAGES),
            settings={"PREFER_DAY_OF_MONTH": "first", "PREFER_MONTH_OF_YEAR": "first",
                      "REQUIRE_PARTS": ["year"], "PREFER_DATES_FROM": "past", "TO_TIMEZONE": "UTC",
                      "RETURN_AS_TIMEZONE_AWARE": False,
                      # no relative dates ("yesterday"): they would resolve against today
                      "PARSERS": ["timestamp", "custom-formats", "absolute-time"]},
        )
    except Exception:  # dateparser raises assorted errors on odd input
        return None
    return _naive_utc(found) if found else None


def _naive_utc(dt: datetime) -> datetime | None:
    if dt.tzinfo is not None:
        try:
            dt = dt.astimezone(timezone.utc).replace(tzinfo=None)
        except (OverflowError, ValueError):  # 0001-01-01T00:00:00+05:00 is before year 1 in UTC
            return None
    return dt


_SURROGATE = re.compile("[\ud800-\udfff]")


def scrub(text: str) -> str:
    """``text`` with every lone surrogate (``"\\ud800"`` in JSON, an undecodable byte of a file name)
    replaced by U+FFFD, one character for one, so offsets into it stay valid and any store or
    terminal can hold it."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text)
    return text


def shown(text: str) -> str:
    """``text`` safe to print on one terminal line: newlines, tabs, escape codes and every other
    unprintable character written as ``\\n``, ``\\t``, ``\\x1b``, ``\\u202e`` ...; an undecodable
    byte of a file name (a surrogate escape) as ``\\xff``."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable():
            out.append(ch)
        elif ch in "\n\t\r":
            out.append({"\n": "\\n", "\t": "\\t", "\r": "\\r"}[ch])
        elif "\udc80" <= ch <= "\udcff":
            out.append(f"\\x{ord(ch) - 0xDC00:02x}")
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
    return "".join(out)


def file_stem(path: Path) -> str:
    """``a.txt`` -> ``a``; ``b.html.gz`` -> ``b``; ``c.warc.gz`` -> ``c`` (as a slug)."""
    name = path.name
    if name.lower().endswith(".gz"):
        name = name[:-3]
    stem = name.rsplit(".", 1)[0] if "." in name.lstrip(".") else name
    return slug(stem) or "article"


def slug(value: str, width: int = 80) -> str:
    """A plain id ``[A-Za-z0-9._-]``: accents dropped, URL scheme dropped, other runs become ``-``."""
    import unicodedata

    text = unicodedata.normalize("NFKD", value.strip()).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"^[A-Za-z][A-Za-z0-9+.-]*:(//)?", "", text)
    text = text.replace("www.", "", 1) if text.startswith("www.") else text
    text = _SLUG_BAD.sub("-", text).strip("-.")
    if len(text) > width:
        import hashlib

        digest = hashlib.sha1(value.encode("utf-8", "replace")).hexdigest()[:8]
        text = text[: width - 9].rstrip("-.") + "-" + digest
    return text


def hostname(url: str | None) -> str | None:
    """``https://www.bbc.co.uk/x`` -> ``bbc.co.uk``; None when there is no host."""
    if not url:
        return None
    try:
        host = urlsplit(url.strip()).hostname
    except ValueError:
        return None
    if not host:
        return None
    return host[4:] if host.startswith("www.") else host


