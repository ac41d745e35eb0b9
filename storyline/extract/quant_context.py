"""Context of a quantity from the spaCy parse: what it counts, its bound, change and frame,
and changes by a factor ("arrests tripled").
"""

from __future__ import annotations


from .doc import doc_text
from ..model import Quantity, Span
from .dates import YEAR
from .quant_units import TIME_NOUNS
from .lexicon import mapping, regex, words

BOUNDS = (
    (regex("quantities", "bounds_at_least"), "at least"),
    (regex("quantities", "bounds_more_than"), "more than"),
    (regex("quantities", "bounds_less_than"),
     "less than"),
    (regex("quantities", "bounds_up_to"), "up to"),
    (regex("quantities", "bounds_about"), "about"),
)
CHANGE_BEFORE = (
    (regex("quantities", "change_before_up"), "up"),
    (regex("quantities", "change_before_down"), "down"),
    (regex("quantities", "change_before_triple"), "triple"),
    (regex("quantities", "change_before_double"), "double"),
)
CHANGE_AFTER = (
    (regex("quantities", "change_after_up"), "up"),
    (regex("quantities", "change_after_down"), "down"),
)
UP_VERBS = words("quantities", "up_verbs")
DOWN_VERBS = words("quantities", "down_verbs")
MULT = mapping("quantities", "multipliers")
MULT_RE = regex("quantities", "mult_re")
TARGET_WORDS = words("quantities", "target_words")
ACTUAL_WORDS = words("quantities", "actual_words")
INTEND_VERBS = words("quantities", "intend_verbs")
# "will be 5.9%", "will see the biggest rise in four decades", "will cost $2 billion": a forecast or an
# announced figure, not somebody's goal ("we will hire 500", "will get to 3,000 a day")
FORECAST_VERBS = words("quantities", "forecast_verbs")
PAST_WORDS = words("quantities", "past_words")
FRAME_NOUNS = TARGET_WORDS | words("quantities", "frame_nouns_extra")


def counted_token(root, span_tokens: set[int]):
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
        if head.pos_ in ("NOUN", "PROPN") and head.lemma_.lower() not in TIME_NOUNS and head.text != "%" \
                and not head.like_num:
            if any(c.dep_ in ("det", "poss") and root.i < c.i < head.i for c in head.children):
                return None  # "a mother of 12-another mom": the noun's own determiner opens another phrase
            return head
        if head.pos_ not in ("NOUN", "PROPN"):
            break
    return None


def governing_noun(root, span_tokens: set[int], money: bool):
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
                if pobj is not None and pobj.pos_ == "NOUN" and pobj.lemma_.lower() not in TIME_NOUNS:
                    return pobj
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None and verb.dep_ == "conj":  # "arrests had tripled ... and were up 19 per cent"
        subj = next((c for c in verb.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is not None and subj.pos_ in ("NOUN", "PROPN") and subj.i not in span_tokens and not subj.like_num:
        return subj
    return None


def nearest_chunk_noun(doc, sent, span_tokens: set[int], first: int):
    """Root of the nearest noun chunk in the sentence, preferring one before the number."""
    import bisect

    chunks = doc.user_data.get("storyline.noun_chunks")
    if chunks is None:  # Span.noun_chunks walks the whole document each time
        chunks = doc.user_data["storyline.noun_chunks"] = tuple(doc.noun_chunks)
        doc.user_data["storyline.noun_chunk_ends"] = [c.end for c in chunks]
    ends = doc.user_data.get("storyline.noun_chunk_ends")
    if ends is None or len(ends) != len(chunks):
        ends = doc.user_data["storyline.noun_chunk_ends"] = [c.end for c in chunks]

    def usable(chunk):
        if chunk.start < sent.start or chunk.end > sent.end or any(t.i in span_tokens for t in chunk):
            return None
        r = chunk.root
        if r.pos_ == "PRON" or r.lemma_.lower() in TIME_NOUNS or r.like_num or r.ent_type_ in ("PERSON", "GPE"):
            return None
        return r

    # The chunks do not overlap, so they are sorted by end too: the last usable one ending by ``first``
    # (looking back from there), else the first usable one after it, within the sentence.
    k = bisect.bisect_right(ends, first)
    for j in range(k - 1, -1, -1):
        if chunks[j].end <= sent.start:
            break
        r = usable(chunks[j])
        if r is not None:
            return r
    for j in range(k, len(chunks)):
        if chunks[j].start >= sent.end:
            break
        r = usable(chunks[j])
        if r is not None:
            return r
    return None


_SUBJ_DEPS = ("nsubj", "nsubjpass")
_MOD_DEPS = ("amod", "compound", "poss", "det", "advmod", "npadvmod")
_MOD_MOD_DEPS = ("amod", "compound", "det")


def _kids(tok, deps: tuple) -> list:
    """The children of ``tok`` whose dependency is one of ``deps``, in order, kept per Doc: a head with
    thousands of children (a list of 50,000 numbers) is read once, not once for each number under it."""
    cache = tok.doc.user_data.setdefault("storyline.kids", {})
    key = (tok.i, deps)
    out = cache.get(key)
    if out is None:
        out = cache[key] = [c for c in tok.children if c.dep_ in deps]
    return out


def _has_kid(tok, name: str, test) -> bool:
    """``any(test(c) for c in tok.children)``, kept per Doc under ``name`` (see ``_kids``)."""
    cache = tok.doc.user_data.setdefault("storyline.has_kid", {})
    key = (tok.i, name)
    out = cache.get(key)
    if out is None:
        out = cache[key] = any(test(c) for c in tok.children)
    return out


def _will(c) -> bool:
    return c.tag_ == "MD" and c.lower_ in ("will", "'ll", "shall")


def _since(c) -> bool:
    return c.dep_ == "mark" and c.lower_ == "since"


def _frame_words(tok) -> tuple[bool, bool, bool, frozenset]:
    """What ``frame_of`` reads in ``tok`` and its modifiers (and theirs): whether their words hold a past
    word, whether "last", whether their lemmas hold "year" or "month", and the target words among their
    lemmas; kept per Doc, so a head with hundreds of modifiers (a list of numbers) is read once, not once
    for each number under it."""
    cache = tok.doc.user_data.setdefault("storyline.frame_words", {})
    got = cache.get(tok.i)
    if got is None:
        toks = [tok]
        for c in _kids(tok, _MOD_DEPS):
            toks.append(c)
            toks += _kids(c, _MOD_MOD_DEPS)
        words = {t.lower_ for t in toks}
        lemmas = {t.lemma_.lower() for t in toks}
        got = cache[tok.i] = (bool(PAST_WORDS & words), "last" in words, "year" in lemmas or "month" in lemmas,
                              frozenset(TARGET_WORDS & lemmas))
    return got


def frame_of(root, sent) -> str | None:
    """target / expected / actual / past from the words governing the number."""
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
            extra += _kids(t, _SUBJ_DEPS)
        if t.pos_ in ("NOUN", "PROPN"):
            extra.append(t)
    # the words and lemmas of ``context``, ``extra`` and their modifiers (and theirs), read per token
    read = [_frame_words(t) for t in context + extra]
    if any(r[0] for r in read) or (any(r[1] for r in read) and any(r[2] for r in read)):
        return "past"
    targets = set().union(*(r[3] for r in read))
    head = root.head
    if "goal" in targets and head.lemma_.lower() == "goal" \
            and head.i == root.i + 1 + (root.i + 1 < len(root.doc) and root.doc[root.i + 1].text == "-") \
            and (head.lower_ == "goals" or root.doc[root.i + 1].text == "-"):
        targets.discard("goal")  # "two goals", "a two-goal lead": goals scored, not a target
    if targets:
        return "target"
    if any(t.lemma_ == "aim" for t in context):  # (``context`` lies in ``sent``: no need to look through it)
        return "target"
    verbs = [t for t in context if t.pos_ in ("VERB", "AUX")]
    for v in verbs:  # "we will get to 3,000 a day", "plans to hire 500"
        if _has_kid(v, "will", _will):
            return "expected" if v.lemma_.lower() in FORECAST_VERBS else "target"
        if v.dep_ == "xcomp" and v.head.lemma_.lower() in INTEND_VERBS:
            return "target"
    if any(v.lemma_.lower() in ACTUAL_WORDS for v in verbs):
        return "actual"
    return None


# "fell to 293,000", "dropped below 300,000", "from 344,750": the number is a level, not the change
LEVEL_PREPS = words("quantities", "level_preps")


def change_from_parse(root) -> str | None:
    """"up" / "down" / "triple" ... when the number is the amount of a change ("rose 8%", "fell by
    36,000", "up 19%"), None when it is a level the change reached or left ("fell to 293,000")."""
    doc = root.doc
    for c in root.children:  # "dropped 36,000 to 293,000": the parser hangs "to" under the number
        if c.lower_ in LEVEL_PREPS and c.i < root.i and c.dep_ in ("quantmod", "prep", "advmod") \
                and not (c.i > 0 and doc[c.i - 1].lower_ == "up"):
            return None
    tok = root
    for _ in range(3):
        if tok.head.i == tok.i or tok.dep_ in ("conj", "appos", "advcl", "relcl", "acl"):
            break
        below, tok = tok, tok.head
        if tok.dep_ == "prep" and (tok.lower_ in LEVEL_PREPS or (tok.lower_ != "by" and not (
                tok.lower_ == "in" and below.lower_ == "half"))):
            return None  # "fell to 293,000"; "dropped in the first six months", "rose in 20 states": no change
        lemma = tok.lemma_.lower()
        if tok.pos_ == "VERB":
            if lemma in MULT:
                return MULT[lemma][0]
            if lemma == "raise" and below.dep_ == "dobj":  # "raise up to $12.9bn": money raised, not a rise
                return None
            if lemma in UP_VERBS:
                return "up"
            if lemma in DOWN_VERBS:
                return "down"
            return None
    return None


def _object_before(doc, sent):
    """The noun the sentence before ``sent`` is about, for an "it" that stands for it: its main
    verb's object ("set a quota of 1,000 a day. Miller has since tripled it" -> quota), else its
    subject ("The earlier quota was 1,000 a day, officials said." -> quota)."""
    if sent.start == 0:
        return None
    clause = doc[sent.start - 1].sent.root
    told = next((c for c in clause.children if c.dep_ == "ccomp"), None)
    if told is not None and clause.lemma_.lower() in ("say", "tell", "report", "announce", "confirm"):
        clause = told  # "The earlier quota was 1,000 a day, officials said."
    for dep in ("dobj", "nsubj", "nsubjpass"):  # "set a quota of ...", "The earlier quota was ..."
        noun = next((c for c in clause.children if c.dep_ == dep), None)
        if noun is not None:
            return noun if noun.pos_ == "NOUN" and not noun.like_num and "Plur" not in noun.morph.get("Number") \
                else None  # "it" stands for one thing: not "the talks"
    return None


def multipliers(doc, sent, article_id: str) -> list[Quantity]:
    """ "arrests tripled", "doubled the budget": a change by a factor, value = the factor."""
    out = []
    for tok in sent:
        lemma = tok.lemma_.lower()
        if tok.pos_ != "VERB" or lemma not in MULT or not MULT_RE.fullmatch(tok.text):
            continue
        name, factor = MULT[lemma]
        subj = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
        noun = obj if obj is not None and obj.pos_ in ("NOUN", "PROPN") else subj
        if obj is not None and obj.pos_ == "PRON":  # "Miller has since tripled it": not Miller, what "it" is
            noun = _object_before(doc, sent) if obj.lower_ in ("it", "this", "that") else None
        counted = None
        start, end = tok.idx, tok.idx + len(tok.text)
        if noun is not None and noun.lemma_.lower() in ("number", "total", "count", "amount") \
                and sent.start <= noun.i < sent.end:  # "the number of applications has tripled"
            of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
            pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
            if pobj is not None and pobj.pos_ in ("NOUN", "PROPN"):
                start, noun = min(start, noun.idx), pobj
        if noun is not None and noun.pos_ in ("NOUN", "PROPN"):
            counted = noun.text if noun.pos_ == "PROPN" else noun.lemma_.lower()
            if sent.start <= noun.i < sent.end:  # an antecedent in the sentence before stays out of the span
                start = min(start, noun.idx)
                end = max(end, noun.idx + len(noun.text))
        if obj is not None and obj.pos_ == "PRON":
            end = max(end, obj.idx + len(obj.text))  # "tripled it"
        out.append(Quantity(
            value=factor, unit="times", counted=counted, per=None, bound=None, change=name,
            frame=frame_of(tok, sent), text=doc_text(doc)[start:end], span=Span(article_id, start, end),
            sentence=Span(article_id, sent.start_char, sent.end_char),
        ))
    return out


# ---------------------------------------------------------------- what the number is about

# verbs that carry no meaning of their own for a count: "totaled 293,000", "left 9 others stranded", "is 24"
LIGHT_VERBS = words("quantities", "light_verbs")
# ... light only for what they take as object ("stood at 5%"), not for their subject ("12 members stood")
OBJECT_LIGHT_VERBS = words("quantities", "object_light_verbs")
# verbs of a level: the noun whose level the number gives is their subject ("claims fell to 293,000")
# or, for the causatives, their object ("bringing the death toll to 11")
LEVEL_VERBS = words("quantities", "level_verbs")
CAUSE_LEVEL_VERBS = words("quantities", "cause_level_verbs")
# states of people a bare number counts ("31 dead", "over 80 injured", "65 were injured")
STATE_WORDS = words("quantities", "state_words")
CASUALTY_VERBS = words("quantities", "casualty_verbs")
DEGREE_WORDS = words("quantities", "degree_words")
TALLY_NOUNS = words("quantities", "tally_nouns")
EVENT_NOUNS = words("quantities", "event_nouns")
DEGREE_ADJECTIVES = words("quantities", "degree_adjectives")


def _state(tok) -> bool:
    return tok.lower_ in STATE_WORDS or tok.lemma_.lower() in STATE_WORDS


def _with_degree(tok) -> str:
    """The lemma of a predicate, with its degree adverb ("seriously injure", "minor injury")."""
    deg = next((c.lower_ for c in tok.children if (c.dep_ == "advmod" and c.lower_ in DEGREE_WORDS)
                or (c.dep_ == "amod" and c.lower_ in DEGREE_ADJECTIVES)), None)
    lemma = tok.lemma_.lower()
    return f"{deg} {lemma}" if deg else lemma


def _state_child(tok):
    """A participle or state word after a noun or number: "people killed", "200 injured", "injured people"."""
    for c in tok.children:
        if c.dep_ == "acl" and c.i > tok.i and (c.tag_ in ("VBN", "VBG") or c.pos_ == "ADJ"):
            return c
        if c.dep_ in ("amod", "acl") and _state(c):
            return c
    return None


def _event_modifier(noun) -> str | None:
    """The event a tally noun counts: "death toll" -> death."""
    if noun is None or noun.lemma_.lower() not in TALLY_NOUNS:
        return None
    for c in noun.children:
        if c.dep_ in ("compound", "amod", "nmod") and (c.lemma_.lower() in EVENT_NOUNS or _state(c)):
            return c.lemma_.lower()
    return None


PEOPLE_EVENTS = words("quantities", "people_events")


def tally_of_people(noun) -> bool:
    """ "the death toll", "the casualty count": a tally whose unit is people."""
    return _event_modifier(noun) in PEOPLE_EVENTS


def _complement(verb, arg):
    """The state a light verb puts its object in ("left 9 others stranded", "were left homeless"), or
    the event noun it takes ("40 others were given first aid", "70 got minor injury")."""
    state, events = _complements(verb)
    if state is not None:
        return state
    return next((c for c in events if c.i != arg.i), None)


def _complements(verb) -> tuple:
    """(the first state ``_complement`` takes, the event nouns among the verb's objects), kept per Doc: a
    verb with a list of thousands of numbers as objects is read once, not once for each number."""
    cache = verb.doc.user_data.setdefault("storyline.complements", {})
    got = cache.get(verb.i)
    if got is None:
        state = next((c for c in _kids(verb, _STATE_DEPS) if c.i > verb.i and (c.tag_ == "VBN" or c.pos_ == "ADJ")),
                     None)
        got = cache[verb.i] = (state, [c for c in _kids(verb, _OBJECT_DEPS) if c.lemma_.lower() in EVENT_NOUNS])
    return got


_STATE_DEPS = ("oprd", "acomp", "xcomp", "ccomp")
_OBJECT_DEPS = ("dobj", "attr")


def predicate(root, counted_tok, value: float) -> str | None:
    """The lemma of the verb or event noun a count is about: "injured more than 80 people" -> injure,
    "Nine people were killed" -> kill, "31 dead" -> dead, "left 9 others stranded" -> strand, "the death
    toll to 17" -> death, "some 20 people seriously injured" -> "seriously injure".

    None for light verbs without a complement ("totaled 293,000", "was 1,800"), for a number that
    measures one thing ("a 5.8-magnitude quake", "$60 a barrel") and when the parse says nothing.
    """
    head = counted_tok if counted_tok is not None and counted_tok.is_ancestor(root) else root
    if head is not root and head.tag_ not in ("NNS", "NNPS") and value != 1 and head.lemma_.lower() not in TALLY_NOUNS:
        return None  # "a 5.8-magnitude quake": a measure of one thing, not a count
    if root.dep_ in ("nummod", "npadvmod", "nsubj", "quantmod") and _state(root.head):
        return _with_degree(root.head)  # "24 dead"
    state = _state_child(head) or (_state_child(root) if head is not root else None)
    if state is not None:
        return _with_degree(state)
    event = _event_modifier(head) or _event_modifier(counted_tok)
    if event:
        return event
    tok = head
    for _ in range(8):  # through a list ("damaged 12 schools, 3 clinics, over 900 houses") and one noun
        dep = tok.dep_
        if dep in ("conj", "appos") and tok.head.pos_ in ("NOUN", "PROPN", "NUM"):
            tok = tok.head
            continue
        if dep == "pobj":
            prep = tok.head
            if prep.lower_ == "of":
                return _event_modifier(prep.head)
            if prep.dep_ == "agent" or prep.head.i == prep.i:
                return None
            if prep.lower_ == "to" and prep.head.lower_ == "home":
                return "live"  # "home to 54,000 people"
            verb = prep.head
            if verb.pos_ in ("NOUN", "PROPN"):  # "people in 8 provinces": what the people are
                tok = verb
                continue
        elif dep in ("nsubj", "nsubjpass", "dobj", "attr", "oprd", "dative"):
            verb = tok.head
        else:
            return _event_modifier(counted_tok)
        if verb.pos_ not in ("VERB", "AUX", "ADJ"):
            return _event_modifier(counted_tok)
        if verb.lemma_.lower() in LIGHT_VERBS and not (dep in ("nsubj", "nsubjpass") and verb.lemma_.lower()
                                                       in OBJECT_LIGHT_VERBS):
            comp = _complement(verb, tok)
            return _with_degree(comp) if comp is not None else _event_modifier(counted_tok)
        return _with_degree(verb)
    return None


def level_noun(root, span_tokens: set[int]):
    """What a bare number gives the level of: "applications for benefits totaled 293,000" -> applications,
    "claims fell to 293,000" -> claims, "bringing the death toll to 11" -> toll."""
    if root.dep_ == "pobj" and root.head.lower_ in ("to", "at"):
        verb = root.head.head
    elif root.dep_ in ("dobj", "attr"):
        verb = root.head
    else:
        return None
    if verb.pos_ not in ("VERB", "AUX") or verb.i in span_tokens:
        return None
    lemma = verb.lemma_.lower()
    if lemma in CAUSE_LEVEL_VERBS:  # "halved its staff to 600"; "sales doubled to 2 million": the subject
        deps = ("dobj",) if any(c.dep_ == "dobj" for c in verb.children) or lemma not in MULT \
            else ("nsubj", "nsubjpass")
    elif lemma in LEVEL_VERBS:
        deps = ("nsubj", "nsubjpass")
    else:
        return None
    noun = next((c for c in verb.children if c.dep_ in deps and c.i not in span_tokens), None)
    if noun is None or noun.pos_ != "NOUN" or noun.like_num or noun.lemma_.lower() in TIME_NOUNS:
        return None
    if noun.lemma_.lower() in ("number", "total", "count"):  # "the number of deaths rose to 24"
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if pobj is not None and pobj.pos_ == "NOUN":
            return pobj
    return noun


def casualty_count(root) -> bool:
    """A bare number that counts people by what happened to them: "31 dead", "over 80 injured",
    "65 were injured"."""
    if _state(root.head) and root.dep_ in ("nummod", "npadvmod", "nsubj", "quantmod"):
        return True
    if _state_child(root) is not None and _state(_state_child(root)):
        return True
    if _state_child(root) is not None and _state_child(root).lemma_.lower() in CASUALTY_VERBS:
        return True
    return root.dep_ in ("nsubj", "nsubjpass") and root.head.lemma_.lower() in CASUALTY_VERBS


# ---------------------------------------------------------------- the time a number belongs to

_MONTH_NAME = regex("quantities", "month_name")
_BACK_THEN = regex("quantities", "back_then")
_NOT_BEFORE = words("quantities", "not_before")


def other_time(when: str) -> bool:
    """A date expression that may name another time than the story's event: a year, a month,
    "last year", "a year earlier", "two years ago" (not "Tuesday", "today", "last week")."""
    return bool(YEAR.search(when) or _MONTH_NAME.search(when) or _BACK_THEN.search(when))


def _date_attachment(root):
    """The token a date expression (its root token) dates: the verb of its clause, or the noun it modifies.
    A date on the clause's subject ("The 1998 flood ... was caused by") dates the whole clause."""
    if root.dep_ == "pobj":
        if root.head.lower_ in _NOT_BEFORE:
            return None  # "since March 2020": a span up to now
        attach = root.head.head
    else:
        attach = root.head
    if attach.pos_ in ("NOUN", "PROPN") and attach.dep_ in ("nsubj", "nsubjpass"):
        attach = attach.head
    return attach


def _reaches(tok, top) -> bool:
    """Whether the path from ``tok`` up to its ancestor ``top`` stays in ``top``'s clause: not through a
    background phrase on the way ("Hale, said to own 12 boats, is accused of fraud between 2005 and 2006")."""
    while tok.i != top.i:
        if tok.dep_ in ("appos", "parataxis"):
            return False
        if tok.dep_ == "acl" and tok.left_edge.i > 0 and tok.doc[tok.left_edge.i - 1].text == ",":
            return False  # ", said to own 12 boats," (not "a storm packing 90 mph winds")
        tok = tok.head
    return True


def date_attachments(date_spans) -> dict[int, list]:
    """{token index: the spans of ``date_spans`` that date that token (``_date_attachment``)}: made once
    per sentence and given to ``dated_elsewhen`` for each of its numbers, so that a sentence of many
    numbers and dates costs its numbers times their depth, not numbers times dates."""
    out: dict[int, list] = {}
    for span in date_spans:
        attach = _date_attachment(span.root)
        if attach is not None and attach.i not in range(span.start, span.end):
            out.setdefault(attach.i, []).append(span)
    return out


def dated_elsewhen(num, date_spans) -> bool:
    """Whether one of ``date_spans`` (spaCy spans naming another time, ``other_time``) dates the clause
    or phrase the number ``num`` belongs to ("In 1998, a category 4 storm caused a flood that killed 4,000
    people" dates both numbers; "the 5.8 quake ... a valley ruined by the flood of 1998" does not),
    or the number sits in a "since ..." phrase or clause ("since 6.9 and 6.4 magnitude quakes hit").
    ``date_spans`` may be given as ``date_attachments(date_spans)``."""
    index = date_spans if isinstance(date_spans, dict) else date_attachments(date_spans)
    if index:
        for attach in (num, *num.ancestors):  # a date dates ``num`` when it attaches to it or above it
            for span in index.get(attach.i, ()):
                if not span.start <= num.i < span.end and _reaches(num, attach):
                    return True
    tok = num
    for _ in range(6):
        if (tok.dep_ == "prep" and tok.lower_ == "since") or (tok.pos_ in ("VERB", "AUX") and _has_kid(
                tok, "since", _since)):
            return True  # "since 6.9 and 6.4 magnitude quakes (hit)"
        if tok.head.i == tok.i or tok.dep_ in ("relcl", "ccomp", "advcl"):
            break
        tok = tok.head
    return False
