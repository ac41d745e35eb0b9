"""People and organisations of an article (spaCy NER plus rules), and their merging across a story.

Within an article, person mentions are cleaned (titles, honorifics, possessives, stray
punctuation) and merged by alias rules: a bare surname joins the full name that carries it,
middle initials and suffixes are ignored ("Robert J. Hammer" = "Robert Hammer") unless the text
tells a father and son apart ("Donald Trump Jr." and "Trump Jr." beside "Donald Trump": aliases). An
organisation defined with an acronym ("Immigration and Customs Enforcement (ICE)") keeps the
acronym as an alias, and later bare acronyms map to it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from types import MappingProxyType

from ..model import Mention, Organization, Person, Sentence, Span
from .acronyms import MAX_ACRONYMS, find_acronyms, spelled_acronyms  # noqa: F401  (re-exported)
from .acronyms import is_acronym as _is_acronym
from .aliases import HONORIFIC_FORM, PARTICLES, SUFFIXES, _fold, _fullness, group_people, name_key  # noqa: F401
from .given_names import GIVEN_NAMES
from .initial_cut import cut_sentence_initials
from .name_repairs import APOSTROPHE_NAME as _APOSTROPHE_NAME
from .name_repairs import SHORT_NAME, apostrophe_names, cut_surnames, headline_people, shared_surnames, short_names
from .name_repairs import two_letter_given
from .people_filters import relabel_non_persons
from .people_kinds import initialism_people, relabel_outlets_parties_capitals

KINDS = MappingProxyType(
    {"PERSON": "PERSON", "ORG": "ORG", "GPE": "GPE", "NORP": "NORP", "LOC": "OTHER", "FAC": "OTHER"}
)

# Words stripped from the front of a person name (titles, honorifics, qualifiers).
TITLE_WORDS = frozenset(
    """mr mr. mrs mrs. ms ms. miss dr dr. sir dame lord lady madam prof prof. professor rev rev. reverend
    sen sen. senator rep rep. representative gov gov. governor lt lt. gen gen. general col col. colonel maj
    maj. major capt capt. captain sgt sgt. sergeant adm adm. admiral cmdr cmdr. commander officer agent
    president vice secretary director deputy acting interim former chief commissioner administrator mayor
    judge justice attorney ambassador chairman chairwoman chair spokesperson spokesman spokeswoman minister
    premier chancellor sheriff detective inspector superintendent pope king queen prince princess
    speaker leader assistant associate special counsel ceo coo cfo founder head executive manager aide
    adviser advisor czar border-czar press then-president incoming outgoing new the a an u.s. us
    homeland security white house attorney-general ag bishop archbishop cardinal pastor rabbi imam""".split()
)
# Words that make a "person" an organisation.
ORG_WORDS = frozenset(
    """department dept agency administration office bureau committee council commission court university
    college school inc inc. corp corp. co. llc ltd company group party association union institute
    foundation center centre service services police force army navy corps ministry government
    congress senate house network news times post journal press tribune herald media bank fund
    enforcement operations investigations security patrol protection customs immigration
    coalition alliance organization organisation board authority awards award prize club festival
    glacier mount mountain river lake island street avenue road boulevard bridge airport
    county province regency prefecture district ranger rangers""".split()
)
# Title words that are also common adjectives/nouns when written in lower case ("major Western democracies").
_LOWER_NOT_TITLES = frozenset("major general chief special associate head executive leader speaker agent officer "
                              "justice counsel acting interim deputy assistant king queen prince".split())
# Companies, platforms and news agencies the NER often tags as people ("wrote on Twitter").
KNOWN_ORGS = frozenset("""twitter facebook instagram youtube tiktok snapchat reddit netflix spotify moderna pfizer
    novavax astrazeneca google amazon apple microsoft tesla boeing airbus walmart xinhua reuters bloomberg
    politico axios""".split())
# Rank abbreviations: a "name" ending in one is a rank read as a name ("RCMP Sgt").
_RANK_ABBREVIATIONS = frozenset("sgt cpl lt capt insp supt const det gen col maj adm cmdr comr snr sen rep gov "
                                "dr mr mrs ms prof rev".split())
# Verbs whose subject/object is a person: a one-word "ORG" there is an NER slip ("Smith will replace").
MOVE_VERBS = frozenset(
    "replace succeed retire resign appoint name nominate oust fire dismiss reassign promote tap pull".split()
)
# Verbs whose subject is a person when the NER tagged nothing ("Schiff said"), or only a place.
SPEECH_VERBS = frozenset(
    "say tell ask add note write argue claim insist explain warn recall reply respond testify tweet".split()
)
# Title-case headline words glued to a name by the NER ("Obama Says").
TAIL_WORDS = frozenset(
    """says said say speech speaks campaign administration plan team era visit calls call slams warns
    vows urges asks rally interview statement tweets tweet wins loses""".split()
)
_NOT_TITLES = frozenset("the a an u.s. us homeland security white house new former incoming outgoing".split())
HONORIFICS = frozenset({"mr.", "mrs.", "ms.", "dr.", "mr", "mrs", "ms", "dr", "miss"})
# "D’Souza", "O’Brien": a surname the tagger reads as a common noun (the curly apostrophe)
_PUNCT_EDGE = "\"'“”‘’()[]{},;:.!?-–—*"
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)$")


def _trim(text: str, start: int, end: int, kind: str) -> tuple[int, int]:
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


def _person_ok(name: str) -> bool:
    """A plausible person name: 1-5 words, capitalised, no digits, no org words."""
    words = name.split()
    if not 1 <= len(words) <= 5 or any(ch.isdigit() for ch in name):
        return False
    if not words[-1][:1].isupper() or all(_fold(w) in TITLE_WORDS for w in words):
        return False
    if _fold(words[-1]).rstrip(".") in _RANK_ABBREVIATIONS:
        return False  # "RCMP Sgt"
    if len(words) == 1 and (len(name) <= 2 or _fold(name) in KNOWN_ORGS or name.lower().endswith("ism")):
        return False  # "Az" (Arizona), "Twitter", "Mormonism"
    if len(words) > 1 and not name.isupper() and any(
            len(w) >= 3 and w.isupper() and w.isalpha() and _fold(w) not in SUFFIXES for w in words):
        return False  # "Creston RCMP": an acronym inside a mixed-case name is an organisation ("III" is no acronym)
    return not any(_fold(w) in ORG_WORDS for w in words)


def _fix_org_kind(doc, ent, kind: str, text: str) -> str:
    """Correct obvious NER slips: honorific + ORG is a person, org-worded PERSON is an ORG."""
    prev = doc[ent.start - 1].text.lower() if ent.start > 0 else ""
    titled = prev in HONORIFICS or (prev in TITLE_WORDS and prev not in _NOT_TITLES)
    if titled and prev in _LOWER_NOT_TITLES and doc[ent.start - 1].text.islower():
        titled = False  # "major Western democracies", "special Olympics"
    if kind in ("ORG", "GPE", "NORP") and titled and " " not in text and text[:1].isupper():
        # "Mr. Steele", "President Trump", "MS. CLINTON" tagged as an organisation
        if not _is_acronym(text) or (text.isalpha() and len(text) > 3 and prev in HONORIFICS):
            return "PERSON"
    root = ent.root
    if (
        kind in ("ORG", "GPE")
        and len(ent) == 1
        and not _is_acronym(text)
        and _fold(text) not in ORG_WORDS
        and root.dep_ in ("nsubj", "nsubjpass", "dobj")
        and root.head.lemma_ in MOVE_VERBS
    ):
        return "PERSON"
    if (
        kind == "OTHER"
        and len(ent) == 1
        and _plain_name(text)
        and root.dep_ == "nsubj"
        and root.head.lemma_ in SPEECH_VERBS
    ):
        return "PERSON"  # "McAuliffe has said": a location does not speak
    if kind in ("ORG", "GPE", "OTHER") and 2 <= len(text.split()) <= 3 and _plain_name(text):
        # "Jean-Marc Ayrault, the foreign minister of France,": a person by apposition
        if any(c.dep_ == "appos" and c.lower_ in TITLE_WORDS and c.lower_ not in _NOT_TITLES for c in root.children):
            return "PERSON"
        if text.split()[0].lower() in GIVEN_NAMES and root.dep_ in ("nsubj", "nsubjpass") \
                and root.head.lemma_ in SPEECH_VERBS | MOVE_VERBS:
            return "PERSON"  # "Carly Fiorina said": a given name, and an organisation does not speak so
    if kind == "PERSON" and (_is_acronym(text) or not _person_ok(text) and not SHORT_NAME.fullmatch(text)):
        return "ORG" if any(_fold(w) in ORG_WORDS for w in text.split()) or _is_acronym(text) else ""
    return kind


def _plain_name(text: str) -> bool:
    """Capitalised words only, no acronym, no organisation or place word."""
    words = text.split()
    return (
        not _is_acronym(text)
        and all(w[:1].isupper() and w.replace("-", "").replace("'", "").replace("’", "").isalpha() for w in words)
        and not any(_fold(w) in ORG_WORDS for w in words)
    )


def _entities(doc) -> list[tuple[str, int, int]]:
    """(kind, start, end) of cleaned entity mentions, plus "Mr. X" names the NER missed."""
    text = doc.text
    out: list[tuple[str, int, int]] = []
    covered: set[int] = set()
    lower_words = {t.text for t in doc if t.is_lower and t.is_alpha}
    for ent in doc.ents:
        kind = KINDS.get(ent.label_)
        if kind is None:
            continue
        if kind == "PERSON" and all(t.text.lower() in lower_words for t in ent if t.is_alpha):
            continue  # "Turnout", "Gender Equality": common words in a title-case headline
        if kind == "PERSON" and _plural_noun_opener(doc, ent):
            continue  # "Deportations rose 19%": a plural noun capitalised only because it opens a sentence
        start, end = _trim(text, ent.start_char, ent.end_char, kind)
        if end <= start:
            continue
        while kind == "PERSON" and " " in text[start:end] and _fold(text[start:end].split()[-1]) in TAIL_WORDS:
            end = start + text[start:end].rstrip().rindex(" ")  # "Obama Says" in a title-case headline
            start, end = _trim(text, start, end, kind)
        kind = _fix_org_kind(doc, ent, kind, text[start:end])
        if not kind:
            continue
        poss = re.search(r"['’]s ", text[start:end])
        if poss and kind in ("ORG", "PERSON"):
            # "Radio Ostia's Maria Lund": an organisation, then a person
            cut = start + poss.start()
            right = start + poss.end()
            rest = text[right:end]
            out.append(("ORG", start, cut))
            if 2 <= len(rest.split()) <= 3 and _person_ok(rest) and rest.split()[0].lower() not in TITLE_WORDS:
                out.append(("PERSON", right, end))
            elif rest.strip():
                out.append(("ORG", right, end))
            covered.update(range(ent.start, ent.end))
            continue
        if kind == "PERSON" and " and " in text[start:end]:
            left = text[start:end].split(" and ")[0]
            out.append((kind, start, start + len(left)))
            rs = text.index(" and ", start) + 5
            out.append((kind, rs, end))
        else:
            out.append((kind, start, end))
        covered.update(range(ent.start, ent.end))
    for tok in doc:
        if tok.text.lower() in HONORIFICS and tok.i + 1 < len(doc) and tok.i + 1 not in covered:
            j = tok.i + 1
            while j < len(doc) and doc[j].text[:1].isupper() and doc[j].is_alpha and j not in covered:
                j += 1
            if j > tok.i + 1:
                s, e = _trim(text, doc[tok.i + 1].idx, doc[j - 1].idx + len(doc[j - 1]), "PERSON")
                if e > s:
                    out.append(("PERSON", s, e))
    for tok in doc:
        # "Lyons resigned": a proper noun that a move verb takes as subject/object is a person
        person_conj = tok.dep_ == "conj" and tok.head.ent_type_ == "PERSON" and tok.head.i in covered
        if (
            tok.i not in covered
            and (tok.tag_ in ("NNP", "NNPS") or _APOSTROPHE_NAME.match(tok.text))
            and (
                (tok.dep_ in ("nsubj", "nsubjpass", "dobj") and tok.head.lemma_ in MOVE_VERBS)
                or (tok.dep_ == "nsubj" and tok.head.lemma_ in SPEECH_VERBS and _plain_name(tok.text))
                or person_conj
            )
            and not _is_acronym(tok.text)
            and _fold(tok.text) not in ORG_WORDS | TITLE_WORDS
        ):
            left = tok
            while left.i > 0 and doc[left.i - 1].dep_ == "compound" and doc[left.i - 1].tag_ == "NNP":
                left = doc[left.i - 1]
            if all(t.i not in covered for t in doc[left.i : tok.i + 1]):
                s, e = _trim(text, left.idx, tok.idx + len(tok.text), "PERSON")  # "Dr. Oz told"
                out.append(("PERSON", s, e))
    out = two_letter_given(doc, cut_surnames(doc, apostrophe_names(doc, out)), TITLE_WORDS)  # "To Lam"
    return sorted(set(out), key=lambda x: (x[1], x[2]))


def _plural_noun_opener(doc, ent) -> bool:
    """A one-word PERSON that opens its sentence, is tagged a plural common noun and is never written
    with a capital inside a sentence of the text ("Deportations rose"; not "Collins rose", nor
    "Lyons" of "Todd Lyons")."""
    if len(ent) != 1:
        return False
    tok = ent[0]
    if not tok.is_sent_start or tok.tag_ != "NNS" or tok.lemma_.lower() == tok.lower_:
        return False
    return not any(t.text == tok.text and not t.is_sent_start for t in doc)


def _covered(ents: list[tuple[str, int, int]], n: int) -> bytearray:
    """1 for every character inside one of ``ents``."""
    taken = bytearray(n)
    for _, s, e in ents:
        taken[s:e] = b"\x01" * (e - s)
    return taken


def _add_surnames(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Uses of a known person's surname that the NER did not tag at all."""
    text = doc.text
    names = [[w for w in text[s:e].split() if _fold(w) not in SUFFIXES] for k, s, e in ents if k == "PERSON"]
    surnames = {ws[-1] for ws in names if len(ws) > 1}  # "Griffin" of "Robert Griffin III", not "III"
    surnames = {n for n in surnames if n[:1].isupper() and len(n) > 2 and _fold(n) not in TITLE_WORDS}
    out = list(ents)
    taken = _covered(ents, len(text))
    for tok in doc:
        if tok.text in surnames and not any(taken[tok.idx : tok.idx + len(tok.text)]):
            sfx = re.match(r",?\s(?:Jr\.|Sr\.|Jr|Sr|II|III|IV)(?![\w.])", text[tok.idx + len(tok.text):])
            end = tok.idx + len(tok.text) + (sfx.end() if sfx else 0)  # "Witt Jr." of "Bobby Witt Jr."
            out.append(("PERSON", tok.idx, end))
    return sorted(out, key=lambda x: (x[1], x[2]))


def _relabel_surnames(ents: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Mentions the NER typed as a place/organisation that the article shows to be a person.

    A one-word ORG/GPE equal to the surname of a person of the article; a form tagged PERSON
    more often than anything else in the article ("Cheeks" once ORG, five times PERSON); a
    two- or three-word ORG/GPE/OTHER ending in such a surname ("Hugh Jackman" tagged GPE).
    "More often" means at least twice as often: the NER also calls products people ("MacBook Pro").
    """
    surnames = {name_key(text[s:e])[1] for k, s, e in ents if k == "PERSON" and len(text[s:e].split()) > 1}
    firsts = {name_key(text[s:e])[0] for k, s, e in ents if k == "PERSON" and len(text[s:e].split()) > 1}
    votes: dict[str, int] = {}  # times tagged PERSON minus twice the times tagged anything else
    tagged_person: set[str] = set()
    for k, s, e in ents:
        votes[text[s:e]] = votes.get(text[s:e], 0) + (1 if k == "PERSON" else -2)
        if k == "PERSON":
            tagged_person.add(text[s:e])
    for k, s, e in ents:  # "Nikki Haley" always tagged ORG, "Haley" PERSON now and then: a given name + that surname
        words = text[s:e].split()
        if k != "PERSON" and len(words) == 2 and words[0].lower() in GIVEN_NAMES and words[1] in tagged_person \
                and _plain_name(text[s:e]):
            surnames.add(_fold(words[1]))
    person_words = {_fold(w) for w, v in votes.items() if v >= 0 and " " not in w} | surnames
    other_kind: dict[str, dict[str, int]] = {}  # one-word forms: how often tagged ORG / GPE
    person_count: dict[str, int] = {}
    for k, s, e in ents:
        if k == "PERSON":
            person_count[text[s:e]] = person_count.get(text[s:e], 0) + 1
        if k in ("ORG", "GPE") and " " not in text[s:e]:
            other_kind.setdefault(text[s:e], {}).setdefault(k, 0)
            other_kind[text[s:e]][k] += 1
    out = []
    for k, s, e in ents:
        w = text[s:e]
        words = w.split()
        plain = not _is_acronym(w) and not any(_fold(x) in ORG_WORDS for x in words)
        others = other_kind.get(w, {})
        n_other = sum(others.values())
        n_person = person_count.get(w, 0)
        if k == "PERSON" and len(words) == 1 and _fold(w) not in surnames and n_other > n_person:
            # "Netflix" tagged GPE twice and PERSON once: the majority wins
            k = max(others, key=others.get)
        elif k in ("ORG", "GPE", "OTHER") and len(words) == 1 and plain and (
                _fold(w) in surnames or _fold(w) in firsts and _PERSON_AFTER.match(text, e)):
            k = "PERSON"  # "Jackman" of "Hugh Jackman"; "Wang said" of "Wang Yi"
        elif k != "PERSON" and votes.get(w, 0) >= 0 and plain:
            k = "PERSON"
        elif (
            k in ("ORG", "GPE", "OTHER")
            and 2 <= len(words) <= 3
            and plain
            and w not in tagged_person  # the same string tagged both ways: the vote above decided
            and "," not in w
            and all((x[:1].isupper() or x in PARTICLES) and x.replace("-", "").replace("'", "").isalpha()
                    for x in words)  # "Charles de Gaulle" typed ORG
            and _fold(words[-1]) in person_words
            and _fold(words[0]) not in TITLE_WORDS
        ):
            k = "PERSON"
        out.append((k, s, e))
    return out


def _place_after_of(text: str, s: int, e: int) -> bool:
    """A one-word "person" written as a home town: "Luann Johnson, of Burnsville,"."""
    return " " not in text[s:e] and re.search(r",\s+of\s+$", text[max(0, s - 8) : s]) is not None


_PLACE_AFTER = re.compile(r"\s+(?:district|province|regency|village|sub-?district|town|city|county|island|region|"
                          r"municipality|neighbou?rhood|prefecture)\b")
_PLACE_BEFORE = re.compile(r"(?<!bring )(?<!bringing )(?<!brought )(?<!brings )"
                           r"\b(?:in|near|across|outside|throughout)\s+$"
                           r"|\b(?:town|city|village|county|state|province|region|island|community|suburb|hamlet)"
                           r"\s+of\s+$")  # "the small West Texas town of Marlow"
# "in Port Sandon, ..." / "in Kestria on Tuesday": a place ends its phrase; "in Adelson money" does not
_PLACE_END = re.compile(r"\s*(?:[,.;:)!?]|$)|\s+(?:on|at|where|when|after|before|last|this|during|since|until|"
                        r"with|from|was|were|is|are|has|had|have)\b")
_PERSON_AFTER = re.compile(r",?\s+(?:said|says|told|added|explained|wrote|tweeted)\b|['’]")
_HONORIFIC_BEFORE = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+$")


def _placed_forms(text: str, ents: list[tuple[str, int, int]]) -> set[str]:
    """Names the NER calls people that the text writes as places: "in Port Sandon", "Kestria district",
    and never as someone who speaks, owns ("Kestria's") or is addressed ("Mr. ...")."""
    placed, personal = set(), set()
    for k, s, e in ents:
        if k != "PERSON":
            continue
        form = text[s:e]
        after, before = text[e:e + 20], text[max(0, s - 20):s]
        if _PERSON_AFTER.match(after) or _HONORIFIC_BEFORE.search(before):
            personal.add(form)
        elif _PLACE_AFTER.match(after) or (_PLACE_BEFORE.search(before) and _PLACE_END.match(after)):
            placed.add(form)
    return placed - personal


def _org_key(name: str) -> str:
    """Normalised org name: no leading article/"U.S.", "X Department" = "Department of X"."""
    n = _fold(name)
    n = re.sub(r"^(the|u\.s\.|us|united states)\s+", "", n)
    n = re.sub(r"^(the|u\.s\.|us|united states)\s+", "", n)
    m = re.fullmatch(r"(.+) (department|dept\.?)", n)
    if m:
        n = m.group(1)
    n = re.sub(r"^(department|dept\.?) of (the )?", "", n)
    return n.replace("’", "'")


_HONORIFIC_RIGHT_BEFORE = re.compile(r"(?<![\w.])(Mr|Mrs|Ms|Miss|MR|MRS|MS|MISS)\.?[ \t]+$")


def _titled(text: str, m: Mention) -> str:
    """A one-word person mention with the honorific written before it ("Mr. Wu"), else its text."""
    h = _HONORIFIC_RIGHT_BEFORE.search(text[max(0, m.span.start - 6):m.span.start])
    return f"{h.group(1)}. {m.text}" if h and " " not in m.text else m.text


def _build_people(items: list[tuple[str, Span]]) -> list[Person]:
    """People of the (name, span) items; a name may carry its honorific ("Mr. Wu"), which decides the
    person and names one of its own, but is no alias of a person it joins."""
    names = [n for n, _ in items]
    canon = group_people(names, Counter(names))
    groups: dict[str, tuple[set[str], list[Span]]] = {}
    for name, span in items:
        c = canon[name]
        forms, spans = groups.setdefault(c, (set(), []))
        hm = HONORIFIC_FORM.fullmatch(name)
        forms.add(hm.group(2) if hm else name)
        spans.append(span)
    return [
        Person(c, tuple(sorted(forms - {c})), tuple(sorted(set(spans), key=lambda s: (s.article, s.start, s.end))))
        for c, (forms, spans) in sorted(groups.items())
    ]


def _build_orgs(items: list[tuple[str, Span]], acronyms: dict[str, str]) -> list[Organization]:
    """Group org mentions by normalised key, acronym links and shared aliases."""
    parent: dict[str, str] = {}

    def find(k: str) -> str:
        while parent.setdefault(k, k) != k:
            k = parent[k]
        return k

    def union(a: str, b: str) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    for name, _ in items:
        find(_org_key(name))
    spelled = spelled_acronyms([n for n, _ in items], acronyms, _org_key)  # "ERO": "Enforcement and Removal Operations"
    for acro, long in [*acronyms.items(), *spelled.items()]:
        union(_org_key(acro), _org_key(long))
    groups: dict[str, tuple[set[str], list[Span]]] = {}
    for name, span in items:
        root = find(_org_key(name))
        forms, spans = groups.setdefault(root, (set(), []))
        forms.add(name)
        spans.append(span)
    out = []
    for forms, spans in groups.values():
        full = [f for f in forms if not _is_acronym(f)] or sorted(forms)
        name = max(full, key=lambda f: (f in acronyms.values(), len(f.split()), len(f), f))
        out.append(
            Organization(
                name,
                tuple(sorted(forms - {name})),
                tuple(sorted(set(spans), key=lambda s: (s.article, s.start, s.end))),
            )
        )
    return sorted(out, key=lambda o: o.name)


def find_people(
    doc, article_id: str, sentences: list[Sentence]
) -> tuple[list[Person], list[Organization], list[Mention]]:
    """People, organisations and all named-entity mentions of one parsed article."""
    text = doc.text
    acronyms = find_acronyms(text)
    # products, groups, towns, teams the NER called people ("737 Max", "Virginia Democrats"), before and
    # after the surname rules (which would spread "Port Sandon" to every "Sandon"): people_filters
    # and outlets, parties, capitals standing for a government ("Breitbart London", "Sinn Féin", "Washington")
    ents = cut_sentence_initials(doc, _entities(doc))  # "on X. Loomer said": "X." ends a sentence
    ents = relabel_outlets_parties_capitals(text, relabel_non_persons(doc, text, ents))
    ents = relabel_outlets_parties_capitals(text, relabel_non_persons(doc, text, _relabel_surnames(ents, text)))
    ents = _add_surnames(doc, ents)
    placed = _placed_forms(text, ents)
    ents = initialism_people(text, ents, set(acronyms))  # "RFK Jr.", "AOC"
    short = short_names(text, ents)  # "Xi" of "Xi Jinping", "Dr. Oz"
    short |= {text[s:e] for k, s, e in ents if k == "PERSON" and re.fullmatch(r"[A-Z]{3,4},?\s+(?:Jr|Sr)\.?", text[s:e])}
    ents = headline_people(text, ents, TAIL_WORDS)  # "TRUMP FIRES ...", "Noem Says ..."
    ents = [
        (k, s, e) for k, s, e in ents
        if k != "PERSON" or ((_person_ok(text[s:e]) or text[s:e] in short) and not _place_after_of(text, s, e)
                             and text[s:e] not in placed)
    ]
    # a bare acronym the text defines is an organisation whatever the NER said
    ents = [("ORG" if text[s:e] in acronyms else k, s, e) for k, s, e in ents]
    # make sure the acronym's long form is a mention even when the NER missed or split it
    have = {(s, e) for _, s, e in ents}
    for acro, (long, s, e) in acronyms.items():
        if (s, e) not in have:
            ents = [x for x in ents if x[2] <= s or x[1] >= e]
            ents.append(("ORG", s, e))
    # bare uses of a defined acronym the NER missed ("ICE acting Director")
    taken = _covered(ents, len(text))
    for acro in acronyms:
        for m in re.finditer(rf"(?<![\w.]){re.escape(acro)}(?![\w])", text):
            if not any(taken[m.start() : m.end()]):
                ents.append(("ORG", m.start(), m.end()))
    ents.sort(key=lambda x: (x[1], x[2]))
    mentions = [Mention(text[s:e], k, Span(article_id, s, e)) for k, s, e in ents]
    # "Mr. Wu", "Mrs. Clinton": the honorific goes to the alias rules with a bare name (a man is not "Michelle Wu")
    # "Bill" of "Bill and Hillary Clinton" is Bill Clinton
    spouses = shared_surnames(text, [(m.kind, m.span.start, m.span.end) for m in mentions if m.kind == "PERSON"])
    people = _build_people([(spouses.get((m.span.start, m.span.end)) or _titled(text, m), m.span)
                            for m in mentions if m.kind == "PERSON"])
    orgs = _build_orgs(
        [(m.text, m.span) for m in mentions if m.kind == "ORG"], {a: v[0] for a, v in acronyms.items()}
    )
    return people, orgs, mentions


def merge_people(people: Iterable[Person]) -> tuple[list[Person], dict[str, str]]:
    """Merge the people of a story's articles; returns people and {name or alias: canonical name}."""
    people = list(people)
    forms = [f for p in people for f in (p.name, *p.aliases)]
    weights: Counter = Counter()
    for p in people:  # an article's person counts its mentions for its own (fullest) form
        weights[p.name] += len(p.mentions)
    canon = group_people(forms, weights)
    # an article's person keeps its forms together: follow the canonical of its fullest form
    groups: dict[str, tuple[set[str], set[Span]]] = {}
    for p in people:
        c = canon[p.name]
        fs, spans = groups.setdefault(c, (set(), set()))
        fs.update((p.name, *p.aliases))
        spans.update(p.mentions)
    out = []
    mapping: dict[str, str] = {}
    for c, (fs, spans) in sorted(groups.items()):
        name = c
        mentions = tuple(sorted(spans, key=lambda s: (s.article, s.start, s.end)))
        out.append(Person(name, tuple(sorted(fs - {name})), mentions))
        for f in fs:
            mapping.setdefault(f, name)
    return out, dict(sorted(mapping.items()))


def merge_organizations(orgs: Iterable[Organization]) -> tuple[list[Organization], dict[str, str]]:
    """Merge the organisations of a story's articles; returns orgs and {name or alias: canonical}."""
    items: list[tuple[str, Span]] = []
    acronyms: dict[str, str] = {}
    for o in orgs:
        for a in o.aliases:
            if _is_acronym(a) and not _is_acronym(o.name):
                acronyms.setdefault(a, o.name)
        forms = (o.name, *o.aliases)
        items.extend((f, Span("", -1, -1)) for f in forms)
        items.extend((o.name, s) for s in o.mentions)
    merged = _build_orgs(items, acronyms)
    out = []
    mapping: dict[str, str] = {}
    for o in merged:
        spans = tuple(s for s in o.mentions if s.start >= 0)
        out.append(Organization(o.name, o.aliases, spans))
        for f in (o.name, *o.aliases):
            mapping.setdefault(f, o.name)
    return out, dict(sorted(mapping.items()))
