"""Is a corroboration right? Other outlets' sentences judged by hand against the fact they support.

basil-crosscheck's gold lists a few facts per event; it cannot say whether a fact the tool shows as
told by two outlets is one fact or two facts merged. So every (fact shown, another outlet's evidence
sentence) of the facts told by two or more outlets is judged by a person once — ``same`` (the sentence
tells the fact shown, or gives another value of it), ``related`` (same story, another proposition) or
``no`` — in ``data/basil_support_judgments.json`` ({event: {signature: {verdict, why}}}). The measure is
the share of judged pairs that are ``same``; pairs no one has judged yet are counted apart and can be
written out (``storyline eval crosscheck --support-pairs FILE``) for judging.
"""

from __future__ import annotations

import json
from pathlib import Path

SUPPORT_JUDGMENTS = Path(__file__).parent / "data" / "basil_support_judgments.json"


def signature(claim: str, outlet: str, sentence: str) -> str:
    """One judged pair: the fact as shown, the other outlet and its sentence (whitespace folded)."""
    fold = lambda s: " ".join((s or "").split())  # noqa: E731
    return f"{fold(claim)} || {outlet} || {fold(sentence)}"


def support_pairs(event: str, story: dict) -> list[dict]:
    """Every (fact shown, evidence sentence of another outlet) of the story's facts told by 2+ outlets."""
    out = []
    for f in story.get("facts", []):
        if f.get("support", 0) < 2 or not f.get("evidence"):
            continue
        first = f["evidence"][0]
        first_outlet = first["article"].rsplit("-", 1)[-1]
        for e in f["evidence"][1:]:
            outlet = e["article"].rsplit("-", 1)[-1]
            if outlet == first_outlet:
                continue
            out.append({"event": event, "kind": f.get("kind"), "claim": f.get("claim") or f.get("text"),
                        "claim_sentence": first["sentence"], "claim_outlet": first_outlet, "outlet": outlet,
                        "sentence": e["sentence"], "signature": signature(f.get("claim") or f.get("text"), outlet,
                                                                          e["sentence"])})
    return out


def load_judgments(path: Path = SUPPORT_JUDGMENTS) -> dict:
    return json.loads(path.read_text(encoding="utf8")) if path.exists() else {}


def score_support(pairs: list[dict], judgments: dict) -> dict:
    """{"pairs", "judged", "same", "related", "no", "unjudged": [pairs]}."""
    counts = {"pairs": len(pairs), "judged": 0, "same": 0, "related": 0, "no": 0, "unjudged": []}
    for p in pairs:
        v = judgments.get(p["event"], {}).get(p["signature"])
        if v is None:
            counts["unjudged"].append(p)
            continue
        counts["judged"] += 1
        counts[v["verdict"] if v["verdict"] in ("same", "related", "no") else "no"] += 1
    return counts
