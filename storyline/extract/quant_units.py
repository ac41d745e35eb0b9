"""Units for quantities: currency signs and words, measurement units, rates ("a day", "per barrel").

Tables and small readers used by ``storyline.extract.quantities``; no spaCy here.
"""

from __future__ import annotations

import re

from .lexicon import mapping, phrases, regex, words

CURRENCY = mapping("quantities", "currency")
CURRENCY_WORDS = mapping("quantities", "currency_words")
# Every unit the extractor gives a sum of money: "$", "A$", "Rs", "DKK", "naira", "cents" ...
CURRENCY_UNITS = frozenset(CURRENCY.values()) | frozenset(CURRENCY_WORDS.values())
# Sports statistics after a number ("0.5 WAR", "a 3.45 ERA", "25.3 ppg"), and metric horsepower in car
# reviews ("300 PS"), matched case-sensitively.
SPORTS_UNITS = phrases("quantities", "sports_units")
# SI-style symbols, case-sensitive so that "5 v 3" (a score) or "Form 3 A" are not read as units; basis
# points ("a 25bp cut"; not BP the company), megapixels.
SYMBOL_UNITS = phrases("quantities", "symbol_units")
# Units kept as written (lower-cased except symbols); plural/singular forms both listed.
UNIT_WORDS = phrases("quantities", "unit_words")
# unit nouns the parse may find as what a number counts ("One US fluid ounce", "two nautical miles")
MEASURE_WORDS = words("quantities", "measure_words")
TIME_NOUNS = words("quantities", "time_nouns")
_PER_NOUN_STOP = words("quantities", "per_noun_stop")
# Rates after a number: per time ("1,800 a day", not "a year earlier"), per period word, per price unit
# ("$80 a barrel"), "per" a unit, "/" a unit.
PER = (
    regex("quantities", "per_time"),
    regex("quantities", "per_period_word"),
    regex("quantities", "per_price"),
    regex("quantities", "per_unit"),
    re.compile(r"^\s*/\s*((?:sq\.?\s*)?[A-Za-z]+\d?)\b(?!/)", re.I),
)
PER_WORD = mapping("quantities", "per_word")
PER_BEFORE = regex("quantities", "per_before")


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
