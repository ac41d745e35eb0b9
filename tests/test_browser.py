"""The web UI in a real browser: a real uvicorn on a free loopback port, Debian chromium driven
by Playwright. Screenshots are kept in artifacts/screenshots/ (gitignored) as test artifacts.

Needs /usr/bin/chromium (scripts/install_chromium.sh installs it); never `playwright install`.
"""

from __future__ import annotations

import os

import pytest

from tests.helpers.browser import CHROMIUM, Server as _Server, assert_clean as _clean, launch, new_page as _page
from tests.helpers.browser import shot as _shot
from tests.helpers.web import HOSTILE_ID, build_hand_store, build_real_store

# Skipped on a developer machine without chromium; in CI (.ci/run installs it) a missing browser fails.
pytestmark = pytest.mark.skipif(not CHROMIUM.exists() and not os.environ.get("CI"),
                                reason="no /usr/bin/chromium (run scripts/install_chromium.sh)")


@pytest.fixture(scope="module")
def browser():
    with launch() as b:
        yield b


@pytest.fixture(scope="module")
def hand_site(tmp_path_factory):
    with _Server(build_hand_store(tmp_path_factory.mktemp("browser") / "hand.db")) as url:
        yield url


def test_list_search_story_conflict_citation(browser, hand_site):
    page = _page(browser)
    page.goto(hand_site + "/")
    assert page.locator("h1").inner_text() == "Stories"
    assert page.locator(".card h2").all_inner_texts() == ["City raises daily permit quota", "Harbour bridge reopens"]
    _shot(page, "stories")

    # search with the labelled search box
    page.get_by_label("Search", exact=True).fill("spokesman")
    page.get_by_label("Search", exact=True).press("Enter")
    page.wait_for_url("**/?q=spokesman*")
    assert page.locator(".card h2").all_inner_texts() == ["City raises daily permit quota"]
    assert page.locator(".snippet mark").first.inner_text().lower() == "spokesman"

    # open the story
    page.get_by_role("link", name="City raises daily permit quota").click()
    page.wait_for_url("**/story/s1")
    assert page.locator("h1").inner_text() == "City raises daily permit quota"
    page.wait_for_selector("#coverage-chart svg rect.bar")  # the chart (SVG drawn on the server)
    assert page.locator("table.matrix tbody tr").count() == 7
    assert page.locator("tr#fact-f5 td.cell.denied").count() == 1

    # open the conflict: both outlets' sentences side by side
    page.get_by_role("link", name="Conflicts").click()
    claims = page.locator("#conflict-1 .claim")
    assert claims.count() == 2
    texts = claims.all_inner_texts()
    assert "1,000 a day" in texts[0] and "The earlier quota was 1,000 a day." in texts[0] and "Daily Wire Service" in texts[0]
    assert "1,800 a day" in texts[1] and "according to officials" in texts[1] and "The Morning Post" in texts[1]
    boxes = [claims.nth(i).bounding_box() for i in range(2)]
    assert abs(boxes[0]["y"] - boxes[1]["y"]) < 2 and boxes[1]["x"] > boxes[0]["x"]  # side by side
    _shot(page, "story")

    # follow the citation chip of the Morning Post's claim to the highlighted span in its article
    claims.nth(1).get_by_role("link", name="The Morning Post").click()
    page.wait_for_url("**/article/post2?fact=f4#ev-f4")
    focused = page.evaluate("document.activeElement.id")
    assert focused == "ev-f4"
    current = page.locator("mark.ev.current")
    assert current.all_inner_texts() == ["The earlier quota was 1,800 a day, according to officials."]
    assert current.first.is_visible()
    assert "promo headline" in page.locator(".removed").inner_text()
    _shot(page, "article")
    _clean(page)
    page.close()


def test_summary_chip_highlights_a_sentence_that_is_not_evidence(browser, hand_site):
    page = _page(browser)
    page.goto(hand_site + "/story/s1")
    page.locator("ol.summary li").nth(1).get_by_role("link", name="Daily Wire Service").click()
    page.wait_for_url("**/article/wire1?hl=*#cite")
    assert page.locator("mark.current").all_inner_texts() == ["Mayor Jane Smith said the change was long overdue."]
    _clean(page)
    page.close()


def test_keyboard_reaches_the_evidence(browser, hand_site):
    page = _page(browser)
    page.goto(hand_site + "/article/wire1")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('evref')"):
            break
    assert page.evaluate("document.activeElement.id") == "ev-f1"
    page.close()


def test_hostile_article_runs_nothing(browser, hand_site):
    page = _page(browser)
    for path in (f"/article/{HOSTILE_ID}", "/story/s1", "/?q=onerror", f"/article/{HOSTILE_ID}#ev-f7"):
        page.goto(hand_site + path)
        page.wait_for_load_state("load")
        page.mouse.move(200, 300)
        assert page.evaluate("typeof window.__pwned") == "undefined", path
        assert page.locator("#main img, #main script:not([type='application/json'])").count() == 0
        assert page.locator("a[href^='javascript' i]").count() == 0
    body = page.locator("#article-text").inner_text()
    assert '<script>window.__pwned="script"' in body and "onerror=" in body  # shown as text
    page.get_by_text("Click here for details", exact=False).first.click()  # it is text, not a link
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.url.startswith(hand_site)
    _shot(page, "hostile-article")
    _clean(page)
    page.close()


def test_phone_width(browser, hand_site):
    page = _page(browser, width=390)
    page.goto(hand_site + "/story/s1")
    page.wait_for_selector("#coverage-chart svg rect.bar")
    # the page itself does not scroll sideways; the wide matrix scrolls in its own box
    assert page.evaluate("document.documentElement.scrollWidth") <= 392
    _shot(page, "story-phone")
    page.goto(hand_site + "/article/post2#ev-f4")
    assert page.evaluate("document.documentElement.scrollWidth") <= 392
    _shot(page, "article-phone")
    _clean(page)
    page.close()


def test_docs_work_offline(browser, hand_site):
    page = _page(browser)
    page.goto(hand_site + "/docs")
    assert page.locator("section.endpoint h2").count() >= 4
    _shot(page, "api-docs")
    form = page.locator("form[data-path='/api/story/{sid}']")
    form.get_by_label("sid").fill("s1")
    form.get_by_role("button", name="Send GET").click()
    page.wait_for_url("**/api/story/s1")
    assert '"fact_matrix"' in page.content()
    _clean(page)
    page.close()


def test_real_store_in_the_browser(browser, tmp_path_factory, bench_dir):
    db = build_real_store(tmp_path_factory.mktemp("browser-real") / "real.db", bench_dir)
    with _Server(db) as site:
        page = _page(browser)
        page.goto(site + "/")
        cards = page.locator(".card h2 a")
        assert cards.count() >= 3
        stories = page.request.get(site + "/api/stories").json()["stories"]
        richest = max(stories, key=lambda s: (s["n_outlets"], s["facts"]))
        page.locator(f".card h2 a[href='/story/{richest['id']}']").click()
        page.wait_for_selector("#coverage-chart svg rect.bar")
        _shot(page, "real-story")
        chip = page.locator("table.matrix td.cell.supported a").first
        chip.click()
        page.wait_for_selector("mark.ev.current")
        assert page.evaluate("document.activeElement.className").startswith("evref")
        _shot(page, "real-article")
        page.goto(site + f"/article/{HOSTILE_ID}")
        assert page.evaluate("typeof window.__pwned") == "undefined"
        _clean(page)
        page.close()


def _top(page, selector: str) -> float:
    return page.locator(selector).first.bounding_box()["y"]


def test_jump_targets_land_below_the_sticky_section_bar(browser, hand_site):
    page = _page(browser, width=1200)
    page.set_viewport_size({"width": 1200, "height": 520})
    page.goto(hand_site + "/story/s1#conflicts")
    bar = page.locator("nav.toc").bounding_box()
    assert _top(page, "#h-conflicts") >= bar["y"] + bar["height"] - 1  # the heading is not under the bar
    page.goto(hand_site + "/story/s1#fact-f7")
    bar = page.locator("nav.toc").bounding_box()
    head = page.locator("table.matrix thead th.outlet").first.bounding_box()
    row = page.locator("tr#fact-f7").bounding_box()
    assert row["y"] >= bar["y"] + bar["height"] - 1
    # the outlet header stays in view over a long matrix, above the row it names
    assert head["y"] >= 0 and head["y"] + head["height"] <= row["y"] + 1
    # a clamped fact sentence shows in full once it is the target
    assert page.evaluate("(e => e.scrollHeight <= e.clientHeight + 1)(document.querySelector('#fact-f7 .ftext'))")
    _clean(page)
    page.close()


def test_status_chips_filter_the_matrix(browser, hand_site):
    page = _page(browser)
    page.goto(hand_site + "/story/s1")
    page.locator("nav.statuses").get_by_role("link", name="2 single-source").click()
    page.wait_for_url("**/story/s1?status=single-source#matrix")
    assert page.locator("table.matrix tbody tr").count() == 2
    page.get_by_role("link", name="Show all").click()
    page.wait_for_url("**/story/s1?#matrix")
    assert page.locator("table.matrix tbody tr").count() == 7
    _clean(page)
    page.close()
