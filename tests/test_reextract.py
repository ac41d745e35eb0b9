"""`storyline reextract DB`: findings made with other extraction rules are extracted again from the
stored text, their stories' briefs rebuilt; the web app says when a store holds such findings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from storyline.cli import cli
from storyline.extract import extract
from storyline.pipeline import ingest, update_stories
from storyline.reextract import current_version, reextract, stale_articles
from storyline.settings import Settings
from storyline.store import Store

ICE = Path(__file__).resolve().parent / "data" / "ice"


@pytest.fixture()
def store_path(tmp_path, nlp):
    db = tmp_path / "news.db"
    with Store(db) as st:
        ingest(st, [ICE / "wire-ap.txt", ICE / "border-herald.txt", ICE / "quake.txt"], nlp=nlp)
    return db


def _age(st: Store, aid: str) -> None:
    """Make one article's findings look as if older rules made them: no quotes, no version."""
    old = st.findings([aid])[aid]
    st.replace_findings(replace(old, quotes=(), version=""))
    update_stories(st, Settings())


def _quote_count(brief: dict) -> int:
    return len(brief["quotes"])


def test_fresh_store_is_up_to_date(store_path, nlp):
    with Store(store_path) as st:
        assert stale_articles(st) == []
        assert set(st.findings_versions().values()) == {current_version()}
        report = reextract(st, nlp=nlp)
    assert report.reextracted == 0 and report.stale == 0 and report.stories_changed == []


def test_stale_findings_are_extracted_again_and_their_brief_rebuilt(store_path, nlp):
    with Store(store_path) as st:
        aid = next(a for a, f in st.findings(list(st.findings_versions())).items() if f.quotes)
        sid = next(s["id"] for s in st.stories() if aid in st.story_articles(s["id"]))
        before = _quote_count(st.brief(sid))
        _age(st, aid)
        assert stale_articles(st) == [aid]
        assert _quote_count(st.brief(sid)) < before  # the brief built from the old findings
        report = reextract(st, nlp=nlp)
        assert (report.stale, report.reextracted, report.failed) == (1, 1, [])
        assert sid in report.stories_changed
        assert stale_articles(st) == []
        fresh = extract(st.article(aid), nlp)
        assert st.findings([aid])[aid] == fresh
        assert _quote_count(st.brief(sid)) == before
        again = reextract(st, nlp=nlp)
    assert again.reextracted == 0 and again.stories_changed == []


def test_briefs_made_by_other_brief_rules_are_made_again(store_path, nlp):
    """A store whose briefs older brief rules made (``BRIEF_RULES`` not recorded, or another) gets
    every brief made again by ``reextract`` with no findings stale, and by an ingest that changes no
    story; then it records the rules, and a second run does nothing."""
    from storyline.pipeline import BRIEF_RULES

    with Store(store_path) as st:
        assert st.brief_rules() == BRIEF_RULES  # a new store's briefs: made by today's rules
        stories = sorted((s["id"] for s in st.stories() if st.brief(s["id"])), key=lambda sid: int(sid[1:]))
        for sid in stories:  # as an older version wrote them: no "who" in any fact
            old = st.brief(sid)
            for f in old["facts"]:
                f.pop("who", None), f.pop("says", None)
            st.save_brief(sid, old)
        with st.transaction() as conn:
            conn.execute("DELETE FROM meta WHERE key = 'brief_rules'")
        assert st.brief_rules() is None and update_stories(st, Settings()) == stories
        assert all("who" in f for sid in stories for f in st.brief(sid)["facts"])
        assert st.brief_rules() == BRIEF_RULES and update_stories(st, Settings()) == []
        st.mark_brief_rules(BRIEF_RULES - 1)
        report = reextract(st, nlp=nlp)
        assert report.reextracted == 0 and report.stories_changed == stories
        assert st.brief_rules() == BRIEF_RULES and reextract(st, nlp=nlp).stories_changed == []


def test_all_reextracts_every_article(store_path, nlp):
    with Store(store_path) as st:
        n = st.count_articles()
        report = reextract(st, nlp=nlp, everything=True)
    assert report.reextracted == n and report.stale == 0


def test_disabled_component_makes_findings_stale(store_path, nlp):
    settings = Settings().with_(extract_disable="denials")
    with Store(store_path) as st:
        n = st.count_articles()
        assert len(stale_articles(st, settings)) == n  # other rules than the ones that made them
        report = reextract(st, settings, nlp=nlp)
        assert report.reextracted == n
        assert all(f.denials == () for f in st.findings(list(st.findings_versions())).values())
        assert stale_articles(st, settings) == [] and len(stale_articles(st)) == n


def test_cli_reextract(store_path, nlp):
    with Store(store_path) as st:
        aid = next(iter(st.findings_versions()))
        _age(st, aid)
    result = CliRunner().invoke(cli, ["reextract", str(store_path)])
    assert result.exit_code == 0, result.output
    assert "1 of 3 articles extracted again (1 made with other rules)" in result.output
    result = CliRunner().invoke(cli, ["reextract", str(store_path)])
    assert "0 of 3 articles extracted again" in result.output


def test_web_app_says_when_the_store_has_older_findings(store_path):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    with TestClient(create_app(store_path)) as c:
        assert "older rules" not in c.get("/").text
    with Store(store_path) as st:
        _age(st, next(iter(st.findings_versions())))
    with TestClient(create_app(store_path)) as c:
        page = c.get("/").text
    assert "1 article of this store" in page and "extracted with older rules" in page
