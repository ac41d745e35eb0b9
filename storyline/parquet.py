"""Export a store to Parquet: a columnar copy for runs too large to analyse from one SQLite file.

``export_parquet(store, out_dir)`` writes

- ``articles/part-<first seq>-<last seq>.parquet``: the stored articles not exported yet, in
  parts of at most ``part_rows`` rows (cleaned text, removed furniture and findings as JSON
  text, as the store keeps them);
- ``stories.parquet`` (every story, merged ones too, with its brief as JSON text),
  ``story_articles.parquet`` and ``copies.parquet``: rewritten whole at each export, as the
  grouping of old articles changes when new ones arrive.

Each file is written to a temporary name and renamed into place, so a file is there whole or
not at all. Which articles are exported is read off the part names (the highest last seq), so
a killed or repeated export neither loses nor duplicates an article. Needs pyarrow (the
``scale`` extra). Read it back with ``pyarrow.parquet.read_table(out_dir / "articles")``,
DuckDB, pandas or ``dask.dataframe.read_parquet``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

PART_ROWS = 5000
_PART = re.compile(r"^part-(\d{12})-(\d{12})\.parquet$")
ARTICLE_COLUMNS = ("seq", "id", "content_hash", "source", "source_known", "title", "url", "published", "path",
                   "text", "removed", "ingested_at", "findings")


def _schemas():
    import pyarrow as pa

    s, i, b = pa.string(), pa.int64(), pa.bool_()
    articles = pa.schema([("seq", i), ("id", s), ("content_hash", s), ("source", s), ("source_known", b),
                          ("title", s), ("url", s), ("published", s), ("path", s), ("text", s), ("removed", s),
                          ("ingested_at", s), ("findings", s)])
    stories = pa.schema([("id", s), ("n", i), ("title", s), ("first_published", s), ("last_published", s),
                         ("merged_into", s), ("brief", s), ("updated_at", s)])
    return articles, stories


def _write(table, path: Path) -> None:
    """Write ``table`` to ``path`` through a temporary file renamed into place."""
    import pyarrow.parquet as pq

    tmp = path.with_name(f".{path.name}.tmp")
    pq.write_table(table, tmp, compression="zstd")
    os.replace(tmp, path)


def exported_seq(out_dir: str | Path) -> int:
    """The highest article seq already exported to ``out_dir`` (0 if none)."""
    parts = Path(out_dir) / "articles"
    if not parts.is_dir():
        return 0
    return max((int(m.group(2)) for p in parts.iterdir() if (m := _PART.match(p.name))), default=0)


def export_parquet(store, out_dir: str | Path, part_rows: int = PART_ROWS) -> dict:
    """Write the articles not exported yet and the current stories; return counts.

    {"articles": articles written now, "parts": part files written now, "stories": stories}.
    """
    try:
        import pyarrow as pa
    except ImportError as exc:  # the scale extra is not installed
        from .errors import MissingExtra

        raise MissingExtra("scale", "pyarrow") from exc
    out = Path(out_dir)
    parts_dir = out / "articles"
    parts_dir.mkdir(parents=True, exist_ok=True)
    for stale in parts_dir.glob(".*.tmp"):  # left by a killed export
        stale.unlink()
    article_schema, story_schema = _schemas()
    done, written, parts = exported_seq(out), 0, 0
    while True:
        rows = store.export_rows(done, part_rows)
        if not rows:
            break
        for r in rows:
            r["source_known"] = bool(r["source_known"])
        table = pa.Table.from_pylist(rows, schema=article_schema)
        _write(table, parts_dir / f"part-{rows[0]['seq']:012d}-{rows[-1]['seq']:012d}.parquet")
        done, written, parts = rows[-1]["seq"], written + len(rows), parts + 1
    stories = store.story_rows()
    _write(pa.Table.from_pylist(stories, schema=story_schema), out / "stories.parquet")
    assigned = sorted(store.assignments().items())
    _write(pa.table({"article": [a for a, _ in assigned], "story": [s for _, s in assigned]}),
           out / "story_articles.parquet")
    copies = sorted(store.copies().items())
    _write(pa.table({"article": [a for a, _ in copies], "copy_of": [c for _, c in copies]}), out / "copies.parquet")
    return {"articles": written, "parts": parts, "stories": len(stories)}
