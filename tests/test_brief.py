"""The brief (contract dict) and its Markdown rendering, over hand-written stories."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from storyline.brief import build_brief
from storyline.faithful import check_brief
from storyline.render import esc, render_markdown
from storyline.settings import Settings
from tests.helpers.stories import STORIES, A, bundle, denial_story, make, moves_story, quota_story, summit_story

SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "storyline" / "schema" / "brief.schema.json").read_text())


@pytest.mark.parametrize("story_fn", STORIES)
def test_brief_validates_against_schema_and_is_json(story_fn):
    b, brief = make(story_fn)
    jsonschema.validate({"version": 1, "stories": [brief]}, SCHEMA)
    assert json.loads(json.dumps(brief)) == brief


@pytest.mark.parametrize("story_fn", STORIES)
def test_every_brief_is_faithful(story_fn):
    b, brief = make(story_fn)
    assert check_brief(brief, {a: x.text for a, x in b.articles.items()}) == []


@pytest.mark.parametrize("story_fn", STORIES)
def test_cited_texts_occur_in_every_cited_article(story_fn):
    b, brief = make(story_fn)
    for section, field in (("summary", "sentence"), ("quotes", "text"), ("quantities", "text"),
                           ("timeline", "text")):
        for entry in brief[section]:
            for aid in entry["articles"]:
                assert entry[field] in b.articles[aid].text
    for c in brief["conflicts"]:
        for claim in c["claims"]:
            for aid in claim["articles"]:
                assert claim["text"] in b.articles[aid].text


def test_articles_entries_follow_the_contract():
    b, brief = make(summit_story)
    arts = {a["id"]: a for a in brief["articles"]}
    assert [a["id"] for a in brief["articles"]] == ["g1", "g2", "g3", "g4"]
    assert arts["g2"]["copy_of"] == "g1" and arts["g1"]["copy_of"] is None
    assert arts["g1"]["published"] == "2022-12-03T09:00:00+00:00"
    assert arts["g3"]["published"] is None
    assert arts["g1"]["removed"] == [{"text": "Share on Facebook", "why": "share links"}]
    _, moves = make(moves_story)
    assert {a["id"]: a["relays"] for a in moves["articles"]}["b5"] == ["Axios"]


def test_summary_leads_with_cross_outlet_content_and_skips_furniture():
    b, brief = make(summit_story)
    sents = [s["sentence"] for s in brief["summary"]]
    assert sents, "summary is empty"
    assert len(sents) <= 5
    assert not any("CLICK HERE" in s or s.startswith("and ") for s in sents)
    # the cap itself is in the summary, said by three independent outlets (g2 copies g1)
    lead = next(s for s in brief["summary"] if "$60 a barrel" in s["sentence"])
    assert lead["support"] == 3
    if lead["sentence"].startswith("Leaders of the G7"):
        assert lead["articles"] == ["g1", "g2"]  # the source and its copy hold the exact sentence
    # no two summary sentences say the same thing (one cap sentence, one start-date sentence)
    assert sum("$60" in s for s in sents) == 1
    assert sum("December 5" in s for s in sents) == 1


def test_summary_respects_the_limit_and_reading_order():
    b, brief = make(summit_story, summary_sentences=2)
    assert len(brief["summary"]) == 2
    assert "$60" in brief["summary"][0]["sentence"]  # the lead comes first in reading order


def test_summary_entry_lists_paraphrases_in_also_in():
    _, brief = make(summit_story)
    cap = next(s for s in brief["summary"] if "$60" in s["sentence"])
    assert set(cap["articles"]) | set(cap["also_in"]) == {"g1", "g2", "g3", "g4"}


def test_facts_carry_relay_chain_and_support():
    _, brief = make(moves_story)
    genalo = next(f for f in brief["facts"] if "Kenneth Genalo" in f["label"])
    assert genalo["support"] == 2 and genalo["status"] == "corroborated"
    assert genalo["relayed"] == [{"article": "b5", "outlet": "Axios"}]
    assert sorted(genalo["outlets"]) == ["Axios", "Reuters"]
    assert brief["facts"][0] is genalo  # most support first


def test_people_merged_across_articles_with_roles():
    _, brief = make(moves_story)
    people = {p["name"]: p for p in brief["people"]}
    assert set(people) == {"Kenneth Genalo", "Robert Hammer"}
    assert "Genalo" in people["Kenneth Genalo"]["aliases"]
    (role,) = people["Kenneth Genalo"]["roles"]
    assert role["change"] == "outgoing" and role["org"] == "ICE"
    assert role["articles"] == ["b1", "b2", "b3", "b4", "b5"]


def test_conflicts_in_brief_have_claims_with_sentences():
    _, brief = make(quota_story)
    (c,) = brief["conflicts"]
    assert c["kind"] == "value"
    values = {cl["value"]: cl for cl in c["claims"]}
    assert set(values) == {"1,000", "1,800"}
    assert values["1,800"]["also_in"] == ["a3"]
    statuses = {f["id"]: f["status"] for f in brief["facts"]}
    assert all(statuses[fid] == "conflicting" for fid in c["facts"])
    _, d = make(denial_story)
    (dc,) = d["conflicts"]
    assert dc["kind"] == "denial"
    assert "denied" in dc["claims"][1]["text"]


def test_quantities_and_timeline():
    _, brief = make(summit_story)
    q = [x for x in brief["quantities"] if x["text"] == "$60 a barrel"]
    assert q and q[0]["value"] == 60 and q[0]["unit"] == "$" and q[0]["frame"] == "target"
    assert set(q[0]["articles"]) == {"g1", "g2", "g3", "g4"}
    dates = [t["date"] for t in brief["timeline"]]
    assert dates == sorted(dates, key=lambda d: (d is None, d or ""))
    assert "2022-12-05" in dates and "2022-12-04" in dates
    cap_fact = next(f for f in brief["facts"] if f["kind"] == "quantity")
    assert cap_fact["support"] == 3 and cap_fact["status"] == "corroborated"


def test_quotes_in_brief():
    _, brief = make(summit_story)
    assert brief["quotes"] == [{"speaker": "Volodymyr Zelensky", "text": "the cap was too weak",
                                "articles": ["g3"], "fact": brief["quotes"][0]["fact"], "direct": False}]


def test_markdown_escapes_hostile_text():
    a = A("x1", "Evil <b>News</b>", "Officials said <script>alert(1)</script> was found in the files today. "
          "Read [x](javascript:alert(1)) for the full story of the officials. "
          "A | pipe and `code` and **bold** appear in this sentence too.")
    a.quote("Mal <img src=x onerror=alert(1)>", "[x](javascript:alert(1))")
    b = bundle(a, title="<script>alert('t')</script> [x](javascript:alert(1))")
    brief = build_brief(b, Settings())
    assert check_brief(brief, {"x1": a.text}) == []
    md = render_markdown([brief])
    assert "<script" not in md and "<img" not in md and "<b>" not in md
    assert "](javascript" not in md and "[x]" not in md
    assert "javascript:" not in md
    assert "`code`" not in md
    # table rows keep their column count despite the pipe in the text
    for line in md.splitlines():
        if line.startswith("| ") and "pipe" in line:
            assert len(_split_cells(line)) in (4, 6)  # the timeline or the facts table
    assert "&lt;script&gt;" in md


def _split_cells(line: str) -> list[str]:
    cells, cur, prev = [], "", ""
    for ch in line.strip()[1:-1]:
        if ch == "|" and prev != "\\":
            cells.append(cur)
            cur = ""
        else:
            cur += ch
        prev = ch
    return cells + [cur]


def test_esc_is_plain_for_plain_text():
    assert esc("Kenneth Genalo was removed.") == "Kenneth Genalo was removed."
    assert esc("a\nb") == "a b"
    assert esc("R&D <x>") == "R&D &lt;x&gt;" and esc("&amp;") == "&amp;amp;"  # "&" only where it starts an entity


def test_render_markdown_sections():
    briefs = [make(fn)[1] for fn in STORIES]
    md = render_markdown(briefs)
    for heading in ("## Summary", "## Conflicts and contested facts", "## Corroborated facts",
                    "## Single-source facts", "## Sources"):
        assert heading in md
    assert "Reuters [1]" in md or "[1]" in md  # citations: outlet names with numbered sources
    full = render_markdown(briefs, full=True)
    for heading in ("## People", "## Quotes", "## Timeline", "## Sources", "Removed page furniture"):
        assert heading in full
    assert "Removed page furniture: 1 piece." in full


def test_build_brief_without_people_map_uses_merge():
    b = moves_story()
    brief = build_brief(b, Settings())
    assert check_brief(brief, {a: x.text for a, x in b.articles.items()}) == []
    names = {p["name"] for p in brief["people"]}
    assert "Kenneth Genalo" in names and "Genalo" not in names


def test_empty_story_and_orphan_copy():
    from storyline.model import Story, StoryBundle

    brief = build_brief(StoryBundle(Story("s9", "Nothing", ())), Settings())
    jsonschema.validate({"stories": [brief]}, SCHEMA)
    assert brief["facts"] == [] and brief["summary"] == [] and brief["title"] == "Nothing"
    # a copy whose original is not in the story still speaks (for its own outlet)
    a = A("o1", "Yahoo News", "The bridge reopened to traffic on Tuesday after two years of repairs.")
    b = bundle(a, copy_of={"o1": "elsewhere"})
    brief = build_brief(b, Settings())
    assert [s["sentence"] for s in brief["summary"]] == [a.text]
    assert brief["articles"][0]["copy_of"] == "elsewhere"
    assert check_brief(brief, {"o1": a.text}) == []  # copy_of is a link, not a citation


def _unescaped(md: str, ch: str) -> bool:
    return any(c == ch and (i == 0 or md[i - 1] != "\\") for i, c in enumerate(md))


@given(st.text(max_size=80))
@hsettings(max_examples=200, deadline=None)
def test_esc_never_leaves_live_markup(text):
    out = esc(text, table=True)  # "|" is escaped in table cells
    assert "<" not in out and ">" not in out and "\n" not in out
    for ch in "[]|`*":
        assert not _unescaped(out, ch)
    # "_" is left alone only between two letters or digits, where it cannot make emphasis
    assert all(out[i - 1] == "\\" or (0 < i < len(out) - 1 and out[i - 1].isalnum() and out[i + 1].isalnum())
               for i, c in enumerate(out) if c == "_")


WORDS = ("the", "agency", "said", "mayor", "river", "flood", "closed", "bridge", "on", "Monday", "police",
         "officials", "3,000", "homes", "water", "rose", "council", "voted", "to", "rebuild", "\u201cnow\u201d")


@given(st.lists(st.lists(st.lists(st.sampled_from(WORDS), min_size=3, max_size=12), min_size=1, max_size=5),
                min_size=1, max_size=4))
@hsettings(max_examples=30, deadline=None)
def test_any_story_gives_a_faithful_schema_valid_brief(articles):
    arts = []
    for n, sents in enumerate(articles):
        text = " ".join(" ".join(ws).capitalize() + "." for ws in sents)
        arts.append(A(f"h{n}", f"Outlet {n % 3}", text))
    b = bundle(*arts)
    brief = build_brief(b, Settings())
    jsonschema.validate({"stories": [brief]}, SCHEMA)
    assert check_brief(brief, {a: x.text for a, x in b.articles.items()}) == []


def test_odd_extractor_values_still_fit_the_schema():
    from datetime import datetime as dt

    a = A("w1", "CNN", "Director Ann Lee was named acting chief on Monday, the agency said.")
    a.person("Ann Lee").role("Ann Lee", "acting chief", "the agency", "named", "Ann Lee")
    a.date("Monday", dt(2025, 5, 19, 10, 30))
    brief = build_brief(bundle(a), Settings())
    jsonschema.validate({"stories": [brief]}, SCHEMA)
    assert check_brief(brief, {"w1": a.text}) == []
    assert brief["timeline"][0]["date"] == "2025-05-19"
    assert brief["people"][0]["roles"][0]["change"] == "incoming"


@pytest.mark.parametrize("sentence,furniture", [
    ("CLICK HERE TO GET THE APP.", True),
    ("Subscribe now for unlimited access.", True),
    ("Photo: John Smith/Getty Images", True),
    ("Share on Facebook", True),
    ("Netflix added 2 million subscribers in the quarter.", False),
    ("The copyright lawsuit was dismissed on Monday.", False),
    ("The company said it would share on Tuesday its plans.", False),
])
def test_furniture_heuristic(sentence, furniture):
    from storyline.align import looks_like_furniture

    assert looks_like_furniture(sentence) is furniture


@pytest.mark.parametrize("sentence,fragment", [
    ("and that was the end of it.", True),
    ("\u201cWe will win,\u201d she said.", False),
    ("\u201cWe will win and we will", True),
    ("He said the plan was \u201cdead.", True),
    ("The plan is dead, officials said.", False),
])
def test_quote_fragment_heuristic(sentence, fragment):
    from storyline.align import is_quote_fragment

    assert is_quote_fragment(sentence) is fragment


def test_timeline_keeps_how_precisely_a_date_was_written():
    a1 = A("t1", "AP", "Jobless claims fell to 293,000, the lowest level since March 2020.")
    a1.date("March 2020", date(2020, 3, 1))
    a2 = A("t2", "NBC", "The Labor Department released the figures on Oct. 14, 2021 in Washington.")
    a2.date("Oct. 14, 2021", date(2021, 10, 14))
    brief = build_brief(bundle(a1, a2, title="Claims"), Settings())
    jsonschema.validate({"version": 1, "stories": [brief]}, SCHEMA)
    rows = {t["when"]: t for t in brief["timeline"]}
    assert rows["March 2020"]["precision"] == "month" and rows["March 2020"]["label"] == "2020-03"
    assert rows["Oct. 14, 2021"]["precision"] == "day" and rows["Oct. 14, 2021"]["label"] == "2021-10-14"
    md = render_markdown([brief], full=True)
    assert "| 2020-03 | March 2020 |" in md and "2020-03-01" not in md


def test_unnamed_speakers_are_shown_as_described():
    """"officials" is not a name to align on, but the reader sees who the article says spoke."""
    a1 = A("u1", "AP", "The plan will be delayed, officials said on Monday.")
    a1.quote("officials", "The plan will be delayed")
    a2 = A("u2", "NBC", "Nobody was hurt, the report said.")
    a2.quote("the report", "Nobody was hurt")
    brief = build_brief(bundle(a1, a2, title="Plan"), Settings())
    speakers = {q["text"]: q["speaker"] for q in brief["quotes"]}
    assert speakers == {"The plan will be delayed": "officials", "Nobody was hurt": "the report"}
    facts = {f["label"] for f in brief["facts"] if f["kind"] == "quote"}
    assert any(t.startswith("officials:") for t in facts) and not any(t.startswith("unattributed") for t in facts)


def test_a_quote_told_with_and_without_its_closing_period_is_one_row():
    a1 = A("q1", "NBC", "“The policy applies to air and land travel,” Kevin Munoz said.")
    a1.quote("Kevin Munoz", "The policy applies to air and land travel")
    a2 = A("q2", "Fox", "Kevin Munoz said: “The policy applies to air and land travel.”")
    a2.quote("Kevin Munoz", "The policy applies to air and land travel.")
    b = bundle(a1, a2, title="Travel")
    brief = build_brief(b, Settings())
    rows = [q for q in brief["quotes"] if q["speaker"] == "Kevin Munoz"]
    assert len(rows) == 1
    assert rows[0]["text"] == "The policy applies to air and land travel"
    assert rows[0]["articles"] == ["q1", "q2"]
    assert check_brief(brief, {a: x.text for a, x in b.articles.items()}) == []


def test_a_whole_quotation_is_listed_beside_the_part_another_outlet_ran():
    """One outlet runs the statement whole, another only its second sentence: the quotes list the whole
    quotation for the outlet that ran it (a fact-checker looking for its first sentence finds it) and
    the shared part for both, each text in every article it is listed with."""
    whole = ("It has been an honor to serve the people of the district. "
             "I would like to thank my staff for all of their hard work")
    part = "I would like to thank my staff for all of their hard work"
    a1 = A("w1", "Fox", f"“{whole},” Blake Farenthold said in a statement.")
    a1.quote("Blake Farenthold", whole)
    a2 = A("w2", "HuffPost", f"“{part},” Blake Farenthold said.")
    a2.quote("Blake Farenthold", part)
    b = bundle(a1, a2, title="Resignation")
    brief = build_brief(b, Settings())
    rows = {q["text"]: q["articles"] for q in brief["quotes"] if q["speaker"] == "Blake Farenthold"}
    assert rows == {whole: ["w1"], part: ["w1", "w2"]}
    assert check_brief(brief, {a: x.text for a, x in b.articles.items()}) == []
    # a few words more are enough to be another row (a character count let this one be lost)
    whole, part = "email arrangement with herself is highly unusual, if not unprecedented", "highly unusual, if not unprecedented"
    a1 = A("u1", "NYT", f"Mrs. Clinton’s “{whole},” Trey Gowdy wrote.")
    a1.quote("Trey Gowdy", whole)
    a2 = A("u2", "HuffPost", f"Gowdy called her email situation “{part}.”")
    a2.quote("Trey Gowdy", part)
    b = bundle(a1, a2, title="Email")
    rows = {q["text"]: q["articles"] for q in build_brief(b, Settings())["quotes"] if q["speaker"] == "Trey Gowdy"}
    assert rows == {whole: ["u1"], part: ["u1", "u2"]}


def _role(title, org=None, change=None, articles=("a1",), replaces=None):
    return {"title": title, "org": org, "change": change, "replaces": replaces, "articles": list(articles)}


def test_people_table_merges_wordings_of_one_post():
    from storyline.brief import merge_roles

    rows = [_role("leader", None, None, ["a2"]),
            _role("sect leader", None, None, ["a3", "a5"]),
            _role("leader", "Fundamentalist Church of Jesus Christ of Latter Day Saints", None, ["a1"]),
            _role("leader", "FLDS", "current", ["a5"])]
    (one,) = merge_roles(rows)
    assert one["org"] == "Fundamentalist Church of Jesus Christ of Latter Day Saints"
    assert sorted(one["articles"]) == ["a1", "a2", "a3", "a5"]
    assert rows[0]["articles"] == ["a2"]  # the input rows are not changed


@pytest.mark.parametrize("a,b", [
    (_role("Attorney General", "Texas"), _role("Assistant Attorney General", "Texas")),  # another rank
    (_role("deputy director", "FBI"), _role("director", "FBI")),
    (_role("director", "FBI"), _role("director", "CIA")),  # another organisation
    (_role("director", "FBI"), _role("director", "FBI", "outgoing")),  # a move is its own row
    (_role("spokesman", "Texas Attorney General"), _role("Attorney General", "Texas")),  # another post
])
def test_people_table_keeps_different_posts_apart(a, b):
    from storyline.brief import merge_roles

    assert len(merge_roles([a, b])) == 2


def test_people_table_lists_the_most_cited_role_first():
    from storyline.brief import merge_roles

    rows = [_role("senator", "Ohio", None, ["a1"]), _role("candidate", None, None, ["a1", "a2", "a3"])]
    assert [r["title"] for r in merge_roles(rows)] == ["candidate", "senator"]


def test_html_report_says_what_each_fact_is_and_folds_single_source_facts():
    from storyline.report import render_html

    _, brief = make(quota_story)
    page = render_html([brief])
    assert "<script" not in page
    several, _, folded = page.partition("<details>")
    assert folded, "single-source facts are folded away"
    quotas = [f for f in brief["facts"] if f["kind"] == "quantity" and f["status"] != "single-source"]
    assert quotas and all(f"<b>{f['label']}</b>" in several for f in quotas)  # the slot and value, not just the sentence
    singles = [f for f in brief["facts"] if f["status"] == "single-source"]
    assert f"Single-source facts ({len(singles)})" in page
    assert all(f["label"] not in several.split("<h2>Facts</h2>")[1] for f in singles if f["kind"] == "quantity")
    assert ">Reuters</a>" in page and 'title="article a1"' in page  # chips name the outlet


def test_html_report_escapes_hostile_labels():
    from storyline.report import render_html

    a = A("x1", "Evil <b>News</b>", "Officials said <script>alert(1)</script> was found today. "
          "The agency set a quota of 7,000 <img src=x onerror=alert(1)> arrests.")
    a.qty("7,000 <img src=x onerror=alert(1)> arrests", 7000, "<img src=x onerror=alert(1)> arrests")
    page = render_html([build_brief(bundle(a, title="<script>t</script>"), Settings())])
    assert "<script" not in page and "<img" not in page and "<b>News" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page


def test_html_report_lists_quotes_under_each_speaker_once():
    from storyline.report import render_html

    a = A("q1", "Reuters", "The plan is dead, Smith said. It will not return, Smith added. Jones said he disagreed.")
    a.quote("Ann Smith", "The plan is dead", direct=False).quote("Ann Smith", "It will not return", direct=False)
    a.quote("Bo Jones", "he disagreed", direct=False)
    page = render_html([build_brief(bundle(a), Settings())])
    quotes = page.split("<h2>Quotes</h2>")[1].split("<h2>")[0]
    assert quotes.count("<h3>Ann Smith</h3>") == 1 and quotes.count("<h3>Bo Jones</h3>") == 1
    assert quotes.index("The plan is dead") < quotes.index("It will not return") < quotes.index("Bo Jones")


def test_markdown_escaping_keeps_prose_colons_and_defuses_uri_schemes():
    from storyline.render import esc

    assert esc("DHS data: “Deportations rose”") == "DHS data: “Deportations rose”"
    assert "javascript:" not in esc("javascript:alert(1)") and "data:" not in esc("DATA:text/html;base64,xx")


def test_a_summary_sentence_telling_a_disputed_figure_says_so():
    _, brief = make(quota_story)
    conflicting = {f for c in brief["conflicts"] for f in c["facts"]}
    quota = [e for e in brief["summary"] if "quota of 1,8" in e["sentence"] or "quota of 1,0" in e["sentence"]]
    assert quota and all(e["disputed"] and set(e["disputed"]) <= conflicting for e in quota)
    assert all(not e["disputed"] for e in brief["summary"] if "quota" not in e["sentence"])
    md = render_markdown([brief])
    assert all(f"disputed: {', '.join(e['disputed'])}, see Conflicts" in md for e in quota)
    _, calm = make(summit_story)
    assert all(e["disputed"] == [] for e in calm["summary"])


def test_one_denial_of_two_quota_figures_is_one_conflict_and_marks_both_denied():
    from storyline.web.views import DENIED, fact_matrix

    a1 = A("a1", "Reuters", "The White House set a quota of 1,000 arrests a day for the agency, officials said.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    a2 = A("a2", "AP", "The White House had set a quota of 1,800 arrests a day, according to two officials.")
    a2.qty("1,800 arrests a day", 1800, "arrests", "day", "target")
    a3 = A("a3", "Fox News", "Noem denied that the agency had a quota.")
    a3.denial("Kristi Noem", "the agency had a quota", "denied")
    brief = build_brief(bundle(a1, a2, a3, title="Arrest quota"), Settings())
    (d,) = [c for c in brief["conflicts"] if c["kind"] == "denial"]
    assert [cl["value"] for cl in d["claims"]] == ["asserted: 1,000", "asserted: 1,800", "denied by Kristi Noem"]
    quotas = d["facts"][:-1]
    m = fact_matrix(brief)
    rows = {r["fact"]: r for r in m["rows"]}
    fox = m["outlets"].index(next(o for o in m["outlets"] if "Fox" in o))
    assert all(rows[f]["cells"][fox]["state"] == DENIED for f in quotas)


def test_an_undated_timeline_row_says_so_in_markdown():
    a = A("a1", "AP", "The board met in recent weeks to discuss the port.")
    a.date("in recent weeks", None)
    md = render_markdown([build_brief(bundle(a, title="Port"), Settings())], full=True)
    timeline = md.split("## Timeline", 1)[1]
    row = next(line for line in timeline.splitlines() if "in recent weeks" in line and line.startswith("|"))
    assert row.startswith("| undated |")


def test_markdown_numbers_are_written_as_reporters_write_them():
    a = A("a1", "AP", "The listing could raise $12.9bn, and 1,234,567 shares were sold.")
    a.qty("$12.9bn", 12.9e9, None, unit="$")
    a.qty("1,234,567 shares", 1234567, "share")
    md = render_markdown([build_brief(bundle(a, title="Listing"), Settings())], full=True)
    numbers = md.split("## Numbers", 1)[1].split("## Timeline", 1)[0]
    assert "| 12.9 billion | $ |" in numbers and "| 1,234,567 |" in numbers
    assert "12900000000" not in md


def test_counts_read_as_english_in_markdown_and_html():
    from storyline.report import render_html

    a = A("a1", "AP", "The board met on Monday to discuss the port.")
    brief = build_brief(bundle(a, title="Port"), Settings())
    md = render_markdown([brief])
    assert "· 1 article ·" in md and "1 articles" not in md
    html = render_html([brief])
    assert "1 article from 1 outlet:" in html


def test_a_year_only_event_is_placed_by_its_year_not_listed_as_undated():
    a = A("a1", "AP", "Powell served as secretary of state from 2001 to 2005. He died on Monday. "
                      "The board met in recent weeks to discuss it.")
    a.date("2001 to 2005", None)
    a.date("Monday", date(2021, 10, 18))
    a.date("in recent weeks", None)
    brief = build_brief(bundle(a, title="Powell"), Settings())
    rows = [(t["label"], t["when"]) for t in brief["timeline"]]
    assert rows == [("2001–2005", "2001 to 2005"), ("2021-10-18", "Monday"), (None, "in recent weeks")]
    assert brief["timeline"][0]["date"] is None and brief["timeline"][0]["precision"] == "year"
    md = render_markdown([brief], full=True)
    assert "| 2001–2005 | 2001 to 2005 |" in md and "| undated | in recent weeks |" in md


def test_markdown_numbers_keep_the_bound_with_the_value():
    a = A("a1", "AP", "Agents arrested more than 200 people in the raid.")
    a.qty("more than 200 people", 200, "people", bound="more than")
    md = render_markdown([build_brief(bundle(a, title="Raid"), Settings())], full=True)
    numbers = md.split("## Numbers", 1)[1].split("## Timeline", 1)[0]
    assert "| more than 200 |" in numbers and "more than people" not in numbers


def test_people_table_joins_a_qualified_head_to_the_qualified_title():
    a1 = A("a1", "Capitol Ledger", "Roe replaces acting administrator Cameron Hamilton, who was removed in May.")
    a1.person("Cameron Hamilton").role("Cameron Hamilton", "acting administrator", None, "outgoing",
                                       "acting administrator Cameron Hamilton")
    a2 = A("a2", "Plains Courier", "She succeeds Cameron Hamilton, the agency's former acting head, who was fired.")
    a2.person("Cameron Hamilton").role("Cameron Hamilton", "acting head", None, "outgoing",
                                       "Cameron Hamilton, the agency's former acting head")
    brief = build_brief(bundle(a1, a2, title="FEMA"), Settings())
    [hamilton] = [p for p in brief["people"] if p["name"] == "Cameron Hamilton"]
    assert [(r["title"], sorted(r["articles"])) for r in hamilton["roles"]] == [("acting administrator", ["a1", "a2"])]


def test_a_move_told_with_less_joins_the_one_post_it_can_be():
    from storyline.brief import merge_roles, role_line

    def row(title, org, change, replaces, *arts):
        return {"title": title, "org": org, "change": change, "replaces": replaces, "articles": list(arts)}

    rows = [row("administrator", "Federal Emergency Management Agency", "incoming", None, "a", "c"),
            row("head", "FEMA", "incoming", None, "b"),
            row("head", "FEMA", "incoming", "Cameron Hamilton", "b"),
            row("administrator", "FEMA", "incoming", "Cameron Hamilton", "c"),
            row("", None, "incoming", "Cameron Hamilton", "a"),
            row("emergency manager", "Florida", "former", None, "a")]
    got = [role_line(r) for r in merge_roles(rows)]
    assert got == ["incoming administrator (Federal Emergency Management Agency), replacing Cameron Hamilton",
                   "former emergency manager (Florida)"]
    # two posts: an unnamed arrival could be either, so it stays on its own
    two = merge_roles([row("chief executive", "Acme", "incoming", None, "a"),
                       row("chair", "Globex", "incoming", None, "b"), row("", None, "incoming", None, "c")])
    assert len(two) == 3
    # a department's acronym fits its name written without "Department of"
    assert len(merge_roles([row("Secretary", "Homeland Security", None, None, "a"),
                            row("Secretary", "DHS", None, None, "b")])) == 1
    assert len(merge_roles([row("Secretary", "Homeland Security", None, None, "a"),
                            row("Secretary", "DOJ", None, None, "b")])) == 2


def test_summary_counts_each_article_once_as_it_tells_the_sentence():
    """A summary sentence's support counts each article once: an article that tells it in its own
    words vouches as itself, even when another of its sentences relays an outlet for a fact the
    sentence shares (3 outlets from 2 articles before)."""
    n1 = A("n1", "The New York Times", "Senator Joan Park of Ohio resigned from the Senate on Friday after a "
           "settlement with a former aide was disclosed. The weather in Columbus was mild that afternoon.")
    n1.person("Joan Park", "Park").role("Joan Park", "senator", "Ohio", None, "Senator Joan Park of Ohio")
    h1 = A("h1", "HuffPost", "Senator Joan Park of Ohio resigned from the Senate on Friday after a settlement "
           "with a former aide was disclosed. Park, a senator from Ohio, paid the settlement in 2014, Politico reported.")
    h1.person("Joan Park", "Park").role("Joan Park", "senator", "Ohio", None, "a senator from Ohio")
    h1.relay("Politico", "Politico reported")
    brief = build_brief(bundle(n1, h1, title="Senator resigns"), Settings())
    lead = next(s for s in brief["summary"] if s["sentence"].startswith("Senator Joan Park"))
    assert lead["support"] == 2 and lead["outlets"] == ["HuffPost", "The New York Times"]
    role = next(f for f in brief["facts"] if f["kind"] == "role" and f["support"] == 2)
    assert sorted(role["outlets"]) == ["Politico", "The New York Times"]  # the fact counts the relay


def test_a_quotation_or_denial_fact_says_whose_words_it_shows():
    """A fact shown by a quotation's words carries its speaker (``who``) and how the article gives
    them (``says``: reported speech here); a denial shown from its denying word carries its denier;
    the Markdown row puts them before the words, which do not name them."""
    summit = build_brief(summit_story(), Settings())
    said = [f for f in summit["facts"] if f["kind"] == "quote" and f["claim"] == "the cap was too weak"]
    assert [(f["who"], f["says"]) for f in said] == [("Volodymyr Zelensky", "reports")]
    assert said[0]["label"] == "Volodymyr Zelensky: the cap was too weak"  # no quotation marks: his words?
    assert all(f["who"] is None and f["says"] is None for f in summit["facts"] if f["kind"] in ("quantity", "event"))
    assert "According to Volodymyr Zelensky, the cap was too weak —" in render_markdown([summit], full=True)
    denied = build_brief(denial_story(), Settings())
    denial = [f for f in denied["facts"] if f["kind"] == "denial"]
    assert [(f["who"], f["says"]) for f in denial] == [("Tricia McLaughlin", "denies")]
    assert denial[0]["claim"].startswith("denied that Lewandowski")
    assert "Tricia McLaughlin denied that Lewandowski ordered the agency" in render_markdown([denied], full=True)
