"""The words of an article that story grouping compares (``cluster.features``).

Regex tokenisation only (no spaCy), so that grouping runs at thousands of articles a second:
content words lightly stemmed, runs of capitalised words kept whole as names, numbers; title and
lead count more than the tail. Used by ``cluster`` (one process) and ``scale.grouping`` (workers).
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import islice

from storyline.model import Article
from storyline.stopwords import FUNCTION_WORDS, PROSE_WORDS

# --- tuning constants (chosen on the ECB+ dev topics, see docs/evaluation-grouping.md) ---
TITLE_WEIGHT = 2.0  # a title word counts this many times
LEAD_WEIGHT = 1.5  # a word of the lead (first ~3 sentences / 60 words) counts this many times
LEAD_WORDS = 60
LEAD_SENTENCES = 3
NAME_WEIGHT = 1.5  # proper names (capitalised runs) and their words
NUMBER_WEIGHT = 2.5

STOP_WORDS = FUNCTION_WORDS | PROSE_WORDS | frozenset(
    """across aren't back day days dr eight first five four friday get got last like made make mr mrs ms
    monday new news nine now one people per report reported reports saturday saying seven six sunday
    tell ten three thursday time times today tomorrow tuesday two us via wednesday week weeks well year
    years yesterday""".split()
)

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\n\s*\n")
_UPPER = "A-ZÀ-ÖØ-Þ"
_LOWER_TOKEN = re.compile(rf"(?<![\w'’.])[^\W\d_{_UPPER}](?:[\w'’.-]*\w)?")
_DIGIT_TOKEN = re.compile(r"(?<![\w'’.,:-])\d(?:[\d.,:]*\d)?")
_CAP_RUN = re.compile(rf"(?<![\w'’.-])[{_UPPER}][\w'’.-]*(?:[ \t]+[{_UPPER}][\w'’.-]*)*")
_START_BEFORE = re.compile(r"(?:[.!?][\"'”’)\]]*\s+|\n\s*\n\s*)[\"“‘(\[]?$")


def _stem(word: str) -> str:
    """A very light suffix stripper (plurals, possessives)."""
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _terms_of(text: str, weight: float, out: dict[str, float], names: dict[str, float] | None = None) -> None:
    """Add the weighted terms of ``text`` to ``out`` (and its names and numbers to ``names``).

    Lower-case words and numbers are counted with one regex pass and a Counter; only the runs
    of capitalised words go through a Python loop (this is the hot path of grouping).
    """
    lower = _LOWER_TOKEN.findall(text)
    digits = _DIGIT_TOKEN.findall(text)
    for tok, n in Counter(lower).items():
        low = tok.strip(".-'’")
        if len(low) > 2 and low not in STOP_WORDS:
            out[low] = out.get(low, 0.0) + weight * n
    for tok, n in Counter(digits).items():
        num = "#" + tok.replace(",", "").rstrip(".")
        out[num] = out.get(num, 0.0) + weight * NUMBER_WEIGHT * n
        if names is not None:
            names[num] = names.get(num, 0.0) + weight * n
    for m in _CAP_RUN.finditer(text):
        start = m.start()
        at_start = (start < 8 and not text[:start].strip(" \t\n\"“‘([")) or bool(
            _START_BEFORE.search(text, max(0, start - 8), start))
        run: list[str] = []
        for word in m.group().split():
            low = word.strip(".-'’").lower()
            if low.endswith(("'s", "’s")):
                low = low[:-2]
            if low and low not in STOP_WORDS:
                run.append(low)
            else:  # a stop word ("The", "Of") ends a name
                _flush(run, at_start, weight, out, names)
                run, at_start = [], False
        _flush(run, at_start, weight, out, names)


def _flush(run: list[str], at_start: bool, weight: float, out: dict[str, float],
           names: dict[str, float] | None = None) -> None:
    """Add a capitalised run: each word weighted up, and the whole run as one name.

    A single capitalised word opening a sentence is an ordinary word (and no name).
    """
    if not run:
        return
    boost = 1.0 if (at_start and len(run) == 1) else NAME_WEIGHT
    for i, w in enumerate(run):
        if len(w) > 1:
            out[w] = out.get(w, 0.0) + weight * boost
            if names is not None and not (at_start and i == 0):
                names[w] = names.get(w, 0.0) + weight
    if len(run) > 1:
        name = "@" + " ".join(run)
        out[name] = out.get(name, 0.0) + weight * NAME_WEIGHT


def _lead_split(text: str) -> tuple[str, str]:
    """(lead, tail): the first ~3 sentences or ~60 words, and the rest."""
    ends = [m.end() for m in islice(_SENTENCE_END.finditer(text), LEAD_SENTENCES)]
    cut = ends[LEAD_SENTENCES - 1] if len(ends) >= LEAD_SENTENCES else len(text)
    words = 0
    for m in re.finditer(r"\S+", text[:cut]):
        words += 1
        if words >= LEAD_WORDS:
            cut = m.end()
            break
    return text[:cut], text[cut:]


def term_counts(article: Article) -> dict[str, float]:
    """Weighted term counts of an article (title and lead counted more than the tail)."""
    return features(article)[0]


def features(article: Article) -> tuple[dict[str, float], dict[str, float]]:
    """(weighted term counts, weighted counts of names and numbers) of an article.

    Terms: content words (lightly stemmed), capitalised runs as whole names ("@warren jeffs")
    and numbers ("#6.1"), names and numbers weighted up; title and lead count more than the
    tail. Names: the words of capitalised runs that do not open a sentence, and the numbers.
    """
    out: dict[str, float] = {}
    names: dict[str, float] = {}
    text = article.text or ""
    title = (article.title or "").strip()
    if _mostly_capitals(text):  # wire copy set in capitals: every word would read as a name
        text, title = text.lower(), title.lower()
    if title:
        _terms_of(title, TITLE_WEIGHT, out, names)
        if text.lstrip().startswith(title):  # the text repeats its headline: count it once
            text = text.lstrip()[len(title):]
    lead, tail = _lead_split(text)
    _terms_of(lead, LEAD_WEIGHT, out, names)
    _terms_of(tail, 1.0, out, names)
    stemmed: dict[str, float] = {}
    for term, weight in out.items():
        key = _stem(term) if term[-1] == "s" and term[0] not in "@#" else term
        stemmed[key] = stemmed.get(key, 0.0) + weight
    return stemmed, names


def features_kind() -> str:
    """What a cached ``features`` value was made by: a hash of this module and the stop words
    (any change to either makes the store compute every article's features again)."""
    import hashlib
    from pathlib import Path

    from storyline import stopwords

    h = hashlib.sha1()
    for module in (__file__, stopwords.__file__):
        h.update(Path(module).read_bytes())
    return "features:" + h.hexdigest()[:16]


def _mostly_capitals(text: str) -> bool:
    """Whether at least 3/4 of the letters of a text of some length are capitals."""
    letters = sum(map(str.isalpha, text))
    return letters >= 200 and sum(map(str.isupper, text)) >= 0.75 * letters
