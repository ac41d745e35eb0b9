"""People probed a second time with fresh sentences: outlets, parties and capitals are not people;
honorifics decide between a man and a woman of one surname; a bare word that is one person's surname and
another's first name is the surname; nicknames and initials of a person; a two-letter given name."""

from storyline.extract.people import group_people, merge_people
from storyline.model import Person, Span


def test_an_outlets_edition_and_a_party_are_organisations(people_of):
    people, orgs = people_of("The leaked memo was first published by Breitbart London on Sunday. Nigel Farage "
                             "called it a forgery.")
    assert set(people) == {"Nigel Farage"} and "Breitbart London" in orgs
    people, orgs = people_of("Sinn Féin topped the poll in the Dublin by-election. Michelle O'Neill said voters "
                             "wanted change.")
    assert set(people) == {"Michelle O'Neill"} and "Sinn Féin" in orgs
    people, orgs = people_of("Fianna Fáil and Fine Gael signed a coalition pact. Micheál Martin called it fair.")
    assert set(people) == {"Micheál Martin"}


def test_a_capital_standing_for_its_government_is_no_person(people_of):
    people, _ = people_of("Washington will replace the 1994 accord with a bilateral pact, officials said.")
    assert people == {}
    people, _ = people_of("Beijing will replace its envoy, the ministry said. Moscow named a new ambassador too.")
    assert people == {}
    # a capital's name that is a person's surname in the article stays a person
    people, _ = people_of("George Washington crossed the Delaware in 1776. Washington later became president.")
    assert people == {"George Washington": {"Washington"}}


def test_an_honorific_keeps_a_man_apart_from_a_woman_of_his_surname(people_of):
    people, _ = people_of("Boston Mayor Michelle Wu announced the budget on Monday. Mr. Wu, a shop owner in "
                          "Chinatown who is not related to the mayor, said he would sue.")
    assert "Wu" not in people["Michelle Wu"] and people["Mr. Wu"] == {"Wu"}
    canon = group_people(["Bill Clinton", "Hillary Clinton", "Mrs. Clinton", "Mr. Clinton"])
    assert canon["Mrs. Clinton"] == "Hillary Clinton" and canon["Mr. Clinton"] == "Bill Clinton"
    canon = group_people(["Megyn Kelly", "Mr. Kelly", "Ms. Kelly"])
    assert canon["Ms. Kelly"] == "Megyn Kelly" and canon["Mr. Kelly"] == "Mr. Kelly"
    # an honorific that fits, or a surname alone, goes where the bare name goes
    assert group_people(["Hakeem Jeffries", "Mr. Jeffries"])["Mr. Jeffries"] == "Hakeem Jeffries"
    assert group_people(["Ms. Doyle", "Doyle"])["Ms. Doyle"] == "Doyle"
    # across articles the man named "Mr. Wu" stays apart from the mayor
    people = [Person("Michelle Wu", ("Wu",), (Span("a", 0, 11),)), Person("Mr. Wu", ("Wu",), (Span("b", 4, 6),))]
    merged, mapping = merge_people(people)
    assert {p.name for p in merged} == {"Michelle Wu", "Mr. Wu"}


def test_a_bare_word_that_is_a_first_name_and_a_surname_is_the_surname(people_of):
    canon = group_people(["Kelly Loeffler", "Kelly"])
    assert canon["Kelly"] == "Kelly"
    people, _ = people_of("Sen. Kelly Ayotte met donors in Concord. Senator Mark Kelly of Arizona skipped the "
                          "vote. Kelly was not present, his office said.")
    assert people["Mark Kelly"] == {"Kelly"} and people["Kelly Ayotte"] == set()
    # a surname-first name used alone still joins ("Wang" of "Wang Yi")
    assert group_people(["Wang Yi", "Wang"])["Wang"] == "Wang Yi"


def test_nicknames_join_the_formal_name_of_the_same_surname(people_of):
    people, _ = people_of("William Jefferson Clinton opened the library in 2004. Bill Clinton returned on "
                          "Friday, and Clinton thanked the donors.")
    assert people == {"William Jefferson Clinton": {"Bill Clinton", "Clinton"}}
    canon = group_people(["Robert Casey", "Bob Casey", "Michael Bennet", "Mike Bennet", "James Risch", "Jim Risch",
                          "Joseph Kennedy", "Joe Kennedy", "Thomas Tillis", "Thom Tillis"])
    assert canon["Bob Casey"] == "Robert Casey" and canon["Mike Bennet"] == "Michael Bennet"
    assert canon["Jim Risch"] == "James Risch" and canon["Joe Kennedy"] == "Joseph Kennedy"
    # a nickname of another formal name, or another surname, stays apart
    canon = group_people(["Richard Blumenthal", "Dick Durbin", "Robert Casey", "Bill Casey"])
    assert canon["Dick Durbin"] == "Dick Durbin" and canon["Bill Casey"] == "Bill Casey"


def test_initials_of_a_person_join_the_person(people_of):
    people, orgs = people_of("Robert F. Kennedy Jr. was sworn in on Thursday. RFK Jr. promised to review the "
                             "vaccine schedule, and Kennedy met state officials.")
    assert people == {"Robert F. Kennedy Jr.": {"RFK Jr.", "Kennedy"}} and not orgs
    people, _ = people_of("Alexandria Ocasio-Cortez spoke in Queens. AOC told supporters the race was close.")
    assert people == {"Alexandria Ocasio-Cortez": {"AOC"}}
    canon = group_people(["Charles Q. Brown Jr.", "CQ Brown", "Brown"])
    assert canon["CQ Brown"] == canon["Brown"] == "Charles Q. Brown Jr."
    canon = group_people(["Charles Q. Brown Jr.", "Sherrod Brown", "CQ Brown", "SB Brown"])
    assert canon["SB Brown"] == "SB Brown"


def test_a_two_letter_given_name_is_part_of_the_name(people_of):
    people, _ = people_of("Vietnam's party chief To Lam arrived in Jakarta on Monday. Lam said trade would "
                          "double.")
    assert people == {"To Lam": {"Lam"}}
    people, _ = people_of("To the surprise of many, Smith resigned on Friday.")
    assert set(people) == {"Smith"}


def test_spouses_named_together_share_the_surname(people_of):
    people, _ = people_of("Bill and Hillary Clinton attended the funeral in Atlanta. Hillary Clinton spoke first.")
    assert people == {"Bill Clinton": set(), "Hillary Clinton": set()}


def test_a_man_and_a_woman_titled_with_one_surname_are_two_people(people_of):
    people, _ = people_of("Ms. Okafor, a nurse at the clinic, said it had closed. Mr. Okafor, her husband, said "
                          "they would move.")
    assert people == {"Ms. Okafor": {"Okafor"}, "Mr. Okafor": {"Okafor"}}


def test_initials_used_as_a_place_are_no_person(people_of):
    people, orgs = people_of("John F. Kennedy was shot in Dallas in 1963. Flights out of JFK were delayed on "
                             "Friday.")
    assert people == {"John F. Kennedy": set()}
    people, _ = people_of("John F. Kennedy was shot in Dallas in 1963. JFK had been president for under three "
                          "years.")
    assert people == {"John F. Kennedy": {"JFK"}}
