"""The standalone HTML report (``storyline analyze --html``): every fact has an anchor, and a
summary sentence marked "disputed: f2" links to that fact's row."""

from __future__ import annotations

from html.parser import HTMLParser

from storyline.report import render_html


def _story(sid: str) -> dict:
    said = "The ferry fare went up to 12 euros on Monday, the operator said."
    other = "The ferry fare is now 14 euros, a union official said."
    ev = lambda aid, text: {"article": aid, "sentence": text, "start": 0, "end": len(text)}  # noqa: E731
    return {
        "id": sid, "title": "Ferry fare rises",
        "articles": [{"id": f"{sid}a", "source": "Coast Post", "title": "Fare up", "url": None, "published": None},
                     {"id": f"{sid}b", "source": "Island News", "title": "Fare row", "url": None, "published": None}],
        "summary": [{"sentence": said, "articles": [f"{sid}a"], "support": 1, "disputed": ["f2"]}],
        "facts": [{"id": "f1", "text": said, "kind": "quantity", "status": "conflicting", "support": 1,
                   "articles": [f"{sid}a"], "evidence": [ev(f"{sid}a", said)], "label": "fare: 12 euros"},
                  {"id": "f2", "text": other, "kind": "quantity", "status": "conflicting", "support": 1,
                   "articles": [f"{sid}b"], "evidence": [ev(f"{sid}b", other)], "label": "fare: 14 euros"}],
        "conflicts": [], "people": [], "quotes": [], "timeline": [],
    }


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: list[str] = []
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "a" and "href" in a:
            self.hrefs.append(a["href"])


def test_disputed_fact_ids_link_to_their_rows_in_each_story():
    parser = _Links()
    parser.feed(render_html([_story("s1"), _story("s2")]))
    for sid in ("s1", "s2"):
        assert f"#{sid}-f2" in parser.hrefs  # "disputed: f2" is a link ...
        assert f"{sid}-f2" in parser.ids and f"{sid}-f1" in parser.ids  # ... to the fact's row, unique per story
    assert len(parser.ids) == len(set(parser.ids))
    # every in-page link lands somewhere
    assert all(h[1:] in parser.ids for h in parser.hrefs if h.startswith("#"))
