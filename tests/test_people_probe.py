"""People and organisations probed with fresh news-style sentences: acronyms given with "or"/"known as"
or spelled by initials, name particles and initials, storms/laws/sites/religious figures that are not
people, two-letter names, and names in a headline's case."""

from storyline.extract.people import find_acronyms, group_people, merge_organizations
from storyline.model import Organization, Span


def test_an_acronym_given_after_or_is_defined():
    text = "The Bureau of Alcohol, Tobacco, Firearms and Explosives traced the gun. The Drug Enforcement " \
           "Administration, or DEA, seized 4,000 pills in Ohio."
    assert find_acronyms(text)["DEA"][0] == "Drug Enforcement Administration"
    assert "ATF" not in find_acronyms(text)


def test_an_acronym_spelled_by_an_organisations_initials_joins_it(people_of):
    _, orgs = people_of("The branch, known as ERO, has 6,000 officers. Enforcement and Removal Operations "
                        "was run by a career officer.")
    assert orgs == {"Enforcement and Removal Operations": {"ERO"}}
    merged, canon = merge_organizations([Organization("FEMA", (), (Span("a", 0, 4),)),
                                         Organization("Federal Emergency Management Agency", (), (Span("b", 0, 35),))])
    assert len(merged) == 1 and canon["FEMA"] == "Federal Emergency Management Agency"
    # initials spelled by two different organisations: left apart
    _, canon = merge_organizations([Organization("NRA", (), ()), Organization("National Rifle Association", (), ()),
                                    Organization("Nuclear Regulatory Agency", (), ())])
    assert canon["NRA"] == "NRA"


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


def test_names_with_particles_tagged_as_organisations_are_people(people_of):
    people, _ = people_of("The band played Ludwig van Beethoven's ninth symphony. A life of Charles de Gaulle "
                          "was read aloud. Beethoven wrote the piece while deaf, and de Gaulle admired it.")
    assert people == {"Ludwig van Beethoven": {"Beethoven"}, "Charles de Gaulle": {"de Gaulle"}}


def test_storms_laws_and_sites_named_after_someone_are_not_people(people_of):
    people, _ = people_of("Hurricane Helene struck the coast on Thursday. Gov. Ron DeSantis said Helene had "
                          "flooded roads. Tropical Storm Milton could follow next week.")
    assert set(people) == {"Ron DeSantis"}
    people, _ = people_of("Elizabeth Warren wants to restore the Glass-Steagall Act, which was repealed in 1999.")
    assert set(people) == {"Elizabeth Warren"}
    people, _ = people_of("Flights left late from Ronald Reagan Washington National Airport, Joe Smith said.")
    assert set(people) == {"Joe Smith"}


def test_religious_figures_in_a_quoted_sermon_are_not_people(people_of):
    people, _ = people_of('The preacher told worshippers: "Jesus Christ carried the cross, and Moses led his '
                          'people out of Egypt." Archbishop Timothy Dolan led the Mass.')
    assert people == {"Timothy Dolan": set()}
    people, _ = people_of("Adam Schiff said the vote would come on Monday. Schiff expects to win.")
    assert people == {"Adam Schiff": {"Schiff"}}


def test_two_letter_names_of_a_full_name_or_after_a_title_are_people(people_of):
    people, _ = people_of("Chinese leader Xi Jinping met the Brazilian president in Rio. Xi said trade would grow.")
    assert people["Xi Jinping"] == {"Xi"}
    people, _ = people_of("Dr. Oz told senators he would cut waste at Medicare.")
    assert set(people) == {"Oz"}


def test_a_surname_first_name_used_alone_before_said_is_the_person(people_of):
    people, _ = people_of("Foreign Minister Wang Yi met his Indian counterpart in New Delhi. Wang said the "
                          "border was calm.")
    assert people["Wang Yi"] == {"Wang"}


def test_people_in_a_headlines_case_are_people(people_of):
    people, orgs = people_of("SENATE REJECTS PICK OF PRESIDENT TRUMP\nThe Senate voted 51-49 against the nominee "
                             "on Tuesday. Donald Trump said he would try again.")
    assert people == {"Donald Trump": {"TRUMP"}}
    people, orgs = people_of("Noem Says Border Crossings Fell Sharply In March\nHomeland Security Secretary "
                             "Kristi Noem said crossings fell.")
    assert people["Kristi Noem"] == {"Noem"} and not any("Says" in o for o in orgs)


def test_a_transcripts_all_caps_speaker_label_is_no_mention(people_of):
    people, _ = people_of("Tim Kaine spoke to the anchor on Sunday.\nKAINE: We will win Virginia, and we will win "
                          "it big.")
    assert people == {"Tim Kaine": set()}
