"""One quantity read from one match of the candidate regex (``quantities.find_quantities``):
the stages of ``read_quantity`` in order: the sign, the bound ("about", "more than"), the change
("fell 36,000"), the rate ("a day"), what is counted (from the parse, else the nearest noun), a
unit the counted noun is ("two nautical miles"), and the frame, predicate and owner. Also ages
("Maddon, 66,", "aged 35", "He will be 35").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .doc import doc_ents
from ..model import Quantity, Span
from .lexicon import regex, words
from .quant_context import (BOUNDS, CHANGE_AFTER, CHANGE_BEFORE, casualty_count, change_from_parse, counted_token,
                            dated_elsewhen, frame_of, governing_noun, level_noun, nearest_chunk_noun, predicate,
                            tally_of_people)
from .quant_headline import counted_word, headline_subject, in_capitals
from .quant_numbers import SCALES
from .quant_roles import earlier_level, not_the_change_word, object_of_change, owner_of, owner_of_sum, payer
from .quant_units import CURRENCY_UNITS, MEASURE_WORDS, PER_BEFORE, PER_WORD, TIME_NOUNS, per_at, unit_of
from .quant_window import PHRASE, WINDOW, EndSearch, ahead as _window_ahead, before as _window_before

_AGE_BEFORE = regex("quantities", "age_before")
_POINTS = words("quantities", "points")
_AGE_SUBJECTS = words("quantities", "age_subjects")
_NOT_AGE_AFTER = words("quantities", "not_age_after")
# people whose age a number set off by commas gives ("the suspect, 27, fled", "a local woman, 81,")
_AGE_NOUNS = _AGE_SUBJECTS | words("quantities", "age_nouns_extra")
_AGE_APPOSITION = re.compile(r"\b(?:" + "|".join(sorted(_AGE_NOUNS, key=len, reverse=True)) + r"),\s*$", re.I)
# the patterns read right before a number, searched from where a match can start (``EndSearch``)
_age_apposition = EndSearch(_AGE_APPOSITION).search
_bounds = tuple((EndSearch(rx).search, name) for rx, name in BOUNDS)
_changes_before = tuple((EndSearch(rx).search, name) for rx, name in CHANGE_BEFORE)
_sign_before = EndSearch(re.compile(r"(?:(?:^|[\s(:])[-−]|\bminus[\s-])$", re.I)).search


_COMMA_OR_CLOSE = re.compile(r"\s*(?:,|\))")
_COMMA_CLOSE_OR_END = re.compile(r"\s*(?:,|\)|$)")


def age_apposition(stext: str, m: re.Match) -> bool:
    """ "the suspect, 27, fled", "The victim, 34, was": a bare number set off by commas after a person noun."""
    if not (m.group("num") and m.group("num").isdigit()):
        return False
    lead = _window_before(stext, m.start(), 40)[0]  # a person noun, a comma and blanks
    return bool(lead.rstrip().endswith(",") and _age_apposition(lead)  # (the pattern ends in ",\s*$")
                and _COMMA_OR_CLOSE.match(stext, m.end()))


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
    b = _AGE_BEFORE.search(_window_before(stext, m.start())[0])
    if b is None:
        return _age_of_subject(span)
    if "," not in b.group(0):
        return True
    if age_apposition(stext, m):
        return True
    prev = doc[span.start - 2] if span.start >= 2 else None  # the name before the comma
    if prev is None or prev.pos_ != "PROPN" or _COMMA_CLOSE_OR_END.match(stext, m.end()) is None:
        return False
    if prev.ent_type_ == "ORG":  # "convicting Webb, 51,": an ORG tag on the surname of a person named elsewhere
        return any(e.label_ == "PERSON" and len(e) > 1 and e[-1].text == prev.text for e in doc_ents(doc))
    return prev.ent_type_ != "DATE"


# what may stand between a number and the unit noun it measures in ("One US fluid ounce", "two nautical miles";
# a fraction of one unit: "1/16 of a US pint", "a third of a mile", not "half of the barrels")
_MEASURED = re.compile(r"[\s-]*(?:[A-Za-z.]+\s+){0,2}")
_OF_A_UNIT = re.compile(r"\s+of\s+an?\s+(?:[A-Za-z.]+\s+){0,2}?("
                        + "|".join(sorted(MEASURE_WORDS, key=len, reverse=True)) + r")\b", re.I)
# words between a number and the noun it counts that its phrase covers: "3,000 arrests", "two new 737 Max jets",
# "4.3M digital and physical sales"
_COUNTED_GAP = regex("quantities", "counted_gap")
_OF_GAP = regex("quantities", "of_gap")
_OF_STUFF = re.compile(r"\s+of\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?=[\s,])")
_ASIDE = re.compile(r"\s*\([^()]{1,40}\)")


@dataclass
class _Reading:
    """What ``read_quantity`` knows so far of one match: ``ms``/``me`` are the phrase's bounds in the sentence."""

    doc: object
    sent: object
    span: object
    m: re.Match
    stext: str
    s0: int
    value: float
    unit: str | None
    tokens: set
    nums: list
    root: object
    ms: int
    me: int
    before: str  # the phrase window before the number (``quant_window``), starting at ``b0``
    b0: int
    after: str
    caps: list  # shared by the sentence's quantities: whether it is in capitals, once read
    bound: str | None = None
    level: bool = False  # a level, not the size of a change: crossed ("dropped below 300,000") or reached
    change: str | None = None
    per: str | None = None
    weak: bool = False  # True when ``counted`` is only the nearest noun, not read from the parse
    counted_tok: object = None
    counted: str | None = None


def read_quantity(doc, sent, span, m: re.Match, value: float, stext: str, s0: int,
                  article_id: str, dates_here=(), caps: list[bool] | None = None) -> tuple[Quantity, bool]:
    """A Quantity for one regex match: counted, per, bound, change, frame, verb and the phrase span,
    and whether what it counts is only the nearest noun.

    ``dates_here``: the sentence's date expressions that may name another time (``other_time``); a
    number they date gets the frame "past". ``caps``: a list shared by the sentence's quantities that
    keeps whether the sentence is in capitals once it is read (empty until then)."""
    r = _start(doc, sent, span, m, value, stext, s0, [] if caps is None else caps)
    for stage in (_sign, _bound, _change, _rate_after, _counted_in_parse, _rate_around, _counted_elsewhere,
                  _counted_noun, _fraction_of_unit):
        stage(r)
    return _quantity(r, article_id, dates_here), r.weak


def _capitals(r: _Reading) -> bool:
    if not r.caps:
        r.caps.append(in_capitals(r.stext))
    return r.caps[0]


def _start(doc, sent, span, m: re.Match, value: float, stext: str, s0: int, caps: list) -> _Reading:
    unit = unit_of(m, value)
    if unit is None and _is_age(doc, span, m, stext, value):
        unit = "years old"
    # The number token that attaches to the rest of the sentence.
    nums = [t for t in span if t.like_num or t.lower_ in SCALES or t.lower_ in ("dozen", "dozens")]
    root = span.root
    if nums and root.i not in {t.i for t in nums} and root.pos_ not in ("NOUN", "PROPN"):
        root = nums[-1]
    before, b0 = _window_before(stext, m.start(), PHRASE)  # the phrase window before the number, from b0
    return _Reading(doc, sent, span, m, stext, s0, value, unit, {t.i for t in span}, nums, root, m.start(), m.end(),
                    before, b0, _window_ahead(stext, m.end()), caps)


def _sign(r: _Reading) -> None:
    sign = _sign_before(r.before)
    if sign and r.m.group("num"):
        r.value = -r.value
        r.ms = r.b0 + sign.start() + (1 if sign.group(0)[:1] in " (:" else 0)
        r.before, r.b0 = _window_before(r.stext, r.ms, PHRASE)


def _bound(r: _Reading) -> None:
    word = (r.m.group("word") or "").lower()
    vague = bool(re.fullmatch(r"(?:dozens|scores|hundreds|thousands|millions|billions|"
                              r"(?:tens|hundreds)\s+of\s+(?:thousands|millions|billions))", word))
    for search, name in _bounds:
        b = search(r.before)
        if b:
            r.bound = name
            r.level = re.search(r"\b(?:below|above|beneath)\b", b.group(0), re.I) is not None
            r.ms = r.b0 + b.start()
            break
    if r.bound is None and vague:
        r.bound = "more than"
    elif r.bound is None and word.startswith("a couple"):
        r.bound = "about"  # "a couple hundred residents"


def _change(r: _Reading) -> None:
    """ "fell 36,000", "fell by 7%": the change (not "fell to 293,000": a level)."""
    lead, c0 = _window_before(r.stext, r.ms, PHRASE)
    for search, name in _changes_before:
        c = search(lead)
        if c and (r.ms - c0 - c.end()) <= 1:
            # "fell to 293,000", "doubled to 2 million", "tripled from 1,000": a level, not the change
            if re.search(r"\bto\s*$", c.group(0), re.I) or (name not in ("up", "down")
                                                           and re.search(r"\bfrom\s*$", c.group(0), re.I)):
                r.level = True
                break
            if not r.level:
                r.change = name
                r.ms = min(r.ms, c0 + c.start())
            break
    if r.change is None and not r.level:
        for rx, name in CHANGE_AFTER:
            if rx.match(r.after):
                r.change = name
                break
    if r.change is None and not r.level:
        r.change = change_from_parse(r.root)


def _rate_after(r: _Reading) -> None:
    """The rate right after the number ("1,800 a day"), past an aside or "of water"."""
    end = r.m.end()
    hit = per_at(r.after)
    if hit:
        r.per, r.me = hit[0], end + hit[1]
    elif _ASIDE.match(r.after):  # "9 billion shekels ($2.4 billion) a year"
        hit = per_at(r.after[_ASIDE.match(r.after).end():])
        r.per = hit[0] if hit else None
    if r.per is None and r.unit not in (None, "percent", "fraction"):
        of = _OF_STUFF.match(r.after)  # "150 litres of water per capita", "800mm of rainfall annually"
        hit = per_at(r.after[of.end():]) if of else None
        if hit:
            r.per, r.me = hit[0], end + of.end() + hit[1]


def _shares(r: _Reading) -> bool:
    """A share, a sum or points ("lost 2.5 percentage points of market share": like a percentage)."""
    return r.unit in ("percent", "fraction") or r.unit in CURRENCY_UNITS or r.unit in _POINTS


def _counted_in_parse(r: _Reading) -> None:
    if r.unit is None or _shares(r):
        r.counted_tok = counted_token(r.root, r.tokens)


def _rate_around(r: _Reading) -> None:
    """The rate after the counted noun ("arrests a day"), else before the number ("daily output of ...")."""
    if r.per is None and r.counted_tok is not None and r.counted_tok.idx >= r.s0 + r.m.end():
        noun_end = r.counted_tok.idx + len(r.counted_tok.text) - r.s0
        hit = per_at(_window_ahead(r.stext, noun_end))
        if hit:
            r.per, r.me = hit[0], max(r.me, noun_end + hit[1])
    if r.per is None and r.unit not in ("percent", "fraction", "percentage points", "basis points", "points"):
        pb = PER_BEFORE.search(r.before)  # "daily output of 9,000 barrels"; not "weekly earnings rose 4.3%"
        if pb:
            r.per = PER_WORD[pb.group(1).lower()]


def _counted_elsewhere(r: _Reading) -> None:
    """What a share or sum is about, else a level's noun, casualties, the nearest noun; what is no count."""
    root, tokens = r.root, r.tokens
    if r.counted_tok is None and _shares(r):
        r.counted_tok = (owner_of_sum(root, tokens) if r.unit in CURRENCY_UNITS else None) \
            or object_of_change(root, tokens) or governing_noun(root, tokens, money=r.unit in CURRENCY_UNITS) \
            or (headline_subject(root, r.sent) if _capitals(r) else None)  # "BILLS TO RISE 10%"
        if r.unit in CURRENCY_UNITS and payer(r.counted_tok):
            r.counted_tok = None  # the payer or earner is not what the sum is about
    r.counted_tok = not_the_change_word(r.counted_tok)
    if r.counted_tok is None and r.unit is None and not r.m.group("unit"):
        r.counted_tok = level_noun(root, tokens)  # "applications ... totaled 293,000"
        if r.counted_tok is None and casualty_count(root):
            r.counted = "people"  # "31 dead", "65 were injured"
        elif r.counted_tok is None and root.dep_ == "nummod" and root.head.lemma_.lower() in TIME_NOUNS:
            pass  # "added jobs for four straight months": a stretch of time, no count of jobs
        elif r.counted_tok is None:
            r.counted_tok = nearest_chunk_noun(r.doc, r.sent, tokens, r.span.start)
            r.weak = True
            if r.counted_tok is not None and r.counted_tok.tag_ == "NN" and r.value != 1:
                r.counted_tok = None  # "a young apprentice-then 15": one of it is not counted by 15
    tok = r.counted_tok
    if tok is not None and any(ch.isdigit() for ch in tok.text):
        r.counted_tok = None  # "5-10W": the other end of a range, not what is counted
    elif tok is not None and tok.tag_ == "NN" and tok.i < r.span.start and r.value != 1 \
            and r.unit is None and r.root.head.i == tok.i:
        r.counted_tok = None  # "a young apprentice-then 15", "a city of population 54,000": no count of it


def _counted_noun(r: _Reading) -> None:
    """The counted word, the phrase extended over it ("3,000 arrests"), or the unit it is ("two nautical miles")."""
    tok, doc, stext, s0 = r.counted_tok, r.doc, r.stext, r.s0
    if tok is None:
        return
    r.counted = counted_word(tok, _capitals(r))  # "SHARES PLUNGE 20%" -> share
    if r.unit in _POINTS and tok.i > 0 and doc[tok.i - 1].dep_ == "compound" \
            and doc[tok.i - 1].head.i == tok.i and doc[tok.i - 1].pos_ == "NOUN":
        r.counted = f"{doc[tok.i - 1].lemma_.lower()} {r.counted}"  # "percentage points of market share"
    if tally_of_people(tok):
        r.counted = "people"  # "the death toll rose to 11" counts people
    # extend the phrase over a directly following counted noun ("3,000 arrests")
    # (no gap pattern spans more than a window: a noun further on is not taken)
    gap = stext[r.m.end():tok.idx - s0] if tok.idx - s0 - r.m.end() <= WINDOW else "\0"
    if tok.idx - s0 >= r.m.end() and (_COUNTED_GAP.fullmatch(gap) or _OF_GAP.fullmatch(gap)) \
            and (r.unit is None or _OF_GAP.fullmatch(gap)):
        r.me = max(r.me, tok.idx + len(tok.text) - s0)
        hit = per_at(_window_ahead(stext, r.me))
        if hit and hit[0] == r.per:
            r.me += hit[1]
    if tok.text in MEASURE_WORDS and r.unit is None and _MEASURED.fullmatch(gap):
        r.unit, r.counted = tok.lower_, None  # "one US fluid ounce", "two nautical miles": a unit


def _fraction_of_unit(r: _Reading) -> None:
    if r.unit == "fraction":  # "1/16 of a US pint", "a third of a mile": a part of one unit
        of_unit = _OF_A_UNIT.match(r.stext, r.m.end())
        if of_unit:
            r.unit, r.counted = of_unit.group(1).lower(), None
            r.me = max(r.me, of_unit.end())


def _quantity(r: _Reading, article_id: str, dates_here) -> Quantity:
    """The Quantity: the frame ("past" for a number dated elsewhen or an earlier level), predicate, owner, span."""
    sent, stext = r.sent, r.stext
    frame = frame_of(r.root, sent)
    num = r.nums[-1] if r.nums else r.root
    if (frame is None and dated_elsewhen(num, dates_here)) or earlier_level(_window_before(stext, r.ms)[0]):
        frame = "past"
    verb = predicate(num, r.counted_tok, r.value) if r.unit is None else None  # what a count is about
    owner = owner_of(num, r.counted_tok) if r.unit is None else None  # whose things it counts
    phrase = stext[r.ms:r.me].strip()
    lead = len(stext[r.ms:r.me]) - len(stext[r.ms:r.me].lstrip())
    start = r.s0 + r.ms + lead
    return Quantity(
        value=r.value, unit=r.unit, counted=r.counted, per=r.per, bound=r.bound, change=r.change, frame=frame,
        text=phrase, span=Span(article_id, start, start + len(phrase)),
        sentence=Span(article_id, sent.start_char, sent.end_char), verb=verb, owner=owner,
    )
