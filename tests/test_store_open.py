"""Opening a store: any file name, never another database, never waiting on a writer, any text stored.

Real SQLite files in tmp_path and real processes (the opening race is between processes).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from storyline.errors import StoreError
from storyline.model import Article, Findings, Removed
from storyline.store import Store, content_hash

REPO = Path(__file__).resolve().parents[1]
CODE = Path(__import__("storyline").__file__).resolve().parents[1]  # the storyline under test, for children


def article(ident: str, text: str = "The port of Example reopened on Tuesday after a strike.", **kw) -> Article:
    return Article(id=ident, source=kw.pop("source", "Harbour Herald"), title=kw.pop("title", "Port reopens"),
                   text=text, **kw)


def python(code: str, timeout: float = 120) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=CODE,
                            env=dict(os.environ, PYTHONPATH=str(CODE)), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("name", ["news#1.db", "a?mode=rwc.db", "100%25 sure.db", "naïve ünïcode.db", "x&y=z.db"])
def test_read_only_store_with_uri_characters_in_its_name(tmp_path, name):
    db = tmp_path / name
    with Store(db) as st:
        a = article("a")
        st.add_article(a, None, content_hash(a))
    with Store(db, readonly=True) as ro:
        assert ro.count_articles() == 1
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            ro.conn.execute("DELETE FROM articles")
    stray = [p.name for p in tmp_path.iterdir() if not p.name.startswith(name)]
    assert stray == []  # no "news" file made from "news#1.db"


def test_read_only_open_of_a_missing_store_creates_nothing(tmp_path):
    with pytest.raises(StoreError, match="cannot open the store"):
        Store(tmp_path / "gone#x.db", readonly=True)
    assert list(tmp_path.iterdir()) == []


def _other_database(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE invoices (n INTEGER)")
    conn.execute("INSERT INTO invoices VALUES (7)")
    conn.close()


@pytest.mark.parametrize("readonly", [True, False])
def test_another_sqlite_database_is_refused_and_left_as_it_was(tmp_path, readonly):
    db = tmp_path / "books.db"
    _other_database(db)
    before = db.read_bytes()
    with pytest.raises(StoreError, match=r"books\.db: cannot open the store \(an SQLite database, but not a "
                                         r"storyline store\)"):
        Store(db, readonly=readonly)
    assert db.read_bytes() == before
    with sqlite3.connect(db) as conn:
        assert [r[0] for r in conn.execute("SELECT name FROM sqlite_master")] == ["invoices"]


def test_a_store_of_a_newer_schema_is_refused(tmp_path):
    db = tmp_path / "s.db"
    Store(db).close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    for readonly in (True, False):
        with pytest.raises(StoreError, match=r"made by a newer storyline \(schema 2, this one reads 1\)"):
            Store(db, readonly=readonly)


def test_an_empty_database_is_no_store_to_read_but_one_to_write(tmp_path):
    db = tmp_path / "empty.db"
    db.write_bytes(b"")
    with pytest.raises(StoreError, match="an empty database, not a storyline store"):
        Store(db, readonly=True)
    with Store(db) as st:  # opened for writing it becomes a store
        assert st.count_articles() == 0
    with Store(db, readonly=True) as ro:
        assert ro.stories() == []


def test_opening_for_writing_does_not_wait_for_a_writer(tmp_path):
    """An up-to-date store opens with reads only: a process holding the write lock (a long regroup
    transaction of another ingest) does not make the opening wait, let alone fail."""
    db = tmp_path / "s.db"
    Store(db).close()
    holder = sqlite3.connect(db, isolation_level=None, timeout=0)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT INTO meta(key, value) VALUES ('held', '1')")
    try:
        child = python(f"""
            from storyline.store import Store
            with Store({str(db)!r}, timeout=1.0) as st:
                print(st.count_articles(), st.generation())
        """)
        out, err = child.communicate(timeout=120)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert child.returncode == 0, err
    assert out.split() == ["0", "0"]


def test_many_processes_create_and_fill_one_new_store_at_once(tmp_path):
    db = tmp_path / "new.db"
    go = time.time() + 3.0  # every process starts opening at the same moment
    procs = [python(f"""
        import time
        from storyline.model import Article
        from storyline.store import Store, content_hash
        time.sleep(max(0.0, {go} - time.time()))
        for k in range(5):
            with Store({str(db)!r}, timeout=30.0) as st:
                a = Article(id="p{i}-" + str(k), source="S", title="T{i}-" + str(k), text="Text {i} " + str(k))
                st.add_article(a, None, content_hash(a))
        print("ok")
    """) for i in range(8)]
    outs = [p.communicate(timeout=300) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0 and out.strip() == "ok", err
    with Store(db, readonly=True) as ro:
        assert ro.count_articles() == 40
        assert ro.generation() == 40
        assert ro.conn.execute("SELECT count(*) FROM meta WHERE key = 'schema_version'").fetchone()[0] == 1


def test_an_old_store_opened_by_several_writers_at_once_is_upgraded_once(tmp_path):
    db = tmp_path / "old.db"
    with Store(db) as st:
        a = article("a0")
        st.add_article(a, None, content_hash(a))
        st.save_grouping({}, {"s1": {"title": "Flood", "first_published": None, "last_published": None}},
                         {"a0": "s1"}, {})
        st.save_brief("s1", {"title": "Flood", "facts": [{"id": "f1", "status": "single-source", "text": "x"}],
                             "conflicts": []})
        for name in ("n_facts", "n_conflicts", "n_single"):  # a store of before the counts
            st.conn.execute(f"ALTER TABLE stories DROP COLUMN {name}")
    go = time.time() + 3.0
    procs = [python(f"""
        import time
        from storyline.store import Store
        time.sleep(max(0.0, {go} - time.time()))
        with Store({str(db)!r}) as st:
            print([(s["facts"], s["single_source"]) for s in st.stories()])
    """) for _ in range(6)]
    outs = [p.communicate(timeout=300) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, err
        assert out.strip() == "[(1, 1)]"
    with sqlite3.connect(db) as conn:
        cols = [r[1] for r in conn.execute("PRAGMA table_info(stories)")]
    assert cols.count("n_facts") == 1 and cols.count("n_single") == 1


HOSTILE = "Lone \ud800 high, lone \udfff low, NUL \x00, escape \x1b[31m, bidi \u202e, astral \U0001F600 end."


def test_any_text_python_can_hold_is_stored(tmp_path):
    from storyline.serial import to_data

    a = article("x\udcff", text=HOSTILE, source="Wire \ud801", title="T \udc00", url="https://e.example/\ud800",
                path="/in/caf\udce9.txt", removed=(Removed("ad \ud800", "promo \udfff"),))
    findings = Findings(article="x\udcff")
    with Store(tmp_path / "s.db") as st:
        stored = st.add_article(a, findings, content_hash(a))
        assert stored is not None
        assert st.add_article(a, findings, content_hash(a)) is None  # the same input again: nothing added
        back = st.article(stored.id)
        assert st.findings([stored.id])[stored.id].article == stored.id
    assert back == stored
    assert len(back.text) == len(HOSTILE)  # one character for one: offsets into the text stay right
    assert back.text == HOSTILE.replace("\ud800", "\ufffd").replace("\udfff", "\ufffd")
    assert "\x00" in back.text and "\x1b[31m" in back.text and "\U0001F600" in back.text
    assert back.id == "x\ufffd" and back.source == "Wire \ufffd" and back.path == "/in/caf\ufffd.txt"
    assert back.removed == (Removed("ad \ufffd", "promo \ufffd"),)
    json.dumps(to_data(back), ensure_ascii=False).encode("utf-8")  # printable and storable everywhere


def test_findings_json_with_surrogates_is_stored(tmp_path):
    a = article("y", text="Plain \ud800 text")
    with Store(tmp_path / "s.db") as st:
        stored = st.add_article(a, None, content_hash(a), findings_json=json.dumps({"article": "y", "people": []}))
        assert st.findings_json([stored.id])[stored.id] == '{"article": "y", "people": []}'
