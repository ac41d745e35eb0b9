"""Opening a store file safely, and making any text storable.

* Read-only: a ``file:`` URI with the path percent-encoded (``news#1.db``, ``a?b.db`` are file
  names, not a fragment or a query) and ``mode=ro``, so it never creates or writes a file.
* For writing: an up-to-date store is opened with reads only; a new or older one gets its tables
  in one ``BEGIN IMMEDIATE`` transaction, and an opening refused at once because another process
  holds a lock (changing the journal mode, recovering a WAL) is tried again up to the timeout.
* Another SQLite database, or a store of a newer schema, is refused (``NotAStore``), never
  written into.
* ``storable``: an article with a lone surrogate (``"\\ud800"`` in JSON, which SQLite's UTF-8
  cannot hold) is stored with U+FFFD in its place, one character for one.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

from .model import Article, Findings, Removed
from .readers.raw import scrub
from .serial import from_data, to_data


class NotAStore(sqlite3.DatabaseError):
    """An SQLite file that is not a storyline store (or one made by a newer storyline)."""


def open_readonly(path: str, timeout: float, schema: str, version: int) -> sqlite3.Connection:
    """A read-only connection: a ``file:`` URI with the path percent-encoded (a ``#`` or ``?`` in the
    name is part of it, not a fragment or a query), ``mode=ro`` (never creates or writes the file)."""
    resolved = Path(path).resolve()
    if not resolved.is_file():
        raise sqlite3.OperationalError("no such file" if not resolved.exists() else "not a file")
    uri = resolved.as_uri() + "?mode=ro"
    conn = sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=False)
    try:
        check_is_store(conn, schema, version, must_exist=True)
    except BaseException:
        conn.close()
        raise
    return conn


def check_is_store(conn: sqlite3.Connection, schema: str, version: int, must_exist: bool) -> bool:
    """True when ``conn`` holds a storyline store, False for an empty database (no tables at all);
    raises ``NotAStore`` for another SQLite database or one of a newer schema."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() if "meta" in names else None
    if row is None:
        ours = schema_names(schema)
        if any(n not in ours and not n.startswith(("search_", "sqlite_")) for n in names) \
                or not _columns_match(conn, schema, names & ours):
            raise NotAStore("an SQLite database, but not a storyline store")
        if must_exist:  # nothing, or the first tables of a store whose creation was cut short
            raise NotAStore("an empty database, not a storyline store")
        return False
    if not str(row[0]).isdigit() or int(row[0]) > version:
        raise NotAStore(f"made by a newer storyline (schema {row[0]}, this one reads {version})")
    return True


def _columns_match(conn: sqlite3.Connection, schema: str, tables: set[str]) -> bool:
    """True when each of ``tables`` has the columns (name, type, key) ``schema`` gives it: a table called ``articles``
    or ``meta`` of another program's database is no table of a store whose creation was cut short
    (that one is made in one transaction, so its tables are whole)."""
    if not tables:
        return True
    ref = sqlite3.connect(":memory:")
    try:
        for statement in schema_statements(schema):
            try:
                ref.execute(statement)
            except sqlite3.Error:  # e.g. a virtual table module this build lacks: not compared
                pass
        for table in tables:
            want = {(r[1], r[2].upper(), r[5]) for r in ref.execute(f'PRAGMA table_info("{table}")')}
            have = {(r[1], r[2].upper(), r[5]) for r in conn.execute(f'PRAGMA table_info("{table}")')}
            if want and not want <= have:
                return False
    finally:
        ref.close()
    return True


def schema_statements(schema: str) -> list[str]:
    """The statements of ``schema``, one by one (split where a statement is complete)."""
    out, buf = [], ""
    for piece in schema.split(";"):
        buf += piece + ";"
        if sqlite3.complete_statement(buf):
            if buf.strip(" \n;"):
                out.append(buf.strip())
            buf = ""
    return out


def schema_names(schema: str) -> set[str]:
    """The tables and indexes ``schema`` creates."""
    return set(re.findall(r"CREATE (?:VIRTUAL )?(?:TABLE|INDEX|TRIGGER|VIEW) IF NOT EXISTS (\w+)", schema))


def _schema_complete(conn: sqlite3.Connection, schema: str, is_current) -> bool:
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    return schema_names(schema) <= names and is_current(conn)


def open_for_writing(path: str, timeout: float, schema: str, version: int, upgrade,
                     is_current) -> sqlite3.Connection:
    """A connection for writing. An up-to-date store is opened with reads only (no schema statement,
    no write lock), so many processes opening one store at once never wait on each other; a new or
    older store gets its tables and columns in one ``BEGIN IMMEDIATE`` transaction (a second opener
    waits for it, then finds the work done). ``upgrade(conn)`` brings an older store's tables up to
    date inside that transaction; ``is_current(conn)`` says whether it is needed."""
    conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA synchronous=NORMAL")
        is_store = check_is_store(conn, schema, version, must_exist=False)
        if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            conn.execute("PRAGMA journal_mode=WAL")
        if not (is_store and _schema_complete(conn, schema, is_current)):
            conn.execute("BEGIN IMMEDIATE")  # another process may be creating it too: look again inside
            try:
                if (not check_is_store(conn, schema, version, must_exist=False)
                        or not _schema_complete(conn, schema, is_current)):
                    for statement in schema_statements(schema):
                        conn.execute(statement)
                    conn.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                                 (str(version),))
                    upgrade(conn)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
    except BaseException:
        conn.close()
        raise
    return conn


def retry_busy(open_fn, timeout: float):
    """``open_fn()``, tried again while SQLite says the database is locked or busy (up to
    ``timeout`` seconds in all): some locks (changing the journal mode, recovering a WAL left by a
    killed process) are refused at once instead of waiting on the busy timeout."""
    deadline = time.monotonic() + timeout
    delay = 0.02
    while True:
        try:
            return open_fn()
        except sqlite3.OperationalError as exc:
            text = str(exc).lower()
            if ("locked" not in text and "busy" not in text) or time.monotonic() + delay > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 1.0)


def storable(article: Article, findings: Findings | None,
             findings_json: str | None) -> tuple[Article, Findings | None, str | None]:
    """The article (and its findings) with lone surrogates replaced by U+FFFD, when it has any."""
    texts = [article.id, article.source, article.title, article.text, article.url or "", article.path or ""]
    texts += [t for r in article.removed for t in (r.text, r.why)]
    if all(scrub(t) is t for t in texts):
        return article, findings, findings_json
    article = replace(
        article, id=scrub(article.id), source=scrub(article.source), title=scrub(article.title),
        text=scrub(article.text), url=scrub(article.url) if article.url else article.url,
        path=scrub(article.path) if article.path else article.path,
        removed=tuple(Removed(scrub(r.text), scrub(r.why)) for r in article.removed))
    if findings is not None:
        findings = from_data(Findings, _scrub_data(to_data(findings)))
    if findings_json is not None:
        findings_json = json.dumps(_scrub_data(json.loads(findings_json)))
    return article, findings, findings_json


def _scrub_data(x):
    if isinstance(x, str):
        return scrub(x)
    if isinstance(x, dict):
        return {_scrub_data(k): _scrub_data(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_scrub_data(v) for v in x]
    return x
