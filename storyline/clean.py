"""Take page furniture out of an article's plain text, keeping the report itself verbatim.

The text is cut into units (one per non-blank line, or one per block of hard-wrapped lines), and
each unit is judged alone by ``storyline.furniture`` (in the manner of jusText and boilerpipe:
length, stop-word density, sentence punctuation, capitals, menu shape and known furniture
phrasings such as captions with photo credits, bylines, timestamps, calls to action, share links,
footers, cookie notices). Lists of teasers and comment sections are marked in context.

Two kinds of text come in, and they are told apart from the text itself (``looks_extracted``):

* a whole page's text (a plain-text copy of a page: menus, link lists and footers around the
  report). Its body is found as the stretch of units with the most prose in it (a maximum-sum
  run, as in Body Text Extraction), with comment sections cut off, and short units inside it are
  judged by their neighbours (a short line between two good paragraphs is kept);
* an already-extracted article (a reader's HTML extraction, a JSONL or feed text, a snippet):
  only line-level furniture goes, plus title-like lines (headline, kicker, dateline) before its
  first paragraph; its lists, tables and subheadings stay.

In both, a paragraph cut short ("... the council said it would ...", by the outlet or the feed)
that ends a run of report paragraphs is report text, while cut-short teasers under headlines are
related links.

The cleaner never rewrites text: every kept paragraph is a verbatim substring of the input
(a whole stripped line or block, or a line with a leading social-post marker or a photo credit
cut off at its edge). Kept paragraphs are joined with a blank line.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .furniture import (
    INLINE,
    MENU_SEPARATORS,
    PERIOD_END,
    REASONS,
    TRUNCATED,
    WORD,
    Unit,
    edge_cut,
    first_line,
    english,
    kind,
    measure,
    norm,
    prose,
    split_units,
)
from .model import Article, Removed

__all__ = ["REASONS", "clean", "clean_text", "looks_extracted"]

MARGIN_MAX = 8  # a page dump has more lines than this before its first or after its last report paragraph
SHORT_MAX = 20  # ... and more short lines that are not prose than this
MENU_WORDS = 2  # a line of at most this many words before an extracted article's first paragraph is a menu item
LEAD_MAX = 3  # title-like lines (headline, kicker, dateline) dropped before an extracted article's first paragraph

_BIO = re.compile(
    r"^(?:[A-Z][\w.'’-]+\s+){1,3}(?:\(@\w+\)\s+)?(?:is|was|has been|writes|covers)\b[^.]{0,150}?\b(?:reporter|"
    r"writer|editor|correspondent|columnist|contributor|journalist|author|blogger|producer|analyst|critic)s?\b"
)
_ABOUT = re.compile(r"^About (?:the )?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4}$")
_TABLE_ROW = re.compile(r"^\|.*\|$")
_LINK_HEADING = re.compile(
    r"^(?:related(?:\s+\w+)?|read (?:more|next|also)|also read|more (?:on|from|in) [\w ]+|most (?:read|popular|viewed|"
    r"shared)|top stories|trending(?: now)?|popular(?: now)?|recommended(?: for you)?|you (?:may|might) also like"
    r"|editor['’]s picks|latest(?: news| stories)?|explore more(?: on (?:these|this) topics?)?)\W*$",
    re.I,
)
_CONTRIBUTED = re.compile(r"\bcontributed(?: reporting)?(?: to (?:this|the) (?:report|story|article))?\W*$", re.I)
_CONTACT = re.compile(
    r"\b(?:can be reached|reach (?:him|her|them|the (?:author|reporter|writer))|contact (?:him|her|them|the "
    r"(?:author|reporter|writer))|email (?:him|her|them))\b[^.]{0,40}?(?:[\w.-]+@[\w-]+\.\w|\d{3}[-.\s]\d{4})",
    re.I,
)
_COMMENT_COUNT = re.compile(r"\b\d+\s+(?:comments?|responses?|replies|thoughts?)\b|\bcomments?\s*\(\d+\)", re.I)
_COMMENT_HEADER = re.compile(
    r"(?:\b(?:says|said|wrote|writes)\s*:|^(?:reply|upvote|downvote|report abuse|reply to this comment|"
    r"load more replies|\d+\s+(?:likes?|replies|points?|votes?)|rating:.*votes?)\W*\d*)$",
    re.I,
)


def _value(u: Unit) -> float:
    if u.why in INLINE:
        return -2.0
    if u.why:
        return -3.0 - u.words * 0.5
    if u.good:
        return u.words * (0.3 if u.bullet else 1.0)
    if u.bullet:
        return -3.0
    if u.words >= 6 and u.stop >= 0.25 and u.ends:
        return u.words * 0.3
    return -2.0 - (1.0 if MENU_SEPARATORS.search(u.text) else 0.0)


def _best_run(values: list[float]) -> tuple[int, int]:
    """Indices [i, j) of the run of units with the largest sum of values."""
    best, best_i, best_j = 0.0, 0, 0
    total, start = 0.0, 0
    for j, v in enumerate(values):
        if total <= 0:
            total, start = 0.0, j
        total += v
        if total > best:
            best, best_i, best_j = total, start, j + 1
    return best_i, best_j


def clean_text(
    text: str, title: str | None = None, *, extracted: bool | None = None
) -> tuple[str, list[Removed]]:
    """Cleaned text (kept paragraphs joined by a blank line) and what was removed, in order.

    ``extracted`` says whether ``text`` is already an extracted article (a reader's or a feed's
    article text: it loses line-level furniture only) or a whole page's text (the body run is
    looked for among the furniture); None decides from the text itself (``looks_extracted``).
    """
    units = split_units(text)
    if not units:
        return "", []
    _judge(units, norm(title) if title else "")
    if extracted is None:
        extracted = _looks_extracted(units)
    keep, lo = _keep_extracted(units) if extracted else _keep_page(units)
    _drop_tail(units, keep)
    kept: list[str] = []
    removed: list[Removed] = []
    for i, u in enumerate(units):
        if keep[i]:
            a, b, cuts = edge_cut(u)
            if a < b and not (cuts and not WORD.search(u.text[a:b])):
                kept.append(u.text[a:b])
                removed.extend(cuts)
                continue
            removed.append(Removed(u.text, cuts[0].why if cuts else "boilerplate"))
            continue
        removed.append(Removed(u.text, u.why or _outside_reason(u, i < lo)))
    return "\n\n".join(kept), removed


def looks_extracted(text: str, title: str | None = None) -> bool:
    """Whether ``text`` reads as an already-extracted article rather than a whole page's text."""
    units = split_units(text)
    if not units:
        return True
    _judge(units, norm(title) if title else "")
    return _looks_extracted(units)


def _judge(units: list[Unit], title_norm: str) -> None:
    """Measure every unit, name its furniture kind and whether it reads as report text."""
    for u in units:
        measure(u)
    if not english(units):
        for u in units:
            u.stop = 0.3  # no stop-word list for this language: judge on length and punctuation
    if _all_caps(units):  # wire copy set in capitals: capitals say nothing about furniture here
        for u in units:
            u.caps = 0.0
    for u in units:
        u.why = kind(u, title_norm)
        u.good = u.why is None and prose(u)
    _mark_comments(units)
    _mark_teasers(units)
    _mark_link_lists(units)
    _truncated_ends(units)


def _all_caps(units: list[Unit]) -> bool:
    """Whether the article's longer units (8+ words) are nearly all set in capitals (4/5 of their
    words), as old wire copy and some transcripts are; two such units at least."""
    long = [u for u in units if u.words >= 8]
    words = sum(u.words for u in long)
    return len(long) >= 2 and sum(u.words for u in long if u.caps > 0.75) >= 0.8 * words


def _truncated_ends(units: list[Unit]) -> None:
    """A paragraph cut short ("... the council said it would ...") that ends a run of report
    paragraphs is the report, truncated by the outlet or the feed: it counts as prose."""
    body = [i for i, u in enumerate(units) if u.why not in INLINE]
    for n, i in enumerate(body):
        u = units[i]
        if u.good or not _cut_short(u):
            continue
        prev_good = n > 0 and units[body[n - 1]].good
        next_good = n + 1 < len(body) and units[body[n + 1]].good
        if prev_good and not next_good and (u.stop >= 0.2 or u.words >= 8):
            u.good = True


def _cut_short(u: Unit) -> bool:
    return u.why is None and not u.bullet and u.caps < 0.5 and bool(TRUNCATED.search(u.text))


def _keep_truncated(units: list[Unit], keep: list[bool]) -> None:
    """Keep a paragraph cut short right after kept text when no report paragraph follows it."""
    body = [i for i, u in enumerate(units) if u.why not in INLINE]
    for n, i in enumerate(body):
        if keep[i] or not _cut_short(units[i]) or n == 0 or not keep[body[n - 1]]:
            continue
        if n + 1 == len(body) or not units[body[n + 1]].good:
            keep[i] = True


def _looks_extracted(units: list[Unit]) -> bool:
    """Not a page dump. A whole page's text has all three signs of page chrome: furniture lines
    (menus, share links, footers ...), more than ``MARGIN_MAX`` lines outside the stretch from its
    first to its last report paragraph, and more than ``SHORT_MAX`` short lines that are not prose."""
    if not any(u.why and u.why != "headline" for u in units):
        return True
    good = [i for i, u in enumerate(units) if u.good]
    margin = good[0] + len(units) - 1 - good[-1] if good else len(units)
    short = sum(1 for u in units if not u.good and u.words <= 8)
    return margin <= MARGIN_MAX or short <= SHORT_MAX


def _keep_page(units: list[Unit]) -> tuple[list[bool], int]:
    """Keep the body run of a whole page's text: the stretch with the most prose (and its start)."""
    lo, hi = _best_run([_value(u) for u in units])
    if hi <= lo:
        lo, hi = 0, len(units)
    hi = _comments_cut(units, lo, hi)
    keep = _decide(units, lo, hi)
    _keep_truncated(units, keep)
    if not any(keep):  # no paragraph reads as prose (a short note): keep its plain sentences
        keep = [u.why is None and u.ends and u.words >= 3 and not u.bullet for u in units]
    return keep, lo


def _keep_extracted(units: list[Unit]) -> tuple[list[bool], int]:
    """Keep every unit of an extracted article that is not furniture, except title-like lines
    (a headline, a kicker, a dateline: at most ``LEAD_MAX`` lines) before its first report paragraph;
    a longer lead-in is content (a list, a table)."""
    keep = [u.why is None for u in units]
    first = next((i for i, u in enumerate(units) if u.good), None)
    if first is None:  # no paragraph reads as prose (a short note): its first plain sentence
        first = next((i for i, u in enumerate(units) if u.why is None and u.ends and u.words >= 3), 0)
    for i in range(first):
        u = units[i]
        if not keep[i] or u.ends or u.bullet:
            continue
        if first <= LEAD_MAX and u.words <= 25 and not _unended_sentence(u) or u.words <= MENU_WORDS:
            keep[i] = False  # (a longer lead-in is content, but for its menu items: "Home", "Search", "A")
    return keep, first


def _unended_sentence(u: Unit) -> bool:
    """A lead sentence that lost its full stop (headlines have fewer stop words)."""
    return u.words >= 12 and u.stop >= 0.3 and u.caps < 0.3


def _title_like(u: Unit) -> bool:
    return 2 <= u.words <= 25 and not u.ends and not u.text.endswith(":") and u.why in (None, "promo headline")


def _teaser_at(units: list[Unit], i: int) -> int:
    """End of a teaser starting at ``i`` (headline, maybe author and date, one short paragraph, maybe
    cut short), or ``i``."""
    j, marked, titles = i, False, 0
    while j < len(units) and j - i < 4 and not _summary(units[j]) and units[j].words <= 25:
        u = units[j]
        if _title_like(u) or (u.bullet and u.why in (None, "navigation")):
            titles += 1
        elif u.why in ("timestamp", "byline"):
            marked = True
        elif u.why is not None or u.ends:
            return i
        j += 1
    if titles == 0 or j >= len(units) or not _summary(units[j]):
        return i
    limit = 100 if marked else 60
    if units[j].words > limit or (not marked and j - i > 1):
        return i
    return j + 1


def _summary(u: Unit) -> bool:
    return u.good or _cut_short(u)


def _mark_teasers(units: list[Unit]) -> None:
    """Mark lists of teasers: three or more (headline, [author, date,] short paragraph) in a row."""
    i, n = 0, len(units)
    while i < n - 1:
        j, count = i, 0
        while True:
            k = _teaser_at(units, j)
            if k == j:
                break
            j, count = k, count + 1
        if count >= 3:
            for u in units[i:j]:
                u.why, u.good = "related links", False
            i = j
        else:
            i += 1


def _link_heading(u: Unit) -> bool:
    """A heading over a list of links: "Related:", "Read more:", "Most Read", "READ NEXT", "More on this story"."""
    if not u.why or u.words > 5 or u.sentences:
        return False
    return bool(_LINK_HEADING.match(u.text)) or u.text.endswith(":") and u.why in ("related links", "call to action")


def _mark_link_lists(units: list[Unit]) -> None:
    """Mark the headlines listed under a links heading ("Related:", "Most Read" ...) as related links:
    the run of short lines that are not sentences (a question may end one) right after it."""
    for i, u in enumerate(units):
        if not _link_heading(u):
            continue
        for v in units[i + 1 :]:
            if v.good or v.words > 20 or v.why not in (None, "navigation", "promo headline", "related links",
                                                       "language menu"):
                break
            if v.ends and not v.text.endswith("?"):
                break
            v.why = "related links"


def _mark_comments(units: list[Unit]) -> None:
    """Mark a comment section (heading or commenter lines, then more commenter lines) after the prose."""
    prose = 0
    for i, u in enumerate(units):
        if prose >= 40 and _comment_like(u, heading=True):
            later = sum(_comment_like(v, heading=False) for v in units[i + 1 : i + 30])
            if later >= 2 or (later >= 1 and u.why == "comments"):
                for v in units[i:]:
                    if v.why is None or v.why in ("timestamp", "byline", "call to action"):
                        v.why = "comments"
                return
        if u.good:
            prose += u.words


def _comment_like(u: Unit, heading: bool) -> bool:
    if u.words > 25:
        return False
    if _COMMENT_HEADER.search(u.text):
        return True
    if heading:
        return u.why == "comments" or bool(_COMMENT_COUNT.search(u.text))
    return u.why == "timestamp"


def _comments_cut(units: list[Unit], lo: int, hi: int) -> int:
    """End of the body run: the first comment-section heading after most of the prose."""
    words = [u.words if u.good else 0 for u in units[lo:hi]]
    total = sum(words)
    seen = 0
    for i in range(lo, hi):
        seen += words[i - lo]
        u = units[i]
        if u.why == "comments" and seen >= total * 0.5:
            for v in units[i:hi]:
                if v.why is None:
                    v.why = "comments"
            return i
    return hi


def _sentence(u: Unit) -> bool:
    """A plain sentence that is not furniture: kept when it touches kept text."""
    return (
        u.why is None and u.ends and u.words >= 5 and not u.bullet and u.caps < 0.5
        and not TRUNCATED.search(u.text)
    )


def _decide(units: list[Unit], lo: int, hi: int) -> list[bool]:
    """Which units to keep: prose in the body run, short units judged by their neighbours."""
    keep = [False] * len(units)
    for i in range(lo, hi):
        keep[i] = units[i].why is None and units[i].good
    for _ in range(2):
        for i in range(lo, hi):
            u = units[i]
            if keep[i] or u.why:
                continue
            prev_good = any(keep[j] for j in range(max(lo, i - 2), i))
            next_good = any(keep[j] for j in range(i + 1, min(hi, i + 3)))
            if prev_good and next_good and not u.bullet and not MENU_SEPARATORS.search(u.text):
                keep[i] = True
            elif u.bullet and prev_good and next_good and u.words >= 4 and u.stop >= 0.2:
                keep[i] = True
            elif _sentence(u) and (prev_good or next_good):
                keep[i] = True
    # a run of plain lines (a list, a table) with kept text on both sides belongs to the body
    i = lo
    while i < hi:
        if keep[i]:
            i += 1
            continue
        j = i
        while j < hi and not keep[j] and units[j].why is None:
            j += 1
        if i > lo and j < hi and keep[j] and keep[i - 1] and j - i <= 40:
            for k in range(i, j):
                keep[k] = True
        i = max(j, i + 1)
    # sentences right before or after the body run (a dateline lead, a closing line)
    k = lo - 1
    while k >= 0 and _sentence(units[k]) and k + 1 < len(units) and keep[k + 1]:
        keep[k] = True
        k -= 1
    k = hi
    while k < len(units) and keep[k - 1] and (_sentence(units[k]) or _table_follows(units, k)):
        keep[k] = True
        k += 1
    return keep


def _drop_tail(units: list[Unit], keep: list[bool]) -> None:
    """Take an author's bio or an "About <company>" section off the end of the kept text."""
    kept = [i for i, k in enumerate(keep) if k]
    if len(kept) < 4:
        return
    for i in kept[-6:]:
        u = units[i]
        if _ABOUT.match(u.text) and u.words <= 6:
            for j in kept[kept.index(i):]:
                keep[j] = False
                units[j].why = "boilerplate"
            return
    for i in kept[-2:]:
        if units[i].words <= 80 and _BIO.match(units[i].text) or units[i].words <= 40 and (
                _CONTACT.search(units[i].text) or _CONTRIBUTED.search(units[i].text)):
            keep[i] = False
            units[i].why = "byline"


def _table_follows(units: list[Unit], k: int) -> bool:
    """A table row ("| a | b |"), or the line ending with a colon that introduces one."""
    u = units[k]
    if u.why not in (None, "navigation") or u.words > 60:
        return False
    if _TABLE_ROW.match(u.text):
        return True
    return u.text.endswith(":") and k + 1 < len(units) and bool(_TABLE_ROW.match(units[k + 1].text))


def _outside_reason(u: Unit, before: bool) -> str:
    if u.bullet or MENU_SEPARATORS.search(u.text) or u.words <= 3:
        return "navigation"
    if not before and not u.ends and u.words <= 20:
        return "related links"
    return "boilerplate"


# What a text's first line may be that is never its headline (a reader without a header takes the
# first line as the title: "English" of a language menu, "By Jane Roe", "CLICK HERE ...").
# ("navigation" is not among them: without a title to match, a three-word headline reads as a menu item).
NOT_A_TITLE = frozenset(("language menu", "share links", "photo caption", "social marker", "timestamp", "byline",
                         "call to action", "advertisement", "cookie notice"))


def _next_headline(text: str) -> str | None:
    """The first headline-shaped line after the text's first line and before its first report
    paragraph: 3 to 25 words, not furniture, no sentence's full stop, no menu separators."""
    units = split_units(text)
    _judge(units, "")
    for u in units[1:]:
        if u.good:
            return None
        if u.why is None and 3 <= u.words <= 25 and not u.bullet and not PERIOD_END.search(u.text) \
                and not MENU_SEPARATORS.search(u.text):
            return u.text
    return None


def _not_a_title(first: Removed) -> bool:
    """Whether the text's first line, removed as ``first`` when no title is known, is never a headline:
    furniture of a ``NOT_A_TITLE`` kind, or a menu ("Home | News | Sport", "Search", "Live Updates")."""
    if first.why in NOT_A_TITLE:
        return True
    return first.why in ("navigation", "promo headline", "related links") and (
        len(WORD.findall(first.text)) <= MENU_WORDS or bool(MENU_SEPARATORS.search(first.text)))


def clean(article: Article, *, extracted: bool | None = None) -> Article:
    """The article with page furniture taken out of its text (listed in ``removed``).

    ``extracted``: see ``clean_text`` (None, the default, tells from the text itself). A title
    that is only the text's first line (``readers.text`` without a header) and is furniture there
    (the first entry of a language menu, a byline, a menu item) gives way to the first line that is
    not; such a title that is a sentence (it ends with a full stop) is not taken out of the text, nor
    is one that is the whole text ("The port reopened!" alone in a JSONL line without a title).
    """
    title = match = article.title
    derived = bool(title) and title == first_line(article.text)  # the reader took the title from the text
    if derived:
        bare, removed = clean_text(article.text, None, extracted=extracted)
        if removed and removed[0].text.strip() == title and _not_a_title(removed[0]):
            title = _next_headline(article.text) or first_line(bare) or title
        if PERIOD_END.search(title):
            match = None  # the lead sentence was taken for the title: it stays in the text
        else:
            match = title
    cleaned, removed = clean_text(article.text, match, extracted=extracted)
    if derived and match is not None and not cleaned.strip():
        # a text of one line, which the reader also made its title: that line is the article, not its headline
        cleaned, removed = clean_text(article.text, None, extracted=extracted)
    return replace(article, title=title, text=cleaned, removed=tuple(removed))

