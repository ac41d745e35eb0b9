"""Who published an article: the outlet from each kind of input (RSS ``<source>``, Atom
``<source>``/``<author>``, feed title, the URL's registered domain, a WARC target host, JSONL
``source``, ``Source:``), and "unnamed source N" — never a file name — with one warning line."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import pytest

from storyline import outlets
from storyline.readers import read_paths
from storyline.store import Store, content_hash

P1 = "The port of Example reopened on Tuesday after a three-day strike by crane operators ended."
P2 = "Union leader Maria Lopez said the new contract raised wages by 4 percent and would be signed on Friday."


def read(*paths):
    errors = []
    arts = list(read_paths([str(p) for p in paths], on_error=lambda p, r: errors.append((p, r)),
                           on_skip=lambda p, r: errors.append((p, r))))
    assert errors == []
    return arts


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


RSS = """<?xml version="1.0"?><rss version="2.0"><channel><title>Mixed wire</title>
<link>http://mixed.example/</link>
<item><title>One</title><link>https://www.nbcnews.com/a</link><guid>a</guid>
  <source url="https://www.nbcnews.com/rss">NBC News</source><description>{p}</description></item>
<item><title>Two</title><link>https://example.org/b</link><guid>b</guid>
  <source url="https://feeds.npr.org/1001/rss.xml">National Public Radio</source><description>{p}</description></item>
<item><title>Three</title><link>https://example.org/c</link><guid>c</guid>
  <source url="https://nypost.com/feed/"></source><description>{p}</description></item>
<item><title>Four</title><link>https://example.org/d</link><guid>d</guid><description>{p}</description></item>
</channel></rss>"""


def test_rss_item_source_names_each_items_outlet(tmp_path):
    arts = read(write(tmp_path / "mixed.rss", RSS.format(p=P1)))
    assert [a.source for a in arts] == ["NBC News", "NPR", "New York Post", "Mixed wire"]
    assert all(a.source_known for a in arts)


ATOM = """<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">
<title>Agg reader</title><id>urn:agg</id><updated>2024-03-05T10:00:00Z</updated>
<entry><title>A</title><id>urn:a</id><updated>2024-03-05T10:00:00Z</updated><link href="https://agg.example/a"/>
  <source><title>The Guardian</title><link href="https://www.theguardian.com/world"/></source>
  <summary>{p}</summary></entry>
<entry><title>B</title><id>urn:b</id><updated>2024-03-05T10:00:00Z</updated><link href="https://agg.example/b"/>
  <author><name>Reuters</name></author><summary>{p}</summary></entry>
<entry><title>C</title><id>urn:c</id><updated>2024-03-05T10:00:00Z</updated><link href="https://agg.example/c"/>
  <author><name>Jane Writer</name></author><summary>{p}</summary></entry>
<entry><title>D</title><id>urn:d</id><updated>2024-03-05T10:00:00Z</updated>
  <link href="https://edition.cnn.com/2024/03/05/d"/><summary>{p}</summary></entry>
</feed>"""


def test_atom_source_author_title_and_link_host(tmp_path):
    arts = read(write(tmp_path / "agg.atom", ATOM.format(p=P1)))
    # <source>; a wire service as author; a person as author is no outlet (the feed's title is);
    # the known outlet of an entry's link wins over a feed title the table does not know
    assert [a.source for a in arts] == ["The Guardian", "Reuters", "Agg reader", "CNN"]


def test_untitled_feed_falls_back_to_each_links_domain_and_else_is_unnamed(tmp_path):
    feed = RSS.replace("<title>Mixed wire</title>", "").replace("<link>http://mixed.example/</link>", "")
    arts = read(write(tmp_path / "bare.rss", feed.format(p=P1)))
    assert [a.source for a in arts] == ["NBC News", "NPR", "New York Post", "example.org"]
    nolink = RSS.replace("<title>Mixed wire</title>", "").replace("<link>http://mixed.example/</link>", "")
    nolink = nolink.replace("<link>https://example.org/d</link>", "")
    last = read(write(tmp_path / "nolink.rss", nolink.format(p=P1)))[-1]
    assert not last.source_known and last.source == "nolink.rss"  # named by the store, below


PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Cranes return | Site</title>
{site}<link rel="canonical" href="{url}"></head><body><article><h1>Cranes return</h1>
<p>{p1}</p><p>{p2}</p></article></body></html>"""


@pytest.mark.parametrize("site,url,expected", [
    ("", "https://www.nbcnews.com/news/cranes", "NBC News"),  # a known domain, by its name
    ('<meta property="og:site_name" content="NYTimes">', "https://www.nytimes.com/x", "The New York Times"),
    ('<meta property="og:site_name" content="Harbour Herald">', "https://herald.example.com/x", "Harbour Herald"),
    ("", "https://news.harbourherald.co.uk/x", "harbourherald.co.uk"),  # the registered domain
    ('<meta property="og:site_name" content="Copyright 2014">', "https://www.port-news.com.au/x",
     "port-news.com.au"),
])
def test_html_outlet_from_site_name_or_canonical_url(tmp_path, site, url, expected):
    (art,) = read(write(tmp_path / "0ec95c7261d122f304728e90c983450e.html",
                        PAGE.format(site=site, url=url, p1=P1, p2=P2)))
    assert art.source == expected and art.source_known


def test_html_without_site_name_or_url_is_not_named_after_its_file(tmp_path):
    page = PAGE.replace('<link rel="canonical" href="{url}">', "")
    (art,) = read(write(tmp_path / "0ec95c7261d122f304728e90c983450e.html", page.format(site="", p1=P1, p2=P2)))
    assert not art.source_known  # the store gives it "unnamed source N"


def test_warc_target_host_names_the_outlet(tmp_path):
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    page = PAGE.replace('<link rel="canonical" href="{url}">', "").format(site="", p1=P1, p2=P2)
    path = tmp_path / "crawl.warc.gz"
    with open(path, "wb") as fh:
        writer = WARCWriter(fh, gzip=True)
        for url in ("https://www.reuters.com/world/cranes", "https://local.harbourpaper.net/cranes"):
            http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
            rec = writer.create_warc_record(url, "response", payload=io.BytesIO(page.encode()), http_headers=http)
            writer.write_record(rec)
    assert [a.source for a in read(path)] == ["Reuters", "harbourpaper.net"]


def test_jsonl_source_field_by_its_known_name_else_url_domain(tmp_path):
    rows = [{"id": "j1", "source": "NBC News (Online)", "url": "https://www.nbcnews.com/a", "text": P1},
            {"id": "j2", "source": "AP Politics & Fact Check", "url": "https://apnews.com/b", "text": P1},
            {"id": "j3", "source": "Harbour Herald", "text": P1},
            {"id": "j4", "url": "https://www.bbc.co.uk/news/c", "text": P1},
            {"id": "j5", "text": P1},
            {"id": "j6", "source": "Mirror Site", "url": "https://www.nbcnews.com/a", "text": P2}]
    f = write(tmp_path / "batch.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
    arts = read(f)
    assert [a.source for a in arts[:4]] == ["NBC News", "The Associated Press", "Harbour Herald", "BBC"]
    assert not arts[4].source_known
    assert arts[5].source == "Mirror Site"  # a name given stays, on another outlet's URL too


def test_txt_source_line_and_url_line(tmp_path):
    a = write(tmp_path / "a.txt", f"Title: T\nSource: the NYT\n\n{P1}\n")
    b = write(tmp_path / "b.txt", f"Title: T\nURL: https://blogs.vancouversun.com/2008/07/23/x/\n\n{P1}\n")
    c = write(tmp_path / "c.txt", f"Title: T\nSource: sunjournal.com\n\n{P1}\n")
    assert [x.source for x in read(a, b, c)] == ["The New York Times", "The Vancouver Sun", "sunjournal.com"]


def test_the_store_names_unnamed_inputs_and_keeps_numbering(tmp_path):
    inputs = tmp_path / "in"
    inputs.mkdir()
    for n in (1, 2):
        write(inputs / f"plain{n}.txt", f"Story {n}\n\n{P1} {n}\n")
    feed = RSS.replace("<title>Mixed wire</title>", "").replace("<link>http://mixed.example/</link>", "")
    feed = feed.replace("<source url=\"https://www.nbcnews.com/rss\">NBC News</source>", "")
    for tag in ("<link>https://www.nbcnews.com/a</link>", "<link>https://example.org/d</link>"):
        feed = feed.replace(tag, "")
    write(inputs / "nolink.rss", feed.format(p=P2))
    db = tmp_path / "s.db"
    with Store(db) as st:
        stored = [st.add_article(a, None, content_hash(a)) for a in read(inputs)]
        names = {Path(a.path).name + ":" + a.id: a.source for a in stored}
        # the two unnamed entries of one feed share one unnamed source; each .txt is its own
        assert names["nolink.rss:a"] == names["nolink.rss:d"] and names["nolink.rss:b"] == "NPR"
        unnamed = sorted({s for s in names.values() if outlets.is_unnamed(s)})
        assert unnamed == ["unnamed source 1", "unnamed source 2", "unnamed source 3"]
        assert not any(s.endswith((".txt", ".rss")) for s in names.values())
    write(tmp_path / "later.txt", f"Later\n\n{P2} later\n")
    with Store(db) as st:
        (later,) = [st.add_article(a, None, content_hash(a)) for a in read(tmp_path / "later.txt")]
        assert later.source == "unnamed source 4" and not later.source_known
        # the same input again is the same content: not stored twice, not renumbered
        again = read(inputs / "plain1.txt")[0]
        assert st.add_article(again, None, content_hash(again)) is None


ITEMS = ("The harbour bridge reopened on Tuesday after six weeks of repairs, the city said.",
         "Commuters crossed the harbour bridge again on Tuesday as repairs ended after six weeks.",
         "Traffic returned to the harbour bridge on Tuesday, ending six weeks of repair work.",
         "The mayor opened the repaired harbour bridge on Tuesday after six weeks of closures.")


def test_ingest_counts_rss_items_as_their_outlets_and_warns_once_for_unnamed(tmp_path, caplog):
    from storyline import ingest

    inputs = tmp_path / "in"
    inputs.mkdir()
    feed = RSS.format(p="{p}")
    for text in ITEMS:
        feed = feed.replace("{p}", text + " Officials said more than 40,000 cars use it each day.", 1)
    write(inputs / "mixed.rss", feed)
    write(inputs / "x1.txt", "Bridge reopens\n\nThe harbour bridge is open again after repairs, drivers said.\n")
    write(inputs / "x2.txt", "Bridge open\n\nRepairs to the harbour bridge finished on Tuesday, engineers said.\n")
    with caplog.at_level(logging.WARNING, logger="storyline"), Store(tmp_path / "s.db") as st:
        report = ingest(st, [inputs])
        briefs = [st.brief(s["id"]) for s in st.stories()]
    warnings = [r.getMessage() for r in caplog.records if "no outlet" in r.getMessage()]
    assert len(warnings) == 1
    assert "x1.txt as unnamed source 1" in warnings[0] and "x2.txt as unnamed source 2" in warnings[0]
    assert "Source:" in warnings[0]
    assert sorted(a.source for a in report.unnamed) == ["unnamed source 1", "unnamed source 2"]
    rows = {a["id"]: a for b in briefs for a in b["articles"]}
    assert [rows[i]["outlet"] for i in "abcd"] == ["NBC News", "NPR", "New York Post", "Mixed wire"]
    assert not any(a["source"].endswith((".txt", ".rss")) for a in rows.values())


@pytest.mark.parametrize("a,b", [("AP", "The Associated Press"), ("www.Reuters.com", "Reuters"),
                                 ("nbcnews.com", "NBC News"), ("CNN (Online News)", "CNN"),
                                 ("www.guardian.com", "The Guardian"), ("hosted.ap.org", "AP News")])
def test_outlet_key_folds_spellings_and_domains(a, b):
    assert outlets.outlet_key(a) == outlets.outlet_key(b)


def test_outlet_key_keeps_different_outlets_apart():
    keys = {outlets.outlet_key(x) for x in ("NBC News", "CNBC", "MSNBC", "unnamed source 1", "unnamed source 2",
                                            "Fox News", "Fox Business")}
    assert len(keys) == 7


def test_registered_domain_and_platforms():
    assert outlets.registered_domain("https://edition.cnn.com/x") == "cnn.com"
    assert outlets.registered_domain("http://newsinfo.inquirer.net/1") == "inquirer.net"
    assert outlets.registered_domain("https://a.b.news.com.au/x") == "news.com.au"
    assert outlets.registered_domain("https://janedoe.wordpress.com/2024/x") == "janedoe.wordpress.com"
    assert outlets.registered_domain("http://127.0.0.1:8000/x") is None
    assert outlets.registered_domain("file:///tmp/a.html") is None


def test_table_marks_wires_and_knows_owners():
    assert outlets.is_wire("AP") and outlets.is_wire("Agence France Presse") and not outlets.is_wire("CNN")
    info = outlets.info("nytimes.com")
    assert info == {"name": "The New York Times", "country": "US", "owner": "The New York Times Company",
                    "wire": False, "known": True}
    assert outlets.info("Harbour Herald")["known"] is False
    names = [o.name for o in outlets.table().outlets]
    assert len(names) == len(set(names))
    domains = [d for o in outlets.table().outlets for d in o.domains]
    assert len(domains) == len(set(domains))


def test_gzip_feed_shares_one_unnamed_source():
    assert outlets.shares_file_name("x/today.rss.gz") and outlets.shares_file_name("a.atom")
    assert not outlets.shares_file_name("a.txt") and not outlets.shares_file_name("a.jsonl")
