"""Paraphrase folding for alignment: the same event worded differently gets the same words.

``concept_words(text)`` is ``textsim.content_words`` with three additions:

- irregular verb forms become their base form ("shot" -> "shoot", "fled" -> "flee");
- a small curated table of news event verbs and nouns folds synonyms into one concept
  ("quake" / "earthquake" / "temblor" -> ``*quake``; "killed" / "slain" / "died" -> ``*death``);
- multi-word phrases are folded first ("shot dead" / "gunned down" -> ``*death``;
  "pushed out" / "pulled from their posts" / "removed" -> ``*ousted``).

``ConceptTfIdf`` is the story's TF-IDF over these words. ``frame_of`` tells a target ("quota of
1,000 a day") from an actual figure ("an average of 1,000 a day"), so that sentences that fill
different slots are never aligned however much wording they share.
"""

from __future__ import annotations

import math
import re
from itertools import filterfalse
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache

from .textsim import STOPWORDS, WORD, may_hold, stem

IRREGULAR = {
    "shot": "shoot", "struck": "strike", "fled": "flee", "won": "win", "sold": "sell", "bought": "buy",
    "fell": "fall", "fallen": "fall", "rose": "rise", "risen": "rise", "caught": "catch", "held": "hold",
    "slew": "slay", "slain": "slay", "sought": "seek", "found": "find", "gave": "give", "given": "give",
    "stole": "steal", "stolen": "steal", "broke": "break", "broken": "break", "drove": "drive",
    "driven": "drive", "died": "die", "dies": "die", "dying": "die", "tried": "try", "tries": "try",
    "hit": "hit", "hits": "hit", "hitting": "hit", "quit": "quit", "quits": "quit", "led": "lead",
    "took": "take", "taken": "take", "made": "make", "began": "begin", "begun": "begin", "ran": "run",
    "sank": "sink", "sunk": "sink", "fought": "fight", "chose": "choose", "chosen": "choose",
    "swore": "swear", "sworn": "swear", "arose": "arise", "froze": "freeze", "frozen": "freeze",
    "met": "meet", "paid": "pay", "sent": "send", "spent": "spend", "lost": "lose", "wounded": "wound",
    "hurt": "hurt", "injured": "injure", "injuries": "injury", "seized": "seize", "ousted": "oust",
    "jailed": "jail", "named": "name", "hired": "hire", "charged": "charge",
}

# stem (after IRREGULAR and textsim.stem) -> concept; a concept starts with "*"
_CONCEPTS = {
    "*quake": "quake earthquake temblor tremor",
    "*death": "kill killing slay murder die dead death fatal fatality homicide",
    "*shoot": "shoot gunfire gunman gunmen shooting",
    "*arrest": "arrest detain detention apprehend nab custody",
    "*ousted": "oust ouster remov remove removal dismiss dismissal sack axe ax terminat",
    "*resign": "resign resignation",
    "*appoint": "appoint appointment hire hir nominat nominate nomination",
    "*injure": "injure injur injury wound hurt",
    "*charge": "charge charg indict indictment",
    "*convict": "convict conviction",
    "*acquire": "acquire acquir acquisition buy purchase purchas",
    "*announce": "announce announc announcement unveil",
    "*hit": "hit strike strik",
    "*rise": "rise climb increase increas jump soar",
    "*drop": "fall drop dropp decline declin plunge plung slump",
    "*flee": "flee escape escap",
    "*blaze": "blaze wildfire",
    "*rehab": "rehab rehabilitation",
    "*defeat": "beat defeat",
    "*win": "win victory",
    "*jail": "jail prison imprison imprisonment",
    "*retire": "retire retir retirement",
    "*steal": "steal theft robbery rob",
    "*explode": "explode explod explosion blast",
    "*hijack": "hijack",
    "*sink": "sink capsize capsiz",
}
CONCEPT = {w: c for c, ws in _CONCEPTS.items() for w in ws.split()}

# phrases folded before the words are read (a plain word standing for the concept)
_PHRASES = (
    (re.compile(r"\b(?:shot|gunned|cut)\s+(?:and\s+killed|dead|down)\b", re.I), " killed "),
    (re.compile(r"\bpass(?:ed|es)?\s+away\b", re.I), " died "),
    (re.compile(r"\btaken\s+into\s+(?:police\s+)?custody\b", re.I), " arrested "),
    (re.compile(r"\b(?:push(?:ed|es)?|forc(?:ed|es|e)|kick(?:ed|s)?)\s+out\b", re.I), " ousted "),
    (re.compile(r"\bpull(?:ed|s)?\s+from\s+(?:their|his|her|its|the)\s+(?:posts?|jobs?|positions?)\b", re.I),
     " ousted "),
    (re.compile(r"\brelieved\s+of\s+(?:their|his|her)\s+(?:duties|command|post)\b", re.I), " ousted "),
    (re.compile(r"\b(?:was|were|been|be|is|are|got|get|being)\s+fired\b(?!\s+(?:upon|on|at|into|from\s+a))", re.I),
     " ousted "),
    (re.compile(r"\blet\s+go\b", re.I), " ousted "),
    (re.compile(r"\bst(?:e|a)p(?:s|ped|ping)?\s+down\b", re.I), " resigned "),
    (re.compile(r"\bfound\s+guilty\b", re.I), " convicted "),
    (re.compile(r"\bbehind\s+bars\b", re.I), " jail "),
)

# a cheap test before the phrase patterns: a word one of them starts with
_PHRASE_HINT = re.compile(r"\b(?:shot|gunned|cut|pass|taken|push|forc|kick|pull|relieved|fired|let|st[ea]p|found|behind)",
                          re.I)
_PHRASE_HINT_WORDS = ("shot", "gunned", "cut", "pass", "taken", "push", "forc", "kick", "pull", "relieved", "fired",
                      "let", "step", "stap", "found", "behind")  # one is in every text the hint finds


# words that put a figure in a frame: a target is not an actual figure, nor a past one
FRAME_WORDS = {
    "target": re.compile(r"\b(?:quota|target|goal|cap|limit|aim|plan|ceiling|pledge)(?:s|ed)?\b", re.I),
    "actual": re.compile(r"\b(?:averag(?:e|es|ed|ing)|actual(?:ly)?|recorded)\b", re.I),
    "past": re.compile(r"\b(?:previous(?:ly)?|earlier|former(?:ly)?)\b", re.I),
}
_FRAME_HINT_WORDS = ("quota", "target", "goal", "cap", "limit", "aim", "plan", "ceiling", "pledge", "averag", "actual",
                     "recorded", "previous", "earlier", "former")  # one is in every text a frame pattern finds


def fold_phrases(text: str) -> str:
    """``text`` with multi-word paraphrases replaced by one word of their concept."""
    if not may_hold(text, _PHRASE_HINT_WORDS) or not _PHRASE_HINT.search(text):
        return text
    for pattern, word in _PHRASES:
        text = pattern.sub(word, text)
    return text


@lru_cache(maxsize=65536)  # every word of every claim of a story goes through here
def concept(word: str) -> str:
    """The concept of one lower-cased word: its synonym class, else its crude stem."""
    w = IRREGULAR.get(word, word)
    s = stem(w)
    return CONCEPT.get(s) or CONCEPT.get(w) or s


def concept_words(text: str) -> list[str]:
    """Content words of ``text`` with irregular forms, synonyms and phrases folded."""
    return list(_concept_words(text))


@lru_cache(maxsize=16384)  # a sentence's words are read by the story's TF-IDF and again by the judge's denials
def _concept_words(text: str) -> tuple[str, ...]:
    return tuple(map(concept, filterfalse(STOPWORDS.__contains__, WORD.findall(fold_phrases(text).lower()))))


def event_concepts(words) -> set[str]:
    """The folded event concepts (``*quake``, ``*ousted`` ...) among ``words``."""
    return {w for w in words if w.startswith("*")}


def frame_of(text: str) -> str | None:
    """"target" / "actual" / "past" when the sentence frames its figures, else None (or two frames)."""
    if not may_hold(text, _FRAME_HINT_WORDS):
        return None
    found = [f for f, pattern in FRAME_WORDS.items() if pattern.search(text)]
    return found[0] if len(found) == 1 else None


class ConceptTfIdf:
    """TF-IDF over ``concept_words``, fitted on the sentences of one story; unit vectors as dicts."""

    def __init__(self, texts: list[str]):
        df: dict[str, int] = defaultdict(int)
        unique = set(texts)
        self._words: dict[str, list[str]] = {}
        for text in unique:
            for w in set(self.words(text)):
                df[w] += 1
        n = len(unique)
        self.idf = {w: math.log((n + 1) / (c + 1)) + 1.0 for w, c in df.items()}
        self.default_idf = math.log(n + 1) + 1.0
        self._cache: dict[str, dict[str, float]] = {}

    def words(self, text: str) -> list[str]:
        """``concept_words(text)``, cached."""
        got = self._words.get(text)
        if got is None:
            got = self._words[text] = concept_words(text)
        return got

    def vector(self, text: str) -> dict[str, float]:
        """The unit TF-IDF vector of ``text`` (cached; treat it as read-only)."""
        vec = self._cache.get(text)
        if vec is None:
            get, default = self.idf.get, self.default_idf
            # counts as ints (Counter: the words' first-seen order, as a dict of float counts had it): a
            # count times its idf is the same float either way
            raw = {w: c * get(w, default) for w, c in Counter(self.words(text)).items()}
            norm = math.sqrt(sum([v * v for v in raw.values()])) or 1.0
            vec = self._cache[text] = {w: v / norm for w, v in raw.items()}
        return vec


# ---------------------------------------------------------------- sentence gists

_NAME = re.compile(r"\b[A-Z][A-Za-z'\-]*[A-Za-z]\b")
_LEADING_NON_WORD = re.compile(r"\W*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
NUMBER_WORDS = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split()) if n >= 2}
_NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december mr mrs ms dr""".split()
)


@dataclass(frozen=True)
class Gist:
    """What alignment compares of a sentence: its concept vector and its anchors."""

    vector: dict
    events: frozenset  # folded event concepts ("*quake")
    anchors: frozenset  # names (not the sentence's first word) and numbers
    numbers: frozenset
    frame: str | None
    name_words: frozenset = frozenset()  # the names as the vector writes them (folded, stemmed)


def gist(tfidf: ConceptTfIdf, text: str) -> Gist:
    """The gist of one sentence under the story's ``ConceptTfIdf``."""
    words = tfidf.words(text)
    names = _names(text)
    numbers = frozenset(_NUMBER.findall(text.replace(",", "")))
    numbers |= {NUMBER_WORDS[w] for w in WORD.findall(text.lower()) if w in NUMBER_WORDS}
    return Gist(tfidf.vector(text), frozenset(event_concepts(words)), frozenset(names) | numbers, numbers, frame_of(text),
                name_words(tfidf, text, names))


def _names(text: str) -> set[str]:
    """The capitalised words of a sentence but its first, lower-cased (the names a gist anchors on)."""
    first = _LEADING_NON_WORD.match(text).end()
    names = {m.group().lower() for m in _NAME.finditer(text) if m.start() != first}
    return {n for n in names if n not in STOPWORDS and n not in _NOT_NAMES}


def name_words(tfidf: ConceptTfIdf, text: str, names: set[str] | None = None) -> frozenset:
    """``gist(tfidf, text).name_words`` alone: the names of the sentence as its vector writes them."""
    return frozenset(tfidf.words(" ".join(sorted(_names(text) if names is None else names))))


def cosine(a: dict, b: dict) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(w, 0.0) for w, v in a.items())


def compatible(a: Gist, b: Gist) -> bool:
    """False when the two sentences fill different slots: other figures, or another frame."""
    if a.numbers and b.numbers and a.numbers != b.numbers:
        return False
    return not (a.frame and b.frame and a.frame != b.frame)


CONTENT_SIM = 0.2  # two sentences sharing no event concept must be this similar in words other than names


def content_sim(a: Gist, b: Gist) -> float:
    """Cosine of the two sentences' vectors without the names either one writes: what they say
    happened, not who it happened to."""
    names = a.name_words | b.name_words
    va = {w: v for w, v in a.vector.items() if w not in names}
    vb = {w: v for w, v in b.vector.items() if w not in names}
    norm = math.sqrt(sum(v * v for v in va.values()) * sum(v * v for v in vb.values()))
    return cosine(va, vb) / norm if norm else 0.0


def same_gist(a: Gist, b: Gist, sim: float, threshold: float, anchored: float) -> bool:
    """Two sentences say the same thing: similar enough, or less similar but sharing an event
    concept and an anchor (a name or a number), and never filling different slots. Without a shared
    event concept, their words other than names must be similar too: "Lyons ordered a review of the
    Chicago raid" and "Lyons defended the Chicago raid" name the same people and tell two things."""
    if sim < anchored or not compatible(a, b):
        return False
    if not a.events & b.events and content_sim(a, b) < CONTENT_SIM:
        return False
    return sim >= threshold or bool(a.events & b.events and a.anchors & b.anchors)


def overlaps(postings: dict, vector: dict) -> dict:
    """{key: dot product} of ``vector`` with every vector indexed in ``postings`` (word -> [(key,
    weight)]) that shares a word with it: cosines of unit vectors, without touching the others."""
    sims: dict = defaultdict(float)
    for w, v in vector.items():
        for key, weight in postings.get(w, ()):
            sims[key] += v * weight
    return sims
