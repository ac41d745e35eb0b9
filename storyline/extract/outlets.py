"""Names of news outlets in text: ``OUTLETS`` (display name, other spellings), ``canonical_outlet`` and
``outlet_subject`` (a token that names a known outlet: "Axios reported", "CNN first reported").
Shared by ``denials`` (relays) and ``quotes`` (an outlet reporting is a source)."""

from __future__ import annotations

import re
from types import MappingProxyType

from .. import outlets as identity

# The outlets and their names live in storyline/outlets.py (data/outlets.csv); this module keeps
# the names the extractors match in text and delegates every lookup there.
OUTLETS: tuple[tuple[str, ...], ...] = identity.text_names()  # (display name, other spellings)
name_key = identity.name_key
# {normalised spelling: display name}; the names as one alternation, longest first; an outlet written in text.
ALIASES = MappingProxyType({name_key(n): names[0] for names in OUTLETS for n in names})
NAME_PATTERN = "|".join(re.escape(n) for n in sorted({n for names in OUTLETS for n in names}, key=len, reverse=True))
OUTLET_PATTERN = rf"(?:[Tt]he\s+)?(?P<o>{NAME_PATTERN})(?![\w-])"


def canonical_outlet(name: str) -> str:
    """One display name per outlet ("NYT", "the New York Times" -> "The New York Times")."""
    return identity.canonical(name)


def outlet_subject(tok) -> str | None:
    """The outlet a subject token names ("Axios", "The Washington Post", "CNN"), as its display
    name; None for anything else (and for a person's name that holds an outlet word)."""
    if tok.ent_type_ == "PERSON" or not tok.text[:1].isupper() or tok.pos_ not in ("PROPN", "NOUN", "ADV", "X", "ADJ"):
        return None
    words = [c for c in tok.lefts if c.dep_ in ("compound", "det", "flat")] + [tok]
    name = " ".join(t.text for t in sorted(words, key=lambda t: t.i))
    key = name_key(name)
    return ALIASES[key] if key in ALIASES else None
