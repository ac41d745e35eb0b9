"""The stories' side of the store (``storyline.store``): each story's brief, its counts and its row of
the full-text index, what a regroup reads of the briefs, the story listing, the search. A mixin of
``Store``, which holds the connection (``self.conn``), its transactions and the articles."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime

from .errors import StoreError


def timestamp() -> str:
    """The time a row is written, as the store keeps it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


class BriefStore:
    """The briefs and the full-text search of a ``Store`` (its ``conn``, ``transaction``, ``counts_sql`` and
    ``meta_number`` / ``set_meta_number``)."""

    _story_rows_keyed = False  # this connection has seen the story rows of ``search`` keyed by -n

    def save_brief(self, story_id: str, brief: dict) -> None:
        """Keep a story's brief, its counts and its full-text row (rowid -n for story n, so replacing it
        is a lookup by rowid: a delete by the UNINDEXED ``ref`` column scanned the whole index)."""
        facts = brief.get("facts", [])
        counts = (len(facts), len(brief.get("conflicts", [])), sum(f.get("status") == "single-source" for f in facts))
        with self.transaction() as conn:
            conn.execute("UPDATE stories SET brief = ?, updated_at = ?, n_facts = ?, n_conflicts = ?, n_single = ?"
                         " WHERE id = ?", (json.dumps(brief, ensure_ascii=False), timestamp(), *counts, story_id))
            row = conn.execute("SELECT n FROM stories WHERE id = ?", (story_id,)).fetchone()
            if row is None:  # no such story row: kept by its ref, as before
                conn.execute("DELETE FROM search WHERE kind = 'story' AND ref = ?", (story_id,))
                conn.execute("INSERT INTO search(kind, ref, title, body) VALUES ('story', ?, ?, ?)",
                             (story_id, brief.get("title", ""), _story_search_body(brief)))
                return
            if not self._story_rows_keyed:
                _key_story_search_rows(conn)
                self._story_rows_keyed = True
            conn.execute("INSERT OR REPLACE INTO brief_members(story, title, articles) VALUES (?, ?, ?)",
                         (story_id, brief.get("title"), json.dumps(sorted(a.get("id") for a in brief.get("articles", [])))))
            conn.execute("DELETE FROM search WHERE rowid = ?", (-row[0],))
            conn.execute("INSERT INTO search(rowid, kind, ref, title, body) VALUES (?, 'story', ?, ?, ?)",
                         (-row[0], story_id, brief.get("title", ""), _story_search_body(brief)))

    def brief_rules(self) -> int | None:
        """The ``pipeline.BRIEF_RULES`` every stored brief was made by (None: not known, an older store)."""
        return self.meta_number("brief_rules")

    def mark_brief_rules(self, rules: int) -> None:
        """Record that every stored brief was made by ``rules``."""
        self.set_meta_number("brief_rules", rules)

    def brief_members(self) -> dict[str, tuple[str | None, frozenset[str]]]:
        """{story id: (title, article ids)} as the brief of every story that has one lists them (kept
        beside the brief at ``save_brief``: a regroup checks every story's brief is current without
        reading the briefs; a story briefed before that table existed is read from its brief)."""
        out: dict[str, tuple[str | None, frozenset[str]]] = {}
        missing = []
        for sid, title, ids, brief in self.conn.execute(
                "SELECT s.id, m.title, m.articles, CASE WHEN m.articles IS NULL THEN s.brief END FROM stories s"
                " LEFT JOIN brief_members m ON m.story = s.id WHERE s.brief IS NOT NULL"):
            if ids is not None:
                out[sid] = (title, frozenset(json.loads(ids)))
            else:
                b = json.loads(brief)
                out[sid] = (b.get("title"), frozenset(a.get("id") for a in b.get("articles", [])))
                missing.append((sid, out[sid][0], json.dumps(sorted(out[sid][1]))))
        if missing and not self.conn.in_transaction:
            try:  # kept, so that an older store's briefs are read once
                with self.transaction() as conn:
                    conn.executemany("INSERT OR IGNORE INTO brief_members(story, title, articles) VALUES (?, ?, ?)",
                                     missing)
            except (sqlite3.Error, StoreError):  # read-only or busy: read them again next time
                pass
        return out

    def stories(self) -> list[dict]:
        """Live stories (not merged away) whose brief exists (a story being regrouped is listed once
        its page can be shown), newest first, with article and outlet counts, the outlets' names
        (``outlet_names``, alphabetical) and their brief's counts of facts, conflicts and
        single-source facts (kept beside the brief: reading every brief made listing a large store slow)."""
        facts, conflicts, single = self.counts_sql
        rows = self.conn.execute(
            "SELECT s.id, s.n, s.title, s.first_published, s.last_published,"
            f" {facts} AS facts, {conflicts} AS conflicts, {single} AS single_source,"
            " count(sa.article) AS articles, count(DISTINCT a.source) AS outlets,"
            " json_group_array(a.source) AS outlet_names"
            " FROM stories s JOIN story_articles sa ON sa.story = s.id JOIN articles a ON a.id = sa.article"
            " WHERE s.merged_into IS NULL AND s.brief IS NOT NULL GROUP BY s.id"
            " ORDER BY coalesce(s.last_published, '') DESC, s.n DESC"
        ).fetchall()
        out = []
        for r in rows:
            row = dict(r)
            row["outlet_names"] = sorted(set(json.loads(row["outlet_names"] or "[]")), key=str.casefold)
            out.append(row)
        return out

    def story_titles(self) -> dict[str, str]:
        """{story id: title} of the live stories (what a regroup needs of ``stories``, without counts)."""
        return {r["id"]: r["title"] for r in self.conn.execute("SELECT id, title FROM stories WHERE merged_into IS NULL")}

    def resolve_story(self, story_id: str) -> str | None:
        """Follow merges: the id of the live story that ``story_id`` became, or None if unknown."""
        seen = set()
        while story_id not in seen:
            seen.add(story_id)
            row = self.conn.execute("SELECT merged_into FROM stories WHERE id = ?", (story_id,)).fetchone()
            if row is None:
                return None
            if row["merged_into"] is None:
                return story_id
            story_id = row["merged_into"]
        return None

    def brief(self, story_id: str) -> dict | None:
        live = self.resolve_story(story_id)
        if live is None:
            return None
        row = self.conn.execute("SELECT brief FROM stories WHERE id = ?", (live,)).fetchone()
        return json.loads(row["brief"]) if row and row["brief"] else None

    def story_articles(self, story_id: str) -> list[str]:
        return [r["article"] for r in self.conn.execute(
            "SELECT sa.article FROM story_articles sa JOIN articles a ON a.id = sa.article"
            " WHERE sa.story = ? ORDER BY a.seq", (story_id,))]

    def search(self, query: str, limit: int = 50, prefix: bool = False) -> list[dict]:
        """Full-text search over article titles/texts and story facts/people (FTS5 syntax-safe);
        ``prefix``: each word also matches the words it begins ("spokes" finds "spokesman")."""
        terms = [t for t in "".join(c if c.isalnum() else " " for c in query).split() if t]
        if not terms:
            return []
        match = " ".join(f'"{t}"' + ("*" if prefix else "") for t in terms)
        rows = self.conn.execute(
            "SELECT kind, ref, title, snippet(search, 3, '[', ']', '…', 12) AS snippet FROM search"
            " WHERE search MATCH ? ORDER BY rank LIMIT ?", (match, limit)
        ).fetchall()
        return [dict(r) for r in rows]


COUNTS_FROM_BRIEF = (
    "coalesce(json_array_length(s.brief, '$.facts'), 0)",
    "coalesce(json_array_length(s.brief, '$.conflicts'), 0)",
    "coalesce((SELECT count(*) FROM json_each(s.brief, '$.facts') j"
    " WHERE json_extract(j.value, '$.status') = 'single-source'), 0)",
)


def _story_search_body(brief: dict) -> str:
    return " ".join(
        [f["text"] for f in brief.get("facts", [])]
        + [p["name"] for p in brief.get("people", [])]
        + [s["sentence"] for s in brief.get("summary", [])]
    )


def _key_story_search_rows(conn: sqlite3.Connection) -> None:
    """Once per store (``meta`` 'story_search_rowids'): give a store written before the story rows of
    ``search`` had rowid -n those rowids (inside the caller's transaction)."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'story_search_rowids'").fetchone():
        return
    old = conn.execute("SELECT rowid, ref, title, body FROM search WHERE kind = 'story' AND rowid > 0").fetchall()
    numbers = dict(conn.execute("SELECT id, n FROM stories").fetchall())
    for rowid, ref, title, body in old:
        conn.execute("DELETE FROM search WHERE rowid = ?", (rowid,))
        if ref in numbers:
            conn.execute("DELETE FROM search WHERE rowid = ?", (-numbers[ref],))
            conn.execute("INSERT INTO search(rowid, kind, ref, title, body) VALUES (?, 'story', ?, ?, ?)",
                         (-numbers[ref], ref, title, body))
    conn.execute("INSERT INTO meta(key, value) VALUES ('story_search_rowids', '1')")


def story_columns(conn: sqlite3.Connection) -> set[str]:
    return {r[1] for r in conn.execute("PRAGMA table_info(stories)")}


def has_brief_counts(conn: sqlite3.Connection) -> bool:
    return "n_single" in story_columns(conn)


def add_brief_counts(conn: sqlite3.Connection) -> None:
    """Give a store made before session 5 the brief-count columns of ``stories``, filled from its
    briefs (inside the caller's write transaction)."""
    columns = story_columns(conn)
    for name in ("n_facts", "n_conflicts", "n_single"):
        if name not in columns:
            conn.execute(f"ALTER TABLE stories ADD COLUMN {name} INTEGER NOT NULL DEFAULT 0")
    if "n_single" not in columns:
        f, c, n = (x.replace("s.brief", "brief") for x in COUNTS_FROM_BRIEF)
        conn.execute(f"UPDATE stories SET n_facts = {f}, n_conflicts = {c}, n_single = {n} WHERE brief IS NOT NULL")
