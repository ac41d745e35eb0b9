"""Context of a quantity from the spaCy parse: what it counts, its bound, change and frame,
and changes by a factor ("arrests tripled").
"""

from __future__ import annotations

import re
from types import MappingProxyType

from . import doc_text
from ..model import Quantity, Span
from .quant_units import TIME_NOUNS

BOUNDS = (
    (re.compile(r"\b(?:at least|no fewer than|no less than|a minimum of|a total of at least)\s*$", re.I), "at least"),
    (re.compile(r"\b(?:more than|over|upwards? of|above|in excess of|exceeding|greater than)\s*$", re.I), "more than"),
    (re.compile(r"\b(?:less than|fewer than|under|below|short of|a maximum of|at most|no more than)\s*$", re.I),
     "less than"),
    (re.compile(r"\b(?:up to|as many as|as much as|as high as)\s*$", re.I), "up to"),
    (re.compile(r"\b(?:about|around|roughly|approximately|approx\.|nearly|almost|some|an estimated|"
               r"estimated|close to|just over|just under|circa|or so|upward of)\s*$", re.I), "about"),
)
CHANGE_BEFORE = (
    (re.compile(r"\b(?:up|rose|risen|rising|rises|rise|increased|increases|increase|climbed|climbs|"
               r"jumped|jumps|gained|gains|grew|grown|grows|surged|surges|soared|soars|"
               r"added|higher|a rise of|an increase of|a jump of|a gain of|growth of)"
               r"(?:\s+(?:by|to|of|nearly|almost|about|some|more than|over|around))*\s*$", re.I), "up"),
    (re.compile(r"\b(?:down|fell|fallen|falling|falls|fall|dropped|drops|drop|declined|declines|"
               r"decreased|decreases|slid|slipped|plunged|plunges|tumbled|sank|shrank|shrunk|lost|"
               r"lower|cut|a drop of|a fall of|a decline of|a decrease of|a cut of|a loss of)"
               r"(?:\s+(?:by|to|of|nearly|almost|about|some|more than|over|around))*\s*$", re.I), "down"),
    (re.compile(r"\b(?:tripled|triples|triple|tripling)(?:\s+(?:to|from))?\s*$", re.I), "triple"),
    (re.compile(r"\b(?:doubled|doubles|double|doubling)(?:\s+(?:to|from))?\s*$", re.I), "double"),
)
CHANGE_AFTER = (
    (re.compile(r"^\s*(?:[a-z]+\s+)?(?:increase|rise|jump|gain|hike|surge|growth|climb)\b", re.I), "up"),
    (re.compile(r"^\s*(?:[a-z]+\s+)?(?:decrease|drop|decline|fall|cut|loss|reduction|plunge|slump)\b", re.I), "down"),
)
UP_VERBS = frozenset("rise increase grow climb jump surge soar gain boost raise swell".split())
DOWN_VERBS = frozenset("fall drop decline decrease plunge slump sink shrink cut lose slide tumble "
                       "reduce slip dip".split())
MULT = MappingProxyType({"triple": ("triple", 3.0), "double": ("double", 2.0), "quadruple": ("quadruple", 4.0),
        "halve": ("halve", 0.5)})
MULT_RE = re.compile(r"\b(tripl(?:ed|es|e|ing)|doubl(?:ed|es|e|ing)|quadrupl(?:ed|es|e|ing)|"
                     r"halv(?:ed|es|e|ing))\b", re.I)
TARGET_WORDS = frozenset("target quota goal aim objective plan pledge promise benchmark".split())
ACTUAL_WORDS = frozenset("average make carry conduct record reach perform actual tally".split())
INTEND_VERBS = frozenset("go plan aim want seek hope intend vow pledge promise expect".split())
PAST_WORDS = frozenset("earlier early previous prior former old past".split())
FRAME_NOUNS = TARGET_WORDS | frozenset("figure number total level rate average tally count amount".split())


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
    before, after = None, None
    chunks = doc.user_data.get("storyline.noun_chunks")
    if chunks is None:  # Span.noun_chunks walks the whole document each time
        chunks = doc.user_data["storyline.noun_chunks"] = tuple(doc.noun_chunks)
    for chunk in chunks:
        if chunk.start < sent.start or chunk.end > sent.end:
            continue
        if any(t.i in span_tokens for t in chunk):
            continue
        r = chunk.root
        if r.pos_ == "PRON" or r.lemma_.lower() in TIME_NOUNS or r.like_num or r.ent_type_ in ("PERSON", "GPE"):
            continue
        if chunk.end <= first:
            before = r
        elif after is None:
            after = r
    return before or after


def frame_of(root, sent) -> str | None:
    """target / actual / past from the words governing the number."""
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
            extra += [c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")]
        if t.pos_ in ("NOUN", "PROPN"):
            extra.append(t)
    mods = []
    for t in context + extra:
        for c in t.children:
            if c.dep_ in ("amod", "compound", "poss", "det", "advmod", "npadvmod"):
                mods.append(c)
                mods += [g for g in c.children if g.dep_ in ("amod", "compound", "det")]
    lemmas = [t.lemma_.lower() for t in context + extra + mods]
    words = {t.lower_ for t in context + extra + mods}
    if PAST_WORDS & words or (("last" in words) and ("year" in lemmas or "month" in lemmas)):
        return "past"
    if TARGET_WORDS & set(lemmas):
        return "target"
    if any(t.lemma_.lower() == "aim" for t in sent) and any(t.lemma_ == "aim" for t in context):
        return "target"
    verbs = [t for t in context if t.pos_ in ("VERB", "AUX")]
    for v in verbs:  # "we will get to 3,000 a day", "plans to hire 500"
        if any(c.tag_ == "MD" and c.lower_ in ("will", "'ll", "shall") for c in v.children):
            return "target"
        if v.dep_ == "xcomp" and v.head.lemma_.lower() in INTEND_VERBS:
            return "target"
    if any(v.lemma_.lower() in ACTUAL_WORDS for v in verbs):
        return "actual"
    return None


def change_from_parse(root) -> str | None:
    tok = root
    for _ in range(3):
        if tok.head.i == tok.i or tok.dep_ in ("conj", "appos", "advcl", "relcl", "acl"):
            break
        tok = tok.head
        lemma = tok.lemma_.lower()
        if tok.pos_ == "VERB":
            if lemma in MULT:
                return MULT[lemma][0]
            if lemma in UP_VERBS:
                return "up"
            if lemma in DOWN_VERBS:
                return "down"
            return None
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
        counted = None
        start, end = tok.idx, tok.idx + len(tok.text)
        if noun is not None and noun.pos_ in ("NOUN", "PROPN"):
            counted = noun.text if noun.pos_ == "PROPN" else noun.lemma_.lower()
            start = min(start, noun.idx)
            end = max(end, noun.idx + len(noun.text))
        out.append(Quantity(
            value=factor, unit="times", counted=counted, per=None, bound=None, change=name,
            frame=frame_of(tok, sent), text=doc_text(doc)[start:end], span=Span(article_id, start, end),
            sentence=Span(article_id, sent.start_char, sent.end_char),
        ))
    return out
