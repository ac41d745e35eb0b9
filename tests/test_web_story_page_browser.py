"""The story page in Chromium at 1280 and 390 px, over a store the real pipeline built from
hand-written articles: charts drawn on the server (no chart bundle; the page transfers well
under 1.5 MB), every supporting outlet a link, the facts and the story list as CSV, an editor's
split shown, and no sideways scrolling on a phone."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tests.helpers.browser import CHROMIUM, LONG, Server, assert_clean, build_reader_store, launch, new_page, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium")


@pytest.fixture(scope="module")
def browser():
    with launch() as b:
        yield b


@pytest.fixture(scope="module")
def reader_site(tmp_path_factory, nlp):
    db = build_reader_store(tmp_path_factory.mktemp("reader") / "reader.db", nlp)
    with Server(db) as url:
        yield url


def _bridge(page, site: str) -> str:
    stories = page.request.get(site + "/api/stories").json()["stories"]
    return next(s["id"] for s in stories if "CNN" in s["outlets"])


@pytest.mark.parametrize("width", [1280, 390])
def test_story_page_draws_charts_on_the_server_and_stays_small(browser, reader_site, width):
    page = new_page(browser, width)
    sizes: dict[str, int] = {}
    page.on("requestfinished", lambda r: sizes.__setitem__(r.url, r.sizes()["responseBodySize"]
                                                           + r.sizes()["responseHeadersSize"]))
    sid = _bridge(page, reader_site)
    page.goto(f"{reader_site}/story/{sid}", wait_until="load")
    bars = page.locator("#coverage-chart svg rect.bar")
    assert bars.count() == 3  # CNN and NPR on one day, the long-named outlet on the next
    legend = page.locator("#coverage-chart .legend-list li").all_inner_texts()
    assert [x.rsplit(" ", 1)[0] for x in legend] == sorted(["CNN", "NPR", LONG], key=str.casefold)
    scripts = page.evaluate("[...document.scripts].map(s => s.src)")
    assert scripts == [f"{reader_site}/static/story.js"] and "plotly" not in page.content()
    total = sum(sizes.values())
    assert 0 < total < 1_500_000, sizes  # the issue: 4.8 MB of plotly before
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    shot(page, f"reader-story-{width}")
    assert_clean(page)
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_every_supporting_outlet_is_a_link(browser, reader_site, width):
    page = new_page(browser, width)
    sid = _bridge(page, reader_site)
    brief = page.request.get(f"{reader_site}/api/story/{sid}").json()
    page.goto(f"{reader_site}/story/{sid}")
    for n, entry in enumerate(brief["summary"]):
        cited = list(dict.fromkeys(entry["articles"] + entry.get("also_in", [])))
        outlets = {a["id"]: a["source"] for a in brief["articles"]}
        chips = page.locator("ol.summary > li").nth(n).locator("a.chip")
        assert chips.count() == len({outlets[a] for a in cited}) >= 1
        hrefs = chips.evaluate_all("els => els.map(e => e.getAttribute('href'))")
        assert all(h.startswith("/article/") for h in hrefs) and len(set(hrefs)) == len(hrefs)
    wide = max(brief["summary"], key=lambda e: len(e["articles"] + e.get("also_in", [])))
    assert len(wide["articles"] + wide.get("also_in", [])) >= 2  # a sentence several outlets support
    # in the matrix, each outlet's tick opens that outlet's own article
    row = max(brief["facts"], key=lambda f: f["support"])
    cells = page.locator(f"tr#fact-{row['id']} td.cell.supported a")
    targets = {h.split("?")[0] for h in cells.evaluate_all("els => els.map(e => e.getAttribute('href'))")}
    assert targets == {f"/article/{a}" for a in row["articles"]}
    assert_clean(page)
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_facts_and_stories_download_as_csv(browser, reader_site, width):
    page = new_page(browser, width)
    sid = _bridge(page, reader_site)
    page.goto(f"{reader_site}/story/{sid}")
    with page.expect_download() as info:
        page.get_by_role("link", name="Download the facts as CSV").click()
    rows = list(csv.DictReader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8"))))
    brief = page.request.get(f"{reader_site}/api/story/{sid}").json()
    assert [r["fact"] for r in rows] == [f["id"] for f in brief["facts"]]
    assert {r["status"] for r in rows} <= {"corroborated", "single-source", "contested", "conflicting"}
    best = max(brief["facts"], key=lambda f: f["support"])
    assert next(r for r in rows if r["fact"] == best["id"])["outlets"] == "; ".join(best["outlets"])
    page.goto(f"{reader_site}/?outlet=npr")
    with page.expect_download() as info:
        page.get_by_role("link", name="CSV").click()
    stories = list(csv.DictReader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8"))))
    assert [s["story"] for s in stories] == [sid] and "NPR" in stories[0]["outlet_names"]
    assert_clean(page)
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_an_editors_split_is_shown_with_the_story(browser, reader_site, width):
    page = new_page(browser, width)
    stories = page.request.get(reader_site + "/api/stories").json()["stories"]
    alone = next(s for s in stories if s["outlets"] == ["Harbour Herald"])
    page.goto(f"{reader_site}/story/{alone['id']}")
    note = page.locator("p.edit")
    assert note.count() == 1 and "split off from story" in note.inner_text()
    rest = next(s for s in stories if "Port Times" in s["outlets"])
    page.goto(f"{reader_site}/story/{rest['id']}")
    assert "split off into a story of their own" in page.locator("p.edit").inner_text()
    assert page.request.get(f"{reader_site}/api/story/{rest['id']}").json()["edits"][0]["kind"] == "split"
    assert_clean(page)
    page.close()


def test_markdown_brief_reads_like_a_page_of_text(browser, reader_site):
    """The Markdown brief as a reporter sees it in a terminal (monospace, 100 columns): outlets by
    name, numbered sources, no article ids, within the default length; kept as a screenshot."""
    from html import escape

    from storyline.render import MAX_LINES, render_markdown

    page = new_page(browser, 1000)
    sid = _bridge(page, reader_site)
    brief = page.request.get(f"{reader_site}/api/story/{sid}").json()
    md = render_markdown([brief])
    assert len(md.splitlines()) <= MAX_LINES
    assert not any(a["id"] in md for a in brief["articles"])  # ids never stand for outlets
    assert "CNN [" in md and "NPR [" in md and "## Sources" in md and md.count("\\") == 0
    page.set_content("<pre style='font:14px/1.35 monospace;white-space:pre-wrap;width:100ch;margin:12px'>"
                     f"{escape(md)}</pre>")
    shot(page, "reader-brief-md")
    page.close()
