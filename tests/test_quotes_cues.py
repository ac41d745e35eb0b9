"""The cue that attributes a quote (find_quotes with the real people extractor, hand-written sentences):
speech verbs, inverted and fronted cues, cues in the sentence before or after the quotation, and cues
glued to the quotation marks. Cues the parser misreads: tests/test_quotes_parse.py."""

import pytest

from tests.helpers.quotes import quotes, speaker_saying


# --- speech verbs ---------------------------------------------------------------------------------

# (text, the speaker of its first quote)
SPEECH_VERBS_SPEAKER = [
    pytest.param(
        "“Your record is amazing,” Dana Holt assured the crowd.",
        "Dana Holt",
        id="more_speech_verbs_and_phrasal_cues"),
    pytest.param(
        "“The stock has not done well,” Mr. Peter Rubel pointed out.",
        "Peter Rubel",
        id="more_speech_verbs_and_phrasal_cues-2"),
    pytest.param(
        "“Will he be the next attorney general?” a Democratic staffer wondered.",
        "a Democratic staffer",
        id="more_speech_verbs_and_phrasal_cues-3"),
    pytest.param(
        "“Would that be negotiable?” Hannity pressed.",
        "Hannity",
        id="more_interview_cues"),
    pytest.param(
        "Guns are “a public health crisis,” Howard Dean proclaimed to the crowd.",
        "Howard Dean",
        id="more_interview_cues-2"),
    pytest.param(
        "“What sport is he talking about?” reacted Trump.",
        "Trump",
        id="more_interview_cues-3"),
    pytest.param(
        "“The roads are a disgrace and the county knows it,” Harlan Voss fumed on Friday.",
        "Harlan Voss",
        id="more_speech_verbs_confess_fume_exhort_recommend"),
    pytest.param(
        "“It is time we had a teacher running this district,” exhorted Dana Whitcombe.",
        "Dana Whitcombe",
        id="more_speech_verbs_confess_fume_exhort_recommend-2"),
    pytest.param(
        "“I never read the contract before I signed it,” Ruth Okafor confessed.",
        "Ruth Okafor",
        id="more_speech_verbs_confess_fume_exhort_recommend-3"),
]


@pytest.mark.parametrize("text,speaker", SPEECH_VERBS_SPEAKER)
def test_speech_verbs_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


# (text, every (speaker, quote) found in it)
SPEECH_VERBS_QUOTES = [
    pytest.param(
        "Mayor Jane Doe told reporters that the budget was balanced.",
        [("Jane Doe", "the budget was balanced")],
        id="told_wrote_argued_warned_that"),
    pytest.param(
        "Jane Doe wrote that the budget was balanced.",
        [("Jane Doe", "the budget was balanced")],
        id="told_wrote_argued_warned_that-2"),
    pytest.param(
        "Jane Doe argued that the budget was balanced, and Tom Roe warned that taxes would rise.",
        [("Jane Doe", "the budget was balanced"), ("Tom Roe", "taxes would rise")],
        id="told_wrote_argued_warned_that-3"),
    pytest.param(
        'The Sanders campaign protested that Clinton aides were being "disingenuous" about the schedule.',
        [("the Sanders campaign", 'Clinton aides were being "disingenuous" about the schedule')],
        id="protest_reports_speech"),
    pytest.param(
        "“You have insulted every nurse in this state,” Nolan charged in the debate.",
        [("Nolan", "You have insulted every nurse in this state")],
        id="charge_and_question_are_cues_only_right_after_the_quotation"),
    pytest.param(
        "“Why would anyone vote for that budget?” Petra Lind questioned.",
        [("Petra Lind", "Why would anyone vote for that budget?")],
        id="charge_and_question_are_cues_only_right_after_the_quotation-2"),
    pytest.param(
        "The Tax Foundation estimates that the plan would cost $170 billion a year.",
        [("Tax Foundation", "the plan would cost $170 billion a year")],
        id="estimate_and_project_report_findings"),
]


@pytest.mark.parametrize("text,expected", SPEECH_VERBS_QUOTES)
def test_speech_verbs_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


# (text, words of a quote, the speaker of the quote holding them)
SPEECH_VERBS_SPEAKER_SAYING = [
    pytest.param(
        "Kelly responded pointedly, with a smile: “Can happen when you’re 45.”\n\n“You know, it happens, right?” "
        "Trump went on, as if he didn’t hear her. “But you gotta get over it.”",
        "it happens, right",
        "Trump",
        id="a_person_subject_went_on"),
    pytest.param(
        "Donald Trump asserted that France had lost its identity: “France is no longer France,” he "
        "claimed.\n“France will always be France,” an angry Hollande retaliated. “It never gives up.”",
        "always be France",
        "Hollande",
        id="retaliated_after_the_closing_mark"),
]


@pytest.mark.parametrize("text,words,speaker", SPEECH_VERBS_SPEAKER_SAYING)
def test_speech_verbs_speaker_saying(nlp, text, words, speaker):
    assert speaker_saying(quotes(nlp, text), words) == speaker


def test_elaborate_and_opine_are_cues(nlp):
    text = ("Dora Wills shared her view that none of it was out of line.\n\n"
            "“The way I see it,” she elaborated, “no one ever questioned his sacrifice or his service.”")
    assert [sp for sp, _ in quotes(nlp, text)] == ["Dora Wills", "Dora Wills"]
    assert quotes(nlp, "“Gun owners should leave their weapons at home,” opined the Plain Dealer.")[0][0] == "Plain Dealer"


def test_shot_back_with_back_parsed_as_an_adverb(nlp):
    text = ("“Look at all these supporters of his here,” Sandra Paris said with a smirk, looking over at Bennett.\n\n"
            "“They’re all here because he’s promising to give them all this free stuff,” Bennett shot back with a laugh.")
    assert quotes(nlp, text)[1][0] == "Bennett"


def test_find_with_an_object_is_not_a_finding(nlp):
    text = ("Perez and Castro are together again. They are talking to a small crowd about ways to help recently "
            "released prisoners find jobs and housing.")
    assert not any(sp == "prisoners" for sp, _ in quotes(nlp, text))


def test_a_verb_of_saying_with_a_thing_for_object_reports_nothing(nlp):
    """"added 194,000 jobs", "declared war": another act than saying, so the clause the parse hung on
    it is no one's words (it was given to "US employers"); with the one spoken to as object ("told
    lawmakers"), or an object the parse took from the reported clause ("has said single people and
    families would qualify"), it still reports."""
    from storyline.extract import extract
    from storyline.model import Article

    text = ("America's economic recovery has hit a roadblock: US employers added only 194,000 jobs in September, "
            "another troubling sign that Covid is disrupting the economy.")
    assert quotes(nlp, text) == []
    f = extract(Article("a", "CNN", "Jobs", text), nlp)
    assert {p.trigger: p.source for p in f.predicates}.get("hit") is None
    assert not f.people  # Covid is no person
    assert quotes(nlp, "The talks have failed, the mediator told lawmakers on Tuesday.") == [
        ("the mediator", "The talks have failed")]
    said = quotes(nlp, "The Trump team has said single people and families would qualify for the tax breaks.")
    assert [sp for sp, _ in said] == ["the Trump team"]


def test_the_one_spoken_to_is_no_claim_of_its_own(nlp):
    """"Yellen warned lawmakers that the U.S. will run out of flexibility": the claim is what she warned
    of, told by her; "warned lawmakers" alone tells nothing (as "told reporters" does not)."""
    from storyline.extract import extract
    from storyline.model import Article

    text = "Treasury Secretary Janet Yellen warned lawmakers that the U.S. will run out of flexibility on Oct. 18."
    f = extract(Article("a", "Reuters", "Debt", text), nlp)
    assert [(p.trigger, p.source) for p in f.predicates] == [("run", "Treasury Secretary Janet Yellen")]


# --- inverted and fronted cues --------------------------------------------------------------------

# (text, the speaker of its first quote)
INVERTED_CUES_SPEAKER = [
    pytest.param(
        "The contrast with the mayor, said Doyle and others, would be clear to every voter.",
        "Doyle",
        id="an_inverted_speaker_after_a_fronted_clause"),
    # but a name after "said" that opens the reported clause is not the speaker
    pytest.param(
        "Sen. Marco Rubio, appearing on Fox News after the speech, said Obama failed to address public concerns.",
        "Marco Rubio",
        id="an_inverted_speaker_after_a_fronted_clause-2"),
    pytest.param(
        "“We will not back down on this plan,” said retired surgeon Ben Castro, asked about the vote.",
        "Ben Castro",
        id="inverted_cue_with_a_title_before_the_name"),
    pytest.param(
        "“Imagine the two of them on one stage,” mused radio host Stu Barnes.",
        "Stu Barnes",
        id="more_inverted_cues"),
    pytest.param(
        "On Saturday, the campaign sent out a fundraising email. “Our movement has already changed the race for "
        "good,” read the email.",
        "the email",
        id="more_inverted_cues-2"),
    pytest.param(
        'At a drugstore near the mosque, a cashier was shaken. "One guy came in and said maybe we should start '
        'killing them if they are killing us," said the woman, who like many in the town did not want to be quoted '
        "by name.",
        "the woman",
        id="inverted_described_speaker_the_parser_made_subject_of_the_relative_clause"),
]


@pytest.mark.parametrize("text,speaker", INVERTED_CUES_SPEAKER)
def test_inverted_cues_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


# (text, every (speaker, quote) found in it)
INVERTED_CUES_QUOTES = [
    pytest.param(
        "Said Ellis: “I don’t get the sense she cares about tax reform.”",
        [("Ellis", "I don’t get the sense she cares about tax reform.")],
        id="inverted_said_with_a_name"),
    pytest.param(
        "Here's Mary Jones in 1998: “We will never raise taxes on working families.”",
        [("Mary Jones", "We will never raise taxes on working families.")],
        id="here_is_a_person_presents_the_quotation"),
    pytest.param(
        "Peter Serafin posted the clip to YouTube on Thursday.\n\n“What if the mayor had elocution lessons?” the "
        "43-year-old asked in the video’s description.",
        [("the 43-year-old", "What if the mayor had elocution lessons?")],
        id="trailing_described_speaker_asked_with_a_place_after"),
]


@pytest.mark.parametrize("text,expected", INVERTED_CUES_QUOTES)
def test_inverted_cues_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_an_inverted_cue_with_a_described_speaker(nlp):
    text = "“How big is that wall going to be?” asked the boy, who was wearing a red cap."
    assert quotes(nlp, text)[0][0] == "the boy"
    # the noun after an inverted verb that is the subject of the reported clause is not the speaker
    text = "Tom Wilson praised the plan and said the Florida senator can “bring positive change” to Washington."
    assert all(sp != "the Florida senator" for sp, _ in quotes(nlp, text))


def test_inverted_cue_with_another_and_an_unnamed_source(nlp):
    # survey columns: "added another Ohio Republican" (a proper-noun head the parser makes the object)
    text = ("“The governor has lost the party’s trust,” said one Ohio Republican. "
            "“He cannot recover from this,” added another Ohio Republican.")
    assert quotes(nlp, text)[1] == ("another Ohio Republican", "He cannot recover from this")
    text = "Others joined in.\n\n\"Turnout will decide this one,\" tweeted another.\n\nThe vote is Tuesday."
    assert quotes(nlp, text) == [("another", "Turnout will decide this one")]
    text = ("“She is too far behind,” said an Iowa Democrat.\n\n“Look, Hillary needed to split the first two "
            "primaries,” added a South Carolina Democrat.")
    assert quotes(nlp, text)[1][0] == "a South Carolina Democrat"


def test_fronted_cue_before_a_name_and_a_colon(nlp):
    text = ("The senator spoke to a radio host on Monday.\n\nStated Perkins:\n\n"
            "“We will win this seat and we will win it big.”")
    assert quotes(nlp, text)[-1][0] == "Perkins"


def test_agree_and_remember_inverted_after_the_quotation_only(nlp):
    assert quotes(nlp, "“We all worked hard for this,” agrees Tina Morales, 44, of Dayton, Ohio.") == [
        ("Tina Morales", "We all worked hard for this")]
    assert quotes(nlp, "“The board was wrong to sell,” remembered Dale Pruitt, the company's former treasurer.") == [
        ("Dale Pruitt", "The board was wrong to sell")]
    # "Paradis agrees." after someone else's quotation does not take it
    text = ("“People go by and I just say, ‘Thank you for voting,’” Jim Bennett explained.\n\n"
            "Ann Paradis agrees. She said she will leave the attacks to the politicians.")
    assert quotes(nlp, text)[0][0] == "Jim Bennett"


def test_inverted_cue_with_a_participle_title_and_a_party_tag(nlp):
    text = "“The committee is wasting money on this,” said Judiciary ranking Democrat Harlan Quillfeather (D-Vt.)."
    assert quotes(nlp, text)[0][0].endswith("Harlan Quillfeather")  # not "Judiciary ranking Democrat"


# --- a cue in the sentence before or after the quotation ------------------------------------------

# (text, its first (speaker, quote))
CUE_OUTSIDE_THE_SENTENCE_FIRST_QUOTE = [
    pytest.param(
        '"I am calling from the campaign office. How are you today?" Eva Moller, a retired nurse from a nearby '
        "town, said pleasantly into the phone.",
        ("Eva Moller", "I am calling from the campaign office. How are you today?"),
        id="a_cue_in_the_next_sentence_after_a_named_appositive"),
    pytest.param(
        "Mike Murphy runs the group. “Not us but can’t argue with it!” Murphy, the head of Right to Rise USA, "
        "Tweeted on Friday.",
        ("Mike Murphy", "Not us but can’t argue with it!"),
        id="a_cue_parsed_as_modifier_of_a_name_in_the_next_sentence"),
]


@pytest.mark.parametrize("text,expected", CUE_OUTSIDE_THE_SENTENCE_FIRST_QUOTE)
def test_cue_outside_the_sentence_first_quote(nlp, text, expected):
    assert quotes(nlp, text)[0] == expected


def test_a_quotation_after_a_sentence_in_which_a_person_speaks(nlp):
    text = ('Professor Ellen Marsh of Drake University agreed. "The field is narrowing fast. By March it '
            'may be a two-person contest."')
    assert quotes(nlp, text) == [("Ellen Marsh", "The field is narrowing fast. By March it may be a two-person contest.")]
    text = ('Senator Tom Reyes touted his record on water policy at the event. "We cleaned up the river '
            'when nobody else would. That is what I do."')
    assert quotes(nlp, text)[0][0] == "Tom Reyes"


def test_no_lead_speaker_when_the_person_does_not_speak_or_is_quoted(nlp):
    # the sentence before has a person subject but no speech verb: no speaker is guessed
    text = 'Governor Ann Price flew to Denver on Monday. "The storm is moving east. Stay home tonight."'
    assert quotes(nlp, text)[0][0] is None
    text = ('Lance Porter spoke at a rally. “My dear Maria Gomez,” the pastor says to the camera. '
            '“We are all praying for you here. Stay strong.”')
    assert all(sp != "Maria Gomez" for sp, _ in quotes(nlp, text))


def test_a_long_subject_opening_the_sentence_after_the_quotation(nlp):
    text = ("“The great state of Alabama… is proud to cast its votes: one for Marco Rubio, and 36 for the "
            "next president!” US Senator Jeff Sessions said as he launched the roll call.")
    assert quotes(nlp, text)[0][0] == "Jeff Sessions"


def test_a_next_sentence_cue_with_words_of_its_own_does_not_take_the_quotation(nlp):
    # "Mr. Zaher said: ..." opens his own quotation; "Kasich said he would ..." reports his own words
    text = "''We are refugees,'' Ms. Alawi said. ''We are not terrorists.'' Mr. Zaher said: ''The attack was the work of terrorists.''"
    assert quotes(nlp, text)[1] == ("Alawi", "We are not terrorists.")
    text = ('"This is the consequence of the culture of the campaign," Cruz told reporters. '
            '"That has no place in a political campaign." Ohio Gov. John Kasich said he would have fired the manager.')
    assert ("Cruz", "That has no place in a political campaign.") in quotes(nlp, text)


def test_a_sentence_opening_with_adding_goes_on_from_the_previous_speaker(nlp):
    text = ("After the show, Corbin stated that the audit “wasn’t good.” Adding, “Now, like with all "
            "of these scandals, what they did is never that bad.”")
    assert [s for s, _ in quotes(nlp, text)] == ["Corbin", "Corbin"]


def test_quotation_credited_by_the_next_sentence(nlp):
    text = ('"Our members will not accept this offer." That was the message from Ruth Ames, '
            "the union's president, on Friday.")
    assert quotes(nlp, text) == [("Ruth Ames", "Our members will not accept this offer.")]
    text = "“The bridge is safe to cross.” So said the county engineer after a second inspection."
    assert quotes(nlp, text)[0][0] == "the county engineer"


# --- a cue glued to the marks or after a no-break space -------------------------------------------

# (text, the speaker of its first quote)
GLUED_CUES_SPEAKER = [
    pytest.param(
        "Donald Trump spoke on Friday. “I mean, what is this about unity?” Trump\xa0added during his appearance on "
        "a morning show.",
        "Donald Trump",
        id="a_speaker_after_a_no_break_space"),
    pytest.param(
        "Mary Olsen met Tom Baker at the fair. “It was the best day of my life and I will never forget the "
        "people,”Olsen said.",
        "Mary Olsen",
        id="closing_mark_glued_to_the_name"),
    pytest.param(
        "The hearing went on.\n\n“If anyone wonders why the report is late, here is the reason,”\xa0added "
        "Corwin.\n\nThen it ended.",
        "Corwin",
        id="inverted_cue_after_a_no_break_space"),
]


@pytest.mark.parametrize("text,speaker", GLUED_CUES_SPEAKER)
def test_glued_cues_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


def test_a_cue_glued_to_the_opening_mark(nlp):
    text = "Paul Ryan met reporters on Tuesday. Ryan said,“Look, we have a lot of work to do.”"
    assert quotes(nlp, text)[-1] == ("Paul Ryan", "Look, we have a lot of work to do.")
    text = "Mayor Lisa Chen spoke on Tuesday. Later she told reporters:“We will rebuild the bridge.”"
    assert quotes(nlp, text)[-1][0] == "Lisa Chen"
