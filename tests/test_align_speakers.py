"""Speakers told in fewer words by some outlets join the story's one longer name."""

from storyline.align import align
from storyline.align_speakers import short_speakers
from tests.helpers.stories import A, bundle


def test_a_short_speaker_joins_the_one_longer_name_ending_with_it():
    assert short_speakers(["Police", "Essex Police", "Boris Johnson", "officials"]) == {"Police": "Essex Police"}
    assert short_speakers(["the Ministry", "Health Ministry"]) == {"the Ministry": "Health Ministry"}
    assert short_speakers(["Police", "Essex Police", "Met Police"]) == {}  # two forces: which one?
    assert short_speakers(["Essex Police", "Kent Police"]) == {}  # several words each: never joined
    assert short_speakers(["people", "the people", "officials"]) == {"the people": "people"}
    assert short_speakers(["the people", "the officials"]) == {}
    assert short_speakers(["people familiar with the decision", "the people"]) == {
        "the people": "people familiar with the decision"}
    assert short_speakers(["people close to him", "people in the room", "the people"]) == {}  # which ones?


def test_the_same_words_from_police_and_essex_police_are_one_quote_fact():
    a1 = A("a1", "BBC", "A 25-year-old man was arrested on suspicion of murder, Essex Police said.")
    a1.quote("Essex Police", "A 25-year-old man was arrested on suspicion of murder")
    a2 = A("a2", "Reuters", "A 25-year-old man was arrested on suspicion of murder, police said.")
    a2.quote("Police", "A 25-year-old man was arrested on suspicion of murder")
    al = align(bundle(a1, a2, title="MP killed"))
    slots = [s for s in al.slots if s.kind == "quote"]
    assert len(slots) == 1 and slots[0].key[1] == "Essex Police"
    assert {it.article for c in slots[0].clusters for it in c} == {"a1", "a2"}
