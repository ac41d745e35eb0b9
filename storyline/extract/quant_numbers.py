"""Numbers for quantities: number words, scales, fractions, the candidate regular expression,
the value of a match, and the numbers that are not quantities (years, times, ranks, scores, names).
"""

from __future__ import annotations

import math
import re

from .doc import doc_text
from .quant_window import EndSearch
from .quant_units import CURRENCY_WORDS, SPORTS_UNITS, SYMBOL_UNITS, TIME_NOUNS, UNIT_WORDS
from .lexicon import mapping, regex, words

UNITS_W = mapping("quantities", "number_words")
TENS_W = mapping("quantities", "tens_words")
SCALES = mapping("quantities", "scales")
# Vague plurals: "hundreds of people" -> 100, bound "more than".
VAGUE = mapping("quantities", "vague_numbers")
MONTH_BEFORE = regex("quantities", "month_before")
MONTH_AFTER = regex("quantities", "month_after")
YEAR_BEFORE = regex("quantities", "year_before")
TIME_AFTER = regex("quantities", "time_after")
RANK_BEFORE = regex("quantities", "rank_before")
# (steps of a sequence in any case: "Round 3", "step 2")
RANK_BEFORE_LOWER = regex("quantities", "rank_before_lower")
# the patterns read right before a number, searched from where a match can start (``EndSearch``)
_year_before, _rank_before, _rank_before_lower = (EndSearch(rx).search for rx in (YEAR_BEFORE, RANK_BEFORE, RANK_BEFORE_LOWER))
ADDRESS_AFTER = regex("quantities", "address_after")
PHONE = re.compile(r"(?:\+?\d{1,3}[\s.-])?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{3}-\d{4}\b"
                   # a number dialled with its leading 0 or country code: "020 7946 0958", "+44 20 7946 0958"
                   r"|(?<![\d,.])(?:\+\d{1,3}[\s-]?\(?0?\)?\d{1,4}|\b0\d{2,4})[\s-]\d{3,4}[\s-]\d{3,4}\b")

NUMW = "|".join(sorted(list(UNITS_W) + list(TENS_W), key=len, reverse=True))
WORDNUM = (rf"(?:(?:{NUMW})(?:[\s-](?:and\s+)?(?:{NUMW}|hundred|thousand|million|billion|trillion))*"
           r"|half\s+a\s+(?:dozen|million|billion|trillion)|a\s+dozen|a\s+(?:hundred|thousand|million|billion|trillion)"
           r"|a\s+couple\s+(?:of\s+)?(?:dozen|hundred|thousand|million|billion)"  # "a couple hundred residents"
           r"(?:\s+(?:thousand|million|billion))?"
           r"|(?:tens|hundreds)\s+of\s+(?:thousands|millions|billions)"
           r"|(?:dozens|scores|hundreds|thousands|millions|billions)"
           r"(?=\s+of\b))")
CUR_RE = (r"(?:\$\s?(?-i:US|A|C|NZ|HK|S)\s?(?=\d)|\b(?-i:RM|AUD|CAD|INR|JPY|HKD|CNY|CHF|ZAR|SGD|NZD|DKK|SEK|NOK|CZK)\s?(?=\d)|"
          r"\b(?-i:NT)\$\s?|[₦₺₩₽₱฿₪]\s?|"
          r"\b(?-i:US|AU|CA|HK|NZ|A|C|S)\s?\$\s?|\b(?-i:USD|EUR|GBP|Rs\.?)\s?|₹\s?|"
          r"\$\s?|€\s?|£\s?|¥\s?|"
          # ASCII-folded signs (unidecode writes £ as "PS", ¥ as "Y="): only before an amount that cannot
          # be a console or a model name ("PS2.7m", "PS21,700", "Y=590 billion"; not "PS5")
          r"\b(?-i:PS)(?=\d+(?:\.\d+\s?(?:m|bn|k|million|billion)?|(?:,\d{3})+|\s?(?:m|bn|k|million|billion))\b)|"
          r"\b(?-i:Y)=\s?(?=\d))")
DIGITS = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
SCALE_RE = (r"(?:hundred\s+(?:thousand|million|billion)|hundred|thousand|million|billion|trillion|"
            r"crores?|lakhs?|mln|bln|trln|mn|bn|tn|trn|m|k|b)")
UNIT_RE = "|".join(re.escape(u) for u in sorted(UNIT_WORDS, key=len, reverse=True))
CURW_RE = "|".join(re.escape(u) for u in sorted(CURRENCY_WORDS, key=len, reverse=True))
# the groups that make a number more than a bare number
MARKED = ("cur", "scale", "pct", "curw", "cursuf", "unit", "sport", "pence", "exp", "temp", "mult", "sym")
MARKED_BUT_MULT = tuple(g for g in MARKED if g != "mult")  # (``m.group(*MARKED)``: all of them in one call)
RANGE_END_UNIT = re.compile(rf"^\s*(?:[-–]|to|and|or)(?:to-)?\s*\d[\d,.]*\s?"
                            rf"(?:%|per\s?cent\b|percent\b|{SCALE_RE}(?![A-Za-z])|"
                            rf"(?:{UNIT_RE})(?![A-Za-z])|(?:{CURW_RE})\b)", re.I)
FRACTIONS = mapping("quantities", "fractions")
FRAC_RE = (r"(?:(?:a|one)[\s-](?:half|third|quarter|fifth|tenth)|two[\s-]thirds|three[\s-]quarters|"
           r"(?:two|three|four)[\s-]fifths|(?:two|three|seven|nine)[\s-]tenths|half)"
           r"(?=\s+(?:of|the)\b|[\s-](?:percentage[\s-])?points?\b|"
           r"[\s-](?:acre|mile|hour|inch|pound|ton|tonne|gallon|litre|liter|metre|meter|century|decade)s?\b)"
           # the size of a change: "fell by a third", "cut the subsidy by half", "cut emissions in half"
           r"|(?<=\bby\s)(?:(?:a|one)[\s-](?:half|third|quarter|fifth|tenth)|two[\s-]thirds|three[\s-]quarters|half)"
           r"(?![\w-]|\s+(?:a|an|of|the|point|points|percentage)\b)"
           r"|(?<=\bin\s)half(?![\w-]|\s+(?:a|an|of|the)\b)")
VULGAR = mapping("quantities", "vulgar_fractions")
# fractions written with digits: "2 1/2 hours", "1/16 of a pint", "1⁄32" (fraction slash), "2½", "¾"
SFRAC_RE = (r"(?:(?P<whole>\d{1,3})[\s-])?(?P<fnum>\d{1,2})[/⁄](?P<fden>\d{1,3})(?![\d/⁄])"
            r"|(?:(?P<vwhole>\d{1,3})\s?)?(?P<vulgar>[½¼¾⅓⅔⅕⅛⅜⅝⅞])")
SFRAC_OK = re.compile(r"(?:\s+of\b|[\s-]?(?:"
                      + "|".join(re.escape(u) for u in sorted(UNIT_WORDS, key=len, reverse=True))
                      + r")(?![A-Za-z]))", re.I)
QTY = re.compile(
    rf"(?:(?P<cur>{CUR_RE})(?P<neg>[-−](?=\d))?)?"  # "$-50.8bn"
    rf"(?:(?P<sfrac>{SFRAC_RE})|(?P<frac>\b{FRAC_RE})|(?P<num>{DIGITS})"
    rf"(?:(?:\s?×\s?10\^?|\s?[xX]\s?10\^)(?P<exp>[-−]?\d{{1,3}}))?"  # "1.99×10−30"
    # "$1.2-billion": a hyphen only before a scale word
    rf"(?:(?:\s?|-(?=(?:thousand|million|billion|trillion)\b))(?P<scale>{SCALE_RE})(?![A-Za-z0-9²]))?"
    rf"|(?P<word>\b{WORDNUM}\b)(?:\s+(?P<wscale>dozen|thousand|million|billion|trillion)\b)?)"
    rf"(?:(?P<pct>\s?%|\s?per\s?cent\b|\s?percent\b|\s?pc\b|\s?pct\b)"
    rf"|\s?-?\s?(?P<curw>{CURW_RE})\b|(?P<cursuf>\s?[€£¥₹₦₺₩₽₱฿₪])"
    rf"|[\s-]?(?P<unit>{UNIT_RE})(?![A-Za-z])|\s(?P<sport>(?-i:{'|'.join(SPORTS_UNITS)}))\b"
    r"|\s?(?P<temp>(?-i:C|F))(?![\w'’-])"  # "40C", "104F", "12 C"
    r"|(?P<mult>(?-i:x))(?=\s+[a-z])"  # "3x faster", "10x revenue"
    rf"|\s?(?P<sym>(?-i:{'|'.join(re.escape(u) for u in SYMBOL_UNITS)}))(?![\w/])"  # "a 12V battery", "5 kPa"
    r"|\s?(?P<pence>(?-i:p))(?![A-Za-z0-9]|\.?\s?m\b))?",
    re.I,
)


def word_value(words: str) -> float | None:
    """Value of a number written in words ("twenty-five", "half a dozen", "a million")."""
    w = re.sub(r"\s+", " ", words.lower().replace("-", " ")).strip()
    if w == "half a dozen":
        return 6.0
    if w.startswith("half a ") and w[7:] in SCALES:  # "half a million"
        return 0.5 * SCALES[w[7:]]
    if w == "a dozen":
        return 12.0
    couple = re.fullmatch(r"a couple (?:of )?(\w+)", w)
    if couple:  # "a couple hundred": about two hundred
        return 2.0 * SCALES[couple.group(1)]
    if w in VAGUE:
        return float(VAGUE[w])
    total, current = 0.0, 0.0
    for part in w.split():
        if part in ("a", "and"):
            current = current or (1.0 if part == "a" else current)
            continue
        if part in UNITS_W:
            current += UNITS_W[part]
        elif part in TENS_W:
            current += TENS_W[part]
        elif part == "hundred":
            current = (current or 1.0) * 100
        elif part in ("thousand", "million", "billion", "trillion"):
            total += (current or 1.0) * SCALES[part]
            current = 0.0
        else:
            return None
    return total + current


_DISPLAY_AFTER = regex("quantities", "display_after")


# a lower-case noun right after the number (or after the range it opens): a count, even inside what
# the entity recogniser calls a DATE ("Between 20 and 30 people" is tagged DATE)
_COUNT_NOUN_AFTER = regex("quantities", "count_noun_after")


EMERGENCY_NUMBERS = words("quantities", "emergency_numbers")
# nouns whose number word names a step of a sequence, not how many: "phase one", "from day one" (digits:
# RANK_BEFORE_LOWER)
SEQUENCE_NOUNS = words("quantities", "sequence_nouns")


class _Around:
    """A candidate number and the text around it, for the rules of ``skip_number``."""

    def __init__(self, text: str, m: re.Match, value: float, in_date_ent: bool):
        self.text, self.m, self.value, self.in_date = text, m, value, in_date_ent
        self.s, self.e = m.start(), m.end()
        self.before, self.after = text[max(0, self.s - 25):self.s], text[self.e:self.e + 25]
        self.num = m.group("num")
        self.plain = self.num is not None and not any(m.group(*MARKED))


def skip_number(text: str, m: re.Match, value: float, in_date_ent: bool) -> bool:
    """Years, times, dates, ranks, ordinals, code names, phone parts."""
    c = _Around(text, m, value, in_date_ent)
    return any(rule(c) for rule in (_glued, _notation, _address_or_date, _year, _score_or_day))


def _glued(c: _Around) -> bool:
    """Part of a word or code: "COVID-19", "F-35", "1080p", "a 4K display"."""
    text, m, num, before, after = c.text, c.m, c.num, c.before, c.after
    if c.s > 0 and (text[c.s - 1].isalnum() or text[c.s - 1] in "_/"):
        return True
    if m.group("pence") and num in ("480", "720", "1080", "1440", "2160"):
        return True  # video resolutions, "1080p"
    if m.group("scale") == "K" and num in ("2", "4", "5", "8") and not m.group("cur") \
            and (_DISPLAY_AFTER.match(after) or _IN_WITH_BEFORE.search(before)):
        return True  # "a 4K display", "shot in 8K": a video resolution, not 4,000
    if after[:1].isalpha() or (after[:1] in "-/" and after[1:2].isdigit() and after[2:3].isdigit()
                               and num and len(num) in (2, 4) and "/" in after[:1]):
        return True
    return bool(_LETTER_HYPHEN_BEFORE.search(before) and not _MINUS_HYPHEN_BEFORE.search(before)
                and not _SCALE_HYPHEN_BEFORE.search(before))  # "$4.5bn-$5bn"


# the patterns of the rules below, compiled once (were ``re.search(pattern, ...)`` calls)
_IN_WITH_BEFORE = re.compile(r"\b(?:in|with)\s+$")
_LETTER_HYPHEN_BEFORE = re.compile(r"[A-Za-z]-$")
_MINUS_HYPHEN_BEFORE = re.compile(r"\b(?:minus|sub|now)-$", re.I)
_SCALE_HYPHEN_BEFORE = EndSearch(re.compile(r"\d\s?(?:bn|mn|m|k|million|billion|trillion)-$", re.I))
_SLASH_AFTER = re.compile(r"^/\d")
_SLASH_BEFORE = re.compile(r"\d/$")
_ORDINAL_AFTER = re.compile(r"^(?:st|nd|rd|th)\b", re.I)
_DIAL_BEFORE = re.compile(r"\b(?:call(?:ed|ing|s)?|dial(?:ed|ing|s)?|to)\s+$", re.I)
_FOR_AFTER = re.compile(r"^-for-\d")
_COLON_BEFORE = re.compile(r"\d:$")
_CAPITALS_DASH_BEFORE = re.compile(r"\b[A-Z]{2,}[A-Z0-9]*\s[-–]$")
_ZIP_AFTER = re.compile(r"^\s+(?:ZIP|zip)\b")
_FOUR_DIGITS = re.compile(r"\d{4}")
_PLURAL_AFTER = re.compile(r"^\s+[a-z]+s\b")
_RESULTS_AFTER = re.compile(r"^\s+(?:sales|results|elections|levels|figures|"
                            r"games|seasons|totals|earnings|profits)\b")
_SCORE_AFTER = re.compile(r"^[-–](?:to-)?\d{1,3}\b")
_SCORE_BEFORE = EndSearch(re.compile(r"\b\d{1,3}[-–](?:to-)?$"))
_MONEY_DASH_BEFORE = re.compile(r"[$€£¥]\s?\d{1,3}[-–]$")
_SEASON_AFTER = re.compile(r"^[-–]\d{2,4}\b")
_PERIOD_AFTER = re.compile(r"^\s+(?:days?|weeks?|months?|years?)")
_AGE_OF_BEFORE = re.compile(r"\b(?:aged?|ages|age\s+of)\s+(?:between\s+)?(?:\d+\s*(?:,|and|to|or|-)\s*)?$")


def _notation(c: _Around) -> bool:
    """24/7, 9/11, ordinals, "called 911", "2-for-1", times, ranks, "COVID -19"."""
    num, before, after, text, e = c.num, c.before, c.after, c.text, c.e
    if num and (_SLASH_AFTER.match(after) or _SLASH_BEFORE.search(before)):
        return True  # 24/7, 9/11, fractions written with a slash
    if num and _ORDINAL_AFTER.match(after):
        return True
    if num in EMERGENCY_NUMBERS and _DIAL_BEFORE.search(before):
        return True  # "called 911": a phone number
    if num and _FOR_AFTER.match(after):
        return True  # "a 2-for-1 split": a ratio
    if num and TIME_AFTER.match(text[e:e + 10]):
        return True
    if num and _COLON_BEFORE.search(before):
        return True
    if _rank_before(before) or (c.plain and _rank_before_lower(before)):
        return True
    return bool(num and _CAPITALS_DASH_BEFORE.search(before))  # "COVID -19"


def _address_or_date(c: _Around) -> bool:
    """ "575 Wilbraham Road", "the 90049 ZIP Code", a day of a month."""
    if not c.plain:
        return False
    if "," not in c.num and (ADDRESS_AFTER.match(c.after) or _ZIP_AFTER.match(c.after)):
        return True  # "575 Wilbraham Road", "22 Ave Foch", "the 90049 ZIP Code"
    return bool(MONTH_BEFORE.search(c.before) or MONTH_AFTER.match(c.after))


def _year(c: _Around) -> bool:
    """A year: "by 2120", "in 2004", "2024-25" (not "1990s sales" counted as 1,990 sales)."""
    if not (c.plain and _FOUR_DIGITS.fullmatch(c.num)):
        return False
    value, before, after = c.value, c.before, c.after
    if 2100 < value <= 2200 and _year_before(before):
        return True  # "by 2120"
    if 1000 <= value <= 2100 and (
            c.in_date or _year_before(before) or not _PLURAL_AFTER.match(after)
            or (value >= 1900 and _RESULTS_AFTER.match(after))):
        return True
    return False


def _score_or_day(c: _Around) -> bool:
    """Scores and votes ("2-1", "a 5-4 ruling", "0-to-60"), a season "2024-25", a day in a date entity."""
    if not c.plain:
        return False
    value, num, before, after = c.value, c.num, c.before, c.after
    if value <= 200 and ((_SCORE_AFTER.match(after) and not RANGE_END_UNIT.match(after))
                         or (_SCORE_BEFORE.search(before)
                             and not _MONEY_DASH_BEFORE.search(before))):
        return True  # scores and votes: "2-1", "a 5-4 ruling", "0-to-60", "tied at 89-89"; not "5-10%", "$5-6"
    if _FOUR_DIGITS.fullmatch(num) and _SEASON_AFTER.match(after):
        return True  # 2024-25 season
    # not "between 5 and 10 percent", "aged 25 and 31", "the age of 21", "between 20 and 30 people"
    return bool(c.in_date and value <= 31 and "." not in num
                and not _PERIOD_AFTER.match(after)
                and not RANGE_END_UNIT.match(after) and not _COUNT_NOUN_AFTER.match(after)
                and not _AGE_OF_BEFORE.search(before))


METRE_CONTEXT = regex("quantities", "metre_context")


SHARED_SCALE = regex("quantities", "shared_scale")


def match_value(m: re.Match, stext: str) -> float | None:
    """The number a candidate match stands for ("$3.5bn" -> 3.5e9, "two-thirds" -> 0.667), or None."""
    if m.group("frac"):
        w = m.group("frac").lower().replace("-", " ").split()
        return FRACTIONS[w[-1]] * (1 if len(w) == 1 or w[0] in ("a", "one") else UNITS_W[w[0]])
    if m.group("sfrac"):
        return slash_value(m, stext)
    if m.group("num"):
        try:
            v = float(m.group("num").replace(",", ""))
            if m.group("exp"):  # "1.99×10−30"
                v *= 10.0 ** int(m.group("exp").replace("−", "-"))
        except (ValueError, OverflowError):
            return None
        if not math.isfinite(v):  # 5,000 nines: no float holds it, so it is no quantity
            return None
        raw_scale = m.group("scale") or ""
        scale = raw_scale.lower()
        if scale:
            if scale in ("m", "b") and not m.group("cur") and not m.group("curw") and not m.group("unit") \
                    and raw_scale.islower() and METRE_CONTEXT.match(stext[m.end("scale"):]):
                return v  # "100m sprint", "3m high": metres (b: bytes/bits, rare)
            for part in scale.split():  # "4 hundred million"
                v *= SCALES[part]
            v = float(f"{v:.12g}")  # 4.1 * 1e9 is 4099999999.9999995
        elif not any(m.group(g) for g in ("unit", "curw", "cursuf", "pct")):
            shared = SHARED_SCALE.match(stext, m.end())
            # "$20 to $25 billion", "1 to 2 thousand": the first end takes the scale when it is the
            # smaller number as written (not "$200 to $4 million", "$370,000 to $5.5 million")
            if shared and "," not in m.group("num") and v < float(shared.group(1)):
                v = float(f"{v * SCALES[shared.group(2).lower()]:.12g}")
        if not math.isfinite(v):  # "1e308 billion"
            return None
        return -v if m.group("neg") else v
    v = word_value(m.group("word"))
    if v is None:
        return None
    if m.group("wscale"):
        v *= SCALES[m.group("wscale").lower()]
    return v


def slash_value(m: re.Match, stext: str) -> float | None:
    """ "2 1/2" -> 2.5, "1/16 (of a pint)" -> 0.0625, "2½" -> 2.5. A bare "a/b" counts only where it
    cannot be a date, a score or a name ("9/11", "24/7", "3/4 (of March)"): with a whole number before it,
    written with the fraction slash "⁄", or followed by "of" or a unit ("1/2 mile")."""
    if m.group("vulgar"):
        return float(m.group("vwhole") or 0) + VULGAR[m.group("vulgar")]
    num, den = int(m.group("fnum")), int(m.group("fden"))
    if not 0 < num < den or den > 128:
        return None
    if not (m.group("whole") or "⁄" in m.group("sfrac") or m.group("unit")
            or SFRAC_OK.match(stext, m.end("sfrac"))):
        return None
    return float(m.group("whole") or 0) + num / den


_GLUED_BEFORE = re.compile(r"[A-Za-z][\w]*\d-$")  # "A350-" before "900"
_GLUED_AFTER = re.compile(r"-\d{1,3}\s+[A-Z][a-z]")  # "-9 Dreamliner" after "787"
_THREE_OR_FOUR_DIGITS = re.compile(r"\d{3,4}")
_SP_BEFORE = re.compile(r"\b(?:S\s?&?\s?P|sp)\s*$")


def model_number(doc, sent, span, m: re.Match) -> bool:
    """A bare number that is part of a name: "iPhone 11", "S&P 500", "Game 2", "Boeing 787",
    "777x jets", "A350-900", "787-9 Dreamliner"."""
    num = m.group("num")
    text = doc_text(doc)
    start, end = sent.start_char + m.start("num") if num else 0, sent.start_char + m.end("num") if num else 0
    if num and m.group("mult") and _THREE_OR_FOUR_DIGITS.fullmatch(num):
        nxt = doc[span.end] if span.end < sent.end else None
        if nxt is not None and nxt.pos_ in ("NOUN", "PROPN"):
            return True  # "777x jets": a plane's name, not 777 times
    if not num or any(m.group(*MARKED)):
        return False
    if _GLUED_BEFORE.search(text[max(0, start - 10):start]):
        return True
    if _THREE_OR_FOUR_DIGITS.fullmatch(num) and _GLUED_AFTER.match(text, end):
        return True
    if "," in m.group("num"):
        return False
    return _name_word_after(sent, span, m) or _name_before(doc, sent, span)


_NAMED_KINDS = ("", "PRODUCT", "PERSON", "FAC", "WORK_OF_ART")


def _name_word_after(sent, span, m: re.Match) -> bool:
    """ "787 Dreamliner", "737 Max jets", "11 Pro Max": a capitalised word right after the number."""
    nxt = span.doc[span.end] if span.end < sent.end else None
    if nxt is None or nxt.tag_ != "NNP" or not nxt.is_title or nxt.idx != span.end_char + 1 \
            or "." in m.group("num") or nxt.ent_type_ not in _NAMED_KINDS:
        return False
    if not nxt.text.endswith("s") and span.root.head.i == nxt.i:
        return True  # "787 Dreamliner", "737 Max jets", "11 Pro Max"
    after = span.doc[nxt.i + 1] if nxt.i + 1 < sent.end else None
    head = span.root.head
    if after is not None and after.tag_ == "NNP" and after.is_title and not after.text.endswith("s") \
            and (after.i + 1 >= sent.end or span.doc[after.i + 1].pos_ not in ("NOUN", "PROPN")):
        return True  # "and 11 Pro Max:": a name of two capitalised words, not a count of a common noun
    # "two new 737 Max jets": the noun is counted by "two"; 737 is in the name
    return head.pos_ == "NOUN" and any(c.dep_ == "nummod" and c.i < span.start and c.like_num for c in head.children)


def _name_before(doc, sent, span) -> bool:
    """ "S&P 500", "iPhone 11", "Game 2", "Boeing 787": a name word (or "&") right before the number."""
    if span.start <= sent.start:
        return False
    prev = doc[span.start - 1]
    if _SP_BEFORE.search(doc_text(doc)[max(0, span.start_char - 8):span.start_char]):
        return True  # "S&P 500" written without its ampersand
    if prev.text == "&" or (prev.i > sent.start and doc[prev.i - 1].text == "&"):
        return True
    return prev.tag_ in ("NNP", "NNPS") and prev.ent_type_ not in ("DATE", "TIME") \
        and not MONTH_BEFORE.search(prev.text + " ") and (prev.is_title or prev.is_upper or prev.text[:1].islower())


# verbs whose subject, introduced by "one", is a source: "One witness told ...", "one report said ..."
SOURCE_VERBS = words("quantities", "source_verbs")


_ONE_IN_A_NAME = regex("quantities", "one_in_a_name")


def keep_word(word: str, span) -> bool:
    """Number words: drop pronoun-like "one" ("one of them", "no one"), "one" introducing a source
    ("One official said", "one report suggested": who says it, not a count), a number naming a step
    of a sequence ("phase one", "round two", "from day one") and words in names."""
    prev = span.doc[span.start - 1] if span.start > 0 else None
    if prev is not None and prev.lower_ in SEQUENCE_NOUNS:
        return False
    if word == "one" and _ONE_IN_A_NAME.match(doc_text(span.doc), span.end_char):
        return False  # "a one-off payment", "a one-time fee": a kind, not a count
    if word == "one":
        root = span.root
        noun = root.head
        if noun.dep_ in ("nsubj", "nsubjpass") and noun.head.lemma_.lower() in SOURCE_VERBS:
            return False
        return root.dep_ == "nummod" and noun.pos_ == "NOUN" and noun.lemma_.lower() not in TIME_NOUNS
    if any(t.ent_type_ in ("PERSON", "ORG", "WORK_OF_ART") for t in span):
        return False
    return True
