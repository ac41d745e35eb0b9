"""Quotations and the layout of the text (find_quotes with the real people extractor, hand-written
sentences): quotation marks (curly, straight, single, mixed), quotations split around their cue,
paragraphs that go on from the one before, transcripts, labels, headlines, credit lines under a
quotation, pasted posts, and quoted words that are not quotations."""

import pytest

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.quotes import find_quotes
from storyline.extract.straight_quotes import straight_single_quotes
from storyline.sentences import split_sentences
from tests.helpers.quotes import quotes, speaker_saying


def _contents(text):
    return [text[cs:ce] for _, _, cs, ce in straight_single_quotes(text)]


# --- quotation marks ------------------------------------------------------------------------------

# (text, every (speaker, quote) found in it)
QUOTATION_MARKS_QUOTES = [
    pytest.param(
        '“Immunity deals should not be a requirement for cooperating with the FBI," Jason Chaffetz said.',
        [("Jason Chaffetz", "Immunity deals should not be a requirement for cooperating with the FBI")],
        id="curly_quote_closed_by_a_straight_quote"),
    pytest.param(
        "Rosa Kent, the skipper, was calm. 'We will sail at dawn,' Kent said, 'whatever the forecast says.'",
        [("Rosa Kent", "We will sail at dawn"), ("Rosa Kent", "whatever the forecast says.")],
        id="straight_single_quotes_split_around_the_cue"),
    pytest.param(
        "'The pier is closed,' said Ivo Marsh, the harbour master. 'Nobody goes out today.'",
        [("Ivo Marsh", "The pier is closed"), ("Ivo Marsh", "Nobody goes out today.")],
        id="straight_single_quotes_split_around_the_cue-2"),
]


@pytest.mark.parametrize("text,expected", QUOTATION_MARKS_QUOTES)
def test_quotation_marks_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_mixed_straight_and_curly_marks_close_a_quotation(nlp):
    # web copy opens with one kind of mark and closes with the other; the cue after it counts
    text = ('"We will not back down on this,” said Paula Reyes, a union organizer. '
            '"The strike goes on."')
    assert ("Paula Reyes", "We will not back down on this") in quotes(nlp, text)
    text = "“I fundamentally disagree,\" said Tom Ellery, a retired colonel. “It will not work.”"
    assert ("Tom Ellery", "I fundamentally disagree") in quotes(nlp, text)


def test_a_whole_quoted_sentence_stays_a_direct_quote(nlp):
    text = "Jane Doe spoke first. She said, “We have a plan and we will carry it out.”"
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    [q] = find_quotes(doc, "a1", sents, people)
    assert q.direct and q.speaker == "Jane Doe" and q.text == "We have a plan and we will carry it out."


def test_straight_single_quotes_keep_apostrophes(nlp):
    text = "'I can't say the Parkers' barn is safe,' the inspector said."
    assert quotes(nlp, text) == [("the inspector", "I can't say the Parkers' barn is safe")]
    text = "'In the '70s we danced to rock 'n' roll all night,' said Ben Ortiz."
    assert quotes(nlp, text) == [("Ben Ortiz", "In the '70s we danced to rock 'n' roll all night")]
    text = "The nurses' union said the hospitals' plan was 'a step backwards'."
    assert _contents(text) == ["a step backwards"]
    assert _contents("We've kept the Joneses' dog since the '90s, 'til now.") == []


def test_a_line_that_is_only_a_straight_quotation_is_a_subhead():
    text = "The mill closed in May.\n\n'A Long Way Back.'\n\nWorkers said the town 'will never be the same.'"
    assert _contents(text) == ["will never be the same."]


def test_split_quotation_keeps_both_parts_with_one_speaker(nlp):
    text = ("Paula Grant, the union's negotiator, left the room early. "
            "“We are not done,” Grant said, “and we will be back on Monday.”")
    assert quotes(nlp, text) == [("Paula Grant", "We are not done"),
                                 ("Paula Grant", "and we will be back on Monday.")]
    text = "The talks dragged on. “Not yet,” she said, “but we are close to a deal on wages.”"
    found = quotes(nlp, text)
    assert [t for _, t in found] == ["Not yet", "but we are close to a deal on wages."]
    assert found[0][0] == found[1][0]


# --- paragraphs -----------------------------------------------------------------------------------

# (text, words of a quote, the speaker of the quote holding them)
PARAGRAPHS_SPEAKER_SAYING = [
    pytest.param(
        "Bruce Ash, the head of the rules committee, wrote to members on Friday.\n\nIf anything, Ash argued in his "
        "email, the incident is an illustration of why the convention should adopt new rules.\n\n“Is it prudent "
        "for the committee to continue to give such power to one officer?”",
        "Is it prudent",
        "Bruce Ash",
        id="a_quotation_paragraph_after_a_speech_aside"),
    pytest.param(
        '"It\'s vastly different on the ground here," said Steve Duprey, a party official from New Hampshire. "If '
        'you\'re walking down the street, a candidate will offer to carry your groceries."\n\nCosta reported from '
        "Washington.",
        "groceries",
        "Steve Duprey",
        id="a_reporting_credit_does_not_attribute_the_quotation_before_it"),
]


@pytest.mark.parametrize("text,words,speaker", PARAGRAPHS_SPEAKER_SAYING)
def test_paragraphs_speaker_saying(nlp, text, words, speaker):
    assert speaker_saying(quotes(nlp, text), words) == speaker


def test_a_quote_paragraph_after_a_paragraph_about_someone(nlp):
    text = ("Senator Jane Harper restricted comments about breaking up big banks to hypothetical scenarios.\n\n"
            "“If any bank can’t be managed effectively, it should be broken up.”\n\n"
            "The hearing went on.\n\n“Nothing will change,” a lobbyist said.")
    found = quotes(nlp, text)
    assert ("Jane Harper", "If any bank can’t be managed effectively, it should be broken up.") in found
    # a quote paragraph after a paragraph about no one stays without a speaker
    assert quotes(nlp, "The hearing went on for hours.\n\n“If any bank fails, it should be broken up.”") == [
        (None, "If any bank fails, it should be broken up.")]


def test_a_quotation_over_paragraphs_with_straight_marks(nlp):
    text = ("The New York Times reports:\n\n"
            "\"In an illustration of the lack of enthusiasm, just 24 percent of the contributors gave $200 or less.\n\n"
            "\"Without this online network, she is being made to continue with an aggressive calendar.\"")
    found = quotes(nlp, text)
    assert [sp for sp, _ in found] == ["New York Times", "New York Times"]
    assert found[0][1].startswith("In an illustration") and found[0][1].endswith("$200 or less.")


def test_a_quote_alone_in_the_next_paragraph_after_a_blank_line_continues(nlp):
    text = ("“I'm stunned. I really am,” said Mary Keller, the director of the group Voices.\n\n"
            "“I'm amazed they are actually doing that.”\n\nKeller said she had spoken to some of the wives.")
    assert ("Mary Keller", "I'm amazed they are actually doing that.") in quotes(nlp, text)


# --- transcripts, labels and headlines ------------------------------------------------------------

# (text, every (speaker, quote) found in it)
TRANSCRIPTS_AND_LABELS_QUOTES = [
    pytest.param(
        "Q&A with Senator Maria Gomez.\n\nSenator Maria Gomez spoke with reporters on Friday about the "
        "budget.\n\nQ: You said last week that the budget would pass.\n\nA: Yes. I said that the votes are "
        "there.\n\nQ: What about the House?\n\nA: I think the House will follow.",
        [("Maria Gomez", "the budget would pass"), ("Maria Gomez", "the votes are there")],
        id="question_and_answer_transcript_turns"),
    # an op-ed's "I" (no Q/A turns) is still the author
    pytest.param(
        "I said that the votes are there.",
        [("the author", "the votes are there")],
        id="question_and_answer_transcript_turns-2"),
    pytest.param(
        "UPDATE: The story was corrected on Monday to fix a date.\n\nWATCH: The debate highlights are shown below.",
        [],
        id="update_and_watch_labels_are_not_speakers"),
]


@pytest.mark.parametrize("text,expected", TRANSCRIPTS_AND_LABELS_QUOTES)
def test_transcripts_and_labels_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_transcript_turns_are_quotes_of_their_speakers(nlp):
    text = ("Fox News host Chris Wallace spoke with Gov. Mike Pence on Sunday.\n\n"
            "Partial transcript as follows:\n\n"
            "\"WALLACE: Let’s start with breaking news on the debate story.\n\n"
            "\"PENCE: Well, look, this is serious business. The American people know it.\n\n"
            "\"That is why we are winning.\n\n"
            "\"WALLACE: Will Gennifer Flowers be there tomorrow night?\n\n"
            "\"PENCE: She will not be attending the debate.\"")
    found = quotes(nlp, text)
    assert ("Chris Wallace", "Let’s start with breaking news on the debate story") in found
    assert ("Mike Pence", "Well, look, this is serious business. The American people know it") in found
    assert ("Mike Pence", "That is why we are winning.") in found  # the turn goes on
    assert ("Chris Wallace", "Will Gennifer Flowers be there tomorrow night?") in found
    assert ("Mike Pence", "She will not be attending the debate") in found


def test_a_verbless_label_line_names_the_speaker(nlp):
    text = ('Rep. Trey Gowdy (R-S.C.):"I have not heard anyone cite that figure. Who told you that?"\n\n'
            'Former secretary of state Hillary Rodham Clinton:"We learned that from the department."')
    found = quotes(nlp, text)
    assert found[0][0] == "Trey Gowdy"
    assert found[1][0] and found[1][0].startswith("Hillary Rodham")


def test_label_line_quote_leaves_out_the_opening_mark(nlp):
    text = 'HALE: "WE WILL APPEAL THIS RULING"\n\nGovernor Kim Hale said on Monday that the state would appeal.'
    assert ("Kim Hale", "WE WILL APPEAL THIS RULING") in quotes(nlp, text)


def test_a_headline_opening_with_a_name_and_a_colon(nlp):
    text = ("Rush Limbaugh: Hillary Asking Moderator To Fact Check Trump ‘Reeks of Fear.’\n\n"
            "The radio host spoke on Monday.")
    assert quotes(nlp, text)[0] == ("Rush Limbaugh", "Hillary Asking Moderator To Fact Check Trump ‘Reeks of Fear")
    text = ("Elizabeth Warren Hammers Wells Fargo CEO: ‘You Should Be Criminally Investigated.’\n\n"
            "The senator grilled the bank chief on Tuesday.")
    assert quotes(nlp, text)[0] == ("Elizabeth Warren", "You Should Be Criminally Investigated.")


# --- credit lines and pasted posts ----------------------------------------------------------------

# (text, every (speaker, quote) found in it)
CREDIT_LINES_AND_POSTS_QUOTES = [
    pytest.param(
        "Governor Kim Hale reacted within minutes.\n\nThis ruling is a disgrace and we will appeal. "
        "pic.twitter.com/abc123\n— Kim Hale (@GovKimHale) June 2, 2025\n\nThe court declined to comment.",
        [("Kim Hale", "This ruling is a disgrace and we will appeal.")],
        id="embedded_post_without_quotation_marks"),
    pytest.param(
        'The mayor posted a reply.\n\n"We will not be bullied by Albany."\n— Lena Ortiz (@MayorOrtiz) 4 June 2025',
        [("Lena Ortiz", "We will not be bullied by Albany.")],
        id="embedded_post_credit_outranks_context"),
    pytest.param(
        "The list included:\n- bread\n- milk (@store)",
        [],
        id="embedded_post_credit_outranks_context-2"),
]


@pytest.mark.parametrize("text,expected", CREDIT_LINES_AND_POSTS_QUOTES)
def test_credit_lines_and_posts_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_a_fact_check_line_under_a_quoted_paragraph_names_the_speaker(nlp):
    text = ('"Most new income is going to the top one percent of earners."\n\n- Sanders.\n\n'
            "The senator is relying on an outdated statistic.")
    assert quotes(nlp, text)[0] == ("Sanders", "Most new income is going to the top one percent of earners.")


def test_hyphen_line_with_a_description_after_the_name(nlp):
    text = ("The convention ended late.\n\n\"Great speech. She is tested. She is ready. She never quits.\"\n\n"
            "-Mayor Tom Vick, writing after the speech.\n\n"
            "\"The whole idea of that nickname is something we hear about all the time.\"\n\n"
            "-Janet Ruiz, Harrisburg.")
    assert [s for s, _ in quotes(nlp, text)] == ["Tom Vick", "Janet Ruiz"]


# --- quoted words that are not quotations ---------------------------------------------------------

def test_a_show_title_before_questioned_is_not_a_quotation(nlp):
    text = "Later on ''Face the Nation,'' Senator Ruth Vance questioned the governor's record."
    assert all(not t.startswith("Face the Nation") for _, t in quotes(nlp, text))


def test_a_show_name_in_quotation_marks_is_not_a_quote(nlp):
    text = "On Wednesday's episode of “The Late Night Hour,” Sam Reed grilled the doctor on his views."
    assert quotes(nlp, text) == []
