"""Where a reported clause starts: after its "that", also when the parser puts words before it.

"NBC News reported, citing officials, that the strike ..." hangs "citing officials" inside the
clause; "told reporters aboard Air Force One that he would decide" tags "that" as an object of
the clause. In both the reported words begin after "that".
"""

from __future__ import annotations

import bisect

from .doc import doc_text
from .matchers import match_starts


def clause_start(comp) -> int:
    """Character offset where the words reported by clause ``comp`` begin."""
    left = comp.left_edge
    doc = comp.doc
    if left.lower_ == "that" and (left.dep_ == "mark" or any(
            c.dep_ in ("nsubj", "nsubjpass") and c.i > left.i for c in comp.children)):
        return left.idx + len(left.text)  # "that he would decide": "that" is no subject here
    mark = next((c for c in comp.children if c.dep_ == "mark" and c.lower_ == "that" and c.i > left.i), None)
    if mark is not None and mark.i > 0 and doc[mark.i - 1].text == ",":
        return mark.idx + len(mark.text)  # ", citing officials, that ...": the aside is not reported
    return left.idx


def relayed_source(doc, verb, start: int, end: int):
    """ "Bloomberg reports that X, according to the Roper Center": an outlet relaying a clause
    that names its own source. Returns (source token, where the clause ends before "according")
    or None; only for an outlet subject, whose report is a relay (``denials.find_relays``)."""
    from .outlets import outlet_subject

    subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subj is None or not outlet_subject(subj):
        return None
    span = doc.char_span(start, max(end, verb.sent.end_char), alignment_mode="expand")
    if span is None:
        return None
    starts = match_starts(doc, "speakers", "according_to")  # the Matcher pattern of data/speakers.toml
    for a in starts[bisect.bisect_left(starts, span.start):]:
        if a >= span.end:
            break
        tok = doc[a]
        pobj = next((c for c in doc[tok.i + 1].children if c.dep_ == "pobj"), None)
        if pobj is not None and tok.idx > start:
            cut = tok.idx
            while cut > start and doc_text(doc)[cut - 1] in " ,;—–-":
                cut -= 1
            return pobj, min(cut, end)
    return None
