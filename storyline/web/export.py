"""CSV downloads (as datasette offers): a story's facts and the story list.

Cells that a spreadsheet would run as a formula (starting with ``=``, ``+``, ``-``, ``@``, a tab
or a carriage return) are prefixed with ``'``: article text is untrusted.
"""

from __future__ import annotations

import csv
import io

FACT_COLUMNS = ("fact", "status", "kind", "support", "outlets", "text", "articles", "sentences")
STORY_COLUMNS = ("story", "title", "first_published", "last_published", "articles", "outlets", "outlet_names",
                 "facts", "conflicts", "single_source", "url")


def cell(value) -> str:
    """One CSV cell: lists joined with "; ", a formula-looking start defused."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        value = "; ".join(str(v) for v in value)
    s = str(value)
    return "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s


def _csv(header, rows) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(header)
    for row in rows:
        w.writerow([cell(v) for v in row])
    return out.getvalue()


def facts_csv(brief: dict) -> str:
    """One row per fact: id, status, kind, support (independent outlets), the outlets by name, what
    it says, its articles and the sentences (one per article) it comes from."""
    rows = []
    for f in brief.get("facts", []):
        rows.append((f.get("id"), f.get("status"), f.get("kind"), f.get("support"), f.get("outlets") or [],
                     f.get("text"), f.get("articles") or [],
                     [e.get("sentence") for e in f.get("evidence", [])]))
    return _csv(FACT_COLUMNS, rows)


def stories_csv(rows: list[dict], base: str = "") -> str:
    """One row per story of the stories page (``queries.story_rows``)."""
    return _csv(STORY_COLUMNS, [(r["id"], r["title"], r.get("first_published"), r.get("last_published"),
                                 r.get("articles"), r.get("n_outlets"), r.get("outlets") or [], r.get("facts"),
                                 r.get("conflicts"), r.get("single_source"), f"{base}/story/{r['id']}")
                                for r in rows])
