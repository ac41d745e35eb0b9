"""The quality gates: one measurement per benchmark split, each with floors in tests/floors/<gate>.json.

A gate measures storyline on the *reported* part of a benchmark (``storyline.evaluation.splits``)
and returns its figures (each with a peer measured in the same run where there is one) and its
checks (comparisons that must hold, e.g. "storyline beats the peer"). The same measurement feeds
the test suite (``tests/test_eval_gates.py``), the re-pin command (``storyline eval pin NAME``) and
the table of docs/evaluation.md (``storyline eval all --markdown``), so a figure is never copied
by hand. Two checks run on development data, because the data they need has no held-out part
(the AllSides crawl): they are marked ``part="develop"`` and listed apart.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from storyline.evaluation import splits


@dataclass(frozen=True)
class Figure:
    """One figure: ``value`` (a share 0..1, or ROUGE points), a floor when ``gated``, a peer beside it."""

    key: str
    label: str
    value: float
    peer: str | None = None
    peer_value: float | None = None
    gated: bool = True
    unit: str = "%"  # "%": a share shown x100; "pt": points as they are; "n": a plain number
    detail: str = ""  # shown after the value, e.g. the counts of a share ("39/120")


@dataclass
class Measurement:
    figures: list[Figure] = field(default_factory=list)
    checks: list[tuple[str, bool]] = field(default_factory=list)
    size: str = ""

    def values(self) -> dict[str, float]:
        return {f.key: f.value for f in self.figures}


@dataclass(frozen=True)
class Gate:
    name: str
    stage: str
    benchmark: str
    part: str
    split: str
    files: tuple[str, ...]
    measure: Callable[[Path, object], Measurement]
    margin: float = 0.0  # pinned floor = measured - margin (room for noise, not for regressions)
    nlp: bool = True

    @property
    def command(self) -> str:
        return f"storyline eval all --gate {self.name}"


# ---------------------------------------------------------------- measurements

def _cleaning(bench: Path, _nlp) -> Measurement:
    from storyline.evaluation.cleaning import evaluate_cleaning

    res = evaluate_cleaning(bench, snippets=False, pages=lambda k: splits.extraction_page_in(k, "reported"))
    rows = {r["name"]: r for r in res["rows"]}
    plain, tf = rows["inscriptis (uncleaned)"], rows["trafilatura"]
    m = Measurement(size=f"{res['pages']} pages")
    for name, peer, label in (("inscriptis+clean", plain, "plain page text, cleaned"),
                              ("trafilatura+clean", tf, "after trafilatura (HTML path), cleaned")):
        r = rows[name]
        m.figures += [Figure(f"{name} f1", f"{label}: F1", r["f1"], peer["name"], peer["f1"]),
                      Figure(f"{name} precision", f"{label}: precision", r["precision"]),
                      Figure(f"{name} recall", f"{label}: recall", r["recall"])]
    m.checks.append(("cleaning trafilatura's text does not lower its F1",
                     rows["trafilatura+clean"]["f1"] >= tf["f1"]))
    return m


def _snippets(bench: Path, _nlp) -> Measurement:
    from storyline.evaluation.cleaning import evaluate_snippets

    s = evaluate_snippets(bench)
    m = Measurement(size=f"{s['articles']} snippets, {s['paragraphs']} paragraphs")
    m.figures += [Figure("kept", "paragraphs of already-extracted text kept whole", s["kept"]),
                  Figure("truncated_kept", "the same, snippets cut with '...'", s["truncated_kept"])]
    m.checks.append(("the crawl's snippets are all read", s["articles"] > 1400 and s["truncated"] > 1000))
    return m


def _grouping(bench: Path, _nlp) -> Measurement:
    from storyline.cluster import group
    from storyline.evaluation.ecbplus import ecb_articles, load_ecbplus
    from storyline.evaluation.grouping import bcubed, shuffled, word_overlap_groups
    from storyline.settings import Settings

    docs = load_ecbplus(bench / "ecbplus" / "ECB+.zip", splits.ecb_topics("reported"))
    arts, gold = ecb_articles(docs), {d.name: d.subtopic for d in docs}
    settings = Settings()
    p, r, f1 = bcubed(group(arts, settings), gold)
    orders = statistics.mean(bcubed(group(shuffled(arts, seed), settings), gold)[2] for seed in range(3))
    base = bcubed(word_overlap_groups(arts, 0.1), gold)[2]
    words = bcubed(group(arts, settings, name_weight=0.0), gold)[2]
    m = Measurement(size=f"{len(arts)} documents, {len(set(gold.values()))} stories")
    m.figures += [Figure("bcubed_f1", "B³ F1", f1, "word-overlap baseline (0.1)", base),
                  Figure("bcubed_precision", "B³ precision", p), Figure("bcubed_recall", "B³ recall", r),
                  Figure("bcubed_f1_random_orders", "B³ F1, mean of 3 random arrival orders", orders,
                         "storyline, words only (no names/numbers)", words)]
    m.checks += [("storyline beats the word-overlap baseline", f1 > base),
                 ("names and numbers help (beats words only)", f1 > words)]
    return m


def _crawl_grouping(bench: Path, _nlp) -> Measurement:
    from storyline.cluster import group
    from storyline.evaluation.grouping import bcubed
    from storyline.evaluation.grouping_crawl import crawl_articles, halves
    from storyline.settings import Settings

    articles, gold = crawl_articles(bench, "url")
    _, later = halves(articles)
    truth = {a.id: gold[a.id] for a in later}
    f1 = bcubed(group(later, Settings()), truth)[2]
    flat = bcubed(group(later, Settings().with_(story_decay_days=0.0)), truth)[2]
    m = Measurement(size=f"later half: {len(later)} articles, {len(set(truth.values()))} stories")
    m.figures.append(Figure("bcubed_f1", "B³ F1 with fading by time", f1, "the same without fading", flat))
    m.checks.append(("fading by time beats no fading by 0.02", f1 > flat + 0.02))
    return m


def _summary(bench: Path, nlp) -> Measurement:
    from storyline.evaluation.summary import evaluate_summary

    [split] = splits.neus_splits("reported")
    res = evaluate_summary(bench, split, 0, 3, nlp=nlp)
    rows = {r["name"]: r for r in res["rows"]}
    ours, alone = rows["storyline: title + summary"], rows["storyline: summary alone"]
    peer, lead = rows["title + first sentence of each"], rows["lead-3"]
    m = Measurement(size=f"{res['stories']} stories")
    m.figures += [Figure("rouge1", "title + summary: ROUGE-1", ours["rouge1"], peer["name"], peer["rouge1"], unit="pt"),
                  Figure("rouge2", "title + summary: ROUGE-2", ours["rouge2"], peer["name"], peer["rouge2"], unit="pt"),
                  Figure("rougeL", "title + summary: ROUGE-L", ours["rougeL"], peer["name"], peer["rougeL"], unit="pt"),
                  Figure("alone_rouge1", "summary alone: ROUGE-1", alone["rouge1"], "lead-3", lead["rouge1"], unit="pt"),
                  Figure("unfaithful", "summaries not verbatim in the articles they cite", res["unfaithful"],
                         gated=False, unit="n")]
    m.checks += [("every summary is verbatim text of the articles it cites", res["unfaithful"] == 0),
                 ("the title is worth its words (beats title + first sentences)", ours["rouge1"] > peer["rouge1"])]
    return m


def _quantities(bench: Path, nlp) -> Measurement:
    from storyline.evaluation import newsquant as nq

    data = splits.newsquant_part(nq.load_newsquant(bench), "reported")
    golds = [x["gold"] for x in data]
    ours = nq.score(golds, nq.storyline_predictions(data, nlp))
    q3 = nq.quantulum_predictions(data)
    peer = nq.score(golds, q3) if q3 is not None else None
    m = Measurement(size=f"{len(data)} sentences, {ours['gold']} quantities")
    for key, label in (("value", "value"), ("value+unit", "value + unit")):
        m.figures.append(Figure(f"{key} f1", f"{label}: F1", ours[key][2], "quantulum3" if peer else None,
                                peer[key][2] if peer else None))
        m.figures += [Figure(f"{key} precision", f"{label}: precision", ours[key][0]),
                      Figure(f"{key} recall", f"{label}: recall", ours[key][1])]
    return m


def _quotes(bench: Path, nlp) -> Measurement:
    from storyline.evaluation.polnear import evaluate_polnear

    [comp] = splits.polnear_compartments("reported")
    p = evaluate_polnear(bench, nlp, comp)
    m = Measurement(size=f"{p['articles']} articles, {p['gold']} attributions, {p['speaker_judged']} speakers judged")
    judged = p["speaker_judged"]
    m.figures += [Figure("speaker_accuracy_v4", "speaker accuracy (v4: hand-annotated referents)", p["speaker_accuracy_v4"],
                         detail=f"{p['speaker_right_v4']}/{judged}"),
                  Figure("speaker_accuracy_v3", "speaker accuracy (v3: stand-ins)", p["speaker_accuracy"],
                         detail=f"{p['speaker_right']}/{judged}"),
                  Figure("overlap_f1", "content span F1, overlap", p["overlap_prf"][2]),
                  Figure("exact_f1", "content span F1, exact", p["exact_prf"][2])]
    return m


def _names(bench: Path, nlp) -> Measurement:
    from storyline.evaluation.names import evaluate_names, summarize

    res = evaluate_names(bench, nlp, split="test", keep_counts=True)
    e, pn = res["ecbplus"], res["polnear"]
    m = Measurement(size=f"ECB+ {e['documents']} documents, PolNeAR {pn['documents']} articles")
    for corpus, r, name in (("ecb", e, "ECB+"), ("polnear", pn, "PolNeAR")):
        ours, peer = r["storyline"], r["spacy"]
        m.figures += [Figure(f"{corpus}_mention_recall", f"{name} mention recall", ours["mention_strict"][1],
                             "spaCy PERSON", peer["mention_strict"][1]),
                      Figure(f"{corpus}_mention_f1_lenient", f"{name} mention F1 (lenient)", ours["mention_lenient"][2],
                             "spaCy PERSON", peer["mention_lenient"][2])]
        m.checks.append((f"{name}: recall not below spaCy's PERSON", ours["mention_strict"][1] >= peer["mention_strict"][1]))
    m.figures.append(Figure("ecb_entity_f1_lenient", "ECB+ entity F1 (lenient)", e["storyline"]["entity_lenient"][2],
                            "spaCy PERSON", e["spacy"]["entity_lenient"][2]))
    unread = splits.ecb_topics_never_read()
    kept = [c for name, c in e["counts"].items() if int(name.split("_", 1)[0]) in unread]
    ours, peer = summarize([c[0] for c in kept]), summarize([c[1] for c in kept])
    m.figures.append(Figure("ecb_unread_mention_f1_lenient", f"ECB+ mention F1 (lenient), topics no rule was read from "
                            f"({min(unread)}-{max(unread)}, {len(kept)} documents)", ours["mention_lenient"][2],
                            "spaCy PERSON", peer["mention_lenient"][2]))
    return m


def _events(bench: Path, nlp) -> Measurement:
    """Cross-document event links at the claims' event words (``ecb_claims``, issue 17), beside the
    same-trigger-lemma peer over the same gold mentions; the older sentence-level view (pairs whose
    sentences share a Fact) is shown, not floored, since facts are clause claims now."""
    from storyline.evaluation import ecb_claims as ec
    from storyline.evaluation import ecb_events as ev

    subs = ev.prepare_topics(bench, splits.ecb_topics("reported"), nlp)
    res = ec.evaluate(subs, "test")
    ours, lemma = res["rows"]
    m = Measurement(size=f"{res['stories']} stories, {sum(len(s.articles) for s in subs)} documents, "
                         f"{ours['mentions']} gold mentions")
    m.figures += [Figure("event_links_f1", "event words in one event: F1", ours["f1"], "same trigger lemma", lemma["f1"]),
                  Figure("event_links_precision", "event words in one event: precision", ours["precision"],
                         "same trigger lemma", lemma["precision"]),
                  Figure("event_links_recall", "event words in one event: recall", ours["recall"],
                         "same trigger lemma", lemma["recall"]),
                  Figure("event_links_coverage", "gold mentions at an event word read", ours["coverage"])]
    m.checks.append(("the lemma peer ran on the same mentions", lemma["mentions"] == ours["mentions"]))
    unread = splits.ecb_topics_never_read()
    part = ec.evaluate([s for s in subs if int(s.name.rstrip("ecbplus")) in unread], "test")
    m.figures.append(Figure("unread_event_links_f1", f"event words in one event: F1, topics no rule was read from "
                            f"({min(unread)}-{max(unread)})", part["rows"][0]["f1"], "same trigger lemma",
                            part["rows"][1]["f1"]))
    old = ev.evaluate(subs, "test")
    rows = {r["method"].split(" >=")[0]: r for r in old["rows"]}
    m.figures.append(Figure("same_fact_f1", "sentences in one Fact: F1 (the view before claims)",
                            rows["storyline: same Fact"]["f1"], gated=False))
    return m


def _crosscheck(bench: Path, nlp) -> Measurement:
    from storyline.evaluation.crosscheck import gate_metrics, run_crosscheck

    res = run_crosscheck(bench, "reported", nlp=nlp)
    ms, shares = res["measures"], gate_metrics(res["measures"])
    labels = {"grouping": "events grouped as one story", "corroborated_strict": "corroborated facts, strict",
              "corroborated_loose": "corroborated facts, loose", "conflicts_found": "conflicts found",
              "disputes_found": "disputes found", "single_source": "single-source facts marked",
              "quotes_right_speaker": "quotes with the right speaker"}
    m = Measurement(size=f"{ms['events']} events")
    m.figures += [Figure(k, labels[k], v, detail=f"{ms[k][0]}/{ms[k][1]}") for k, v in shares.items()]
    sj = ms["support_judged"]
    m.figures.append(Figure("corroborations_right", "corroborations judged right (another outlet's sentence tells "
                            "the fact shown)", sj["same"] / sj["judged"] if sj["judged"] else 0.0,
                            detail=f"{sj['same']}/{sj['judged']}, {sj['unjudged']} unjudged"))
    tc = ms["tool_conflicts"]
    m.figures += [Figure("fragmentation", "tool facts per gold fact (1 is ideal)", ms["fragmentation"], gated=False, unit="n"),
                  Figure("facts_per_story", "facts per story", ms["facts_per_story"], gated=False, unit="n"),
                  Figure("facts_shown_default", "facts shown in the default Markdown brief, per story",
                         ms["facts_shown_default"], gated=False, unit="n"),
                  Figure("facts_not_single_source", "facts not single-source, per story", ms["facts_not_single_source"],
                         gated=False, unit="n"),
                  Figure("tool_conflicts", "tool conflicts (judged real / false / unjudged)", tc["all"],
                         gated=False, unit="n", detail=f"{tc['real']} / {tc['false']} / {tc['unjudged']}")]
    return m


ECB = ("ecbplus/ECB+.zip",)
GATES: tuple[Gate, ...] = (
    Gate("cleaning", "cleaning page text", "article-extraction", "reported", "article-extraction, pages with ids 8-f",
         ("article-extraction/ground-truth.json", "article-extraction/html"), _cleaning, 0.005, nlp=False),
    Gate("grouping", "story grouping", "ecbplus", "reported", "ECB+ test topics 36-45", ECB, _grouping, 0.005, nlp=False),
    Gate("summary", "summary", "neus-allsides", "reported", "NeuS test",
         ("neus-allsides/test.source", "neus-allsides/test.target"), _summary, 0.3),
    Gate("quantities", "quantities", "newsquant", "reported", "NewsQuant, odd sentences",
         ("newsquant/NewsQuant.json",), _quantities, 0.005),
    Gate("quotes", "quotes and speakers", "polnear", "reported", "PolNeAR test", ("polnear/data/test",), _quotes, 0.005),
    Gate("names", "people's names", "ecbplus", "reported", "ECB+ test topics 36-45; PolNeAR test",
         ECB + ("polnear/data/test",), _names, 0.01),
    Gate("events", "events aligned across outlets", "ecbplus", "reported", "ECB+ test topics 36-45",
         ECB + ("ecbplus/ECBplus_coreference_sentences.csv",), _events, 0.01),
    Gate("crosscheck", "cross-checking (basil-crosscheck)", "basil-crosscheck", "reported",
         "basil-crosscheck, reported events",
         ("basil-crosscheck/articles.jsonl", "basil-crosscheck/gold.json", "basil-crosscheck/score.py"), _crosscheck),
    Gate("crawl_grouping", "story grouping on a dated stream", "neus-allsides", "develop",
         "AllSides crawl, later half by date", ("neus-allsides/headline_11_2021-10-19_crawled_all.jsonl.gz",),
         _crawl_grouping, 0.005, nlp=False),
    Gate("snippets", "cleaning keeps already-extracted text", "neus-allsides", "develop", "AllSides crawl snippets",
         ("neus-allsides/headline_11_2021-10-19_crawled_all.jsonl.gz",), _snippets, 0.005, nlp=False),
)


def gate(name: str) -> Gate:
    for g in GATES:
        if g.name == name:
            return g
    raise KeyError(f"no gate {name!r} (gates: {', '.join(g.name for g in GATES)})")


def measure(g: Gate, bench_dir: Path | str, nlp=None) -> tuple[str, Measurement]:
    """(corpus hash, measurement) of gate ``g``; ``splits.CorpusChanged`` when a corpus file changed."""
    bench = Path(bench_dir)
    corpus = splits.check_files(bench, g.files)
    if g.nlp and nlp is None:
        from storyline.extract import load_nlp

        nlp = load_nlp()
    return corpus, g.measure(bench, nlp)
