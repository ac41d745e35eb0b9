"""Small forms of personnel moves read beside ``storyline.extract.moves``:

- "was pushed out of the agency", "forced out of his post": "out of" is a leaving, like "out"/"from";
- "named Klein to the state Board of Regents", "confirmed Roe to the Supreme Court": a seat on a
  named body is a post (``body_post``);
- "Becker's retirement takes effect on June 1", "Lee retires on Friday": a move in the simple present
  with a day or month that is not marked past is still to come (``scheduled_present``);
- "Fields, whose resignation was announced": the owner of a move noun is the one "whose" refers to.
"""

from __future__ import annotations

import re

from .lexicon import words

# a date word on a present-tense verb: "on June 1", "Friday", "next month", "in July", "at the end of May"
_DATE_WORD = re.compile(
    r"(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|^(?:mon|tues|wednes|thurs|fri|satur|sun)day$"
    r"|^(?:tomorrow|tonight|next|week|month|year|spring|summer|fall|autumn|winter|end|midnight|noon)$"
)
_PAST_WORD = words("moves", "past_word")
# present-tense verbs a move noun comes into force with: "takes effect", "is effective", "begins"
_EFFECT_VERBS = words("moves", "effect_verbs")


def out_of(verb, idx, posts) -> bool:
    """"pushed out of the agency", "forced out of office": "out" read as a preposition before "of",
    and what is left is a post or an organisation (``posts``: nouns that name one), not "his home"."""
    ofs = [g for c in verb.children if c.dep_ in ("prep", "advmod", "prt") and c.lower_ == "out"
           for g in c.children if g.dep_ == "prep" and g.lower_ == "of"]
    ofs += [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "of" and c.i >= 1
            and verb.doc[c.i - 1].lower_ == "out" and verb.doc[c.i - 1].head.i == verb.i]
    return any(g.dep_ == "pobj" and (g.lemma_ in posts or g.lower_ in posts or g.i in idx.org_at
                                     or (g.pos_ == "PROPN" and g.i not in idx.person_at))
               for p in ofs for g in p.children)


def body_pobj(verb, idx):
    """The named body a person is put on: "named Klein to the state Board of Regents" -> "Board"."""
    for p in verb.children:
        if p.dep_ in ("prep", "dative") and p.lower_ == "to":
            for g in p.children:
                if g.dep_ == "pobj" and (g.i in idx.org_at or (g.pos_ == "PROPN" and g.ent_type_ not in (
                        "PERSON", "DATE", "GPE", "TIME", "CARDINAL"))) and g.i not in idx.person_at:
                    return g
    return None


def _phrase(tok) -> list:
    """``tok``'s phrase without the clauses hanging off it ("Hamilton, who was pushed out in May")."""
    out = [tok]
    for c in tok.children:
        if c.dep_ not in ("relcl", "acl", "advcl", "ccomp", "appos", "conj"):
            out.extend(_phrase(c))
    return out


def _date_child(verb) -> bool:
    """A day, month or coming period attached to ``verb`` ("on June 1", "Friday", "next month"),
    none of it marked past ("last week", "earlier this month")."""
    for c in verb.children:
        toks = []
        if c.dep_ == "prep" and c.lower_ in ("on", "in", "at", "by", "from", "as"):
            toks = [t for g in c.children if g.dep_ == "pobj" for t in _phrase(g)]
        elif c.dep_ in ("npadvmod", "advmod") and (c.ent_type_ == "DATE" or _DATE_WORD.match(c.text)):
            toks = _phrase(c)
        if toks and any(_DATE_WORD.match(t.text) or (t.ent_type_ == "DATE" and t.pos_ == "PROPN") for t in toks) \
                and not any(t.lower_ in _PAST_WORD for t in toks):
            return True
    return False


def scheduled_present(verb, own_move: bool = True) -> bool:
    """A move in the simple present with a date still to come: "Lee retires on Friday" (the mover's
    own move) or "her retirement takes effect on June 1". A headline's present for a done deed
    ("Senate confirms Roe on Tuesday", someone else's act) is not read as future."""
    if verb is None or verb.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False  # "has retired", "is named": not a simple present
    if not own_move and verb.lemma_ not in _EFFECT_VERBS:
        return False
    return _date_child(verb)


def whose_owner(poss, idx):
    """(token, person) a "whose" stands for: "Fields, whose resignation was announced" -> Fields."""
    if poss.lower_ != "whose":
        return None
    v = poss.head
    for _ in range(4):
        if v.dep_ == "relcl":
            head = v.head
            return (head, idx.person(head)) if idx.person(head) else None
        if v.head.i == v.i:
            return None
        v = v.head
    return None


def clause_ancestors(tok) -> list:
    """The heads above ``tok`` up to the top of its own clause: a relative clause ends at the noun it
    describes ("Holt, who was fired, declined to comment": "declined" is not over "fired")."""
    out = []
    t = tok
    while t.head.i != t.i and t.dep_ != "relcl":
        t = t.head
        out.append(t)
    return out
