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
