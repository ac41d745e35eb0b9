"""Social posts pasted into an article as embeds: the post's text on a line of its own, then a
credit line "— Name (@handle) May 3, 2025". The post is a direct quote of that account's owner,
with or without quotation marks around it."""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Person, Quote, Span
from .lexicon import regex

_EMBED = re.compile(
    r"^[ \t]*(?P<body>[^\s•*-][^\n]{6,700}?)[ \t]*\n(?:[ \t]*\n)?[ \t]*[—–-]{1,2}[ \t]*"
    r"(?P<name>[A-Z][^\n()@—–]{1,59}?)"
    r"[ \t]*\(@(?P<handle>\w{1,15})\)[ \t]*(?:[A-Z][a-z]+\.?[ \t]+\d{1,2},[ \t]+\d{4}|\d{1,2}[ \t]+[A-Z][a-z]+"
    r"[ \t]+\d{4})?[ \t]*$", re.M)
_TAIL = regex("quotes", "tail")
_MARKS = " \t\"“”'‘’"


def embedded_posts(text: str, article_id: str, people: list[Person], quotes: list[Quote], match_person) -> list[Quote]:
    """``quotes`` with each embedded post attributed: a quote already found on the post's line
    takes the account's owner; a post without quotation marks is added."""
    out = list(quotes)
    for m in _EMBED.finditer(text):
        start, end = m.start("body"), m.end("body")
        tail = _TAIL.search(text, start, end)
        end = tail.start() if tail else end
        while start < end and text[start] in _MARKS:
            start += 1
        while end > start and text[end - 1] in _MARKS:
            end -= 1
        if len(text[start:end].split()) < 2:
            continue
        name = m.group("name").strip()
        speaker = match_person(name, people) or name
        inside = [i for i, q in enumerate(out) if start <= q.span.start and q.span.end <= end + 1]
        if inside:
            for i in inside:  # the credit line names the account: it outranks a guess from context
                out[i] = replace(out[i], speaker=speaker)
            continue
        if any(q.span.start < end and start < q.span.end for q in out):
            continue  # a quote of the article's own running over the line: not an embed
        out.append(Quote(speaker=speaker, text=text[start:end], direct=True, span=Span(article_id, start, end),
                         sentence=Span(article_id, m.start("body"), m.end())))
    out.sort(key=lambda q: q.span.start)
    return out
