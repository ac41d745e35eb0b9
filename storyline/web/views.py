"""What the pages show, computed from a brief (contract story dict) and article texts.

Plain functions returning plain data: the templates render it with autoescaping, so no
function here builds HTML from article text.
"""

from __future__ import annotations

from collections import defaultdict
from urllib.parse import urlparse

from ..report import fact_label

SUPPORTED, DENIED, CONFLICTING, SILENT = "supported", "denied", "conflicting", "silent"
CELL_MARK = {SUPPORTED: "✓", DENIED: "✗", CONFLICTING: "≠", SILENT: "·"}


def safe_url(url: str | None) -> str | None:
    """The URL when it is http(s), else None (never a javascript:, data: or relative link)."""
    if not url or any(c in url for c in "\x00\r\n\t"):
        return None
    try:
        parsed = urlparse(url.strip())
    except ValueError:
        return None
    return url.strip() if parsed.scheme.lower() in ("http", "https") and parsed.netloc else None


def outlet_of(brief: dict) -> dict[str, str]:
    """{article id: outlet} for the articles of a brief."""
    return {a["id"]: a["source"] for a in brief.get("articles", [])}


def story_outlets(brief: dict) -> list[str]:
    """The outlets of a story: most articles first, then by name."""
    count: dict[str, int] = defaultdict(int)
    for a in brief.get("articles", []):
        count[a["source"]] += 1
    return sorted(count, key=lambda o: (-count[o], o.casefold()))


def by_outlet(ids, outlet: dict[str, str]) -> list[dict]:
    """The cited articles grouped by outlet, in citing order: [{"outlet", "articles": [...]}] (every
    supporting outlet gets its own link)."""
    groups: dict[str, list[str]] = {}
    for aid in dict.fromkeys(ids or ()):
        groups.setdefault(outlet.get(aid, aid), []).append(aid)
    return [{"outlet": o, "articles": a} for o, a in groups.items()]


def _conflict_facts(conflict: dict, facts: list[dict]) -> list[str | None]:
    """The fact id behind each claim of a conflict (``facts``/``fact`` keys, else matched by text/articles)."""
    ids = list(conflict.get("facts") or [])
    out: list[str | None] = []
    for i, claim in enumerate(conflict["claims"]):
        fid = claim.get("fact") or (ids[i] if i < len(ids) else None)
        if fid is None:
            fid = next((f["id"] for f in facts if claim["text"] == f["text"]
                        or any(claim["text"] == e["sentence"] for e in f["evidence"])), None)
        if fid is None:
            arts = set(claim["articles"])
            fid = next((f["id"] for f in facts if arts and arts <= set(f["articles"])), None)
        out.append(fid)
    return out


def fact_matrix(brief: dict) -> dict:
    """Facts × outlets: each cell supported / denied / conflicting / silent, with the articles behind it.

    supported: an article of the outlet is among the fact's articles; denied: the outlet's
    article is the denier in a ``denial`` conflict about the fact; conflicting: the outlet
    backs another claim of a conflict tied to the fact; silent otherwise.
    """
    facts = brief.get("facts", [])
    by_id = {f["id"]: f for f in facts}
    outlet = outlet_of(brief)
    outlets = story_outlets(brief)
    denied: dict[str, set[str]] = defaultdict(set)
    against: dict[str, set[str]] = defaultdict(set)
    for c in brief.get("conflicts", []):
        fids = _conflict_facts(c, facts)
        claim_outlets = []
        for claim, fid in zip(c["claims"], fids):
            arts = set(claim["articles"]) | (set(by_id[fid]["articles"]) if fid in by_id else set())
            claim_outlets.append({outlet[a] for a in arts if a in outlet})
        if c["kind"] == "denial":  # the facts denied, then the denial (one claim each)
            for target in fids[:-1]:
                if target:
                    denied[target] |= claim_outlets[-1]
            continue
        for i, fid in enumerate(fids):
            if fid is None:
                continue
            for j, outs in enumerate(claim_outlets):
                if j != i:
                    against[fid] |= outs
    rows = []
    for f in facts:
        by_outlet: dict[str, list[str]] = defaultdict(list)
        for a in f["articles"]:
            if a in outlet:
                by_outlet[outlet[a]].append(a)
        cells = []
        for o in outlets:
            if o in denied[f["id"]]:
                state = DENIED
            elif o in by_outlet:
                state = SUPPORTED
            elif o in against[f["id"]]:
                state = CONFLICTING
            else:
                state = SILENT
            cells.append({"outlet": o, "state": state, "mark": CELL_MARK[state], "articles": by_outlet.get(o, [])})
        rows.append({"fact": f["id"], "text": f["text"], "kind": f["kind"], "status": f["status"],
                     "label": fact_label(f),
                     "support": f["support"], "cells": cells})
    return {"outlets": outlets, "rows": rows}


def evidence_spans(brief: dict, article_id: str, text_len: int) -> list[tuple[int, int, str]]:
    """(start, end, fact id) of every evidence entry of the brief that points into this article."""
    spans = set()
    for f in brief.get("facts", []):
        for e in f.get("evidence", []):
            if e["article"] == article_id and 0 <= e["start"] < e["end"] <= text_len:
                spans.add((e["start"], e["end"], f["id"]))
    return sorted(spans)


STATUS_RANK = {"conflicting": 0, "contested": 1, "corroborated": 2, "single-source": 3}


def highlight(text: str, spans: list[tuple[int, int, str]], status: dict[str, str] | None = None,
              current: str | None = None) -> list[dict]:
    """Cut ``text`` into segments at every span boundary (overlaps allowed).

    Each segment is {"text", "covers": [span keys covering it], "anchors": [{"id", "key", "first"}],
    "status", "current"}: anchors are emitted where a span starts, with a unique element id
    ``ev-KEY`` (then ``ev-KEY-2``... for a second span of the same key), ``first`` on the first
    anchor at that place (the one label shown; the others are there for links and the keyboard);
    ``status`` is the most telling status of the facts covering it (conflicting, contested,
    corroborated, single-source; ``status`` maps key -> status) and ``current`` says that the
    fact ``current`` (the one the reader came from) covers it. Segment text is raw: the
    template escapes it.
    """
    status = status or {}
    spans = sorted({(s, e, k) for s, e, k in spans if 0 <= s < e <= len(text)})
    cuts = sorted({0, len(text), *(s for s, _e, _k in spans), *(e for _s, e, _k in spans)})
    starts: dict[int, list[str]] = defaultdict(list)
    for s, _e, k in sorted(spans, key=lambda x: (x[0], _key_order(x[2]))):
        starts[s].append(k)
    seen: dict[str, int] = defaultdict(int)
    out = []
    for a, b in zip(cuts, cuts[1:]):
        anchors = []
        for i, k in enumerate(starts.get(a, [])):
            seen[k] += 1
            anchors.append({"id": f"ev-{k}" if seen[k] == 1 else f"ev-{k}-{seen[k]}", "key": k, "first": i == 0,
                            "status": status.get(k)})
        keys = sorted({k for s, e, k in spans if s <= a and b <= e}, key=_key_order)
        ranked = sorted((status[k] for k in keys if k in status), key=lambda x: STATUS_RANK.get(x, 9))
        out.append({"text": text[a:b], "covers": keys, "anchors": anchors, "status": ranked[0] if ranked else None,
                    "current": bool(current) and current in keys})
    return out


def _key_order(key: str) -> tuple:
    return (0, int(key[1:])) if key[:1] == "f" and key[1:].isdigit() else (1, key)


def find_sentence(text: str, sentence: str) -> tuple[int, int] | None:
    """Offsets of ``sentence`` in ``text`` (exact, then ignoring runs of whitespace)."""
    sentence = sentence.strip()
    if not sentence:
        return None
    i = text.find(sentence)
    if i >= 0:
        return i, i + len(sentence)
    import re

    pattern = r"\s+".join(re.escape(w) for w in sentence.split())
    m = re.search(pattern, text)
    return (m.start(), m.end()) if m else None


def evidence_url(article_id: str, fact_id: str) -> str:
    """The article page with the evidence of one fact emphasised (``?fact=``) and in view (``#ev-``)."""
    from urllib.parse import quote

    return f"/article/{quote(article_id, safe='')}?fact={quote(fact_id, safe='')}#ev-{quote(fact_id, safe='')}"


def citation(brief: dict, article_id: str, sentence: str, texts: dict[str, str]) -> str:
    """The link of a citation chip: the evidence anchor holding ``sentence`` in that article,
    else the article with the sentence highlighted (``?hl=start-end#cite``), else the article."""
    from urllib.parse import quote

    for f in brief.get("facts", []):
        for e in f.get("evidence", []):
            if e["article"] == article_id and e["sentence"].strip() == sentence.strip():
                return evidence_url(article_id, f["id"])
    text = texts.get(article_id)
    where = find_sentence(text, sentence) if text else None
    if where:
        return f"/article/{quote(article_id, safe='')}?hl={where[0]}-{where[1]}#cite"
    return f"/article/{quote(article_id, safe='')}"


def quotes_by_speaker(brief: dict) -> list[dict]:
    """[{"speaker", "quotes": [...]}], most-quoted first, unattributed last."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for q in brief.get("quotes", []):
        groups[q.get("speaker") or ""].append(q)
    order = sorted(groups, key=lambda s: (s == "", -len(groups[s]), s.casefold()))
    return [{"speaker": s or None, "quotes": groups[s]} for s in order]


def timeline(brief: dict) -> list[dict]:
    """The timeline events in date order, undated ones last (in the brief's order)."""
    from ..brief import timeline_key

    return sorted(brief.get("timeline", []), key=timeline_key)


def story_edits(edits: list[dict], article_ids) -> list[dict]:
    """The editor's split and merge decisions that shaped this story (``storyline.edits``)."""
    from ..edits import story_edits as shaped

    return shaped(edits, article_ids)
