"""The per-article stages and the briefs on every core of one machine: a pool of worker processes.

``pipeline.ingest`` reads the inputs and writes the store in this process (one writer, in input
order) and hands the work between to ``LocalWorkers``: batches of raw articles go to the workers,
which clean and extract them with ``pipeline.prepare_json`` (the function the Dask path runs), and
the results come back in the order the batches went out, a bounded number of batches in flight (so
memory does not grow with the input). ``pipeline.update_stories`` builds the changed stories'
briefs on the same workers (``LocalWorkers.brief_mapper``: ``pipeline.brief_of``, per story).

Each worker process that extracts keeps one spaCy pipeline for its life (``pipeline.shared_nlp``),
loaded as it starts (in parallel with this process reading the first inputs). That pool ends with
the last batch, so it does not sit on the model's memory through the regroup; the briefs, which need
no model, go to a pool of their own whose workers load none. When this process runs no other
thread the workers are forked (they start at once, with the modules already imported), otherwise
spawned.
A worker that dies takes only its batch with it: that batch, and the rest of the run, are then
done in this process.

The workers are replaced by fresh ones after ``RECYCLE`` tasks (batches) of one pool: the tasks given
out are finished first, then the pool ends and a new one starts (loading the model again, a few
seconds per recycle). What a worker keeps between batches (the allocator's free lists, caches
filling) then cannot grow with a long stream: a streamed ingest's memory is bounded by the pool's,
not by the length of the stream.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
from collections import deque
from collections.abc import Iterable, Iterator

LOG = logging.getLogger("storyline")
AHEAD = 3  # batches in flight per worker
RECYCLE = 500  # tasks one pool runs before its workers are replaced (4,000 articles in batches of 8)


def prepare_task(raws: list, model: str, disable=()) -> list[tuple]:
    """(article, findings JSON, problem) of each raw article (``pipeline.prepare_json``), in a worker."""
    from storyline.stages import prepare_json, shared_nlp

    return prepare_json(raws, shared_nlp(model), disable)


def brief_task(batch: list[tuple], settings_data: dict) -> list[tuple[str, dict]]:
    """(story id, brief) of each (story, articles, findings JSON, copies) of the batch, in a worker."""
    from storyline.scale.briefs import brief_task as build

    return build(batch, settings_data)


def _warm(model: str | None, parent: int) -> None:
    """Worker start: end with the ingest that started it (``parent``: its process id, read before the
    worker was started), then load the spaCy pipeline (a no-op when it came with the fork; none for a
    pool that makes briefs)."""
    _end_with_parent(parent)
    if model:
        from storyline.stages import shared_nlp

        shared_nlp(model)


def _end_with_parent(parent: int) -> None:
    """Make this worker exit when its parent does, even when the parent is killed (SIGKILL): else it
    would wait forever on its task queue (it holds that pipe's other end too), keeping the parent's
    stdout and stderr open. Linux: the kernel sends SIGKILL (PR_SET_PDEATHSIG); elsewhere a thread
    checks the parent once a second. ``parent``, the pid the parent gave before starting the worker,
    closes the race of a parent killed before this runs (``os.getppid()`` would then name init, and the
    worker would wait forever: an ingest killed while its brief workers started kept its pipes open)."""
    if os.getppid() != parent:  # gone before this worker got here
        os._exit(1)
    try:
        import ctypes
        import signal

        if ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0) == 0:  # PR_SET_PDEATHSIG
            if os.getppid() != parent:  # died before the call
                os._exit(1)
            return
    except (OSError, AttributeError):
        pass

    def watch() -> None:
        import time

        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="storyline-parent-watch", daemon=True).start()


class LocalWorkers:
    """``jobs`` worker processes for one ingest (a context manager; the workers end with it)."""

    def __init__(self, jobs: int, model: str, ahead: int = AHEAD, tell=lambda *_: None, disable=(),
                 recycle: int | None = None):
        self.jobs, self.model, self.ahead, self.tell = jobs, model, ahead, tell
        self.disable = tuple(disable)  # extraction components left out
        self.recycle = RECYCLE if recycle is None else recycle  # tasks per pool (0: one pool for the run)
        self.pool = None
        self.given = 0  # tasks given to the current pool
        self.started: list[str] = []  # the kind of each pool started: "extract" (with the model) or "brief"

    def __enter__(self) -> "LocalWorkers":
        return self

    def __exit__(self, *exc) -> None:
        self._retire()

    def _retire(self) -> None:
        """End the current pool (its workers exit once idle); the next task starts a new one."""
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None
        self.given = 0

    def _start(self, kind: str):
        """The pool for ``kind`` of task, started on first use (an ingest with nothing new starts no
        process); a pool of the other kind ends first."""
        if self.pool is not None and self.started[-1] != kind:
            self._retire()
        if self.pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            if kind == "extract" and "extract" not in self.started:
                self.tell("loading the English model", 0, None)
            self.started.append(kind)
            if threading.active_count() == 1 and "fork" in multiprocessing.get_all_start_methods():
                # each worker loads the model as it starts, while this process goes on reading inputs
                context = multiprocessing.get_context("fork")
            else:  # forking a process that runs other threads may copy a held lock
                context = multiprocessing.get_context("spawn")
            self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context, initializer=_warm,
                                            initargs=(self.model if kind == "extract" else None, os.getpid()))
        return self.pool

    def _ordered(self, tasks: Iterable[tuple[object, tuple]], fallback, kind: str = "extract") \
            -> Iterator[tuple[object, object]]:
        """(key, result) of each (key, args) task, in order, ``ahead`` batches per worker in flight, on
        a pool of ``kind``; ``fallback(args)`` makes the result here when the task failed or the pool broke."""
        from concurrent.futures.process import BrokenProcessPool

        pending: deque = deque()
        tasks = iter(tasks)
        broken = False

        def submit() -> bool:
            """Give out the next task; False when there is none, or when the pool has had its
            ``recycle`` tasks and some are still out (the pool is replaced once they are back)."""
            if not broken and self.recycle and self.given >= self.recycle:
                if any(future is not None for _, _, future in pending):
                    return False
                self._retire()
            item = next(tasks, None)
            if item is None:
                return False
            key, (fn, *args) = item
            future = None
            if not broken:
                try:
                    future = self._start(kind).submit(fn, *args)
                    self.given += 1
                except (BrokenProcessPool, RuntimeError):
                    future = None
            pending.append((key, args, future))
            return True

        def fill() -> None:
            while len(pending) < self.ahead * self.jobs and submit():
                pass

        fill()
        while pending:
            key, args, future = pending.popleft()
            result = None
            if future is not None:
                try:
                    result = future.result()
                except BrokenProcessPool as exc:
                    if not broken:
                        LOG.warning("a worker process died (%s); going on in this process", exc)
                    broken = True
                except Exception as exc:  # the task failed in the worker: do it here
                    LOG.warning("a batch failed in a worker process (%s: %s); doing it here",
                                type(exc).__name__, str(exc)[:200])
            if result is None:
                result = fallback(args)
            fill()  # the workers go on while this result is used
            yield key, result

    def prepared(self, batches: Iterable[list]) -> Iterator[tuple[list, list]]:
        """For each batch of (raw, digest) items (None: nothing to do), (batch, results) in order."""
        from storyline.stages import prepare_json, shared_nlp

        def tasks():
            for batch in batches:
                yield batch, (prepare_task, [item[0] for item in batch if item is not None], self.model,
                              self.disable)

        def here(args):
            raws, model, disable = args
            return prepare_json(raws, shared_nlp(model), disable) if raws else []

        for batch, made in self._ordered(tasks(), here):
            made = iter(made)
            yield batch, [None if item is None else next(made) for item in batch]
        self._retire()  # the model's memory is not held through the regroup

    def brief_mapper(self, batch: int = 4):
        """A ``brief_mapper`` for ``pipeline.update_stories``: the briefs of ``batch`` stories per task,
        in story order; the store is read here (the one connection), the briefs made in the workers."""

        def mapper(store, stories, copies: dict[str, str], settings) -> Iterator[tuple[str, dict]]:
            from storyline.stages import build_story_brief
            from storyline.scale.briefs import brief_task as build

            settings_data = dataclasses.asdict(settings)
            by_story = {story.id: story for story in stories}

            def tasks():
                for i in range(0, len(stories), batch):
                    chunk = stories[i:i + batch]
                    payload = []
                    for story in chunk:
                        ids = list(story.articles)
                        payload.append((story, {a.id: a for a in store.articles(ids)}, store.findings_json(ids),
                                        {a: copies[a] for a in story.articles if a in copies}))
                    yield [s.id for s in chunk], (brief_task, payload, settings_data)

            def here(args):
                payload, data = args
                try:
                    return build(payload, data)
                except Exception:  # as the serial path would: one story at a time, from the store
                    return [(story.id, build_story_brief(store, by_story[story.id], copies, settings))
                            for story, *_ in payload]

            for _ids, made in self._ordered(tasks(), here, "brief"):
                yield from made

        return mapper
