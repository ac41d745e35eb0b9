"""Roles and personnel moves: who holds, takes or leaves which post, read off the dependency parse.

Forms covered: titles before names ("Homeland Security Secretary Kristi Noem"), appositions
("Todd Lyons, ICE's acting director,"), relative clauses ("Genalo, who heads ERO"), copulas
("Lyons is the acting director"), and moves: leaving (retire, resign, step down, oust, fire,
push out, reassign, remove, pulled from posts) and arriving (name, appoint, take over, helm,
replace, succeed, tapped to lead), with who is replaced and whether it is still to come.
"""

from __future__ import annotations

from types import MappingProxyType

from . import doc_text
from ..model import Organization, Person, Role, Sentence, Span

TITLES = frozenset(
    """secretary director chief head spokesperson spokesman spokeswoman president senator sen. representative
    rep. governor gov. mayor commissioner administrator official ambassador chairman chairwoman chair ceo
    officer adviser advisor aide manager minister judge justice leader czar general sheriff counsel agent
    inspector coordinator superintendent founder editor correspondent professor attorney lawyer deputy
    assistant boss commander prosecutor treasurer speaker executive strategist spokesmen lawmaker
    president-elect nominee designee commander-in-chief premier chancellor principal dean
    undersecretary under-secretary comptroller controller marshal warden""".split()
)
QUALIFIERS = frozenset("acting interim deputy vice assistant associate senior principal special top".split())
IN_TITLE = frozenset("acting interim deputy vice assistant associate".split())
CHANGE_WORDS = MappingProxyType(
    {w: "former" for w in ("former", "ex", "onetime", "then")}
    | {w: "incoming" for w in ("incoming", "new", "newly")}
    | {w: "outgoing" for w in ("outgoing", "departing", "ousted", "fired")}
    | {"current": "current"}
)
# leaving a post: intransitive (subject leaves) and transitive (object is removed)
LEAVE_INTRANS = frozenset("retire resign quit step".split())
LEAVE_TRANS = frozenset(
    "oust fire dismiss sack remove reassign demote push force pull relieve terminate ax axe".split()
)
# arriving: transitive (object is appointed) and intransitive (subject takes the post)
ARRIVE_TRANS = frozenset("name appoint nominate tap pick select choose promote hire install elevate".split())
SUCCESSION = frozenset(("replace", "succeed"))
HOLD_VERBS = frozenset("head lead run oversee direct chair manage command".split())
FUTURE_HEADS = frozenset("expect set slate poise plan intend schedule due likely going prepare".split())
FUTURE_AUX = frozenset(("will", "shall", "'ll", "would", "wo"))
# "Secretary of State", "chief of staff": the "of" part belongs to the title
DEPARTMENTS = frozenset(
    "state defense defence staff commerce labor energy transportation agriculture education interior treasury "
    "health justice war operations".split()
)
MODALS = frozenset("should could might may must ought".split())
REQUEST_HEADS = frozenset("call urge ask demand want press pressure encourage tell beg need insist".split())
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
    if low == "then":  # "then-Director X", not "and then Secretary X said"
        return tok.text.endswith("-") or (tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].text in ("-", "–"))
    return low != "new" or tok.text == "new"


def _org_of(tokens, idx: _Index) -> str | None:
    """The organisation named by a run of tokens (the article's canonical name when known)."""
    for t in tokens:
        if t.i in idx.org_at:
            return idx.org_at[t.i]
    caps = [
        t
        for t in sorted({t.i: t for t in tokens}.values(), key=lambda t: t.i)
        if t.text[:1].isupper()
        and (t.pos_ == "PROPN" or (t.text.isupper() and len(t.text) >= 2))
        and t.i not in idx.person_at
        and t.ent_type_ != "NORP"
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
    for m in mods:
        low = m.text.lower().rstrip("-")
        if _change_word(m):
            change = CHANGE_WORDS[low]
        elif low in IN_TITLE or low in TITLES:
            title_toks.append(m)
        elif m.i in idx.person_at:
            continue
        elif m.dep_ == "compound" and m.pos_ == "NOUN" and m.is_lower:  # "border czar", "press secretary"
            title_toks.append(m)
        elif m.dep_ == "poss" or m.i in idx.org_at or m.pos_ == "PROPN" or (m.text.isupper() and len(m.text) > 1):
            org_toks.extend(m.subtree)
    title_toks.append(noun)
    tail = []
    org = _org_of(org_toks, idx) if org_toks else None
    for c in noun.children:
        if c.dep_ == "prep" and c.text.lower() in ("of", "for", "at", "with", "in") and c.i > noun.i:
            objs = [g for g in c.children if g.dep_ == "pobj"]
            if not objs:
                continue
            sub = list(objs[0].subtree)
            o = _org_of([objs[0]] + sub, idx)
            if c.text.lower() == "of" and objs[0].lower_ in DEPARTMENTS:
                title_toks.extend([c, objs[0]])
                tail = sub
            elif o and org is None:
                org = o
                tail = sub
    title = " ".join(t.text for t in sorted(title_toks, key=lambda t: t.i))
    toks = {t.i: t for t in mods + org_toks + title_toks + tail}
    return title, org, change, sorted(toks.values(), key=lambda t: t.i)


def _is_title(tok) -> bool:
    """A title word, singular or plural ("director", "directors")."""
    return tok.lower_ in TITLES or (tok.tag_ == "NNS" and tok.lemma_.lower() in TITLES)


def _prename(doc, first, idx: _Index) -> tuple[str, str | None, str | None, list] | None:
    """A title written just before a name: "ICE acting Director", "deputy chief of staff"."""
    j = first.i - 1
    seq = []
    while j >= first.sent.start:
        t = doc[j]
        low = t.text.lower().rstrip("-")
        ok = (
            _is_title(t)
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
        elif _is_title(t) or low in IN_TITLE or (low in ("of", "staff") and title_toks):
            title_toks.append(t)
        elif low in QUALIFIERS and k + 1 < len(seq) and _is_title(seq[k + 1]):
            title_toks.append(t)
        elif t.pos_ == "NOUN" and t.is_lower and k + 1 < len(seq) and _is_title(seq[k + 1]):
            title_toks.append(t)
        elif low not in ("'s", "’s") and not title_toks:
            org_toks.append(t)
    # "Homeland Security Secretary": title words are only those after the org
    title = " ".join(t.text for t in title_toks)
    org = _org_of(org_toks, idx) if org_toks else None
    if of_tail:
        dept = len(of_tail) == 1 and of_tail[0].lower_ in DEPARTMENTS
        if org is None and not dept and any(t.i in idx.org_at for t in of_tail):
            org = _org_of(of_tail, idx)
        else:
            title = f"{title} of {' '.join(t.text for t in of_tail)}"
    return title, org, change, seq


def _subjects(verb) -> tuple[list, bool]:
    """The subject tokens of ``verb`` (and whether passive), climbing xcomp/advcl/conj/relcl."""
    v = verb
    for _ in range(4):
        subs = [c for c in v.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subs:
            passive = subs[0].dep_ == "nsubjpass" and (
                v is verb or (verb.tag_ == "VBN" and not any(c.dep_ == "aux" for c in verb.children))
            )
            if any(c.dep_ == "agent" for c in verb.children):
                passive = True
            if subs[0].lower_ in ("who", "that", "which") and v.dep_ == "relcl":
                return _with_conj(v.head), passive
            return _with_conj(subs[0]), passive
        if v.dep_ == "relcl":
            return _with_conj(v.head), False
        if v.dep_ in ("xcomp", "advcl", "conj", "ccomp", "acl") and v.head is not v:
            if v.dep_ == "xcomp":
                # object control: "urged Snyder to resign", "called on Snyder to resign"
                ctrl = [
                    c for c in v.head.children if c.dep_ in ("dobj", "oprd") and c.pos_ in ("PROPN", "PRON", "NOUN")
                ] + [
                    g for c in v.head.children if c.dep_ == "prep" and c.lower_ == "on"
                    for g in c.children if g.dep_ == "pobj"
                ]
                if ctrl:
                    return _with_conj(ctrl[0]), False
            if v.dep_ == "acl":
                return _with_conj(v.head), v.tag_ == "VBN"
            v = v.head
            continue
        break
    return [], False


def _objects(verb, deps=("dobj",)) -> list:
    for c in verb.children:
        if c.dep_ in deps:
            return _with_conj(c)
    return []


def _is_future(verb) -> bool:
    v = verb
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


def _post_noun(verb, idx: _Index):
    """A title noun attached to a move verb: "named acting director", "as head of ERO"."""
    for c in verb.children:
        if c.dep_ in ("attr", "oprd", "xcomp", "dobj", "npadvmod") and c.lower_ in TITLES:
            return c
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
    return None


def _hypothetical(verb) -> bool:
    """A move that is only asked for, possible or conditional ("should resign", "if he becomes")."""
    if verb.sent.text.rstrip("\"'”’ ").endswith("?"):
        return True
    v = verb
    for _ in range(4):
        if any(c.dep_ == "aux" and c.lower_ in MODALS for c in v.children):
            return True
        if any(c.dep_ == "mark" and c.lower_ in ("if", "unless", "whether") for c in v.children):
            return True
        if v.dep_ in ("xcomp", "ccomp", "conj", "advcl") and v.head is not v:
            if v.dep_ in ("xcomp", "ccomp") and v.head.lemma_ in REQUEST_HEADS:
                return True
            v = v.head
            continue
        break
    # "called for Justice Ginsburg to resign"
    return any(a.lemma_ in REQUEST_HEADS for a in list(verb.ancestors)[:3])


def _move(verb, idx: _Index):
    """(kind, lemma) when ``verb`` signals a personnel move, else None."""
    lemma = verb.lemma_.lower()
    prts = {c.lower_ for c in verb.children if c.dep_ == "prt"}
    preps = {c.lower_: c for c in verb.children if c.dep_ == "prep"}
    if any(c.dep_ == "neg" for c in verb.children) or _hypothetical(verb):
        return None
    if lemma in SUCCESSION:
        return "succession", lemma
    if lemma == "step":
        return ("leave", "step down") if prts & {"down", "aside"} else None
    if lemma in ("push", "force"):
        return ("leave_t", f"{lemma} out") if "out" in prts or "from" in preps else None
    if lemma == "pull":
        p = preps.get("from")
        if p is not None and any(g.lemma_ in POST_NOUNS for g in p.subtree):
            return "leave_t", "pull"
        return None
    if lemma in ("leave", "vacate", "depart", "exit"):
        if any(c.dep_ == "dobj" and (c.lemma_ in POST_NOUNS or c.i in idx.org_at) for c in verb.children):
            return "leave", lemma
        return None
    if lemma in LEAVE_INTRANS:
        return "leave", lemma
    if lemma in LEAVE_TRANS:
        return "leave_t", lemma
    if lemma == "take":
        dobj = [c for c in verb.children if c.dep_ == "dobj"]
        if any(c.lemma_ in ("helm", "reins") for c in dobj):
            return "arrive", "take over"
        if "over" in prts and all(c.lemma_ in POST_NOUNS or c.i in idx.org_at or c.pos_ == "PROPN" for c in dobj):
            return "arrive", "take over"
        return None
    if lemma in ("become", "assume"):
        if _post_noun(verb, idx) is not None or any(c.lemma_ in POST_NOUNS for c in verb.children):
            return "arrive", lemma
        return None
    if lemma == "helm":
        return "arrive", lemma
    if lemma in ARRIVE_TRANS:
        has_post = _post_noun(verb, idx) is not None or any(
            c.dep_ == "xcomp" and c.lemma_ in HOLD_VERBS | SUCCESSION | {"serve"} for c in verb.children
        )
        if has_post or lemma in ("appoint", "install", "tap", "nominate"):
            return "arrive_t", lemma
    return None  # "tapped to lead": the move is "tap", "lead" only names the post


def _held(verb, idx: _Index):
    """Title/org of a "heads X" / "serves as X" / "is the director of X" clause."""
    lemma = verb.lemma_.lower()
    if lemma in HOLD_VERBS:
        objs = _objects(verb)
        if objs:
            org = _org_of([objs[0]] + list(objs[0].subtree), idx)
            if org:  # "heads ERO", not "leads the polls"
                return "head", org, list(objs[0].subtree)
    if lemma in ("serve", "be", "remain"):
        noun = _post_noun(verb, idx)
        if noun is not None:
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
    if verb.tag_ == "VBD":
        return "former"
    return None


def find_roles(
    doc, article_id: str, sentences: list[Sentence], people: list[Person], organizations: list[Organization]
) -> list[Role]:
    """Every role and personnel move of the people of one parsed article, in text order."""
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
                for name, move in _verb_moves(doc, verb, idx, article_id):
                    moves.setdefault(name, []).append(move)
        # a move takes the post it names, else the title written in the sentence, else the last one known
        order = sorted(
            set(titles) | set(moves),
            key=lambda n: min([t[3].start for t in titles.get(n, [])] + [m[5].start for m in moves.get(n, [])]),
        )
        for name in order:
            tlist = titles.get(name, [])
            for title, org, _change, _span in tlist:
                known[name] = (title, org)
            if name in moves:
                merged = _merge_moves(moves[name])
                other = next((m[4] for m in merged if m[4] is not None), None)
                for change, rep, future, lemma, post, span in merged:
                    post = post or other
                    if post is not None:
                        title, org = post[0], post[1]
                        known[name] = (title, org)
                    elif tlist:
                        title, org = tlist[0][0], tlist[0][1]
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
        if pre is not None:
            add(name, pre[0], pre[1], pre[2], pre[3] + [doc[end]])
        head = doc[end]
        while head.head.i != head.i and idx.person(head.head) == name:
            head = head.head
        for c in head.children:
            if c.dep_ == "appos" and c.lower_ in TITLES and idx.person(c) is None:  # "Lyons, ICE's director"
                t, o, ch, toks = _title_from_noun(c, idx)
                add(name, t, o, ch, toks)
            if c.dep_ == "relcl":  # "Genalo, who heads ERO"
                held = _held(c, idx)
                if held:
                    add(name, held[0], held[1], _tense_change(c), list(c.subtree))
        gov = head.head
        if head.dep_ == "appos" and gov.lower_ in TITLES and idx.person(gov) is None:  # "ERO's head, Genalo"
            t, o, ch, toks = _title_from_noun(gov, idx)
            add(name, t, o, ch, toks + [head])
        if head.dep_ == "nsubj" and gov.lemma_ in ("be", "serve", "remain") and gov.pos_ in ("AUX", "VERB"):
            held = _held(gov, idx)  # "Lyons is the acting director of ICE"
            if held:
                add(name, held[0], held[1], _tense_change(gov), [doc[i], head] + held[2])
        if head.dep_ == "nsubj" and gov.lemma_ in HOLD_VERBS and gov.dep_ != "xcomp" and not _is_future(gov):
            held = _held(gov, idx)  # "Genalo heads ERO"
            if held:
                add(name, held[0], held[1], _tense_change(gov), [doc[i], gov] + held[2])
    return titles


def _move_post(verb, lemma: str, idx: _Index):
    """(title, org, change, tokens) of the post a move names: "as head of ERO", "tapped to lead ICE"."""
    noun = _post_noun(verb, idx)
    if noun is not None:
        return _title_from_noun(noun, idx)
    x = [c for c in verb.children if c.dep_ == "xcomp" and c.lemma_ in HOLD_VERBS]
    if x:
        xo = _objects(x[0])
        if xo:
            return ("head", _org_of([xo[0]] + list(xo[0].subtree), idx), None, [x[0]] + list(xo[0].subtree))
    if lemma in ("helm", "take over"):
        dobj = [c for c in verb.children if c.dep_ == "dobj"]
        xo = [c for c in dobj if c.lemma_ not in ("helm", "reins")]
        xo = xo or [g for c in dobj for p in c.children if p.lower_ == "of" for g in p.children if g.dep_ == "pobj"]
        org = _org_of([xo[0]] + list(xo[0].subtree), idx) if xo else None
        if org:
            return ("head", org, None, list(xo[0].subtree))
    return None


def _verb_moves(doc, verb, idx: _Index, article_id: str) -> list[tuple[str, tuple]]:
    """(person, (change, replaces, future, lemma, post, span)) for each person ``verb`` moves."""
    mv = _move(verb, idx)
    if mv is None:
        return []
    kind, lemma = mv
    future = _is_future(verb)
    subs, passive = _subjects(verb)
    objs = _objects(verb)
    post = _move_post(verb, lemma, idx)
    incoming, outgoing = [], []
    replaced = None
    if kind == "succession":
        agent = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
        if passive:  # "Genalo will be replaced by Smith"
            outgoing, incoming = subs, (_with_conj(agent[0]) if agent else [])
        else:
            incoming, outgoing = subs, objs
        if outgoing:
            replaced = idx.person(outgoing[0])
    elif kind == "leave":
        outgoing = subs
    elif kind == "leave_t":
        outgoing = subs if passive else objs
    elif kind == "arrive":
        incoming = subs
        froms = [
            g for c in verb.children if c.dep_ == "prep" and c.lower_ == "from" for g in c.children if g.dep_ == "pobj"
        ]
        replaced = next((idx.person(f) for f in froms if idx.person(f)), None)  # "take over from Lee"
    elif kind == "arrive_t":
        incoming = subs if passive else objs
        noun = _post_noun(verb, idx)
        if not incoming and noun is not None:  # "named Stephen Miller deputy chief of staff"
            incoming = [c for c in noun.children if c.dep_ == "compound" and idx.person(c)]
    for c in verb.children:  # "succeeding Jones" / "replacing Lee" hanging off an arrival
        if c.dep_ in ("advcl", "xcomp", "conj") and c.lemma_ in SUCCESSION:
            r = _objects(c)
            if r and idx.person(r[0]):
                replaced = replaced or idx.person(r[0])
    extra = [c for c in verb.children if c.dep_ in ("prt", "aux", "auxpass", "neg")]
    out = []
    for toks, change in ((incoming, "incoming"), (outgoing, "outgoing")):
        own = post if (change == "incoming" or kind != "succession") else None
        for tok, name in _named(toks, idx):
            rep = replaced if change == "incoming" and replaced != name else None
            span = _span_of(doc, [_mention_start(tok, idx), tok, verb] + extra + (own[3] if own else []), article_id)
            out.append((name, (change, rep, future, lemma, own, span)))
    return out


def _mention_start(tok, idx: _Index):
    """The first token of the person mention that ``tok`` belongs to."""
    name = idx.person(tok)
    if name is None:
        return tok
    doc = tok.doc
    i = tok.i
    while i > 0 and idx.person(doc[i - 1]) == name:
        i -= 1
    return doc[i]


def _antecedent(tok, idx: _Index) -> str | None:
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


def _group_antecedent(tok, idx: _Index) -> list[str]:
    """The people "they" refers to: a conjoined group of people in the previous sentence."""
    start = tok.sent.start
    if start == 0:
        return []
    prev = tok.doc[start - 1].sent
    for t in prev:
        if idx.person(t) and t.dep_ != "conj" and idx.person(t.head) != idx.person(t):
            names = list(dict.fromkeys(idx.person(g) for g in _with_conj(t) if idx.person(g)))
            if len(names) >= 2:
                return names
    return []


def _named(toks, idx: _Index) -> list:
    """(token, person) for argument tokens; a title noun stands for the names in apposition to it."""
    out = []
    for tok in toks:
        name = idx.person(tok) or _antecedent(tok, idx)
        if name:
            out.append((tok, name))
        elif tok.lower_ in ("they", "them"):
            out.extend((tok, n) for n in _group_antecedent(tok, idx))
        elif _is_title(tok) or tok.lemma_.lower() in TITLES or tok.lower_ in ("officials", "leaders", "heads"):
            for c in tok.children:
                if c.dep_ == "appos":
                    out.extend((g, idx.person(g)) for g in _with_conj(c) if idx.person(g))
                if c.dep_ == "prep" and c.lower_ in ("including", "like"):
                    for g in c.children:
                        if g.dep_ == "pobj":
                            out.extend((h, idx.person(h)) for h in _with_conj(g) if idx.person(h))
    return out


def _merge_moves(moves: list) -> list:
    """One move per direction for a person in a sentence: "named X, succeeding Y" is one arrival."""
    out = []
    for change in ("incoming", "outgoing"):
        same = [m for m in moves if m[0] == change]
        if not same:
            continue
        main = sorted(same, key=lambda m: (m[4] is None, m[3] in SUCCESSION, m[5].start))[0]
        rep = main[1] or next((m[1] for m in same if m[1]), None)
        future = any(m[2] for m in same)
        out.append((change, rep, future, main[3], main[4], main[5]))
    return out


def _emit(roles: list[Role], seen: set, role: Role) -> None:
    key = (role.person, role.title.lower(), role.org, role.change, role.replaces, role.verb, role.sentence)
    if key not in seen:
        seen.add(key)
        roles.append(role)
