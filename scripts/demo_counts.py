"""Count what the briefs of a store report: quantity facts (and how many are corroborated),
conflicts, people and their role rows. Used to compare two versions of the alignment on the demo
set (docs/evaluation-brief.md, "Session 3").

    .venv/bin/python scripts/demo_counts.py demo/storyline.db [--without-merges]

``--without-merges`` rebuilds every brief with the two session-3 merges switched off (a vaguer
telling joining the precise slot, ``align_quantities._vague_target``; wordings of one post,
``brief.merge_roles``): the "without" row of that table.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def counts(db: str) -> dict:
    from storyline.model import Story
    from storyline.pipeline import build_story_brief
    from storyline.settings import Settings
    from storyline.store import Store

    store = Store(db)
    assign = store.assignments()
    out = dict.fromkeys(("stories", "quantity_facts", "corroborated_quantity_facts", "conflicts", "people",
                         "role_rows"), 0)
    for s in store.stories():
        ids = tuple(a for a, x in assign.items() if x == s["id"])
        brief = build_story_brief(store, Story(s["id"], "", ids), {}, Settings())
        qs = [f for f in brief["facts"] if f["kind"] == "quantity"]
        out["stories"] += 1
        out["quantity_facts"] += len(qs)
        out["corroborated_quantity_facts"] += sum(f["status"] == "corroborated" for f in qs)
        out["conflicts"] += len(brief["conflicts"])
        out["people"] += len(brief["people"])
        out["role_rows"] += sum(len(p["roles"]) for p in brief["people"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("db")
    ap.add_argument("--without-merges", action="store_true")
    args = ap.parse_args()
    if args.without_merges:
        from storyline import align_quantities, brief

        align_quantities._vague_target = lambda groups: {}
        brief.merge_roles = lambda rows: rows
    print(json.dumps(counts(args.db)))


if __name__ == "__main__":
    main()
