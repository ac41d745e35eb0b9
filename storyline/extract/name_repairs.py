"""Person names the NER cuts short or misses: a surname with a curly apostrophe ("Bill O’Reilly"),
a nickname in quotation marks between the given name and the surname ("William "Mo" Cowan"),
a surname left outside the entity ("Former acting Attorney General Sally Yates": PERSON "Sally"), a
two-letter name ("Xi said", "Dr. Oz").

Entities are (kind, start, end) character ranges, as ``people._entities`` makes them.
"""

from __future__ import annotations

import re

from .given_names import GIVEN_NAMES
from .honorifics import HONORIFICS, TITLE_ABBREVIATIONS, alternation
from .lexicon import words

APOSTROPHE_NAME = re.compile(r"^(?:D|O|L|Mc)['’][A-Z][a-z]+$")
SHORT_NAME = re.compile(r"[A-Z][a-z]")  # "Xi", "Oz", "Wu": too short to be a name on its own
_TITLE_BEFORE = re.compile(r"\b(?:%s)\.?\s+$" % alternation(
    HONORIFICS | TITLE_ABBREVIATIONS | words("people", "titles_before_short_names")))


def short_names(text: str, ents: list[tuple[str, int, int]]) -> set[str]:
    """Two-letter person forms that are names: a word of a longer person name of the article ("Xi" of
    "Xi Jinping") or written after a title ("Dr. Oz"); not "Az" (Arizona) alone."""
    words = {w for k, s, e in ents if k == "PERSON" and " " in text[s:e] for w in text[s:e].split()}
    out = set()
    for k, s, e in ents:
        form = text[s:e]
        titled = _TITLE_BEFORE.search(text[max(0, s - 12):s])
        if k == "PERSON" and SHORT_NAME.fullmatch(form) and (form in words or titled):
            out.add(form)
    return out


def apostrophe_names(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Surnames written with a curly apostrophe, which the NER cuts off or misses: "Bill O’Reilly"
    (the PERSON stops at "Bill"), "Dinesh D’Souza" (no entity): the given name and the surname."""
    out = list(ents)
    ends = {e: i for i, (k, _s, e) in enumerate(out) if k == "PERSON"}
    for tok in doc:
        if not APOSTROPHE_NAME.match(tok.text) or tok.i == 0:
            continue
        prev = doc[tok.i - 1]
        prev_end = prev.idx + len(prev.text)
        if prev_end in ends and tok.idx == prev_end + 1:
            k, s0, _e = out[ends[prev_end]]
            out[ends[prev_end]] = (k, s0, tok.idx + len(tok.text))  # "Bill" + "O’Reilly"
        elif (prev.text.lower() in GIVEN_NAMES or prev.tag_ == "NNP" and prev.dep_ == "compound"
              and prev.head.i == tok.i) and prev.text[:1].isupper() and tok.idx == prev_end + 1 \
                and not any(s0 <= tok.idx < e0 for _k, s0, e0 in out):
            out.append(("PERSON", prev.idx, tok.idx + len(tok.text)))  # "Dinesh D’Souza"
    return out


# A given name, a nickname in quotation marks, a surname: William "Mo" Cowan, James "Whitey" Bulger.
NICKNAMED = re.compile(r"\b([A-Z][a-z]+)\s+[\"“]([A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,2})[\"”]\s+"
                       r"([A-Z][a-z]+(?:[-'’][A-Z][a-z]+)?)\b")


def nicknamed(text: str, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A name written with its nickname in quotation marks ("William "Mo" Cowan"), which the NER cuts
    into a person "William" and a work of art "Mo" Cowan" (and then types every "Cowan" an
    organisation): one person mention of the whole, when the first word is a given name or the NER
    called it a person."""
    starts = {s for k, s, _e in ents if k == "PERSON"}
    out = list(ents)
    for m in NICKNAMED.finditer(text):
        if m.group(1).lower() not in GIVEN_NAMES and m.start() not in starts:
            continue
        out = [x for x in out if x[2] <= m.start() or x[1] >= m.end()]
        out.append(("PERSON", m.start(), m.end()))
    return out


def cut_surnames(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A one-word PERSON that is a common given name, written as a compound of the capitalised
    proper noun right after it, takes that noun as its surname: "Attorney General Sally Yates" (the
    NER tagged "Sally"), unless the noun is inside another entity."""
    out = list(ents)
    starts = {s0: i for i, (k, s0, _e) in enumerate(out) if k == "PERSON"}
    for tok in doc:
        i = starts.get(tok.idx)
        if i is None or tok.i + 1 >= len(doc) or out[i][2] != tok.idx + len(tok.text):
            continue
        nxt = doc[tok.i + 1]
        if tok.text.lower() in GIVEN_NAMES and tok.dep_ == "compound" and tok.head.i == nxt.i \
                and nxt.tag_ == "NNP" and nxt.is_alpha and nxt.text[:1].isupper() and not nxt.is_upper \
                and nxt.idx == tok.idx + len(tok.text) + 1 and not nxt.ent_type_ \
                and not any(s0 <= nxt.idx < e0 for _k, s0, e0 in out):
            out[i] = ("PERSON", tok.idx, nxt.idx + len(nxt.text))
    return out


_LABEL = re.compile(r"[ \t]*:")  # "PENCE: Well, look": a transcript's speaker label, not a mention in the prose
_CAPS_WORD = re.compile(r"(?<![\w.'’-])[A-Z][A-Z'’-]+(?![\w'’-])")


def _caps_known(text: str, known: set[str]) -> list[tuple[int, int]]:
    """All-caps words, or two in a row, whose lower case is a known form: "CHRISTOPHER WRAY", "TRUMP"."""
    words = list(_CAPS_WORD.finditer(text))
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        a = words[i]
        b = words[i + 1] if i + 1 < len(words) else None
        if b and re.fullmatch(r"[ \t]+", text[a.end():b.start()]) and text[a.start():b.end()].lower() in known:
            out.append((a.start(), b.end()))
            i += 2
            continue
        if a.group(0).lower() in known:
            out.append((a.start(), a.end()))
        i += 1
    return out


def headline_people(text: str, ents: list[tuple[str, int, int]],
                    tail_words: frozenset[str]) -> list[tuple[str, int, int]]:
    """Known people of the article written in a headline's case: "TRUMP FIRES ..." / "MR. BIDEN SAID"
    (an all-caps form of a person's name or surname, tagged an organisation or nothing; not a transcript's
    label "PENCE: Well, ..."), and "Noem Says
    Border Crossings Fell" (an organisation that opens with a person's form and a headline verb)."""
    known: set[str] = set()
    for k, s, e in ents:
        if k == "PERSON":
            words = text[s:e].split()
            known.add(text[s:e].lower())
            if len(words) > 1 and len(words[-1]) > 2:
                known.add(words[-1].lower())
    if not known:
        return ents
    out = []
    for k, s, e in ents:
        form = text[s:e]
        words = form.split()
        if k != "PERSON" and form.isupper() and form.lower() in known and not _LABEL.match(text, e):
            k = "PERSON"
        elif k != "PERSON" and form.isupper() and len(words) > 1:
            inner = [("PERSON", s + a, s + b) for a, b in _caps_known(form, known)]
            if inner:  # "SENATE REJECTS PICK OF PRESIDENT TRUMP" tagged one organisation
                out.extend(inner)
                continue
        elif k != "PERSON" and len(words) > 1:
            cut = next((i for i, w in enumerate(words) if i and w.lower() in tail_words), 0)
            head = " ".join(words[:cut])
            if cut and head.lower() in known and text[s:].startswith(head):
                out.append(("PERSON", s, s + len(head)))
                continue
        out.append((k, s, e))
    taken = bytearray(len(text))
    for _k, s, e in out:
        taken[s:e] = b"\x01" * (e - s)
    for a, b in _caps_known(text, known):
        if not any(taken[a:b]) and not _LABEL.match(text, b):
            out.append(("PERSON", a, b))  # "FBI DIRECTOR CHRISTOPHER WRAY" left untagged
    return sorted(out, key=lambda x: (x[1], x[2]))


_NOT_GIVEN_SHORT = words("people", "not_given_short")


def two_letter_given(doc, ents: list[tuple[str, int, int]], title_words: frozenset[str]) -> list[tuple[str, int, int]]:
    """A two-letter given name the NER leaves outside the name: "Vietnam's leader To Lam" (PERSON "Lam": a capitalised
    two-letter word right before a PERSON, inside a sentence, after a lower-case word or a title)."""
    out = []
    for k, s, e in ents:
        span = doc.char_span(s, e) if k == "PERSON" else None
        if span is not None and span.start >= 1:
            p, q = doc[span.start - 1], doc[span.start - 2] if span.start >= 2 else None
            if p.idx + len(p.text) + 1 != s or p.ent_type_ or not p.text[:1].isupper():
                pass
            elif (SHORT_NAME.fullmatch(p.text) and p.text not in _NOT_GIVEN_SHORT and not p.is_sent_start
                    and q is not None and (q.is_lower or q.text.lower() in title_words) and not q.is_punct):
                s = p.idx
        out.append((k, s, e))
    return out


def shared_surnames(text: str, people: list[tuple[str, int, int]]) -> dict[tuple[int, int], str]:
    """"Bill and Hillary Clinton", "Ms. and Mr. ...": a lone given name joined by "and" to a two-word name
    shares its surname: {(start, end) of "Bill": "Bill Clinton"}."""
    out = {}
    for (k1, s1, e1), (k2, s2, e2) in zip(people, people[1:]):
        left, right = text[s1:e1], text[s2:e2].split()
        if k1 == k2 == "PERSON" and " " not in left and len(right) == 2 and text[e1:s2] == " and " \
                and left.lower() in GIVEN_NAMES and right[0].lower() in GIVEN_NAMES:
            out[(s1, e1)] = f"{left} {right[1]}"
    return out
