"""The raw AllSides/NeuS crawl (../shared/benchmarks/neus-allsides): one outlet's article a record.

Used for sample data, end-to-end tests and benchmarks, so all of them read the crawl the same way.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from pathlib import Path

CRAWL = "neus-allsides/headline_11_2021-10-19_crawled_all.jsonl.gz"
SIDES = ("left", "center", "right")


def outlet_name(raw: str) -> str:
    """'CNN (Online News)' -> 'CNN'."""
    return re.sub(r"\s*\((Online News|News|Opinion)\)\s*$", "", raw).strip()


def crawl_stories(bench: Path) -> Iterator[tuple[int, list[dict]]]:
    """(story id, its outlets' articles) in crawl order; an article is a dict with id, side,
    source, title, url, published and text (paragraphs joined by blank lines)."""
    with gzip.open(bench / CRAWL, "rt", encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            sides = rec.get("news") or {}
            articles = []
            for side in SIDES:
                item = sides.get(side) or {}
                body = [p.strip() for p in item.get("newBody") or [] if p.strip()]
                if body:
                    articles.append({
                        "id": f"neus{rec['id']}-{side}",
                        "side": side,
                        "source": outlet_name(item.get("newsSource") or "unknown"),
                        "title": item.get("newsTitle") or "",
                        "url": item.get("newsLink"),
                        "published": rec.get("date"),
                        "text": "\n\n".join(body),
                    })
            yield rec["id"], articles
