"""Round 11 probes: straight single quotes used as quotation marks (British style) next to
apostrophes, ", a claim critics dispute" after a reported clause, and "“That's not what
happened.” X said of ..." with the cue in the sentence after the quotation. Fresh hand-written
sentences; each failed on the round-10 code."""

from test_quotes_denials_v6 import denials
from test_quotes_speakers import quotes

from storyline.extract.straight_quotes import straight_single_quotes


def _contents(text):
    return [text[cs:ce] for _, _, cs, ce in straight_single_quotes(text)]


def test_straight_single_quotes_split_around_the_cue(nlp):
    text = "Rosa Kent, the skipper, was calm. 'We will sail at dawn,' Kent said, 'whatever the forecast says.'"
    assert quotes(nlp, text) == [("Rosa Kent", "We will sail at dawn"),
                                 ("Rosa Kent", "whatever the forecast says.")]
    text = "'The pier is closed,' said Ivo Marsh, the harbour master. 'Nobody goes out today.'"
    assert quotes(nlp, text) == [("Ivo Marsh", "The pier is closed"), ("Ivo Marsh", "Nobody goes out today.")]


def test_straight_single_quotes_keep_apostrophes(nlp):
    text = "'I can't say the Parkers' barn is safe,' the inspector said."
    assert quotes(nlp, text) == [("the inspector", "I can't say the Parkers' barn is safe")]
    text = "'In the '70s we danced to rock 'n' roll all night,' said Ben Ortiz."
    assert quotes(nlp, text) == [("Ben Ortiz", "In the '70s we danced to rock 'n' roll all night")]
    text = "The nurses' union said the hospitals' plan was 'a step backwards'."
    assert _contents(text) == ["a step backwards"]
    assert _contents("We've kept the Joneses' dog since the '90s, 'til now.") == []


def test_claim_critics_dispute_after_a_reported_clause(nlp):
    text = "The mayor said the new tram line was on schedule, a claim engineers dispute."
    assert denials(nlp, text) == [("engineers", "the new tram line was on schedule")]
    text = "The firm said its reactors were safe, an assertion that was rejected by the regulator."
    assert denials(nlp, text) == [("the regulator", "its reactors were safe")]
    text = "Imports have doubled, a claim the ministry has flatly denied."
    assert denials(nlp, text) == [("the ministry", "Imports have doubled")]


def test_claim_nobody_disputes_is_no_denial(nlp):
    assert denials(nlp, "The coach said the squad was tired, a claim nobody disputes.") == []
    assert denials(nlp, "The coach said the squad was tired, a figure officials later revised.") == []


def test_did_not_happen_with_the_cue_in_the_next_sentence(nlp):
    text = "“That's not what happened.” Hana Vos said of the tabloid's story."
    assert denials(nlp, text) == [("Hana Vos", "the tabloid's story")]
    text = ("A blog said the museum would close. “That never happened.” "
            "Karl Dunn, the museum's director, said.")
    assert denials(nlp, text) == [("Karl Dunn", "A blog said the museum would close")]
    assert denials(nlp, "“That never happened.” Karl Dunn said.") == []  # nothing to deny
    assert denials(nlp, "“We won the match.” Karl Dunn said of the final.") == []


def test_a_line_that_is_only_a_straight_quotation_is_a_subhead():
    text = "The mill closed in May.\n\n'A Long Way Back.'\n\nWorkers said the town 'will never be the same.'"
    assert _contents(text) == ["will never be the same."]
