"""Error pages and an editor's merge in Chromium at 1280 and 390 px: a missing story or article is a
page a reader can leave (its status, what happened, a way back), not a traceback or raw JSON, and
fits a phone; a merge of two stories is said on the story they became."""

from __future__ import annotations

import pytest

from tests.helpers.browser import CHROMIUM, Server, assert_clean, build_reader_store, launch, new_page, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium")


@pytest.fixture(scope="module")
def browser():
    with launch() as b:
        yield b


@pytest.fixture(scope="module")
def merged_site(tmp_path_factory, nlp):
    """The reader store (the Harbour Herald's article split off the strike), then the editor merges
    the two strike stories back into one."""
    from storyline.edits import merge
    from storyline.store import Store

    db = build_reader_store(tmp_path_factory.mktemp("merged") / "reader.db", nlp)
    with Store(db) as st:
        asg = st.assignments()
        merge(st, asg["strike0"], asg["strike2"])
    with Server(db) as url:
        yield url


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("path,words", [("/story/s999", "story"), ("/article/no-such-article", "article"),
                                        ("/no/such/page", "")])
def test_a_missing_page_is_a_page_to_leave(browser, merged_site, width, path, words):
    page = new_page(browser, width)
    response = page.goto(merged_site + path)
    assert response.status == 404
    assert "text/html" in response.headers.get("content-type", "")
    heading = page.locator("main h1, h1").first.inner_text()
    assert heading.strip() and "Traceback" not in page.content()
    assert words.lower() in page.locator("body").inner_text().lower()
    back = page.locator("a[href='/']")
    assert back.count() >= 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    shot(page, f"error-404{path.replace('/', '-')}-{width}")
    back.first.click()
    page.wait_for_url(merged_site + "/")
    assert page.locator("body").inner_text().strip()
    assert_clean(page)
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_an_editors_merge_is_shown_on_the_story_it_made(browser, merged_site, width):
    page = new_page(browser, width)
    stories = page.request.get(merged_site + "/api/stories").json()["stories"]
    strike = [s for s in stories if {"Port Times", "Harbour Herald"} & set(s["outlets"])]
    assert len(strike) == 1 and {"Port Times", "Reuters", "Harbour Herald"} <= set(strike[0]["outlets"])
    page.goto(f"{merged_site}/story/{strike[0]['id']}")
    notes = page.locator("p.edit").all_inner_texts()
    assert any("merged into one" in n for n in notes), notes
    kinds = [e["kind"] for e in page.request.get(f"{merged_site}/api/story/{strike[0]['id']}").json()["edits"]]
    assert kinds == ["split", "merge"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    shot(page, f"editor-merge-{width}")
    assert_clean(page)
    page.close()
