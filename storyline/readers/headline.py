"""A page's headline without the site's name: "Alibaba to raise $12.9bn - CityAM" -> "Alibaba to raise $12.9bn".

Pages put their site's name in ``<title>`` before or after the headline, behind a separator
(" | ", " - ", " – ", " — ", " :: ", " · ", " » "). ``strip_site_name`` removes it when it is the
site's name (as the page's metadata gives it) or its host ("The Anti-June Cleaver" /
theantijunecleaver.com), and only when a headline of at least ``MIN_WORDS`` words is left. A
section label ("Opinion | ...") or a series name that is not the site's stays.
"""

from __future__ import annotations

import re

SEPARATOR = re.compile(r"\s+(?:\||-|–|—|::|·|»)\s+|\s*\|\s*")
MIN_WORDS = 3
_GLUE_AFTER = re.compile(r"\s*[|:·»]|\s+[-–—]\s")  # a separator right after a leading site name
_GLUE_BEFORE = re.compile(r"(?:[|·»]|\s[-–—])\s*$")  # ... right before a trailing one
_NOT_ALNUM = re.compile(r"[\W_]+")
_HOST_PARTS = frozenset(("www", "com", "co", "org", "net", "news", "uk", "in", "info", "ca", "au", "ie", "us"))


def _norm(text: str) -> str:
    return _NOT_ALNUM.sub("", text.lower())


def _names(site: str | None, host: str | None) -> list[str]:
    """The site's name and its host's labels ("theantijunecleaver"), normalised."""
    names = [_norm(site)] if site and _norm(site) else []
    if host:
        labels = [p for p in host.lower().split(".") if p and p not in _HOST_PARTS]
        if labels:
            names.append(_norm(max(labels, key=len)))
    return [n for n in names if len(n) >= 3]


def _is_site(segment: str, names: list[str]) -> bool:
    """Whether a title segment names the site: equal to a name, or one holds the other whole
    ("Inexhibit" / "Inexhibit magazine", "MacRumors" / "MacRumors.com")."""
    seg = _norm(segment)
    if len(seg) < 3:
        return False
    return any(seg == n or (len(seg) >= 4 and seg in n) or (len(n) >= 4 and n in seg and len(seg) <= 2 * len(n))
               for n in names)


def _words(text: str) -> int:
    return len(text.split())


def strip_site_name(title: str, site: str | None, host: str | None) -> str:
    """``title`` without a leading or trailing site name (see the module docstring)."""
    title = title.strip()
    names = _names(site, host)
    if not title or not names:
        return title
    if site and _words(site) > 1:  # a site name that itself holds a separator: "LinkNaija | Nigeria's ..."
        low, name = title.lower(), site.lower()
        rest = None
        if low.startswith(name) and _GLUE_AFTER.match(title[len(site):]):
            rest = title[len(site):]
        elif low.endswith(name) and _GLUE_BEFORE.search(title[:-len(site)]):
            rest = title[:-len(site)]
        if rest is not None:
            rest = rest.strip(" |-–—:·»")
            if _words(rest) >= MIN_WORDS:
                return rest
    parts = [m for m in SEPARATOR.finditer(title)]
    if parts:
        last = parts[-1]
        head, tail = title[:last.start()].strip(), title[last.end():].strip()
        if _is_site(tail, names) and _words(head) >= MIN_WORDS:
            return head
        first = parts[0]
        head, tail = title[:first.start()].strip(), title[first.end():].strip()
        if _is_site(head, names) and _words(tail) >= MIN_WORDS:
            return tail
    return title
