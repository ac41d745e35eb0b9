"""Roles: who holds which post, read off the dependency parse.

Forms covered: titles before names ("Homeland Security Secretary Kristi Noem"), appositions
("Todd Lyons, ICE's acting director,"), relative clauses ("Genalo, who heads ERO"), copulas
("Lyons is the acting director") and qualifiers (acting, interim, deputy; former, incoming,
outgoing). Personnel moves (retire, resign, appoint, replace ...) are read by
``storyline.extract.moves``; ``find_roles`` puts both together per sentence.
"""

from __future__ import annotations

import re
from types import MappingProxyType

from . import doc_text
from ..model import Organization, Person, Role, Sentence, Span
from .role_checks import judged_noun, reported_past

TITLES = frozenset(
    """secretary director chief head spokesperson spokesman spokeswoman president senator sen. representative
    rep. governor gov. mayor commissioner administrator official ambassador chairman chairwoman chair ceo
    officer adviser advisor aide manager minister judge justice leader czar general sheriff counsel agent
    inspector coordinator superintendent founder editor correspondent professor attorney lawyer deputy
    assistant boss commander prosecutor treasurer speaker executive strategist spokesmen lawmaker
    president-elect nominee designee commander-in-chief premier chancellor principal dean
    undersecretary under-secretary comptroller controller marshal warden mp mps mla mep""".split()
)
# Words that make a longer title out of the title word after them ("Prime Minister", "Home Secretary",
# "chief medical correspondent", "media relations officer"), not an organisation.
TITLE_MODIFIERS = frozenset("prime home foreign press medical media relations finance financial operating legal "
                             "information marketing technology technical creative scientific national managing"
                             .split())
# capitalised common nouns that make one title with the title word after them ("Police Chief", "Fire Commissioner")
CAP_TITLE_NOUNS = frozenset("police fire army navy school schools transit parks prison prisons corrections".split())
# "newly appointed Attorney General X", "the newly named chief executive": a post just taken
_APPOINTED = frozenset("appointed named elected installed confirmed minted hired promoted".split())
# Honorifics written between a title and the name ("Conservative MP Sir David Amess").
_HONORIFICS = frozenset("sir dame lord lady dr dr. mr mr. mrs mrs. ms ms. prof prof. rev rev.".split())
QUALIFIERS = frozenset("acting interim deputy vice assistant associate senior principal special top".split())
IN_TITLE = frozenset("acting interim deputy vice assistant associate".split())
CHANGE_WORDS = MappingProxyType(
    {w: "former" for w in ("former", "ex", "onetime", "then")}
    | {w: "incoming" for w in ("incoming", "new", "newly")}
    | {w: "outgoing" for w in ("outgoing", "departing", "ousted", "fired")}
    | {"current": "current"}
)
HOLD_VERBS = frozenset("head lead run oversee direct chair manage command".split())
FUTURE_AUX = frozenset(("will", "shall", "'ll", "would", "wo"))
# "Secretary of State", "chief of staff": the "of" part belongs to the title
DEPARTMENTS = frozenset(
    "state defense defence staff commerce labor energy transportation agriculture education interior treasury "
    "health justice war operations".split()
)
POST_NOUNS = frozenset("post posts position positions job jobs role roles office duties helm leadership".split())

class _Index:
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


def _span_of(doc, toks, article_id: str) -> Span:
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


def _with_conj(tok) -> list:
    """``tok`` and the tokens conjoined to it ("Lee and Kim")."""
    out = [tok]
    for c in tok.children:
        if c.dep_ == "conj":
            out.extend(_with_conj(c))
    return out


def _change_word(tok) -> bool:
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
NOT_ORG_WORDS = frozenset("Black Hispanic Latino Latina Latinx Indigenous".split())
_NEW_POST = re.compile(r"\b(?:new|newly|incoming|next|designated|-designate)\b", re.I)  # a post being taken
_COUNTRY = re.compile(r"(?:U\.S\.|US|U\.K\.|UK|American|British|Canadian|Australian|French|German)")


def _org_of(tokens, idx: _Index) -> str | None:
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


def _title_from_noun(noun, idx: _Index) -> tuple[str, str | None, str | None, list]:
    """(title, org, change, tokens) of a title noun such as "ICE's acting director of X"."""
    mods = sorted(
        [c for c in noun.children if c.i < noun.i and c.dep_ in ("amod", "compound", "nmod", "poss", "advmod")],
        key=lambda t: t.i,
    )
    change = None
    title_toks = []
    org_toks = []
    said_toks = []
    for m in mods:
        low = m.text.lower().rstrip("-")
        if _change_word(m):
            change = CHANGE_WORDS[low]
        elif _newly_appointed(m):
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
    title_toks.append(noun)
    title_toks = _hyphen_prefix(title_toks)
    tail = []
    org = _org_of(org_toks, idx) if org_toks else None
    for c in noun.children:
        if c.dep_ == "prep" and c.text.lower() in ("of", "for", "at", "with", "in") and c.i > noun.i:
            objs = [g for g in c.children if g.dep_ == "pobj"]
            if not objs:
                continue
            sub = list(objs[0].subtree)
            o = _org_of([objs[0]] + sub, idx)
            named = objs[0].i in idx.org_at or any(g.dep_ == "poss" for g in objs[0].children)
            if c.text.lower() == "of" and objs[0].lower_ in DEPARTMENTS and not named:  # not "of ICE's ... Operations"
                title_toks.extend([c, objs[0]])
                tail = sub
            elif o and org is None:
                org = o
                tail = sub
    title = _title_text(title_toks)
    toks = {t.i: t for t in mods + org_toks + title_toks + tail + said_toks}
    return title, org, change, sorted(toks.values(), key=lambda t: t.i)


def _newly_appointed(tok) -> bool:
    """"newly appointed", "recently named": a participle saying the post was just taken."""
    return tok.lower_ in _APPOINTED and any(
        c.lower_ in ("newly", "recently", "just") for c in list(tok.children) + [tok.doc[tok.i - 1]] if c.i < tok.i)


def _hyphen_prefix(toks: list) -> list:
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


def _title_text(toks: list) -> str:
    """The title as written: tokens in order, hyphenated words kept together."""
    toks = sorted({t.i: t for t in toks}.values(), key=lambda t: t.i)
    out = ""
    for k, t in enumerate(toks):
        out += t.text
        if k + 1 < len(toks):
            out += t.whitespace_ if toks[k + 1].i == t.i + 1 else " "
    return out.strip()


def _is_title(tok) -> bool:
    """A title word, singular or plural ("director", "directors")."""
    return tok.lower_ in TITLES or (tok.tag_ == "NNS" and tok.lemma_.lower() in TITLES)


def _chief_noun(tok) -> bool:
    """A title word, or a common noun made a post by "chief"/"head" just before it ("the hospital's
    chief nurse", "head coach")."""
    return tok.lower_ in TITLES or (tok.pos_ == "NOUN" and any(
        c.i == tok.i - 1 and c.lower_ in ("chief", "head") and c.dep_ in ("amod", "compound") for c in tok.children))


def _prename(doc, first, idx: _Index) -> tuple[str, str | None, str | None, list] | None:
    """A title written just before a name: "ICE acting Director", "deputy chief of staff"."""
    j = first.i - 1
    while j > first.sent.start and doc[j].lower_ in _HONORIFICS and j - 1 not in idx.person_at:
        j -= 1  # "MP Sir David Amess", "correspondent Dr. Sanjay Gupta"
    seq = []
    while j >= first.sent.start:
        t = doc[j]
        low = t.text.lower().rstrip("-")
        ok = (
            _is_title(t)
            or (low in TITLE_MODIFIERS and seq and (_is_title(seq[0]) or seq[0].lower_ in TITLE_MODIFIERS
                                                    or (seq[0].pos_ == "NOUN" and seq[0].is_lower)))
            or (low in CAP_TITLE_NOUNS and t.is_title and seq and _is_title(seq[0]))
            or _newly_appointed(t)
            or low in QUALIFIERS
            or _change_word(t)
            or low in ("of", "'s", "’s", "staff", "-")
            or (t.i in idx.org_at)
            or (t.ent_type_ in ("ORG", "GPE", "NORP") and t.i not in idx.person_at)
            or (len(t.text) >= 2 and t.text.isupper() and t.is_alpha)
            or (t.pos_ == "NOUN" and t.is_lower and seq and _is_title(doc[j + 1]) and t.head.i in {x.i for x in seq})
        )
        if not ok or t.i in idx.person_at:
            break
        seq.insert(0, t)
        j -= 1
    while seq and seq[0].text.lower() in ("of", "'s", "’s", "-"):
        seq.pop(0)
    if not seq:
        return None
    heads = [k for k, t in enumerate(seq) if _is_title(t)]
    if not heads:
        return None
    of_tail = seq[heads[-1] + 2 :]  # "Secretary of State", "chief of staff", "Secretary of Homeland Security"
    if heads[-1] != len(seq) - 1 and (seq[heads[-1] + 1].text.lower() != "of" or not of_tail):
        return None
    change = None
    title_toks, org_toks = [], []
    for k, t in enumerate(seq[: heads[-1] + 1]):
        low = t.text.lower().rstrip("-")
        if _change_word(t):
            change = change or CHANGE_WORDS[low]
        elif _newly_appointed(t):
            change = change or "incoming"
        elif _is_title(t) or low in IN_TITLE or (low in ("of", "staff") and title_toks):
            title_toks.append(t)
        elif low in QUALIFIERS and k + 1 < len(seq) and _is_title(seq[k + 1]):
            title_toks.append(t)
        elif low in TITLE_MODIFIERS and k + 1 < len(seq) and (
                _is_title(seq[k + 1]) or seq[k + 1].lower_ in TITLE_MODIFIERS
                or (seq[k + 1].pos_ == "NOUN" and seq[k + 1].is_lower)):
            title_toks.append(t)
        elif (t.pos_ == "NOUN" and t.is_lower or low in CAP_TITLE_NOUNS and t.is_title) and k + 1 < len(seq) \
                and _is_title(seq[k + 1]):
            title_toks.append(t)
        elif low not in ("'s", "’s") and all(x.lower_ in IN_TITLE for x in title_toks):
            org_toks.append(t)  # "Acting FBI Director": the organisation may follow a qualifier
    # "Homeland Security Secretary": title words are only those after the org
    title_toks = _hyphen_prefix(title_toks)
    title = _title_text(title_toks)
    org = _org_of(org_toks, idx) if org_toks else None
    if of_tail:
        dept = len(of_tail) == 1 and of_tail[0].lower_ in DEPARTMENTS
        if org is None and not dept and any(t.i in idx.org_at for t in of_tail):
            org = _org_of(of_tail, idx)
        else:
            title = f"{title} of {' '.join(t.text for t in of_tail)}"
    return title, org, change, seq

def _objects(verb, deps=("dobj",)) -> list:
    for c in verb.children:
        if c.dep_ in deps:
            return _with_conj(c)
    return []

def _post_noun(verb, idx: _Index):
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
            return _post_noun(c, idx)
    return None

# common nouns naming a part of an organisation: "heads the agency's enforcement division"
UNIT_NOUNS = frozenset("division unit department bureau office branch arm team desk section wing group "
                       "practice business operations".split())


def _unit_post(obj, idx: _Index):
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
    org = _org_of(list(owner[0].subtree), idx) if owner and owner[0].pos_ == "PROPN" or (
        owner and owner[0].i in idx.org_at) else None
    return f"head of {_title_text(words + [obj])}", org, list(obj.subtree)


def _held(verb, idx: _Index):
    """Title/org of a "heads X" / "serves as X" / "is the director of X" clause."""
    lemma = verb.lemma_.lower()
    if lemma in HOLD_VERBS:
        objs = _objects(verb)
        unit = _unit_post(objs[0], idx) if objs else None
        if unit is not None:  # "heads the agency's enforcement division"
            return unit
        if objs:
            org = _org_of([objs[0]] + list(objs[0].subtree), idx)
            if org:  # "heads ERO", not "leads the polls"
                return "head", org, list(objs[0].subtree)
    if lemma in ("serve", "be", "remain"):
        noun = _post_noun(verb, idx)
        if noun is not None and not judged_noun(noun):  # not 'was "the right leader"'
            title, org, _change, toks = _title_from_noun(noun, idx)
            definite = any(c.dep_ == "poss" or c.lower_ == "the" for c in noun.children)
            if lemma == "serve" or org or definite:  # "is the director", not "is a leader who..."
                return title, org, toks
    return None


def _tense_change(verb) -> str | None:
    """"current" for a present-tense clause, "former" for a past one."""
    if any(c.dep_ == "aux" and c.lower_ in FUTURE_AUX for c in verb.children):
        return None
    if verb.tag_ in ("VBZ", "VBP") or any(c.dep_ == "aux" and c.lower_ in ("has", "have") for c in verb.children):
        return "current"
    if verb.tag_ == "VBD" and not reported_past(verb):  # "said Roe was ...": reported, not former
        return "former"
    return None


def find_roles(
    doc, article_id: str, sentences: list[Sentence], people: list[Person], organizations: list[Organization]
) -> list[Role]:
    """Every role and personnel move of the people of one parsed article, in text order."""
    from .move_nouns import noun_moves
    from .moves import SUCCESSION, merge_moves, successor_moves, verb_moves

    idx = _Index(doc, people, organizations)
    known: dict[str, tuple[str, str | None]] = {}
    roles: list[Role] = []
    seen: set = set()
    for sent in doc.sents:
        sspan = Span(article_id, sent.start_char, sent.end_char)
        titles = _sentence_titles(doc, sent, idx, article_id)
        moves: dict[str, list] = {}
        for verb in sent:
            if verb.pos_ in ("VERB", "AUX") or verb.lemma_.lower() in SUCCESSION:
                for name, move in verb_moves(doc, verb, idx, article_id):
                    moves.setdefault(name, []).append(move)
        for name, move in successor_moves(doc, sent, idx, article_id) + noun_moves(doc, sent, idx, article_id):
            moves.setdefault(name, []).append(move)
        # a move takes the post it names, else the title written in the sentence, else the last one known
        order = sorted(
            set(titles) | set(moves),
            key=lambda n: (min([t[3].start for t in titles.get(n, [])] + [m[5].start for m in moves.get(n, [])]), n),
        )
        for name in order:
            tlist = titles.get(name, [])
            for title, org, _change, _span in tlist:
                known[name] = (title, org)
            if name in moves:
                merged = merge_moves(moves[name])
                other = next((m[4] for m in merged if m[4] is not None), None)
                for change, rep, future, lemma, post, span in merged:
                    post = post or other
                    if post is not None:
                        title, org = post[0], post[1]
                        known[name] = (title, org)
                    elif tlist and change == "incoming" and not any(
                            _NEW_POST.search(doc_text(doc)[t[3].start:t[3].end]) for t in tlist):
                        # "Sheahan, the deputy director, is expected to take over": the title is the post
                        # she holds now; the one she takes is its holder's if the text names him, else unsaid
                        for title, org, tchange, tspan in tlist:  # "a former Florida emergency manager"
                            _emit(roles, seen, Role(name, title, org, tchange, None, False, None, tspan, sspan))
                        title, org = known[rep] if rep in known else ("", None)
                    elif change == "incoming" and rep in known:  # "Charles will replace Genalo": Genalo's post
                        title, org = known[rep]
                    else:
                        title, org = known.get(name, ("", None))
                    _emit(roles, seen, Role(name, title, org, change, rep, future, lemma, span, sspan))
                continue
            now = any(t.lower_ in ("currently", "now", "current") for t in sent)
            for title, org, change, span in tlist:
                change = change or ("current" if now else None)
                _emit(roles, seen, Role(name, title, org, change, None, False, None, span, sspan))
    return roles


def _sentence_titles(doc, sent, idx: _Index, article_id: str) -> dict[str, list]:
    """Titles attached to each person mention of a sentence: name -> [(title, org, change, span)]."""
    from .moves import is_future

    titles: dict[str, list] = {}

    def add(name, title, org, change, toks):
        if title:
            titles.setdefault(name, []).append((title, org, change, _span_of(doc, toks, article_id)))

    starts = [
        (t.i, idx.person(t)) for t in sent if idx.person(t) and (t.i == 0 or idx.person(doc[t.i - 1]) != idx.person(t))
    ]
    for i, name in starts:
        end = i
        while end + 1 < sent.end and idx.person(doc[end + 1]) == name:
            end += 1
        pre = _prename(doc, doc[i], idx)
        head = doc[end]
        while head.head.i != head.i and idx.person(head.head) == name:
            head = head.head
        if pre is not None:
            of_org = [] if pre[1] else _of_org(head, idx)  # "Mayor Eric Adams of New York"
            add(name, pre[0], pre[1] or (of_org[0] if of_org else None), pre[2], pre[3] + [doc[end]] + of_org[1:])
        for c in head.children:
            if c.dep_ == "appos" and _chief_noun(c) and idx.person(c) is None and not judged_noun(c):
                # "Lyons, ICE's director"; not "Roe, the right leader"
                t, o, ch, toks = _title_from_noun(c, idx)
                add(name, t, o, ch, toks)
            if c.dep_ == "relcl":  # "Genalo, who heads ERO"
                held = _held(c, idx)
                if held:
                    add(name, held[0], held[1], _tense_change(c), list(c.subtree))
        gov = head.head
        if head.dep_ == "appos" and _chief_noun(gov) and idx.person(gov) is None:  # "ERO's head, Genalo"
            t, o, ch, toks = _title_from_noun(gov, idx)
            add(name, t, o, ch, toks + [head])
        if head.dep_ == "nsubj" and gov.lemma_ in ("be", "serve", "remain") and gov.pos_ in ("AUX", "VERB"):
            held = _held(gov, idx)  # "Lyons is the acting director of ICE"
            if held:
                add(name, held[0], held[1], _tense_change(gov), [doc[i], head] + held[2])
        if head.dep_ == "nsubj" and gov.lemma_ in HOLD_VERBS and gov.dep_ != "xcomp" and not is_future(gov):
            held = _held(gov, idx)  # "Genalo heads ERO"
            if held:
                add(name, held[0], held[1], _tense_change(gov), [doc[i], gov] + held[2])
    return titles

def namer_org(subs, idx: _Index) -> str | None:
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


def _of_org(head, idx: _Index) -> list:
    """[org, tokens...] of an "of <place or organisation>" right after a name, else []."""
    for c in head.children:
        if c.dep_ == "prep" and c.lower_ == "of" and c.i == head.i + 1:
            objs = [g for g in c.children if g.dep_ == "pobj" and (g.i in idx.org_at or g.ent_type_ in ("GPE", "ORG"))]
            org = _org_of(list(objs[0].subtree), idx) if objs else None
            if org:
                return [org, c, *objs[0].subtree]
    return []


def _emit(roles: list[Role], seen: set, role: Role) -> None:
    key = (role.person, role.title.lower(), role.org, role.change, role.replaces, role.verb, role.sentence)
    if key not in seen:
        seen.add(key)
        roles.append(role)
