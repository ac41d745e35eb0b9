"""Pronoun resolution for speakers: who "he" / "she" is, from the article's own text.

A small salience model over the sentences before the pronoun (the pronoun's own first):
subjects of main clauses and of speech verbs come first, then "according to X" sources, then
other people mentioned; chains of the same pronoun are followed back to a name ("Fowler said
... he argued ... “...,” he said" -> Fowler); people the article genders the other way are
skipped. Unnamed gendered subjects ("one of the daughters of ...", "my mother") count as people.
A pronoun in a clause that opens its sentence stands for the main subject after it ("After he
blasted the film, Pastor Kevin Swanson ..."). Genders come from titles, the pronouns after a
mention and common given names ("James", "Hillary"). Also here: parse-repair helpers for speech
verbs (a titled name after an inverted verb, a subject hung on the verb above) and Q/A turns.
Per-document caches (genders, quoted spans, resolved pronouns) live in ``doc.user_data``.
"""

from __future__ import annotations

import bisect
import re

from ..model import Person
from .description_antecedent import description_subject
from .doc import doc_ents, doc_sents, doc_text, sent_bounds
from .given_names import FEMALE_GIVEN as _FEMALE_GIVEN, MALE_GIVEN as _MALE_GIVEN
from .honorifics import FEMALE, FEMALE_COURTESY, HONORIFICS, MALE, MALE_COURTESY, TITLE_ABBREVIATIONS, alternation
from .lexicon import regex, words
from .matchers import match_starts
from .span_index import PeopleIndex, SpanIndex, inside

SAY_VERBS = words("speakers", "say_verbs")
HE_SHE = words("speakers", "he_she")
THEY = words("speakers", "they")
_MALE = regex("speakers", "male")
_FEMALE = regex("speakers", "female")
# A subject pronoun votes twice: "his" / "her" / "him" after a name are as often about someone else
# the sentence mentions ("Mukasey said the scandal is the latest in her career").
_NOMINATIVE = words("speakers", "nominative")
_MALE_TITLE = re.compile(rf"\b(?:{alternation(MALE | MALE_COURTESY)})\.?\s+$")
_FEMALE_TITLE = re.compile(rf"\b(?:{alternation(FEMALE | FEMALE_COURTESY | {'madam'})})\.?\s+$")
# “...” (also closed by a straight " right after , . ! ? or when no ” follows on the line), "..."
# (also closed by a ” right after , . ! ?: web copy mixes the two kinds of marks), NYT-style ''...''.
QUOTE_RE = re.compile(r"“([^“”\n]+?)(?:”|(?<=[,.!?…])\"(?=[\s)]|$)"
                      r"|\"(?=[\s,.;:!?)]|$)(?![^“”\n]*”)|(?=\n|$))"
                      r"|\"([^\"“”\n]+?[,.!?…])”(?=[\s)]|$)|\"([^\"\n]+)\""
                      r"|(?<!')''(?!')([^\n]+?)''(?!')")
_FEMALE_NOUNS = words("speakers", "female_nouns")
_MALE_NOUNS = words("speakers", "male_nouns")
_LOOKBACK = 3  # sentences searched for an antecedent, the pronoun's own included


def person_at(people: list[Person], start: int, end: int) -> str | None:
    """The person whose mention overlaps characters start:end (by binary search for a ``PeopleIndex``)."""
    if isinstance(people, PeopleIndex):
        return people.person_at(start, end)
    for p in people:
        for m in p.mentions:
            if m.start < end and start < m.end:
                return p.name
    return None


def person_genders(text: str, people: list[Person]) -> dict[str, str]:
    """ "m" / "f" for the people the article itself genders: a title (Mr., Mrs., Ms.) before a
    mention, else the first he/his/him or she/her after mentions, up to the next person's mention
    or two sentences on (majority vote, a subject pronoun counting twice); only a mention that is
    the first person of its sentence votes by pronoun ("Ayotte has not endorsed Trump ... she" is
    Ayotte's). People left unknown are not in the result. Words inside quotation marks neither
    vote nor are voted for (a quoted "she" is often someone else)."""
    spans = [(m.start(), m.end()) for m in QUOTE_RE.finditer(text)]
    if spans:
        chars = list(text)
        for a, b in spans:
            chars[a:b] = " " * (b - a)
        text = "".join(chars)
    marks = sorted((m.start, m.end, p.name) for p in people for m in p.mentions if text[m.start:m.start + 1].strip())
    votes: dict[str, list[int]] = {}
    for i, (start, end, name) in enumerate(marks):
        v = votes.setdefault(name, [0, 0])
        titled = _title_gender(text, start)
        if titled:
            v[titled == "f"] += 3
        opening = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start), text.rfind("? ", 0, start)) + 1
        if any(n != name and opening <= a for a, _, n in marks[max(0, i - 6):i]):
            continue  # not the first person of its sentence: a pronoun after it is more often the subject's
        stop = next((a for a, _, n in marks[i + 1:] if n != name), len(text))
        window = text[end:min(stop, end + 300)]
        cut = [k.end() for k in re.finditer(r"[.!?][”\"]?\s", window)]
        window = window[:cut[1]] if len(cut) > 1 else window
        he, she = _MALE.search(window), _FEMALE.search(window)
        if he and (not she or he.start() < she.start()):
            v[0] += 2 if he.group().lower() in _NOMINATIVE else 1
        elif she:
            v[1] += 2 if she.group().lower() in _NOMINATIVE else 1
    for p in people:  # "James B. Comey", "Hillary Clinton": the given name
        given = _given_gender(p.name)
        if given:
            votes.setdefault(p.name, [0, 0])[given == "f"] += 4
    return {n: ("m" if a > b else "f") for n, (a, b) in votes.items() if a != b and max(a, b) >= 2}


_TITLE_WORDS = HONORIFICS | TITLE_ABBREVIATIONS | words("speakers", "name_title_words")


def named_genders(text: str, people: list[Person]) -> dict[str, str]:
    """ "m" / "f" for the people whose name says it: a courtesy title before a mention ("Ms. Horton",
    "Mr. Issa") or a given name of one gender ("Hillary Clinton"); not the pronouns near them, which
    ``person_genders`` also counts and which a story about two people can mislead."""
    out: dict[str, set[str]] = {}
    for p in people:
        said = {_given_gender(p.name)} | {_title_gender(text, m.start) for m in p.mentions}
        said.discard(None)
        if said:
            out[p.name] = said
    return {n: next(iter(g)) for n, g in out.items() if len(g) == 1}


def _given_gender(name: str) -> str | None:
    """ "m" / "f" when the first word of ``name`` after its titles is a given name of one gender."""
    first = next((w for w in name.lower().replace(".", " ").split() if w not in _TITLE_WORDS), "")
    return "f" if first in _FEMALE_GIVEN else "m" if first in _MALE_GIVEN else None


def _title_gender(text: str, start: int) -> str | None:
    """ "m" / "f" when a courtesy title ("Mr.", "Ms.") stands right before ``text[start:]``."""
    before = text[max(0, start - 8):start]
    return "m" if _MALE_TITLE.search(before) else "f" if _FEMALE_TITLE.search(before) else None


def doc_cache(doc, people: list[Person]) -> dict:
    """Per-document, per-people-list caches kept in ``doc.user_data``."""
    key = ("storyline.speakers", tuple(p.name for p in people))
    cache = doc.user_data.get(key)
    if cache is None:
        text = doc_text(doc)
        cache = doc.user_data[key] = {
            "genders": person_genders(text, people), "pronouns": {},
            "quoted": SpanIndex((m.start(), m.end()) for m in QUOTE_RE.finditer(text))}
    return cache


def sentences_before(doc, pos: int, quoted=()):
    """The sentence holding ``pos`` and the ones before it, nearest first: at most _LOOKBACK of
    them, not counting sentences wholly inside quotation marks (given as ``quoted`` spans)."""
    out = []
    sents = doc_sents(doc)
    k = bisect.bisect_left(sent_bounds(doc)[0], pos)  # the sentences that start before ``pos``: sents[:k]
    for sent in reversed(sents[:k]):
        if quoted and sent.start_char < pos <= sent.end_char:
            out.append(sent)
        elif not quoted or any(not t.is_punct and not inside(t.idx, quoted) for t in sent):
            out.append(sent)
        if len(out) == _LOOKBACK:
            break
    return out


def clause_subjects(sent, pos: int, quoted) -> list:
    """Subjects, before ``pos``, of the sentence's main clause or of a speech verb in it."""
    out = []
    for tok in sent:
        if tok.idx >= pos or tok.dep_ not in ("nsubj", "nsubjpass") or inside(tok.idx, quoted):
            continue
        verb = tok.head
        if verb.dep_ == "ROOT" or (verb.dep_ == "conj" and verb.head.dep_ == "ROOT") \
                or (verb.lemma_.lower() in SAY_VERBS and tok.dep_ == "nsubj"):  # not "X is alleged to"
            out.append(tok)
    for verb in [sent.root] + [c for c in sent.root.children if c.dep_ == "conj"]:
        if verb.idx < pos and verb.pos_ in ("VERB", "AUX") and not any(
                c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in verb.children):
            stray = _stray_subject(sent, verb, quoted)
            if stray is not None and stray not in out:
                out.append(stray)
                out.sort(key=lambda t: t.i)
    return out


def _stray_subject(sent, verb, quoted):
    """ "Reached by POLITICO, Hammond, the committeeman, hesitated ...": a main verb the parser left
    without a subject (the name hung on the fronted phrase); the name just before the verb, with
    only its appositive between, is its subject."""
    doc = sent.doc
    prev = doc[verb.i - 1] if verb.i > sent.start else None
    if prev is not None and prev.tag_ == "MD" and prev.text[:1].isupper() and verb.tag_ in ("VBD", "VBN", "VBZ"):
        return prev  # "Will called for Republicans to ...": George Will, a surname read as a modal
    for tok in reversed(doc[sent.start:verb.i]):
        if tok.ent_type_ == "PERSON" and tok.pos_ == "PROPN" and not inside(tok.idx, quoted):
            sub = {t.i for t in tok.subtree}
            if all(t.i in sub or t.is_punct for t in doc[tok.i + 1:verb.i]):
                return tok
            return None
    return None


def _gendered_phrase(doc, tok, people: list[Person], gender: str) -> str | None:
    """ "One of the daughters of Harold Hale" for a subject that is a woman (or man) the text does
    not name, so that a following "she said" is hers, not the last man's."""
    nouns = _FEMALE_NOUNS if gender == "f" else _MALE_NOUNS
    head = tok
    if tok.lemma_.lower() not in nouns:
        head = next((g for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"
                     for g in c.children if g.dep_ == "pobj" and g.lemma_.lower() in nouns), None)
    left = tok.left_edge.i
    if head is None or tok.pos_ in ("PROPN", "PRON") or (left > 0 and tok.doc[left - 1].text == "-") or any(
            t.dep_ == "poss" and t.lower_ not in ("my", "our") for t in tok.doc[left:head.i + 1]):
        return None  # "His ex-wife agreed": someone the article may name; left to the names ("my mother": not)
    text = doc_text(doc)
    out = text[tok.left_edge.idx:head.idx + len(head.text)]
    of = next((g for c in head.children if c.dep_ == "prep" and c.lower_ == "of"
               for g in c.children if g.dep_ == "pobj"), None)
    owner = person_at(people, of.idx, of.idx + len(of.text)) if of is not None else None
    return f"{out} of {owner}" if owner else out


def resolve_he_she(doc, people: list[Person], subj_pos: int, pronoun: str, depth: int = 0) -> str | None:
    """The person "he" / "she" at ``subj_pos`` stands for (see the module docstring), or None."""
    cache = doc_cache(doc, people)
    memo = cache["pronouns"]
    if (subj_pos, pronoun) in memo:
        return memo[(subj_pos, pronoun)]
    skip = "f" if pronoun in ("he", "him") else "m"
    excluded = {n for n, g in cache["genders"].items() if g == skip} | _own_objects(doc, people, subj_pos)
    quoted = cache["quoted"]
    found = _topic(doc, people, subj_pos, excluded) or _cataphor(doc, people, subj_pos, excluded) \
        or _fronted(doc, people, subj_pos, excluded) or _relative_head(doc, people, subj_pos, excluded)
    for sent in sentences_before(doc, subj_pos, quoted) if found is None else ():
        found = _in_sentence(doc, people, sent, subj_pos, pronoun, depth, excluded, found)
        if found:
            break
    if found is None:
        found = last_person_before(doc, people, subj_pos, excluded, quoted)
    for sent in sentences_before(doc, subj_pos, quoted) if found is None else ():
        found = next((n for t in reversed(clause_subjects(sent, subj_pos, quoted))  # "The minister said ...
                      if t.dep_ == "nsubj" and (n := description_subject(t))), None)  # “...,” he said": no name
        if found:
            break
    memo[(subj_pos, pronoun)] = found
    return found


def _in_sentence(doc, people: list[Person], sent, subj_pos: int, pronoun: str, depth: int, excluded,
                 found: str | None) -> str | None:
    """The antecedent one sentence before (or holding) the pronoun gives: a main-clause subject of its
    gender (an asker's answerer, an unnamed woman or man, a chain of the same pronoun), else a possessor
    when nobody is the subject, else a person the sentence mentions; ``found`` when none."""
    quoted = doc_cache(doc, people)["quoted"]
    skip = "f" if pronoun in ("he", "him") else "m"
    about_someone = False  # a person (of either gender) is a main subject of the sentence
    for tok in reversed(clause_subjects(sent, subj_pos, quoted)):
        name = _person_of(tok, people)
        if name and tok.dep_ == "nsubj" and sent.end_char <= subj_pos and tok.head.lemma_ == "ask" \
                and _verb_at(doc, subj_pos) != "ask":
            name = _asked(tok.head, people)  # "Conroy asked Sanders whether ... “...,” he said": the answer
            if name is None:
                continue  # "... when Tapper asked whether ...": not the asker
        about_someone = about_someone or (name is not None and name not in excluded)
        if name and name not in excluded:
            found = name
        elif name is None and _gendered_phrase(doc, tok, people, "m" if skip == "f" else "f"):
            found = _gendered_phrase(doc, tok, people, "m" if skip == "f" else "f")
        elif tok.lower_ in HE_SHE and (tok.lower_ in ("he", "him")) == (pronoun in ("he", "him")) \
                and depth < 12:
            found = resolve_he_she(doc, people, tok.idx, tok.lower_, depth + 1)
            found = None if found in excluded else found  # "Cuban said he ... “...,” he said of Baker"
        if found:
            break
    if found is None and not about_someone:  # "Sanders's role is under discussion, but he has said"
        found = next((n for t in reversed(clause_subjects(sent, subj_pos, quoted))
                      if (n := _possessor(t, people)) and n not in excluded), None)
    if found is None:
        own = sent.start_char <= subj_pos < sent.end_char  # not k == 0: a sentence-initial "He" is not in the list
        found = _mentioned(sent, people, subj_pos, excluded, quoted, own, about_someone)
    return found


def _verb_at(doc, pos: int) -> str:
    span = doc.char_span(pos, pos + 1, alignment_mode="expand")
    return span[0].head.lemma_ if span is not None and len(span) else ""


def _asked(verb, people: list[Person]) -> str | None:
    """The person a question was put to ("Conroy asked Sanders whether ..."); None when none is named or
    the asking is a subordinate clause ("... when Tapper asked whether ...") -- then the asker is not
    who answers in the next sentence; a main-clause asker with nobody asked stays ("Trump asked.")."""
    asked = next((c for c in verb.children if c.dep_ in ("dobj", "dative")), None)
    name = _person_of(asked, people) if asked is not None else None
    if name is None and verb.dep_ in ("ROOT", "conj"):
        subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        return _person_of(subj, people) if subj is not None else None
    return name


def _own_objects(doc, people: list[Person], pos: int) -> set[str]:
    """People named as arguments of a subject pronoun's own verb ("he told Hannity", "he said of
    Trump", "she said to Reyes", "He insisted Curiel had ..."): the pronoun does not stand for them."""
    span = doc.char_span(pos, pos + 1, alignment_mode="expand")
    tok = span[0] if span is not None and len(span) else None
    if tok is None or tok.dep_ != "nsubj":
        return set()
    verb = tok.head
    args = [c for c in verb.children if c.dep_ in ("dobj", "dative")]
    args += [g for c in verb.children if c.dep_ == "prep" and c.lower_ in ("of", "to", "about")
             for g in c.children if g.dep_ == "pobj"]
    args += [g for c in verb.children if c.dep_ == "ccomp" for g in c.children if g.dep_ == "nsubj"]
    quoted = doc_cache(doc, people)["quoted"]
    out = set()
    for a in args:
        if a.i > tok.i and a.pos_ == "PROPN" and not inside(a.idx, quoted):
            name = person_at(people, a.idx, a.idx + len(a.text))
            out |= {name} if name else {p.name for p in people if p.name.split()[-1:] == [a.text]}
    return out


_AS_FOR = regex("speakers", "as_for")


def _topic(doc, people: list[Person], pos: int, excluded) -> str | None:
    """ "As for Trump, he said he's not worried": a pronoun right after a fronted "as for X" topic is X."""
    text = doc_text(doc)
    m = _AS_FOR.search(text, max(0, pos - 80), pos)
    if m is None or inside(pos, doc_cache(doc, people)["quoted"]):
        return None
    name = person_at(people, m.start(1), m.end(1))
    return name if name and name not in excluded else None


# Subordinators of a clause fronted before the main clause ("While he has said ..., Sanders must").
_FRONTING = words("speakers", "fronting")


def _cataphor(doc, people: list[Person], pos: int, excluded) -> str | None:
    """ "After he blasted the film, Pastor Kevin Swanson set his sights on ...", "While he's said he'll
    fight on, Sanders must decide ...": a pronoun in a subordinate clause that opens the sentence
    stands for the main clause's subject after it, when that is a person of its gender."""
    span = doc.char_span(pos, pos + 1, alignment_mode="expand")
    tok = span[0] if span is not None and len(span) else None
    if tok is None or tok.lower_ not in HE_SHE or inside(pos, doc_cache(doc, people)["quoted"]):
        return None
    clause = tok.head
    while clause.dep_ != "advcl" and clause.head.i != clause.i and clause.dep_ in ("ccomp", "xcomp", "conj", "aux"):
        clause = clause.head
    main = clause.head
    if clause.dep_ != "advcl" or main.i < clause.i or not any(
            c.dep_ == "mark" and c.lower_ in _FRONTING for c in clause.children):
        return None
    sent = tok.sent
    if any(t.is_alpha and t.pos_ not in ("CCONJ", "ADV") for t in doc[sent.start:clause.left_edge.i]):
        return None  # the clause must open the sentence ("But while he ...")
    subj = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass") and c.i > clause.right_edge.i), None)
    name = _person_of(subj, people) if subj is not None else None
    return name if name and name not in excluded else None


def _fronted(doc, people: list[Person], pos: int, excluded) -> str | None:
    """ "When Mr. Rubio did take Mr. Trump on, he did it sideways", "when I asked Bernie Sanders if he
    would ever endorse her, he looked ...": a subject pronoun of a main clause after a fronted "when /
    after / as ..." clause stands for that clause's subject (for a first-person subject, the person it
    asked or met), when that is a person of its gender."""
    span = doc.char_span(pos, pos + 1, alignment_mode="expand")
    tok = span[0] if span is not None and len(span) else None
    if tok is None or tok.dep_ != "nsubj" or tok.lower_ not in HE_SHE or inside(pos, doc_cache(doc, people)["quoted"]):
        return None
    clause = next((c for c in tok.head.children if c.dep_ == "advcl" and c.right_edge.i < tok.i and any(
        m.dep_ in ("mark", "advmod") and m.lower_ in _FRONTING and m.i < c.i for m in c.children)), None)
    subj = next((c for c in clause.children if c.dep_ == "nsubj"), None) if clause is not None else None
    if subj is not None and subj.lower_ in ("i", "we"):
        subj = next((c for c in clause.children if c.dep_ in ("dobj", "dative")), None)
    name = _person_of(subj, people) if subj is not None else None
    return name if name and name not in excluded else None


def _relative_head(doc, people: list[Person], pos: int, excluded) -> str | None:
    """ "Rep. Joe Wilson, the South Carolina congressman who gained national attention in 2009 when he
    yelled “You lie!”": a pronoun inside a "who" clause stands for the person the clause describes (the
    name, or the name its appositive belongs to), when that is a person of its gender."""
    span = doc.char_span(pos, pos + 1, alignment_mode="expand")
    tok = span[0] if span is not None and len(span) else None
    if tok is None or tok.lower_ not in HE_SHE or inside(pos, doc_cache(doc, people)["quoted"]):
        return None
    rel = next((a for a in tok.ancestors if a.dep_ == "relcl"), None)
    if rel is None or not any(c.lower_ == "who" and c.dep_ == "nsubj" and c.i < tok.i for c in rel.children):
        return None
    head = rel.head
    for _ in range(3):  # "Wilson, the ... congressman who": up the appositive to the name
        name = _person_of(head, people) if head.pos_ in ("PROPN", "NOUN") else None
        if name or head.dep_ != "appos":
            break
        head = head.head
    return name if name and name not in excluded else None


# Writings and remarks whose author's possessive makes the author the one the sentence is about.
_AUTHORED = words("speakers", "authored")


def _person_of(tok, people: list[Person]) -> str | None:
    """The person a subject names: itself, or its appositive ("The minister of the economy, Mr.
    Guajardo Villarreal, argues")."""
    name = person_at(people, tok.idx, tok.idx + len(tok.text))
    if name is None and tok.pos_ == "PROPN" and len(tok.text) > 2:  # "North Carolina’s Ada Fisher": a known
        same = {p.name for p in people if p.name.split()[-1:] == [tok.text]}  # surname the people list did not
        name = same.pop() if len(same) == 1 else None                         # mark here
    if name is None and tok.pos_ in ("PROPN", "NOUN") and tok.text[:1].isupper() and tok.ent_type_ in ("PERSON", ""):
        name = _misspelt(tok.text, people)  # "Wines believes" after "Leslie Wimes"
        if name is None and tok.ent_type_ == "PERSON" and tok.pos_ == "PROPN" and not re.search(
                r"\b(?:in|to|from|at|near|outside) %s\b" % re.escape(tok.text), doc_text(tok.doc)):
            name = tok.text  # a name the people list missed; not a place ("immigrated to Clarkston")
    if name is None and tok.lemma_.lower() in _AUTHORED:  # "Tuttle's article also attacked Christie ... He calls"
        owner = _owner_name(tok)
        name = person_at(people, owner.idx, owner.idx + len(owner.text)) if owner is not None else None
    if name is None:
        appos = [c for c in tok.children if c.dep_ == "appos"]
        appos += [g for c in appos if c.pos_ == "NOUN" for g in c.children if g.dep_ == "appos"]
        for c in appos:  # "The other man, his cousin James York, 40, cited ...": the appositive's own appositive
            if c.dep_ == "appos":  # "Trump's wife, Melania, is scheduled ...": a name the people list missed too
                name = person_at(people, c.idx, c.idx + len(c.text)) or (
                    c.text if c.ent_type_ == "PERSON" and c.pos_ == "PROPN" and c.text[:1].isupper() else None)
                if name:
                    break
    return name


# Nouns for people: a possessive before them names someone else ("Trump's spokesman said").
PERSON_NOUNS = words("speakers", "person_nouns")

def _owner_name(tok):
    """The name in the possessive before a noun ("Tuttle's article"; the parser says poss or nmod)."""
    doc = tok.doc
    return next((c for c in tok.children if c.pos_ == "PROPN" and (c.dep_ == "poss" or c.dep_ == "nmod"
                 and c.i + 1 < len(doc) and doc[c.i + 1].lower_ in ("'s", "’s"))), None)


def _possessor(tok, people: list[Person]) -> str | None:
    """A subject that is a person's thing, not a person ("Sanders's role is under discussion", "FBI
    Director James Comey's news conference", "One of Trump's earlier jeremiads"): that person, whom
    a following he / she most likely means when no person is the sentence's subject."""
    if tok.lower_ in ("one", "some", "many", "most"):
        tok = next((g for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"
                    for g in c.children if g.dep_ == "pobj"), tok)
    if tok.pos_ != "NOUN" or tok.lemma_.lower() in PERSON_NOUNS or tok.lower_ in PERSON_NOUNS:
        return None
    owner = _owner_name(tok)
    return person_at(people, owner.idx, owner.idx + len(owner.text)) if owner is not None else None


def _mentioned(sent, people: list[Person], pos: int, excluded, quoted, own: bool, about_someone: bool) -> str | None:
    """A sentence with no person of the right gender as main subject: its "according to X"
    source; else, when no person at all is its main subject, the last person it mentions outside
    quotation marks ("..., which concerns Henry Crespo, president of the caucus. “...,” he
    said"); in the pronoun's own sentence, the last subject of any clause before the pronoun."""
    src = according_source(sent)
    if src is not None and src.idx < pos:
        name = person_at(people, src.idx, src.idx + len(src.text))
        if name and name not in excluded:
            return name
    if about_someone:
        return None
    for tok in reversed(list(sent)):
        if tok.idx >= pos or inside(tok.idx, quoted) or (own and tok.dep_ != "nsubj"):
            continue  # in the pronoun's own sentence only a subject ("Ms. LaBelle got a roar when she added")
        top = tok
        while top.dep_ == "compound" and top.head.i != top.i:
            top = top.head  # "the White House James S. Brady briefing room": a room, not a person
        if top is not tok and top.dep_ != "compound" and top.ent_type_ != "PERSON" \
                or tok.dep_ in ("compound", "nmod", "poss") and tok.head.ent_type_ != "PERSON" \
                or tok.dep_ == "pobj" and tok.head.head.pos_ in ("NOUN", "PROPN"):
            continue  # "the Clinton campaign", "enthusiasm for Trump": not someone the sentence is about
        name = person_at(people, tok.idx, tok.idx + len(tok.text))
        if name and name not in excluded:
            return name
    return None


def _misspelt(word: str, people: list[Person]) -> str | None:
    """The one person whose surname is ``word`` but for one letter ("Wines" for "Wimes")."""
    from rapidfuzz.distance import Levenshtein

    if len(word) < 5 or not word[:1].isupper():
        return None
    hits = {p.name for p in people if p.name.split()
            and Levenshtein.distance(p.name.split()[-1].lower(), word.lower()) == 1
            and p.name.split()[-1][:1].lower() == word[:1].lower()}
    return hits.pop() if len(hits) == 1 else None


def last_person_before(doc, people: list[Person], pos: int, excluded=frozenset(), quoted=()) -> str | None:
    """The person mentioned last before ``pos`` outside quotation marks (else a PERSON entity). The
    mentions are read back from ``pos`` in the order of their starts (kept once per document), not
    all of them for each pronoun: a long article's many "he" cost each a step or a few."""
    best, best_start = None, -1
    starts, order = _mention_order(doc, people)
    for k in range(bisect.bisect_left(starts, pos) - 1, -1, -1):
        start, end, name = order[k]
        if end <= pos and name not in excluded and not inside(start, quoted):
            best, best_start = name, start
            break
    if best is None:
        for ent in doc_ents(doc):
            if ent.label_ == "PERSON" and ent.end_char <= pos and ent.start_char > best_start \
                    and not any(n.split()[-1:] == ent.text.split()[-1:] for n in excluded):
                best, best_start = ent.text, ent.start_char
    return best


def _mention_order(doc, people: list[Person]) -> tuple[list[int], list[tuple[int, int, str]]]:
    """(starts, (start, end, name)) of every mention of ``people``, by start (for one start, the person
    listed first last, so that reading back finds it first, as a scan of ``people`` in order would)."""
    cache = doc_cache(doc, people)
    if "mention_order" not in cache:
        order = sorted(((m.start, -n, m.end, p.name) for n, p in enumerate(people) for m in p.mentions))
        cache["mention_order"] = ([o[0] for o in order], [(o[0], o[2], o[3]) for o in order])
    return cache["mention_order"]


def according_source(sent):
    """The head noun of X in "according to X" ("according to show insiders" -> insiders, even
    when the parser takes "show" for a verb): the first "according to" of the sentence (the Matcher
    pattern ``according_to`` of data/speakers.toml) with a word after it."""
    doc = sent.doc
    starts = match_starts(doc, "speakers", "according_to")
    k = bisect.bisect_left(starts, sent.start)
    if k == len(starts) or starts[k] > sent.end - 3:
        return None
    a = starts[k]
    head = None
    for t in doc[a + 2:min(a + 8, sent.end)]:
        if t.pos_ in ("NOUN", "PROPN"):
            head = t
        elif t.pos_ not in ("DET", "ADJ", "NUM", "VERB") and head is not None or t.is_punct:
            break
    return head


# A party-and-state tag after a name ("Elijah Cummings (D-Md.)", "Trey Gowdy (R-S.C.)"): a politician.
_PARTY_TAG = re.compile(r"\s*\((?:D|R|I)\s*[-–]\s*[A-Z]")


def titled_name(doc, verb, people: list[Person]):
    """ "“...,” said former tech executive Carly Fiorina during the debate", "tweeted Rubio spokesman
    Alex Conant.": after an inverted speech verb, a name with its title or description before it;
    the person token that ends the phrase (the phrase stops at punctuation, a preposition or a verb)."""
    run = []
    for tok in doc[verb.i + 1:min(verb.i + 9, verb.sent.end)]:
        if tok.is_punct or tok.is_space or tok.pos_ in ("ADP", "AUX", "CCONJ", "SCONJ", "PRON") \
                or tok.pos_ == "VERB" and tok.dep_ != "amod" and not (tok.tag_ == "VBG" and tok.is_lower and run):
            break  # "ranking" / "acting" inside a title ("said Oversight ranking Democrat Elijah Cummings") is kept
        run.append(tok)
    party = len(run) >= 3 and run[-2].pos_ == "PROPN" and run[-1].pos_ == "PROPN" \
        and _PARTY_TAG.match(doc_text(doc), run[-1].idx + len(run[-1].text)) is not None
    if len(run) < 2 or not (run[-1].ent_type_ == "PERSON" or person_at(people, run[-1].idx, run[-1].idx + 1) or party):
        return None  # "said Hester" (one word) is read by the caller
    return run[-1]


def ancestor_subject(doc, verb, people: list[Person], quoted):
    """A speech verb the parser hung under another verb without a subject of its own ("Sen. Durbin,
    noting the size of Sanders's following, said, “...”", "Clinton, exasperated, famously
    responded: “...”"): the subject of the nearest verb above it, when that is a person named
    before the speech verb outside quotation marks."""
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        return None
    head = verb
    for _ in range(3):
        if head.head.i == head.i or head.dep_ in ("relcl", "acl", "ccomp", "xcomp", "csubj", "pcomp"):
            return None
        head = head.head
        subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is not None:
            if subj.i < verb.i and not inside(subj.idx, quoted) and (
                    subj.ent_type_ == "PERSON" or person_at(people, subj.idx, subj.idx + len(subj.text))
                    or subj.lower_ in ("he", "she")  # "He called it “shameful” and called on leaders “...”"
                    or any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in subj.children)):
                return subj  # "The Slate columnist David Auerbach went so far as to say: “...”" too
            return None
    return None


_TURN = re.compile(r"^[ \t]*(Q|A)[ \t]*[:.][ \t]", re.M)


def interview_turn(doc, people: list[Person], pos: int) -> tuple[str, str] | None:
    """In a question-and-answer transcript ("Q: You said ..." / "A: I think ..."), the turn holding
    ``pos`` ("Q" or "A", from the last label line at or before it) and the interviewee: the first
    person the article names (its headline or introduction: "Q&A with Vice President Joe Biden")."""
    text = doc_text(doc)
    cache = doc_cache(doc, people)
    if "turns" not in cache:
        labels = [(m.start(), m.group(1)) for m in _TURN.finditer(text)]
        kinds = {k for _, k in labels}
        first = min(((m.start, p.name) for p in people for m in p.mentions), default=None)
        cache["turns"] = (labels if kinds == {"Q", "A"} and len(labels) >= 4 else [], first[1] if first else None)
    labels, who = cache["turns"]
    turn = next((k for start, k in reversed(labels) if start <= pos), None)
    return (turn, who) if turn and who else None
