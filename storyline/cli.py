"""The `storyline` command: a thin shell over the library.

Library errors become one-line messages; an input that cannot be read is reported as
``PATH: reason`` on stderr and the run goes on. Exit status: 0 success; 1 an error such as
an unknown story; 2 a usage error or an unusable store; 3 to 102 when inputs failed:
2 + the number of failed inputs, capped at 100 failures (so 102 means 100 or more).
"""

from __future__ import annotations

import json
import logging
import sys
from contextlib import contextmanager
from pathlib import Path

import click

from .errors import StorylineError
from .settings import SETTINGS, Settings

#: exit status = EXIT_INPUT_FAILED_BASE + number of failed inputs (at most MAX_COUNTED_FAILURES)
EXIT_INPUT_FAILED_BASE = 2
MAX_COUNTED_FAILURES = 100


def failure_status(failures: int) -> int:
    """The exit status of a run in which ``failures`` inputs failed (0 when none did)."""
    return EXIT_INPUT_FAILED_BASE + min(failures, MAX_COUNTED_FAILURES) if failures else 0


def _parse_settings(pairs: tuple[str, ...]) -> Settings:
    defaults = {s.name: s.default for s in SETTINGS}
    changes = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or name not in defaults:
            raise click.BadParameter(f"{pair!r}: expected NAME=VALUE with NAME one of {', '.join(defaults)}")
        kind = type(defaults[name])
        try:
            changes[name] = kind(value)
        except ValueError as exc:
            raise click.BadParameter(f"{pair!r}: {exc}") from exc
    return Settings().with_(**changes)


def quiet_option(fn):
    return click.option("-q", "--quiet", is_flag=True,
                        help="No progress bars on stderr (they are drawn only when stderr is a terminal).")(fn)


def full_option(fn):
    return click.option("--full", is_flag=True,
                        help="List everything in the Markdown brief: every fact, people, quotes, numbers, timeline.")(fn)


def settings_option(fn):
    return click.option(
        "--set", "settings", multiple=True, metavar="NAME=VALUE",
        help="Change a setting for this run (see `storyline settings`).",
    )(fn)


def jobs_option(fn):
    return click.option(
        "--jobs", "-j", "jobs", type=click.IntRange(min=0), default=None, metavar="N",
        help="Worker processes for cleaning, extraction and briefs (default: the `jobs` setting, 0 = one per core).",
    )(fn)


def _settings(pairs: tuple[str, ...], jobs: int | None) -> Settings:
    settings = _parse_settings(pairs)
    return settings if jobs is None else settings.with_(jobs=jobs)


def _shown(text: str) -> str:
    """A name or reason safe on one terminal line (newlines and escape codes written out)."""
    from .readers.raw import shown

    return shown(str(text))


def _err(path: str, reason: str) -> None:
    click.echo(f"{_shown(path)}: {_shown(reason)}", err=True)


def _skip(path: str, reason: str) -> None:
    click.echo(f"{_shown(path)}: skipped: {_shown(reason)}", err=True)


@contextmanager
def _opened(db, readonly: bool = False):
    """The store at ``db``; an SQLite error while using it (a damaged file, a full disk) becomes
    one line ``storyline: DB: cannot read the store (reason)`` and status 2, not a traceback."""
    import sqlite3

    from .errors import StoreError
    from .store import Store

    store = Store(db, readonly=readonly)
    try:
        yield store
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{db}: cannot {'read' if readonly else 'use'} the store ({exc})") from exc
    finally:
        store.close()


def _missing_inputs(paths) -> list[tuple[str, str]]:
    """(path, reason) of every named input that does not exist; all of them, or [] when one exists."""
    from .readers import path_kind

    missing = []
    for p in paths:
        kind = path_kind(Path(p))
        if kind in ("dir", "file", "other"):
            return []
        missing.append((p, kind))
    return missing


def _run_ingest(store, paths, settings, dask: str | None = None, quiet: bool = False):
    if dask:
        return _run_ingest_dask(store, paths, settings, dask, quiet)
    from .pipeline import ingest
    from .progress import Progress, count_articles

    shown = sys.stderr.isatty() and not quiet
    totals = dict(zip(("reading", "extracting"), count_articles(paths))) if shown else {}
    with Progress(shown, totals) as progress:
        return ingest(store, paths, settings, on_error=_err, on_skip=_skip, on_article=progress.article,
                      progress=progress.stage)


def _run_ingest_dask(store, paths, settings, address: str, quiet: bool = False):
    try:
        from .scale.dask import ingest_dask, rich_progress
    except ImportError as exc:
        from .errors import MissingExtra

        raise MissingExtra("scale", exc.name or "dask") from exc
    from contextlib import nullcontext

    from rich.console import Console

    console = Console(stderr=True)
    bars = rich_progress(console) if sys.stderr.isatty() and not quiet else nullcontext(None)
    with bars as progress:
        return ingest_dask(store, paths, settings, address=address, on_error=_err, on_skip=_skip,
                           progress=progress, on_dashboard=lambda link: click.echo(f"Dask dashboard: {link}", err=True))


class _EchoHandler(logging.Handler):
    """Warnings of the ``storyline`` logger (e.g. waiting for another ingest) as plain lines on stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(_shown(self.format(record)), err=True)


def _show_warnings() -> None:
    logger = logging.getLogger("storyline")
    if not any(isinstance(h, _EchoHandler) for h in logger.handlers):
        handler = _EchoHandler(logging.WARNING)
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="storyline")
def cli():
    """storyline: every outlet's version of a story, cross-checked.

    Reads articles (.txt .html .jsonl .rss/.atom/.xml .warc, optionally .gz), groups them
    into stories and writes, for each story, a brief in which every fact says how many
    independent outlets support it, who contradicts or denies it, and which sentences it
    comes from.
    """
    _show_warnings()


@cli.command()
@click.argument("db", type=click.Path(dir_okay=False))
@click.argument("paths", nargs=-1, required=True)
@click.option("--dask", "dask", metavar="ADDRESS",
              help="Run on a Dask cluster: a scheduler address, or local:N for N local worker processes "
                   "(extra `scale`).")
@click.option("--parquet", "parquet", metavar="DIR", type=click.Path(file_okay=False),
              help="Also export the new articles and the stories to Parquet files in DIR (extra `scale`).")
@jobs_option
@settings_option
@quiet_option
def ingest(db, paths, dask, parquet, jobs, settings, quiet):
    """Add articles under PATHS to the store DB (created if missing) and update its stories.

    Ingesting the same input again adds nothing. Exit status: 0 all inputs read; 2 usage
    error; 3-102 when inputs failed (2 + number of failures, 102 = 100 or more).

    Example: storyline ingest news.db articles/ feeds/today.rss --dask local:2 --parquet news.parquet/
    """

    chosen = _settings(settings, jobs)
    missing = _missing_inputs(paths)
    if missing and not Path(db).exists():  # nothing to read: no empty store left behind
        for path, reason in missing:
            _err(path, reason)
        click.echo(f"0 read, 0 added, 0 already stored, {len(missing)} failed, 0 skipped; no store created")
        sys.exit(failure_status(len(missing)))
    with _opened(db) as store:
        report = _run_ingest(store, paths, chosen, dask, quiet)
        click.echo(
            f"{report.read} read, {report.added} added, {report.unchanged} already stored, "
            f"{len(report.failed)} failed, {len(report.skipped)} skipped; "
            f"{len(store.stories())} stories ({len(report.stories_changed)} updated)"
        )
        if parquet:
            _export(store, parquet)
    if report.failed:
        sys.exit(failure_status(len(report.failed)))


def _export(store, out_dir: str) -> None:
    from .parquet import export_parquet

    counts = export_parquet(store, out_dir)
    click.echo(f"parquet: {counts['articles']} articles in {counts['parts']} new parts, "
               f"{counts['stories']} stories -> {out_dir}")


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.argument("out_dir", type=click.Path(file_okay=False))
def export(db, out_dir):
    """Export DB to Parquet files in OUT_DIR (extra `scale`): the articles not exported yet
    (articles/part-*.parquet, with their findings) and all stories, briefs, story members
    and copy links. Repeating it adds only what is new.

    Example: storyline export news.db news.parquet/
    """

    with _opened(db, readonly=True) as store:
        _export(store, out_dir)


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.option("--all", "everything", is_flag=True, help="Extract every article again, not only the stale ones.")
@settings_option
def reextract(db, everything, settings):
    """Bring DB up to date with the current extraction rules: extract again the articles whose
    findings were made with other rules (their extraction version differs), then rebuild the
    briefs of their stories. Repeating it does nothing. Exit status as for ingest.

    Example: storyline reextract news.db
    """
    from .reextract import reextract as run
    from .store import Store

    with Store(db) as store:
        report = run(store, _parse_settings(settings), everything=everything)
        for aid, reason in report.failed:
            _err(aid, reason)
        click.echo(f"{report.reextracted} of {report.articles} articles extracted again ({report.stale} made with "
                   f"other rules); {len(report.stories_changed)} stories updated; rules: {report.version}")
    if report.failed:
        sys.exit(failure_status(len(report.failed)))


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line instead of a table.")
def stories(db, as_json):
    """List the stories in DB, newest first.

    Example: storyline stories news.db
    """

    with _opened(db, readonly=True) as store:
        rows = store.stories()
    if as_json:
        for r in rows:
            click.echo(json.dumps({
                "id": r["id"], "title": r["title"], "articles": r["articles"], "outlets": r["outlets"],
                "first_published": r["first_published"], "last_published": r["last_published"],
                "facts": r["facts"], "conflicts": r["conflicts"],
            }, ensure_ascii=False))
        return
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table("story", "title", "articles", "outlets", "facts", "conflicts", "last published",
                  box=None, pad_edge=False)
    for r in rows:
        table.add_row(r["id"], escape(_shown(r["title"])), str(r["articles"]), str(r["outlets"]),
                      str(r["facts"]), str(r["conflicts"]), (r["last_published"] or "")[:10])
    Console(width=None if sys.stdout.isatty() else 160).print(table)


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.argument("story")
@click.option("--json", "fmt", flag_value="json", help="The story as the JSON contract.")
@click.option("--md", "fmt", flag_value="md", default=True, help="Markdown (the default).")
@click.option("--html", "html_file", type=click.Path(dir_okay=False), help="Also write a standalone HTML report.")
@full_option
def brief(db, story, fmt, html_file, full):
    """Print the cross-checked brief of STORY (an id from `storyline stories`).

    Example: storyline brief news.db s3 --json
    """
    from .pipeline import CONTRACT_VERSION

    with _opened(db, readonly=True) as store:
        data = store.brief(story)
    if data is None:
        raise click.ClickException(f"no story {story!r} in {db}")
    _emit({"version": CONTRACT_VERSION, "stories": [data]}, fmt, html_file, full)


def _emit(result: dict, fmt: str, html_file: str | None, full: bool = False) -> None:
    if fmt == "json":
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
    elif result["stories"]:  # no stories (nothing read): no empty brief
        from .render import render_markdown

        click.echo(_no_escape_codes(render_markdown(result["stories"], full=full)))
    if html_file:
        from .report import render_html

        try:
            Path(html_file).write_text(render_html(result["stories"]), encoding="utf-8")
        except OSError as exc:
            raise click.ClickException(f"{_shown(html_file)}: cannot write the report ({exc.strerror or exc})")


def _no_escape_codes(text: str) -> str:
    """Markdown for a terminal: control characters of article text (escape codes) written out,
    lines and tabs kept."""
    import re

    return re.sub(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", lambda m: _shown(m.group()), text)


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--json", "fmt", flag_value="json", help="The JSON contract (see DESIGN.md).")
@click.option("--md", "fmt", flag_value="md", default=True, help="Markdown (the default).")
@click.option("--html", "html_file", type=click.Path(dir_okay=False), help="Also write a standalone HTML report.")
@click.option("--db", type=click.Path(dir_okay=False), help="Keep the store in this file instead of a temporary one.")
@jobs_option
@settings_option
@full_option
@quiet_option
def analyze(paths, fmt, html_file, db, jobs, settings, full, quiet):
    """Read PATHS (files or folders), group them into stories and print every story's brief.

    Exit status: 0 all inputs read; 2 usage error; 3-102 when inputs failed (2 + number of
    failures, 102 = 100 or more).

    Example: storyline analyze articles/ --json > briefs.json
    """
    import tempfile

    from .pipeline import briefs

    with tempfile.TemporaryDirectory(prefix="storyline-") as tmp:
        with _opened(db or Path(tmp) / "analyze.db") as store:
            report = _run_ingest(store, paths, _settings(settings, jobs), quiet=quiet)
            result = briefs(store)
    _emit(result, fmt, html_file, full)
    if report.failed:
        sys.exit(failure_status(len(report.failed)))


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.argument("story")
@click.argument("articles", nargs=-1, required=True)
def split(db, story, articles):
    """Take ARTICLES (ids, from `storyline brief DB STORY --json`) out of STORY into a story of
    their own. The decision is kept in the store: later ingests regroup around it.

    Example: storyline split news.db s4 ap-123 cnn-456
    """
    from .edits import EditError, split as split_story
    from .store import Store

    with Store(db) as store:
        try:
            done = split_story(store, story, articles)
        except EditError as exc:
            raise click.ClickException(str(exc)) from None
    click.echo(f"{len(done['articles'])} articles split off {done['story']} into {done['new']}; "
               f"{done['story']} keeps {len(done['rest'])}")


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.argument("first")
@click.argument("second")
def merge(db, first, second):
    """Make stories FIRST and SECOND one story (the older id stays). The decision is kept in the
    store: later ingests regroup around it.

    Example: storyline merge news.db s4 s9
    """
    from .edits import EditError, merge as merge_stories
    from .store import Store

    with Store(db) as store:
        try:
            done = merge_stories(store, first, second)
        except EditError as exc:
            raise click.ClickException(str(exc)) from None
    click.echo(f"{done['merged']} merged into {done['story']} ({done['articles']} articles)")


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.argument("query")
def search(db, query):
    """Full-text search over articles and story facts in DB.

    Example: storyline search news.db "earthquake"
    """

    with _opened(db, readonly=True) as store:
        for row in store.search(query):  # article text may hold tabs, newlines and escape codes
            click.echo("\t".join(_shown(row[k] or "") for k in ("kind", "ref", "title", "snippet")))


@cli.command()
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback by default).")
@click.option("--port", default=8000, show_default=True, type=int)
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also answer requests for this host name (loopback names and the bound address always are).")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Worker processes (each keeps its own page cache).")
@click.option("--cache-mb", default=64, show_default=True, type=click.IntRange(0, 100_000),
              help="Memory for cached pages per worker (0: no cache); a change of the store empties it.")
def serve(db, host, port, allow_hosts, workers, cache_mb):
    """Open DB read-only as a web app (stories, briefs, articles) with a JSON API under /api.

    Example: storyline serve news.db --port 8000
    """
    try:
        from .web.app import serve as run_server
    except ImportError as exc:
        from .errors import MissingExtra

        raise MissingExtra("web", exc.name or "fastapi") from exc
    run_server(db, host=host, port=port, allowed_hosts=allow_hosts, workers=workers,
               cache_bytes=cache_mb * 1_000_000)


@cli.command("settings")
def show_settings():
    """List the settings, their defaults and what they do (change one with --set NAME=VALUE)."""
    for s in SETTINGS:
        click.echo(f"{s.name} = {s.default!r}\n    {s.help}")


from .evaluation.commands import eval_group  # noqa: E402  (the `eval` group lives beside the evaluation)

cli.add_command(eval_group)


def main() -> None:
    """The console entry point: a library error is one line and status 2; an unexpected one is one
    line and status 1 (``STORYLINE_TRACEBACK=1`` shows the traceback)."""
    import os

    try:
        cli(standalone_mode=True)
    except StorylineError as exc:
        click.echo(f"storyline: {_shown(str(exc))}", err=True)
        sys.exit(2)
    except Exception as exc:
        if os.environ.get("STORYLINE_TRACEBACK"):
            raise
        from .readers.raw import short_reason

        click.echo(f"storyline: internal error ({short_reason(exc)}); "
                   "run again with STORYLINE_TRACEBACK=1 for details", err=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
