"""How well ``find_quantities`` reads numbers, measured on NewsQuant (CQE paper, EMNLP 2023).

NewsQuant: 590 English news sentences with 904 gold quantities (value, unit as written,
normalised unit, change, concept). No offsets are given, so matching is on values.

Matching is the one of ``/work/shared/scorers/newsquant_quantulum.py`` (the reference; for the
same predictions this module gives the same numbers, checked in ``tests/test_eval_facts.py``):

* gold ranges "a-b" are compared by their midpoint; values match with
  ``numpy.isclose(gold, pred, rtol=1e-5, atol=1e-8)``;
* units are lower-cased, stripped and mapped through ``UNIT_SYNONYMS`` on both sides;
* "one-to-one" (the headline figure): within a sentence each gold and each predicted quantity is
  used at most once; "paper-style": the looser loop of CQE_Evaluation's ``evaluate_models.py``.
  Both micro-averaged: P = matched / predicted, R = matched / gold.

Our ``Quantity`` is mapped to NewsQuant's vocabulary by ``newsquant_unit`` (part of the
evaluation, not of the extractor): our unit names to NewsQuant's normalised names (``$`` ->
``dollar``, ``percent`` -> ``percentage``, ``mph`` -> ``mile per hour`` ...), ``per`` appended
("dollar per month"), and for a bare count the counted noun as NewsQuant labels it ("people",
"home"), else ``-``. Unit names not in the reference's synonyms follow CQE's own unit dictionary
(``vivkaz/CQE``, ``CQE/unit.json``: "lb-ft" -> foot pound-force, "kn" symbols, currency names).
``merge_ranges`` turns two quantities joined by "to" / "-" / "between ... and" (or "from A <a few
words> to B") into one at the midpoint, as NewsQuant scores ranges; the extractor itself keeps both
ends, each with its own offsets.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from storyline.model import Quantity

# From the reference scorer, unchanged.
UNIT_SYNONYMS = {
    "dimensionless": "-", "unk": "-", "": "-",
    "per cent": "percentage", "percent": "percentage", "percentage drop": "percentage",
    "dollar dollar": "dollar", "united states dollar": "dollar", "us dollar": "dollar",
    "tonne": "metric ton", "degree angle": "degree", "degree celsius": "celsius",
    "degree fahrenheit": "fahrenheit", "degree angle degree fahrenheit": "fahrenheit",
    "second of arc": "second", "minute of arc": "minute", "yard yard": "yard",
    "cubic centimetre": "millilitre",
    "meter": "metre", "kilometer": "kilometre", "centimeter": "centimetre", "millimeter": "millimetre",
    "liter": "litre", "milliliter": "millilitre", "square meter": "square metre",
    "square kilometer": "square kilometre", "kilometer per hour": "kilometre per hour",
}

# Our unit names (storyline.extract.quantities) -> NewsQuant normalised unit names.
OUR_UNITS = {
    "$": "dollar", "percent": "percentage", "A$": "australian dollar", "C$": "canadian dollar",
    "HK$": "hong kong dollar", "NZ$": "new zealand dollar", "S$": "singapore dollar", "€": "euro",
    "£": "pound sterling", "¥": "japanese yen", "Rs": "indian rupee", "yuan": "chinese yuan",
    "cents": "cent", "pence": "penny", "shekels": "shekel", "rubles": "russian ruble", "pesos": "peso",
    "francs": "swiss franc", "won": "south korean won", "RM": "malaysian ringgit",
    "percentage points": "percentage point", "percentage point": "percentage point",
    "basis points": "basis point", "points": "point", "point": "point",
    "miles per hour": "mile per hour", "mph": "mile per hour", "kilometres per hour": "kilometre per hour",
    "kilometers per hour": "kilometre per hour", "km/h": "kilometre per hour", "kmh": "kilometre per hour",
    "square miles": "square mile", "square feet": "square foot", "square metres": "square metre",
    "square meters": "square metre", "sq m": "square metre", "square kilometres": "square kilometre",
    "square kilometers": "square kilometre", "year-old": "year of age", "years old": "year of age",
    "year old": "year of age", "km": "kilometre", "kilometres": "kilometre", "kilometers": "kilometre",
    "kilometre": "kilometre", "kilometer": "kilometre", "miles": "mile", "mile": "mile", "m": "metre",
    "metres": "metre", "meters": "metre", "metre": "metre", "meter": "metre", "feet": "foot",
    "foot": "foot", "ft": "foot", "inches": "inch", "inch": "inch", "yards": "yard", "yard": "yard",
    "cm": "centimetre", "mm": "millimetre", "kg": "kilogram", "kilograms": "kilogram",
    "kilogram": "kilogram", "grams": "gram", "gram": "gram", "g": "gram", "lbs": "pound-mass",
    "lb": "pound-mass", "pounds": "pound-mass", "tons": "ton", "ton": "ton", "tonnes": "metric ton",
    "tonne": "metric ton", "acres": "acre", "acre": "acre", "hectares": "hectare", "hectare": "hectare",
    "litres": "litre", "liters": "litre", "litre": "litre", "liter": "litre", "l": "litre",
    "gallons": "gallon", "gallon": "gallon", "barrels": "barrel", "barrel": "barrel",
    "bpd": "barrel per day", "degrees": "degree", "degree": "degree", "mw": "megawatt", "MW": "megawatt",
    "gw": "gigawatt", "GW": "gigawatt", "kw": "kilowatt", "kW": "kilowatt", "KW": "kilowatt",
    "kwh": "kilowatt hour", "kWh": "kilowatt hour", "mwh": "megawatt hour", "gwh": "gigawatt hour",
    "gb": "gigabyte", "GB": "gigabyte", "mb": "megabyte", "MB": "megabyte", "tb": "terabyte",
    "TB": "terabyte", "hp": "horsepower", "bhp": "brake horsepower", "mpg": "mile per gallon",
    "rpm": "revolutions per minute", "hours": "hour", "hour": "hour", "minutes": "minute",
    "minute": "minute", "seconds": "second", "second": "second", "days": "day", "day": "day",
    "weeks": "week", "week": "week", "months": "month", "month": "month", "years": "year",
    "year": "year", "decades": "decade", "decade": "decade", "times": "count", "fold": "count",
    "hz": "hertz", "khz": "kilohertz", "mhz": "megahertz", "ghz": "gigahertz", "mbps": "megabit per second",
    "gbps": "gigabit per second", "kbps": "kilobit per second", "mah": "milliampere-hour",
    "ml": "millilitre", "nm": "nanometre", "gpa": "gigapascal", "mpa": "megapascal",
    "lb-ft": "foot pound-force", "pound-feet": "pound-foot", "w": "watt", "W": "watt", "ppm": "parts-per-million",
    "ppb": "parts-per-billion", "fraction": "-", "G": "generation wireless", "pound-foot": "pound-foot",
    "nanometers": "nanometre", "nanometer": "nanometre", "nanometres": "nanometre", "nanometre": "nanometre",
    "millimeters": "millimetre", "millimeter": "millimetre", "millimetres": "millimetre",
    "millimetre": "millimetre", "centimeters": "centimetre", "centimeter": "centimetre",
    "centimetres": "centimetre", "centimetre": "centimetre", "sq ft": "square foot",
    "gigatonnes": "gigaton", "gigatons": "gigaton", "megatonnes": "megaton", "degrees celsius": "celsius",
    "degrees fahrenheit": "fahrenheit", "degree celsius": "celsius", "degree fahrenheit": "fahrenheit",
    "celsius": "celsius", "fahrenheit": "fahrenheit", "degf": "fahrenheit", "deg f": "fahrenheit",
    "degc": "celsius", "deg c": "celsius", "m.p.h.": "mile per hour", "mins": "minute", "min": "minute",
    "gigawatts": "gigawatt", "megawatts": "megawatt", "kilowatts": "kilowatt", "watts": "watt",
    "terabytes": "terabyte", "gigabytes": "gigabyte", "megabytes": "megabyte", "horsepower": "horsepower",
    "DKK": "danish krone", "SEK": "swedish krone", "NOK": "norwegian krone", "CZK": "czech koruna",
    "basis point": "basis point", "m2": "square metre", "km2": "square kilometre", "cm2": "square centimetre",
    "sq km": "square kilometre", "sq mi": "square mile", "square kilometre": "square kilometre",
    "square mile": "square mile", "square foot": "square foot", "square metre": "square metre",
    "square meter": "square metre", "μm": "micrometre", "µm": "micrometre", "micrometres": "micrometre",
    "micrometers": "micrometre", "micrometre": "micrometre", "micrometer": "micrometre", "microns": "micrometre",
    "micron": "micrometre", "mg": "milligram", "milligrams": "milligram", "milligram": "milligram",
    "mcg": "microgram", "km/hr": "kilometre per hour", "kph": "kilometre per hour", "°c": "celsius",
    "°f": "fahrenheit", "°": "degree", "″": "inch", "′": "foot", "Nm": "newton metre",
    "newton metres": "newton metre", "newton meters": "newton metre", "kilowatt-hours": "kilowatt hour",
    "kilowatt hours": "kilowatt hour", "megawatt-hours": "megawatt hour", "megawatt hours": "megawatt hour",
    "ounces": "ounce", "ounce": "ounce", "oz": "ounce", "pints": "pint", "pint": "pint", "quarts": "quart",
    "quart": "quart", "cubic metres": "cubic metre", "cubic meters": "cubic metre", "cubic feet": "cubic foot",
    "tbsp": "tablespoon", "tsp": "teaspoon", "volts": "volt", "volt": "volt", "amps": "ampere",
    "mbit/s": "megabit per second", "years old": "year of age", "month-old": "month of age",
    "months old": "month of age", "week-old": "week of age", "weeks old": "week of age", "day-old": "day of age",
    "days old": "day of age", "WAR": "win above replacement", "ERA": "earned run average", "ppg": "point per game",
    "p": "point",  # NewsQuant names pence written "p" ("118.5p") "point"
    "rpg": "rebound per game", "apg": "assist per game", "yds": "yard", "pts": "point",
    # names below from CQE's own unit dictionary (vivkaz/CQE, CQE/unit.json), the vocabulary NewsQuant uses
    "°C": "celsius", "°F": "fahrenheit", "PS": "horsepower", "kilos": "kilogram", "kilo": "kilogram",
    "knots": "knot", "knot": "knot", "nautical miles": "mile", "nautical mile": "mile", "bps": "basis point",
    "twh": "terawatt hour", "terawatt-hours": "terawatt hour", "terawatt hours": "terawatt hour",
    "gigawatt-hours": "gigawatt hour", "gigawatt hours": "gigawatt hour", "terawatts": "terawatt",
    "decibels": "decibel", "decibel": "decibel", "db": "decibel", "megapixels": "megapixel",
    "megapixel": "megapixel", "milliseconds": "millisecond", "millisecond": "millisecond",
    "nanoseconds": "nanosecond", "centuries": "century", "century": "century", "calories": "calorie",
    "calorie": "calorie", "kcal": "kilocalorie", "carats": "carat", "carat": "carat", "bushels": "bushel",
    "bushel": "bushel", "gigahertz": "gigahertz", "megahertz": "megahertz", "petabytes": "petabyte",
    "kilobytes": "kilobyte", "light-years": "light-year", "light years": "light-year",
    "psi": "pound per square inch", "joules": "joule", "kilojoules": "kilojoule", "amperes": "ampere",
    "ampere": "ampere", "ohms": "ohm", "hectopascals": "hectopascal", "millibars": "millibar",
    "metric tons": "metric ton", "metric tonnes": "metric ton", "cubic yards": "cubic yard",
    "cubic inches": "cubic inch", "cubic kilometres": "cubic kilometre", "cubic kilometers": "cubic kilometre",
    "square inches": "square inch", "square yards": "square yard", "square centimetres": "square centimetre",
    "square centimeters": "square centimetre", "fl oz": "fluid ounce", "millilitres": "millilitre",
    "milliliters": "millilitre", "centilitres": "centilitre", "rand": "south african rand",
    "naira": "nigerian naira", "lira": "turkish lira", "baht": "thai baht",
    "dirhams": "united arab emirates dirham", "riyals": "saudi riyal", "zlotys": "polish złoty",
    "rupiah": "indonesian rupiah", "kuna": "croatian kuna", "hryvnias": "ukrainian hryvnia",
    "forints": "hungarian forint", "bitcoin": "bitcoin", "barrels of oil": "barrel of oil",
    "barrel of oil": "barrel of oil", "mp": "megapixel", "MP": "megapixel", "bp": "basis point",
    "NT$": "new taiwan dollar", "V": "volt", "kV": "kilovolt", "mV": "millivolt", "kB": "kilobyte",
    "KB": "kilobyte", "kPa": "kilopascal", "hPa": "hectopascal", "Pa": "pascal", "mi": "mile", "ha": "hectare",
    "atm": "standard atmosphere", "mol": "mole", "m/s": "metre per second", "km/s": "kilometre per second",
    "Gbit": "gigabit", "mA": "milliampere", "kN": "kilonewton",
}
# Our ``per`` denominators (lower-case nouns as written) -> NewsQuant's names; others pass through
# OUR_UNITS (singular) or unchanged.
PER_NAMES = {"sq m": "square metre", "sq. m": "square metre", "sq ft": "square foot", "sq. ft": "square foot",
             "mmbtu": "mega british thermal unit", "btu": "british thermal unit", "kwh": "kilowatt hour",
             "mwh": "megawatt hour", "capita": "capita", "head": "head", "liter": "litre",
             "square meter": "square metre", "kilowatt-hour": "kilowatt hour", "megawatt-hour": "megawatt hour"}
_FRACTION_WORDS = frozenset("half halves third thirds quarter quarters fifth fifths".split())
_SCALE_WORDS = frozenset("hundred thousand million billion trillion dozen dozens hundreds thousands millions "
                         "billions of tens m mn mln bn bln b k tn trn crore crores lakh lakhs".split())
_RANGE_GAP = re.compile(r"\s*(?:-|–|—|to|and|or)\s*(?:\$|€|£)?\s*", re.I)
_BARE_END = re.compile(r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten))$", re.I)
_RANGE_BEFORE = re.compile(r"\b(?:between|from)\s+(?:(?:about|around|some|roughly|nearly|up\s+to)\s+)?"
                           r"(?:\$|€|£)?\s*$", re.I)
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:(?:about|around|some|roughly|nearly|up\s+to)\s+)?(?:\$|€|£)?\s*$", re.I)
# "from $36,040 at 10.45pm to $34,935", "from 20 mpg in 2008 to 29 mpg": a few words between the ends
_FROM_GAP = re.compile(r"\s+(?:[^\s,;:]+\s+){0,5}?to\s+(?:\$|€|£)?\s*", re.I)
_BY_BEFORE = re.compile(r"\bby\s+(?:\$|€|£)?\s*$", re.I)  # "increased by $43.6 billion to $419.2 billion"


def norm_unit(u: str | None) -> str:
    """The reference normalisation of a unit name."""
    u = (u or "").strip().lower()
    return UNIT_SYNONYMS.get(u, u)


def gold_value(v: str) -> float:
    """A gold value as a number; "a-b" ranges by their midpoint (as the reference)."""
    s = str(v).strip()
    if "E" not in s and not s.startswith("-") and "-" in s:
        a, b = s.split("-", 1)
        return (float(a) + float(b)) / 2
    return float(s)


def _vmatch(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-08 + 1e-05 * abs(b)  # numpy.isclose(a, b, rtol=1e-5, atol=1e-8)


def newsquant_unit(q: Quantity, doc=None) -> str:
    """NewsQuant's normalised unit for one of our quantities (see the module docstring).

    With ``doc`` (the parse ``q`` came from), a bare count is labelled with the counted noun
    phrase as NewsQuant writes it: the lemmas of the adjectives/nouns from the number to the
    counted noun inside the quantity's own text ("four different bosses" -> "different boss");
    a count whose noun is not in its text ("rose 8% to 3.65") is unitless, "-".
    """
    if q.unit == "fraction":  # NewsQuant writes "a third of the population" as "% population"
        base = "% " + ((_counted_phrase(doc, q) if doc is not None and q.counted else None) or "-")
    elif q.unit is not None:
        base = OUR_UNITS.get(q.unit, OUR_UNITS.get(q.unit.lower(), q.unit.lower()))
    elif q.counted and (doc is None or q.text.endswith("-")):  # "four-" (, five- and six-cylinder)
        base = q.counted
    elif q.counted:
        base = _counted_phrase(doc, q) or "-"
    else:
        base = "-"
    if q.per and base not in ("-", "barrel per day") and " per " not in base:
        per = PER_NAMES.get(q.per, OUR_UNITS.get(q.per, q.per))
        base = f"{base} per {per}"
    return norm_unit(base)


def _counted_phrase(doc, q: Quantity) -> str | None:
    span = doc.char_span(q.span.start, q.span.end, alignment_mode="expand")
    if span is None:
        return None
    toks = list(span)
    head = next((t for t in reversed(toks) if (t.lemma_.lower() == q.counted.lower() or t.text == q.counted)
                 and not t.like_num), None)
    if head is None:
        return None
    numish = [t.pos_ == "NUM" or t.text[:1].isdigit() or t.text in "$%" or t.lower_ in _SCALE_WORDS for t in toks]
    if not any(numish[:head.i - toks[0].i]):
        first = toks[0].i
    else:  # after the number the quantity starts with ("two new 737 Max jets" -> "new 737 max jet")
        k = last = numish.index(True)
        while k < len(toks) and toks[k].i < head.i:  # on through "out of three", to the first content word
            if numish[k]:
                last = k
            elif toks[k].pos_ in ("ADJ", "NOUN", "PROPN", "VERB"):
                break
            k += 1
        first = toks[last].i + 1
    words: list[str] = []
    lead = next((t for t in toks if t.pos_ == "NUM" or t.text[:1].isdigit()), None)
    # a noun or ranking word before the number that narrows what is counted: "a record 32 goals" -> "record goal",
    # "the top three seeds" -> "top seed"
    i = lead.i - 1 if lead is not None and lead.i < head.i else -1
    while i >= 0 and doc[i].head.i == head.i and doc[i].dep_ in ("amod", "compound", "nmod") \
            and ((doc[i].pos_ == "NOUN" and doc[i].tag_ == "NN") or doc[i].lower_ in ("top", "bottom")):
        words.insert(0, doc[i].lemma_.lower())
        i -= 1
    for t in doc[first:head.i + 1]:
        if t.lower_ in ("more", "other", "additional", "further", "extra") or t.lower_ in _FRACTION_WORDS:
            continue
        if t.pos_ in ("ADJ", "NOUN", "PROPN", "NUM") or t.text == "-":
            w = t.text if t.pos_ == "NUM" else t.lemma_.lower()
            if t.tag_ == "NNPS" and w.endswith("s") and not w.endswith("ss"):
                w = w[:-1]  # "World Cups" -> "world cup", as NewsQuant writes plurals
            if words and (t.text == "-" or doc[t.i - 1].text == "-") and not doc[t.i - 1].whitespace_:
                words[-1] += w
            else:
                words.append(w)
    return " ".join(w.strip("-") for w in words if w.strip("-")) or None


_VAGUE_TEXT = re.compile(r"^(?:(?:about|some|nearly|more than|over)\s+)?(tens\s+of\s+|hundreds\s+of\s+)?"
                         r"(dozens|scores|hundreds|thousands|millions|billions)\b", re.I)


def vague_value(q: Quantity) -> float:
    """NewsQuant's value for a vague plural: the middle of its decade ("hundreds" -> 550,
    "dozens" -> 66, "tens of thousands" -> 55,000); other quantities keep their value."""
    m = _VAGUE_TEXT.match(q.text)
    if not m or q.bound != "more than":
        return q.value
    low = {"dozens": 12, "scores": 20, "hundreds": 100, "thousands": 1e3, "millions": 1e6,
           "billions": 1e9}[m.group(2).lower()]
    if m.group(1):
        low *= 10 if m.group(1).lower().startswith("tens") else 100
    return low * 5.5


def merge_ranges(text: str, quantities: list[Quantity]) -> list[tuple[float, Quantity]]:
    """(value, quantity) pairs with "15 to 22 mph" / "between 3 and 5" as one midpoint value."""
    qs = sorted(quantities, key=lambda q: q.span.start)
    out: list[tuple[float, Quantity]] = []
    i = 0
    while i < len(qs):
        q = qs[i]
        if i + 1 < len(qs):
            n = qs[i + 1]
            gap = text[q.span.end:n.span.start]
            lead = text[:q.span.start] + q.text[:re.search(r"\d|$", q.text).start()]  # up to the number
            joined = (_RANGE_GAP.fullmatch(gap) or (_FROM_BEFORE.search(lead) and _FROM_GAP.fullmatch(gap))) \
                and n.span.start >= q.span.end
            word = gap.strip().lower() if _RANGE_GAP.fullmatch(gap) else "to"
            opened = _RANGE_BEFORE.search(lead) is not None
            bare_by = _BY_BEFORE.search(lead) is not None and _BARE_END.search(q.text) is not None
            # "rose 8% to 3.65" is a change and a level; "increased by $43.6bn to $419.2bn" an amount and a
            # level; "dropped by 1 to 1.5 degrees" a range
            ok = joined and (word != "and" or opened) and (not q.change or word != "to" or opened or bare_by) \
                and not (_BY_BEFORE.search(lead) and not bare_by)
            bare = q.unit is None and _BARE_END.search(q.text) is not None
            # "20 miles per gallon to 29 mpg": the same unit under two names
            same_unit = q.unit == n.unit or bare or (q.unit is not None and n.unit is not None
                                                     and newsquant_unit(q) == newsquant_unit(n))
            if ok and same_unit and (n.value > q.value >= 0 or (opened and q.value > n.value >= 0)):
                unit_q = q if (q.unit is not None and n.unit is None) or (q.per and not n.per) else n
                out.append(((q.value + n.value) / 2, unit_q))
                i += 2
                continue
        out.append((vague_value(q), q))
        i += 1
    return out


def one_to_one(gold: list[dict], pred: list[dict], use_unit: bool) -> int:
    """Matches when each gold and each prediction is used at most once (greedy, exact)."""
    used = [False] * len(pred)
    hits = 0
    for g in gold:
        for j, p in enumerate(pred):
            if used[j] or not _vmatch(g["v"], p["v"]):
                continue
            if use_unit and g["u"] != p["u"]:
                continue
            used[j] = True
            hits += 1
            break
    return hits


def paper_style(gold: list[dict], pred: list[dict]) -> tuple[int, int]:
    """(value hits, value+unit hits) by the loop of CQE_Evaluation's evaluate_models.py."""
    tags = sorted(pred, key=lambda d: d["u"])
    budget = len(gold)
    v_hits = vu_hits = 0
    for g in sorted(gold, key=lambda d: d["u"]):
        for p in list(tags):
            if _vmatch(g["v"], p["v"]):
                if budget > 0:
                    v_hits += 1
                    budget -= 1
                if p["u"] == g["u"]:
                    vu_hits += 1
                    tags.remove(p)
                    break
    return v_hits, vu_hits


def prf(hits: int, n_gold: int, n_pred: int) -> tuple[float, float, float]:
    """(precision, recall, F1) as fractions."""
    p = hits / n_pred if n_pred else 0.0
    r = hits / n_gold if n_gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def score(golds: list[list[dict]], preds: list[list[dict]]) -> dict:
    """Both matchings over all sentences; each item is ``{"v": float, "u": normalised unit}``."""
    n_gold = sum(map(len, golds))
    n_pred = sum(map(len, preds))
    hv = hvu = pv = pvu = 0
    for g, p in zip(golds, preds):
        hv += one_to_one(g, p, False)
        hvu += one_to_one(g, p, True)
        a, b = paper_style(g, p)
        pv += a
        pvu += b
    return {"gold": n_gold, "predicted": n_pred,
            "value": prf(hv, n_gold, n_pred), "value+unit": prf(hvu, n_gold, n_pred),
            "paper_value": prf(pv, n_gold, n_pred), "paper_value+unit": prf(pvu, n_gold, n_pred)}


def score_halves(golds: list[list[dict]], preds: list[list[dict]]) -> dict:
    """``score`` over the development half ("even": the sentences at even positions in file order,
    the half the extractor rules are written from) and over the reported half ("odd": held out);
    the halves are those of ``storyline.evaluation.splits``."""
    from storyline.evaluation.splits import newsquant_part

    return {"even": score(newsquant_part(golds, "develop"), newsquant_part(preds, "develop")),
            "odd": score(newsquant_part(golds, "reported"), newsquant_part(preds, "reported"))}


def load_newsquant(bench_dir: Path) -> list[dict]:
    """The 590 sentences with gold as ``{"v", "u"}`` dicts under ``"gold"``."""
    data = json.loads((Path(bench_dir) / "newsquant" / "NewsQuant.json").read_text(encoding="utf8"))
    for x in data:
        x["gold"] = [{"v": gold_value(q["value"]), "u": norm_unit(q["normalized_unit"])}
                     for q in x["quantities"]]
    return data


def storyline_predictions(data: list[dict], nlp) -> list[list[dict]]:
    """Our extractor on each sentence, mapped to NewsQuant's units."""
    from storyline.extract import parse
    from storyline.extract.quantities import find_quantities
    from storyline.sentences import split_sentences

    preds = []
    for x in data:
        text = x["text"]
        sents = split_sentences(text)
        doc = parse(nlp, text, sents)
        qs = find_quantities(doc, "nq", sents)
        preds.append([{"v": v, "u": newsquant_unit(q, doc), "text": q.text} for v, q in merge_ranges(text, qs)])
    return preds


def quantulum_predictions(data: list[dict]) -> list[list[dict]] | None:
    """quantulum3 (rule-based disambiguation, as the reference's --no-classifier) or None."""
    try:
        from quantulum3 import classifier as q3clf
        from quantulum3 import parser as q3
    except ImportError:
        return None
    q3clf.USE_CLF = False
    return [[{"v": float(q.value), "u": norm_unit(q.unit.name), "text": q.surface} for q in q3.parse(x["text"])]
            for x in data]


def evaluate_newsquant(bench_dir: Path, nlp, baseline: bool = True) -> dict:
    """Scores of storyline (and quantulum3 when installed) on NewsQuant: all 590 sentences under
    ``"storyline"``, the development half under ``"storyline_even"``, the held-out half under
    ``"storyline_odd"`` (see ``score_halves``)."""
    data = load_newsquant(bench_dir)
    golds = [x["gold"] for x in data]
    t0 = time.perf_counter()
    ours = storyline_predictions(data, nlp)
    res = {"sentences": len(data), "storyline": score(golds, ours),
           "storyline_seconds": time.perf_counter() - t0}
    res.update({f"storyline_{k}": v for k, v in score_halves(golds, ours).items()})
    if baseline:
        q3 = quantulum_predictions(data)
        if q3 is not None:
            res["quantulum3"] = score(golds, q3)
    return res
