"""Who said it: the speaker of a speech (or denial) verb, resolved within one article.

A named subject resolves to the article's canonical person ("Miller" -> "Stephen Miller"),
or to the organisation as named. Pronouns and descriptions are resolved from context:

* he / she: ``coref.resolve_he_she`` (main-clause subjects of the sentences before, pronoun
  chains, "according to" sources, people mentioned in a sentence about no one, gender);
* they / them: the group named before: a plural subject ("officials", "lawmakers"), people
  joined by "and" ("Mr. Grassley and Mr. Leahy"), or a plural "according to" source;
* it (``it_speaker``): the non-person speaker of a recent speech verb ("the Times wrote ... it added"),
  else an organisation subject just before ("Trump's campaign is defending ... It's denouncing") or a
  document just mentioned ("a letter ... It says"; first for "it shows"; the campaign that sent it:
  "The Cruz campaign sent an email ... It stated"), else the last organisation;
* I (outside quotation marks): "the author", but in a Q/A transcript ("A: I think ...", "Q: You said
  ...") the interviewee; "those close to him", "Some", "another": as written;
* inverted verbs with a titled name ("said former tech executive Carly Fiorina") or a described
  speaker ("tweeted a German user"); "it" for a document a person wrote ("X wrote in the affidavit.
  It continued") is that person;
* a share of respondents ("31% of Republicans said") in a sentence naming a poll or survey ("In a
  CNN poll released Monday", "According to a Reuters survey"): the poll;
* misparses: a dateline tag taken as a second subject ("RENO, Nev. (AP) — Trump says") is skipped;
  a participle after a reported clause ("X told Y that Z “...,” adding, “...”") is X's; a name
  right before a speech verb the parser left without a subject is its subject;
* "the president", "the senator", "the Republican nominee": the person the article titles so
  ("President Obama"), else the main subject person of the sentences before;
* "the agency", "the department": the last organisation mentioned; other noun phrases as written.

``doc.user_data`` holds per-document caches (genders, resolved pronouns); nothing module-level.
"""

from __future__ import annotations

import re

from ..model import Person
from .coref import (HE_SHE, SAY_VERBS, THEY, according_source, clause_subjects, doc_cache, inside, interview_turn,
                    person_at, resolve_he_she, sentences_before)
from .doc import doc_ents, doc_text, ent_at
from .it_speaker import resolve_it
from .lexicon import mapping, words
from .speaker_parts import (DOC_NOUNS, FRONTED_CUES, ORG_NOUNS, PERSON_ROLE_NOUNS, PUBLISH_VERBS, match_person,
                            nominal, org_named, phrase)
from .speaker_rules import appositive_person

# "the president", "the senator": a description of a person the article names elsewhere.
PERSON_DESCRIPTIONS = words("speakers", "person_descriptions")
_TITLE_FORMS = mapping("speakers", "title_forms")
_TITLES = words("speakers", "titles")
# "Those close to him say", "some in the party argue": a group described by what follows.
_QUANTIFIERS = words("speakers", "quantifiers")
# Pronoun subjects that are unnamed sources ("Some said they have cringed", "one company says ...,
# another says ..."): kept as written, not dropped.
_UNNAMED_SOME = words("speakers", "unnamed_some")
_FRONTED = re.compile(r"^(?:%s)\s+" % "|".join(sorted(FRONTED_CUES)), re.I)
_POSSESSIVE = re.compile(r"['’]s?$")


def _group_phrase(doc, tok, people: list[Person]) -> str | None:
    """A plural noun phrase or names joined by "and", as a speaker: "Mr. Grassley and Mr. Leahy"."""
    span = doc[tok.left_edge.i:tok.right_edge.i + 1]
    names = list(dict.fromkeys(n for t in span if (n := person_at(people, t.idx, t.idx + len(t.text)))))
    if len(names) >= 2 and any(t.lower_ == "and" for t in span):  # "Senators Chuck Grassley and Patrick Leahy"
        return " and ".join(names)
    conj = [c for c in tok.children if c.dep_ == "conj"]
    if conj and any(c.dep_ == "cc" and c.lower_ in ("and", "&") for c in tok.children):
        parts = [tok] + conj
        if all(p.pos_ == "PROPN" or p.ent_type_ for p in parts):
            names = [person_at(people, p.idx, p.idx + len(p.text)) or doc_text(doc)[slice(*phrase(p))]
                     for p in parts]
            return " and ".join(dict.fromkeys(names))
    if tok.pos_ in ("NOUN", "PROPN") and "Plur" in tok.morph.get("Number") and tok.lemma_.lower() not in DOC_NOUNS:
        start, end = phrase(tok)
        prev = doc[tok.i - 1] if tok.i > 0 else None
        if prev is not None and prev.pos_ == "VERB" and prev.i > 1 and doc[prev.i - 1].lower_ == "to":
            start = prev.idx  # "according to show insiders"
        return re.sub(r"^(?:the|some|many|several|other|two|three)\s+", "", doc_text(doc)[start:end], flags=re.I)
    return None


def _resolve_they(doc, people: list[Person], subj) -> str | None:
    quoted = doc_cache(doc, people)["quoted"]
    for sent in sentences_before(doc, subj.idx, quoted):
        cands = clause_subjects(sent, subj.idx, quoted) + [
            t for t in (according_source(sent),) if t is not None and t.idx < subj.idx]
        for tok in sorted(cands, key=lambda t: (t.head.lemma_.lower() in SAY_VERBS or t.dep_ != "nsubj", t.i),
                          reverse=True):
            if tok.pos_ == "PRON":
                continue
            group = _group_phrase(doc, tok, people)
            if group:
                return group
    return None


# Qualifiers that leave a title bare ("Republican nominee Trump" is "the nominee"; "U.S. President Obama").
_HOME_QUALIFIERS = words("speakers", "home_qualifiers")


def _titled_person(doc, people: list[Person], noun: str, pos: int, modifiers: tuple = ()) -> str | None:
    """The person last mentioned before ``pos`` with the title ``noun`` ("President Obama")."""
    text = doc_text(doc)
    forms = _TITLE_FORMS.get(noun, (noun,))
    pat = re.compile(r"\b(?:%s)\.?\s+(?:[A-Z][\w.'’-]*\s+){0,2}$" % "|".join(forms), re.I)
    best, best_start = None, -1
    for p in people:
        for m in p.mentions:
            before = text[max(0, m.start - 40):m.start]
            title = pat.search(before)
            if not (best_start < m.start < pos and title):
                continue
            lead = before[:title.start()].lower().split()[-3:]
            if any(w.strip(",.") in ("vice", "former", "then", "ex", "deputy") for w in lead) \
                    or not all(w in before.lower() for w in modifiers):
                continue  # "Vice President Biden" is not "the president"; "the Republican nominee"
            qualifier = re.search(r"([A-Z][\w’'-]*)\s+$", before[:title.start()])
            if not modifiers and qualifier and qualifier.group(1).lower() not in _HOME_QUALIFIERS:
                continue  # "World Bank President Jim Yong Kim", "French President Hollande": not "the president"
            best, best_start = p.name, m.start
    return best


def _description_person(doc, people: list[Person], subj) -> str | None:
    """ "the president" / "the Republican nominee" -> the person meant, when the text says; a modifier
    that counts ("the four-term congressman", "the 67-year-old senator") tells no one apart."""
    noun = subj.lemma_.lower()
    modifiers = tuple(c.lower_ for c in subj.lefts if c.dep_ in ("amod", "compound") and c.is_alpha
                      and not any(x.like_num for x in c.subtree if x.i < c.i))  # not "four-term", "67-year-old"
    hit = _titled_person(doc, people, noun, subj.idx, modifiers)
    if hit or modifiers:
        return hit  # "the New York businessman" with nobody so titled: left as written
    quoted = doc_cache(doc, people)["quoted"]
    for sent in sentences_before(doc, subj.idx, quoted):
        for tok in reversed(clause_subjects(sent, subj.idx, quoted)):
            name = person_at(people, tok.idx, tok.idx + len(tok.text))
            if name and not (tok.head.lemma_ == "ask" and tok.dep_ == "nsubj"):  # "“...?” Borger asked. “...,”
                return name                                                      # the senator said": not the asker
    return None


def owned_speaker(doc, subj, people: list[Person]) -> str | None:
    """ "Trump's statement said" -> Trump; "a spokesperson for Boeing" / "Boeing's spokesman" ->
    "Boeing spokesperson": a document or spokesperson whose owner is named."""
    lemma = subj.lemma_.lower()
    if lemma not in DOC_NOUNS and lemma not in PERSON_ROLE_NOUNS:
        return None
    owner = _owner_token(subj, lemma)
    if owner is None or owner.pos_ == "PRON":
        return None
    if owner.ent_type_ in ("PERSON", "ORG", "GPE", "NORP") or person_at(people, owner.idx, owner.idx + 1):
        name = resolve_subject(doc, owner, people)
    elif owner.lemma_.lower() in ORG_NOUNS:
        name = org_named(doc, owner, people)
    else:
        name = None
    if not name:
        return None
    return name if lemma in DOC_NOUNS else _POSSESSIVE.sub("", name) + " " + subj.lower_


def _owner_token(subj, lemma: str):
    """The token naming whose document or spokesperson ``subj`` is: a possessive, the agent of
    "released by", the subject of "the letter she wrote", the object of "for / of / from" (or "by")."""
    owner = next((c for c in subj.children if c.dep_ == "poss"), None)
    if owner is None and lemma in DOC_NOUNS:  # "figures released Thursday by the Labor Department"
        for acl in (c for c in subj.children if c.dep_ == "acl" and c.lemma_.lower() in PUBLISH_VERBS):
            agent = next((c for c in acl.children if c.dep_ == "agent"), None)
            owner = next((c for c in agent.children if c.dep_ == "pobj"), None) if agent is not None else None
            if owner is not None:
                break
    if owner is None and lemma in DOC_NOUNS:  # "a speech Mrs. Clinton delivered", "the letter she wrote"
        rel = next((c for c in subj.children if c.dep_ == "relcl"), None)
        owner = next((c for c in rel.children if c.dep_ == "nsubj" and c.lower_ not in ("that", "which", "it")),
                     None) if rel is not None else None
    if owner is None:
        prep = next((c for c in subj.children if c.dep_ == "prep" and (c.lower_ in ("for", "of", "from") or c.lower_
                     == "by" and lemma in DOC_NOUNS)), None)  # "an analysis by the Pew Research Center"
        owner = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
    return owner


def resolve_subject(doc, subj, people: list[Person]) -> str | None:
    """Canonical speaker for the subject token of a speech (or denial) verb."""
    if subj is None:
        return None
    relative = _relative_pronoun(doc, subj, people)
    if relative is not None:
        return resolve_subject(doc, relative, people)
    if subj.pos_ == "PRON":
        return _pronoun(doc, subj, people)
    outlets = _outlet_conjuncts(subj)
    if outlets:  # "director Gary Ross and The Hollywood Reporter and Collider are reporting that he ...":
        return " and ".join(outlets)  # the outlets report, the person is what they report on
    named = _named_person(doc, subj, people)
    if named:
        return named[0]
    return _noun_phrase(doc, subj, people)


def _outlet_conjuncts(subj) -> list[str]:
    """The news outlets coordinated with a subject that is no outlet itself, as their display names."""
    from .outlets import outlet_subject

    if not subj.conjuncts or outlet_subject(subj):
        return []
    return [name for c in subj.conjuncts if (name := outlet_subject(c))]


def _relative_pronoun(doc, subj, people: list[Person]):
    """The token a relative "who / that / which" subject stands for ("Jane Doe, who said ..."), or None."""
    low = subj.lower_
    if not (low in ("who", "that", "which") and subj.head.dep_ == "relcl" and subj.head.head.i != subj.i
            and subj.head.head.pos_ in ("NOUN", "PROPN")):
        return None
    prev = doc[subj.i - 2] if subj.i >= 2 and doc[subj.i - 1].text == "," else None
    if low == "who" and prev is not None and prev.i != subj.head.head.i and prev.dep_ != "pobj" and (
            prev.ent_type_ == "PERSON" or person_at(people, prev.idx, prev.idx + len(prev.text))):
        return prev  # "..., Patti LaBelle and Stevie Wonder, who joked"
    owner = appositive_person(doc, subj.head.head, people) if low == "who" else None  # "X, an analyst at Y, who"
    return subj.head.head if owner is None else owner  # "Jane Doe, who said ..."


def _pronoun(doc, subj, people: list[Person]) -> str | None:
    """he / she, they, it (``it_speaker``), I and you (Q/A turns, the author), "those close to him", "some"."""
    low = subj.lower_
    if low in HE_SHE:
        return resolve_he_she(doc, people, subj.idx, low)
    if low in THEY:
        return _resolve_they(doc, people, subj)
    if low == "it":  # "The company ... It said", "a letter ... It says"
        return resolve_it(doc, people, subj, resolve_subject)
    outside = not inside(subj.idx, doc_cache(doc, people)["quoted"])
    if low in ("i", "you") and outside:
        turn = interview_turn(doc, people, subj.idx)  # "A: I think ...", "Q: You said ...": the interviewee
        if turn and (turn[0] == "A") == (low == "i"):
            return turn[1]
    if low == "i" and outside:
        return "the author"  # first person outside quotation marks: the writer (an op-ed, a letter)
    if low in _QUANTIFIERS and any(c.dep_ in ("amod", "prep", "acl", "relcl") and c.i > subj.i for c in subj.children):
        return doc_text(doc)[subj.idx:subj.right_edge.idx + len(subj.right_edge.text)]
    if low in _UNNAMED_SOME and subj.head.tag_ in ("VBD", "VBZ", "VBP"):
        return subj.text  # "Some say ...", "another says": an unnamed source, as written
    return None  # "we", "you"; a bare "some" or "all" names nobody


def _named_person(doc, subj, people: list[Person]):
    """(name,) for a subject in (or titling) a PERSON entity, else None."""
    ent = ent_at(doc, subj.i)
    if (ent is None or ent.label_ != "PERSON") and subj.lower_.rstrip(".") in _TITLES \
            and subj.i + 1 < len(doc) and doc[subj.i + 1].ent_type_ == "PERSON":
        ent = next((e for e in doc_ents(doc) if e.start == subj.i + 1), None)
    if ent is None or ent.label_ != "PERSON":
        return None
    said = _FRONTED  # "Said Ellis:", "Stated Stone:" read as one name
    name = said.sub("", ent.text)
    return (said.sub("", person_at(people, ent.start_char, ent.end_char) or match_person(name, people) or name),)


def _noun_phrase(doc, subj, people: list[Person]) -> str | None:
    """A noun subject: an appositive person, a person, a name, an owned document or spokesperson, "his
    family", "the president" / "the department" resolved, a group; else the phrase as written."""
    start, end = phrase(subj)
    for c in subj.children:  # an appositive person: "a spokesperson, Jane Doe, said"
        if c.dep_ == "appos":  # a name in it, not a modifier: "Priorities USA, a pro-Clinton super PAC,"
            hit = next((n for t in c.subtree if t.pos_ == "PROPN" and (n := person_at(people, t.idx, t.idx + 1))), None)
            if hit:
                return hit
    hit = person_at(people, subj.idx, subj.idx + len(subj.text))
    if hit:
        return hit
    text = doc_text(doc)[start:end]
    if subj.pos_ == "PROPN" or subj.ent_type_:
        named = match_person(text, people) or match_person(subj.text, people)
        if named:
            return named
        group = _group_phrase(doc, subj, people)
        return group if group and " and " in group else nominal(doc, subj, people)
    owner = owned_speaker(doc, subj, people)
    if owner:
        return owner
    pron = next((c for c in subj.children if c.dep_ == "poss" and c.lower_ in ("his", "her")), None)
    if pron is not None and pron.i == subj.left_edge.i:  # "his family said" -> "Colin Powell's family"
        whose = resolve_he_she(doc, people, pron.idx, "he" if pron.lower_ == "his" else "she")
        if whose:
            return f"{whose}'s {doc_text(doc)[pron.idx + len(pron.text):end].strip()}"
    return _described(doc, subj, people) or _group_or_text(doc, subj, people, text)


def _described(doc, subj, people: list[Person]) -> str | None:
    """ "the president" (the person the article titles so), "the department" (the organisation named)."""
    lemma = subj.lemma_.lower()
    definite = any(c.dep_ in ("det", "poss") and c.lower_ in ("the", "this", "that") for c in subj.children)
    bare = not any(c.dep_ in ("prep", "appos", "acl", "relcl") for c in subj.children)
    if lemma in PERSON_DESCRIPTIONS and definite and bare and "Plur" not in subj.morph.get("Number"):
        hit = _description_person(doc, people, subj)
        if hit:
            return hit
    if lemma in ORG_NOUNS and lemma not in PERSON_ROLE_NOUNS and definite and bare:
        org = org_named(doc, subj, people)
        if org:
            return org
    return None


def _group_or_text(doc, subj, people: list[Person], text: str) -> str:
    group = _group_phrase(doc, subj, people)
    if group and " and " in group:
        return group
    return text
