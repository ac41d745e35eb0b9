"""The web app under hostile requests: Host allow-list, HEAD, error pages with the security headers,
a story listed only once its brief exists, and a page cache that never serves a changed store stale.

In-process against the hand-filled store (tests/helpers/web.py), and against a real uvicorn with two
worker processes for what only a real server shows (the 500 page is sent outside the app's layers).
"""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from storyline.model import Article
from storyline.store import Store, content_hash
from tests.helpers.web import build_hand_store

REPO = Path(__file__).resolve().parents[1]
HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options")


@pytest.fixture()
def db(tmp_path) -> Path:
    return build_hand_store(tmp_path / "news.db")


@pytest.fixture()
def client(db):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    return TestClient(create_app(db), raise_server_exceptions=False)


def secured(response) -> bool:
    return all(h in response.headers for h in HEADERS)


def test_a_foreign_host_is_refused_and_never_reflected(client):
    for path in ("/", "/api/stories/", "/story/s3", "/static/app.css"):
        r = client.get(path, headers={"Host": "evil.example"}, follow_redirects=False)
        assert r.status_code == 400 and secured(r), path
        assert "evil.example" not in r.text and "location" not in r.headers
    r = client.get("/api/stories/", headers={"Host": "127.0.0.1:8000"}, follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"] == "http://127.0.0.1:8000/api/stories"
    r = client.get("/story/s3", headers={"Host": "[::1]:8000"}, follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"] == "/story/s1"  # a merged story: relative


def test_allowed_hosts_can_be_added(db):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    c = TestClient(create_app(db, allowed_hosts=("news.example.org",)))
    assert c.get("/", headers={"Host": "news.example.org"}).status_code == 200
    assert c.get("/", headers={"Host": "news.example.org.evil.example"}).status_code == 400


@pytest.mark.parametrize("path", ["/", "/story/s1", "/article/wire1", "/api/stories", "/api/story/s1", "/docs",
                                  "/openapi.json", "/static/app.css"])
def test_head_is_served_like_get_without_a_body(client, path):
    get = client.get(path)
    head = client.head(path)
    assert get.status_code == head.status_code == 200
    assert head.content == b""
    assert head.headers["content-type"] == get.headers["content-type"]
    assert int(head.headers["content-length"]) == len(get.content)
    assert secured(head)


def test_errors_are_friendly_pages_with_the_security_headers(client):
    page = client.get("/story/nope")
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert "There is no such story" in page.text and secured(page)
    nowhere = client.get("/no/such/page")
    assert nowhere.status_code == 404 and "<h1>Not found</h1>" in nowhere.text and secured(nowhere)
    post = client.post("/")
    assert post.status_code == 405 and "<h1>Not allowed</h1>" in post.text and secured(post)
    assert post.headers["allow"] == "GET, HEAD"
    bad = client.get("/?page=0")
    assert bad.status_code == 422 and "<h1>Not a valid address</h1>" in bad.text and secured(bad)
    assert "page" in bad.text
    api = client.get("/api/stories?page=0")
    assert api.status_code == 422 and api.headers["content-type"] == "application/json" and secured(api)
    api404 = client.get("/api/story/nope")
    assert api404.status_code == 404 and api404.json() == {"detail": "no story 'nope'"} and secured(api404)


def test_a_broken_brief_gives_a_500_page_with_the_security_headers(db, client):
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE stories SET brief = '{not json' WHERE id = 's2'")
    for path, kind in (("/story/s2", "text/html"), ("/api/story/s2", "application/json")):
        r = client.get(path)
        assert r.status_code == 500 and secured(r), path
        assert r.headers["content-type"].startswith(kind)
        assert "Traceback" not in r.text and "JSONDecodeError" not in r.text
    assert client.get("/story/s1").status_code == 200  # the rest of the store is served


def test_a_store_that_goes_away_gives_503_not_a_traceback(db, client):
    assert client.get("/").status_code == 200
    db.unlink()
    for name in ("news.db-wal", "news.db-shm"):
        (db.parent / name).unlink(missing_ok=True)
    db.write_bytes(b"not a database any more" * 100)
    r = client.get("/api/stories")
    assert r.status_code == 503 and secured(r)
    assert client.get("/").status_code == 503


def test_a_story_is_listed_only_once_its_brief_exists(db, client):
    with Store(db) as st:  # a regroup has saved the story map; the brief of s4 is not built yet
        a = Article("late", "Coast Gazette", "Storm closes the harbour", "A storm closed the harbour on Friday.")
        st.add_article(a, None, content_hash(a))
        st.save_grouping({}, {"s4": {"title": "Storm", "first_published": None, "last_published": None}},
                         {**st.assignments(), "late": "s4"}, {})
    listed = {s["id"] for s in client.get("/api/stories").json()["stories"]}
    assert "s4" not in listed and "/story/s4" not in client.get("/").text
    assert client.get("/story/s4").status_code == 404
    with Store(db) as st:
        st.save_brief("s4", {"id": "s4", "title": "Storm", "articles": [], "facts": [], "conflicts": [],
                             "people": [], "quotes": [], "quantities": [], "timeline": [], "summary": []})
    assert "s4" in {s["id"] for s in client.get("/api/stories").json()["stories"]}  # and the cache saw it


def test_the_page_cache_never_serves_a_changed_store(db, client):
    first = client.get("/api/stories").json()
    assert client.get("/api/stories").json() == first
    with Store(db) as st:
        st.save_brief("s2", dict(st.brief("s2"), title="Harbour bridge reopens at last"))
        st.conn.execute("UPDATE stories SET title = 'Harbour bridge reopens at last' WHERE id = 's2'")
    titles = {s["id"]: s["title"] for s in client.get("/api/stories").json()["stories"]}
    assert titles["s2"] == "Harbour bridge reopens at last"
    assert "Harbour bridge reopens at last" in client.get("/story/s2").text


def test_the_cache_is_bounded(db):
    from fastapi.testclient import TestClient

    from storyline.web.app import create_app

    app = create_app(db, cache_bytes=30_000)
    c = TestClient(app)
    for i in range(40):  # 40 different article pages of a few KB each
        assert c.get(f"/article/wire1?hl=0-{i + 1}").status_code == 200
    cache = next(m for m in _layers(app) if type(m).__name__ == "ResponseCache")
    assert 0 < cache.size <= 30_000 and 1 < len(cache.entries) < 40
    kept = [k[2] for k in cache.entries]
    assert b"hl=0-40" in kept and b"hl=0-1" not in kept  # the least recently used went first


def _layers(app):
    app.middleware_stack = app.middleware_stack or app.build_middleware_stack()
    layer = app.middleware_stack
    while layer is not None:
        yield layer
        layer = getattr(layer, "app", None)


# ---------------------------------------------------------------- a real server, two workers


def raw(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(request)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return data


@pytest.fixture()
def server(db):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "storyline", "serve", str(db), "--port", str(port), "--workers", "2"],
                            cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            if b" 200 " in raw(port, b"GET /api/stories HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")[:20]:
                break
        except OSError:
            time.sleep(0.3)
    else:
        proc.kill()
        pytest.fail(f"the server did not start: {proc.stderr.read1(4000)}")
    yield port
    proc.terminate()
    proc.wait(timeout=30)


def test_real_server_with_two_workers(db, server):
    head = raw(server, b"HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    status, _, rest = head.partition(b"\r\n")
    headers, _, body = rest.partition(b"\r\n\r\n")
    assert b" 200 " in status and body == b"" and b"content-security-policy" in headers.lower()
    evil = raw(server, b"GET /api/stories/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
    assert evil.startswith(b"HTTP/1.1 400") and b"evil.example" not in evil
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE stories SET brief = '{not json' WHERE id = 's2'")
    for _ in range(4):  # whichever worker answers
        broken = raw(server, b"GET /story/s2 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        assert broken.startswith(b"HTTP/1.1 500") and b"content-security-policy" in broken.lower()
        assert b"Traceback" not in broken
