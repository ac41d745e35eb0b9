"""Who speaks (find_quotes with the real people extractor, on hand-written sentences): a named person
without titles or datelines, descriptions and groups as written, shares and unnamed sources,
organisations, documents, polls and data, outlets, and the author. How the cue is found:
tests/test_quotes_cues.py and tests/test_quotes_parse.py; he/she/they/it: tests/test_quotes_pronouns.py."""

import pytest

from storyline.extract.quote_parts import speaker_case
from tests.helpers.quotes import quotes, speaker_saying


# --- named people: no title, dateline or possessor ------------------------------------------------

# (text, the speaker of its first quote)
NAMED_PEOPLE_SPEAKER = [
    pytest.param(
        "RENO, Nev. (AP) — Senator Maria Delgado says the league has gone “soft” like the country.",
        "Maria Delgado",
        id="a_dateline_parsed_as_a_second_subject_is_not_the_speaker"),
    pytest.param(
        "HARTFORD, May 3 (UPI) — The Connecticut Education Association released a statement on Monday, offering “a "
        "deep and sincere apology” to parents.",
        "Connecticut Education Association",
        id="an_all_capitals_dateline_at_the_sentence_start_is_not_the_speaker"),
]


@pytest.mark.parametrize("text,speaker", NAMED_PEOPLE_SPEAKER)
def test_named_people_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


def test_dateline_is_not_the_speaker(nlp):
    text = "WASHINGTON -- President Barack Obama, visiting the museum on Saturday, said it would tell a story."
    assert quotes(nlp, text) == [("Barack Obama", "it would tell a story")]


def test_said_sgt_name_is_the_name(nlp):
    text = "The suspects were detained overnight, said Sgt. Maria Lopez, a spokeswoman for the state police."
    assert [s for s, _ in quotes(nlp, text)] == ["Maria Lopez"]


def test_a_possessor_before_the_quotation_is_not_the_speaker(nlp):
    text = ("Mr. Hale hardly clarified the matter, treating Mrs. Ortiz's remark first as a compliment -- "
            "''That makes me smart'' -- and, when questioned after the debate, asserting, "
            "''Of course, I pay federal taxes.''")
    assert [sp for sp, _ in quotes(nlp, text)] == ["Hale", "Hale"]


# --- descriptions: as written, or the person they name --------------------------------------------

# (text, every (speaker, quote) found in it)
DESCRIPTIONS_QUOTES = [
    pytest.param(
        "The Department of Homeland Security issued a statement. Separately, Google announced a product. The "
        "department said it would appeal.",
        [("Department of Homeland Security", "it would appeal")],
        id="the_department_is_the_organisation_with_that_word"),
    pytest.param(
        "President Barack Obama and Vice President Joe Biden arrived in Ohio on Monday. The president said the "
        "plant would stay open.",
        [("Barack Obama", "the plant would stay open")],
        id="the_president_is_the_person_so_titled_not_the_vice_president"),
]


@pytest.mark.parametrize("text,expected", DESCRIPTIONS_QUOTES)
def test_descriptions_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_description_with_unmatched_modifier_stays_as_written(nlp):
    text = "Hillary Clinton spoke in Ohio. The New York businessman said taxes were too high."
    [(speaker, _)] = quotes(nlp, text)
    assert "Clinton" not in speaker


def test_a_modifier_that_counts_tells_no_one_apart(nlp):
    """"the four-term congressman", "the 67-year-old senator": the one so titled before ("Rep. Blake
    Farenthold", "Sen. Jane Doe"); a modifier that names ("the Republican nominee") still has to match."""
    text = ("Rep. Blake Farenthold resigned on Friday. Greene accused him of harassment.\n\n\u201cI had no idea "
            "how to run a congressional office,\u201d the four-term congressman said in December.")
    assert speaker_saying(quotes(nlp, text), "I had no idea") == "Blake Farenthold"
    text = "Sen. Jane Doe spoke on Monday. \u201cWe will win,\u201d the 67-year-old senator said."
    assert speaker_saying(quotes(nlp, text), "We will win") == "Jane Doe"
    text = "Democratic nominee Hillary Clinton spoke on Monday. \u201cWe will win,\u201d the Republican nominee said."
    assert "Clinton" not in speaker_saying(quotes(nlp, text), "We will win")


def test_the_president_is_not_a_president_of_another_body(nlp):
    text = ("President Obama had reason to smile. He played golf with World Bank President Jim Yong Kim. "
            "\"We may end up having to do it in pieces,\" the president said in an interview.")
    assert quotes(nlp, text)[0][0] == "Obama"


def test_the_senator_after_an_interviewers_question_is_not_the_interviewer(nlp):
    text = ("Bernie Sanders appeared on CNN with Gloria Borger on Sunday.\n\n\"That would be you?\" Borger asked.\n\n"
            "\"That would be me, yes. I think that's probably right,\" the senator said.")
    assert speaker_saying(quotes(nlp, text), "That would be me") == "Bernie Sanders"


def test_descriptions_are_written_one_way(nlp):
    text = "The sheriff said the road was closed. Hours later, the sheriff said it had reopened."
    assert [sp for sp, _ in quotes(nlp, text)] == ["the sheriff", "the sheriff"]
    assert speaker_case("The Associated Press") == "The Associated Press"
    assert speaker_case("A spokesman for Delta") == "a spokesman for Delta"


def test_a_specific_organisation_noun_is_not_the_last_organisation(nlp):
    text = "The Coast Guard said the search would continue. The consulate said two citizens were missing."
    assert quotes(nlp, text)[1] == ("the consulate", "two citizens were missing")


def test_his_family_is_the_family_of_the_person_named(nlp):
    text = "Colin Powell died Monday. He was fully vaccinated, his family said in a statement."
    assert ("Colin Powell's family", "He was fully vaccinated") in quotes(nlp, text)


# --- groups, shares of people and unnamed sources -------------------------------------------------

# (text, the speaker of its first quote)
GROUPS_AND_SHARES_SPEAKER = [
    pytest.param(
        "Since June, at least 21,000 said they would run for office.",
        "at least 21,000",
        id="a_share_of_people_keeps_its_number"),
    pytest.param(
        "Three-fourths say the state should require body cameras.",
        "Three-fourths",
        id="a_share_of_people_keeps_its_number-2"),
    pytest.param(
        "Still, 31% of Republicans said they were eager to vote this year.",
        "31% of Republicans",
        id="a_share_of_people_keeps_its_number-3"),
    pytest.param(
        "Nearly two-thirds of Democratic primary voters said that the banks hurt the economy.",
        "Nearly two-thirds of Democratic primary voters",
        id="a_fraction_of_voters_keeps_its_hyphenated_share"),
]


@pytest.mark.parametrize("text,speaker", GROUPS_AND_SHARES_SPEAKER)
def test_groups_and_shares_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


# (text, every (speaker, quote) found in it)
GROUPS_AND_SHARES_QUOTES = [
    pytest.param(
        "Officials said the bridge would reopen in May.",
        [("Officials", "the bridge would reopen in May")],
        id="plural_and_group_subjects_stay_as_written"),
    pytest.param(
        "The two senators said the bill would pass.",
        [("the two senators", "the bill would pass")],
        id="plural_and_group_subjects_stay_as_written-2"),
    pytest.param(
        "Those close to him say that he would consider Don Beyer.",
        [("Those close to him", "he would consider Don Beyer")],
        id="a_described_group_speaks_as_written_a_bare_some_does_not"),
    pytest.param(
        "Senator from Texas says he cannot allow Clinton to win the presidency.",
        [("Senator from Texas", "he cannot allow Clinton to win the presidency")],
        id="a_described_group_speaks_as_written_a_bare_some_does_not-2"),
    pytest.param(
        "The carmaker will recall 80,000 trucks, three people familiar with the plan said.",
        [("people familiar with the plan", "The carmaker will recall 80,000 trucks")],
        id="people_familiar_with_the_matter"),
    pytest.param(
        "The ceasefire talks stalled on Sunday, according to officials close to the negotiations.",
        [("officials close to the negotiations", "The ceasefire talks stalled on Sunday")],
        id="people_familiar_with_the_matter-2"),
]


@pytest.mark.parametrize("text,expected", GROUPS_AND_SHARES_QUOTES)
def test_groups_and_shares_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_some_and_another_are_unnamed_sources_kept_as_written(nlp):
    assert quotes(nlp, "Some said they have cringed at the comparison.")[0][0] == "Some"
    text = "One company says there are 2,400 billionaires in the world, while another says there are about 1,800."
    assert ("another", "there are about 1,800") in quotes(nlp, text)


# --- organisations, documents, polls and data -----------------------------------------------------

# (text, the speaker of its first quote)
ORGANISATIONS_AND_DOCUMENTS_SPEAKER = [
    pytest.param(
        "The town released a statement Wednesday saying Trump’s comments “are based on his opinion, not actual "
        "facts,” and welcomed him to visit.",
        "the town",
        id="a_statement_saying_that_someones_comments_are_wrong"),
    pytest.param(
        "In a Gallup poll released Sunday, just 8 percent of Democrats said they would vote for the governor.",
        "a Gallup poll released Sunday",
        id="a_poll_is_the_source_of_what_its_respondents_said"),
    pytest.param(
        "According to a Reuters survey, 51 percent of respondents said they would vote for the mayor.",
        "a Reuters survey",
        id="a_poll_is_the_source_of_what_its_respondents_said-2"),
    # people who are not a share of respondents still speak for themselves
    pytest.param(
        "In the poll, three officials said they would resign.",
        "officials",
        id="a_poll_is_the_source_of_what_its_respondents_said-3"),
]


@pytest.mark.parametrize("text,speaker", ORGANISATIONS_AND_DOCUMENTS_SPEAKER)
def test_organisations_and_documents_speaker(nlp, text, speaker):
    assert quotes(nlp, text)[0][0] == speaker


# (text, every (speaker, quote) found in it)
ORGANISATIONS_AND_DOCUMENTS_QUOTES = [
    pytest.param(
        "A spokesperson for Boeing said the jets were safe.",
        [("Boeing spokesperson", "the jets were safe")],
        id="spokesperson_for_and_statement_of_a_named_org"),
    pytest.param(
        "Boeing's statement said the jets were safe.",
        [("Boeing", "the jets were safe")],
        id="spokesperson_for_and_statement_of_a_named_org-2"),
    pytest.param(
        'The Security Council issued a statement calling the nuclear test "a clear violation and in flagrant '
        'disregard" of five resolutions.',
        [("Security Council", "a clear violation and in flagrant disregard")],
        id="a_statement_calling_something_is_its_issuers"),
    pytest.param(
        "A Quinnipiac University poll found that most voters want change.",
        [("a Quinnipiac University poll", "most voters want change")],
        id="poll_found_that_but_rulings_suggest_is_not_an_attribution"),
    pytest.param(
        "The rulings suggest that the court is not willing to change course.",
        [],
        id="poll_found_that_but_rulings_suggest_is_not_an_attribution-2"),
    pytest.param(
        "The ad uses footage of Hillary Clinton asking, “Why aren’t I 50 points ahead, you might ask?”",
        [("Hillary Clinton", "Why aren’t I 50 points ahead, you might ask?")],
        id="footage_of_someone_saying"),
    pytest.param(
        "The goal is to curb activist investors, according to a speech Hillary Clinton delivered at New York "
        "University in July.",
        [("Hillary Clinton", "The goal is to curb activist investors")],
        id="according_to_a_speech_someone_delivered"),
    pytest.param(
        "“Our campaign is the only one that can win,” the email read.",
        [("the email", "Our campaign is the only one that can win")],
        id="a_document_reads"),
]


@pytest.mark.parametrize("text,expected", ORGANISATIONS_AND_DOCUMENTS_QUOTES)
def test_organisations_and_documents_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_according_to_an_analysis_by_someone(nlp):
    text = "This year's primaries drew record turnout, according to an analysis by the Pew Research Center."
    assert "Pew Research Center" in speaker_saying(quotes(nlp, text), "record turnout")


def test_the_sender_of_an_email_to_supporters(nlp):
    text = ("Hillary Clinton's team seized on the comments. Her campaign quickly blasted out an email to "
            "supporters stating, “Speaker Paul Ryan Joins Growing List of Conservatives Rebuking Trump.”")
    assert "Clinton" in speaker_saying(quotes(nlp, text), "Joins Growing List")


def test_the_content_of_a_claim_is_the_claimants(nlp):
    text = ("The debate turned on Donald Trump's claim that President Barack Obama “founded the "
            "group and built it up over years.”")
    assert speaker_saying(quotes(nlp, text), "founded the group") == "Donald Trump"


def test_figures_released_by_an_agency_speak_for_it(nlp):
    text = "Figures released Monday by the Commerce Department show that retail sales rose 2 percent in May."
    assert [s for s, _ in quotes(nlp, text)] == ["Commerce Department"]


def test_according_to_data_released_by_an_agency(nlp):
    text = ("Factory orders climbed for the third month in a row, according to data released Tuesday by "
            "the Census Bureau.")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker == "Census Bureau" and said.startswith("Factory orders climbed")


def test_estimates_published_by_an_office(nlp):
    text = ("The deficit will narrow next year, according to estimates published Friday by the "
            "Congressional Budget Office.")
    assert [s for s, _ in quotes(nlp, text)] == ["Congressional Budget Office"]


# --- outlets reporting are sources ----------------------------------------------------------------

# (text, every (speaker, quote) found in it)
OUTLETS_AS_SOURCES_QUOTES = [
    pytest.param(
        "Axios reported that the Treasury was drafting new rules for stablecoin issuers.",
        [("Axios", "the Treasury was drafting new rules for stablecoin issuers")],
        id="outlet_reported_that_is_a_reported_quote"),
    pytest.param(
        "The regulator is preparing fines against three airlines, Axios reported, citing two aides.",
        [("Axios", "The regulator is preparing fines against three airlines")],
        id="outlet_reported_after_the_clause"),
    pytest.param(
        "Axios reports that the senator will retire next year, according to three aides.",
        [("aides", "the senator will retire next year")],
        id="outlet_relaying_a_named_source"),
]


@pytest.mark.parametrize("text,expected", OUTLETS_AS_SOURCES_QUOTES)
def test_outlets_as_sources_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


# --- nobody, and the author -----------------------------------------------------------------------

def test_writers_words_around_a_quotation_have_no_speaker(nlp):
    """The subject of "is" is not a speaker: the quotation keeps no speaker."""
    text = "The main requirement for the visa is a “lawful source of investment income.”"
    assert quotes(nlp, text) == [(None, "lawful source of investment income.")]


def test_first_person_outside_quotation_marks_is_the_author(nlp):
    text = ("Once, when my mother mentioned the devil to me, I laughed and said, “I don’t believe in the "
            "devil.” She became upset.")
    assert quotes(nlp, text) == [("the author", "I don’t believe in the devil.")]
    text = "Tom Reyes spoke on Monday. “I will win,” he said. “I said I would.”"
    assert all(sp == "Tom Reyes" for sp, _ in quotes(nlp, text))
