"""Small forms of personnel moves read beside ``storyline.extract.moves``:

- "was pushed out of the agency", "forced out of his post": "out of" is a leaving, like "out"/"from";
- "named Klein to the state Board of Regents", "confirmed Roe to the Supreme Court": a seat on a
  named body is a post (``body_post``);
- "Becker's retirement takes effect on June 1", "Lee retires on Friday": a move in the simple present
  with a day or month that is not marked past is still to come (``scheduled_present``);
- "Fields, whose resignation was announced": the owner of a move noun is the one "whose" refers to;
- what every move is read with (shared by ``moves`` and ``move_nouns``): whether it is still to come
  ("will retire": ``is_future``), only asked for, attempted, denied or possible ("should resign",
  "refused to resign": ``hypothetical``), and who the people its arguments name are ("he", "they",
  "the director, Jane Doe": ``named_people``).
"""

from __future__ import annotations


from .doc import doc_text
from .lexicon import regex, words
from .posts import FUTURE_AUX, TITLES, Index, chief_noun, is_title, with_conj

# a date word on a present-tense verb: "on June 1", "Friday", "next month", "in July", "at the end of May"
_DATE_WORD = regex("moves", "date_word")
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


FUTURE_HEADS = words("moves", "future_heads")


MODALS = words("moves", "modals")
PARTICLES = words("moves", "particles")
REQUEST_HEADS = words("moves", "request_heads")
# an attempt, a refusal or a threat is not a move: "failed to remove the judge", "refused to resign"
ATTEMPT_HEADS = words("moves", "attempt_heads")
NOT_YET_HEADS = REQUEST_HEADS | ATTEMPT_HEADS
# a move denied is no move: "denied he would resign", "ruled out stepping down"
DENY_HEADS = words("moves", "deny_heads")


def is_future(verb) -> bool:
    """The move is spoken of as still to come: "will retire", "is expected to take over"."""
    v = verb
    if verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lower_ in ("is", "are", "am", "'s", "'re")
                                  for c in verb.children):
        return True  # "is stepping down", "is retiring": announced, not yet done
    for _ in range(4):
        if any(c.dep_ in ("aux", "auxpass") and c.lower_ in FUTURE_AUX for c in v.children):
            return True
        if v.dep_ in ("xcomp", "conj", "advcl") and v.head is not v:
            head = v.head
            if head.lemma_ in FUTURE_HEADS or head.lower_ in FUTURE_HEADS:
                return True
            if head.lemma_ == "be" and v.dep_ == "xcomp":  # "is to take over"
                return True
            v = head
            continue
        break
    return False


def _question(sent) -> bool:
    """``sent.text.rstrip("\"'”’ ").endswith("?")`` read from the end of the sentence, without building its
    text (once per verb, that made a long sentence cost its length squared)."""
    text = doc_text(sent.doc)
    i = sent.end_char
    while i > sent.start_char and text[i - 1] in "\"'”’ ":
        i -= 1
    return i > sent.start_char and text[i - 1] == "?"


def hypothetical(verb) -> bool:
    """A move that is only asked for, possible or conditional ("should resign", "if he becomes")."""
    if _question(verb.sent):
        return True
    v = verb
    for _ in range(4):
        if any(c.dep_ == "aux" and c.lower_ in MODALS for c in v.children):
            return True
        if any(c.dep_ == "mark" and c.lower_ in ("if", "unless", "whether") for c in v.children):
            return True
        if v.dep_ in ("xcomp", "ccomp", "conj", "advcl") and v.head is not v:
            if v.dep_ in ("xcomp", "ccomp") and v.head.lemma_ in NOT_YET_HEADS:
                return True
            if v.dep_ in ("xcomp", "ccomp", "advcl") and (v.head.lemma_ in DENY_HEADS or (
                    v.head.lemma_ == "rule" and any(particle(c) and c.lower_ == "out" for c in v.head.children))):
                return True
            v = v.head
            continue
        break
    # "called for Justice Ginsburg to resign", "failed in his bid to oust the chairman"
    return any(a.lemma_ in NOT_YET_HEADS for a in clause_ancestors(verb)[:3])


def particle(tok) -> bool:
    """The particle of a phrasal move verb; the parser sometimes calls "down" an adverb."""
    return tok.dep_ == "prt" or (tok.dep_ == "advmod" and tok.lower_ in PARTICLES and tok.i == tok.head.i + 1)


def mention_start(tok, idx: Index):
    """The first token of the person mention that ``tok`` belongs to."""
    name = idx.person(tok)
    if name is None:
        return tok
    doc = tok.doc
    i = tok.i
    while i > 0 and idx.person(doc[i - 1]) == name:
        i -= 1
    return doc[i]


def _antecedent(tok, idx: Index) -> str | None:
    """The person "he"/"she" refers to: the only person named just before it (this or the last sentence)."""
    if tok.lower_ in ("they", "them"):
        return None
    if tok.lower_ not in ("he", "she"):
        return None
    sent = tok.sent
    start = sent.start
    if start > 0:
        start = tok.doc[start - 1].sent.start
    names = {idx.person_at[i] for i in range(start, tok.i) if i in idx.person_at}
    return names.pop() if len(names) == 1 else None


def _group_antecedent(tok, idx: Index) -> list[str]:
    """The people "they" refers to: a conjoined group of people in the previous sentence."""
    start = tok.sent.start
    if start == 0:
        return []
    prev = tok.doc[start - 1].sent
    for t in prev:
        if idx.person(t) and t.dep_ != "conj" and idx.person(t.head) != idx.person(t):
            names = list(dict.fromkeys(idx.person(g) for g in with_conj(t) if idx.person(g)))
            if len(names) >= 2:
                return names
    return []


def named_people(toks, idx: Index) -> list:
    """(token, person) for argument tokens; a title noun stands for the names in apposition to it."""
    out = []
    for tok in toks:
        name = idx.person(tok) or _antecedent(tok, idx)
        if name:
            out.append((tok, name))
        elif tok.lower_ in ("they", "them"):
            out.extend((tok, n) for n in _group_antecedent(tok, idx))
        elif is_title(tok) or chief_noun(tok) or tok.lemma_.lower() in TITLES or tok.lower_ in (
                "officials", "leaders", "heads"):
            for c in tok.children:
                if c.dep_ == "appos":
                    out.extend((g, idx.person(g)) for g in with_conj(c) if idx.person(g))
                if c.dep_ == "prep" and c.lower_ in ("including", "like"):
                    for g in c.children:
                        if g.dep_ == "pobj":
                            out.extend((h, idx.person(h)) for h in with_conj(g) if idx.person(h))
    return out
