"""Parse repairs and reading conventions for speakers, split out of ``speakers`` / ``coref`` (size).

Each function reads one convention of news attribution that the dependency parse gets wrong or
that the older rules did not know:

* ``relative_subject``: a speech verb left without a subject after a relative clause ("Levine, who
  has given money to Rubio, said", "a White House official who spoke anonymously ... said");
* ``modal_name_subject``: a surname read as a modal ("“...,” Will wrote");
* ``party_tag_subject``: a name with a party-and-state tag right before the verb ("Rep. Paul Ryan
  (R-WI) said");
* ``comma_subject``: of two subjects the parser gave one verb, the one after a comma ("Cross-
  referencing the records ..., the researchers found");
* ``reported_clause_speaker``: "He said the base went into ... and said ...": a speech verb conjoined
  to a reported clause is the reporter's;
* ``document_sender``: "sent a letter to lawmakers saying ...": the sender, not the addressees;
* ``appositive_person``: a relative "who" the parser hung on a person's appositive ("said Howard Rubel,
  a senior analyst at Jefferies, who notes") is that person;
* ``claimed``: "Trump's claim that Obama “founded ISIS”": the claimant's words, not Obama's;
* ``second_attribution``: a reported clause stops before a second attribution it contains ("Rubio
  suggested that ..., while Cruz said that ...");
* ``credit_line``: "Costa reported from Washington." closes an article; it attributes nothing;
* ``reporting_verb``, ``name_then_stop``: moved here from ``speakers`` (a participle after a reported
  clause is the reporter's; an inverted name that ends its clause).
"""

from __future__ import annotations

import re

from .doc import doc_text
from ..model import Person
from .coref import SAY_VERBS, inside, person_at
from .lexicon import regex, words

# Documents sent to someone ("an email to supporters stating", "a letter to lawmakers saying").
_SENT_DOCUMENTS = words("speakers", "sent_documents")
# Nouns of saying whose "that" clause is what someone said ("Trump's claim that ...").
_CLAIM_NOUNS = words("speakers", "claim_nouns")
_CONTRAST = words("speakers", "contrast")
_SUBJECTS = ("nsubj", "nsubjpass", "expl", "csubj")
_PARTY_TAG = re.compile(r"\((?:D|R|I)\s*[-–]\s*[A-Z][\w.]*\)\s*$")
_CREDIT = regex("speakers", "credit")


def _named(tok, people: list[Person]) -> bool:
    return tok.ent_type_ == "PERSON" or person_at(people, tok.idx, tok.idx + len(tok.text)) is not None


def relative_subject(doc, verb, quoted):
    """ "Of Carson, Levine, who has given money to Marco Rubio, said, “...”", "a White House official
    who spoke anonymously to discuss internal strategy said Wednesday, “...”": the parser left the
    speech verb without a subject (or with a preposition as one); the noun whose relative clause
    ends right before the verb is its subject."""
    if any(c.dep_ in _SUBJECTS and c.pos_ != "ADP" for c in verb.children):
        return None
    for tok in reversed(doc[verb.sent.start:verb.i]):
        if tok.pos_ not in ("NOUN", "PROPN") or inside(tok.idx, quoted):
            continue
        rel = next((c for c in tok.children if c.dep_ == "relcl" and c.i > tok.i
                    and any(w.lower_ == "who" and w.dep_.startswith("nsubj") for w in c.children)), None)
        if rel is not None and rel.right_edge.i < verb.i and all(
                t.is_punct or t.pos_ == "ADV" for t in doc[rel.right_edge.i + 1:verb.i]):
            return tok
    for c in verb.children:  # "Sanders, meanwhile, who sits at zero ..., said": parsed as one clause
        if c.dep_ in ("ccomp", "advcl") and c.i < verb.i and c.right_edge.i < verb.i:
            subs = [s for s in c.children if s.dep_ == "nsubj"]
            if any(s.lower_ == "who" for s in subs):
                return next((s for s in subs if s.pos_ in ("NOUN", "PROPN") and s.i < c.i), None)
    return None


_ADDRESSED = frozenset({"to", "with", "against", "toward", "towards"})  # who a text is sent to or meets


def party_tag_subject(doc, verb, people: list[Person]):
    """ "Speaker of the House Rep. Paul Ryan (R-WI) said “...”": a speech verb without a subject right
    after a name with its party-and-state tag; the name is the subject."""
    if any(c.dep_ in _SUBJECTS for c in verb.children) or verb.i < 3 or doc[verb.i - 1].text != ")":
        return None
    text = doc_text(doc)
    if not _PARTY_TAG.search(text, max(0, verb.idx - 12), verb.idx):
        return None
    opening = next((t for t in reversed(doc[max(verb.sent.start, verb.i - 8):verb.i - 1]) if t.text == "("), None)
    name = doc[opening.i - 1] if opening is not None and opening.i > verb.sent.start else None
    if name is None or name.pos_ != "PROPN" or not _named(name, people):
        return None
    if name.dep_ == "pobj" and name.head.lower_ in _ADDRESSED:  # "the letter addressed to Chairman Darrell
        above = name.head.head  # Issa (R-Calif.) reads": who is written to is no speaker; the document is
        return next((c for c in above.children if c.dep_ == "nsubj" and c.i < above.i and c.pos_ == "NOUN"), None)
    return name


def modal_name_subject(doc, verb, people: list[Person]):
    """ "“...,” Will wrote.", "Will described Trump as ...": a surname that is also a modal verb (George
    Will, Theresa May) read as the verb's auxiliary; a capitalised "modal" that the article names as a
    person, right before a speech verb without a subject, is the subject."""
    prev = doc[verb.i - 1] if verb.i > verb.sent.start else None
    if prev is None or prev.tag_ != "MD" or not prev.text[:1].isupper() or any(
            c.dep_ in _SUBJECTS for c in verb.children):
        return None
    return prev if person_at(people, prev.idx, prev.idx + len(prev.text)) else None


def comma_subject(doc, subjs: list, verb):
    """ "Cross-referencing congressional voting records ... between 2002 and 2010, the researchers
    found that ...": a fronted phrase the parser took for a second subject; the subject after the
    comma, nearest the verb, is the real one."""
    if len(subjs) < 2 or not all(s.i < verb.i for s in subjs):
        return None
    last, prior = subjs[-1], subjs[-2]
    gap = doc[prior.right_edge.i + 1:last.left_edge.i]
    if len(gap) and gap[-1].text == "," and last.pos_ in ("NOUN", "PROPN", "PRON") \
            and all(t.is_punct or t.is_space for t in doc[last.right_edge.i + 1:verb.i]):
        return last
    return None


def reported_clause_speaker(v):
    """ "He said the base immediately “went into collect mode ...” and said Stevens's rescue was always
    a priority", "acknowledging that Mr. Trump had tapped into a vein but warning that ...": a speech verb
    without a subject conjoined to the verb of a reported clause belongs to
    the verb that reports it."""
    if v.dep_ != "conj" or v.lemma_.lower() not in SAY_VERBS or any(c.dep_ in _SUBJECTS for c in v.children):
        return None
    clause = v.head
    if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in SAY_VERBS and clause.head.i < clause.i \
            and (clause.head.tag_ == "VBG" or any(c.dep_ == "nsubj" for c in clause.head.children)):
        return clause.head
    return None


def document_sender(v):
    """ "Her campaign blasted out an email to supporters stating, “...”", "X sent a letter to lawmakers
    saying ...": a participle the parser hung on the addressees belongs to the document sent; its
    sender (the subject of the verb whose object the document is) speaks."""
    head = v.head
    if head.dep_ != "pobj" or head.head.dep_ not in ("prep", "dative") or head.i > v.i:
        return None
    verb = head.head.head
    if not any(c.dep_ == "dobj" and c.lemma_.lower() in _SENT_DOCUMENTS for c in verb.children):
        return None
    return next((c for c in verb.children if c.dep_ == "nsubj"), None)


def appositive_person(doc, ante, people: list[Person]):
    """The person whose appositive holds ``ante``, the word a relative "who" was hung on ("said R. Gil
    Kerlikowske, the ... commissioner, who conceded"; "Alan Berger, a gynecologist from Englewood, New
    Jersey, who said"; "Nicky Driscoll, 24, from Manchester, who said"), or None."""
    if _named(ante, people):
        return None
    tok, crossed = ante, ante.dep_ == "appos" or ante.ent_type_ in ("GPE", "ORG", "LOC", "FAC")
    for _ in range(6):
        if tok.dep_ not in ("appos", "pobj", "prep", "compound", "conj", "npadvmod") or tok.head.i == tok.i:
            return None
        crossed = crossed or tok.dep_ == "appos"
        tok = tok.head
        if tok.pos_ == "PROPN" and _named(tok, people):
            return tok if crossed else None
    return None


def claimed(tok) -> tuple | None:
    """ "Donald Trump's claim that President Barack Obama “founded ISIS”", "his assertion that ...": a
    "that" clause (or the noun heading it, ``tok``) that is the content of a noun of saying whose owner
    the text names ("Trump's", "her", "by a potential president"): (the owner token,), else None. The
    clause's own subject (Obama) did not say it."""
    noun = tok if tok.pos_ == "NOUN" else tok.head
    clause = tok if noun.i != tok.i else next((c for c in tok.children if c.dep_ in ("acl", "ccomp")), None)
    if clause is None or clause.dep_ not in ("acl", "ccomp") or clause.head.i != noun.i or noun.pos_ != "NOUN" \
            or noun.lemma_.lower() not in _CLAIM_NOUNS \
            or not any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return None
    owner = next((c for c in noun.children if c.dep_ == "poss" and c.pos_ in ("PROPN", "NOUN", "PRON")), None)
    if owner is None:  # "the suggestion by a potential president that ..."
        owner = next((g for c in noun.children if c.dep_ == "prep" and c.lower_ == "by"
                      for g in c.children if g.dep_ == "pobj"), None)
    return (owner,) if owner is not None else None


def second_attribution(comp, verb) -> int | None:
    """Where a reported clause must stop: before a contrasting clause inside it that is a second
    attribution with a subject of its own ("Rubio suggested that someone ... can't be president, while
    Cruz said that ...", "..., though she noted clients are ..."), or None. Not "when he said" or
    "because no one can state": those are part of what is reported."""
    for t in comp.subtree:
        if t.i != verb.i and t.dep_ in ("advcl", "conj") and t.lemma_.lower() in SAY_VERBS \
                and t.pos_ in ("VERB", "AUX") and any(c.dep_ == "nsubj" and c.i < t.i for c in t.children) \
                and any(c.dep_ in ("mark", "cc") and c.lower_ in _CONTRAST for c in t.children) \
                and t.left_edge.i > comp.left_edge.i + 2:  # not a clause fronted in the reported one
            return t.left_edge.idx
    return None


def credit_line(text: str, start: int) -> bool:
    """ "Costa reported from Washington.", "Jane Doe contributed to this report.": a reporting credit
    at the end of an article, not the attribution of the quotation before it."""
    return _CREDIT.match(text, start) is not None


def reporting_verb(v):
    """ "X said (that) Y ..., adding / saying, “...”": a participle after a comma that the parser hangs
    on the reported clause belongs to the speech verb that reports it (X adds, not Y)."""
    doc = v.doc
    if not (v.tag_ == "VBG" and v.dep_ == "advcl" and v.lemma_.lower() in SAY_VERBS and v.i > 1
            and "," in (doc[v.i - 1].text, doc[v.i - 2].text + doc[v.i - 1].text)[doc[v.i - 1].text in "”\"’"]):
        return None
    h = v.head
    for _ in range(4):
        if h.dep_ == "ccomp" and h.head.lemma_.lower() in SAY_VERBS and h.head.pos_ in ("VERB", "AUX") \
                and any(c.dep_ == "nsubj" for c in h.head.children):
            return h.head
        if h.dep_ not in ("conj", "xcomp", "ccomp", "advcl") or h.head.i == h.i:
            return None
        h = h.head
    return None


def name_then_stop(doc, tok) -> bool:
    """The name phrase at ``tok`` ends the clause (", said Doyle and others, would ..."), so it is an
    inverted subject, not the subject of a reported clause (", said Obama failed to ...")."""
    end = tok.i
    while end + 1 < len(doc) and doc[end + 1].pos_ == "PROPN":
        end += 1
    if end + 2 < len(doc) and doc[end + 1].lower_ == "and" and doc[end + 2].lower_ in ("others", "colleagues"):
        end += 2
    return end + 1 < len(doc) and doc[end + 1].text in (",", ".", ";", "—", "--")
