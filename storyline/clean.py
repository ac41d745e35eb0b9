"""Take page furniture out of an article's plain text, keeping the report itself verbatim.

The text is cut into units (one per non-blank line, or one per block of hard-wrapped lines).
Each unit is judged on real signals, in the manner of jusText and boilerpipe: its length in
words, stop-word density, sentence punctuation, share of capitals, menu-like shape (bullets,
separators, title-case runs) and known furniture phrasings (captions with photo credits,
bylines, timestamps, calls to action, share links, footers, cookie notices ...). The article
body is then found as the stretch of units with the most prose in it (a maximum-sum run, as in
Body Text Extraction), with comment sections cut off, and short units inside it are judged by
their neighbours (a short line between two good paragraphs is kept).

The cleaner never rewrites text: every kept paragraph is a verbatim substring of the input
(a whole stripped line or block, or a line with a leading social-post marker or a photo credit
cut off at its edge). Kept paragraphs are joined with a blank line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .model import Article, Removed

REASONS = (
    "headline",
    "language menu",
    "navigation",
    "promo headline",
    "call to action",
    "share links",
    "photo caption",
    "social marker",
    "timestamp",
    "byline",
    "advertisement",
    "cookie notice",
    "related links",
    "comments",
    "footer",
    "boilerplate",
)

STOP_WORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had has
    have having he her here hers herself him himself his how i if in into is it its itself just me more
    most my myself no nor not now of off on once only or other our ours ourselves out over own same she
    should so some such than that the their theirs them themselves then there these they this those
    through to too under until up very was we were what when where which while who whom why will with
    would you your yours yourself yourselves said says say told according since still even though
    whether may might must shall another every many much one two three last first new year years
    week day time people who's it's he's she's that's there's they're we're i'm don't didn't doesn't
    isn't wasn't won't can't would've ago yet however although already again around among""".split()
)

LANGUAGES = frozenset(
    """english español espanol spanish français francais french deutsch german italiano italian português
    portugues portuguese русский russian 中文 中文网 chinese 日本語 japanese 한국어 korean العربية arabic
    عربي türkçe turkish polski polish nederlands dutch svenska swedish українська ukrainian हिन्दी hindi
    हिंदी فارسی farsi persian bahasa indonesia melayu tiếng việt vietnamese ไทย thai עברית hebrew ελληνικά
    greek română romanian magyar čeština dansk norsk suomi català hrvatski srpski 简体中文 繁體中文 繁体中文
    urdu اردو bengali বাংলা swahili kiswahili hausa tamil தமிழ் punjabi mundo brasil afrique edition""".split()
)

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_INLINE = frozenset(("photo caption", "advertisement", "call to action", "social marker", "promo headline"))
_WORD = re.compile(r"\w+(?:['’]\w+)*")
_BULLET = re.compile(r"^(?:[*•·▪►▸◦‣+o–-]|\d{1,2}[.)])\s+(?=\S)")
_SENTENCE_END = re.compile(r"[.!?…。！？][\"'”’)\]」]*$")
_TRUNCATED = re.compile(r"(?:\w\s*(?:\.{3}|…)|\[(?:\.{3}|…)\])$")
_GLUE = re.compile(r"[a-z0-9](?=[A-Z][a-z]*\s+[a-z0-9])")
_BIO = re.compile(
    r"^(?:[A-Z][\w.'’-]+\s+){1,3}(?:\(@\w+\)\s+)?(?:is|was|has been|writes|covers)\b[^.]{0,150}?\b(?:reporter|"
    r"writer|editor|correspondent|columnist|contributor|journalist|author|blogger|producer|analyst|critic)s?\b"
)
_ABOUT = re.compile(r"^About (?:the )?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4}$")
_TABLE_ROW = re.compile(r"^\|.*\|$")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_SENTENCE_INNER = re.compile(r"\w[.!?][\"”’]?\s+[\"“‘(]?[A-Z0-9]")
_DATE = re.compile(
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b|\b\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}\b"
    r"|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?|\b\d+\s+(?:min(?:ute)?s?|hours?|"
    r"hrs?|days?|weeks?|months?)\s+ago\b",
    re.I,
)
_TIMESTAMP_WORDS = re.compile(
    rf"\b(?:updated|published|posted|last\s+modified|modified|first\s+published|am|pm|[ecmp][sd]t|gmt|utc|bst|ist"
    rf"|cet|et|on|at|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    rf"|today|yesterday|ago|{_MONTH})\b",
    re.I,
)
_BYLINE = re.compile(
    r"^(?i:(?:(?:written|reported|posted|words|story|text|photos?|reporting|edited)\s+)?by)[:\s]+"
    r"(?:[A-Z][\w'’.-]*|de|van|von|al|the)(?:[\s,&|/-]+(?:[A-Z][\w'’.-]*|and|de|van|von|al|in|the|for|at))*"
    r"[\s,|/-]*$"
)
_BYLINE_START = re.compile(r"^(?i:(?:written\s+|reported\s+|posted\s+)?by)\s+[A-Z]")
_CREDIT = re.compile(
    r"(?:\((?:[^()]{0,80}?\b(?:photo|image|picture|pic|credit|illustration|file|video|graphic)s?\b[^()]{0,80}"
    r"|[^()|]{0,80}\|\s*(?:getty(?: images)?|reuters|afp|ap|shutterstock|alamy|epa|bloomberg)[^()]{0,40}"
    r"|(?:getty images|reuters|afp|ap|epa|shutterstock|alamy|afp via getty images)[^()]{0,20})\)"
    r"|\b(?:photo|image|picture|pic|credit|photograph|source|illustration)s?(?:\s+credit)?\s*(?::|\.{2,3}|…)\s*"
    r"[^.!?]{0,80}?"
    r"|\b(?:photo|image|picture)s?\s*:\s*[A-Z][^.!?]{0,60}"
    r"|\b(?:getty images|shutterstock|alamy|afp via getty images)\b"
    r"|\(\s*[A-Z][\w.&-]*(?:\s*/\s*[A-Z][\w.&-]*)+\s*\))\s*$",
    re.I,
)
_CAPTION_START = re.compile(r"^(?:media|image|video|photo|picture) caption\b|^(?:caption|photo|video)\s*:", re.I)
_CREDIT_START = re.compile(
    r"^(?:\((?:[^()]{0,80}?\b(?:photo|image|credit)s?\b[^()]{0,80})\)|(?:photo|image|credit)s?\s*:\s*"
    r"[A-Z][\w.&'’/ -]{0,50}?(?=\s{2,}|\s+[A-Z]{2,}[\s,(—-]))\s*",
    re.I,
)
_SOCIAL_MARKER = re.compile(
    r"^(?:[\W_]{0,6}\s*(?:#?(?:just\s+in|breaking(?:\s+news)?|developing|update|live|watch|exclusive|alert|new))"
    r"\s*[\W_]{0,6}?\s*(?::|[\U0001F300-\U0001FAFF\u2600-\u27BF]+|-|—|–)\s*"
    r"|[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s*)",
    re.I,
)
_AD = re.compile(
    r"^(?:advertisement|advertisment|advert|ad|ads|sponsored(?: content| links?| stories)?|paid content|promoted"
    r"|story continues below(?: advertisement)?|continue reading (?:the main story|below)|article continues"
    r"(?: below| after advertisement)?|skip advert(?:isement)?|scroll to continue(?: with content)?|"
    r"advertisement\W+scroll to continue|supported by|partner content|presented by)\W*$",
    re.I,
)
_CTA = re.compile(
    r"\b(?:click here|tap here|get the app|download (?:the|our) (?:\w+ )?app|subscribe|sign up|sign in|log ?in"
    r"|newsletter|follow us|follow (?:him|her|them|me) on|like us on|join us on|share this|share on|"
    r"read more|read the full|share (?:it|this)|watch more|watch:|listen:|see also|more from|don['’]t miss|support (?:our|us)"
    r"|donate|unlock|free trial|already a subscriber|create an? (?:free )?account|register|"
    r"enable javascript|your browser|turn off your ad ?blocker|whitelist|skip to (?:main )?content"
    r"|continue reading|more on this|app store|google play|notifications|send us|tip(?:s)? to|contact us)\b",
    re.I,
)
_CTA_START = re.compile(
    r"^(?:click|tap|subscribe|sign up|download|get (?:the|our)|follow|share|join|like us|watch|listen|read"
    r"|see|more|support|donate|sign in|log in|register|learn more|find out more|want|interested|"
    r"get (?:\w+ )?(?:news|updates|alerts))\b",
    re.I,
)
_SHARE_WORDS = frozenset(
    """share shares sharing tweet twitter facebook email e-mail whatsapp pinterest linkedin reddit print
    copy link url messenger telegram sms save flipboard tumblr pocket mail x this article
    story on via close to more with friend it""".split()
)
_FOOTER = re.compile(
    r"©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved|terms (?:of|and) (?:use|service|conditions)|"
    r"privacy (?:policy|notice|statement)|cookie (?:policy|settings)|do not sell my|ad ?choices|"
    r"may not be (?:published|reproduced|copied)|(?:published|broadcast),? rewritten|"
    r"\bsitemap\b|site map|accessibility statement|about us|registered trademarks? of",
    re.I,
)
_COPYRIGHT = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved", re.I)
_COOKIE = re.compile(
    r"\b(?:we use cookies|uses cookies|use of cookies|cookie(?:s)? (?:policy|settings|preferences|consent|notice)"
    r"|accept (?:all )?cookies|by continuing to (?:use|browse)|by using this (?:site|website))\b",
    re.I,
)
_COOKIE_CONTEXT = re.compile(r"\b(?:website|browser|consent|privacy|opt[ -]out|necessary|third[- ]party)\b", re.I)
_STRONG_CTA = re.compile(
    r"\b(?:click here|tap here|get the app|download (?:the|our) (?:\w+ )?app|sign up (?:for|to|now|here)|"
    r"subscribe (?:to|now|here|for)|follow us|like us on|join our|get (?:our|the) newsletter|in your inbox)\b",
    re.I,
)
_RELATED = re.compile(
    r"^(?:related(?: (?:stories|articles|coverage|content|news|posts|reading|links|topics))?|read (?:more|also|next)"
    r"|also read|see also|more (?:stories|news|from|on|in|like this)|recommended(?: for you| stories)?"
    r"|you (?:may|might) (?:also )?like|popular|most (?:popular|read|viewed|shared)|trending(?: now)?"
    r"|top stories|latest(?: news| stories)?|what to read next|further reading|tags?|topics?|filed under"
    r"|categories|editor['’]s picks|in (?:case you missed it|other news)|related topics)\b\W*",
    re.I,
)
_RELATED_PREFIX = re.compile(r"^(?:related|read more|also read|read also|see also|more|watch|listen)\s*[:|»›-]", re.I)
_COMMENTS = re.compile(
    r"^(?:\d+\s+)?(?:comments?|responses?|replies|reader comments|discussion|conversation)\b\W*\d*\W*$"
    r"|^(?:leave|post|add|write|submit)\s+(?:a|your)\s+(?:comment|reply|response)"
    r"|^(?:join|view|show|load|see|read|hide)\s+(?:the\s+)?(?:\d+\s+)?(?:all\s+)?(?:comments?|discussion|"
    r"conversation|replies)\b|^(?:you must be logged in to|log in to) (?:post|leave|comment)|"
    r"^comments? (?:are|is) (?:closed|disabled)|^(?:what do you think|have your say)\b|^(?:\d+ )?thoughts? on\b",
    re.I,
)
_COMMENT_COUNT = re.compile(r"\b\d+\s+(?:comments?|responses?|replies|thoughts?)\b|\bcomments?\s*\(\d+\)", re.I)
_COMMENT_HEADER = re.compile(
    r"(?:\b(?:says|said|wrote|writes)\s*:|^(?:reply|upvote|downvote|report abuse|reply to this comment|"
    r"load more replies|\d+\s+(?:likes?|replies|points?|votes?)|rating:.*votes?)\W*\d*)$",
    re.I,
)
_MENU_SEPARATORS = re.compile(r"\s(?:\||/|•|·|»|›|>|–|-)\s")


@dataclass
class _Unit:
    start: int
    end: int
    text: str
    words: int = 0
    stop: float = 0.0
    caps: float = 0.0
    sentences: int = 0
    ends: bool = False
    bullet: bool = False
    why: str | None = None
    good: bool = False


def _units(text: str) -> list[_Unit]:
    """One unit per stripped non-blank line; lines of one hard-wrapped paragraph make one unit."""
    units: list[_Unit] = []
    prev: tuple[int, int, str] | None = None
    pos = 0
    for raw in text.splitlines(keepends=True):
        body = raw.rstrip("\r\n")
        stripped = body.strip()
        pos_next = pos + len(raw)
        if not stripped:
            prev = None
            pos = pos_next
            continue
        start = pos + (len(body) - len(body.lstrip()))
        line = (start, start + len(stripped), stripped)
        if prev is not None and units and _wraps(prev[2], stripped):
            u = units[-1]
            u.end = line[1]
            u.text = text[u.start : u.end]
        else:
            units.append(_Unit(line[0], line[1], stripped))
        prev = line
        pos = pos_next
    return units


def _wraps(a: str, b: str) -> bool:
    """Whether line ``b`` goes on with the sentence that line ``a`` leaves unfinished (both at most 100 chars)."""
    if len(a) > 100 or len(b) > 100 or _BULLET.match(a) or _BULLET.match(b) or _SENTENCE_END.search(a):
        return False
    if b[:1].islower():
        return True
    return len(a) >= 60 and len(b) >= 0.5 * len(a) and a[-1:].isalnum() or a.endswith((",", ";", "-", "–"))


def _measure(u: _Unit) -> None:
    t = u.text
    u.bullet = bool(_BULLET.match(t))
    words = _WORD.findall(t.lower())
    cjk = len(_CJK.findall(t)) if not t.isascii() else 0
    u.words = len(words) + cjk // 2
    if words:
        alpha = u.words - sum(map(str.isdigit, words))
        u.stop = sum(map(STOP_WORDS.__contains__, words)) / max(alpha, 1)
    letters = sum(map(str.isalpha, t))
    if letters:
        u.caps = sum(map(str.isupper, t)) / letters
    u.ends = bool(_SENTENCE_END.search(t))
    u.sentences = len(_SENTENCE_INNER.findall(t)) + (1 if u.ends else 0)


def _english(units: list[_Unit]) -> bool:
    """Whether the longer units have the stop-word density of English text."""
    long = [u for u in units if u.words >= 8]
    total = sum(u.words for u in long)
    return total == 0 or sum(u.stop * u.words for u in long) / total >= 0.15


def _norm(s: str) -> str:
    return " ".join(_WORD.findall(s.lower()))


def _kind(u: _Unit, title_norm: str) -> str | None:
    """The furniture kind of a unit judged alone, or None when it may be report text."""
    t = u.text
    low = t.lower()
    n = u.words
    if title_norm and _norm(t) == title_norm:
        return "headline"
    if n == 0:
        return "navigation"
    if _AD.match(t):
        return "advertisement"
    if n <= 150 and "cookie" in low and (_COOKIE.search(t) or _COOKIE_CONTEXT.search(t)):
        return "cookie notice"
    if n > 40:
        return None
    if _FOOTER.search(t) and (not u.ends or _COPYRIGHT.search(t)):
        return "footer"
    if _is_language_menu(t):
        return "language menu"
    if n <= 14 and _BYLINE.match(t) or (n <= 10 and _BYLINE_START.match(t) and not u.ends):
        return "byline"
    if n <= 18 and _DATE.search(t) and _is_timestamp(t) and "(@" not in t:
        return "timestamp"
    if n <= 30 and not u.ends and _share_links(t):
        return "share links"
    if _COMMENTS.match(t) and n <= 12:
        return "comments"
    if n >= 3 and u.caps > 0.75 and sum(map(str.isalpha, t)) >= 12 and not t.endswith("?"):
        return "call to action" if _STRONG_CTA.search(t) else "promo headline"
    if n <= 25 and _CTA.search(t) and (_CTA_START.match(t) or not u.ends):
        return "call to action"
    if n <= 40 and _STRONG_CTA.search(t):
        return "call to action"
    if n <= 12 and _RELATED.match(t) and not u.ends:
        return "related links"
    if _RELATED_PREFIX.match(t):
        return "related links"
    if _CAPTION_START.match(t) or _CREDIT.search(t):
        return "photo caption"
    return None


def _share_links(t: str) -> bool:
    words = _WORD.findall(t.lower())
    hits = sum(w in _SHARE_WORDS for w in words)
    return hits == len(words) or (hits >= 3 and hits >= 0.6 * len(words))


def _is_language_menu(t: str) -> bool:
    parts = [p for p in re.split(r"[\s|/,•·]+", t.lower()) if p]
    return bool(parts) and sum(p in LANGUAGES for p in parts) >= max(1, len(parts) * 0.8)


def _is_timestamp(t: str) -> bool:
    rest = _DATE.sub(" ", t)
    rest = _TIMESTAMP_WORDS.sub(" ", rest)
    left = [w for w in _WORD.findall(rest) if not w.isdigit()]
    return len(left) <= 3


def _prose(u: _Unit) -> bool:
    """Looks like report text: enough words, stop words and sentence punctuation."""
    if u.words <= 60 and _TRUNCATED.search(u.text):
        return False  # a teaser cut short: "... the council said on Monday it would ..."
    if _glued_headline(u.text):
        return False
    if u.bullet:
        return u.words >= 15 and u.stop >= 0.3 and u.ends
    if u.words >= 20 and u.stop >= 0.28 and (u.ends or u.sentences >= 1):
        return True
    return u.words >= 8 and u.stop >= 0.3 and u.ends and u.caps < 0.5


def _glued_headline(t: str) -> bool:
    """A teaser: a title-case headline glued to its summary ("... Student-AthleteA 24-year-old woman")."""
    m = _GLUE.search(t, 0, 200)
    if not m:
        return False
    head = _WORD.findall(t[: m.start() + 1])
    return len(head) >= 4 and sum(w[0].isupper() or w[0].isdigit() for w in head) >= 0.7 * len(head)


def _value(u: _Unit) -> float:
    if u.why in _INLINE:
        return -2.0
    if u.why:
        return -3.0 - u.words * 0.5
    if u.good:
        return u.words * (0.3 if u.bullet else 1.0)
    if u.bullet:
        return -3.0
    if u.words >= 6 and u.stop >= 0.25 and u.ends:
        return u.words * 0.3
    return -2.0 - (1.0 if _MENU_SEPARATORS.search(u.text) else 0.0)


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


def _edge_cut(u: _Unit) -> tuple[int, int, list[Removed]]:
    """Offsets of the kept part of a unit after cutting a leading marker or credit."""
    t = u.text
    lo, hi = 0, len(t)
    cuts: list[Removed] = []
    m = _SOCIAL_MARKER.match(t)
    if m and m.end() < len(t) and m.group().strip():
        cuts.append(Removed(m.group().strip(), "social marker"))
        lo = m.end()
    m = _CREDIT_START.match(t, lo)
    if m and m.end() < len(t) and len(t) - m.end() > 80:
        cuts.append(Removed(m.group().strip(), "photo caption"))
        lo = m.end()
    m = _CREDIT.search(t, max(lo, len(t) - 300))
    if m and m.start() > lo and len(_WORD.findall(t[lo : m.start()])) > 40:
        cuts.append(Removed(m.group().strip(), "photo caption"))
        hi = m.start()
    while lo < hi and t[lo].isspace():
        lo += 1
    while hi > lo and t[hi - 1].isspace():
        hi -= 1
    return lo, hi, cuts


def clean_text(text: str, title: str | None = None) -> tuple[str, list[Removed]]:
    """Cleaned text (kept paragraphs joined by a blank line) and what was removed, in order."""
    units = _units(text)
    if not units:
        return "", []
    title_norm = _norm(title) if title else ""
    for u in units:
        _measure(u)
    if not _english(units):
        for u in units:
            u.stop = 0.3  # no stop-word list for this language: judge on length and punctuation
    for u in units:
        u.why = _kind(u, title_norm)
        u.good = u.why is None and _prose(u)
    _mark_comments(units)
    _mark_teasers(units)
    lo, hi = _best_run([_value(u) for u in units])
    if hi <= lo:
        lo, hi = 0, len(units)
    hi = _comments_cut(units, lo, hi)
    keep = _decide(units, lo, hi)
    if not any(keep):  # no paragraph reads as prose (a short note): keep its plain sentences
        keep = [u.why is None and u.ends and u.words >= 3 and not u.bullet for u in units]
    _drop_tail(units, keep)
    kept: list[str] = []
    removed: list[Removed] = []
    for i, u in enumerate(units):
        if keep[i]:
            a, b, cuts = _edge_cut(u)
            if a < b and not (cuts and not _WORD.search(u.text[a:b])):
                kept.append(u.text[a:b])
                removed.extend(cuts)
                continue
            removed.append(Removed(u.text, cuts[0].why if cuts else "boilerplate"))
            continue
        removed.append(Removed(u.text, u.why or _outside_reason(u, i < lo)))
    return "\n\n".join(kept), removed


def _title_like(u: _Unit) -> bool:
    return 2 <= u.words <= 25 and not u.ends and not u.text.endswith(":") and u.why in (None, "promo headline")


def _teaser_at(units: list[_Unit], i: int) -> int:
    """End of a teaser starting at ``i`` (headline, maybe author and date, one short paragraph), or ``i``."""
    j, marked, titles = i, False, 0
    while j < len(units) and j - i < 4 and not units[j].good and units[j].words <= 25:
        u = units[j]
        if _title_like(u) or (u.bullet and u.why in (None, "navigation")):
            titles += 1
        elif u.why in ("timestamp", "byline"):
            marked = True
        elif u.why is not None or u.ends:
            return i
        j += 1
    if titles == 0 or j >= len(units) or not units[j].good:
        return i
    limit = 100 if marked else 60
    if units[j].words > limit or (not marked and j - i > 1):
        return i
    return j + 1


def _mark_teasers(units: list[_Unit]) -> None:
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


def _mark_comments(units: list[_Unit]) -> None:
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


def _comment_like(u: _Unit, heading: bool) -> bool:
    if u.words > 25:
        return False
    if _COMMENT_HEADER.search(u.text):
        return True
    if heading:
        return u.why == "comments" or bool(_COMMENT_COUNT.search(u.text))
    return u.why == "timestamp"


def _comments_cut(units: list[_Unit], lo: int, hi: int) -> int:
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


def _sentence(u: _Unit) -> bool:
    """A plain sentence that is not furniture: kept when it touches kept text."""
    return (
        u.why is None and u.ends and u.words >= 5 and not u.bullet and u.caps < 0.5
        and not _TRUNCATED.search(u.text)
    )


def _decide(units: list[_Unit], lo: int, hi: int) -> list[bool]:
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
            if prev_good and next_good and not u.bullet and not _MENU_SEPARATORS.search(u.text):
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


def _drop_tail(units: list[_Unit], keep: list[bool]) -> None:
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
        if units[i].words <= 80 and _BIO.match(units[i].text):
            keep[i] = False
            units[i].why = "byline"


def _table_follows(units: list[_Unit], k: int) -> bool:
    """A table row ("| a | b |"), or the line ending with a colon that introduces one."""
    u = units[k]
    if u.why not in (None, "navigation") or u.words > 60:
        return False
    if _TABLE_ROW.match(u.text):
        return True
    return u.text.endswith(":") and k + 1 < len(units) and bool(_TABLE_ROW.match(units[k + 1].text))


def _outside_reason(u: _Unit, before: bool) -> str:
    if u.bullet or _MENU_SEPARATORS.search(u.text) or u.words <= 3:
        return "navigation"
    if not before and not u.ends and u.words <= 20:
        return "related links"
    return "boilerplate"


def clean(article: Article) -> Article:
    """The article with page furniture taken out of its text (listed in ``removed``)."""
    cleaned, removed = clean_text(article.text, article.title)
    return replace(article, text=cleaned, removed=tuple(removed))
