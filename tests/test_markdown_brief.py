"""The Markdown brief a reporter reads in a minute: the answer first (summary, conflicts side by
side, corroborated facts with their outlets by name), single-source facts counted in one line
(listed with ``full``), citations as outlet names with numbered sources at the end, a length
bound, and escaping only where Markdown needs it."""

from __future__ import annotations

import re

from storyline.render import MAX_LINES, esc, render_markdown

OUTLETS = ["CNN", "Fox News", "NPR", "The New York Times", "Reuters", "unnamed source 1"]


def article(i: int, outlet: str, **extra) -> dict:
    return {"id": f"art-{i}-3f9a2c", "source": outlet, "outlet": outlet, "title": f"Headline {i}",
            "url": f"https://example.com/{i}", "published": f"2024-03-0{1 + i % 5}T10:00:00",
            "path": f"in/{i}.txt", "copy_of": None, "relays": [], "removed": [], **extra}


def fact(n: int, status: str, arts: list[dict], text: str | None = None) -> dict:
    outs = list(dict.fromkeys(a["outlet"] for a in arts))
    return {"id": f"f{n}", "text": text or f"Fact number {n} was stated in this sentence.", "kind": "event",
            "status": status, "support": len(outs), "articles": [a["id"] for a in arts], "outlets": outs,
            "evidence": [{"article": a["id"], "sentence": text or f"Fact number {n}.", "start": 0, "end": 5}
                         for a in arts], "relayed": []}


def story(n_articles: int = 6, n_corroborated: int = 5, n_single: int = 12, conflicts: bool = True) -> dict:
    arts = [article(i, OUTLETS[i % len(OUTLETS)]) for i in range(n_articles)]
    facts = [fact(i + 1, "corroborated", arts[i % n_articles:i % n_articles + 2 + i % 3] or arts[:2])
             for i in range(n_corroborated)]
    facts += [fact(100 + i, "single-source", [arts[i % n_articles]]) for i in range(n_single)]
    out = {"id": "s7", "title": "City raises daily permit quota", "articles": arts, "facts": facts,
           "summary": [{"sentence": "The city raised the daily quota on Monday.", "articles": [arts[0]["id"]],
                        "also_in": [arts[1]["id"]], "support": 2, "disputed": []}],
           "conflicts": [], "people": [{"name": "Jane Smith", "aliases": [], "roles": []}],
           "quotes": [{"speaker": "Jane Smith", "text": "It was long overdue", "articles": [arts[0]["id"]]}],
           "quantities": [], "timeline": []}
    if conflicts:
        a, b = fact(50, "conflicting", arts[0:1], "The earlier quota was 1,000 a day."), \
            fact(51, "conflicting", arts[1:3], "The earlier quota was 1,800 a day, officials said.")
        out["facts"] = [a, b] + out["facts"]
        out["conflicts"] = [{"about": "earlier quota", "kind": "value", "facts": ["f50", "f51"], "claims": [
            {"value": "1,000 a day", "text": a["text"], "articles": a["articles"], "fact": "f50"},
            {"value": "1,800 a day", "text": b["text"], "articles": b["articles"], "fact": "f51"}]}]
    return out


def section(md: str, heading: str) -> str:
    return md.split(heading, 1)[1].split("\n## ", 1)[0]


def test_the_answer_comes_first_and_single_source_facts_are_one_line():
    md = render_markdown([story()])
    heads = [line for line in md.splitlines() if line.startswith("## ")]
    assert heads == ["## Summary", "## Conflicts and contested facts", "## Corroborated facts (5)",
                     "## Single-source facts", "## Sources"]
    single = section(md, "## Single-source facts").strip().splitlines()
    assert single[0].startswith("12 facts told by one outlet only (CNN 2, ") and single[1:] in ([], ["", single[-1]])
    assert "Fact number 100 " not in md  # counted, not listed
    full = render_markdown([story()], full=True)
    assert all(f"Fact number {100 + i} " in section(full, "## Single-source facts") for i in range(12))
    assert "## People" in full and "## Quotes" in full and "## People" not in md


def test_conflicts_side_by_side_with_outlets_by_name():
    md = render_markdown([story()])
    block = section(md, "## Conflicts and contested facts")
    rows = [line for line in block.splitlines() if line.startswith("|")]
    assert rows[0] == "| **1,000 a day** | **1,800 a day** |"
    who = [c.strip() for c in rows[2].strip("|").split("|")]
    assert who == ["CNN [1]", "Fox News [2], NPR [3]"]  # who says what, by name, numbered
    assert "“The earlier quota was 1,800 a day, officials said.”" in rows[3]


def test_corroborated_facts_name_their_outlets_and_sources_close_the_brief():
    s = story()
    md = render_markdown([s])
    facts = section(md, "## Corroborated facts (5)").strip().splitlines()
    assert all(re.match(r"\d+\. Fact number \d+ was stated in this sentence\. — ", line) for line in facts)
    assert re.search(r"\. — (?:[A-Z][\w .]+ \[\d+\], ){3}[\w .]+ \[\d+\] · 4 outlets$", facts[0]), facts[0]
    sources = section(md, "## Sources").strip().splitlines()
    numbered = {int(m.group(1)): m.group(2) for line in sources if (m := re.match(r"(\d+)\. \*\*(.+?)\*\*", line))}
    assert sorted(numbered) == list(range(1, len(numbered) + 1))
    assert numbered[1] == "CNN" and numbered[2] == "Fox News"
    assert "art-" not in md  # citations are outlet names and numbers, never article ids or hashes


def test_unnamed_outlets_are_shown_as_unnamed():
    md = render_markdown([story()], full=True)
    assert "(1 unnamed: no outlet named in the input)" in md
    line = next(x for x in md.splitlines() if x.endswith("Headline 5 · 2024-03-02 · <https://example.com/5>")
                or "**unnamed source 1**" in x)
    assert "(no outlet named in 5.txt)" in line


def test_a_long_story_fits_in_the_default_length_and_says_what_it_left_out():
    big = story(n_articles=120, n_corroborated=180, n_single=300)
    md = render_markdown([big])
    assert len(md.splitlines()) <= MAX_LINES
    assert re.search(r"\n\d+ more corroborated facts, each told by \d+(–\d+)? outlets \(listed with --full\)\.", md)
    assert "300 facts told by one outlet only" in md
    assert "other articles of this story, not cited above" in md
    full = render_markdown([big], full=True)
    assert len(full.splitlines()) > 500 and full.count("Fact number") == 180 + 300


def test_two_facts_read_from_one_sentence_are_one_row():
    s = story(conflicts=False)
    s["facts"][1]["text"] = s["facts"][0]["text"]
    md = render_markdown([s])
    assert section(md, "## Corroborated facts").count(s["facts"][0]["text"]) == 1


def test_escaping_only_where_markdown_needs_it():
    plain = "The R&D budget (about $2 million) rose 5% in snake_case #1 terms - officials said: fine."
    assert esc(plain) == plain
    assert esc("*bold* and [link](javascript:alert(1)) and `code` and <b>") == \
        r"\*bold\* and \[link\]\(javascript&#58;alert(1)) and \`code\` and &lt;b&gt;"
    assert esc("_emphasis_ but snake_case") == r"\_emphasis\_ but snake_case"
    assert esc("a | b") == "a | b" and esc("a | b", table=True) == r"a \| b"
    s = story()
    s["facts"][2]["text"] = plain
    md = render_markdown([s])
    assert plain in md
    assert md.count("\\") == 0  # nothing in this brief needs a backslash


def test_hostile_outlet_names_and_titles_stay_text():
    s = story()
    s["articles"][0]["outlet"] = s["articles"][0]["source"] = "Evil](javascript:alert(1)) <img src=x onerror=1>"
    s["articles"][0]["url"] = "javascript:alert(1)"
    s["title"] = "<script>alert(1)</script>"
    md = render_markdown([s])
    assert "<img" not in md and "<script" not in md and "](javascript" not in md
    assert "<javascript:" not in md  # only http(s) URLs become autolinks


def test_a_phrase_cut_from_its_sentence_is_listed_only_with_full():
    """A fact whose claim is no assertion on its own ("released Wednesday by the agency": a
    participle, ``standalone`` False) is not a row of the default brief; the count of what is left
    out says so, and ``full`` lists it."""
    s = story(conflicts=False)
    phrase = s["facts"][0]
    phrase.update(claim="released Wednesday by the Social Security Administration", standalone=False)
    md = render_markdown([s])
    rows = section(md, "## Corroborated facts")
    assert "released Wednesday" not in rows
    assert re.search(r"\n1 more corroborated fact, each told by \d+ outlets \(listed with --full\)\.", rows)
    assert len(re.findall(r"^\d+\. ", rows, re.M)) == 4
    assert "released Wednesday by the Social Security Administration" in render_markdown([s], full=True)


def test_a_claim_that_another_of_its_sentence_restates_is_one_row():
    """Two facts of one sentence, one claim inside the other: the shorter is shown when as well
    supported (the longer says more than its outlets were found to say), else only the longer."""
    s = story(conflicts=False)
    long, short = s["facts"][0], s["facts"][1]
    short["evidence"] = long["evidence"][:1] + short["evidence"][1:]
    long["claim"] = "a 25-year-old man had been arrested on suspicion of murder, and that detectives were investigating"
    short["claim"] = "a 25-year-old man had been arrested on suspicion of murder"
    short["support"] = long["support"]
    rows = section(render_markdown([s]), "## Corroborated facts")
    assert short["claim"] + " —" in rows and "detectives were investigating" not in rows
    short["support"] = long["support"] - 1
    rows = section(render_markdown([s]), "## Corroborated facts")
    assert "detectives were investigating" in rows and short["claim"] + " —" not in rows


def test_a_single_source_fact_a_corroborated_row_says_from_its_sentence_is_no_row_of_its_own():
    """A figure one outlet gives ("more than 1,000 flights"; the other said "at least 1,800") in the
    clause a corroborated row shows as told by both: that row says it; listing it again as told by one
    outlet only would tell the reader the other outlet did not say what the row above says it did.
    The same words from another sentence are a row."""
    s = story(conflicts=False, n_single=3)
    row, figure, elsewhere = s["facts"][0], s["facts"][5], s["facts"][6]
    row["claim"] = "Southwest Airlines canceled more than 1,000 flights over the weekend"
    figure["claim"] = elsewhere["claim"] = row["claim"]
    figure["evidence"] = row["evidence"][:1]
    elsewhere["evidence"] = [dict(row["evidence"][0], start=200)]
    for full in (False, True):
        md = render_markdown([s], full=full)
        assert section(md, "## Single-source facts").lstrip().startswith("2 facts told by one outlet only")
    rows = section(render_markdown([s], full=True), "## Single-source facts")
    assert rows.count(row["claim"]) == 1 and s["facts"][7]["text"] in rows


def test_a_bare_title_restates_no_row_of_its_sentence():
    """"Arizona Sheriff Joe Arpaio" (a title, listed apart after the rows) inside "Arizona Sheriff Joe
    Arpaio endorsed Gov. Rick Perry on Tuesday", as well supported: the row of what he did stays."""
    s = story(conflicts=False)
    long, short = s["facts"][0], s["facts"][1]
    short["evidence"] = long["evidence"][:1] + short["evidence"][1:]
    long["claim"] = "Arizona Sheriff Joe Arpaio endorsed Gov. Rick Perry on Tuesday"
    short.update(kind="role", label="Joe Arpaio: Sheriff, Arizona", claim="Arizona Sheriff Joe Arpaio",
                 support=long["support"])
    brief = render_markdown([s])
    rows = section(brief, "## Corroborated facts")
    assert re.search(r"^\d+\. Arizona Sheriff Joe Arpaio endorsed Gov\. Rick Perry on Tuesday —", rows, re.M)
    assert "- Arizona Sheriff Joe Arpaio —" in rows  # the title, in the list of titles


def test_a_clause_is_shown_without_the_word_that_tied_it_to_its_sentence():
    s = story(conflicts=False)
    s["facts"][0]["claim"] = "when she attempted to protect students from gunfire"
    s["facts"][1]["claim"] = "if the senator wins the vote next week"
    s["facts"][2]["claim"] = "when, at a conference earlier this month, she apologized for the practice"
    rows = section(render_markdown([s]), "## Corroborated facts")
    assert re.search(r"^\d+\. at a conference earlier this month, she apologized for the practice —", rows, re.M)
    assert re.search(r"^\d+\. she attempted to protect students from gunfire —", rows, re.M)
    assert "if the senator wins the vote next week" in rows  # a condition is not asserted: kept as written


def test_a_bare_title_comes_after_what_happened_among_facts_of_one_support():
    s = story(conflicts=False)
    same = [f for f in s["facts"] if f["status"] == "corroborated" and f["support"] == s["facts"][0]["support"]]
    assert len(same) >= 2
    same[0].update(kind="role", claim="Representative Bob Etheridge")
    same[1].update(claim="The congressman apologized for grabbing a student on Monday")
    rows = section(render_markdown([s]), "## Corroborated facts")
    assert rows.index("The congressman apologized") < rows.index("Representative Bob Etheridge")


def test_one_post_of_one_person_is_one_row():
    """"Arizona Sheriff Joe Arpaio" and "Sheriff Arpaio" are two title facts of one post: one row;
    another post of the same person, and every other fact, still has its own."""
    s = story(conflicts=False)
    rows_of = [f for f in s["facts"] if f["status"] == "corroborated"]
    rows_of[0].update(kind="role", label="Joe Arpaio: Sheriff, Arizona", claim="Arizona Sheriff Joe Arpaio")
    rows_of[1].update(kind="role", label="Joe Arpaio: Sheriff", claim="Sheriff Arpaio")
    rows_of[2].update(kind="role", label="Joe Arpaio: chairman, county board", claim="board chairman Joe Arpaio")
    rows = section(render_markdown([s]), "## Corroborated facts")
    assert ("Arizona Sheriff Joe Arpaio" in rows) != ("Sheriff Arpaio —" in rows)
    assert "board chairman Joe Arpaio" in rows
    assert all(f["text"] in rows for f in rows_of[3:])


def test_a_row_says_whose_words_it_shows_when_its_words_do_not():
    """A quotation cut at its first sentence is shown with its speaker and both quotation marks;
    reported speech as "According to ..."; a denial from its denying word with its denier; a claim
    that names them already is left as written; the name is escaped like any text of an article."""
    s = story(conflicts=False)
    rows_of = lambda: section(render_markdown([s]), "## Corroborated facts")  # noqa: E731
    quote, reported, denial, named, hostile = s["facts"][:5]
    quote.update(kind="quote", claim="\u201cI have not done anything wrong.", who="Lois Lerner", says="quotes")
    reported.update(kind="quote", claim="he would not run for re-election", who="Blake Farenthold", says="reports")
    denial.update(kind="denial", claim="denied on Wednesday that she had provided false information",
                  who="Lois Lerner", says="denies")
    named.update(kind="quote", claim="\u201cHe\u2019s cool,\u201d Lt. Gov. Timothy Murray said of Mr. Cowan.",
                 who="Timothy Murray", says="quotes")
    hostile.update(kind="quote", claim="We will win this", who="<b>Mr. X</b>", says="quotes")
    rows = rows_of()
    assert "Lois Lerner: \u201cI have not done anything wrong.\u201d \u2014" in rows
    assert "According to Blake Farenthold, he would not run for re-election \u2014" in rows
    assert "Lois Lerner denied on Wednesday that she had provided false information \u2014" in rows
    assert "\u201cHe\u2019s cool,\u201d Lt. Gov. Timothy Murray said of Mr. Cowan. \u2014" in rows
    assert "&lt;b&gt;Mr. X&lt;/b&gt;: \u201cWe will win this\u201d" in rows and "<b>" not in rows
    denial.update(claim="The sheriff has denied the report")  # a sentence with its own subject
    named.update(claim="the account was \"obviously hacked", who=None, says=None, kind="statement")
    rows = rows_of()
    assert "The sheriff has denied the report \u2014" in rows and "Lois Lerner The sheriff" not in rows
    assert "the account was \"obviously hacked\" \u2014" in rows
    reported.update(claim="I saw blood coming from her", who="Unique Armstead")  # the speaker's own words
    denial.update(claim="US officials reported the figure", kind="quote", who="Jane Doe", says="reports")
    rows = rows_of()
    assert "Unique Armstead: I saw blood coming from her \u2014" in rows
    from storyline.render import _balanced  # a source that closed its mark with the other one: as written
    assert _balanced("the third film \"Mockingjay\u2019 as well") == "the third film \"Mockingjay\u2019 as well"
    assert "According to Jane Doe, US officials reported the figure \u2014" in rows
    # a described source reads inside the sentence; reported words cut inside their marks get the other one
    reported.update(claim='he "did not mean to shoot the ladies', who="An 18-year-old gang member")
    denial.update(who="The New York Times")
    rows = rows_of()
    assert 'According to an 18-year-old gang member, he "did not mean to shoot the ladies" \u2014' in rows
    assert "According to The New York Times, US officials reported the figure \u2014" in rows
    denial.update(claim="The program is likely to be dropped", who="multiple sources")  # the sentence's opening word
    assert "According to multiple sources, the program is likely to be dropped \u2014" in rows_of()
    for outlet, reads in (("Los Angeles Times", "the Los Angeles Times"), ("Hollywood Reporter", "The Hollywood Reporter")):
        denial.update(who=outlet)  # a news outlet by its full name, with the "the" a paper's name takes
        assert f"According to {reads}, the program is likely to be dropped \u2014" in rows_of()


def test_bare_titles_are_one_list_after_the_rows():
    """Facts that are only a title and its holder ("Gov. Deval Patrick") are listed together after
    what happened, one line each, not numbered among the claims (nor taking their places); a title
    fact that says more ("Ms. Lerner, who leads the division") stays a row; ``full`` numbers them all;
    the crosscheck's count of facts shown counts the listed titles."""
    from storyline.evaluation.crosscheck import shown_fact_rows

    s = story(conflicts=False)
    governor, lawyer, leads, led = s["facts"][:4]
    governor.update(kind="role", claim="Gov. Deval Patrick", label="Deval Patrick: Gov.")
    lawyer.update(kind="role", claim="lawyer William W. Taylor", label="William W. Taylor: lawyer")
    leads.update(kind="role", claim="Ms. Lerner, who leads the division", label="Lois Lerner: head, division")
    led.update(kind="role", claim="Pelosi has led House Democrats", label="Nancy Pelosi: leader, House Democrats")
    md = render_markdown([s])
    rows = section(md, "## Corroborated facts")
    numbered = re.findall(r"^\d+\. (.*)$", rows, re.M)
    assert len(numbered) == 3 and {n.split(" \u2014")[0] for n in numbered} >= {
        "Ms. Lerner, who leads the division", "Pelosi has led House Democrats"}
    titles = rows.split("Titles told alike by several outlets:", 1)[1]
    assert sorted(re.findall(r"^- (Gov\. Deval Patrick|lawyer William W\. Taylor) \u2014", titles, re.M)) == \
        ["Gov. Deval Patrick", "lawyer William W. Taylor"]
    assert shown_fact_rows(s) == 5
    full = section(render_markdown([s], full=True), "## Corroborated facts")
    assert "Titles told alike" not in full and len(re.findall(r"^\d+\. ", full, re.M)) == 5


def test_a_news_outlet_that_is_a_source_is_named_in_full_in_the_json_and_the_row():
    from storyline.render import row_text
    from storyline.whose import outlet_name

    assert outlet_name("THR") == outlet_name("Hollywood Reporter") == "The Hollywood Reporter"
    assert outlet_name("THR and Collider") == "The Hollywood Reporter and Collider"
    assert outlet_name("Lois Lerner") == "Lois Lerner" and outlet_name(None) is None
    f = {"claim": "Lois Lerner plans to invoke the Fifth Amendment", "who": outlet_name("LA Times"), "says": "reports"}
    assert f["who"] == "Los Angeles Times"
    assert row_text(f) == "According to the Los Angeles Times, Lois Lerner plans to invoke the Fifth Amendment"
