"""The SQLite store (WAL, FTS5): with ``store_briefs`` (the stories' briefs and the full-text search,
a mixin of ``Store``) and ``store_open``, the only modules that write SQL.

One file holds the cleaned articles, their findings, the wire-copy links, the stories and
their briefs. Each article is written with its findings in one transaction, keyed by a
hash of its content, so a repeated or interrupted ingest neither loses nor duplicates
anything.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from .errors import StoreError
from .model import Article, Findings, Removed
from .serial import from_data, to_data
from .store_briefs import COUNTS_FROM_BRIEF, BriefStore, add_brief_counts, has_brief_counts, story_columns, timestamp
from .store_open import open_for_writing, open_readonly, retry_busy, storable

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS articles (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    content_hash TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    source_known INTEGER NOT NULL,
    title TEXT NOT NULL,
    url TEXT,
    published TEXT,
    path TEXT,
    text TEXT NOT NULL,
    removed TEXT NOT NULL,
    ingested_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS findings (
    article TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS copies (
    article TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    copy_of TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS stories (
    id TEXT PRIMARY KEY,
    n INTEGER NOT NULL UNIQUE,
    title TEXT NOT NULL,
    first_published TEXT,
    last_published TEXT,
    merged_into TEXT,
    brief TEXT,
    updated_at TEXT NOT NULL,
    n_facts INTEGER NOT NULL DEFAULT 0,
    n_conflicts INTEGER NOT NULL DEFAULT 0,
    n_single INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS story_articles (
    article TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    story TEXT NOT NULL REFERENCES stories(id)
);
CREATE INDEX IF NOT EXISTS story_articles_story ON story_articles(story);
CREATE VIRTUAL TABLE IF NOT EXISTS search USING fts5(kind UNINDEXED, ref UNINDEXED, title, body);
CREATE TABLE IF NOT EXISTS edits (  -- an editor's split and merge decisions (storyline/edits.py)
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    made_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS brief_members (
    story TEXT PRIMARY KEY,
    title TEXT,
    articles TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS features (
    article TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sketches (
    article TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    digest TEXT NOT NULL,
    words INTEGER NOT NULL,
    hashes BLOB
);
"""


def findings_to_json(findings: Findings) -> str:
    """The stored form of an article's findings."""
    return json.dumps(to_data(findings))


def findings_from_json(text: str) -> Findings:
    return from_data(Findings, json.loads(text))


def content_hash(article: Article) -> str:
    """What makes an input the same input: outlet, title, url and raw text."""
    h = hashlib.sha256()
    for part in (article.source, article.title, article.url or "", article.text):
        h.update(part.encode("utf-8", "surrogatepass"))
        h.update(b"\x00")
    return h.hexdigest()


class Store(BriefStore):
    """A storyline store in one SQLite file (its stories' briefs and the full-text search:
    ``store_briefs.BriefStore``).

    :param path: the database file (created if missing), or ":memory:".
    :param readonly: open without write access (the web app).
    """

    def __init__(self, path: str | Path, readonly: bool = False, timeout: float = 30.0):
        self.path = str(path)
        try:
            if readonly:
                self.conn = open_readonly(self.path, timeout, SCHEMA, SCHEMA_VERSION)
                # a store written before the counts existed, opened read-only: count from the briefs (slower)
                has_counts = "n_single" in story_columns(self.conn)
            else:
                self.conn = retry_busy(lambda: open_for_writing(self.path, timeout, SCHEMA, SCHEMA_VERSION,
                                                                upgrade=add_brief_counts, is_current=has_brief_counts),
                                       timeout)
                has_counts = True
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot open the store ({exc or type(exc).__name__})") from exc
        except (OSError, ValueError) as exc:  # a NUL in the name, a name too long ...
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise StoreError(f"{self.path}: cannot open the store ({why})") from exc
        self.conn.row_factory = sqlite3.Row
        self.counts_sql = ("s.n_facts", "s.n_conflicts", "s.n_single") if has_counts else COUNTS_FROM_BRIEF

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @contextmanager
    def transaction(self):
        """One write transaction (BEGIN IMMEDIATE: a second writer waits, then fails clearly).

        Inside another one it is a savepoint: its writes are undone alone when it fails, and are
        committed with the outer transaction (the pipeline writes a batch of articles in one)."""
        if self.conn.in_transaction:
            self.conn.execute("SAVEPOINT inner")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK TO inner")
                self.conn.execute("RELEASE inner")
                raise
            else:
                self.conn.execute("RELEASE inner")
            return
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise StoreError(f"{self.path}: the store is busy ({exc}); another ingest is writing") from exc
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")

    # --- articles -------------------------------------------------------------------------
    def has_content(self, digest: str) -> bool:
        return self.conn.execute("SELECT 1 FROM articles WHERE content_hash = ?", (digest,)).fetchone() is not None

    def _free_id(self, wanted: str) -> str:
        ident, n = wanted, 1
        while self.conn.execute("SELECT 1 FROM articles WHERE id = ?", (ident,)).fetchone():
            n += 1
            ident = f"{wanted}-{n}"
        return ident

    def add_article(self, article: Article, findings: Findings | None, digest: str,
                    findings_json: str | None = None) -> Article | None:
        """Store one cleaned article and its findings atomically.

        ``findings_json`` (``findings_to_json``, made by a Dask worker) replaces ``findings``.
        Returns the article as stored (its id made unique if another article already has
        it), or None when the same content is already stored. Any text Python can hold is
        accepted: a lone surrogate (which SQLite's UTF-8 cannot hold) is stored as U+FFFD, one
        character for one, so the findings' offsets stay right.
        """
        article, findings, findings_json = storable(article, findings, findings_json)
        with self.transaction() as conn:
            if conn.execute("SELECT 1 FROM articles WHERE content_hash = ?", (digest,)).fetchone():
                return None
            if not article.source_known:  # "unnamed source N", never a file name (storyline.outlets)
                article = self._unnamed(conn, article)
            ident = self._free_id(article.id)
            if ident != article.id:
                from dataclasses import replace

                article = replace(article, id=ident)
                if findings is None and findings_json is not None:
                    findings = findings_from_json(findings_json)
                if findings is not None:
                    findings, findings_json = _rename_findings(findings, ident), None
            conn.execute(
                "INSERT INTO articles(id, content_hash, source, source_known, title, url, published, path, text,"
                " removed, ingested_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (
                    article.id, digest, article.source, int(article.source_known), article.title, article.url,
                    article.published.isoformat() if article.published else None, article.path, article.text,
                    json.dumps([to_data(r) for r in article.removed]), timestamp(),
                ),
            )
            if findings_json is None and findings is not None:
                findings_json = findings_to_json(findings)
            if findings_json is not None:
                conn.execute("INSERT INTO findings(article, data) VALUES (?, ?)", (article.id, findings_json))
            conn.execute(
                "INSERT INTO search(kind, ref, title, body) VALUES ('article', ?, ?, ?)",
                (article.id, article.title, article.text),
            )
            conn.execute(
                "INSERT INTO meta(key, value) VALUES ('generation', '1')"
                " ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"
            )
        return article

    @staticmethod
    def _unnamed(conn: sqlite3.Connection, article: Article) -> Article:
        from dataclasses import replace

        from .outlets import UNNAMED, unnamed_name

        pattern = f"{UNNAMED} %"
        same = conn.execute("SELECT source FROM articles WHERE source_known = 0 AND path = ? AND source LIKE ?"
                            " LIMIT 1", (article.path, pattern)).fetchone()
        top = conn.execute("SELECT MAX(CAST(substr(source, ?) AS INTEGER)) FROM articles WHERE source_known = 0"
                           " AND source LIKE ?", (len(UNNAMED) + 2, pattern)).fetchone()[0]
        return replace(article, source=unnamed_name(article.path, same[0] if same else None, top or 0))

    def articles(self, ids: list[str] | None = None) -> list[Article]:
        """Stored articles in ingest order (all, or those with the given ids)."""
        if ids is None:
            rows = self.conn.execute("SELECT * FROM articles ORDER BY seq").fetchall()
        else:
            rows = []
            for chunk in _chunks(ids, 500):
                marks = ",".join("?" * len(chunk))
                rows += self.conn.execute(f"SELECT * FROM articles WHERE id IN ({marks})", chunk).fetchall()
            rows.sort(key=lambda r: r["seq"])
        return [_article(r) for r in rows]

    def article(self, ident: str) -> Article | None:
        row = self.conn.execute("SELECT * FROM articles WHERE id = ?", (ident,)).fetchone()
        return _article(row) if row else None

    def count_articles(self) -> int:
        return self.conn.execute("SELECT count(*) FROM articles").fetchone()[0]

    def sketches(self, kind: str) -> dict[str, tuple[str, int, bytes | None]]:
        """The copy-detection sketch of every article that has one of this ``kind`` (``dedupe.CopyIndex
        .kind``: the MinHash scheme and sizes), by id: an article's text never changes under its id,
        so a regroup computes each sketch once."""
        rows = self.conn.execute("SELECT article, digest, words, hashes FROM sketches WHERE kind = ?",
                                 (kind,)).fetchall()
        return {r["article"]: (r["digest"], r["words"], r["hashes"]) for r in rows}

    def save_sketches(self, kind: str, sketches: dict[str, tuple[str, int, bytes | None]]) -> None:
        """Keep new sketches (articles that are gone are skipped; one of another kind is replaced)."""
        if not sketches:
            return
        with self.transaction() as conn:
            conn.executemany(
                "INSERT OR REPLACE INTO sketches(article, kind, digest, words, hashes)"
                " SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM articles WHERE id = ?)",
                [(a, kind, d, n, h, a) for a, (d, n, h) in sketches.items()])

    def features(self, kind: str, ids: list[str]) -> dict[str, tuple[dict, dict]]:
        """The grouping features (``cluster_features.features``) kept for these articles, made by
        ``kind`` (``cluster_features.features_kind``): an article's text never changes under its id,
        so a regroup computes each article's features once."""
        out: dict[str, tuple[dict, dict]] = {}
        for chunk in _chunks(ids, 500):
            marks = ",".join("?" * len(chunk))
            for row in self.conn.execute(f"SELECT article, data FROM features WHERE kind = ? AND article IN ({marks})",
                                         [kind, *chunk]):
                terms, names = json.loads(row["data"])
                out[row["article"]] = (terms, names)
        return out

    def save_features(self, kind: str, features: dict[str, tuple[dict, dict]]) -> None:
        """Keep new grouping features (articles that are gone are skipped; another kind's are replaced)."""
        if not features:
            return
        with self.transaction() as conn:
            conn.executemany(
                "INSERT OR REPLACE INTO features(article, kind, data)"
                " SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM articles WHERE id = ?)",
                [(a, kind, json.dumps(f, separators=(",", ":")), a) for a, f in features.items()])

    def findings_json(self, ids: list[str]) -> dict[str, str]:
        """{article id: its findings as stored (JSON text)}."""
        out: dict[str, str] = {}
        for chunk in _chunks(ids, 500):
            marks = ",".join("?" * len(chunk))
            for row in self.conn.execute(f"SELECT article, data FROM findings WHERE article IN ({marks})", chunk):
                out[row["article"]] = row["data"]
        return out

    def findings(self, ids: list[str]) -> dict[str, Findings]:
        return {a: findings_from_json(t) for a, t in self.findings_json(ids).items()}

    def findings_versions(self) -> dict[str, str]:
        """{article id: the extraction version its stored findings were made with ("" when unrecorded)}."""
        rows = self.conn.execute(
            "SELECT a.id, coalesce(json_extract(f.data, '$.version'), '') AS version FROM articles a"
            " LEFT JOIN findings f ON f.article = a.id ORDER BY a.seq")
        return {r["id"]: r["version"] for r in rows}

    def replace_findings(self, findings: Findings) -> None:
        """Replace a stored article's findings (re-extraction), in one transaction that also drops its
        story's brief and makes a regroup due, so the next regroup rebuilds that brief."""
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO findings(article, data) SELECT ?, ? WHERE EXISTS"
                         " (SELECT 1 FROM articles WHERE id = ?)",
                         (findings.article, findings_to_json(findings), findings.article))
            conn.execute("UPDATE stories SET brief = NULL WHERE id IN"
                         " (SELECT story FROM story_articles WHERE article = ?)", (findings.article,))
            conn.execute(
                "INSERT INTO meta(key, value) VALUES ('generation', '1')"
                " ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"
            )

    def export_rows(self, after_seq: int, limit: int) -> list[dict]:
        """Up to ``limit`` stored articles with ``seq`` > ``after_seq``, in seq order, as plain
        rows with their findings (JSON text, None if none)."""
        rows = self.conn.execute(
            "SELECT a.seq, a.id, a.content_hash, a.source, a.source_known, a.title, a.url, a.published, a.path,"
            " a.text, a.removed, a.ingested_at, f.data AS findings FROM articles a"
            " LEFT JOIN findings f ON f.article = a.id WHERE a.seq > ? ORDER BY a.seq LIMIT ?",
            (after_seq, limit),
        ).fetchall()
        return [dict(r) for r in rows]

    def story_rows(self) -> list[dict]:
        """Every story row, merged ones too, with its brief (JSON text) — for export."""
        rows = self.conn.execute(
            "SELECT id, n, title, first_published, last_published, merged_into, brief, updated_at"
            " FROM stories ORDER BY n").fetchall()
        return [dict(r) for r in rows]

    # --- regrouping: who does it, and whether it is due -------------------------------------
    def meta_number(self, key: str) -> int | None:
        """The number kept under ``key`` in ``meta`` (None: none kept)."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return int(row[0]) if row else None

    def set_meta_number(self, key: str, value: int) -> None:
        """Keep ``value`` under ``key`` in ``meta`` (in its own transaction)."""
        with self.transaction() as conn:
            conn.execute("INSERT INTO meta(key, value) VALUES (?, ?)"
                         " ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, str(value)))

    def generation(self) -> int:
        """A counter bumped by every stored article (in the article's own transaction)."""
        return self.meta_number("generation") or 0

    def mark_grouped(self, generation: int) -> None:
        """Record that stories and briefs are up to date with the articles of ``generation``."""
        self.set_meta_number("grouped_generation", generation)

    def regroup_due(self) -> bool:
        """True when articles were stored since the last complete regroup (e.g. an ingest was killed)."""
        if (self.meta_number("grouped_generation") or 0) != self.generation():
            return True
        return self.conn.execute(
            "SELECT 1 FROM articles a WHERE NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.article = a.id)"
            " LIMIT 1").fetchone() is not None

    @contextmanager
    def regroup_lock(self):
        """Hold the store's regroup lock (one regroup at a time; a second one waits, saying so).

        An OS file lock beside the database (``DB.lock``): released by the OS when its holder
        dies, so a killed ingest never leaves the store locked. No-op for ":memory:" or where
        ``fcntl`` is missing.
        """
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX
            yield
            return
        if self.path == ":memory:":
            yield
            return
        with open(self.path + ".lock", "a+b") as fh:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                logging.getLogger("storyline").warning(
                    "%s: another ingest is updating the stories; waiting for it to finish", self.path)
                fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    # --- copies and stories ---------------------------------------------------------------
    def copies(self) -> dict[str, str]:
        return {r["article"]: r["copy_of"] for r in self.conn.execute("SELECT article, copy_of FROM copies")}

    def assignments(self) -> dict[str, str]:
        """{article id: story id} as stored."""
        return {r["article"]: r["story"] for r in self.conn.execute("SELECT article, story FROM story_articles")}

    def next_story_number(self) -> int:
        return (self.conn.execute("SELECT coalesce(max(n), 0) FROM stories").fetchone()[0]) + 1

    def save_grouping(self, copies: dict[str, str], stories: dict[str, dict], assignments: dict[str, str],
                      merged: dict[str, str]) -> None:
        """Replace the copy links and article→story map; upsert story rows; mark merged stories.

        ``stories`` maps story id → {"title", "first_published", "last_published"}.
        """
        with self.transaction() as conn:
            conn.execute("DELETE FROM copies")
            conn.executemany("INSERT INTO copies(article, copy_of) VALUES (?, ?)", sorted(copies.items()))
            now = timestamp()
            for sid, info in stories.items():
                n = int(sid.lstrip("s"))
                conn.execute(
                    "INSERT INTO stories(id, n, title, first_published, last_published, merged_into, updated_at)"
                    " VALUES (?,?,?,?,?,NULL,?) ON CONFLICT(id) DO UPDATE SET title=excluded.title,"
                    " first_published=excluded.first_published, last_published=excluded.last_published,"
                    " merged_into=NULL",
                    (sid, n, info["title"], info["first_published"], info["last_published"], now),
                )
            for old, new in merged.items():
                conn.execute("UPDATE stories SET merged_into = ?, brief = NULL, updated_at = ?, n_facts = 0,"
                             " n_conflicts = 0, n_single = 0 WHERE id = ?", (new, now, old))
            conn.execute("DELETE FROM story_articles")
            conn.executemany("INSERT INTO story_articles(article, story) VALUES (?, ?)", sorted(assignments.items()))

    def add_edit(self, kind: str, data: dict) -> int:
        """Record an editor's decision ("split" or "merge", ``storyline.edits``); returns its number."""
        with self.transaction() as conn:
            cur = conn.execute("INSERT INTO edits(kind, data, made_at) VALUES (?, ?, ?)",
                               (kind, json.dumps(data, ensure_ascii=False), timestamp()))
            conn.execute("INSERT INTO meta(key, value) VALUES ('generation', '1')"
                         " ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1")  # regroup due
            return cur.lastrowid

    def edits(self) -> list[dict]:
        """The editor's decisions in the order they were made: [{"seq", "kind", "data", "made_at"}]."""
        try:
            rows = self.conn.execute("SELECT seq, kind, data, made_at FROM edits ORDER BY seq").fetchall()
        except sqlite3.OperationalError:  # a store written before edits existed, opened read-only
            return []
        return [{"seq": r["seq"], "kind": r["kind"], "data": json.loads(r["data"]), "made_at": r["made_at"]}
                for r in rows]


def _article(row: sqlite3.Row) -> Article:
    return Article(
        id=row["id"], source=row["source"], title=row["title"], text=row["text"], url=row["url"],
        published=datetime.fromisoformat(row["published"]) if row["published"] else None, path=row["path"],
        removed=tuple(Removed(**r) for r in json.loads(row["removed"])), source_known=bool(row["source_known"]),
    )


def _rename_findings(findings: Findings, ident: str) -> Findings:
    data = to_data(findings)

    def walk(x):
        if isinstance(x, dict):
            if "article" in x and "start" in x and "end" in x:
                x = dict(x, article=ident)
            return {k: walk(v) for k, v in x.items()}
        if isinstance(x, list):
            return [walk(v) for v in x]
        return x

    data = walk(data)
    data["article"] = ident
    return from_data(Findings, data)


def _chunks(items: list, size: int):
    for i in range(0, len(items), size):
        yield items[i:i + size]

