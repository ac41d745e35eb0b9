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

from .doc import doc_text
from ..model import Person
from .coref import (HE_SHE, QUOTE_RE, SAY_VERBS, _THEY, according_source, doc_cache as _cache,  # noqa: F401
                    inside as _inside, last_person_before as _last_person_before, person_at, person_genders,
                    resolve_he_she as _resolve_he_she, sentences_before as _sentences_before,
                    clause_subjects as _clause_subjects, titled_name, ancestor_subject, interview_turn)
from .speaker_rules import (appositive_person, comma_subject, document_sender, modal_name_subject, name_then_stop,
                            party_tag_subject, relative_subject, reported_clause_speaker, reporting_verb)

ORG_NOUNS = frozenset(
    """agency department company ministry office firm group government administration campaign
    committee organization organisation police military army court bank party union council
    commission board embassy bureau service authority authorities institute university school
    network newspaper paper team club league corporation business spokesperson spokesman
    spokeswoman statement""".split()
)
# Things that "say" in news text: "a letter ... It says", "the report found".
DOC_NOUNS = frozenset(
    """report letter statement study memo memorandum complaint lawsuit suit ad advertisement survey poll
    filing order ruling document article editorial piece book brief email release post tweet transcript
    analysis audit bill motion petition message note website column op-ed indictment affidavit
    decision opinion review investigation finding findings data plan proposal video datum figure figures
    estimate estimates calculation calculations statistic statistics projection projections speech interview remarks
    testimony""".split()
)
# Verbs of publishing whose "by X" agent owns the document ("figures released by the department").
_PUBLISH_VERBS = frozenset("release publish issue compile post file produce prepare collect".split())
# Rank and title abbreviations the parser takes as a subject of their own ("said Sgt. Maria Lopez").
RANK_ABBREVIATIONS = frozenset("""sgt cpl lt capt insp supt const det gen col maj adm cmdr sen rep gov dr mr mrs
    ms prof rev cmdr comr snr sgt-maj""".split())
# "the president", "the senator": a description of a person the article names elsewhere.
PERSON_DESCRIPTIONS = frozenset(
    """president senator governor congressman congresswoman congressmember mayor nominee candidate
    businessman businesswoman billionaire mogul vice-president lawmaker legislator premier chancellor""".split()
)
_TITLE_FORMS = {"senator": ("senator", "sen"), "governor": ("governor", "gov"),
                "congressman": ("rep", "representative", "congressman"),
                "congresswoman": ("rep", "representative", "congresswoman")}
# Organisation nouns that fit any organisation ("Acme said ... The company said"), unlike "embassy".
_GENERIC_ORGS = frozenset("company firm group organization organisation business corporation agency office".split())
_PERSON_ROLE_NOUNS = frozenset("spokesperson spokesman spokeswoman official representative".split())
_TITLES = frozenset("""sen rep gov gen dr mr mrs ms president secretary senator representative governor
    judge justice minister chancellor mayor chief director spokesman spokeswoman spokesperson""".split())
# "Those close to him say", "some in the party argue": a group described by what follows.
_QUANTIFIERS = frozenset("those some many others several most all both each few".split())
# Pronoun subjects that are unnamed sources ("Some said they have cringed", "one company says ...,
# another says ..."): kept as written, not dropped.
_UNNAMED_SOME = frozenset("some others another many several".split())
# Speech verbs written before their subject ("said Hester", "wrote Cameron Easley").
_INVERTING = frozenset("""say said write add ask continue explain reply respond tweet muse note read recall quip joke
    declare insist argue counter complain observe opine agree remember charge question confess fume exhort""".split())
# A cue opening the sentence before its speaker, tagged as part of a name ("Said Ellis:", "Stated Stone:").
FRONTED_CUES = frozenset("said says stated added wrote asked continued explained replied responded".split())
_FRONTED = re.compile(r"^(?:%s)\s+" % "|".join(sorted(FRONTED_CUES)), re.I)
_POSSESSIVE = re.compile(r"['’]s?$")


def match_person(name: str, people: list[Person]) -> str | None:
    """Canonical name for a name as written: full name, alias or surname alone."""
    key = re.sub(r"\s+", " ", name).strip().lower()
    key = re.sub(r"^(?:mr|mrs|ms|dr|sen|rep|gov|gen|president|secretary)\.?\s+", "", key)
    if not key:
        return None
    for p in people:
        if key == p.name.lower() or key in (a.lower() for a in p.aliases):
            return p.name
    hits = [p.name for p in people if p.name.lower().split()[-1:] == key.split()[-1:]]
    if len(set(hits)) == 1:
        return hits[0]
    return None


def last_org_before(doc, pos: int, people: list[Person]) -> str | None:
    """The last organisation named before ``pos`` (not a person), without a leading "the"."""
    orgs = [e for e in doc.ents if e.label_ == "ORG" and e.end_char <= pos
            and person_at(people, e.start_char, e.end_char) is None]
    return re.sub(r"^the\s+", "", orgs[-1].text, flags=re.I) if orgs else None


def _org_named(doc, subj, people: list[Person]) -> str | None:
    """ "the department" -> the last organisation named with that word ("Department of Homeland
    Security"), else the last organisation named in this sentence or the one before."""
    orgs = [e for e in doc.ents if e.label_ == "ORG" and e.end_char <= subj.idx
            and person_at(people, e.start_char, e.end_char) is None]
    head = next((e for e in reversed(orgs) if subj.lemma_.lower() in e.text.lower().split()), None)
    if head is None and subj.lemma_.lower() in _GENERIC_ORGS:  # "the company": not "the embassy" after the Navy
        near = _sentences_before(doc, subj.idx)[:2]
        head = next((e for e in reversed(orgs) if near and e.start_char >= near[-1].start_char
                     and e.root.dep_ in ("nsubj", "nsubjpass")), None)
    return re.sub(r"^the\s+", "", head.text, flags=re.I) if head is not None else None


def _attribution_subject(doc, verb, people: list[Person]) -> str | None:
    """When the parsed subject is inside the quotation or a header ("“..., One of the best,” Rep.
    Jane Doe said", "THE BORROWING Back then, Mr. McKinley said"): the name nearest before the
    verb outside quotation marks in its sentence, else the name right after it ("said Hester")."""
    quoted = _cache(doc, people)["quoted"]
    sent = verb.sent
    before = [t for t in sent if t.i < verb.i and not _inside(t.idx, quoted) and not _header(t)]
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
    after = [t for t in sent if verb.i < t.i <= verb.i + 4 and not _inside(t.idx, quoted)]
    for tok in after:
        if tok.ent_type_ == "PERSON" or person_at(people, tok.idx, tok.idx + len(tok.text)):
            return resolve_subject(doc, tok, people)
    return None


# speech verbs whose passive subject is the one spoken to: "Staff were told that ...", "he was warned"
_TOLD_PASSIVE = frozenset("tell inform brief warn assure advise notify instruct".split())


def _header(tok) -> bool:
    """An all-capitals dateline or section header word ("WASHINGTON --", "THE BORROWING"), not an
    acronym subject ("CNS reported")."""
    if not (len(tok.text) > 1 and tok.text.isupper() and tok.is_alpha and tok.i - tok.sent.start < 6):
        return False
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    prv = doc[tok.i - 1] if tok.i > tok.sent.start else None
    org = next((e for e in doc.ents if e.start <= tok.i < e.end and e.label_ == "ORG"), None)
    return any(t is not None and not (org is not None and org.start <= t.i < org.end)  # "CBS DFW reports"
               and (t.text in ("--", "—", "–", "-") or (t.is_alpha and t.text.isupper() and len(t.text) > 1))
               for t in (nxt, prv))


# "people familiar with the matter", "officials close to the talks": the kind of anonymous source.
_SOURCE_ADJECTIVES = frozenset("familiar close knowledgeable".split())
# Nouns of a share of people ("three-fourths say", "18% who say"): their number belongs to the phrase.
_SHARES = frozenset("% percent per cent half halves third thirds fourth fourths fifth fifths quarter quarters".split())


def _phrase(tok) -> tuple[int, int]:
    """Characters of a noun with its compounds/determiners/adjectives (no clauses)."""
    deps = ("compound", "det", "amod", "poss", "nmod", "flat")
    if tok.pos_ == "NUM" or tok.lower_ in _SHARES:  # "at least 21,000", "three-fourths", "Six in 10", "18%"
        deps += ("nummod", "quantmod", "advmod")
    left = [c for c in tok.lefts if c.dep_ in deps]
    start = min([tok.idx] + [c.left_edge.idx for c in left])
    end = tok.idx + len(tok.text)
    for c in tok.rights:
        if c.dep_ in ("compound", "flat") or (c.dep_ == "prep" and c.lower_ in ("for", "of", "from")) \
                or c.dep_ == "amod" and c.lemma_.lower() in _SOURCE_ADJECTIVES \
                or c.dep_ == "quantmod" and tok.pos_ == "NUM" and c.lower_ in _SHARES:  # "nearly two-thirds of voters"
            end = max(end, c.right_edge.idx + len(c.right_edge.text))
    return start, end


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
            names = [person_at(people, p.idx, p.idx + len(p.text)) or doc_text(doc)[slice(*_phrase(p))]
                     for p in parts]
            return " and ".join(dict.fromkeys(names))
    if tok.pos_ in ("NOUN", "PROPN") and "Plur" in tok.morph.get("Number") and tok.lemma_.lower() not in DOC_NOUNS:
        start, end = _phrase(tok)
        prev = doc[tok.i - 1] if tok.i > 0 else None
        if prev is not None and prev.pos_ == "VERB" and prev.i > 1 and doc[prev.i - 1].lower_ == "to":
            start = prev.idx  # "according to show insiders"
        return re.sub(r"^(?:the|some|many|several|other|two|three)\s+", "", doc_text(doc)[start:end], flags=re.I)
    return None


def _resolve_they(doc, people: list[Person], subj) -> str | None:
    quoted = _cache(doc, people)["quoted"]
    for sent in _sentences_before(doc, subj.idx, quoted):
        cands = _clause_subjects(sent, subj.idx, quoted) + [
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
_HOME_QUALIFIERS = frozenset("republican democratic democrat gop presumptive presidential american".split())


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
    """ "the president" / "the Republican nominee" -> the person meant, when the text says."""
    noun = subj.lemma_.lower()
    modifiers = tuple(c.lower_ for c in subj.lefts if c.dep_ in ("amod", "compound") and c.is_alpha)
    hit = _titled_person(doc, people, noun, subj.idx, modifiers)
    if hit or modifiers:
        return hit  # "the New York businessman" with nobody so titled: left as written
    quoted = _cache(doc, people)["quoted"]
    for sent in _sentences_before(doc, subj.idx, quoted):
        for tok in reversed(_clause_subjects(sent, subj.idx, quoted)):
            name = person_at(people, tok.idx, tok.idx + len(tok.text))
            if name and not (tok.head.lemma_ == "ask" and tok.dep_ == "nsubj"):  # "“...?” Borger asked. “...,”
                return name                                                      # the senator said": not the asker
    return None


def _owner(doc, subj, people: list[Person]) -> str | None:
    """ "Trump's statement said" -> Trump; "a spokesperson for Boeing" / "Boeing's spokesman" ->
    "Boeing spokesperson": a document or spokesperson whose owner is named."""
    lemma = subj.lemma_.lower()
    if lemma not in DOC_NOUNS and lemma not in _PERSON_ROLE_NOUNS:
        return None
    owner = next((c for c in subj.children if c.dep_ == "poss"), None)
    if owner is None and lemma in DOC_NOUNS:  # "figures released Thursday by the Labor Department"
        for acl in (c for c in subj.children if c.dep_ == "acl" and c.lemma_.lower() in _PUBLISH_VERBS):
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
    if owner is None or owner.pos_ == "PRON":
        return None
    if owner.ent_type_ in ("PERSON", "ORG", "GPE", "NORP") or person_at(people, owner.idx, owner.idx + 1):
        name = resolve_subject(doc, owner, people)
    elif owner.lemma_.lower() in ORG_NOUNS:
        name = _org_named(doc, owner, people)
    else:
        name = None
    if not name:
        return None
    return name if lemma in DOC_NOUNS else _POSSESSIVE.sub("", name) + " " + subj.lower_


def _nominal(doc, subj, people: list[Person]) -> str:
    """A noun phrase subject as a speaker: its ORG entity, else the phrase as written."""
    if subj.ent_type_ == "ORG":
        ent = next((e for e in doc.ents if e.start <= subj.i < e.end), None)
        if ent is not None:
            return re.sub(r"^the\s+", "", ent.text, flags=re.I) if ent.text.lower().startswith("the ") \
                and len(ent) > 2 else ent.text
    start, end = _phrase(subj)
    return doc_text(doc)[start:end]


def resolve_subject(doc, subj, people: list[Person]) -> str | None:
    """Canonical speaker for the subject token of a speech (or denial) verb."""
    if subj is None:
        return None
    low = subj.lower_
    if low in ("who", "that", "which") and subj.head.dep_ == "relcl" and subj.head.head.i != subj.i \
            and subj.head.head.pos_ in ("NOUN", "PROPN"):
        prev = doc[subj.i - 2] if subj.i >= 2 and doc[subj.i - 1].text == "," else None
        if low == "who" and prev is not None and prev.i != subj.head.head.i and prev.dep_ != "pobj" and (
                prev.ent_type_ == "PERSON" or person_at(people, prev.idx, prev.idx + len(prev.text))):
            return resolve_subject(doc, prev, people)  # "..., Patti LaBelle and Stevie Wonder, who joked"
        owner = appositive_person(doc, subj.head.head, people) if low == "who" else None  # "X, an analyst at Y, who"
        return resolve_subject(doc, subj.head.head if owner is None else owner, people)  # "Jane Doe, who said ..."
    if subj.pos_ == "PRON":
        if low in HE_SHE:
            return _resolve_he_she(doc, people, subj.idx, low)
        if low in _THEY:
            return _resolve_they(doc, people, subj)
        if low == "it":  # "The company ... It said", "a letter ... It says"
            from .it_speaker import resolve_it  # its own module; imports this one

            return resolve_it(doc, people, subj)
        if low in ("i", "you") and not _inside(subj.idx, _cache(doc, people)["quoted"]):
            turn = interview_turn(doc, people, subj.idx)  # "A: I think ...", "Q: You said ...": the interviewee
            if turn and (turn[0] == "A") == (low == "i"):
                return turn[1]
        if low == "i" and not _inside(subj.idx, _cache(doc, people)["quoted"]):
            return "the author"  # first person outside quotation marks: the writer (an op-ed, a letter)
        if low in _QUANTIFIERS and any(c.dep_ in ("amod", "prep", "acl", "relcl") and c.i > subj.i for c in subj.children):
            return doc_text(doc)[subj.idx:subj.right_edge.idx + len(subj.right_edge.text)]
        if low in _UNNAMED_SOME and subj.head.tag_ in ("VBD", "VBZ", "VBP"):
            return subj.text  # "Some say ...", "another says": an unnamed source, as written
        return None  # "we", "you"; a bare "some" or "all" names nobody
    ent = next((e for e in doc.ents if e.start <= subj.i < e.end), None)
    if (ent is None or ent.label_ != "PERSON") and subj.lower_.rstrip(".") in _TITLES \
            and subj.i + 1 < len(doc) and doc[subj.i + 1].ent_type_ == "PERSON":
        ent = next((e for e in doc.ents if e.start == subj.i + 1), None)
    if ent is not None and ent.label_ == "PERSON":
        said = _FRONTED  # "Said Ellis:", "Stated Stone:" read as one name
        name = said.sub("", ent.text)
        return said.sub("", person_at(people, ent.start_char, ent.end_char) or match_person(name, people) or name)
    start, end = _phrase(subj)
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
        return group if group and " and " in group else _nominal(doc, subj, people)
    lemma = subj.lemma_.lower()
    owner = _owner(doc, subj, people)
    if owner:
        return owner
    pron = next((c for c in subj.children if c.dep_ == "poss" and c.lower_ in ("his", "her")), None)
    if pron is not None and pron.i == subj.left_edge.i:  # "his family said" -> "Colin Powell's family"
        whose = _resolve_he_she(doc, people, pron.idx, "he" if pron.lower_ == "his" else "she")
        if whose:
            return f"{whose}'s {doc_text(doc)[pron.idx + len(pron.text):end].strip()}"
    definite = any(c.dep_ in ("det", "poss") and c.lower_ in ("the", "this", "that") for c in subj.children)
    bare = not any(c.dep_ in ("prep", "appos", "acl", "relcl") for c in subj.children)
    if lemma in PERSON_DESCRIPTIONS and definite and bare and "Plur" not in subj.morph.get("Number"):
        hit = _description_person(doc, people, subj)
        if hit:
            return hit
    if lemma in ORG_NOUNS and lemma not in _PERSON_ROLE_NOUNS and definite and bare:
        org = _org_named(doc, subj, people)
        if org:
            return org
    group = _group_phrase(doc, subj, people)
    if group and " and " in group:
        return group
    return text


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


_POLL_NOUNS = frozenset("poll survey".split())


def _poll_source(doc, subj) -> str | None:
    """ "In a CNN/ORC poll released Monday, 31% of Republicans said ...", "According to a survey, 51
    percent of respondents said ...": a share of respondents speaks through the poll, which is the
    source of the finding."""
    share = subj.pos_ == "NUM" or subj.lower_ in _SHARES or subj.lemma_.lower() in ("majority", "minority", "plurality")
    if not share:
        return None
    for tok in subj.sent:
        if tok.lemma_.lower() in _POLL_NOUNS and tok.pos_ == "NOUN" and tok.head.lower_ in ("in", "to") \
                and tok.head.dep_ == "prep":
            start, end = _phrase(tok)
            acl = next((c for c in tok.children if c.dep_ == "acl" and c.tag_ == "VBN"), None)
            if acl is not None:  # "a poll released Sunday"
                end = max(end, acl.right_edge.idx + len(acl.right_edge.text))
            return doc_text(doc)[start:end]
    return None


def speaker_of(doc, verb, people: list[Person], depth: int = 0) -> str | None:
    """Speaker of a speech verb: its subject (or that of the verb it is conjoined to)."""
    v = verb
    prev = doc[verb.i - 1] if verb.i > verb.sent.start else None
    if verb.tag_ == "VBG" and prev is not None and not any(c.dep_.startswith("nsubj") for c in verb.children) \
            and (prev.ent_type_ == "PERSON" or person_at(people, prev.idx, prev.idx + len(prev.text))):
        return resolve_subject(doc, prev, people)  # "footage of Hillary Clinton asking, “...”"
    if prev is not None and prev.dep_ == "compound" and prev.head.i == verb.i and verb.pos_ == "VERB" and (
            prev.ent_type_ == "PERSON" or person_at(people, prev.idx, prev.idx + len(prev.text))) \
            and not _inside(prev.idx, _cache(doc, people)["quoted"]):
        return resolve_subject(doc, prev, people)  # "“Cruz,” Beck joked, ...": the name parsed as the verb's compound
    via_conj = False
    for _ in range(8):
        subjs = [c for c in v.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ not in ("PART", "PUNCT", "ADP")
                 and (any(ch.isalnum() for ch in c.text) or c.text == "%")]
        outside = [c for c in subjs if not _inside(c.idx, _cache(doc, people)["quoted"])]
        if len(subjs) > 1 and outside and len(outside) < len(subjs):
            subjs = outside  # "“... #Justdoit,” he wrote": a quoted word parsed as a second subject
        if len(subjs) > 1 and subjs[0].lower_.rstrip(".") in RANK_ABBREVIATIONS:
            subjs = subjs[1:]  # "said Sgt. Maria Lopez": the rank parsed as a subject of its own
        elif len(subjs) > 1 and all(c.i < v.i for c in subjs) and subjs[0].pos_ == "PROPN" \
                and (subjs[0].i > 0 and doc[subjs[0].i - 1].text in ("(", ",") or subjs[0].text.isupper()
                     and len(subjs[0].text) > 2 and doc[subjs[0].i + 1].text == ",") \
                and subjs[-1].pos_ in ("NOUN", "PROPN"):  # "PHILADELPHIA, July 25 (UPI) — The committee released"
            subjs = subjs[-1:]  # "RENO, Nev. (AP) — Donald Trump says": a dateline tag is not the subject
        elif comma_subject(doc, subjs, v) is not None:  # "Cross-referencing the records ..., the researchers found"
            subjs = [comma_subject(doc, subjs, v)]
        subj = subjs[0] if subjs else None
        if subj is not None and v is verb and verb.i + 1 < len(doc) and doc[verb.i + 1].text == "," \
                and doc[verb.i - 1].dep_ == "appos" and doc[verb.i - 1].pos_ == "NOUN" \
                and doc[verb.i - 1].head.i == subj.i and subj.i < verb.i - 2:
            a, b = _phrase(doc[verb.i - 1])  # "Clinton, a top aide said, “is ...”": a parenthetical cue
            return doc_text(doc)[a:b]        # whose subject the parser read as an appositive
        if subj is not None and v is verb and subj.i < v.i - 1 and v.lemma_.lower() in _INVERTING \
                and doc[v.i - 1].text == "," and v.i + 1 < v.sent.end and (doc[v.i + 1].ent_type_ == "PERSON" or person_at(
                    people, doc[v.i + 1].idx, doc[v.i + 1].idx + 1)) and name_then_stop(doc, doc[v.i + 1]):
            return resolve_subject(doc, doc[v.i + 1], people)  # "The contrast with Trump, said Doyle, ..."
        if subj is not None:
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
            if _inside(subj.idx, _cache(doc, people)["quoted"]) or _header(subj):
                return _attribution_subject(doc, verb, people)
            return _poll_source(doc, subj) or resolve_subject(doc, subj, people)
        pv = doc[v.i - 2] if v.i > 1 and doc[v.i - 1].is_space else doc[v.i - 1]  # "“...,”\xa0added Gowdy"
        if v is verb and (v.lemma_.lower() in _INVERTING or v.lower_ in FRONTED_CUES) and v.tag_ != "VBG" and (
                v.i == v.sent.start or pv.text in (
                "”", '"', "''", ",", "’", ":")):  # "Said Ellis:", "“...,” said Hester"; not "saying Trump's"
            after = [t for t in doc[v.i + 1:min(v.i + 4, v.sent.end)] if not t.is_punct and not t.is_space]
            if after and _inside(after[0].idx, _cache(doc, people)["quoted"]):
                after = []  # "he said, adding, “Hillary’s overwhelmingly qualified”": the words, not the speaker
            titled = titled_name(doc, v, people)
            if titled is not None:  # "said former tech executive Carly Fiorina", "tweeted Rubio spokesman Alex Conant"
                return resolve_subject(doc, titled, people)
            closed = pv.text in ("”", '"', "''")
            if after and after[0].lower_ == "another" and closed and after[0].dep_ in ("dobj", "nsubj", "attr") \
                    and (len(after) == 1 or after[1].is_punct):
                return after[0].text  # "“...,” tweeted another.": an unnamed source, as written
            indefinite = ("a", "an", "another")
            noun = after[0].head if after and (after[0].lower_ == "the" or after[0].lower_ in indefinite and closed
                                               and not _inside(after[0].idx, _cache(doc, people)["quoted"])) else None
            if noun is not None and (noun.pos_ == "NOUN" or noun.pos_ == "PROPN" and after[0].lower_ in indefinite) \
                    and noun.i <= v.i + 4 and doc[v.i - 1].text in "”\"',''" \
                    and (noun.dep_ in ("dobj", "attr") or noun.dep_ == "nsubj" and (noun.head.i == v.i or (
                        noun.i + 2 < len(doc) and doc[noun.i + 1].text == "," and doc[noun.i + 2].lower_ == "who"))):
                if noun.pos_ == "PROPN":  # "“...,” added another New Hampshire Democrat." / "a South Carolina Democrat"
                    return doc_text(doc)[after[0].idx:noun.idx + len(noun.text)]
                return resolve_subject(doc, after[0].head, people)  # "“...?” asked the boy, who ..."
            name = next((t for t in after[:1] if t.ent_type_ in ("PERSON", "ORG", "") and (
                t.ent_type_ or t.pos_ == "PROPN" or person_at(people, t.idx, t.idx + len(t.text)))), None)
            if name is not None and name.ent_type_ != "PERSON" and name.pos_ == "PROPN":
                run = [name] + [t for t in doc[name.i + 1:name.i + 3] if t.pos_ == "PROPN"]
                written = doc_text(doc)[run[0].idx:run[-1].idx + len(run[-1].text)]
                return person_at(people, name.idx, name.idx + 1) or match_person(written, people) or written
            if name is not None:
                return resolve_subject(doc, name, people)
        if v.dep_ == "acl" and v.head.i < v.i and (v.head.ent_type_ in ("PERSON", "ORG") or person_at(
                people, v.head.idx, v.head.idx + len(v.head.text))):
            return resolve_subject(doc, v.head, people)  # "footage of Trump saying, “...”"
        if v is verb and v.dep_ == "acl" and v.head.pos_ == "NOUN" and 0 < v.head.left_edge.i < v.i \
                and doc[v.head.left_edge.i - 1].text in ("”", '"', "''") and any(
                    c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in v.head.children):
            return resolve_subject(doc, v.head, people)  # "“...!” the GOP nominee, Donald Trump, tweeted Sunday"
        if v.dep_ == "acl" and v.head.i < v.i and v.head.lemma_.lower() in DOC_NOUNS:
            owner = _owner(doc, v.head, people)  # "the Council issued a statement calling the test “...”"
            issuer = next((c for c in v.head.head.children if c.dep_ == "nsubj"), None) \
                if v.head.dep_ == "dobj" else None
            if owner or issuer is not None:
                return owner or resolve_subject(doc, issuer, people)
        elif v.dep_ == "acl" and v.tag_ == "VBG" and (issuer := document_sender(v)) is not None:
            return resolve_subject(doc, issuer, people)  # "an email to supporters stating, “...”": the sender
        reporter = (reporting_verb(v) or reported_clause_speaker(v)) if v is verb else None
        if reporter is not None:  # "Trump told Newsmax that Romney “...,” adding, “...”": Trump adds
            v = reporter
            continue
        if v.dep_ == "advcl" and v.tag_ == "VBG" and _relative(v.head) and (doc[v.i - 1].text == "," or (
                doc[v.i - 1].lower_ in ("while", "as", "before", "after") and doc[v.i - 2].text in (",", "-", "—"))):
            v = _clause_verb(v.head.head)  # "... an architect who said he was stiffed, saying, “...”": the
            if v is None:                  # participle goes with the main clause, not the relative one
                break
        elif v.dep_ in ("conj", "xcomp", "advcl") and v.head.i != v.i:
            via_conj = v.dep_ == "conj"
            v = v.head
        elif v.dep_ == "pcomp" and v.head.dep_ == "prep" and v.head.head.i != v.head.i:
            v = v.head.head  # "sings to Clinton before asking her, “...”"
        else:
            break
    stray = ancestor_subject(doc, verb, people, _cache(doc, people)["quoted"])
    if stray is not None:  # "Durbin, noting the size of ..., said, “...”" parsed with "said" under "noting"
        return resolve_subject(doc, stray, people)
    stray = relative_subject(doc, verb, _cache(doc, people)["quoted"]) or party_tag_subject(doc, verb, people) \
        or modal_name_subject(doc, verb, people)  # "“...,” Will wrote.
    if stray is not None:  # "Levine, who has given money to Rubio, said", "Rep. Paul Ryan (R-WI) said"
        return resolve_subject(doc, stray, people)
    prev = doc[verb.i - 1] if verb.i > verb.sent.start else None
    if prev is not None and prev.pos_ == "SPACE" and prev.i > verb.sent.start and not any(
            c.dep_.startswith("nsubj") for c in verb.children) and doc[prev.i - 1].pos_ == "PROPN":
        return resolve_subject(doc, doc[prev.i - 1], people)  # "Trump\xa0added": a no-break space token
    tagged = verb.tag_ in ("VBD", "VBZ") or verb.tag_ == "VBN" and prev is not None and prev.i > 0 and doc[
        prev.i - 1].text == ","  # "Addressing ... Thursday, Trump described ...": the verb misread as a participle
    if prev is not None and tagged and (prev.ent_type_ == "PERSON" or person_at(
            people, prev.idx, prev.idx + len(prev.text))) and not _inside(prev.idx, _cache(doc, people)["quoted"]):
        return resolve_subject(doc, prev, people)  # "..., former president Bill Clinton said": name misparsed
    if verb.i == verb.sent.start and verb.tag_ == "VBG" and verb.i > 0 and depth < 2:
        before = doc[verb.i - 1].sent  # "Maher stated ... Adding, “...”": a participle fragment goes on
        cue = next((t for t in reversed(list(before)) if t.lemma_.lower() in SAY_VERBS and t.pos_ == "VERB"
                    and not _inside(t.idx, _cache(doc, people)["quoted"])), None)  # from the sentence before
        if cue is not None:
            return speaker_of(doc, cue, people, depth + 1)
    return None
