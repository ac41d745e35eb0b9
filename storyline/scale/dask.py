"""``ingest`` on a Dask cluster: the same stage functions, run on the workers.

Flow (driver = the process holding the SQLite store):

1. the driver lists the input files exactly as ``readers.read_paths`` walks them;
2. *read* (workers): ``readers.read_file`` per file; the raw articles stay on the worker and
   only (id, ``content_hash``) pairs and per-record errors come back;
3. the driver, in input order, gives out unique ids (as ``read_paths`` does) and drops inputs
   already stored, then submits *prepare* tasks (``pipeline.prepare``: clean + extract, spaCy
   loaded once per worker process by ``SpacyPlugin``) in chunks of ``chunk`` articles;
4. the driver writes each (article, findings) with ``Store.add_article`` in input order, so the
   store equals the single-machine one, and replays errors in that order too;
5. copies: ``scale.copies.find_copies_dask`` (MinHash band keys shuffled on the cluster);
6. grouping: ``pipeline.update_stories(copy_finder=..., pair_source=...)``: the similar pairs
   are computed per time partition on the workers (``scale.grouping``), the clustering over
   them runs on the driver, the briefs of the changed stories on the workers (``scale.briefs``).

A task that fails on a worker (even a worker that dies twice) is reported for its file and
the job goes on.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from storyline.model import Article
from storyline.pipeline import ErrorHandler, IngestReport, Note, update_stories, warn_unnamed
from storyline.settings import Settings
from storyline.store import Store, content_hash

LOG = logging.getLogger("storyline")
CHUNK = 16  # articles per prepare task
READ_AHEAD = 4  # files per worker read ahead of the one being planned
PENDING_PER_WORKER = 2000  # articles per worker read or prepared but not yet stored
PLUGIN = "storyline-spacy"
Progress = Callable[[str, int, "int | None"], None]


# --- the worker side ---------------------------------------------------------------------------
try:
    from distributed import WorkerPlugin as _PluginBase
except ImportError:  # the scale extra is not installed: the module still imports
    _PluginBase = object


class SpacyPlugin(_PluginBase):
    """Holds each worker process's spaCy pipelines, loaded on first use (once per process)."""

    name = PLUGIN

    def setup(self, worker=None) -> None:
        self._models: dict = {}
        self._lock = threading.Lock()

    def nlp(self, model: str):
        with self._lock:
            if model not in self._models:
                from storyline.extract import load_nlp

                self._models[model] = load_nlp(model)
            return self._models[model]


def worker_nlp(model: str):
    """This worker process's spaCy pipeline, loaded by its first task and reused by all later ones.

    Not registered with ``Client.register_plugin``: that would replace (and reload) the plugin
    at every ingest on a long-lived cluster; attaching it lazily also covers workers that join later.
    """
    from distributed import get_worker

    worker = get_worker()
    plugin = worker.plugins.get(PLUGIN)
    if plugin is None:  # first task on this worker: attach the plugin (kept for the worker's life)
        fresh = SpacyPlugin()
        fresh.setup(worker)
        plugin = worker.plugins.setdefault(PLUGIN, fresh)
    return plugin.nlp(model)


def read_task(path: str, settings_data: dict) -> list[tuple]:
    """Events of reading one file, in order: ("article", Article) / ("error"|"skip", path, reason)."""
    from storyline.readers import read_file

    events: list[tuple] = []
    articles = read_file(
        Path(path),
        Settings(**settings_data),
        on_error=lambda p, r: events.append(("error", p, r)),
        on_skip=lambda p, r: events.append(("skip", p, r)),
    )
    for article in articles:
        events.append(("article", article))
    return events


def digest_task(events: list[tuple]) -> list[tuple]:
    """The events with each article replaced by ("article", id, content_hash)."""
    return [("article", e[1].id, content_hash(e[1])) if e[0] == "article" else e for e in events]


def prepare_task(events: list[tuple], picks: list[tuple[int, str]], model: str, disable=()) -> list[tuple]:
    """``pipeline.prepare_json`` of the picked articles (event index, id to give it): (article, its
    findings as the store keeps them (JSON text, made here so the driver only writes it), problem)."""
    from storyline.stages import prepare_json

    raws = []
    for idx, ident in picks:
        raw = events[idx][1]
        raws.append(raw if raw.id == ident else dataclasses.replace(raw, id=ident))
    return prepare_json(raws, worker_nlp(model), disable)  # the single-machine path's stage function, batched


# --- the driver side ---------------------------------------------------------------------------
@contextmanager
def open_client(address="local:2", on_dashboard: Callable[[str], None] | None = None) -> Iterator:
    """A ``distributed.Client``: ``local:N`` starts (and closes) a LocalCluster of N one-thread
    worker processes; any other string is a scheduler address; a Client is used as it is."""
    from distributed import Client, LocalCluster

    if isinstance(address, Client):
        yield address
        return
    cluster = None
    if str(address).startswith("local:"):
        n = int(str(address).split(":", 1)[1])
        cluster = LocalCluster(
            n_workers=n, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.ERROR
        )
        client = Client(cluster)
    else:
        client = Client(address)
    try:
        link = _dashboard(client)
        if link:
            (on_dashboard or (lambda url: LOG.info("Dask dashboard: %s", url)))(link)
        yield client
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _dashboard(client) -> str | None:
    import importlib.util

    if importlib.util.find_spec("bokeh") is None:  # the dashboard needs bokeh
        return None
    try:
        return client.dashboard_link
    except Exception:
        return None


def list_inputs(paths: Iterable[str | Path]) -> list[tuple]:
    """The files ``read_paths`` would read, in its order, with its path-level errors in place:
    ("file", Path) / ("error"|"skip", path, reason)."""
    from storyline.readers import input_files

    items: list[tuple] = []
    for file in input_files(paths, lambda p, r: items.append(("error", p, r)),
                            lambda p, r: items.append(("skip", p, r))):
        items.append(("file", file))
    return items


def _unique_id(ident: str, ids: dict[str, int]) -> str:
    """The id ``read_paths`` gives an article read with id ``ident`` (``-2``, ``-3`` ... on repeats)."""
    from storyline.readers import unique

    return unique(Article(id=ident, source="", title="", text=""), ids).id


def _reason(exc: BaseException) -> str:
    return f"failed on the cluster ({type(exc).__name__}: {str(exc)[:200]})"


def ingest_dask(
    store: Store,
    paths: Iterable[str | Path],
    settings: Settings | None = None,
    address="local:2",
    on_error: ErrorHandler | None = None,
    on_skip: ErrorHandler | None = None,
    progress: Progress | None = None,
    on_dashboard: Callable[[str], None] | None = None,
    chunk: int = CHUNK,
) -> IngestReport:
    """``pipeline.ingest`` with reading, cleaning, extraction and copy detection on a Dask cluster.

    Same result as ``pipeline.ingest`` on the same input: the same articles, ids, findings,
    copies, stories and briefs. ``address``: ``"local:N"``, a scheduler address or a Client.
    ``progress(stage, done, total)`` is called as files are read ("read"), articles stored
    ("store") and at the copy and grouping steps ("copies", "stories").
    """
    from .copies import find_copies_dask
    from .briefs import briefs_on_cluster
    from .grouping import partitioned_pairs

    settings = settings or Settings()
    settings_data = dataclasses.asdict(settings)
    report = IngestReport()
    tell = progress or (lambda stage, done, total: None)

    def failed(path: str, reason: str) -> None:
        report.failed.append((path, reason))
        (on_error or (lambda p, r: LOG.warning("%s: %s", p, r)))(path, reason)

    def skipped(path: str, reason: str) -> None:
        report.skipped.append((path, reason))
        if on_skip:
            on_skip(path, reason)

    items = list_inputs(paths)
    n_files = sum(1 for it in items if it[0] == "file")
    with open_client(address, on_dashboard) as client:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        files = [i for i, it in enumerate(items) if it[0] == "file"]
        reads: dict[int, tuple] = {}
        sent = 0  # files submitted for reading so far

        def read_ahead(current: int) -> None:
            """Submit the reads of files up to READ_AHEAD per worker beyond the ``current``-th file."""
            nonlocal sent
            while sent < len(files) and sent <= current + READ_AHEAD * workers:
                i = files[sent]
                rf = client.submit(read_task, str(items[i][1]), settings_data, pure=False, retries=1)
                reads[i] = (rf, client.submit(digest_task, rf, retries=1))
                sent += 1

        max_pending = PENDING_PER_WORKER * workers

        ids: dict[str, int] = {}
        seen: set[str] = set()
        queue: deque = deque()  # steps in input order waiting to be replayed: errors, skips, articles
        stored = submitted = 0

        def write(block: bool, keep: int = 0) -> None:
            nonlocal stored
            while len(queue) > keep:
                step = queue[0]
                if step[0] == "article":
                    holder, pos, digest = step[1], step[2], step[3]
                    if holder["results"] is None:
                        if not block and not holder["future"].done():
                            return
                        try:
                            holder["results"] = holder["future"].result()
                        except Exception as exc:
                            failed(holder["path"], _reason(exc))
                            holder["results"] = ()
                        holder["future"] = None
                    queue.popleft()
                    if pos >= len(holder["results"]):
                        continue  # its prepare task failed (reported once for the file)
                    article, findings_json, problem = holder["results"][pos]
                    if problem:
                        (skipped if isinstance(problem, Note) else failed)(article.path or article.id, problem)
                    kept = store.add_article(article, None, digest, findings_json=findings_json)
                    if kept is None:
                        report.unchanged += 1
                    else:
                        report.added += 1
                        if not kept.source_known:
                            report.unnamed.append(kept)
                    stored += 1
                    tell("store", stored, submitted)
                else:
                    queue.popleft()
                    (failed if step[0] == "error" else skipped)(step[1], step[2])

        def submit(rf, picks: list, path: str) -> dict:
            nonlocal submitted
            submitted += len(picks)
            future = client.submit(prepare_task, rf, picks, settings.spacy_model,
                                   settings.extract_disable, pure=False, retries=1)
            return {"future": future, "path": path, "results": None}

        done_files = 0
        for i, it in enumerate(items):
            if it[0] != "file":
                queue.append(it)
                continue
            read_ahead(done_files)
            rf, df = reads.pop(i)
            try:
                events = df.result()
            except Exception as exc:
                queue.append(("error", str(it[1]), _reason(exc)))
                events = []
            picks: list[tuple[int, str]] = []
            steps: list[list] = []
            for k, ev in enumerate(events):
                if ev[0] != "article":
                    queue.append(ev)
                    continue
                report.read += 1
                ident = _unique_id(ev[1], ids)
                if ev[2] in seen or store.has_content(ev[2]):
                    report.unchanged += 1
                    continue
                seen.add(ev[2])
                step = ["article", None, len(picks), ev[2]]
                picks.append((k, ident))
                steps.append(step)
                queue.append(step)
                if len(picks) == chunk:
                    holder = submit(rf, picks, str(it[1]))
                    for s in steps:
                        s[1] = holder
                    picks, steps = [], []
            if picks:
                holder = submit(rf, picks, str(it[1]))
                for s in steps:
                    s[1] = holder
            del rf, df
            done_files += 1
            tell("read", done_files, n_files)
            write(block=False)
            if len(queue) > max_pending:  # bound what waits in worker memory: store before reading on
                write(block=True, keep=max_pending // 2)
        write(block=True)
        warn_unnamed(report)

        if report.added or store.regroup_due():  # due also after an earlier, killed ingest

            def copies_on_cluster(articles, s):
                tell("copies", 0, None)
                found = find_copies_dask(client, articles, s)
                tell("stories", 0, None)
                return found

            report.stories_changed = update_stories(store, settings, copy_finder=copies_on_cluster,
                                                    pair_source=partitioned_pairs(client),
                                                    brief_mapper=briefs_on_cluster(client))
    return report


@contextmanager
def rich_progress(console=None) -> Iterator[Progress]:
    """A ``progress`` callback drawing rich progress bars (for the CLI)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bars, TextColumn, TimeElapsedColumn

    with Bars(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
              console=console, transient=True) as bars:
        tasks: dict[str, int] = {}

        def update(stage: str, done: int, total: int | None) -> None:
            if stage not in tasks:
                tasks[stage] = bars.add_task(stage, total=total)
            bars.update(tasks[stage], completed=done, total=total)

        yield update
