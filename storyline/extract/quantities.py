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
increase"), ``quant_headline`` (headlines in capitals), ``quant_reading`` (one quantity from one match, ages), this one
(the finder, ranges, shares).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Quantity, Sentence
from .dates import YEAR
from .doc import doc_ents, doc_text
from .quant_context import FRAME_NOUNS, date_attachments, multipliers, other_time
from .quant_ellipsis import elided_units
from .quant_fold import folds
from .quant_headline import counted_word
from .quant_numbers import MARKED_BUT_MULT, PHONE, QTY, UNITS_W, keep_word, match_value, model_number, skip_number
from .quant_reading import age_apposition, read_quantity
from .quant_votes import find_tallies, tally_spans
from .quant_window import EndSearch, before as _window_before
from .lexicon import regex


def find_quantities(doc, article_id: str, sentences: list[Sentence]) -> list[Quantity]:
    """Every quantity in the article, in text order (see the module docstring)."""
    import bisect

    text = doc_text(doc)
    phones = [(p.start(), p.end()) for p in PHONE.finditer(text)]
    date_chars = set()
    elsewhen = []  # date expressions that may name another time than the story's ("in 2004")
    for ent in doc_ents(doc):
        if ent.label_ in ("DATE", "TIME"):
            date_chars.update(range(ent.start_char, ent.end_char))
            if ent.label_ == "DATE" and other_time(ent.text):
                elsewhen.append(ent)
    for tok in doc:  # a year the entity recogniser missed
        if YEAR.fullmatch(tok.text) and tok.idx not in date_chars:
            elsewhen.append(doc[tok.i:tok.i + 1])
    elsewhen.sort(key=lambda d: d.start)  # by token, so each sentence finds its own by binary search
    date_starts = [d.start for d in elsewhen]
    phone_starts = [a for a, _ in phones]
    out: list[Quantity] = []
    memory = _Memory()
    for si, sent in enumerate(doc.sents):
        s0, s1 = sent.start_char, sent.end_char
        stext = text[s0:s1]
        dates_here = date_attachments(
            elsewhen[bisect.bisect_left(date_starts, sent.start):bisect.bisect_left(date_starts, sent.end)])
        found: list[Quantity] = []
        tallies = find_tallies(text, s0, s1, article_id)  # "voted 52-47": votes for and against
        # the phone numbers that can overlap this sentence (they are sorted and disjoint), and its tallies
        first_phone = max(0, bisect.bisect_right(phone_starts, s0) - 1)
        taken = phones[first_phone:bisect.bisect_left(phone_starts, s1)] + tally_spans(tallies)
        caps: list[bool] = []  # whether the sentence is in capitals, read once when a quantity needs it
        for m in QTY.finditer(stext):
            hit = _candidate(doc, sent, m, stext, taken, found, date_chars, memory)
            if hit is None:
                continue
            span, value = hit
            q, weak = read_quantity(doc, sent, span, m, value, stext, s0, article_id, dates_here, caps)
            found.append(replace(q, counted=memory.counted(si, q, weak)))
        part = list(elided_units(stext, s0, _share_range_units(stext, s0, _out_of(stext, s0, found, doc))))
        out.extend(sorted(part + tallies + folds(doc, sent, article_id), key=lambda q: q.span.start))
        if not any(q.change in ("triple", "double", "quadruple", "halve") for q in found):
            out.extend(multipliers(doc, sent, article_id))
    return out


class _Memory:
    """What the article said before: numbers it uses as names ("787 Dreamliner"), and the last noun counted
    (sentence index, counted), which a bare number in this sentence or the next may count."""

    def __init__(self):
        self.models: set[str] = set()
        self.last_counted: tuple[int, str] | None = None

    def counted(self, si: int, q: Quantity, weak: bool) -> str | None:
        counted, last = q.counted, self.last_counted
        if counted == "other":  # "left 9 others stranded": the noun counted just before, else people
            return last[1] if last and si - last[0] <= 1 else "people"
        # "The earlier quota was 1,800 a day": what is counted comes from the quantity just before
        if (counted is None or counted in FRAME_NOUNS or weak) and q.unit is None and last and si - last[0] <= 1:
            return last[1]
        if counted and counted not in FRAME_NOUNS and not weak:
            self.last_counted = (si, counted)
        return counted


def _candidate(doc, sent, m: re.Match, stext: str, taken, found: list[Quantity], date_chars: set[int],
               memory: _Memory):
    """(token span, value) of a match that is a quantity, else None: not inside a phone number, a tally, a
    factor, the phrase of the quantity before, a date, a skipped number or a model name ("the 787")."""
    if not (m.group("num") or m.group("word") or m.group("frac") or m.group("sfrac")):
        return None
    gs, ge = sent.start_char + m.start(), sent.start_char + m.end()
    if any(a < ge and gs < b for a, b in taken):
        return None
    if (m.group("unit") or "").lower() == "fold":
        return None  # "five-fold": a factor, read by ``folds``
    if found and gs < found[-1].span.end:
        return None  # inside the phrase of the quantity before: "5 deaths per 100,000 people"
    value = match_value(m, stext)
    if value is None:
        return None
    in_date = any(i in date_chars for i in range(gs, ge)) and not age_apposition(stext, m)
    if skip_number(stext, m, value, in_date):
        return None
    span = doc.char_span(gs, ge, alignment_mode="expand")
    if span is None or len(span) == 0:
        return None
    word = (m.group("word") or "").lower()
    if word and not keep_word(word, span):
        return None
    plain = m.group("num") if _THREE_OR_FOUR_DIGITS.fullmatch(m.group("num") or "") \
        and not any(m.group(*MARKED_BUT_MULT)) else None
    if model_number(doc, sent, span, m) or (plain and plain in memory.models):
        if plain:
            memory.models.add(plain)  # "the 787" later in the article is that plane, not 787 things
        return None
    return span, value


_THREE_OR_FOUR_DIGITS = re.compile(r"\d{3,4}")
_OUT_OF = re.compile(rf"\b({'|'.join(UNITS_W)}|\d{{1,2}})\s+(?:out\s+of|in)\s+$", re.I)
_out_of_before = EndSearch(_OUT_OF).search  # searched from where a match can start


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
        lead, l0 = _window_before(stext, q.span.start - s0)
        o = _out_of_before(lead)
        if o and q.unit is None and q.bound is None and q.value > 0:
            first = o.group(1).lower()
            a = float(first) if first.isdigit() else float(UNITS_W[first])
            if 0 < a < q.value:
                start = s0 + l0 + o.start()
                if out and out[-1].span.start >= start:
                    out.pop()  # the first number, if it was kept on its own
                noun = _verb_read_as_noun(doc, q)
                if noun is not None:
                    end = noun.idx + len(noun.text)
                    q = replace(q, counted=counted_word(noun, False), span=replace(q.span, end=end))
                text = stext[l0 + o.start():q.span.end - s0]
                q = replace(q, value=a / q.value, unit="fraction", text=text, span=replace(q.span, start=start))
        out.append(q)
    return out


_RANGE_JOIN = regex("quantities", "range_join")
_FROM_LEAD = regex("quantities", "from_lead")  # "from about 14-"
_FROM_GAP = re.compile(r"\s+(?:[^\s\d,;:]+\s+){0,4}?to\s+", re.I)
_RANGE_OPEN = regex("quantities", "range_open")


def _share_range_units(stext: str, s0: int, qs: list[Quantity]) -> list[Quantity]:
    """Both ends of a range get its unit and rate: "5-10%", "between $62 and $68 per share",
    "three or four years" (the bare first end takes the second's); "from 208 pounds to 193"
    (after "from"/"between", the bare second end takes the first's). Each end keeps its offsets."""
    qs = list(qs)
    # twice, for chains: "from 4.1 to 5-6 billion euros" (5 takes euros from 6, then 4.1 from 5)
    for i in list(range(len(qs) - 1)) * 2:
        a, b = qs[i], qs[i + 1]
        gap = stext[a.span.end - s0:b.span.start - s0]
        if b.span.start >= a.span.end and _FROM_LEAD.search(_window_before(stext, a.span.start - s0)[0]) \
                and _FROM_GAP.fullmatch(gap) \
                and a.unit is not None and b.unit in (None, a.unit) and re.search(r"\d$", b.text):
            # "from 21 mpg combined to 23", "from $75 per barrel in June to $45.88": the later end's unit and rate
            qs[i + 1] = replace(b, unit=a.unit, per=b.per or a.per)
            continue
        if not _RANGE_JOIN.fullmatch(gap) or b.span.start < a.span.end:
            continue
        lead = _window_before(stext, a.span.start - s0)[0] + a.text[:re.search(r"\d|$", a.text).start()]  # up to the number
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
