"""Units for quantities: currency signs and words, measurement units, rates ("a day", "per barrel").

Tables and small readers used by ``storyline.extract.quantities``; no spaCy here.
"""

from __future__ import annotations

import re
from types import MappingProxyType

from .lexicon import words

CURRENCY = MappingProxyType({
    "$": "$", "us$": "$", "$us": "$", "usd": "$", "a$": "A$", "au$": "A$", "c$": "C$", "ca$": "C$",
    "hk$": "HK$", "nz$": "NZ$", "s$": "S$", "€": "€", "eur": "€", "£": "£", "gbp": "£",
    "¥": "¥", "rs": "Rs", "rs.": "Rs", "₹": "Rs", "rm": "RM", "aud": "A$", "cad": "C$", "inr": "Rs",
    "jpy": "¥", "hkd": "HK$", "cny": "yuan", "$a": "A$", "$c": "C$", "$nz": "NZ$", "$hk": "HK$", "$s": "S$",
    "ps": "£", "y=": "¥", "chf": "francs", "zar": "rand", "sgd": "S$", "nzd": "NZ$", "nt$": "NT$", "₦": "naira",
    "₺": "lira", "₩": "won", "₽": "rubles", "₱": "pesos", "฿": "baht", "₪": "shekels",
})
CURRENCY_WORDS = MappingProxyType({
    "dollars": "$", "dollar": "$", "euros": "€", "euro": "€", "pounds sterling": "£",
    "sterling": "£", "yen": "¥", "yuan": "yuan", "renminbi": "yuan", "rupees": "Rs", "rupee": "Rs",
    "cents": "cents", "cent": "cents", "pence": "pence", "shekels": "shekels", "rubles": "rubles",
    "roubles": "rubles", "pesos": "pesos", "francs": "francs", "won": "won",
    "usd": "$", "eur": "€", "gbp": "£", "jpy": "¥", "aud": "A$", "cad": "C$", "inr": "Rs", "cny": "yuan",
    "hkd": "HK$", "ringgit": "RM", "danish crowns": "DKK", "danish kroner": "DKK", "danish krone": "DKK",
    "swedish crowns": "SEK", "swedish kronor": "SEK", "swedish krona": "SEK", "norwegian crowns": "NOK",
    "norwegian kroner": "NOK", "norwegian krone": "NOK", "czech crowns": "CZK", "czech koruna": "CZK",
    "dkk": "DKK", "sek": "SEK", "nok": "NOK", "czk": "CZK", "swiss francs": "francs",
    "rand": "rand", "naira": "naira", "lira": "lira", "liras": "lira", "baht": "baht", "dirhams": "dirhams",
    "dirham": "dirhams", "riyals": "riyals", "riyal": "riyals", "zlotys": "zlotys", "zloty": "zlotys",
    "rupiah": "rupiah", "kuna": "kuna", "hryvnias": "hryvnias", "hryvnia": "hryvnias", "forints": "forints",
    "forint": "forints", "bitcoins": "bitcoin", "bitcoin": "bitcoin", "chf": "francs", "zar": "rand",
    "sgd": "S$", "nzd": "NZ$", "hong kong dollars": "HK$", "hong kong dollar": "HK$", "australian dollars": "A$",
    "australian dollar": "A$", "canadian dollars": "C$", "canadian dollar": "C$", "new zealand dollars": "NZ$",
    "singapore dollars": "S$", "taiwan dollars": "NT$", "us dollars": "$", "u.s. dollars": "$",
})
# Every unit the extractor gives a sum of money: "$", "A$", "Rs", "DKK", "naira", "cents" ...
CURRENCY_UNITS = frozenset(CURRENCY.values()) | frozenset(CURRENCY_WORDS.values())
# Sports statistics after a number ("0.5 WAR", "a 3.45 ERA", "25.3 ppg"), matched case-sensitively.
SPORTS_UNITS = ("WAR", "ERA", "ppg", "rpg", "apg", "PPG", "RPG", "APG", "yds", "pts",
                "PS")  # and metric horsepower in car reviews ("300 PS"), also case-sensitive
# SI-style symbols, case-sensitive so that "5 v 3" (a score) or "Form 3 A" are not read as units.
SYMBOL_UNITS = ("km/s", "m/s", "kPa", "hPa", "Pa", "kV", "mV", "V", "kB", "KB", "mA", "kN", "Gbit", "mi", "ha", "atm",
                "mol", "bps", "bp", "MP")  # basis points ("a 25bp cut"; not BP the company), megapixels
# Units kept as written (lower-cased except symbols); plural/singular forms both listed.
UNIT_WORDS = (
    "percentage points", "percentage point", "basis points", "miles per hour", "kilometres per hour",
    "kilometers per hour", "square miles", "square feet", "square metres", "square meters",
    "square kilometres", "square kilometers", "year-old", "years old", "year old", "points", "point",
    "km", "kilometres", "kilometers", "kilometre", "kilometer", "miles", "mile", "mph", "km/h",
    "metres", "meters", "metre", "meter", "feet", "foot", "ft", "inches", "inch", "yards", "yard",
    "cm", "mm", "kg", "kilograms", "kilogram", "grams", "gram", "g", "lbs", "lb", "pounds", "tons",
    "tonnes", "ton", "tonne", "acres", "acre", "hectares", "hectare", "litres", "liters", "litre",
    "liter", "gallons", "gallon", "barrels", "barrel", "bpd", "degrees", "degree", "mw", "gw", "kw",
    "kwh", "mwh", "gwh", "gb", "mb", "tb", "hp", "mpg", "rpm", "hours", "hour", "minutes", "minute",
    "seconds", "second", "days", "day", "weeks", "week", "months", "month", "years", "year",
    "decades", "decade", "times", "fold", "hz", "khz", "mhz", "ghz", "mbps", "gbps", "kbps", "mah", "ml",
    "nm", "gpa", "lb-ft", "bhp", "w", "l", "tb", "mpa", "ppm", "ppb", "kmh",
    "pound-feet", "pound-foot", "nanometers", "nanometer", "nanometres", "nanometre", "millimeters",
    "millimeter", "millimetres", "millimetre", "centimeters", "centimeter", "centimetres", "centimetre",
    "sq m", "sq ft", "gigatonnes", "gigatons", "megatonnes", "degrees celsius", "degrees fahrenheit",
    "degree celsius", "degree fahrenheit", "celsius", "fahrenheit", "degf", "degc", "deg c", "deg f",
    "m.p.h.", "mins", "min", "gigawatts", "megawatts", "kilowatts", "watts", "terabytes", "gigabytes",
    "megabytes", "horsepower", "basis point", "m2", "km2", "cm2", "sq km", "sq mi", "square kilometre",
    "square kilometer", "square mile", "square foot", "square metre", "square meter", "μm", "µm", "micrometres",
    "micrometers", "micrometre", "micrometer", "microns", "micron", "mg", "milligrams", "milligram", "mcg",
    "km/hr", "kph", "°c", "°f", "°", "″", "′", "Nm", "newton metres", "newton meters", "kilowatt-hours",
    "kilowatt hours", "megawatt-hours", "megawatt hours", "ounces", "ounce", "oz", "pints", "pint", "quarts",
    "quart", "month-old", "months old", "week-old", "weeks old", "day-old", "days old", "cubic metres",
    "cubic meters", "cubic feet", "tbsp", "tsp", "volts", "volt", "amps", "mbit/s",
    "kilos", "kilo", "knots", "knot", "nautical miles", "nautical mile", "twh", "terawatt-hours",
    "terawatt hours", "gigawatt-hours", "gigawatt hours", "terawatts", "decibels", "decibel", "megapixels",
    "megapixel", "milliseconds", "millisecond", "nanoseconds", "centuries", "century", "calories", "calorie",
    "kcal", "carats", "carat", "bushels", "bushel", "gigahertz", "megahertz", "petabytes", "kilobytes",
    "light-years", "light years", "psi", "joules", "kilojoules", "amperes", "ampere", "ohms", "hectopascals",
    "millibars", "metric tons", "metric tonnes", "cubic yards", "cubic inches", "cubic kilometres",
    "cubic kilometers", "square inches", "square yards", "square centimetres", "square centimeters", "fl oz",
    "millilitres", "milliliters", "centilitres", "barrels of oil", "barrel of oil",
)
# unit nouns the parse may find as what a number counts ("One US fluid ounce", "two nautical miles")
MEASURE_WORDS = words("quantities", "measure_words")
TIME_NOUNS = words("quantities", "time_nouns")
# Rates. Time denominators after a/an/per/each/every ("1,800 a day"), but not "a year earlier".
_TIME_PER = r"(day|night|week|month|quarter|year|hour|minute|second|decade|century|season|game)"
# Price denominators that may follow "a"/"an" ("$80 a barrel", "$1.20 a share", "$1,271 an ounce").
_PRICE_PER = (r"(barrel|share|ounce|gallon|litre|liter|pound|kilo|kilogram|gram|ton|tonne|bushel|head|person|"
              r"ticket|seat|unit|dose|pill|pack|bottle|kilowatt[\s-]hour|megawatt[\s-]hour|square\s+(?:foot|"
              r"metre|meter|mile)|sq\.?\s*(?:ft|m)|acre|hectare|pop|piece|vote|visit|passenger|student|pupil|"
              r"household|worker|employee|member|mile|kilometre|kilometer)")
# "a year earlier", "a day later", "a year ago" are times, not rates ("1,800 a day before the change" is one)
_NOT_RATE = r"(?![\w-]|\s+(?:ago|earlier|later|prior|previously|from\s+now|or\s+(?:so|two|more)))"
_PER_NOUN_STOP = words("quantities", "per_noun_stop")
PER = (
    re.compile(r"^[\s-]*(?:a|an|per|each|every|a[\s-]+single)[\s-]+" + _TIME_PER + _NOT_RATE, re.I),
    re.compile(r"^[\s-]*(?:(?:a|per|each|every)[\s-]+)?(daily|weekly|monthly|annually|yearly|annual|nightly)"
               r"\b(?!\s+[a-z])", re.I),
    re.compile(r"^[\s-]*(?:a|an|per|each)[\s-]+" + _PRICE_PER + r"(?![\w-])", re.I),
    re.compile(r"^\s*per\s+((?:\d[\d,.]*\s+)?(?:(?:square|sq\.?|cubic|metric)\s+)?[A-Za-z][\w-]*)", re.I),
    re.compile(r"^\s*/\s*((?:sq\.?\s*)?[A-Za-z]+\d?)\b(?!/)", re.I),
)
PER_WORD = MappingProxyType({"daily": "day", "weekly": "week", "monthly": "month", "annually": "year",
                             "yearly": "year", "annual": "year", "nightly": "night", "yr": "year", "hr": "hour",
                             "h": "hour", "mo": "month", "annum": "year", "wk": "week", "liter": "litre",
                             "s": "second", "sec": "second", "min": "minute"})
PER_BEFORE = re.compile(r"\b(daily|weekly|monthly|annual|yearly)\s+(?:\w+\s+){0,3}$", re.I)


def per_at(text: str) -> tuple[str, int] | None:
    """The rate a text starts with and where it ends: the denominator as a lower-case noun
    ("a day" -> day, "annually" -> year, "per barrel" -> barrel, "/yr" -> year,
    "per 100,000 people" -> 100,000 people). None for "a year earlier", "per the filing"."""
    for rx in PER:
        p = rx.match(text)
        if p:
            noun = re.sub(r"\s+", " ", p.group(1).lower())
            if noun.split()[0] in _PER_NOUN_STOP:
                return None
            return PER_WORD.get(noun, noun), p.end()
    return None


def unit_of(m: re.Match, value: float) -> str | None:
    """Our unit name for a candidate match (``quant_numbers.QTY``): "$", "percent", "km" ... or None."""
    if m.group("frac"):
        return m.group("unit").lower() if m.group("unit") else "fraction"  # "a quarter point"
    if m.group("sym"):
        return m.group("sym")
    if m.group("mult"):
        return "times"  # "3x faster"
    if m.group("temp"):
        return "°" + m.group("temp")  # "40C" -> °C
    if m.group("scale") and m.group("scale").lower() == "m" and m.group("num") and not m.group("unit") \
            and value == float(m.group("num").replace(",", "")):
        return "m"
    if m.group("pct"):
        return "percent"
    cur = re.sub(r"\s+", "", m.group("cur") or "").lower()
    if cur:
        return CURRENCY.get(cur, CURRENCY.get(cur.rstrip("."), cur.upper()))
    if m.group("cursuf"):
        return CURRENCY[m.group("cursuf").strip()]
    if m.group("curw"):
        return CURRENCY_WORDS[m.group("curw").lower()]
    if m.group("unit"):
        u = m.group("unit")
        return u if (len(u) <= 3 and u.isupper()) or u == "Nm" else u.lower()
    if m.group("sport"):
        return m.group("sport")
    if m.group("pence") and m.group("num") and m.group("num") not in ("480", "720", "1080", "1440", "2160"):
        return "p"  # pence, as UK market reports write it ("118.5p"); not "1080p" video
    if m.group("sfrac") and not (m.group("whole") or m.group("vwhole")):
        return "fraction"  # "2/3 of voters", "¾"; "2 1/2" is a plain number
    return None
