"""Attribution forms the parse misses, for quotes that have no cue of their own (split out of
``quotes``): a cue glued to the opening mark ("Ryan said,“Look ...”") and a quotation that opens a
sentence right after a sentence in which a person speaks ("Bystrom agreed. "Mainstream ...""); the
speech verb above evidence cited in a reported clause ("an email saying that the results show ...")."""

from __future__ import annotations

import bisect

from ..model import Person
from .coref import SAY_VERBS, person_at
from .doc import doc_sents, doc_text, sent_bounds
from .lexicon import regex, words
from .span_index import inside
from .speakers import resolve_subject

# "Ryan said,“Look, ...”": no space after the comma, so the tokenizer makes one token of the cue
# and the quotation's first word, and the parse has no speech verb.
_GLUED = regex("quotes", "glued")


def glued_cue(doc, people: list[Person], sent, ms: int) -> str | None:
    """The subject of a speech verb written against the opening mark (no space between)."""
    text = doc_text(doc)
    if ms == 0 or text[ms - 1].isspace():
        return None
    m = _GLUED.search(text, max(sent.start_char, ms - 80), ms)
    if m is None:
        return None
    span = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
    if span is None or not len(span):
        return None
    return resolve_subject(doc, span[-1], people)


def sentence_lead(doc, people: list[Person], sents, idx: int, ms: int, speech_verbs: frozenset,
                  person_at, marks: list[tuple[int, int]]) -> str | None:
    """A quotation that opens sentence ``idx`` with no cue, after a sentence of the same paragraph
    whose main subject is a person and that has a speech verb ("Iowa State's Dianne Bystrom agreed.
    "Mainstream Republicans ..."", "Clinton touted her record. "We need ...""): that person."""
    text = doc_text(doc)
    if idx == 0 or text[sents[idx].start_char:ms].strip(" \t“\"‘'"):
        return None
    prev = sents[idx - 1]
    if "\n" in text[prev.end_char:ms] or text[prev.start_char:prev.end_char].rstrip()[-1:] in "”\"’":
        return None  # another paragraph, or a sentence ending in a quotation (its speaker is carried)
    root = next((t for t in prev if t.dep_ == "ROOT"), None)
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subj is None or not (subj.ent_type_ == "PERSON" or person_at(people, subj.idx, subj.idx + len(subj.text))):
        return None
    if inside(subj.idx, marks):
        return None  # "“My dear Michael Cohen,” the speaker says": a name inside the quotation
    if not any(t.pos_ == "VERB" and t.lemma_.lower() in speech_verbs for t in prev):
        return None
    return resolve_subject(doc, subj, people)


def label_name(doc, people: list[Person], sent, ms: int, match_person, person_at) -> str | None:
    """A quotation after a verbless label line that names a person ("Rep. Trey Gowdy (R-S.C.):"I
    have not heard ..."", "Former secretary of state Hillary Rodham Clinton: "We learned ..."", as
    fact-check columns set out an exchange): the last person the label names."""
    text = doc_text(doc)
    line = text.rfind("\n", 0, ms) + 1
    start = max(line, sent.start_char)
    head = text[start:ms].rstrip(" \t")
    if not head.endswith(":") or not 1 < len(head.split()) <= 12:
        return None
    span = doc.char_span(start, start + len(head) - 1, alignment_mode="expand")
    if span is None or any(t.pos_ in ("VERB", "AUX") for t in span):
        return None
    ents = [e for e in span.ents if e.label_ == "PERSON"]
    if not ents:
        return None
    e = ents[-1]
    return person_at(people, e.start_char, e.end_char) or match_person(e.text, people) or e.text


# "“...,” a voice-over in the ad states.", "“...,” the email read.", "“...?” the 43-year-old asked in
# the video’s description.": a speech verb the tagger took for a plural noun; "“...,” an
# intelligence source, who was not authorized to speak, told Fox News.": a subject the parse put in the quotation.
_TRAILING = regex("quotes", "trailing")


def trailing_cue(doc, people: list[Person], me: int) -> str | None:
    """A described speaker and a present-tense speech verb right after the closing mark, when the
    parse found no cue ("“...,” a voice-over in the ad states.", "“...,” the Saudis state.")."""
    text = doc_text(doc)
    m = _TRAILING.match(text, me)
    if m is None:
        return None
    span = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
    if span is None or any(t.pos_ in ("VERB", "AUX") for t in span):
        return None
    return m.group(1)


def outer_speech(v, evidence_verbs: frozenset, phrasal_cues: frozenset):
    """ "The campaign sent an email saying that the results show ...", "Advisers are quick to point out
    ... that polls show ...": evidence ("show", "find") that a speaker cites in his own reported
    clause is his claim; the speech verb above it, when the evidence's subject is not someone."""
    subj = next((c for c in v.children if c.dep_ == "nsubj"), None)
    if v.lemma_.lower() not in evidence_verbs or subj is None or subj.ent_type_ in ("PERSON", "ORG", "NORP") \
            or subj.pos_ in ("PRON", "PROPN"):
        return None
    t = v
    for _ in range(4):
        if t.dep_ not in ("ccomp", "conj") or t.head.i == t.i:
            return None
        via = t.dep_
        t = t.head
        if via == "ccomp" and t.pos_ in ("VERB", "AUX") and (t.lemma_.lower() in SAY_VERBS or any(
                c.dep_ == "prt" and (t.lemma_.lower(), c.lower_) in phrasal_cues for c in t.children)):
            return t
    return None


# Cues only in the clause right after the closing mark, before or after their subject ("“...,” Kelly
# charged", "“...?” Beck questioned"; not "he was charged with “...”", "she questioned the “plan”").
AFTER_MARK_ONLY = words("quotes", "after_mark_only")


def after_mark(t) -> bool:
    """``t`` follows a closing quotation mark with at most its subject (a few name words) between."""
    i = t.i - 1
    while i >= 0 and t.i - i <= 5 and t.doc[i].pos_ in ("PROPN", "DET", "PRON", "ADJ", "NOUN") \
            and t.doc[i].text not in ("”", '"', "''"):
        i -= 1
    if i < 1 or t.doc[i].text not in ("”", '"', "''") or t.doc[i - 1].text not in (",", "?", "!", "…", "—"):
        return False
    return not any(w.text in ("“", '"', "''") for w in t.doc[max(0, i - 5):i - 1])  # not a title: ''This Week,''


def paragraph_lead(doc, people: list[Person], sents, ms: int, me: int) -> str | None:
    """A paragraph that is nothing but a quotation, after a paragraph whose last sentence has a
    person as its main subject ("Clinton restricted comments about breaking up big banks to
    hypothetical scenarios.\n\n“If any bank can't be managed effectively, it should be broken
    up.”"): that person; also the person of a speech aside in that sentence ("If anything, Ash argued in
    his email, the incident is an illustration of why ...")."""
    text = doc_text(doc)
    start = text.rfind("\n", 0, ms) + 1
    end = text.find("\n", me)
    end = len(text) if end < 0 else end
    if text[start:ms].strip() or text[me:end].strip(" .,;") or start == 0:
        return None
    ends = sent_bounds(doc)[1] if sents is doc_sents(doc) else [s.end_char for s in sents]
    prev = next((sents[k] for k in range(bisect.bisect_right(ends, start) - 1, -1, -1)  # sorted: the last that ends
                 if text[sents[k].start_char:sents[k].end_char].strip()), None)           # by ``start``, going back
    if prev is None or text[prev.end_char:start].count("\n") > 3 \
            or text[prev.start_char:prev.end_char].rstrip()[-1:] in "”\"":
        return None  # a paragraph ending in a quotation has its own speaker, carried above
    root = next((t for t in prev if t.dep_ == "ROOT"), None)
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subj is None or not (subj.ent_type_ == "PERSON" or person_at(people, subj.idx, subj.idx + len(subj.text))):
        aside = next((t for t in prev if t.lemma_.lower() in SAY_VERBS and t.pos_ == "VERB" and t.dep_ in (
            "parataxis", "advcl", "ccomp") and t.i > prev.start + 1 and t.doc[t.i - 2].text == ","), None)
        subj = next((c for c in aside.children if c.dep_ == "nsubj"), None) if aside is not None else None
        if subj is None or not person_at(people, subj.idx, subj.idx + len(subj.text)):
            return None  # "If anything, Ash argued in his email, the incident is ...": the aside's speaker
    return resolve_subject(doc, subj, people)
