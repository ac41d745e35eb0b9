"""The cleaner takes page furniture out and keeps every report sentence verbatim."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from storyline.clean import REASONS, clean, clean_text, looks_extracted
from storyline.model import Article

TITLE = "Senate passes the water bill after a long night"

REPORT = [
    "The Senate passed the water infrastructure bill late on Wednesday by a vote of 61 to 38, "
    "sending it to the House of Representatives.",
    "Senators from both parties said the measure would repair aging pipes in hundreds of towns "
    "across the country.",
    '"This is a good day for every family that drinks from the tap," said the bill\'s sponsor, '
    "who had worked on it for two years.",
    "The bill sets aside $40 billion over five years for local water systems, according to the "
    "budget office.",
    "Opponents argued that the spending was too large and that states should pay a bigger share "
    "of the cost.",
    "The House is expected to take up the bill next month, when lawmakers return from their recess.",
]

# (furniture line, reason) in page order, with the report paragraphs put between them below.
TOP = [
    ("English / Español / Français / Deutsch / 中文", "language menu"),
    ("English", "language menu"),
    ("Español", "language menu"),
    ("Français", "language menu"),
    ("Home | World | Politics | Business | Sports", "navigation"),
    (TITLE, "headline"),
    ("TRUMP'S SHOCK MOVE ON TARIFFS STUNS ALLIES", "promo headline"),
    ("WATCH: MAYOR'S FIERY SPEECH GOES VIRAL", "promo headline"),
    ("By Jane Doe, CNN", "byline"),
    ("Updated 3:42 PM EDT, Thu May 22, 2025", "timestamp"),
]
MIDDLE = [
    ("President Biden speaks in the Oval Office on Tuesday. (AP Photo/Evan Vucci)", "photo caption"),
    ("Advertisement", "advertisement"),
    ("Rescue workers search the rubble of the collapsed bridge. PHOTO: REUTERS", "photo caption"),
    ("CLICK HERE TO GET THE APP", "call to action"),
    ("Sign up for our morning newsletter", "call to action"),
    ("A crowd gathers outside the Capitol. (Chip Somodevilla | Getty Images)", "photo caption"),
    ("Credit: John Smith/The Daily Planet", "photo caption"),
]
BOTTOM = [
    ("Share this article", "share links"),
    ("Facebook", "share links"),
    ("Twitter", "share links"),
    ("Email", "share links"),
    ("Related: Five things to know about the water bill", "related links"),
    ("© 2025 Cable News Network. All rights reserved.", "footer"),
    ("Terms of Use | Privacy Policy | Contact Us", "footer"),
]


def _page() -> str:
    lines = [line for line, _ in TOP]
    middle = iter(MIDDLE)
    for i, para in enumerate(REPORT):
        lines.append(para)
        if i >= 1:
            for _ in range(2 if i < 4 else 1):
                extra = next(middle, None)
                if extra:
                    lines.append(extra[0])
    lines.extend(line for line, _ in BOTTOM)
    return "\n".join(lines) + "\n"


def _reasons(removed) -> dict[str, str]:
    return {r.text: r.why for r in removed}


@pytest.mark.parametrize("extracted", [None, True, False])
def test_every_furniture_kind_goes_with_its_reason_and_the_report_stays(extracted):
    page = _page()
    kept, removed = clean_text(page, TITLE, extracted=extracted)
    assert kept.split("\n\n") == REPORT
    reasons = _reasons(removed)
    for line, why in TOP + MIDDLE + BOTTOM:
        assert reasons.get(line) == why, (line, reasons.get(line))
    assert all(r.why in REASONS for r in removed)


def test_headline_is_kept_when_no_title_matches():
    kept, removed = clean_text(_page(), "Another story altogether")
    assert _reasons(removed).get(TITLE) != "headline"
    assert all(p in kept for p in REPORT)


def test_social_post_markers_are_cut_off_the_edge():
    text = (
        "🚨JUST IN🚨 The governor of Ohio has signed the budget into law after weeks of talks with the "
        "legislature.\n"
        "BREAKING: The state will hire two hundred new teachers by the end of the year, officials said "
        "on Monday.\n"
        "The budget also raises the pay of school bus drivers, who had been on strike for three weeks "
        "in the spring.\n"
        "Lawmakers said the deal was the best that both sides could get in a year of tight revenue.\n"
    )
    kept, removed = clean_text(text)
    paragraphs = kept.split("\n\n")
    assert paragraphs[0] == (
        "The governor of Ohio has signed the budget into law after weeks of talks with the legislature."
    )
    assert paragraphs[1].startswith("The state will hire two hundred new teachers")
    assert [(r.text, r.why) for r in removed] == [("🚨JUST IN🚨", "social marker"), ("BREAKING:", "social marker")]
    for p in paragraphs:
        assert p in text


def test_a_pasted_social_post_line_goes_whole():
    text = (
        "The governor of Ohio has signed the budget into law after weeks of talks with the legislature.\n"
        "🚨JUST IN🚨 Big changes in Columbus!!! #breaking\n"
        "Wow. #ohio #budget\n"
        "Supporters of the bill used the hashtag #FundOurSchools\n"
        "Lawmakers said the deal was the best that both sides could get in a year of tight revenue.\n"
    )
    kept, removed = clean_text(text)
    assert ("🚨JUST IN🚨 Big changes in Columbus!!! #breaking", "social marker") in [(r.text, r.why) for r in removed]
    assert "Big changes" not in kept and "#ohio" not in kept
    assert "the hashtag #FundOurSchools" in kept  # a hashtag named in a report line is no social post


def test_a_language_menu_on_the_first_line_is_not_the_title():
    from storyline.readers.text import parse_text

    text = ("English\nEspañol\nFrançais\nDeutsch\nICE director to step down, sources say\nBy Jane Roe\n"
            "The acting director of the agency will retire at the end of June, two officials said on Thursday.\n")
    raw = parse_text(text, id="a1", path="a1.txt", name="a1.txt")
    assert raw.title == "English"  # the reader's guess: the first line
    art = clean(raw)
    assert art.title == "ICE director to step down, sources say"
    assert _reasons(art.removed)["English"] == "language menu"
    assert art.text.startswith("The acting director")
    plain = clean(parse_text("Port strike ends\n" + text.split("\n", 6)[-1], id="a2", path="a2.txt", name="a2.txt"))
    assert plain.title == "Port strike ends"  # a real headline on the first line stays the title


def test_trailing_photo_credit_is_cut_from_a_long_paragraph():
    para = (
        "The mayor said on Monday that the city would open three new shelters before the winter, "
        "adding that the plan had been agreed with the county and would cost about two million "
        "dollars over the next three years, money that the council had already set aside in the spring budget."
    )
    text = para + " (AP Photo/Evan Vucci)\nShe said the shelters would stay open all night during the coldest weeks.\n"
    kept, removed = clean_text(text)
    assert kept.split("\n\n")[0] == para
    assert ("(AP Photo/Evan Vucci)", "photo caption") in [(r.text, r.why) for r in removed]


def test_comment_section_cookie_banner_and_cta_are_removed():
    text = "\n".join(
        REPORT[:4]
        + [
            "We use cookies to improve your experience. By continuing to use this site you accept our cookie policy.",
            "Comments",
            "Bob says:",
            "May 22, 2025 at 4:15 pm",
            "This is a terrible bill and the senators should be ashamed of passing it into law.",
            "Alice says:",
            "May 22, 2025 at 5:01 pm",
            "I think the towns deserve the money after everything they went through this year.",
        ]
    )
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == REPORT[:4]
    reasons = _reasons(removed)
    assert reasons["Comments"] == "comments"
    assert reasons["Bob says:"] == "comments"
    assert reasons["I think the towns deserve the money after everything they went through this year."] == "comments"
    assert reasons[
        "We use cookies to improve your experience. By continuing to use this site you accept our cookie policy."
    ] == "cookie notice"


def test_report_sentences_that_mention_furniture_words_are_kept():
    text = "\n".join(
        [
            "More than 2,000 volunteers signed up to help after the storm, the county said on Tuesday.",
            "The company changed its privacy policy last year after complaints from regulators in Europe.",
            "By the end of the week, crews had restored power to most homes in the valley, officials said.",
            "Voters must register by Friday to take part in the special election, the clerk said.",
        ]
    )
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == text.split("\n")
    assert removed == []


def test_a_closing_call_to_comment_goes_and_reports_of_comments_stay():
    """A blog's closing "So what do you think? ... Leave your thoughts in the comments section below."
    is furniture ("comments"); a report of what someone said in reply to comments is not."""
    body = ("The studio has not decided whether the director will return for the sequel, people close to the "
            "production said on Monday.")
    kept_lines = [
        body,
        "The senator later apologized for the remarks and responded to the comments.",
        "Several readers said in the comments that the fee was too high, the newspaper reported.",
    ]
    text = "\n".join(kept_lines + ["So what do you think?",
                                    "Leave your thoughts, ideas and desires in the comments section below."])
    kept, removed = clean_text(text, extracted=True)
    assert kept.split("\n\n") == kept_lines
    assert [(r.text, r.why) for r in removed] == [("So what do you think?", "comments"), (
        "Leave your thoughts, ideas and desires in the comments section below.", "comments")]


def test_a_short_note_of_plain_sentences_is_kept():
    kept, removed = clean_text("Home | News\nPolice arrested a man.\nHe was released on bail.\nShare\n")
    assert kept == "Police arrested a man.\n\nHe was released on bail."
    assert [(r.text, r.why) for r in removed] == [("Home | News", "navigation"), ("Share", "share links")]


def test_teaser_list_after_the_article_is_related_links():
    teasers = []
    for i, topic in enumerate(["harbour", "museum", "tram line"]):
        teasers += [
            f"City to rebuild the old {topic} next spring",
            "Ann Lee",
            f"Tuesday November {19 + i}, 2019",
            f"The council has agreed to spend more money on the {topic} after a long debate, and work starts soon.",
        ]
    text = "\n".join(REPORT + ["More from the city desk"] + teasers)
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == REPORT
    assert {r.why for r in removed if "council has agreed" in r.text} == {"related links"}


def test_glued_text_and_stripped_outlets_are_not_repaired():
    text = (
        "The plan was announced by Homeland Security Secretary Kristi Noem.Deportations rose sharply in "
        "the spring, sources told . The department did not answer questions about the numbers on Friday.\n"
        "Officials said the figures would be published in the autumn, after a review by the inspector general.\n"
    )
    kept, _ = clean_text(text)
    assert "Noem.Deportations" in kept
    assert "sources told ." in kept


def test_hard_wrapped_paragraphs_stay_one_block():
    text = (
        "The council voted on Tuesday to close the old bridge over the river for\n"
        "repairs, after engineers found cracks in two of its supports during an\n"
        "inspection last month.\n"
        "\n"
        "Drivers will have to use the northern crossing until the work is done,\n"
        "which the council expects to take about six months.\n"
    )
    kept, removed = clean_text(text)
    blocks = text.strip().split("\n\n")
    assert kept.split("\n\n") == blocks
    assert removed == []


def test_clean_article_sets_text_and_removed():
    article = Article(id="a1", source="Example", title=TITLE, text=_page())
    out = clean(article)
    assert out.text.split("\n\n") == REPORT
    assert out.id == "a1" and out.title == TITLE
    assert any(r.why == "headline" for r in out.removed)
    assert clean_text("") == ("", [])


SNIPPET = [
    "The city council voted on Tuesday to close the old bridge over the river for repairs, after "
    "engineers found cracks in two of its supports.",
    "Drivers will have to use the northern crossing until the work is done, which the council expects "
    "to take about six months.",
    "The mayor said the closure would cost local shops money but that safety had to come first, and "
    "she promised to...",
]


def test_paragraph_cut_short_at_the_end_of_an_extracted_article_is_kept():
    for last in (SNIPPET[2], SNIPPET[2][:-3] + "…", "But the mayor would..."):
        text = "\n\n".join(SNIPPET[:2] + [last])
        kept, removed = clean_text(text, "Council closes the old bridge")
        assert kept.split("\n\n") == SNIPPET[:2] + [last]
        assert removed == []
    # a snippet of one cut-short paragraph, and one ending in "sources..." (not a photo credit)
    one = "Police arrested a man near the library on Thursday after a five-hour stand-off, sources..."
    assert clean_text(one) == (one, [])


def test_paragraph_cut_short_after_the_body_of_a_page_dump_is_kept():
    menu = ["Home", "World", "Politics", "Business", "Sports", "Opinion", "Video", "Weather"]
    footer = ["About us", "Contact", "Careers", "Terms of Use | Privacy Policy", "© 2025 The Daily Planet"]
    lines = menu * 3 + ["Log in", "Subscribe"] + REPORT + [SNIPPET[2]] + footer * 3
    text = "\n".join(lines)
    assert not looks_extracted(text)
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == REPORT + [SNIPPET[2]]
    assert {r.text for r in removed} == set(menu + footer + ["Log in", "Subscribe"])


def test_cut_short_teasers_after_the_article_are_still_related_links():
    teasers = []
    for topic in ("harbour", "museum", "tram line"):
        teasers += [f"City to rebuild the old {topic} next spring", f"The council has agreed to spend more on the {topic} and..."]
    kept, removed = clean_text("\n".join(REPORT + teasers))
    assert kept.split("\n\n") == REPORT
    assert {r.why for r in removed} == {"related links"}


EXTRACTED = [
    "The state will spend $40 billion on water systems over five years, the governor said on Monday, "
    "in the largest program of its kind in the country.",
    "Where the money goes",
    "Most of the money will go to three kinds of projects:",
    "- Replacing lead pipes in older neighbourhoods",
    "- New treatment plants in small towns",
    "- Repairs to dams and reservoirs",
    "| Region | Share |",
    "| North | 40% |",
    "| South | 60% |",
    "Critics said the plan left out rural wells, which serve about a fifth of the state's households.",
]


def test_extracted_article_keeps_subheadings_lists_and_tables_and_loses_line_furniture():
    furniture = [
        ("Sign up for our morning newsletter", "call to action"),
        ("Workers repair a water main in Springfield. (AP Photo/Jane Roe)", "photo caption"),
        ("Reporting by Jane Doe; Editing by John Smith", "byline"),
        ("Governor signs the budget after a long night [VIDEO]", "related links"),
    ]
    text = "\n\n".join(EXTRACTED[:3] + [furniture[0][0]] + EXTRACTED[3:9] + [furniture[1][0]] + EXTRACTED[9:]
                      + [furniture[2][0], furniture[3][0]])
    assert looks_extracted(text)
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == EXTRACTED
    assert [(r.text, r.why) for r in removed] == [
        furniture[0], furniture[1], furniture[2], furniture[3]
    ]
    # the same text forced through the page logic loses the list and the table (what changed)
    forced, _ = clean_text(text, extracted=False)
    assert forced != kept and clean_text(text, extracted=True)[0] == kept


def test_title_like_lines_before_the_first_paragraph_of_an_extracted_article():
    lead = "Two top leaders of a polygamous community in western Canada have been charged with polygamy, officials said Wednesday"
    text = "\n\n".join(["🚨JUST IN🚨 Bridge closure confirmed", "Tuesday, July 2,2013", lead] + SNIPPET[:2])
    kept, removed = clean_text(text)
    assert kept.split("\n\n") == [lead] + SNIPPET[:2]  # the lead kept though it lost its full stop
    assert [r.text for r in removed] == ["🚨JUST IN🚨 Bridge closure confirmed", "Tuesday, July 2,2013"]


def test_a_lead_sentence_that_is_also_the_title_is_kept():
    # a reader that takes the first line as the title when a file has none
    kept, removed = clean_text("\n\n".join(SNIPPET), SNIPPET[0])
    assert kept.split("\n\n") == SNIPPET and removed == []
    kept, removed = clean_text("Council closes the old bridge\n\n" + SNIPPET[0], "Council closes the old bridge")
    assert kept == SNIPPET[0] and [r.why for r in removed] == ["headline"]


def _compact(s: str) -> str:
    return re.sub(r"\s+", "", s)


LINE = st.one_of(
    st.sampled_from(
        [line for line, _ in TOP + MIDDLE + BOTTOM]
        + REPORT
        + ["", "   ", "* Home", "🚨JUST IN🚨 " + REPORT[0], "BREAKING: " + REPORT[1], REPORT[2] + " (AP Photo/Jane Roe)"]
        + SNIPPET + EXTRACTED
    ),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(LINE, max_size=25), st.sampled_from(["\n", "\r\n", "\n\n"]), st.sampled_from([None, True, False]))
def test_kept_text_is_verbatim_and_everything_is_accounted_for(lines, sep, extracted):
    text = sep.join(lines)
    kept, removed = clean_text(text, TITLE, extracted=extracted)
    paragraphs = kept.split("\n\n") if kept else []
    for p in paragraphs:
        assert p and p == p.strip()
        assert p in text
    for r in removed:
        assert r.text in text
        assert r.why in REASONS
    # every non-blank character of the input is either kept or removed, exactly once
    assert len(_compact("".join(paragraphs))) + len(_compact("".join(r.text for r in removed))) == len(
        _compact(text)
    )
    # every non-blank line is inside one kept or removed piece (a line or a wrapped block),
    # or is split into pieces (a kept line with a marker or credit cut off its edge)
    pieces = [_compact(p) for p in paragraphs] + [_compact(r.text) for r in removed]
    for line in text.splitlines():
        c = _compact(line)
        if c:
            assert any(c in piece for piece in pieces) or sum(len(p) for p in pieces if p and p in c) >= len(c)
    assert sorted("".join(pieces)) == sorted(_compact(text))


CAPS_REPORT = [
    "POLICE HAVE MOVED IN AND ARRESTED AT LEAST TWO MEN FROM A RELIGIOUS COMMUNITY IN THE VALLEY.",
    "THE ATTORNEY GENERAL ISSUED A STATEMENT TODAY SAYING THAT THE TWO MEN HAD BEEN CHARGED WITH FRAUD.",
    "HE SAYS THE ARRESTS ARE THE PRODUCT OF A SEVEN-MONTH REVIEW BY A SPECIAL PROSECUTOR.",
]


def test_a_report_set_in_capitals_keeps_its_text():
    """Old wire copy is all capitals: capitals are no sign of a promo headline there."""
    kept, removed = clean_text("\n\n".join(["POLICE MAKE TWO ARRESTS"] + CAPS_REPORT), "POLICE MAKE TWO ARRESTS")
    assert kept.split("\n\n") == CAPS_REPORT
    assert [r.why for r in removed] == ["headline"]


def test_a_caps_promo_line_in_a_normal_report_still_goes():
    report = ["Police arrested two men from a religious community in the valley on Tuesday, officials said.",
              "The attorney general said the men had been charged with fraud after a seven-month review."]
    kept, removed = clean_text("\n\n".join([report[0], "TRUMP'S SHOCK MOVE ON TARIFFS STUNS ALLIES", report[1]]),
                               "Two arrested")
    assert kept.split("\n\n") == report
    assert [r.why for r in removed] == ["promo headline"]
