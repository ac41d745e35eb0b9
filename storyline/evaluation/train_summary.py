"""Learn the summary scorer (storyline/summary_model.json) from the raw AllSides crawl.

Training data: the stories of ``neus-allsides/headline_11_...jsonl.gz`` (storyline.evaluation.
allsides), minus every story sharing an article with the NeuS test or val split (matched by the
words of the article bodies; val chooses the selection settings, so it stays unseen too), each told by its 2-3 outlets in a shuffled order (as in the
NeuS splits, seed = story id). The reference is AllSides' story title + roundup without its
last paragraph (the remark on how each side covered it) when there are two or more.

Each story runs through the same stages as in ``storyline ingest`` (clean, extract, align,
judge); every word of it gets the features of ``summary_features.word_table`` and, as label,
its count in the reference. Gradient-boosted regression trees (scikit-learn, seeded) learn
the counts; the trees are written as JSON for storyline.summary, which picks sentences by the
expected ROUGE-1 F against the predicted counts. The two selection settings (``ref_words``,
``lead_weight``) are chosen on the NeuS val split by the ROUGE-1 of the story title + the
3-sentence summary.
The same data give the same file. The test and val splits are read to drop the crawl stories
they contain.

    python -m storyline.evaluation.train_summary [--out storyline/summary_model.json] [--cache DIR]

``--cache DIR`` keeps the cleaned and extracted articles (pickles of our own) between runs.
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import time
from pathlib import Path

from . import neus_text
from .allsides import crawl_stories
from .summary import DEFAULT_BENCH, load_split

SENTENCES = 3


def crawl_training_stories(bench: Path, leave_out: tuple[str, ...] | None = None
                           ) -> tuple[list[tuple[list[tuple[str, str]], str]], dict[str, int]]:
    """([(articles [(title, body)], reference)] of the crawl minus the stories of the NeuS splits in
    ``leave_out`` (by default the reported split, test, and val: it chooses the selection settings),
    {split: stories dropped})."""
    import gzip

    from .splits import neus_splits

    if leave_out is None:
        leave_out = neus_splits("reported") + ("val",)

    keys = {split: {neus_text.key(body) for arts, _ in load_split(bench, split) for _, body in arts} for split in leave_out}
    roundups = {}
    with gzip.open(bench / "neus-allsides" / "headline_11_2021-10-19_crawled_all.jsonl.gz", "rt",
                   encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            paras = [p.strip() for p in rec.get("roundup") or [] if p.strip()]
            if len(paras) > 1:
                paras = paras[:-1]
            roundups[rec["id"]] = " ".join(f"{rec.get('issue', '').strip()}. {' '.join(paras)}".replace(
                "\u00a0", " ").split())
    out, dropped = [], {split: 0 for split in leave_out}
    for sid, articles in crawl_stories(bench):
        bodies = [(a["title"], neus_text.body(a["text"].split("\n\n"))) for a in articles]
        bodies = [(t, b) for t, b in bodies if b]
        hit = next((split for split in leave_out if any(neus_text.key(b) in keys[split] for _, b in bodies)), None)
        if hit is not None:
            dropped[hit] += 1
            continue
        if len(bodies) < 2 or not roundups.get(sid):
            continue
        random.Random(sid).shuffle(bodies)
        out.append((bodies, roundups[sid]))
    return out, dropped


def prepare_stories(rows, nlp, tag: str, cache: Path | None):
    """[(articles, findings, reference)]: each article cleaned and extracted as in the evaluation."""
    from ..model import Article
    from ..pipeline import prepare

    path = cache / f"{tag}.pickle" if cache else None
    if path and path.exists():
        with path.open("rb") as fh:
            return pickle.load(fh)
    out = []
    for n, (arts, reference) in enumerate(rows):
        articles, findings = {}, {}
        for i, (title, body) in enumerate(arts):
            article, found, _ = prepare(Article(id=f"n{n}-{i}", source=f"outlet {i}", title=title, text=body), nlp)
            articles[article.id], findings[article.id] = article, found
        out.append((articles, findings, reference))
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as fh:
            pickle.dump(out, fh)
    return out


def story_pool(articles, findings):
    """(alignment, summary candidates with features) of one story, built as pipeline.brief_of does."""
    from ..align import align
    from ..cluster import story_title
    from ..extract.outlets import canonical_outlet
    from ..extract.people import merge_people
    from ..judge import judge
    from ..model import Story, StoryBundle
    from ..summary_features import candidates

    relays = {}
    for aid, f in findings.items():
        own = canonical_outlet(articles[aid].source)
        relays[aid] = tuple(sorted({r.outlet for r in f.relays if canonical_outlet(r.outlet) != own}))
    _, people_map = merge_people(p for f in findings.values() for p in f.people)
    bundle = StoryBundle(story=Story("s", story_title(list(articles.values())), tuple(articles)),
                         articles=articles, findings=findings,
                         copy_of={}, relays=relays)
    al = align(bundle, people_map)
    return al, candidates(al, judge(al))[1]


def featurize(prepared) -> list[dict]:
    """Per story: its alignment, candidate pool, word table and the reference's word counts."""
    from collections import Counter

    from ..summary_features import tokens, word_table

    stories = []
    for articles, findings, reference in prepared:
        al, pool = story_pool(articles, findings)
        if not pool:
            continue
        vocab, rows = word_table(al)
        counts = Counter(tokens(reference))
        stories.append({"al": al, "pool": pool, "vocab": vocab, "X": rows, "y": [counts.get(w, 0) for w in vocab],
                        "ref": reference})
    return stories


def fit(train: list[dict]) -> dict:
    """Gradient-boosted regression trees: word features -> uses in the reference (JSON-ready)."""
    import numpy as np
    from sklearn.ensemble import GradientBoostingRegressor

    X = np.array([x for s in train for x in s["X"]], dtype=float)
    y = np.array([v for s in train for v in s["y"]], dtype=float)
    gbm = GradientBoostingRegressor(n_estimators=TREES, max_depth=DEPTH, learning_rate=RATE, min_samples_leaf=20,
                                    subsample=1.0, random_state=0).fit(X, y)
    trees = []
    for est in gbm.estimators_[:, 0]:
        t = est.tree_
        trees.append({"feature": [max(int(f), 0) for f in t.feature],
                      "threshold": [round(float(v), 6) for v in t.threshold],
                      "left": [int(v) for v in t.children_left], "right": [int(v) for v in t.children_right],
                      "value": [round(float(v), 6) for v in t.value[:, 0, 0]]})
    return {"kind": "word-trees", "bias": round(float(gbm.init_.constant_[0][0]), 6), "learning_rate": RATE,
            "trees": trees}


def summary_rouge(stories: list[dict], model: dict, scorer, limit: int = SENTENCES) -> dict[str, float]:
    """Mean ROUGE-1/2/L F (x100) of title + summary as the brief shows them, and their mean words.

    The reference is a title + summary too; the summary is picked to add to the story title."""
    from ..summary import expected_counts, reading_order, select

    totals: dict[str, list[float]] = {"rouge1": [], "rouge2": [], "rougeL": [], "words": []}
    for s in stories:
        title = s["al"].bundle.story.title
        chosen = reading_order(s["al"], select(s["pool"], limit, expected_counts(s["al"], model), model, title))
        text = "\n".join([title] + [c.text for c in chosen])
        result = scorer.score(s["ref"], text)
        for m in ("rouge1", "rouge2", "rougeL"):
            totals[m].append(100 * result[m].fmeasure)
        totals["words"].append(len(text.split()))
    return {m: statistics.fmean(v) for m, v in totals.items()}


TREES, DEPTH, RATE = 150, 3, 0.1
REF_WORDS = (35.0, 50.0, 65.0)  # the reference length in the expected F (shorter: shorter summaries)
LEAD_WEIGHTS = (0.0, 0.01, 0.03)  # prior of an article's k-th candidate: weight / (1 + k) ** 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "summary_model.json")
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args()

    from rouge_score import rouge_scorer

    from ..extract import load_nlp
    from ..summary_features import WORD_FEATURES

    t0 = time.perf_counter()
    nlp = load_nlp()
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    crawl, dropped = crawl_training_stories(args.bench)
    print(f"crawl: {len(crawl)} training stories (dropped, as they occur in a NeuS split: {dropped})")
    train = featurize(prepare_stories(crawl, nlp, "crawl", args.cache))
    val = featurize(prepare_stories(load_split(args.bench, "val"), nlp, "val", args.cache))
    print(f"words: {sum(len(s['X']) for s in train)} train / {sum(len(s['X']) for s in val)} val "
          f"({time.perf_counter() - t0:.0f} s)", flush=True)
    params = {"features": list(WORD_FEATURES), **fit(train), "lead_share": 2 / 3}
    best, best_r1 = {}, -1.0
    for ref_words in REF_WORDS:
        for lead_weight in LEAD_WEIGHTS:
            params.update(ref_words=ref_words, lead_weight=lead_weight)
            r = summary_rouge(val, params, scorer)
            print(f"ref_words {ref_words:.0f} lead_weight {lead_weight}: val R-1 {r['rouge1']:.2f} "
                  f"R-2 {r['rouge2']:.2f} R-L {r['rougeL']:.2f} ({r['words']:.0f} words)", flush=True)
            if r["rouge1"] > best_r1 + 1e-9:
                best, best_r1 = {"ref_words": ref_words, "lead_weight": lead_weight,
                                 "val": {k: round(v, 2) for k, v in r.items()}}, r["rouge1"]
    params.update(best)
    out = {"_about": "Learned by python -m storyline.evaluation.train_summary (AllSides crawl minus the stories "
                     "in the NeuS test split; ref_words and lead_weight chosen on NeuS val). "
                     "Predicts each word's uses in an editor's summary (storyline.summary).", **params}
    args.out.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"best: {best} -> {args.out} ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
