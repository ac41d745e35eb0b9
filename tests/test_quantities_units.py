"""find_quantities on units, number forms and left-out units that news text uses, and how storyline.evaluation.newsquant names them. Every sentence here is hand-written."""

import pytest

from storyline.evaluation import newsquant as nq
from tests.helpers.quantities import by_value, one, parse_quantities


# --- number forms ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("Half a million fans lined the route of the parade.", 5e5),
    ("The state set aside Rs 1,200 crore for new roads.", 1.2e10),
    ("Each family will receive Rs 2 lakh in compensation.", 2e5),
    ("The insurer booked a profit of 3.1 bln euros.", 3.1e9),
    ("Toronto approved a $2.3-billion transit plan.", 2.3e9),
    ("The club paid a $40-million transfer fee.", 4e7),
])
def test_scales(nlp, text, value):
    one(nlp, text, value)


def test_sign_after_currency(nlp):
    q = one(nlp, "The current account balance narrowed to $-12.4bn in May.", -12.4e9)
    assert q.unit == "$"


@pytest.mark.parametrize("text,value,unit", [
    ("The hike takes 3 1/2 hours from the car park.", 3.5, "hours"),
    ("The trail is 1/2 mile longer than the old one.", 0.5, "mile"),
    ("The marathon course is 26¼ miles long.", 26.25, "miles"),
    ("The recipe calls for 1/4 of a cup of milk and 3/4 of a pint of water.", 0.75, "pint"),
    ("A teaspoon holds roughly 1⁄6 of a fluid ounce.", 1 / 6, "ounce"),
])
def test_fractions_written_with_digits(nlp, text, value, unit):
    assert one(nlp, text, value).unit == unit


def test_slash_numbers_that_are_not_fractions(nlp):
    values = set(by_value(nlp, "Since 9/11 the centre has run 24/7, the board said on 3/4."))
    assert not values & {round(9 / 11, 6), round(24 / 7, 6), 0.75, 9.0, 11.0, 24.0, 7.0}


def test_share_written_as_slash_fraction(nlp):
    q = one(nlp, "Roughly 2/3 of members backed the merger.", 2 / 3)
    assert q.unit == "fraction"


def test_quarter_point(nlp):
    q = one(nlp, "The central bank trimmed its key rate by a quarter point on Thursday.", 0.25)
    assert q.unit == "point"


# --- units ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value,unit,name", [
    ("Madrid sweltered at 41C on Sunday.", 41, "°C", "celsius"),
    ("Phoenix hit 117F, a record for June.", 117, "°F", "fahrenheit"),
    ("Water in the lake stayed at 4 C all winter.", 4, "°C", "celsius"),
    ("The hatchback's engine makes 150 PS.", 150, "PS", "horsepower"),
    ("Customs seized 80 kilos of cocaine.", 80, "kilos", "kilogram"),
    ("The ferry cruises at 22 knots.", 22, "knots", "knot"),
    ("Analysts expect a 50bp hike.", 50, "bp", "basis point"),
    ("Spreads widened by 12 bps.", 12, "bps", "basis point"),
    ("The rear camera has a 48MP sensor.", 48, "MP", "megapixel"),
    ("The bill came to 9,000 rand.", 9000, "rand", "south african rand"),
    ("The fund holds 3 billion Hong Kong dollars of bonds.", 3e9, "HK$", "hong kong dollar"),
    ("Nestle will spend CHF 2 billion on the plant.", 2e9, "francs", "swiss franc"),
    ("A bag of rice now costs ₦45,000 in Lagos.", 45000, "naira", "nigerian naira"),
    ("The field held about 3 million barrels of oil.", 3e6, "barrels of oil", "barrel of oil"),
])
def test_units(nlp, text, value, unit, name):
    doc, found = parse_quantities(nlp, text)
    [q] = [q for q in found if q.value == pytest.approx(value)]
    assert q.unit == unit
    assert nq.newsquant_unit(q, doc) == name


def test_letter_after_a_number_that_is_not_a_temperature(nlp):
    found = parse_quantities(nlp, "She owns 3 F-150 trucks and gave the plan 5 C's out of 10.")[1]
    assert all(q.unit not in ("°C", "°F") for q in found)


def test_unit_noun_counted_by_the_number(nlp):
    q = one(nlp, "One imperial gallon is about 4.5 litres.", 1)
    assert q.unit == "gallon" and q.counted is None
    q = one(nlp, "The yacht drifted two nautical miles off course.", 2)
    assert q.unit == "nautical miles"


def test_share_of_the_things_is_still_a_fraction(nlp):
    q = one(nlp, "Half of the barrels leaked before the tanker docked.", 0.5)
    assert q.unit == "fraction" and q.counted == "barrel"


def test_video_resolution_is_not_thousands(nlp):
    values = set(by_value(nlp, "The set has a 4K display and the film was shot in 8K."))
    assert not values & {4000.0, 8000.0}


def test_now_before_an_age(nlp):
    q = one(nlp, "Her now-19-year-old son testified on Monday.", 19)
    assert q.unit == "year-old"


def test_torque_symbol_named_as_cqe_does(nlp):
    doc, found = parse_quantities(nlp, "The diesel delivers 380 lb-ft of torque.")
    [q] = found
    assert nq.newsquant_unit(q, doc) == "foot pound-force"


# --- ages -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("She will be 42 when the term ends.", 42),
    ("The driver was 34, police said.", 34),
    ("The senator turns 70 next month.", 70),
])
def test_age_as_the_predicate_of_a_person(nlp, text, value):
    assert one(nlp, text, value).unit == "years old"


@pytest.mark.parametrize("text,value", [
    ("He was 4 under par after the second round.", 4),
    ("The company was 100 when it closed its doors.", 100),
])
def test_not_ages(nlp, text, value):
    assert one(nlp, text, value).unit is None


def test_ages_listed_after_aged(nlp):
    found = by_value(nlp, "Two hikers, aged 23 and 29, were rescued on Saturday.")
    assert found[23].unit == found[29].unit == "years old"
    found = by_value(nlp, "The poll surveyed adults aged 18 to 34.")
    assert found[18].unit == found[34].unit == "years old"


# --- units a sentence leaves out ------------------------------------------------------------------

def test_same_preposition_carries_the_unit(nlp):
    found = by_value(nlp, "Exports grew by 4 percent in March while imports shrank by 2.")
    assert found[2].unit == "percent"
    found = by_value(nlp, "The Nikkei ended at 27,400 points, while the Hang Seng ended at 19,850.")
    assert found[19850].unit == "points"


def test_money_is_not_carried_to_a_bare_number(nlp):
    found = by_value(nlp, "Shares closed at $40 and the index closed at 3,400.")
    assert found[3400].unit is None


def test_contrast_in_time_carries_the_unit(nlp):
    found = by_value(nlp, "Rainfall averaged 3.2 inches in May and 1.9 last year.")
    assert found[1.9].unit == "inches"


def test_and_before_a_count_does_not_carry(nlp):
    found = by_value(nlp, "Prices rose 5% and 300 workers were laid off.")
    assert found[300].unit is None and found[300].counted == "worker"


def test_part_of_a_sum(nlp):
    found = by_value(nlp, "The city has spent 400 million of the 2 billion euros it borrowed.")
    assert found[4e8].unit == "€"


def test_suspended_hyphen(nlp):
    doc, found = parse_quantities(nlp, "The developer offers two-, three- and four-bedroom flats.")
    q = {q.value: q for q in found}
    assert q[2].counted == q[3].counted == q[4].counted == "bedroom"
    assert q[2].text == "two-" and q[3].text == "three-"
    assert nq.newsquant_unit(q[2], doc) == "bedroom"
    found = by_value(nlp, "They bought a four-and-a-half-acre plot.")
    assert all(not q.text.endswith("-") for q in found.values())


def test_from_to_with_words_between(nlp):
    text = "Fuel economy improved from 31 mpg in the old model to 36 in the new one."
    doc, found = parse_quantities(nlp, text)
    q = {q.value: q for q in found}
    assert q[36].unit == "mpg"
    merged = [(v, nq.newsquant_unit(u, doc)) for v, u in nq.merge_ranges(text, found)]
    assert merged == [(33.5, "mile per gallon")]


def test_from_to_range_keeps_the_rate(nlp):
    text = "Wheat has fallen from $9 a bushel in spring to $7.20 this week."
    doc, found = parse_quantities(nlp, text)
    q = {q.value: q for q in found}
    assert q[7.2].per == "bushel"
    merged = [(v, nq.newsquant_unit(u, doc)) for v, u in nq.merge_ranges(text, found)]
    assert merged == [(pytest.approx(8.1), "dollar per bushel")]


def test_from_up_to_is_a_range_in_newsquant(nlp):
    text = "The update raises the range from up to 300 miles to 330 miles."
    _, found = parse_quantities(nlp, text)
    assert [v for v, _ in nq.merge_ranges(text, found)] == [315]


# --- names and counted phrases ----------------------------------------------------------------------

def test_model_number_after_a_count(nlp):
    found = parse_quantities(nlp, "The carrier parked three new 777 Freighter jets at the airport.")[1]
    assert [q.value for q in found] == [3]
    doc, _ = parse_quantities(nlp, "The carrier parked three new 777 Freighter jets at the airport.")
    assert nq.newsquant_unit(found[0], doc) == "new 777 freighter jet"


def test_model_name_of_two_capitalised_words(nlp):
    found = parse_quantities(nlp, "Reviews compare the Pixel 8 Pro and the 15 Pro Max: both are fast.")[1]
    assert 15 not in [q.value for q in found]


@pytest.mark.parametrize("text,value,name", [
    ("The striker scored a record 41 goals this season.", 41, "record goal"),
    ("The top four teams qualify for the playoffs.", 4, "top team"),
    ("The chain sold 2.5 million frozen and chilled meals.", 2.5e6, "frozen chilled meal"),
])
def test_counted_phrase_names(nlp, text, value, name):
    doc, found = parse_quantities(nlp, text)
    [q] = [q for q in found if q.value == pytest.approx(value)]
    assert nq.newsquant_unit(q, doc) == name


def test_second_end_of_a_range_written_with_scales(nlp):
    found = by_value(nlp, "Sales are forecast at $2.5bn-$3bn next year.")
    assert found[3e9].unit == "$"


def test_ratio_and_multiple(nlp):
    found = by_value(nlp, "The board approved a 3-for-1 split; the shares trade at 12x earnings.")
    assert 3 not in found and 1 not in found
    assert found[12].unit == "times"


def test_symbol_units_are_case_sensitive(nlp):
    found = by_value(nlp, "The charger takes a 9V input and Leeds beat Hull 3 v 1.")
    assert found[9].unit == "V"
    assert all(q.unit != "V" for v, q in found.items() if v != 9)


def test_fraction_of_a_unit_written_as_one_word(nlp):
    found = by_value(nlp, "The cabin stands on a quarter-acre plot, a half-mile from the lake.")
    assert found[0.25].unit == "acre" and found[0.5].unit == "mile"
    assert not any(q.unit == "year" for q in parse_quantities(nlp, "The bank reported first half year results.")[1])


def test_a_percentage_after_daily_or_weekly_is_not_a_rate(nlp):
    q = one(nlp, "Average weekly pay rose 3.8% in the spring.", 3.8)
    assert q.unit == "percent" and q.per is None
    q = one(nlp, "Daily output reached 12,000 barrels.", 12000)
    assert q.per == "day"


def test_scale_and_unit_shared_through_a_nested_range(nlp):
    found = by_value(nlp, "The league expects revenue to grow from 4.1 to 5-6 billion euros within a decade.")
    assert set(found) == {4.1e9, 5e9, 6e9}
    assert {q.unit for q in found.values()} == {"€"}


def test_life_expectancy_and_age_of(nlp):
    assert one(nlp, "Life expectancy for women in the region is around 81.", 81).unit == "years old"
    assert one(nlp, "Only players over the age of 21 may apply.", 21).unit == "years old"


@pytest.mark.parametrize("text,value", [
    ("The cyclist, 58, was treated for minor injuries.", 58),
    ("Police said the gunman, 27, had fled on foot.", 27),  # the NER calls "27" a date
    ("A pensioner, 91, was rescued from the flooded cottage.", 91),
])
def test_an_age_set_off_by_commas_after_a_person_noun(nlp, text, value):
    assert one(nlp, text, value).unit == "years old"
