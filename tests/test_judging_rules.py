"""The rules of judging aligned claims, each on a hand-written story that fails without it.

Stories go through the real stages (clean, the spaCy parse, clauses, alignment, judging), so a rule
is tested as a reader meets it: a conflict shown or not, a fact contested or not.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from storyline.align_quantities import quantities_agree, rounds_to


def kinds(brief: dict) -> list[str]:
    return [c["kind"] for c in brief["conflicts"]]


# ---------------------------------------------------------------- rounding and bounds

@pytest.mark.parametrize("r,x,agree", [
    (700e9, 716e9, True),     # "$700 billion" rounds $716 billion
    (4e9, 4.2e9, True),
    (200, 214, True),
    (1000, 1800, False),      # the earlier quota: 1,000 or 1,800 a day
    (1000, 1200, False),      # 20 % off is no rounding
    (4.2e6, 4.8e6, False),    # both written to the same place
    (13, 14, False),          # small counts are exact
])
def test_a_round_figure_agrees_with_the_figure_it_rounds(r, x, agree):
    assert rounds_to(r, x) is agree or rounds_to(x, r) is agree
    assert quantities_agree((r, None), (x, None)) is agree


def test_a_rounded_budget_is_no_conflict_but_two_exact_figures_are(story):
    rounded = story(("Reuters", "Congress approved a defense budget of $700 billion on Tuesday."),
                    ("AP", "Congress approved a defense budget of $716 billion on Tuesday."))
    assert "value" not in kinds(rounded)
    exact = story(("Reuters", "The city paid a settlement of $4.2 million to the family."),
                  ("AP", "The city paid a settlement of $4.8 million to the family."))
    assert "value" in kinds(exact)


# ---------------------------------------------------------------- dates that date the same event

def test_a_date_conflict_needs_two_tellings_of_one_event(story):
    when = datetime(2013, 1, 30)
    one_event = story(("NYT", "The primary will be held on April 30, state officials said."),
                      ("Fox", "Both parties will hold the special-election primaries in mid May."), published=when)
    assert "attribute" in kinds(one_event)
    two_events = story(("NYT", "In an interview on Tuesday, Ryan offered few ideas for winning back voters."),
                       ("HuffPost", "Pelosi did not agree with that assessment in an interview on Monday."),
                       published=when)
    assert not [c for c in two_events["conflicts"] if c["about"].startswith("date of")]


def test_two_dates_conflict_only_for_one_act_done_alike(story):
    """Two outlets' dates conflict where both tell one act, both as done (or both as to come): not
    "was appointed special envoy in July" / "resigned Thursday" (two acts), nor "which the Senate passed
    last month" / "Democrats hope to pass this week" (done / still to come); "this fall" holds Oct. 5."""
    when = datetime(2021, 9, 24)
    acts = story(("NYT", "The diplomat, Daniel Foote, was appointed special envoy to Haiti in July, officials said."),
                 ("PBS", "Special envoy to Haiti Daniel Foote resigned Thursday, officials said."), published=when)
    assert not [c for c in acts["conflicts"] if c["about"].startswith("date of")]
    hoped = story(("NYT", "Progressive lawmakers would not vote for the infrastructure bill, which the Senate passed "
                          "last month."),
                  ("Examiner", "House liberals are threatening to vote against the infrastructure bill Democrats hope "
                               "to pass this week."), published=when)
    assert not [c for c in hoped["conflicts"] if c["about"].startswith("date of")]
    season = story(("Politico", "Yang is expected to start the party on Oct. 5, with the release of his book."),
                   ("National Review", "Yang is expected to start a third party this fall."), published=when)
    assert not [c for c in season["conflicts"] if c["about"].startswith("date of")]
    past = story(("NYT", "The diplomat resigned on Monday, citing the deportations."),
                 ("PBS", "The diplomat resigned on Wednesday, citing the deportations."), published=when)
    assert [c for c in past["conflicts"] if c["about"].startswith("date of")]


def test_the_day_of_a_report_does_not_date_what_it_reports(story):
    """"Thursday's report showed that jobless claims increased" / "claims rose ... last week, the
    department said Thursday": Thursday is the report's day (a date telling which report), not the
    rise's; no date conflict. The date still resolves (``DateRef.of_thing``)."""
    when = datetime(2021, 7, 8)
    brief = story(("ABC", "Thursday's report from the Labor Department showed that jobless claims increased by 2,000 "
                          "from the previous week to 373,000."),
                  ("WSJ", "Initial unemployment claims rose by 2,000 last week to a seasonally adjusted 373,000, the "
                          "Labor Department said Thursday."), published=when)
    assert not [c for c in brief["conflicts"] if c["about"].startswith("date of")]


def test_figures_one_article_gives_both_of_are_two_quantities_not_a_conflict(story):
    """"Sixty-seven Republicans voted with 218 Democrats" / "67 Republicans joined all Democrats in
    support, while 120 voted against it": the second article gives both figures, so they are two
    quantities and neither outlet contradicts the other; outlets giving one figure each still conflict."""
    both = story(("CNN", "Sixty-seven Republicans voted with 218 Democrats in support of the bill."),
                 ("Hill", "A minority of 67 Republicans joined with all Democrats in support, while 120 voted "
                          "against it."))
    assert "value" not in kinds(both)
    one_each = story(("CNN", "Sixty-seven Republicans voted with 218 Democrats in support of the bill."),
                     ("Hill", "Seventy-one Republicans voted with 218 Democrats in support of the bill."))
    assert "value" in kinds(one_each)


# ---------------------------------------------------------------- titles that name one post

def test_an_abbreviated_title_names_the_same_post(story):
    brief = story(("NYT", "Gov. Rick Perry of Texas said on Tuesday that he would secure the border."),
                  ("Fox", "Texas Governor Rick Perry was endorsed by the sheriff on Tuesday."))
    assert not [c for c in brief["conflicts"] if c["about"].startswith("title of Rick Perry")]


# ---------------------------------------------------------------- denials and disputes

def test_denying_the_allegations_contests_the_accusations(story):
    brief = story(("NYT", "His former aide accused Farenthold of sexual harassment in a lawsuit filed in 2014."),
                  ("HuffPost", "Farenthold has repeatedly denied the allegations and said he did nothing wrong."))
    denial = [c for c in brief["conflicts"] if c["kind"] == "denial"]
    assert denial and any("accused" in cl["text"] for c in denial for cl in c["claims"])


def test_a_contention_disputed_in_the_same_sentence_is_contested(story):
    brief = story(("NYT", "Republicans argued that by making an opening statement she had waived her right "
                          "to remain silent, a contention her lawyer disputed."),)
    assert "denial" in kinds(brief)
    assert any(f["status"] == "contested" for f in brief["facts"])


def test_a_partys_negated_claim_contests_what_another_source_says(story):
    brief = story(("NYT", "\u201cI have not provided false information to this or any other committee,\u201d "
                          "Lerner said on Wednesday."),
                  ("HuffPost", "The committee said that Lerner provided false information to the committee "
                               "on four occasions."))
    assert "denial" in kinds(brief)


# ---------------------------------------------------------------- names: who did it

def test_two_outlets_naming_different_people_for_one_act_conflict(story):
    brief = story(("NYT", "In a narrow vote, Representative Linda Sanchez of California defeated Representative "
                          "Barbara Lee to become vice chairwoman of the caucus."),
                  ("Fox", "Representative Loretta Sanchez won the race for vice chairwoman, defeating Representative "
                          "Barbara Lee of California."))
    who = [c for c in brief["conflicts"] if c["about"].startswith("who ")]
    assert len(who) == 1 and sorted(cl["value"] for cl in who[0]["claims"]) == ["Linda Sanchez", "Loretta Sanchez"]


def test_the_same_act_told_of_the_same_person_is_no_conflict(story):
    brief = story(("NYT", "Representative Linda Sanchez of California defeated Representative Barbara Lee to become "
                          "vice chairwoman of the caucus."),
                  ("Fox", "Linda Sanchez won the race for vice chairwoman, defeating Representative Barbara Lee."))
    assert not [c for c in brief["conflicts"] if c["about"].startswith("who ")]
    # one name written with and without a middle initial and a suffix
    brief = story(("NYT", "Thomas J. Barrack Jr., a close friend of former President Donald J. Trump, was arrested "
                          "in California on Tuesday on federal charges."),
                  ("CNBC", "Thomas Barrack, a close friend of former President Donald Trump, was arrested Tuesday in "
                           "Los Angeles on federal charges. Thomas Barrack denies the charges, Thomas Barrack's "
                           "lawyer said."))
    assert not [c for c in brief["conflicts"] if c["about"].startswith("who ")]


def test_tellings_dated_years_apart_are_two_events_not_a_conflict(story):
    when = datetime(2013, 1, 30)
    brief = story(("NYT", "Brown won a special election for the Senate seat in January 2010, officials recalled."),
                  ("Fox", "The winner will be favored to win the special election for the Senate seat on June 25."),
                  published=when)
    assert not [c for c in brief["conflicts"] if c["about"].startswith("date of")]


def test_a_date_ahead_and_a_date_past_of_one_telling_are_two_times_not_a_conflict(story):
    """"will translate to $92 more a month next year" / "amounts to $92 more a month, it said Wednesday":
    when the change takes effect and when it was announced (one date ahead of the articles, one on or
    before their day); two outlets giving two past days for one act still conflict."""
    when = datetime(2021, 10, 13)
    brief = story(("AP", "The COLA amounts to $92 a month for the average retired worker, according to estimates "
                         "by the agency."),
                  ("WSJ", "The increase will translate to an addition of $92 to the average monthly benefit next "
                          "year, bringing the amount to $1,657, the agency estimates."),
                  ("Fox", "That amounts to a monthly increase of $92 for the average retiree Wednesday, bringing "
                          "the amount to $1,657, the administration said."),
                  published=when)
    assert not [c for c in brief["conflicts"] if c["about"].startswith("date of")]
    past = story(("NYT", "The agency raised the average monthly benefit by $92 on Monday, bringing it to $1,657."),
                 ("Fox", "The agency raised the average monthly benefit by $92 on Tuesday, bringing it to $1,657."),
                 published=when)
    assert [c for c in past["conflicts"] if c["about"].startswith("date of")]


def test_one_person_doing_one_thing_to_others_elsewhere_is_two_events(story):
    """"met union leaders in Ohio on Tuesday" / "met reporters in Washington on Monday": two meetings,
    not two dates for one (another object, another place)."""
    brief = story(("NYT", "Ryan met union leaders in Ohio on Tuesday to talk about jobs."),
                  ("HuffPost", "Ryan met reporters in Washington on Monday to talk about the vote."),
                  published=datetime(2016, 11, 30))
    assert not [c for c in brief["conflicts"] if c["about"].startswith("date of")]


def test_a_party_rebutting_an_act_against_it_contests_the_act(story):
    brief = story(("NYT", "Last year, the Justice Department filed a lawsuit against the sheriff over his "
                          "treatment of immigrants. The sheriff has called the Justice Department's action an "
                          "attempt to intimidate him."),)
    denial = [c for c in brief["conflicts"] if c["kind"] == "denial"]
    assert denial and any("lawsuit" in cl["text"] for cl in denial[0]["claims"])
    named = story(("NYT", "Arizona Sheriff Joe Arpaio endorsed Rick Perry. Last year, the Justice Department filed a "
                          "lawsuit against the sheriff over his treatment of immigrants. The sheriff has called the "
                          "Justice Department's action an attempt to intimidate him."),)
    values = [cl["value"] for c in named["conflicts"] if c["kind"] == "denial" for cl in c["claims"]]
    assert "denied by Joe Arpaio" in values  # "the sheriff": the story's one sheriff
    # the story's title slots also hold the years someone held a post (a tenure: no title of its own)
    held = story(("NYT", "Arizona Sheriff Joe Arpaio endorsed Rick Perry. Senator John Glenn held the seat from 1974 "
                         "to 1999. Last year, the Justice Department filed a lawsuit against the sheriff over his "
                         "treatment of immigrants. The sheriff has called the Justice Department's action an "
                         "attempt to intimidate him."),
                 ("Fox", "John Glenn, who served from 1974 to 1999, praised the astronauts."))
    values = [cl["value"] for c in held["conflicts"] if c["kind"] == "denial" for cl in c["claims"]]
    assert "denied by Joe Arpaio" in values


def test_a_party_reporting_an_act_without_rebutting_it_contests_nothing(story):
    brief = story(("NYT", "Last year, the Justice Department filed a lawsuit against the sheriff over his "
                          "treatment of immigrants. The sheriff has called the Justice Department's lawyers "
                          "to discuss a settlement."),)
    assert not [c for c in brief["conflicts"] if c["kind"] == "denial"]


def test_a_describing_word_in_a_title_names_the_same_post(story):
    """"Special Agent" and "Agent" of one person are one post; "acting director" and "director" are not."""
    brief = story(("NYT", "The bureau fired Special Agent John Rowe on Friday after an inquiry."),
                  ("Fox", "Agent John Rowe was fired from the bureau on Friday."))
    assert not [c for c in brief["conflicts"] if c["kind"] == "attribute" and "Rowe" in c["about"]]


def test_one_quotation_told_by_two_outlets_disputes_nothing(story):
    quote = ("Two years of audits never found that her private opinions had any bearing on a single "
             "ruling she made")
    brief = story(("NYT", f"\u201c{quote},\u201d said Marta Quill, her lawyer."),
                  ("Fox", f"Her lawyer, Marta Quill, added: \u201c{quote}.\u201d"))
    assert not [c for c in brief["conflicts"] if c["kind"] == "denial"]


def test_refusing_a_demand_is_no_denial_of_it(story):
    brief = story(("NYT", "Democratic leaders said on Tuesday that Governor Paul Mayhew must resign from office."),
                  ("HuffPost", "\u201cI will not resign from office,\u201d Governor Paul Mayhew said on Wednesday."))
    assert not [c for c in brief["conflicts"] if c["kind"] == "denial"]
    brief = story(("NYT", "Democratic leaders said on Tuesday that Governor Paul Mayhew must resign from office."),
                  ("HuffPost", "Governor Paul Mayhew said on Wednesday that he will not resign from office."))
    assert not [c for c in brief["conflicts"] if c["kind"] == "denial"]



def test_a_quotation_with_a_negation_in_passing_can_still_be_contested(story):
    """Only a quotation whose own clauses are negated says something is not so; one that merely
    contains "no" ("no fewer than") asserts, and a party's denial contests it."""
    brief = story(("NYT", "\u201cI have not provided false information to the housing committee,\u201d "
                          "Dana Pruitt said on Wednesday."),
                  ("HuffPost", "\u201cShe provided false information to the housing committee on no fewer "
                               "than four occasions,\u201d said Senator Lena Ortiz."))
    assert "denial" in kinds(brief)


@pytest.mark.parametrize("text,quotation,again", [
    # a part of the quotation, told by another outlet: the speaker's own words, not a denial of them
    ("The board failed to produce any evidence that his opinions shaped a ruling",
     "This dismissal is not fair. The board failed to produce any evidence that his opinions shaped a ruling.", True),
    ("the board failed to produce ANY evidence that his opinions shaped a ruling.",
     "The board failed to produce any evidence that his opinions shaped a ruling", True),
    # the same words with and without the negation are a denial, not a retelling
    ("I have not provided false information to the housing committee",
     "She provided false information to the housing committee on four occasions", False),
    ("The council approved the budget on Tuesday evening after a long debate",
     "The mayor said the council never approved the budget", False),
    ("He did not resign.", "He did not resign.", False),  # too short to tell a quotation from a phrase
])
def test_a_quotation_told_again_is_the_speakers_own_words(text, quotation, again):
    from storyline.judge_disputes import told_again

    assert told_again(text, quotation) is again


@pytest.mark.parametrize("text,words,at", [
    ("he would not support the continuation", "he", 0),       # not the "he" inside "the"
    ("between the U.S. and their home countries", "he", -1),  # nor inside "their"
    ("The video, posted to YouTube", "The video", 0),
    ("Mr. Perry said he would", "he", 15),
])
def test_the_claim_shown_starts_at_a_whole_word(text, words, at):
    """A clause read with its subject starts at the subject as a word, never inside another word."""
    from storyline.brief import _word_before

    assert _word_before(text, words, 0, len(text)) == at


# ---------------------------------------------------------------- a denial and the denier's own words

def test_a_denial_and_the_deniers_own_negated_words_elsewhere_are_one_fact(story):
    """One outlet reports the denial ("denied that he had sent"), two quote the denier's own words ("I
    didn't send that picture", "he did not send the photo"): one denial fact told by three outlets.
    Another person's negated words, or the denier's negation of another act, do not join it."""
    brief = story(("NYT", "Representative Anthony Weiner denied on Wednesday that he had sent a suggestive "
                          "photograph to a woman in Seattle."),
                  ("Fox", "\u201cI didn\u2019t send that picture out,\u201d Anthony Weiner said on Wednesday."),
                  ("HuffPost", "Anthony Weiner told reporters that he did not send the photo. \u201cI did not "
                               "hire a lawyer,\u201d Weiner said. \u201cI did not send it,\u201d said Bob Smith."))
    denials = [f for f in brief["facts"] if f["kind"] == "denial"]
    assert len(denials) == 1
    told = {e["article"]: e["sentence"] for e in denials[0]["evidence"]}
    assert denials[0]["support"] == 3 and sorted(told) == ["a1", "a2", "a3"]
    assert "did not send the photo" in told["a3"] and "Bob Smith" not in told["a3"] and "lawyer" not in told["a3"]
    shown_twice = [f for f in brief["facts"] if f["kind"] != "denial" and any(
        e["sentence"] in (told["a2"], told["a3"]) for e in f["evidence"])]
    assert shown_twice == []  # the quotations are part of the denial, not facts beside it
    assert {f["text"] for f in brief["facts"] if "Bob Smith" in f["text"] or "lawyer" in f["text"]} == {
        "\u201cI did not hire a lawyer,\u201d Weiner said.", "\u201cI did not send it,\u201d said Bob Smith."}


def test_the_one_an_act_is_done_to_is_not_the_party_acting(story, bench_dir):
    """"Timmons is charged with intentional murder": Timmons charged no one, so a witness's negated
    words naming him ("saying he had seen-and never had seen-the .45-caliber gun Timmons allegedly was
    carrying") rebut nothing. Real articles: ECB+ topic 33 (development), the Albany trial's five
    reports, where this false dispute was shown; an act in the active voice rebutted by the one it
    targets is still a dispute (test_a_party_rebutting_an_act_against_it_contests_the_act)."""
    from storyline.evaluation.ecbplus import load_ecbplus

    docs = [d for d in load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", {33}) if d.name.endswith("ecb")]
    brief = story(*((f"outlet {d.name}", d.text) for d in docs))
    charged = [c for c in brief["conflicts"] if c["kind"] == "denial"
               and any("is charged" in cl["text"] for cl in c["claims"])]
    assert docs and charged == []


def test_a_claim_is_shown_without_the_punctuation_that_ends_its_clause_mid_sentence(story):
    """A clause cut at "..., with some members warning" reads "... calls to expand the size of the court",
    not "... court,"; what is shown is still a verbatim part of the sentence."""
    brief = story(("WSJ", "The panel expressed concerns over calls to expand the size of the court, with some "
                          "members warning it would weaken the court."),
                  ("Daily Wire", "Liberal groups renewed calls to expand the size of the court, with many saying the "
                                 "panel had failed."))
    claims = [f["claim"] for f in brief["facts"] if f.get("claim")]
    assert "The panel expressed concerns over calls to expand the size of the court" in claims
    assert all(f["claim"] in f["text"] for f in brief["facts"] if f.get("claim"))


def test_a_claim_says_whether_it_stands_alone(story):
    """``standalone`` of a fact: a tensed clause or a title with its holder's name reads as an
    assertion; a participle cut from its sentence ("released Wednesday by the Social Security
    Administration") and a title without its holder ("known official") do not, and the default
    Markdown brief leaves them out (listed with --full)."""
    brief = story(("WSJ", "The figures, released Wednesday by the Social Security Administration, show a 5.9% rise. "
                          "The subpoena seeks records from Mr. Clark, a little-known official at the department."),
                  ("AP", "The estimate was released Wednesday by the Social Security Administration in Baltimore. "
                         "The panel questioned Jeffrey Clark, a little-known official at the department."))
    alone = {f["claim"]: f["standalone"] for f in brief["facts"]}
    cut = [c for c in alone if "released Wednesday" in c and "show" not in c]
    assert cut and all(alone[c] is False for c in cut)  # "The figures, released Wednesday by ...": a phrase
    assert all(v is True for c, v in alone.items() if c.startswith("The subpoena seeks"))
    assert alone.get("known official", False) is False
    assert all(isinstance(v, bool) for v in alone.values())


def test_two_acts_that_share_only_their_date_are_two_facts(story):
    """"She issued a statement over the weekend" / "He used both terms over the weekend":
    one date, two acts (no event word, name, figure or word of what they say in common, and what each
    act is done to differs): two facts, not one told by two outlets."""
    when = datetime(2011, 6, 1)
    brief = story(("NYT", "She issued a statement over the weekend saying she had never met him."),
                  ("Fox", "The representative has since taken to calling the incident a prank. He used both terms "
                          "over the weekend."), published=when)
    joined = [f for f in brief["facts"] if f["support"] > 1]
    assert joined == []


def test_two_acts_of_the_news_day_with_nothing_else_in_common_are_two_facts(story):
    """"The campaign seemed far away at Wednesday's news conference" / "Frank praised Cowan in a brief
    statement Wednesday": the day most of the story's dated claims name (its news day) is shared by
    most of what happened that day, so alone it joins nothing; one act told by both outlets on that
    day (the appointment: one event word, one name) is still one fact."""
    when = datetime(2013, 1, 31)
    brief = story(("NYT", "Gov. Deval Patrick appointed William Cowan to the Senate on Wednesday. "
                          "The rough and tumble of the coming campaign seemed far away at Wednesday's news conference."),
                  ("HuffPost", "Gov. Deval Patrick on Wednesday appointed William Cowan as interim senator. "
                               "Barney Frank praised the choice in a brief statement Wednesday."), published=when)
    joined = [f for f in brief["facts"] if f["support"] > 1]
    assert not [f for f in joined if "seemed far away" in " ".join(e["sentence"] for e in f["evidence"])]
    assert [f for f in joined if {e["sentence"][:17] for e in f["evidence"]} == {"Gov. Deval Patric"}
            and "appointed" in f.get("claim", "")]


# ---------------------------------------------------------------- when someone left a post

def test_two_dates_of_one_departure_conflict(story):
    """"He left the Patrick administration last year" (the paragraph's subject: Mr. Cowan) / "Cowan
    ... reportedly quit earlier this month": one departure dated a year apart. Leaving for a place
    ("left for Washington on Monday") is no departure, and departures years apart are two."""
    when = datetime(2013, 1, 30)
    brief = story(("NYT", "Mr. Cowan is a former chief of staff to the governor. He also served as a prosecutor. "
                          "He left the Patrick administration last year to return to the private sector."),
                  ("Fox", "William Cowan joined the Patrick administration in 2009 and reportedly quit earlier this "
                          "month to join private practice."),
                  published=when)
    left = [c for c in brief["conflicts"] if c["about"].startswith("when William Cowan left")]
    assert len(left) == 1 and len(left[0]["claims"]) == 2
    other = story(("NYT", "William Cowan left for Washington on Monday. He left the law firm in 2009."),
                  ("Fox", "William Cowan quit the administration earlier this month."),
                  published=when)
    assert not [c for c in other["conflicts"] if c["about"].startswith("when ")]


# ---------------------------------------------------------------- figures: a name's digits are none

@pytest.mark.parametrize("a,b,agree", [
    ("Powell died at 84 of complications from COVID-19", "Powell died at 84", True),  # a disease's name
    ("The Air Force ordered 12 F-35 jets", "The Air Force ordered 12 jets", True),   # a model's name
    ("The A320 carried 150 people", "The plane carried 150 people", True),
    ("The earlier quota was 1,000 a day", "The earlier quota was 1,800 a day", False),
    ("The bill passed 4-3", "The bill passed 5-2", False),
])
def test_the_digits_of_a_name_are_no_figure(a, b, agree):
    from storyline.textsim import numbers_agree

    assert numbers_agree(a, b) is agree


def _settlement_story(story):
    return story(
        ("Reuters", "The mayor used $312,000 in city funds to settle a lawsuit with a former aide, officials said. "
                    "She resigned on Monday."),
        ("AP", "Officials said the mayor used $312,000 in city funds to settle a lawsuit brought by a former aide. "
               "The mayor resigned Monday. She pledged to repay the $312,000."),
        ("CNN", "The mayor, who used $312,000 in city money to settle a lawsuit with a former aide, resigned Monday. "
                "She said she would repay the $312,000 to the city."))


def test_a_figure_told_in_the_sentences_of_a_fact_naming_it_is_that_fact(story, monkeypatch):
    """Two outlets' "$312,000" read from sentences that are all evidence of the three-outlet fact
    "used $312,000 ... to settle" is that fact told again: one row, not two from the same sentences; the
    pledge to repay the same sum, told in other sentences, stays a fact of its own."""
    import storyline.judge as judge

    def rows_citing(brief, words):
        return [f for f in brief["facts"] if f["support"] >= 2
                and any(words in e["sentence"] for e in f["evidence"] if e["article"] == "a1")]

    brief = _settlement_story(story)
    assert len(rows_citing(brief, "$312,000 in city funds")) == 1
    assert rows_citing(brief, "$312,000 in city funds")[0]["support"] == 3
    assert any(f["support"] == 2 and any("pledged to repay" in e["sentence"] for e in f["evidence"])
               for f in brief["facts"])
    monkeypatch.setattr(judge, "figures_told_again", lambda *a: {})
    assert len(rows_citing(_settlement_story(story), "$312,000 in city funds")) == 2
