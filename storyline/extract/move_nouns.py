"""Personnel moves written as nouns: "announced her retirement", "tendered his resignation",
"Park's departure", "the resignation of Park", "Quinn's appointment as CEO", and "handed the
reins to Quinn" (the giver leaves, the taker arrives in the giver's place).

A noun that is only asked for, refused, denied, rumoured or possible is no move: "called for his
resignation", "rejected her resignation", "a possible departure", "denied reports of his exit".
"""

from __future__ import annotations

from .move_forms import (DENY_HEADS, NOT_YET_HEADS, clause_ancestors, hypothetical, is_future, mention_start,
                         named_people, scheduled_present, whose_owner)
from .posts import Index, namer_org, post_noun, span_of, title_from_noun
from .lexicon import mapping, words

LEAVE_NOUNS = mapping("moves", "leave_nouns")
ARRIVE_NOUNS = mapping("moves", "arrive_nouns")
# "X announced her retirement": the owner of the noun is the subject of these verbs
_SELF_VERBS = words("moves", "self_verbs")
# the noun is only wanted, weighed or rumoured
_NOT_DONE = NOT_YET_HEADS | DENY_HEADS | words("moves", "not_done_verbs")
_NOT_DONE_NOUNS = words("moves", "not_done_nouns")
_NOT_DONE_MODS = words("moves", "not_done_mods")
_PRONOUNS = {"his": "he", "her": "she"}


def noun_moves(doc, sent, idx: Index, article_id: str) -> list[tuple[str, tuple]]:
    """(person, (change, replaces, future, lemma, post, span)) for each move noun of ``sent``."""
    out = []
    if sent.text.rstrip("\"'”’ ").endswith("?"):
        return out
    for noun in sent:
        low = noun.lower_
        if noun.pos_ == "NOUN" and (low in LEAVE_NOUNS or low in ARRIVE_NOUNS) and not _not_done(noun):
            owner = _owner(noun, idx)
            if owner is None:
                continue
            tok, name = owner
            change = "outgoing" if low in LEAVE_NOUNS else "incoming"
            title_noun = post_noun(noun, idx)
            post = title_from_noun(title_noun, idx) if title_noun is not None else None
            verb = _verb_of(noun)
            if post is not None and post[1] is None and verb is not None and change == "incoming":
                # "Acme announced the appointment of Rita Chen as chief financial officer"
                namer = namer_org([c for c in verb.children if c.dep_ == "nsubj"], idx)
                post = (post[0], namer, post[2], post[3]) if namer else post
            future = verb is not None and (is_future(verb) or scheduled_present(verb, own_move=False))
            toks = [mention_start(tok, idx), tok, noun] + (post[3] if post else [])
            out.append((name, (change, None, future, LEAVE_NOUNS.get(low) or ARRIVE_NOUNS[low], post,
                               span_of(doc, toks, article_id))))
        elif noun.lemma_ in ("hand", "pass", "turn") and noun.pos_ == "VERB":
            out.extend(_hand_over(doc, noun, idx, article_id))
    return out


def _verb_of(noun):
    v = noun.head
    for _ in range(3):
        if v.pos_ in ("VERB", "AUX") or v.head.i == v.i:
            break
        v = v.head
    return v if v.pos_ in ("VERB", "AUX") else None


def _not_done(noun) -> bool:
    """The move noun is only asked for, refused, denied, rumoured or possible, or negated."""
    if any(c.lower_ in _NOT_DONE_MODS or c.dep_ == "neg" or c.lower_ in ("no", "any") for c in noun.children):
        return True
    anc = clause_ancestors(noun)[:4]  # "Holt, whose firing shocked them, declined to comment": not his firing
    if any(a.lemma_ in _NOT_DONE or a.lower_ in _NOT_DONE_NOUNS for a in anc):
        return True
    verb = _verb_of(noun)
    return verb is not None and (any(c.dep_ == "neg" for c in verb.children) or hypothetical(verb))


def _owner(noun, idx: Index):
    """(token, person) whose move the noun is: "Park's departure", "the resignation of Park",
    "Moreno announced her retirement" (the subject), "accepted his resignation" (the person
    named just before)."""
    for c in noun.children:
        if c.dep_ == "poss":
            if whose_owner(c, idx):  # "Fields, whose resignation was announced"
                return whose_owner(c, idx)
            if idx.person(c):
                return c, idx.person(c)
            if c.lower_ in ("his", "her", "their"):
                verb = noun.head if noun.dep_ == "dobj" else None
                subs = [s for s in verb.children if s.dep_ == "nsubj"] if verb is not None else []
                if verb is not None and verb.lemma_ in _SELF_VERBS and subs:
                    named = named_people(subs, idx)
                    return named[0] if named else None
                return _pronoun_antecedent(c, idx, exclude={idx.person(s) for s in subs})
    for c in noun.children:
        if c.dep_ == "prep" and c.lower_ == "of":
            for g in c.children:
                if g.dep_ == "pobj" and idx.person(g):
                    return g, idx.person(g)
    return None


def _pronoun_antecedent(tok, idx: Index, exclude: set):
    """The only person named before ``tok`` (this or the previous sentence), other than ``exclude``."""
    if tok.lower_ not in _PRONOUNS:
        return None
    start = tok.sent.start
    if start > 0:
        start = tok.doc[start - 1].sent.start
    names = {idx.person_at[i]: i for i in range(start, tok.i) if i in idx.person_at and idx.person_at[i] not in exclude}
    if len(names) != 1:
        return None
    name, i = next(iter(names.items()))
    return tok.doc[i], name


def _hand_over(doc, verb, idx: Index, article_id: str) -> list[tuple[str, tuple]]:
    """"Lopez handed the reins to Quinn", "passed the baton to Quinn", "turned over the company to
    Quinn": the subject leaves, the one it goes to arrives in the subject's place."""
    if not any(c.dep_ == "dobj" and c.lemma_ in ("rein", "reins", "baton", "helm", "leadership", "control")
               for c in verb.children) or hypothetical(verb) or any(c.dep_ == "neg" for c in verb.children):
        return []
    givers = named_people([c for c in verb.children if c.dep_ == "nsubj"], idx)
    takers = named_people([g for c in verb.children if c.dep_ in ("prep", "dative") and c.lower_ == "to"
                     for g in c.children if g.dep_ == "pobj"], idx)
    if not givers or not takers:
        return []
    future = is_future(verb)
    out = []
    for tok, name in givers:
        out.append((name, ("outgoing", None, future, "hand over", None,
                           span_of(doc, [mention_start(tok, idx), tok, verb], article_id))))
    for tok, name in takers:
        out.append((name, ("incoming", givers[0][1], future, "hand over", None,
                           span_of(doc, [mention_start(tok, idx), tok, verb], article_id))))
    return out
