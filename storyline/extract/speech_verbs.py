"""Who says a speech (or denial) verb: ``speaker_of``, an ordered list of rules over the parse.

A rule is a function of the verb that returns ``(speaker,)`` when it applies (the speaker, resolved
by ``speakers.resolve_subject``, may be None: then nobody is named and the search stops) or None
to let the next rule try. The rules run in this order:

1. ``BEFORE_SUBJECT``: a participle or verb right after a name the parser left without a subject
   ("footage of Hillary Clinton asking, “...”", "“Cruz,” Beck joked");
2. up the verb's clause (``_up_the_clause``): at each verb (the speech verb, then the verb it is
   conjoined to, reported by or the participle of), its subject if it has one (``_from_subject``:
   an appositive cue, an inverted name after a comma, the agent of a passive, a name glued to the
   closing mark, a subject inside the quotation, a share of a poll's respondents), else the rules of
   ``SUBJECTLESS`` (an inverted verb "“...,” said Hester", a participle of a person or document);
3. ``AFTER_CLAUSE``: subjects the parser hung elsewhere (on a verb above, a relative clause, a
   party tag, a surname read as a modal, a no-break space, a name right before the verb) and a
   participle fragment that continues the sentence before ("Adding, “...”").

To add a rule, write it as such a function and put it in its tuple where it should run.
"""

from __future__ import annotations

import re

from ..model import Person
from .coref import SAY_VERBS, ancestor_subject, doc_cache, inside, person_at, titled_name
from .doc import doc_text
from .lexicon import words
from .speaker_parts import DOC_NOUNS, FRONTED_CUES, SHARES, header, match_person, phrase
from .speaker_rules import (comma_subject, document_sender, modal_name_subject, name_then_stop, party_tag_subject,
                            relative_subject, reported_clause_speaker, reporting_verb)
from .speakers import owned_speaker, resolve_subject

# Rank and title abbreviations the parser takes as a subject of their own ("said Sgt. Maria Lopez").
RANK_ABBREVIATIONS = words("common", "rank_abbreviations")

# Speech verbs written before their subject ("said Hester", "wrote Cameron Easley").
_INVERTING = words("speakers", "inverting")


def _attribution_subject(doc, verb, people: list[Person]) -> str | None:
    """When the parsed subject is inside the quotation or a header ("“..., One of the best,” Rep.
    Jane Doe said", "THE BORROWING Back then, Mr. McKinley said"): the name nearest before the
    verb outside quotation marks in its sentence, else the name right after it ("said Hester")."""
    quoted = doc_cache(doc, people)["quoted"]
    sent = verb.sent
    before = [t for t in sent if t.i < verb.i and not inside(t.idx, quoted) and not header(t)]
    for kinds in (("PERSON",), ("ORG",)):
        for tok in reversed(before):
            if tok.dep_ == "poss" or (tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in ("'s", "’s")):
                continue  # "treating Mrs. Clinton's remark as ..., asserting": not the possessor
            if tok.ent_type_ in kinds or (kinds == ("PERSON",) and person_at(people, tok.idx, tok.idx + 1)):
                return resolve_subject(doc, tok, people)
            if tok.is_punct and tok.text in "”\"":
                break
    for tok in reversed(before):  # "Obama's former campaign strategist said"
        if tok.pos_ in ("ADV", "AUX", "PART") or tok.text in ",(":
            continue
        if tok.pos_ in ("NOUN", "PROPN"):
            return resolve_subject(doc, tok, people)
        break
    after = [t for t in sent if verb.i < t.i <= verb.i + 4 and not inside(t.idx, quoted)]
    for tok in after:
        if tok.ent_type_ == "PERSON" or person_at(people, tok.idx, tok.idx + len(tok.text)):
            return resolve_subject(doc, tok, people)
    return None

# speech verbs whose passive subject is the one spoken to: "Staff were told that ...", "he was warned"
_TOLD_PASSIVE = words("speakers", "told_passive")


def _relative(verb) -> bool:
    """A relative clause ("who said", "where the Panthers played")."""
    return verb.dep_ == "relcl" or any(c.lower_ in ("where", "which", "who") and c.i < verb.i for c in verb.children)


def _clause_verb(tok):
    """The verb whose clause holds ``tok`` (``tok`` itself when it is one)."""
    for _ in range(6):
        if tok.pos_ in ("VERB", "AUX"):
            return tok
        if tok.head.i == tok.i:
            return None
        tok = tok.head
    return None


_POLL_NOUNS = words("speakers", "poll_nouns")


def _poll_source(doc, subj) -> str | None:
    """ "In a CNN/ORC poll released Monday, 31% of Republicans said ...", "According to a survey, 51
    percent of respondents said ...": a share of respondents speaks through the poll, which is the
    source of the finding."""
    share = subj.pos_ == "NUM" or subj.lower_ in SHARES or subj.lemma_.lower() in ("majority", "minority", "plurality")
    if not share:
        return None
    for tok in subj.sent:
        if tok.lemma_.lower() in _POLL_NOUNS and tok.pos_ == "NOUN" and tok.head.lower_ in ("in", "to") \
                and tok.head.dep_ == "prep":
            start, end = phrase(tok)
            acl = next((c for c in tok.children if c.dep_ == "acl" and c.tag_ == "VBN"), None)
            if acl is not None:  # "a poll released Sunday"
                end = max(end, acl.right_edge.idx + len(acl.right_edge.text))
            return doc_text(doc)[start:end]
    return None


def speaker_of(doc, verb, people: list[Person], depth: int = 0) -> str | None:
    """Speaker of a speech verb: its subject (or that of the verb it is conjoined to); see the module docstring."""
    for rule in BEFORE_SUBJECT:
        hit = rule(doc, verb, people)
        if hit:
            return hit[0]
    hit = _up_the_clause(doc, verb, people)
    if hit:
        return hit[0]
    for rule in AFTER_CLAUSE:
        hit = rule(doc, verb, people, depth)
        if hit:
            return hit[0]
    return None


def _named(people: list[Person], tok) -> bool:
    return tok.ent_type_ == "PERSON" or bool(person_at(people, tok.idx, tok.idx + len(tok.text)))


def _quoted(doc, people: list[Person]):
    return doc_cache(doc, people)["quoted"]


def _prev(doc, verb):
    return doc[verb.i - 1] if verb.i > verb.sent.start else None


# --- 1. before the subject ------------------------------------------------------------------------
def _participle_after_name(doc, verb, people: list[Person]):
    """ "footage of Hillary Clinton asking, “...”": a subjectless participle right after a name."""
    prev = _prev(doc, verb)
    if verb.tag_ == "VBG" and prev is not None and not any(c.dep_.startswith("nsubj") for c in verb.children) \
            and _named(people, prev):
        return (resolve_subject(doc, prev, people),)
    return None


def _name_as_compound(doc, verb, people: list[Person]):
    """ "“Cruz,” Beck joked, ...": the name parsed as the verb's compound."""
    prev = _prev(doc, verb)
    if prev is not None and prev.dep_ == "compound" and prev.head.i == verb.i and verb.pos_ == "VERB" \
            and _named(people, prev) and not inside(prev.idx, _quoted(doc, people)):
        return (resolve_subject(doc, prev, people),)
    return None


BEFORE_SUBJECT = (_participle_after_name, _name_as_compound)


# --- 2. up the clause -----------------------------------------------------------------------------
def _up_the_clause(doc, verb, people: list[Person]):
    """The subject of the speech verb, or of the verbs above it its speaker is the subject of."""
    v, via_conj = verb, False
    for _ in range(8):
        subj = _subject(doc, v, people)
        if subj is not None:
            return (_from_subject(doc, verb, v, subj, people, via_conj),)
        for rule in SUBJECTLESS:
            hit = rule(doc, verb, v, people)
            if hit:
                return hit
        v, via_conj = _next_verb(doc, verb, v, via_conj)
        if v is None:
            break
    return None


def _subject(doc, v, people: list[Person]):
    """The subject token of ``v``, past the parser's extra subjects (a quoted word, a rank, a dateline tag)."""
    subjs = [c for c in v.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ not in ("PART", "PUNCT", "ADP")
             and (any(ch.isalnum() for ch in c.text) or c.text == "%")]
    outside = [c for c in subjs if not inside(c.idx, _quoted(doc, people))]
    if len(subjs) > 1 and outside and len(outside) < len(subjs):
        subjs = outside  # "“... #Justdoit,” he wrote": a quoted word parsed as a second subject
    if len(subjs) > 1 and subjs[0].lower_.rstrip(".") in RANK_ABBREVIATIONS:
        subjs = subjs[1:]  # "said Sgt. Maria Lopez": the rank parsed as a subject of its own
    elif _dateline_tag(doc, subjs, v):  # "PHILADELPHIA, July 25 (UPI) — The committee released"
        subjs = subjs[-1:]  # "RENO, Nev. (AP) — Donald Trump says": a dateline tag is not the subject
    elif comma_subject(doc, subjs, v) is not None:  # "Cross-referencing the records ..., the researchers found"
        subjs = [comma_subject(doc, subjs, v)]
    return subjs[0] if subjs else None


def _dateline_tag(doc, subjs: list, v) -> bool:
    """Two subjects before the verb, the first a dateline tag ("RENO, Nev. (AP) —")."""
    if not (len(subjs) > 1 and all(c.i < v.i for c in subjs) and subjs[0].pos_ == "PROPN"):
        return False
    first = subjs[0]
    tagged = first.i > 0 and doc[first.i - 1].text in ("(", ",") or first.text.isupper() and len(first.text) > 2 \
        and doc[first.i + 1].text == ","
    return tagged and subjs[-1].pos_ in ("NOUN", "PROPN")


def _from_subject(doc, verb, v, subj, people: list[Person], via_conj: bool) -> str | None:
    """The speaker a verb's subject gives (``v`` is the speech verb or one above it)."""
    if v is verb and verb.i + 1 < len(doc) and doc[verb.i + 1].text == "," \
            and doc[verb.i - 1].dep_ == "appos" and doc[verb.i - 1].pos_ == "NOUN" \
            and doc[verb.i - 1].head.i == subj.i and subj.i < verb.i - 2:
        a, b = phrase(doc[verb.i - 1])  # "Clinton, a top aide said, “is ...”": a parenthetical cue
        return doc_text(doc)[a:b]       # whose subject the parser read as an appositive
    if v is verb and subj.i < v.i - 1 and v.lemma_.lower() in _INVERTING \
            and doc[v.i - 1].text == "," and v.i + 1 < v.sent.end and (doc[v.i + 1].ent_type_ == "PERSON" or person_at(
                people, doc[v.i + 1].idx, doc[v.i + 1].idx + 1)) and name_then_stop(doc, doc[v.i + 1]):
        return resolve_subject(doc, doc[v.i + 1], people)  # "The contrast with Trump, said Doyle, ..."
    if subj.dep_ == "nsubjpass" and not via_conj:  # "was quoted as saying" / "was told by"; not "X was
        agent = next((c for c in v.children if c.dep_ == "agent"), None)  # joined by Y and joked, “...”"
        pobj = next((c for c in agent.children if c.dep_ == "pobj"), None) if agent else None
        if pobj is not None:
            return resolve_subject(doc, pobj, people)
        if v.lemma_.lower() in _TOLD_PASSIVE:
            return None  # "investors have been told (that) ...": who told them is not said
    glued = re.match(r"[^”\"]*[,.!?][”\"]([A-Z][\w'’.-]+)$", subj.text)
    if glued:  # "... and paranoia,”Clinton said.": the closing mark glued to the name (one token)
        return match_person(glued.group(1), people) or glued.group(1)
    if inside(subj.idx, _quoted(doc, people)) or header(subj):
        return _attribution_subject(doc, verb, people)
    return _poll_source(doc, subj) or resolve_subject(doc, subj, people)


def _inverted(doc, verb, v, people: list[Person]):
    """ "“...,” said Hester", "Said Ellis:": a speech verb written before its subject."""
    pv = doc[v.i - 2] if v.i > 1 and doc[v.i - 1].is_space else doc[v.i - 1]  # "“...,”\xa0added Gowdy"
    if not (v is verb and (v.lemma_.lower() in _INVERTING or v.lower_ in FRONTED_CUES) and v.tag_ != "VBG" and (
            v.i == v.sent.start or pv.text in ("”", '"', "''", ",", "’", ":"))):  # not "saying Trump's"
        return None
    after = [t for t in doc[v.i + 1:min(v.i + 4, v.sent.end)] if not t.is_punct and not t.is_space]
    if after and inside(after[0].idx, _quoted(doc, people)):
        after = []  # "he said, adding, “Hillary’s overwhelmingly qualified”": the words, not the speaker
    titled = titled_name(doc, v, people)
    if titled is not None:  # "said former tech executive Carly Fiorina", "tweeted Rubio spokesman Alex Conant"
        return (resolve_subject(doc, titled, people),)
    closed = pv.text in ("”", '"', "''")
    if after and after[0].lower_ == "another" and closed and after[0].dep_ in ("dobj", "nsubj", "attr") \
            and (len(after) == 1 or after[1].is_punct):
        return (after[0].text,)  # "“...,” tweeted another.": an unnamed source, as written
    return _inverted_noun(doc, v, after, closed, people) or _inverted_name(doc, after, people)


def _inverted_noun(doc, v, after: list, closed: bool, people: list[Person]):
    """ "“...?” asked the boy, who ...", "“...,” added another New Hampshire Democrat."."""
    indefinite = ("a", "an", "another")
    noun = after[0].head if after and (after[0].lower_ == "the" or after[0].lower_ in indefinite and closed
                                       and not inside(after[0].idx, _quoted(doc, people))) else None
    if noun is None or not (noun.pos_ == "NOUN" or noun.pos_ == "PROPN" and after[0].lower_ in indefinite) \
            or noun.i > v.i + 4 or doc[v.i - 1].text not in "”\"',''":
        return None
    if not (noun.dep_ in ("dobj", "attr") or noun.dep_ == "nsubj" and (noun.head.i == v.i or (
            noun.i + 2 < len(doc) and doc[noun.i + 1].text == "," and doc[noun.i + 2].lower_ == "who"))):
        return None
    if noun.pos_ == "PROPN":  # "“...,” added another New Hampshire Democrat." / "a South Carolina Democrat"
        return (doc_text(doc)[after[0].idx:noun.idx + len(noun.text)],)
    return (resolve_subject(doc, after[0].head, people),)  # "“...?” asked the boy, who ..."


def _inverted_name(doc, after: list, people: list[Person]):
    """The name right after an inverted verb ("said Hester"), a non-person proper noun as written."""
    name = next((t for t in after[:1] if t.ent_type_ in ("PERSON", "ORG", "") and (
        t.ent_type_ or t.pos_ == "PROPN" or person_at(people, t.idx, t.idx + len(t.text)))), None)
    if name is not None and name.ent_type_ != "PERSON" and name.pos_ == "PROPN":
        run = [name] + [t for t in doc[name.i + 1:name.i + 3] if t.pos_ == "PROPN"]
        written = doc_text(doc)[run[0].idx:run[-1].idx + len(run[-1].text)]
        return (person_at(people, name.idx, name.idx + 1) or match_person(written, people) or written,)
    if name is not None:
        return (resolve_subject(doc, name, people),)
    return None


def _participle_of(doc, verb, v, people: list[Person]):
    """A participle (``acl``) of a person, organisation or document: "footage of Trump saying, “...”",
    "the Council issued a statement calling the test “...”", "an email to supporters stating"."""
    if v.dep_ != "acl":
        return None
    head = v.head
    if head.i < v.i and (head.ent_type_ in ("PERSON", "ORG") or person_at(people, head.idx, head.idx + len(head.text))):
        return (resolve_subject(doc, head, people),)  # "footage of Trump saying, “...”"
    if v is verb and head.pos_ == "NOUN" and 0 < head.left_edge.i < v.i \
            and doc[head.left_edge.i - 1].text in ("”", '"', "''") and any(
                c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in head.children):
        return (resolve_subject(doc, head, people),)  # "“...!” the GOP nominee, Donald Trump, tweeted Sunday"
    if head.i < v.i and head.lemma_.lower() in DOC_NOUNS:
        owner = owned_speaker(doc, head, people)  # "the Council issued a statement calling the test “...”"
        issuer = next((c for c in head.head.children if c.dep_ == "nsubj"), None) if head.dep_ == "dobj" else None
        if owner or issuer is not None:
            return (owner or resolve_subject(doc, issuer, people),)
    elif v.tag_ == "VBG" and (issuer := document_sender(v)) is not None:
        return (resolve_subject(doc, issuer, people),)  # "an email to supporters stating, “...”": the sender
    return None


SUBJECTLESS = (_inverted, _participle_of)


def _next_verb(doc, verb, v, via_conj: bool):
    """(the verb above ``v`` whose subject speaks for it, whether reached through a conjunction), or
    (None, ...) at the top."""
    reporter = (reporting_verb(v) or reported_clause_speaker(v)) if v is verb else None
    if reporter is not None:  # "Trump told Newsmax that Romney “...,” adding, “...”": Trump adds
        return reporter, via_conj
    if v.dep_ == "advcl" and v.tag_ == "VBG" and _relative(v.head) and (doc[v.i - 1].text == "," or (
            doc[v.i - 1].lower_ in ("while", "as", "before", "after") and doc[v.i - 2].text in (",", "-", "—"))):
        return _clause_verb(v.head.head), via_conj  # "... an architect who said he was stiffed, saying, “...”":
        # the participle goes with the main clause, not the relative one
    if v.dep_ in ("conj", "xcomp", "advcl") and v.head.i != v.i:
        return v.head, v.dep_ == "conj"
    if v.dep_ == "pcomp" and v.head.dep_ == "prep" and v.head.head.i != v.head.i:
        return v.head.head, via_conj  # "sings to Clinton before asking her, “...”"
    return None, via_conj


# --- 3. after the clause --------------------------------------------------------------------------
def _hung_above(doc, verb, people: list[Person], depth: int):
    """ "Durbin, noting the size of ..., said, “...”" parsed with "said" under "noting"."""
    stray = ancestor_subject(doc, verb, people, _quoted(doc, people))
    return (resolve_subject(doc, stray, people),) if stray is not None else None


def _stray_subject(doc, verb, people: list[Person], depth: int):
    """ "Levine, who has given money to Rubio, said", "Rep. Paul Ryan (R-WI) said", "“...,” Will wrote."."""
    stray = relative_subject(doc, verb, _quoted(doc, people)) or party_tag_subject(doc, verb, people) \
        or modal_name_subject(doc, verb, people)
    return (resolve_subject(doc, stray, people),) if stray is not None else None


def _after_space(doc, verb, people: list[Person], depth: int):
    """ "Trump\xa0added": a no-break space token between the name and the verb."""
    prev = _prev(doc, verb)
    if prev is not None and prev.pos_ == "SPACE" and prev.i > verb.sent.start and not any(
            c.dep_.startswith("nsubj") for c in verb.children) and doc[prev.i - 1].pos_ == "PROPN":
        return (resolve_subject(doc, doc[prev.i - 1], people),)
    return None


def _name_before(doc, verb, people: list[Person], depth: int):
    """ "..., former president Bill Clinton said": a name right before the verb, misparsed."""
    prev = _prev(doc, verb)
    tagged = verb.tag_ in ("VBD", "VBZ") or verb.tag_ == "VBN" and prev is not None and prev.i > 0 and doc[
        prev.i - 1].text == ","  # "Addressing ... Thursday, Trump described ...": the verb misread as a participle
    if prev is not None and tagged and _named(people, prev) and not inside(prev.idx, _quoted(doc, people)):
        return (resolve_subject(doc, prev, people),)
    return None


def _fragment(doc, verb, people: list[Person], depth: int):
    """ "Maher stated ... Adding, “...”": a participle opening a sentence goes on from the one before."""
    if verb.i == verb.sent.start and verb.tag_ == "VBG" and verb.i > 0 and depth < 2:
        before = doc[verb.i - 1].sent
        cue = next((t for t in reversed(list(before)) if t.lemma_.lower() in SAY_VERBS and t.pos_ == "VERB"
                    and not inside(t.idx, _quoted(doc, people))), None)
        if cue is not None:
            return (speaker_of(doc, cue, people, depth + 1),)
    return None


AFTER_CLAUSE = (_hung_above, _stray_subject, _after_space, _name_before, _fragment)
