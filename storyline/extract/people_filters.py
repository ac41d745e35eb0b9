"""Names the NER calls people that news text writes as something else:

* a product: right after a model number or a product-line word ("its 737 Max jet", "iPhone 11 Pro Max"),
  before a one-letter model code ("Mustang Mach E"), ending in Pro/Lite/Plus/Mini/Ultra ("MacBook Pro");
* an event, band or company: "Davis Cup", "Dave Matthews Band", "Dick Clark Productions", "Ithaca Holdings";
* a group: a place or body plus a party's plural ("Virginia Democrats", "House Republicans");
* a place: "Marlow, Texas", "Sioux Falls", "the provincial capital X", "parts of X", "210 kilometres off
  X", "X's main city", "X, located ..."; a one-word name only ever modifying a lower-case noun ("the
  Marlow compound", "this year's Oscar host"), unless the noun is one a person has ("the Trump campaign");
* a team: "The Steelers spent Monday ...";
* a storm: "Hurricane Helene", "Tropical Storm Milton" (and the storm's name alone in the same article);
* a religious figure: "Jesus Christ", "God"; "Adam", "Moses" inside a quotation;
* a site or a law named after someone: "Ronald Reagan Washington National Airport", "the Glass-Steagall Act".

``relabel_non_persons`` is called by ``people.find_people`` on its (kind, start, end) entity list; it
only changes the kind of PERSON mentions (to OTHER, ORG, GPE or NORP) and never adds or moves one.
"""

from __future__ import annotations

import re

from ..textsim import in_quotation
from .dates import YEAR
from .honorifics import HONORIFIC_BEFORE
from .lexicon import regex, words

# Plural words naming members of a party, faith or camp: "Virginia Democrats", "House Republicans".
GROUP_PLURALS = words("people", "group_plurals")
# Last words that make a name an event, a band, a studio or a product line, never a person.
NON_PERSON_HEADS = words("people", "non_person_heads")
# Last words of a company's name: "Dick Clark Productions", "Ithaca Holdings", "Peter Koros Design".
COMPANY_HEADS = words("people", "company_heads")
# Last words of a place's name: "Sioux Falls", "Colorado Springs", "Wichita Heights".
PLACE_HEADS = words("people", "place_heads")
# Capitalised last words of a product's name ("MacBook Pro", "Switch Lite", "Galaxy S10 Plus").
PRODUCT_LINE_WORDS = words("people", "product_line_words")
# US states and their AP abbreviations: "Marlow, Texas," writes Marlow as a town.
US_STATES = words("people", "us_states")
_STATE_PAIR = regex("people", "state_pair")
_AFTER_COMMA_STATE = re.compile(r",[ \t]+([A-Z][A-Za-z.]*(?:[ \t]+[A-Z][A-Za-z.]*)?)")
# Lower-case nouns of a site or a settlement's people after a town used as a modifier: "the Marlow compound".
SITE_NOUNS = words("people", "site_nouns")
# What a person leads, has or is followed by: "the Trump campaign" is still about Trump.
ENTOURAGE_NOUNS = words("people", "entourage_nouns")
_MODEL_NUMBER = re.compile(r"(?:[A-Z]+-?)?\d+[A-Z]?")  # "737", "11", "A320"
_RANKING = regex("people", "ranking")  # "World No. 1 Rafael Nadal"
_PERSON_SIGNAL = regex("people", "person_signal")
# "the provincial capital Port Sandon", "parts of Kestria", "the north coastal area of Valdor": a place
# "210 kilometres off Port Sandon", "85 miles north-east of X": nobody is a distance away from a person
_PLACE_BEFORE = regex("people", "place_before")
# "Valdor's main city", "Kestria's capital": what a place owns
_PLACE_OWNS = regex("people", "place_owns")  # "Valdor, located about 1,800 kilometres east of"
# Religious figures: never a person of the news ("Jesus Christ died for our sins", a sermon quoted);
# figures of scripture with common given names only when named inside a quotation ("and Adam fell").
SACRED_NAMES = words("people", "sacred_names")
SCRIPTURE_NAMES = words("people", "scripture_names")
DISEASE_NAMES = words("people", "disease_names")  # "sign that Covid is disrupting the economy"
# "Hurricane Helene", "Tropical Storm Milton", "Typhoon Haiyan": a storm's name
_STORM_FORM = regex("people", "storm_form")
# "Ronald Reagan Washington National Airport", "John Glenn High School": a name that opens a site's name
_SITE_AFTER = regex("people", "site_after")
# "the Glass-Steagall Act", "the Taft-Hartley Act": a name inside a law's name
_LAW_AFTER = regex("people", "law_after")
_LAW_BEFORE = re.compile(r"[A-Z][\w’']*-$")


def _fold(word: str) -> str:
    return word.lower().replace("’", "'")


def after_model_number(text: str, start: int) -> bool:
    """"its popular 737 Max jet", "the iPhone 11 Pro": a name right after a model number (not a year,
    not a ranking "No. 1") is a product's name."""
    m = re.search(r"(\S+)[ \t]+$", text[max(0, start - 40):start])
    if m and m.group(1) in PRODUCT_LINE_WORDS:
        return True  # "the iPhone 11 Pro Max"
    if not m or not _MODEL_NUMBER.fullmatch(m.group(1)) or YEAR.fullmatch(m.group(1)):
        return False
    return not _RANKING.search(text[max(0, start - 40):start - len(m.group(0))])


def before_model_letter(text: str, end: int) -> bool:
    """"Ford's Mustang Mach E will go": a name followed by a one-letter model code is a product's name
    (not "I", "A", nor an initial with its full stop)."""
    return re.match(r" [B-HJ-Z](?![\w.'’&-])", text[end:end + 3]) is not None


def group_name(name: str) -> bool:
    """"Virginia Democrats", "House Republicans": a place or body plus a plural of members is a group."""
    words = name.split()
    return len(words) >= 2 and _fold(words[-1]) in GROUP_PLURALS


def non_person_head(name: str) -> bool:
    """"Davis Cup", "Dave Matthews Band", "Balmond Studio": an event, band or studio; "MacBook Pro",
    "Switch Lite", "Pro": a product line; "Toughest Sheriff", "Deputy Governor": a post described, no
    name (a title last, after only titles or a superlative: "Mark Judge" and "Carole King" stay people)."""
    from .given_names import GIVEN_NAMES
    from .people_mentions import TITLE_WORDS

    words = name.split()
    if not words:
        return False
    if len(words) >= 2 and _fold(words[-1]) in NON_PERSON_HEADS or words[-1] in PRODUCT_LINE_WORDS:
        return True
    described = lambda w: (w.lower() in TITLE_WORDS or len(w) >= 7 and w.lower().endswith("est")) \
        and w.lower() not in GIVEN_NAMES  # noqa: E731
    return len(words) >= 2 and words[-1].lower() in TITLE_WORDS and all(described(w) for w in words[:-1])


def _state_after(text: str, end: int) -> bool:
    """", Texas" (or ", N.M.", ", New Mexico") right after ``end``, closing its phrase."""
    m = _AFTER_COMMA_STATE.match(text, end)
    if not m:
        return False
    words = m.group(1).split()
    for n in (2, 1):
        state = " ".join(words[:n])
        if len(words) < n or not any(_fold(x) in US_STATES or _STATE_PAIR.fullmatch(x)
                                     for x in (state, state.rstrip("."))):
            continue
        rest = text[m.start(1) + len(state.rstrip(".")):]
        return re.match(r"[,.;:)]|\s*$|\s+(?!and\b|or\b)[a-z]", rest) is not None
    return False


def in_site_or_law_name(text: str, s: int, e: int) -> bool:
    """"Ronald Reagan Washington National Airport", "the Glass-Steagall Act": a name that opens a site's
    or a law's name."""
    return bool(_SITE_AFTER.match(text, e) or _LAW_AFTER.match(text, e)
                or _LAW_BEFORE.search(text[max(0, s - 20):s]) and re.match(r"[ \t]+Act\b", text[e:]))


def _personal(text: str, s: int, e: int) -> bool:
    """Written as someone who speaks, owns, or is addressed with a title."""
    return bool(_PERSON_SIGNAL.match(text, e) or HONORIFIC_BEFORE.search(text[max(0, s - 12):s]))


def _site_modifier(text: str, s: int, e: int) -> bool:
    """"the Marlow compound", "the small Marlow courthouse": a one-word name between an article
    (and adjectives) and a lower-case site noun."""
    nxt = re.match(r"\s+([a-z]+)\b", text[e:e + 30])
    if not nxt or nxt.group(1) not in SITE_NOUNS:
        return False
    return re.search(r"\b(?:[Tt]he|[Aa]|[Aa]n)\s+(?:[a-z-]+\s+){0,2}$", text[max(0, s - 40):s]) is not None


def _noun_modifier(doc, s: int, e: int) -> bool:
    """"this year's Oscar host", "the 2004 Tony telecast": a one-word name that modifies a lower-case
    noun after it, which is not one a person has (an administration, a campaign, a family, a lawyer)."""
    span = doc.char_span(s, e)
    if span is None or len(span) != 1:
        return False
    tok = span[0]
    head = tok.head
    if any(c.dep_ == "conj" and c.ent_type_ == "PERSON" for c in tok.children):
        return False  # "the Nixon and Clinton impeachments": names side by side with a person's
    return (tok.dep_ in ("compound", "nmod", "amod") and head.i > tok.i and head.pos_ == "NOUN"
            and head.is_lower and head.lemma_ not in ENTOURAGE_NOUNS)


def _team_plural(doc, text: str, s: int, e: int) -> bool:
    """"The Steelers spent Monday": "the" + one capitalised word tagged a plural proper noun (or a plural
    form followed by a verb) is a team, a band or a family, not one person."""
    w = text[s:e]
    if " " in w or not w.endswith("s") or w.endswith("ss") or len(w) < 4:
        return False
    if not re.search(r"\b[Tt]he\s+$", text[max(0, s - 5):s]):
        return False
    span = doc.char_span(s, e)
    if span is None or len(span) != 1:
        return False
    tok = span[0]
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    return tok.tag_ == "NNPS" and (nxt is None or not nxt.tag_.startswith("NN")) or (
        nxt is not None and nxt.tag_.startswith("VB"))


_STORM_WORD = regex("people", "storm_word")


def _after_storm_word(text: str, form: str, storm_ends: list[int], seen: dict[str, bool]) -> bool:
    """``re.search(r"(?:Hurricane|Storm|Typhoon|Cyclone)\\s+" + re.escape(form) + r"\\b", text)``, read only
    where a storm word and its blanks end (``storm_ends``, found once per text); ``seen`` keeps each form's answer."""
    if form not in seen:
        rx = re.compile(re.escape(form) + r"\b")
        seen[form] = any(rx.match(text, p) for p in storm_ends)
    return seen[form]


def relabel_non_persons(doc, text: str, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The entity list with PERSON mentions that the text writes as products, groups, places, teams or
    events given another kind. A one-word form written as a town (", Texas", "the X compound") or a team
    ("The Steelers spent") loses PERSON everywhere in the article unless some mention is personal (says,
    owns, is titled) or it is a word of a person's full name in the article ("the Keller compound")."""
    placed, teams, storms, personal = _forms_written_as(doc, text, ents)
    # the words of a full name that is itself no place, group or product ("Gordon", "Steele" of "Gordon Sondland",
    # "Christopher Steele"; not "Sandon" of a "Port Sandon" written "210 kilometres off Port Sandon")
    named = {_fold(w) for k, s, e in ents if k == "PERSON" and " " in text[s:e] and text[s:e] not in placed
             and not group_name(text[s:e]) and not non_person_head(text[s:e]) for w in text[s:e].split()}
    keep = personal | {f for f in placed | teams if _fold(f) in named}
    out = []
    for k, s, e in ents:
        if k == "PERSON":
            k = _kind_of_person_form(text, s, e, named, storms, placed, teams, keep)
        out.append((k, s, e))
    return out


def _forms_written_as(doc, text: str, ents: list[tuple[str, int, int]]):
    """(forms written as places, as teams, as storms, as people) among the PERSON mentions of the article."""
    placed: set[str] = set()
    teams: set[str] = set()
    storms: set[str] = set()
    personal: set[str] = set()
    site_only: dict[str, bool] = {}
    storm_ends = [m.end() for m in _STORM_WORD.finditer(text)]  # where a name after a storm word would start
    storm_forms: dict[str, bool] = {}
    for k, s, e in ents:
        if k != "PERSON":
            continue
        form = text[s:e]
        if _personal(text, s, e):
            personal.add(form)
        if _state_after(text, e) or _PLACE_OWNS.match(text, e) or _PLACE_BEFORE.search(text[max(0, s - 30):s]):
            placed.add(form)
        if _STORM_FORM.match(form) or _after_storm_word(text, form, storm_ends, storm_forms):
            storms.add(form)  # also where the NER tagged only the bare name ("said Helene was")
        if " " not in form:
            site_only[form] = site_only.get(form, True) and (_site_modifier(text, s, e)
                                                             or _noun_modifier(doc, s, e))
            if _team_plural(doc, text, s, e):
                teams.add(form)
    placed |= {f for f, only in site_only.items() if only}
    return placed, teams, storms, personal


def _kind_of_person_form(text: str, s: int, e: int, named, storms, placed, teams, keep) -> str:
    """The kind a PERSON mention gets: OTHER (a model, product line, storm, site, sacred name), ORG (a company,
    a team), GPE (a place), NORP (a group), or PERSON as tagged."""
    form = text[s:e]
    if after_model_number(text, s) or before_model_letter(text, e) or non_person_head(form) \
            or form in storms and _fold(form) not in named or in_site_or_law_name(text, s, e):
        return "OTHER"
    if _fold(form) in SACRED_NAMES or _fold(form) in DISEASE_NAMES \
            or _fold(form) in SCRIPTURE_NAMES and _fold(form) not in named and in_quotation(text, s):
        return "OTHER"
    if " " in form and _fold(form.split()[-1]) in COMPANY_HEADS:
        return "ORG"
    if " " in form and _fold(form.split()[-1]) in PLACE_HEADS:
        return "GPE"
    if group_name(form):
        return "NORP"
    if form in placed and form not in keep:
        return "GPE"
    if form in teams and form not in keep:
        return "ORG"
    return "PERSON"
