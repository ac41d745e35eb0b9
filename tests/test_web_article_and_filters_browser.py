"""The article page and the stories list in Chromium at 1280 and 390 px: evidence coloured by
the status of its fact, the fact you came from emphasised (without script too); the outlet
filter case-insensitive, search by word prefix; a long outlet name does not widen a phone page."""

from __future__ import annotations

import pytest

from tests.helpers.browser import CHROMIUM, LONG, Server, assert_clean, build_reader_store, launch, new_page, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium")

COLOURS = "el => getComputedStyle(el).backgroundColor"


@pytest.fixture(scope="module")
def browser():
    with launch() as b:
        yield b


@pytest.fixture(scope="module")
def reader_site(tmp_path_factory, nlp):
    with Server(build_reader_store(tmp_path_factory.mktemp("reader") / "reader.db", nlp)) as url:
        yield url


def _story(page, site: str, outlet: str) -> dict:
    stories = page.request.get(site + "/api/stories").json()["stories"]
    sid = next(s["id"] for s in stories if outlet in s["outlets"])
    return page.request.get(f"{site}/api/story/{sid}").json()


@pytest.mark.parametrize("width", [1280, 390])
def test_article_colours_evidence_by_status_and_emphasises_the_fact_you_came_from(browser, reader_site, width):
    page = new_page(browser, width)
    brief = _story(page, reader_site, "CNN")
    cnn = next(a["id"] for a in brief["articles"] if a["source"] == "CNN")
    single = next(f for f in brief["facts"] if f["status"] == "single-source" and f["articles"] == [cnn])
    page.goto(f"{reader_site}/story/{brief['id']}?status=single-source#matrix")
    page.locator(f"tr#fact-{single['id']} td.cell.supported a").click()
    page.wait_for_url(f"**/article/{cnn}?fact={single['id']}#ev-{single['id']}")
    current = page.locator("mark.ev.current")
    assert " ".join(current.all_inner_texts()).strip() == single["evidence"][0]["sentence"]
    note = page.locator("p.came-from")
    assert single["id"] in note.inner_text() and "single-source" in note.inner_text()
    # each status its own colour; the fact you came from stands out from all of them
    shown = {s: page.locator(f"#article-text mark.ev.{s}:not(.current)") for s in ("corroborated", "single-source",
                                                                                   "conflicting")}
    present = {s: loc.first.evaluate(COLOURS) for s, loc in shown.items() if loc.count()}
    assert "corroborated" in present and len(set(present.values())) == len(present)
    assert current.first.evaluate(COLOURS) not in present.values()
    # one visible label per sentence, however many facts it holds
    widths = page.locator("#article-text a.evref").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    shown = sum(w > 4 for w in widths)
    first = page.locator("#article-text a.evref:not(.more)").count()
    assert first <= shown <= first + 1 < len(widths) + 1  # (+1: the label of the fact you came from)
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    shot(page, f"reader-article-{width}")
    assert_clean(page)
    page.close()


def test_the_fact_is_emphasised_without_script(browser, reader_site):
    ctx = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    brief = _story(page, reader_site, "NPR")
    fact = next(f for f in brief["facts"] if f["status"] == "corroborated")
    aid = fact["articles"][0]
    page.goto(f"{reader_site}/article/{aid}?fact={fact['id']}")
    marks = page.locator("mark.ev.current")
    assert marks.count() >= 1 and all(t.strip() in fact_sentences(fact) for t in marks.all_inner_texts())
    ctx.close()


def fact_sentences(fact: dict) -> str:
    return " ".join(e["sentence"] for e in fact["evidence"])


@pytest.mark.parametrize("width", [1280, 390])
def test_outlet_filter_ignores_case_and_search_matches_word_starts(browser, reader_site, width):
    page = new_page(browser, width)
    page.goto(reader_site + "/")
    assert page.locator(".card h2").count() == 3
    page.get_by_role("combobox", name="Outlet").fill("cnn")
    page.get_by_role("combobox", name="Outlet").press("Enter")
    page.wait_for_url("**/?*outlet=cnn*")
    titles = page.locator(".card h2").all_inner_texts()
    assert len(titles) == 1 and "bridge" in titles[0].lower()
    page.goto(reader_site + "/?outlet=REUTERS")
    assert page.locator(".card").count() == 1 and "Reuters" in page.locator(".card .outlets").inner_text()
    page.goto(reader_site + "/")
    page.get_by_label("Search", exact=True).fill("spokes")  # a word's start: "spokesman"
    page.get_by_label("Search", exact=True).press("Enter")
    page.wait_for_url("**/?q=spokes*")
    assert page.locator(".card").count() == 1
    assert page.locator(".snippet mark").first.inner_text().lower().startswith("spokes")
    assert_clean(page)
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_a_long_outlet_name_does_not_widen_the_storiesnew_page(browser, reader_site, width):
    page = new_page(browser, width)
    page.goto(reader_site + "/")
    assert LONG in page.locator(".card .outlets").first.inner_text() or LONG in page.content()
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    page.goto(reader_site + "/?outlet=" + LONG.split()[1].lower())  # a part of the name
    assert page.locator(".card").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    shot(page, f"reader-stories-{width}")
    assert_clean(page)
    page.close()
