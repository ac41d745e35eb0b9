"""How recorded split and merge decisions reshape a grouping (read by ``cluster.group`` at every
regrouping) and how they are told for showing; the commands that record them are ``edits``."""

from __future__ import annotations


def apply_edits(assignment: dict[str, str], edits, roots: dict[str, str] | None = None) -> dict[str, str]:
    """The grouping ``assignment`` ({article: label}) with the recorded decisions applied in order.
    ``roots`` ({article: the original it copies, or itself}) lets unnamed copies follow their original."""
    out = dict(assignment)
    named: set[str] = set()
    for n, e in enumerate(edits, 1):
        data = e.get("data") or {}
        if e.get("kind") == "split":
            moved = [a for a in data.get("articles", []) if a in out]
            rest = {a for a in data.get("rest", []) if a in out}
            if not moved:
                continue
            label = f"edit-{e.get('seq', n)}"
            for a in moved:
                out[a] = label
            named.update(moved)
            named.update(rest)
        elif e.get("kind") == "merge":
            arts = [a for a in data.get("articles", []) if a in out]
            labels = list(dict.fromkeys(out[a] for a in arts))
            if len(labels) < 2:
                continue
            target = labels[0]
            for a, lab in out.items():
                if lab in labels:
                    out[a] = target
    if roots:
        for a, root in roots.items():
            if root != a and a not in named and root in out and a in out:
                out[a] = out[root]
    return out


def story_edits(edits, article_ids) -> list[dict]:
    """The decisions that shaped a story of these articles, for showing: [{"kind", "made_at",
    "what"}], "what" in words ("3 articles split off from story s4")."""
    ids = set(article_ids)
    out = []
    for e in edits:
        data = e.get("data") or {}
        if e.get("kind") == "split":
            moved, rest = set(data.get("articles", [])), set(data.get("rest", []))
            if ids & moved:
                what = f"{len(moved)} article{'s' if len(moved) != 1 else ''} split off from story {data.get('story')}"
            elif ids & rest:
                what = (f"{len(moved)} article{'s' if len(moved) != 1 else ''} split off into a story of their own "
                        f"(from story {data.get('story')})")
            else:
                continue
        elif e.get("kind") == "merge" and ids & set(data.get("articles", [])):
            what = f"stories {' and '.join(data.get('stories', []))} merged into one"
        else:
            continue
        out.append({"kind": e["kind"], "made_at": e.get("made_at"), "what": what, "data": data})
    return out
