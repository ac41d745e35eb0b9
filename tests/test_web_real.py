"""The web app's pages and JSON API, in-process, against a store built by the real pipeline from real
NeuS articles (the builders are in tests/helpers/web.py)."""

from __future__ import annotations

import json

import pytest

from tests.helpers.web import SCHEMA, assert_inert, build_real_store


@pytest.fixture(scope="module")
def real_client(tmp_path_factory, bench_dir):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    db = build_real_store(tmp_path_factory.mktemp("real") / "real.db", bench_dir)
    with TestClient(create_app(db)) as c:
        yield c


def test_real_store_pages_and_api(real_client):
    import jsonschema

    schema = json.loads(SCHEMA.read_text())
    stories = real_client.get("/api/stories").json()["stories"]
    assert len(stories) >= 3
    assert any(s["n_outlets"] >= 3 for s in stories)
    dates = [s["last_published"] or "" for s in stories]
    assert dates == sorted(dates, reverse=True)
    for s in stories:
        brief = real_client.get(f"/api/story/{s['id']}").json()
        jsonschema.validate({"version": 1, "stories": [brief]}, schema)
        assert len(brief["facts"]) == s["facts"] and len(brief["conflicts"]) == s["conflicts"]
        html = real_client.get(f"/story/{s['id']}").text
        assert_inert(html)
        for a in brief["articles"]:
            art = real_client.get(f"/api/article/{a['id']}").json()
            want = {(f["id"], e["start"], e["end"]) for f in brief["facts"] for e in f["evidence"]
                    if e["article"] == a["id"]}
            assert {(e["fact"], e["start"], e["end"]) for e in art["evidence"]} == want
            for e in art["evidence"]:
                assert art["text"][e["start"]:e["end"]] == next(
                    ev["sentence"] for f in brief["facts"] if f["id"] == e["fact"] for ev in f["evidence"]
                    if ev["article"] == a["id"] and ev["start"] == e["start"])
            page = real_client.get(f"/article/{a['id']}").text
            assert page.count('class="evref') == len(want)
            assert_inert(page)


def test_real_store_search_finds_a_story_by_title_word(real_client):
    stories = real_client.get("/api/stories").json()["stories"]
    word = max((w for w in stories[0]["title"].split() if w.isalpha()), key=len)
    found = [s["id"] for s in real_client.get("/api/stories", params={"q": word}).json()["stories"]]
    assert stories[0]["id"] in found
