"""Quotes: direct (in quotation marks) and reported ("X said that ...", "according to X").

The speaker is the subject of the speech verb, resolved to the article's canonical person
name ("Miller" -> "Stephen Miller"); "he/she said" takes the most recent person mentioned
before; "the agency said" the most recent organisation, else the noun phrase as written.
``speaker_of`` and ``resolve_subject`` are shared with ``denials``.
"""

from __future__ import annotations

import re

from . import doc_text
from ..model import Person, Quote, Sentence, Span

SAY_VERBS = frozenset(
    """say tell add write state explain argue note insist claim warn declare announce tweet post reply
    respond continue recall acknowledge admit testify comment remark conclude predict stress
    emphasize emphasise assert contend maintain complain allege confirm ask told said""".split()
)
# Verbs that introduce reported speech ("X said that ..."): stricter than the cues around quotes.
REPORT_VERBS = frozenset(
    """say tell add write state explain argue insist claim warn declare announce tweet post acknowledge
    admit testify contend maintain allege confirm note stress emphasize emphasise assert complain
    predict""".split()
)
ORG_NOUNS = frozenset(
    """agency department company ministry office firm group government administration campaign
    committee organization organisation police military army court bank party union council
    commission board embassy bureau service authority authorities institute university school
    network newspaper paper team club league corporation business spokesperson spokesman
    spokeswoman statement""".split()
)
_PERSON_ROLE_NOUNS = frozenset("spokesperson spokesman spokeswoman official representative".split())
_TITLES = frozenset("""sen rep gov gen dr mr mrs ms president secretary senator representative governor
    judge justice minister chancellor mayor chief director spokesman spokeswoman spokesperson""".split())
_HE_SHE = frozenset(("he", "she", "him", "her"))
# Cues around a quotation (wider than SAY_VERBS, which denials share): "Blige sings", "he joked".
_QUOTE_CUES = SAY_VERBS | frozenset(
    """call describe boast sing chant shout yell joke quip vow promise urge suggest observe concede
    retort scoff mock accuse criticize criticise blast slam praise tout ask write recount muse
    reply""".split())
_MALE = re.compile(r"\b(?:he|his|him|himself)\b", re.I)
_FEMALE = re.compile(r"\b(?:she|her|hers|herself)\b", re.I)
_MALE_TITLE = re.compile(r"\b(?:Mr|Sir|Lord)\.?\s+$")
_FEMALE_TITLE = re.compile(r"\b(?:Mrs|Ms|Miss|Madam|Lady|Dame)\.?\s+$")
# "...” ― Carla Sanchez." : a name after a dash that closes the quotation's line.
_DASH_NAME = re.compile(r"[\s,]*[―—–]\s*([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})\s*[.,]?\s*(?:\n|$)")
_QUOTE_RE = re.compile(r"“([^“”\n]+)(?:”|(?=\n|$))|\"([^\"\n]+)\"|(?<!')''(?!')([^\n]+?)''(?!')")
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–-]))‘")
_TRIM = " \t,;:—–-"


def _person_at(people: list[Person], start: int, end: int) -> str | None:
    """The person whose mention overlaps characters start:end."""
    for p in people:
        for m in p.mentions:
            if m.start < end and start < m.end:
                return p.name
    return None


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


def person_genders(text: str, people: list[Person]) -> dict[str, str]:
    """ "m" / "f" for the people the article itself genders: a title (Mr., Mrs., Ms.) before a
    mention, else the first he/his/him or she/her after mentions, up to the next person's mention
    or two sentences on (majority vote); people left unknown are not in the result."""
    marks = sorted((m.start, m.end, p.name) for p in people for m in p.mentions)
    votes: dict[str, list[int]] = {}
    for i, (start, end, name) in enumerate(marks):
        v = votes.setdefault(name, [0, 0])
        before = text[max(0, start - 8):start]
        if _MALE_TITLE.search(before):
            v[0] += 3
        elif _FEMALE_TITLE.search(before):
            v[1] += 3
        stop = next((a for a, _, n in marks[i + 1:] if n != name), len(text))
        window = text[end:min(stop, end + 300)]
        cut = [k.end() for k in re.finditer(r"[.!?][”\"]?\s", window)]
        window = window[:cut[1]] if len(cut) > 1 else window
        he, she = _MALE.search(window), _FEMALE.search(window)
        if he and (not she or he.start() < she.start()):
            v[0] += 1
        elif she:
            v[1] += 1
    return {n: ("m" if a > b else "f") for n, (a, b) in votes.items() if a != b and max(a, b) >= 2}


def _last_person_before(doc, people: list[Person], pos: int, pronoun: str | None = None) -> str | None:
    best, best_start = None, -1
    skip = ""
    if pronoun in _HE_SHE:
        skip = "f" if pronoun in ("he", "him") else "m"
        genders = person_genders(doc_text(doc), people)
    quoted = [(m.start(), m.end()) for m in _QUOTE_RE.finditer(doc_text(doc), 0, pos)] if skip else []
    if skip:
        hit = _last_main_subject(doc, people, pos, quoted, {n for n, g in genders.items() if g == skip})
        if hit:
            return hit
    for p in people:
        if skip and genders.get(p.name) == skip:
            continue
        for m in p.mentions:
            if m.end <= pos and m.start > best_start and not _inside(m.start, quoted):
                best, best_start = p.name, m.start
    if best is None:
        for ent in doc.ents:
            if ent.label_ == "PERSON" and ent.end_char <= pos and ent.start_char > best_start:
                best, best_start = ent.text, ent.start_char
    return best


def _last_main_subject(doc, people: list[Person], pos: int, quoted, excluded: set[str]) -> str | None:
    """The person who is subject of the main clause, in the pronoun's sentence (before it) or
    up to two sentences back: "Josh Earnest said that Obama ... He said" -> Josh Earnest."""
    sents = [s for s in doc.sents if s.start_char < pos][-3:]
    for sent in reversed(sents):
        found = None
        for tok in sent:
            if tok.idx >= pos or tok.dep_ not in ("nsubj", "nsubjpass") or _inside(tok.idx, quoted):
                continue
            verb = tok.head
            if verb.dep_ == "ROOT" or (verb.dep_ == "conj" and verb.head.dep_ == "ROOT"):
                name = _person_at(people, tok.idx, tok.idx + len(tok.text))
                if name and name not in excluded:
                    found = name
        if found:
            return found
    return None


def _last_org_before(doc, pos: int, people: list[Person]) -> str | None:
    orgs = [e for e in doc.ents if e.label_ == "ORG" and e.end_char <= pos
            and _person_at(people, e.start_char, e.end_char) is None]
    return re.sub(r"^the\s+", "", orgs[-1].text, flags=re.I) if orgs else None


def _phrase(tok) -> tuple[int, int]:
    """Characters of a noun with its compounds/determiners/adjectives (no clauses)."""
    left = [c for c in tok.lefts if c.dep_ in ("compound", "det", "amod", "poss", "nmod", "flat")]
    start = min([tok.idx] + [c.left_edge.idx for c in left])
    end = tok.idx + len(tok.text)
    for c in tok.rights:
        if c.dep_ in ("compound", "flat") or (c.dep_ == "prep" and c.lower_ in ("for", "of")):
            end = max(end, c.right_edge.idx + len(c.right_edge.text))
    return start, end


def resolve_subject(doc, subj, people: list[Person]) -> str | None:
    """Canonical speaker for the subject token of a speech (or denial) verb."""
    if subj is None:
        return None
    low = subj.lower_
    if low in ("who", "that") and subj.head.dep_ == "relcl" and subj.head.head.i != subj.i \
            and subj.head.head.pos_ in ("NOUN", "PROPN"):
        return resolve_subject(doc, subj.head.head, people)  # "Jane Doe, who said ..."
    if subj.pos_ == "PRON":
        if low in _HE_SHE:
            return _last_person_before(doc, people, subj.idx, low)
        if low == "it":  # "The company ... It said"
            return _last_org_before(doc, subj.idx, people)
        return None
    ent = next((e for e in doc.ents if e.start <= subj.i < e.end), None)
    if (ent is None or ent.label_ != "PERSON") and subj.lower_.rstrip(".") in _TITLES \
            and subj.i + 1 < len(doc) and doc[subj.i + 1].ent_type_ == "PERSON":
        ent = next((e for e in doc.ents if e.start == subj.i + 1), None)
    if ent is not None and ent.label_ == "PERSON":
        return _person_at(people, ent.start_char, ent.end_char) or match_person(ent.text, people) or ent.text
    start, end = _phrase(subj)
    # an appositive person: "a spokesperson, Jane Doe, said"
    for c in subj.children:
        if c.dep_ == "appos":
            hit = _person_at(people, c.left_edge.idx, c.right_edge.idx + len(c.right_edge.text))
            if hit:
                return hit
    hit = _person_at(people, subj.idx, subj.idx + len(subj.text))
    if hit:
        return hit
    text = doc_text(doc)[start:end]
    if subj.pos_ == "PROPN" or subj.ent_type_:
        named = match_person(text, people) or match_person(subj.text, people)
        if named:
            return named
        if subj.ent_type_ == "ORG":
            ent = next((e for e in doc.ents if e.start <= subj.i < e.end), None)
            if ent is not None:
                return re.sub(r"^the\s+", "", ent.text, flags=re.I) if ent.text.lower().startswith("the ") \
                    and len(ent) > 2 else ent.text
        return text
    if subj.lemma_.lower() in ORG_NOUNS and subj.lemma_.lower() not in _PERSON_ROLE_NOUNS \
            and any(c.dep_ == "det" and c.lower_ == "the" for c in subj.children) \
            and not any(c.dep_ == "prep" for c in subj.children):
        org = _last_org_before(doc, subj.idx, people)
        if org:
            return org
    return text


def speaker_of(doc, verb, people: list[Person]) -> str | None:
    """Speaker of a speech verb: its subject (or that of the verb it is conjoined to)."""
    v = verb
    for _ in range(3):
        subj = next((c for c in v.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is not None:
            if subj.dep_ == "nsubjpass":  # "was quoted as saying" / "was told by"
                agent = next((c for c in v.children if c.dep_ == "agent"), None)
                pobj = next((c for c in agent.children if c.dep_ == "pobj"), None) if agent else None
                if pobj is not None:
                    return resolve_subject(doc, pobj, people)
            return resolve_subject(doc, subj, people)
        if v.dep_ in ("conj", "xcomp", "advcl") and v.head.i != v.i:
            v = v.head
        elif v.dep_ == "pcomp" and v.head.dep_ == "prep" and v.head.head.i != v.head.i:
            v = v.head.head  # "sings to Clinton before asking her, “...”"
        else:
            break
    return None


def _according(sent):
    """(speaker token, 'according' token) for "according to X" in a sentence."""
    for tok in sent:
        if tok.lower_ == "according":
            to = next((c for c in tok.children if c.lower_ == "to"), None)
            if to is None and tok.i + 1 < sent.end and tok.nbor().lower_ == "to":
                to = tok.nbor()
            if to is not None:
                pobj = next((c for c in to.children if c.dep_ == "pobj"), None)
                if pobj is not None:
                    return pobj, tok
    return None


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


_DATELINE = re.compile(r"[A-Z][A-Z.,' ]{2,40}(?:\([^)]{1,30}\))?\s*[—–-]{1,2}\s+")


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (text[start] in _TRIM or text[start].isspace()):
        start += 1
    dateline = _DATELINE.match(text, start, end)
    if dateline:  # "WASHINGTON — ...", "LONDON (Reuters) - ..."
        start = dateline.end()
    while end > start and (text[end - 1] in _TRIM + ".!?" or text[end - 1].isspace()):
        end -= 1
    return start, end


def _single_quotes(text: str):
    """British ‘single’ quotes as (mark start, mark end, content start, content end). A ’ inside
    a word is an apostrophe ("won’t"); of the others the first after , . ! ? closes the quote
    ("the players’ demands" does not), else the first one."""
    for m in _SINGLE_OPEN.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if "‘" in text[m.end():line_end]:
            line_end = text.index("‘", m.end())
        closers = [i for i in range(m.end(), line_end) if text[i] == "’"
                   and not text[i + 1:i + 2].isalpha()]
        if not closers:
            continue
        close = next((i for i in closers if text[i - 1] in ",.!?…"), closers[0])
        yield m.start(), close + 1, m.end(), close


def _direct_spans(text: str) -> list[tuple[int, int, int, int, bool]]:
    """(mark start, mark end, content start, content end, long) for each quotation."""
    out = []
    matches = [(m.start(), m.end(), m.start(g), m.end(g)) for m in _QUOTE_RE.finditer(text)
               for g in (next(i for i in (1, 2, 3) if m.group(i) is not None),)]
    matches += [q for q in _single_quotes(text) if not any(a < q[1] and q[0] < b for a, b, _, _ in matches)]
    for ms, me, cs, ce in sorted(matches):
        content = text[cs:ce]
        while cs < ce and text[cs].isspace():
            cs += 1
        while ce > cs and text[ce - 1].isspace():
            ce -= 1
        words = content.split()
        if not words:
            continue
        if len(words) < 4 and not re.search(r"[,.!?…]$", content.strip()):
            continue  # scare quotes, titles
        out.append((ms, me, cs, ce, len(words) >= 4))
    return out


def find_quotes(doc, article_id: str, sentences: list[Sentence], people: list[Person]) -> list[Quote]:
    """Direct and reported quotes, each with its speaker when the text names one."""
    text = doc.text
    sents = list(doc.sents)
    direct = _direct_spans(text)
    marks = [(a, b) for a, b, _, _, _ in direct]
    # [speaker, mark start, mark end, content start, content end, sentence start, sentence end, has cue]
    found: list[list] = []
    for ms, me, cs, ce, long in direct:
        idx = [i for i, s in enumerate(sents) if s.start_char < me and ms < s.end_char]
        if not idx:
            continue
        first, last = sents[idx[0]], sents[idx[-1]]
        speaker = None
        cues = [t for i in idx for t in sents[i]
                if t.lemma_.lower() in _QUOTE_CUES and t.pos_ in ("VERB", "AUX") and not _inside(t.idx, marks)]
        dash = _DASH_NAME.match(text, me)
        if not cues and idx[-1] + 1 < len(sents) and text[me:sents[idx[-1] + 1].start_char].strip() == "" \
                and len(sents[idx[-1] + 1]) <= 6:  # “...?” | Graham asked.
            cues = [t for t in sents[idx[-1] + 1] if t.lemma_.lower() in _QUOTE_CUES and t.pos_ in ("VERB", "AUX")]
        if dash:
            name = dash.group(1).rstrip(".")
            speaker = _person_at(people, dash.start(1), dash.end(1)) or match_person(name, people) or name
        elif cues:
            cue = min(cues, key=lambda t: min(abs(t.idx - ms), abs(t.idx - me)))
            speaker = speaker_of(doc, cue, people)
        else:
            acc = None
            for i in idx:
                acc = acc or _according(sents[i])
            if acc is not None and not _inside(acc[1].idx, marks):
                speaker = resolve_subject(doc, acc[0], people)
            elif idx[0] > 0 and text[sents[idx[0] - 1].start_char:sents[idx[0] - 1].end_char].rstrip().endswith(":"):
                prev = sents[idx[0] - 1]
                cue = next((t for t in reversed(list(prev)) if t.lemma_.lower() in SAY_VERBS
                            and t.pos_ in ("VERB", "AUX")), None)
                if cue is not None:
                    speaker = speaker_of(doc, cue, people)
        if speaker is None and not long:
            continue  # a short title or phrase in quotes, with nobody saying it
        if text[ce - 1] == ",":
            ce -= 1
        if not text[cs:ce].strip(_TRIM + ".!?…"):
            continue
        found.append([speaker, ms, me, cs, ce, first.start_char, last.end_char, bool(cues)])
    _carry_speakers(text, found)
    out = [Quote(speaker=sp, text=text[cs:ce], direct=True, span=Span(article_id, cs, ce),
                 sentence=Span(article_id, s0, s1)) for sp, _, _, cs, ce, s0, s1, _ in found]
    out.extend(_reported(doc, article_id, sents, people, marks))
    out.sort(key=lambda q: q.span.start)
    return out


def _carry_speakers(text: str, found: list[list]) -> None:
    """Quotes with no attribution of their own, in place: a paragraph left open ("“... \\n“...,”
    she said") takes the speaker of the quote that continues it; a paragraph that is nothing but
    a quote takes the speaker of the quote in the paragraph just before."""
    for i in range(len(found) - 2, -1, -1):
        cur, nxt = found[i], found[i + 1]
        gap = text[cur[2]:nxt[1]]
        if cur[0] is None and text[cur[2] - 1:cur[2]] not in ("”", '"', "’") and gap.strip() == "" and "\n" in gap:
            cur[0] = nxt[0]
    for i in range(1, len(found)):
        prev, cur = found[i - 1], found[i]
        if cur[0] is not None or prev[0] is None:
            continue
        start = text.rfind("\n", 0, cur[1]) + 1
        end = text.find("\n", cur[2])
        end = len(text) if end < 0 else end
        alone = text[start:cur[1]].strip() == "" and text[cur[2]:end].strip(" .,;") == ""
        between = text[prev[2]:cur[1]]
        if (alone and between.count("\n") == 1 and len(between) < 400) or (
                "\n" not in between and not cur[7] and len(between) < 300):
            cur[0] = prev[0]  # next paragraph, or later in the same paragraph with no cue of its own


def _complement(v):
    """The clause a speech verb reports: its ccomp, or "wrote in an email that ..."."""
    comp = next((c for c in v.children if c.dep_ == "ccomp"), None)
    if comp is not None:
        return comp
    for prep in v.children:
        if prep.dep_ != "prep":
            continue
        for pobj in prep.children:
            for c in pobj.children:
                if c.dep_ in ("acl", "ccomp", "relcl") and any(
                        m.dep_ == "mark" and m.lower_ == "that" for m in c.children):
                    return c
    return None


def _reported(doc, article_id: str, sents, people: list[Person], marks) -> list[Quote]:
    """ "X said (that) ...", "..., X said", "according to X, ...", "X told Reuters ..."."""
    text = doc.text
    out = []
    for sent in sents:
        sspan = Span(article_id, sent.start_char, sent.end_char)
        found = False
        for v in sent:
            if v.lemma_.lower() not in REPORT_VERBS or v.pos_ not in ("VERB", "AUX") or _inside(v.idx, marks):
                continue
            if not any(c.dep_ in ("nsubj", "nsubjpass") for c in v.children) and not (
                    v.dep_ == "conj" and any(c.dep_ == "nsubj" for c in v.head.children)):
                continue
            comp = _complement(v)
            if comp is not None:
                start, end = comp.left_edge.idx, comp.right_edge.idx + len(comp.right_edge.text)
                if comp.left_edge.lower_ == "that" and comp.left_edge.dep_ == "mark":
                    start = comp.left_edge.idx + 4
            elif v.dep_ in ("parataxis", "ccomp", "conj") and v.head.i < v.i and v.head.pos_ in ("VERB", "AUX"):
                head = v.head
                left = v.left_edge
                start, end = head.left_edge.idx, left.idx
                if start < sent.start_char:
                    start = sent.start_char
            else:
                continue
            start, end = _trimmed(text, start, end)
            if end - start < 8 or any(a < end and start < b for a, b in marks):
                continue
            out.append(Quote(speaker=speaker_of(doc, v, people), text=text[start:end], direct=False,
                             span=Span(article_id, start, end), sentence=sspan))
            found = True
        if found:
            continue
        acc = _according(sent)
        if acc is not None and not _inside(acc[1].idx, marks):
            who, tok = acc
            a_start = tok.idx
            a_end = who.right_edge.idx + len(who.right_edge.text)
            before = _trimmed(text, sent.start_char, a_start)
            after = _trimmed(text, a_end, sent.end_char)
            start, end = after if after[1] - after[0] >= before[1] - before[0] else before
            if end - start >= 8 and not any(a < end and start < b for a, b in marks):
                out.append(Quote(speaker=resolve_subject(doc, who, people), text=text[start:end],
                                 direct=False, span=Span(article_id, start, end), sentence=sspan))
    return out
