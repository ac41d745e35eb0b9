"""Read-only queries the web app needs on top of ``Store`` (SELECT only, never a write)."""

from __future__ import annotations

from dataclasses import dataclass

from ..store import Store


@dataclass(frozen=True)
class StoryFilter:
    """What the stories page asks for: full-text query, date range (YYYY-MM-DD), outlet, conflicts only."""

    q: str = ""
    date_from: str = ""
    date_to: str = ""
    outlet: str = ""
    has_conflicts: bool = False


def outlets(store: Store) -> list[str]:
    """Every outlet with an article in a live story, alphabetically."""
    rows = store.conn.execute(
        "SELECT DISTINCT a.source FROM articles a JOIN story_articles sa ON sa.article = a.id"
        " JOIN stories s ON s.id = sa.story WHERE s.merged_into IS NULL ORDER BY a.source COLLATE NOCASE"
    ).fetchall()
    return [r[0] for r in rows]


def outlet_matches(wanted: str, name: str) -> bool:
    """Whether an outlet filter names this outlet: case-insensitive, any of its spellings or its
    domain ("cnn", "nyt", "nytimes.com"), or a part of its name ("times")."""
    from ..outlets import outlet_key

    w = " ".join(wanted.split()).casefold()
    return bool(w) and (w == name.casefold() or outlet_key(wanted) == outlet_key(name) or w in name.casefold())


def _story_of_articles(store: Store, ids: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        marks = ",".join("?" * len(chunk))
        for r in store.conn.execute(f"SELECT article, story FROM story_articles WHERE article IN ({marks})", chunk):
            out[r["article"]] = r["story"]
    return out


def search_hits(store: Store, query: str, limit: int = 500) -> dict[str, list[dict]]:
    """{live story id: [hits]} for a full-text query; each hit is {kind, ref, title, snippet}."""
    hits = store.search(query, limit=limit, prefix=True)
    owners = _story_of_articles(store, [h["ref"] for h in hits if h["kind"] == "article"])
    out: dict[str, list[dict]] = {}
    for h in hits:
        sid = h["ref"] if h["kind"] == "story" else owners.get(h["ref"])
        live = store.resolve_story(sid) if sid else None
        if live:
            out.setdefault(live, []).append(h)
    return out


def story_rows(store: Store, flt: StoryFilter, limit: int = 200, offset: int = 0) -> tuple[list[dict], int]:
    """The stories matching ``flt``, newest first, with outlets and fact counts; and how many matched."""
    rows = store.stories()  # newest first
    hits: dict[str, list[dict]] = {}
    if flt.q.strip():
        hits = search_hits(store, flt.q)
        rows = [r for r in rows if r["id"] in hits]
    if flt.date_from:
        rows = [r for r in rows if (r["last_published"] or r["first_published"] or "")[:10] >= flt.date_from]
    if flt.date_to:
        rows = [r for r in rows if r["first_published"] and r["first_published"][:10] <= flt.date_to]
    out = []
    for r in rows:
        names = r.pop("outlet_names")
        if flt.outlet and not any(outlet_matches(flt.outlet, n) for n in names):
            continue
        if flt.has_conflicts and not r["conflicts"]:
            continue
        r["n_outlets"], r["outlets"] = r.pop("outlets"), names
        r["matches"] = [{"kind": h["kind"], "ref": h["ref"], "snippet": h["snippet"]}
                        for h in hits.get(r["id"], [])[:3]]
        out.append(r)
    return out[offset:offset + limit], len(out)


def article_story(store: Store, article_id: str) -> str | None:
    """The live story an article belongs to."""
    row = store.conn.execute("SELECT story FROM story_articles WHERE article = ?", (article_id,)).fetchone()
    return store.resolve_story(row["story"]) if row else None


def copy_of(store: Store, article_id: str) -> str | None:
    row = store.conn.execute("SELECT copy_of FROM copies WHERE article = ?", (article_id,)).fetchone()
    return row["copy_of"] if row else None
