"""Generated hostile cases (5): inputs whose whole text is page furniture (share links, menus,
notices). The cleaner leaves nothing of them, so the reader refuses each with one line
(``PATH: reason``, or ``PATH:N: reason`` for a record) and stores nothing; the records beside
them are read. See ``tests/helpers/hostile_gen.py``."""

from __future__ import annotations

import json

from .hostile_gen import _put, _txt, body
from .hostile_gen3 import _resp, _warc, atom_doc, aentry, ritem, rss_doc

#: lines the cleaner takes for furniture, each on its own
LINES = ["Share on Facebook", "Share on Twitter", "Subscribe to our newsletter", "Cookie policy", "Advertisement",
         "Sign in", "Privacy policy", "Terms of use", "Follow us on Instagram", "Read more"]
TEXT = "\n".join(LINES)
HTML = "".join(f"<p>{line}</p>" for line in LINES)
WHY = r"no article text \(only page furniture: menus, share links, notices\)"


def furniture_cases() -> list:
    from .hostile import Case

    c: list = []
    n = "txt-furniture-only"
    c.append(Case(n, "txt", _put(n + ".txt", _txt(TEXT, title="Home")), {n + ".txt": WHY}, what="a page of furniture"))
    n = "txt-furniture-no-header"
    c.append(Case(n, "txt", _put(n + ".txt", TEXT + "\n"), {n + ".txt": WHY}, what="furniture without a header"))
    n = "html-furniture-only"
    c.append(Case(n, "html", _put(n + ".html", f"<html><head><title>Home</title></head><body><article>{HTML}</article>"
                                  "</body></html>"), {n + ".html": WHY}, what="an article element of furniture"))
    n = "jsonl-furniture-text"
    c.append(Case(n, "jsonl", _put(n + ".jsonl", "".join(json.dumps(o) + "\n" for o in (
        {"id": "jf-1", "title": "Home", "text": TEXT}, {"id": "jf-2", "text": body(n)},
        {"id": "jf-3", "html": f"<html><body><article>{HTML}</article></body></html>"}))),
        {n + ".jsonl:1": WHY, n + ".jsonl:3": WHY}, stored={"jf-2": None},
        what="a text and an html field of furniture, a good line between"))
    n = "rss-furniture-item"
    c.append(Case(n, "rss", _put(n + ".rss", rss_doc(ritem(HTML.replace("<", "&lt;").replace(">", "&gt;"), "rf-1"),
                                                     ritem(body(n), "rf-2"))),
                  {n + ".rss:1": WHY}, stored={"rf-2": None}, what="an item of furniture, then a good one"))
    n = "atom-furniture-entry"
    c.append(Case(n, "atom", _put(n + ".atom", atom_doc(aentry("af-1", TEXT), aentry("af-2", body(n)))),
                  {n + ".atom:1": WHY}, stored={"af-2": None}, what="an entry of furniture, then a good one"))
    n = "warc-furniture-page"
    c.append(Case(n, "warc", _put(n + ".warc", _warc([
        ("response", "https://w.example/furniture", "200 OK",
         f"<html><head><title>Home</title></head><body><article>{HTML}</article></body></html>".encode(), {}),
        _resp("https://w.example/after-furniture", body(n))])),
        {n + ".warc:1": WHY}, stored={n + "-2": None}, what="a page of furniture, then a good page"))
    return c
