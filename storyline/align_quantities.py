"""Quantity slots: which numbers of a story report the same thing, and whether their values agree.

A quantity's slot is what the number is *about*, not only the noun it counts:

- the counted noun, folded to a stem ("arrests" / "arrest"), the rate (``per``), the frame (target /
  actual / past), the unit family and whether it is a change ("up 5%");
- the predicate (``Quantity.verb``, folded through ``paraphrase.concept``: killed / dead / died are one,
  "seriously injured" is not "injured"): "killed 9 people" and "injured 65 people" are two slots;
- the time: a number dated by another time than the story's ("In 1998, ... killed 4,000 people",
  frame "past" from the extractor) belongs to that time's slot, labelled by the sentence's date
  expression ("1998", "2012-04", "april last year"); a date that turns out to be the article's own time
  (within ``STORY_WINDOW_DAYS`` of its publication, the same month or year when written so) is no time
  of its own;
- whose things it counts (``Quantity.owner``, the person's canonical name): "Hale, who has had 14
  horses" and "Reyes, accused of having two passports" are two slots;
- the place, when the sentence restricts the count to a part (conservative rule, sentence level): a
  capitalised name followed by a part word ("in North Kestria district", "the town of Ferrow") or "at a
  (health) clinic / hospital", unless the name is in the story's or an article's title (the story's own
  place).

Qualified slots (a predicate, a time or a place) whose values all agree with the plain slot of the same
thing join it: qualifying never creates a conflict, and agreeing reports still corroborate each other.
Likewise a vaguer telling of a distinctive value ("$92", "a monthly increase of $92") joins the one slot
that says what it counts and per what ("$92 a month for the average retired worker").
Compatible time labels ("2004" and "2004-12-26") are one slot. Slots whose counted words nest ("price" /
"price cap") are one slot.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from datetime import date, datetime
from types import MappingProxyType

from .extract.dates import YEAR, day_of
from .extract.lexicon import mapping, words
from .textsim import WORD, stem

STORY_WINDOW_DAYS = 7
# "two officials said", "three people familiar with ...": attribution, not a fact of the story
ATTRIBUTION_NOUNS = words("alignment", "attribution_nouns")
UNIT_FAMILIES = MappingProxyType({**mapping("alignment", "unit_families"), None: "count"})
# key positions: ("quantity", counted, per, frame, family, change, verb, when, where, several[, value])
K_COUNTED, K_FRAME, K_VERB, K_WHEN, K_WHERE, K_SEVERAL = 1, 3, 6, 7, 8, 9
KEY_LEN = 10

_PART_WORDS = r"(?:district|village|town|city|county|regency|sub-?district|municipality|neighbou?rhood|suburb)"
_NAME = r"[A-Z][\w'’-]*"
_PART_AFTER = re.compile(rf"\b((?:{_NAME}\s+){{1,3}}){_PART_WORDS}\b")
_PART_BEFORE = re.compile(rf"\bthe\s+{_PART_WORDS}\s+of\s+((?:{_NAME}\s*){{1,3}})")
_PART_SITE = re.compile(r"\bat\s+(?:a|the|one)\s+(?:[a-z-]+\s+){0,2}(clinic|hospital|shelter|school|camp)\b")
_PART_CAPITAL = re.compile(rf"\b((?:{_NAME}\s+){{0,2}}{_NAME}),\s+(?:the\s+)?(?:capital|main\s+town|seat)\s+of\b")
_PART_ALONE = re.compile(rf"\bin\s+((?:{_NAME}\s+){{1,3}})alone\b")  # "in Valdor alone"
_PART_GENERIC = re.compile(r"\bin\s+the\s+(province|region|district|area|state|city|town|village|county)\b")
_LEAD_WORDS = words("alignment", "lead_words")
_PAST_WORD = re.compile(r"\b(?:previous(?:ly)?|earlier|former(?:ly)?|prior)\b", re.I)
_LEAD = re.compile(r"^(?:(?:in|on|at|by|during|of|the)\s+)+", re.I)
_MONTH_BEFORE = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|"
                           r"November|December)(?:\s+\d{1,2})?,?\s+$")


from .figures import ROUNDING, close, quantities_agree, rounds_to  # noqa: F401  (re-exported)


def unit_family(unit: str | None) -> str:
    if unit is None:
        return "count"
    return UNIT_FAMILIES.get(unit.lower().strip(), unit.lower().strip())


_SCALES = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))


def fmt_number(v: float) -> str:
    """A number as a reader writes it: "36,000", "5.9", "12.9 billion" (a scale word when the
    value is a round number of millions, billions or trillions; all its digits otherwise)."""
    v = float(v)
    for scale, word in _SCALES:
        if abs(v) >= scale:
            x = round(v / scale, 3)
            if abs(x * scale - v) <= 1e-9 * abs(v):
                return f"{x:,.3f}".rstrip("0").rstrip(".") + f" {word}"
            break
    return f"{int(v):,}" if v.is_integer() else f"{v:,.2f}".rstrip("0").rstrip(".")


# ---------------------------------------------------------------- the slot of one quantity

class QuantityContext:
    """What the slot of a story's quantity depends on beyond the quantity: the article's publication
    date, the date expressions of its sentences, and the story's own places (its titles)."""

    def __init__(self, bundle, order: list[str], canon=None):
        self.canon = canon or (lambda name: name)  # a person's canonical name (align's people map)
        self.published: dict[str, datetime | None] = {a: bundle.articles[a].published for a in order}
        self.titles = " ".join([bundle.story.title] + [bundle.articles[a].title or "" for a in order])
        self.dates: dict[str, list] = {}
        for aid in order:
            f = bundle.findings.get(aid)
            self.dates[aid] = list(f.dates) if f is not None else []
        self.texts = {a: bundle.articles[a].text for a in order}
        self.places = {a: [m for m in bundle.findings[a].mentions if m.kind == "GPE"]
                       for a in order if a in bundle.findings}
        self.quantities = {a: list(bundle.findings[a].quantities) for a in order if a in bundle.findings}
        self.mentions = {a: bundle.findings[a].mentions for a in order if a in bundle.findings}


def predicate_key(verb: str | None) -> str | None:
    """``Quantity.verb`` folded through the paraphrase concepts: "kill" / "dead" / "die" -> ``*death``."""
    if not verb:
        return None
    from .paraphrase import concept

    return " ".join(concept(w) for w in verb.lower().split())


def time_anchor(q, aid: str, ctx: QuantityContext) -> tuple[str | None, str | None]:
    """(frame for the slot, time label) of a quantity.

    Only a quantity the extractor dated elsewhen (frame "past") gets a time label: from the date
    expression of its sentence that may name another time (``quant_context.other_time``), the nearest
    to the number. A date within the article's own time (``STORY_WINDOW_DAYS`` of its publication; the
    same month / year when written as a month / year) gives no label and no frame, unless the sentence
    also says "previous" / "earlier"; a past frame without such a date stays "past" without a label.
    """
    if q.frame != "past":
        return q.frame, None
    from .extract.dates import date_label, granularity
    from .extract.quant_context import other_time

    s0, s1 = q.sentence.start, q.sentence.end
    text = ctx.texts[aid]
    stext = text[s0:s1]
    refs = [dr for dr in ctx.dates.get(aid, ()) if s0 <= dr.span.start < s1 and other_time(dr.when)]
    if refs:
        refs.sort(key=lambda d: d.span.start)
        near = min(refs, key=lambda d: min(abs(d.span.start - q.span.end), abs(q.span.start - d.span.end)))
        # "April" + "last year" written together are one expression
        i = j = refs.index(near)
        while i > 0 and re.fullmatch(r"[\s,]{0,2}", text[refs[i - 1].span.end:refs[i].span.start]):
            i -= 1
        while j + 1 < len(refs) and re.fullmatch(r"[\s,]{0,2}", text[refs[j].span.end:refs[j + 1].span.start]):
            j += 1
        group = refs[i:j + 1]
        start = group[0].span.start
        month = _MONTH_BEFORE.search(text[s0:start])  # "April" + "last year"
        when = text[s0 + month.start() if month else start:group[-1].span.end]
        dated = [x for x in group if x.date is not None]
        d = day_of(min(dated, key=lambda x: ("day", "week", "month", "year").index(granularity(x.when))))\
            if dated else None
    else:
        years = [m for m in YEAR.finditer(stext) if not (q.span.start - s0 <= m.start() < q.span.end - s0)]
        if not years:
            return "past", None
        when, d = years[0].group(1), None
    if _past_word_near(q, aid, ctx, stext.replace(when, " " * len(when))):
        return "past", _label(when, d, ctx.published.get(aid))
    published = ctx.published.get(aid)
    g = granularity(when)
    year = int(YEAR.search(when).group(1)) if YEAR.search(when) else (d.year if d else None)
    if published is not None:
        p = published.date()
        if d is not None and g in ("day", "week") and abs((d - p).days) <= STORY_WINDOW_DAYS:
            return None, None
        if d is not None and g == "month" and (d.year, d.month) == (p.year, p.month):
            return None, None
        if year is not None and g == "year" and year == p.year:
            return None, None
    label = date_label(d, when) if d is not None else _label(when, None, published)
    return None, label


def _past_word_near(q, aid: str, ctx: QuantityContext, stext: str) -> bool:
    """Whether the sentence says "previous" / "earlier" / "former" of this number: the word is nearer
    to it than to any other number of the sentence ("fell to 293,000 from a revised 344,750 a week
    earlier": "earlier" is 344,750's)."""
    s0 = q.sentence.start
    others = [x for x in ctx.quantities.get(aid, ()) if x.sentence == q.sentence and x.span != q.span]

    def gap(x, at: int) -> int:
        return max(x.span.start - s0 - at, at - (x.span.end - s0), 0)

    return any(all(gap(q, m.start()) <= gap(x, m.start()) for x in others) for m in _PAST_WORD.finditer(stext))


def _label(when: str, d: date | None, published: datetime | None) -> str:
    if d is not None:
        from .extract.dates import date_label

        return date_label(d, when)
    y = YEAR.search(when)
    if y:
        return y.group(1)
    if published is not None and re.search(r"\b(?:last|previous|prior)\s+year\b", when, re.I) \
            and not re.search(r"[A-Z][a-z]+", when.replace("last", "")):
        return str(published.year - 1)
    return re.sub(r"\s+", " ", _LEAD.sub("", when.strip().lower()))


def place_part(q, aid: str, ctx: QuantityContext) -> str | None:
    """The part of the story's place a count is restricted to ("bener meriah", "clinic"), or None.

    Sentence level and conservative: a capitalised name followed by a part word ("North Kestria district",
    "the town of Ferrow", "Ferrow, the capital of"), a site ("at a field hospital"), "in the
    province / region / district ..." (a count for one area of the story's place) or "in" a named place
    (a GPE mention: "in Valdor"), nearest to the number; a name that is in a title of the story is the
    story's own place, not a part.
    """
    s0, s1 = q.sentence.start, q.sentence.end
    stext = ctx.texts[aid][s0:s1]
    found: list[tuple[int, str]] = []
    for rx in (_PART_AFTER, _PART_BEFORE, _PART_CAPITAL):
        for m in rx.finditer(stext):
            words = m.group(1).split()
            while words and words[0].lower() in _LEAD_WORDS:
                words = words[1:]
            name = " ".join(words).strip(" ,")
            if name and name not in ctx.titles:
                found.append((m.start(), name.lower()))
    for rx in (_PART_SITE, _PART_GENERIC):  # "at a field hospital", "in the province"
        for m in rx.finditer(stext):
            found.append((m.start(), m.group(1)))
    for m in _PART_ALONE.finditer(stext):  # "alone" restricts even the story's own place
        found.append((m.start(), m.group(1).strip().lower()))
    for m in ctx.places.get(aid, ()):  # "in Valdor", "in North Kestria": a named place not in a title
        if s0 <= m.span.start < s1 and m.text not in ctx.titles \
                and re.search(r"\bin\s+(?:the\s+)?$", stext[:m.span.start - s0]):
            found.append((m.span.start - s0, m.text.lower()))
    if not found:
        return None
    at = q.span.start - s0
    return min(found, key=lambda f: abs(f[0] - at))[1]


_RANGE_GAP = re.compile(r"\s*(?:-|–|—|to)\s*", re.I)
_LIST_GAP = re.compile(r"\s*(?:,|and|or|,\s*and|,\s*or)\s*", re.I)
_RANGE_OPEN = re.compile(r"\b(?:between|from)\s+(?:\S+\s+)?\W?$", re.I)


def series(quantities, text: str) -> dict[int, str]:
    """Numbers written next to each other in one sentence, by index in ``quantities``: the ends of a
    range ("between 200 and 300", "5-10%") -> "low" / "high"; items of a list ("6.9 and 6.4 magnitude
    quakes", "ages 9 and 11") -> "several". A range is a bound on one value; a list is several things."""
    out: dict[int, str] = {}
    qs = list(quantities)
    for n in range(len(qs) - 1):
        a, b = qs[n], qs[n + 1]
        if a.sentence != b.sentence or b.span.start < a.span.end or a.unit != b.unit \
                or (a.counted and b.counted and a.counted != b.counted):
            continue
        gap = text[a.span.end:b.span.start]
        opened = _RANGE_OPEN.search(text[a.sentence.start:a.span.start]) is not None
        if _RANGE_GAP.fullmatch(gap) or (opened and re.fullmatch(r"\s*and\s*", gap)):
            if a.value < b.value:
                out[n], out[n + 1] = "low", "high"
        elif _LIST_GAP.fullmatch(gap) and not opened:
            out[n] = out[n + 1] = "several"
    return out


def item_value(q, role: str | None) -> tuple:
    """The (value, bound) compared inside a slot: a range's low end is "at least", its high end "up to"."""
    bound = q.bound
    if bound is None and role == "low":
        bound = "at least"
    elif bound is None and role == "high":
        bound = "up to"
    return float(q.value), bound


def quantity_key(q, aid: str, ctx: QuantityContext, role: str | None = None) -> tuple | None:
    """The slot key of one quantity, or None when it is no fact of the story ("two officials said").
    ``role``: its part in a ``series`` ("several": one of a list, a slot of its own)."""
    from .align_ages import age_key

    age = age_key(q, aid, ctx)  # "Pelosi, 76" / "the 76-year-old Pelosi": one slot, the person's age
    if age is not None:
        return age
    counted = " ".join(stem(w) for w in WORD.findall((q.counted or "").lower())) or None
    if counted in ATTRIBUTION_NOUNS and q.value <= 10 and not q.per:
        return None
    if _time_anchor_span(q, ctx.texts.get(aid, "")):
        return None  # "four years ago", "in the past six months": when, not how many
    frame, when = time_anchor(q, aid, ctx)
    verb = predicate_key(getattr(q, "verb", None))
    owner = getattr(q, "owner", None)
    where = f"of {ctx.canon(owner) or owner}" if owner else place_part(q, aid, ctx)
    key = ("quantity", counted, q.per, frame, unit_family(q.unit), bool(q.change), verb, when,
           where, role == "several")
    if counted is None:
        key += (round(q.value, 6),)
    return key


_AGE_UNITS = words("alignment", "age_units")


def _slot_noun(key: tuple, q) -> str:
    """What a slot counts: its counted noun, "age" for an age, else nothing (the unit says it)."""
    if key[K_COUNTED]:
        return key[K_COUNTED]
    return "age" if (q.unit or "").lower() in _AGE_UNITS else ""


def _slot_extras(key: tuple, q) -> list[str]:
    return [x for x in (getattr(q, "verb", None) if key[K_VERB] else None, key[K_FRAME], key[K_WHEN],
                        (key[K_WHERE] if key[K_WHERE].startswith("of ") else f"in {key[K_WHERE]}")
                        if key[K_WHERE] else None, "one of several" if key[K_SEVERAL] else None) if x]


def describe(key: tuple, q) -> str:
    """What a slot is about, for people: "people (kill, 2004, in bener meriah)", "age"."""
    what = " ".join(x for x in (_slot_noun(key, q) or q.unit or "", f"per {q.per}" if q.per else "") if x)
    extra = _slot_extras(key, q)
    return f"{what} ({', '.join(extra)})" if extra else what


def quantity_label(key: tuple, q) -> str:
    """What a quantity fact says, without saying the unit twice: "worker (expected): $92 per month",
    "age: 84 years old", "5.9 percent (fall)", "claim: down 36,000", "arrest: tripled"."""
    value = shown_value(q) + (f" per {q.per}" if q.per else "")
    change = getattr(q, "change", None)
    if change in ("up", "down"):  # the amount of a change: "down 36,000", not a level of 36,000
        value = f"{change} {value}"
    elif change and q.unit == "times":  # "arrests tripled": the factor is the change
        value = f"{change}d" if change.endswith("e") else change
    extra = _slot_extras(key, q)
    tail = f" ({', '.join(extra)})" if extra else ""
    noun = _slot_noun(key, q)
    return f"{noun}{tail}: {value}" if noun else f"{value}{tail}"


def shown_value(q) -> str:
    """The value as a reader writes it: "more than $92", "RM 23.5", "5.9 percent", "about 300",
    "40 cents". A currency sign goes before the number, a currency code before it with a space."""
    from .extract.quant_units import CURRENCY_UNITS

    fam = unit_family(q.unit)
    number = fmt_number(q.value)
    if q.unit in CURRENCY_UNITS and not q.unit.isalpha():  # "$", "A$", "£", "NT$"
        return " ".join(x for x in (q.bound, f"{q.unit}{number}") if x)
    if q.unit in CURRENCY_UNITS and q.unit[:1].isupper():  # "RM", "Rs", "DKK"
        return " ".join(x for x in (q.bound, q.unit, number) if x)
    return " ".join(x for x in (q.bound, number, "" if fam == "count" else q.unit) if x)


# ---------------------------------------------------------------- slots

def merge_quantity_slots(groups: dict[tuple, list]) -> dict[tuple, list]:
    """Join quantity slots that are one: nested counted words, compatible time labels, and qualified
    slots (predicate, time, place) whose values all agree with the plain slot of the same thing.
    Items (``align.Item``) keep their order."""
    groups = _merge(groups, _counted_target(groups))
    groups = _merge(groups, _time_target(groups))
    groups = _merge(groups, _agreeing_target(groups))
    groups = _merge(groups, _vague_target(groups))
    for items in groups.values():
        items.sort(key=lambda i: i.order)
    return groups


def _merge(groups: dict[tuple, list], target: dict[tuple, tuple]) -> dict[tuple, list]:
    def final(k):
        seen = set()
        while target.get(k, k) != k and k not in seen:
            seen.add(k)
            k = target[k]
        return k

    out: dict[tuple, list] = {}
    for k in groups:  # first-seen order
        out.setdefault(final(k), []).extend(groups[k])
    return out


def _counted_target(groups) -> dict[tuple, tuple]:
    """Counted words that contain one another ("price" / "price cap") -> the shorter."""
    keys = sorted(groups, key=lambda k: (len((k[K_COUNTED] or "").split()), str(k)))
    same_rest: dict[tuple, list[tuple]] = defaultdict(list)  # the keys alike but for their first two parts
    for k in keys:
        same_rest[k[2:]].append(k)
    target: dict[tuple, tuple] = {}
    for k in keys:
        target[k] = k
        if k[K_COUNTED] is None or len(k) > KEY_LEN:
            continue
        words = set(k[K_COUNTED].split())
        for other in same_rest[k[2:]]:  # (in ``keys`` order: the others fail ``other[2:] == k[2:]``)
            if other is k or other[K_COUNTED] is None or len(other) > KEY_LEN or target.get(other) != other:
                continue
            ow = set(other[K_COUNTED].split())
            if ow < words or (ow == words and str(other) < str(k)):
                target[k] = other
                break
    return target


def _compatible_labels(a: str, b: str) -> bool:
    """"2004" fits "2004-12-26"; "2012-04" fits "2012-04-11"; other labels only themselves."""
    iso = re.compile(r"\d{4}(?:-\d\d){0,2}")
    if iso.fullmatch(a) and iso.fullmatch(b):
        return a.startswith(b) or b.startswith(a)
    return a == b


def _time_target(groups) -> dict[tuple, tuple]:
    """A finer time label joins the one coarser compatible label of the same slot, when there is one."""
    target: dict[tuple, tuple] = {}
    by_rest: dict[tuple, list[tuple]] = defaultdict(list)
    for k in groups:
        if k[K_WHEN] is not None:
            by_rest[k[:K_WHEN] + k[K_WHEN + 1:]].append(k)
    for keys in by_rest.values():
        for k in keys:
            coarser = [o for o in keys if o != k and len(o[K_WHEN]) < len(k[K_WHEN])
                       and _compatible_labels(o[K_WHEN], k[K_WHEN])]
            if len(coarser) == 1:
                target[k] = coarser[0]
    return target


def _agreeing_target(groups) -> dict[tuple, tuple]:
    """A qualified slot joins the plain slot of the same thing when each of its values equals (within
    1 %, "about": 10 %) a value the plain slot holds and it makes no new value cluster there (no new
    conflict). Plain slots tried, nearest first: without the place, without time and place, then the
    same without the predicate. Bounds alone ("at least 50") do not license a merge."""
    target: dict[tuple, tuple] = {}
    held = {k: list(v) for k, v in groups.items()}
    for k, items in groups.items():
        if k[K_WHEN] is None and k[K_WHERE] is None and k[K_VERB] is None:
            continue
        head, tail = k[:K_VERB], k[K_SEVERAL:]
        verb, when, where = k[K_VERB], k[K_WHEN], k[K_WHERE]
        options = [(verb, when, None), (verb, None, None), (None, when, None), (None, None, None)]
        for v, w, p in dict.fromkeys(options):
            base = head + (v, w, p) + tail
            if base == k or base not in held or target.get(base, base) != base:
                continue
            if all(any(_same_value(it.value, b.value) for b in held[base]) for it in items) \
                    and _no_new_cluster(held[base], items):
                target[k] = base
                held[base] = held[base] + items
                break
    return target


K_PER = 2
_VAGUE_FIELDS = (K_COUNTED, K_PER, K_FRAME)


def is_distinctive(items) -> bool:
    """Values that name one fact on their own: a non-count unit ($92, 5.9%), or a count above 10 that
    is not a round hundred ("1,657", not "2" or "100")."""
    for it in items:
        v, _bound = it.value
        q = it.finding
        if unit_family(getattr(q, "unit", None)) != "count":
            continue
        if v <= 10 or (float(v).is_integer() and v % 100 == 0):
            return False
    return True


def _big_money(items) -> bool:
    """Sums of a million or more: two of them equal in one story are one sum, whatever each outlet
    calls it ("the $150 billion program" / "$150 billion in clean-energy initiatives")."""
    return all(_is_money(getattr(it.finding, "unit", None)) and it.value[0] >= 1e6 for it in items)


def _is_money(unit: str | None) -> bool:
    """A unit the extractor gives sums of money (``quant_units.CURRENCY_UNITS``); "pounds" is a
    weight there (sterling is "£")."""
    from .extract.quant_units import CURRENCY_UNITS

    return bool(unit) and (unit in CURRENCY_UNITS or unit_family(unit).startswith("money"))


def _vague_target(groups) -> dict[tuple, tuple]:
    """A slot that leaves out what is counted, the rate or the frame joins the one slot that says it
    and holds the same value: "$92" / "a monthly increase of $92" / "$92 a month for the average
    retired worker" are one fact told more or less precisely. Only when that slot is the only one the
    vaguer slot fits (the same on every field it gives), its values all equal values there (no new
    cluster, so never a conflict), and the values are distinctive (``is_distinctive``) or told with the
    same bound (``_bounded_alike``: "below 300,000" twice). Sums of a million
    or more also join across different counted nouns (``_big_money``)."""
    target: dict[tuple, tuple] = {}
    held = {k: list(v) for k, v in groups.items()}
    keys = list(groups)

    def plain(k):  # the key without the value a bare count carries
        return k[:KEY_LEN]

    money: dict[tuple, bool] = {}  # key -> _big_money of its items (``groups`` stays as it is here)

    def big(k) -> bool:
        got = money.get(k)
        if got is None:
            got = money[k] = _big_money(groups[k])
        return got

    def fits(vague, precise) -> bool:
        a, b = plain(vague), plain(precise)
        if a == b:
            return False
        big_money = big(vague) and big(precise)
        for n in range(1, KEY_LEN):
            if a[n] != b[n] and not (n in _VAGUE_FIELDS and a[n] is None) \
                    and not (n == K_COUNTED and big_money and a[n] is not None and b[n] is not None):
                return False
        return True

    holding: dict[int, set] = defaultdict(set)  # value bucket -> keys holding a value in it

    def hold(key, its) -> None:
        for it in its:
            holding[_bucket(it.value[0])].add(key)

    for k in keys:
        hold(k, groups[k])
    rank = {k: n for n, k in enumerate(keys)}
    order = sorted(keys, key=lambda x: sum(x[n] is None for n in _VAGUE_FIELDS), reverse=True)
    joined = True
    while joined:  # again while one joins: "$3 million" of no counted noun fits "co" and "salary" until
        joined = False  # those two, sums of a million, are one ("co" joined "salary"): then it fits one
        for k in order:
            if k in target:
                continue
            items = groups[k]
            distinctive = is_distinctive(items)
            b = _bucket(items[0].value[0])  # a key holding the first value, within 10 %, is in a bucket beside
            near = sorted(holding[b - 1] | holding[b] | holding[b + 1], key=rank.__getitem__)
            options = [o for o in near if o != k and target.get(o, o) == o and fits(k, o)
                       and all(any(_same_value(it.value, b.value) for b in held[o]) for it in items)
                       and (distinctive or _bounded_alike(items, held[o]))]
            if len(options) == 1 and _no_new_cluster(held[options[0]], items):
                target[k] = options[0]
                held[options[0]] = held[options[0]] + items
                hold(options[0], items)
                joined = True
    return target


def _bucket(v: float) -> int:
    """Buckets 10 % wide on a log scale (values within 10 % of each other fall in neighbouring ones)."""
    return int(math.floor(math.log(abs(v)) / math.log(1.1))) if v else -10**6


_TIME_UNIT = re.compile(r"^(?:second|minute|hour|day|week|month|year|decade|centur)", re.I)
_ANCHOR_BEFORE = re.compile(r"\b(?:(?:in|over|during|for)\s+)?(?:the\s+)?(?:past|last|previous|next|coming)\s+$", re.I)
_ANCHOR_AFTER = re.compile(r"^[\s,]*(?:ago|earlier|before|later|from\s+now)\b", re.I)


def _time_anchor_span(q, text: str) -> bool:
    """A span of time that places an event rather than counts something: "four years ago", "in the
    past six months", "over the last two weeks" (dates, not numbers; "a three-hour interview" and
    "the biggest rise in 39 years" stay quantities)."""
    if not q.unit or not _TIME_UNIT.match(q.unit) or not text:
        return False
    start, end = q.span.start, q.span.end
    return bool(_ANCHOR_AFTER.match(text[end:end + 20]) or _ANCHOR_BEFORE.search(text[max(0, start - 30):start]))


def _bounded_alike(items, base) -> bool:
    """A round count told with the same bound as in the other slot names one fact too: "dipping below
    300,000" / "dropped below 300,000" (a bare "300,000" or "about 300,000" does not)."""
    return all(it.value[1] not in (None, "about") and any(b.value == it.value for b in base) for it in items)


def _same_value(a: tuple, b: tuple) -> bool:
    (va, ba), (vb, bb) = a, b
    return close(va, vb, 0.1 if "about" in (ba, bb) else 0.01)


def _no_new_cluster(base: list, extra: list) -> bool:
    """Whether leader clustering (as ``align`` does it) of ``base`` + ``extra`` puts every item of
    ``extra`` in a cluster that holds an item of ``base``."""
    clusters: list[list] = []
    for it in sorted(base + extra, key=lambda i: i.order):
        for c in clusters:
            if quantities_agree(c[0].value, it.value):
                c.append(it)
                break
        else:
            clusters.append([it])
    ids = {id(it) for it in base}
    return all(any(id(it) in ids for it in c) for c in clusters)
