"""Personnel moves: who leaves or takes a post, who is replaced, and whether it is still to come.

Leaving: retire, resign, quit, step down/aside (intransitive: the subject leaves); oust, fire,
dismiss, push/force out, reassign, remove, pull from a post, let go (transitive: the object leaves,
or the subject of a passive). Arriving: name, appoint, nominate, tap, promote, swear in ... (the
object arrives; "confirmed X as administrator", "named X to the Board of Regents": with a post),
take over, take the helm, take office, helm, become/assume a post (the subject arrives); replace and succeed (subject arrives, object leaves), and "Powell's successor, Warsh".
Future: "will retire", "is expected to take over", "is set to become", "is stepping down".
Requested, attempted, denied or hypothetical moves ("should resign", "urged X to step down",
"failed to remove", "refused to resign", "denied he would resign", "if he resigns", questions)
are not moves. Titles and posts are read by ``storyline.extract.roles``.
"""

from __future__ import annotations

from types import MappingProxyType

from .lexicon import words
from .move_forms import (body_pobj, hypothetical, is_future, mention_start, named_people, out_of, particle,
                         scheduled_present)
from .move_nouns import noun_moves
from .posts import (HOLD_VERBS, POST_NOUNS, Index, objects, org_of, post_noun, span_of, title_from_noun, unit_post,
                    with_conj, namer_org)

# leaving a post: intransitive (subject leaves) and transitive (object is removed)
LEAVE_INTRANS = words("moves", "leave_intrans")
LEAVE_TRANS = words("moves", "leave_trans")
# arriving: transitive (object is appointed) and intransitive (subject takes the post)
ARRIVE_TRANS = words("moves", "arrive_trans")
SUCCESSION = words("moves", "succession")
# "took over the agency": a common noun that names an organisation is a post to take over
ORG_NOUNS = words("common", "organisation_nouns") | words("moves", "organisation_units")


def _subjects(verb) -> tuple[list, bool]:
    """The subject tokens of ``verb`` (and whether passive), climbing xcomp/advcl/conj/relcl."""
    v = verb
    for _ in range(4):
        subs = [c for c in v.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subs:
            passive = subs[0].dep_ == "nsubjpass" and (
                v is verb or (verb.tag_ == "VBN" and not any(c.dep_ == "aux" for c in verb.children))
            )
            if any(c.dep_ in ("agent", "auxpass") for c in verb.children):
                passive = True  # "... by the board", "is expected to be named"
            if subs[0].lower_ in ("who", "that", "which") and v.dep_ == "relcl":
                return with_conj(v.head), passive
            return with_conj(subs[0]), passive
        if v.dep_ == "relcl":
            return with_conj(v.head), False
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
                    return with_conj(ctrl[0]), False
            if v.dep_ == "acl":
                return with_conj(v.head), v.tag_ == "VBN"
            v = v.head
            continue
        break
    return [], False


def _move(verb, idx: Index):
    """(kind, lemma) when ``verb`` signals a personnel move, else None. A verb with a rule of its own
    (``_LEMMA_RULES``: "step down", "push out", "take over" ...) is read by it; then the verb lists."""
    lemma = verb.lemma_.lower()
    if any(c.dep_ == "neg" for c in verb.children) or hypothetical(verb):
        return None
    if lemma in SUCCESSION:
        return "succession", lemma
    rule = _LEMMA_RULES.get(lemma)
    if rule is not None:
        prts = {c.lower_ for c in verb.children if particle(c)}
        preps = {c.lower_: c for c in verb.children if c.dep_ == "prep"}
        return rule(verb, lemma, idx, prts, preps)
    if lemma in LEAVE_INTRANS:
        return "leave", lemma
    if lemma in LEAVE_TRANS:
        return "leave_t", lemma
    if lemma in ARRIVE_TRANS:
        has_post = post_noun(verb, idx) is not None or any(
            c.dep_ in ("xcomp", "advcl") and c.lemma_ in HOLD_VERBS | SUCCESSION | {"serve"} for c in verb.children
        ) or (body_pobj(verb, idx) is not None and any(c.dep_ in ("dobj", "auxpass") for c in verb.children))
        # "confirmed Roe as administrator", "named Klein to the Board of Regents"; not "confirmed the report"
        if has_post or lemma in ("appoint", "install", "tap", "nominate"):
            return "arrive_t", lemma
    return None  # "tapped to lead": the move is "tap", "lead" only names the post


def _step(verb, lemma, idx, prts, preps):
    return ("leave", "step down") if prts & {"down", "aside"} else None


def _push(verb, lemma, idx, prts, preps):
    left = "out" in prts or "from" in preps or out_of(verb, idx, POST_NOUNS | ORG_NOUNS)  # "out of the agency"
    return ("leave_t", f"{lemma} out") if left else None


def _pull(verb, lemma, idx, prts, preps):
    p = preps.get("from")
    if p is not None and any(g.lemma_ in POST_NOUNS for g in p.subtree):
        return "leave_t", "pull"
    return None


def _let(verb, lemma, idx, prts, preps):  # "was let go", "let Webb go"
    return ("leave_t", "let go") if any(c.lemma_ == "go" and c.dep_ in ("xcomp", "ccomp")
                                        for c in verb.children) else None


def _swear(verb, lemma, idx, prts, preps):  # "was sworn in as mayor"
    return ("arrive_t", "swear in") if "in" in prts else None


def _leave(verb, lemma, idx, prts, preps):  # "left the agency", not "left the room"
    if any(c.dep_ == "dobj" and (c.lemma_ in POST_NOUNS | ORG_NOUNS or c.i in idx.org_at) for c in verb.children):
        return "leave", lemma
    return None


def _take(verb, lemma, idx, prts, preps):
    dobj = [c for c in verb.children if c.dep_ == "dobj"]
    if any(c.lemma_ in ("helm", "reins") for c in dobj):
        return "arrive", "take over"
    if any(c.lower_ == "office" and not any(g.dep_ in ("det", "poss") for g in c.children) for c in dobj):
        return "arrive", "take office"  # "takes office in May", not "took the office's files"
    if "over" in prts and all(
        c.lemma_ in POST_NOUNS | ORG_NOUNS or c.i in idx.org_at or c.pos_ == "PROPN" for c in dobj
    ):
        return "arrive", "take over"
    return None


def _become(verb, lemma, idx, prts, preps):
    if post_noun(verb, idx) is not None or any(c.lemma_ in POST_NOUNS for c in verb.children):
        return "arrive", lemma
    return None


def _helm(verb, lemma, idx, prts, preps):
    return "arrive", lemma


# Move verbs read by a rule of their own (each returns (kind, lemma) or None), before the verb lists.
_LEMMA_RULES = MappingProxyType({
    "step": _step, "push": _push, "force": _push, "pull": _pull, "let": _let, "swear": _swear,
    "leave": _leave, "vacate": _leave, "depart": _leave, "exit": _leave, "take": _take,
    "become": _become, "assume": _become, "helm": _helm,
})


def _move_post(verb, lemma: str, idx: Index):
    """(title, org, change, tokens) of the post a move names: "as head of ERO", "tapped to lead ICE"."""
    noun = post_noun(verb, idx)
    if noun is not None:
        return title_from_noun(noun, idx)
    x = [c for c in verb.children if c.dep_ in ("xcomp", "advcl") and c.lemma_ in HOLD_VERBS]  # "tapped X to lead Y"
    if x:
        xo = objects(x[0])
        if xo:
            unit = unit_post(xo[0], idx)  # "hired X to run its consumer AI unit"
            if unit is not None:
                return (unit[0], unit[1], None, [x[0]] + unit[2])
            return ("head", org_of([xo[0]] + list(xo[0].subtree), idx), None, [x[0]] + list(xo[0].subtree))
    if lemma in ARRIVE_TRANS:
        seat = _seat(verb, idx)
        if seat is not None:
            return seat
    if lemma in ("helm", "take over"):
        return _helm_of(verb, idx)
    return None


def _seat(verb, idx: Index):
    """ "appointed Stone to the state Supreme Court": a seat on a named body ("the state Supreme Court" as
    written, unless the article names the body)."""
    body = [g for p in verb.children if p.dep_ in ("prep", "dative") and p.lower_ == "to" for g in p.children
            if g.dep_ == "pobj" and (g.i in idx.org_at or g.pos_ == "PROPN")]
    org = None
    if body:
        words = [t for t in body[0].subtree if t.dep_ != "det" and t.i <= body[0].i]
        org = idx.org_at.get(body[0].i) or " ".join(t.text for t in words) or None
    return ("", org, None, list(body[0].subtree)) if org else None


def _helm_of(verb, idx: Index):
    """ "took the helm at Microsoft", "took over the agency": head of the organisation taken over."""
    dobj = [c for c in verb.children if c.dep_ == "dobj"]
    xo = [c for c in dobj if c.lemma_ not in ("helm", "reins")]
    xo = xo or [g for c in dobj for p in c.children if p.lower_ in ("of", "at") for g in p.children
                if g.dep_ == "pobj"]
    xo = xo or [g for p in verb.children if p.dep_ == "prep" and p.lower_ == "at" for g in p.children
                if g.dep_ == "pobj"]  # "took the helm at Microsoft"
    org = org_of([xo[0]] + list(xo[0].subtree), idx) if xo else None
    return ("head", org, None, list(xo[0].subtree)) if org else None


def verb_moves(doc, verb, idx: Index, article_id: str) -> list[tuple[str, tuple]]:
    """(person, (change, replaces, future, lemma, post, span)) for each person ``verb`` moves."""
    mv = _move(verb, idx)
    if mv is None:
        return []
    kind, lemma = mv
    future = is_future(verb) or scheduled_present(verb, kind in ("leave", "arrive", "succession"))
    subs, passive = _subjects(verb)
    post = _move_post(verb, lemma, idx)
    incoming, outgoing, replaced = _who_moves(verb, kind, lemma, idx, subs, passive)
    if kind in ("arrive_t", "leave_t") and not passive:
        # "General Motors named Mary Barra chief executive", "Harvard ousted Claudine Gay as president"
        namer = namer_org(subs, idx) if lemma != "confirm" else None  # the Senate confirms, it is no employer
        if post is not None and post[1] is None and namer:
            post = (post[0], namer, post[2], post[3])
    for c in verb.children:  # "succeeding Jones" / "replacing Lee" hanging off an arrival
        if c.dep_ in ("advcl", "xcomp", "conj") and c.lemma_ in SUCCESSION:
            r = objects(c)
            if r and idx.person(r[0]):
                replaced = replaced or idx.person(r[0])
    extra = [c for c in verb.children if c.dep_ in ("aux", "auxpass", "neg") or particle(c)
             or (lemma == "let go" and c.lemma_ == "go")]
    out = []
    for toks, change in ((incoming, "incoming"), (outgoing, "outgoing")):
        own = post if (change == "incoming" or kind != "succession") else None
        for tok, name in named_people(toks, idx):
            rep = replaced if change == "incoming" and replaced != name else None
            span = span_of(doc, [mention_start(tok, idx), tok, verb] + extra + (own[3] if own else []), article_id)
            out.append((name, (change, rep, future, lemma, own, span)))
    return out


def _who_moves(verb, kind: str, lemma: str, idx: Index, subs: list, passive: bool):
    """(tokens of who arrives, tokens of who leaves, the person replaced or None) of a move verb."""
    objs = objects(verb)
    incoming, outgoing = [], []
    replaced = None
    if kind == "succession":
        agent = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
        if passive:  # "Genalo will be replaced by Smith"
            outgoing, incoming = subs, (with_conj(agent[0]) if agent else [])
        else:
            incoming, outgoing = subs, objs
        if outgoing:
            replaced = idx.person(outgoing[0])
    elif kind == "leave":
        outgoing = subs
    elif kind == "leave_t":
        if lemma == "let" or lemma == "let go":
            objs = objs or [s for c in verb.children if c.lemma_ == "go" for s in c.children if s.dep_ == "nsubj"]
        outgoing = subs if passive else objs
    elif kind == "arrive":
        incoming = subs
        froms = [
            g for c in verb.children if c.dep_ == "prep" and c.lower_ == "from" for g in c.children if g.dep_ == "pobj"
        ]
        replaced = next((idx.person(f) for f in froms if idx.person(f)), None)  # "take over from Lee"
    elif kind == "arrive_t":
        incoming = subs if passive else objs
        noun = post_noun(verb, idx)
        if noun is not None and not named_people(incoming, idx):  # "named Stephen Miller deputy chief of staff",
            # "named Mary Barra chief executive": the parser hangs the name on the title noun
            incoming = [c for c in noun.children if c.dep_ in ("compound", "nmod") and c.i < noun.i
                        and idx.person(c)] or incoming
    return incoming, outgoing, replaced


def successor_moves(doc, sent, idx: Index, article_id: str) -> list[tuple[str, tuple]]:
    """(person, move) for "Jerome Powell's successor, Kevin Warsh" / "Warsh, Powell's successor" /
    "Warsh, the successor to Powell": Warsh arrives in Powell's place (in the future when the
    clause is: "... will take office"). A successor not yet named, or not a person, is none."""
    out = []
    for noun in sent:
        if noun.lemma_.lower() != "successor":
            continue
        before = [c for c in noun.children if c.dep_ == "poss" and idx.person(c)]
        before += [g for c in noun.children if c.dep_ == "prep" and c.lower_ in ("to", "of")
                   for g in c.children if g.dep_ == "pobj" and idx.person(g)]
        if not before:
            continue
        who = [c for c in noun.children if c.dep_ == "appos" and idx.person(c)]
        if noun.dep_ == "appos" and idx.person(noun.head):
            who.append(noun.head)
        verb = noun.head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        future = verb.pos_ in ("VERB", "AUX") and is_future(verb)
        replaced = idx.person(before[0])
        for tok, name in named_people(who, idx):
            if name != replaced:
                span = span_of(doc, [mention_start(tok, idx), tok, noun, mention_start(before[0], idx), before[0]],
                                article_id)
                out.append((name, ("incoming", replaced, future, "succeed", None, span)))
    return out


def merge_moves(moves: list) -> list:
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


def find_moves(doc, article_id: str, people, organizations) -> dict[int, list[tuple[str, tuple]]]:
    """{first token of a sentence: [(person, move) ...]} for every sentence with a move: the moves of
    its verbs in order, then "X's successor, Y" and the move nouns ("announced her retirement")."""
    idx = Index(doc, people, organizations)
    out: dict[int, list[tuple[str, tuple]]] = {}
    for sent in doc.sents:
        found = [pair for verb in sent if verb.pos_ in ("VERB", "AUX") or verb.lemma_.lower() in SUCCESSION
                 for pair in verb_moves(doc, verb, idx, article_id)]
        found += successor_moves(doc, sent, idx, article_id) + noun_moves(doc, sent, idx, article_id)
        if found:
            out[sent.start] = found
    return out
