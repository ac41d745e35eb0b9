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

from .doc import doc_text
from .move_forms import body_pobj, clause_ancestors, out_of, scheduled_present
from .roles import (
    FUTURE_AUX,
    HOLD_VERBS,
    POST_NOUNS,
    TITLES,
    _Index,
    _chief_noun,
    _is_title,
    _objects,
    _org_of,
    _post_noun,
    _span_of,
    _title_from_noun,
    _unit_post,
    _with_conj,
    namer_org,
)
from .lexicon import words

# leaving a post: intransitive (subject leaves) and transitive (object is removed)
LEAVE_INTRANS = words("moves", "leave_intrans")
LEAVE_TRANS = words("moves", "leave_trans")
# arriving: transitive (object is appointed) and intransitive (subject takes the post)
ARRIVE_TRANS = words("moves", "arrive_trans")
SUCCESSION = words("moves", "succession")
FUTURE_HEADS = words("moves", "future_heads")
MODALS = words("moves", "modals")
PARTICLES = words("moves", "particles")
# "took over the agency": a common noun that names an organisation is a post to take over
ORG_NOUNS = words("common", "organisation_nouns") | words("moves", "organisation_units")
REQUEST_HEADS = words("moves", "request_heads")
# an attempt, a refusal or a threat is not a move: "failed to remove the judge", "refused to resign"
ATTEMPT_HEADS = words("moves", "attempt_heads")
NOT_YET_HEADS = REQUEST_HEADS | ATTEMPT_HEADS
# a move denied is no move: "denied he would resign", "ruled out stepping down"
DENY_HEADS = words("moves", "deny_heads")


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


def _hypothetical(verb) -> bool:
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
                    v.head.lemma_ == "rule" and any(_particle(c) and c.lower_ == "out" for c in v.head.children))):
                return True
            v = v.head
            continue
        break
    # "called for Justice Ginsburg to resign", "failed in his bid to oust the chairman"
    return any(a.lemma_ in NOT_YET_HEADS for a in clause_ancestors(verb)[:3])


def _particle(tok) -> bool:
    """The particle of a phrasal move verb; the parser sometimes calls "down" an adverb."""
    return tok.dep_ == "prt" or (tok.dep_ == "advmod" and tok.lower_ in PARTICLES and tok.i == tok.head.i + 1)


def _move(verb, idx: _Index):
    """(kind, lemma) when ``verb`` signals a personnel move, else None."""
    lemma = verb.lemma_.lower()
    prts = {c.lower_ for c in verb.children if _particle(c)}
    preps = {c.lower_: c for c in verb.children if c.dep_ == "prep"}
    if any(c.dep_ == "neg" for c in verb.children) or _hypothetical(verb):
        return None
    if lemma in SUCCESSION:
        return "succession", lemma
    if lemma == "step":
        return ("leave", "step down") if prts & {"down", "aside"} else None
    if lemma in ("push", "force"):
        left = "out" in prts or "from" in preps or out_of(verb, idx, POST_NOUNS | ORG_NOUNS)  # "out of the agency"
        return ("leave_t", f"{lemma} out") if left else None
    if lemma == "pull":
        p = preps.get("from")
        if p is not None and any(g.lemma_ in POST_NOUNS for g in p.subtree):
            return "leave_t", "pull"
        return None
    if lemma == "let":  # "was let go", "let Webb go"
        return ("leave_t", "let go") if any(c.lemma_ == "go" and c.dep_ in ("xcomp", "ccomp")
                                            for c in verb.children) else None
    if lemma == "swear":  # "was sworn in as mayor"
        return ("arrive_t", "swear in") if "in" in prts else None
    if lemma in ("leave", "vacate", "depart", "exit"):
        if any(c.dep_ == "dobj" and (c.lemma_ in POST_NOUNS | ORG_NOUNS or c.i in idx.org_at)
               for c in verb.children):
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
        if any(c.lower_ == "office" and not any(g.dep_ in ("det", "poss") for g in c.children) for c in dobj):
            return "arrive", "take office"  # "takes office in May", not "took the office's files"
        if "over" in prts and all(
            c.lemma_ in POST_NOUNS | ORG_NOUNS or c.i in idx.org_at or c.pos_ == "PROPN" for c in dobj
        ):
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
            c.dep_ in ("xcomp", "advcl") and c.lemma_ in HOLD_VERBS | SUCCESSION | {"serve"} for c in verb.children
        ) or (body_pobj(verb, idx) is not None and any(c.dep_ in ("dobj", "auxpass") for c in verb.children))
        # "confirmed Roe as administrator", "named Klein to the Board of Regents"; not "confirmed the report"
        if has_post or lemma in ("appoint", "install", "tap", "nominate"):
            return "arrive_t", lemma
    return None  # "tapped to lead": the move is "tap", "lead" only names the post

def _move_post(verb, lemma: str, idx: _Index):
    """(title, org, change, tokens) of the post a move names: "as head of ERO", "tapped to lead ICE"."""
    noun = _post_noun(verb, idx)
    if noun is not None:
        return _title_from_noun(noun, idx)
    x = [c for c in verb.children if c.dep_ in ("xcomp", "advcl") and c.lemma_ in HOLD_VERBS]  # "tapped X to lead Y"
    if x:
        xo = _objects(x[0])
        if xo:
            unit = _unit_post(xo[0], idx)  # "hired X to run its consumer AI unit"
            if unit is not None:
                return (unit[0], unit[1], None, [x[0]] + unit[2])
            return ("head", _org_of([xo[0]] + list(xo[0].subtree), idx), None, [x[0]] + list(xo[0].subtree))
    if lemma in ARRIVE_TRANS:  # "appointed Stone to the state Supreme Court": a seat on a named body
        body = [g for p in verb.children if p.dep_ in ("prep", "dative") and p.lower_ == "to" for g in p.children
                if g.dep_ == "pobj" and (g.i in idx.org_at or g.pos_ == "PROPN")]
        org = None
        if body:  # "the state Supreme Court" as written, unless the article names the body
            words = [t for t in body[0].subtree if t.dep_ != "det" and t.i <= body[0].i]
            org = idx.org_at.get(body[0].i) or " ".join(t.text for t in words) or None
        if org:
            return ("", org, None, list(body[0].subtree))
    if lemma in ("helm", "take over"):
        dobj = [c for c in verb.children if c.dep_ == "dobj"]
        xo = [c for c in dobj if c.lemma_ not in ("helm", "reins")]
        xo = xo or [g for c in dobj for p in c.children if p.lower_ in ("of", "at") for g in p.children
                    if g.dep_ == "pobj"]
        xo = xo or [g for p in verb.children if p.dep_ == "prep" and p.lower_ == "at" for g in p.children
                    if g.dep_ == "pobj"]  # "took the helm at Microsoft"
        org = _org_of([xo[0]] + list(xo[0].subtree), idx) if xo else None
        if org:
            return ("head", org, None, list(xo[0].subtree))
    return None


def verb_moves(doc, verb, idx: _Index, article_id: str) -> list[tuple[str, tuple]]:
    """(person, (change, replaces, future, lemma, post, span)) for each person ``verb`` moves."""
    mv = _move(verb, idx)
    if mv is None:
        return []
    kind, lemma = mv
    future = is_future(verb) or scheduled_present(verb, kind in ("leave", "arrive", "succession"))
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
        noun = _post_noun(verb, idx)
        if noun is not None and not _named(incoming, idx):  # "named Stephen Miller deputy chief of staff",
            # "named Mary Barra chief executive": the parser hangs the name on the title noun
            incoming = [c for c in noun.children if c.dep_ in ("compound", "nmod") and c.i < noun.i
                        and idx.person(c)] or incoming
    if kind in ("arrive_t", "leave_t") and not passive:
        # "General Motors named Mary Barra chief executive", "Harvard ousted Claudine Gay as president"
        namer = namer_org(subs, idx) if lemma != "confirm" else None  # the Senate confirms, it is no employer
        if post is not None and post[1] is None and namer:
            post = (post[0], namer, post[2], post[3])
    for c in verb.children:  # "succeeding Jones" / "replacing Lee" hanging off an arrival
        if c.dep_ in ("advcl", "xcomp", "conj") and c.lemma_ in SUCCESSION:
            r = _objects(c)
            if r and idx.person(r[0]):
                replaced = replaced or idx.person(r[0])
    extra = [c for c in verb.children if c.dep_ in ("aux", "auxpass", "neg") or _particle(c)
             or (lemma == "let go" and c.lemma_ == "go")]
    out = []
    for toks, change in ((incoming, "incoming"), (outgoing, "outgoing")):
        own = post if (change == "incoming" or kind != "succession") else None
        for tok, name in _named(toks, idx):
            rep = replaced if change == "incoming" and replaced != name else None
            span = _span_of(doc, [_mention_start(tok, idx), tok, verb] + extra + (own[3] if own else []), article_id)
            out.append((name, (change, rep, future, lemma, own, span)))
    return out


def successor_moves(doc, sent, idx: _Index, article_id: str) -> list[tuple[str, tuple]]:
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
        for tok, name in _named(who, idx):
            if name != replaced:
                span = _span_of(doc, [_mention_start(tok, idx), tok, noun, _mention_start(before[0], idx), before[0]],
                                article_id)
                out.append((name, ("incoming", replaced, future, "succeed", None, span)))
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
        elif _is_title(tok) or _chief_noun(tok) or tok.lemma_.lower() in TITLES or tok.lower_ in (
                "officials", "leaders", "heads"):
            for c in tok.children:
                if c.dep_ == "appos":
                    out.extend((g, idx.person(g)) for g in _with_conj(c) if idx.person(g))
                if c.dep_ == "prep" and c.lower_ in ("including", "like"):
                    for g in c.children:
                        if g.dep_ == "pobj":
                            out.extend((h, idx.person(h)) for h in _with_conj(g) if idx.person(h))
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
    from .move_nouns import noun_moves

    idx = _Index(doc, people, organizations)
    out: dict[int, list[tuple[str, tuple]]] = {}
    for sent in doc.sents:
        found = [pair for verb in sent if verb.pos_ in ("VERB", "AUX") or verb.lemma_.lower() in SUCCESSION
                 for pair in verb_moves(doc, verb, idx, article_id)]
        found += successor_moves(doc, sent, idx, article_id) + noun_moves(doc, sent, idx, article_id)
        if found:
            out[sent.start] = found
    return out
