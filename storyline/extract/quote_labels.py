"""Quotes given by a speaker label at the start of a line ("PENCE: Well, ...", "Pence: Gennifer
Flowers Won't Be at Debate") and the transcript turns that go on over paragraphs. Part of ``quotes``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .doc import doc_text
from ..model import Person, Quote, Span
from .coref import person_at as _person_at
from .speaker_parts import match_person
from .lexicon import words


def continue_turns(text: str, quotes: list[Quote], turns: set[int]) -> list[Quote]:
    """A transcript turn going on over paragraphs ("PENCE: Well, ... \n\n"And that's why ..."):
    a paragraph that only continues a quotation (opens with a mark, no label) after a turn is the
    same speaker's."""
    out, last = [], None
    for q in quotes:
        line = text[text.rfind("\n", 0, q.span.start) + 1:q.span.start]
        if id(q) in turns:
            last = q
        elif last is not None and q.direct and line.strip() in ('"', "“") \
                and text[last.span.end:q.span.start].strip(' \t\n.,;:"”') in ("", '"', "“"):
            q = replace(q, speaker=last.speaker)
            last = q
        else:
            last = None
        out.append(q)
    return out


# "WALLACE: Let's start ...", "Pence: Gennifer Flowers Won't Be at Debate": a speaker label at the
# start of a line (a transcript turn, a headline giving who said it).
_LABEL = re.compile(r"^[ \t]*[\"“]?([A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,2}):[ \t]+(?=\S)", re.M)
_NOT_LABELS = words("quotes", "not_labels")


def labelled(doc, article_id: str, people: list[Person], sents) -> list[Quote]:
    """Lines that start with a speaker label, as quotes of the rest of the line: a person's name
    ("Pence: ...", "Rush Limbaugh: ...") or a capitalised transcript label used on two lines or
    more ("WALLACE: ...", "PENCE: ..."); not "UPDATE:", "WATCH:" and the like."""
    text = doc_text(doc)
    hits = list(_LABEL.finditer(text))
    counts: dict[str, int] = {}
    for m in hits:
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    out = []
    for m in hits:
        label = m.group(1)
        if label.lower().rstrip(".") in _NOT_LABELS or label.split()[0].lower() in _NOT_LABELS:
            continue
        person = match_person(label, people) or match_person(label.title(), people)
        span = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
        if person is None and span is not None and all(t.ent_type_ == "PERSON" for t in span if t.is_alpha):
            person = _person_at(people, m.start(1), m.end(1)) or label  # the whole label is a name
        if not (person or (label.isupper() and len(label) > 2 and counts[label] >= 2)):
            continue
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        start, end = m.end(), end
        while start < end and text[start] in "\"“‘'":  # 'BIDEN: "WE WILL ...': the marks are not said
            start += 1
        while end > start and text[end - 1] in " \t.,;:\"”’":
            end -= 1
        if end - start < 8:
            continue
        sent = next((s for s in sents if s.start_char <= start < s.end_char), None)
        s0, s1 = (sent.start_char, sent.end_char) if sent is not None else (start, end)
        out.append(Quote(speaker=person or label, text=text[start:end], direct=True,
                         span=Span(article_id, start, end), sentence=Span(article_id, s0, max(s1, end))))
    return out
