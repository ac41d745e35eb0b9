"""Render briefs as a readable Markdown report.

Everything that comes from articles (titles, sentences, names, ids, outlets) is untrusted:
``esc`` neutralises HTML (``<``, ``>``, ``&``) and the Markdown that could make links,
images, code or tables (``[``, ``]``, backticks, ``|``, ``*``, ``_`` ...).
"""

from __future__ import annotations

import re

from .align_quantities import fmt_number
from .brief import role_line

_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}()#+!|~])")
STATUS_ORDER = ("conflicting", "contested", "corroborated", "single-source")


def esc(text: object) -> str:
    """Escape untrusted text for Markdown (inline and table cells): one line, no live markup."""
    s = "" if text is None else str(text)
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    s = _MD_SPECIAL.sub(r"\\\1", s)
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"^([-=])", r"\\\1", s)
    s = re.sub(r"(?i)(javascript|data|vbscript):(?=\S)", r"\1&#58;", s)  # a URI scheme; not "DHS data: ..."
    return s


def cites(ids) -> str:
    return "".join(f"\\[{esc(a)}\\]" for a in ids or ())


def render_markdown(stories: list[dict]) -> str:
    """A Markdown report of the stories' briefs."""
    return "\n\n---\n\n".join(_story(s) for s in stories).rstrip() + "\n"


def counted(n: int, noun: str) -> str:
    """ "1 article", "3 articles"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _number(value) -> str:
    """ "12.9 billion", "36,000" for a number; anything else as it is."""
    return fmt_number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


def _table(header: tuple[str, ...], rows: list[tuple]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(rows_cell for rows_cell in row) + " |" for row in rows]
    return out + [""]


def _story(s: dict) -> str:
    lines = [f"# {esc(s.get('title')) or esc(s.get('id'))}", ""]
    arts = s.get("articles", [])
    outlets = s.get("outlets") or [{"outlet": a.get("source"), "articles": [a.get("id")]} for a in arts]
    lines += [f"Story {esc(s.get('id'))} · {counted(len(arts), 'article')} · outlets: "
              + ", ".join(f"{esc(o['outlet'])} {cites(o.get('articles'))}" for o in outlets), ""]

    lines += ["## Summary", ""]
    for n, e in enumerate(s.get("summary", []), 1):
        notes = [f"supported by {e['support']} outlets"] if e.get("support", 1) > 1 else []
        if e.get("disputed"):
            notes.append(f"disputed: {', '.join(esc(f) for f in e['disputed'])}, see Conflicts")
        extra = f" ({'; '.join(notes)})" if notes else ""
        lines.append(f"{n}. {esc(e['sentence'])} {cites(e['articles'])}{extra}")
    lines.append("")

    lines += ["## Facts", ""]
    facts = s.get("facts", [])
    for status in STATUS_ORDER:
        group = [f for f in facts if f.get("status") == status]
        if not group:
            continue
        lines += [f"### {status.capitalize()} ({len(group)})", ""]
        rows = []
        for f in group:
            relayed = ", ".join(f"{esc(r['article'])} relays {esc(r['outlet'])}" for r in f.get("relayed", []))
            rows.append((esc(f["id"]), esc(f["kind"]), str(int(f.get("support", 0))),
                         esc(f.get("label") or f["text"]), esc(f["text"]),
                         cites(f.get("articles")) + (f" ({relayed})" if relayed else "")))
        lines += _table(("id", "kind", "support", "fact", "sentence", "sources"), rows)

    lines += ["## Conflicts", ""]
    if not s.get("conflicts"):
        lines += ["No conflicts found.", ""]
    for c in s.get("conflicts", []):
        lines += [f"### {esc(c['about'])} ({esc(c['kind'])})", ""]
        claims = c.get("claims", [])
        lines += _table(tuple(esc(cl["value"]) for cl in claims),
                        [tuple(esc(cl["text"]) + " " + cites(cl.get("articles")) for cl in claims)])

    lines += ["## People", ""]
    rows = []
    for p in s.get("people", []):
        roles = "; ".join(f"{esc(role_line(r))} {cites(r.get('articles'))}".strip() for r in p.get("roles", []))
        rows.append((esc(p["name"]), esc(", ".join(p.get("aliases", []))), roles))
    lines += _table(("name", "aliases", "roles"), rows) if rows else ["No people found.", ""]

    lines += ["## Quotes", ""]
    by_speaker: dict[str, list[dict]] = {}
    for q in s.get("quotes", []):
        by_speaker.setdefault(q.get("speaker") or "(unattributed)", []).append(q)
    for speaker, qs in by_speaker.items():
        lines += [f"### {esc(speaker)}", ""]
        lines += [f"> {esc(q['text'])} {cites(q.get('articles'))}\n" for q in qs]
    if not by_speaker:
        lines += ["No quotes found.", ""]

    if s.get("quantities"):
        lines += ["## Numbers", ""]
        lines += _table(("value", "unit", "per", "what", "text", "sources"),
                        [(esc(" ".join(x for x in (q.get("bound"), _number(q["value"])) if x)),  # "more than 200"
                          esc(q.get("unit") or ""), esc(q.get("per") or ""),
                          esc(" ".join(x for x in (q.get("counted"), q.get("frame")) if x)),
                          esc(q["text"]), cites(q.get("articles"))) for q in s["quantities"]])

    lines += ["## Timeline", ""]
    rows = [(esc(t.get("label") or t.get("date") or "undated"), esc(t.get("when")), esc(t["text"]), cites(t.get("articles")))
            for t in s.get("timeline", [])]
    lines += _table(("date", "when", "what", "sources"), rows) if rows else ["No dated events found.", ""]

    lines += ["## Articles", ""]
    removed = sum(len(a.get("removed", [])) for a in arts)
    lines += _table(("id", "source", "title", "copy of", "relays", "removed"),
                    [(esc(a["id"]), esc(a.get("source")), esc(a.get("title")), esc(a.get("copy_of") or ""),
                      esc(", ".join(a.get("relays", []))), str(len(a.get("removed", [])))) for a in arts])
    lines.append(f"Removed page furniture: {counted(removed, 'piece')}.")
    return "\n".join(lines)
