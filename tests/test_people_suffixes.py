"""Generational suffixes (Jr., Sr., II, III) tell a father and a son apart when the text names both;
a one-letter "initial" that ends a sentence ("posted on X. Loomer said") is not part of the next name.
Fresh hand-written passages."""

from collections import Counter

import pytest

from storyline.extract.people import group_people, merge_people
from storyline.model import Person, Span


@pytest.fixture(scope="module")
def people_only(people_of):
    return lambda text: people_of(text)[0]


def _owner(people, form):
    return next((n for n, a in people.items() if form == n or form in a), None)


def test_father_and_son_with_surname_and_suffix_stay_apart(people_only):
    people = people_only("Donald Trump Jr. spoke at the rally in Ohio on Tuesday. His father, Donald Trump, did "
                       "not attend. Trump Jr. told the crowd the race was close. Trump later thanked him online.")
    assert _owner(people, "Donald Trump") != _owner(people, "Donald Trump Jr.")
    assert _owner(people, "Trump Jr.") == "Donald Trump Jr."
    assert _owner(people, "Trump") == "Donald Trump"


def test_unsuffixed_full_name_named_twice_is_another_person():
    names = ["Donald Trump Jr.", "Donald Trump", "Donald Trump", "Trump", "Trump"]
    canon = group_people(names, Counter(names))
    assert canon["Donald Trump"] == "Donald Trump" and canon["Donald Trump Jr."] == "Donald Trump Jr."
    assert canon["Trump"] == "Donald Trump"


def test_senior_and_junior_of_a_sports_family(people_only):
    people = people_only("Cal Ripken Sr. coached the Orioles for years. His son Cal Ripken Jr. played 2,632 "
                       "straight games. Ripken Jr. retired in 2001. Cal Ripken Sr. died in 1999.")
    assert _owner(people, "Cal Ripken Sr.") != _owner(people, "Cal Ripken Jr.")
    assert _owner(people, "Ripken Jr.") == "Cal Ripken Jr."
    canon = group_people(["Ken Griffey Sr.", "Ken Griffey Jr.", "Griffey Jr.", "Griffey Sr."])
    assert canon["Ken Griffey Sr."] != canon["Ken Griffey Jr."]
    assert canon["Griffey Jr."] == "Ken Griffey Jr." and canon["Griffey Sr."] == "Ken Griffey Sr."


def test_the_third_and_his_father():
    canon = group_people(["Robert Griffin III", "Robert Griffin", "Robert Griffin", "Griffin III"])
    assert canon["Robert Griffin"] == "Robert Griffin" and canon["Griffin III"] == "Robert Griffin III"
    canon = group_people(["Dale Earnhardt Jr.", "Dale Earnhardt Sr.", "Dale Earnhardt", "Earnhardt Jr."])
    assert len({canon["Dale Earnhardt Jr."], canon["Dale Earnhardt Sr."], canon["Dale Earnhardt"]}) == 3


def test_a_lone_suffix_is_still_ignored(people_only):
    people = people_only("Martin Luther King Jr. delivered the speech in 1963. Martin Luther King was 34 at "
                       "the time, and the march filled the Mall.")
    assert _owner(people, "Martin Luther King") == "Martin Luther King Jr."
    canon = group_people(["Robert F. Kennedy Jr.", "Kennedy", "Kennedy", "Robert Kennedy"])
    assert canon["Robert Kennedy"] == canon["Kennedy"] == "Robert F. Kennedy Jr."
    canon = group_people(["Chris Paul III", "Chris Paul", "Paul"])
    assert canon["Chris Paul"] == "Chris Paul III"


def test_a_long_surname_with_suffix_is_no_typo_of_the_plain_one():
    canon = group_people(["Patrick Schwarzenegger Jr.", "Patrick Schwarzenegger", "Patrick Schwarzenegger",
                          "Schwarzenegger Jr."])
    assert canon["Patrick Schwarzenegger"] == "Patrick Schwarzenegger"


def test_story_keeps_father_and_son_apart():
    a = Person("Donald Trump Jr.", ("Trump Jr.",), (Span("a", 0, 16), Span("a", 40, 49)))
    b = Person("Donald Trump", ("Trump",), (Span("b", 0, 12), Span("b", 30, 35), Span("b", 60, 65)))
    c = Person("Trump", (), (Span("c", 5, 10),))
    people, mapping = merge_people([a, b, c])
    assert mapping["Donald Trump Jr."] != mapping["Donald Trump"]
    assert mapping["Trump Jr."] == "Donald Trump Jr." and mapping["Trump"] == "Donald Trump"
    assert len(people) == 2


def test_story_with_one_form_still_ignores_the_suffix():
    a = Person("Hank Aaron Jr.", ("Aaron",), (Span("a", 0, 14), Span("a", 30, 35)))
    b = Person("Hank Aaron", (), (Span("b", 0, 10),))
    people, mapping = merge_people([a, b])
    assert mapping["Hank Aaron"] == mapping["Hank Aaron Jr."] and len(people) == 1


def test_an_initial_ending_a_sentence_is_not_part_of_the_name(people_only):
    people = people_only("The activist posted a video on X. Loomer said the clip proved her point. Laura Loomer "
                       "did not respond to questions on Friday.")
    assert not any("X." in n or any("X." in a for a in al) for n, al in people.items())
    assert _owner(people, "Loomer") == "Laura Loomer"
    people = people_only("The senator shared the photo on X. Morales wrote that the bill would fail in committee.")
    assert "Morales" in people and "X. Morales" not in people


def test_a_real_initial_keeps_its_name(people_only):
    people = people_only("The permit was signed by J. Morales, the county clerk, on Monday morning.")
    assert "J. Morales" in people
    people = people_only("After J. Whitfield said the vote was delayed, the board adjourned.")
    assert "J. Whitfield" in people


def test_a_roman_numeral_suffix_is_no_acronym(people_only):
    people = people_only("Robert Griffin III threw for 300 yards on Sunday. Griffin III said the line played "
                       "well. His father, Robert Griffin, coached him as a boy.")
    assert "Robert Griffin III" in people and "III" not in people
    assert _owner(people, "Griffin III") == "Robert Griffin III"
    assert _owner(people, "Robert Griffin") != "Robert Griffin III"


def test_surname_with_suffix_the_ner_missed(people_only):
    people = people_only("Bobby Witt Jr. homered twice on Friday. Witt Jr. now leads the league. Bobby Witt Sr. "
                       "pitched for the Rangers.")
    assert "Jr." not in people and _owner(people, "Witt Jr.") == "Bobby Witt Jr."
    assert _owner(people, "Bobby Witt Sr.") != "Bobby Witt Jr."
