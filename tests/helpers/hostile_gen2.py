"""Generated hostile cases (2): html and jsonl. See ``tests/helpers/hostile_gen.py``."""

from __future__ import annotations

import json

from .hostile_gen import BINARY, PAYLOADS, SHORT, _put, body, raw, read_in_part, xml_safe


def page(text: str, title: str = "Port strike ends", head: str = "", before: str = "", after: str = "") -> str:
    return (f"<html><head><title>{title}</title>{head}</head><body>{before}<article><h1>{title}</h1>"
            f"<p>{text}</p><p>The union said the contract raised wages and ended the three-day strike.</p>"
            f"</article>{after}</body></html>")


def html_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:  # in a paragraph, as bytes (HTML-escaped where it is markup)
        n = f"html-body-{name}"
        bad = name in BINARY
        esc = p if name in ("html-inside", "url-schemes", "markdown") else p.replace("<", "&lt;")
        c.append(Case(n, "html", _put(n + ".html", page(body(n, esc))), {n + ".html": "binary file, not text"} if bad
                      else {}, read_in_part(n + ".html", p), stored={} if bad else {n: None},
                      what=f"{name} in a paragraph"))
    for name, p in SHORT:
        if name in BINARY or len(c) >= 60 + 16:
            continue
        n = f"html-title-{name}"
        c.append(Case(n, "html", _put(n + ".html", page(body(n), title="Strike " + xml_safe(p))), stored={n: None},
                      what=f"{name} in the title"))
    for depth in (100, 200, 300, 1_000, 5_000):  # beyond 256 (libxml2's limit) read without lxml (html_deep)
        n = f"html-nested-{depth}"
        c.append(Case(n, "html", _put(n + ".html", "<html><body>" + "<div>" * depth + f"<p>{body(n)}</p>"
                                      + "</div>" * depth + "</body></html>"),
                      stored={n: lambda r, n=n: f"Case {n}:" in r["text"]}, what=f"{depth} nested divs"))
    n = "html-laughs"
    ents = "".join(f'<!ENTITY {b} "{("&" + a + ";") * 10}">' for a, b in zip("abcdefgh", "bcdefghi"))
    c.append(Case(n, "html", _put(n + ".html", f'<?xml version="1.0"?><!DOCTYPE html [<!ENTITY a "aaaaaaaaaa">{ents}]>'
                                  + page("&i; " + body(n))), stored={n: lambda r: len(r["text"]) < 5000},
                  what="billion laughs in an HTML doctype"))
    only = {"style-only": "<style>p{color:red}</style>" * 50, "svg-script": "<svg><script>alert(1)</script></svg>",
            "comment-only": "<!-- " + "x" * 1000 + " -->", "unclosed-comment": "<!-- " + body("x"),
            "iframe-only": '<iframe srcdoc="<p>hi</p>"></iframe>'}
    for name, inner in only.items():
        n = f"html-{name}"
        c.append(Case(n, "html", _put(n + ".html", f"<html><head><title>t</title></head><body>{inner}</body></html>"),
                      {n + ".html": "no article text found"}, what=f"{name}: no article"))
    heads = {"meta-utf16-lie": '<meta charset="utf-16">', "meta-sjis-lie": '<meta charset="shift_jis">',
             "refresh-js": '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
             "base-js": '<base href="javascript:alert(1)//">', "canonical-control": '<link rel="canonical" '
             'href="https://ex.example/\x1b[31m">', "date-99999": '<meta property="article:published_time" '
             'content="99999-01-01">', "og-huge": '<meta property="og:title" content="' + "t" * 50_000 + '">'}
    for name, head in heads.items():
        n = f"html-head-{name}"
        c.append(Case(n, "html", _put(n + ".html", page(body(n, "caf\u00e9"), head=head)), stored={n: None},
                      what=f"{name} in the head"))
    attrs = {"many-attrs": "<p " + " ".join(f"a{i}=x" for i in range(10_000)) + ">",
             "huge-attr": '<p title="' + "a" * 500_000 + '">', "unquoted-gt": "<p class=a>b>c>"}
    for name, tag in attrs.items():
        n = f"html-{name}"
        c.append(Case(n, "html", _put(n + ".html", page(body(n), before=tag + "x</p>")), stored={n: None}))
    whole = page(body("html-cut")).encode()
    for cut in (30, 60, len(whole) // 2, len(whole) - 40):
        n = f"html-cut-at-{cut}"
        data = whole.replace(b"html-cut", n.encode())[:cut]
        text_left = cut > len(whole) // 3
        c.append(Case(n, "html", _put(n + ".html", data), {} if text_left else {n + ".html": "no article text found"},
                      stored={n: None} if text_left else {}, what=f"cut at byte {cut}"))
    wrong = {"plain-text": body("html-is-plain-text"), "json": json.dumps({"text": body("html-is-json")}),
             "rss": f"<rss><channel><item><description>{body('html-is-rss')}</description></item></channel></rss>"}
    for name, data in wrong.items():
        n = f"html-is-{name}"
        c.append(Case(n, "html", _put(n + ".html", data), {n + ".html": "no article text found"},
                      what=f"{name} in a .html: no HTML article"))
    return c


def _line(obj) -> str:
    return json.dumps(obj) if not isinstance(obj, str) else obj


def jsonl_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:  # in the text field, as a JSON escape
        n = f"jsonl-text-{name}"
        c.append(Case(n, "jsonl", _put(n + ".jsonl", _line({"id": n, "title": "t", "text": body(n, p)}) + "\n"),
                      skips=read_in_part(n + ".jsonl", p), stored={n: None}, what=f"{name} in 'text' (JSON escapes)"))
    for name, p in PAYLOADS:  # as bytes inside the JSON string
        if name in BINARY or name in ("controls", "escape-codes", "mixed-newlines", "line-separators", "tiny-lines",
                                      "markdown", "tabs-spaces") or len(c) >= 60:
            continue
        n = f"jsonl-raw-{name}"
        c.append(Case(n, "jsonl", _put(n + ".jsonl", raw('{"id": "%s", "text": "%s"}\n' % (n, body(n, p).replace(
            "\\", "\\\\").replace('"', '\\"')))), stored={n: None}, what=f"{name} as raw bytes in a line"))
    fields = {"id-null": {"id": None}, "id-bool": {"id": True}, "id-float": {"id": 1.5e300}, "id-huge-int": {"id": 10**30},
              "title-int": {"title": 7}, "title-dict": {"title": {"a": 1}}, "source-list": {"source": ["a"]},
              "url-int": {"url": 80}, "published-list": {"published": [2024]}, "published-bool": {"published": True},
              "published-dict": {"published": {"y": 1}}, "text-null": {"text": None}, "text-list": {"text": ["x"]},
              "text-bool": {"text": False}, "html-int": {"html": 5, "text": None}}
    for name, bad in fields.items():
        n = f"jsonl-type-{name}"
        rec = {"id": n, "title": "t", "text": body(n)} | bad
        good = {"id": n + "-ok", "text": body(n + "-ok")}
        ok = name in ("id-null", "id-float", "id-huge-int")
        why = "no text or html" if name == "text-null" else "field '%s' is not a string" % name.split("-")[0]
        c.append(Case(n, "jsonl", _put(n + ".jsonl", _line(rec) + "\n" + _line(good) + "\n"),
                      {} if ok else {n + ".jsonl:1": why}, stored={n + "-ok": None}, what=f"{name}: wrong type"))
    structural = {
        "missing-id": (['{"text": "%s"}' % body("jsonl-missing-id")], {}, {"jsonl-missing-id-1": None}),
        "missing-text": (['{"id": "mt-1", "title": "only a title"}'], {":1": "no text or html"}, {}),
        "dup-ids": ([_line({"id": "dupx", "text": body(f"dup {i}")}) for i in range(3)], {},
                    {"dupx": None, "dupx-2": None, "dupx-3": None}),
        "dup-same-text": ([_line({"id": "dst", "text": body("jsonl-dup-same-text")})] * 2, {}, {"dst": None}),
        "dup-keys": (['{"id": "dk", "text": "short", "text": "%s"}' % body("jsonl-dup-keys")], {},
                     {"dk": lambda r: "dup-keys" in r["text"]}),
        "huge-title": ([_line({"id": "ht", "title": "T" * 1_000_000, "text": body("jsonl-huge-title")})], {}, {"ht": None}),
        "huge-int": (['{"id": "hi", "published": %s, "text": "%s"}' % ("9" * 5000, body("jsonl-huge-int"))], {},
                     {"hi": lambda r: r["published"] is None}),
        "float-inf": (['{"id": "fi", "published": 1e400, "text": "%s"}' % body("jsonl-float-inf")], {},
                      {"fi": lambda r: r["published"] is None}),
        "null-line": (["null", "true", "3.5", "[[]]"], {":1": "not a JSON object", ":2": "not a JSON object",
                                                         ":3": "not a JSON object", ":4": "not a JSON object"}, {}),
        "trailing-comma": (['{"id": "tc", "text": "x",}'], {":1": r"invalid JSON \(.+\)"}, {}),
        "comment-line": (["// a comment", "# another"], {":1": r"invalid JSON \(.+\)", ":2": r"invalid JSON \(.+\)"}, {}),
        "two-objects": (['{"id": "to-1", "text": "a"}{"id": "to-2", "text": "b"}'], {":1": r"invalid JSON \(.+\)"}, {}),
        "u2028-in-string": ([_line({"id": "u28", "text": body("jsonl-u2028", "a\u2028b\u2029c")}).replace(
            "\\u2028", "\u2028").replace("\\u2029", "\u2029")], {}, {"u28": None}),
        "crlf": ([_line({"id": "crlf", "text": body("jsonl-crlf")}) + "\r"], {}, {"crlf": None}),
        "bom-line-2": ([_line({"id": "b2a", "text": body("jsonl-bom-a")}),
                        "\ufeff" + _line({"id": "b2b", "text": body("jsonl-bom-b")})],
                       {}, {"b2a": None, "b2b": None}),
        "cut-last-line": ([_line({"id": "cl", "text": body("jsonl-cut")}), '{"id": "cl2", "text": "half'],
                          {":2": r"invalid JSON \(.+\)"}, {"cl": None}),
        "html-script-only": ([_line({"id": "hs", "html": "<html><body><script>x()</script></body></html>"})],
                             {":1": "no article text found in html"}, {}),
        "text-and-html": ([_line({"id": "th", "text": body("jsonl-text-and-html"), "html": "<p>other</p>"})], {},
                          {"th": lambda r: "text-and-html" in r["text"]}),
        "zero-width-text": ([_line({"id": "zw", "text": "\u200b" * 30})], {":1": "no text or html"}, {}),
    }
    for name, (lines, fails, stored) in structural.items():
        n = f"jsonl-{name}"
        c.append(Case(n, "jsonl", _put(n + ".jsonl", "".join(x + "\n" for x in lines)),
                      {n + ".jsonl" + k: v for k, v in fails.items()}, stored=stored, what=name))
    return c
