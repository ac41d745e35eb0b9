"""Line-level page furniture: how one line or block of an article's text is measured and judged.

Used by ``storyline.clean``. A unit is one stripped non-blank line (or a block of hard-wrapped
lines); ``measure`` fills in its word count, stop-word density, share of capitals and sentence
punctuation, ``kind`` names the furniture it is when judged alone (caption, byline, timestamp,
call to action, share links, language menu, caps promo headline, advertisement, footer ...),
``prose`` says whether it reads as report text, and ``edge_cut`` cuts a leading social-post marker
or a photo credit off the edge of a kept unit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .model import Removed
from .stopwords import FUNCTION_WORDS, PROSE_WORDS

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
STOP_WORDS = FUNCTION_WORDS | PROSE_WORDS | frozenset(
    """ago already although day every first however last new now one people that's there's though three
    time two week whether who's would've year years yet""".split()
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
INLINE = frozenset(("photo caption", "advertisement", "call to action", "social marker", "promo headline"))
WORD = re.compile(r"\w+(?:['’]\w+)*")
_BULLET = re.compile(r"^(?:[*•·▪►▸◦‣+o–-]|\d{1,2}[.)])\s+(?=\S)")
_SENTENCE_END = re.compile(r"[.!?…。！？][\"'”’)\]」]*$")
PERIOD_END = re.compile(r"\w[.][\"'”’)\]]*$")  # a sentence's full stop, maybe inside a closing quote
TRUNCATED = re.compile(r"(?:\w\s*(?:\.{3}|…)|\[(?:\.{3}|…)\])$")
_GLUE = re.compile(r"[a-z0-9](?=[A-Z][a-z]*\s+[a-z0-9])")
_WORD_END = re.compile(r"[a-z]{2}\.$")  # a sentence's last word, not an initialism ("U.S.")
_AMOUNT = re.compile(r"[$€£¥%]")  # "$15 on Jan. 1, 2026" is a fact in a list, not a timestamp
_LOWER_WORD = re.compile(r"(?<![\w'’])[a-z]{2,}\b")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_SENTENCE_INNER = re.compile(r"\w[.!?][\"”’]?\s+[\"“‘(]?[A-Z0-9]")
_DATE = re.compile(
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,\s*|\s+)\d{{4}}\b|\b\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}\b"
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
_WIRE_CREDIT = re.compile(
    r"^[(\[]?(?i:(?:additional\s+)?(?:reporting|writing)\s+by)\s+[A-Z][^.!?]{0,200}?;\s*(?i:(?:additional\s+)?"
    r"(?:reporting|writing|editing)(?:\s+by)?)\s+[A-Z][^.!?]{0,200}[)\]]?\s*$"
)
_LINK_TAG = re.compile(r"\s\[(?:[A-Z]{3,}(?:\s[A-Z]{2,})?|VIDEO|PICTURES|POLL|PHOTOS)\]\W{0,2}$")
_CREDIT = re.compile(
    r"(?:\((?:[^()]{0,80}?\b(?:photo|image|picture|pic|credit|illustration|file|video|graphic)s?\b[^()]{0,80}"
    r"|[^()|]{0,80}\|\s*(?:getty(?: images)?|reuters|afp|ap|shutterstock|alamy|epa|bloomberg)[^()]{0,40}"
    r"|(?:getty images|reuters|afp|ap|epa|shutterstock|alamy|afp via getty images)[^()]{0,20})\)"
    r"|\b(?:photo|image|picture|pic|credit|photograph|source|illustration)s?(?:\s+credit)?\s*"
    r"(?::\s*[^.!?]{0,80}?|(?:\.{2,3}|…)\s*[^.!?\s][^.!?]{0,79}?)"
    r"|\b(?:photo|image|picture)s?\s*:\s*[A-Z][^.!?]{0,60}"
    r"|\b(?:photo|image|picture|photograph)s?\s+(?:by\s+(?:the\s+)?(?-i:[A-Z])|courtesy\b)[^.!?()]{0,70}"
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
_EMBED = re.compile(r"\s*(?:pic\.twitter\.com/\w+|https?://t\.co/\w+)")
_HASHTAG_TAIL = re.compile(r"(?:(?<=\s)|^)#\w+(?:\s+#\w+)*\s*$")
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
    r"|continue reading|more on this|(?:daily|morning|evening|weekly) (?:briefing|newsletter|digest)"
    r"|app store|google play|notifications|send us|tip(?:s)? to|contact us)\b",
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
    story on via close to more with friend it reuse republish content""".split()
)
_FOOTER = re.compile(
    r"©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved|terms (?:of|and) (?:use|service|conditions)|"
    r"privacy (?:policy|notice|statement)|cookie (?:policy|settings)|do not sell my|ad ?choices|"
    r"may not be (?:published|reproduced|copied)|(?:published|broadcast),? rewritten|"
    r"\bsitemap\b|site map|accessibility statement|about us|registered trademarks? of",
    re.I,
)
_COPYRIGHT = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved", re.I)
_NOTICE = re.compile(r"©\s*\d|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved", re.I)  # a © with its year ...
_COOKIE = re.compile(
    r"\b(?:we use cookies|uses cookies|use of cookies|cookie(?:s)? (?:policy|settings|preferences|consent|notice)"
    r"|accept (?:all )?cookies|by continuing to (?:use|browse)|by using this (?:site|website))\b",
    re.I,
)
_COOKIE_CONTEXT = re.compile(r"\b(?:website|browser|consent|privacy|opt[ -]out|necessary|third[- ]party)\b", re.I)
_REPORTED = re.compile(r"\b(?:said|says|told|according to|announced)\b", re.I)
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
    r"|categories|editor['’]s picks|in (?:case you missed it|other news)|related topics|explore more)\b\W*",
    re.I,
)
_RELATED_PREFIX = re.compile(r"^(?:related|read more|also read|read also|see also|more|watch|listen)\s*[:|»›-]", re.I)
_COMMENTS = re.compile(
    r"^(?:\d+\s+)?(?:comments?|responses?|replies|reader comments|discussion|conversation)\b\W*\d*\W*$"
    r"|^(?:leave|post|add|write|submit)\s+(?:a|your)\s+(?:comment|reply|response)"
    r"|^(?:join|view|show|load|see|read|hide)\s+(?:the\s+)?(?:\d+\s+)?(?:all\s+)?(?:comments?|discussion|"
    r"conversation|replies)\b|^(?:you must be logged in to|log in to) (?:post|leave|comment)|"
    r"^comments? (?:are|is) (?:closed|disabled)|^(?:so,?\s+|and\s+)?(?:what do you think|have your say)\b"
    r"|^(?:\d+ )?thoughts? on\b",
    re.I,
)
# "Leave your thoughts, ideas and desires in the comments section below.": a call to comment ends so
_COMMENTS_BELOW = re.compile(r"\b(?:in|to|on|via) the comments?(?:\s+section(?:\s+below)?|\s+below)\W*$", re.I)
MENU_SEPARATORS = re.compile(r"\s(?:\||/|•|·|»|›|>|–|-)\s")


@dataclass
class Unit:
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


def split_units(text: str) -> list[Unit]:
    """One unit per stripped non-blank line; lines of one hard-wrapped paragraph make one unit."""
    units: list[Unit] = []
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
            units.append(Unit(line[0], line[1], stripped))
        prev = line
        pos = pos_next
    return units


def _wraps(a: str, b: str) -> bool:
    """Whether line ``b`` goes on with the sentence that line ``a`` leaves unfinished (both at most 100 chars)."""
    if len(a) > 100 or len(b) > 100 or _BULLET.match(a) or _BULLET.match(b) or _SENTENCE_END.search(a):
        return False
    if _ends_furniture(a):
        return False
    if b[:1].islower():
        return True
    return len(a) >= 60 and len(b) >= 0.5 * len(a) and a[-1:].isalnum() or a.endswith((",", ";", "-", "–"))


def _ends_furniture(a: str) -> bool:
    """A line that ends on a photo credit ("... PHOTO: REUTERS", "... Getty Images") or a social
    embed ("pic.twitter.com/..."): a caption or a post, never the first line of a wrapped paragraph."""
    return bool(_CREDIT.search(a) or _CAPTION_START.match(a) or "©" in a or _EMBED.search(a))


def _prose_around_mark(u: Unit) -> bool:
    """A finished paragraph of 20 words or more whose only footer sign is a bare ``©`` inside it, with
    words on both sides: report text holding a credit ("the photograph (© Reuters) shows") or mojibake
    ("café" read as "cafÃ©"), not a copyright notice ("© 2024 Reuters. All rights reserved.", "This
    site © 2018 ...", "© Future US, Inc. 11 West 42nd Street ..."), which names the year or the
    rights, starts or ends with the mark, or carries another footer phrase."""
    t = u.text
    if u.words < 20 or not u.ends or _NOTICE.search(t):
        return False
    marks = list(_FOOTER.finditer(t))
    return all(m.group() == "©" and len(WORD.findall(t[:m.start()])) >= 3 and len(WORD.findall(t[m.end():])) >= 3
               for m in marks)


def measure(u: Unit) -> None:
    t = u.text
    u.bullet = bool(_BULLET.match(t))
    words = WORD.findall(t.lower())
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


def english(units: list[Unit]) -> bool:
    """Whether the longer units have the stop-word density of English text."""
    long = [u for u in units if u.words >= 8]
    total = sum(u.words for u in long)
    return total == 0 or sum(u.stop * u.words for u in long) / total >= 0.15


def first_line(text: str, width: int = 200) -> str:
    """The first non-empty line of ``text`` (stripped, at most ``width`` characters)."""
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:width]
    return ""


def norm(s: str) -> str:
    return " ".join(WORD.findall(s.lower()))


def kind(u: Unit, title_norm: str) -> str | None:
    """The furniture kind of a unit judged alone, or None when it may be report text."""
    t = u.text
    low = t.lower()
    n = u.words
    if title_norm and norm(t) == title_norm and not (u.words >= 12 and PERIOD_END.search(t)):
        return "headline"  # (a long sentence that is the title too is the lead the title was taken from)
    if n == 0:
        return "navigation"
    if _AD.match(t):
        return "advertisement"
    if n <= 150 and "cookie" in low and (_COOKIE.search(t) or _COOKIE_CONTEXT.search(t)):
        return "cookie notice"
    if n <= 20 and _EMBED.fullmatch(t):
        return "social marker"  # the bare link of an embedded post ("pic.twitter.com/aB3dE9xQ")
    if n > 40:
        return None
    if _FOOTER.search(t) and (not u.ends or _COPYRIGHT.search(t)) and not _prose_around_mark(u):
        return "footer"
    if _is_language_menu(t):
        return "language menu"
    if _is_menu(t):
        return "navigation"
    if n <= 60 and _WIRE_CREDIT.match(t):
        return "byline"
    if n <= 14 and _BYLINE.match(t) or (n <= 10 and _BYLINE_START.match(t) and not u.ends):
        return "byline"
    if n <= 18 and _DATE.search(t) and _is_timestamp(t) and "(@" not in t and not _AMOUNT.search(t):
        return "timestamp"
    if n <= 30 and not u.ends and _share_links(t):
        return "share links"
    if (_COMMENTS.match(t) and n <= 12) or (_COMMENTS_BELOW.search(t) and n <= 25):
        return "comments"
    if n >= 3 and u.caps > 0.75 and sum(map(str.isalpha, t)) >= 12 and not t.endswith("?") and not (
        u.ends and len(_LOWER_WORD.findall(t)) >= 3  # a shouted quote: '"WE WILL NOT ...," he said.'
        or t[0] in "\"“" and PERIOD_END.search(t)  # ... or a whole one: '"WE ARE NOT AFRAID."'
    ):
        return "call to action" if _STRONG_CTA.search(t) else "promo headline"
    if n <= 25 and _CTA.search(t) and (_CTA_START.match(t) or not u.ends):
        return "call to action"
    if n <= 40 and _STRONG_CTA.search(t) and not (u.ends and _REPORTED.search(t)):
        return "call to action"  # (not "The company said it would subscribe to the program.")
    if n <= 12 and _RELATED.match(t) and not u.ends:
        return "related links"
    if _RELATED_PREFIX.match(t) or (n <= 30 and not u.ends and _LINK_TAG.search(t)):
        return "related links"
    if _CAPTION_START.match(t) or _CREDIT.search(t):
        return "photo caption"
    if n <= 30 and _social_post(t):
        return "social marker"
    return None


def _social_post(t: str) -> bool:
    """A pasted social post: a short line (at most 12 words before its hashtags, or shouting "!!")
    ending in hashtags after an exclamation, an emoji or a full stop, or in two or more ("Big changes
    at ICE!!! #breaking"; not "... used the hashtag #MeToo")."""
    m = _HASHTAG_TAIL.search(t)
    if not m:
        return False
    before = t[:m.start()].rstrip()
    if len(WORD.findall(before)) > 12 and "!!" not in before:
        return False  # a quoted tweet or a disclosure that the report itself carries
    return len(re.findall(r"#\w", m.group())) >= 2 or not before or before[-1] in ".!?" \
        or bool(re.search(r"[\U0001F300-\U0001FAFF\u2600-\u27BF]$", before))


def _share_links(t: str) -> bool:
    words = WORD.findall(t.lower())
    hits = sum(w in _SHARE_WORDS for w in words)
    return hits == len(words) or (hits >= 3 and hits >= 0.6 * len(words))


def _is_language_menu(t: str) -> bool:
    parts = [p for p in re.split(r"[\s|/,•·]+", t.lower()) if p]
    return bool(parts) and sum(p in LANGUAGES for p in parts) >= max(1, len(parts) * 0.8)


def _is_menu(t: str) -> bool:
    """A line of links: three or more short capitalised items between separators ("Home | World | ...")."""
    parts = [p.strip() for p in re.split(r"\s(?:\||•|·|»|›|>)\s", t)]
    return len(parts) >= 3 and all(
        p and len(p.split()) <= 3 and (p[0].isupper() or p[0].isdigit()) and not _WORD_END.search(p) for p in parts
    )


def _is_timestamp(t: str) -> bool:
    rest = _DATE.sub(" ", t)
    rest = _TIMESTAMP_WORDS.sub(" ", rest)
    left = [w for w in WORD.findall(rest) if not w.isdigit()]
    return len(left) <= 3


def prose(u: Unit) -> bool:
    """Looks like report text: enough words, stop words and sentence punctuation."""
    if u.words <= 60 and TRUNCATED.search(u.text):
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
    head = WORD.findall(t[: m.start() + 1])
    return len(head) >= 4 and sum(w[0].isupper() or w[0].isdigit() for w in head) >= 0.7 * len(head)


def edge_cut(u: Unit) -> tuple[int, int, list[Removed]]:
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
    if m and m.start() > lo and len(WORD.findall(t[lo : m.start()])) > 40:
        cuts.append(Removed(m.group().strip(), "photo caption"))
        hi = m.start()
    while lo < hi and t[lo].isspace():
        lo += 1
    while hi > lo and t[hi - 1].isspace():
        hi -= 1
    return lo, hi, cuts
