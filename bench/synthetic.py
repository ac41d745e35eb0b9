"""Many articles from few real ones, for the benches that need a large store or a long stream.

The real articles are the ECB+ documents of topics 1-35 (the held-out topics 36-45 are never read):
short news reports by many outlets. Article ``i`` of a stream is a *variant* of real document
``i % len(docs)``: every fourth word of its text changes place with another of those words
(seeded by ``i``), so two variants of one document share their words (and so group like the
original) but hardly any run of five words, so the copy detector does not take them for reprints;
each variant gets its own id and a date (``per_day`` articles a day from ``start``).
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Iterator

HELD_OUT = frozenset(range(36, 46))


def real_docs(bench: Path) -> list:
    from storyline.evaluation.ecbplus import load_ecbplus

    return [d for d in load_ecbplus(bench / "ecbplus" / "ECB+.zip", frozenset(range(1, 36)) - HELD_OUT)
            if len(d.text) > 200]


def variant(text: str, seed: int) -> str:
    """``text`` with every fourth word moved to another such place (seeded), whitespace kept."""
    parts = text.split(" ")
    picks = list(range(seed % 4, len(parts), 4))
    moved = [parts[k] for k in picks]
    random.Random(seed).shuffle(moved)
    for k, w in zip(picks, moved):
        parts[k] = w
    return " ".join(parts)


def rows(bench: Path, n: int, offset: int = 0, start: datetime | None = None, per_day: int = 100,
         docs: list | None = None) -> Iterator[dict]:
    """JSONL rows (id, source, title, url, published, text) of articles ``offset`` .. ``offset + n - 1``."""
    from urllib.parse import urlparse

    docs = docs if docs is not None else real_docs(bench)
    start = start or datetime(2020, 1, 1, tzinfo=timezone.utc)
    for i in range(offset, offset + n):
        d = docs[i % len(docs)]
        when = start + timedelta(days=i // per_day, minutes=(i % per_day) * 14)
        host = urlparse(d.url).hostname if d.url else None
        yield {"id": f"{d.name}-v{i}", "source": host or f"outlet {i % 50}", "title": d.title,
               "url": None, "published": when.isoformat(), "text": variant(d.text, i)}


def write_jsonl(path: Path, bench: Path, n: int, offset: int = 0, docs: list | None = None, **kw) -> Path:
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows(bench, n, offset, docs=docs, **kw):
            fh.write(json.dumps(row) + "\n")
    return path
