"""Events dated as nouns (extract.date_events, align_dated): the outlets that date one election alike
agree on a fact no clause of theirs tells alike."""

from __future__ import annotations

from datetime import datetime

import pytest

from storyline.extract import parse
from storyline.extract.dates import find_dates
from storyline.sentences import split_sentences

WHEN = datetime(2013, 1, 30)


@pytest.mark.parametrize("text,event", [
    ("Voters will choose a successor in a special election set for June 25.", "election"),
    ("The pick should not run in the general election slated for June 25.", "election"),
    ("The primary would be held on April 30.", "primary"),
    ("The committee scheduled a hearing for May 22.", "hearing"),
    ("Wednesday's vote was close.", "vote"),
    ("The hearing on Tuesday was closed to the public.", "hearing"),
    ("He was arrested on Monday.", None),             # a clause's date: no noun dated
    ("The report on Tuesday was long.", None),         # a thing, not an event
])
def test_the_event_noun_a_date_dates(nlp, text, event):
    sents = split_sentences(text)
    dates = find_dates(parse(nlp, text, sents), "a1", sents, WHEN)
    assert dates and dates[0].event == event
    if event:
        at = dates[0].event_at
        assert text[:at.end].lower().endswith(event[:5]) or event[:5] in text[at.start:at.end].lower()
        assert not text[at.start:at.end].lower().startswith(("the ", "a "))  # the noun's words, no determiner


def test_an_election_dated_alike_in_three_clauses_is_one_fact(story):
    brief = story(("NYT", "The governor appointed Mo Cowan on Wednesday to serve until voters choose a successor "
                          "in a special election set for June 25."),
                  ("Fox", "The winner of the primary will be a likely favorite to win the June 25 special general "
                          "election."),
                  ("HuffPost", "The governor said his pick should not run in the general election slated for June 25."),
                  published=WHEN)
    dated = [f for f in brief["facts"] if "election" in f["claim"] and f["support"] == 3]
    assert dated and {e["article"] for e in dated[0]["evidence"]} == {"a1", "a2", "a3"}
    assert not brief["conflicts"]


def test_two_dates_of_one_event_noun_are_two_facts(story):
    """The dated nouns' slot joins only days that can be one day, and raises no conflict of its own (the
    clauses' own dates may: "date of: the primary would be held on April 30")."""
    texts = (("NYT", "The governor said the primary would be held on April 30, and he thanked the voters."),
             ("Fox", "The state scheduled the primary for May 14, and the governor agreed."))
    brief = story(*texts, published=WHEN)
    assert not [f for f in brief["facts"] if "primary" in f["claim"] and f["support"] == 2]
    assert not [c for c in brief["conflicts"] if c["about"].startswith("the primary of")]
    same_day = story(texts[0], ("Fox", "The state scheduled the primary for April 30, and the governor agreed."),
                     published=WHEN)
    assert [f for f in same_day["facts"] if "primary" in f["claim"] and f["support"] == 2]
