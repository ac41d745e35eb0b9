"""Quotes: direct (in quotation marks) and reported ("X said that ...", "according to X").

The speaker is the subject of the speech verb, resolved by ``speakers`` (canonical person
names, pronouns and descriptions from context, groups, organisations and documents).
``SAY_VERBS``, ``speaker_of`` and ``resolve_subject`` are shared with ``denials``; they and
``match_person`` / ``person_genders`` stay importable from here.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from .doc import doc_sents, doc_text, ent_at, sent_bounds
from ..model import Person, Quote, Sentence, Span
from .outlets import outlet_subject
from .predicates import not_saying
from .report_clause import clause_start, relayed_source
from .quote_parts import after_aside, message_source, participle_cut, speaker_case, split_pair
from .quote_labels import continue_turns as _continue_turns, labelled as _labelled
from .tweet_embed import embedded_posts
from .quote_marks import direct_spans
from .speaker_rules import claimed, credit_line, second_attribution
from .attribution import (AFTER_MARK_ONLY, after_mark, glued_cue, label_name, outer_speech, paragraph_lead,
                          sentence_lead, trailing_cue)
from .coref import SAY_VERBS, person_at as _person_at, person_genders  # noqa: F401 (person_genders: re-exported)
from .speaker_parts import DOC_NOUNS, FRONTED_CUES, ORG_NOUNS, match_person
from .speakers import PERSON_DESCRIPTIONS, resolve_subject
from .span_index import SpanIndex, inside
from .speech_verbs import speaker_of
from .lexicon import words

# Verbs that introduce reported speech ("X said that ..."): stricter than the cues around quotes.
# Reporting verbs whose subject must be someone or a document: "a poll shows that ...", "the study
# found", "Jane Doe suggested that ...", but not "the rulings suggest that ..." (an inference).
_EVIDENCE_VERBS = words("quotes", "evidence_verbs")
REPORT_VERBS = words("quotes", "report_verbs") | _EVIDENCE_VERBS
# Cues around a quotation (wider than SAY_VERBS, which denials share): "Blige sings", "he joked".
_QUOTE_CUES = SAY_VERBS | words("quotes", "quote_cues_beyond_say_verbs")
# "...” ― Carla Sanchez." : a name after a dash that closes the quotation's line; also a line of its
# own opening with a hyphen under a quoted paragraph (fact-check columns: "“...”\n\n- Sanders."), also
# with a description after a comma ("-President Obama, tweeting after Clinton's speech.").
_DASH_NAME = re.compile(r"[\s,]*(?:[―—–]|(?<=\n)-)\s*([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})"
                        r"(?:,[^\n“”\"]{1,80}?)?\s*[.,]?\s*(?:\n|$)")  # "-Michelle Marks, Philadelphia."
_TRIM = " \t,;:—–-"
# Plural subjects that do not speak ("the numbers are “...”").
_NOT_SPEAKERS = words("quotes", "not_speakers")


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
    return inside(pos, spans)


def _split_pair_after(text: str, q: tuple, direct: list, mark_starts: list[int]) -> bool:
    """``any(split_pair(text, q[:4], d[:4]) for d in direct)``, looking only at the quotations that
    can be the second half: those opening after ``q`` closes, up to the first whose gap holds a line
    break before its last character or more than 62 characters other than blanks (``split_pair``'s
    gap pattern cannot match either, nor any longer gap)."""
    me = q[1]
    for k in range(bisect.bisect_right(mark_starts, me), len(direct)):
        gap = text[me:direct[k][0]]
        if "\n" in gap[:-1] or len(gap) - gap.count(" ") - gap.count("\t") - gap.count("\n") > 62:
            break
        if split_pair(text, q[:4], direct[k][:4]):
            return True
    return False


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


def find_quotes(doc, article_id: str, sentences: list[Sentence], people: list[Person]) -> list[Quote]:
    """Direct and reported quotes, each with its speaker when the text names one."""
    text = doc_text(doc)
    sents = doc_sents(doc)
    direct = direct_spans(text)  # sorted by where the marks open
    marks = SpanIndex((a, b) for a, b, _, _, _ in direct)
    mark_starts = [d[0] for d in direct]
    # [speaker, mark start, mark end, content start, content end, sentence start, sentence end, has cue]
    found: list[list] = [row for q in direct
                         if (row := _direct_quote(doc, people, sents, direct, mark_starts, marks, q))]
    _carry_speakers(text, found)
    for a, b in zip(found, found[1:]):  # “We will win,” she said, “no matter what it takes.”: one speaker
        if split_pair(text, tuple(a[1:5]), tuple(b[1:5])) and (a[0] is None) != (b[0] is None):
            a[0] = b[0] = a[0] or b[0]
    for f in found:
        if f[0] is None:
            f[0] = paragraph_lead(doc, people, sents, f[1], f[2])
    out = [Quote(speaker=sp, text=text[cs:ce], direct=True, span=Span(article_id, cs, ce),
                 sentence=Span(article_id, s0, s1)) for sp, _, _, cs, ce, s0, s1, _ in found]
    absorbed: list[tuple[int, int]] = []
    reported = _reported(doc, article_id, sents, people, marks, absorbed)
    out = [q for q, (_, ms, me, *_rest) in zip(out, found) if (ms, me) not in absorbed] + reported
    # a reported clause with no speaker inside another quotation that has one adds a fragment, not a source
    out = [q for q in out if q.direct or q.speaker is not None or not any(
        o is not q and o.speaker and o.span.start <= q.span.start and q.span.end <= o.span.end for o in out)]
    labelled = _labelled(doc, article_id, people, sents)
    if labelled:
        out = [q for q in out if not any(lq.span.start < q.span.end <= lq.span.end + 1
                                          for lq in labelled)] + labelled
        out.sort(key=lambda q: q.span.start)
        out = _continue_turns(text, out, {id(q) for q in labelled})
    out = embedded_posts(text, article_id, people, out, match_person)  # "...\n— Name (@handle) May 3, 2025"
    return [replace(q, speaker=speaker_case(q.speaker)) for q in out]


def _direct_quote(doc, people: list[Person], sents, direct, mark_starts: list[int], marks, quote) -> list | None:
    """The row of ``find_quotes`` for one quotation (its speaker, marks, content, sentences, whether a
    cue attributes it), or None for one that is no quote (a short title or phrase nobody says)."""
    text = doc_text(doc)
    ms, me, cs, ce, long = quote
    sent_starts, sent_ends = sent_bounds(doc)
    idx = []  # the sentences the quotation overlaps (sorted, disjoint: a binary search finds the first)
    for i in range(bisect.bisect_right(sent_ends, ms), len(sents)):
        if sent_starts[i] >= me:
            break
        idx.append(i)
    if not idx:
        return None
    first, last = sents[idx[0]], sents[idx[-1]]
    cues = _cues_of(doc, sents, idx, marks, me)
    dash = _DASH_NAME.match(text, me)
    if dash:
        name = dash.group(1).rstrip(".")
        speaker = _person_at(people, dash.start(1), dash.end(1)) or match_person(name, people) or name
    elif cues:
        cue = _adjacent_cue(doc, me, cues) or _governing_cue(doc, cs, ce, cues) or min(
            cues, key=lambda t: min(abs(t.idx - ms), abs(t.idx - me)))
        speaker = speaker_of(doc, cue, people) or trailing_cue(doc, people, me)
    else:
        speaker = _uncued_speaker(doc, people, sents, idx, marks, quote)
    if speaker is None:  # "“...” That was the message from Hank Moss, ..."
        src = message_source(doc, me)
        speaker = resolve_subject(doc, src, people) if src is not None else None
    pair = _split_pair_after(text, (ms, me, cs, ce), direct, mark_starts)
    if speaker is None and not long and not pair:
        return None  # a short title or phrase in quotes, with nobody saying it
    if speaker is None and _titled(text[cs:ce]) and not re.search(r"[.!?…]$", text[cs:ce].strip()):
        return None  # “The Late Night Hour,”: a show's name, not speech
    if text[ce - 1] == ",":
        ce -= 1
    if not text[cs:ce].strip(_TRIM + ".!?…"):
        return None
    return [speaker, ms, me, cs, ce, first.start_char, last.end_char, bool(cues)]


def _cues_of(doc, sents, idx: list[int], marks, me: int) -> list:
    """Speech cues of the quotation's sentences outside quotation marks, else of the next sentence
    when it follows at once and reads as an attribution (“...?” | Graham asked.)."""
    text = doc_text(doc)
    cues = [t for i in idx for t in sents[i] if _is_cue(t) and not _inside(t.idx, marks)]
    if not cues and idx[-1] + 1 < len(sents) and text[me:sents[idx[-1] + 1].start_char].strip() == "":
        nxt = sents[idx[-1] + 1]  # “...?” | Graham asked. / “...?” | Trump said, looking out ...
        cues = [t for t in nxt if _is_cue(t) and (len(nxt) <= 6 or (t.i - nxt.start <= 3 or any(
            c.dep_ == "nsubj" and c.left_edge.i <= nxt.start + 1 for c in t.children)  # "Miller, a retired worker, said"
            or t.dep_ == "acl" and t.head.dep_ == "ROOT" and t.head.i <= nxt.start + 1)  # "Murphy, ..., tweeted"
            and "\n" not in text[me:nxt.start_char] and not _own_content(t))]
        cues = [] if credit_line(text, nxt.start_char) else cues  # "Costa reported from Washington."
    return cues


def _uncued_speaker(doc, people: list[Person], sents, idx: list[int], marks, quote) -> str | None:
    """The speaker of a quotation with no cue in its sentences: a name before a colon or glued to a cue,
    a trailing cue, a label, "according to X", a cue ending the sentence before, a clause subject
    before a colon, the lead of the sentence, the subject of the verb that governs it."""
    text = doc_text(doc)
    ms, me, cs, ce, _long = quote
    first = sents[idx[0]]
    speaker = _named_or_according(doc, people, sents, idx, marks, ms, me)
    if speaker is None and idx[0] > 0 and "\n" not in text[sents[idx[0] - 1].end_char:ms]:
        prev = [t for t in sents[idx[0] - 1] if not t.is_punct][-4:]  # "..., Schiff said. “...”"
        cue = next((t for t in reversed(prev) if t.lemma_.lower() in SAY_VERBS and t.pos_ == "VERB"), None)
        if cue is not None and not _inside(cue.idx, marks):
            speaker = speaker_of(doc, cue, people)
    if speaker is None:
        speaker = _colon_subject(doc, people, first, ms)
    if speaker is None:  # "Bystrom agreed. "Mainstream Republicans ...""
        speaker = sentence_lead(doc, people, sents, idx[0], ms, _QUOTE_CUES | REPORT_VERBS,
                                _person_at, marks)
    if speaker is None and text[first.start_char:ms].strip(" “\"'‘") and (not _titled(text[cs:ce]) or _titled(
            text[first.start_char:first.end_char])):
        speaker = _governor_speaker(doc, people, cs, ce)
    return speaker


def _named_or_according(doc, people: list[Person], sents, idx: list[int], marks, ms: int, me: int) -> str | None:
    """A name the quotation's line gives (before a colon, glued to a cue, a trailing cue, a label),
    else its "according to X", else the cue of a sentence before that ends with a colon."""
    text = doc_text(doc)
    first = sents[idx[0]]
    acc = None
    for i in idx:
        acc = acc or _according(sents[i])
    named = _colon_name(doc, people, first, ms) or glued_cue(doc, people, first, ms) or trailing_cue(doc, people, me) \
        or label_name(doc, people, first, ms, match_person, _person_at)
    if named:
        return named
    if acc is not None and not _inside(acc[1].idx, marks):
        return resolve_subject(doc, acc[0], people)
    if idx[0] > 0 and text[sents[idx[0] - 1].start_char:sents[idx[0] - 1].end_char].rstrip().endswith(":"):
        prev = sents[idx[0] - 1]
        cue = next((t for t in reversed(list(prev)) if t.lemma_.lower() in _QUOTE_CUES
                    and t.pos_ in ("VERB", "AUX") or t.i == prev.start and _is_cue(t)), None)
        if cue is not None:
            return speaker_of(doc, cue, people)
    return None


def _own_content(cue) -> bool:
    """A cue that introduces words of its own after it ("Mr. Zahed said: ''...''", "Kasich said he
    would have ..."): not the attribution of a quotation before its sentence."""
    doc = cue.doc
    return any(c.dep_ == "ccomp" and c.i > cue.i for c in cue.children) or (
        cue.i + 1 < len(doc) and doc[cue.i + 1].text == ":")


def _adjacent_cue(doc, me: int, cues: list):
    """ "“...,” Trump said, after Becky Quick said ...": a cue right after the closing mark, with
    only its subject between, attributes the quotation whatever the parse hangs it on."""
    after = [t for t in cues if t.idx >= me]
    if not after:
        return None
    cue = min(after, key=lambda t: t.idx)
    span = doc.char_span(me, cue.idx, alignment_mode="expand")
    between = [t for t in span if not t.is_punct and not t.is_space] if span is not None else None
    if between is None or len(between) > 4:
        return None
    subj = {t.i for c in cue.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree}
    return cue if subj and all(t.i in subj for t in between) else None


def _governing_cue(doc, cs: int, ce: int, cues: list):
    """Of the cues around a quotation, the one it is said by in the parse: the nearest cue up the
    tree from the quotation ("not paying an architect who said he was stiffed, saying, “...”" ->
    saying, not the relative clause's "said" that happens to be closer)."""
    span = doc.char_span(cs, ce, alignment_mode="expand")
    if span is None or not len(span):
        return None
    ids = {t.i for t in cues}
    for tok in span:
        if span.start <= tok.head.i < span.end or tok.head.i == tok.i:
            continue
        for anc in tok.ancestors:
            if anc.i in ids:
                return anc
        break  # the quotation's first attachment outside it decides
    return None


def _colon_name(doc, people: list[Person], sent, ms: int) -> str | None:
    """A headline that opens with a name and gives a quotation after a colon ("Elizabeth Warren
    Hammers Wells Fargo CEO: ‘You Should Be Criminally Investigated’"): that name."""
    text = doc_text(doc)
    line = text.rfind("\n", 0, ms) + 1
    start = max(line, sent.start_char)
    if not text[start:ms].rstrip().endswith(":") or len(text[start:ms].split()) > 10:
        return None
    span = doc.char_span(start, ms, alignment_mode="expand")
    first = next((t for t in span if not t.is_punct), None) if span is not None else None
    if first is None or first.ent_type_ != "PERSON":
        return None
    ent = ent_at(doc, first.i)
    if ent is None:
        return None
    return _person_at(people, ent.start_char, ent.end_char) or match_person(ent.text, people) or ent.text


def _colon_subject(doc, people: list[Person], sent, ms: int) -> str | None:
    """A quotation after a colon that ends a clause about someone ("McConnell delivered a blunt
    message to Trump: “...”", "The group emailed a link with one sentence: “...”"): the clause's
    subject, when it is someone (a name, pronoun, group, organisation or document); "Here's X
    in 1992: “...”": the person presented."""
    text = doc_text(doc)
    if not text[sent.start_char:ms].rstrip().endswith(":"):
        return None
    root = next((t for t in sent if t.idx < ms and t.dep_ in ("ROOT", "ccomp") and t.pos_ in ("VERB", "AUX")
                 and any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)), None)
    if root is None:
        return None
    subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if root.lemma_ == "be":  # "Here's Clinton in December 1992: “...”": a presentational line names the speaker
        here = any(c.lower_ == "here" and c.i < root.i for c in root.children)
        if not here or subj is None or not (subj.ent_type_ == "PERSON" or _person_at(
                people, subj.idx, subj.idx + len(subj.text))):
            return None
        return resolve_subject(doc, subj, people)
    if subj is None or not _speaker_like(subj) or subj.lower_ in ("it", "this", "that", "there"):
        return None
    return speaker_of(doc, root, people)


def _governor_speaker(doc, people: list[Person], cs: int, ce: int) -> str | None:
    """A quotation inside a clause with no speech verb: the subject of the verb that governs it
    ("Gingrich dismissed Estonia as the “suburbs of St. Petersburg”" -> Gingrich)."""
    span = doc.char_span(cs, ce, alignment_mode="expand")
    if span is None or not len(span):
        return None
    head = next((t.head for t in span if not (span.start <= t.head.i < span.end)), None)
    for _ in range(5):
        if head is None:
            return None
        subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if claimed(head):  # "Donald Trump's claim that President Barack Obama “founded ISIS”": Trump's words
            return resolve_subject(doc, claimed(head)[0], people)
        if head.pos_ in ("VERB", "AUX") and subj is not None:
            if any(c.tag_ in ("WRB", "WP") or c.dep_ == "mark" and c.lower_ in ("whether", "if") for c in head.children):
                return None  # "a request ... on why she gave “false or misleading information”": the asker's words
            up = head.head
            if head.dep_ == "ccomp" and up.pos_ == "VERB" and up.lemma_ not in ("be", "'s", "’s") and up.i < head.i \
                    and any(c.dep_ == "nsubj" and _speaker_like(c) and c.lower_ not in ("that", "this", "there", "what")
                            for c in up.children):  # not "That's why he wanted to “...”"
                head = up  # "He implied that scout leaders should be “drowned ...”": the words are his
                subj = next(c for c in up.children if c.dep_ == "nsubj")
            if head.lemma_ == "be" or not _speaker_like(subj):
                return None  # "the requirement is a “lawful source”": the writer's words
            return speaker_of(doc, head, people)
        if head.dep_ == "ROOT" or head.head.i == head.i:
            return None
        head = head.head
    return None


def _parenthetical(doc, v, sent) -> bool:
    """ "The museum, Mr. Bush said, celebrated ...": the speech clause sits between commas inside
    the sentence, with words on both sides; not when a quotation opens after it (it says whose that
    is, and the words before are the question it answers)."""
    words = [t for t in doc[v.left_edge.i:v.right_edge.i + 1] if not t.is_punct]
    if not words:
        return False
    lo, hi = words[0].i, words[-1].i
    if hi + 2 < sent.end and doc[hi + 2].text in ('"', "“"):
        return False  # 'Asked about his future, he said, "I am not running"': it opens the quotation
    return sent.start < lo - 1 and hi + 2 < sent.end and doc[lo - 1].text == "," and doc[hi + 1].text == ","


def _evidence_subject(v) -> bool:
    """The subject of "shows / found / suggested" is a person, organisation or document."""
    subj = next((c for c in v.children if c.dep_ == "nsubj"), None)
    if subj is None:
        return False
    if outlet_subject(subj):  # "Axios reported that ...": the outlet is the source (and a relay)
        return True
    lemma = subj.lemma_.lower()
    group = subj.pos_ == "NOUN" and "Plur" in subj.morph.get("Number") and lemma not in DOC_NOUNS \
        and lemma not in _NOT_SPEAKERS  # "researchers found", "experts suggest"
    if v.lemma_.lower() == "suggest":
        return subj.ent_type_ in ("PERSON", "ORG") or subj.lower_ in ("he", "she", "they") or group
    if group:
        return True
    return subj.ent_type_ in ("PERSON", "ORG") or subj.pos_ == "PRON" and subj.lower_ != "that" \
        or (lemma in DOC_NOUNS and lemma not in _NOT_EVIDENCE) or lemma in ORG_NOUNS
# Documents that do not "find" or "show" things in the reporting sense.
_NOT_EVIDENCE = words("quotes", "not_evidence")


def _titled(content: str) -> bool:
    """A short Title Case phrase in quotation marks: a name of a show, book or headline."""
    words = re.findall(r"[A-Za-z][\w'’-]*", content)
    return len(words) < 12 and sum(w[0].isupper() for w in words) >= max(2, len(words) - 1)


def _is_cue(t) -> bool:
    """A verb that attributes a quotation around it ("said", "boasted", "as X put it")."""
    if t.pos_ not in ("VERB", "AUX"):
        return t.lower_ in FRONTED_CUES and t.i == t.sent.start  # "Said Ellis: “...”" (tagged a name)
    lemma = t.lemma_.lower()
    if lemma in _INVERTED_ONLY:  # "“...,” agrees Michelle Stevens": only right after the quotation
        return t.i > 1 and t.doc[t.i - 1].text in ("”", '"', "''") and t.doc[t.i - 2].text == ","
    if lemma in AFTER_MARK_ONLY:  # "“...,” Kelly charged" / "“...?” Beck questioned": not "charged with"
        return after_mark(t)
    return lemma in _QUOTE_CUES or (lemma == "put" and any(c.lower_ == "it" for c in t.children)) \
        or any(c.dep_ in ("prt", "advmod") and (lemma, c.lower_) in _PHRASAL_CUES for c in t.children) and (
            lemma != "go" or any(c.dep_ == "nsubj" and (c.ent_type_ == "PERSON" or c.lower_ in ("he", "she")
                                                        or c.pos_ == "PROPN" and not c.ent_type_)
                                 for c in t.children))  # "Trump went on", not "the hearing went on"
# Cues only when inverted right after the closing mark ("“...,” agrees Michelle Stevens, 30,"; not
# "Paradis agrees." after someone else's quotation, nor "until the government agreed to pay “...”").
_INVERTED_ONLY = words("quotes", "inverted_only")
# "Mr. Rubel pointed out", "Trump shot back", "he went on": speech verbs with a particle.
_PHRASAL_CUES = frozenset({("point", "out"), ("shoot", "back"), ("fire", "back"), ("hit", "back"),
                           ("go", "on"), ("chime", "in"), ("break", "in")})


def _speaker_like(tok) -> bool:
    """A subject that can say things: a name, a pronoun, a group, an organisation or a document."""
    return tok.ent_type_ in ("PERSON", "ORG", "NORP", "GPE") or tok.pos_ in ("PRON", "PROPN") \
        or tok.lemma_.lower() in DOC_NOUNS | ORG_NOUNS | PERSON_DESCRIPTIONS \
        or ("Plur" in tok.morph.get("Number") and tok.lemma_.lower() not in _NOT_SPEAKERS) \
        or any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in tok.children)  # "One supporter, Rep. X,"


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
        if i >= 2 and len(text[prev[3]:prev[4]].split()) < 4 and "\n" not in text[found[i - 2][2]:cur[1]]:
            prev = found[i - 2]  # “...,” Flynn said on “Fox and Friends.” “...”: not the show's title
        if cur[0] is not None or prev[0] is None:
            continue
        start = text.rfind("\n", 0, cur[1]) + 1
        end = text.find("\n", cur[2])
        end = len(text) if end < 0 else end
        alone = text[start:cur[1]].strip() == "" and text[cur[2]:end].strip(" .,;") == ""
        between = text[prev[2]:cur[1]]
        breaks = len(re.findall(r"\n(?:[ \t]*\n)*", between))  # a blank line between paragraphs is one break
        if (alone and breaks == 1 and len(between) < 400) or (
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


def _partial_quotes(text: str, start: int, end: int, inner: list[tuple[int, int]]) -> bool:
    """The quotations inside ``start:end`` are fragments of a reported clause ("He said that
    Clinton's “only experience in cybersecurity” was her “criminal” attempt ..."): all inside it,
    with at least three words of the clause outside quotation marks."""
    if any(a < start or b > end for a, b in inner):
        return False
    rest, pos = [], start
    for a, b in sorted(inner):
        rest.append(text[pos:a])
        pos = b
    rest.append(text[pos:end])
    return len(" ".join(rest).split()) >= 3


def _reported(doc, article_id: str, sents, people: list[Person], marks,
              absorbed: list[tuple[int, int]]) -> list[Quote]:
    """ "X said (that) ...", "..., X said", "according to X, ...", "X told Reuters ...".
    Quotation marks inside a reported clause are fragments of it: their spans go to ``absorbed``."""
    out = []
    for sent in sents:
        found = False
        for v in sent:
            if not _reporting(v, marks):
                continue
            quotes = _reported_by(doc, article_id, sent, v, people, marks, absorbed)
            if quotes:
                out += quotes
                found = True
        if not found:
            out += _according_quote(doc, article_id, sent, people, marks)
    return out


def _reporting(v, marks) -> bool:
    """A reporting verb outside quotation marks with a subject (its own or its conjunct's); a verb of
    finding only with a subject that can find ("the study found", not "the rulings suggest")."""
    if v.lemma_.lower() not in REPORT_VERBS or v.pos_ not in ("VERB", "AUX") or _inside(v.idx, marks) \
            or not_saying(v):  # "US employers added 194,000 jobs"
        return False
    if not any(c.dep_ in ("nsubj", "nsubjpass") for c in v.children) and not (
            v.dep_ == "conj" and any(c.dep_ == "nsubj" for c in v.head.children)):
        return False
    return v.lemma_.lower() not in _EVIDENCE_VERBS or _evidence_subject(v)


def _clause_of(doc, sent, v):
    """(start, end, participle cut or None) of what reporting verb ``v`` reports, or None."""
    text = doc_text(doc)
    comp = _complement(v)
    part = None
    if comp is not None:
        start, end = clause_start(comp), comp.right_edge.idx + len(comp.right_edge.text)
        end = min(end, second_attribution(comp, v) or end)  # "..., while Cruz said that"
        start = after_aside(text, start, end)  # "said that, according to the city's data, ..."
        part = participle_cut(comp, v, REPORT_VERBS)  # "..., warning that ...": said next
        end = min(end, part[0]) if part is not None else end
    elif v.dep_ in ("parataxis", "ccomp", "conj") and v.head.i < v.i and v.head.pos_ in ("VERB", "AUX") \
            and not (v.dep_ == "ccomp" and v.head.lemma_.lower() in SAY_VERBS) and not (
                v.lemma_.lower() in _EVIDENCE_VERBS and any(c.dep_ == "dobj" for c in v.children)) \
            and not any(c.tag_ == "TO" for c in v.children):  # "allow leaders to claim victory"
        start, end = max(v.head.left_edge.idx, sent.start_char), v.left_edge.idx
    elif v.lemma_.lower() in SAY_VERBS and _parenthetical(doc, v, sent):
        # "The museum, Mr. Bush said, celebrated ...": the whole sentence is what he said
        start, end = sent.start_char, sent.end_char
    else:
        return None
    return start, end, part


def _reported_by(doc, article_id: str, sent, v, people: list[Person], marks, absorbed) -> list[Quote]:
    """The reported quote(s) of reporting verb ``v`` (a second one for "..., warning that ...")."""
    text = doc_text(doc)
    clause = _clause_of(doc, sent, v)
    if clause is None:
        return []
    start, end = _trimmed(text, clause[0], clause[1])
    part = clause[2]
    inner = [(a, b) for a, b in marks if a < end and start < b]
    close = max((b for a, b in inner if start <= a and end < b <= end + 3
                 and not text[end:b].strip(".,!?;:\"”’'")), default=None)
    if close is not None:  # 'found that money came from "the drug trade."': the quotation closes it
        end = close
    if end - start < 8 or (inner and not _partial_quotes(text, start, end, inner)):
        return []
    absorbed.extend(inner)
    sspan = Span(article_id, sent.start_char, sent.end_char)
    outer = outer_speech(v, _EVIDENCE_VERBS, _PHRASAL_CUES)
    speaker = (speaker_of(doc, outer, people) if outer is not None else None) or speaker_of(doc, v, people)
    inner_source = relayed_source(doc, v, start, end)  # "Axios reports that ..., according to X": X
    if inner_source is not None:
        speaker, end = resolve_subject(doc, inner_source[0], people), inner_source[1]
    out = [Quote(speaker=speaker, text=text[start:end], direct=False, span=Span(article_id, start, end),
                 sentence=sspan)]
    more = _complement(part[1]) if part is not None else None  # "..., warning that ...": said too
    s2, e2 = _trimmed(text, clause_start(more), more.right_edge.idx + len(more.right_edge.text)) if more else (0, 0)
    if e2 - s2 >= 8 and not any(a < e2 and s2 < b for a, b in marks):
        out.append(Quote(speaker, text[s2:e2], False, Span(article_id, s2, e2), sspan))
    return out


def _according_quote(doc, article_id: str, sent, people: list[Person], marks) -> list[Quote]:
    """ "according to X, ...": the longer side of the sentence (all of it around a parenthetical)."""
    text = doc_text(doc)
    acc = _according(sent)
    if acc is None or _inside(acc[1].idx, marks):
        return []
    who, tok = acc
    a_start = tok.idx
    a_end = who.right_edge.idx + len(who.right_edge.text)
    before = _trimmed(text, sent.start_char, a_start)
    after = _trimmed(text, a_end, sent.end_char)
    start, end = after if after[1] - after[0] >= before[1] - before[0] else before
    if before[1] > before[0] and after[1] > after[0] and text[a_end:a_end + 1] == "," and not any(
            t.pos_ in ("VERB", "AUX") for t in sent if t.idx < a_start):  # "The figure, according to X, includes"
        start, end = _trimmed(text, sent.start_char, sent.end_char)
    if end - start >= 8 and not any(a < end and start < b for a, b in marks):
        return [Quote(speaker=resolve_subject(doc, who, people), text=text[start:end],
                      direct=False, span=Span(article_id, start, end), sentence=Span(article_id, sent.start_char,
                                                                                      sent.end_char))]
    return []
