"""Progress of a long run, drawn with rich on stderr (never on stdout, which holds the output).

Stages, each with its total where one is known: reading the inputs (files N/M), loading the
English model, extracting (articles N/M, with rate and time left; M is counted from the
inputs before the run: one article a .txt/.html file, one a JSONL line, an RSS item or Atom
entry, a WARC response record), finding copies, grouping, briefs N/M. Nothing is drawn when
stderr is not a terminal or when the user asks for quiet (``-q``).
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

ESTIMATE_BYTES = 64 * 1024 * 1024  # records are counted in the first 64 MB of a container file
_RECORDS = {"jsonl": re.compile(rb"\n\s*\S"), "feed": re.compile(rb"<(?:item|entry)[\s>]"),
            "xml": re.compile(rb"<(?:item|entry)[\s>]"), "warc": re.compile(rb"WARC-Type:\s*response")}


def count_articles(paths) -> tuple[int, int]:
    """(files, articles) the inputs hold, counted cheaply from their bytes (no parsing); a file
    that cannot be read counts as one article (its reader reports it)."""
    from .readers import format_of, input_files

    files = articles = 0
    quiet = lambda *_: None  # noqa: E731  (the reading pass reports path problems, once)
    for path in input_files(paths, quiet, quiet):
        files += 1
        fmt, _ = format_of(path)
        if fmt is None:
            continue
        articles += _records(path, fmt)
    return files, articles


def _records(path: Path, fmt: str) -> int:
    pattern = _RECORDS.get(fmt)
    if pattern is None:
        return 1
    try:
        opener = gzip.open if path.name.lower().endswith(".gz") else open
        with opener(path, "rb") as fh:
            data = fh.read(ESTIMATE_BYTES)
    except (OSError, EOFError, ValueError):
        return 1
    if fmt == "jsonl":
        return max(1, len(pattern.findall(b"\n" + data)))
    return max(1, len(pattern.findall(data)))


MODEL = "loading the English model"
PARALLEL = ("reading", MODEL, "extracting")  # stages that advance together (one article read, then extracted)


class Progress:
    """Rich progress bars on stderr: ``stage(name, done, total)`` from the pipeline's stages,
    ``article(stored)`` once per article read. ``totals`` gives a stage its total when the
    caller knows it (files and articles counted before the run). A no-op when not ``enabled``."""

    def __init__(self, enabled: bool, totals: dict[str, int] | None = None, console=None):
        self.enabled = enabled
        self.totals = dict(totals or {})
        self.console = console
        self.bars = None
        self.tasks: dict[str, int] = {}

    def __enter__(self) -> "Progress":
        if self.enabled:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress as Bars, SpinnerColumn, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)

            self.bars = Bars(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                             _Rate(), TimeRemainingColumn(), TimeElapsedColumn(),
                             console=self.console or Console(stderr=True), transient=True)
            self.bars.start()
        return self

    def __exit__(self, *exc) -> None:
        if self.bars is not None:
            self.bars.stop()

    def stage(self, name: str, done: int = 0, total: int | None = None) -> None:
        """Show stage ``name`` at ``done`` of ``total`` (else the known total, else none). A new
        stage finishes the others, except that reading and extracting run together."""
        if self.bars is None:
            return
        total = total if total is not None else self.totals.get(name)
        if total is not None and done > total:
            total = None  # the count before the run was short: count on without a total
        if name not in self.tasks:
            self._finish_others(name)
            self.tasks[name] = self.bars.add_task(name, total=total)
        self.bars.update(self.tasks[name], completed=done, total=total)

    def article(self, _stored=None) -> None:
        """One more article read (stored, or None: already in the store)."""
        if self.bars is None:
            return
        done = self.bars.tasks[self.tasks["extracting"]].completed + 1 if "extracting" in self.tasks else 1
        self.stage("extracting", int(done))
        if MODEL in self.tasks and not self.bars.tasks[self.tasks[MODEL]].finished:
            self.bars.update(self.tasks[MODEL], total=1, completed=1)  # loaded: the first article is extracted

    def _finish_others(self, name: str) -> None:
        for other, task in self.tasks.items():
            if other == name or (name in PARALLEL and other in PARALLEL):
                continue
            t = self.bars.tasks[task]
            if not t.finished:
                self.bars.update(task, total=t.completed or 1, completed=t.completed or 1)


def _rate_column():
    from rich.progress import ProgressColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        """Items per second of a running stage."""

        def render(self, task) -> Text:
            speed = task.finished_speed or task.speed
            return Text(f"{speed:.1f}/s" if speed else "", style="progress.data.speed")

    return Rate


def _Rate():  # noqa: N802 (a column instance, built where rich is imported)
    return _rate_column()()
