"""Titles and posts read off the dependency parse, shared by ``roles`` and ``moves``: which tokens
are the article's people and organisations (``Index``), the title a noun heads with its organisation
and qualifiers ("ICE's acting director of X": ``title_from_noun``), the title noun a verb takes
("named acting director": ``post_noun``), a unit run or led ("its consumer AI unit": ``unit_post``),
the organisation a run of tokens names, and the span of a run of tokens.
"""

from __future__ import annotations

from types import MappingProxyType

from ..model import Organization, Person, Span
from .doc import doc_text
from .lexicon import regex, words


TITLES = words("roles", "titles")
# Words that make a longer title out of the title word after them ("Prime Minister", "Home Secretary",
# "chief medical correspondent", "media relations officer"), not an organisation.
TITLE_MODIFIERS = words("roles", "title_modifiers")
# "newly appointed Attorney General X", "the newly named chief executive": a post just taken
_APPOINTED = words("roles", "appointed")
QUALIFIERS = words("roles", "qualifiers")
IN_TITLE = words("roles", "in_title")
CHANGE_WORDS = MappingProxyType(
    {w: "former" for w in ("former", "ex", "onetime", "then")}
    | {w: "incoming" for w in ("incoming", "new", "newly")}
    | {w: "outgoing" for w in ("outgoing", "departing", "ousted", "fired")}
    | {"current": "current"}
)
HOLD_VERBS = words("roles", "hold_verbs")
FUTURE_AUX = words("roles", "future_aux")
# "Secretary of State", "chief of staff": the "of" part belongs to the title
DEPARTMENTS = words("roles", "departments")
POST_NOUNS = words("roles", "post_nouns")


class Index:
    """Token -> person / organisation lookups for one article."""

    def __init__(self, doc, people: list[Person], organizations: list[Organization]):
        self.person_at: dict[int, str] = {}
        self.org_at: dict[int, str] = {}
        for table, items in ((self.person_at, people), (self.org_at, organizations)):
            for item in items:
                for span in item.mentions:
                    for tok in doc.char_span(span.start, span.end, alignment_mode="expand") or ():
                        table.setdefault(tok.i, item.name)

    def person(self, tok) -> str | None:
        return self.person_at.get(tok.i)


def span_of(doc, toks, article_id: str) -> Span:
    """The span from the first to the last of ``toks`` (kept within the first token's sentence)."""
    toks = [t for t in toks if t is not None]
    sent = toks[0].sent
    toks = [t for t in toks if sent.start <= t.i < sent.end] or toks[:1]
    lo = min(t.idx for t in toks)
    hi = max(t.idx + len(t.text) for t in toks)
    text = doc_text(doc)
    while hi > lo and text[hi - 1] in ",;:.—–-\"' ":
        hi -= 1
    return Span(article_id, lo, hi)


def with_conj(tok) -> list:
    """``tok`` and the tokens conjoined to it ("Lee and Kim")."""
    out = [tok]
    for c in tok.children:
        if c.dep_ == "conj":
            out.extend(with_conj(c))
    return out


def change_word(tok) -> bool:
    """A qualifier such as "former" or "new" ("New York" is not one)."""
    low = tok.text.lower().rstrip("-")
    if low not in CHANGE_WORDS or tok.ent_type_ in ("GPE", "ORG", "LOC", "FAC", "NORP"):
        return False
    if tok.pos_ in ("VERB", "AUX") and tok.dep_ not in ("amod", "compound"):
        return False  # "The president fired Inspector General X": the verb, not "fired director X"
    if low == "then":  # "then-Director X", not "and then Secretary X said"
        return tok.text.endswith("-") or (tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].text in ("-", "–"))
    return low != "new" or tok.text == "new"


# capitalised words before a title that describe the person, not an organisation: "the first Black U.S.
# secretary of state" (only before a country: "Black Lives Matter", "White House" are organisations)
NOT_ORG_WORDS = words("roles", "not_org_words")
_COUNTRY = regex("roles", "country")


def org_of(tokens, idx: Index) -> str | None:
    """The organisation named by a run of tokens (the article's canonical name when known)."""
    for t in tokens:
        if t.i in idx.org_at:
            name = idx.org_at[t.i]
            first, _, rest = name.partition(" ")
            return rest if first in NOT_ORG_WORDS and _COUNTRY.fullmatch(rest) else name  # "Black U.S." -> "U.S."
    caps = [
        t
        for t in sorted({t.i: t for t in tokens}.values(), key=lambda t: t.i)
        if t.text[:1].isupper()
        and (t.pos_ == "PROPN" or (t.text.isupper() and len(t.text) >= 2))
        and t.i not in idx.person_at
        and t.ent_type_ != "NORP"
        and not (t.text in NOT_ORG_WORDS and t.i + 1 < len(t.doc) and _COUNTRY.fullmatch(t.doc[t.i + 1].text))
    ]
    if caps:
        return " ".join(t.text for t in caps)
    return None


def title_from_noun(noun, idx: Index) -> tuple[str, str | None, str | None, list]:
    """(title, org, change, tokens) of a title noun such as "ICE's acting director of X"."""
    mods = sorted(
        [c for c in noun.children if c.i < noun.i and c.dep_ in ("amod", "compound", "nmod", "poss", "advmod")],
        key=lambda t: t.i,
    )
    change, title_toks, org_toks, said_toks = _modifier_parts(mods, idx)
    title_toks.append(noun)
    title_toks = hyphen_prefix(title_toks)
    tail = []
    org = org_of(org_toks, idx) if org_toks else None
    for c in noun.children:
        if c.dep_ == "prep" and c.text.lower() in ("of", "for", "at", "with", "in") and c.i > noun.i:
            objs = [g for g in c.children if g.dep_ == "pobj"]
            if not objs:
                continue
            sub = list(objs[0].subtree)
            o = org_of([objs[0]] + sub, idx)
            named = objs[0].i in idx.org_at or any(g.dep_ == "poss" for g in objs[0].children)
            if c.text.lower() == "of" and objs[0].lower_ in DEPARTMENTS and not named:  # not "of ICE's ... Operations"
                title_toks.extend([c, objs[0]])
                tail = sub
            elif o and org is None:
                org = o
                tail = sub
    title = title_text(title_toks)
    toks = {t.i: t for t in mods + org_toks + title_toks + tail + said_toks}
    return title, org, change, sorted(toks.values(), key=lambda t: t.i)


def _modifier_parts(mods: list, idx: Index) -> tuple[str | None, list, list, list]:
    """(change, title tokens, organisation tokens, other tokens the span keeps) of a title noun's modifiers."""
    change = None
    title_toks = []
    org_toks = []
    said_toks = []
    for m in mods:
        low = m.text.lower().rstrip("-")
        if change_word(m):
            change = CHANGE_WORDS[low]
        elif newly_appointed(m):
            change = "incoming"
            said_toks.extend(c for c in m.children if c.i < m.i)  # the span keeps "newly"
        elif low in IN_TITLE or low in TITLES:
            title_toks.append(m)
        elif m.i in idx.person_at:
            continue
        elif m.dep_ == "compound" and m.pos_ == "NOUN" and m.is_lower:  # "border czar", "press secretary"
            title_toks.append(m)
            title_toks.extend(c for c in m.children if c.dep_ == "compound" and c.is_lower and c.i < m.i)
        elif low in TITLE_MODIFIERS:  # "chief medical correspondent"
            title_toks.append(m)
        elif m.dep_ == "poss" or m.i in idx.org_at or m.pos_ == "PROPN" or (m.text.isupper() and len(m.text) > 1):
            org_toks.extend(m.subtree)
    return change, title_toks, org_toks, said_toks


def newly_appointed(tok) -> bool:
    """"newly appointed", "recently named": a participle saying the post was just taken."""
    return tok.lower_ in _APPOINTED and any(
        c.lower_ in ("newly", "recently", "just") for c in list(tok.children) + [tok.doc[tok.i - 1]] if c.i < tok.i)


def hyphen_prefix(toks: list) -> list:
    """``toks`` plus the words hyphenated onto the first one ("co-chair", "four-star general",
    "Attorney-General"), which the tokenizer splits off."""
    toks = sorted({t.i: t for t in toks}.values(), key=lambda t: t.i)
    if not toks:
        return toks
    doc, i = toks[0].doc, toks[0].i
    while i >= 2 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ and not doc[i - 2].whitespace_ \
            and (doc[i - 2].is_alpha or doc[i - 2].like_num):
        toks = [doc[i - 2], doc[i - 1]] + toks
        i -= 2
    return toks


def title_text(toks: list) -> str:
    """The title as written: tokens in order, hyphenated words kept together."""
    toks = sorted({t.i: t for t in toks}.values(), key=lambda t: t.i)
    out = ""
    for k, t in enumerate(toks):
        out += t.text
        if k + 1 < len(toks):
            out += t.whitespace_ if toks[k + 1].i == t.i + 1 else " "
    return out.strip()


def is_title(tok) -> bool:
    """A title word, singular or plural ("director", "directors")."""
    return tok.lower_ in TITLES or (tok.tag_ == "NNS" and tok.lemma_.lower() in TITLES)


def chief_noun(tok) -> bool:
    """A title word, or a common noun made a post by "chief"/"head" just before it ("the hospital's
    chief nurse", "head coach")."""
    return tok.lower_ in TITLES or (tok.pos_ == "NOUN" and any(
        c.i == tok.i - 1 and c.lower_ in ("chief", "head") and c.dep_ in ("amod", "compound") for c in tok.children))


def objects(verb, deps=("dobj",)) -> list:
    for c in verb.children:
        if c.dep_ in deps:
            return with_conj(c)
    return []


def post_noun(verb, idx: Index):
    """A title noun attached to a move verb: "named acting director", "as head of ERO"."""
    for c in verb.children:
        if c.dep_ in ("attr", "oprd", "xcomp", "dobj", "npadvmod") and c.lower_ in TITLES \
                and not c.tag_.startswith("VB"):
            return c  # "named acting director", not the verb of "confirmed Roe to head FEMA"
        if c.dep_ == "prep" and c.lower_ in ("as", "to", "from"):
            for g in c.children:
                if g.dep_ == "pobj" and g.lower_ in TITLES:
                    return g
                if g.dep_ == "pobj" and g.lemma_ in POST_NOUNS:  # "from her post as deputy director"
                    for p in g.children:
                        if p.dep_ == "prep" and p.lower_ in ("as", "of"):
                            for h in p.children:
                                if h.dep_ == "pobj" and h.lower_ in TITLES:
                                    return h
    for c in verb.children:  # "nominated Stefanik to be ambassador", "tapped her to serve as director"
        if c.dep_ in ("xcomp", "advcl") and c.lemma_ in ("be", "serve"):
            return post_noun(c, idx)
    return None


# common nouns naming a part of an organisation: "heads the agency's enforcement division"
UNIT_NOUNS = words("roles", "unit_nouns")


def unit_post(obj, idx: Index):
    """(title, org, tokens) for a unit run or led: "its consumer AI unit" -> ("head of consumer AI
    unit", None), "ICE's enforcement division" -> ("head of enforcement division", "ICE"); None
    when ``obj`` is no unit noun. The organisation is the owner named before it, if any."""
    if obj.lower_ not in UNIT_NOUNS or not obj.is_lower:
        return None
    mods = [c for c in obj.children if c.dep_ in ("compound", "amod", "nmod") and c.i < obj.i]
    words = sorted({t.i: t for m in mods for t in m.subtree if t.dep_ != "poss"
                    and not any(a.dep_ == "poss" for a in t.ancestors if a.i != obj.i)}.values(), key=lambda t: t.i)
    if not words:
        return None  # "runs the office": which one is unsaid
    owner = [c for c in obj.children if c.dep_ == "poss"]
    org = org_of(list(owner[0].subtree), idx) if owner and owner[0].pos_ == "PROPN" or (
        owner and owner[0].i in idx.org_at) else None
    return f"head of {title_text(words + [obj])}", org, list(obj.subtree)


def namer_org(subs, idx: Index) -> str | None:
    """The organisation a subject names ("Harvard ousted ...", "General Motors named ..."); not a person."""
    for t in subs:
        if t.i in idx.org_at:
            return idx.org_at[t.i]
        if t.pos_ == "PROPN" and (t.ent_type_ == "ORG" or (t.i not in idx.person_at and t.ent_type_ in ("GPE", ""))):
            # a one-word university or company the parser calls an organisation ("Harvard") may be
            # taken for a surname elsewhere; as the subject of a hiring or firing it is the organisation
            toks = [x for x in t.subtree if x.i <= t.i and x.pos_ == "PROPN"]
            return " ".join(x.text for x in toks) or None
    return None
