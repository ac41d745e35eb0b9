"""What was said: where a reported clause starts and ends (find_quotes with the real people extractor,
hand-written sentences): asides before "that", partial quotations inside the clause, a second
attribution or a warning clause after it, "according to" asides, evidence cited inside it."""

import pytest

from tests.helpers.quotes import quotes, speaker_saying


# --- where a reported clause starts ---------------------------------------------------------------

# (text, every (speaker, quote) found in it)
REPORTED_CLAUSE_START_QUOTES = [
    pytest.param(
        "The president told reporters aboard Air Force One that he would decide on the pardon soon.",
        [("the president", "he would decide on the pardon soon")],
        id="that_tagged_as_object_is_not_reported"),
    pytest.param(
        "The museum, Mr. Bush said, celebrated several of his heroes.",
        [("Bush", "The museum, Mr. Bush said, celebrated several of his heroes")],
        id="parenthetical_said_takes_the_whole_sentence"),
    pytest.param(
        'Senator Jane Doe took the oath. Asked about her future, she said, "I am not running for office."',
        [("Jane Doe", "I am not running for office.")],
        id="said_between_commas_before_a_quotation_says_whose_it_is"),
    pytest.param(
        "The count, according to the electoral board, covers only postal ballots.",
        [("electoral board", "The count, according to the electoral board, covers only postal ballots")],
        id="according_to_aside"),
    pytest.param(
        "The governor said that, according to state records, the fund had lost $3 million.",
        [("the governor", "the fund had lost $3 million")],
        id="according_to_aside-2"),
]


@pytest.mark.parametrize("text,expected", REPORTED_CLAUSE_START_QUOTES)
def test_reported_clause_start_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_aside_before_that_is_not_reported(nlp):
    text = "Bloomberg reported Friday, citing internal memos, that the bank would close 40 branches."
    [(speaker, said)] = quotes(nlp, text)
    assert (speaker, said) == ("Bloomberg", "the bank would close 40 branches")


# --- where it ends --------------------------------------------------------------------------------

# (text, every (speaker, quote) found in it)
REPORTED_CLAUSE_END_QUOTES = [
    pytest.param(
        "Donald Trump spoke in Ohio. He said that Clinton’s “only experience in cybersecurity” was her “criminal” "
        "attempt to hide her emails.",
        [
            (
                "Donald Trump",
                "Clinton’s “only experience in cybersecurity” was her “criminal” attempt to hide her emails"
            )
        ],
        id="partial_quotes_stay_inside_the_reported_clause"),
    pytest.param(
        "The coach said the team would travel on Sunday, warning that the pitch could be frozen.",
        [("the coach", "the team would travel on Sunday"), ("the coach", "the pitch could be frozen")],
        id="warning_clause_is_a_second_thing_said"),
]


@pytest.mark.parametrize("text,expected", REPORTED_CLAUSE_END_QUOTES)
def test_reported_clause_end_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_a_reported_clause_ends_with_the_quotation_that_closes_it(nlp):
    text = ("A Government Accountability Office report found that the agency could not be sure the money "
            "was not coming from \"the drug trade, human trafficking or other criminal activities.\"")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker == "a Government Accountability Office report"
    assert said.startswith("the agency could not") and said.endswith("criminal activities.\"")


def test_a_reported_clause_stops_before_a_second_attribution(nlp):
    text = ("Marco Rubio suggested that someone who doesn't answer questions can't be president, while Ted Cruz "
            "said that the \"stakes in this election are too high\" for Trump to be the nominee.")
    found = quotes(nlp, text)
    rubio = [said for sp, said in found if sp == "Marco Rubio"]
    assert rubio and not any("stakes" in said for said in rubio)
    assert speaker_saying(found, "stakes in this election") == "Ted Cruz"


def test_evidence_cited_inside_a_speakers_reported_clause_is_the_speakers(nlp):
    text = ("The Cruz campaign sent a fundraising email Wednesday saying that the results in Iowa and "
            "New Hampshire show Cruz and Trump are in a two-man race.")
    assert quotes(nlp, text) == [("the Cruz campaign", "Cruz and Trump are in a two-man race")]
    # a poll that finds something on its own still speaks
    assert quotes(nlp, "A Quinnipiac poll found that voters were split.") == [("a Quinnipiac poll", "voters were split")]
    # "X said ..., but reports reveal ...": a clause of its own, not X's
    text = "The mayor said the budget was balanced, but several audits reveal that the city lost money."
    assert ("The mayor", "the city lost money") not in quotes(nlp, text)
