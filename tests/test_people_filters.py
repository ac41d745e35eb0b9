"""Names the NER calls people that news text writes as products, groups, places, teams or bands
(storyline/extract/people_filters.py), with the real spaCy pipeline. Every sentence here is
hand-written; each "not a person" case was a person before the filters existed."""

import pytest

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.people_filters import (after_model_number, before_model_letter, group_name,
                                               non_person_head, _state_after)
from storyline.sentences import split_sentences


@pytest.fixture(scope="module")
def people_of(nlp):
    def run(text: str) -> dict[str, int]:
        sents = split_sentences(text)
        people, _orgs, mentions = find_people(parse(nlp, text, sents), "a", sents)
        for m in mentions:
            assert text[m.span.start:m.span.end] == m.text
        return {p.name: len(p.mentions) for p in people}
    return run


@pytest.mark.parametrize("text, not_people", [
    # a product name right after its model number, or before a one-letter model code
    ("Boeing said the grounding of its popular 737 Max jet would last into the summer.", {"Max"}),
    ("Ford's Mustang Mach E will go 230 miles on a charge, Ford said.", {"Mustang Mach", "Mach"}),
    ("Apple's new MacBook Pro costs $2,399, and the iPhone 11 Pro Max sold out in a day.", {"Max"}),
    ("The Moneycontrol Pro service costs Rs 599, and Moneycontrol Pro readers get the report first.",
     {"Moneycontrol Pro"}),
    # a one-word name that only modifies a noun after it names the thing: an award, a town, a centre
    ("Kimmel was named the Oscar host on Friday, and the Oscar gift bags were ready.", {"Oscar"}),
    ("Hosting your own Oscar party is easy, and the Tony telecast starts at eight.", {"Oscar", "Tony"}),
    ("Investigators from the Goddard space center met Lucas Paganini on Monday.", {"Goddard"}),
    # a place or chamber plus a party's plural is a group
    ("Virginia Democrats won a legislative majority for the first time in a generation.", {"Virginia Democrats"}),
    # a town: "X, <state>", "the X compound", "the provincial capital X", "parts of X", "X's main city"
    ("Police raided a ranch near Marfa, Texas, on Friday. The Marfa compound held 400 children, officials said.",
     {"Marfa"}),
    ("The raid on the Marfa compound lasted two days, and the small Marfa courthouse was full on Monday.",
     {"Marfa"}),
    ("The Kalidingin hotel collapsed and the Kalidingin area lost power.", {"Kalidingin"}),
    ("People ran outside in panic in the provincial capital Banda Aceh as the quake shook houses.",
     {"Banda Aceh"}),
    ("Rescuers reached parts of Donggala on Saturday, and more than 300 houses in Donggala were damaged.",
     {"Donggala"}),
    ("Eight people died in Manokwari, Papua's main city, and tremors kept shaking Papua on Monday.", {"Papua"}),
    ("A tremor hit 90 miles off Padang Pariaman, and residents fled to higher ground.", {"Padang Pariaman"}),
    ("The ferry sank about 30 kilometres off Kupang Barat on Friday.", {"Kupang Barat"}),
    # "The <plural>" followed by a verb: a team
    ("The Steelers spent Monday trying to distance themselves from the fight, coach Mike Tomlin said.",
     {"Steelers"}),
    # a company's or a place's last word
    ("The company that runs the show, Dick Clark Productions, denied it. Braun's Ithaca Holdings bought the label.",
     {"Dick Clark Productions", "Ithaca Holdings"}),
    ("Peter Koros Design built the installation.", {"Peter Koros Design"}),
    ("According to the Argus Leader of Sioux Falls, the governor launched the campaign on Monday.",
     {"Sioux Falls"}),
    # a band, a cup
    ("Dave Matthews Band takes over the fan vote, and Doobie Brothers perform with Santana tonight.",
     {"Dave Matthews Band", "Doobie Brothers"}),
])
def test_not_people(people_of, text, not_people):
    found = people_of(text)
    assert not set(found) & not_people, found


def test_people_next_to_the_same_patterns_stay(people_of):
    # a ranking number is no model number; an ordinal is no model number either
    found = people_of("World No. 1 Rafael Nadal beat Karen Khachanov, and the 14th-ranked Schwartzman said "
                      "he was tired.")
    assert {"Rafael Nadal", "Karen Khachanov", "Schwartzman"} <= set(found)
    # the compound of a person the article names in full is that person's
    found = people_of("Warren Jeffs was not there. The Jeffs compound was quiet, and Jeffs said nothing.")
    assert found.get("Warren Jeffs") == 3
    # a given name used alone for a named person is not a product
    found = people_of("Senator Max Baucus said the bill would pass. Max also said he would vote for it.")
    assert found.get("Max Baucus") == 2
    assert "Mike Tomlin" in people_of("The Steelers spent Monday trying to forget, coach Mike Tomlin said.")
    # a word of a full name the article gives, or a name coordinated with a person's, stays a person
    found = people_of("Critics attacked Christopher Steele on Monday. The Steele dossier was published in 2017.")
    assert found.get("Christopher Steele") == 2
    found = people_of("Unlike the Nixon and Clinton impeachment proceedings, this inquiry moved fast.")
    assert "Nixon" in found
    # a noun a person has: "the Trump campaign" is about Trump
    found = people_of("Donald Trump spoke on Monday. The Trump campaign said it would sue, and Trump aides agreed.")
    assert found.get("Donald Trump", 0) >= 2


def test_rules_on_plain_strings():
    text = "its popular 737 Max jet; world No. 1 Rafael Nadal; in 2016 Trump won; the 14th-ranked Schwartzman"
    assert after_model_number(text, text.index("Max"))
    assert not after_model_number(text, text.index("Rafael"))
    assert not after_model_number(text, text.index("Trump"))  # a year
    assert not after_model_number(text, text.index("Schwartzman"))
    text = "the Mustang Mach E will; John F. Kennedy; Smith I think"
    assert before_model_letter(text, text.index(" E will"))
    assert not before_model_letter(text, text.index(" F."))
    assert not before_model_letter(text, text.index(" I think"))
    for text, town in (("near Eldorado, Texas, on Friday", True), ("in Rye, New York.", True),
                       ("Hildale, Utah", True), ("Rep. Al Green, Texas Democrat", False),
                       ("talks between Xi, Washington and Moscow", False)):
        assert _state_after(text, text.index(",")) is town, text
    assert group_name("Virginia Democrats") and group_name("House Republicans")
    assert not group_name("Democrats") and not group_name("Rick Williams")
    assert non_person_head("MacBook Pro") and non_person_head("Davis Cup") and non_person_head("Pro")
    assert not non_person_head("Peter Max") and not non_person_head("Cup")
