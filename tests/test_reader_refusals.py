"""What the readers say about inputs that hold no article or that they cannot open (issue 18):
a page of only furniture, HTML nested beyond lxml's depth, a WARC cut in its headers, a FIFO.
Every input is written in tmp_path by the test itself."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from storyline.errors import InputError
from storyline.readers import read_paths
from storyline.readers.raw import open_bounded

P1 = "The port of Example reopened on Tuesday after a three-day strike by crane operators ended."
P2 = "Union leader Maria Lopez said the new contract raised wages by 4 percent and would be signed on Friday."
FURNITURE = ["Share on Facebook", "Share on Twitter", "Subscribe to our newsletter", "Cookie policy", "Advertisement"]
WHY = "no article text (only page furniture: menus, share links, notices)"


def read(*paths: Path) -> tuple[list, list, list]:
    errors: list = []
    skips: list = []
    articles = list(read_paths(list(paths), on_error=lambda p, r: errors.append((p, r)),
                               on_skip=lambda p, r: skips.append((p, r))))
    return articles, errors, skips


def test_an_input_of_only_page_furniture_is_refused_with_its_line(tmp_path):
    text = "\n".join(FURNITURE)
    html = "".join(f"<p>{line}</p>" for line in FURNITURE)
    (tmp_path / "a.txt").write_text(f"Title: Home\nSource: Wire\n\n{text}\n", encoding="utf-8")
    (tmp_path / "b.html").write_text(f"<html><body><article>{html}</article></body></html>", encoding="utf-8")
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(o) + "\n" for o in (
        {"id": "c1", "text": text}, {"id": "c2", "text": f"{P1} {P2}"},
        {"id": "c3", "html": f"<html><body><article>{html}</article></body></html>"})), encoding="utf-8")
    items = "".join(f"<item><guid>{g}</guid><title>t</title><description>{t}</description></item>"
                    for g, t in (("r1", html.replace("<", "&lt;").replace(">", "&gt;")), ("r2", f"{P1} {P2}")))
    (tmp_path / "d.rss").write_text(f'<?xml version="1.0"?><rss version="2.0"><channel><title>F</title>{items}'
                                    "</channel></rss>", encoding="utf-8")
    articles, errors, _ = read(tmp_path)
    assert sorted(a.id for a in articles) == ["c2", "r2"]
    assert sorted(errors) == [(f"{tmp_path}/a.txt", WHY), (f"{tmp_path}/b.html", WHY), (f"{tmp_path}/c.jsonl:1", WHY),
                              (f"{tmp_path}/c.jsonl:3", WHY), (f"{tmp_path}/d.rss:1", WHY)]


@pytest.mark.parametrize("depth", [300, 5_000])
def test_html_nested_beyond_lxml_depth_keeps_its_article(tmp_path, depth):
    page = ("<html><head><title>Port strike ends</title></head><body>" + "<div>" * depth
            + f"<nav>Home | World</nav><p>{P1}</p><script>var x = 1;</script><p>{P2}</p>" + "</div>" * depth
            + "</body></html>")
    (tmp_path / "deep.html").write_text(page, encoding="utf-8")
    articles, errors, _ = read(tmp_path)
    assert errors == []
    [art] = articles
    assert art.title == "Port strike ends"
    assert P1 in art.text and P2 in art.text
    assert "var x" not in art.text and "Home | World" not in art.text


def _two_records() -> tuple[bytes, int]:
    import io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    sizes = []
    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=False)
    for k in (1, 2):
        page = f"<html><head><title>Page {k}</title></head><body><article><p>{P1} ({k})</p><p>{P2}</p></article>"
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record(f"https://w.example/{k}", "response",
                                                      payload=io.BytesIO(page.encode()), http_headers=http))
        sizes.append(len(buf.getvalue()))
    return buf.getvalue(), sizes[0]


@pytest.mark.parametrize("where", ["first-headers", "before-uri-2", "after-uri-2"])
def test_a_warc_cut_in_record_headers_says_so(tmp_path, where):
    data, first = _two_records()
    at, kept = {"first-headers": (60, 0), "before-uri-2": (first + 30, 1), "after-uri-2": (first + 200, 1)}[where]
    (tmp_path / "cut.warc").write_bytes(data[:at])
    articles, errors, _ = read(tmp_path)
    assert len(articles) == kept
    assert errors == [(f"{tmp_path}/cut.warc",
                       f"truncated or corrupt WARC after {kept} records (record headers cut short)")]


def test_a_fifo_socket_or_device_in_a_walked_folder_is_skipped_with_a_line(tmp_path):
    import socket

    (tmp_path / "good.txt").write_text(f"Title: Port\nSource: Wire\n\n{P1} {P2}\n", encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.txt")  # opening it would wait for a writer
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tmp_path / "sock.jsonl"))
    sock.close()
    os.symlink("/dev/zero", tmp_path / "zero.txt")
    articles, errors, skips = read(tmp_path, tmp_path / "pipe.txt")  # the FIFO also named: one line
    assert [a.id for a in articles] == ["good"]
    assert errors == []
    assert sorted(skips) == [(f"{tmp_path}/{name}", "not a regular file") for name in ("pipe.txt", "sock.jsonl",
                                                                                        "zero.txt")]


def test_opening_a_fifo_is_refused_without_waiting(tmp_path):
    os.mkfifo(tmp_path / "pipe.txt")
    with pytest.raises(InputError, match="not a regular file"):
        open_bounded(tmp_path / "pipe.txt", 1000, 1000)


def test_a_one_line_text_that_is_also_its_title_is_kept(tmp_path):
    """A JSONL line without a title gets its first line as title; the cleaner took that line for the
    headline and left no text (it was stored empty, now it would be refused): it is the article."""
    lines = [{"id": "j1", "text": "The port of Example reopened on Tuesday after a strike!"},
             {"id": "j2", "text": "The port of Example reopened on Tuesday after a strike (a)."}]
    (tmp_path / "one.jsonl").write_text("".join(json.dumps(o) + "\n" for o in lines), encoding="utf-8")
    articles, errors, _ = read(tmp_path)
    assert errors == []
    from storyline.clean import clean

    assert [clean(a).text for a in articles] == [o["text"] for o in lines]


def test_utf8_cut_inside_its_last_character_is_not_read_as_cp1252(tmp_path):
    from storyline.readers.raw import decode

    assert decode("Caf\u00e9 and \u20ac".encode()[:-1], "x") == "Caf\u00e9 and \ufffd"
    assert decode("caf\u00e9".encode("latin-1"), "x") == "caf\u00e9"  # Latin-1 ending in a letter stays Latin-1
    (tmp_path / "cut.txt").write_bytes(f"Title: Port\n\n{P1} Caf\u00e9 \u20ac".encode()[:-2])
    articles, errors, _ = read(tmp_path)
    assert errors == [] and "Caf\u00e9" in articles[0].text and "\u00c3" not in articles[0].text


def test_a_one_paragraph_article_holding_a_copyright_mark_is_kept(tmp_path):
    """A finished paragraph of prose with a bare © inside (a credit in a sentence, or "café" read as
    "cafÃ©") was taken for a copyright footer, so an article of that one paragraph was refused as
    furniture; a notice alone ("© 2024 Reuters. All rights reserved.") is still refused."""
    credit = f"A photograph of the harbour (\u00a9 Reuters) shows that {P1[0].lower()}{P1[1:]}"
    mojibake = f"{P1} Caf\u00c3\u00a9 owners said {P2[0].lower()}{P2[1:]}"
    notice = "\u00a9 2024 Reuters. All rights reserved."
    for name, text in (("credit", credit), ("mojibake", mojibake), ("notice", notice)):
        (tmp_path / f"{name}.txt").write_text(f"Title: Port\nSource: Wire\n\n{text}\n", encoding="utf-8")
    (tmp_path / "j.jsonl").write_text(json.dumps({"id": "j1", "text": credit}) + "\n", encoding="utf-8")
    articles, errors, _ = read(tmp_path)
    from storyline.clean import clean

    assert {a.id: clean(a).text for a in articles} == {"credit": credit, "mojibake": mojibake, "j1": credit}
    assert errors == [(f"{tmp_path}/notice.txt", WHY)]


def _archive(*targets: str) -> bytes:
    import io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=False)
    for k, uri in enumerate(targets, start=1):
        page = f"<html><head><title>Page {k}</title></head><body><article><p>{P1} ({k})</p><p>{P2}</p></article>"
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record(uri, "response", payload=io.BytesIO(page.encode()),
                                                      http_headers=http))
    return buf.getvalue()


def test_a_warc_response_for_a_non_http_target_says_so(tmp_path):
    """warcio reads no HTTP headers for a response whose target URI is not http(s), so the record was
    passed over and an archive of only such records said "no HTML page": now one line for the record
    names the reason, and the file gets no second line; ``dns:`` records (every crawl has them) stay
    passed over."""
    (tmp_path / "mixed.warc").write_bytes(_archive("javascript:alert(1)", "https://w.example/2"))
    (tmp_path / "js.warc").write_bytes(_archive("javascript:alert(1)"))
    (tmp_path / "bare.warc").write_bytes(_archive("alert(1)"))
    (tmp_path / "dns.warc").write_bytes(_archive("dns:w.example", "https://w.example/2"))
    articles, errors, _ = read(tmp_path)
    assert sorted(a.id for a in articles) == ["dns-2", "mixed-2"]
    js = "a response for a javascript: URI, not an HTTP(S) page: not read"
    assert sorted(errors) == [(f"{tmp_path}/bare.warc:1", "a response whose target is no URI, not an HTTP(S) page: not read"),
                              (f"{tmp_path}/js.warc:1", js), (f"{tmp_path}/mixed.warc:1", js)]


def test_a_feed_declaring_utf16_over_utf8_bytes_is_read(tmp_path):
    """An XML declaration readable as single bytes cannot be UTF-16: feedparser believed it, decoded an
    even number of UTF-8 bytes into nonsense and found "not a valid feed"; the feed is read again as the UTF-8 it is. A feed really in UTF-16 is read as
    before."""
    item = f"<item><guid>u1</guid><title>Caf\u00e9 strike</title><description>{P1} Caf\u00e9 {P2}</description></item>"
    rss = f'<rss version="2.0"><channel><title>F</title>{item}</channel></rss>'
    lie = f'<?xml version="1.0" encoding="utf-16"?>{rss}'.encode()
    (tmp_path / "lie.rss").write_bytes(lie + b"\n" * (len(lie) % 2))  # even: it decodes as UTF-16 (nonsense)
    (tmp_path / "ascii.rss").write_bytes(f'<?xml version="1.0" encoding="ascii"?>{rss}'.replace("u1", "a1").encode())
    (tmp_path / "true.rss").write_bytes(f'<?xml version="1.0" encoding="utf-16"?>{rss}'.replace("u1", "t1")
                                        .encode("utf-16"))
    articles, errors, _ = read(tmp_path)
    assert {a.id: a.title for a in articles} == {"u1": "Caf\u00e9 strike", "a1": "Caf\u00e9 strike",
                                                 "t1": "Caf\u00e9 strike"}
    assert all(f"{P1} Caf\u00e9 {P2}" in a.text for a in articles)
    assert errors == []
