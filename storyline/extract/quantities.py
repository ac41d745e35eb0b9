"""Quantities: numbers as written in news sentences, with what they count and how.

Candidates come from one regular expression over each sentence (``quant_numbers``: digits with
separators, scale words, number words, "half a dozen", "hundreds of", percentages, currencies and
units from ``quant_units``); the spaCy parse then says what the number counts, and small word lists
around it give the rate (``per``: "a day", "per barrel", "a share", "per 100,000 people"), the bound
("about", "more than"), the change ("up", "triple") and the frame ("target", "actual", "past"),
see ``quant_context``. Years, times, dates, ranks, scores, ordinals, addresses, model names and
phone numbers are skipped. Per sentence, both ends of a range share its unit and rate (each end keeps
its own offsets; also "from 21 mpg in 2019 to 23"), "one in three Germans" becomes a fraction,
"Maddon, 66," / "aged 35" / "He will be 35" are ages (unit "years old"), a unit noun the number counts
is its unit ("one US fluid ounce", "1/16 of a pint"), and a bare number takes the unit its sentence
leaves out ("rose by 2 percent ... fell by 1", see ``quant_ellipsis``).

Modules: ``quant_units`` (currency and unit tables, rates), ``quant_numbers`` (number words, the
candidate regex, values, what is not a quantity), ``quant_context`` (counted noun, bound, change,
frame, factors), ``quant_roles`` (what a sum or share is about when its verb has an object, payers, the
level a change started from, payers and earners), ``quant_ellipsis`` (left-out units), ``quant_fold`` ("a fivefold
increase"), ``quant_headline`` (headlines in capitals), this one (the finder, ranges, ages).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Quantity, Sentence, Span
from .dates import YEAR
from .quant_context import (BOUNDS, CHANGE_AFTER, CHANGE_BEFORE, FRAME_NOUNS, casualty_count, change_from_parse,
                            counted_token, dated_elsewhen, frame_of, governing_noun, level_noun, multipliers,
                            nearest_chunk_noun, other_time, owner_of, predicate, tally_of_people)
from .quant_ellipsis import elided_units
from .quant_fold import folds
from .quant_headline import counted_word, headline_subject, in_capitals
from .quant_roles import earlier_level, not_the_change_word, object_of_change, owner_of_sum, payer
from .quant_numbers import MARKED, PHONE, QTY, SCALES, UNITS_W, keep_word, match_value, model_number, skip_number
from .quant_units import CURRENCY_UNITS, MEASURE_WORDS, PER_BEFORE, PER_WORD, per_at, unit_of
from .quant_votes import find_tallies, tally_spans


def find_quantities(doc, article_id: str, sentences: list[Sentence]) -> list[Quantity]:
    """Every quantity in the article, in text order (see the module docstring)."""
    text = doc.text
    phones = [(p.start(), p.end()) for p in PHONE.finditer(text)]
    date_chars = set()
    elsewhen = []  # date expressions that may name another time than the story's ("in 2004")
    for ent in doc.ents:
        if ent.label_ in ("DATE", "TIME"):
            date_chars.update(range(ent.start_char, ent.end_char))
            if ent.label_ == "DATE" and other_time(ent.text):
                elsewhen.append(ent)
    for tok in doc:  # a year the entity recogniser missed
        if YEAR.fullmatch(tok.text) and tok.idx not in date_chars:
            elsewhen.append(doc[tok.i:tok.i + 1])
    out: list[Quantity] = []
    models: set[str] = set()  # numbers the article uses as names ("787 Dreamliner")
    last_counted: tuple[int, str] | None = None  # (sentence index, counted)
    for si, sent in enumerate(doc.sents):
        s0, s1 = sent.start_char, sent.end_char
        stext = text[s0:s1]
        dates_here = [d for d in elsewhen if sent.start <= d.start < sent.end]
        seen_mult = False
        found: list[Quantity] = []
        tallies = find_tallies(text, s0, s1, article_id)  # "voted 52-47": votes for and against
        taken = phones + tally_spans(tallies)
        for m in QTY.finditer(stext):
            if not (m.group("num") or m.group("word") or m.group("frac") or m.group("sfrac")):
                continue
            gs, ge = s0 + m.start(), s0 + m.end()
            if any(a < ge and gs < b for a, b in taken):
                continue
            if (m.group("unit") or "").lower() == "fold":
                continue  # "five-fold": a factor, read by ``folds``
            if found and gs < found[-1].span.end:
                continue  # inside the phrase of the quantity before: "5 deaths per 100,000 people"
            value = match_value(m, stext)
            if value is None:
                continue
            in_date = any(i in date_chars for i in range(gs, ge)) and not _age_apposition(stext, m)
            if skip_number(stext, m, value, in_date):
                continue
            span = doc.char_span(gs, ge, alignment_mode="expand")
            if span is None or len(span) == 0:
                continue
            word = (m.group("word") or "").lower()
            if word and not keep_word(word, span):
                continue
            plain = m.group("num") if re.fullmatch(r"\d{3,4}", m.group("num") or "") \
                and not any(m.group(g) for g in MARKED if g != "mult") else None
            if model_number(doc, sent, span, m) or (plain and plain in models):
                if plain:
                    models.add(plain)  # "the 787" later in the article is that plane, not 787 things
                continue
            q, weak = _build(doc, sent, span, m, value, stext, s0, article_id, dates_here)
            counted = q.counted
            if counted == "other":  # "left 9 others stranded": the noun counted just before, else people
                counted = last_counted[1] if last_counted and si - last_counted[0] <= 1 else "people"
            # "The earlier quota was 1,800 a day": what is counted comes from the quantity just before
            elif (counted is None or counted in FRAME_NOUNS or weak) and q.unit is None and last_counted \
                    and si - last_counted[0] <= 1:
                counted = last_counted[1]
            elif counted and counted not in FRAME_NOUNS and not weak:
                last_counted = (si, counted)
            found.append(replace(q, counted=counted))
            if q.change in ("triple", "double", "quadruple", "halve"):
                seen_mult = True
        part = list(elided_units(stext, s0, _share_range_units(stext, s0, _out_of(stext, s0, found, doc))))
        out.extend(sorted(part + tallies + folds(doc, sent, article_id), key=lambda q: q.span.start))
        if not seen_mult:
            out.extend(multipliers(doc, sent, article_id))
    return out


_AGE_BEFORE = re.compile(r"(?:\b(?:aged|age|ages|age\s+of)\s+|[A-Za-z.'’]+,\s*"
                         r"|\blife\s+expectancy\s+(?:[\w-]+\s+){0,6}?(?:is|was|of|at|to|be|reached|hit)\s+"
                         r"(?:(?:about|around|roughly|nearly|almost|just\s+over|just\s+under)\s+)?)$", re.I)
_OUT_OF = re.compile(rf"\b({'|'.join(UNITS_W)}|\d{{1,2}})\s+(?:out\s+of|in)\s+$", re.I)


_POINTS = frozenset(("percentage points", "percentage point", "basis points", "basis point", "bps", "bp"))
_AGE_SUBJECTS = frozenset("""he she i man woman boy girl son daughter husband wife mother father brother sister
    victim suspect driver player singer actor actress pilot officer soldier student teenager patient child baby
    grandmother grandfather mum mom dad widow age expectancy""".split())
_NOT_AGE_AFTER = frozenset("under over for of to percent % points point - – / x".split())
# people whose age a number set off by commas gives ("the suspect, 27, fled", "a local woman, 81,")
_AGE_NOUNS = _AGE_SUBJECTS | frozenset("""victims suspect suspects defendant gunman attacker assailant motorist cyclist
    pedestrian passenger resident worker hiker swimmer climber teen teenager youth toddler infant grandson
    granddaughter niece nephew veteran pensioner retiree tourist neighbour neighbor pupil inmate prisoner""".split())
_AGE_APPOSITION = re.compile(r"\b(?:" + "|".join(sorted(_AGE_NOUNS, key=len, reverse=True)) + r"),\s*$", re.I)


def _age_apposition(stext: str, m: re.Match) -> bool:
    """ "the suspect, 27, fled", "The victim, 34, was": a bare number set off by commas after a person noun."""
    return bool(m.group("num") and m.group("num").isdigit() and _AGE_APPOSITION.search(stext[:m.start()])
                and re.match(r"\s*(?:,|\))", stext[m.end():]))


def _age_of_subject(span) -> bool:
    """ "He will be 35 by then", "the victim was 17", "She turns 40", "life expectancy is around 73": a bare
    number that is the predicate of a person (or of an age) is an age."""
    num = span.root
    head = num.head
    turns = num.dep_ == "dobj" and head.lemma_ == "turn"
    if not ((num.dep_ in ("attr", "acomp") and head.lemma_ == "be") or turns):
        return False
    nxt = num.doc[num.i + 1] if num.i + 1 < len(num.doc) else None
    if nxt is not None and (nxt.lower_ in _NOT_AGE_AFTER or nxt.pos_ in ("NOUN", "PROPN", "NUM")):
        return False  # "he was 3 under par", "she was 0 for 4"
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    return turns or subj.ent_type_ == "PERSON" or (subj.lower_ in _AGE_SUBJECTS and subj.tag_ in ("PRP", "NN", "NNP")) \
        or (subj.lemma_.lower() in _AGE_SUBJECTS and subj.tag_ == "NN")


def _is_age(doc, span, m: re.Match, stext: str, value: float) -> bool:
    """ "Maddon, 66, said", "aged 35", "He will be 35": a bare whole number that is someone's age."""
    if not m.group("num") or not m.group("num").isdigit() or not 1 <= value <= 115:
        return False
    b = _AGE_BEFORE.search(stext[:m.start()])
    if b is None:
        return _age_of_subject(span)
    if "," not in b.group(0):
        return True
    if _age_apposition(stext, m):
        return True
    prev = doc[span.start - 2] if span.start >= 2 else None  # the name before the comma
    if prev is None or prev.pos_ != "PROPN" or re.match(r"\s*(?:,|\)|$)", stext[m.end():]) is None:
        return False
    if prev.ent_type_ == "ORG":  # "convicting Webb, 51,": an ORG tag on the surname of a person named elsewhere
        return any(e.label_ == "PERSON" and len(e) > 1 and e[-1].text == prev.text for e in doc.ents)
    return prev.ent_type_ != "DATE"


def _verb_read_as_noun(doc, q: Quantity):
    """ "one in five adults smokes, a survey found": the tagger reads the verb after a share's plural noun as a
    plural noun it is a compound of ("adults smokes"). The plural noun before it, when the phrase ends on
    such a pair and no verb follows before the clause ends; else None."""
    span = doc.char_span(q.span.start, q.span.end, alignment_mode="expand") if doc is not None else None
    if span is None or len(span) < 3:
        return None
    last, prev = span[-1], span[-2]
    if last.tag_ != "NNS" or prev.tag_ not in ("NNS", "NNPS") or prev.dep_ != "compound" or prev.head.i != last.i \
            or q.counted not in (last.lemma_.lower(), last.text):
        return None
    for tok in doc[last.i + 1:last.sent.end]:
        if tok.is_punct and tok.text in ",;:.!?":
            break
        if tok.pos_ in ("VERB", "AUX"):
            return None
    return prev


def _out_of(stext: str, s0: int, qs: list[Quantity], doc=None) -> list[Quantity]:
    """ "one in three Germans", "2 out of 5 voters": the share a/b as a fraction of what b counts (not the verb
    after it: "one in five adults smokes" counts adults)."""
    out = []
    for q in qs:
        o = _OUT_OF.search(stext[:q.span.start - s0])
        if o and q.unit is None and q.bound is None and q.value > 0:
            first = o.group(1).lower()
            a = float(first) if first.isdigit() else float(UNITS_W[first])
            if 0 < a < q.value:
                start = s0 + o.start()
                if out and out[-1].span.start >= start:
                    out.pop()  # the first number, if it was kept on its own
                noun = _verb_read_as_noun(doc, q)
                if noun is not None:
                    end = noun.idx + len(noun.text)
                    q = replace(q, counted=counted_word(noun, False), span=replace(q.span, end=end))
                text = stext[o.start():q.span.end - s0]
                q = replace(q, value=a / q.value, unit="fraction", text=text, span=replace(q.span, start=start))
        out.append(q)
    return out


# what may stand between a number and the unit noun it measures in ("One US fluid ounce", "two nautical miles";
# a fraction of one unit: "1/16 of a US pint", "a third of a mile", not "half of the barrels")
_MEASURED = re.compile(r"[\s-]*(?:[A-Za-z.]+\s+){0,2}")
_OF_A_UNIT = re.compile(r"\s+of\s+an?\s+(?:[A-Za-z.]+\s+){0,2}?("
                        + "|".join(sorted(MEASURE_WORDS, key=len, reverse=True)) + r")\b", re.I)
# words between a number and the noun it counts that its phrase covers: "3,000 arrests", "two new 737 Max jets",
# "4.3M digital and physical sales"
_COUNTED_GAP = re.compile(r"[\s-]*(?:[A-Za-z-]+\s+(?:(?:and|or)\s+[A-Za-z-]+\s+)?|\d+\s+(?=[A-Z])){0,3}(?:of\s+)?")
_OF_GAP = re.compile(r"\s+of\s+(?:the\s+|these\s+|those\s+|its\s+|their\s+)?(?:[A-Za-z-]+\s+){0,2}")
_OF_STUFF = re.compile(r"\s+of\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?=[\s,])")
_ASIDE = re.compile(r"\s*\([^()]{1,40}\)")
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|and|or)\s*", re.I)
_FROM_LEAD = re.compile(r"\bfrom\s+(?:\S+\s+)?(?:[\d.,]+\s?[-–]\s?)?(?:\$|€|£)?$", re.I)  # "from about 14-"
_FROM_GAP = re.compile(r"\s+(?:[^\s\d,;:]+\s+){0,4}?to\s+", re.I)
_RANGE_OPEN = re.compile(r"\b(?:between|from)\s+(?:\S+\s+)?(?:\$|€|£)?$", re.I)


def _share_range_units(stext: str, s0: int, qs: list[Quantity]) -> list[Quantity]:
    """Both ends of a range get its unit and rate: "5-10%", "between $62 and $68 per share",
    "three or four years" (the bare first end takes the second's); "from 208 pounds to 193"
    (after "from"/"between", the bare second end takes the first's). Each end keeps its offsets."""
    qs = list(qs)
    # twice, for chains: "from 4.1 to 5-6 billion euros" (5 takes euros from 6, then 4.1 from 5)
    for i in list(range(len(qs) - 1)) * 2:
        a, b = qs[i], qs[i + 1]
        gap = stext[a.span.end - s0:b.span.start - s0]
        if b.span.start >= a.span.end and _FROM_LEAD.search(stext[:a.span.start - s0]) and _FROM_GAP.fullmatch(gap) \
                and a.unit is not None and b.unit in (None, a.unit) and re.search(r"\d$", b.text):
            # "from 21 mpg combined to 23", "from $75 per barrel in June to $45.88": the later end's unit and rate
            qs[i + 1] = replace(b, unit=a.unit, per=b.per or a.per)
            continue
        if not _RANGE_JOIN.fullmatch(gap) or b.span.start < a.span.end:
            continue
        lead = stext[:a.span.start - s0] + a.text[:re.search(r"\d|$", a.text).start()]  # up to the number
        opened = _RANGE_OPEN.search(lead) is not None
        by = re.search(r"\bby\s+$", lead) is not None  # "dropped by 1 to 1.5 degrees"
        if a.unit == "years old" and b.unit is None and re.fullmatch(r"\d+", b.text):
            qs[i + 1] = replace(b, unit=a.unit)  # "aged 18 to 24", "aged 25 and 31"
            continue
        if gap.strip().lower() == "and" and not opened:
            continue
        dash = gap.strip() in ("-", "–", "—")
        if a.unit is None and b.unit is None and b.counted and re.fullmatch(r"[\d.,]+", a.text) \
                and a.change is None:
            qs[i] = replace(a, counted=b.counted)  # "seating 242 to 330 passengers": 242 passengers too
            continue
        if a.unit is None and b.unit is not None and (a.bound is None or dash) and (a.change is None or opened or by
                                                                                   or dash):
            qs[i] = replace(a, unit=b.unit, per=a.per or b.per, counted=b.counted or a.counted)
        elif a.unit is not None and (b.unit == a.unit or (b.unit is None and (opened or dash))):  # "$40-50 billion"
            if a.per is None and b.per is not None:
                qs[i] = replace(a, per=b.per)
            elif b.unit is None:
                qs[i + 1] = replace(b, unit=a.unit, per=b.per or a.per)
    return qs


def _build(doc, sent, span, m: re.Match, value: float, stext: str, s0: int,
           article_id: str, dates_here=()) -> tuple[Quantity, bool]:
    """A Quantity for one regex match: counted, per, bound, change, frame, verb and the phrase span.

    ``dates_here``: the sentence's date expressions that may name another time (``other_time``); a
    number they date gets the frame "past"."""
    unit = unit_of(m, value)
    if unit is None and _is_age(doc, span, m, stext, value):
        unit = "years old"
    tokens = {t.i for t in span}
    # The number token that attaches to the rest of the sentence.
    nums = [t for t in span if t.like_num or t.lower_ in SCALES or t.lower_ in ("dozen", "dozens")]
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
    # a level, not the size of a change: crossed ("dropped below 300,000") or reached ("fell to 293,000")
    level = False
    for rx, name in BOUNDS:
        b = rx.search(before)
        if b:
            bound = name
            level = re.search(r"\b(?:below|above|beneath)\b", b.group(0), re.I) is not None
            ms = b.start()
            break
    if bound is None and vague:
        bound = "more than"
    elif bound is None and (m.group("word") or "").lower().startswith("a couple"):
        bound = "about"  # "a couple hundred residents"

    change = None  # "fell 36,000", "fell by 7%": the change
    for rx, name in CHANGE_BEFORE:
        c = rx.search(stext[:ms])
        if c and (ms - c.end()) <= 1:
            # "fell to 293,000", "doubled to 2 million", "tripled from 1,000": a level, not the change
            if re.search(r"\bto\s*$", c.group(0), re.I) or (name not in ("up", "down")
                                                         and re.search(r"\bfrom\s*$", c.group(0), re.I)):
                level = True
                break
            if not level:
                change = name
                ms = min(ms, c.start())
            break
    if change is None and not level:
        for rx, name in CHANGE_AFTER:
            if rx.match(after):
                change = name
                break
    if change is None and not level:
        change = change_from_parse(root)

    # the rate: right after the number ("1,800 a day"), after its noun ("arrests a day"), or before
    weak = False  # True when `counted` is only the nearest noun, not read from the parse
    per = None
    hit = per_at(after)
    if hit:
        per, me = hit[0], m.end() + hit[1]
    elif _ASIDE.match(after):  # "9 billion shekels ($2.4 billion) a year"
        hit = per_at(after[_ASIDE.match(after).end():])
        per = hit[0] if hit else None
    if per is None and unit not in (None, "percent", "fraction"):
        of = _OF_STUFF.match(after)  # "150 litres of water per capita", "800mm of rainfall annually"
        hit = per_at(after[of.end():]) if of else None
        if hit:
            per, me = hit[0], m.end() + of.end() + hit[1]
    counted_tok = None
    points = unit in _POINTS  # "lost 2.5 percentage points of market share": a share, like a percentage
    if unit in (None, "percent", "fraction") or unit in CURRENCY_UNITS or points:
        counted_tok = counted_token(root, tokens)
    if per is None and counted_tok is not None and counted_tok.idx >= s0 + m.end():
        noun_end = counted_tok.idx + len(counted_tok.text) - s0
        hit = per_at(stext[noun_end:])
        if hit:
            per, me = hit[0], max(me, noun_end + hit[1])
    if per is None and unit not in ("percent", "fraction", "percentage points", "basis points", "points"):
        pb = PER_BEFORE.search(before)  # "daily output of 9,000 barrels"; not "weekly earnings rose 4.3%" 
        if pb:
            per = PER_WORD[pb.group(1).lower()]

    if counted_tok is None and (unit in ("percent", "fraction") or unit in CURRENCY_UNITS or points):
        counted_tok = (owner_of_sum(root, tokens) if unit in CURRENCY_UNITS else None) \
            or object_of_change(root, tokens) or governing_noun(root, tokens, money=unit in CURRENCY_UNITS) \
            or headline_subject(root, sent)  # "BILLS TO RISE 10%"
        if unit in CURRENCY_UNITS and payer(counted_tok):
            counted_tok = None  # the payer or earner is not what the sum is about
    counted_tok = not_the_change_word(counted_tok)
    implied = None
    if counted_tok is None and unit is None and not m.group("unit"):
        counted_tok = level_noun(root, tokens)  # "applications ... totaled 293,000"
        if counted_tok is None and casualty_count(root):
            implied = "people"  # "31 dead", "65 were injured"
        elif counted_tok is None:
            counted_tok = nearest_chunk_noun(doc, sent, tokens, span.start)
            weak = True
            if counted_tok is not None and counted_tok.tag_ == "NN" and value != 1:
                counted_tok = None  # "a young apprentice-then 15": one of it is not counted by 15
    counted = implied
    if counted_tok is not None and any(ch.isdigit() for ch in counted_tok.text):
        counted_tok = None  # "5-10W": the other end of a range, not what is counted
    if counted_tok is not None and counted_tok.tag_ == "NN" and counted_tok.i < span.start and value != 1 \
            and unit is None and root.head.i == counted_tok.i:
        counted_tok = None  # "a young apprentice-then 15", "a city of population 54,000": no count of it
    if counted_tok is not None:
        counted = counted_word(counted_tok, in_capitals(sent.text))  # "SHARES PLUNGE 20%" -> share
        if points and counted_tok.i > 0 and doc[counted_tok.i - 1].dep_ == "compound" \
                and doc[counted_tok.i - 1].head.i == counted_tok.i and doc[counted_tok.i - 1].pos_ == "NOUN":
            counted = f"{doc[counted_tok.i - 1].lemma_.lower()} {counted}"  # "percentage points of market share"
        if tally_of_people(counted_tok):
            counted = "people"  # "the death toll rose to 11" counts people
        # extend the phrase over a directly following counted noun ("3,000 arrests")
        gap = stext[m.end():counted_tok.idx - s0]
        if counted_tok.idx - s0 >= m.end() and (_COUNTED_GAP.fullmatch(gap)
                                                or _OF_GAP.fullmatch(gap)) \
                and (unit is None or _OF_GAP.fullmatch(gap)):
            me = max(me, counted_tok.idx + len(counted_tok.text) - s0)
            hit = per_at(stext[me:])
            if hit and hit[0] == per:
                me += hit[1]
        if counted_tok.text in MEASURE_WORDS and unit is None and _MEASURED.fullmatch(gap):
            unit, counted = counted_tok.lower_, None  # "one US fluid ounce", "two nautical miles": a unit
    if unit == "fraction":  # "1/16 of a US pint", "a third of a mile": a part of one unit
        of_unit = _OF_A_UNIT.match(stext, m.end())
        if of_unit:
            unit, counted = of_unit.group(1).lower(), None
            me = max(me, of_unit.end())
    frame = frame_of(root, sent)
    num = nums[-1] if nums else root
    if (frame is None and dated_elsewhen(num, dates_here)) or earlier_level(stext[:ms]):
        frame = "past"
    verb = predicate(num, counted_tok, value) if unit is None else None  # what a count is about
    owner = owner_of(num, counted_tok) if unit is None else None  # whose things it counts
    phrase = stext[ms:me].strip()
    lead = len(stext[ms:me]) - len(stext[ms:me].lstrip())
    start = s0 + ms + lead
    return Quantity(
        value=value, unit=unit, counted=counted, per=per, bound=bound, change=change, frame=frame,
        text=phrase, span=Span(article_id, start, start + len(phrase)),
        sentence=Span(article_id, sent.start_char, sent.end_char), verb=verb, owner=owner,
    ), weak
