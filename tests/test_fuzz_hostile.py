"""Fuzz (hypothesis, bounded): every reader and the extraction over generated hostile text.

Generated text mixes news sentences with what breaks parsers: lone surrogates, control and
escape characters, bidi marks, out-of-range dates ("0001-01-01T00:00:00+05:00", "9999-12-31",
"next year"), markup, entities, brackets, huge numbers. Properties:

- a reader never raises; what it refuses is one printable line; every article it gives has no
  lone surrogate, a plain id, a date within the years parse_date allows (or none), and an
  in-memory store stores it and gives it back unchanged;
- ``parse_date`` and ``extract.dates.resolve`` never raise, whatever the text and base date;
- ``prepare`` (clean + extract) never fails on such text, and every span lies inside the text.

Example counts are kept small so the file runs in well under a minute on a loaded machine.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import tempfile
from datetime import datetime
from pathlib import Path
from xml.sax.saxutils import escape

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from storyline.model import Article
from storyline.readers import read_file
from storyline.readers.raw import MAX_YEAR, MIN_YEAR, parse_date
from storyline.settings import Settings
from storyline.store import Store, content_hash

QUICK = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.function_scoped_fixture])

HOSTILE_BITS = (
    "\ud800", "\udfff", "\udcff", "\x00", "\x1b[2J", "\x1b]0;owned\x07", "\u202e", "\u2066", "\u200d", "\ufeff",
    "\x85", "\u2028", "\r\n", "\r", "\x0c", "0001-01-01T00:00:00+05:00", "9999-12-31", "next year", "year 9999",
    "May 40, 2024", "1e999", "NaN", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "&amp;", "&#0;",
    "&#xD800;", "]]>", "<![CDATA[", "((((((((", "))))", "\"\"\"", "“", "”", "'", "’s", " and ", " or ", "  ",
    "http://[::1", "javascript:alert(1)", "$12.9bn", "3,000 a day", "Mr. ", "Dr. Maria Lopez", "said",
)
SENTENCES = (
    "The port of Example reopened on Tuesday after a three-day strike, the port authority said.",
    "Union leader Maria Lopez said the new contract raised wages by 4 percent.",
    "Acme Corp appointed Mary Smith and Tom Jones as vice presidents, replacing Bob Lee.",
    "“We will not back down,” said John Smith, the mayor, on March 5, 2024.",
    "The council denied that 1,800 jobs would be cut next year.",
)
ANY_CHAR = st.characters(blacklist_categories=())  # surrogates and control characters included
HOSTILE = st.lists(st.one_of(st.sampled_from(HOSTILE_BITS), st.sampled_from(SENTENCES), st.text(ANY_CHAR, max_size=12)),
                   min_size=1, max_size=14).map("".join)
SHORT = st.one_of(HOSTILE.map(lambda s: s[:60]), st.text(ANY_CHAR, max_size=20))
PLAIN_ID = re.compile(r"[A-Za-z0-9._-]+")


def _read(name: str, data: bytes) -> tuple[list[Article], list[tuple[str, str]]]:
    problems: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory(prefix="fuzz-") as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        report = lambda p, r: problems.append((p, r))  # noqa: E731
        articles = list(read_file(path, Settings(), report, report))
    return articles, problems


def _check(articles: list[Article], problems: list[tuple[str, str]]) -> None:
    for _path, reason in problems:
        assert reason and reason.isprintable() and len(reason) < 300, reason
    with Store(":memory:") as store:
        for a in articles:
            for value in (a.id, a.source, a.title, a.text, a.url or "", a.path or ""):
                assert not any("\ud800" <= ch <= "\udfff" for ch in value), value
            assert PLAIN_ID.fullmatch(a.id), a.id
            assert a.text.strip()
            assert a.published is None or (a.published.tzinfo is None and MIN_YEAR <= a.published.year <= MAX_YEAR)
            stored = store.add_article(a, None, content_hash(a))
            if stored is not None:  # None: the same content twice in one file
                assert store.article(stored.id) == stored


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate becomes bytes no UTF-8 decoder accepts


@QUICK
@given(title=SHORT, date=SHORT, url=SHORT, body=HOSTILE)
def test_text_reader(title, date, url, body):
    data = _utf8(f"Title: {title}\nSource: Fuzz\nDate: {date}\nURL: {url}\n\n{body}\n")
    _check(*_read("a.txt", data))
    _check(*_read("b.txt.gz", gzip.compress(data)))


@QUICK
@given(fields=st.dictionaries(st.sampled_from(["id", "source", "title", "url", "published", "date", "text", "html"]),
                              st.one_of(SHORT, HOSTILE, st.integers(), st.floats(), st.none(), st.lists(SHORT)),
                              max_size=8),
       raw_line=st.one_of(st.none(), st.binary(max_size=60), HOSTILE))
def test_jsonl_reader(fields, raw_line):
    lines = [json.dumps(fields).encode()]  # ensure_ascii: a lone surrogate is written as \ud800
    if raw_line is not None:
        lines.append(raw_line if isinstance(raw_line, bytes) else _utf8(raw_line).replace(b"\n", b" "))
    lines.append(json.dumps({"id": "last", "text": SENTENCES[0]}).encode())
    articles, problems = _read("a.jsonl", b"\n".join(lines) + b"\n")
    _check(articles, problems)
    assert any(a.text == SENTENCES[0] for a in articles)  # a bad line never loses the lines after it


@QUICK
@given(title=SHORT, date=SHORT, body=HOSTILE, head=st.sampled_from(["", '<meta charset="utf-7">',
                                                                    '<meta charset="x-bogus">',
                                                                    '<link rel="canonical" href="http://[::1">']))
def test_html_reader(title, date, body, head):
    page = (f"<html><head><title>{title}</title>{head}<meta property='article:published_time' content='{date}'>"
            f"</head><body><article><p>{body}</p><p>{SENTENCES[0]}</p></article></body></html>")
    _check(*_read("a.html", _utf8(page)))


@QUICK
@given(entries=st.lists(st.tuples(SHORT, SHORT, HOSTILE), min_size=1, max_size=3), atom=st.booleans())
def test_feed_reader(entries, atom):
    if atom:
        body = "".join(f"<entry><id>e{i}</id><title>{escape(t)}</title><updated>{escape(d)}</updated>"
                       f"<content type='html'>{escape(b)}</content></entry>" for i, (t, d, b) in enumerate(entries))
        doc = f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>F</title>{body}</feed>'
    else:
        body = "".join(f"<item><title>{escape(t)}</title><pubDate>{escape(d)}</pubDate>"
                       f"<description>{escape(b)}</description></item>" for t, d, b in entries)
        doc = f'<?xml version="1.0"?><rss version="2.0"><channel><title>F</title>{body}</channel></rss>'
    _check(*_read("a.atom" if atom else "a.rss", _utf8(doc)))


@settings(max_examples=25, deadline=None)
@given(pages=st.lists(st.tuples(SHORT, SHORT, HOSTILE), min_size=1, max_size=3), cut=st.integers(0, 300))
def test_warc_reader(pages, cut):
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=False)
    for i, (uri, date, body) in enumerate(pages):
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1")
        safe = lambda s: s.encode("latin-1", "replace").decode("latin-1").replace("\r", " ").replace("\n", " ")  # noqa: E731
        rec = writer.create_warc_record(f"https://x.example/{i}{safe(uri)}", "response", http_headers=http,
                                        payload=io.BytesIO(_utf8(f"<html><body><p>{body}</p><p>{SENTENCES[1]}</p>"
                                                                 "</body></html>")),
                                        warc_headers_dict={"WARC-Date": safe(date) or "x"})
        writer.write_record(rec)
    data = buf.getvalue()
    _check(*_read("a.warc", data[:len(data) - cut] if cut < len(data) else data))


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(SHORT, HOSTILE, st.integers(), st.floats(), st.datetimes(), st.none()))
def test_parse_date_never_raises(value):
    found = parse_date(value)
    assert found is None or (found.tzinfo is None and MIN_YEAR <= found.year <= MAX_YEAR)


@settings(max_examples=150, deadline=None)
@given(when=st.one_of(SHORT, st.sampled_from(["next year", "last year", "next week", "May 40", "the end of February",
                                               "this weekend", "next month", "in 10000", "9999-12-31", "early December",
                                               "next Monday", "the third quarter of next year"])),
       published=st.one_of(st.none(), st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31))),
       future=st.sampled_from([None, True, False]))
def test_date_resolution_never_raises(when, published, future):
    from storyline.extract.dates import resolve

    resolve(when, published, future)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(text=st.lists(st.one_of(st.sampled_from(SENTENCES), HOSTILE), min_size=1, max_size=6).map("\n\n".join),
       published=st.one_of(st.none(), st.sampled_from([datetime(1000, 1, 1), datetime(9000, 12, 31, 23, 59),
                                                       datetime(2024, 3, 5)])))
def test_extraction_never_fails_on_hostile_text(nlp, text, published):
    from storyline.pipeline import Note, prepare
    from storyline.readers import scrubbed
    from storyline.serial import to_data

    raw = scrubbed(Article(id="fz", source="Fuzz", title="Fuzz", text=text, published=published))
    if not raw.text.strip():
        return
    article, findings, problem = prepare(raw, nlp)
    assert problem is None or isinstance(problem, Note), problem
    n = len(article.text)

    def spans(x):
        if isinstance(x, dict):
            if {"article", "start", "end"} <= set(x):
                yield x
            for v in x.values():
                yield from spans(v)
        elif isinstance(x, list):
            for v in x:
                yield from spans(v)

    for s in spans(to_data(findings)):
        assert s["article"] == "fz" and 0 <= s["start"] <= s["end"] <= n, s
