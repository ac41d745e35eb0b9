"""The basil-crosscheck benchmark in one process: does one fact gather every outlet that states it?

``../shared/benchmarks/basil-crosscheck`` holds 15 real events, each told by the New York Times,
Fox News and HuffPost, with a fact-checker's gold (corroborated facts, conflicts, disputes, traps,
single-source facts, quotes). Its ``run.py`` runs ``storyline analyze EVENT --json`` once per event
(15 spaCy loads); here each event's three articles go through the same real pipeline
(``pipeline.ingest`` into a fresh SQLite store, then ``pipeline.briefs``: what ``analyze`` does)
with one spaCy pipeline, the JSON is written as ``ROOT/ev_<event>/out.json`` as ``run.py`` writes
it, and the benchmark's own ``score.py`` (imported by path, never copied) scores it: its measures,
its totals, its table. One measure is added: the facts the default Markdown brief prints
(``storyline.render``; single-source facts are only counted there), beside the facts whose status
is not single-source.

Which events are developed on and which are reported: ``storyline.evaluation.splits``. Tool
conflicts are judged by hand in ``data/basil_judgments.json`` (score.py's judgments format:
``{event: {conflict signature: {"verdict": "real"|"false", "why": "..."}}}``).

    storyline eval crosscheck [--split dev|reported|all] [--verbose] [--out DIR]
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import sys
import tempfile
from pathlib import Path

from storyline.evaluation import splits
from storyline.evaluation.support_judged import SUPPORT_JUDGMENTS, load_judgments, score_support, support_pairs

JUDGMENTS = Path(__file__).parent / "data" / "basil_judgments.json"
FILES = ("basil-crosscheck/articles.jsonl", "basil-crosscheck/gold.json", "basil-crosscheck/score.py")
MEASURES = ("grouping", "corroborated_strict", "corroborated_loose", "fragmentation", "fragmentation_oracle",
            "conflicts_found",
            "disputes_found", "tool_conflicts", "tool_conflicts_unjudged", "single_source", "quotes_right_speaker",
            "facts_per_story", "facts_shown_default", "facts_not_single_source")


def load_scorer(bench_dir: Path | str):
    """The benchmark's score.py as a module (imported by path, as it ships)."""
    path = Path(bench_dir) / "basil-crosscheck" / "score.py"
    spec = importlib.util.spec_from_file_location("basil_crosscheck_score", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def events_of(split: str, gold_events) -> list[str]:
    """Event ids of ``split``: dev (the development half), reported, or all (gold order)."""
    if split == "all":
        return list(gold_events)
    part = {"dev": "develop", "reported": "reported"}.get(split)
    if part is None:
        raise ValueError(f"unknown split {split!r} (dev, reported or all)")
    chosen = set(splits.basil_events(part, list(gold_events)))
    return [e for e in gold_events if e in chosen]


def analyze_event(rows: list[str], folder: Path, nlp) -> dict:
    """Write the event's JSONL as run.py does and analyse it through the real pipeline."""
    from storyline.pipeline import briefs, ingest
    from storyline.settings import Settings
    from storyline.store import Store

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "articles.jsonl"
    path.write_text("".join(r + "\n" for r in rows), encoding="utf8")
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="storyline-crosscheck-") as tmp:
        with Store(Path(tmp) / "analyze.db") as store:
            ingest(store, [path], Settings(), on_error=lambda p, why: failed.append(f"{p}: {why}"), nlp=nlp)
            result = json.loads(json.dumps(briefs(store), ensure_ascii=False))  # as `analyze --json` prints it
    (folder / "out.json").write_text(json.dumps(result, ensure_ascii=False, indent=2), encoding="utf8")
    for line in failed:
        print(line, file=sys.stderr)
    return result


def shown_fact_rows(story: dict) -> int:
    """How many facts the default Markdown brief (``render_markdown``, not ``full``) prints: the facts
    a conflict block names, the contested facts listed under it, the numbered corroborated facts and
    the titles of the line of titles (single-source facts are only counted there, and what does not
    fit is only counted too)."""
    import re

    from storyline.render import render_markdown

    sections: dict[str, list[str]] = {}
    head = ""
    for line in render_markdown([story]).splitlines():
        if line.startswith("## "):
            head = line[3:]
            continue
        sections.setdefault(head, []).append(line)
    conflicts = sections.get("Conflicts and contested facts", [])
    in_conflicts = {x.strip() for line in conflicts if line.startswith("### ") and "; " in line
                    for x in line.rsplit("; ", 1)[1].rstrip(")").split(",")}
    loose = sum(1 for line in conflicts if re.match(r"- (contested|conflicting): ", line))
    corroborated = next((v for k, v in sections.items() if k.startswith("Corroborated facts")), [])
    at = next((k for k, line in enumerate(corroborated) if line.startswith("Titles told alike")), len(corroborated))
    titles = sum(1 for line in corroborated[at:] if line.startswith("- "))
    return len(in_conflicts) + loose + titles + sum(1 for line in corroborated if re.match(r"\d+\. ", line))


def _brief_counts(event_gold: dict, result: dict) -> tuple[int, int]:
    """(facts shown by default, facts not single-source) of the story holding most of the event."""
    story = _main_story(event_gold, result)
    if story is None:
        return 0, 0
    return shown_fact_rows(story), sum(1 for f in story.get("facts", []) if f.get("status") != "single-source")


def _main_story(event_gold: dict, result: dict) -> dict | None:
    """The story of ``result`` that holds most of the event's articles (None: none holds any)."""
    ids = set(event_gold["articles"].values())
    stories = [s for s in result.get("stories", []) if ids & {a["id"] for a in s.get("articles", [])}]
    return max(stories, key=lambda s: len(ids & {a["id"] for a in s.get("articles", [])})) if stories else None


def run_crosscheck(bench_dir: Path | str, split: str = "dev", out_dir: Path | str | None = None, nlp=None,
                   verbose: bool = False, judgments: Path = JUDGMENTS, support_judgments: Path | None = None,
                   only: list[str] | None = None) -> dict:
    """Analyse and score the events of ``split`` (``only``: those of them); returns ``{"split", "events",
    "corpus", "totals" (score.py's counters), "measures" (the figures, flat), "table" (score.py's output)}``."""
    bench = Path(bench_dir)
    corpus = splits.check_corpus(bench, "basil-crosscheck", FILES)
    gold = json.loads((bench / "basil-crosscheck" / "gold.json").read_text(encoding="utf8"))
    events = events_of(split, list(gold["events"]))
    if only is not None:
        if set(only) - set(events):
            raise ValueError(f"events not in the {split} split: {sorted(set(only) - set(events))}")
        events = [e for e in events if e in set(only)]
    rows = {json.loads(line)["id"]: line for line in
            (bench / "basil-crosscheck" / "articles.jsonl").read_text(encoding="utf8").splitlines() if line.strip()}
    if nlp is None:
        from storyline.extract import load_nlp

        nlp = load_nlp()
    with contextlib.ExitStack() as stack:
        root = Path(out_dir) if out_dir else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="basil-")))
        shown = not_single = 0
        pairs: list[dict] = []
        for key in events:
            ev = gold["events"][key]
            result = analyze_event([rows[a] for a in ev["articles"].values()], root / f"ev_{key}", nlp)
            s, n = _brief_counts(ev, result)
            shown, not_single = shown + s, not_single + n
            story = _main_story(ev, result)
            pairs += support_pairs(key, story) if story is not None else []
        oracle = oracle_fragmentation({k: gold["events"][k] for k in events}, rows, load_scorer(bench).norm)
        subset = dict(gold, events={k: gold["events"][k] for k in events})
        (root / "gold.json").write_text(json.dumps(subset, ensure_ascii=False), encoding="utf8")
        table, details = _score(bench, root, judgments, verbose)
    measures = _measures(details["totals"], len(events), shown, not_single)
    measures["fragmentation_oracle"] = oracle
    support = score_support(pairs, load_judgments(support_judgments or SUPPORT_JUDGMENTS))
    measures["support_judged"] = {k: (len(v) if k == "unjudged" else v) for k, v in support.items()}
    return {"split": split, "events": events, "corpus": corpus, "totals": details["totals"], "measures": measures,
            "to_judge": to_judge(details["events"]), "support_unjudged": support["unjudged"],
            "table": table + "\n\n" + format_extra(measures)}


def oracle_fragmentation(events: dict, rows: dict, norm) -> float:
    """The fragmentation a perfect tool would score: for each corroborated gold fact, how many gold
    items (facts, sides of conflicts and disputes, single-source facts) have a fragment in a sentence
    that holds one of its fragments. Evidence is whole sentences, and a lead sentence often tells
    several annotated facts, so even one tool fact per gold item carries each fragment that often."""
    from storyline.sentences import split_sentences

    counts = []
    for ev in events.values():
        sentences = {}
        for outlet, aid in ev["articles"].items():
            text = json.loads(rows[aid])["text"]
            sentences[outlet] = [norm(text[x.start:x.end]) for x in split_sentences(text)]

        def where(outlet: str, fragment: str):
            nf = norm(fragment)
            return next(((outlet, i) for i, s in enumerate(sentences.get(outlet, [])) if nf in s), None)

        items = [("corr", n, c["fragments"]) for n, c in enumerate(ev["corroborated"])]
        for key in ("conflicts", "disputes"):
            for n, c in enumerate(ev[key] if isinstance(ev.get(key), list) else []):
                items += [(key, (n, m), side["fragments"]) for m, side in enumerate(c["sides"])]
        items += [("single", n, {x["outlet"]: x["fragment"]}) for n, x in enumerate(ev["single_source"])]
        at: dict = {}
        for kind, n, frags in items:
            for outlet, fragment in frags.items():
                w = where(outlet, fragment)
                if w is not None:
                    at.setdefault(w, set()).add((kind, n))
        for n, c in enumerate(ev["corroborated"]):
            held = set()
            for outlet, fragment in c["fragments"].items():
                w = where(outlet, fragment)
                held |= at.get(w, set()) if w is not None else set()
            counts.append(len(held))
    return round(sum(counts) / len(counts), 2) if counts else 0.0


def _score(bench: Path, root: Path, judgments: Path, verbose: bool) -> tuple[str, dict]:
    """Run score.py's own main on ROOT: (its table as printed, its --details: totals and events)."""
    scorer = load_scorer(bench)
    details = root / "details.json"
    argv = ["score.py", "--gold", str(root / "gold.json"), "--root", str(root), "--judgments", str(judgments),
            "--details", str(details)] + (["--verbose", "--list-conflicts"] if verbose else [])
    buf = io.StringIO()
    old = sys.argv
    try:
        sys.argv = argv
        with contextlib.redirect_stdout(buf):
            scorer.main()
    finally:
        sys.argv = old
    return buf.getvalue().rstrip(), json.loads(details.read_text(encoding="utf8"))


def _measures(t: dict, n_events: int, shown: int, not_single: int) -> dict:
    g = lambda k: int(t.get(k, 0))  # noqa: E731
    ratio = lambda a, b: a / b if b else 0.0  # noqa: E731
    return {
        "events": n_events,
        "grouping": (g("group"), g("ev")),
        "corroborated_strict": (g("strict"), g("corr")),
        "corroborated_loose": (g("loose"), g("corr")),
        "fragmentation": round(ratio(g("fragsum"), max(1, g("fragn"))), 2),
        "conflicts_found": (g("gcf"), g("gc")),
        "disputes_found": (g("gdf"), g("gd")),
        "tool_conflicts": {"all": g("tc"), "real": g("real"), "false": g("false"), "unjudged": g("unj")},
        "single_source": (g("ssn"), g("ss")),
        "quotes_right_speaker": (g("qr"), g("q")),
        "facts_per_story": round(ratio(g("facts"), g("ev")), 1),
        "facts_shown_default": round(ratio(shown, g("ev")), 1),
        "facts_not_single_source": round(ratio(not_single, g("ev")), 1),
    }


def gate_metrics(measures: dict) -> dict[str, float]:
    """The figures a gate floors (higher is better): shares of the gold found."""
    share = lambda pair: pair[0] / pair[1] if pair[1] else 0.0  # noqa: E731
    return {"grouping": share(measures["grouping"]),
            "corroborated_strict": share(measures["corroborated_strict"]),
            "corroborated_loose": share(measures["corroborated_loose"]),
            "conflicts_found": share(measures["conflicts_found"]),
            "disputes_found": share(measures["disputes_found"]),
            "single_source": share(measures["single_source"]),
            "quotes_right_speaker": share(measures["quotes_right_speaker"])}


def format_extra(m: dict) -> str:
    """The measures in one short block (fractions as counts)."""
    frac = lambda p: f"{p[0]}/{p[1]}" + (f" ({100 * p[0] / p[1]:.0f} %)" if p[1] else "")  # noqa: E731
    tc = m["tool_conflicts"]
    return "\n".join([
        f"events {m['events']}: grouping {frac(m['grouping'])}; corroborated strict {frac(m['corroborated_strict'])}, "
        f"loose {frac(m['corroborated_loose'])}; fragmentation {m['fragmentation']} "
        f"(a perfect tool, sentences as evidence: {m.get('fragmentation_oracle', '-')})",
        f"conflicts found {frac(m['conflicts_found'])}; disputes found {frac(m['disputes_found'])}; "
        f"tool conflicts {tc['all']} ({tc['real']} real, {tc['false']} false, {tc['unjudged']} unjudged)",
        f"single-source {frac(m['single_source'])}; quotes with the right speaker {frac(m['quotes_right_speaker'])}",
        f"facts per story {m['facts_per_story']}; shown in the default Markdown brief {m['facts_shown_default']} "
        f"(not single-source: {m['facts_not_single_source']})",
        *([_support_line(m["support_judged"])] if "support_judged" in m else []),
    ])


def _support_line(s: dict) -> str:
    judged = s["judged"]
    share = f" ({100 * s['same'] / judged:.0f} %)" if judged else ""
    return (f"corroborations judged by hand: {s['same']}/{judged}{share} of other outlets' sentences tell the fact "
            f"shown ({s['related']} another proposition, {s['no']} unrelated; {s['unjudged']} of {s['pairs']} unjudged)")


def to_judge(events: list[dict]) -> list[dict]:
    """Tool conflicts that are not a gold conflict or dispute and have no verdict in the judgments
    file: {event, signature, auto, claims} each, for a person to judge real or false."""
    out = []
    for r in events:
        for c in r.get("tool_conflicts", []):
            if not c["auto"].startswith("gold") and c["verdict"] in ("unjudged", "false?"):
                out.append({"event": r["event"], "signature": c["signature"], "auto": c["auto"],
                            "claims": [(cl["value"], cl["outlets"], (cl["text"] or "")[:160]) for cl in c["claims"]]})
    return out


def format_to_judge(items: list[dict]) -> str:
    if not items:
        return "Tool conflicts not in the gold, to judge: none."
    lines = [f"Tool conflicts not in the gold, to judge ({len(items)}; verdicts go into {JUDGMENTS.name} as "
             "{event: {signature: {verdict, why}}}):"]
    for it in items:
        lines.append(f"- {it['event']} {json.dumps(it['signature'], ensure_ascii=False)} ({it['auto']})")
        lines += [f"    {value!r} {outlets}: {text}" for value, outlets, text in it["claims"]]
    return "\n".join(lines)
