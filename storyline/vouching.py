"""Who vouches for what: the outlet each article counts for (a copy counts for its original's
outlet) and the outlets' display names."""

from __future__ import annotations

from .align_items import story_order
from .model import StoryBundle


def outlet_key(source: str) -> str:
    """Normalise an outlet name: case, "www.", a leading "The", a trailing ".com", known aliases
    and domains ("AP", "nbcnews.com"); ``storyline.outlets.outlet_key``."""
    from .outlets import outlet_key as key

    return key(source)


def own_keys(article) -> frozenset[str]:
    """The outlet keys an article speaks as: its source's, and that of the known outlet its URL is
    on ("hpo" on huffingtonpost.com is HuffPost too: "HuffPost reported" there cites itself)."""
    from .outlets import by_domain

    keys = {outlet_key(article.source)}
    o = by_domain(article.url) if getattr(article, "url", None) else None
    if o is not None:
        keys.add(outlet_key(o.name))
    return frozenset(keys)


def original_of(copy_of: dict[str, str], article_id: str) -> str:
    """The article a copy ultimately copies (follows chains, stops on cycles)."""
    seen = {article_id}
    while article_id in copy_of and copy_of[article_id] not in seen:
        article_id = copy_of[article_id]
        seen.add(article_id)
    return article_id


def article_outlets(bundle: StoryBundle) -> dict[str, str]:
    """Article id -> outlet key; a copy counts as its original's outlet."""
    own = {aid: outlet_key(a.source) for aid, a in bundle.articles.items()}
    out = {}
    for aid in own:
        orig = original_of(bundle.copy_of, aid)
        out[aid] = own.get(orig, own[aid])
    return out


def outlet_names(bundle: StoryBundle) -> dict[str, str]:
    """Outlet key -> a display name (the first spelling seen)."""
    names: dict[str, str] = {}
    for aid in story_order(bundle):
        a = bundle.articles[aid]
        names.setdefault(outlet_key(a.source), a.source)
    for aid, outlets in bundle.relays.items():
        for o in outlets:
            names.setdefault(outlet_key(o), o)
    for f in bundle.findings.values():
        for r in f.relays:
            names.setdefault(outlet_key(r.outlet), r.outlet)
    return names
