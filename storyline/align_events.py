"""Dated events and general statements: which sentences of a story tell the same thing.

Part of ``align``: a dated sentence joins the event group whose members it matches (the same
day lowers the bar, dates that cannot name one day raise it); an undated sentence that tells a
dated event supports it; other sentences with no finding of their own are grouped with each
other as general statements (``paraphrase.same_gist``).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from .extract.dates import day_of
from .model import Span
from .paraphrase import Gist, gist, overlaps, same_gist
from .textsim import WORD, is_quote_fragment, looks_like_furniture

if TYPE_CHECKING:
    from .align import Item

STATEMENT_SIM = 0.4  # cosine (TF-IDF over paraphrase-folded words) above which two sentences state the same thing
STATEMENT_SIM_ANCHORED = 0.2  # ... when they share an event concept and a name or number (paraphrase.same_gist)
EVENT_SIM = 0.4  # same, for dated sentences with the date expressions taken out
EVENT_SIM_ANCHORED = 0.2  # tuned on ECB+ dev topics (docs/evaluation-brief.md)
EVENT_SIM_SAME_DATE = 0.1  # ... when the two sentences name the same date
EVENT_SIM_OTHER_DATE = 0.5  # ... when they name different dates (a date conflict): no relaxation
MIN_STATEMENT_WORDS = 6


def dated_days(it: Item) -> list[tuple]:
    """(date, granularity) of each resolved date of an event item that can tell two events apart; a
    relative period ("next year", "last month") cannot: "an addition of $92 ... next year" and "a
    $92 increase ... announced Wednesday" are one rise, announced now, paid next year."""
    from .extract.dates import granularity, relative_period

    return [(day_of(dr), granularity(dr.when))
            for dr in (it.finding or ()) if dr.date is not None and not relative_period(dr.when)]


def dates_meet(a: list[tuple], b: list[tuple]) -> bool:
    """Whether some date of ``a`` can name the same day as some date of ``b``."""
    from .extract.dates import dates_compatible

    return any(dates_compatible(x, gx, y, gy) for x, gx in a for y, gy in b)


def event_groups(events: list[tuple[Item, Gist]]) -> list[list[tuple[Item, Gist]]]:
    """Dated sentences: the same event (similar wording without the dates) -> one group.

    Each sentence is compared with every member of every group, through an inverted index
    over the members' words (only members sharing a word can reach a threshold). The same day
    lowers the bar; dates that cannot name one day ("May 21" / "May 23", but not "March 2020" /
    "March 14, 2020") raise it.
    """
    groups: list[list[tuple[Item, Gist]]] = []
    arts: list[set[str]] = []
    dates: list[list] = []
    postings: dict[str, list[tuple[tuple[int, int], float]]] = defaultdict(list)
    for it, g in events:
        best, best_score = None, 0.0
        mine = dated_days(it)
        for (n, m), sim in sorted(overlaps(postings, g.vector).items()):
            if it.article in arts[n]:
                continue
            same_date = any(d in dates[n] for d in mine if d[1] == "day")  # the same day, written as a day
            other_date = bool(mine and dates[n] and not dates_meet(dates[n], mine))  # a match would conflict
            other = groups[n][m][1]
            if same_date:
                ok = same_gist(other, g, sim, EVENT_SIM_SAME_DATE, EVENT_SIM_SAME_DATE)
            elif other_date:
                ok = same_gist(other, g, sim, EVENT_SIM_OTHER_DATE, EVENT_SIM_OTHER_DATE)
            else:
                ok = same_gist(other, g, sim, EVENT_SIM, EVENT_SIM_ANCHORED)
            if ok and sim + same_date > best_score:
                best, best_score = n, sim + same_date
        if best is None:
            best = len(groups)
            groups.append([])
            arts.append(set())
            dates.append([])
        for w, v in g.vector.items():
            postings[w].append(((best, len(groups[best])), v))
        groups[best].append((it, g))
        arts[best].add(it.article)
        dates[best].extend(d for d in mine if d not in dates[best])
    return groups


def join_event(groups, arts: list[set[str]], postings, aid: str, g: Gist) -> list | None:
    """The dated event group an undated sentence tells too (best match), if any.

    Compared with each group's first dated sentence only (no chaining), through ``postings``
    (word -> [(group, weight)]) over those first sentences.
    """
    best, best_sim = None, 0.0
    for n, sim in sorted(overlaps(postings, g.vector).items()):
        if sim > best_sim and aid not in arts[n] and same_gist(groups[n][0][1], g, sim, STATEMENT_SIM,
                                                                STATEMENT_SIM_ANCHORED):
            best, best_sim = n, sim
    if best is None:
        return None
    arts[best].add(aid)
    return groups[best]


def statement_groups(bundle, order, sentences, covered, concepts, make, event_groups, denied) -> list[list[Item]]:
    """Sentences carrying no other finding: joined to the dated event they tell (an undated
    mention of it), else grouped with each other across articles (``paraphrase.same_gist``).

    Leader clustering through an inverted index over the leaders' words, so a sentence is
    compared only with the leaders it shares a word with.
    """
    groups: list[list[Item]] = []
    arts: list[set[str]] = []
    leaders: list[Gist] = []
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    dated = {(it.article, it.sentence.start) for grp in event_groups for it, _ in grp} | denied
    event_arts = [{it.article for it, _ in grp} for grp in event_groups]
    event_postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for n, grp in enumerate(event_groups):
        for w, v in grp[0][1].vector.items():
            event_postings[w].append((n, v))
    for aid in order:
        text = bundle.articles[aid].text
        for s in sentences[aid]:
            stext = text[s.start:s.end]
            if (aid, s.start) in dated or len(WORD.findall(stext.lower())) < MIN_STATEMENT_WORDS:
                continue
            if looks_like_furniture(stext) or is_quote_fragment(stext):
                continue
            g = gist(concepts, stext)
            if not g.vector:
                continue
            span = Span(aid, s.start, s.end)
            event = join_event(event_groups, event_arts, event_postings, aid, g)
            if event is not None:  # an undated telling of a dated event: it supports that event
                it = make("event", ("event",), (), aid, span, stext, stext, ())
                event.append((it, g))
                continue
            if (aid, s.start) in covered:  # its findings make its facts; no general statement
                continue
            it = make("statement", ("statement",), None, aid, span, stext, stext, None)
            best = None
            for n, sim in sorted(overlaps(postings, g.vector).items(), key=lambda kv: (-kv[1], kv[0])):
                if sim < STATEMENT_SIM_ANCHORED:
                    break
                if aid not in arts[n] and same_gist(leaders[n], g, sim, STATEMENT_SIM, STATEMENT_SIM_ANCHORED):
                    best = n
                    break
            if best is None:
                groups.append([it])
                arts.append({aid})
                leaders.append(g)
                for w, v in g.vector.items():
                    postings[w].append((len(groups) - 1, v))
            else:
                groups[best].append(it)
                arts[best].add(aid)
    return groups
