"""Alignment and judgement over hand-written stories with hand-built Findings."""

from __future__ import annotations

import re
from datetime import date

import pytest

from storyline.align import align, quantities_agree
from storyline.judge import article_outlets, judge, outlet_key
from storyline.model import (
    Article, DateRef, Denial, Findings, Person, Quantity, Quote, Relay, Role, Sentence, Span, Story, StoryBundle,
)

# ---------------------------------------------------------------- builders (also used by test_brief/test_faithful)


class A:
    """An article with hand-built findings located by phrase."""

    def __init__(self, aid: str, source: str, text: str, title: str = "", published=None):
        self.article = Article(aid, source, title or f"{source} story", text, published=published)
        self.id, self.text = aid, text
        self.sentences = [Sentence(m.start(), m.end())
                          for m in re.finditer(r"[^\s][^.!?]*[.!?]+[\"\u201d]?", text)]
        self.parts: dict[str, list] = {k: [] for k in
                                       ("people", "roles", "quantities", "quotes", "dates", "denials", "relays")}

    def span(self, phrase: str) -> Span:
        i = self.text.index(phrase)
        return Span(self.id, i, i + len(phrase))

    def sent(self, phrase: str) -> Span:
        i = self.text.index(phrase)
        s = next(s for s in self.sentences if s.start <= i < s.end)
        return Span(self.id, s.start, s.end)

    def person(self, name: str, *aliases: str, phrase: str | None = None) -> "A":
        self.parts["people"].append(Person(name, aliases, (self.span(phrase or name),)))
        return self

    def role(self, person, title, org, change, phrase, replaces=None, verb=None) -> "A":
        self.parts["roles"].append(Role(person, title, org, change, replaces, False, verb,
                                        self.span(phrase), self.sent(phrase)))
        return self

    def qty(self, phrase, value, counted, per=None, frame=None, unit=None, bound=None, change=None) -> "A":
        self.parts["quantities"].append(Quantity(value, unit, counted, per, bound, change, frame, phrase,
                                                 self.span(phrase), self.sent(phrase)))
        return self

    def quote(self, speaker, text, direct=True) -> "A":
        self.parts["quotes"].append(Quote(speaker, text, direct, self.span(text), self.sent(text)))
        return self

    def date(self, when, d) -> "A":
        self.parts["dates"].append(DateRef(when, d, self.span(when), self.sent(when)))
        return self

    def denial(self, denier, claim, phrase) -> "A":
        self.parts["denials"].append(Denial(denier, claim, self.span(phrase), self.sent(phrase)))
        return self

    def relay(self, outlet, phrase) -> "A":
        self.parts["relays"].append(Relay(outlet, self.span(phrase), self.sent(phrase)))
        return self

    def findings(self) -> Findings:
        return Findings(self.id, tuple(self.sentences), **{k: tuple(v) for k, v in self.parts.items()})


def copy(of: A, aid: str, source: str) -> A:
    """A wire copy: same text and findings, another site."""
    c = A(aid, source, of.text, of.article.title)
    for k, v in of.parts.items():
        c.parts[k] = [_rebase(x, aid) for x in v]
    return c


def _rebase(x, aid):
    from dataclasses import fields, replace

    changes = {f.name: Span(aid, getattr(x, f.name).start, getattr(x, f.name).end)
               for f in fields(x) if isinstance(getattr(x, f.name), Span)}
    if isinstance(x, Person):
        changes["mentions"] = tuple(Span(aid, m.start, m.end) for m in x.mentions)
    return replace(x, **changes)


def bundle(*arts: A, copy_of=None, title="A story", sid="s1") -> StoryBundle:
    relays = {a.id: tuple(dict.fromkeys(r.outlet for r in a.parts["relays"])) for a in arts if a.parts["relays"]}
    return StoryBundle(Story(sid, title, tuple(a.id for a in arts)), {a.id: a.article for a in arts},
                       {a.id: a.findings() for a in arts}, dict(copy_of or {}), relays)


# ---------------------------------------------------------------- stories

def quota_story() -> StoryBundle:
    """Quota 1,000 (Reuters) vs 1,800 (AP, Guardian); AP's average of 1,000 is another slot."""
    a1 = A("a1", "Reuters", "Immigration agents were told to make more arrests. "
           "The White House set a quota of 1,000 arrests a day for the agency, officials said.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    a2 = A("a2", "AP", "The White House had set a quota of 1,800 arrests a day, according to two officials. "
           "The agency averaged 1,000 arrests a day in June.")
    a2.qty("1,800 arrests a day", 1800, "arrests", "day", "target")
    a2.qty("1,000 arrests a day in June", 1000, "arrests", "day", "actual")
    a3 = A("a3", "The Guardian", "The administration imposed a quota of 1,800 arrests a day on the agency.")
    a3.qty("1,800 arrests a day", 1800, "arrest", "day", "target")
    return bundle(a1, a2, a3, title="Arrest quota")


def moves_story() -> StoryBundle:
    """Reuters + two wire copies, Axios, NBC relaying Axios."""
    b1 = A("b1", "Reuters", "Two senior ICE officials were pulled from their posts. "
           "Kenneth Genalo, the agency's executive associate director, was removed along with Robert Hammer.")
    b1.person("Kenneth Genalo").person("Robert Hammer")
    b1.role("Kenneth Genalo", "executive associate director", "ICE", "outgoing", "Kenneth Genalo", verb="remove")
    b1.role("Robert Hammer", "official", "ICE", "outgoing", "Robert Hammer", verb="remove")
    b2 = copy(b1, "b2", "Yahoo News")
    b3 = copy(b1, "b3", "www.usnews.com")
    b4 = A("b4", "Axios", "ICE pushed out executive associate director Kenneth Genalo, Axios has learned.")
    b4.person("Kenneth Genalo").role("Kenneth Genalo", "executive associate director", "ICE", "outgoing",
                                     "Kenneth Genalo", verb="push")
    b5 = A("b5", "NBC News", "Genalo was forced out of his post at ICE, Axios reported.")
    b5.person("Genalo").role("Genalo", "", "ICE", "outgoing", "Genalo", verb="force")
    b5.relay("Axios", "Axios reported")
    return bundle(b1, b2, b3, b4, b5, copy_of={"b2": "b1", "b3": "b1"}, title="ICE officials removed")


def titles_story() -> StoryBundle:
    """"acting director" vs "director" for one person; March 3 vs March 5 for one meeting."""
    c1 = A("c1", "CNN", "Todd Lyons, the acting director of ICE, met state officials. "
           "The meeting with governors took place on March 3 in Washington.")
    c1.person("Todd Lyons").role("Todd Lyons", "acting director", "ICE", None, "Todd Lyons")
    c1.date("March 3", date(2025, 3, 3))
    c2 = A("c2", "Fox News", "ICE Director Todd Lyons met state officials. "
           "The meeting with governors took place on March 5 in Washington.")
    c2.person("Todd Lyons").role("Todd Lyons", "Director", "ICE", None, "Todd Lyons")
    c2.date("March 5", date(2025, 3, 5))
    return bundle(c1, c2, title="Lyons meets governors")


def denial_story() -> StoryBundle:
    d1 = A("d1", "Axios", "Corey Lewandowski ordered the agency to cancel the airline contract. "
           "The contract had been signed last year.")
    d2 = A("d2", "CBS News", "Lewandowski ordered the agency to cancel the airline contract, two officials said. "
           "Lawmakers have asked for the documents behind the decision.")
    d3 = A("d3", "Fox News", "A department spokeswoman denied that Lewandowski ordered the agency to cancel "
           "the airline contract.")
    d3.denial("Tricia McLaughlin", "Lewandowski ordered the agency to cancel the airline contract", "denied")
    return bundle(d1, d2, d3, title="Contract cancelled")


def _facts(b, people_map=None):
    j = judge(align(b, people_map))
    return j.facts, j.conflicts, j


# ---------------------------------------------------------------- tests

def test_outlet_key_normalises_case_www_and_the():
    assert outlet_key("The Guardian") == outlet_key("guardian") == outlet_key("www.theguardian.com".replace(
        "theguardian", "guardian"))
    assert outlet_key("www.Reuters.com") == "reuters"
    assert outlet_key("The New York Times") == "new york times"


def test_copies_count_for_their_original_outlet():
    b = moves_story()
    outs = article_outlets(b)
    assert outs["b2"] == outs["b3"] == outs["b1"] == "reuters"


def test_value_conflict_between_quota_figures():
    facts, conflicts, _ = _facts(quota_story())
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


def test_average_and_quota_are_different_slots_not_a_conflict():
    facts, conflicts, j = _facts(quota_story())
    actual = [f for f in facts if f.kind == "quantity" and f.key[3] == "actual"]
    assert len(actual) == 1
    assert actual[0].status == "single-source"
    assert actual[0].articles == ("a2",)
    for c in conflicts:
        assert actual[0].id not in c.facts


def test_same_quota_in_two_outlets_is_one_fact():
    facts, _, _ = _facts(quota_story())
    f1800 = next(f for f in facts if f.kind == "quantity" and f.key[3] == "target" and f.support == 2)
    assert f1800.articles == ("a2", "a3")
    assert facts[0] is f1800  # most support first


def test_three_wire_copies_count_once():
    facts, _, _ = _facts(moves_story(), {"Genalo": "Kenneth Genalo"})
    hammer = next(f for f in facts if f.key[:2] == ("move", "Robert Hammer"))
    assert hammer.articles == ("b1", "b2", "b3")
    assert hammer.support == 1
    assert hammer.status == "single-source"


def test_relay_of_present_outlet_counts_once():
    facts, _, j = _facts(moves_story(), {"Genalo": "Kenneth Genalo"})
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
    facts, _, _ = _facts(b, {"Genalo": "Kenneth Genalo"})
    genalo = next(f for f in facts if f.key[:2] == ("move", "Kenneth Genalo"))
    assert set(genalo.outlets) == {"reuters", "axios"}  # NBC counts for Axios, not for itself
    assert genalo.support == 2


def test_paraphrased_moves_align_without_people_map():
    # without a mapping the one-word "Genalo" still joins "Kenneth Genalo" (fallback merge)
    facts, _, _ = _facts(moves_story())
    genalo = [f for f in facts if f.key[:1] == ("move",) and "Genalo" in f.key[1]]
    assert len(genalo) == 1 and genalo[0].support == 2


def test_attribute_conflicts_title_and_date():
    facts, conflicts, _ = _facts(titles_story())
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
    facts, conflicts, _ = _facts(b)
    assert conflicts == []
    role = next(f for f in facts if f.kind == "role")
    assert role.status == "corroborated" and role.support == 2


def test_denial_makes_the_fact_contested():
    facts, conflicts, _ = _facts(denial_story())
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


def test_unrelated_statement_stays_single_source():
    facts, _, _ = _facts(denial_story())
    lawmakers = next(f for f in facts if "Lawmakers" in f.text)
    assert lawmakers.kind == "statement" and lawmakers.status == "single-source" and lawmakers.support == 1


def test_quotes_with_overlapping_words_align():
    e1 = A("e1", "CNN", "\u201cWe will not back down from enforcing the law,\u201d Lyons said on Tuesday.")
    e1.quote("Todd Lyons", "We will not back down from enforcing the law")
    e2 = A("e2", "NPR", "Lyons told reporters: \u201cWe will not back down.\u201d")
    e2.quote("Lyons", "We will not back down.")
    e3 = A("e3", "BBC", "\u201cThe budget is fine,\u201d Lyons added.")
    e3.quote("Todd Lyons", "The budget is fine")
    facts, _, _ = _facts(bundle(e1, e2, e3), {"Lyons": "Todd Lyons"})
    quotes = [f for f in facts if f.kind == "quote"]
    assert sorted((f.support, f.articles) for f in quotes) == [(1, ("e3",)), (2, ("e1", "e2"))]


def test_fact_ids_are_deterministic_and_ordered():
    f1, _, _ = _facts(quota_story())
    f2, _, _ = _facts(quota_story())
    assert [(f.id, f.text, f.key) for f in f1] == [(f.id, f.text, f.key) for f in f2]
    assert len({f.id for f in f1}) == len(f1) and all(re.fullmatch(r"f[0-9a-f]{10}(-\d+)?", f.id) for f in f1)
    supports = [f.support for f in f1]
    assert supports == sorted(supports, reverse=True)


def test_fact_ids_survive_a_new_article_joining_the_story():
    """A fact's id comes from its content (its first claim in story order), not its rank: adding an
    article, which changes the ranks and the support, keeps the id of every fact still there."""
    before, _, _ = _facts(quota_story())
    b = quota_story()
    a4 = A("a4", "BBC", "Officials said the quota of 1,000 arrests a day was set in May. Protests followed.")
    a4.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    b.story = Story(b.story.id, b.story.title, (*b.story.articles, "a4"))
    b.articles["a4"], b.findings["a4"] = a4.article, a4.findings()
    after, _, _ = _facts(b)
    ids_after = {f.id for f in after}
    assert all(f.id in ids_after for f in before)
    grown = next(f for f in after if f.kind == "quantity" and "a4" in f.articles)
    assert grown.support == 2 and grown.id in {f.id for f in before}  # the 1,000 quota gained a second outlet


def test_evidence_offsets_point_at_sentences():
    for b in (quota_story(), moves_story(), titles_story(), denial_story()):
        facts, _, _ = _facts(b)
        for f in facts:
            for e in f.evidence:
                assert b.articles[e.article].text[e.start:e.end] == e.sentence


@pytest.mark.parametrize("a,b,same", [
    ((1000.0, None), (1000.0, None), True),
    ((1000.0, None), (1800.0, None), False),
    ((1000.0, "at least"), (1800.0, None), True),
    ((1000.0, "about"), (1050.0, None), True),
    ((1000.0, "up to"), (1800.0, None), False),
])
def test_quantities_agree(a, b, same):
    assert quantities_agree(a, b) is same


def test_outlet_aliases_and_labels_count_once():
    assert outlet_key("AP") == outlet_key("Associated Press") == outlet_key("The Associated Press")
    assert outlet_key("CNN (Online News)") == outlet_key("CNN")
    x1 = A("x1", "AP", "The quota was raised to 3,000 arrests a day, officials said.")
    x1.qty("3,000 arrests a day", 3000, "arrests", "day", "target")
    x2 = A("x2", "Associated Press", "Officials said the quota is now 3,000 arrests a day.")
    x2.qty("3,000 arrests a day", 3000, "arrests", "day", "target")
    facts, _, _ = _facts(bundle(x1, x2))
    q = next(f for f in facts if f.kind == "quantity")
    assert q.articles == ("x1", "x2") and q.support == 1 and q.status == "single-source"


def test_titles_without_org_conflict_only_when_one_qualifies_the_other():
    p1 = A("p1", "CNN", "Colin Powell, a four-star general, died on Monday at 84.")
    p1.person("Colin Powell").role("Colin Powell", "general", None, None, "Colin Powell")
    p2 = A("p2", "Fox News", "Colin Powell, a former chairman of the Joint Chiefs, died on Monday.")
    p2.person("Colin Powell").role("Colin Powell", "chairman of the Joint Chiefs", None, None, "Colin Powell")
    _, conflicts, _ = _facts(bundle(p1, p2))
    assert conflicts == []  # one person, two posts in a life: not a contradiction
    p2 = A("p2", "Fox News", "Acting Director Todd Lyons spoke on Monday about the arrests.")
    p2.person("Todd Lyons").role("Todd Lyons", "acting director", None, None, "Todd Lyons")
    p1 = A("p1", "CNN", "Director Todd Lyons spoke on Monday about the arrests.")
    p1.person("Todd Lyons").role("Todd Lyons", "director", None, None, "Todd Lyons")
    _, conflicts, _ = _facts(bundle(p1, p2))
    assert [c.kind for c in conflicts] == ["attribute"]


def test_generic_title_agrees_with_specific_one():
    g1 = A("g1", "CNN", "Kenneth Genalo, the head of removal operations, was removed.")
    g1.role("Kenneth Genalo", "head", "ICE", "outgoing", "Kenneth Genalo")
    g2 = A("g2", "NPR", "Kenneth Genalo, executive associate director, was pushed out.")
    g2.role("Kenneth Genalo", "executive associate director", "ICE", "outgoing", "Kenneth Genalo")
    facts, conflicts, _ = _facts(bundle(g1, g2))
    assert conflicts == []
    move = next(f for f in facts if f.key[0] == "move")
    assert move.support == 2 and move.status == "corroborated"


def test_quotes_with_different_numbers_do_not_merge_and_generic_speakers_are_unattributed():
    q1 = A("q1", "CNN", "The earlier quota was 1,000 arrests a day, officials said.")
    q1.quote("officials", "The earlier quota was 1,000 arrests a day", direct=False)
    q2 = A("q2", "NPR", "The earlier quota was 1,800 arrests a day, officials said.")
    q2.quote("officials", "The earlier quota was 1,800 arrests a day", direct=False)
    facts, _, _ = _facts(bundle(q1, q2))
    quotes = [f for f in facts if f.kind == "quote"]
    assert len(quotes) == 2 and all(f.support == 1 for f in quotes)
    assert all(f.key[1] is None for f in quotes)


def test_denial_needs_the_claims_words_not_one_shared_word():
    d1 = A("d1", "CNN", "Two officials said the budget would grow next year.")
    d2 = A("d2", "NPR", "A spokeswoman denied that the officials were fired.")
    d2.denial("Tricia McLaughlin", "the officials were fired", "denied")
    facts, conflicts, _ = _facts(bundle(d1, d2))
    assert conflicts == [] and not any(f.status == "contested" for f in facts)


def test_quantity_slots_join_when_counted_words_nest():
    c1 = A("c1", "Reuters", "The G7 capped the price at $60 a barrel.")
    c1.qty("$60 a barrel", 60, "price", "barrel", "target", unit="$")
    c2 = A("c2", "BBC", "The price cap of $60 a barrel starts soon.")
    c2.qty("$60 a barrel", 60, "price cap", "barrel", "target", unit="$")
    c3 = A("c3", "NPR", "The price cap of $70 a barrel starts soon.")
    c3.qty("$70 a barrel", 70, "price cap", "barrel", "target", unit="$")
    facts, conflicts, _ = _facts(bundle(c1, c2, c3))
    assert [c.kind for c in conflicts] == ["value"]
    sixty = next(f for f in facts if f.kind == "quantity" and f.support == 2)
    assert sixty.articles == ("c1", "c2")


def test_missing_findings_and_empty_story():
    a = A("m1", "CNN", "The storm hit the coast on Monday. Thousands lost power across the state.")
    b = bundle(a)
    del b.findings["m1"]
    facts, conflicts, _ = _facts(b)
    # no Findings: the sentences come from the splitter, each one a statement
    assert [(f.kind, f.text) for f in facts] == [("statement", "The storm hit the coast on Monday."),
                                                 ("statement", "Thousands lost power across the state.")]
    empty = StoryBundle(Story("s0", "", ()))
    assert _facts(empty)[:2] == ([], [])


def test_counts_of_sources_are_not_facts():
    s1 = A("s1", "CNN", "Two officials said the plan was dropped.")
    s1.qty("Two officials", 2, "officials")
    s2 = A("s2", "NPR", "The plan was dropped, two officials said.")
    s2.qty("two officials", 2, "officials")
    facts, _, _ = _facts(bundle(s1, s2))
    assert not any(f.kind == "quantity" for f in facts)
    (plan,) = facts  # the sentences still align as a statement
    assert plan.kind == "statement" and plan.support == 2


def test_denial_of_firing_contests_report_of_ouster():
    o1 = A("o1", "Capitol Wire", "Two senior officials at the agency were ousted on Thursday, Axios reported.")
    o1.relay("Axios", "Axios reported")
    o2 = A("o2", "Border Herald", "A spokeswoman denied that the officials were fired.")
    o2.denial("Tricia McLaughlin", "the officials were fired", "denied")
    facts, conflicts, _ = _facts(bundle(o1, o2))
    (c,) = conflicts
    assert c.kind == "denial" and c.claims[0].articles == ("o1",) and c.claims[1].articles == ("o2",)
    ousted = next(f for f in facts if f.id == c.facts[0])
    assert ousted.status == "contested" and ousted.outlets == ("axios",)


def test_dates_written_less_precisely_do_not_conflict():
    """"since March 2020" fits "since March 14, 2020"; "May 21" and "May 23" still conflict."""
    n1 = A("n1", "AP", "Jobless claims fell to 293,000, the lowest level since the week of March 14, 2020.")
    n1.date("March 14, 2020", date(2020, 3, 14))
    n2 = A("n2", "Fox Business", "Jobless claims fell to 293,000 last week, the lowest level since March 2020.")
    n2.date("March 2020", date(2020, 3, 1)).date("last week", date(2021, 10, 7))
    facts, conflicts, _ = _facts(bundle(n1, n2, title="Claims"))
    assert [c for c in conflicts if c.about.startswith("date of")] == []
    events = [f for f in facts if f.kind == "event" and f.support == 2]
    assert events and events[0].status == "corroborated"

    m1 = A("m1", "AP", "The claims report came out on May 21 in Washington.")
    m1.date("May 21", date(2021, 5, 21))
    m2 = A("m2", "Fox Business", "The claims report came out on May 23 in Washington.")
    m2.date("May 23", date(2021, 5, 23))
    m3 = A("m3", "NBC", "The claims report came out in May in Washington.")
    m3.date("in May", date(2021, 5, 1))
    _f, conflicts, _ = _facts(bundle(m1, m2, m3, title="Report"))
    when = [c for c in conflicts if c.about.startswith("date of")]
    assert len(when) == 1
    values = [cl.value for cl in when[0].claims]
    assert "2021-05-21" in " ".join(values) and "2021-05-23" in " ".join(values)


def test_a_persons_family_or_lawyer_is_not_the_person():
    from storyline.align import canonical_name

    mapping = {"Powell": "Colin Powell", "Colin Powell": "Colin Powell", "Tricia McLaughlin": "Tricia McLaughlin"}
    assert canonical_name(mapping, "Colin Powell's family") == "Colin Powell's family"
    assert canonical_name(mapping, "Colin Powell’s lawyer") == "Colin Powell’s lawyer"
    assert canonical_name(mapping, "A spokesperson for DHS, Tricia McLaughlin") == "Tricia McLaughlin"
    assert canonical_name(mapping, "Powell") == "Colin Powell"


def test_denying_that_a_quota_exists_contests_every_quota_figure_but_not_the_average():
    a1 = A("a1", "Reuters", "The White House set a quota of 1,000 arrests a day for the agency, officials said.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    a2 = A("a2", "AP", "The White House had set a quota of 1,800 arrests a day, according to two officials. "
           "The agency averaged 1,000 arrests a day in June.")
    a2.qty("1,800 arrests a day", 1800, "arrests", "day", "target")
    a2.qty("1,000 arrests a day in June", 1000, "arrests", "day", "actual")
    a3 = A("a3", "Fox News", "Noem denied that the agency had a quota.")
    a3.denial("Kristi Noem", "the agency had a quota", "denied")
    facts, conflicts, _ = _facts(bundle(a1, a2, a3, title="Arrest quota"))
    denied = {f for c in conflicts if c.kind == "denial" for f in c.facts}
    quotas = {f.id for f in facts if f.kind == "quantity" and "quota" in f.text}
    average = {f.id for f in facts if f.kind == "quantity" and "averaged" in f.text}
    assert len(quotas) == 2 and quotas <= denied  # 1,000 and 1,800: both contested
    assert average and not average & denied  # an actual count is not a quota
    figure = A("a3", "Fox News", "Noem denied that the agency had a quota of 1,800 arrests a day.")
    figure.denial("Kristi Noem", "the agency had a quota of 1,800 arrests a day", "denied")
    facts, conflicts, _ = _facts(bundle(a1, a2, figure, title="Arrest quota"))
    denied = {f for c in conflicts if c.kind == "denial" for f in c.facts}
    (thousand,) = [f for f in facts if f.kind == "quantity" and "quota of 1,000" in f.text]
    assert thousand.id not in denied  # a denial with a figure of its own contests that figure only


def test_a_relative_year_does_not_make_two_dates_for_one_event():
    a1 = A("a1", "AP", "Retirees will see a $92 increase in their average monthly benefit next year.")
    a1.date("next year", date(2022, 1, 1))
    a2 = A("a2", "CNN", "Retirees will see a $92 increase in their average monthly benefit, officials said Wednesday.")
    a2.date("Wednesday", date(2021, 10, 13))
    _, conflicts, _ = _facts(bundle(a1, a2, title="COLA"))
    assert not [c for c in conflicts if c.kind == "attribute"]
    b1 = A("b1", "AP", "The increase will add $92 to the average monthly benefit on January 3.")
    b1.date("January 3", date(2022, 1, 3))
    b2 = A("b2", "CNN", "The increase will add $92 to the average monthly benefit on January 10.")
    b2.date("January 10", date(2022, 1, 10))
    _, conflicts, _ = _facts(bundle(b1, b2, title="COLA"))
    assert [c for c in conflicts if c.kind == "attribute"]  # two days for one event still conflict


def test_the_middle_of_a_quote_over_several_sentences_is_no_general_statement():
    q = ("We believe that justice has been served in this case. And we are thankful for the decision of the judge today. "
         "My hope is that this family will find solace")
    a1 = A("a1", "CBS", f"\u201c{q},\u201d said U.S. Attorney Nealy Cox. The hearing lasted two hours in the federal court.")
    a1.quote("Nealy Cox", q)
    facts = judge(align(bundle(a1))).facts
    assert [f.kind for f in facts if f.kind != "statement"] == ["quote"]
    assert [f.text for f in facts if f.kind == "statement"] == ["The hearing lasted two hours in the federal court."]


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
    facts, conflicts, _ = _facts(bundle(a1, a2, title="FEMA"))
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
    facts, conflicts, _ = _facts(bundle(a1, a2, title="Chief"))
    assert [c for c in conflicts if c.kind == "attribute"] == []
    a3 = A("a3", "Metro", "Dana Ruiz stepped down as chief of the Bay County Sheriff's Office.")
    a3.person("Dana Ruiz").role("Dana Ruiz", "chief", "Bay County Sheriff's Office", "outgoing", "Dana Ruiz")
    _, conflicts, _ = _facts(bundle(a1, a3, title="Chief"))
    assert [c.kind for c in conflicts] == ["attribute"]  # another body is another post


def test_a_date_conflict_is_labelled_by_the_dates_of_the_event_not_a_relative_period():
    a1 = A("a1", "AP", "Chief Dana Ruiz resigned on Monday after an audit of overtime paid last year.")
    a1.date("on Monday", date(2025, 9, 15)).date("last year", date(2024, 1, 1))
    a2 = A("a2", "Channel 7", "Chief Dana Ruiz resigned on Tuesday after an audit of overtime paid last year.")
    a2.date("on Tuesday", date(2025, 9, 16)).date("last year", date(2024, 1, 1))
    _, conflicts, _ = _facts(bundle(a1, a2, title="Chief"))
    when = next(c for c in conflicts if c.about.startswith("date of"))
    assert sorted(cl.value for cl in when.claims) == ["2025-09-15", "2025-09-16"]
