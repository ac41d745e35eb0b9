"""Cost of re-briefing a story (``Store.save_brief``: the brief and its full-text row) against store size.

    .venv/bin/python bench/bench_fts.py [--sizes 1000,3000,10000] [--briefs 300]

For each size, a fresh SQLite store gets that many articles (real ECB+ texts of topics 1-35,
reused under new ids; the held-out topics 36-45 are never read), one story per article, and a
brief for each; then ``--briefs`` briefs are saved again (a re-brief). Prints the CPU
milliseconds per re-brief at each size and the ratio largest / smallest (flat is the aim: the
full-text row is replaced by its rowid, not by a scan of the index). A figure, not a test.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH, real_paragraphs  # noqa: E402


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def measure(size: int, briefs: int, paragraphs: list[str]) -> float:
    from storyline.model import Article
    from storyline.store import Store, content_hash

    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "b.db") as store:
        with store.transaction():
            for i in range(size):
                a = Article(id=f"a{i}", source=f"outlet {i % 40}", title=f"Article {i}",
                            text="\n\n".join(paragraphs[(i + k) % len(paragraphs)] for k in range(4)))
                store.add_article(a, None, content_hash(a))
        info = {f"s{i + 1}": {"title": f"Story {i + 1}", "first_published": None, "last_published": None}
                for i in range(size)}
        store.save_grouping({}, info, {f"a{i}": f"s{i + 1}" for i in range(size)}, {})

        def brief(i: int) -> dict:
            return {"title": f"Story {i}", "facts": [{"text": paragraphs[i % len(paragraphs)], "status": "single-source"}],
                    "people": [{"name": "Jane Doe"}], "summary": [{"sentence": paragraphs[(i + 1) % len(paragraphs)]}]}

        for i in range(1, briefs + 1):
            store.save_brief(f"s{i}", brief(i))
        c0 = _cpu()
        for i in range(1, briefs + 1):
            store.save_brief(f"s{i}", brief(i + 7))
        return 1000 * (_cpu() - c0) / briefs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--sizes", default="1000,3000,10000")
    ap.add_argument("--briefs", type=int, default=300)
    args = ap.parse_args()
    paragraphs = real_paragraphs(args.bench)
    rows = []
    for size in (int(s) for s in args.sizes.split(",")):
        rows.append({"articles": size, "ms_per_rebrief": round(measure(size, args.briefs, paragraphs), 3)})
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps({"ratio_largest_over_smallest": round(rows[-1]["ms_per_rebrief"] / rows[0]["ms_per_rebrief"], 2)}))


if __name__ == "__main__":
    main()
