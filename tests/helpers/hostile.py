"""A corpus of broken and hostile inputs, generated at run time (nothing binary is committed).

Each ``Case`` writes its files into a folder of its own and says what a run must show for it:
the ``PATH[:LINE]: reason`` lines on stderr (``fails``, a regular expression per reason; ``skips``
for files of another kind), and the articles it must leave stored (``stored``: id -> a check on
the stored row, or None). Case kinds: txt, html, jsonl, rss, atom, warc, gz (inputs in the
walked folder), path (names given on the command line) and store (the store file itself).

    .venv/bin/python -m tests.helpers.hostile_run   # each case alone beside the good articles,
                                                     # under a 60 s timeout: the table of
                                                     # docs/reliability.md

``tests/test_hostile_inputs.py`` runs the input cases all at once (and again), and each store case.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]
EXIT_BASE = 2  # exit status = 2 + failed inputs (README)

BODY = ("The port of Example reopened on Tuesday after a three-day strike by crane operators ended, the port "
        "authority said. Union leader Maria Lopez said the new contract raised wages by 4 percent.")
GOOD = {
    "good-herald.txt": f"Title: Port reopens after strike\nSource: Harbour Herald\nDate: 2024-03-05\n\n{BODY}\n",
    "good-gazette.txt": ("Title: Strike over, port open\nSource: Coast Gazette\nDate: 2024-03-05\n\n"
                         "Crane operators at the port of Example ended their three-day strike on Tuesday and the "
                         "port reopened, officials said. Maria Lopez, the union leader, said wages rise 4 percent.\n"),
}


@dataclass
class Case:
    name: str
    kind: str
    build: Callable[[Path], None]
    fails: dict[str, str] = field(default_factory=dict)  # file (":N" for record N) -> reason regex
    skips: dict[str, str] = field(default_factory=dict)
    stored: dict[str, Callable[[dict], bool] | None] = field(default_factory=dict)  # id -> check of the row
    args: Callable[[Path], list[str]] | None = None  # paths given by name (default: the case's folder)
    what: str = ""


def txt(body: str, title: str = "Port strike", date: str | None = None, url: str | None = None) -> str:
    head = [f"Title: {title}", "Source: Test Wire"] + ([f"Date: {date}"] if date else []) + ([f"URL: {url}"] if url else [])
    return "\n".join(head) + "\n\n" + body + "\n"


def write(name: str, data: str | bytes) -> Callable[[Path], None]:
    def build(d: Path) -> None:
        (d / name).write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return build


def jsonl(*lines: str | dict) -> str:
    return "".join((ln if isinstance(ln, str) else json.dumps(ln)) + "\n" for ln in lines)


def rss(*items: str, title: str = "Harbour Feed") -> str:
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>{title}</title>'
            + "".join(items) + "</channel></rss>")


def item(text: str, title: str = "Entry", guid: str | None = None, date: str | None = None) -> str:
    return (f"<item><title>{title}</title>" + (f"<guid>{guid}</guid>" if guid else "")
            + (f"<pubDate>{date}</pubDate>" if date else "") + f"<description>{text}</description></item>")


def atom(*entries: str) -> str:
    return '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Wire</title>' \
        + "".join(entries) + "</feed>"


def entry(eid: str, text: str, updated: str | None = None) -> str:
    return (f"<entry><id>{eid}</id><title>{eid}</title>" + (f"<updated>{updated}</updated>" if updated else "")
            + f"<content>{text}</content></entry>")


def page(text: str, title: str = "Port strike ends", head: str = "") -> str:
    return (f"<html><head><title>{title}</title>{head}</head><body><article><h1>{title}</h1>"
            f"<p>{text}</p></article></body></html>")


def warc(records: list[tuple[str, str, bytes, str | None]], cut: int = 0) -> bytes:
    """WARC bytes of (uri, http status line, body, WARC-Date or None) response records."""
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=False)
    for uri, status, body, date in records:
        http = StatusAndHeaders(status, [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
        headers = {"WARC-Date": date} if date else None
        rec = writer.create_warc_record(uri, "response", payload=io.BytesIO(body), http_headers=http,
                                        warc_headers_dict=headers)
        writer.write_record(rec)
    data = buf.getvalue()
    return data[:len(data) - cut] if cut else data


def no_date(row: dict) -> bool:
    return row["published"] is None


def has(text: str) -> Callable[[dict], bool]:
    return lambda row: text in row["text"]


def no_surrogate(row: dict) -> bool:
    return not any("\ud800" <= ch <= "\udfff" for ch in row["text"])


def replaced(row: dict) -> bool:
    return "\ufffd" in row["text"] and "\ud800" not in row["text"]


HTML_OK = page(BODY)
P = "The port of Example reopened on Tuesday after a strike"  # a short article text


def cases() -> list[Case]:
    """Every case, in a fixed order (names are unique; stored ids are unique across cases)."""
    from .hostile_gen import read_in_part

    c: list[Case] = []
    add = c.append
    # ------------------------------------------------------------------ txt
    add(Case("txt-empty", "txt", write("txt-empty.txt", b""), {"txt-empty.txt": "empty file"}))
    add(Case("txt-blank", "txt", write("txt-blank.txt", " \n\t\n \n"), {"txt-blank.txt": "no article text found"}))
    add(Case("txt-binary", "txt", write("txt-binary.txt", bytes(range(256)) * 32),
             {"txt-binary.txt": "binary file, not text"}))
    add(Case("txt-nul", "txt", write("txt-nul.txt", (P + ".\n").encode() * 3 + b"\x00" * 40 + b"end\n"),
             {"txt-nul.txt": "binary file, not text"}))
    add(Case("txt-header-only", "txt", write("txt-header-only.txt", "Title: x\nSource: y\nDate: 2024-01-01\n"),
             {"txt-header-only.txt": "no article text found"}))
    add(Case("txt-date-year1", "txt", write("txt-date-year1.txt", txt(P + " (year 1).", date="0001-01-01T00:00:00+05:00")),
             stored={"txt-date-year1": no_date}, what="date ignored, article kept"))
    add(Case("txt-date-9999", "txt", write("txt-date-9999.txt", txt(P + " and will reopen fully next year.",
                                                                   date="9999-12-31")),
             stored={"txt-date-9999": no_date}))
    add(Case("txt-date-huge", "txt", write("txt-date-huge.txt", txt(P + " (a huge date).", date="99999999999999999999")),
             stored={"txt-date-huge": no_date}))
    add(Case("txt-date-garbage", "txt", write("txt-date-garbage.txt", txt(P + " (a garbage date).", date="yesterday-ish ???")),
             stored={"txt-date-garbage": no_date}))
    add(Case("txt-bad-utf8", "txt", write("txt-bad-utf8.txt", (P + " \xff\xfe bytes.\n").encode("latin-1")),
             stored={"txt-bad-utf8": None}))
    add(Case("txt-cesu-surrogate", "txt", write("txt-cesu-surrogate.txt", P.encode() + b" \xed\xa0\x80 here.\n"),
             stored={"txt-cesu-surrogate": no_surrogate}))
    add(Case("txt-utf16-nobom", "txt", write("txt-utf16-nobom.txt", txt(P + " (UTF-16).").encode("utf-16-le")),
             stored={"txt-utf16-nobom": has("reopened")}))
    add(Case("txt-escape-codes", "txt", write("txt-escape-codes.txt",
                                              txt(P + ". \x1b[2J\x1b]0;owned\x07 \x1b[31mred\x1b[0m.",
                                                  title="\x1b[31mRed title\x1b[0m")),
             stored={"txt-escape-codes": has("\x1b[2J")}, what="stored as written; escaped where shown"))
    add(Case("txt-bidi-zero-width", "txt", write("txt-bidi-zero-width.txt",
                                                 txt("Maria\u200d Lopez\u202e said the port\u2066 reopened on "
                                                     "Tuesday\u2069 after a strike.")),
             stored={"txt-bidi-zero-width": has("\u202e")}))
    add(Case("txt-zalgo", "txt", write("txt-zalgo.txt", txt("The port" + "\u0301" * 3000 + " reopened on Tuesday.")),
             stored={"txt-zalgo": None}))
    add(Case("txt-odd-separators", "txt", write("txt-odd-separators.txt",
                                                txt(P + ".\x0bSecond line.\x0cThird\u2028fourth\u2029fifth\x85sixth.")),
             stored={"txt-odd-separators": None}))
    add(Case("txt-long-title", "txt", write("txt-long-title.txt", txt(P + ".", title="Strike " * 3000)),
             stored={"txt-long-title": None}))
    add(Case("txt-bad-urls", "txt", write("txt-bad-urls.txt", txt(P + ".", url="http://[::1")),
             stored={"txt-bad-urls": lambda r: r["url"] == "http://[::1"}))
    add(Case("txt-js-url", "txt", write("txt-js-url.txt", txt(P + ".", url="javascript:alert(1)")),
             stored={"txt-js-url": None}))
    add(Case("txt-html-inside", "txt", write("txt-html-inside.txt",
                                             txt('<script>alert(1)</script><img src=x onerror=alert(2)> ' + P)),
             stored={"txt-html-inside": has("<script>")}))
    add(Case("txt-brackets", "txt", write("txt-brackets.txt", txt("(" * 1500 + P + ")" * 1500)),
             stored={"txt-brackets": None}, what="1,500 nested brackets around a sentence"))
    add(Case("txt-long-token", "txt", write("txt-long-token.txt", txt(P + ". " + "x" * 100_000)),
             skips=read_in_part("txt-long-token.txt", "x" * 100_000), stored={"txt-long-token": None}))
    add(Case("txt-many-lines", "txt", write("txt-many-lines.txt", txt(P + ".\n" + "Word.\n" * 3_000)),
             stored={"txt-many-lines": None}))
    add(Case("txt-too-large", "txt", write("txt-too-large.txt", txt(P + ". " + "x " * 3_000_000)),
             {"txt-too-large.txt": r"file too large \(\d+\.\d MB, limit 5\.0 MB\)"}))
    # ------------------------------------------------------------------ html
    add(Case("html-no-body", "html", write("html-no-body.html", "<html><head><title>Only a title</title></head></html>"),
             {"html-no-body.html": "no article text found"}))
    add(Case("html-script-only", "html", write("html-script-only.html",
                                               "<html><body><script>var a = 1;</script></body></html>"),
             {"html-script-only.html": "no article text found"}))
    add(Case("html-deep-nesting", "html", write("html-deep-nesting.html",
                                                "<html><body>" + "<div>" * 50_000 + f"<p>{BODY}</p>" + "</div>" * 50_000),
             stored={"html-deep-nesting": has("reopened")}, what="50,000 nested divs: beyond lxml's depth, read without it"))
    add(Case("html-xxe", "html", write("html-xxe.html", '<?xml version="1.0"?><!DOCTYPE html [<!ENTITY x SYSTEM '
                                       '"file:///etc/passwd">]>' + page("Leak: &x; " + BODY)),
             stored={"html-xxe": lambda r: "root:" not in r["text"]}, what="external entity not read"))
    add(Case("html-bad-charset", "html", write("html-bad-charset.html",
                                               page(BODY, head='<meta charset="x-no-such-charset">')),
             stored={"html-bad-charset": has("reopened")}))
    add(Case("html-date-year1", "html", write("html-date-year1.html", page(
        BODY, head='<meta property="article:published_time" content="0001-01-01T00:00:00+05:00">')),
        stored={"html-date-year1": no_date}))
    add(Case("html-broken-tags", "html", write("html-broken-tags.html",
                                               f"<html><body><article><p>{BODY}<p><div><span>More text about the "
                                               "port strike and the union's contract.<b><i></article"),
             stored={"html-broken-tags": has("reopened")}))
    add(Case("html-bad-canonical", "html", write("html-bad-canonical.html",
                                                 page(BODY, head='<link rel="canonical" href="http://[::1">')),
             stored={"html-bad-canonical": None}))
    add(Case("html-binary", "html", write("html-binary.html", b"<html>" + bytes(range(256)) * 16),
             {"html-binary.html": "binary file, not text"}))
    add(Case("html-empty", "html", write("html-empty.html", b""), {"html-empty.html": "empty file"}))
    # ------------------------------------------------------------------ jsonl
    add(Case("jsonl-surrogate", "jsonl", write("jsonl-surrogate.jsonl", jsonl(
        '{"id": "sur-a", "title": "Lone \\ud800 title", "source": "Wire \\udfff", "text": "Lone \\ud800 surrogate: '
        + P + '."}', {"id": "sur-b", "text": P + ", the line after."})),
        stored={"sur-a": replaced, "sur-b": None}, what="lone surrogate escape, and the line after"))
    add(Case("jsonl-date-year1", "jsonl", write("jsonl-date-year1.jsonl", jsonl(
        {"id": "jd-a", "published": "0001-01-01T00:00:00+05:00", "text": P + "."},
        {"id": "jd-b", "published": "9999-12-31T23:59:59", "text": P + " and more next year."},
        {"id": "jd-c", "published": 1e308, "text": P + ", third line."})),
        stored={"jd-a": no_date, "jd-b": no_date, "jd-c": no_date}))
    add(Case("jsonl-invalid", "jsonl", write("jsonl-invalid.jsonl", jsonl(
        {"id": "inv-a", "text": P + "."}, '{"id": "inv-b", "text": "unterminated', {"id": "inv-c", "text": P + "!"})),
        {"jsonl-invalid.jsonl:2": r"invalid JSON \(.+ at column \d+\)"}, stored={"inv-a": None, "inv-c": None}))
    add(Case("jsonl-not-object", "jsonl", write("jsonl-not-object.jsonl", jsonl('["a", "list"]', '"a string"', "42",
                                                                                {"id": "no-a", "text": P + "."})),
             {"jsonl-not-object.jsonl:1": "not a JSON object", "jsonl-not-object.jsonl:2": "not a JSON object",
              "jsonl-not-object.jsonl:3": "not a JSON object"}, stored={"no-a": None}))
    add(Case("jsonl-wrong-types", "jsonl", write("jsonl-wrong-types.jsonl", jsonl(
        {"id": "wt-a", "text": 12}, {"id": "wt-b", "text": P, "title": ["x"]}, {"id": {"x": 1}, "text": P},
        {"id": "wt-d", "text": P + "."})),
        {"jsonl-wrong-types.jsonl:1": "field 'text' is not a string", "jsonl-wrong-types.jsonl:2":
         "field 'title' is not a string", "jsonl-wrong-types.jsonl:3": "field 'id' is not a string"},
        stored={"wt-d": None}))
    add(Case("jsonl-deep", "jsonl", write("jsonl-deep.jsonl", "[" * 100_000 + "]" * 100_000 + "\n"
                                          + jsonl({"id": "deep-b", "text": P + "."})),
             {"jsonl-deep.jsonl:1": r"RecursionError: .+"}, stored={"deep-b": None}))
    add(Case("jsonl-empty-object", "jsonl", write("jsonl-empty-object.jsonl", jsonl({}, {"id": "eo-b", "text": "  "})),
             {"jsonl-empty-object.jsonl:1": "no text or html", "jsonl-empty-object.jsonl:2": "no text or html"}))
    add(Case("jsonl-bad-html", "jsonl", write("jsonl-bad-html.jsonl", jsonl({"id": "bh-a", "html": "<html></html>"},
                                                                            {"id": "bh-b", "html": HTML_OK})),
             {"jsonl-bad-html.jsonl:1": "no article text found in html"}, stored={"bh-b": has("reopened")}))
    add(Case("jsonl-binary-line", "jsonl", write("jsonl-binary-line.jsonl", b'{"id": "bl-a", "text": "'
                                                 + bytes(b for b in range(1, 32) if b not in (10, 13)) * 20 + b'"}\n'
                                                 + jsonl({"id": "bl-b", "text": P + "."}).encode()),
             {"jsonl-binary-line.jsonl:1": "binary file, not text"}, stored={"bl-b": None}))
    add(Case("jsonl-too-long-line", "jsonl", write("jsonl-too-long-line.jsonl", jsonl(
        {"id": "tl-a", "text": "x " * 3_000_000}, {"id": "tl-b", "text": P + "."})),
        {"jsonl-too-long-line.jsonl:1": r"line too large \(limit 5000000 bytes\)"}, stored={"tl-b": None}))
    add(Case("jsonl-blank-only", "jsonl", write("jsonl-blank-only.jsonl", "\n\n   \n"),
             {"jsonl-blank-only.jsonl": r"no article lines \(only blank lines\)"}))
    add(Case("jsonl-hostile-ids", "jsonl", write("jsonl-hostile-ids.jsonl", jsonl(
        {"id": "../../etc/passwd", "text": P + " (a)."}, {"id": "x\ny\x1b[31m", "text": P + " (b)."},
        {"id": "???", "text": P + " (c)."}, {"id": "dup", "text": P + " (d)."}, {"id": "dup", "text": P + " (e)."})),
        stored={"etc-passwd": None, "x-y-31m": None, "jsonl-hostile-ids-3": None, "dup": None, "dup-2": None}))
    add(Case("jsonl-nan", "jsonl", write("jsonl-nan.jsonl", '{"id": "nan-a", "published": NaN, "text": "' + P + '."}\n'
                                         '{"id": "nan-b", "published": Infinity, "text": "' + P + '!"}\n'),
             stored={"nan-a": no_date, "nan-b": no_date}))
    add(Case("jsonl-truncated-gz", "jsonl", write("jsonl-truncated-gz.jsonl.gz", gzip.compress(
        jsonl(*({"id": f"tg-{i}", "text": f"{P}, line {i}."} for i in range(200))).encode())[:-300]),
        {"jsonl-truncated-gz.jsonl.gz": "truncated gzip file"},
        stored={f"tg-{i}": None for i in range(3)}, what="lines before the cut kept"))
    # ------------------------------------------------------------------ rss
    add(Case("rss-dates", "rss", write("rss-dates.rss", rss(
        item(P + ".", guid="rd-1", date="Mon, 01 Jan 0001 00:00:00 +0500"),
        item(P + " again.", guid="rd-2", date="Fri, 31 Dec 9999 23:59:59 -0500"),
        item(P + ", third.", guid="rd-3"))),
        stored={"rd-1": None, "rd-2": no_date, "rd-3": None},
        what="entries after a bad date kept (RFC 822 reads year 0001 as 2001)"))
    add(Case("rss-laughs", "rss", write("rss-laughs.rss", '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">'
                                        + "".join(f'<!ENTITY {n} "{("&" + p + ";") * 10}">'
                                                  for p, n in zip("abcdefgh", "bcdefghi"))
                                        + "]>" + rss(item("&i; " + P + ".", guid="laugh-1"))[21:]),
             stored={"laugh-1": lambda r: len(r["text"]) < 1000}, what="billion laughs: entities not expanded"))
    add(Case("rss-xxe", "rss", write("rss-xxe.rss", '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM '
                                     '"file:///etc/passwd">]>' + rss(item("Leak: &x; " + P + ".", guid="xxe-1"))[21:]),
             stored={"xxe-1": lambda r: "root:" not in r["text"]}))
    add(Case("rss-not-xml", "rss", write("rss-not-xml.rss", "this is not xml, only words about the port"),
             {"rss-not-xml.rss": r"not a valid feed \(.+\)"}))
    add(Case("rss-no-entries", "rss", write("rss-no-entries.rss", rss()), {"rss-no-entries.rss": "no entries in the feed"}))
    add(Case("rss-cut", "rss", write("rss-cut.rss", rss(item(P + ".", guid="cut-1"), item("Shipping companies said"))[:-40]),
             {"rss-cut.rss:2": "no article text found"}, stored={"cut-1": None}))
    add(Case("rss-empty-items", "rss", write("rss-empty-items.rss", rss(item("", guid="e-1"), item(P + ".", guid="e-2"))),
             {"rss-empty-items.rss:1": "no article text found"}, stored={"e-2": None}))
    add(Case("rss-hostile-html", "rss", write("rss-hostile-html.rss", rss(item(
        "&lt;script&gt;alert(1)&lt;/script&gt;&lt;p onclick=x&gt;" + P + "&lt;/p&gt;", guid="hh-1",
        title="&lt;img src=x onerror=alert(1)&gt;Title"))),
        stored={"hh-1": lambda r: "alert(1)" not in r["text"] and "reopened" in r["text"]}))
    add(Case("rss-gzip-unnamed", "rss", write("rss-gzip-unnamed.rss", gzip.compress(rss(item(P)).encode())),
             {"rss-gzip-unnamed.rss": r"not a valid feed \(.+\)"}))
    add(Case("xml-not-a-feed", "rss", write("xml-not-a-feed.xml", "<root><a>hello</a></root>"),
             skips={"xml-not-a-feed.xml": "not a feed"}))
    # ------------------------------------------------------------------ atom
    add(Case("atom-dates", "atom", write("atom-dates.atom", atom(
        entry("ad-1", P + ".", "0001-01-01T00:00:00+05:00"), entry("ad-2", P + " again.", "9999-12-31T23:59:59-05:00"),
        entry("ad-3", P + ", third."))),
        stored={"ad-1": no_date, "ad-2": no_date, "ad-3": None}))
    add(Case("atom-malformed", "atom", write("atom-malformed.atom", "<feed><entry><title>x</title></entr></feed"),
             {"atom-malformed.atom:1": "no article text found"}))
    add(Case("atom-cdata-script", "atom", write("atom-cdata-script.atom", atom(
        '<entry><id>cd-1</id><title>t</title><content type="html"><![CDATA[<script>alert(1)</script><p>'
        + P + "</p>]]></content></entry>")),
        stored={"cd-1": lambda r: "alert" not in r["text"]}))
    add(Case("atom-huge-entry", "atom", write("atom-huge-entry.atom", atom(entry("big-1", "x " * 2_600_000),
                                                                            entry("big-2", P + "."))),
             {"atom-huge-entry.atom:1": r"entry too large \(limit 5000000 bytes\)"}, stored={"big-2": None}))
    # ------------------------------------------------------------------ warc
    ok = BODY.encode()
    add(Case("warc-date-year1", "warc", write("warc-date-year1.warc", warc([
        ("https://a.example/1", "200 OK", page(BODY).encode(), "0001-01-01T00:00:00+05:00"),
        ("https://a.example/2", "200 OK", page(BODY + " Second page.").encode(), None)])),
        stored={"warc-date-year1-1": None, "warc-date-year1-2": None}, what="the archive after a bad date kept"))
    add(Case("warc-cut", "warc", write("warc-cut.warc", warc([
        ("https://b.example/1", "200 OK", page(BODY + " One.").encode(), None),
        ("https://b.example/2", "200 OK", page(BODY + " Two.").encode(), None)], cut=40)),
        {"warc-cut.warc": r"truncated or corrupt WARC after 1 records \(.+\)"}, stored={"warc-cut-1": None}))
    add(Case("warc-garbage", "warc", write("warc-garbage.warc", b"WARC/1.0\r\nrandom\r\n\r\n" + bytes(range(256))),
             {"warc-garbage.warc": r"truncated or corrupt WARC after 0 records \(.+\)"}))
    add(Case("warc-no-pages", "warc", write("warc-no-pages.warc", warc([
        ("https://c.example/1", "404 Not Found", b"gone", None)])),
        {"warc-no-pages.warc": r"no HTML page \(HTTP 200 response\) among its 1 records"}))
    add(Case("warc-empty-page", "warc", write("warc-empty-page.warc", warc([
        ("https://d.example/1", "200 OK", b"<html><body></body></html>", None),
        ("https://d.example/2", "200 OK", page(BODY + " Kept.").encode(), None)])),
        {"warc-empty-page.warc:1": "no article text found"}, stored={"warc-empty-page-2": None}))
    add(Case("warc-bad-uri", "warc", write("warc-bad-uri.warc", warc([
        ("http://[::1", "200 OK", page(BODY + " Odd URI.").encode(), None)])),
        stored={"warc-bad-uri-1": None}))
    add(Case("warc-gz-bomb", "warc", write("warc-gz-bomb.warc.gz", gzip.compress(
        warc([("https://e.example/1", "200 OK", ok + b" " * 30_000_000, None)]))),
        {"warc-gz-bomb.warc.gz:1": r"record too large \(limit 5000000 bytes\)"}))
    # ------------------------------------------------------------------ gz
    g = txt(P + ".").encode()
    add(Case("gz-truncated", "gz", write("gz-truncated.txt.gz", gzip.compress(g * 50)[:-25]),
             {"gz-truncated.txt.gz": "truncated gzip file"}))
    add(Case("gz-bomb", "gz", write("gz-bomb.txt.gz", gzip.compress(b" " * 20_000_000)),
             {"gz-bomb.txt.gz": r"file too large when decompressed \(limit 5\.0 MB\)"}))
    add(Case("gz-not-gzip", "gz", write("gz-not-gzip.txt.gz", g), {"gz-not-gzip.txt.gz": "not a gzip file"}))
    add(Case("gz-double", "gz", write("gz-double.txt.gz", gzip.compress(gzip.compress(g))),
             {"gz-double.txt.gz": "binary file, not text"}))
    add(Case("gz-trailing-garbage", "gz", write("gz-trailing-garbage.txt.gz", gzip.compress(g) + b"garbage"),
             {"gz-trailing-garbage.txt.gz": r"corrupt gzip file \(.+\)"}))
    add(Case("gz-multi-member", "gz", write("gz-multi-member.txt.gz", gzip.compress(g) + gzip.compress(b"Part two.\n")),
             stored={"gz-multi-member": has("Part two.")}))
    add(Case("gz-empty", "gz", write("gz-empty.html.gz", b""), {"gz-empty.html.gz": "empty file"}))
    add(Case("gz-bare", "gz", write("gz-bare.gz", gzip.compress(g)), skips={"gz-bare.gz": r"unsupported file type \.gz"}))
    # ------------------------------------------------------------------ paths (named on the command line)
    add(Case("path-missing", "path", lambda d: None, {"missing.txt": "no such file or directory"},
             args=lambda d: [str(d / "missing.txt")]))
    long_name = "n" * 300 + ".txt"
    add(Case("path-too-long", "path", lambda d: None, {long_name: "file name too long"},
             args=lambda d: [str(d / long_name)]))
    add(Case("path-newline-escape", "path", write("bad\nname\x1b[31m.txt", b""),
             {"bad\\nname\\x1b[31m.txt": "empty file"}, what="the name printed escaped"))
    add(Case("path-bidi", "path", write("evil\u202etxt.exe.txt", b""), {"evil\\u202etxt.exe.txt": "empty file"}))
    add(Case("path-undecodable", "path", lambda d: (Path(os.fsdecode(bytes(d) + b"/caf\xe9.txt"))
                                                    .write_text(txt(P + " in a Latin-1 name."))),
             stored={"caf": lambda r: "\ufffd" in r["path"]}, what="undecodable byte in the name"))
    add(Case("path-symlink-loop", "path", lambda d: os.symlink("loop.txt", d / "loop.txt"),
             {"loop.txt": "symbolic link loop"}))
    add(Case("path-dangling", "path", lambda d: os.symlink(d / "gone.txt", d / "dangling.txt"),
             {"dangling.txt": "broken symbolic link"}))
    add(Case("path-fifo", "path", lambda d: os.mkfifo(d / "pipe.txt"), skips={"pipe.txt": "not a regular file"},
             args=lambda d: [str(d / "pipe.txt")]))
    add(Case("path-dev-zero", "path", lambda d: os.symlink("/dev/zero", d / "zero.txt"),
             skips={"zero.txt": "not a regular file"}, args=lambda d: [str(d / "zero.txt")]))
    add(Case("path-named-twice", "path", write("twice.txt", txt(P + ", named twice.")), stored={"twice": None},
             args=lambda d: [str(d / "twice.txt"), str(d / "twice.txt"), str(d)], what="read once"))
    add(Case("path-deep-folders", "path", _deep_folders, stored={"deep": None}, what="60 nested folders"))
    add(Case("path-unsupported", "path", write("report.pdf", b"%PDF-1.4"), skips={"report.pdf": r"unsupported file type \.pdf"}))
    from .hostile_gen import generated

    return c + generated()


def _deep_folders(d: Path) -> None:
    deep = d.joinpath(*["level"] * 60)
    deep.mkdir(parents=True)
    (deep / "deep.txt").write_text(txt(P + ", deep down."), encoding="utf-8")


# ---------------------------------------------------------------------- store files
@dataclass
class StoreCase:
    name: str
    build: Callable[[Path], Path]  # makes the store file in a folder, returns its path
    command: str  # "stories" (read-only) or "ingest"
    reason: str | None  # regex of the one stderr line's reason; None: the command works
    status: int
    what: str = ""
    whole: bool = False  # reason is a regular expression of the whole stderr (a usage message)


def _sqlite_other(d: Path) -> Path:
    p = d / "other.db"
    with sqlite3.connect(p) as conn:
        conn.execute("CREATE TABLE customers (name TEXT)")
        conn.execute("INSERT INTO customers VALUES ('x')")
    return p


def _newer_store(d: Path) -> Path:
    from storyline.store import Store

    p = d / "newer.db"
    Store(p).close()
    conn = sqlite3.connect(p, isolation_level=None)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, to compare bytes
    conn.close()
    return p


def _named(name: str) -> Callable[[Path], Path]:
    def build(d: Path) -> Path:
        from storyline.store import Store

        p = d / name
        Store(p).close()
        return p
    return build


def _junk(d: Path) -> Path:
    p = d / "junk.db"
    p.write_bytes(b"this is not an SQLite file " * 100)
    return p


def _empty_file(d: Path) -> Path:
    p = d / "empty.db"
    p.write_bytes(b"")
    return p


def _folder(d: Path) -> Path:
    p = d / "folder.db"
    p.mkdir()
    return p


def _truncated(d: Path) -> Path:
    from storyline.store import Store

    p = d / "cut.db"
    with Store(p) as st:
        st.conn.execute("INSERT INTO meta(key, value) VALUES ('pad', ?)", ("x" * 200_000,))
        st.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = p.read_bytes()
    p.write_bytes(data[: len(data) // 3])
    return p


def store_cases() -> list[StoreCase]:
    cannot = r"cannot open the store \({}\)"
    return [
        StoreCase("store-other-sqlite-read", _sqlite_other, "stories",
                  cannot.format("an SQLite database, but not a storyline store"), 2),
        StoreCase("store-other-sqlite-write", _sqlite_other, "ingest",
                  cannot.format("an SQLite database, but not a storyline store"), 2, "never written into"),
        StoreCase("store-newer-schema", _newer_store, "ingest",
                  cannot.format(r"made by a newer storyline \(schema 99, this one reads 1\)"), 2),
        StoreCase("store-junk-read", _junk, "stories", cannot.format("file is not a database"), 2),
        StoreCase("store-junk-write", _junk, "ingest", cannot.format("file is not a database"), 2),
        StoreCase("store-empty-read", _empty_file, "stories", cannot.format("an empty database, not a storyline store"), 2),
        StoreCase("store-folder", _folder, "ingest", r"(?s)Usage: .+Error: Invalid value for 'DB': File '.+' is a "
                  r"directory\.", 2, "click's usage error", whole=True),
        StoreCase("store-truncated", _truncated, "stories", r"(cannot open|cannot read) the store \(.+\)", 2),
        StoreCase("store-hash-name", _named("news#1.db"), "stories", None, 0, "'#' is part of the name"),
        StoreCase("store-query-name", _named("news?mode=rwc.db"), "stories", None, 0, "'?' is part of the name"),
        StoreCase("store-percent-name", _named("news%20x.db"), "stories", None, 0),
        StoreCase("store-hash-ingest", _named("a#b.db"), "ingest", None, 0),
    ] + _more_store_cases()


def _more_store_cases() -> list[StoreCase]:
    from .hostile_store import more_store_cases

    return more_store_cases()


# ---------------------------------------------------------------------- running
def build_inputs(root: Path, chosen: list[Case]) -> tuple[Path, list[str], dict[str, Path]]:
    """Write the good articles and the chosen cases under ``root``; return (the walked folder,
    the extra path arguments, each case's folder)."""
    walked = root / "in"
    named = root / "named"
    (walked / "good").mkdir(parents=True, exist_ok=True)
    named.mkdir(exist_ok=True)
    for name, text in GOOD.items():
        (walked / "good" / name).write_text(text, encoding="utf-8")
    extra: list[str] = []
    folders = {}
    for case in chosen:
        d = (named if case.kind == "path" else walked) / case.name
        d.mkdir(parents=True, exist_ok=True)
        case.build(d)
        folders[case.name] = d
        extra += case.args(d) if case.args else ([str(d)] if case.kind == "path" else [])
    return walked, extra, folders


def expected_lines(chosen: list[Case], folders: dict[str, Path]) -> dict[str, str]:
    """{the path as printed (escaped), with :N: 'reason regex' or 'skipped: regex'}."""
    from storyline.readers.raw import shown

    out = {}
    for case in chosen:
        d = shown(str(folders[case.name]))
        for name, why in case.fails.items():
            out[f"{d}/{name}"] = why
        for name, why in case.skips.items():
            out[f"{d}/{name}"] = "skipped: " + why
    return out


def parse_stderr(stderr: str) -> dict[str, str]:
    """{path: reason} of ``PATH: reason`` lines; a second line for one path is an error."""
    out: dict[str, str] = {}
    warnings = [line for line in stderr.splitlines() if line.startswith("warning: ")
                and re.search(r"\bnames? no outlet\b", line)]
    assert len(warnings) <= 1, f"more than one warning about unnamed outlets: {warnings!r}"
    for line in stderr.splitlines():
        if line in warnings:  # the one line naming the articles of unnamed outlets (issue 20)
            continue
        path, sep, reason = line.rpartition(": skipped: ") if ": skipped: " in line else line.partition(": ")
        if ": skipped: " in line:
            reason = "skipped: " + reason
        assert sep, f"not a PATH: reason line: {line!r}"
        assert path not in out, f"two lines for {path!r}"
        out[path] = reason
    return out


def check_lines(stderr: str, expected: dict[str, str]) -> list[str]:
    """Problems with the stderr of a run: missing, unexpected or wrong lines."""
    got = parse_stderr(stderr)
    problems = [f"no line for {p!r}" for p in expected if p not in got]
    problems += [f"unexpected line {p!r}: {r!r}" for p, r in got.items() if p not in expected]
    problems += [f"{p!r}: {got[p]!r} is not {why!r}" for p, why in expected.items()
                 if p in got and not re.fullmatch(why, got[p])]
    return problems


def stored_rows(db: Path) -> dict[str, dict]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        return {r["id"]: dict(r) for r in conn.execute("SELECT id, title, url, published, path, text FROM articles")}
    finally:
        conn.close()


def check_stored(rows: dict[str, dict], chosen: list[Case]) -> list[str]:
    problems = [f"good article {Path(n).stem} not stored" for n in GOOD if Path(n).stem not in rows]
    for case in chosen:
        for ident, check in case.stored.items():
            if ident not in rows:
                problems.append(f"{case.name}: {ident} not stored")
            elif check is not None and not check(rows[ident]):
                problems.append(f"{case.name}: {ident} stored wrong: {rows[ident]['text'][:80]!r}")
    return problems


def failures_of(chosen: list[Case]) -> int:
    return sum(len(c.fails) for c in chosen)
