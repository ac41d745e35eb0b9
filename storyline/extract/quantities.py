"""Quantities: numbers as written in news sentences, with what they count and how.

Candidates come from one regular expression over each sentence (digits with separators,
scale words, number words, "half a dozen", "hundreds of", percentages, currencies, units);
the spaCy parse then says what the number counts, and small word lists around it give the
rate (``per``), the bound ("about", "more than"), the change ("up", "triple") and the frame
("target", "actual", "past"). Years, times, dates, ranks, ordinals and phone numbers are
skipped.
"""

from __future__ import annotations

import re
from dataclasses import replace
from types import MappingProxyType

from . import doc_text
from ..model import Quantity, Sentence, Span

_UNITS_W = MappingProxyType({
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
})
_TENS_W = MappingProxyType({
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
})
_SCALES = MappingProxyType({
    "hundred": 1e2, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
    "dozen": 12, "k": 1e3, "m": 1e6, "mn": 1e6, "mln": 1e6, "bn": 1e9, "b": 1e9, "tn": 1e12, "trn": 1e12,
})
# Vague plurals: "hundreds of people" -> 100, bound "more than".
_VAGUE = MappingProxyType({"dozens": 12, "scores": 20, "hundreds": 100, "thousands": 1e3, "millions": 1e6,
                           "billions": 1e9, "tens of thousands": 1e4, "hundreds of thousands": 1e5,
                           "tens of millions": 1e7, "hundreds of millions": 1e8, "tens of billions": 1e10})
_CURRENCY = MappingProxyType({
    "$": "$", "us$": "$", "$us": "$", "usd": "$", "a$": "A$", "au$": "A$", "c$": "C$", "ca$": "C$",
    "hk$": "HK$", "nz$": "NZ$", "s$": "S$", "€": "€", "eur": "€", "£": "£", "gbp": "£",
    "¥": "¥", "rs": "Rs", "rs.": "Rs", "₹": "Rs", "rm": "RM", "aud": "A$", "cad": "C$", "inr": "Rs",
    "jpy": "¥", "hkd": "HK$", "cny": "yuan", "$a": "A$", "$c": "C$", "$nz": "NZ$", "$hk": "HK$", "$s": "S$",
})
_CURRENCY_WORDS = MappingProxyType({
    "dollars": "$", "dollar": "$", "euros": "€", "euro": "€", "pounds sterling": "£",
    "sterling": "£", "yen": "¥", "yuan": "yuan", "renminbi": "yuan", "rupees": "Rs", "rupee": "Rs",
    "cents": "cents", "cent": "cents", "pence": "pence", "shekels": "shekels", "rubles": "rubles",
    "roubles": "rubles", "pesos": "pesos", "francs": "francs", "won": "won",
    "usd": "$", "eur": "€", "gbp": "£", "jpy": "¥", "aud": "A$", "cad": "C$", "inr": "Rs", "cny": "yuan",
    "hkd": "HK$", "ringgit": "RM",
})
# Units kept as written (lower-cased except symbols); plural/singular forms both listed.
_UNIT_WORDS = (
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
    "megabytes", "horsepower",
)
_TIME_NOUNS = frozenset("day week month year hour minute second decade time".split())
_PER = (
    re.compile(r"^[\s-]*(?:a|an|per|each|every|a[\s-]+single)[\s-]+(day|week|month|year)\b", re.I),
    re.compile(r"^[\s-]*(?:(?:a|per|each|every)[\s-]+)?(daily|weekly|monthly|annually|yearly|annual)\b", re.I),
    re.compile(r"^[\s-]*/[\s-]*(day|week|month|year|yr)\b", re.I),
)
_PER_WORD = MappingProxyType({"daily": "day", "weekly": "week", "monthly": "month", "annually": "year",
             "yearly": "year", "annual": "year", "yr": "year"})
_PER_BEFORE = re.compile(r"\b(daily|weekly|monthly|annual|yearly)\s+(?:\w+\s+){0,3}$", re.I)
_BOUNDS = (
    (re.compile(r"\b(?:at least|no fewer than|no less than|a minimum of|a total of at least)\s*$", re.I), "at least"),
    (re.compile(r"\b(?:more than|over|upwards? of|above|in excess of|exceeding|greater than)\s*$", re.I), "more than"),
    (re.compile(r"\b(?:less than|fewer than|under|below|short of|a maximum of|at most|no more than)\s*$", re.I), "less than"),
    (re.compile(r"\b(?:up to|as many as|as much as|as high as)\s*$", re.I), "up to"),
    (re.compile(r"\b(?:about|around|roughly|approximately|approx\.|nearly|almost|some|an estimated|"
                r"estimated|close to|just over|just under|circa|or so|upward of)\s*$", re.I), "about"),
)
_CHANGE_BEFORE = (
    (re.compile(r"\b(?:up|rose|risen|rising|rises|rise|increased|increases|increase|climbed|climbs|"
                r"jumped|jumps|gained|gains|grew|grown|grows|surged|surges|soared|soars|"
                r"added|higher|a rise of|an increase of|a jump of|a gain of|growth of)"
                r"(?:\s+(?:by|to|of|nearly|almost|about|some|more than|over|around))*\s*$", re.I), "up"),
    (re.compile(r"\b(?:down|fell|fallen|falling|falls|fall|dropped|drops|drop|declined|declines|"
                r"decreased|decreases|slid|slipped|plunged|plunges|tumbled|sank|shrank|shrunk|lost|"
                r"lower|cut|a drop of|a fall of|a decline of|a decrease of|a cut of|a loss of)"
                r"(?:\s+(?:by|to|of|nearly|almost|about|some|more than|over|around))*\s*$", re.I), "down"),
    (re.compile(r"\b(?:tripled|triples|triple|tripling)(?:\s+(?:to|from))?\s*$", re.I), "triple"),
    (re.compile(r"\b(?:doubled|doubles|double|doubling)(?:\s+(?:to|from))?\s*$", re.I), "double"),
)
_CHANGE_AFTER = (
    (re.compile(r"^\s*(?:[a-z]+\s+)?(?:increase|rise|jump|gain|hike|surge|growth|climb)\b", re.I), "up"),
    (re.compile(r"^\s*(?:[a-z]+\s+)?(?:decrease|drop|decline|fall|cut|loss|reduction|plunge|slump)\b", re.I), "down"),
)
_UP_VERBS = frozenset("rise increase grow climb jump surge soar gain boost raise swell".split())
_DOWN_VERBS = frozenset("fall drop decline decrease plunge slump sink shrink cut lose slide tumble "
                        "reduce slip dip".split())
_MULT = MappingProxyType({"triple": ("triple", 3.0), "double": ("double", 2.0), "quadruple": ("quadruple", 4.0),
         "halve": ("halve", 0.5)})
_MULT_RE = re.compile(r"\b(tripl(?:ed|es|e|ing)|doubl(?:ed|es|e|ing)|quadrupl(?:ed|es|e|ing)|"
                      r"halv(?:ed|es|e|ing))\b", re.I)
_TARGET_WORDS = frozenset("target quota goal aim objective plan pledge promise benchmark".split())
_ACTUAL_WORDS = frozenset("average make carry conduct record reach perform actual tally".split())
_INTEND_VERBS = frozenset("go plan aim want seek hope intend vow pledge promise expect".split())
_PAST_WORDS = frozenset("earlier early previous prior former old past".split())
_FRAME_NOUNS = _TARGET_WORDS | frozenset("figure number total level rate average tally count amount".split())

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
          r"Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_MONTH_BEFORE = re.compile(_MONTH + r"\s+$")
_MONTH_AFTER = re.compile(r"^(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?![a-z])")
_YEAR_BEFORE = re.compile(
    r"\b(?:in|since|by|of|from|until|till|to|before|after|during|early|late|mid|fiscal|year|"
    r"summer|spring|autumn|fall|winter|through|between|and|or|circa|the|'s)\s*-?\s*$", re.I)
_TIME_AFTER = re.compile(r"^(?::\d|\s*(?:a\.?m\.?|p\.?m\.?|GMT|UTC|BST|CET|[ECMP][SD]?T|o'clock)(?![A-Za-z]))", re.I)
_RANK_BEFORE = re.compile(r"(?:\bNo\.|\bno\.|#|\bNumber|\bnumber|\bNos\.|\bSection|\bArticle|\bRow|"
                          r"\bRoute|\bRoom|\bLevel|\bGrade|\bPhase|\bFlight|\bPage|\bChapter)\s*$")
_PHONE = re.compile(r"(?:\+?\d{1,3}[\s.-])?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{3}-\d{4}\b")

_NUMW = "|".join(sorted(list(_UNITS_W) + list(_TENS_W), key=len, reverse=True))
_WORDNUM = (rf"(?:(?:{_NUMW})(?:[\s-](?:and\s+)?(?:{_NUMW}|hundred|thousand|million|billion|trillion))*"
            r"|half\s+a\s+dozen|a\s+dozen|a\s+(?:hundred|thousand|million|billion|trillion)"
            r"(?:\s+(?:thousand|million|billion))?"
            r"|(?:tens|hundreds)\s+of\s+(?:thousands|millions|billions)"
            r"|(?:dozens|scores|hundreds|thousands|millions|billions)"
            r"(?=\s+of\b))")
_CUR_RE = (r"(?:\$\s?(?-i:US|A|C|NZ|HK|S)\s?(?=\d)|\b(?-i:RM|AUD|CAD|INR|JPY|HKD|CNY)\s?(?=\d)|"
           r"\b(?-i:US|AU|CA|HK|NZ|A|C|S)\s?\$\s?|\b(?-i:USD|EUR|GBP|Rs\.?)\s?|₹\s?|"
           r"\$\s?|€\s?|£\s?|¥\s?)")
_DIGITS = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_SCALE_RE = r"(?:hundred|thousand|million|billion|trillion|mln|mn|bn|tn|trn|m|k|b)"
_UNIT_RE = "|".join(re.escape(u) for u in sorted(_UNIT_WORDS, key=len, reverse=True))
_CURW_RE = "|".join(re.escape(u) for u in sorted(_CURRENCY_WORDS, key=len, reverse=True))
_FRACTIONS = MappingProxyType({"half": 0.5, "third": 1 / 3, "quarter": 0.25, "fifth": 0.2, "thirds": 1 / 3,
              "quarters": 0.25, "fifths": 0.2})
_FRAC_RE = (r"(?:(?:a|one)[\s-](?:half|third|quarter|fifth)|two[\s-]thirds|three[\s-]quarters|"
            r"(?:two|three|four)[\s-]fifths|half)(?=\s+(?:of|the)\b)")
_QTY = re.compile(
    rf"(?P<cur>{_CUR_RE})?"
    rf"(?:(?P<frac>\b{_FRAC_RE})|(?P<num>{_DIGITS})(?:\s?(?P<scale>{_SCALE_RE})(?![A-Za-z]))?"
    rf"|(?P<word>\b{_WORDNUM}\b)(?:\s+(?P<wscale>dozen|thousand|million|billion|trillion)\b)?)"
    rf"(?:(?P<pct>\s?%|\s?per\s?cent\b|\s?percent\b|\s?pc\b|\s?pct\b)"
    rf"|\s?-?\s?(?P<curw>{_CURW_RE})\b"
    rf"|[\s-]?(?P<unit>{_UNIT_RE})(?![A-Za-z]))?",
    re.I,
)


def _word_value(words: str) -> float | None:
    """Value of a number written in words ("twenty-five", "half a dozen", "a million")."""
    w = re.sub(r"\s+", " ", words.lower().replace("-", " ")).strip()
    if w == "half a dozen":
        return 6.0
    if w == "a dozen":
        return 12.0
    if w in _VAGUE:
        return float(_VAGUE[w])
    total, current = 0.0, 0.0
    for part in w.split():
        if part in ("a", "and"):
            current = current or (1.0 if part == "a" else current)
            continue
        if part in _UNITS_W:
            current += _UNITS_W[part]
        elif part in _TENS_W:
            current += _TENS_W[part]
        elif part == "hundred":
            current = (current or 1.0) * 100
        elif part in ("thousand", "million", "billion", "trillion"):
            total += (current or 1.0) * _SCALES[part]
            current = 0.0
        else:
            return None
    return total + current


def _counted_token(root, span_tokens: set[int]):
    """The noun the number counts, read from the parse, or None."""
    # "hundreds of people", "19% of voters", "3,000 of them"
    for tok in [root] + [t for t in root.children if t.i in span_tokens]:
        for child in tok.children:
            if child.dep_ == "prep" and child.lower_ == "of":
                for pobj in child.children:
                    if pobj.dep_ == "pobj" and pobj.pos_ in ("NOUN", "PROPN") and not pobj.like_num \
                            and pobj.text != "%":
                        return pobj
    head = root
    steps = 0
    while head.dep_ in ("nummod", "quantmod", "compound", "amod", "nmod", "npadvmod") and steps < 3:
        nxt = head.head
        if nxt.i == head.i or nxt.i in span_tokens:
            break
        head = nxt
        steps += 1
        if head.pos_ in ("NOUN", "PROPN") and head.lemma_.lower() not in _TIME_NOUNS and head.text != "%" \
                and not head.like_num:
            return head
        if head.pos_ not in ("NOUN", "PROPN"):
            break
    return None


def _governing_noun(root, span_tokens: set[int], money: bool):
    """What a percentage or sum is about, from its verb: "arrests rose 19%" -> arrests,
    "paid $3 million in fines" -> fines, "the rate was 5%" -> rate."""
    verb = root
    for _ in range(3):
        if verb.head.i == verb.i:
            break
        verb = verb.head
        if verb.pos_ in ("VERB", "AUX"):
            break
    if verb.pos_ not in ("VERB", "AUX") or verb.i in span_tokens:
        return None
    if money:
        for prep in list(root.children) + list(verb.children):
            if prep.dep_ == "prep" and prep.lower_ in ("in", "for", "on") and prep.i > root.i:
                pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
                if pobj is not None and pobj.pos_ == "NOUN" and pobj.lemma_.lower() not in _TIME_NOUNS:
                    return pobj
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None and verb.dep_ == "conj":  # "arrests had tripled ... and were up 19 per cent"
        subj = next((c for c in verb.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is not None and subj.pos_ in ("NOUN", "PROPN") and subj.i not in span_tokens and not subj.like_num:
        return subj
    return None


def _nearest_chunk_noun(doc, sent, span_tokens: set[int], first: int):
    """Root of the nearest noun chunk in the sentence, preferring one before the number."""
    before, after = None, None
    chunks = doc.user_data.get("storyline.noun_chunks")
    if chunks is None:  # Span.noun_chunks walks the whole document each time
        chunks = doc.user_data["storyline.noun_chunks"] = tuple(doc.noun_chunks)
    for chunk in chunks:
        if chunk.start < sent.start or chunk.end > sent.end:
            continue
        if any(t.i in span_tokens for t in chunk):
            continue
        r = chunk.root
        if r.pos_ == "PRON" or r.lemma_.lower() in _TIME_NOUNS or r.like_num or r.ent_type_ in ("PERSON", "GPE"):
            continue
        if chunk.end <= first:
            before = r
        elif after is None:
            after = r
    return before or after


def _frame(root, sent) -> str | None:
    """target / actual / past from the words governing the number."""
    context = []
    tok = root
    for _ in range(4):
        context.append(tok)
        if tok.head.i == tok.i:
            break
        tok = tok.head
    extra = []
    for t in context:
        if t.lemma_ == "be" or t.pos_ == "AUX":
            extra += [c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")]
        if t.pos_ in ("NOUN", "PROPN"):
            extra.append(t)
    mods = []
    for t in context + extra:
        for c in t.children:
            if c.dep_ in ("amod", "compound", "poss", "det", "advmod", "npadvmod"):
                mods.append(c)
                mods += [g for g in c.children if g.dep_ in ("amod", "compound", "det")]
    lemmas = [t.lemma_.lower() for t in context + extra + mods]
    words = {t.lower_ for t in context + extra + mods}
    if _PAST_WORDS & words or (("last" in words) and ("year" in lemmas or "month" in lemmas)):
        return "past"
    if _TARGET_WORDS & set(lemmas):
        return "target"
    if any(t.lemma_.lower() == "aim" for t in sent) and any(t.lemma_ == "aim" for t in context):
        return "target"
    verbs = [t for t in context if t.pos_ in ("VERB", "AUX")]
    for v in verbs:  # "we will get to 3,000 a day", "plans to hire 500"
        if any(c.tag_ == "MD" and c.lower_ in ("will", "'ll", "shall") for c in v.children):
            return "target"
        if v.dep_ == "xcomp" and v.head.lemma_.lower() in _INTEND_VERBS:
            return "target"
    if any(v.lemma_.lower() in _ACTUAL_WORDS for v in verbs):
        return "actual"
    return None


def _change_from_parse(root) -> str | None:
    tok = root
    for _ in range(3):
        if tok.head.i == tok.i or tok.dep_ in ("conj", "appos", "advcl", "relcl", "acl"):
            break
        tok = tok.head
        lemma = tok.lemma_.lower()
        if tok.pos_ == "VERB":
            if lemma in _MULT:
                return _MULT[lemma][0]
            if lemma in _UP_VERBS:
                return "up"
            if lemma in _DOWN_VERBS:
                return "down"
            return None
    return None


def _per_at(text: str) -> tuple[str, int] | None:
    """The rate a text starts with ("a day", "-a-day", "annually", "/yr") and where it ends."""
    for rx in _PER:
        p = rx.match(text)
        if p:
            return _PER_WORD.get(p.group(1).lower(), p.group(1).lower()), p.end()
    return None


def _skip(text: str, m: re.Match, value: float, in_date_ent: bool) -> bool:
    """Years, times, dates, ranks, ordinals, code names, phone parts."""
    s, e = m.start(), m.end()
    before, after = text[max(0, s - 25):s], text[e:e + 25]
    num = m.group("num")
    plain = num is not None and not m.group("cur") and not m.group("scale") and not m.group("pct") \
        and not m.group("curw") and not m.group("unit")
    if s > 0 and (text[s - 1].isalnum() or text[s - 1] in "_/") :
        return True
    if after[:1].isalpha() or (after[:1] in "-/" and after[1:2].isdigit() and after[2:3].isdigit()
                               and num and len(num) in (2, 4) and "/" in after[:1]):
        return True
    if re.search(r"[A-Za-z]-$", before) and not re.search(r"\b(?:minus|sub)-$", before, re.I):
        return True  # COVID-19, F-35
    if num and (re.match(r"^/\d", after) or re.search(r"\d/$", before)):
        return True  # 24/7, 9/11, fractions written with a slash
    if num and re.match(r"^(?:st|nd|rd|th)\b", after, re.I):
        return True
    if num and _TIME_AFTER.match(text[e:e + 10]):
        return True
    if num and re.search(r"\d:$", before):
        return True
    if _RANK_BEFORE.search(before):
        return True
    if plain and (_MONTH_BEFORE.search(before) or _MONTH_AFTER.match(after)):
        return True
    if plain and re.fullmatch(r"\d{4}", num) and 1000 <= value <= 2100:
        if in_date_ent or _YEAR_BEFORE.search(before) or not re.match(r"^\s+[a-z]+s\b", after) \
                or (value >= 1900 and re.match(r"^\s+(?:sales|results|elections|levels|figures|"
                                               r"games|seasons|totals|earnings|profits)\b", after)):
            return True
    if plain and value <= 30 and (re.match(r"^[-–](?:to-)?\d{1,2}\b", after)
                                  or re.search(r"\b\d{1,2}[-–](?:to-)?$", before)):
        return True  # scores and votes: "2-1", "a 5-4 ruling", "0-to-60"
    if plain and re.fullmatch(r"\d{4}", num) and re.match(r"^[-–]\d{2,4}\b", after):
        return True  # 2024-25 season
    if plain and in_date_ent and value <= 31 and not re.match(r"^\s+(?:days?|weeks?|months?|years?)", after):
        return True
    return False


def find_quantities(doc, article_id: str, sentences: list[Sentence]) -> list[Quantity]:
    """Every quantity in the article, in text order (see the module docstring)."""
    text = doc.text
    phones = [(p.start(), p.end()) for p in _PHONE.finditer(text)]
    date_chars = set()
    for ent in doc.ents:
        if ent.label_ in ("DATE", "TIME"):
            date_chars.update(range(ent.start_char, ent.end_char))
    out: list[Quantity] = []
    last_counted: tuple[int, str] | None = None  # (sentence index, counted)
    for si, sent in enumerate(doc.sents):
        s0, s1 = sent.start_char, sent.end_char
        stext = text[s0:s1]
        seen_mult = False
        for m in _QTY.finditer(stext):
            if not (m.group("num") or m.group("word") or m.group("frac")):
                continue
            gs, ge = s0 + m.start(), s0 + m.end()
            if any(a < ge and gs < b for a, b in phones):
                continue
            value = _value(m, stext)
            if value is None:
                continue
            in_date = any(i in date_chars for i in range(gs, ge))
            if _skip(stext, m, value, in_date):
                continue
            span = doc.char_span(gs, ge, alignment_mode="expand")
            if span is None or len(span) == 0:
                continue
            word = (m.group("word") or "").lower()
            if word and not _keep_word(word, span):
                continue
            if _model_number(doc, sent, span, m):
                continue
            q, weak = _build(doc, sent, span, m, value, stext, s0, article_id)
            counted = q.counted
            # "The earlier quota was 1,800 a day": what is counted comes from the quantity just before
            if (counted is None or counted in _FRAME_NOUNS or weak) and q.unit is None and last_counted \
                    and si - last_counted[0] <= 1:
                counted = last_counted[1]
            elif counted and counted not in _FRAME_NOUNS and not weak:
                last_counted = (si, counted)
            out.append(replace(q, counted=counted))
            if q.change in ("triple", "double", "quadruple", "halve"):
                seen_mult = True
        if not seen_mult:
            out.extend(_multipliers(doc, sent, article_id))
    return out


_METRE_CONTEXT = re.compile(r"^[\s-]*(?:$|[^\w\s]|(?:of|in|from|to|and|or|above|below|high|long|wide|deep|"
                            r"tall|away|sprint|race|freestyle|hurdles|relay|dash|backstroke|butterfly|"
                            r"breaststroke|medley|final|metres?|meters?)\b)", re.I)


_SHARED_SCALE = re.compile(r"\s*(?:to|-|–|and)\s*(?:\$|€|£|¥)?\s*\d[\d,.]*\s?"
                           r"(thousand|million|billion|trillion|mln|mn|bn|tn)(?![A-Za-z])", re.I)


def _value(m: re.Match, stext: str) -> float | None:
    if m.group("frac"):
        w = m.group("frac").lower().replace("-", " ").split()
        return _FRACTIONS[w[-1]] * (1 if len(w) == 1 or w[0] in ("a", "one") else _UNITS_W[w[0]])
    if m.group("num"):
        try:
            v = float(m.group("num").replace(",", ""))
        except ValueError:
            return None
        raw_scale = m.group("scale") or ""
        scale = raw_scale.lower()
        if scale:
            if scale in ("m", "b") and not m.group("cur") and not m.group("curw") and not m.group("unit") \
                    and raw_scale.islower() and _METRE_CONTEXT.match(stext[m.end("scale"):]):
                return v  # "100m sprint", "3m high": metres (b: bytes/bits, rare)
            v *= _SCALES[scale]
        elif not any(m.group(g) for g in ("unit", "curw", "pct")):
            shared = _SHARED_SCALE.match(stext, m.end())
            if shared:  # "$10 to $15 billion", "1 to 2 thousand": the first end takes the scale
                v *= _SCALES[shared.group(1).lower()]
        return v
    v = _word_value(m.group("word"))
    if v is None:
        return None
    if m.group("wscale"):
        v *= _SCALES[m.group("wscale").lower()]
    return v


def _model_number(doc, sent, span, m: re.Match) -> bool:
    """A bare number that is part of a name: "iPhone 11", "S&P 500", "Game 2", "Boeing 787"."""
    if not m.group("num") or any(m.group(g) for g in ("cur", "scale", "pct", "curw", "unit")):
        return False
    if "," in m.group("num") or span.start <= sent.start:
        return False
    prev = doc[span.start - 1]
    if re.search(r"\b(?:S\s?&?\s?P|sp)\s*$", doc_text(doc)[max(0, span.start_char - 8):span.start_char]):
        return True  # "S&P 500" written without its ampersand
    if prev.text == "&" or (prev.i > sent.start and doc[prev.i - 1].text == "&"):
        return True
    return prev.tag_ in ("NNP", "NNPS") and prev.ent_type_ not in ("DATE", "TIME") \
        and not _MONTH_BEFORE.search(prev.text + " ") and (prev.is_title or prev.is_upper or prev.text[:1].islower())


def _keep_word(word: str, span) -> bool:
    """Number words: drop pronoun-like "one" ("one of them", "no one") and words in names."""
    if word == "one":
        root = span.root
        return root.dep_ == "nummod" and root.head.pos_ == "NOUN" \
            and root.head.lemma_.lower() not in _TIME_NOUNS
    if any(t.ent_type_ in ("PERSON", "ORG", "WORK_OF_ART") for t in span):
        return False
    return True


def _unit(m: re.Match, value: float) -> str | None:
    if m.group("frac"):
        return "fraction"
    if m.group("scale") and m.group("scale").lower() == "m" and m.group("num") and not m.group("unit") \
            and value == float(m.group("num").replace(",", "")):
        return "m"
    if m.group("pct"):
        return "percent"
    cur = re.sub(r"\s+", "", m.group("cur") or "").lower()
    if cur:
        return _CURRENCY.get(cur, _CURRENCY.get(cur.rstrip("."), cur.upper()))
    if m.group("curw"):
        return _CURRENCY_WORDS[m.group("curw").lower()]
    if m.group("unit"):
        u = m.group("unit")
        return u if len(u) <= 3 and u.isupper() else u.lower()
    return None


def _build(doc, sent, span, m: re.Match, value: float, stext: str, s0: int,
           article_id: str) -> tuple[Quantity, bool]:
    """A Quantity for one regex match: counted, per, bound, change, frame and the phrase span."""
    unit = _unit(m, value)
    tokens = {t.i for t in span}
    # The number token that attaches to the rest of the sentence.
    nums = [t for t in span if t.like_num or t.lower_ in _SCALES or t.lower_ in ("dozen", "dozens")]
    root = span.root
    if nums and root.i not in {t.i for t in nums} and root.pos_ not in ("NOUN", "PROPN"):
        root = nums[-1]
    before = stext[:m.start()]
    after = stext[m.end():]
    ms, me = m.start(), m.end()
    vague = bool(re.fullmatch(r"(?:dozens|scores|hundreds|thousands|millions|billions|"
                              r"(?:tens|hundreds)\s+of\s+(?:thousands|millions|billions))",
                              (m.group("word") or "").lower()))

    sign = re.search(r"(?:(?:^|[\s(:])[-−]|\bminus[\s-])$", before, re.I)
    if sign and m.group("num"):
        value = -value
        ms = sign.start() + (1 if sign.group(0)[:1] in " (:" else 0)
        before = stext[:ms]
    bound = None
    for rx, name in _BOUNDS:
        b = rx.search(before)
        if b:
            bound = name
            ms = b.start()
            break
    if bound is None and vague:
        bound = "more than"

    change = None
    for rx, name in _CHANGE_BEFORE:
        c = rx.search(stext[:ms])
        if c and (ms - c.end()) <= 1:
            change = name
            ms = min(ms, c.start())
            break
    if change is None:
        for rx, name in _CHANGE_AFTER:
            if rx.match(after):
                change = name
                break
    if change is None:
        change = _change_from_parse(root)

    # the rate: right after the number ("1,800 a day"), after its noun ("arrests a day"), or before
    weak = False  # True when `counted` is only the nearest noun, not read from the parse
    per = None
    hit = _per_at(after)
    if hit:
        per, me = hit[0], m.end() + hit[1]
    counted_tok = None
    if unit in (None, "percent", "fraction") or unit in _CURRENCY.values():
        counted_tok = _counted_token(root, tokens)
    if per is None and counted_tok is not None and counted_tok.idx >= s0 + m.end():
        noun_end = counted_tok.idx + len(counted_tok.text) - s0
        hit = _per_at(stext[noun_end:])
        if hit:
            per, me = hit[0], max(me, noun_end + hit[1])
    if per is None:
        pb = _PER_BEFORE.search(before)
        if pb:
            per = _PER_WORD[pb.group(1).lower()]

    if counted_tok is None and (unit in ("percent", "fraction") or unit in _CURRENCY.values()):
        counted_tok = _governing_noun(root, tokens, money=unit != "percent")
    if counted_tok is None and unit is None and not m.group("unit"):
        counted_tok = _nearest_chunk_noun(doc, sent, tokens, span.start)
        weak = True
    counted = None
    if counted_tok is not None:
        counted = counted_tok.text if counted_tok.pos_ == "PROPN" else counted_tok.lemma_.lower()
        # extend the phrase over a directly following counted noun ("3,000 arrests")
        gap = stext[m.end():counted_tok.idx - s0]
        if counted_tok.idx - s0 >= m.end() and re.fullmatch(r"[\s-]*(?:[A-Za-z-]+\s+){0,2}(?:of\s+)?", gap) \
                and (unit is None or re.search(r"\bof\s+(?:the\s+|these\s+|those\s+|its\s+|their\s+)?$", gap)):
            me = max(me, counted_tok.idx + len(counted_tok.text) - s0)
            hit = _per_at(stext[me:])
            if hit and hit[0] == per:
                me += hit[1]
    frame = _frame(root, sent)
    phrase = stext[ms:me].strip()
    lead = len(stext[ms:me]) - len(stext[ms:me].lstrip())
    start = s0 + ms + lead
    return Quantity(
        value=value, unit=unit, counted=counted, per=per, bound=bound, change=change, frame=frame,
        text=phrase, span=Span(article_id, start, start + len(phrase)),
        sentence=Span(article_id, sent.start_char, sent.end_char),
    ), weak


def _multipliers(doc, sent, article_id: str) -> list[Quantity]:
    """ "arrests tripled", "doubled the budget": a change by a factor, value = the factor."""
    out = []
    for tok in sent:
        lemma = tok.lemma_.lower()
        if tok.pos_ != "VERB" or lemma not in _MULT or not _MULT_RE.fullmatch(tok.text):
            continue
        name, factor = _MULT[lemma]
        subj = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
        noun = obj if obj is not None and obj.pos_ in ("NOUN", "PROPN") else subj
        counted = None
        start, end = tok.idx, tok.idx + len(tok.text)
        if noun is not None and noun.pos_ in ("NOUN", "PROPN"):
            counted = noun.text if noun.pos_ == "PROPN" else noun.lemma_.lower()
            start = min(start, noun.idx)
            end = max(end, noun.idx + len(noun.text))
        out.append(Quantity(
            value=factor, unit="times", counted=counted, per=None, bound=None, change=name,
            frame=_frame(tok, sent), text=doc_text(doc)[start:end], span=Span(article_id, start, end),
            sentence=Span(article_id, sent.start_char, sent.end_char),
        ))
    return out
