"""Which names are one person or one organisation (group_people within an article, merge_people and
merge_organizations across a story): surnames and their main bearer, first names, honorifics,
nicknames, initials, particles, spouses. Generational suffixes are in tests/test_people_suffixes.py."""

from storyline.extract.people import group_people, merge_organizations, merge_people
from storyline.model import Organization, Person, Span


def by_name(items):
    return {x.name: x for x in items}


# --- surnames ----------------------------------------------------------------------------------------

def test_group_people_rules():
    canon = group_people(["Kenneth Genalo", "Genalo", "Robert J. Hammer", "Robert Hammer", "Hammer"])
    assert canon == {
        "Kenneth Genalo": "Kenneth Genalo",
        "Genalo": "Kenneth Genalo",
        "Robert J. Hammer": "Robert J. Hammer",
        "Robert Hammer": "Robert J. Hammer",
        "Hammer": "Robert J. Hammer",
    }
    # two people with one surname: the bare surname is ambiguous and stays alone
    canon = group_people(["Mike Johnson", "Ron Johnson", "Johnson"])
    assert canon["Mike Johnson"] != canon["Ron Johnson"]
    assert canon["Johnson"] == "Johnson"
    # ... equally often named: still ambiguous
    canon = group_people(["Mike Johnson", "Ron Johnson", "Johnson"], {"Mike Johnson": 2, "Ron Johnson": 2})
    assert canon["Johnson"] == "Johnson"


def test_a_shared_surname_goes_to_the_person_the_text_is_about():
    names = ["Warren Jeffs", "Rulon Jeffs", "Brent Jeffs", "Jeffs"]
    canon = group_people(names, {"Warren Jeffs": 6, "Rulon Jeffs": 1, "Brent Jeffs": 3, "Jeffs": 12})
    assert canon["Jeffs"] == "Warren Jeffs" and canon["Rulon Jeffs"] == "Rulon Jeffs"
    # not far enough ahead of the next bearer, or named once: left apart
    assert group_people(names, {"Warren Jeffs": 5, "Brent Jeffs": 3})["Jeffs"] == "Jeffs"
    assert group_people(["Warren Jeffs", "Rulon Jeffs", "Jeffs"], {"Warren Jeffs": 1})["Jeffs"] == "Jeffs"


def test_a_bare_word_that_is_a_first_name_and_a_surname_is_the_surname(people_of):
    canon = group_people(["Kelly Loeffler", "Kelly"])
    assert canon["Kelly"] == "Kelly"
    people, _ = people_of("Sen. Kelly Ayotte met donors in Concord. Senator Mark Kelly of Arizona skipped the "
                          "vote. Kelly was not present, his office said.")
    assert people["Mark Kelly"] == {"Kelly"} and people["Kelly Ayotte"] == set()
    # a surname-first name used alone still joins ("Wang" of "Wang Yi")
    assert group_people(["Wang Yi", "Wang"])["Wang"] == "Wang Yi"


def test_initials_particles_and_last_words_of_a_long_name_join_it():
    canon = group_people(["J.D. Vance", "JD Vance", "J. D. Vance", "Vance"])
    assert len(set(canon.values())) == 1
    canon = group_people(["Charles de Gaulle", "de Gaulle", "Oscar De La Hoya", "De La Hoya"])
    assert canon["de Gaulle"] == "Charles de Gaulle" and canon["De La Hoya"] == "Oscar De La Hoya"
    canon = group_people(["Andrés Manuel López Obrador", "López Obrador", "Marine Le Pen", "Le Pen"])
    assert canon["López Obrador"] == "Andrés Manuel López Obrador" and canon["Le Pen"] == "Marine Le Pen"
    # "Al" is a given name, "W." alone is no first name, different first names stay apart
    canon = group_people(["Al Gore", "Al Franken", "George W. Bush", "W. Bush", "Mark Kelly", "Kelly Loeffler"])
    assert canon["Al Franken"] != canon["Al Gore"] and canon["W. Bush"] == "George W. Bush"
    assert canon["Kelly Loeffler"] != canon["Mark Kelly"]


# --- honorifics, nicknames, initials, spouses --------------------------------------------------------

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


def test_a_man_and_a_woman_titled_with_one_surname_are_two_people(people_of):
    people, _ = people_of("Ms. Okafor, a nurse at the clinic, said it had closed. Mr. Okafor, her husband, said "
                          "they would move.")
    assert people == {"Ms. Okafor": {"Okafor"}, "Mr. Okafor": {"Okafor"}}


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


def test_spouses_named_together_share_the_surname(people_of):
    people, _ = people_of("Bill and Hillary Clinton attended the funeral in Atlanta. Hillary Clinton spoke first.")
    assert people == {"Bill Clinton": set(), "Hillary Clinton": set()}


# --- across the articles of a story ------------------------------------------------------------------

def test_merge_people_gives_a_bare_surname_to_the_most_named_bearer():
    people = [
        Person("Warren Jeffs", (), tuple(Span("a", i * 20, i * 20 + 12) for i in range(5))),
        Person("Rulon Jeffs", (), (Span("a", 200, 211),)),
        Person("Jeffs", (), (Span("b", 0, 5), Span("b", 30, 35))),
    ]
    merged, mapping = merge_people(people)
    assert mapping["Jeffs"] == "Warren Jeffs" and mapping["Rulon Jeffs"] == "Rulon Jeffs"
    assert len(merged) == 2


def person(name, aliases, article, start):
    return Person(name, tuple(aliases), (Span(article, start, start + len(name)),))


def test_merge_people_across_articles():
    people = [
        person("Kenneth Genalo", ["Genalo"], "a", 0),
        person("Genalo", [], "b", 5),
        person("Kristi Noem", ["Noem"], "b", 20),
        person("Kristy Noem", [], "c", 3),  # spelling variant, same surname
        person("Greg Abbott", [], "a", 40),
        person("Kenneth J. Genalo", [], "c", 9),
        person("Mike Johnson", [], "a", 50),
        person("Ron Johnson", ["Johnson"], "b", 60),
    ]
    merged, canon = merge_people(people)
    names = [p.name for p in merged]
    assert names == sorted(names)
    assert canon["Genalo"] == canon["Kenneth Genalo"] == canon["Kenneth J. Genalo"] == "Kenneth J. Genalo"
    assert canon["Kristy Noem"] == canon["Kristi Noem"]
    assert canon["Mike Johnson"] == "Mike Johnson" and canon["Ron Johnson"] == "Ron Johnson"
    genalo = by_name(merged)["Kenneth J. Genalo"]
    assert {s.article for s in genalo.mentions} == {"a", "b", "c"}
    # deterministic whatever the input order
    again, canon2 = merge_people(list(reversed(people)))
    assert again == merged and canon2 == canon


def test_merge_people_keeps_different_first_names_apart():
    merged, canon = merge_people([person("Tom Homan", [], "a", 0), person("Tim Homan", [], "b", 0)])
    assert len(merged) == 2
    # a misspelt surname with the same first name is the same person
    merged, canon = merge_people([person("Kenneth Genalo", [], "a", 0), person("Kenneth Gennalo", [], "b", 0)])
    assert len(merged) == 1 and canon["Kenneth Gennalo"] == canon["Kenneth Genalo"]
    # but short surnames need to match exactly
    merged, _ = merge_people([person("Mike Lee", [], "a", 0), person("Mike Lew", [], "b", 0)])
    assert len(merged) == 2


def test_a_bare_surname_written_once_one_letter_off_is_a_typo_of_the_one_surname_it_fits():
    """'said Cowen' in an article that names William Cowan three times: his quotation is his."""
    names = ["William Cowan", "Cowan", "Cowan", "Cowen"]
    from collections import Counter

    canon = group_people(names, Counter(names))
    assert canon["Cowen"] == "William Cowan"
    # written twice: a person of that name, not a slip of the pen
    names2 = ["William Cowan", "Cowen", "Cowen"]
    assert group_people(names2, Counter(names2))["Cowen"] == "Cowen"
    # two surnames it fits, a short one, another first letter: left apart
    names3 = ["Ann Cowan", "Bob Cowen", "Cowin"]
    assert group_people(names3, Counter(names3))["Cowin"] == "Cowin"
    names4 = ["Mike Lee", "Lew"]
    assert group_people(names4, Counter(names4))["Lew"] == "Lew"
    names5 = ["William Cowan", "Dowan"]
    assert group_people(names5, Counter(names5))["Dowan"] == "Dowan"
    # no counts of mentions (nothing says it was written once): left apart
    assert group_people(["William Cowan", "Cowen"])["Cowen"] == "Cowen"


def test_a_name_written_with_its_nickname_is_also_the_nickname_and_the_surname():
    canon = group_people(['William "Mo" Cowan', "Mo Cowan", "Cowan", "William Cowan", "Tim Cowan"])
    assert canon["Mo Cowan"] == canon["William Cowan"] == 'William "Mo" Cowan'
    assert canon["Tim Cowan"] == "Tim Cowan"  # another given name: another person


def test_merge_organizations():
    orgs = [
        Organization("Immigration and Customs Enforcement", ("ICE",), (Span("a", 0, 35),)),
        Organization("ICE", (), (Span("b", 3, 6),)),
        Organization("U.S. Immigration and Customs Enforcement", (), (Span("c", 0, 40),)),
        Organization("Homeland Security Department", (), (Span("c", 50, 78),)),
        Organization("Department of Homeland Security", ("DHS",), (Span("a", 40, 71),)),
        Organization("FBI", (), (Span("a", 80, 83),)),
    ]
    merged, canon = merge_organizations(orgs)
    assert canon["ICE"] == canon["U.S. Immigration and Customs Enforcement"] == canon[
        "Immigration and Customs Enforcement"]
    assert canon["Homeland Security Department"] == canon["DHS"]
    assert canon["FBI"] == "FBI"
    ice = by_name(merged)[canon["ICE"]]
    assert {s.article for s in ice.mentions} == {"a", "b", "c"}
    assert merge_organizations(reversed(orgs)) == (merged, canon)
