"""Text similarity and sentence filters for one story's sentences.

Crude stemmed content words, TF-IDF vectors fitted per story, cosine, fuzzy token-set
ratio, number agreement, and the heuristics that tell page furniture and cut-loose quote
fragments from sentences worth aligning or summarising.
"""

from __future__ import annotations

import math
import re
from itertools import filterfalse
from functools import lru_cache
from collections import defaultdict

from .stopwords import FUNCTION_WORDS

STOPWORDS = FUNCTION_WORDS | frozenset("mine onto s t tell us whose".split())
WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_NUMBER = re.compile(r"(?<![A-Za-z]-)(?<![A-Za-z\d.])\d+(?:\.\d+)?")  # not a name's digits: "COVID-19", "F-35", "A320"


@lru_cache(maxsize=65536)  # the same few thousand words are stemmed again and again by every brief
def stem(word: str) -> str:
    """A crude stem: no possessive, -ies -> -y, no -ing, -ed or plural -s."""
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ed"):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def content_words(text: str) -> list[str]:
    """Lower-cased, crudely stemmed words of ``text`` without stopwords."""
    return list(_content_words(text))


@lru_cache(maxsize=16384)  # a sentence's words are read for the story's TF-IDF, its vector and the summary
def _content_words(text: str) -> tuple[str, ...]:
    return tuple(map(stem, filterfalse(STOPWORDS.__contains__, WORD.findall(text.lower()))))


class TfIdf:
    """TF-IDF weights fitted on the sentences of one story; unit vectors as dicts."""

    def __init__(self, texts: list[str]):
        df: dict[str, int] = defaultdict(int)
        unique = set(texts)
        for text in unique:
            for w in set(content_words(text)):
                df[w] += 1
        n = len(unique)
        self.idf = {w: math.log((n + 1) / (c + 1)) + 1.0 for w, c in df.items()}
        self.default_idf = math.log(n + 1) + 1.0
        self._cache: dict[str, dict[str, float]] = {}

    def vector(self, text: str) -> dict[str, float]:
        """The unit TF-IDF vector of ``text`` (cached per text; treat it as read-only)."""
        if text not in self._cache:
            self._cache[text] = self._vector(text)
        return self._cache[text]

    def _vector(self, text: str) -> dict[str, float]:
        tf: dict[str, float] = defaultdict(float)
        for w in content_words(text):
            tf[w] += 1.0
        vec = {w: c * self.idf.get(w, self.default_idf) for w, c in tf.items()}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {w: v / norm for w, v in vec.items()}


def cosine(a: dict[str, float], b: dict[str, float]) -> float:
    """Cosine of two unit vectors."""
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(w, 0.0) for w, v in a.items())


def token_set(a: str, b: str) -> float:
    """rapidfuzz token_set_ratio of two texts (0-100), on their lower-cased words."""
    return _token_set_ratio()(_word_line(a), _word_line(b))


@lru_cache(maxsize=1)  # compared pairwise by the thousand: the import statement's own cost was a third of a call
def _token_set_ratio():
    from rapidfuzz import fuzz

    return fuzz.token_set_ratio


@lru_cache(maxsize=16384)  # quotes and denials are compared pairwise: each text's words read once
def _word_line(text: str) -> str:
    return " ".join(WORD.findall(text.lower()))



def numbers_in(text: str) -> set[str]:
    return set(_NUMBER.findall(text.replace(",", "")))  # (a text without digits has none: one C scan)


@lru_cache(maxsize=16384)
def _numbers(text: str) -> frozenset[str]:
    return frozenset(numbers_in(text))


def numbers_agree(a: str, b: str) -> bool:
    """False when both texts carry numbers and the numbers differ ("1,000" vs "1,800")."""
    na, nb = _numbers(a), _numbers(b)
    return not na or not nb or na == nb



_FURNITURE = re.compile(
    r"\bclick here\b|\bsubscribe (?:now|today|to (?:our|the))\b|\bsign up (?:for|to) (?:our|the)\b|"
    r"\bnewsletter\b.*\b(?:sign|subscribe|inbox)|\bdownload (?:our|the) app\b|\bget the app\b|"
    r"\bfollow us\b|all rights reserved|\u00a9|getty images|\bphoto(?:graph)?\s*:|\bimage\s*:|\bcredit\s*:|"
    r"^\W*(?:read more|advertisement|related|watch|listen)\b(?:\W*$|\s*:)|"
    r"\b(?:accept|use of) cookies\b|\bcookie policy\b|"
    r"privacy policy|\bshare (?:this|on (?:facebook|twitter|x|whatsapp|linkedin|email))\b|https?://|www\.|\bAP Photo\b",
    re.I,
)


# one of these is in every text ``_FURNITURE`` matches, lower-cased (the literal part of each of its
# alternatives): a text with none of them, and none of the four non-ASCII letters that re.I matches
# with ASCII ones (dotted I, dotless i, long s, Kelvin sign), is not searched (about 45 us a sentence)
_FURNITURE_WORDS = ("click here", "subscribe ", "sign up ", "newsletter", "download ", "get the app", "follow us",
                    "all rights reserved", "\u00a9", "getty images", "photo", "image", "credit", "read more",
                    "advertisement", "related", "watch", "listen", "cookies", "cookie policy", "privacy policy",
                    "share ", "http", "www.")
FOLDS_TO_ASCII = "\u0130\u0131\u017f\u212a"


def may_hold(text: str, words: tuple[str, ...]) -> bool:
    """A necessary condition of a re.I pattern every match of which holds one of ``words`` (lower
    case): one of them in the lower-cased text, or a letter re.I matches with an ASCII one. A few
    substring tests instead of a case-blind search."""
    return any(map(text.lower().__contains__, words)) or any(map(text.__contains__, FOLDS_TO_ASCII))


def _may_be_furniture(s: str) -> bool:
    return may_hold(s, _FURNITURE_WORDS)


@lru_cache(maxsize=16384)  # a sentence is read by the claims and again by the summary
def looks_like_furniture(sentence: str) -> bool:
    """Promo lines, credits, calls to action, shouting headlines, link text."""
    s = sentence.strip()
    if _may_be_furniture(s) and _FURNITURE.search(s):
        return True
    letters = "".join(filter(str.isalpha, s))
    if len(letters) >= 4 and sum(map(str.isupper, letters)) / len(letters) > 0.6:
        return True
    return False


def is_quote_fragment(sentence: str) -> bool:
    """A piece of a quotation cut loose: lower-case start, unbalanced or dangling quotes."""
    s = sentence.strip()
    if not s:
        return True
    first = s.lstrip("\"'\u201c\u2018(")[:1]
    if first and first.islower():
        return True
    if s.count("\u201c") != s.count("\u201d") or s.count('"') % 2:
        return True
    if s[0] in "\u201d\u2019":
        return True
    if re.search(r"[,;:]\s*[\"\u201d]?$", s):
        return True
    return False


def in_quotation(text: str, pos: int) -> bool:
    """``pos`` lies inside quotation marks opened earlier in its paragraph: an odd number of straight
    quotes, or more opening than closing curly quotes, before it."""
    para = text[text.rfind("\n", 0, pos) + 1:pos]
    return para.count('"') % 2 == 1 or para.count("\u201c") > para.count("\u201d")
