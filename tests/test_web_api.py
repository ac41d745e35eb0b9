"""The web app's pages and JSON API, in-process, against a hand-filled store (every feature of a
brief and a hostile article; built in tests/helpers/web.py); the store built by the real pipeline from
real NeuS articles is in tests/test_web_real.py."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from storyline.store import Store
from tests.helpers.web import HOSTILE_TEXT, HOSTILE_TITLE, SCHEMA, TEXTS, assert_inert, build_hand_store, elements


@pytest.fixture(scope="module")
def hand_db(tmp_path_factory) -> Path:
    return build_hand_store(tmp_path_factory.mktemp("web") / "hand.db")


@pytest.fixture(scope="module")
def client(hand_db):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    with TestClient(create_app(hand_db)) as c:
        yield c


# --- the stories page and its twin ------------------------------------------------------------
def test_stories_newest_first_with_outlets_and_counts(client):
    data = client.get("/api/stories").json()
    assert [s["id"] for s in data["stories"]] == ["s1", "s2"]  # s3 was merged away
    s1 = data["stories"][0]
    assert s1["outlets"] == sorted(["Daily Wire Service", "The Morning Post", "Evening Herald", "Evil <Times>"],
                                   key=str.casefold)
    assert (s1["articles"], s1["facts"], s1["conflicts"], s1["single_source"]) == (4, 7, 2, 2)
    html = client.get("/").text
    assert html.index("City raises daily permit quota") < html.index("Harbour bridge reopens")
    assert "Evil &lt;Times&gt;" in html and "2 conflicts" in html and "2 single-source" in html


@pytest.mark.parametrize("query, expected", [
    ({"q": "harbour"}, ["s2"]),
    ({"q": "Ann Lee"}, ["s1"]),  # a person: in the story's search row
    ({"q": "spokesman denied"}, ["s1"]),  # article text
    ({"q": "nothing-like-this"}, []),
    ({"q": "\"unbalanced ( NEAR"}, []),  # FTS5 syntax in the query is not an error
    ({"outlet": "Evening Herald"}, ["s1"]),
    ({"conflicts": "true"}, ["s1"]),
    ({"from": "2026-11-01"}, ["s1"]),
    ({"to": "2026-10-15"}, ["s2"]),
    ({"from": "2026-10-01", "to": "2026-12-31", "outlet": "Daily Wire Service"}, ["s1", "s2"]),
])
def test_search_and_filters(client, query, expected):
    assert [s["id"] for s in client.get("/api/stories", params=query).json()["stories"]] == expected
    page = client.get("/", params=query)
    assert page.status_code == 200
    for sid in ("s1", "s2"):
        assert (f'href="/story/{sid}"' in page.text) == (sid in expected)


def test_search_shows_escaped_snippets(client):
    data = client.get("/api/stories", params={"q": "quota"}).json()
    assert data["stories"][0]["matches"], "the hits that selected the story are returned"
    html = client.get("/", params={"q": "onerror"}).text
    assert "<mark>onerror</mark>" in html and 'href="/story/s1"' in html
    assert_inert(html)


def test_bad_filter_values_are_refused(client):
    assert client.get("/api/stories", params={"from": "yesterday"}).status_code == 422


# --- the story page and its twin --------------------------------------------------------------
def test_story_api_is_the_brief_per_the_contract(client, hand_db):
    import jsonschema

    data = client.get("/api/story/s1").json()
    with Store(hand_db, readonly=True) as st:
        brief = st.brief("s1")
    assert {k: v for k, v in data.items() if k not in ("fact_matrix", "edits")} == brief
    jsonschema.validate({"version": 1, "stories": [data]}, json.loads(SCHEMA.read_text()))


def test_fact_matrix_cells(client):
    m = client.get("/api/story/s1").json()["fact_matrix"]
    cells = {r["fact"]: {c["outlet"]: c["state"] for c in r["cells"]} for r in m["rows"]}
    assert set(cells["f1"].values()) == {"supported"}
    assert cells["f3"] == {"Daily Wire Service": "supported", "The Morning Post": "conflicting",
                           "Evening Herald": "silent", "Evil <Times>": "silent"}
    assert cells["f4"]["Daily Wire Service"] == "conflicting" and cells["f4"]["The Morning Post"] == "supported"
    assert cells["f5"]["Evening Herald"] == "denied" and cells["f5"]["The Morning Post"] == "supported"
    assert cells["f6"]["Evening Herald"] == "supported"
    html = client.get("/story/s1").text
    html = html[html.index('<table class="matrix"'):html.index("</table>")]
    assert html.count('class="cell denied"') == 1 and html.count('class="cell conflicting"') == 2


def test_fact_matrix_without_conflict_fact_ids_matches_by_claims():
    from storyline.web.views import fact_matrix

    brief = {
        "articles": [{"id": "a", "source": "A"}, {"id": "b", "source": "B"}, {"id": "c", "source": "C"}],
        "facts": [{"id": "f1", "text": "x is 1", "articles": ["a"], "evidence": [{"sentence": "x is 1"}],
                   "kind": "quantity", "status": "conflicting", "support": 1},
                  {"id": "f2", "text": "x is 2", "articles": ["b"], "evidence": [{"sentence": "x is 2"}],
                   "kind": "quantity", "status": "conflicting", "support": 1}],
        "conflicts": [{"about": "x", "kind": "value", "claims": [
            {"value": "1", "text": "x is 1", "articles": ["a"]}, {"value": "2", "text": "x is 2", "articles": ["b"]}]}],
    }
    rows = {r["fact"]: [c["state"] for c in r["cells"]] for r in fact_matrix(brief)["rows"]}
    assert rows == {"f1": ["supported", "conflicting", "silent"], "f2": ["conflicting", "supported", "silent"]}


def test_story_page_shows_every_part(client):
    html = client.get("/story/s1").text
    for heading in ("Summary", "Fact matrix", "Conflicts", "People and roles", "Quotes by speaker",
                    "Coverage over time", "Timeline", "Articles"):
        assert f">{heading}</h2>" in html
    # both sides of the value conflict, side by side, with their outlets
    claims = html[html.index('id="conflict-1"'):html.index('id="conflict-2"')]
    assert "1,000 a day" in claims and "1,800 a day" in claims
    assert "Daily Wire Service" in claims and "The Morning Post" in claims
    # moves and replacements
    assert "outgoing" in html and "replacing <strong>John Doe</strong>" in html
    # the coverage chart is SVG drawn on the server (no chart library), no inline code
    assert_inert(html)
    legend = html[html.index('class="legend-list"'):html.index("</figcaption>")]
    assert all(o in legend for o in ("Daily Wire Service", "The Morning Post", "Evening Herald", "Evil &lt;Times&gt;"))
    assert "<svg" in html and "plotly" not in html


def test_citation_chips_open_the_sentence(client):
    html = client.get("/story/s1").text
    # a summary sentence that is evidence links to the evidence anchor
    assert 'href="/article/wire1?fact=f1#ev-f1"' in html
    # one that is not evidence links to its offsets in the article
    sentence = "Mayor Jane Smith said the change was long overdue."
    start = TEXTS["wire1"][2].index(sentence)
    link = f"/article/wire1?hl={start}-{start + len(sentence)}#cite"
    assert f'href="{link.replace("&", "&amp;")}"' in html
    page = client.get(link.split("#")[0]).text
    assert f'<mark class="ev cite" data-covers="cite">{sentence}</mark>' in page.replace("data-keys", "data-covers")


def test_merged_story_redirects(client):
    r = client.get("/story/s3", follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"] == "/story/s1"
    assert client.get("/api/story/s3").json()["id"] == "s1"


def test_unknown_things_are_404(client):
    assert client.get("/story/nope").status_code == 404
    assert client.get("/api/story/nope").status_code == 404
    assert client.get("/article/nope").status_code == 404
    assert client.get("/api/article/nope").status_code == 404
    assert client.get("/vendor/../app.py").status_code == 404
    assert client.get("/vendor/app.py").status_code == 404


# --- the article page and its twin ------------------------------------------------------------
def test_article_highlights_every_evidence_span(client):
    data = client.get("/api/article/wire1").json()
    text = data["text"]
    assert text == TEXTS["wire1"][2]
    assert {(e["fact"], text[e["start"]:e["end"]]) for e in data["evidence"]} == {
        ("f1", "The city council on Monday raised the daily permit quota to 3,000."), ("f1", "3,000"),
        ("f2", "Transport chief John Doe will step down in June and be replaced by Ann Lee."),
        ("f3", "The earlier quota was 1,000 a day."),
    }
    html = client.get("/article/wire1").text
    ids = [a.get("id") for t, a in elements(html).tags if t == "a" and "evref" in a.get("class", "")]
    assert ids == ["ev-f1", "ev-f1-2", "ev-f3", "ev-f2"]  # in text order; the nested "3,000" gets its own
    assert 'href="/story/s1#fact-f3"' in html and 'id="fact-f3"' in client.get("/story/s1").text


def test_article_shows_removed_furniture_with_reason(client):
    data = client.get("/api/article/post2").json()
    assert data["removed"] == [{"text": "SUBSCRIBE NOW FOR 99 CENTS", "why": "promo headline"},
                               {"text": "Photo: J. Bloggs / Agency", "why": "photo credit"}]
    html = client.get("/article/post2").text
    assert '<span class="why">promo headline</span> <span class="gone">SUBSCRIBE NOW FOR 99 CENTS</span>' in html


@given(st_.text(alphabet="ab<>&\"' \n", min_size=1, max_size=40),
       st_.lists(st_.tuples(st_.integers(0, 40), st_.integers(0, 40), st_.sampled_from(["f1", "f2", "cite"])),
                 max_size=6))
@settings(max_examples=200, deadline=None)
def test_highlight_segments_cover_text_and_spans(text, raw):
    from storyline.web.views import highlight

    spans = [(min(a, b), max(a, b), k) for a, b, k in raw if min(a, b) < max(a, b) <= len(text)]
    segs = highlight(text, spans)
    assert "".join(s["text"] for s in segs) == text
    pos = 0
    for s in segs:
        end = pos + len(s["text"])
        assert set(s["covers"]) == {k for a, b, k in spans if a <= pos and end <= b}
        pos = end
    anchors = [a["id"] for s in segs for a in s["anchors"]]
    assert len(anchors) == len(set(anchors)) == len(set(spans))


# --- safety --------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/", "/?q=script", "/story/s1", "/article/evil", "/article/evil?hl=0-20",
                                  "/docs", "/story/nope"])
def test_pages_are_inert_and_send_security_headers(client, path):
    r = client.get(path)
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    assert r.headers["x-content-type-options"] == "nosniff"
    assert_inert(r.text)


def test_hostile_article_is_text(client):
    html = client.get("/article/evil").text
    assert "&lt;script&gt;window.__pwned=&#34;script&#34;" in html
    assert "&lt;img src=x onerror=" in html and "javascript:window" in html  # shown as text...
    assert not any(t == "a" and "javascript" in (a.get("href") or "") for t, a in elements(html).tags)  # ...never a link
    assert "original page" not in html  # its javascript: url is not linked
    data = client.get("/api/article/evil").json()
    assert data["title"] == HOSTILE_TITLE and data["text"] == HOSTILE_TEXT
    assert client.get("/api/article/evil").headers["content-type"].startswith("application/json")


def test_only_http_urls_become_links():
    from storyline.web.views import safe_url

    assert safe_url("https://example.org/a?b=1") == "https://example.org/a?b=1"
    for bad in ("javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example/x", "/relative",
                "http:///nohost", "https://ok.example/\nx", None, ""):
        assert safe_url(bad) is None, bad


def test_read_only(client, hand_db):
    before = hashlib.sha256(hand_db.read_bytes()).hexdigest()
    for path in ("/", "/?q=quota", "/story/s1", "/article/wire1", "/api/stories", "/api/story/s1",
                 "/api/article/evil", "/docs", "/openapi.json"):
        assert client.get(path).status_code == 200, path
    assert hashlib.sha256(hand_db.read_bytes()).hexdigest() == before
    methods = {m for r in client.app.routes for m in getattr(r, "methods", None) or ()}
    assert methods <= {"GET", "HEAD"}
    assert client.post("/api/stories").status_code == 405


# --- offline assets and docs ----------------------------------------------------------------
def test_every_asset_is_served_by_the_app(client):
    seen = set()
    for path in ("/", "/story/s1", "/article/wire1", "/docs"):
        for tag, attrs in elements(client.get(path).text).tags:
            ref = attrs.get("src") if tag == "script" else attrs.get("href") if tag == "link" else None
            if ref:
                assert ref.startswith("/"), ref  # nothing from another host
                seen.add(ref)
    assert {"/static/story.js", "/static/article.js", "/static/docs.js", "/static/app.css"} <= seen
    for ref in seen:
        r = client.get(ref)
        assert r.status_code == 200 and len(r.content) > 100, ref


def test_openapi_lists_every_twin(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/stories", "/api/story/{sid}", "/api/article/{aid}", "/api/search"} <= set(paths)
    docs = client.get("/docs").text
    for path in paths:
        assert f"<code>{path}</code>" in docs
    assert 'href="/api/story/s1"' in docs  # an example with a real id
    assert client.get("/api/search", params={"q": "bridge"}).json()["hits"][0]["ref"] in ("old1", "s2")


def test_storyline_serve_runs_uvicorn_on_loopback(hand_db):
    import socket
    import subprocess
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "storyline", "serve", str(hand_db), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/stories", timeout=2) as r:
                    assert json.load(r)["total"] == 2
                break
            except OSError:
                assert proc.poll() is None, proc.stdout.read().decode()  # the server has not died
                if time.monotonic() > deadline:  # a guard against a hang, not a measure of speed
                    pytest.fail("storyline serve did not answer within 30 s")
                time.sleep(0.2)
    finally:
        proc.terminate()
        proc.wait(10)


def test_missing_store_is_a_clear_error(tmp_path):
    from storyline.errors import StoreError
    from storyline.web.app import create_app

    with pytest.raises(StoreError, match="no such store"):
        create_app(tmp_path / "nope.db")


# --- a long fact matrix: filter it by status, follow "disputed" to the fact --------------------------


def test_story_page_filters_the_fact_matrix_by_status(client):
    rows = lambda html: [el[1]["id"] for el in elements(html).tags if el[0] == "tr" and el[1].get("id", "").startswith("fact-")]  # noqa: E731
    assert rows(client.get("/story/s1").text) == [f"fact-f{i}" for i in range(1, 8)]
    page = client.get("/story/s1?status=conflicting")
    assert page.status_code == 200
    assert rows(page.text) == ["fact-f3", "fact-f4"]
    assert "Showing the 2 conflicting facts of 7" in page.text
    assert 'href="?status=single-source#matrix"' in client.get("/story/s1").text  # the status chips are the filter
    assert rows(client.get("/story/s1?status=single-source").text) == ["fact-f6", "fact-f7"]
    assert client.get("/story/s1?status=<b>").status_code == 422


def test_disputed_summary_sentence_links_to_the_disputing_fact(client):
    html = client.get("/story/s1").text
    assert 'href="/story/s1#fact-f3"' in html
    assert 'id="fact-f3"' in html
