"""How well the cleaner takes page furniture out, and what it leaves of already-extracted text.

Data: the Scrapinghub/Zyte article-extraction benchmark (``article-extraction`` in the shared
benchmarks: 181 saved news/blog pages, ``html/<id>.html.gz``, gold ``articleBody`` in
``ground-truth.json``). Each page is turned into plain text with ``inscriptis.get_text`` (which keeps
all of the page's text: menus, captions, footers, comments), then scored

* as it is (no cleaning),
* after ``clean_text`` (the plain-text path),
* and, for reference, trafilatura's own HTML extraction alone and followed by ``clean_text``
  (the HTML reader path), and followed by ``clean_text(..., extracted=False)`` (the page logic
  forced on extracted text, as the cleaner did before it told the two kinds of text apart).

Scoring is the benchmark's official metric: ``\\w+`` tokens, multisets of 4-token shingles per
page, TP/FP/FN normalised per page, page precision and recall averaged over pages (pages with an
empty prediction left out of the precision mean), F1 = harmonic mean of the two means.

Second data set: the AllSides/NeuS raw crawl (``neus-allsides``): each outlet's snippet (headline
and the first paragraphs, often cut short with "...") is read as the JSONL reader reads it and
cleaned with ``clean``; nearly all of it is report text, so the share of its paragraphs kept whole
is measured (``evaluate_snippets``).
"""

from __future__ import annotations

import gzip
import json
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

_TOKEN = re.compile(r"\w+")



def _shingles(text: str, n: int = 4) -> Counter:
    toks = _TOKEN.findall(text or "")
    if not toks:
        return Counter()
    if len(toks) < n:
        return Counter([tuple(toks)])
    return Counter(tuple(toks[i : i + n]) for i in range(len(toks) - n + 1))


def page_counts(gold: str, pred: str, n: int = 4) -> tuple[float, float, float]:
    """(TP, FP, FN) of one page over ``n``-token shingles, divided by TP+FP+FN."""
    g, p = _shingles(gold, n), _shingles(pred, n)
    tp = sum((g & p).values())
    fp = sum((p - g).values())
    fn = sum((g - p).values())
    total = tp + fp + fn
    if total:
        return tp / total, fp / total, fn / total
    return 0.0, 0.0, 0.0


def _page_precision(tp: float, fp: float, fn: float) -> float:
    if fp == 0 and fn == 0:
        return 1.0
    return tp / (tp + fp) if tp + fp else 0.0


def _page_recall(tp: float, fp: float, fn: float) -> float:
    if fp == 0 and fn == 0:
        return 1.0
    return tp / (tp + fn) if tp + fn else 0.0


def score(gold: dict[str, str], pred: dict[str, str]) -> tuple[float, float, float]:
    """Averaged precision, recall and their F1 over the pages of ``gold``."""
    triples = [page_counts(gold[k], pred.get(k, "") or "") for k in sorted(gold)]
    precisions = [_page_precision(*t) for t in triples if t[0] + t[1] > 0]
    recalls = [_page_recall(*t) for t in triples if t[0] + t[2] > 0]
    p = statistics.mean(precisions) if precisions else 0.0
    r = statistics.mean(recalls) if recalls else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def load_pages(bench_dir: Path, pages: Callable[[str], bool] | None = None) -> tuple[dict[str, str], dict[str, str]]:
    """(gold article bodies, page HTML) keyed by page id; only the ids ``pages`` accepts, when given."""
    root = Path(bench_dir) / "article-extraction"
    truth = json.loads((root / "ground-truth.json").read_text(encoding="utf8"))
    gold = {k: v.get("articleBody", "") or "" for k, v in truth.items() if pages is None or pages(k)}
    html = {}
    for k in sorted(gold):
        with gzip.open(root / "html" / f"{k}.html.gz", "rt", encoding="utf8") as f:
            html[k] = f.read()
    return gold, html


def _timed(fn: Callable[[str], str], inputs: dict[str, str]) -> tuple[dict[str, str], float]:
    """Outputs of ``fn`` and pages per second of this process's CPU time (steady on a shared machine)."""
    out = {}
    start = time.process_time()
    for k, v in inputs.items():
        out[k] = fn(v) or ""
    elapsed = time.process_time() - start
    return out, (len(inputs) / elapsed if elapsed > 0 else float("inf"))


def _row(name: str, gold: dict[str, str], pred: dict[str, str], pages_per_s: float | None) -> dict:
    p, r, f = score(gold, pred)
    return {"name": name, "precision": p, "recall": r, "f1": f, "pages_per_s": pages_per_s}


def _share(flags: list[bool]) -> float:
    return sum(flags) / len(flags) if flags else 0.0


def evaluate_cleaning(bench_dir: Path, trafilatura: bool = True, snippets: bool = True,
                      pages: Callable[[str], bool] | None = None) -> dict:
    """Score uncleaned and cleaned whole-page text (and trafilatura paths) on the 181 pages (or on
    the page ids ``pages`` accepts: ``splits.extraction_page_in``).

    Returns ``{"pages": n, "rows": [{"name", "precision", "recall", "f1", "pages_per_s",
    "extracted"}, ...], "snippets": evaluate_snippets(...) or None}``; ``pages_per_s`` of the
    cleaned rows times the cleaner alone (the text is converted or extracted beforehand), in CPU
    time of this process, one pass; ``extracted`` is the share of inputs the cleaner takes for
    already-extracted articles (``looks_extracted``), None for rows it does not clean.
    """
    from inscriptis import get_text

    from ..clean import clean_text, looks_extracted

    gold, html = load_pages(bench_dir, pages)
    text = {k: get_text(h) for k, h in html.items()}

    def cleaned(t: str) -> str:
        return clean_text(t)[0]

    def row(name: str, pred: dict[str, str], speed: float | None, inputs: dict[str, str] | None) -> dict:
        out = _row(name, gold, pred, speed)
        out["extracted"] = _share([looks_extracted(t) for t in inputs.values()]) if inputs else None
        return out

    rows = [row("inscriptis (uncleaned)", text, None, None)]
    pred, speed = _timed(cleaned, text)
    rows.append(row("inscriptis+clean", pred, speed, text))
    if trafilatura:
        import trafilatura as tf

        extracted, tf_speed = _timed(lambda h: tf.extract(h, include_comments=False), html)
        rows.append(row("trafilatura", extracted, tf_speed, None))
        pred, speed = _timed(cleaned, extracted)
        rows.append(row("trafilatura+clean", pred, speed, extracted))
        pred, speed = _timed(lambda t: clean_text(t, extracted=False)[0], extracted)
        rows.append(row("trafilatura+clean (page logic forced)", pred, speed, None))
    return {
        "pages": len(gold),
        "rows": rows,
        "snippets": evaluate_snippets(bench_dir) if snippets else None,
    }


def load_snippets(bench_dir: Path) -> list:
    """The AllSides/NeuS outlet snippets as raw Articles, read as the JSONL reader reads a line
    ``{"id", "title", "text"}`` (paragraphs joined by a blank line, as ``scripts/sample_data.py``
    writes them)."""
    from ..readers.jsonl import parse_record

    path = Path(bench_dir) / "neus-allsides" / "headline_11_2021-10-19_crawled_all.jsonl.gz"
    articles = []
    with gzip.open(path, "rt", encoding="utf8") as fh:
        for line in fh:
            rec = json.loads(line)
            for side, item in sorted((rec.get("news") or {}).items()):
                body = [p.strip() for p in (item or {}).get("newBody") or [] if p and p.strip()]
                if not body:
                    continue
                obj = {"id": f"neus{rec['id']}-{side}", "title": item.get("newsTitle") or "", "text": "\n\n".join(body)}
                articles.append(parse_record(obj, default_id=obj["id"], path=path))
    return articles


def evaluate_snippets(bench_dir: Path) -> dict:
    """Share of the snippets' paragraphs that ``clean`` keeps whole (every line of the paragraph
    is in the cleaned text), share of cut short ones ("..." / "…") kept, and what was removed.

    Returns ``{"articles", "paragraphs", "kept", "truncated", "truncated_kept", "removed":
    [(article id, reason, text), ...]}``.
    """
    from ..clean import clean
    from ..furniture import TRUNCATED

    kept: list[bool] = []
    truncated: list[bool] = []
    removed = []
    articles = load_snippets(bench_dir)
    for article in articles:
        out = clean(article)
        pieces = set(out.text.split("\n\n"))
        for para in re.split(r"\n\s*\n", article.text):
            lines = [ln.strip() for ln in para.splitlines() if ln.strip()]
            if not lines:
                continue
            whole = all(ln in pieces for ln in lines)
            kept.append(whole)
            if TRUNCATED.search(lines[-1]):
                truncated.append(whole)
        removed.extend((article.id, r.why, r.text) for r in out.removed)
    return {
        "articles": len(articles),
        "paragraphs": len(kept),
        "kept": _share(kept),
        "truncated": len(truncated),
        "truncated_kept": _share(truncated),
        "removed": removed,
    }


def format_table(result: dict) -> str:
    """The rows of ``evaluate_cleaning`` as Markdown tables."""
    lines = [
        f"Page furniture removal, {result['pages']} pages (article-extraction benchmark, 4-gram shingles)",
        "",
        "| input | precision | recall | F1 | taken for extracted | pages/s (CPU time of the cleaner, or of trafilatura) |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for row in result["rows"]:
        speed = "—" if row["pages_per_s"] is None else f"{row['pages_per_s']:.0f}"
        share = "—" if row.get("extracted") is None else f"{row['extracted']:.1%}"
        lines.append(
            f"| {row['name']} | {row['precision']:.3f} | {row['recall']:.3f} | {row['f1']:.3f} | {share} | {speed} |"
        )
    snip = result.get("snippets")
    if snip:
        lines += [
            "",
            f"AllSides/NeuS snippets: {snip['articles']} articles, {snip['paragraphs']} paragraphs",
            "",
            "| paragraphs kept whole | cut-short paragraphs kept | pieces removed |",
            "|---:|---:|---:|",
            f"| {snip['kept']:.2%} | {snip['truncated_kept']:.2%} of {snip['truncated']} | {len(snip['removed'])} |",
        ]
        lines += [f"- removed from {aid} ({why}): {text[:100]!r}" for aid, why, text in snip["removed"][:20]]
    return "\n".join(lines)
