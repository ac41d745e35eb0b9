import sqlite3
from datetime import date, datetime

import pytest

from storyline.errors import StoreError
from storyline.model import Article, DateRef, Findings, Person, Quantity, Removed, Sentence, Span
from storyline.serial import from_data, to_data
from storyline.store import Store, content_hash


def make_article(ident="a1", text="Officials said 3,000 people were evacuated on Monday.", **kw):
    return Article(id=ident, source=kw.pop("source", "Example News"), title=kw.pop("title", "Evacuation"), text=text,
                   url=kw.pop("url", "https://example.org/a"), published=kw.pop("published", datetime(2025, 5, 22, 9, 30)),
                   path=kw.pop("path", "/tmp/a1.txt"), removed=kw.pop("removed", (Removed("SHARE THIS", "share links"),)),
                   **kw)


def make_findings(ident="a1"):
    return Findings(
        article=ident,
        sentences=(Sentence(0, 53),),
        people=(Person("Kenneth Genalo", ("Genalo",), (Span(ident, 0, 9),)),),
        quantities=(Quantity(3000.0, None, "people", None, None, None, "actual", "3,000 people",
                             Span(ident, 15, 27), Span(ident, 0, 53)),),
        dates=(DateRef("Monday", date(2025, 5, 19), Span(ident, 46, 52), Span(ident, 0, 53)),),
    )


def test_serial_round_trip_keeps_types():
    f = make_findings()
    back = from_data(Findings, to_data(f))
    assert back == f
    assert isinstance(back.dates[0].date, date)
    assert isinstance(back.people[0].aliases, tuple)


def test_add_article_is_idempotent_and_keeps_findings(tmp_path):
    db = tmp_path / "s.db"
    a = make_article()
    with Store(db) as store:
        assert store.add_article(a, make_findings(), content_hash(a)) == a
        assert store.add_article(a, make_findings(), content_hash(a)) is None
        assert store.count_articles() == 1
    with Store(db) as store:  # reopened: the same content is still recognised
        assert store.has_content(content_hash(a))
        got = store.article("a1")
        assert got == a
        assert store.findings(["a1"])["a1"] == make_findings()
        assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_same_id_other_content_gets_a_fresh_id_and_renamed_spans(tmp_path):
    with Store(tmp_path / "s.db") as store:
        a = make_article()
        b = make_article(text="A different report entirely, about something else.")
        store.add_article(a, make_findings(), content_hash(a))
        stored = store.add_article(b, make_findings(), content_hash(b))
        assert stored.id == "a1-2"
        f = store.findings(["a1-2"])["a1-2"]
        assert f.article == "a1-2"
        assert {q.span.article for q in f.quantities} == {"a1-2"}


def test_findings_sent_as_json_are_stored_as_they_are_and_renamed_on_a_clash(tmp_path):
    """The Dask workers send findings as the store's JSON text; the result equals passing Findings."""
    from storyline.store import findings_to_json

    with Store(tmp_path / "s.db") as store:
        a = make_article()
        b = make_article(text="A different report entirely, about something else.")
        assert store.add_article(a, None, content_hash(a), findings_json=findings_to_json(make_findings())) == a
        assert store.findings(["a1"])["a1"] == make_findings()
        assert store.findings_json(["a1"])["a1"] == findings_to_json(make_findings())
        stored = store.add_article(b, None, content_hash(b), findings_json=findings_to_json(make_findings()))
        assert stored.id == "a1-2"
        f = store.findings(["a1-2"])["a1-2"]
        assert f.article == "a1-2" and {q.span.article for q in f.quantities} == {"a1-2"}


def test_failed_transaction_leaves_nothing(tmp_path):
    with Store(tmp_path / "s.db") as store:
        with pytest.raises(RuntimeError):
            with store.transaction() as conn:
                conn.execute("INSERT INTO meta(key, value) VALUES ('x', 'y')")
                raise RuntimeError("crash in the middle")
        assert store.conn.execute("SELECT count(*) FROM meta WHERE key='x'").fetchone()[0] == 0


def test_second_writer_gets_a_clear_error(tmp_path):
    db = tmp_path / "s.db"
    with Store(db) as first, Store(db, timeout=0.1) as second:
        with first.transaction():
            with pytest.raises(StoreError, match="busy"):
                with second.transaction():
                    pass


def test_readonly_store_cannot_write(tmp_path):
    db = tmp_path / "s.db"
    Store(db).close()
    with Store(db, readonly=True) as ro:
        with pytest.raises(sqlite3.OperationalError):
            ro.conn.execute("INSERT INTO meta(key, value) VALUES ('a', 'b')")


def test_grouping_merges_and_search(tmp_path):
    with Store(tmp_path / "s.db") as store:
        for i in range(3):
            a = make_article(f"a{i}", text=f"Report number {i} about the flood in Valencia.")
            store.add_article(a, None, content_hash(a))
        info = {"title": "Flood", "first_published": None, "last_published": None}
        store.save_grouping({}, {"s1": info, "s2": info}, {"a0": "s1", "a1": "s2", "a2": "s2"}, {})
        store.save_grouping({"a2": "a1"}, {"s1": info}, {"a0": "s1", "a1": "s1", "a2": "s1"}, {"s2": "s1"})
        assert store.resolve_story("s2") == "s1"
        assert [s["id"] for s in store.stories()] == []  # listed once its brief exists
        assert store.copies() == {"a2": "a1"}
        assert store.next_story_number() == 3
        store.save_brief("s1", {"title": "Flood", "facts": [{"text": "The river burst its banks"}]})
        assert [s["id"] for s in store.stories()] == ["s1"]
        assert store.brief("s2")["title"] == "Flood"
        hits = store.search('Valencia "flood')  # query syntax from users is neutralised
        assert {h["ref"] for h in hits} >= {"a0", "a1", "a2"}
        assert store.search("banks")[0]["ref"] == "s1"


def _brief(n_single, n_corroborated, n_conflicts):
    facts = [{"id": f"f{i}", "status": "single-source", "text": "The river rose."} for i in range(n_single)]
    facts += [{"id": f"g{i}", "status": "corroborated", "text": "Roads closed."} for i in range(n_corroborated)]
    return {"title": "Flood", "facts": facts, "conflicts": [{"about": "x"}] * n_conflicts}


def test_story_list_counts_come_from_the_saved_brief(tmp_path):
    with Store(tmp_path / "s.db") as store:
        a = make_article("a0")
        store.add_article(a, None, content_hash(a))
        store.save_grouping({}, {"s1": {"title": "Flood", "first_published": None, "last_published": None}},
                            {"a0": "s1"}, {})
        assert store.stories() == []  # a story is listed once its brief exists
        store.save_brief("s1", _brief(3, 2, 1))
        assert [(s["facts"], s["conflicts"], s["single_source"]) for s in store.stories()] == [(5, 1, 3)]


def test_a_store_made_before_the_counts_gets_them_from_its_briefs(tmp_path):
    path = tmp_path / "old.db"
    with Store(path) as store:
        a = make_article("a0")
        store.add_article(a, None, content_hash(a))
        store.save_grouping({}, {"s1": {"title": "Flood", "first_published": None, "last_published": None}},
                            {"a0": "s1"}, {})
        store.save_brief("s1", _brief(2, 4, 1))
        for name in ("n_facts", "n_conflicts", "n_single"):  # as a store of session 4 was
            store.conn.execute(f"ALTER TABLE stories DROP COLUMN {name}")
    with Store(path, readonly=True) as old:  # read-only: counted from the briefs, nothing written
        assert [(s["facts"], s["conflicts"], s["single_source"]) for s in old.stories()] == [(6, 1, 2)]
        assert "n_facts" not in {r[1] for r in old.conn.execute("PRAGMA table_info(stories)")}
    with Store(path) as store:  # opened for writing: the columns are added and filled from the briefs
        assert [(s["facts"], s["conflicts"], s["single_source"]) for s in store.stories()] == [(6, 1, 2)]
        assert store.counts_sql[0] == "s.n_facts"
    with Store(path) as again:  # a second open adds nothing
        assert [(s["facts"], s["conflicts"], s["single_source"]) for s in again.stories()] == [(6, 1, 2)]
