"""The language an article is written in: the extractors read English only.

``foreign_language(text)`` names the language of a text that is clearly not English (py3langid
over its first 3,000 characters; ISO 639-1 code), and says nothing for English or for a text too
short to tell. An article in another language is stored as it is, with no facts read from it: an
English parse of Russian or Spanish text gives nonsense "facts" (every number a quantity, every
sentence a statement).
"""

from __future__ import annotations

SAMPLE_CHARS = 3000  # the language is told from the start of the text
MIN_LETTERS = 200  # fewer letters than this: too short to tell, read as English


def language_of(text: str) -> str | None:
    """ISO 639-1 code of the language ``text`` is written in; None when it is too short to tell."""
    sample = text[:SAMPLE_CHARS]
    if sum(ch.isalpha() for ch in sample) < MIN_LETTERS:
        return None
    import py3langid

    return py3langid.classify(sample)[0]


def foreign_language(text: str) -> str | None:
    """The language of a text that is not English, else None."""
    lang = language_of(text)
    return lang if lang not in (None, "en") else None
