"""The noun a relative clause hangs on (extract.predicates): the parse may hang "who ..." on the
name after a preposition ("an official under President Trump who was involved in ..."); a clause
that names that person again is not about that person, so its subject is the noun before the
preposition. Without the rule the brief showed "President Donald J. Trump who was involved in Mr.
Trump's frenzied efforts to overturn the 2020 presidential election" as a fact about Trump."""

import pytest

from storyline.extract import parse
from storyline.extract.predicates import find_predicates
from storyline.sentences import split_sentences


def subject_of(nlp, text: str, trigger: str) -> str | None:
    sents = split_sentences(text)
    found = [p for p in find_predicates(parse(nlp, text, sents), "a1", sents) if p.trigger == trigger]
    assert found, f"no clause with event word {trigger!r} in {text!r}"
    return found[0].subject


@pytest.mark.parametrize("text,trigger,subject", [
    ("The committee issued a subpoena to Jeffrey Clark, a former Justice Department official under "
     "President Donald J. Trump who was involved in Mr. Trump's efforts to overturn the election.",
     "involve", "a former Justice Department official"),
    ("The panel heard from an aide to Governor Andrew Cuomo who had accused Mr. Cuomo of harassment.",
     "accuse", "an aide"),
])
def test_a_clause_naming_the_name_again_hangs_on_the_noun_before_it(nlp, text, trigger, subject):
    assert subject_of(nlp, text, trigger) == subject


@pytest.mark.parametrize("text,trigger,subject", [
    # the name is the antecedent when the clause does not name it again
    ("The committee issued a subpoena to an official under President Donald J. Trump who had lost the "
     "election.", "lose", "President Donald J. Trump"),
    # "who" hung on a noun, not a name: as parsed
    ("The senator who led the inquiry into Mr. Trump's efforts said nothing.", "lead", "The senator"),
])
def test_otherwise_the_clause_hangs_where_the_parse_hangs_it(nlp, text, trigger, subject):
    assert subject_of(nlp, text, trigger) == subject
