"""Online story grouping: each article joins the most similar open story or starts a new one.

An article is a sparse vector of TF-IDF-weighted terms: content words, proper names (runs of
capitalised words, also kept whole) and numbers, the latter two weighted up, and words of the
title and lead counted more than those of the tail. IDF is learned online from the articles seen
so far (with a floor on the document count so that the first articles already compare sensibly).
A story is the sum of its articles' unit vectors (its centroid); an article joins the open story
with the highest cosine above ``settings.group_threshold``. A story closes to new articles
``settings.story_window_days`` after its last dated article and is then dropped from memory.
When an article links two open stories strongly, the younger story is merged into the older one.

No spaCy here: regex tokenisation only, so that grouping runs at thousands of articles a second.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from storyline.model import Article

# --- tuning constants (chosen on the ECB+ dev topics, see docs/evaluation-grouping.md) ---
TITLE_WEIGHT = 2.0  # a title word counts this many times
LEAD_WEIGHT = 1.5  # a word of the lead (first ~3 sentences / 60 words) counts this many times
LEAD_WORDS = 60
LEAD_SENTENCES = 3
NAME_WEIGHT = 1.5  # proper names (capitalised runs) and their words
NUMBER_WEIGHT = 2.5
IDF_FLOOR_DOCS = 20  # the document count never goes below this in the IDF formula
MERGE_MARGIN = 0.05  # an article must link a second story this much above the threshold to merge them

STOP_WORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had has
    have having he her here hers herself him himself his how i if in into is it its itself just me more
    most my myself no nor not now of off on once only or other our ours ourselves out over own same she
    should so some such than that the their theirs them themselves then there these they this those
    through to too under until up very was we were what when where which while who whom why will with
    would you your yours yourself yourselves said says say saying told tell according reported reports
    report news new one two three four five six seven eight nine ten first last year years week weeks
    day days time times monday tuesday wednesday thursday friday saturday sunday today yesterday
    tomorrow mr mrs ms dr people like get got make made may might must shall many much well back even
    still since another around across among per via us it's he's she's i'm we're they're don't didn't
    doesn't isn't wasn't aren't can't won't""".split()
)

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\n\s*\n")
_TOKEN = re.compile(r"[^\W\d_](?:[\w'’.-]*\w)?|\d(?:[\d.,:]*\d)?")


def _norm_key(t: datetime | None) -> datetime:
    """A naive UTC datetime for ordering (undated -> datetime.min)."""
    if t is None:
        return datetime.min
    if t.tzinfo is not None:
        return t.astimezone(timezone.utc).replace(tzinfo=None)
    return t


def order_key(article: Article) -> tuple[datetime, str]:
    """The processing order of articles: (published or datetime.min, id)."""
    return (_norm_key(article.published), article.id)


def _stem(word: str) -> str:
    """A very light suffix stripper (plurals, possessives)."""
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _terms_of(text: str, weight: float, out: dict[str, float]) -> int:
    """Add the weighted terms of ``text`` to ``out``; return the number of word tokens seen."""
    count = 0
    for sentence in _SENTENCE_END.split(text):
        run: list[str] = []
        run_at_start = False
        first = True
        for m in _TOKEN.finditer(sentence):
            tok = m.group().strip(".-'’")
            if not tok:
                continue
            count += 1
            low = tok.lower()
            if tok[0].isupper() and low not in STOP_WORDS:
                if not run:
                    run_at_start = first
                run.append(low)
            else:
                _flush(run, run_at_start, weight, out)
                run = []
                if tok[0].isdigit():
                    num = tok.replace(",", "").rstrip(".")
                    out["#" + num] = out.get("#" + num, 0.0) + weight * NUMBER_WEIGHT
                elif low not in STOP_WORDS and len(low) > 2:
                    key = _stem(low)
                    out[key] = out.get(key, 0.0) + weight

            first = False
        _flush(run, run_at_start, weight, out)
    return count


def _flush(run: list[str], at_start: bool, weight: float, out: dict[str, float]) -> None:
    """Add a capitalised run: each word weighted up, and the whole run as one name.

    A single capitalised word opening a sentence is an ordinary word.
    """
    if not run:
        return
    boost = 1.0 if (at_start and len(run) == 1) else NAME_WEIGHT
    for w in run:
        if len(w) > 1:
            key = _stem(w)
            out[key] = out.get(key, 0.0) + weight * boost
    if len(run) > 1:
        name = "@" + " ".join(run)
        out[name] = out.get(name, 0.0) + weight * NAME_WEIGHT


def _lead_split(text: str) -> tuple[str, str]:
    """(lead, tail): the first ~3 sentences or ~60 words, and the rest."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
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
    out: dict[str, float] = {}
    text = article.text or ""
    title = (article.title or "").strip()
    if title:
        _terms_of(title, TITLE_WEIGHT, out)
        if text.lstrip().startswith(title):  # the text repeats its headline: count it once
            text = text.lstrip()[len(title):]
    lead, tail = _lead_split(text)
    _terms_of(lead, LEAD_WEIGHT, out)
    _terms_of(tail, 1.0, out)
    return out


def _unit(vec: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vec.values()))
    return {t: v / norm for t, v in vec.items()} if norm else {}


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    if len(a) > len(b):
        a, b = b, a
    dot = sum(v * b.get(t, 0.0) for t, v in a.items())
    na = math.sqrt(sum(v * v for v in a.values()))
    nb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb) if na and nb else 0.0


class Idf:
    """Document frequencies learned online; ``weight(term)`` is the current IDF."""

    def __init__(self) -> None:
        self.docs = 0
        self.df: dict[str, int] = {}

    def add(self, terms: Iterable[str]) -> None:
        self.docs += 1
        for t in terms:
            self.df[t] = self.df.get(t, 0) + 1

    def weight(self, term: str) -> float:
        n = max(self.docs, IDF_FLOOR_DOCS)
        return math.log((n + 1) / (self.df.get(term, 0) + 1))

    def vector(self, counts: dict[str, float]) -> dict[str, float]:
        """Unit TF-IDF vector of weighted counts (sublinear term frequency)."""
        return _unit({t: ((1.0 + math.log(c)) if c >= 1 else c) * self.weight(t) for t, c in counts.items()})


@dataclass
class _Story:
    id: str
    order: int
    centroid: dict[str, float] = field(default_factory=dict)
    norm2: float = 0.0
    members: list[int] = field(default_factory=list)
    last: datetime | None = None


class StoryIndex:
    """Online grouping of articles (given in time order) into stories "s1", "s2", ...

    ``add`` returns the story an article joins or starts; ``merged`` maps absorbed story ids to
    the story that absorbed them; ``assignments()`` gives every article's final story id.
    """

    def __init__(self, settings, threshold: float | None = None) -> None:
        self.settings = settings
        self.threshold = settings.group_threshold if threshold is None else threshold
        self.window = timedelta(days=settings.story_window_days)
        self.idf = Idf()
        self.merged: dict[str, str] = {}
        self._open: dict[str, _Story] = {}
        self._vecs: dict[int, dict[str, float]] = {}  # open articles' unit vectors
        self._home: dict[int, str] = {}  # open article -> its (open) story
        self._postings: dict[str, set[int]] = {}
        self._story_of: dict[str, str] = {}
        self._count = 0
        self._seq = 0

    # -- public -------------------------------------------------------------------------
    def add(self, article: Article, copy_of: str | None = None) -> str:
        """Put ``article`` into a story and return that story's id."""
        when = _norm_key(article.published) if article.published is not None else None
        if when is not None:
            self._close_before(when - self.window)
        if copy_of is not None and copy_of in self._story_of:
            sid = self.resolve(self._story_of[copy_of])
            story = self._open.get(sid)
            if story is not None and when is not None and (story.last is None or when > story.last):
                story.last = when
            self._story_of[article.id] = sid
            return sid
        counts = term_counts(article)
        self.idf.add(counts)
        vec = self.idf.vector(counts)
        scored = self._scores(vec)
        if scored and scored[0][0] >= self.threshold:
            sid, dot = scored[0][1], scored[0][2]
            for score, other, odot in scored[1:]:  # the article links other stories too: merge them
                if score < self.threshold + MERGE_MARGIN:
                    break
                sid = self._merge(sid, other)
                dot += odot
        else:
            self._count += 1
            sid, dot = f"s{self._count}", 0.0
            self._open[sid] = _Story(sid, self._count)
        self._join(sid, vec, dot, when)
        self._story_of[article.id] = sid
        return sid

    def resolve(self, sid: str) -> str:
        """The story that finally holds story ``sid`` (after merges)."""
        while sid in self.merged:
            sid = self.merged[sid]
        return sid

    def assignments(self) -> dict[str, str]:
        """{article id: final story id} for every article added so far."""
        return {a: self.resolve(s) for a, s in self._story_of.items()}

    @property
    def open_stories(self) -> list[str]:
        """Ids of the stories still open to new articles."""
        return list(self._open)

    # -- internals ----------------------------------------------------------------------
    def _scores(self, vec: dict[str, float]) -> list[tuple[float, str, float]]:
        """(cosine with centroid, story id, dot with centroid) of open stories sharing a term, best first."""
        dots: dict[int, float] = {}
        vecs, postings = self._vecs, self._postings
        for t, w in vec.items():
            for k in postings.get(t, ()):
                dots[k] = dots.get(k, 0.0) + w * vecs[k][t]
        total: dict[str, float] = {}
        for k, d in dots.items():  # the centroid is the sum of its members' unit vectors
            sid = self._home[k]
            total[sid] = total.get(sid, 0.0) + d
        scored = []
        for sid, dot in total.items():
            norm2 = self._open[sid].norm2
            scored.append((dot / math.sqrt(norm2) if norm2 > 0 else 0.0, sid, dot))
        scored.sort(key=lambda x: (-x[0], self._open[x[1]].order))
        return scored

    def _join(self, sid: str, vec: dict[str, float], dot: float, when: datetime | None) -> None:
        story = self._open[sid]
        self._seq += 1
        key = self._seq
        self._vecs[key] = vec
        self._home[key] = sid
        story.members.append(key)
        for t, v in vec.items():
            story.centroid[t] = story.centroid.get(t, 0.0) + v
            self._postings.setdefault(t, set()).add(key)
        story.norm2 += 2.0 * dot + 1.0
        if when is not None and (story.last is None or when > story.last):
            story.last = when

    def _merge(self, a: str, b: str) -> str:
        """Merge open stories ``a`` and ``b``; the older one survives. Returns its id."""
        keep, gone = (a, b) if self._open[a].order < self._open[b].order else (b, a)
        sk, sg = self._open[keep], self._open.pop(gone)
        for t, v in sg.centroid.items():
            sk.centroid[t] = sk.centroid.get(t, 0.0) + v
        sk.norm2 = sum(v * v for v in sk.centroid.values())
        for k in sg.members:
            self._home[k] = keep
        sk.members.extend(sg.members)
        if sg.last is not None and (sk.last is None or sg.last > sk.last):
            sk.last = sg.last
        self.merged[gone] = keep
        return keep

    def _close_before(self, limit: datetime) -> None:
        """Drop open stories whose last dated article is older than ``limit``."""
        for sid in [s for s, st in self._open.items() if st.last is not None and st.last < limit]:
            story = self._open.pop(sid)
            for k in story.members:
                for t in self._vecs.pop(k):
                    post = self._postings[t]
                    post.discard(k)
                    if not post:
                        del self._postings[t]
                del self._home[k]


def group(articles: Iterable[Article], settings, copy_of: dict[str, str] | None = None,
          threshold: float | None = None) -> dict[str, str]:
    """{article id: story id} for a batch of articles, independent of their input order."""
    copy_of = copy_of or {}
    index = StoryIndex(settings, threshold=threshold)
    for article in sorted(articles, key=order_key):
        index.add(article, copy_of.get(article.id))
    return index.assignments()


def story_title(articles: list[Article]) -> str:
    """The title of the article most central to the story (ties: the earliest)."""
    if not articles:
        return ""
    ordered = sorted(articles, key=order_key)
    idf = Idf()
    counts = [term_counts(a) for a in ordered]
    for c in counts:
        idf.add(c)
    vecs = [idf.vector(c) for c in counts]
    best, best_score = ordered[0], -1.0
    for i, a in enumerate(ordered):
        others = [sum(v * vecs[j].get(t, 0.0) for t, v in vecs[i].items()) for j in range(len(vecs)) if j != i]
        score = sum(others) / len(others) if others else 0.0
        if score > best_score + 1e-12:
            best, best_score = a, score
    return best.title
