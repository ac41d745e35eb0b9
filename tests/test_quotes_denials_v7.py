"""Round 10 probes: quotations split around their cue, quotations credited by the sentence after
them, a he/she whose antecedent is a role description, one way of writing descriptions, reported
clauses cut at ", warning that" and past "according to" asides, and three denial forms. Fresh
hand-written sentences; each failed on the round-9 code."""

from test_quotes_denials_v6 import denials
from test_quotes_speakers import quotes

from storyline.extract.quote_parts import speaker_case


def test_split_quotation_keeps_both_parts_with_one_speaker(nlp):
    text = ("Paula Grant, the union's negotiator, left the room early. "
            "“We are not done,” Grant said, “and we will be back on Monday.”")
    assert quotes(nlp, text) == [("Paula Grant", "We are not done"),
                                 ("Paula Grant", "and we will be back on Monday.")]
    text = "The talks dragged on. “Not yet,” she said, “but we are close to a deal on wages.”"
    found = quotes(nlp, text)
    assert [t for _, t in found] == ["Not yet", "but we are close to a deal on wages."]
    assert found[0][0] == found[1][0]


def test_quotation_credited_by_the_next_sentence(nlp):
    text = ('"Our members will not accept this offer." That was the message from Ruth Ames, '
            "the union's president, on Friday.")
    assert quotes(nlp, text) == [("Ruth Ames", "Our members will not accept this offer.")]
    text = "“The bridge is safe to cross.” So said the county engineer after a second inspection."
    assert quotes(nlp, text)[0][0] == "the county engineer"


def test_he_after_an_unnamed_role_is_that_role(nlp):
    text = ("The finance minister said the deficit would narrow next year.\n\n"
            "“We have made hard choices,” he said.")
    assert quotes(nlp, text)[-1] == ("the finance minister", "We have made hard choices")


def test_descriptions_are_written_one_way(nlp):
    text = "The sheriff said the road was closed. Hours later, the sheriff said it had reopened."
    assert [sp for sp, _ in quotes(nlp, text)] == ["the sheriff", "the sheriff"]
    assert speaker_case("The Associated Press") == "The Associated Press"
    assert speaker_case("A spokesman for Delta") == "a spokesman for Delta"


def test_a_specific_organisation_noun_is_not_the_last_organisation(nlp):
    text = "The Coast Guard said the search would continue. The consulate said two citizens were missing."
    assert quotes(nlp, text)[1] == ("the consulate", "two citizens were missing")


def test_warning_clause_is_a_second_thing_said(nlp):
    text = "The coach said the team would travel on Sunday, warning that the pitch could be frozen."
    assert quotes(nlp, text) == [("the coach", "the team would travel on Sunday"),
                                 ("the coach", "the pitch could be frozen")]


def test_according_to_aside(nlp):
    text = "The count, according to the electoral board, covers only postal ballots."
    assert quotes(nlp, text) == [("electoral board",
                                  "The count, according to the electoral board, covers only postal ballots")]
    text = "The governor said that, according to state records, the fund had lost $3 million."
    assert quotes(nlp, text) == [("the governor", "the fund had lost $3 million")]


def test_reports_of_something_called_nonsense(nlp):
    text = 'The club said reports of a takeover bid were "utter nonsense".'
    assert denials(nlp, text) == [("the club", "reports of a takeover bid")]


def test_rejected_as_baseless_the_claim(nlp):
    text = 'The hospital rejected as "unfounded" the claim that it had turned patients away.'
    assert denials(nlp, text) == [("the hospital", "it had turned patients away")]


def test_that_is_not_what_happened_said_of(nlp):
    text = '"That is not what happened," Omar Reyes said of the police account.'
    assert denials(nlp, text) == [("Omar Reyes", "the police account")]
    text = "The paper said the meeting was secret. “That never happened,” Lina Park told reporters."
    assert denials(nlp, text) == [("Lina Park", "The paper said the meeting was secret")]
