"""Outlet identity: who published an article, by name, in one place.

The outlets storyline knows are listed in ``storyline/data/outlets.csv`` (display name, other
spellings, web domains, country, owner where public, wire services marked). Everything that
names an outlet goes through here:

- ``canonical(name)``: one display name per spelling ("NYT", "the New York Times" -> "The New
  York Times"); an unknown name comes back as written (used for relays found in text);
- ``outlet_name(names, urls)``: the outlet of an input, for the readers: a name the table knows
  (from the input's own fields, then from the web domain of its URLs), else the input's name
  as written, else the URL's registered domain ("hawaiinewsnow.com"), else None;
- ``outlet_key(source)``: the key that decides whether two articles come from one outlet (for
  support counts): case, "www.", "The", a ".com", "(Online News)" and every alias folded;
- ``unnamed_name``/``unnamed_warning``: an input that names no outlet is stored as
  "unnamed source N" (never its file name), N counted over the store, with one warning line.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

DATA = Path(__file__).resolve().parent / "data" / "outlets.csv"
UNNAMED = "unnamed source"
_UNNAMED_RE = re.compile(r"^unnamed source (\d+)$")
#: hosting platforms whose sub-domains are separate sites (one blog is not all of blogspot)
PLATFORMS = ("blogspot.", "wordpress.com", "substack.com", "tumblr.com", "livejournal.com", "weebly.com",
             "typepad.com", "medium.com", "github.io", "wixsite.com")
#: what a site-name field sometimes holds that is no outlet's name
_JUNK_NAME = re.compile(r"(?i)^\W*$|^copyright\b|^©|^(?:home|homepage|index|news|untitled|hosted)$")
_SEGMENTS = re.compile(r"\s+[|>»–—-]\s+|\s*:\s+")
_DOMAIN_LIKE = re.compile(r"(?i)^(?:https?://)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$")


@dataclass(frozen=True)
class Outlet:
    """One outlet of the table: display name, other spellings, domains, where public its country
    (ISO 3166 code) and owner, whether it is a wire service, whether its names are looked for in
    article text."""

    name: str
    aliases: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    country: str | None = None
    owner: str | None = None
    wire: bool = False
    in_text: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass(frozen=True)
class Table:
    outlets: tuple[Outlet, ...]
    by_name: MappingProxyType  # name_key -> Outlet
    by_domain: MappingProxyType  # domain -> Outlet


def _split(cell: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in (cell or "").split("|") if x.strip())


@cache
def table() -> Table:
    """The outlets of ``data/outlets.csv`` (read once; immutable)."""
    lines = [line for line in DATA.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    rows = []
    for r in csv.DictReader(lines):
        rows.append(Outlet(name=r["name"].strip(), aliases=_split(r["aliases"]),
                           domains=tuple(d.lower() for d in _split(r["domains"])),
                           country=r["country"].strip() or None, owner=r["owner"].strip() or None,
                           wire=r["wire"].strip() == "wire", in_text=r["in_text"].strip() == "yes"))
    by_name: dict[str, Outlet] = {}
    by_domain: dict[str, Outlet] = {}
    for o in rows:
        for n in o.names:
            by_name.setdefault(name_key(n), o)
        for d in o.domains:
            by_domain.setdefault(d, o)
    return Table(tuple(rows), MappingProxyType(by_name), MappingProxyType(by_domain))


def name_key(name: str) -> str:
    """How names are matched: case, a leading "the", dots, apostrophes and hyphens ignored."""
    k = re.sub(r"[\s.'’\-]+", " ", (name or "").lower()).strip()
    return re.sub(r"^the\s+", "", k)


def text_names() -> tuple[tuple[str, ...], ...]:
    """(display name, other spellings) of the outlets looked for in article text."""
    return tuple(o.names for o in table().outlets if o.in_text)


def canonical(name: str) -> str:
    """One display name per outlet ("NYT", "the New York Times" -> "The New York Times");
    a name the table does not know comes back as written (spaces collapsed)."""
    o = table().by_name.get(name_key(name))
    return o.name if o else re.sub(r"\s+", " ", name or "").strip()


def known(name: str | None) -> Outlet | None:
    """The outlet a name stands for: one of its spellings, its web domain or a URL of it,
    the name without a trailing "(Online News)", or one part of "World news | The Guardian"."""
    if not name or not name.strip():
        return None
    name = " ".join(name.split())
    found = table().by_name.get(name_key(name))
    if found:
        return found
    if _DOMAIN_LIKE.match(name):
        return by_domain(name) or table().by_name.get(name_key(_bare_domain(name)))
    bare = re.sub(r"\s*\([^)]*\)\s*$", "", name)
    if bare != name and bare:
        return table().by_name.get(name_key(bare))
    parts = [p for p in _SEGMENTS.split(name) if p.strip()]
    if len(parts) > 1:
        return next((o for p in parts if (o := table().by_name.get(name_key(p)))), None)
    return None


def _host(url_or_host: str) -> str | None:
    from urllib.parse import urlsplit

    s = (url_or_host or "").strip()
    if not s:
        return None
    if "//" not in s:
        s = "//" + s
    try:
        host = urlsplit(s).hostname
    except ValueError:
        return None
    if not host or "." not in host or re.fullmatch(r"[\d.]+|\[?[0-9a-f:]+\]?", host):
        return None
    return host[4:] if host.startswith("www.") else host


def registered_domain(url_or_host: str | None) -> str | None:
    """The registered domain of a URL or host ("https://edition.cnn.com/x" -> "cnn.com",
    "newsinfo.inquirer.net" -> "inquirer.net"); a site on a hosting platform keeps its own
    sub-domain ("x.wordpress.com"). None for no host, an IP address or an unknown suffix."""
    import tld

    host = _host(url_or_host or "")
    if not host:
        return None
    fld = tld.get_fld(host, fix_protocol=True, fail_silently=True)
    if not fld:
        return None
    if host != fld and any(fld == p or fld.startswith(p) for p in PLATFORMS):
        return host
    return fld


def _bare_domain(domain: str) -> str:
    """ "www.guardian.com" -> "guardian" (the name part of a domain)."""
    host = _host(domain) or domain
    fld = registered_domain(host) or host
    return fld.split(".")[0]


def by_domain(url_or_host: str | None) -> Outlet | None:
    """The known outlet of a URL or host: its host, then each parent domain down to the registered one."""
    host = _host(url_or_host or "")
    if not host:
        return None
    domains = table().by_domain
    parts = host.split(".")
    for i in range(len(parts) - 1):
        found = domains.get(".".join(parts[i:]))
        if found:
            return found
    return None


def _usable(name: str | None, guessed: bool = False) -> str | None:
    """The name as an outlet's name, or None; a ``guessed`` one (a page's site name, which
    extraction sometimes fills with "Copyright 2014") must also look like a name."""
    name = " ".join((name or "").split())
    if not name:
        return None
    if guessed and (len(name) > 120 or not re.search(r"[^\W\d_]", name) or _JUNK_NAME.search(name)):
        return None
    if _DOMAIN_LIKE.match(name) and ("/" in name or name == name.lower()):  # a host or URL, not "MacRumors.com"
        return registered_domain(name) or name
    return name


def outlet_name(names=(), urls=(), guessed: bool = False) -> str | None:
    """The outlet of an input, from what it says: ``names`` (a source field, a feed title, in
    order of trust; ``guessed``: a page's site name, kept only when it looks like a name) and
    ``urls`` (canonical URL, target URL, link).

    A name the table knows wins; then the known outlet of the URLs' domains when no name is
    given, when the name is only a guess, or when the given name begins with one of that
    outlet's spellings ("AP Politics & Fact Check" on apnews.com); then the first usable name
    as written ("Mirror Site" stays itself on another outlet's URL); then the first URL's
    registered domain; None when nothing names an outlet (a file name or a hash is never an
    outlet's name)."""
    usable = [n for n in (_usable(x, guessed) for x in names) if n]
    for n in usable:
        o = known(n)
        if o:
            return o.name
    for u in urls:
        o = by_domain(u)
        if o and (guessed or not usable or _begins_with(usable[0], o)):
            return o.name
    if usable:
        return usable[0]
    return next((d for u in urls if (d := registered_domain(u))), None)


def _begins_with(name: str, outlet: Outlet) -> bool:
    """Whether ``name`` is one of the outlet's spellings followed by more words ("CNN Politics")."""
    k = name_key(name)
    return any(k.startswith(name_key(n) + " ") for n in outlet.names)


def outlet_key(source: str) -> str:
    """The key that decides whether two articles come from one outlet: a known outlet's name
    (through its aliases and domains), else the name with case, "www.", a leading "The", a
    ".com" and a trailing "(...)" folded."""
    s = (source or "").strip()
    o = known(s)
    if o is None and _DOMAIN_LIKE.match(s):
        s = _bare_domain(s)
    elif o is None:
        s = re.sub(r"\s*\([^)]*\)\s*$", "", s) or s
    name = o.name if o else s
    k = re.sub(r"^the\s+", "", name.lower())
    k = re.sub(r"[^\w]+|_", " ", k).strip()
    return k or (source or "").strip().lower()


def info(name: str) -> dict:
    """What the table says of an outlet: {"name", "country", "owner", "wire", "known"}."""
    o = known(name)
    if o is None:
        return {"name": name, "country": None, "owner": None, "wire": False, "known": False}
    return {"name": o.name, "country": o.country, "owner": o.owner, "wire": o.wire, "known": True}


def is_wire(name: str | None) -> bool:
    """Whether the outlet is a wire service (a news agency whose copy others reprint)."""
    o = known(name)
    return bool(o and o.wire)


def wire_names() -> frozenset[str]:
    return frozenset(o.name for o in table().outlets if o.wire)


# ---------------------------------------------------------------- unnamed sources

def is_unnamed(name: str | None) -> bool:
    return bool(_UNNAMED_RE.match(name or ""))


def unnamed_number(name: str | None) -> int:
    m = _UNNAMED_RE.match(name or "")
    return int(m.group(1)) if m else 0


def shares_file_name(path: str | None) -> bool:
    """Whether the entries of this input file share one unnamed source (a feed is one outlet's)."""
    p = (path or "").lower()
    p = p[:-3] if p.endswith(".gz") else p
    return p.endswith((".rss", ".atom", ".xml"))


def unnamed_name(path: str | None, same_file: str | None, highest: int) -> str:
    """The name of an article that names no outlet: the unnamed source of its feed file when
    one entry of it is stored already (``same_file``), else "unnamed source N+1" after the
    highest N in the store."""
    if same_file and shares_file_name(path) and is_unnamed(same_file):
        return same_file
    return f"{UNNAMED} {highest + 1}"


def unnamed_warning(articles) -> str:
    """One line naming the articles stored as unnamed sources and how to name them."""
    by_name: dict[str, list] = {}
    for a in articles:
        by_name.setdefault(a.source, []).append(a)
    shown = []
    for name, arts in list(by_name.items())[:8]:
        where = Path(arts[0].path).name if arts[0].path else arts[0].id
        if arts[0].path and not shares_file_name(arts[0].path) and not arts[0].path.endswith((".txt", ".html",
                                                                                              ".htm", ".gz")):
            where += f" ({arts[0].id})"
        shown.append(f"{where} as {name}" + (f" ({len(arts)} entries)" if len(arts) > 1 else ""))
    more = f" and {len(by_name) - 8} more" if len(by_name) > 8 else ""
    n = len(articles)
    return (f"warning: {n} article{'' if n == 1 else 's'} name{'s' if n == 1 else ''} no outlet: {', '.join(shown)}{more}. "
            "Name the outlet with a 'Source:' line (.txt), a \"source\" field (.jsonl), the page's URL "
            "(.html, .jsonl \"url\"), or the feed's <title> or an entry's <source> (RSS/Atom).")
