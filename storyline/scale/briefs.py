"""Story briefs built on the Dask workers: ``pipeline.brief_of``, the same function, per story.

After a large ingest most stories are new and their briefs (alignment, judgement, summary) are
the serial tail of the job. ``briefs_on_cluster(client)`` is a ``brief_mapper`` for
``pipeline.update_stories``: the driver reads each story's articles and stored findings (JSON
text, decoded on the worker) from the SQLite store, sends batches of stories to the workers,
and writes the briefs back in story order as they come, with a bounded number of batches in
flight. A batch whose task fails (even on a worker that dies) is built on the driver instead.
"""

from __future__ import annotations

import dataclasses
import logging
from collections import deque
from collections.abc import Iterator

from storyline.model import Story

LOG = logging.getLogger("storyline")
BATCH = 8  # stories per task
AHEAD = 3  # batches in flight per worker


def brief_task(batch: list[tuple], settings_data: dict) -> list[tuple[str, dict]]:
    """(story id, brief) of each (story, articles, findings JSON, copies) of the batch."""
    from storyline.stages import brief_of
    from storyline.settings import Settings
    from storyline.store import findings_from_json

    settings = Settings(**settings_data)
    return [(story.id, brief_of(story, articles, {a: findings_from_json(t) for a, t in found.items()}, copies,
                                settings))
            for story, articles, found, copies in batch]


def briefs_on_cluster(client, batch: int = BATCH, ahead: int = AHEAD):
    """A ``brief_mapper`` for ``pipeline.update_stories`` that builds the briefs on ``client``'s workers."""

    def mapper(store, stories: list[Story], copies: dict[str, str], settings) -> Iterator[tuple[str, dict]]:
        from storyline.stages import build_story_brief

        settings_data = dataclasses.asdict(settings)
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        chunks = iter([stories[i:i + batch] for i in range(0, len(stories), batch)])
        pending: deque = deque()

        def submit() -> None:
            chunk = next(chunks, None)
            if chunk is None:
                return
            payload = []
            for story in chunk:
                ids = list(story.articles)
                payload.append((story, {a.id: a for a in store.articles(ids)}, store.findings_json(ids),
                                {a: copies[a] for a in story.articles if a in copies}))
            pending.append((chunk, client.submit(brief_task, payload, settings_data, pure=False, retries=1)))

        for _ in range(ahead * workers):
            submit()
        while pending:
            chunk, future = pending.popleft()
            submit()
            try:
                made = future.result()
            except Exception as exc:  # the batch failed on the cluster: build it here
                LOG.warning("briefs of %d stories failed on the cluster (%s: %s); building them here",
                            len(chunk), type(exc).__name__, str(exc)[:200])
                made = [(story.id, build_story_brief(store, story, copies, settings)) for story in chunk]
            yield from made

    return mapper
