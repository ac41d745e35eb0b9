"""Generated hostile cases (3): rss, atom, warc, gz. See ``tests/helpers/hostile_gen.py``."""

from __future__ import annotations

import gzip
import zlib

from .hostile_gen import BINARY, PAYLOADS, _put, body, raw, read_in_part, xml_safe
from .hostile_gen2 import page

FEED_SKIP = {"nul", "controls"} | BINARY  # characters XML cannot carry at all: dropped by xml_safe anyway


def rss_doc(*items: str, head: str = '<?xml version="1.0" encoding="utf-8"?>', attrs: str = ' version="2.0"') -> str:
    return f"{head}<rss{attrs}><channel><title>Harbour Feed</title>" + "".join(items) + "</channel></rss>"


def ritem(text: str, guid: str | None, title: str = "Entry", extra: str = "") -> str:
    return (f"<item><title>{title}</title>" + (f"<guid>{guid}</guid>" if guid else "") + extra
            + f"<description>{text}</description></item>")


def rss_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:
        n = f"rss-desc-{name}"
        c.append(Case(n, "rss", _put(n + ".rss", rss_doc(ritem(xml_safe(body(n, p)), n))), stored={n: None},
                      skips=read_in_part(n + ".rss", p), what=f"{name} in a description (escaped)"))
    for name, p in PAYLOADS[:12]:  # raw bytes, unescaped, in the feed: an XML error or kept
        n = f"rss-raw-{name}"
        c.append(Case(n, "rss", _put(n + ".rss", rss_doc(ritem(body(n, p), n))), stored={n: None},
                      what=f"{name} as raw bytes in the XML"))
    structure = {
        "no-channel": ('<?xml version="1.0"?><rss version="2.0">' + ritem(body("rss-no-channel"), "nc") + "</rss>", {},
                       {"nc": None}),
        "wrong-namespace": (rss_doc(ritem(body("rss-wrong-namespace"), "wn"), attrs=' xmlns="http://evil.example/ns"'),
                            {}, {"wn": None}),
        "rdf-1.0": ('<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
                    'xmlns="http://purl.org/rss/1.0/"><channel><title>c</title></channel><item rdf:about="https://r.'
                    f'example/1"><title>t</title><link>https://r.example/1</link><description>{body("rss-rdf")}'
                    "</description></item></rdf:RDF>", {}, {}),
        "cdata-nested": (rss_doc(ritem("<![CDATA[<p>" + body("rss-cdata-nested") + "]]]]><![CDATA[>"
                                       "<script>alert(1)</script></p>]]>", "cn")), {},
                         {"cn": lambda r: "alert" not in r["text"]}),
        "cdata-unclosed": (rss_doc(ritem("<![CDATA[" + body("rss-cdata-unclosed"), "cu")),
                           {":1": "no article text found"}, {}),
        "no-guid-no-link": (rss_doc(ritem(body("rss-no-guid-no-link"), None)), {}, {}),
        "relative-link": (rss_doc(ritem(body("rss-relative-link"), "rl", extra="<link>/news/1</link>")), {},
                          {"rl": None}),
        "js-link": (rss_doc(ritem(body("rss-js-link"), "jl", extra="<link>javascript:alert(1)</link>")), {},
                    {"jl": None}),
        "dup-guids": (rss_doc(ritem(body("rss-dup-a"), "dg"), ritem(body("rss-dup-b"), "dg")), {},
                      {"dg": None, "dg-2": None}),
        "huge-guid": (rss_doc(ritem(body("rss-huge-guid"), "g" * 10_000)), {}, {}),
        "date-year0": (rss_doc(ritem(body("rss-date-year0"), "dy0", extra="<pubDate>Sat, 01 Jan 0000 00:00:00 GMT"
                                     "</pubDate>")), {}, {"dy0": None}),
        "date-99999": (rss_doc(ritem(body("rss-date-99999"), "dy9", extra="<pubDate>Fri, 31 Dec 99999 00:00:00 GMT"
                                     "</pubDate>")), {}, {"dy9": lambda r: r["published"] is None}),
        "date-garbage": (rss_doc(ritem(body("rss-date-garbage"), "dyg", extra="<pubDate>" + "9" * 300 + "</pubDate>")),
                         {}, {"dyg": lambda r: r["published"] is None}),
        "title-only": (rss_doc("<item><title>Only a title</title><guid>to</guid></item>",
                               ritem(body("rss-title-only"), "to2")), {":1": "no article text found"}, {"to2": None}),
        "enclosure-only": (rss_doc('<item><guid>eo</guid><enclosure url="https://x/a.mp3" type="audio/mpeg"/></item>',
                                   ritem(body("rss-enclosure-only"), "eo2")), {":1": "no article text found"},
                           {"eo2": None}),
        "encoding-lie-utf16": (rss_doc(ritem(body("rss-enc-utf16", "caf\u00e9"), "eu"),
                                       head='<?xml version="1.0" encoding="utf-16"?>'),
                               {}, {"eu": lambda r: "caf\u00e9" in r["text"]}),  # read as the UTF-8 it is
        "encoding-unknown": (rss_doc(ritem(body("rss-enc-unknown"), "ek"),
                                     head='<?xml version="1.0" encoding="x-no-such"?>'), {}, {}),
        "bom": ("\ufeff" + rss_doc(ritem(body("rss-bom"), "bom")), {}, {"bom": None}),
        "html-not-rss": (page(body("rss-html")), {"": r"not a valid feed \(.+\)|not a feed|no entries in the feed"}, {}),
        "json-not-rss": ('{"items": [1, 2]}', {"": r"not a valid feed \(.+\)"}, {}),
        "empty": ("", {"": "empty file"}, {}),
        "whitespace": (" \n\t\n", {"": r"not a valid feed \(.+\)|no entries in the feed"}, {}),
    }
    whole = rss_doc(ritem(body("rss-cut-1"), "ct1"), ritem(body("rss-cut-2"), "ct2"))
    cuts = ((10, {"": r"not a valid feed \(.+\)"}, {}), (70, {"": r"not a valid feed \(.+\)"}, {}),
            (len(whole) // 2, {":1": "no article text found"}, {}),
            (len(whole) - 30, {":2": "no article text found"}, {"ct1": None}))
    for cut, fails, stored in cuts:
        structure[f"cut-at-{cut}"] = (whole[:cut], fails, stored)
    for name, (data, fails, stored) in structure.items():
        n = f"rss-{name}"
        c.append(Case(n, "rss", _put(n + ".rss", data), {n + ".rss" + k: v for k, v in fails.items()}, stored=stored,
                      what=name))
    return c


def atom_doc(*entries: str, ns: str = "http://www.w3.org/2005/Atom", base: str = "") -> str:
    return (f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="{ns}"{base}><title>Atom Wire</title>'
            + "".join(entries) + "</feed>")


def aentry(eid: str | None, text: str, extra: str = "", ctype: str = "") -> str:
    return ("<entry>" + (f"<id>{eid}</id>" if eid else "") + f"<title>t</title>{extra}<content{ctype}>{text}</content>"
            "</entry>")


def atom_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:
        n = f"atom-content-{name}"
        c.append(Case(n, "atom", _put(n + ".atom", atom_doc(aentry(n, xml_safe(body(n, p))))), stored={n: None},
                      skips=read_in_part(n + ".atom", p), what=f"{name} in content"))
    for name, p in PAYLOADS[:10]:
        n = f"atom-summary-{name}"
        c.append(Case(n, "atom", _put(n + ".atom", atom_doc(f"<entry><id>{n}</id><title>t</title><summary>"
                                                            f"{xml_safe(body(n, p))}</summary></entry>")),
                      stored={n: None}, what=f"{name} in a summary"))
    structure = {
        "ns-0.3": (atom_doc(aentry("n03", body("atom-ns-0.3")), ns="http://purl.org/atom/ns#"), {}, {}),
        "no-namespace": ('<feed><title>x</title>' + aentry("nn", body("atom-no-namespace")) + "</feed>", {}, {}),
        "wrong-namespace": (atom_doc(aentry("wns", body("atom-wrong-namespace")), ns="http://evil.example/"), {}, {}),
        "no-id": (atom_doc(aentry(None, body("atom-no-id"))), {}, {}),
        "no-link-no-date": (atom_doc(aentry("nld", body("atom-no-link-no-date"))), {}, {"nld": None}),
        "relative-href": (atom_doc(aentry("rh", body("atom-relative-href"), extra='<link href="../a/b"/>'),
                                   base=' xml:base="not a url"'), {}, {"rh": None}),
        "js-href": (atom_doc(aentry("jh", body("atom-js-href"), extra='<link href="javascript:alert(1)"/>')), {},
                    {"jh": None}),
        "xhtml-script": (atom_doc(aentry("xs", '<div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script>'
                                         f"<p>{body('atom-xhtml-script')}</p></div>", ctype=' type="xhtml"')), {},
                         {"xs": lambda r: "alert" not in r["text"]}),
        "base64": (atom_doc(aentry("b64", "VGhlIHBvcnQ=", ctype=' type="application/octet-stream" mode="base64"'),
                            aentry("b64b", body("atom-base64"))), {}, {"b64b": None}),
        "escaped-html": (atom_doc(aentry("eh", xml_safe("<p>" + body("atom-escaped-html") + "</p><script>x</script>"),
                                         ctype=' type="html"')), {}, {"eh": lambda r: "<p>" not in r["text"]}),
        "updated-year0": (atom_doc(aentry("uy0", body("atom-updated-year0"), extra="<updated>0000-01-01T00:00:00Z"
                                          "</updated>")), {}, {"uy0": lambda r: r["published"] is None}),
        "updated-99999": (atom_doc(aentry("uy9", body("atom-updated-99999"), extra="<updated>99999-01-01T00:00:00Z"
                                          "</updated>")), {}, {"uy9": lambda r: r["published"] is None}),
        "published-garbage": (atom_doc(aentry("pg", body("atom-published-garbage"), extra="<published>soon"
                                              "</published>")), {}, {"pg": lambda r: r["published"] is None}),
        "title-only": (atom_doc("<entry><id>ato</id><title>t</title></entry>", aentry("ato2", body("atom-title-only"))),
                       {":1": "no article text found"}, {"ato2": None}),
        "dup-ids": (atom_doc(aentry("adup", body("atom-dup-a")), aentry("adup", body("atom-dup-b"))), {},
                    {"adup": None, "adup-2": None}),
        "nested-feed": (atom_doc("<entry><id>nf</id><feed>" + aentry("nf-in", body("atom-nested-in")) + "</feed>"
                                 f"<content>{body('atom-nested-out')}</content></entry>"),
                        {":1": "no article text found"}, {}),
        "empty-feed": (atom_doc(), {"": "no entries in the feed"}, {}),
        "laughs": ('<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY a "aaaaaaaaaa">' + "".join(
            f'<!ENTITY {b} "{("&" + a + ";") * 10}">' for a, b in zip("abcdefgh", "bcdefghi")) + "]>"
            + atom_doc(aentry("al", "&i; " + body("atom-laughs")))[38:], {}, {}),
    }
    whole = atom_doc(aentry("ac1", body("atom-cut-1")), aentry("ac2", body("atom-cut-2")))
    cuts = ((15, {"": r"not a valid feed \(.+\)"}, {}), (90, {"": r"not a valid feed \(.+\)"}, {}),
            (len(whole) // 2, {":1": "no article text found"}, {}),
            (len(whole) - 20, {":2": "no article text found"}, {"ac1": None}))
    for cut, fails, stored in cuts:
        structure[f"cut-at-{cut}"] = (whole[:cut], fails, stored)
    for name, (data, fails, stored) in structure.items():
        n = f"atom-{name}"
        c.append(Case(n, "atom", _put(n + ".atom", data), {n + ".atom" + k: v for k, v in fails.items()},
                      stored=stored, what=name))
    return c


NO_PAGE = r"no HTML page \(HTTP 200 response\) among its 1 records"
CUT = r"truncated or corrupt WARC after \d+ records \(.+\)"


def _gz_expect(kind: str, brk: str) -> tuple[dict[str, str], bool]:
    """The lines (":N" suffix -> reason) and whether the article is kept, per inner kind and breakage."""
    if brk in ("ok", "two-members", "empty-member-first", "zero-padding"):
        return {}, True
    if brk == "raw-deflate":
        return {"": "not a gzip file"}, False
    if brk == "gzip-of-gzip":
        return {"txt": ({"": "binary file, not text"}, False), "html": ({"": "binary file, not text"}, False),
                "jsonl": ({":1": "binary file, not text"}, False), "warc": ({}, True)}.get(
            kind, ({"": r"not a valid feed \(.+\)"}, False))
    why = "truncated gzip file" if brk.startswith("cut") else r"corrupt gzip file \(CRC check failed .+\)"
    kept = brk in ("cut-trailer", "bad-crc") and kind in ("jsonl", "warc")  # the lines/records before it read
    return {"": CUT if kind == "warc" else why}, kept


def _warc(records: list[tuple], gz: bool = False) -> bytes:
    """WARC bytes of (type, uri, http status or None, body, extra WARC headers) records."""
    import io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buf = io.BytesIO()
    w = WARCWriter(buf, gzip=gz)
    for rtype, uri, status, payload, headers in records:
        http = StatusAndHeaders(status, headers.pop("_http", [("Content-Type", "text/html; charset=utf-8")]),
                                protocol="HTTP/1.1") if status else None
        rec = w.create_warc_record(uri, rtype, payload=io.BytesIO(payload), http_headers=http,
                                   warc_headers_dict=headers or None)
        w.write_record(rec)
    return buf.getvalue()


def _resp(uri: str, text: str, status: str = "200 OK", **headers) -> tuple:
    return ("response", uri, status, page(text).encode() if isinstance(text, str) else text, dict(headers))


def warc_cases() -> list:
    from .hostile import Case

    c: list = []
    for name, p in PAYLOADS:
        n = f"warc-page-{name}"
        bad = name in BINARY
        c.append(Case(n, "warc", _put(n + ".warc", _warc([("response", f"https://w.example/{name}", "200 OK",
                                                           raw(page(body(n, p.replace("<", "&lt;")))), {})])),
                      {n + ".warc:1": "binary file, not text"} if bad else {}, read_in_part(n + ".warc", p),
                      stored={} if bad else {n + "-1": None}, what=f"{name} in the page"))
    good = _resp("https://w.example/good", body("warc-good"))
    recs = {
        "only-request": ([("request", "https://w.example/r", None, b"GET / HTTP/1.1\r\n\r\n", {})],
                         {"": r"no HTML page \(HTTP 200 response\) among its 1 records"}, {}),
        "only-metadata": ([("metadata", "https://w.example/m", None, b"via: x\r\n", {})],
                          {"": r"no HTML page \(HTTP 200 response\) among its 1 records"}, {}),
        "only-warcinfo": ([("warcinfo", None, None, b"software: x\r\n", {})],
                          {"": r"no HTML page \(HTTP 200 response\) among its 1 records"}, {}),
        "revisit-then-page": ([("revisit", "https://w.example/v", None, b"", {}), good], {}, {"warc-revisit-then-page-2": None}),
        "resource-html": ([("resource", "https://w.example/res", None, page(body("warc-resource")).encode(),
                            {"Content-Type": "text/html"})], {"": NO_PAGE}, {}),
        "redirect-301": ([_resp("https://w.example/301", body("warc-301"), "301 Moved"), good], {},
                         {"warc-redirect-301-2": None}),
        "server-500": ([_resp("https://w.example/500", body("warc-500"), "500 Error"), good], {},
                       {"warc-server-500-2": None}),
        "image-200": ([("response", "https://w.example/i.png", "200 OK", b"\x89PNG\r\n\x1a\n" + bytes(200),
                        {"_http": [("Content-Type", "image/png")]}), good], {}, {"warc-image-200-2": None}),
        "text-plain-200": ([("response", "https://w.example/t", "200 OK", body("warc-text-plain").encode(),
                             {"_http": [("Content-Type", "text/plain")]}), good], {}, {"warc-text-plain-200-2": None}),
        "no-content-type": ([("response", "https://w.example/nct", "200 OK", page(body("warc-nct")).encode(),
                              {"_http": []})], {"": NO_PAGE}, {}),
        "charset-lie": ([("response", "https://w.example/cl", "200 OK", page(body("warc-cl", "caf\u00e9")).encode(),
                          {"_http": [("Content-Type", "text/html; charset=utf-16")]})], {}, {"warc-charset-lie-1": None}),
        "gzip-encoding-lie": ([("response", "https://w.example/gl", "200 OK", page(body("warc-gl")).encode(),
                                {"_http": [("Content-Type", "text/html"), ("Content-Encoding", "gzip")]})], {},
                              {"warc-gzip-encoding-lie-1": None}),
        "chunked-lie": ([("response", "https://w.example/ch", "200 OK", page(body("warc-ch")).encode(),
                          {"_http": [("Content-Type", "text/html"), ("Transfer-Encoding", "chunked")]})], {},
                        {"warc-chunked-lie-1": None}),
        "date-year0": ([_resp("https://w.example/d0", body("warc-d0"), **{"WARC-Date": "0000-01-01T00:00:00Z"})], {},
                       {"warc-date-year0-1": lambda r: r["published"] is None}),
        "date-99999": ([_resp("https://w.example/d9", body("warc-d9"), **{"WARC-Date": "99999-01-01T00:00:00Z"})], {},
                       {"warc-date-99999-1": lambda r: r["published"] is None}),
        "js-uri": ([_resp("javascript:alert(1)", body("warc-js-uri"))],
                   {":1": r"a response for a javascript: URI, not an HTTP\(S\) page: not read"}, {}),
        "control-uri": ([_resp("https://w.example/\x1b[31m\u202e", body("warc-control-uri"))], {},
                        {"warc-control-uri-1": None}),
        "empty-payload": ([("response", "https://w.example/e", "200 OK", b"", {}), good], {":1": "no article text found"},
                          {"warc-empty-payload-2": None}),
        "dup-uri": ([_resp("https://w.example/same", body("warc-dup-a")), _resp("https://w.example/same",
                                                                               body("warc-dup-b"))], {},
                    {"warc-dup-uri-1": None, "warc-dup-uri-2": None}),
    }
    for name, (records, fails, stored) in recs.items():
        n = f"warc-{name}"
        records = [_resp(f"https://w.example/good-{name}", body(f"warc-good-{name}")) if r is good else r for r in records]
        c.append(Case(n, "warc", _put(n + ".warc", _warc(records)), {n + ".warc" + k: v for k, v in fails.items()},
                      stored=stored, what=name))
    def two(n: str) -> tuple[bytes, int]:
        one = _resp(f"https://w.example/{n}/1", body(n + "-1"))
        return _warc([one, _resp(f"https://w.example/{n}/2", body(n + "-2"))]), len(_warc([one]))

    heads = r"truncated or corrupt WARC after {} records \(record headers cut short\)"
    cuts = {"in-version": (lambda w, f: 5, 0, heads.format(0)), "in-headers": (lambda w, f: 60, 0, heads.format(0)),
            "in-page-1": (lambda w, f: f // 2, 0, CUT), "in-head-2": (lambda w, f: f + 30, 1, heads.format(1)),
            "in-head-2-after-uri": (lambda w, f: f + 200, 1, heads.format(1)),  # warcio saw the archive's end
            "in-page-2": (lambda w, f: len(w) - 100, 1, CUT), "last-crlf": (lambda w, f: len(w) - 3, 2, None)}
    for label, (at, kept, why) in cuts.items():
        n = f"warc-cut-{label}"
        data, first = two(n)
        c.append(Case(n, "warc", _put(n + ".warc", data[:at(data, first)]), {n + ".warc": why} if why else {},
                      stored={f"{n}-{i}": None for i in range(1, kept + 1)}, what=f"cut {label}"))
    whole = two("warc-lengths")[0]
    bad_len = whole.replace(b"Content-Length: ", b"Content-Length: 9", 1)
    small_len = whole.replace(b"Content-Length: ", b"Content-Length: 1", 1)
    for name, data in {"length-too-big": bad_len, "length-wrong": small_len,
                       "version-0.9": whole.replace(b"WARC/1.", b"WARC/0.9.", 1),
                       "not-warc": b"HTTP/1.1 200 OK\r\n\r\n" + page(body("warc-not-warc")).encode()}.items():
        n = f"warc-{name}"
        c.append(Case(n, "warc", _put(n + ".warc", data), {n + ".warc": CUT}, what=name))
    def member(n: str, i: int) -> bytes:
        return _warc([_resp(f"https://w.example/{n}/{i}", body(f"{n}-{i}"))], gz=True)

    gzs = {"member-broken": (lambda m, s: m + s[:20] + b"\x00" * 30 + s[50:]),
           "member-cut": (lambda m, s: m + s[: len(s) // 2]), "garbage-between": (lambda m, s: m + b"garbage!" + s),
           "not-gzip": None}
    gzs = {name: (f(member(f"warc-gz-{name}", 1), member(f"warc-gz-{name}", 2)) if f else
                  _warc([_resp("https://w.example/ng", body("warc-gz-plain"))])) for name, f in gzs.items()}
    for name, data in gzs.items():
        n = f"warc-gz-{name}"
        plain = name == "not-gzip"
        c.append(Case(n, "warc", _put(n + ".warc.gz", data), {n + ".warc.gz": "not a gzip file" if plain else CUT},
                      stored={} if plain else {n + "-1": None}, what=name))
    return c


def gz_cases() -> list:
    from .hostile import Case
    from .hostile_gen import _txt

    c: list = []
    inner = {
        "txt": lambda n: _txt(body(n, "caf\u00e9")).encode(),
        "html": lambda n: page(body(n)).encode(),
        "jsonl": lambda n: (f'{{"id": "{n}", "text": "{body(n)}"}}\n').encode(),
        "rss": lambda n: rss_doc(ritem(body(n), n)).encode(),
        "atom": lambda n: atom_doc(aentry(n, body(n))).encode(),
        "warc": lambda n: _warc([_resp("https://g.example/" + n, body(n))]),
    }
    ids = {"txt": "{}", "html": "{}", "jsonl": "{}", "rss": "{}", "atom": "{}", "warc": "{}-1"}
    breaks = {
        "ok": lambda d: gzip.compress(d, mtime=0),
        "two-members": lambda d: gzip.compress(d, mtime=0) + gzip.compress(b"\n", mtime=0),
        "empty-member-first": lambda d: gzip.compress(b"", mtime=0) + gzip.compress(d, mtime=0),
        "gzip-of-gzip": lambda d: gzip.compress(gzip.compress(d, mtime=0), mtime=0),
        "cut-header": lambda d: gzip.compress(d, mtime=0)[:6],
        "cut-middle": lambda d: gzip.compress(d, mtime=0)[:len(gzip.compress(d, mtime=0)) // 2],
        "cut-trailer": lambda d: gzip.compress(d, mtime=0)[:-4],
        "bad-crc": lambda d: (lambda g: g[:-8] + bytes(4) + g[-4:])(gzip.compress(d, mtime=0)),
        "zero-padding": lambda d: gzip.compress(d, mtime=0) + bytes(512),
        "raw-deflate": lambda d: zlib.compress(d),
    }
    for kind, make in inner.items():
        for bname, brk in breaks.items():
            n = f"gz-{kind}-{bname}"
            why, kept = _gz_expect(kind, bname)
            stored = {ids[kind].format(n): None} if kept else {}
            c.append(Case(n, "gz", _put(f"{n}.{kind}.gz", brk(make(n))), {f"{n}.{kind}.gz" + k: v for k, v in why.items()},
                          stored=stored, what=f"{bname} .{kind}.gz"))
    holds = {("txt", "html"): ({}, True), ("html", "jsonl"): ({}, True),
             ("jsonl", "txt"): ({f":{i}": r"invalid JSON \(.+\)" for i in (1, 2, 4)}, False),
             ("rss", "html"): ({"": "not a feed"}, False), ("warc", "txt"): ({"": CUT}, False)}
    for (kind, other), (why, kept) in holds.items():
        n = f"gz-{kind}-holds-{other}"
        c.append(Case(n, "gz", _put(f"{n}.{kind}.gz", gzip.compress(inner[other](n), mtime=0)),
                      {f"{n}.{kind}.gz" + k: v for k, v in why.items()}, stored={n: None} if kept else {},
                      what=f"a .{kind}.gz holding {other}"))
    return c
