"""Names of news outlets: ``OUTLETS`` (display name, other spellings), ``canonical_outlet`` and
``outlet_subject`` (a token that names a known outlet: "Axios reported", "CNN first reported").
Shared by ``denials`` (relays) and ``quotes`` (an outlet reporting is a source)."""

from __future__ import annotations

import re
from types import MappingProxyType

# (display name, other spellings). Matching ignores case, a leading "the" and punctuation.
OUTLETS: tuple[tuple[str, ...], ...] = (
    ("Reuters", "Thomson Reuters"), ("The Associated Press", "Associated Press", "AP", "AP News"),
    ("Agence France-Presse", "AFP", "Agence France Presse"), ("Bloomberg", "Bloomberg News"),
    ("Dow Jones",), ("United Press International", "UPI"), ("Xinhua",), ("Kyodo", "Kyodo News"),
    ("ANSA",), ("dpa", "Deutsche Presse-Agentur"), ("EFE",), ("Yonhap",), ("TASS",), ("Interfax",),
    ("Anadolu Agency", "Anadolu"), ("Press Trust of India", "PTI"), ("Canadian Press", "The Canadian Press"),
    ("The New York Times", "New York Times", "NYT", "NY Times"),
    ("The Washington Post", "Washington Post", "WaPo"), ("The Wall Street Journal",
     "Wall Street Journal", "WSJ"), ("USA Today",), ("Los Angeles Times", "LA Times", "L.A. Times"),
    ("Chicago Tribune",), ("The Boston Globe", "Boston Globe"), ("New York Post", "NY Post"),
    ("New York Daily News", "Daily News"), ("The Philadelphia Inquirer", "Philadelphia Inquirer"),
    ("San Francisco Chronicle",), ("The Dallas Morning News", "Dallas Morning News"),
    ("Houston Chronicle",), ("The Miami Herald", "Miami Herald"), ("The Seattle Times", "Seattle Times"),
    ("Newsday",), ("The Atlanta Journal-Constitution", "Atlanta Journal-Constitution", "AJC"),
    ("The Star Tribune", "Star Tribune"), ("Tampa Bay Times",), ("The Arizona Republic", "Arizona Republic"),
    ("The Denver Post", "Denver Post"), ("Financial Times", "FT"), ("The Guardian", "Guardian"),
    ("The Times of London", "The Times (London)"), ("The Telegraph", "Daily Telegraph", "The Daily Telegraph"),
    ("The Independent", "Independent"), ("Daily Mail", "The Daily Mail", "MailOnline", "Mail Online"),
    ("The Sun",), ("The Economist", "Economist"), ("The Observer", "Observer"), ("The Mirror", "Daily Mirror"),
    ("Evening Standard", "London Evening Standard"), ("The Irish Times", "Irish Times"),
    ("Le Monde",), ("Le Figaro",), ("Der Spiegel", "Spiegel"), ("Die Zeit",), ("Frankfurter Allgemeine Zeitung",
     "FAZ"), ("Süddeutsche Zeitung",), ("Bild",), ("El País", "El Pais"), ("Corriere della Sera",),
    ("La Repubblica",), ("Haaretz",), ("The Times of Israel", "Times of Israel"), ("The Jerusalem Post",
     "Jerusalem Post"), ("Al Jazeera",), ("Al Arabiya",), ("The Hindu",), ("The Times of India",
     "Times of India"), ("Hindustan Times",), ("South China Morning Post", "SCMP"), ("The Japan Times",
     "Japan Times"), ("Nikkei", "Nikkei Asia"), ("The Sydney Morning Herald", "Sydney Morning Herald"),
    ("The Globe and Mail", "Globe and Mail"), ("Toronto Star",), ("CNN",), ("CBS News", "CBS"),
    ("NBC News", "NBC"), ("ABC News", "ABC"), ("Fox News", "Fox News Channel", "Fox"), ("MSNBC",),
    ("CNBC",), ("NPR", "National Public Radio"), ("PBS", "PBS NewsHour"), ("BBC", "BBC News"),
    ("Sky News",), ("ITV News", "ITV"), ("Channel 4 News",), ("CBC", "CBC News"), ("Deutsche Welle", "DW"),
    ("France 24",), ("Euronews",), ("RT",), ("Axios",), ("Politico", "POLITICO", "Politico Europe"),
    ("The Hill",), ("Punchbowl News",), ("Semafor",), ("The Atlantic",), ("The New Yorker", "New Yorker"),
    ("Vox",), ("Vice", "Vice News"), ("BuzzFeed News", "BuzzFeed"), ("HuffPost", "Huffington Post"),
    ("Business Insider", "Insider"), ("The Daily Beast", "Daily Beast"), ("Slate",), ("Salon",),
    ("Mother Jones",), ("ProPublica",), ("The Intercept", "Intercept"), ("Breitbart", "Breitbart News"),
    ("The Daily Caller", "Daily Caller"), ("Newsmax",), ("The Washington Times", "Washington Times"),
    ("Washington Examiner",), ("National Review",), ("Forbes",), ("Fortune",), ("Time", "TIME magazine"),
    ("Newsweek",), ("Yahoo News", "Yahoo"), ("The Information",), ("TechCrunch",), ("The Verge", "Verge"),
    ("Wired",), ("Rolling Stone",), ("Variety",), ("The Hollywood Reporter", "Hollywood Reporter"),
    ("Deadline",), ("Bloomberg Law",), ("Law360",), ("Roll Call",), ("NOTUS",), ("The Free Press",),
    ("The Texas Tribune", "Texas Tribune"), ("CalMatters",), ("Associated Press Television", "APTN"),
)


def outlet_key(name: str) -> str:
    k = re.sub(r"[\s.'’\-]+", " ", name.lower()).strip()
    return re.sub(r"^the\s+", "", k)


# {normalised spelling: display name}; the names as one alternation, longest first; an outlet written in text.
ALIASES = MappingProxyType({outlet_key(n): names[0] for names in OUTLETS for n in names})
NAME_PATTERN = "|".join(re.escape(n) for n in sorted({n for names in OUTLETS for n in names}, key=len, reverse=True))
OUTLET_PATTERN = rf"(?:[Tt]he\s+)?(?P<o>{NAME_PATTERN})(?![\w-])"


def canonical_outlet(name: str) -> str:
    """One display name per outlet ("NYT", "the New York Times" -> "The New York Times")."""
    return ALIASES.get(outlet_key(name), re.sub(r"\s+", " ", name).strip())


def outlet_subject(tok) -> str | None:
    """The outlet a subject token names ("Axios", "The Washington Post", "CNN"), as its display
    name; None for anything else (and for a person's name that holds an outlet word)."""
    if tok.ent_type_ == "PERSON" or not tok.text[:1].isupper() or tok.pos_ not in ("PROPN", "NOUN", "ADV", "X", "ADJ"):
        return None
    words = [c for c in tok.lefts if c.dep_ in ("compound", "det", "flat")] + [tok]
    name = " ".join(t.text for t in sorted(words, key=lambda t: t.i))
    key = outlet_key(name)
    return ALIASES[key] if key in ALIASES else None
