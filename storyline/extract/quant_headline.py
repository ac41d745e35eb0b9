"""Headlines in capitals ("SHARES PLUNGE 20%", "BILLS TO RISE 10%"): the tagger reads capitalised words as
proper nouns and often leaves the change verb without a subject. Here: whether a sentence is written in
capitals, the counted word of such a headline in lower case and singular ("SHARES" -> "share"), and the noun
a headline's change is about when the parse gives none.
"""

from __future__ import annotations

import re

from .quant_roles import CHANGE_WORD


def in_capitals(text: str) -> bool:
    """Whether ``text`` (a sentence) is written in capitals: at least three letters, and no lower-case word."""
    words = re.findall(r"[A-Za-z]{2,}", text)
    return len(words) >= 2 and all(w.isupper() for w in words)


def counted_word(tok, capitals: bool) -> str:
    """The counted word for ``tok``: a proper noun as written, a common noun by its lemma; in a capitals
    headline, lower case and singular ("SHARES" -> "share"), except short acronyms ("NHS")."""
    if capitals and tok.text.isupper() and len(tok.text) > 3:
        return _singular(tok.lemma_.lower() if tok.pos_ == "NOUN" else tok.lower_)
    return tok.text if tok.pos_ == "PROPN" else tok.lemma_.lower()


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:ss|us|is)$", word):
        return word
    if re.search(r"(?:ch|sh|x|ss|zz)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def headline_subject(root, sent):
    """ "BILLS TO RISE 10%", "PROFITS JUMP 40%": in a capitals headline, the first noun before the number
    that is not the change word itself, or None."""
    if not in_capitals(sent.text):
        return None
    for tok in sent:
        if tok.i >= root.i:
            break
        if tok.pos_ in ("NOUN", "PROPN") and not tok.like_num and not CHANGE_WORD.fullmatch(tok.text) \
                and len(tok.text) > 1:
            return tok
    return None
