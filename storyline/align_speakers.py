"""Speakers of one story told in fewer words by some outlets: "Police" is "Essex Police" when the
story names one police force only. People's names are merged earlier (``people.merge_people``);
this joins the names of organisations and groups that speak.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable


def _words(name: str) -> list[str]:
    words = name.split()
    return words[1:] if words and words[0].lower() == "the" else words


def short_speakers(names: Iterable[str]) -> dict[str, str]:
    """{short name: the one longer name of the story that ends with it}: "Police" -> "Essex Police",
    "the Ministry" -> "Health Ministry". A one-word name that two longer ones end with ("Police"
    beside "Essex Police" and "Met Police") stays as it is; so does a name of several words. "The X"
    is the one name of the story that starts with X ("the people" are "people familiar with the
    decision")."""
    names = {n for n in names if n and _words(n)}
    out: dict[str, str] = {}
    starting: dict[tuple[str, ...], list[str]] = defaultdict(list)  # lower-cased first words -> names not "the X"
    ending: dict[str, set[str]] = defaultdict(set)  # a name's last word, lower-cased -> names of 2 words or more
    for n in names:
        if n.split()[0].lower() != "the":
            low = [w.lower() for w in n.split()]
            for k in range(1, len(low) + 1):
                starting[tuple(low[:k])].append(n)
        if len(_words(n)) >= 2:
            ending[_words(n)[-1].lower()].add(n)
    for n in names:  # "the people" (said) are the "people familiar with the decision" named before
        if n.split()[0].lower() == "the":
            fuller = starting.get(tuple(w.lower() for w in _words(n)), [])
            if len(fuller) == 1:
                out[n] = fuller[0]
    for short in names:
        if short in out:
            continue
        if len(_words(short)) != 1:
            continue
        longer = ending.get(_words(short)[0].lower(), set())
        if len(longer) == 1:
            out[short] = next(iter(longer))
    return out


def speakers_by_words(quotes: list, sim: float, label) -> list:
    """Quotes without a named speaker given the speaker another article names for the same words: one
    outlet runs '“We're certainly pleased ...”' alone, another 'Commissioner Raymond Kelly said: “We're
    certainly pleased ...”'. The words must be the same quotation (``textsim.token_set`` >= ``sim``,
    their figures agreeing, of lengths alike: a few words in quotation marks, '"Obama agenda"', are in
    many quotations) and name one speaker only; ``label(who, finding)`` labels the quote anew.
    Candidates share one of the quote's three longest words (an index, not all pairs)."""
    from dataclasses import replace

    from .textsim import numbers_agree, token_set

    def longest(text: str) -> list[str]:
        return sorted({w.strip(".,;:!?\"'\u201c\u201d\u2018\u2019()").lower() for w in text.split()},
                      key=lambda w: (-len(w), w))[:3]

    index: dict[str, list] = defaultdict(list)
    for it in quotes:
        if it.key[1]:
            for w in longest(it.text):
                index[w].append(it)
    if not index:
        return quotes
    out = []
    for it in quotes:
        if not it.key[1] and isinstance(it.text, str):
            seen, whose = set(), set()
            for w in longest(it.text):
                for other in index.get(w, ()):
                    if id(other) in seen or other.article == it.article:
                        continue
                    seen.add(id(other))
                    if _alike(it.text, other.text) and token_set(it.text, other.text) >= sim \
                            and numbers_agree(it.text, other.text):
                        whose.add(other.key[1])
            if len(whose) == 1:
                who = whose.pop()
                it = replace(it, key=("quote", who), label=label(who, it.finding))
        out.append(it)
    return out


MIN_WORDS = 5  # words of a quotation whose speaker another article's telling may give


def _alike(a: str, b: str) -> bool:
    """Two quotations of like length, neither a few words: '"Obama agenda"' is in "Do you fully
    support the Obama agenda?" but is not that quotation."""
    na, nb = len(a.split()), len(b.split())
    return min(na, nb) >= MIN_WORDS and 3 * min(na, nb) >= 2 * max(na, nb)
