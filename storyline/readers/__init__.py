"""Readers: files and folders in, raw Articles out, one module per format.

``read_paths`` walks files and folders (sorted, hidden names skipped, symlink loops not
followed), picks a reader by extension and yields raw Articles (``text`` as read, not yet
cleaned). A file it cannot read is reported once through ``on_error(path, reason)`` — one bad
line or record of a JSONL/WARC/feed as ``on_error("path:n", reason)`` — and reading goes on.

=====================================  ===========================================
extension (also with ``.gz``)          reader
=====================================  ===========================================
``.txt``                               ``text.read_text`` (optional header block)
``.html`` ``.htm``                     ``html.read_html_file`` (trafilatura)
``.jsonl``                             ``jsonl.read_jsonl``
``.rss`` ``.atom`` ``.xml``            ``feeds.read_feed`` (``.xml`` not a feed: skipped)
``.warc``                              ``warc.read_warc``
=====================================  ===========================================

Every ``published`` is a naive UTC datetime. Ids are unique within one ``read_paths`` call:
a second article with an id already given out gets ``-2``, ``-3`` ... appended.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import InputError
from ..model import Article
from ..settings import Settings
from .html import read_html
from .raw import scrub, short_reason

__all__ = ["read_paths", "read_file", "read_html", "input_files", "unique", "format_of", "FORMATS"]

Callback = Callable[[str, str], None]

#: extension (lower case, without ``.gz``) -> format name
FORMATS = {
    ".txt": "text",
    ".html": "html",
    ".htm": "html",
    ".jsonl": "jsonl",
    ".rss": "feed",
    ".atom": "feed",
    ".xml": "xml",
    ".warc": "warc",
}


def format_of(path: Path) -> tuple[str | None, str]:
    """(format name or None, the extension as written for messages) of a file name."""
    name = path.name.lower()
    gz = name.endswith(".gz")
    base = name[:-3] if gz else name
    ext = os.path.splitext(base)[1]
    fmt = FORMATS.get(ext)
    shown = (ext + ".gz" if gz else ext) if ext else (".gz" if gz else "(none)")
    return fmt, shown


def _warn(path: str, reason: str) -> None:
    logging.getLogger("storyline").warning("%s: %s", path, reason)


def read_file(path: Path, settings: Settings, on_error: Callback, on_skip: Callback) -> Iterator[Article]:
    """Read one file whose format is known from its name; report instead of raising."""
    fmt, shown = format_of(path)
    if fmt is None:
        on_skip(str(path), f"unsupported file type {shown}")
        return
    try:
        for article in _read(path, fmt, settings, on_error, on_skip):
            yield scrubbed(article)
    except InputError as exc:
        on_error(str(path), exc.reason)
    except RecursionError:
        on_error(str(path), "too deeply nested to read")
    except Exception as exc:  # untrusted input must never stop the run
        on_error(str(path), short_reason(exc))


def scrubbed(article: Article) -> Article:
    """The article with lone surrogates (``"\\ud800"`` in a JSON line, an undecodable byte in a file
    name) replaced by U+FFFD in every text field: any text Python can hold can then be stored and
    printed. One character for one, so nothing shifts."""
    fields = {k: scrub(v) for k in ("id", "source", "title", "text", "url", "path")
              if isinstance(v := getattr(article, k), str) and scrub(v) is not v}
    return replace(article, **fields) if fields else article


def _read(path: Path, fmt: str, settings: Settings, on_error: Callback, on_skip: Callback) -> Iterator[Article]:
    from .raw import read_bounded

    if fmt == "text":
        from .text import read_text

        yield read_text(path, read_bounded(path, settings.max_article_bytes, settings.max_decompressed_bytes))
    elif fmt == "html":
        from .html import read_html_file

        yield read_html_file(path, read_bounded(path, settings.max_article_bytes, settings.max_decompressed_bytes))
    elif fmt == "jsonl":
        from .jsonl import read_jsonl

        yield from read_jsonl(path, settings, on_error)
    elif fmt in ("feed", "xml"):
        from .feeds import NotAFeed, read_feed

        try:
            yield from read_feed(path, settings, on_error, is_xml=fmt == "xml")
        except NotAFeed:
            on_skip(str(path), "not a feed")
    elif fmt == "warc":
        from .warc import read_warc

        yield from read_warc(path, settings, on_error)


def _bad_link(path: Path) -> str | None:
    """Why a symbolic link that is neither a file nor a folder cannot be followed (None: it points
    at something else that exists, e.g. a device, which is no input either: skipped as "not a
    regular file")."""
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "symbolic link loop"
        return "broken symbolic link"
    return None


def walk(path: Path, seen_dirs: set, on_error: Callback, on_skip: Callback = _warn) -> Iterator[Path]:
    """Files under a folder, sorted by name, hidden names and symlink loops skipped. Anything else
    that is no regular file (a FIFO, a socket, a device, a link to one) is reported through
    ``on_skip(path, "not a regular file")`` and never opened (opening a FIFO would wait for a writer)."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError):
        on_error(str(path), "cannot resolve path (symlink loop?)")
        return
    if real in seen_dirs:
        return
    seen_dirs.add(real)
    try:
        children = sorted(os.scandir(path), key=lambda e: e.name)
    except OSError as exc:
        on_error(str(path), f"cannot list folder ({exc.strerror or exc})")
        return
    for entry in children:
        if entry.name.startswith("."):
            continue
        child = path / entry.name
        try:
            is_dir = entry.is_dir()
            is_file = entry.is_file()
        except OSError as exc:
            on_error(str(child), _os_reason(exc))
            continue
        if is_dir:
            yield from walk(child, seen_dirs, on_error, on_skip)
        elif is_file:
            yield child
        elif entry.is_symlink() and (why := _bad_link(child)):
            on_error(str(child), why)
        else:
            on_skip(str(child), "not a regular file")


def read_paths(
    paths: Iterable[str | Path],
    settings: Settings = Settings(),
    on_error: Callback | None = None,
    on_skip: Callback | None = None,
) -> Iterator[Article]:
    """Yield the raw Articles of files and folders (walked recursively in sorted order).

    Never raises for bad input: a missing path, an unreadable file or a bad record is
    reported through ``on_error(path, reason)``, a file of another type through
    ``on_skip(path, reason)``; both default to a warning on the ``storyline`` logger.
    A file reached twice (named twice, or through a symlink) is read once.
    """
    on_error = on_error or _warn
    on_skip = on_skip or _warn
    if isinstance(paths, (str, os.PathLike)):  # one path, not the characters of a name
        paths = [paths]
    ids: dict[str, int] = {}
    for file in input_files(paths, on_error, on_skip):
        for article in read_file(file, settings, on_error, on_skip):
            yield unique(article, ids)


def input_files(paths: Iterable[str | Path], on_error: Callback, on_skip: Callback) -> Iterator[Path]:
    """The files ``read_paths`` reads, in its order, each once; path-level problems reported
    through the callbacks as they are met (used by ``read_paths`` and the distributed job)."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    seen_dirs: set = set()
    seen_files: set = set()

    seen_other: set = set()

    def not_regular(path: str) -> None:  # a FIFO or device under one name, walked and named, is said once
        where = os.path.abspath(path)
        if where not in seen_other:
            seen_other.add(where)
            on_skip(path, "not a regular file")

    for given in paths:
        try:
            path = Path(given)
        except TypeError:
            on_error(repr(given), "not a path")
            continue
        kind = path_kind(path)
        if kind == "dir":
            files: Iterable[Path] = walk(path, seen_dirs, on_error, lambda p, _why: not_regular(p))
        elif kind == "file":
            files = (path,)
        elif kind == "other":
            not_regular(str(path))
            continue
        else:
            on_error(str(path), kind)
            continue
        for file in files:
            try:
                real = file.resolve()
            except (OSError, RuntimeError):
                real = file
            if real in seen_files:
                continue
            seen_files.add(real)
            yield file


def path_kind(path: Path) -> str:
    """``"dir"``, ``"file"``, ``"other"`` (a FIFO, a device) or why the path cannot be read
    ("no such file or directory", "file name too long", "symbolic link loop" ...). Never raises."""
    try:
        st = os.stat(path)
    except OSError as exc:
        if os.path.islink(path) and (why := _bad_link(path)):
            return why
        return _os_reason(exc)
    except ValueError:  # a NUL byte in the name
        return "invalid file name (NUL byte)"
    if stat.S_ISDIR(st.st_mode):
        return "dir"
    return "file" if stat.S_ISREG(st.st_mode) else "other"


def _os_reason(exc: OSError) -> str:
    """A short lower-case reason for a failed stat ("no such file or directory", "file name too long")."""
    if exc.errno == errno.ENOENT:
        return "no such file or directory"
    if exc.errno == errno.ENAMETOOLONG:
        return "file name too long"
    if exc.errno == errno.ELOOP:
        return "symbolic link loop"
    if exc.errno == errno.ENOTDIR:
        return "not a folder on the way to it (no such file or directory)"
    return f"cannot read ({exc.strerror or short_reason(exc)})"


def unique(article: Article, ids: dict[str, int]) -> Article:
    """The article, renamed ``<id>-2``, ``<id>-3`` ... when its id was already given out."""
    if article.id not in ids:
        ids[article.id] = 1
        return article
    n = ids[article.id]
    new = f"{article.id}-{n + 1}"
    while new in ids:
        n += 1
        new = f"{article.id}-{n + 1}"
    ids[article.id] = n + 1
    ids[new] = 1
    return replace(article, id=new)
