"""Person names the NER cuts short or misses: a surname with a curly apostrophe ("Bill O’Reilly"),
a surname left outside the entity ("Former acting Attorney General Sally Yates": PERSON "Sally").

Entities are (kind, start, end) character ranges, as ``people._entities`` makes them.
"""

from __future__ import annotations

import re

from .given_names import GIVEN_NAMES

APOSTROPHE_NAME = re.compile(r"^(?:D|O|L|Mc)['’][A-Z][a-z]+$")


def apostrophe_names(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Surnames written with a curly apostrophe, which the NER cuts off or misses: "Bill O’Reilly"
    (the PERSON stops at "Bill"), "Dinesh D’Souza" (no entity): the given name and the surname."""
    out = list(ents)
    ends = {e: i for i, (k, _s, e) in enumerate(out) if k == "PERSON"}
    for tok in doc:
        if not APOSTROPHE_NAME.match(tok.text) or tok.i == 0:
            continue
        prev = doc[tok.i - 1]
        prev_end = prev.idx + len(prev.text)
        if prev_end in ends and tok.idx == prev_end + 1:
            k, s0, _e = out[ends[prev_end]]
            out[ends[prev_end]] = (k, s0, tok.idx + len(tok.text))  # "Bill" + "O’Reilly"
        elif (prev.text.lower() in GIVEN_NAMES or prev.tag_ == "NNP" and prev.dep_ == "compound"
              and prev.head.i == tok.i) and prev.text[:1].isupper() and tok.idx == prev_end + 1 \
                and not any(s0 <= tok.idx < e0 for _k, s0, e0 in out):
            out.append(("PERSON", prev.idx, tok.idx + len(tok.text)))  # "Dinesh D’Souza"
    return out


def cut_surnames(doc, ents: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A one-word PERSON that is a common given name, written as a compound of the capitalised
    proper noun right after it, takes that noun as its surname: "Attorney General Sally Yates" (the
    NER tagged "Sally"), unless the noun is inside another entity."""
    out = list(ents)
    starts = {s0: i for i, (k, s0, _e) in enumerate(out) if k == "PERSON"}
    for tok in doc:
        i = starts.get(tok.idx)
        if i is None or tok.i + 1 >= len(doc) or out[i][2] != tok.idx + len(tok.text):
            continue
        nxt = doc[tok.i + 1]
        if tok.text.lower() in GIVEN_NAMES and tok.dep_ == "compound" and tok.head.i == nxt.i \
                and nxt.tag_ == "NNP" and nxt.is_alpha and nxt.text[:1].isupper() and not nxt.is_upper \
                and nxt.idx == tok.idx + len(tok.text) + 1 and not nxt.ent_type_ \
                and not any(s0 <= nxt.idx < e0 for _k, s0, e0 in out):
            out[i] = ("PERSON", tok.idx, nxt.idx + len(nxt.text))
    return out
