"""find_quantities on rates with any denominator, ranges, ages, names that are not quantities,
and the NewsQuant mapping of them (storyline.evaluation.newsquant). Hand-written sentences."""

import pytest

from storyline.evaluation import newsquant as nq
from storyline.extract.quant_units import per_at
from storyline.model import Quantity, Span
from tests.helpers.quantities import one, parse_quantities, quantities


# --- rates with a denominator that is not a time unit -------------------------------------------

@pytest.mark.parametrize("text,value,unit,per,ends", [
    ("Brent crude traded at $80 per barrel on Monday.", 80, "$", "barrel", "per barrel"),
    ("The board declared a dividend of $1.20 a share.", 1.2, "$", "share", "a share"),
    ("Spot gold was steady at $1,950 an ounce.", 1950, "$", "ounce", "an ounce"),
    ("Petrol averaged $3.40 per gallon last week.", 3.4, "$", "gallon", "per gallon"),
    ("The flats sell for about $1,100 per square foot.", 1100, "$", "square foot", "per square foot"),
    ("Office space leased at $80 per sq m.", 80, "$", "sq m", "per sq m"),
    ("The company lost 63 cents per share in the quarter.", 63, "cents", "share", "per share"),
    ("Income reached $40,000 per capita.", 40000, "$", "capita", "per capita"),
    ("Sea levels could rise 11 feet per century.", 11, "feet", "century", "per century"),
    ("The mine produces 40,000 tonnes/yr of copper.", 40000, "tonnes", "year", "/yr"),
    ("Rents rose to $2,000/month in the city.", 2000, "$", "month", "/month"),
])
def test_rate_denominators(nlp, text, value, unit, per, ends):
    q = one(nlp, text, value)
    assert (q.unit, q.per) == (unit, per)
    assert q.text.endswith(ends)  # the phrase's offsets cover the denominator


def test_per_population_is_one_rate_not_two_numbers(nlp):
    [q] = quantities(nlp, "The region recorded 12 deaths per 100,000 people.")
    assert (q.value, q.counted, q.per) == (12, "death", "100,000 people")
    assert q.text == "12 deaths per 100,000 people"


@pytest.mark.parametrize("text,value", [
    ("Revenue rose to $7.4 billion from $6.8 billion a year earlier.", 6.8e9),
    ("Sales were 40,000 a year ago.", 40000),
    ("The fine is 10 percent of the firm's annual turnover.", 10),
    ("The deal is worth $5 million, per the filing.", 5e6),
])
def test_not_a_rate(nlp, text, value):
    assert one(nlp, text, value).per is None


@pytest.mark.parametrize("text,value", [
    ("The earlier quota was 1,800 arrests a day before Miller raised it.", 1800),
    ("ICE has averaged about 1,000 arrests a day since January.", 1000),
    ("The plant made 500 cars a day after the upgrade.", 500),
])
def test_time_words_after_a_rate_keep_it(nlp, text, value):
    assert one(nlp, text, value).per == "day"


def test_per_at_reader():
    assert per_at(" a day") == ("day", 6)
    assert per_at(" per annum")[0] == "year"
    assert per_at(" a barrel, analysts said")[0] == "barrel"
    assert per_at("/yr")[0] == "year"
    assert per_at(" a year earlier") is None
    assert per_at(" per the agreement") is None
    assert per_at(" annual turnover") is None
    assert per_at(" a table") is None  # "a" + any noun is not a rate; "per" + any noun is


def test_rate_after_an_aside(nlp):
    q = one(nlp, "It is a 9 billion shekels ($2.4 billion) a year industry.", 9e9)
    assert (q.unit, q.per) == ("shekels", "year")


# --- ranges: both ends, each with its own offsets, share the unit --------------------------------

def test_between_and_percent(nlp):
    text = "Growth will be between 5 and 10 percent this year."
    low, high = quantities(nlp, text)
    assert (low.value, low.unit, high.value, high.unit) == (5, "percent", 10, "percent")
    assert text[low.span.start:low.span.end] == "5" and high.text == "10 percent"


def test_dash_range_and_watts(nlp):
    low, high = quantities(nlp, "Prices fell 5-10% after a 2-3W laser was fitted.")[:2]
    assert (low.value, low.unit, high.value, high.unit) == (5, "percent", 10, "percent")
    watts = [q for q in quantities(nlp, "We used a 5-10W laser.") if q.unit and q.unit.lower() == "w"]
    assert [q.value for q in watts] == [5, 10]


def test_range_shares_scale_and_rate(nlp):
    qs = quantities(nlp, "They expect from 3 to 4 million visitors, at between $62 and $68 per share.")
    vals = {(q.value, q.unit, q.per) for q in qs}
    assert (3e6, None, None) in vals and (4e6, None, None) in vals
    assert (62, "$", "share") in vals and (68, "$", "share") in vals


def test_range_scale_only_when_the_first_end_is_smaller(nlp):
    qs = quantities(nlp, "Claims ranged from $200 to $4 million; homes cost $370,000 to $5.5 million.")
    assert [q.value for q in qs] == [200, 4e6, 370000, 5.5e6]


def test_range_second_end_takes_the_first_ends_unit(nlp):
    qs = quantities(nlp, "He slimmed down from 208 pounds to 193 by cycling.")
    assert [(q.value, q.unit) for q in qs] == [(208, "pounds"), (193, "pounds")]


def test_change_then_level_is_not_a_range(nlp):
    qs = quantities(nlp, "Heineken rose 18 sen to RM23.50 on Friday.")
    assert [(q.value, q.unit) for q in qs] == [(18, None), (23.5, "RM")]
    assert qs[0].counted == "sen"


def test_scores_skipped_but_ranges_kept(nlp):
    assert quantities(nlp, "Thompson's layup tied the game at 89-89.") == []
    qs = quantities(nlp, "Sentences of 5-10 years were handed down.")
    assert [(q.value, q.unit) for q in qs] == [(5, "years"), (10, "years")]


# --- ages, fractions, scales, signs -------------------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("Maddon, 66, has used the downtime to get fit.", 66),
    ("The driver, Jane Smith, 41, was unhurt.", 41),
    ("A man aged 35 was arrested.", 35),
])
def test_ages(nlp, text, value):
    q = one(nlp, text, value)
    assert q.unit == "years old" and q.text == str(value)


def test_not_ages(nlp):
    q = one(nlp, "In Paris, 12 people were hurt.", 12)
    assert q.unit is None and q.counted == "people"


def test_one_in_three(nlp):
    text = "One in three Germans have housing problems, and 2 out of 5 voters agreed."
    a, b = quantities(nlp, text)
    assert (a.value, a.unit, a.text) == (pytest.approx(1 / 3), "fraction", "One in three Germans")
    assert (b.value, b.unit, b.counted) == (pytest.approx(0.4), "fraction", "voter")


@pytest.mark.parametrize("text,value,unit", [
    ("There were 4 hundred million people.", 4e8, None),
    ("The flat has a floor area of 32m2.", 32, "m2"),
    ("Arnold bought a notebook for 1,200€.", 1200, "€"),
    ("Tylenol 500mg tablets are sold in pharmacies.", 500, "mg"),
    ("The chip measures 352 μm across.", 352, "μm"),
    ("The engine makes 450 Nm of torque.", 450, "Nm"),
    ("Gant posted 0.5 WAR in relief.", 0.5, "WAR"),
    ("The mass of the sun is about 1.99×10^30 kilograms.", 1.99e30, "kilograms"),
    ("The package was worth up to PS2.7m.", 2.7e6, "£"),
    ("Nintendo fell 4.3 percent to Y=28,030.", 28030, "¥"),
    ("Deposits above 7.5 million Danish crowns are charged.", 7.5e6, "DKK"),
])
def test_units_and_scales(nlp, text, value, unit):
    assert one(nlp, text, value).unit == unit


@pytest.mark.parametrize("text", [
    "The debut of the 787 Dreamliner was marred by delays.",
    "She lives at 575 Wilbraham Road, near 22 Ave Foch.",
    "The category 4 hurricane made landfall.",
    "Seas could rise sharply by 2150.",
    "Labs ran COVID -19 checks.",
    "He played with his PS5 all day.",
])
def test_names_and_codes_are_not_quantities(nlp, text):
    assert quantities(nlp, text) == []


def test_sports_abbreviations_are_case_sensitive(nlp):
    assert one(nlp, "Two war veterans and 3 ERA leaders spoke.", 2).unit is None


def test_model_rule_keeps_counts_of_branded_things(nlp):
    q = one(nlp, "He bought 5 Tesla cars last year.", 5)
    assert q.counted == "car"


# --- NewsQuant mapping of the above -------------------------------------------------------------

def _q(text, start, value, unit=None, per=None, change=None, counted=None):
    s = Span("a", start, start + len(text))
    return Quantity(value, unit, counted, per, None, change, None, text, s, s)


def test_newsquant_unit_of_rates_and_fractions(nlp):
    assert nq.newsquant_unit(_q("$80 per sq m", 0, 80, "$", "sq m")) == "dollar per square metre"
    assert nq.newsquant_unit(_q("$2.24 per mmBTU", 0, 2.24, "$", "mmbtu")) == \
        "dollar per mega british thermal unit"
    assert nq.newsquant_unit(_q("63 cents per share", 0, 63, "cents", "share")) == "cent per share"
    assert nq.newsquant_unit(_q("66", 0, 66, "years old")) == "year of age"
    text = "A third of the adult population lives here."
    doc, [q] = parse_quantities(nlp, text)
    assert nq.newsquant_unit(q, doc) == "% adult population"


def test_merge_ranges_by_and_from():
    text = "the deficit increased by $43.6 billion to $419.2 billion"
    a = _q("increased by $43.6 billion", text.index("increased"), 43.6e9, "$", change="up")
    b = _q("$419.2 billion", text.index("$419"), 419.2e9, "$")
    assert [v for v, _ in nq.merge_ranges(text, [a, b])] == [43.6e9, 419.2e9]
    text = "growth will slow from 4.8 to 4.7 percent"
    a = _q("4.8", text.index("4.8"), 4.8, "percent")
    b = _q("4.7 percent", text.index("4.7"), 4.7, "percent")
    assert [v for v, _ in nq.merge_ranges(text, [a, b])] == [pytest.approx(4.75)]
    text = "temperatures dropped by 1 to 1.5 degrees"
    a = _q("dropped by 1", text.index("dropped"), 1, "degrees", change="down")
    b = _q("1.5 degrees", text.index("1.5"), 1.5, "degrees")
    assert [v for v, _ in nq.merge_ranges(text, [a, b])] == [1.25]


def test_score_halves():
    golds = [[{"v": 1.0, "u": "-"}], [{"v": 2.0, "u": "-"}], [{"v": 3.0, "u": "-"}]]
    preds = [[{"v": 1.0, "u": "-"}], [{"v": 5.0, "u": "-"}], [{"v": 3.0, "u": "x"}]]
    h = nq.score_halves(golds, preds)
    assert h["even"]["gold"] == 2 and h["odd"]["gold"] == 1
    assert h["even"]["value"][2] == 1.0 and h["even"]["value+unit"][2] == 0.5
    assert h["odd"]["value"][2] == 0.0


def test_a_rate_after_the_stuff_a_unit_measures(nlp):
    q = one(nlp, "Each villager uses 90 litres of water per capita.", 90)
    assert (q.unit, q.per) == ("litres", "capita")
