"""Dates: absolute ("May 21, 2025", "2025-05-21", "April 2024") and relative ("Thursday",
"last week", "yesterday", "at the end of April") expressions, resolved against the
article's publication date.

Candidates are spaCy DATE entities plus regular expressions; durations ("three years"),
ages and rates ("a day") are left out. Resolution: ISO dates, month-day and month-year
forms, "end/start of <month>" and weekdays are computed here (a weekday or a yearless
month-day is the nearest one on or before the article date in a past-tense sentence,
after it in a future one, the nearest in a present-tense one); "earlier this month", "last
month", "later this year", "next year" name their month or year (its first day; the label
says "2025-05" or "2026"); "this week" is the article's week and "over the weekend" the
Saturday before it (the coming one in a future sentence); a date a deferral points to
("postponed until June 12") is the nearest such day; other relative forms go through dateparser with the article
date as base. Vague forms ("in recent weeks", "the coming months", a bare year) keep
``date=None``. Without a publication date only expressions with an explicit year resolve.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, timedelta
from types import MappingProxyType

from .doc import doc_ents, doc_sents, doc_text, sent_bounds
from ..model import DateRef, Sentence, Span
from .date_seasons import PATTERNS as _SPAN_PATTERNS
from .date_seasons import RELATIVE_STEPS, game_quarter, is_span, label as _span_label, resolve_span
from .lexicon import regex, regex_source, words

YEAR = re.compile(r"\b(1[89]\d\d|20\d\d)\b")  # a year of news text: 1800-2099 (group 1)

_MONTHS = MappingProxyType({**{m.lower(): i for i, m in enumerate(calendar.month_name) if m},
                            **{m.lower(): i for i, m in enumerate(calendar.month_abbr) if m}, "sept": 9})
_WEEKDAYS = MappingProxyType({d.lower(): i for i, d in enumerate(calendar.day_name)})
_MON = regex_source("dates", "month")
_WD = regex_source("dates", "weekday")
_NUMW = regex_source("dates", "number_word")
_UNIT = regex_source("dates", "duration_unit")
_PATTERNS = tuple(re.compile(p) for p in (
    r"\b\d{4}-\d{2}-\d{2}\b",
    rf"\b(?:(?:at|by|until|before|after)\s+)?the\s+(?:end|beginning|start|middle)\s+of\s+{_MON}(?:\s+\d{{4}})?(?![\w])",
    r"\b(?:(?:at|by|until|before|after)\s+)?the\s+(?:end|beginning|start|middle)\s+of\s+(?:the|this|next|last)\s+"
    r"(?:week|month|year)\b",
    rf"\b(?:[Ee]arly|[Mm]id|[Ll]ate)[-\s]{_MON}(?:\s+\d{{4}})?(?![\w])",
    rf"\b{_MON}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:[-–]\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?(?![\w])",
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MON}(?:,?\s+\d{{4}})?(?![\w])",
    rf"\b{_MON}\s+\d{{4}}\b",
    rf"\b(?:(?:[Ee]arly|[Ll]ate)\s+)?(?:(?:[Ll]ast|[Nn]ext|[Tt]his)\s+)?{_WD}(?:\s+(?:morning|afternoon|evening|night))?\b",
    r"\b(?:[Yy]esterday|[Tt]oday|[Tt]omorrow|[Tt]onight)\b",
    r"\b(?:[Ee]arlier|[Ll]ater)\s+this\s+(?:week|month|year)\b",
    r"(?<!the )(?<!The )\b(?:(?:[Ee]arly|[Ll]ate)\s+)?(?:[Ll]ast|[Nn]ext|[Tt]his|[Pp]ast)\s+(?:week|weekend|month|year)\b",
    r"\b(?:[Oo]ver|[Dd]uring)\s+the\s+weekend\b",
    rf"\b{_NUMW}\s+{_UNIT}\s+(?:ago|later|earlier)\b",
    *_SPAN_PATTERNS,
))
_DURATION = regex("dates", "duration")
_SKIP = regex("dates", "skip")
_VAGUE = regex("dates", "vague")
_LEAD = regex("dates", "lead")
_FUTURE = words("dates", "future")
_EVENT_NOUNS = words("dates", "event_nouns")
_PLANNED = words("dates", "planned")
_FUTURE_WORDS = words("dates", "future_words")
# "was postponed until June 12", "the deadline was extended to June 30": a past verb that points
# ahead; the date is the nearest such day, not the last one before the article
_DEFER = words("dates", "defer")
# "the meeting starts on Monday", "the trial begins Tuesday", "the vote is on Friday": a present-tense
# schedule speaks of the coming day
_STARTS = words("dates", "starts")


def _future_at(doc, start: int, end: int, sent, thing: bool = False) -> bool | None:
    """Whether the verb a date expression belongs to speaks of the future: "will meet on
    Monday", "would get officers by June" (future in reported speech); "said on Monday" is past;
    None for the present ("the vote is on May 21": the nearest May 21)."""
    span = doc.char_span(start, end, alignment_mode="expand")
    verb = span.root if span is not None else None
    if thing:  # ``of_thing``
        return None  # "lower than its July estimate": the nearest July, whatever the tense of "will grow"
    for _ in range(4):
        if verb is None or verb.pos_ in ("VERB", "AUX") or verb.head.i == verb.i:
            break
        verb = verb.head
    if verb is not None and verb.pos_ in ("VERB", "AUX"):
        prep = span.root.head if span is not None else None
        if verb.lemma_ in _DEFER and prep is not None and prep.lower_ in ("until", "till", "to", "into") \
                and prep.head.i == verb.i:
            return None
        if _child_reads(verb, "modal"):
            return True
        if _forms(verb) & _PLANNED or (verb.dep_ == "xcomp" and _forms(verb.head) & (_PLANNED | {"go"})):
            return True
        if verb.tag_ == "VB" and verb.dep_ in ("xcomp", "advcl", "acl") and _until(span.root, verb) \
                and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
            return True  # "picked him to fill the seat until a special election in June": a time still to come
        if verb.tag_ == "VBD" or (verb.tag_ == "VBN" and _child_reads(verb, "perfect")):
            return False
        if verb.tag_ in ("VBZ", "VBP") and not _future(sent):
            return None
    return _future(sent)


def of_thing(doc, start: int, end: int) -> bool:
    """Whether the date at ``start:end`` tells which thing a noun after it is ("its July estimate",
    "Thursday's report"): a modifier of a noun that is no happening ("the June 25 special election" is
    one, and the date dates it). Such a date says nothing of when the clause's act was."""
    span = doc.char_span(start, end, alignment_mode="expand")
    root = span.root if span is not None else None
    return root is not None and root.dep_ in ("compound", "nmod", "amod", "poss") and root.head.pos_ == "NOUN" \
        and root.head.i > root.i and root.head.lemma_.lower() not in _EVENT_NOUNS


def _until(tok, verb) -> bool:
    """Whether ``tok`` hangs under an "until" / "till" between it and ``verb``."""
    for a in tok.ancestors:
        if a.i == verb.i:
            return False
        if a.lower_ in ("until", "till") and a.dep_ == "prep":
            return True
    return False


def _forms(verb) -> set[str]:
    """The verb's lemma and, for a form in -ed, the stems it may come from: the lemmatizer reads
    "slated" as "slat", and "an election slated for June 25" is planned all the same."""
    out = {verb.lemma_}
    low = verb.lower_
    if low.endswith("ed"):
        out |= {low[:-1], low[:-2]}
    return out


def _child_reads(verb, kind: str) -> bool:
    """Whether a child of ``verb`` is a future modal ("will", "would": ``kind`` "modal") or a
    perfect or passive auxiliary ("has", "was": "perfect"); read once per verb and kept with the Doc
    (the verb of a sentence of thousands of dates has thousands of children, asked for each date)."""
    cache = verb.doc.user_data.setdefault("storyline.date_verb_children", {})
    key = (kind, verb.i)
    if key not in cache:
        if kind == "modal":
            cache[key] = any(c.tag_ == "MD" and c.lower_ in ("will", "'ll", "shall", "would", "wo")
                             for c in verb.children)
        else:
            cache[key] = any(c.dep_ in ("aux", "auxpass") and c.lower_ in ("has", "have", "had", "was", "were")
                             for c in verb.children)
    return cache[key]


def _scheduled(doc, start: int, end: int) -> bool:
    """A weekday on a present-tense schedule verb: "the meeting starts on Monday", "the trial begins
    Tuesday", "the vote is on Friday", "the summit takes place Thursday" (the coming day)."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None:
        return False
    verb = span.root.head if span.root.dep_ != "pobj" else span.root.head.head
    if verb.tag_ not in ("VBZ", "VBP"):
        return False
    return verb.lemma_ in _STARTS or (verb.lemma_ == "take" and any(c.lower_ == "place" for c in verb.children)) \
        or (verb.lemma_ == "be" and span.root.dep_ in ("pobj", "npadvmod", "attr"))


def _future(sent) -> bool:
    """Whether a sentence speaks of the future ("will", "is scheduled to", "next"); read once per
    sentence and kept with the Doc (a sentence of many dates asks for each)."""
    cache = sent.doc.user_data.setdefault("storyline.future_sentences", {})
    key = (sent.start, sent.end)
    if key not in cache:
        cache[key] = _reads_future(sent)
    return cache[key]


def _reads_future(sent) -> bool:
    for t in sent:
        low = t.lower_
        if low in _FUTURE and t.tag_ == "MD":
            return True
        if low == "going" and t.i + 1 < len(t.doc) and t.nbor().lower_ == "to":
            return True
    if sent.root.tag_ == "VBD":
        return False
    return any(t.lower_ in _FUTURE_WORDS or (t.lower_ == "expected" and t.i + 1 < len(t.doc)
                                            and t.nbor().lower_ == "to") for t in sent)


def _shift_year(d: date, base: date, future: bool | None) -> date:
    """The year for a yearless date: the nearest to the article date, but not more than a
    week after it in a past-tense sentence, nor more than a week before it in a future one."""
    options = [_safe(base.year + k, d.month, d.day) for k in (-1, 0, 1)]
    best = min(options, key=lambda o: abs((o - base).days))
    if future is False and (best - base).days > 7:
        best = _safe(best.year - 1, d.month, d.day)
    if future and (base - best).days > 7:
        best = _safe(best.year + 1, d.month, d.day)
    return best


_PERIOD = regex("dates", "period")


def relative_period(when: str) -> bool:
    """A month or year named relative to the article ("earlier this month", "next year"), or a
    season or quarter ("this spring", "the third quarter of 2024"): a span of months, which a
    day inside it does not contradict."""
    e = _LEAD.sub("", when.strip())
    return _PERIOD.fullmatch(e) is not None or is_span(e)


def _named_period(e: str, base: date | None) -> date | None:
    """The month or year a relative period names, as its first day: "earlier this month" (May of
    an article of May 8), "last month", "later this year", "last year" (``granularity`` says month
    or year). None for anything else, or without the article's date."""
    m = _PERIOD.fullmatch(e)
    if m is None or base is None:
        return None
    step = RELATIVE_STEPS[m.group(1).lower()]
    if m.group(2).lower() == "year":
        return date(base.year + step, 1, 1)
    months = base.year * 12 + base.month - 1 + step
    return date(months // 12, months % 12 + 1, 1)


_PART_OF_PERIOD = regex("dates", "part_of_period")


def _part_of_period(e: str, base: date | None) -> date | None:
    """The day "the end of the month", "the start of next year" names, counted from the article's
    date (the month or year it was published in; "next"/"last" one later or earlier); for a week,
    the Monday of that week, as ``date_label`` writes weeks. None for anything else, or without
    the article's date."""
    m = _PART_OF_PERIOD.fullmatch(e)
    if m is None or base is None:
        return None
    which, rel, unit = (g.lower() for g in m.groups())
    step = 0 if rel == "the" else RELATIVE_STEPS[rel]
    if unit == "week":
        return base - timedelta(days=base.weekday()) + timedelta(weeks=step)  # its Monday ("week of ...")
    if unit == "year":
        y = base.year + step
        return {"end": date(y, 12, 31), "middle": date(y, 7, 1)}.get(which, date(y, 1, 1))
    months = base.year * 12 + base.month - 1 + step
    y, mon = months // 12, months % 12 + 1
    return date(y, mon, {"end": calendar.monthrange(y, mon)[1], "middle": 15}.get(which, 1))


_WEEKEND = regex("dates", "weekend")
_THIS_WEEK = regex("dates", "this_week")


def _this_week_or_weekend(e: str, base: date | None, future: bool | None) -> date | None:
    """"this week" / "earlier this week": the article's date (a week, as "last week" is the
    article's date less seven days); "over the weekend", "last weekend": the Saturday of the
    last weekend before the article date, "this weekend" in a future sentence or "next weekend"
    the coming one. "the weekend" in a present-tense sentence is left unresolved ("the weekend
    is quiet"). None for anything else, or without the article's date."""
    if base is None:
        return None
    if _THIS_WEEK.fullmatch(e):
        return base
    m = _WEEKEND.fullmatch(e)
    if m is None:
        return None
    mod = (m.group(1) or "").lower()
    if mod == "next" or (future and mod in ("", "this")):
        return base + timedelta(days=(5 - base.weekday()) % 7 or (7 if mod == "next" else 0))
    if mod in ("last", "past") or future is False:
        back = (base.weekday() - 5) % 7
        return base - timedelta(days=back + 7 if mod == "last" and back == 0 else back)
    return None


def _safe(y: int, m: int, d: int) -> date:
    return date(y, m, min(d, calendar.monthrange(y, m)[1]))


def _month(word: str) -> int | None:
    return _MONTHS.get(word.lower().rstrip("."))


def resolve(when: str, published: datetime | None, future: bool | None) -> date | None:
    """The date an expression names, or None when it is vague or cannot be anchored.

    ``future``: the tense of its verb (True future, False past, None present: a day and month
    then name the nearest such day). Never raises: a date past the calendar's ends ("next year"
    in an article of 9999, "May 40, 2024") is None."""
    try:
        return _resolve(when, published, future)
    except (ValueError, OverflowError):
        return None


def _resolve(when: str, published: datetime | None, future: bool | None) -> date | None:
    e = _LEAD.sub("", when.strip())
    base = published.date() if published else None
    year_m = YEAR.search(e)
    year = int(year_m.group(1)) if year_m else None
    if re.search(r"(?i)\bfiscal\b", e):
        return None  # a fiscal quarter or year follows a company's own calendar
    if is_span(e):
        return resolve_span(e, base, future)
    period = _named_period(e, base) or _part_of_period(e, base)
    if period is not None:
        return period
    week = _this_week_or_weekend(e, base, future)
    if week is not None:
        return week
    if _VAGUE.search(e):
        return None
    for reader in (_iso_day, _bare_year, _part_of_month, _day_of_month, _month_of_year, _weekday):
        hit = reader(e, base, year, future)
        if hit is not None:  # (the date or None,): the form is this reader's
            return hit[0]
    return _parsed(e, base, year, published, future)


def _iso_day(e: str, base, year, future):
    """ "2024-05-03"."""
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", e)
    if not m:
        return None
    try:
        return (date(int(m.group(1)), int(m.group(2)), int(m.group(3))),)
    except ValueError:
        return (None,)


def _bare_year(e: str, base, year, future):
    return (None,) if re.fullmatch(r"(?:the\s+)?\d{4}", e) else None  # a bare year names no day


def _part_of_month(e: str, base, year, future):
    """ "the end of May", "early June 2024": that day of the month."""
    m = re.fullmatch(rf"(?:at\s+|by\s+|until\s+|before\s+|after\s+)?the\s+(end|beginning|start|middle)\s+of\s+"
                     rf"({_MON})(?:\s+\d{{4}})?", e, re.I)
    m2 = re.fullmatch(rf"(early|mid|late)[-\s]({_MON})(?:\s+\d{{4}})?", e, re.I)
    if not (m or m2):
        return None
    which, mon = (m or m2).group(1).lower(), _month((m or m2).group(2))
    y = year or (base.year if base else None)
    if y is None or mon is None:
        return (None,)
    last = calendar.monthrange(y, mon)[1]
    day = {"end": last, "late": last, "beginning": 1, "start": 1, "early": 1,
           "middle": 15, "mid": 15}[which]
    d = date(y, mon, day)
    return (d if year or base is None else _shift_year(d, base, future),)


def _day_of_month(e: str, base, year, future):
    """ "May 3", "3rd of May, 2024", "May 3-5"."""
    m = re.fullmatch(rf"({_MON})\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:[-–]\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+(\d{{4}}))?",
                     e, re.I) or \
        re.fullmatch(rf"(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MON})(?:,?\s+(\d{{4}}))?", e, re.I)
    if not m:
        return None
    a, b = m.group(1), m.group(2)
    mon, day = (_month(a), int(b)) if not a[0].isdigit() else (_month(b), int(a))
    y = year or (base.year if base else None)
    if y is None or mon is None or not 1 <= day <= calendar.monthrange(y, mon)[1]:
        return (None,)
    d = date(y, mon, day)
    return (d if year or base is None else _shift_year(d, base, future),)


def _month_of_year(e: str, base, year, future):
    """ "May 2024": its first day."""
    m = re.fullmatch(rf"({_MON})\s+(\d{{4}})", e, re.I)
    if not m:
        return None
    mon = _month(m.group(1))
    return (date(int(m.group(2)), mon, 1) if mon else None,)


def _weekday(e: str, base, year, future):
    """ "Tuesday", "last Friday", "next Monday morning": the day it names from the article's date."""
    m = re.fullmatch(rf"(?:(?:early|late|least|until|through)\s+)?(?:(last|next|this)\s+)?({_WD})"
                     rf"(?:\s+(?:morning|afternoon|evening|night))?", e, re.I)
    if not m:
        return None
    if base is None:
        return (None,)
    wd = _WEEKDAYS[m.group(2).lower()]
    mod = (m.group(1) or "").lower()
    if mod == "next" or (future and mod != "last"):
        ahead = (wd - base.weekday()) % 7
        if mod == "next" and ahead == 0:
            ahead = 7
        return (base + timedelta(days=ahead),)
    back = (base.weekday() - wd) % 7
    if mod == "last" and back == 0:
        back = 7
    return (base - timedelta(days=back),)


def _parsed(e: str, base, year, published: datetime | None, future) -> date | None:
    """Anything else, read by dateparser against the article's date (None without one and without a year)."""
    if base is None and year is None:
        return None
    import dateparser

    prefer = "current_period" if future is None else "future" if future else "past"
    settings = {"PREFER_DATES_FROM": prefer, "PREFER_DAY_OF_MONTH": "first",
                "RETURN_AS_TIMEZONE_AWARE": False}
    if published is not None:
        settings["RELATIVE_BASE"] = published.replace(tzinfo=None)
    cleaned = re.sub(r"\b(?:morning|afternoon|evening|night)\b", "", e).strip()
    try:
        got = dateparser.parse(cleaned, languages=["en"], settings=settings)
    except Exception:  # dateparser raises assorted errors on odd input
        return None
    return got.date() if got else None


def _candidates(doc) -> list[tuple[int, int]]:
    """Character ranges of date expressions: pattern matches (longest first), then DATE entities.

    A match never spans a line break (nor does a sentence): "May 21 \n May 21" is two dates."""
    text = doc_text(doc)
    found = sorted(((m.start(), m.end()) for rx in _PATTERNS for m in rx.finditer(text)
                    if "\n" not in m.group()),
                   key=lambda r: (-(r[1] - r[0]), r[0]))
    kept: list[tuple[int, int]] = []
    taken = bytearray(len(text))  # the characters of the kept ranges (they never overlap): an overlap test
    for s, e in found + [(ent.start_char, ent.end_char) for ent in doc_ents(doc)  # costs the range's length,
                         if ent.label_ == "DATE" and "\n" not in ent.text]:  # not the number kept so far
        # spaCy DATE entities come last: they fill in what the patterns miss ("Thanksgiving", "the third quarter")
        if s < e and taken.find(1, s, e) < 0:
            kept.append((s, e))
            taken[s:e] = b"\x01" * (e - s)
    return sorted(kept)


def find_dates(doc, article_id: str, sentences: list[Sentence], published: datetime | None) -> list[DateRef]:
    """Every date expression in the article, resolved when the text and article date allow."""
    import bisect

    from .date_events import dated_event

    text = doc_text(doc)
    out: list[DateRef] = []
    sents = doc_sents(doc)
    starts, ends = sent_bounds(doc)
    sent_texts: dict[int, str] = {}  # each sentence's text, made once
    for s, e in _candidates(doc):
        raw = text[s:e]
        lead = _LEAD.match(raw)
        if lead:
            s += lead.end()
        raw = text[s:e].rstrip(" ,.'’s") if text[s:e].endswith(("'s", "’s")) else text[s:e].rstrip(" ,.")
        e = s + len(raw)
        if not raw or _SKIP.match(raw) or re.search(r"(?i)covid|\d{2,}[a-z]", raw) or _DURATION.match(raw) or re.fullmatch(r"\d{1,3}", raw):
            continue
        if re.fullmatch(r"(?:the\s+)?(?:\d+|\w+)\s+years?\s+old|\d+-year-old", raw, re.I):
            continue
        if re.fullmatch(r"\d{4}", raw) and not 1800 <= int(raw) <= 2100:
            continue  # "at 0915 GMT": a clock time, not a year
        if re.match(r"(?:his|her|their|its|our|my|your|some|many|most|all)\s", raw, re.I):
            continue  # "his early months", "most towns two years": not a point in time
        k = bisect.bisect_right(starts, s) - 1  # the sentence holding s (they are sorted and disjoint)
        if k < 0 or not s < ends[k]:
            continue
        sent = sents[k]
        # a quarter of a game ("scored in the third quarter") names no date
        thing = of_thing(doc, s, e)
        future = _future_at(doc, s, e, sent, thing)
        if future is None and re.fullmatch(rf"(?:this\s+)?{_WD}", raw, re.I) and _scheduled(doc, s, e):
            future = True
        if k not in sent_texts:
            sent_texts[k] = text[sent.start_char:sent.end_char]
        day = None if game_quarter(raw, sent_texts[k]) else resolve(raw, published, future)
        noun = dated_event(doc, s, e) if day is not None else None
        out.append(DateRef(when=raw, date=day,
                           span=Span(article_id, s, e),
                           sentence=Span(article_id, sent.start_char, sent.end_char),
                           event=noun[0] if noun else None,
                           event_at=Span(article_id, noun[1], noun[2]) if noun else None,
                           of_thing=thing))
    return out


_DAY_NUMBER = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\b(?!\d)")


def day_of(ref: DateRef) -> date | None:
    """The day a resolved date reference names (a datetime's day), None when unresolved."""
    return ref.date.date() if isinstance(ref.date, datetime) else ref.date


def granularity(when: str) -> str:
    """How precisely a date expression names its date: "day", "week", "month" or "year".

    "March 14, 2020", "Thursday", "yesterday" → day; "last week", "March 3-5" → week; "March 2020", "in
    April", "at the end of April", "early May", "last month" → month; "last year" → year.
    """
    e = when.strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", e):
        return "day"
    if is_span(_LEAD.sub("", e)):
        return "month"  # a season or quarter: its first month (``relative_period``)
    if re.search(r"\bweek(?:end)?s?\b", e, re.I):
        return "week"
    if re.search(r"\bmonths?\b", e, re.I):
        return "month"
    if re.search(r"\byears?\b", e, re.I):
        return "year"
    if re.search(r"\b(?:end|beginning|start|middle)\s+of\b|\b(?:early|mid|late)[-\s]", e, re.I):
        return "month"
    span = re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?[-–](\d{1,2})\b", e)
    if span and re.search(_MON, e, re.I):  # "March 3-5": the days of one week, or more
        return "week" if 0 < int(span.group(2)) - int(span.group(1)) <= 6 else "month"
    if re.search(_MON, e, re.I):
        without_year = YEAR.sub(" ", e)
        return "day" if _DAY_NUMBER.search(without_year) else "month"
    return "day"


def span_granularity(when: str) -> str:
    """``granularity``, but "season" for a season or quarter ("this fall", "the third quarter"), which
    ``granularity`` gives as its first month: for comparing two dates (``dates_compatible``)."""
    return "season" if is_span(_LEAD.sub("", when.strip())) else granularity(when)


def dates_compatible(a: date, ga: str, b: date, gb: str) -> bool:
    """Whether two resolved dates can name the same day, given how precisely each was written
    (``granularity``; ``span_granularity``'s "season" from its first day): "March 2020" fits March 14,
    2020; "last week" fits a day within 6 days; "this fall" fits Oct. 5 of that fall."""
    order = ("day", "week", "month", "season", "year")
    coarse = max(ga, gb, key=order.index)
    if coarse == "season":  # its three months from the first
        if ga == gb:
            return a == b
        start, other = (a, b) if ga == "season" else (b, a)
        return 0 <= (other.year - start.year) * 12 + other.month - start.month <= 2
    if coarse == "year":
        return a.year == b.year
    if coarse == "month":
        return (a.year, a.month) == (b.year, b.month)
    if coarse == "week":
        return abs((a - b).days) <= 6
    return a == b


def date_label(d: date, when: str) -> str:
    """The date as precisely as it was written: "2020-03-14", "2020-03", "2020", "week of 2021-10-04"."""
    span = _span_label(d, _LEAD.sub("", when.strip()))
    if span is not None:
        return span
    g = granularity(when)
    if g == "month":
        return f"{d.year:04d}-{d.month:02d}"
    if g == "year":
        return f"{d.year:04d}"
    if g == "week":
        return f"week of {d.isoformat()}"
    return d.isoformat()
