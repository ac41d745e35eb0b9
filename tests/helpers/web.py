"""Stores for the web tests (tests/test_web_api.py, tests/test_web_real.py, tests/test_browser.py): one
filled by hand with every feature of a brief and a hostile article, one built by the real pipeline from
real NeuS articles; and the check that a page is inert."""

from __future__ import annotations

import json
from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

from storyline.model import Article, Removed
from storyline.store import Store, content_hash
from tests.helpers import REPO, neus_articles

HOSTILE_ID = "evil"
HOSTILE_TITLE = '<script>window.__pwned="title"</script>Quota row <img src=x onerror="window.__pwned=\'img\'">'
HOSTILE_TEXT = (
    "The council raised the quota to 3,000 a day, critics said. "
    '<script>window.__pwned="script";alert("pwned")</script> '
    '<img src=x onerror="window.__pwned=\'onerror\';alert(2)"> '
    '<a href="javascript:window.__pwned=\'link\'">Click here for details</a>. '
    "The mayor called the vote <b onmouseover=\"window.__pwned='hover'\">historic</b>."
)
HOSTILE_URL = "javascript:window.__pwned='url'"

# Hand-written sentences (not copied from any source).
TEXTS = {
    "wire1": ("Daily Wire Service",
              "City raises daily permit quota to 3,000",
              "The city council on Monday raised the daily permit quota to 3,000. "
              "Mayor Jane Smith said the change was long overdue. "
              "The earlier quota was 1,000 a day. "
              "Transport chief John Doe will step down in June and be replaced by Ann Lee."),
    "post2": ("The Morning Post",
              "Council lifts permit cap after months of pressure",
              "The council lifted the daily permit quota to 3,000 on Monday. "
              "The earlier quota was 1,800 a day, according to officials. "
              '"We listened to residents," Smith said. '
              "Transport chief John Doe will step down in June and be replaced by Ann Lee. "
              "The vote was rushed through without debate, opposition members claimed on Sunday."),
    "herald3": ("Evening Herald",
                "Officials deny quota change was rushed",
                "The city council on Monday raised the daily permit quota to 3,000. "
                "A council spokesman denied that the vote was rushed through without debate."),
}


def _span(text: str, sentence: str) -> dict:
    start = text.index(sentence)
    return {"start": start, "end": start + len(sentence), "sentence": sentence}


def _ev(aid: str, texts: dict[str, str], sentence: str) -> dict:
    return {"article": aid, **_span(texts[aid], sentence)}


def build_hand_store(path: Path) -> Path:
    """A store with two stories, a value conflict, a denial, people moves, quotes, a timeline and a
    hostile article (script, onerror, javascript: link in title, text and url)."""
    db = path
    texts = {aid: t for aid, (_s, _t, t) in TEXTS.items()}
    texts[HOSTILE_ID] = HOSTILE_TEXT
    with Store(db) as st:
        day = {"wire1": "2026-11-02T09:00:00", "post2": "2026-11-02T15:00:00", "herald3": "2026-11-03T08:00:00",
               HOSTILE_ID: "2026-11-03T10:00:00", "old1": "2026-10-01T10:00:00"}
        for aid, (source, title, text) in TEXTS.items():
            removed = (Removed("SUBSCRIBE NOW FOR 99 CENTS", "promo headline"),
                       Removed("Photo: J. Bloggs / Agency", "photo credit")) if aid == "post2" else ()
            art = Article(aid, source, title, text, url=f"https://example.org/{aid}",
                          published=datetime.fromisoformat(day[aid]), removed=removed)
            st.add_article(art, None, content_hash(art))
        evil = Article(HOSTILE_ID, "Evil <Times>", HOSTILE_TITLE, HOSTILE_TEXT, url=HOSTILE_URL,
                       published=datetime.fromisoformat(day[HOSTILE_ID]),
                       removed=(Removed('<img src=x onerror="window.__pwned=\'removed\'">', "<b>ad</b>"),))
        st.add_article(evil, None, content_hash(evil))
        old = Article("old1", "Daily Wire Service", "Harbour bridge reopens after repairs",
                      "The harbour bridge reopened on Tuesday after six weeks of repairs.",
                      url="https://example.org/old1", published=datetime.fromisoformat(day["old1"]))
        st.add_article(old, None, content_hash(old))
        st.save_grouping(
            {},
            {"s1": {"title": "City raises daily permit quota", "first_published": day["wire1"],
                    "last_published": day[HOSTILE_ID]},
             "s2": {"title": "Harbour bridge reopens", "first_published": day["old1"], "last_published": day["old1"]},
             "s3": {"title": "Permit quota story, merged later", "first_published": None, "last_published": None}},
            {"wire1": "s1", "post2": "s1", "herald3": "s1", HOSTILE_ID: "s1", "old1": "s2"},
            {"s3": "s1"},
        )
        raised = "The city council on Monday raised the daily permit quota to 3,000."
        lifted = "The council lifted the daily permit quota to 3,000 on Monday."
        q1000 = "The earlier quota was 1,000 a day."
        q1800 = "The earlier quota was 1,800 a day, according to officials."
        move = "Transport chief John Doe will step down in June and be replaced by Ann Lee."
        rushed = "The vote was rushed through without debate, opposition members claimed on Sunday."
        denial = "A council spokesman denied that the vote was rushed through without debate."
        evil_s = "The council raised the quota to 3,000 a day, critics said."
        evil_tail = HOSTILE_TEXT[len(evil_s) + 1:]
        facts = [
            {"id": "f1", "text": raised, "kind": "quantity", "status": "corroborated", "support": 4,
             "articles": ["wire1", "post2", "herald3", HOSTILE_ID],
             "evidence": [_ev("wire1", texts, raised), _ev("post2", texts, lifted), _ev("herald3", texts, raised),
                          _ev(HOSTILE_ID, texts, evil_s)]},
            {"id": "f2", "text": move, "kind": "role", "status": "corroborated", "support": 2,
             "articles": ["wire1", "post2"], "evidence": [_ev("wire1", texts, move), _ev("post2", texts, move)]},
            {"id": "f3", "text": q1000, "kind": "quantity", "status": "conflicting", "support": 1,
             "articles": ["wire1"], "evidence": [_ev("wire1", texts, q1000)]},
            {"id": "f4", "text": q1800, "kind": "quantity", "status": "conflicting", "support": 1,
             "articles": ["post2"], "evidence": [_ev("post2", texts, q1800)]},
            {"id": "f5", "text": rushed, "kind": "statement", "status": "contested", "support": 1,
             "articles": ["post2"], "evidence": [_ev("post2", texts, rushed)]},
            {"id": "f6", "text": denial, "kind": "denial", "status": "single-source", "support": 1,
             "articles": ["herald3"], "evidence": [_ev("herald3", texts, denial)]},
            {"id": "f7", "text": evil_tail, "kind": "statement", "status": "single-source", "support": 1,
             "articles": [HOSTILE_ID], "evidence": [_ev(HOSTILE_ID, texts, evil_tail)]},
        ]
        # an overlapping span: the quota figure inside f1's sentence in wire1
        facts[0]["evidence"].append({"article": "wire1", "sentence": "3,000",
                                     "start": texts["wire1"].index("3,000"), "end": texts["wire1"].index("3,000") + 5})
        articles = []
        for aid in ("wire1", "post2", "herald3", HOSTILE_ID):
            art = st.article(aid)
            articles.append({"id": aid, "source": art.source, "title": art.title, "url": art.url,
                             "published": art.published.isoformat(), "path": None,
                             "copy_of": None, "relays": [], "removed": [{"text": r.text, "why": r.why} for r in art.removed]})
        brief = {
            "id": "s1", "title": "City raises daily permit quota", "articles": articles, "facts": facts,
            "conflicts": [
                {"about": "the earlier daily quota", "kind": "value", "facts": ["f3", "f4"],
                 "claims": [{"value": "1,000 a day", "text": q1000, "articles": ["wire1"]},
                            {"value": "1,800 a day", "text": q1800, "articles": ["post2"]}]},
                {"about": denial, "kind": "denial", "facts": ["f5", "f6"],
                 "claims": [{"value": "asserted", "text": rushed, "articles": ["post2"]},
                            {"value": "denied by council spokesman", "text": denial, "articles": ["herald3"]}]},
            ],
            "people": [
                {"name": "John Doe", "aliases": ["Doe"], "roles": [
                    {"title": "transport chief", "org": "city council", "change": "outgoing", "replaces": None,
                     "articles": ["wire1", "post2"]}]},
                {"name": "Ann Lee", "aliases": [], "roles": [
                    {"title": "transport chief", "org": "city council", "change": "incoming", "replaces": "John Doe",
                     "articles": ["wire1", "post2"]}]},
                {"name": "Jane Smith", "aliases": ["Smith"], "roles": [
                    {"title": "mayor", "org": None, "change": None, "replaces": None, "articles": ["wire1"]}]},
            ],
            "quotes": [{"speaker": "Jane Smith", "text": "We listened to residents", "articles": ["post2"]},
                       {"speaker": "Jane Smith", "text": "the change was long overdue", "articles": ["wire1"]},
                       {"speaker": None, "text": evil_tail, "articles": [HOSTILE_ID]}],
            "quantities": [{"value": 3000, "unit": "permits", "per": "day", "text": "3,000", "articles": ["wire1"]}],
            "timeline": [{"date": "2026-11-01", "when": "Sunday", "text": rushed, "articles": ["post2"]},
                         {"date": "2026-11-02", "when": "Monday", "text": raised, "articles": ["wire1", "herald3"]},
                         {"date": "2026-06-01", "when": "in June", "text": move, "articles": ["wire1"]}],
            "summary": [{"sentence": raised, "articles": ["wire1", "herald3"], "disputed": ["f3"]},
                        {"sentence": "Mayor Jane Smith said the change was long overdue.", "articles": ["wire1"]},
                        {"sentence": evil_tail, "articles": [HOSTILE_ID]}],
        }
        st.save_brief("s1", brief)
        old_text = "The harbour bridge reopened on Tuesday after six weeks of repairs."
        st.save_brief("s2", {
            "id": "s2", "title": "Harbour bridge reopens",
            "articles": [{"id": "old1", "source": "Daily Wire Service", "title": old.title, "url": old.url,
                          "published": old.published.isoformat(), "path": None, "copy_of": None, "relays": [],
                          "removed": []}],
            "facts": [{"id": "f1", "text": old_text, "kind": "event", "status": "single-source", "support": 1,
                       "articles": ["old1"], "evidence": [_ev("old1", {"old1": old_text}, old_text)]}],
            "conflicts": [], "people": [], "quotes": [], "quantities": [], "timeline": [],
            "summary": [{"sentence": old_text, "articles": ["old1"]}],
        })
    return db


def build_real_store(path: Path, bench: Path, stories: int = 3) -> Path:
    """A store built by the real pipeline from ``stories`` real NeuS three-outlet stories plus the
    hostile article as a .txt file."""
    from storyline import ingest

    inputs = path.parent / "inputs"
    inputs.mkdir(parents=True, exist_ok=True)
    rows = neus_articles(bench, stories)
    (inputs / "neus.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (inputs / f"{HOSTILE_ID}.txt").write_text(f"Title: {HOSTILE_TITLE}\nURL: {HOSTILE_URL}\n\n{HOSTILE_TEXT}\n",
                                              encoding="utf-8")
    with Store(path) as st:
        ingest(st, [inputs])
    return path


SCHEMA = REPO / "storyline" / "schema" / "brief.schema.json"


class _Elements(HTMLParser):
    """Every start tag with its attributes, and the text inside each <script>."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.script_text: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.script_text.append(data)


def elements(html: str) -> _Elements:
    p = _Elements()
    p.feed(html)
    return p


def assert_inert(html: str) -> _Elements:
    """No inline script, no event-handler attribute, no javascript:/data: link anywhere in the page."""
    els = elements(html)
    for tag, attrs in els.tags:
        assert not any(k.startswith("on") for k in attrs), (tag, attrs)
        for key in ("href", "src", "action", "formaction"):
            value = (attrs.get(key) or "").strip().lower()
            assert not value.startswith(("javascript:", "data:", "vbscript:")), (tag, attrs)
        if tag == "script":
            assert attrs.get("type") == "application/json" or attrs.get("src", "").startswith(("/static/", "/vendor/")), attrs
        assert tag not in ("img", "iframe", "object", "embed", "b"), (tag, attrs)  # none of ours; only hostile text has them
    return els
