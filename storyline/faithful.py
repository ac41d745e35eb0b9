"""Check that a brief says only what its articles say.

``check_brief(story, texts)`` returns a list of problems (empty = faithful):
- every cited article id belongs to the story (and has a text);
- every evidence entry has ``texts[article][start:end] == sentence``;
- every summary sentence, fact text, quote text, quantity text, timeline text and conflict
  claim text occurs verbatim in every article it cites.
"""

from __future__ import annotations

# (section, field holding the text, field holding the cited ids)
_CITED_TEXT = (
    ("summary", "sentence", "articles"),
    ("quotes", "text", "articles"),
    ("quantities", "text", "articles"),
    ("timeline", "text", "articles"),
)


def check_brief(story: dict, texts: dict[str, str]) -> list[str]:
    """Problems of one story object of the brief, given each article's cleaned text."""
    problems: list[str] = []
    known = {a.get("id") for a in story.get("articles", [])}

    def cite(where: str, aid) -> bool:
        if aid not in known:
            problems.append(f"{where}: article {aid!r} is not in the story")
            return False
        if aid not in texts:
            problems.append(f"{where}: no text for article {aid!r}")
            return False
        return True

    for section, text_field, ids_field in _CITED_TEXT:
        for n, entry in enumerate(story.get(section, [])):
            where = f"{section}[{n}]"
            text = entry.get(text_field)
            if not entry.get(ids_field) and section == "summary":
                problems.append(f"{where}: cites no article")
            for aid in entry.get(ids_field, []):
                if cite(where, aid) and (not isinstance(text, str) or text not in texts[aid]):
                    problems.append(f"{where}: {text_field} not found in article {aid!r}")

    for n, fact in enumerate(story.get("facts", [])):
        where = f"facts[{n}] ({fact.get('id')})"
        cited = set(fact.get("articles", []))
        for aid in fact.get("articles", []):
            cite(where, aid)
        if not fact.get("evidence"):
            problems.append(f"{where}: no evidence")
        for k, ev in enumerate(fact.get("evidence", [])):
            aid = ev.get("article")
            w = f"{where} evidence[{k}]"
            if not cite(w, aid):
                continue
            if aid not in cited:
                problems.append(f"{w}: article {aid!r} not among the fact's articles")
            start, end = ev.get("start"), ev.get("end")
            if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(texts[aid])):
                problems.append(f"{w}: offsets {start}:{end} out of range")
            elif texts[aid][start:end] != ev.get("sentence"):
                problems.append(f"{w}: text[{start}:{end}] differs from the sentence")
        text = fact.get("text")
        if fact.get("evidence") and not any(text == ev.get("sentence") or (isinstance(text, str) and text in
                                                                          texts.get(ev.get("article"), ""))
                                            for ev in fact["evidence"]):
            problems.append(f"{where}: text found in none of its evidence articles")
        claim = fact.get("claim")
        if claim is not None and (not isinstance(claim, str) or not isinstance(text, str) or claim not in text):
            problems.append(f"{where}: claim is no part of the fact's sentence")

    for n, conflict in enumerate(story.get("conflicts", [])):
        for k, claim in enumerate(conflict.get("claims", [])):
            where = f"conflicts[{n}] claims[{k}]"
            for aid in claim.get("articles", []):
                if cite(where, aid) and claim.get("text", "") not in texts[aid]:
                    problems.append(f"{where}: text not found in article {aid!r}")

    for n, person in enumerate(story.get("people", [])):
        for role in person.get("roles", []):
            for aid in role.get("articles", []):
                cite(f"people[{n}] ({person.get('name')})", aid)
    return problems
