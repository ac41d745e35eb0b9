"""Generated hostile store files: odd or broken store files crossed with a read-only and a writing command."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable

CANNOT = r"cannot open the store \({}\)"
ANY = r"(cannot open|cannot read) the store \(.+\)"


def _store(name: str = "s.db") -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        from storyline.store import Store

        p = d / name
        Store(p).close()
        conn = sqlite3.connect(p, isolation_level=None)
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.close()
        return p
    return build


def _meta(value: str | None, name: str) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        p = _store(name)(d)
        conn = sqlite3.connect(p, isolation_level=None)
        if value is None:
            conn.execute("DELETE FROM meta WHERE key = 'schema_version'")
        else:
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (value,))
        conn.close()
        return p
    return build


def _sqlite(name: str, *sql: str) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        p = d / name
        conn = sqlite3.connect(p, isolation_level=None)
        for s in sql:
            conn.execute(s)
        conn.close()
        return p
    return build


def _bytes(name: str, data: bytes) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        p = d / name
        p.write_bytes(data)
        return p
    return build


def _damaged(name: str, at: Callable[[int], int], size: int = 64, cut: bool = False) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        from storyline.store import Store

        p = d / name
        with Store(p) as st:
            st.conn.execute("INSERT INTO meta(key, value) VALUES ('pad', ?)", ("x" * 100_000,))
            st.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            st.conn.execute("PRAGMA journal_mode=DELETE")
        data = bytearray(p.read_bytes())
        i = at(len(data))
        if cut:
            data = data[:i]
        else:
            data[i:i + size] = bytes((b ^ 0xA5) for b in data[i:i + size])
        p.write_bytes(bytes(data))
        return p
    return build


def _beside(name: str, suffix: str, data: bytes) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        p = _store(name)(d)
        Path(str(p) + suffix).write_bytes(data)
        return p
    return build


def _readonly(name: str) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        p = _store(name)(d)
        p.chmod(0o444)
        return p
    return build


def store_files() -> list[tuple[str, Callable[[Path], Path], str | None, str | None, str]]:
    """(name, build, reason when read, reason when written, what): None reason = the command works."""
    other = CANNOT.format("an SQLite database, but not a storyline store")
    return [
        ("empty-sqlite", _sqlite("es.db", "PRAGMA user_version = 1"), CANNOT.format(
            "an empty database, not a storyline store"), None, "an SQLite file with no tables (ingest makes the schema)"),
        ("articles-wrong-columns", _sqlite("wc.db", "CREATE TABLE articles (x INT)"), other, other, ""),
        ("meta-only", _sqlite("mo.db", "CREATE TABLE meta (key TEXT, value TEXT)"), other, other, ""),
        ("no-version", _meta(None, "nv.db"), ANY, None, "meta without schema_version: read refused, ingest completes it"),
        ("version-text", _meta("abc", "vt.db"), ANY, ANY, ""),
        ("version-zero", _meta("0", "v0.db"), None, None, "schema 0: an older store, upgraded"),
        ("version-negative", _meta("-1", "vn.db"), ANY, ANY, ""),
        ("version-float", _meta("1.5", "vf.db"), ANY, ANY, ""),
        ("version-2", _meta("2", "v2.db"), ANY, ANY, ""),
        ("version-huge", _meta("9" * 30, "vh.db"), ANY, ANY, ""),
        ("header-only", _bytes("ho.db", b"SQLite format 3\x00" + bytes(84)), ANY, ANY, "the 100-byte header alone"),
        ("magic-then-junk", _bytes("mj.db", b"SQLite format 3\x00" + b"junk" * 1000), ANY, ANY, ""),
        ("zeros-4k", _bytes("z4.db", bytes(4096)), ANY, ANY, "4 KB of zeros"),
        ("one-byte", _bytes("ob.db", b"\x00"), ANY, None, "SQLite takes a file under 512 bytes as a new database"),
        ("text-file", _bytes("tf.db", b"Title: x\n\nnot a database\n"), ANY, ANY, ""),
        ("gzip-of-store", _bytes("gs.db", b"\x1f\x8b\x08\x00" + bytes(60)), ANY, ANY, ""),
        ("page1-flipped", _damaged("p1.db", lambda n: 100, 200), ANY, ANY, "bytes flipped in page 1 (schema)"),
        ("header-flipped", _damaged("hf.db", lambda n: 16, 8), ANY, ANY, "page size and format bytes flipped"),
        ("page2-flipped", _damaged("p2.db", lambda n: 4096 + 8, 500), ANY, ANY, ""),
        ("last-page-flipped", _damaged("lp.db", lambda n: n - 2000, 1000), None, None,
         "damage inside a stored value's overflow page: not seen, the store works"),
        ("cut-half", _damaged("ch.db", lambda n: n // 2, cut=True), ANY, ANY, ""),
        ("cut-one-page", _damaged("c1.db", lambda n: 4096, cut=True), ANY, ANY, ""),
        ("junk-wal", _beside("jw.db", "-wal", b"not a WAL file" * 100), None, None, "a junk -wal file beside it"),
        ("junk-journal", _beside("jj.db", "-journal", b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + bytes(600)), ANY, None,
         "a hot-journal-looking -journal beside it"),
        ("read-only-file", _readonly("ro.db"), None, None, "mode 444 (root writes anyway)"),
        ("space-name", _store("my news.db"), None, None, ""),
        ("unicode-name", _store("nouvelles-\u00e9t\u00e9-\u6e2f.db"), None, None, ""),
        ("uri-like-name", _store("file:x.db"), None, None, "'file:' is part of the name"),
        ("mode-name", _store("x.db?mode=memory&cache=shared"), None, None, ""),
        ("memory-name", _store(":memory:"), None, None, "a file called ':memory:'"),
    ]


def more_store_cases() -> list:
    from .hostile import StoreCase

    out = []
    for name, build, read_why, write_why, what in store_files():
        out.append(StoreCase(f"store-{name}-read", build, "stories", read_why, 0 if read_why is None else 2, what))
        out.append(StoreCase(f"store-{name}-write", build, "ingest", write_why, 0 if write_why is None else 2, what))
    return out
