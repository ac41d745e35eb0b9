"""Denials ("X denied that ...", "That isn't true, X said") and relays of other outlets'
reporting ("Axios reported", "according to Reuters", "X told CNN").

Outlet names are ``extract.outlets``' (``canonical_outlet``: one display name for "NYT" and "the New
York Times", from ``storyline.outlets``); this module only reads them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Denial, Person, Relay, Sentence, Span
from .doc import doc_ents, doc_text, ent_at
from .denial_forms import FALSE_WORDS, as_phrase_object, claim_disputed, did_not_happen, reports_of_false
from .quote_parts import speaker_case
from .outlets import NAME_PATTERN, OUTLET_PATTERN, canonical_outlet
from .coref import SAY_VERBS
from .speaker_parts import match_person
from .speakers import resolve_subject
from .speech_verbs import speaker_of
from .lexicon import regex, words

_RELAY_RES = (
    re.compile(rf"{OUTLET_PATTERN}(?:'s?|’s?)?\s+(?:(?:first|previously|earlier|also|has|had|was\s+first\s+to|"
               r"initially|exclusively|later|is|are|was|were|now)\s+)*(?:reported|reports|report|reporting|revealed|disclosed|"
               r"broke\s+the\s+news|obtained|published|said\s+in\s+a\s+report|learned|confirmed)\b"),
    re.compile(rf"\b(?i:according\s+to|reported\s+by|first\s+reported\s+by|as\s+reported\s+by|told|"
               rf"(?:interview|interviews|statement|statements|comments)\s+(?:with|to)|"
               rf"(?:a\s+|the\s+)?(?:report|reports|reporting|story|investigation|analysis|article)\s+(?:by|from|in)|"
               rf"cited\s+by|speaking\s+to|spoke\s+to|spoke\s+with|first\s+reported\s+in|reported\s+in|"
               rf"obtained\s+by|reviewed\s+by|seen\s+by|citing|per|confirmed\s+to|said\s+(?:on|to)|appearing\s+on|"
               rf"(?:an\s+)?appearance\s+on)\s+{OUTLET_PATTERN}"),
    # an outlet that "said" what another outlet writes: "..., Reuters said.", "Reuters said on Tuesday that ..."
    re.compile(rf"[,\u201d\"\u2019]\s+{OUTLET_PATTERN}\s+(?:said|says)\b"),
    re.compile(rf"{OUTLET_PATTERN}\s+(?:said|says)\s+(?:(?:on|late|early)\s+\w+\s+)?that\b"),
    # "The Hollywood Reporter says Ross is in negotiations": a clause of its own after "says"
    re.compile(rf"{OUTLET_PATTERN}\s+(?:said|says)\s+(?!(?:it|its|in|on|at|that|this)\b)[A-Z]?\w+"
               r"(?:\s+[A-Z]\w+)?\s+(?:is|are|was|were|has|have|had|will|would|could|may|might)\b"),
    # "The Hollywood Reporter and Collider are reporting that": the first of two outlets reporting
    re.compile(rf"{OUTLET_PATTERN}\s+and\s+(?:the\s+)?[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*\s+(?:are|were|have)\s+"
               r"(?:reporting|reported|confirmed)\b"),
)
_MEDIA_WORDS = words("denials", "media_words")
_DENY_VERBS = words("denials", "deny_verbs")
_FALSE_WORDS = FALSE_WORDS  # one list with ``denial_forms``
_THAT_FALSE = regex("denials", "that_false")
_ABOUT_REPORT = regex("denials", "about_report")
_NO_TRUTH = regex("denials", "no_truth")
_CLAIM_NOUNS = words("denials", "claim_nouns")
_REPORT_NOUNS = words("denials", "report_nouns")


def _subtree_chars(tok) -> tuple[int, int]:
    return tok.left_edge.idx, tok.right_edge.idx + len(tok.right_edge.text)


def _cut_participle(comp, claim: tuple[int, int]) -> tuple[int, int]:
    """The denied clause without a participle clause the parser hung inside it: "denied that the
    agency had a quota, calling the report false" denies the quota, not the calling."""
    for t in comp.subtree:
        if t.dep_ == "advcl" and t.tag_ == "VBG" and t.i > comp.i and t.i > 0 and t.doc[t.i - 1].text == ",":
            return claim[0], min(claim[1], t.doc[t.i - 1].idx)
    return claim


def _clean(text: str, s: int, e: int) -> tuple[int, int]:
    while s < e and (text[s].isspace() or text[s] in ",;:\"“”"):
        s += 1
    while e > s and (text[e - 1].isspace() or text[e - 1] in ",;:.\"“”"):
        e -= 1
    return s, e


def _sentence_speaker(doc, sent, people):
    """Speaker of a sentence with a speech verb ("..., X said"), if any."""
    for t in sent:
        if t.lemma_.lower() in SAY_VERBS and t.pos_ in ("VERB", "AUX"):
            who = speaker_of(doc, t, people)
            if who:
                return who
    return None


def _pushed_back_on(v):
    """ "pushed back on / against reports that ...": the thing pushed back on, else None."""
    if v.lemma_.lower() != "push" or not any(c.dep_ in ("prt", "advmod") and c.lower_ == "back" for c in v.children):
        return None
    prep = next((c for c in v.children if c.dep_ == "prep" and c.lower_ in ("on", "against")), None)
    return next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None


def _claim_noun(obj) -> bool:
    """A claim noun, also through a quantifier: "every one of these allegations", "all of the claims"."""
    if obj.lemma_.lower() in _CLAIM_NOUNS:
        return True
    if obj.lower_ in ("one", "all", "any", "each", "some", "both", "none", "most"):
        of = next((c for c in obj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        return of is not None and any(c.dep_ == "pobj" and c.lemma_.lower() in _CLAIM_NOUNS for c in of.children)
    return False


def _dismissed_as_false(v) -> bool:
    """ "dismissed / rejected X as fake news": the "as" phrase calls X false."""
    if v.lemma_.lower() not in ("dismiss", "reject"):
        return False
    return any(t.lower_ in _FALSE_WORDS for c in v.children if c.dep_ == "prep" and c.lower_ == "as"
               for t in c.subtree)


def _quote_speaker(doc, sents, si: int, people):
    """Who says a first-person denial: the speech verb of its sentence, or of the next one when
    the quotation runs on ("“We reject this. It is false,” the company said.")."""
    return _sentence_speaker(doc, sents[si], people) or (
        _sentence_speaker(doc, sents[si + 1], people) if si + 1 < len(sents) else None)


def find_denials(doc, article_id: str, sentences: list[Sentence], people: list[Person]) -> list[Denial]:
    """Denials: claim is the that-clause, the object denied, or the previous sentence.

    Per sentence, the first form that applies: ", a claim critics dispute"; a denial verb or a verb
    calling something false ("denied that ...", "called the report false"); "reports of X were
    nonsense" / "That's not what happened"; "that is not true"; "there is no truth to ..."."""
    sents = list(doc.sents)
    out: list[Denial] = []
    for si, sent in enumerate(sents):
        disputed = _disputed(doc, article_id, sent, people)  # "..., a claim critics dispute."
        if disputed is not None:
            out.append(disputed)
            continue
        verbs = [d for v in sent if (d := _verb_denial(doc, article_id, sents, si, v, people)) is not None]
        if verbs:
            out += verbs
            continue
        said = _said_false_denial(doc, article_id, sents, si, people)
        if said is not None:
            out.append(said)
            continue
        hit = _not_true(doc, article_id, sents, si, people, out[-1] if out else None)
        if hit is not None:  # (denial,) or (None,): the sentence restates the denial before
            if hit[0] is not None:
                out.append(hit[0])
            continue
        truth = _no_truth(doc, article_id, sents, si, people)
        if truth is not None:
            out.append(truth)
    return [replace(d, denier=speaker_case(d.denier)) for d in out]  # "the minister", as in quotes


def _disputed(doc, article_id: str, sent, people: list[Person]) -> Denial | None:
    """ "The mayor said the budget was balanced, a claim critics dispute": the claim and who disputes it."""
    text = doc_text(doc)
    disputed = claim_disputed(text[sent.start_char:sent.end_char])
    if disputed is None:
        return None
    (a, b), (wa, wb), (va, ve) = disputed
    cs, ce = _clean(text, sent.start_char + a, sent.start_char + b)
    who = text[sent.start_char + wa:sent.start_char + wb]
    person = match_person(who, people)
    return Denial(denier=person or who, claim=text[cs:ce], sentence=Span(article_id, sent.start_char, sent.end_char),
                  span=Span(article_id, sent.start_char + min(wa, va), sent.start_char + max(wb, ve)))


def _verb_denial(doc, article_id: str, sents, si: int, v, people: list[Person]) -> Denial | None:
    """The denial of one verb: "denied that ...", "rejected the claim", "called the report false"."""
    text = doc_text(doc)
    sent = sents[si]
    prev = sents[si - 1] if si > 0 else None
    lemma = v.lemma_.lower()
    if any(c.dep_ == "neg" for c in v.children):
        return None  # "did not deny that ...", "never disputed the figure"
    back = _pushed_back_on(v)
    if (lemma in _DENY_VERBS or back is not None) and v.pos_ == "VERB":
        claim = _denied(v, lemma, back, prev)
    elif lemma in ("call", "label", "describe", "brand", "dismiss"):
        claim = _called_false(v, prev)
    else:
        return None
    if claim is None:
        return None
    subj = next((c for c in v.children if c.dep_ == "nsubj"), None)
    if subj is not None and subj.lower_ in ("that", "which", "who") and v.dep_ == "relcl":
        return None  # "content that denies the existence of climate change"
    denier = resolve_subject(doc, subj, people) if subj is not None else speaker_of(doc, v, people)
    if denier is None and subj is not None and subj.lower_ in ("i", "we"):
        denier = _quote_speaker(doc, sents, si, people)  # "“I deny every allegation,” Ford said"
    cs, ce = _clean(text, *claim)
    if ce <= cs:
        return None
    vs = subj.left_edge.idx if subj is not None and subj.i < v.i else v.idx
    return Denial(denier=denier, claim=text[cs:ce], span=Span(article_id, vs, v.idx + len(v.text)),
                  sentence=Span(article_id, sent.start_char, sent.end_char))


def _denied(v, lemma: str, back, prev) -> tuple[int, int] | None:
    """What a denial verb denies: its clause ("denied that ..."), a claim noun's clause, "it" (the
    sentence before), a claim noun or something dismissed as false; None for "denied the request"."""
    comp = next((c for c in v.children if c.dep_ == "ccomp" or c.dep_ == "xcomp" and lemma == "deny"
                 and c.tag_ in ("VBG", "VBN") and not any(t.tag_ == "TO" for t in c.children)),
                None) if back is None else None  # "denies ever meeting the donor"
    if comp is not None and lemma not in ("deny", "dispute") and not any(
            m.dep_ == "mark" and m.lower_ == "that" for m in comp.children):
        comp = None  # "rejected two of the five Republicans McCarthy had tapped": people, no clause denied
    obj = next((c for c in v.children if c.dep_ in ("dobj", "nsubjpass")), None) if back is None else back
    obj = obj if obj is not None or comp is not None else as_phrase_object(v, _CLAIM_NOUNS, _FALSE_WORDS)
    if comp is not None:
        claim = _cut_participle(comp, _subtree_chars(comp))
        return (comp.left_edge.idx + 4, claim[1]) if comp.left_edge.lower_ == "that" else claim
    if obj is None:
        return None
    clause = next((c for c in obj.children if c.dep_ in ("acl", "ccomp", "relcl")
                   and any(m.lower_ == "that" and m.dep_ == "mark" for m in c.children)), None)
    if clause is not None and obj.lemma_.lower() in _CLAIM_NOUNS:
        claim = _subtree_chars(clause)
        return (clause.left_edge.idx + 4, claim[1]) if clause.left_edge.lower_ == "that" else claim
    if obj.lower_ in ("it", "this", "that") and prev is not None:
        return prev.start_char, prev.end_char
    if _claim_noun(obj) or _dismissed_as_false(v):
        return _subtree_chars(obj)  # "dismissed the poll as fake news"
    return None  # "denied the request", "rejected the appeal"


def _called_false(v, prev) -> tuple[int, int] | None:
    """What "called / labelled / dismissed ... false" calls false (the object, or "it": the sentence before)."""
    obj = next((c for c in v.children if c.dep_ == "dobj"), None)
    pred = [c for c in v.children if c.dep_ in ("oprd", "xcomp", "acomp", "ccomp", "prep")]
    words = {t.lower_ for c in pred for t in c.subtree} | \
        ({t.lower_ for t in obj.subtree} - {obj.lower_} if obj is not None else set())
    if obj is None or not (_FALSE_WORDS & words):
        return None
    o_end = obj.idx + len(obj.text)
    o_start = min([obj.idx] + [c.left_edge.idx for c in obj.lefts])
    if obj.lower_ in ("it", "this", "that") and (prev is None or (
            v.head.i != v.i and v.head.lemma_.lower() in _DENY_VERBS)):
        return None  # "rejected the accusation, calling it a fabrication": the accusation, taken
    if obj.lower_ in ("it", "this", "that"):
        return prev.start_char, prev.end_char
    return o_start, o_end


def _said_false_denial(doc, article_id: str, sents, si: int, people: list[Person]) -> Denial | None:
    """ "reports of X were “nonsense”", "“That's not what happened”" (its cue possibly in the next sentence)."""
    text = doc_text(doc)
    sent = sents[si]
    prev = sents[si - 1] if si > 0 else None
    sspan = Span(article_id, sent.start_char, sent.end_char)
    stext = text[sent.start_char:sent.end_char]
    found = _said_false(doc, sent, stext, prev, people)
    if found is None and si + 1 < len(sents) and stext.rstrip()[-1:] in ("”", '"') \
            and "\n" not in text[sent.end_char:sents[si + 1].start_char]:
        nxt = sents[si + 1]  # "“That's not what happened.” Reyes said of the report.": the cue is the next sentence
        found = _said_false(doc, doc[sent.start:nxt.end], text[sent.start_char:nxt.end_char], prev, people)
        sspan = Span(article_id, sent.start_char, nxt.end_char) if found is not None else sspan
    if found is None:
        return None
    (cs, ce), (vs, ve), denier = found
    return Denial(denier=denier, claim=text[cs:ce], span=Span(article_id, vs, ve), sentence=sspan)


def _not_true(doc, article_id: str, sents, si: int, people: list[Person], last: Denial | None):
    """ "That isn't true", "the report is false": (denial,); (None,) when it restates the denial of
    the sentence before; None when the form is absent or names nothing denied."""
    text = doc_text(doc)
    sent = sents[si]
    prev = sents[si - 1] if si > 0 else None
    stext = text[sent.start_char:sent.end_char]
    m = _THAT_FALSE.search(stext)
    if not m:
        return None
    adj = (m.group("adj") or m.group("adj2") or "").lower()
    negated = bool(re.search(r"n['’]t|\bnot\b", m.group(0), re.I))
    positive = adj in ("true", "accurate", "correct") or adj.startswith("the")
    if not ((positive and negated) or (not positive and adj)):
        return None
    subject_is_report = re.match(r"the\s", m.group(0), re.I)
    about = _ABOUT_REPORT.search(stext, m.end())
    if not (about or subject_is_report) and prev is not None and last is not None \
            and last.sentence.start == prev.start_char:
        return (None,)  # "X denied the report. He said it was false.": the same denial, restated
    if not (about or prev is not None or subject_is_report):
        return None
    if about:  # "..., she said of a report that ICE had cut the target."
        claim = (sent.start_char + about.start(1), sent.start_char + about.end(1))
    elif prev is not None:
        claim = (prev.start_char, prev.end_char)
    else:  # "the report isn't accurate": the report is what is denied
        verb = re.search(r"\s+(?:is|was|are|were|'s|’s)", m.group(0))
        claim = (sent.start_char + m.start(), sent.start_char + m.start() + verb.start())
    cs, ce = _clean(text, *claim)
    start = sent.start_char + m.start()
    return (Denial(denier=_sentence_speaker(doc, sent, people), claim=text[cs:ce],
                   span=Span(article_id, start, sent.start_char + m.end()),
                   sentence=Span(article_id, sent.start_char, sent.end_char)),)


def _no_truth(doc, article_id: str, sents, si: int, people: list[Person]) -> Denial | None:
    """ "There is no truth to these reports,” a spokesman said": the claim after "to", ending at the mark."""
    text = doc_text(doc)
    sent = sents[si]
    prev = sents[si - 1] if si > 0 else None
    stext = text[sent.start_char:sent.end_char]
    m = _NO_TRUTH.search(stext)
    if not m:
        return None
    rest_s = sent.start_char + m.end()
    rest = text[rest_s:sent.end_char]
    cut = re.search(r"[,”\"’]+\s*(?:[\w'’.-]+\s+){0,8}(?:said|says|added|told|wrote)\b|[.”\"]\s*$",
                    rest)  # "... to these reports,” a spokesman said": the claim ends at the mark
    ce = rest_s + (cut.start() if cut else len(rest))
    cs, ce = _clean(text, rest_s, ce)
    lead = re.match(r"(?:the|these|those)\s+(?:reports?|claims?|allegations?|suggestions?|rumou?rs?)\s+that\s+",
                    text[cs:ce], re.I)
    if lead:
        cs += lead.end()
    claim_text = text[cs:ce]
    if prev is not None and claim_text.lower().split()[-1:] and \
            claim_text.lower().split()[-1] in _REPORT_NOUNS and len(claim_text.split()) <= 3:
        cs, ce = _clean(text, prev.start_char, prev.end_char)
    return Denial(denier=_sentence_speaker(doc, sent, people), claim=text[cs:ce],
                  span=Span(article_id, sent.start_char + m.start(),
                            sent.start_char + m.start() + len(m.group(0).rstrip())),
                  sentence=Span(article_id, sent.start_char, sent.end_char))


def _said_false(doc, sent, stext: str, prev, people):
    """((claim start, end), (cue start, end), denier) for the forms of ``denial_forms``, or None."""
    base = sent.start_char
    rep = reports_of_false(stext)
    if rep is not None:
        cs, ce = _clean(doc_text(doc), base + rep[0], base + rep[1])
        return (cs, ce), (cs, ce), _sentence_speaker(doc, sent, people)
    hit = did_not_happen(stext)
    if hit is None:
        return None
    (a, b), cue = hit
    if a == b and prev is None:
        return None
    claim = _clean(doc_text(doc), base + a, base + b) if a < b else _clean(doc_text(doc), prev.start_char, prev.end_char)
    verb = next((t for t in sent if t.idx == base + cue), None)
    denier = speaker_of(doc, verb, people) if verb is not None else _sentence_speaker(doc, sent, people)
    return claim, (base + cue, base + cue + (len(verb.text) if verb is not None else 4)), denier


def find_relays(doc, article_id: str, sentences: list[Sentence]) -> list[Relay]:
    """Outlets whose reporting the article relays, one Relay per mention with a cue."""
    text = doc_text(doc)
    out: list[Relay] = []
    seen: set[tuple[int, int]] = set()
    for sent in doc.sents:
        s0 = sent.start_char
        stext = text[s0:sent.end_char]
        sspan = Span(article_id, s0, sent.end_char)
        for rx in _RELAY_RES:
            for m in rx.finditer(stext):
                name = m.group("o")
                os_, oe = s0 + m.start("o"), s0 + m.end("o")
                if (os_, oe) in seen or not _outlet_is_name(doc, os_, oe):
                    continue
                seen.add((os_, oe))
                out.append(Relay(outlet=canonical_outlet(name), span=Span(article_id, s0 + m.start(),
                                                                           s0 + m.end()), sentence=sspan))
        # ORG entities that are the subject of "reported" ("The Tribune-Star reported")
        for t in sent:
            if t.lemma_.lower() != "report" or t.pos_ != "VERB":
                continue
            subj = next((c for c in t.children if c.dep_ == "nsubj"), None)
            if subj is None or subj.ent_type_ != "ORG":
                continue
            ent = ent_at(doc, subj.i)
            if ent is None or any(a < ent.end_char and ent.start_char < b for a, b in seen):
                continue
            outlet = _media_name(ent.text)
            if outlet is None:
                continue  # "the Labor Department reported", "Walmart reported": sources, not outlets
            seen.add((ent.start_char, ent.end_char))
            out.append(Relay(outlet=outlet, span=Span(article_id, ent.start_char, t.idx + len(t.text)),
                             sentence=sspan))
    out.sort(key=lambda r: r.span.start)
    return out


def _media_name(name: str) -> str | None:
    """The outlet an ORG name stands for, if it looks like a news outlet at all: a known
    outlet inside it ("CBS's Steven Portnoy"), a newspaper-like word ("The Tribune-Star"),
    or a broadcast call sign ("WABC")."""
    known = re.search(rf"(?<![\w-])(?:{NAME_PATTERN})(?![\w-])", name)
    if known:
        return canonical_outlet(known.group(0))
    words = set(re.findall(r"[a-z]+", name.lower()))
    if words & _MEDIA_WORDS or re.fullmatch(r"[KW][A-Z]{2,3}(?:-(?:TV|FM|AM))?", name.strip()):
        return canonical_outlet(re.sub(r"^the\s+", "The ", name.strip(), flags=re.I))
    return None


def _outlet_is_name(doc, start: int, end: int) -> bool:
    """Reject outlet words that are part of a person's name ("Ted Fox", "Sarah Time")."""
    return not any(e.label_ == "PERSON" and e.start_char < end and start < e.end_char
                   and (e.start_char < start or e.end_char > end) for e in doc_ents(doc))
