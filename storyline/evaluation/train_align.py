"""Fit the claim-pair scorer of ``storyline.align_claims`` (writes ``storyline/align_model.json``).

Training pairs come from development data only:

- basil-crosscheck, the development half (``splits``): two claims of different outlets tell the same
  fact when each is the claim of its outlet's sentence that overlaps that outlet's fragment of one gold
  fact (corroborated facts, and the two sides of a conflict: the same thing, told with other values);
  every other candidate pair of the event is a negative (the gold is not exhaustive: some are not);
- ECB+ train topics (and dev topics for choosing the threshold): two clause claims whose event words
  are gold event mentions tell the same fact when the mentions share a cross-document chain; pairs
  of claims of which one has no gold mention are left out.

Logistic regression (scikit-learn, balanced classes) over ``align_claims.FEATURES``; the clustering
threshold is then chosen on the development data by the measure it serves (basil dev: gold facts
found as one fact with the right support; ECB+ dev: pairwise F1 of mention links).

    python -m storyline.evaluation.train_align [--bench ../shared/benchmarks] [--write] [--threshold T]
    python -m storyline.evaluation.train_align --loeo --threshold 0.8   # out-of-sample on the dev events
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from storyline.align_claims import FEATURES, MODEL_FILE, pair_features
from storyline.evaluation import splits

BASIL_DEV = tuple(splits.basil_events("develop"))  # the half rules and weights come from


def norm(s: str) -> str:
    import re
    import unicodedata

    s = unicodedata.normalize("NFKC", s or "")
    s = s.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = re.sub(r"\s*(?:--+|[\u2012\u2013\u2014\u2015])\s*", " - ", s)
    return re.sub(r"\s+", " ", s).strip().lower()


def node_span(it) -> tuple[int, int]:
    if it.predicate is not None:
        return it.predicate.span.start, it.predicate.span.end
    sp = getattr(it.finding, "span", None) or it.sentence
    return sp.start, sp.end


def fragment_node(al, nodes: list, article: str, fragment: str) -> int | None:
    """The claim of ``article`` whose words overlap the gold fragment most (within its sentence)."""
    text = al.bundle.articles[article].text
    nf = norm(fragment)
    best = None
    for i, it in enumerate(nodes):
        if it.article != article:
            continue
        sent = text[it.sentence.start:it.sentence.end]
        ns = norm(sent)
        k = ns.find(nf)
        if k < 0:
            continue
        lo = it.sentence.start + int(k * len(sent) / max(1, len(ns)))
        hi = lo + len(fragment)
        a, b = node_span(it)
        overlap = max(0, min(hi, b) - max(lo, a))
        cand = (overlap, -(b - a), -i)
        if best is None or cand > best[0]:
            best = (cand, i)
    return None if best is None else best[1]


def basil_bundles(bench: Path, events=BASIL_DEV):
    """(event, bundle, people map, gold) for each basil event, through the real reader and stages."""
    import tempfile

    from storyline.extract import load_nlp
    from storyline.brief import bundle_of
    from storyline.model import Story
    from storyline.pipeline import prepare
    from storyline.readers import read_file
    from storyline.settings import Settings

    folder = Path(bench) / "basil-crosscheck"
    gold = json.loads((folder / "gold.json").read_text())["events"]
    rows = {json.loads(x)["id"]: x for x in (folder / "articles.jsonl").read_text().splitlines() if x.strip()}
    nlp = load_nlp()
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for ev in events:
            p = Path(tmp) / f"{ev}.jsonl"
            p.write_text("".join(rows[x] + "\n" for x in gold[ev]["articles"].values()))
            arts = [prepare(a, nlp)[:2] for a in read_file(p, Settings(), lambda *a: None, lambda *a: None)]
            story = Story(ev, "", tuple(a.id for a, _ in arts))
            bundle, pmap = bundle_of(story, {a.id: a for a, _ in arts}, {a.id: f for a, f in arts}, {})
            out.append((ev, bundle, pmap, gold[ev]))
    return out


def basil_pairs(al, g: dict) -> set[tuple[int, int]]:
    """Positive claim pairs of one basil event."""
    rec = al.claims
    nodes = rec["claims"]
    arts = g["articles"]
    pos = set()
    groups = [c["fragments"] for c in g["corroborated"]]
    for key in ("conflicts",):
        if isinstance(g.get(key), list):
            for c in g[key]:
                merged = {}
                for side in c["sides"]:
                    merged.update(side["fragments"])
                groups.append(merged)
    for frags in groups:
        idx = [fragment_node(al, nodes, arts[o], fr) for o, fr in frags.items()]
        idx = [i for i in idx if i is not None]
        for x in idx:
            for y in idx:
                if x < y and nodes[x].article != nodes[y].article:
                    pos.add((x, y))
    return pos


def examples(al, positives: set[tuple[int, int]], only=None):
    """(features, label) of the candidate pairs and the positives of one story."""
    rec = al.claims
    views = rec["views"]
    pairs = set(rec["scores"]) | positives
    for i, j in sorted(pairs):
        if only is not None and not only(i, j):
            continue
        yield pair_features(views[i], views[j]), int((i, j) in positives)


def ecb_pairs(al, sub) -> tuple[set, callable]:
    """Positive pairs of one ECB+ sub-topic and a filter keeping pairs of claims with gold mentions."""
    nodes = al.claims["claims"]
    chain: dict[int, str] = {}
    for m, s, e in sub.mentions:
        if s is None:
            continue
        for i, it in enumerate(nodes):
            if it.article == m.doc and it.predicate is not None and it.predicate.head.start < e \
                    and s < it.predicate.head.end:
                chain.setdefault(i, m.chain)
    pos = {(i, j) for i in chain for j in chain if i < j and nodes[i].article != nodes[j].article
           and chain[i] == chain[j]}
    return pos, lambda i, j: i in chain and j in chain


# features that say two claims differ: their weight may not push two claims together (a feature
# fitted the wrong way round on a few hundred pairs is dropped, and the rest refitted)
AT_MOST_ZERO = ("subject_clash", "source_clash", "num_clash", "neg_diff", "modality_diff", "short", "object_clash",
                "place_clash")


def fit(X, y, c: float = 1.0):
    """Balanced logistic regression over ``FEATURES`` (the first is the constant), with the features of
    ``AT_MOST_ZERO`` held at or below zero."""
    from sklearn.linear_model import LogisticRegression

    dropped: set[int] = set()
    while True:
        keep = [k for k in range(len(FEATURES)) if k not in dropped]
        lr = LogisticRegression(C=c, class_weight="balanced", max_iter=2000)
        lr.fit([[row[k] for k in keep] for row in X], y)
        coef = dict(zip(keep, lr.coef_[0]))
        wrong = [k for k in keep if FEATURES[k] in AT_MOST_ZERO and coef[k] > 0]
        if not wrong:
            break
        dropped.add(max(wrong, key=coef.__getitem__))
    weights = [float(coef.get(k, 0.0)) for k in range(len(FEATURES))]
    weights[0] += float(lr.intercept_[0])
    return weights


LOEO_MEASURES = ("corroborated_strict", "corroborated_loose", "conflicts_found", "disputes_found")


def leave_one_out(bench: Path, per_event: dict, threshold: float) -> dict:
    """For each development event: weights fitted on the other events' pairs, the event scored by
    ``eval crosscheck`` with them. Returns the sums of the measures and of the corroborations judged
    by hand (an out-of-sample figure: the weights never saw the event they are scored on)."""
    import os
    import tempfile

    from storyline.evaluation.crosscheck import run_crosscheck
    from storyline.extract import load_nlp

    nlp = load_nlp()
    sums: dict = {k: [0, 0] for k in LOEO_MEASURES}
    judged: dict = {}
    old = os.environ.get("STORYLINE_ALIGN_MODEL")
    with tempfile.TemporaryDirectory(prefix="storyline-loeo-") as tmp:
        try:
            for ev in per_event:
                rows = [r for e, rs in per_event.items() if e != ev for r in rs]
                weights = fit([x for x, _ in rows], [lab for _, lab in rows])
                path = Path(tmp) / f"model-{ev}.json"
                path.write_text(json.dumps({"features": list(FEATURES), "weights": weights, "threshold": threshold}))
                os.environ["STORYLINE_ALIGN_MODEL"] = str(path)
                m = run_crosscheck(bench, "dev", nlp=nlp, only=[ev])["measures"]
                for k in LOEO_MEASURES:
                    sums[k] = [sums[k][0] + m[k][0], sums[k][1] + m[k][1]]
                for k, v in m["support_judged"].items():
                    judged[k] = judged.get(k, 0) + v
        finally:
            if old is None:
                os.environ.pop("STORYLINE_ALIGN_MODEL", None)
            else:
                os.environ["STORYLINE_ALIGN_MODEL"] = old
    return {**sums, "support_judged": judged}


def format_loeo(r: dict, threshold: float) -> str:
    j = r["support_judged"]
    lines = [f"leave one development event out, threshold {threshold}:"]
    lines += [f"  {k.replace('_', ' ')}: {r[k][0]}/{r[k][1]}" for k in LOEO_MEASURES]
    lines.append(f"  corroborations judged right: {j.get('same', 0)}/{j.get('judged', 0)} "
                 f"({j.get('related', 0)} another proposition, {j.get('no', 0)} unrelated; "
                 f"{j.get('unjudged', 0)} of {j.get('pairs', 0)} unjudged)")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks")
    ap.add_argument("--write", action="store_true", help=f"write {MODEL_FILE.name}")
    ap.add_argument("--threshold", type=float, default=0.5)
    ap.add_argument("--loeo", action="store_true",
                    help="leave one development event out: fit on the others, score it; print the sums")
    args = ap.parse_args()
    from storyline.align import align

    per_event = {}
    for ev, bundle, pmap, g in basil_bundles(args.bench):
        al = align(bundle, pmap)
        per_event[ev] = list(examples(al, basil_pairs(al, g)))
    if args.loeo:
        print(format_loeo(leave_one_out(args.bench, per_event, args.threshold), args.threshold))
        return
    weights = fit([x for rows in per_event.values() for x, _ in rows], [lab for rows in per_event.values() for _, lab in rows])
    print(json.dumps(dict(zip(FEATURES, [round(w, 3) for w in weights])), indent=1))
    if args.write:
        MODEL_FILE.write_text(json.dumps({"features": list(FEATURES), "weights": weights,
                                          "threshold": args.threshold}, indent=1) + "\n")


if __name__ == "__main__":
    main()
