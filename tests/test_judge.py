"""Judging aligned facts over hand-written stories with hand-built Findings: support counted by
independent outlets (wire copies, relays, aliases count once), each fact's status, value and attribute
conflicts (titles, dates), denials that contest a fact, fact ids and evidence offsets."""

from __future__ import annotations

import re
from datetime import date

from storyline.judge import article_outlets, outlet_key
from storyline.model import Story
from tests.helpers.stories import A, bundle, denial_story, judged_facts, moves_story, quota_story, titles_story


# --- outlets and support -----------------------------------------------------------------------------

def test_outlet_key_normalises_case_www_and_the():
    assert outlet_key("The Guardian") == outlet_key("guardian") == outlet_key("www.theguardian.com".replace(
        "theguardian", "guardian"))
    assert outlet_key("www.Reuters.com") == "reuters"
    assert outlet_key("The New York Times") == "new york times"


def test_copies_count_for_their_original_outlet():
    b = moves_story()
    outs = article_outlets(b)
    assert outs["b2"] == outs["b3"] == outs["b1"] == "reuters"


def test_three_wire_copies_count_once():
    facts, _, _ = judged_facts(moves_story(), {"Genalo": "Kenneth Genalo"})
    hammer = next(f for f in facts if f.key[:2] == ("move", "Robert Hammer"))
    assert hammer.articles == ("b1", "b2", "b3")
    assert hammer.support == 1
    assert hammer.status == "single-source"


def test_relay_of_present_outlet_counts_once():
    facts, _, j = judged_facts(moves_story(), {"Genalo": "Kenneth Genalo"})
    genalo = next(f for f in facts if f.key[:2] == ("move", "Kenneth Genalo"))
    assert set(genalo.articles) == {"b1", "b2", "b3", "b4", "b5"}
    assert set(genalo.outlets) == {"reuters", "axios"}
    assert genalo.support == 2
    assert genalo.status == "corroborated"
    relayed = [(it.article, it.relayed) for it in j.items[genalo.id] if it.relayed]
    assert relayed == [("b5", ("axios",))]


def test_relay_of_absent_outlet_counts_for_that_outlet_only():
    b = moves_story()
    for aid in ("b4",):
        del b.articles[aid], b.findings[aid]
    b.story = Story("s1", "t", ("b1", "b2", "b3", "b5"))
    facts, _, _ = judged_facts(b, {"Genalo": "Kenneth Genalo"})
    genalo = next(f for f in facts if f.key[:2] == ("move", "Kenneth Genalo"))
    assert set(genalo.outlets) == {"reuters", "axios"}  # NBC counts for Axios, not for itself
    assert genalo.support == 2


def test_outlet_aliases_and_labels_count_once():
    assert outlet_key("AP") == outlet_key("Associated Press") == outlet_key("The Associated Press")
    assert outlet_key("CNN (Online News)") == outlet_key("CNN")
    x1 = A("x1", "AP", "The quota was raised to 3,000 arrests a day, officials said.")
    x1.qty("3,000 arrests a day", 3000, "arrests", "day", "target")
    x2 = A("x2", "Associated Press", "Officials said the quota is now 3,000 arrests a day.")
    x2.qty("3,000 arrests a day", 3000, "arrests", "day", "target")
    facts, _, _ = judged_facts(bundle(x1, x2))
    q = next(f for f in facts if f.kind == "quantity")
    assert q.articles == ("x1", "x2") and q.support == 1 and q.status == "single-source"


def test_unrelated_statement_stays_single_source():
    facts, _, _ = judged_facts(denial_story())
    lawmakers = next(f for f in facts if "Lawmakers" in f.text)
    assert lawmakers.kind == "statement" and lawmakers.status == "single-source" and lawmakers.support == 1


def test_fact_ids_are_deterministic_and_ordered():
    f1, _, _ = judged_facts(quota_story())
    f2, _, _ = judged_facts(quota_story())
    assert [(f.id, f.text, f.key) for f in f1] == [(f.id, f.text, f.key) for f in f2]
    assert len({f.id for f in f1}) == len(f1) and all(re.fullmatch(r"f[0-9a-f]{10}(-\d+)?", f.id) for f in f1)
    supports = [f.support for f in f1]
    assert supports == sorted(supports, reverse=True)


def test_fact_ids_survive_a_new_article_joining_the_story():
    """A fact's id comes from its content (its first claim in story order), not its rank: adding an
    article, which changes the ranks and the support, keeps the id of every fact still there."""
    before, _, _ = judged_facts(quota_story())
    b = quota_story()
    a4 = A("a4", "BBC", "Officials said the quota of 1,000 arrests a day was set in May. Protests followed.")
    a4.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    b.story = Story(b.story.id, b.story.title, (*b.story.articles, "a4"))
    b.articles["a4"], b.findings["a4"] = a4.article, a4.findings()
    after, _, _ = judged_facts(b)
    ids_after = {f.id for f in after}
    assert all(f.id in ids_after for f in before)
    grown = next(f for f in after if f.kind == "quantity" and "a4" in f.articles)
    assert grown.support == 2 and grown.id in {f.id for f in before}  # the 1,000 quota gained a second outlet


def test_evidence_offsets_point_at_sentences():
    for b in (quota_story(), moves_story(), titles_story(), denial_story()):
        facts, _, _ = judged_facts(b)
        for f in facts:
            for e in f.evidence:
                assert b.articles[e.article].text[e.start:e.end] == e.sentence


# --- value and attribute conflicts -------------------------------------------------------------------

def test_value_conflict_between_quota_figures():
    facts, conflicts, _ = judged_facts(quota_story())
    assert len(conflicts) == 1
    c = conflicts[0]
    assert c.kind == "value"
    assert sorted(cl.value for cl in c.claims) == ["1,000", "1,800"]
    by_value = {cl.value: cl for cl in c.claims}
    assert by_value["1,000"].articles == ("a1",)
    assert "a2" in by_value["1,800"].articles
    quota = [f for f in facts if f.kind == "quantity" and f.key[3] == "target"]
    assert {f.status for f in quota} == {"conflicting"}
    assert sorted(f.support for f in quota) == [1, 2]


def test_attribute_conflicts_title_and_date():
    facts, conflicts, _ = judged_facts(titles_story())
    kinds = sorted(c.kind for c in conflicts)
    assert kinds == ["attribute", "attribute"]
    title = next(c for c in conflicts if "Lyons" in c.about)
    values = sorted(cl.value.lower() for cl in title.claims)
    assert any(v.startswith("acting director") for v in values)
    assert any(v.startswith("director") for v in values)
    when = next(c for c in conflicts if c.about.startswith("date of"))
    assert sorted(cl.value for cl in when.claims) == ["2025-03-03", "2025-03-05"]
    assert {cl.articles for cl in when.claims} == {("c1",), ("c2",)}
    roles = [f for f in facts if f.kind == "role"]
    assert roles and {f.status for f in roles} == {"conflicting"}


def test_same_title_no_conflict():
    b = titles_story()
    # make both say "acting director" and the same date
    c2 = A("c2", "Fox News", "Acting ICE Director Todd Lyons met state officials. "
           "The meeting with governors took place on March 3 in Washington.")
    c2.person("Todd Lyons").role("Todd Lyons", "acting director", "ICE", None, "Todd Lyons")
    c2.date("March 3", date(2025, 3, 3))
    b.articles["c2"], b.findings["c2"] = c2.article, c2.findings()
    facts, conflicts, _ = judged_facts(b)
    assert conflicts == []
    role = next(f for f in facts if f.kind == "role")
    assert role.status == "corroborated" and role.support == 2


def test_titles_without_org_conflict_only_when_one_qualifies_the_other():
    p1 = A("p1", "CNN", "Colin Powell, a four-star general, died on Monday at 84.")
    p1.person("Colin Powell").role("Colin Powell", "general", None, None, "Colin Powell")
    p2 = A("p2", "Fox News", "Colin Powell, a former chairman of the Joint Chiefs, died on Monday.")
    p2.person("Colin Powell").role("Colin Powell", "chairman of the Joint Chiefs", None, None, "Colin Powell")
    _, conflicts, _ = judged_facts(bundle(p1, p2))
    assert conflicts == []  # one person, two posts in a life: not a contradiction
    p2 = A("p2", "Fox News", "Acting Director Todd Lyons spoke on Monday about the arrests.")
    p2.person("Todd Lyons").role("Todd Lyons", "acting director", None, None, "Todd Lyons")
    p1 = A("p1", "CNN", "Director Todd Lyons spoke on Monday about the arrests.")
    p1.person("Todd Lyons").role("Todd Lyons", "director", None, None, "Todd Lyons")
    _, conflicts, _ = judged_facts(bundle(p1, p2))
    assert [c.kind for c in conflicts] == ["attribute"]


def test_generic_title_agrees_with_specific_one():
    g1 = A("g1", "CNN", "Kenneth Genalo, the head of removal operations, was removed.")
    g1.role("Kenneth Genalo", "head", "ICE", "outgoing", "Kenneth Genalo")
    g2 = A("g2", "NPR", "Kenneth Genalo, executive associate director, was pushed out.")
    g2.role("Kenneth Genalo", "executive associate director", "ICE", "outgoing", "Kenneth Genalo")
    facts, conflicts, _ = judged_facts(bundle(g1, g2))
    assert conflicts == []
    move = next(f for f in facts if f.key[0] == "move")
    assert move.support == 2 and move.status == "corroborated"


def test_a_qualified_generic_title_agrees_with_the_qualified_title():
    from storyline.align import norm_title, titles_agree

    assert norm_title("acting head") == "acting" and norm_title("head") == ""
    assert titles_agree("acting", "acting administrator") and titles_agree("", "administrator")
    assert not titles_agree("acting", "administrator")  # "acting head" vs "administrator": acting or not
    assert not titles_agree("acting director", "director")
    a1 = A("a1", "Capitol Ledger", "Roe replaces acting administrator Cameron Hamilton, who was removed in May.")
    a1.person("Cameron Hamilton").role("Cameron Hamilton", "acting administrator", None, "outgoing",
                                       "acting administrator Cameron Hamilton")
    a2 = A("a2", "Plains Courier", "She succeeds Cameron Hamilton, the agency's former acting head, who was fired.")
    a2.person("Cameron Hamilton").role("Cameron Hamilton", "acting head", None, "outgoing",
                                       "Cameron Hamilton, the agency's former acting head")
    facts, conflicts, _ = judged_facts(bundle(a1, a2, title="FEMA"))
    assert conflicts == []
    move = next(f for f in facts if f.kind == "event" and "Cameron Hamilton" in f.text)
    assert move.support == 2


def test_a_move_at_a_nested_organisation_name_is_no_conflict():
    # "police chief (Harbor City)" and "head (Harbor City Police Department)": one post of one body
    a1 = A("a1", "Harbor Daily", "Dana Ruiz, who led the Harbor City Police Department, resigned.")
    a1.person("Dana Ruiz").role("Dana Ruiz", "head", "Harbor City Police Department", "outgoing", "Dana Ruiz")
    a2 = A("a2", "Channel 7 News", "Harbor City's police chief, Dana Ruiz, stepped down.")
    a2.person("Dana Ruiz").role("Dana Ruiz", "police chief", "Harbor City", "outgoing",
                                "Harbor City's police chief, Dana Ruiz")
    facts, conflicts, _ = judged_facts(bundle(a1, a2, title="Chief"))
    assert [c for c in conflicts if c.kind == "attribute"] == []
    a3 = A("a3", "Metro", "Dana Ruiz stepped down as chief of the Bay County Sheriff's Office.")
    a3.person("Dana Ruiz").role("Dana Ruiz", "chief", "Bay County Sheriff's Office", "outgoing", "Dana Ruiz")
    _, conflicts, _ = judged_facts(bundle(a1, a3, title="Chief"))
    assert [c.kind for c in conflicts] == ["attribute"]  # another body is another post


def test_dates_written_less_precisely_do_not_conflict():
    """"since March 2020" fits "since March 14, 2020"; "May 21" and "May 23" still conflict."""
    n1 = A("n1", "AP", "Jobless claims fell to 293,000, the lowest level since the week of March 14, 2020.")
    n1.date("March 14, 2020", date(2020, 3, 14))
    n2 = A("n2", "Fox Business", "Jobless claims fell to 293,000 last week, the lowest level since March 2020.")
    n2.date("March 2020", date(2020, 3, 1)).date("last week", date(2021, 10, 7))
    facts, conflicts, _ = judged_facts(bundle(n1, n2, title="Claims"))
    assert [c for c in conflicts if c.about.startswith("date of")] == []
    events = [f for f in facts if f.kind == "event" and f.support == 2]
    assert events and events[0].status == "corroborated"

    m1 = A("m1", "AP", "The claims report came out on May 21 in Washington.")
    m1.date("May 21", date(2021, 5, 21))
    m2 = A("m2", "Fox Business", "The claims report came out on May 23 in Washington.")
    m2.date("May 23", date(2021, 5, 23))
    m3 = A("m3", "NBC", "The claims report came out in May in Washington.")
    m3.date("in May", date(2021, 5, 1))
    _f, conflicts, _ = judged_facts(bundle(m1, m2, m3, title="Report"))
    when = [c for c in conflicts if c.about.startswith("date of")]
    assert len(when) == 1
    values = [cl.value for cl in when[0].claims]
    assert "2021-05-21" in " ".join(values) and "2021-05-23" in " ".join(values)


def test_a_relative_year_does_not_make_two_dates_for_one_event():
    a1 = A("a1", "AP", "Retirees will see a $92 increase in their average monthly benefit next year.")
    a1.date("next year", date(2022, 1, 1))
    a2 = A("a2", "CNN", "Retirees will see a $92 increase in their average monthly benefit, officials said Wednesday.")
    a2.date("Wednesday", date(2021, 10, 13))
    _, conflicts, _ = judged_facts(bundle(a1, a2, title="COLA"))
    assert not [c for c in conflicts if c.kind == "attribute"]
    b1 = A("b1", "AP", "The increase will add $92 to the average monthly benefit on January 3.")
    b1.date("January 3", date(2022, 1, 3))
    b2 = A("b2", "CNN", "The increase will add $92 to the average monthly benefit on January 10.")
    b2.date("January 10", date(2022, 1, 10))
    _, conflicts, _ = judged_facts(bundle(b1, b2, title="COLA"))
    assert [c for c in conflicts if c.kind == "attribute"]  # two days for one event still conflict


def test_a_date_conflict_is_labelled_by_the_dates_of_the_event_not_a_relative_period():
    a1 = A("a1", "AP", "Chief Dana Ruiz resigned on Monday after an audit of overtime paid last year.")
    a1.date("on Monday", date(2025, 9, 15)).date("last year", date(2024, 1, 1))
    a2 = A("a2", "Channel 7", "Chief Dana Ruiz resigned on Tuesday after an audit of overtime paid last year.")
    a2.date("on Tuesday", date(2025, 9, 16)).date("last year", date(2024, 1, 1))
    _, conflicts, _ = judged_facts(bundle(a1, a2, title="Chief"))
    when = next(c for c in conflicts if c.about.startswith("date of"))
    assert sorted(cl.value for cl in when.claims) == ["2025-09-15", "2025-09-16"]


# --- denials -----------------------------------------------------------------------------------------

def test_denial_makes_the_fact_contested():
    facts, conflicts, _ = judged_facts(denial_story())
    denied = [c for c in conflicts if c.kind == "denial"]
    assert len(denied) == 1
    c = denied[0]
    assert [cl.value for cl in c.claims] == ["asserted", "denied by Tricia McLaughlin"]
    assert c.claims[0].articles == ("d1",)
    assert c.claims[1].articles == ("d3",)
    target = next(f for f in facts if f.id == c.facts[0])
    assert target.status == "contested"
    assert target.support == 2 and set(target.articles) == {"d1", "d2"}
    denial_fact = next(f for f in facts if f.id == c.facts[1])
    assert denial_fact.kind == "denial" and denial_fact.status == "single-source"


def test_denial_needs_the_claims_words_not_one_shared_word():
    d1 = A("d1", "CNN", "Two officials said the budget would grow next year.")
    d2 = A("d2", "NPR", "A spokeswoman denied that the officials were fired.")
    d2.denial("Tricia McLaughlin", "the officials were fired", "denied")
    facts, conflicts, _ = judged_facts(bundle(d1, d2))
    assert conflicts == [] and not any(f.status == "contested" for f in facts)


def test_denial_of_firing_contests_report_of_ouster():
    o1 = A("o1", "Capitol Wire", "Two senior officials at the agency were ousted on Thursday, Axios reported.")
    o1.relay("Axios", "Axios reported")
    o2 = A("o2", "Border Herald", "A spokeswoman denied that the officials were fired.")
    o2.denial("Tricia McLaughlin", "the officials were fired", "denied")
    facts, conflicts, _ = judged_facts(bundle(o1, o2))
    (c,) = conflicts
    assert c.kind == "denial" and c.claims[0].articles == ("o1",) and c.claims[1].articles == ("o2",)
    ousted = next(f for f in facts if f.id == c.facts[0])
    assert ousted.status == "contested" and ousted.outlets == ("axios",)


def test_denying_that_a_quota_exists_contests_every_quota_figure_but_not_the_average():
    a1 = A("a1", "Reuters", "The White House set a quota of 1,000 arrests a day for the agency, officials said.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    a2 = A("a2", "AP", "The White House had set a quota of 1,800 arrests a day, according to two officials. "
           "The agency averaged 1,000 arrests a day in June.")
    a2.qty("1,800 arrests a day", 1800, "arrests", "day", "target")
    a2.qty("1,000 arrests a day in June", 1000, "arrests", "day", "actual")
    a3 = A("a3", "Fox News", "Noem denied that the agency had a quota.")
    a3.denial("Kristi Noem", "the agency had a quota", "denied")
    facts, conflicts, _ = judged_facts(bundle(a1, a2, a3, title="Arrest quota"))
    denied = {f for c in conflicts if c.kind == "denial" for f in c.facts}
    quotas = {f.id for f in facts if f.kind == "quantity" and "quota" in f.text}
    average = {f.id for f in facts if f.kind == "quantity" and "averaged" in f.text}
    assert len(quotas) == 2 and quotas <= denied  # 1,000 and 1,800: both contested
    assert average and not average & denied  # an actual count is not a quota
    figure = A("a3", "Fox News", "Noem denied that the agency had a quota of 1,800 arrests a day.")
    figure.denial("Kristi Noem", "the agency had a quota of 1,800 arrests a day", "denied")
    facts, conflicts, _ = judged_facts(bundle(a1, a2, figure, title="Arrest quota"))
    denied = {f for c in conflicts if c.kind == "denial" for f in c.facts}
    (thousand,) = [f for f in facts if f.kind == "quantity" and "quota of 1,000" in f.text]
    assert thousand.id not in denied  # a denial with a figure of its own contests that figure only


def test_a_denial_stands_for_its_sentence_over_a_quote_of_it_and_reads_as_written():
    """A sentence that denies something and also reports a remark: the denial is what the sentence
    says first ("denied that he had sent a photograph"); it is the fact shown, as written from the
    denying word on, and the remark stays among the quotes."""
    from storyline.brief import build_brief
    from storyline.settings import Settings

    text = ("Representative Joe Park, trying to end the episode, emphatically denied on Wednesday that he had "
            "sent a photograph to a woman, but said he could not be sure that he is not the person in the image.")
    a = A("a1", "The New York Times", text)
    a.person("Joe Park", "Park").denial("Joe Park", "he had sent a photograph to a woman", "denied")
    a.quote("Joe Park", "he could not be sure that he is not the person in the image", direct=False)
    brief = build_brief(bundle(a, title="Park denies"), Settings())
    (fact,) = [f for f in brief["facts"] if f["evidence"][0]["sentence"] == text]
    assert fact["kind"] == "denial"
    assert fact["claim"] == "denied on Wednesday that he had sent a photograph to a woman"
    assert any("could not be sure" in q["text"] for q in brief["quotes"])


def test_one_conflict_per_denial_however_many_rules_find_what_it_contests():
    """Two rules may each find a fact one denial contests: one conflict per denial lists them all
    (the demo's Hunger Games story showed one denial twice, its two blocks alike)."""
    from storyline.judge import _one_per_denier

    found = [([3], 7, "Mike Fleming"), ([4, 3], 7, "Mike Fleming"), ([1], 2, "Park")]
    assert _one_per_denier(found) == [([3, 4], 7, "Mike Fleming"), ([1], 2, "Park")]


def test_a_denial_of_a_sentence_with_several_facts_is_one_conflict_each_claim_with_its_fact(tmp_path):
    """One outlet's sentence tells several facts (two acts, a title, a quotation); another outlet's
    denial contests them all: one conflict, the asserting sentence once, and each claim paired with a
    fact whose evidence is that claim's sentence (the claims and facts of a conflict go in step)."""
    import json

    import storyline

    rows = [
        {"id": "a1", "source": "CNN", "title": "Senator Park accused over photo", "published": "2018-04-06",
         "text": "Two aides said on Monday that Senator Joan Park sent the photograph to a reporter and that Park "
                 "deleted the emails from her private account. The aides spoke on condition of anonymity."},
        {"id": "b1", "source": "AP", "title": "Senator Park denies sending photo", "published": "2018-04-06",
         "text": "Senator Joan Park denied on Tuesday that she sent the photograph to a reporter and deleted the "
                 "emails from her private account. Park said the accusations were politically motivated."},
    ]
    path = tmp_path / "a.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    story = storyline.analyze([path])["stories"][0]
    (conflict,) = story["conflicts"]
    sides = [(c["value"], c["text"]) for c in conflict["claims"]]
    assert len(sides) == len(set(sides)) == 2 and sides[1][0] == "denied by Joan Park"
    facts = {f["id"]: f for f in story["facts"]}
    for claim in conflict["claims"]:
        assert claim["text"] in {e["sentence"].strip() for e in facts[claim["fact"]]["evidence"]} | {
            e["sentence"] for e in facts[claim["fact"]]["evidence"]}
    assert len(conflict["facts"]) > len(conflict["claims"])  # every contested fact is still listed


def test_years_in_a_post_told_a_year_apart_conflict_and_two_tenures_do_not():
    """A person's years in a post are one fact however the clause is worded ("held the seat from" /
    "who served from"); years a year apart at both ends conflict; another tenure of the same person
    (years far apart) and years with no verb of holding a post are no conflict."""
    a1 = A("a1", "NYT", "Mr. Cowan is the first black senator since Edward Brooke, a Republican, held the seat "
                        "from 1966 to 1978. From 1966 to 1978 the state grew fast.")
    a1.mention("Edward Brooke")
    a2 = A("a2", "HuffPost", "Cowan will be the second black senator from the state, after Edward Brooke, who "
                             "served from 1967 to 1979. Edward W. Brooke served as attorney general from 1963 to 1967.")
    a2.mention("Edward Brooke").mention("Edward W. Brooke")
    a3 = A("a3", "Globe", "Edward Brooke, a Republican, held the seat from 1967 to 1979.")
    a3.mention("Edward Brooke")
    facts, conflicts, _ = judged_facts(bundle(a1, a2, a3), {"Edward W. Brooke": "Edward Brooke"})
    tenure = [c for c in conflicts if c.about.startswith("years Edward Brooke")]
    assert len(tenure) == 1 and tenure[0].kind == "attribute"
    assert sorted(s.value for s in tenure[0].claims) == ["1966 to 1978", "1967 to 1979"]
    shown = {f.id: f for f in facts}
    told = sorted((shown[i].support, shown[i].articles) for i in tenure[0].facts)
    assert told == [(1, ("a1",)), (2, ("a2", "a3"))]
    assert not any("1963" in s.value for c in conflicts for s in c.claims)
    assert not any(f.text.startswith("From 1966 to 1978") and f.status == "conflicting" for f in facts)


def test_two_outlets_naming_different_accounts_behind_one_video_conflict():
    """"posted on YouTube by "DCCameraGuy"" / "published under an account titled TonyManization": two
    accounts for one video on one platform conflict; the same account in other letters, a video on
    another platform, or no account at all ("posted by his office") do not."""
    a1 = A("a1", "Fox News", "The video, which was posted on YouTube by \u201cDCCameraGuy,\u201d does not show the men.")
    a2 = A("a2", "HuffPost", "The YouTube video is published under an account titled TonyManization, and the faces "
                             "are blurred.")
    a3 = A("a3", "Politico", "The video was uploaded to YouTube by \u201cdccameraguy\u201d on Friday.")
    a4 = A("a4", "NYT", "A photo was posted on Facebook by JaneRoe77 and the video was posted by his office.")
    _facts, conflicts, _ = judged_facts(bundle(a1, a2, a3, a4), {})
    posted = [c for c in conflicts if c.about.startswith("who posted")]
    assert len(posted) == 1 and posted[0].about == "who posted the video on YouTube"
    assert sorted(s.value for s in posted[0].claims) == ["DCCameraGuy", "TonyManization"]
    facts = {f.id: f for f in _facts}
    assert sorted(facts[i].articles for i in posted[0].facts) == [("a1", "a3"), ("a2",)]
