"""Property tests (hypothesis): the cleaner never invents text, every span lies inside its text,
readers give back what the writers here produced, and `analyze` is deterministic."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from xml.sax.saxutils import escape

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from storyline.clean import clean
from storyline.model import Article
from storyline.readers import read_paths
from storyline.serial import to_data
from tests.helpers import neus_articles

REPO = Path(__file__).resolve().parents[1]
NO_FIXTURE_CHECK = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large]

# ---------------------------------------------------------------- generated text

NAMES = ("Maria Lopez", "John Smith", "Ana Silva", "Kenneth Genalo", "Li Wei", "Olusegun Obasanjo")
ORGS = ("the port authority", "Reuters", "the Ministry of Health", "Acme Corp.", "the city council")
ROLES = ("chief executive", "minister", "spokesman", "mayor", "union leader")
NUMBERS = ("3,000", "4 percent", "$1.2 billion", "1,800 a day", "more than 40", "12", "two")
WHENS = ("on Monday", "last week", "on March 5, 2024", "in 2019", "yesterday", "by Friday")


@st.composite
def sentence(draw) -> str:
    name, org, role = draw(st.sampled_from(NAMES)), draw(st.sampled_from(ORGS)), draw(st.sampled_from(ROLES))
    num, when = draw(st.sampled_from(NUMBERS)), draw(st.sampled_from(WHENS))
    templates = (
        f"{name}, the {role} of {org}, said {num} people were evacuated {when}.",
        f"“We will not back down,” {name} said {when}.",
        f"{org.capitalize()} denied that {num} jobs would be cut.",
        f"{name} was appointed {role} {when}, replacing {draw(st.sampled_from(NAMES))}.",
        f"According to {org}, the quota rose to {num} {when}.",
        f"\"It is over,\" said {name}. {org.capitalize()} confirmed it {when}.",
        f"SHARE THIS ARTICLE | Follow us on Twitter",
        f"Photo: {name}/Reuters",
        f"{num} {when}",
    )
    return draw(st.sampled_from(templates))


JUNK = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
PARAGRAPH = st.lists(st.one_of(sentence(), sentence(), JUNK), min_size=1, max_size=4).map(" ".join)
ARTICLE_TEXT = st.lists(PARAGRAPH, min_size=1, max_size=8).map(lambda ps: "\n\n".join(ps))


def raw_article(text: str, title: str = "Port strike ends") -> Article:
    return Article(id="a1", source="Example News", title=title, text=text, path="a1.txt")


# ---------------------------------------------------------------- cleaning


@settings(max_examples=150, deadline=None, suppress_health_check=NO_FIXTURE_CHECK)
@given(ARTICLE_TEXT, st.sampled_from(("\n\n", "\n", "\n\n\n", " \n \n")))
def test_cleaning_never_invents_text(text, joiner):
    text = text.replace("\n\n", joiner)
    raw = raw_article(text)
    out = clean(raw)
    pos = 0
    for para in out.text.split("\n\n") if out.text else ():
        assert para.strip(), "empty paragraph"
        found = raw.text.find(para, pos)
        assert found >= 0, para  # every kept paragraph is verbatim input, in input order
        pos = found + len(para)
    for removed in out.removed:
        # furniture that was taken out may be shortened for display, never made up
        shown = removed.text.rstrip(".…").strip()
        assert not shown or any(part in raw.text for part in shown.split("...")), removed
    assert len("".join(out.text.split())) <= len("".join(raw.text.split()))
    assert (out.id, out.source, out.title, out.url, out.path) == (raw.id, raw.source, raw.title, raw.url, raw.path)


# ---------------------------------------------------------------- spans


def spans_of(data, found=None) -> list[dict]:
    """Every {start, end} dict in the serialised findings."""
    found = [] if found is None else found
    if isinstance(data, dict):
        if "start" in data and "end" in data and isinstance(data["start"], int):
            found.append(data)
        for v in data.values():
            spans_of(v, found)
    elif isinstance(data, list):
        for v in data:
            spans_of(v, found)
    return found


@settings(max_examples=40, deadline=None, suppress_health_check=NO_FIXTURE_CHECK)
@given(ARTICLE_TEXT)
def test_every_span_lies_inside_its_text(nlp, text):
    from storyline.extract import extract

    article = clean(raw_article(text))
    if not article.text.strip():
        return
    findings = extract(article, nlp)
    data = to_data(findings)
    assert data["article"] == article.id
    for span in spans_of(data):
        assert 0 <= span["start"] <= span["end"] <= len(article.text), span
        if "article" in span:
            assert span["article"] == article.id
    for q in findings.quantities:
        assert article.text[q.span.start:q.span.end] == q.text
    for s in findings.sentences:
        assert article.text[s.start:s.end].strip() == article.text[s.start:s.end]


# ---------------------------------------------------------------- readers round-trip

LINE_CHARS = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"), blacklist_characters="\ufeff\x85")
WORDY = st.text(LINE_CHARS, min_size=1, max_size=60).map(str.strip).filter(
    lambda s: s and s[0].isalnum() and ":" not in s and "<" not in s and "&" not in s)
BODY = st.lists(st.text(LINE_CHARS, min_size=1, max_size=120).map(str.strip).filter(
    lambda s: len(s) > 2 and "<" not in s and "&" not in s and ":" not in s[:20]), min_size=1, max_size=5)
DATES = st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2030, 12, 31)).map(
    lambda d: d.replace(microsecond=0))


@settings(max_examples=60, deadline=None, suppress_health_check=NO_FIXTURE_CHECK)
@given(title=WORDY, source=WORDY, paras=BODY, published=DATES, slug_id=st.from_regex(r"id-[a-z0-9]{1,20}",
                                                                                        fullmatch=True))
def test_readers_round_trip_what_the_writers_produce(tmp_path_factory, title, source, paras, published, slug_id):
    from hypothesis import assume

    from storyline.clean import clean
    from storyline.model import Article
    from storyline.outlets import outlet_name
    from storyline.readers.raw import no_text

    d = tmp_path_factory.mktemp("rt")
    body = "\n\n".join(paras)
    # a text the cleaner would leave empty (only its headline again) is refused: tests/test_reader_refusals.py
    assume(not no_text(clean(Article("a", source, title, body)).text))
    url = f"https://news.example.com/{slug_id}"
    (d / "a.txt").write_text(f"Title: {title}\nSource: {source}\nURL: {url}\nDate: {published.isoformat()}\n\n"
                             f"{body}\n", encoding="utf-8")
    rec = {"id": slug_id, "source": source, "title": title, "url": url, "published": published.isoformat() + "Z",
           "text": body}
    (d / "b.jsonl.gz").write_bytes(gzip.compress((json.dumps(rec, ensure_ascii=False) + "\n").encode()))
    (d / "c.txt").write_bytes(("Title: " + title + "\n\n" + body).encode("utf-16"))
    errors = []
    arts = {a.path: a for a in read_paths([d], on_error=lambda p, r: errors.append((p, r)))}
    assert not errors
    a, b, c = arts[str(d / "a.txt")], arts[str(d / "b.jsonl.gz")], arts[str(d / "c.txt")]
    outlet = outlet_name([source], [url])  # the name as given, or the table's name for a known spelling
    for art in (a, b):
        assert (art.title, art.source, art.url, art.text, art.published) == (title, outlet, url, body, published)
        assert art.source_known
    assert a.id == "a" and b.id == slug_id
    assert (c.title, c.text) == (title, body)


# feedparser repairs what looks like UTF-8 read as cp1252 ("Â¡" -> "¡") in titles and descriptions:
# a library choice we keep, so feed titles and bodies are drawn without Latin-1 letters.
def _no_latin1(s: str) -> str:
    return "".join("x" if "\x80" <= c <= "\xff" else c for c in s)


FEED_TITLE = WORDY.map(_no_latin1)
FEED_BODY = BODY.map(lambda paras: [_no_latin1(p) for p in paras])


@settings(max_examples=30, deadline=None, suppress_health_check=NO_FIXTURE_CHECK)
@given(items=st.lists(st.tuples(FEED_TITLE, FEED_BODY), min_size=1, max_size=4), published=DATES)
def test_rss_round_trip(tmp_path_factory, items, published):
    from email.utils import format_datetime

    from storyline.clean import clean
    from storyline.model import Article
    from storyline.readers.raw import FURNITURE_ONLY, no_text

    d = tmp_path_factory.mktemp("rss")
    parts = []
    for i, (title, paras) in enumerate(items):
        desc = "".join(f"<p>{escape(p)}</p>" for p in paras)
        parts.append(f"<item><title>{escape(title)}</title><link>https://news.example.com/{i}</link>"
                     f"<pubDate>{format_datetime(published)}</pubDate>"
                     f"<description>{escape(desc)}</description></item>")
    (d / "f.rss").write_text('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
                             f"<title>Example News</title>{''.join(parts)}</channel></rss>", encoding="utf-8")
    errors = []
    arts = list(read_paths([d], on_error=lambda p, r: errors.append((p, r))))
    # an entry whose text the cleaner would leave empty (its body only its headline again, a lone
    # footer line) is refused with one line naming its record; every other entry reads back as written
    refused = [n for n, (t, paras) in enumerate(items, 1) if no_text(clean(Article(
        str(n), "Example News", " ".join(t.split()), "\n".join(paras))).text)]
    assert errors == [(f"{d / 'f.rss'}:{n}", FURNITURE_ONLY) for n in refused]
    items = [x for n, x in enumerate(items, 1) if n not in refused]
    assert [a.title for a in arts] == [" ".join(t.split()) for t, _ in items]
    for art, (_, paras) in zip(arts, items):
        assert [" ".join(p.split()) for p in art.text.split("\n") if p.strip()] == [" ".join(p.split()) for p in paras]
        assert art.published == published and art.url.startswith("https://news.example.com/")


# ---------------------------------------------------------------- determinism


def test_analyze_is_deterministic(bench_dir, tmp_path):
    """Same input, same JSON: in one process twice, and across processes with other hash seeds."""
    rows = neus_articles(bench_dir, 8)
    folder = tmp_path / "in"
    folder.mkdir()
    with open(folder / "neus.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    (folder / "extra.txt").write_text("Title: Port reopens\nSource: Harbour Herald\n\nThe port of Example reopened "
                                      "on Tuesday after a three-day strike, the port authority said.\n")
    import storyline

    first = storyline.analyze([folder])
    assert first["stories"]
    assert storyline.analyze([folder]) == first
    outs = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONHASHSEED=seed)
        proc = subprocess.run([sys.executable, "-m", "storyline", "analyze", str(folder), "--json"], cwd=REPO,
                              env=env, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        outs.append(json.loads(proc.stdout))
    assert outs[0] == outs[1]
    assert outs[0]["stories"] == first["stories"]
