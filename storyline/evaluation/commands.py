"""`storyline eval`: measurements on the public gold sets in ../shared/benchmarks.

The stage commands (cleaning, grouping, summary, facts, names, brief, crosscheck) run on the
development part of a benchmark by default (``--split dev``); ``--split reported`` scores the
held-out part, which is for stating a figure, never for choosing between two versions of a rule.
``all`` runs every gate of ``storyline.evaluation.gates`` (reported parts) and prints, or writes
into docs/evaluation.md, the table of figures; ``pin`` re-pins a gate's floors, never lower.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[2]
SPLIT_HELP = "dev: the part rules are written from; reported: the held-out part (state it, decide nothing on it)."


@click.group("eval")
def eval_group():
    """Measure storyline on the public gold sets in ../shared/benchmarks (splits: storyline.evaluation.splits)."""


def _bench_option(fn):
    default = ROOT.parent / "shared" / "benchmarks"
    return click.option("--bench", "bench", type=click.Path(exists=True, file_okay=False), default=str(default),
                        show_default=True, help="Folder holding the benchmark data.")(fn)


def _split_option(*choices: str):
    return click.option("--split", default="dev", type=click.Choice(choices), show_default=True, help=SPLIT_HELP)


def _checked(bench, name: str, files=None) -> str:
    from .splits import CorpusChanged, check_corpus

    try:
        return check_corpus(Path(bench), name, files)
    except CorpusChanged as exc:
        raise click.ClickException(str(exc)) from exc


@eval_group.command("splits")
@_bench_option
def eval_splits(bench):
    """Check every recorded corpus file's sha256 and print each benchmark's two parts."""
    from .splits import record

    for name, rec in record().items():
        if name.startswith("_"):
            continue
        corpus = _checked(bench, name)
        click.echo(f"{name} (corpus {corpus}): develop {_part_text(rec['develop'])}; reported {_part_text(rec['reported'])}")


def _part_text(part: dict) -> str:
    return "; ".join(f"{k}={v}" for k, v in part.items())


@eval_group.command("cleaning")
@_bench_option
@_split_option("dev", "reported", "all")
def eval_cleaning(bench, split):
    """Page-furniture removal on the article-extraction pages of SPLIT (all: the 181 pages)."""
    from .cleaning import evaluate_cleaning, format_table
    from .splits import extraction_page_in

    _checked(bench, "article-extraction")
    part = {"dev": "develop", "reported": "reported"}.get(split)
    pages = (lambda k: extraction_page_in(k, part)) if part else None
    click.echo(format_table(evaluate_cleaning(Path(bench), pages=pages)))


@eval_group.command("grouping")
@_bench_option
def eval_grouping(bench):
    """Story grouping on ECB+ (B-cubed; tuned on the dev topics, scored on dev and the reported test
    topics) and on the dated AllSides crawl (with and without fading by time)."""
    from .grouping import evaluate_grouping, format_table
    from .grouping_crawl import evaluate_crawl_grouping, format_rows

    _checked(bench, "ecbplus", ["ecbplus/ECB+.zip"])
    click.echo(format_table(evaluate_grouping(Path(bench))))
    click.echo("\nAllSides crawl, one dated stream per half:")
    click.echo(format_rows(evaluate_crawl_grouping(Path(bench))))


@eval_group.command("facts")
@_bench_option
@_split_option("dev", "reported")
def eval_facts(bench, split):
    """Quantities on NewsQuant (both halves, beside quantulum3) and quotes on PolNeAR dev or test."""
    from .facts import evaluate_facts, format_table
    from .splits import polnear_compartments

    _checked(bench, "newsquant")
    [comp] = polnear_compartments("develop" if split == "dev" else "reported")[-1:]
    _checked(bench, "polnear", [f"polnear/data/{comp}"])
    click.echo(format_table(evaluate_facts(Path(bench), polnear_split=comp)))


@eval_group.command("names")
@_bench_option
@_split_option("dev", "reported")
def eval_names(bench, split):
    """People's names on ECB+ (dev or test topics) and PolNeAR (dev or test) beside spaCy PERSON."""
    from .names import evaluate_names, format_table

    _checked(bench, "ecbplus", ["ecbplus/ECB+.zip"])
    click.echo(format_table(evaluate_names(Path(bench), split="dev" if split == "dev" else "test")))


@eval_group.command("summary")
@_bench_option
@_split_option("dev", "reported")
@click.option("--limit", default=0, help="Only the first N stories (0: all).")
def eval_summary(bench, split, limit):
    """Story summaries on NeuS/AllSides (dev: val; reported: test): ROUGE beside lead peers, faithfulness."""
    from .summary import evaluate_summary, format_table

    _checked(bench, "neus-allsides")
    click.echo(format_table(evaluate_summary(Path(bench), _neus(split), limit)))


def _neus(split: str) -> str:
    from .splits import neus_splits

    return neus_splits("reported")[0] if split == "reported" else "val"


@eval_group.command("brief")
@_bench_option
@_split_option("dev", "reported")
@click.option("--limit", default=0, help="Only the first N NeuS stories (0: all).")
@click.option("--topics", default="", help="Only these ECB+ topics, comma-separated (default: the split's).")
def eval_brief(bench, split, limit, topics):
    """The brief: summary ROUGE on NeuS beside peers, and ECB+ cross-document events in one Fact
    (dev: NeuS val + ECB+ dev topics; reported: NeuS test + ECB+ test topics)."""
    from .brief import evaluate_brief

    chosen = frozenset(int(t) for t in topics.split(",") if t.strip()) or None
    click.echo(evaluate_brief(Path(bench), "dev" if split == "dev" else "test", limit, chosen)["markdown"])


@eval_group.command("crosscheck")
@_bench_option
@_split_option("dev", "reported", "all")
@click.option("--verbose", is_flag=True, help="Every miss and every tool conflict, per event (score.py --verbose).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Keep each event's JSON in DIR/ev_<event>/.")
@click.option("--support-pairs", "support_out", type=click.Path(dir_okay=False),
              help="Write the corroborations no one has judged yet to this JSONL file, to judge by hand.")
def eval_crosscheck(bench, split, verbose, out_dir, support_out):
    """basil-crosscheck: each event's three articles through the pipeline, scored by its score.py."""
    from .crosscheck import format_to_judge, run_crosscheck
    from .splits import CorpusChanged

    try:
        res = run_crosscheck(Path(bench), split, out_dir, verbose=verbose)
    except CorpusChanged as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"basil-crosscheck, {split} events ({len(res['events'])}), corpus {res['corpus']}\n")
    click.echo(res["table"])
    click.echo("\n" + format_to_judge(res["to_judge"]))
    if support_out:
        import json

        with open(support_out, "w", encoding="utf8") as fh:
            for p in res["support_unjudged"]:
                fh.write(json.dumps(p, ensure_ascii=False) + "\n")
        click.echo(f"{len(res['support_unjudged'])} unjudged corroborations written to {support_out}")


@eval_group.command("all")
@_bench_option
@click.option("--gate", "names", multiple=True, help="Only this gate (repeatable).")
@click.option("--markdown", "doc", is_flag=False, flag_value=str(ROOT / "docs" / "evaluation.md"), default=None,
              help="Write the table into this file (default docs/evaluation.md) between its markers.")
@click.option("--floors", "floors_dir", type=click.Path(file_okay=False), default=None,
              help="Folder of the pinned floors (default tests/floors).")
def eval_all(bench, names, doc, floors_dir):
    """Run every gate on its reported split and print the figures with their floors (exit 1 if one fails)."""
    from . import floors as fl
    from .gates import GATES, gate, measure
    from .splits import CorpusChanged
    from .table import markdown, rows, write_into

    chosen = [gate(n) for n in names] if names else list(GATES)
    if doc and names:
        raise click.UsageError("--markdown writes the whole table: run it without --gate")
    nlp = None
    results, fails = [], []
    for g in chosen:
        if g.nlp and nlp is None:
            from ..extract import load_nlp

            nlp = load_nlp()
        try:
            corpus, m = measure(g, Path(bench), nlp)
        except CorpusChanged as exc:
            raise click.ClickException(str(exc)) from exc
        pinned = fl.load(g.name, floors_dir)
        fails += fl.check(g, corpus, m, pinned)
        results.append((g, corpus, m, pinned))
        click.echo("\n".join(rows([(g, corpus, m, pinned)])), err=bool(doc))
    if doc:
        write_into(Path(doc), markdown(results, date.today().isoformat()))
        click.echo(f"wrote the table of {len(results)} gates into {doc}")
    for line in fails:
        click.echo(line, err=True)
    if fails:
        sys.exit(1)


@eval_group.command("pin")
@_bench_option
@click.argument("names", nargs=-1, required=True)
@click.option("--new-corpus", is_flag=True, help="The corpus changed on purpose: pin on the new one.")
@click.option("--floors", "floors_dir", type=click.Path(file_okay=False), default=None,
              help="Folder of the pinned floors (default tests/floors).")
def eval_pin(bench, names, new_corpus, floors_dir):
    """Re-measure the gates NAMES and pin their floors (measured - margin); refuses to lower a floor.

    Example: storyline eval pin crosscheck
    """
    from . import floors as fl
    from .gates import gate, measure
    from .splits import CorpusChanged

    nlp = None
    refused = False
    for name in names:
        g = gate(name)
        if g.nlp and nlp is None:
            from ..extract import load_nlp

            nlp = load_nlp()
        try:
            corpus, m = measure(g, Path(bench), nlp)
            _, changes = fl.pin(g, corpus, m, floors_dir, new_corpus)
        except (CorpusChanged, fl.PinRefused) as exc:
            click.echo(str(exc), err=True)
            refused = True
            continue
        click.echo(f"{name}: pinned on corpus {corpus} ({fl.path_of(name, floors_dir)})"
                   + "".join(f"\n  {c}" for c in changes))
    if refused:
        sys.exit(1)
