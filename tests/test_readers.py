"""Readers: every input is written in tmp_path by the test itself (no committed binaries)."""

from __future__ import annotations

import gzip
import io
import json
import logging
import os
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from storyline.readers import read_html, read_paths
from storyline.readers.feeds import html_fragment_to_text
from storyline.readers.raw import decode, parse_date, slug
from storyline.settings import Settings

P1 = "The port of Example reopened on Tuesday after a three-day strike by crane operators ended."
P2 = "Union leader Maria Lopez said the new contract raised wages by 4 percent and would be signed on Friday."
P3 = "Shipping companies said more than 40 vessels had waited outside the harbour since the weekend."

PAGE = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Cranes return to Example harbour | Harbour Herald</title>
<meta property="og:site_name" content="Harbour Herald">
<meta property="og:title" content="Cranes return to Example harbour">
<meta property="article:published_time" content="2024-03-05T08:30:00Z">
<link rel="canonical" href="https://herald.example.com/news/cranes-return">
</head><body>
<nav><a href="/">Home</a> <a href="/world">World</a></nav>
<article><h1>Cranes return to Example harbour</h1>
<p>{P1}</p>
<p>{P2}</p>
<p>{P3}</p>
</article>
<footer>Copyright Harbour Herald</footer></body></html>"""


class Log:
    """Collects on_error / on_skip calls."""

    def __init__(self) -> None:
        self.errors: list[tuple[str, str]] = []
        self.skips: list[tuple[str, str]] = []

    def error(self, path: str, reason: str) -> None:
        self.errors.append((path, reason))

    def skip(self, path: str, reason: str) -> None:
        self.skips.append((path, reason))


def read(paths, settings: Settings = Settings()):
    log = Log()
    arts = list(read_paths([str(p) for p in paths], settings, on_error=log.error, on_skip=log.skip))
    return arts, log


def write(path: Path, data: str | bytes) -> Path:
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def make_warc(path: Path, gz: bool) -> None:
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    undated = PAGE.replace('<meta property="article:published_time" content="2024-03-05T08:30:00Z">', "")
    responses = [
        ("200 OK", "text/html; charset=utf-8", undated.encode()),
        ("200 OK", "image/png", b"\x89PNG\r\n\x1a\n" + bytes(range(256))),
        ("404 Not Found", "text/html", b"<html><body><p>Page not found, sorry about that.</p></body></html>"),
    ]
    with open(path, "wb") as fh:
        writer = WARCWriter(fh, gzip=gz)
        for i, (status, ctype, body) in enumerate(responses):
            http = StatusAndHeaders(status, [("Content-Type", ctype)], protocol="HTTP/1.1")
            rec = writer.create_warc_record(
                f"https://herald.example.com/page/{i}", "response", payload=io.BytesIO(body), http_headers=http,
                warc_headers_dict={"WARC-Date": "2024-04-01T10:00:00Z"},
            )
            writer.write_record(rec)
            rec.raw_stream.close()  # warcio's spooled copy of the payload


# ---------------------------------------------------------------- txt


def test_txt_with_header(tmp_path):
    f = write(tmp_path / "strike.txt",
              f"title: Cranes return\nSOURCE: Harbour Herald\nAuthor: A. Writer\nUrl: https://herald.example.com/c\n"
              f"Date: 5 March 2024\n\n{P1}\n\n{P2}\n")
    (art,), log = read([f])
    assert not log.errors
    assert art.id == "strike"
    assert art.title == "Cranes return"
    assert art.source == "Harbour Herald" and art.source_known
    assert art.url == "https://herald.example.com/c"
    assert art.published == datetime(2024, 3, 5)
    assert art.text == f"{P1}\n\n{P2}"
    assert art.removed == () and art.path == str(f)


def test_txt_without_header_keeps_title_line(tmp_path):
    f = write(tmp_path / "plain.txt", f"\n  Cranes return to the harbour\n{P1}\r\n{P2}\r\n")
    (art,), log = read([f])
    assert not log.errors
    assert art.title == "Cranes return to the harbour"
    assert art.text.startswith("  Cranes return to the harbour\n" + P1)
    assert "\r" not in art.text
    assert art.source == "plain.txt" and not art.source_known
    assert art.published is None and art.url is None


def test_txt_header_line_inside_body_is_text(tmp_path):
    f = write(tmp_path / "b.txt", f"{P1}\nDate: tomorrow\n")
    (art,), _ = read([f])
    assert art.text == f"{P1}\nDate: tomorrow"
    assert art.published is None


# ---------------------------------------------------------------- html


def _check_page(art, id_: str) -> None:
    assert art.id == id_
    assert art.title == "Cranes return to Example harbour"
    assert art.source == "Harbour Herald" and art.source_known
    assert art.published == datetime(2024, 3, 5, 8, 30) or art.published == datetime(2024, 3, 5)
    assert art.url == "https://herald.example.com/news/cranes-return"
    # paragraphs kept apart, furniture gone
    assert f"{P1}\n{P2}\n{P3}" in art.text
    assert "Copyright" not in art.text and "Home" not in art.text


def test_html_page_and_html_gz(tmp_path):
    a = write(tmp_path / "page.html", PAGE)
    b = write(tmp_path / "zipped.HTML.gz", gzip.compress(PAGE.encode()))
    (art_a, art_b), log = read([a, b])
    assert not log.errors
    _check_page(art_a, "page")
    _check_page(art_b, "zipped")
    assert art_a.text == art_b.text


def test_read_html_source_falls_back_to_host_then_file_name():
    bare = f"<html><body><article><p>{P1}</p><p>{P2}</p></article></body></html>"
    art = read_html(bare, id="x", path="/data/x.html", url="https://www.example.org/a")
    assert art is not None and art.source == "example.org" and art.source_known
    art = read_html(bare.encode(), id="x", path="/data/x.html")
    assert art is not None and art.source == "x.html" and not art.source_known
    assert read_html("<html><body><script>var a = 1;</script></body></html>", id="y", path="y.html") is None


def test_html_without_text_is_an_error(tmp_path):
    f = write(tmp_path / "menu.htm", "<html><head><title>T</title></head><body><script>x()</script></body></html>")
    arts, log = read([f])
    assert arts == [] and log.errors == [(str(f), "no article text found")]


def test_html_declared_charset(tmp_path):
    page = PAGE.replace('charset="utf-8"', 'charset="windows-1252"').replace("Maria Lopez", "Mar\u00eda L\u00f3pez")
    f = write(tmp_path / "cp.html", page.encode("cp1252"))
    (art,), _ = read([f])
    assert "Mar\u00eda L\u00f3pez" in art.text


def test_real_benchmark_page(bench_dir):
    from storyline.evaluation.splits import extraction_page_in

    pages = sorted(p for p in (bench_dir / "article-extraction" / "html").glob("*.html.gz")
                   if extraction_page_in(p.name.split(".")[0], "develop"))  # the reported half is the gate's
    assert pages
    (art,), log = read([pages[1]])
    assert not log.errors
    assert art.id == pages[1].name.split(".")[0]
    assert art.title.strip() and len(art.text) > 500
    assert art.text.count("\n") >= 3  # paragraphs kept apart
    assert art.source_known


# ---------------------------------------------------------------- jsonl


def test_jsonl_text_html_and_broken_line(tmp_path):
    lines = [
        json.dumps({"id": "wire/1 a", "source": "Example Wire", "title": "Strike ends", "url": "https://w.example/1",
                    "published": "2024-03-05T10:00:00+01:00", "text": f"{P1}\n{P2}"}),
        '{"id": "broken", "text": "unterminated',
        "",
        json.dumps({"source": "Harbour Herald Online", "title": "Our own title", "html": PAGE}),
        json.dumps({"id": "no-text", "title": "Nothing here"}),
        json.dumps(["not", "an", "object"]),
        json.dumps({"text": f"{P3}", "url": "https://www.news.example.net/x"}),
    ]
    f = write(tmp_path / "batch.jsonl", "\n".join(lines) + "\n")
    arts, log = read([f])
    assert [a.id for a in arts] == ["wire-1-a", "batch-4", "batch-7"]
    first, html, last = arts
    assert first.source == "Example Wire" and first.title == "Strike ends"
    assert first.published == datetime(2024, 3, 5, 9, 0)  # naive UTC
    assert first.text == f"{P1}\n{P2}"
    # explicit fields win over what trafilatura found
    assert html.title == "Our own title" and html.source == "Harbour Herald Online"
    assert P2 in html.text and html.url == "https://herald.example.com/news/cranes-return"
    assert last.source == "example.net" and last.title == P3
    assert [p for p, _ in log.errors] == [f"{f}:2", f"{f}:5", f"{f}:6"]
    assert "invalid JSON" in log.errors[0][1]
    assert log.errors[1][1] == "no text or html"


def test_jsonl_gz_and_long_line(tmp_path):
    body = "\n".join([json.dumps({"id": "a", "text": P1}), json.dumps({"id": "b", "text": "x" * 5000}),
                      json.dumps({"id": "c", "text": P2})])
    f = write(tmp_path / "many.jsonl.gz", gzip.compress(body.encode()))
    arts, log = read([f], Settings().with_(max_article_bytes=1000))
    assert [a.id for a in arts] == ["a", "c"]
    assert log.errors == [(f"{f}:2", "line too large (limit 1000 bytes)")]


# ---------------------------------------------------------------- feeds

RSS = f"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Harbour Herald</title><link>https://herald.example.com/</link>
<item><title>Cranes return</title><link>https://herald.example.com/news/cranes</link>
<guid>https://herald.example.com/news/cranes</guid>
<pubDate>Tue, 05 Mar 2024 10:00:00 +0100</pubDate>
<description>&lt;p&gt;{P1}&lt;/p&gt;&lt;p&gt;{P2} &lt;b&gt;Bold&lt;/b&gt; end.&lt;/p&gt;</description></item>
<item><title>Second item</title><link>https://herald.example.com/news/cranes</link>
<guid>https://herald.example.com/news/cranes</guid><description>{P3}</description></item>
<item><title>Empty item</title><link>https://herald.example.com/news/empty</link></item>
</channel></rss>"""

ATOM = f"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Times</title><id>urn:atom-times</id>
<updated>2024-03-06T00:00:00Z</updated>
<entry><title>Ships wait</title><id>tag:atom.example,2024:ships</id>
<link href="https://atom.example/ships"/><updated>2024-03-06T12:15:00Z</updated>
<content type="html">&lt;div&gt;&lt;p&gt;{P3}&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One&lt;/li&gt;&lt;li&gt;Two&lt;/li&gt;&lt;/ul&gt;&lt;/div&gt;</content>
<summary>Short summary.</summary></entry>
</feed>"""


def test_rss_feed(tmp_path):
    f = write(tmp_path / "herald.rss", RSS)
    arts, log = read([f])
    assert [a.id for a in arts] == ["herald.example.com-news-cranes", "herald.example.com-news-cranes-2"]
    a, b = arts
    assert a.source == "Harbour Herald" and a.source_known and a.title == "Cranes return"
    assert a.text == f"{P1}\n{P2} Bold end."
    assert a.published == datetime(2024, 3, 5, 9, 0)
    assert a.url == "https://herald.example.com/news/cranes"
    assert b.text == P3 and b.published is None
    assert log.errors == [(f"{f}:3", "no article text found")]


def test_atom_feed_in_xml_file(tmp_path):
    f = write(tmp_path / "atom.xml", ATOM)
    (art,), log = read([f])
    assert not log.errors and not log.skips
    assert art.id == "atom.example-2024-ships"
    assert art.source == "Atom Times" and art.title == "Ships wait"
    assert art.text == f"{P3}\nOne\nTwo"
    assert art.published == datetime(2024, 3, 6, 12, 15)


def test_html_fragment_to_text_keeps_paragraphs():
    assert html_fragment_to_text("<p>One  two</p><p>Three<br>four &amp; five</p><script>x()</script>") == (
        "One two\nThree\nfour & five")
    assert html_fragment_to_text("plain\ntext") == "plain\ntext"


# ---------------------------------------------------------------- warc


@pytest.mark.parametrize("name,gz", [("crawl.warc", False), ("crawl.warc.gz", True)])
def test_warc_reads_only_html_200(tmp_path, name, gz):
    f = tmp_path / name
    make_warc(f, gz)
    (art,), log = read([f])
    assert not log.errors
    assert art.id == "crawl-1"
    assert art.url == "https://herald.example.com/news/cranes-return"  # the page's canonical URL
    assert art.source == "Harbour Herald"
    assert art.published == datetime(2024, 4, 1, 10, 0)  # from WARC-Date: the page has none
    assert f"{P1}\n{P2}\n{P3}" in art.text


@pytest.mark.parametrize("name,gz", [("cut.warc", False), ("cut.warc.gz", True)])
def test_truncated_warc_keeps_records_read(tmp_path, name, gz):
    full = tmp_path / ("full-" + name)
    make_warc(full, gz)
    data = full.read_bytes()
    full.unlink()
    f = write(tmp_path / name, data[: len(data) - 60])  # cut inside the last record
    (art,), log = read([f])
    assert art.id == "cut-1" and P2 in art.text
    assert len(log.errors) == 1 and log.errors[0][0] == str(f)
    assert log.errors[0][1].startswith("truncated or corrupt WARC after 2 records")


def test_warc_cut_inside_the_html_record_yields_nothing_half_read(tmp_path):
    full = tmp_path / "full.warc"
    make_warc(full, gz=False)
    data = full.read_bytes()
    cut = data.index(P2.encode())  # inside the page of the first record
    f = write(tmp_path / "half.warc", data[:cut])
    arts, log = read([f])
    assert arts == []
    assert log.errors == [(str(f), "truncated or corrupt WARC after 0 records (record cut short)")]


def test_corrupt_warc(tmp_path):
    f = write(tmp_path / "junk.warc", b"this is not a web archive\n" * 20)
    arts, log = read([f])
    assert arts == [] and [p for p, _ in log.errors] == [str(f)]
    assert log.errors[0][1].startswith("truncated or corrupt WARC after 0 records (")


# ---------------------------------------------------------------- bad input


def test_encodings(tmp_path):
    text = "Caf\u00e9 owners in S\u00e3o Paulo said \u201cno\u201d to the plan.\nSecond line."
    latin = write(tmp_path / "latin.txt", text.replace("\u201c", '"').replace("\u201d", '"').encode("latin-1"))
    cp = write(tmp_path / "cp.txt", text.encode("cp1252"))
    u16 = write(tmp_path / "u16.txt", text.encode("utf-16"))  # with BOM
    u16be = write(tmp_path / "u16be.txt", codecs_bom_be() + text.encode("utf-16-be"))
    u8bom = write(tmp_path / "u8bom.txt", b"\xef\xbb\xbf" + text.encode())
    bad8 = write(tmp_path / "bad8.txt", text.encode() + b" stray \xff byte \xc3\xa9t\xc3\xa9.")
    arts, log = read([latin, cp, u16, u16be, u8bom, bad8])
    assert not log.errors
    by = {a.id: a.text for a in arts}
    assert by["latin"] == text.replace("\u201c", '"').replace("\u201d", '"')
    assert by["cp"] == by["u16"] == by["u16be"] == by["u8bom"] == text
    assert by["bad8"].startswith(text) and by["bad8"].endswith("byte \u00e9t\u00e9.")


def codecs_bom_be() -> bytes:
    import codecs

    return codecs.BOM_UTF16_BE


def test_decode_refuses_binary():
    from storyline.errors import InputError

    with pytest.raises(InputError, match="binary file, not text"):
        decode(bytes(range(256)) * 10, "x.txt")
    assert decode("plain".encode("utf-16-le"), "x") == "plain"  # BOM-less UTF-16 of ASCII


def test_bad_inputs_each_reported_with_its_path(tmp_path):
    good = write(tmp_path / "good.txt", f"Title: Good\n\n{P1}")
    empty = write(tmp_path / "empty.txt", b"")
    blank = write(tmp_path / "blank.txt", "  \n\n ")
    binary = write(tmp_path / "binary.txt", bytes(range(256)) * 4)
    cut_gz = write(tmp_path / "cut.txt.gz", gzip.compress((P1 * 50).encode())[:-30])
    not_gz = write(tmp_path / "fake.html.gz", PAGE)
    not_feed = write(tmp_path / "config.xml", '<?xml version="1.0"?><config><a>1</a></config>')
    bad_rss = write(tmp_path / "broken.rss", "this is not a feed <<<")
    unsupported = write(tmp_path / "notes.pdf", b"%PDF-1.4")
    missing = tmp_path / "nope.txt"
    arts, log = read([good, empty, blank, binary, cut_gz, not_gz, not_feed, bad_rss, unsupported, missing])
    assert [a.id for a in arts] == ["good"]
    errors = dict(log.errors)
    assert errors == {
        str(empty): "empty file",
        str(blank): "no article text found",
        str(binary): "binary file, not text",
        str(cut_gz): "truncated gzip file",
        str(not_gz): "not a gzip file",
        str(bad_rss): errors[str(bad_rss)],
        str(missing): "no such file or directory",
    }
    assert errors[str(bad_rss)].startswith("not a valid feed")
    assert log.skips == [(str(not_feed), "not a feed"), (str(unsupported), "unsupported file type .pdf")]


def test_size_limits(tmp_path):
    big = write(tmp_path / "big.txt", P1 * 100)
    big_gz = write(tmp_path / "big.txt.gz", gzip.compress((P1 * 100).encode()))
    small = write(tmp_path / "small.txt", P1)
    arts, log = read([big, big_gz, small], Settings().with_(max_article_bytes=5000))
    assert [a.id for a in arts] == ["small"]
    assert log.errors[0][0] == str(big) and log.errors[0][1].startswith("file too large (9.0 KB")
    assert log.errors[1] == (str(big_gz), "file too large when decompressed (limit 5.0 KB)")


def test_gzip_bomb(tmp_path):
    bomb = write(tmp_path / "bomb.html.gz", gzip.compress(b"<html><body>" + b" " * 2_000_000 + b"</body></html>"))
    assert bomb.stat().st_size < 10_000
    good = write(tmp_path / "good.html.gz", gzip.compress(PAGE.encode()))
    arts, log = read([bomb, good], Settings().with_(max_decompressed_bytes=100_000))
    assert [a.id for a in arts] == ["good"]
    assert log.errors == [(str(bomb), "gzip expands past max_decompressed_bytes (100.0 KB)")]


def test_gzip_bomb_in_warc_keeps_earlier_records(tmp_path):
    f = tmp_path / "bomb.warc.gz"
    make_warc(f, gz=True)
    with open(f, "ab") as fh:
        fh.write(gzip.compress(b"WARC/1.0\r\n" + b"A" * 300_000))
    arts, log = read([f], Settings().with_(max_decompressed_bytes=200_000))
    assert [a.id for a in arts] == ["bomb-1"]
    assert log.errors[0][0] == str(f) and log.errors[0][1].startswith("gzip expands past max_decompressed_bytes")


def test_folder_walk_mixed(tmp_path):
    root = tmp_path / "in"
    (root / "sub").mkdir(parents=True)
    (root / ".hidden").mkdir()
    write(root / "b.txt", f"{P1}")
    write(root / "a.html", PAGE)
    write(root / "sub" / "c.jsonl", json.dumps({"id": "c1", "text": P2}) + "\n{oops\n")
    write(root / "sub" / "d.txt", b"")
    write(root / "sub" / "e.docx", b"PK")
    write(root / ".hidden" / "h.txt", P3)
    write(root / ".dot.txt", P3)
    os.symlink(root, root / "sub" / "loop")  # must not loop forever
    arts, log = read([root])
    assert [a.id for a in arts] == ["a", "b", "c1"]
    assert log.errors == [(str(root / "sub" / "c.jsonl") + ":2", log.errors[0][1]),
                          (str(root / "sub" / "d.txt"), "empty file")]
    assert log.skips == [(str(root / "sub" / "e.docx"), "unsupported file type .docx")]


def test_ids_unique_and_files_read_once(tmp_path):
    (tmp_path / "x").mkdir()
    (tmp_path / "y").mkdir()
    a = write(tmp_path / "x" / "same.txt", P1)
    write(tmp_path / "y" / "same.txt", P2)
    arts, _ = read([tmp_path / "x", tmp_path / "y", a])
    assert [a.id for a in arts] == ["same", "same-2"]
    assert [a.text for a in arts] == [P1, P2]


def test_default_callbacks_log_warnings(tmp_path, caplog):
    missing = tmp_path / "gone.html"
    write(tmp_path / "x.doc", "text")
    with caplog.at_level(logging.WARNING, logger="storyline"):
        assert list(read_paths([missing, tmp_path / "x.doc"])) == []
    assert f"{missing}: no such file or directory" in caplog.text
    assert "unsupported file type .doc" in caplog.text


# ---------------------------------------------------------------- helpers


def test_parse_date_and_slug():
    assert parse_date("2024-03-05") == datetime(2024, 3, 5)
    assert parse_date("2024-03-05T10:00:00Z") == datetime(2024, 3, 5, 10)
    assert parse_date("Tue, 05 Mar 2024 10:00:00 +0100") == datetime(2024, 3, 5, 9)
    assert parse_date("March 5, 2024") == datetime(2024, 3, 5)
    assert parse_date("March 2024") == datetime(2024, 3, 1)
    assert parse_date("2024") == datetime(2024, 1, 1)
    assert parse_date("1709625600") == datetime(2024, 3, 5, 8)
    assert parse_date("yesterday") is None and parse_date("3 days ago") is None
    assert parse_date("Tuesday") is None and parse_date("not a date") is None and parse_date(None) is None
    assert slug("https://www.example.com/a b?c=1") == "example.com-a-b-c-1"
    assert slug("Über café/№5") == "Uber-cafe-No5"
    long = slug("x" * 200)
    assert len(long) <= 80 and long != slug("x" * 201)


# ---------------------------------------------------------------- never raise


@hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=600), ext=st.sampled_from(
    [".txt", ".html", ".jsonl", ".rss", ".xml", ".warc", ".warc.gz", ".txt.gz", ".jsonl.gz"]))
def test_random_bytes_never_raise(tmp_path, data, ext):
    f = tmp_path / ("fuzz" + ext)
    if ext.endswith(".gz") and data[:1] == b"\x01":
        data = gzip.compress(data)  # also feed well-formed gzip of junk
    f.write_bytes(data)
    arts, log = read([f])
    for art in arts:
        assert art.text.strip() and art.path == str(f)
    assert all(p == str(f) or p.startswith(f"{f}:") for p, _ in log.errors + log.skips)
    assert all(r and "\n" not in r and "Traceback" not in r for _, r in log.errors + log.skips)


def test_content_naming_a_local_file_is_not_followed(tmp_path):
    real = write(tmp_path / "real.rss", RSS)
    pointer = write(tmp_path / "pointer.rss", str(real))
    target = write(tmp_path / "target.htm", PAGE)
    page = write(tmp_path / "pointer.html", str(target))
    arts, log = read([pointer, page])
    assert arts == []
    assert [p for p, _ in log.errors] == [str(pointer), str(page)]
