"""Roles: who holds which post, read off the dependency parse.

Forms covered: titles before names ("Homeland Security Secretary Kristi Noem"), appositions
("Todd Lyons, ICE's acting director,"), relative clauses ("Genalo, who heads ERO"), copulas
("Lyons is the acting director") and qualifiers (acting, interim, deputy; former, incoming,
outgoing). Personnel moves (retire, resign, appoint, replace ...) are read by
``storyline.extract.moves``; ``find_roles`` puts both together per sentence.
"""

from __future__ import annotations


from ..model import Organization, Person, Role, Sentence, Span
from .doc import doc_text
from .honorifics import FEMALE_COURTESY, HONORIFICS, MALE_COURTESY, dotted
from .lexicon import regex, words
from .move_forms import is_future
from .posts import (CHANGE_WORDS, DEPARTMENTS, FUTURE_AUX, HOLD_VERBS, IN_TITLE, QUALIFIERS, TITLE_MODIFIERS, Index,
                    chief_noun, change_word, hyphen_prefix, is_title, newly_appointed, objects, org_of, post_noun,
                    span_of, title_from_noun, title_text, unit_post)
from .role_checks import judged_noun, reported_past

# capitalised common nouns that make one title with the title word after them ("Police Chief", "Fire Commissioner")
CAP_TITLE_NOUNS = words("roles", "cap_title_nouns")
# Honorifics written between a title and the name ("Conservative MP Sir David Amess").
_HONORIFICS = dotted(HONORIFICS | MALE_COURTESY | FEMALE_COURTESY | words("roles", "clerical_titles"))
_NEW_POST = regex("roles", "new_post")  # a post being taken


def _prename(doc, first, idx: Index) -> tuple[str, str | None, str | None, list] | None:
    """A title written just before a name: "ICE acting Director", "deputy chief of staff"."""
    seq = _title_run(doc, first, idx)
    if not seq:
        return None
    heads = [k for k, t in enumerate(seq) if is_title(t)]
    if not heads:
        return None
    of_tail = seq[heads[-1] + 2 :]  # "Secretary of State", "chief of staff", "Secretary of Homeland Security"
    if heads[-1] != len(seq) - 1 and (seq[heads[-1] + 1].text.lower() != "of" or not of_tail):
        return None
    change, title_toks, org_toks = _title_parts(seq, heads[-1] + 1)
    # "Homeland Security Secretary": title words are only those after the org
    title_toks = hyphen_prefix(title_toks)
    title = title_text(title_toks)
    org = org_of(org_toks, idx) if org_toks else None
    if of_tail:
        dept = len(of_tail) == 1 and of_tail[0].lower_ in DEPARTMENTS
        if org is None and not dept and any(t.i in idx.org_at for t in of_tail):
            org = org_of(of_tail, idx)
        else:
            title = f"{title} of {' '.join(t.text for t in of_tail)}"
    return title, org, change, seq


def _title_run(doc, first, idx: Index) -> list:
    """The tokens before a name that can belong to its title (past honorifics: "MP Sir David Amess"),
    without a leading "of" / "'s" / "-"."""
    j = first.i - 1
    while j > first.sent.start and doc[j].lower_ in _HONORIFICS and j - 1 not in idx.person_at:
        j -= 1  # "MP Sir David Amess", "correspondent Dr. Sanjay Gupta"
    seq = []
    while j >= first.sent.start:
        t = doc[j]
        if not _joins_title(doc, t, seq, idx) or t.i in idx.person_at:
            break
        seq.insert(0, t)
        j -= 1
    while seq and seq[0].text.lower() in ("of", "'s", "’s", "-"):
        seq.pop(0)
    return seq


def _joins_title(doc, t, seq: list, idx: Index) -> bool:
    """Token ``t``, just before the run ``seq``, can be part of a title or its organisation."""
    low = t.text.lower().rstrip("-")
    return (
        is_title(t)
        or (low in TITLE_MODIFIERS and seq and (is_title(seq[0]) or seq[0].lower_ in TITLE_MODIFIERS
                                                or (seq[0].pos_ == "NOUN" and seq[0].is_lower)))
        or (low in CAP_TITLE_NOUNS and t.is_title and seq and is_title(seq[0]))
        or newly_appointed(t)
        or low in QUALIFIERS
        or change_word(t)
        or low in ("of", "'s", "’s", "staff", "-")
        or (t.i in idx.org_at)
        or (t.ent_type_ in ("ORG", "GPE", "NORP") and t.i not in idx.person_at)
        or (len(t.text) >= 2 and t.text.isupper() and t.is_alpha)
        or (t.pos_ == "NOUN" and t.is_lower and seq and is_title(doc[t.i + 1]) and t.head.i in {x.i for x in seq})
    )


def _title_parts(seq: list, end: int) -> tuple[str | None, list, list]:
    """(change, title tokens, organisation tokens) of ``seq[:end]`` (up to the last title word)."""
    change = None
    title_toks, org_toks = [], []
    for k, t in enumerate(seq[:end]):
        low = t.text.lower().rstrip("-")
        nxt = seq[k + 1] if k + 1 < len(seq) else None
        if change_word(t):
            change = change or CHANGE_WORDS[low]
        elif newly_appointed(t):
            change = change or "incoming"
        elif is_title(t) or low in IN_TITLE or (low in ("of", "staff") and title_toks):
            title_toks.append(t)
        elif nxt is not None and _modifies_title(t, low, nxt):
            title_toks.append(t)
        elif low not in ("'s", "’s") and all(x.lower_ in IN_TITLE for x in title_toks):
            org_toks.append(t)  # "Acting FBI Director": the organisation may follow a qualifier
    return change, title_toks, org_toks


def _modifies_title(t, low: str, nxt) -> bool:
    """A qualifier, modifier or noun making one title with the word after it ("deputy director",
    "chief medical correspondent", "press secretary", "Police Chief")."""
    if low in QUALIFIERS and is_title(nxt):
        return True
    if low in TITLE_MODIFIERS and (is_title(nxt) or nxt.lower_ in TITLE_MODIFIERS
                                   or (nxt.pos_ == "NOUN" and nxt.is_lower)):
        return True
    return (t.pos_ == "NOUN" and t.is_lower or low in CAP_TITLE_NOUNS and t.is_title) and is_title(nxt)


def _held(verb, idx: Index):
    """Title/org of a "heads X" / "serves as X" / "is the director of X" clause."""
    lemma = verb.lemma_.lower()
    if lemma in HOLD_VERBS:
        objs = objects(verb)
        unit = unit_post(objs[0], idx) if objs else None
        if unit is not None:  # "heads the agency's enforcement division"
            return unit
        if objs:
            org = org_of([objs[0]] + list(objs[0].subtree), idx)
            if org:  # "heads ERO", not "leads the polls"
                return "head", org, list(objs[0].subtree)
    if lemma in ("serve", "be", "remain"):
        noun = post_noun(verb, idx)
        if noun is not None and not judged_noun(noun):  # not 'was "the right leader"'
            title, org, _change, toks = title_from_noun(noun, idx)
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
    doc, article_id: str, sentences: list[Sentence], people: list[Person], organizations: list[Organization],
    moves: dict | None = None,
) -> list[Role]:
    """Every role and personnel move of the people of one parsed article, in text order.

    ``moves``: the article's moves by sentence (``moves.find_moves``, the moves component); read
    here when not given."""
    from .moves import find_moves, merge_moves

    if moves is None:
        moves_by_sent = find_moves(doc, article_id, people, organizations)
    else:
        moves_by_sent = moves
    idx = Index(doc, people, organizations)
    known: dict[str, tuple[str, str | None]] = {}
    roles: list[Role] = []
    seen: set = set()
    for sent in doc.sents:
        sspan = Span(article_id, sent.start_char, sent.end_char)
        titles = _sentence_titles(doc, sent, idx, article_id)
        moves: dict[str, list] = {}
        for name, move in moves_by_sent.get(sent.start, ()):
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


def _sentence_titles(doc, sent, idx: Index, article_id: str) -> dict[str, list]:
    """Titles attached to each person mention of a sentence: name -> [(title, org, change, span)]."""
    titles: dict[str, list] = {}

    def add(name, title, org, change, toks):
        if title:
            titles.setdefault(name, []).append((title, org, change, span_of(doc, toks, article_id)))

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
            if c.dep_ == "appos" and chief_noun(c) and idx.person(c) is None and not judged_noun(c):
                # "Lyons, ICE's director"; not "Roe, the right leader"
                t, o, ch, toks = title_from_noun(c, idx)
                add(name, t, o, ch, toks)
            if c.dep_ == "relcl":  # "Genalo, who heads ERO"
                held = _held(c, idx)
                if held:
                    add(name, held[0], held[1], _tense_change(c), list(c.subtree))
        gov = head.head
        if head.dep_ == "appos" and chief_noun(gov) and idx.person(gov) is None:  # "ERO's head, Genalo"
            t, o, ch, toks = title_from_noun(gov, idx)
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


def _of_org(head, idx: Index) -> list:
    """[org, tokens...] of an "of <place or organisation>" right after a name, else []."""
    for c in head.children:
        if c.dep_ == "prep" and c.lower_ == "of" and c.i == head.i + 1:
            objs = [g for g in c.children if g.dep_ == "pobj" and (g.i in idx.org_at or g.ent_type_ in ("GPE", "ORG"))]
            org = org_of(list(objs[0].subtree), idx) if objs else None
            if org:
                return [org, c, *objs[0].subtree]
    return []


def _emit(roles: list[Role], seen: set, role: Role) -> None:
    key = (role.person, role.title.lower(), role.org, role.change, role.replaces, role.verb, role.sentence)
    if key not in seen:
        seen.add(key)
        roles.append(role)
