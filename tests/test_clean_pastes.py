"""Reporters' pastes of news pages: captions, link lists, menus and embeds go, report text stays."""

from __future__ import annotations

from storyline.clean import clean, clean_text
from storyline.readers.text import parse_text


def _reasons(removed) -> dict[str, str]:
    return {r.text: r.why for r in removed}


def _paste(*lines: str) -> str:
    return "\n".join(lines) + "\n"


LEAD = ("The county water board voted on Thursday to raise rates by 6% next year, saying the money would "
        "pay for new pipes in the oldest neighborhoods.")
SECOND = "Board members said the increase would add about $4 a month to a typical household bill."
THIRD = "A public hearing on the plan is set for next month at the county building."


def test_a_caption_ending_in_a_credit_is_not_joined_to_the_next_paragraph():
    for caption in (
        "Workers lay new pipe on Elm Street in April. Credit: Dana Ruiz/The Valley Courier",
        "Workers lay new pipe on Elm Street in April, the board said. PHOTO: REUTERS",
        "Workers lay new pipe on Elm Street in April. Photo by Dana Ruiz for the Valley Courier",
        "Workers lay new pipe on Elm Street in April. Photo courtesy of the county water board",
        "Workers lay new pipe on Elm Street in April. Jeff Hall/Bloomberg via Getty Images",
    ):
        kept, removed = clean_text(_paste(LEAD, SECOND, caption, THIRD))
        assert kept.split("\n\n") == [LEAD, SECOND, THIRD], caption
        assert _reasons(removed)[caption] == "photo caption"


def test_a_bare_embed_link_line_goes():
    kept, removed = clean_text(_paste(LEAD, "pic.twitter.com/Zq81xPw", SECOND, THIRD))
    assert "pic.twitter.com" not in kept
    assert _reasons(removed)["pic.twitter.com/Zq81xPw"] == "social marker"
    assert kept.split("\n\n") == [LEAD, SECOND, THIRD]


def test_a_list_of_dated_amounts_is_not_timestamps():
    steps = ["$15.50 on Jan. 1, 2026", "$16.25 on July 1, 2026", "$17 on Jan. 1, 2027"]
    text = _paste(LEAD, "The rate will rise in three steps:", *steps, SECOND)
    kept, removed = clean_text(text)
    for step in steps:
        assert step in kept.split("\n\n"), (step, _reasons(removed).get(step))


def test_a_shouted_quote_with_its_attribution_is_not_a_promo_headline():
    shout = '"THIS PLANT IS NOT CLOSING WHILE I AM GOVERNOR, AND THAT IS A PROMISE," she said to cheers.'
    kept, removed = clean_text(_paste(LEAD, shout, SECOND))
    assert shout in kept.split("\n\n"), _reasons(removed).get(shout)
    promo = "GOVERNOR VOWS TO SAVE PLANT"
    kept, removed = clean_text(_paste(LEAD, promo, SECOND))
    assert _reasons(removed)[promo] == "promo headline"


def test_links_listed_under_a_related_heading_go():
    for heading in ("Read more:", "Most Read", "Related Topics", "More on this story", "READ NEXT"):
        links = ["Rates rise across the state", "Who sits on the water board?", "1. Drought rules eased"]
        text = _paste("Water rates to rise 6%", LEAD, SECOND, THIRD, heading, *links)
        kept, removed = clean_text(text)
        assert kept.split("\n\n") == [LEAD, SECOND, THIRD], (heading, kept)
        assert all(_reasons(removed)[link] == "related links" for link in links), heading


def test_facts_listed_under_a_plain_line_stay():
    facts = ["- 41 pipes replaced", "- 12 streets repaved", "- 3 pumping stations rebuilt"]
    kept, _ = clean_text(_paste(LEAD, "What the money paid for last year:", *facts, SECOND))
    assert all(f in kept.split("\n\n") for f in facts)


def test_menu_items_before_a_long_lead_in_go():
    text = _paste("Print", "Email", "Font size", "A", "A", "Water rates to rise 6%", "By Ana Lowe",
                  "Updated June 5, 2025 at 4:10 p.m.", LEAD, SECOND, THIRD)
    kept, removed = clean_text(text, "Water rates to rise 6%")
    assert kept.split("\n\n") == [LEAD, SECOND, THIRD]
    assert _reasons(removed)["Font size"] == "navigation"


def test_a_reporters_contact_line_at_the_end_goes():
    contact = "Reporter Sam Ortiz can be reached at sortiz@valleycourier.com or 555-0188."
    kept, removed = clean_text(_paste(LEAD, SECOND, THIRD, "Opponents said they would speak at the hearing.",
                                      contact))
    assert contact not in kept
    assert _reasons(removed)[contact] == "byline"


def test_a_briefing_sign_up_is_a_call_to_action():
    line = "Get our free daily briefing"
    _, removed = clean_text(_paste(LEAD, line, SECOND, THIRD))
    assert _reasons(removed)[line] == "call to action"


def test_a_menu_with_an_initialism_is_navigation():
    menu = "Home | U.S. | World | Business"
    _, removed = clean_text(_paste(LEAD, SECOND, THIRD, menu))
    assert _reasons(removed)[menu] == "navigation"


def _read(text: str):
    return parse_text(text, id="w1", path="w1.txt", name="w1.txt")


def test_a_menu_item_on_the_first_line_gives_way_to_the_headline():
    for first in ("Menu", "Search", "Home | U.S. | World | Business", "Live Updates"):
        art = clean(_read(_paste(first, "Home", "News", "Water rates to rise 6%", "By Ana Lowe", LEAD, SECOND)))
        assert art.title == "Water rates to rise 6%", first
        assert art.text.split("\n\n") == [LEAD, SECOND], first


def test_a_lead_sentence_on_the_first_line_stays_in_the_text():
    short = "The water board met on Thursday."
    art = clean(_read(_paste(short, SECOND, THIRD)))
    assert art.text.split("\n\n")[0] == short
    quoted = ('A board spokesperson told  only that the rate review was "still ongoing and would take '
              'several more weeks."')
    art = clean(_read(_paste(quoted, SECOND, THIRD)))
    assert art.text.split("\n\n")[0] == quoted  # (an outlet's name stripped out: "told  only")
    art = clean(_read(_paste("Water rates to rise 6%", LEAD, SECOND)))
    assert art.title == "Water rates to rise 6%" and not art.text.startswith("Water rates")


def test_a_report_sentence_about_subscribing_is_not_a_call_to_action():
    line = "The utility said customers could sign up for the discount program until the end of August."
    kept, removed = clean_text(_paste(LEAD, line, SECOND, THIRD))
    assert line in kept.split("\n\n"), _reasons(removed).get(line)
    _, removed = clean_text(_paste(LEAD, "Sign up for our newsletter to get the latest news.", SECOND, THIRD))
    assert _reasons(removed)["Sign up for our newsletter to get the latest news."] == "call to action"


def test_a_quote_shouted_in_capitals_as_its_own_paragraph_stays():
    quote = '"WE PAID FOR THESE PIPES. WE WANT CLEAN WATER NOW."'
    kept, removed = clean_text(_paste(LEAD, "Residents carried signs and chanted as the vote was read.", quote,
                                      SECOND, THIRD))
    assert quote in kept.split("\n\n"), _reasons(removed).get(quote)


def test_topic_links_and_reuse_button_after_the_article_go():
    tail = ["Explore more on these topics", "Water", "Utilities", "County government", "Share",
            "Reuse this content"]
    kept, removed = clean_text(_paste("Water rates to rise 6%", LEAD, SECOND, THIRD, *tail))
    assert kept.split("\n\n") == [LEAD, SECOND, THIRD]
    assert _reasons(removed)["Utilities"] == "related links"
    assert _reasons(removed)["Reuse this content"] == "share links"


def test_a_contributor_credit_at_the_end_goes():
    credit = "Associated Press writer Tom Beale in Denver contributed to this report."
    kept, removed = clean_text(_paste(LEAD, SECOND, THIRD, "Opponents said they would speak at the hearing.",
                                      credit))
    assert credit not in kept
    assert _reasons(removed)[credit] == "byline"
