"""Generated hostile cases: a set of hostile payloads crossed with each input kind's own breakages.

``tests/helpers/hostile.py`` holds the hand-written cases; this module adds, per input kind
(txt, html, jsonl, rss, atom, warc, gz, path), the payloads of ``PAYLOADS`` placed where that kind
carries text (body, title, a field, an entry, a record) and that kind's structural breakages
(truncation at several offsets, wrong types, missing parts, wrong namespaces, broken members,
odd file names ...). Everything is built at run time from these strings; the same cases in the
same order on every run. Each case's article text names the case, so no two cases store the
same text (the store keeps one article per text).
"""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Callable

#: (name, text) placed into an article's text; "\udc80".."\udcff" stand for the raw bytes 0x80..0xff
#: (an invalid UTF-8 sequence), other lone surrogates are written as CESU-8 bytes where bytes are
#: written and as ``\\udXXX`` escapes in JSON. ``BINARY`` lists the payloads that make a text file
#: binary (refused with one line) when written as bytes.
PAYLOADS: list[tuple[str, str]] = [
    ("nul", "a\x00b"),
    ("lone-high", "x\ud800y"),
    ("lone-low", "x\udc00y"),
    ("reversed-pair", "\udc00\ud800"),
    ("bad-utf8", "caf\udce9 \udcff\udcfe"),
    ("overlong-utf8", "\udcc0\udcaf\udce0\udc80\udcaf"),
    ("cut-multibyte", "euro \udce2\udc82 sign"),
    ("mid-bom", "\ufeffstart\ufeff"),
    ("zero-width", "Ma\u200bria\u200c Lo\u200dpez\u2060"),
    ("bidi-controls", "\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069"),
    ("rtl-override", "\u202eevil.exe\u202c"),
    ("controls", "".join(chr(c) for c in range(1, 32) if c not in (9, 10, 13))),
    ("escape-codes", "\x1b[2J\x1b]0;owned\x07\x1b[31m"),
    ("c1-controls", "\x7f\x80\x85\x9b\x9f"),
    ("noncharacters", "\ufffe\uffff\U0010ffff"),
    ("private-use", "\ue000\uf8ff\U000f0000"),
    ("replacement", "\ufffd\ufffd"),
    ("combining-500", "e" + "\u0301" * 500),
    ("emoji-flood", "\U0001f3f4\u200d\u2620\ufe0f" * 300),
    ("rtl-arabic", "\u0642\u0627\u0644 \u0645\u064a\u0646\u0627\u0621 \u0639\u0645\u0644"),
    ("homoglyphs", "\u0420\u043e\u0440t \u0430uthority"),
    ("fullwidth", "\uff30\uff4f\uff52\uff54 \uff53\uff54\uff52\uff49\uff4b\uff45"),
    ("line-separators", "one\u2028two\u2029three\x85four\x0bfive\x0csix"),
    ("mixed-newlines", "a\r\nb\rc\n\rd"),
    ("quotes-10k", '"' * 10_000),
    ("curly-quotes", "\u201c" * 3_000 + "\u2019" * 3_000),
    ("brackets", "(" * 2_000 + ")" * 1_000),
    ("huge-number", "9" * 5_000),
    ("odd-numbers", "1e999999 -0 NaN 0x1p9999 1,2,3,4,5,6,7,8,9.0.0 \u0661\u0662\u0663"),
    ("odd-dates", "on 0000-00-00, 31 February 2024, year 99999, 32/13/2024 and -0001-01-01"),
    ("long-token", "x" * 200_000),
    ("hyphen-chain", "a-" * 20_000),
    ("ellipsis", "..." * 5_000),
    ("abbreviations", "Mr. Dr. St. Jr. U.S. e.g. " * 500),
    ("tabs-spaces", "\t" * 5_000 + " " * 20_000),
    ("tiny-lines", "a\n" * 3_000),
    ("html-inside", "<script>alert(1)</script><img src=x onerror=alert(2)><iframe src=//evil>"),
    ("url-schemes", "javascript:alert(1) data:text/html,<b>x</b> file:///etc/passwd http://[::1 //evil"),
    ("injection", "'; DROP TABLE articles; -- {{7*7}} ${jndi:ldap://x} %s%n%x \\x00 ../../etc/passwd"),
    ("markdown", "](javascript:alert(1)) <!-- # heading\n| a | b |\n```\n[x]: http://evil"),
]
BINARY = {"nul", "controls"}
#: The line an article longer than ``extract.FACT_CHARS`` gets: stored whole, read for facts so far.
READ_IN_PART = r"facts read from its first [\d,]+ of [\d,]+ characters \(the limit of an article read for facts\): stored whole"


def read_in_part(file: str, payload: str) -> dict[str, str]:
    """``skips`` of a case whose payload makes its article longer than an article is read for facts."""
    from storyline.extract import FACT_CHARS

    return {file: READ_IN_PART} if len(payload) > FACT_CHARS - 1_000 else {}

#: Payloads small enough for a title, a URL or a name.
SHORT = [(n, p) for n, p in PAYLOADS if len(p) <= 200]

BODY = ("The port of Example reopened on Tuesday after a three-day strike by crane operators ended, "
        "the port authority said.")


def raw(text: str) -> bytes:
    """``text`` as bytes: "\\udc80".."\\udcff" as the bytes they stand for, other lone surrogates
    as CESU-8 (what a broken encoder writes)."""
    out = bytearray()
    for ch in text:
        if "\udc80" <= ch <= "\udcff":
            out.append(ord(ch) - 0xDC00)
        else:
            out += ch.encode("utf-8", "surrogatepass")
    return bytes(out)


def body(tag: str, payload: str = "") -> str:
    """An article text naming ``tag`` (so that it is unique) with ``payload`` in the middle."""
    return f"{BODY} Case {tag}: {payload} Union leader Maria Lopez said wages rise 4 percent."


def xml_safe(text: str) -> str:
    """``text`` as XML character data: the characters XML 1.0 cannot carry dropped, markup escaped."""
    import html

    keep = "".join(ch for ch in text if ch in "\t\n\r" or (" " <= ch <= "\ud7ff") or ("\ue000" <= ch <= "\ufffd")
                   or ch > "\uffff")
    return html.escape(keep, quote=True)


def _put(name: str, data: bytes | str) -> Callable[[Path], None]:
    def build(d: Path) -> None:
        (d / name).write_bytes(data if isinstance(data, bytes) else raw(data))
    return build


def _txt(text: str, title: str = "Port strike", extra: str = "") -> str:
    return f"Title: {title}\nSource: Test Wire\n{extra}\n{text}\n"


def txt_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:  # in the body
        n = f"txt-body-{name}"
        bad = name in BINARY
        c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n, p))), {n + ".txt": "binary file, not text"} if bad else {},
                      read_in_part(n + ".txt", p), stored={} if bad else {n: None}, what=f"{name} in the body"))
    for name, p in SHORT:  # in the title
        if name in BINARY:
            continue
        n = f"txt-title-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n), title="Strike " + p)), stored={n: None},
                      what=f"{name} in the Title: line"))
    dates = {"year0": "0000-01-01", "year99999": "99999-01-01", "zeros": "0000-00-00T00:00:00Z",
             "feb30": "2024-02-30", "negative": "-0001-01-01", "epoch-huge": "99999999999999",
             "nan": "NaN", "tz-overflow": "2024-01-01T00:00:00+99:00", "long": "2024-01-01 " * 40}
    for name, value in dates.items():
        n = f"txt-date-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n), extra=f"Date: {value}\n")),
                      stored={n: lambda r: r["published"] is None}, what=f"Date: {value[:30]}"))
    urls = {"file": "file:///etc/passwd", "data": "data:text/html,<script>alert(1)</script>",
            "spaces": "http://exa mple.com/a b", "bidi": "https://example.com/\u202egnp.exe",
            "huge": "https://example.com/" + "a" * 20_000, "ipv6-open": "http://[::1]:99999999/",
            "protocol-relative": "//evil.example/x"}
    for name, value in urls.items():
        n = f"txt-url-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n), extra=f"URL: {value}\n")), stored={n: None},
                      what=f"URL: {value[:30]}"))
    boms = {"utf8": ("utf-8-sig", None), "utf16le": ("utf-16", None), "utf16be": ("utf-16-be", "\ufeff"),
            "utf32": ("utf-32", None), "double-utf8": ("utf-8", "\ufeff\ufeff")}
    for name, (enc, prefix) in boms.items():
        n = f"txt-bom-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", ((prefix or "") + _txt(body(n, "caf\u00e9 \u20ac"))).encode(enc)),
                      stored={n: lambda r: "caf\u00e9" in r["text"]}, what=f"{name} BOM"))
    n = "txt-bom-utf8-then-latin1"
    c.append(Case(n, "txt", _put(n + ".txt", b"\xef\xbb\xbf" + _txt(body(n, "caf\u00e9")).encode("latin-1")),
                  stored={n: None}))
    n = "txt-mixed-encodings"
    c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n)).encode() + "caf\u00e9 ".encode("latin-1")
                                 + "caf\u00e9 \u20ac ".encode() + "caf\u00e9".encode("cp1252")), stored={n: None}))
    whole = _txt(body("txt-cut", "caf\u00e9 \u20ac \u00fc\u00df")).encode()
    for cut in (8, 21, 39, len(whole) - 60, len(whole) - 38):  # inside the header, the blank line, a character
        n = f"txt-cut-at-{cut}"
        data = whole[:cut].replace(b"txt-cut", n.encode())
        c.append(Case(n, "txt", _put(n + ".txt", data),
                      {n + ".txt": "no article text found"} if cut < 20 else {},
                      stored={} if cut < 20 else {n: lambda r: "\u00c3" not in r["text"]},  # no mojibake
                      what=f"the file cut at byte {cut}"))
    wrong = {"html": "<html><body><article><p>{}</p></article></body></html>",
             "json": '{{"id": "x", "text": "{}"}}', "rss": "<rss><channel><item><description>{}</description></item>"
             "</channel></rss>", "csv": "id,text\n1,\"{}\"", "warc": "WARC/1.0\r\nWARC-Type: response\r\n\r\n{}"}
    for name, shape in wrong.items():
        n = f"txt-is-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", shape.format(body(n))), stored={n: None},
                      what=f"{name} content in a .txt: read as text"))
    n = "txt-is-gzip"
    c.append(Case(n, "txt", _put(n + ".txt", gzip.compress(_txt(body(n)).encode())), {n + ".txt": "binary file, not text"}))
    n = "txt-is-pdf"
    c.append(Case(n, "txt", _put(n + ".txt", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>\x00endobj"),
                  {n + ".txt": "binary file, not text"}))
    blanks = {"crlf-only": "\r\n" * 50, "nbsp-only": "\u00a0" * 50, "zero-width-only": "\u200b" * 50 + "\n",
              "ideographic-spaces": "\u3000" * 40, "header-and-spaces": "Title: x\n\n \t \n\u00a0\n"}
    for name, text in blanks.items():
        n = f"txt-blank-{name}"
        c.append(Case(n, "txt", _put(n + ".txt", text), {n + ".txt": "no article text found"},
                      what="whitespace only"))
    n = "txt-one-mb-line"
    c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n) + " " + "y" * 1_000_000)), stored={n: None},
                  skips=read_in_part(n + ".txt", "y" * 1_000_000), what="a 1 MB single line"))
    n = "txt-100k-lines"
    c.append(Case(n, "txt", _put(n + ".txt", _txt(body(n) + "\n" + "\n" * 100_000 + "end.")), stored={n: None},
                  what="100,000 empty lines"))
    return c


def generated() -> list:
    """Every generated case, in a fixed order."""
    from .hostile_gen2 import html_cases, jsonl_cases
    from .hostile_paths import path_cases
    from .hostile_furniture import furniture_cases
    from .hostile_gen3 import atom_cases, gz_cases, rss_cases, warc_cases

    return (txt_cases() + html_cases() + jsonl_cases() + rss_cases() + atom_cases() + warc_cases()
            + gz_cases() + path_cases() + furniture_cases())
