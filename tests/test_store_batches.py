"""A batch of articles written in one transaction: each article still all or nothing."""

from __future__ import annotations

import pytest

from storyline.model import Article, Findings
from storyline.store import Store, content_hash


def _article(i: int) -> Article:
    return Article(id=f"a{i}", source="Example News", title=f"Title {i}", text=f"Body number {i} of the batch.")


def test_an_article_failing_inside_a_batch_leaves_the_others(tmp_path):
    with Store(tmp_path / "s.db") as store:
        with store.transaction():
            store.add_article(_article(1), Findings(article="a1"), content_hash(_article(1)))
            with pytest.raises(RuntimeError):
                with store.transaction() as conn:  # a savepoint: undone alone
                    conn.execute("INSERT INTO meta(key, value) VALUES ('half-written', 'x')")
                    raise RuntimeError("boom")
            store.add_article(_article(2), Findings(article="a2"), content_hash(_article(2)))
        assert [a.id for a in store.articles()] == ["a1", "a2"]
        assert store.conn.execute("SELECT count(*) FROM meta WHERE key = 'half-written'").fetchone()[0] == 0
        assert store.generation() == 2
        assert {r["ref"] for r in store.search("batch")} == {"a1", "a2"}


def test_a_failed_batch_leaves_nothing(tmp_path):
    with Store(tmp_path / "s.db") as store:
        with pytest.raises(RuntimeError):
            with store.transaction():
                store.add_article(_article(1), None, content_hash(_article(1)))
                raise RuntimeError("killed mid-batch")
        assert store.articles() == [] and store.generation() == 0 and store.search("batch") == []


def _grouped_store(path, n_stories: int) -> Store:
    store = Store(path)
    arts = [_article(i) for i in range(n_stories)]
    for a in arts:
        store.add_article(a, None, content_hash(a))
    store.save_grouping({}, {f"s{i + 1}": {"title": f"Story {i + 1}", "first_published": None, "last_published": None}
                             for i in range(n_stories)}, {a.id: f"s{i + 1}" for i, a in enumerate(arts)}, {})
    return store


def _brief(title: str, fact: str) -> dict:
    return {"title": title, "facts": [{"text": fact, "status": "single-source"}], "people": [], "summary": []}


def test_a_rebriefed_story_has_one_search_row_with_the_new_text(tmp_path):
    with _grouped_store(tmp_path / "s.db", 3) as store:
        store.save_brief("s2", _brief("Story 2", "The bridge reopened on Tuesday."))
        store.save_brief("s2", _brief("Story 2", "The tunnel reopened on Wednesday."))
        store.save_brief("s3", _brief("Story 3", "The ferry stopped."))
        rows = store.conn.execute("SELECT rowid, ref, body FROM search WHERE kind = 'story' ORDER BY ref").fetchall()
        assert [(r[0], r[1]) for r in rows] == [(-2, "s2"), (-3, "s3")]
        assert [r["ref"] for r in store.search("tunnel")] == ["s2"] and store.search("bridge") == []
        a = _article(9)  # an article added after the story rows still gets a rowid of its own
        store.add_article(a, None, content_hash(a))
        assert [r["ref"] for r in store.search("number 9")] == ["a9"] and [r["ref"] for r in store.search("ferry")] == ["s3"]


def test_story_rows_of_an_older_store_are_rekeyed_once(tmp_path):
    with _grouped_store(tmp_path / "s.db", 2) as store:
        store.conn.execute("INSERT INTO search(kind, ref, title, body) VALUES ('story', 's1', 'Story 1', 'old words')")
        store.conn.execute("INSERT INTO search(kind, ref, title, body) VALUES ('story', 's2', 'Story 2', 'kept words')")
    with Store(tmp_path / "s.db") as store:  # as written before the rowids were -n
        store.save_brief("s1", _brief("Story 1", "New words."))
        assert [r["ref"] for r in store.search("kept")] == ["s2"] and store.search("old") == []
        assert [r[0] for r in store.conn.execute("SELECT rowid FROM search WHERE kind = 'story' ORDER BY rowid")] == [
            -2, -1]


def test_brief_members_say_which_briefs_a_regroup_must_rebuild(tmp_path):
    import json as _json

    from storyline.pipeline import update_stories
    from storyline.settings import Settings

    with _grouped_store(tmp_path / "s.db", 3) as store:
        for i in (1, 2, 3):
            store.save_brief(f"s{i}", dict(_brief(f"Story {i}", f"Fact {i}."), articles=[{"id": f"a{i - 1}"}]))
        kept = store.brief_members()
        assert kept == {f"s{i}": (f"Story {i}", frozenset({f"a{i - 1}"})) for i in (1, 2, 3)}
        store.conn.execute("DELETE FROM brief_members")  # a store briefed before the table: read from the briefs
        store.conn.execute("UPDATE stories SET brief = ? WHERE id = 's2'",  # (one of them lists another article)
                           (_json.dumps(dict(_brief("Story 2", "Fact 2."), articles=[{"id": "a9"}])),))
        assert store.brief_members() == dict(kept, s2=("Story 2", frozenset({"a9"})))
        assert store.conn.execute("SELECT count(*) FROM brief_members").fetchone()[0] == 3  # kept: read once
        rebuilt = update_stories(store, Settings(jobs=1))
        assert "s2" in rebuilt or any(store.brief(s) and {a["id"] for a in store.brief(s)["articles"]} == {"a1"}
                                      for s in rebuilt)
        for sid, (title, ids) in store.brief_members().items():
            assert ids == {a["id"] for a in store.brief(sid)["articles"]}
