"""Named-entity mentions of an article, cleaned and typed: the first step of ``people.find_people``.

spaCy's entities are trimmed (articles, titles and honorifics before a name; possessives and stray
punctuation after it), retyped where the NER slipped (an honorific before an "organisation", a
person's name with an organisation word, a one-word "place" that speaks), split ("Fox News's Ed
Henry"; "Bill and Hillary"), and joined by names the NER missed ("Mr. X"; a proper noun that a move
or speech verb takes as subject or object).
"""

from __future__ import annotations

import re
from types import MappingProxyType

from .doc import doc_ents, doc_text
from .acronyms import is_acronym as _is_acronym
from .aliases import SUFFIXES, fold
from .given_names import GIVEN_NAMES
from .honorifics import HONORIFICS, dotted
from .lexicon import words
from .matchers import longest_from_each_start
from .name_repairs import APOSTROPHE_NAME as _APOSTROPHE_NAME
from .name_repairs import SHORT_NAME, apostrophe_names, cut_surnames, nicknamed, two_letter_given


KINDS = MappingProxyType(
    {"PERSON": "PERSON", "ORG": "ORG", "GPE": "GPE", "NORP": "NORP", "LOC": "OTHER", "FAC": "OTHER"}
)
# Words stripped from the front of a person name (titles, honorifics, qualifiers).
TITLE_WORDS = words("people", "title_words")
# Words that make a "person" an organisation.
ORG_WORDS = words("people", "org_words")
# Title words that are also common adjectives/nouns when written in lower case ("major Western democracies").
_LOWER_NOT_TITLES = words("people", "lower_not_titles")
# Companies, platforms and news agencies the NER often tags as people ("wrote on Twitter").
KNOWN_ORGS = words("people", "known_orgs")
# Rank abbreviations: a "name" ending in one is a rank read as a name ("RCMP Sgt").
_RANK_ABBREVIATIONS = words("common", "rank_abbreviations")
# Verbs whose subject/object is a person: a one-word "ORG" there is an NER slip ("Smith will replace").
MOVE_VERBS = words("people", "move_verbs")
# Verbs whose subject is a person when the NER tagged nothing ("Schiff said"), or only a place.
SPEECH_VERBS = words("people", "speech_verbs")
# Title-case headline words glued to a name by the NER ("Obama Says").
TAIL_WORDS = words("people", "tail_words")
_NOT_TITLES = words("people", "not_titles")
HONORIFICS = dotted(HONORIFICS)  # "mr", "mr." as tokens
# "D’Souza", "O’Brien": a surname the tagger reads as a common noun (the curly apostrophe)
_PUNCT_EDGE = "\"'“”‘’()[]{},;:.!?-–—*"
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)$")


def trim(text: str, start: int, end: int, kind: str) -> tuple[int, int]:
    """Shrink ``start:end`` past leading articles/titles and trailing possessives/punctuation."""
    while start < end and (text[start].isspace() or text[start] in _PUNCT_EDGE):
        start += 1
    changed = True
    while changed and start < end:
        changed = False
        seg = text[start:end]
        m = _POSSESSIVE.search(seg)
        if m and (m.start() > 0 and (seg[m.start() - 1].isalpha() or seg.endswith("s'"))):
            end = start + m.start()
            changed = True
        while start < end and (text[end - 1].isspace() or text[end - 1] in _PUNCT_EDGE.replace(".", "")):
            end -= 1
            changed = True
        if end > start and text[end - 1] == "." and kind == "PERSON":
            last = text[start:end].split()[-1].lower()
            if last not in SUFFIXES and not re.fullmatch(r"[a-z]\.", last):
                end -= 1
                changed = True
        words = text[start:end].split()
        lead = words[0].lower() if words else ""
        strip_lead = lead in ("the", "a", "an") or (kind == "PERSON" and lead in TITLE_WORDS)
        if strip_lead and len(words) > 1:
            nxt = text.index(words[1], start + len(words[0]))
            start = nxt
            changed = True
    return start, end


def person_ok(name: str) -> bool:
    """A plausible person name: 1-5 words, capitalised, no digits, no org words."""
    words = name.split()
    if not 1 <= len(words) <= 5 or any(ch.isdigit() for ch in name):
        return False
    if not words[-1][:1].isupper() or all(fold(w) in TITLE_WORDS for w in words):
        return False
    if fold(words[-1]).rstrip(".") in _RANK_ABBREVIATIONS:
        return False  # "RCMP Sgt"
    if len(words) == 1 and (len(name) <= 2 or fold(name) in KNOWN_ORGS or name.lower().endswith("ism")):
        return False  # "Az" (Arizona), "Twitter", "Mormonism"
    if len(words) > 1 and not name.isupper() and any(
            len(w) >= 3 and w.isupper() and w.isalpha() and fold(w) not in SUFFIXES for w in words):
        return False  # "Creston RCMP": an acronym inside a mixed-case name is an organisation ("III" is no acronym)
    return not any(fold(w) in ORG_WORDS for w in words)


def fix_kind(doc, ent, kind: str, text: str) -> str:
    """Correct obvious NER slips: honorific + ORG is a person, org-worded PERSON is an ORG."""
    if _titled_organisation(doc, ent, kind, text) or _person_by_use(ent, kind, text):
        return "PERSON"
    if kind == "PERSON" and (_is_acronym(text) or not person_ok(text) and not SHORT_NAME.fullmatch(text)):
        return "ORG" if any(fold(w) in ORG_WORDS for w in text.split()) or _is_acronym(text) else ""
    return kind


def _titled_organisation(doc, ent, kind: str, text: str) -> bool:
    """ "Mr. Steele", "President Trump", "MS. CLINTON" tagged as an organisation (one word after a title)."""
    prev = doc[ent.start - 1].text.lower() if ent.start > 0 else ""
    titled = prev in HONORIFICS or (prev in TITLE_WORDS and prev not in _NOT_TITLES)
    if titled and prev in _LOWER_NOT_TITLES and doc[ent.start - 1].text.islower():
        titled = False  # "major Western democracies", "special Olympics"
    return kind in ("ORG", "GPE", "NORP") and titled and " " not in text and text[:1].isupper() \
        and (not _is_acronym(text) or (text.isalpha() and len(text) > 3 and prev in HONORIFICS))


def _person_by_use(ent, kind: str, text: str) -> bool:
    """An organisation or place the parse shows to be a person: moved ("Smith will replace"), speaking
    ("McAuliffe has said"), with a title in apposition ("Jean-Marc Ayrault, the foreign minister"), or a
    given name that speaks ("Carly Fiorina said")."""
    root = ent.root
    if kind in ("ORG", "GPE") and len(ent) == 1 and not _is_acronym(text) and fold(text) not in ORG_WORDS \
            and root.dep_ in ("nsubj", "nsubjpass", "dobj") and root.head.lemma_ in MOVE_VERBS:
        return True
    if kind == "OTHER" and len(ent) == 1 and plain_name(text) and root.dep_ == "nsubj" \
            and root.head.lemma_ in SPEECH_VERBS:
        return True  # "McAuliffe has said": a location does not speak
    if kind in ("ORG", "GPE", "OTHER") and 2 <= len(text.split()) <= 3 and plain_name(text):
        # "Jean-Marc Ayrault, the foreign minister of France,": a person by apposition
        if any(c.dep_ == "appos" and c.lower_ in TITLE_WORDS and c.lower_ not in _NOT_TITLES for c in root.children):
            return True
        return text.split()[0].lower() in GIVEN_NAMES and root.dep_ in ("nsubj", "nsubjpass") \
            and root.head.lemma_ in SPEECH_VERBS | MOVE_VERBS  # "Carly Fiorina said"
    return False


def plain_name(text: str) -> bool:
    """Capitalised words only, no acronym, no organisation or place word."""
    words = text.split()
    return (
        not _is_acronym(text)
        and all(w[:1].isupper() and w.replace("-", "").replace("'", "").replace("’", "").isalpha() for w in words)
        and not any(fold(w) in ORG_WORDS for w in words)
    )


def entities(doc) -> list[tuple[str, int, int]]:
    """(kind, start, end) of cleaned entity mentions, plus "Mr. X" names the NER missed."""
    text = doc_text(doc)
    out: list[tuple[str, int, int]] = []
    covered: set[int] = set()
    lower_words = {t.text for t in doc if t.is_lower and t.is_alpha}
    for ent in doc_ents(doc):
        found = _ner_mention(doc, ent, text, lower_words)
        if found:
            out += found
            covered.update(range(ent.start, ent.end))
    out += _honorific_names(doc, text, covered)
    out += _verb_argument_names(doc, text, covered)
    out = two_letter_given(doc, cut_surnames(doc, apostrophe_names(doc, out)), TITLE_WORDS)  # "To Lam"
    out = nicknamed(text, out)  # William "Mo" Cowan
    return sorted(set(out), key=lambda x: (x[1], x[2]))


def _ner_mention(doc, ent, text: str, lower_words: set[str]) -> list[tuple[str, int, int]]:
    """The cleaned mention(s) of one NER entity: trimmed, retyped, split at "'s " and " and "; [] for none."""
    kind = KINDS.get(ent.label_)
    if kind is None:
        return []
    if kind == "PERSON" and all(t.text.lower() in lower_words for t in ent if t.is_alpha):
        return []  # "Turnout", "Gender Equality": common words in a title-case headline
    if kind == "PERSON" and _plural_noun_opener(doc, ent):
        return []  # "Deportations rose 19%": a plural noun capitalised only because it opens a sentence
    start, end = trim(text, ent.start_char, ent.end_char, kind)
    if end <= start:
        return []
    while kind == "PERSON" and " " in text[start:end] and fold(text[start:end].split()[-1]) in TAIL_WORDS:
        end = start + text[start:end].rstrip().rindex(" ")  # "Obama Says" in a title-case headline
        start, end = trim(text, start, end, kind)
    kind = fix_kind(doc, ent, kind, text[start:end])
    if not kind:
        return []
    poss = re.search(r"['’]s ", text[start:end])
    if poss and kind in ("ORG", "PERSON"):
        # "Radio Ostia's Maria Lund": an organisation, then a person
        cut = start + poss.start()
        right = start + poss.end()
        rest = text[right:end]
        if 2 <= len(rest.split()) <= 3 and person_ok(rest) and rest.split()[0].lower() not in TITLE_WORDS:
            return [("ORG", start, cut), ("PERSON", right, end)]
        return [("ORG", start, cut)] + ([("ORG", right, end)] if rest.strip() else [])
    if kind == "PERSON" and " and " in text[start:end]:
        left = text[start:end].split(" and ")[0]
        rs = text.index(" and ", start) + 5
        return [(kind, start, start + len(left)), (kind, rs, end)]
    return [(kind, start, end)]


def _honorific_names(doc, text: str, covered: set[int]) -> list[tuple[str, int, int]]:
    """ "Mr. X": the capitalised words after an honorific (the Matcher pattern ``honorific_name`` of
    data/people.toml), up to the first word of an entity already found."""
    out = []
    for i, end in longest_from_each_start(doc, "people", "honorific_name"):
        j = i + 1
        while j < end and j not in covered:
            j += 1
        if j > i + 1:
            s, e = trim(text, doc[i + 1].idx, doc[j - 1].idx + len(doc[j - 1]), "PERSON")
            if e > s:
                out.append(("PERSON", s, e))
    return out


def _verb_argument_names(doc, text: str, covered: set[int]) -> list[tuple[str, int, int]]:
    """ "Lyons resigned": a proper noun that a move verb takes as subject or object, or that a speech
    verb takes as subject, or conjoined to a person, is a person (with the names compounded to it)."""
    out = []
    for tok in doc:
        person_conj = tok.dep_ == "conj" and tok.head.ent_type_ == "PERSON" and tok.head.i in covered
        if (
            tok.i not in covered
            and (tok.tag_ in ("NNP", "NNPS") or _APOSTROPHE_NAME.match(tok.text))
            and (
                (tok.dep_ in ("nsubj", "nsubjpass", "dobj") and tok.head.lemma_ in MOVE_VERBS)
                or (tok.dep_ == "nsubj" and tok.head.lemma_ in SPEECH_VERBS and plain_name(tok.text))
                or person_conj
            )
            and not _is_acronym(tok.text)
            and fold(tok.text) not in ORG_WORDS | TITLE_WORDS
        ):
            left = tok
            while left.i > 0 and doc[left.i - 1].dep_ == "compound" and doc[left.i - 1].tag_ == "NNP":
                left = doc[left.i - 1]
            if all(t.i not in covered for t in doc[left.i : tok.i + 1]):
                s, e = trim(text, left.idx, tok.idx + len(tok.text), "PERSON")  # "Dr. Oz told"
                out.append(("PERSON", s, e))
    return out


def _plural_noun_opener(doc, ent) -> bool:
    """A one-word PERSON that opens its sentence, is tagged a plural common noun and is never written
    with a capital inside a sentence of the text ("Deportations rose"; not "Collins rose", nor
    "Lyons" of "Todd Lyons")."""
    if len(ent) != 1:
        return False
    tok = ent[0]
    if not tok.is_sent_start or tok.tag_ != "NNS" or tok.lemma_.lower() == tok.lower_:
        return False
    inside = doc.user_data.get("storyline.words_inside_sentences")
    if inside is None:  # the words written inside a sentence, read once per Doc, not once per entity
        inside = doc.user_data["storyline.words_inside_sentences"] = {t.text for t in doc if not t.is_sent_start}
    return tok.text not in inside
