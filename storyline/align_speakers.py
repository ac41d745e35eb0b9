"""Speakers of one story told in fewer words by some outlets: "Police" is "Essex Police" when the
story names one police force only. People's names are merged earlier (``people.merge_people``);
this joins the names of organisations and groups that speak.
"""

from __future__ import annotations

from collections.abc import Iterable


def _words(name: str) -> list[str]:
    words = name.split()
    return words[1:] if words and words[0].lower() == "the" else words


def short_speakers(names: Iterable[str]) -> dict[str, str]:
    """{short name: the one longer name of the story that ends with it}: "Police" -> "Essex Police",
    "the Ministry" -> "Health Ministry". A one-word name that two longer ones end with ("Police"
    beside "Essex Police" and "Met Police") stays as it is; so does a name of several words. "The X"
    is "X" when the story has both ("the people" said what "people familiar with the decision" did)."""
    names = {n for n in names if n and _words(n)}
    out: dict[str, str] = {}
    bare = {" ".join(_words(n)).lower(): n for n in names if n.split()[0].lower() != "the"}
    for n in names:  # "the people" (said) is the "people" (familiar with the decision) named before
        if n.split()[0].lower() == "the" and " ".join(_words(n)).lower() in bare:
            out[n] = bare[" ".join(_words(n)).lower()]
    for short in names:
        if short in out:
            continue
        if len(_words(short)) != 1:
            continue
        word = _words(short)[0].lower()
        longer = {n for n in names if len(_words(n)) >= 2 and _words(n)[-1].lower() == word}
        if len(longer) == 1:
            out[short] = longer.pop()
    return out
