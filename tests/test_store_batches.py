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
