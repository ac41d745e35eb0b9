"""Cross-document event links at the claims' event words, scored on ECB+ mention pairs.

Each ECB+ sub-topic is one story, run through storyline's real stages (``ecb_events.prepare_topics``:
clean, extract — clauses and their event words included —, copies; then ``align`` and ``judge``).
A gold event mention is matched to the event word our extraction read at the same place: in the
cleaned text, or in the title (ECB+'s first line, which the cleaner makes the title). Two gold
mentions of two documents are linked when ``storyline.events.link_events`` puts their event words in
one event. Pairwise precision, recall and F1 over all pairs of gold mentions from two different
documents of one sub-topic, as ``ecb_events.score_pairs`` counts them, beside the same-trigger-lemma
baseline over the same mentions in the same run (a mention we did not read links nothing).

    python -m storyline.evaluation.ecb_claims [--split dev|test]
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path


def event_of_mentions(sub, events) -> dict[tuple[str, str], int | None]:
    """(doc, m_id) -> index of the event holding the event word at the gold mention, or None."""
    in_text: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    in_title: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    for n, e in enumerate(events):
        for m in e.mentions:
            (in_title if m.title else in_text)[m.article].append((m.start, m.end, n))
    out: dict[tuple[str, str], int | None] = {}
    for m, start, end in sub.mentions:
        key = (m.doc, m.m_id)
        if start is not None:
            out[key] = next((n for a, b, n in in_text[m.doc] if a < end and start < b), None)
            continue
        raw = sub.raw[m.doc]  # a line the cleaner dropped: the title when it is the first line
        lo = raw.rfind("\n", 0, m.start) + 1
        hi = raw.find("\n", m.end)
        whole = raw[lo:hi if hi >= 0 else len(raw)]
        line = whole.strip()
        title = sub.articles[m.doc].title
        at = title.find(line) if line else -1
        if not line or at < 0:
            out[key] = None
            continue
        shift = at - lo - (len(whole) - len(whole.lstrip()))
        s, e = m.start + shift, m.end + shift
        out[key] = next((n for a, b, n in in_title[m.doc] if a < e and s < b), None)
    return out


def score_subtopic(sub):
    """(our PairCount, lemma baseline PairCount) for one prepared sub-topic."""
    from storyline.align import align
    from storyline.evaluation.ecb_events import score_lemma, score_pairs, story_bundle
    from storyline.events import link_events
    from storyline.judge import judge

    bundle, people = story_bundle(sub)
    al = align(bundle, people)
    j = judge(al)
    index = {id(it): i for i, it in enumerate(al.claims.get("claims") or ())}
    fact_of = {}
    for fid, items in j.items.items():
        for it in [*items, *(x for g in j.also.get(fid, ()) for x in g)]:
            if id(it) in index:
                fact_of[index[id(it)]] = fid
    ev = event_of_mentions(sub, link_events(al))
    mentions = [m for m, _s, _e in sub.mentions]

    def key(m):
        return (m.doc, m.m_id)

    ours = score_pairs(mentions, lambda a, b: ev[key(a)] is not None and ev[key(a)] == ev[key(b)],
                       lambda m: ev[key(m)] is not None)
    return ours, score_lemma(sub)


def evaluate(subs, split: str) -> dict:
    from storyline.evaluation.ecb_events import PairCount

    ours, lemma = PairCount(), PairCount()
    for sub in subs:
        o, b = score_subtopic(sub)
        ours.add(o)
        lemma.add(b)
    return {"split": split, "stories": len(subs),
            "rows": [ours.row("storyline: claims' event words in one event", split),
                     lemma.row("peer: same trigger lemma", split)]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks")
    ap.add_argument("--split", default="dev", choices=["dev", "test"])
    args = ap.parse_args()
    from storyline.evaluation import markdown_table
    from storyline.evaluation.ecb_events import ROW_KEYS, prepare_topics, topics_of

    result = evaluate(prepare_topics(args.bench, topics_of(args.split)), args.split)
    print(markdown_table(result["rows"], ROW_KEYS))


if __name__ == "__main__":
    main()
