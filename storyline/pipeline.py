"""The whole flow, stage after stage: ingest → clean → extract → store → dedupe → group → brief.

Library entry points: ``ingest(store, paths)`` adds inputs to a store and brings its stories
and briefs up to date; ``analyze(paths)`` does everything in a temporary store and returns
the JSON contract as a dict.
"""

from __future__ import annotations

import logging
import tempfile
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator

from .model import Article, Story
from .settings import Settings
from .stages import Note, brief_of, build_story_brief, prepare, prepare_batch, prepare_json, shared_nlp  # noqa: F401
from .store import Store, content_hash

CONTRACT_VERSION = 1
# the rules a brief is made by from its story's findings: bumped when the same findings would give
# another brief, so that a store's briefs made before are made again at its next ingest or reextract
# (2: a fact shown by a quotation's or a denial's words says whose they are, ``who`` / ``says``;
# 3: also a clause a named source reports; 4: a rebuttal by "the sheriff" is the story's one sheriff's;
# 5: a quotation without a speaker takes the one another article names for the same words;
# 8: a bare surname written once, one letter off the story's one surname it fits, is that person;
# 9: a figure told in the sentences of a fact naming it is that fact told again;
# 10: a name written with its nickname in quotation marks is also the nickname and the surname;
# 11: a fact's ``about`` is its first he/she, also after a fronted clause;
# 12: a vaguer figure joins the one slot left once the precise ones it fits are one sum;
# 13: a fact's ``who`` that is a news outlet is its full name;
# 14: a quotation three words longer than the part another outlet ran is its own row;
# 15: a clause of time or reason is shown from its subject ("clinics began racing ...", not "just one day
# after clinics ..."), a relative clause without its noun ("in which the economy added ...") is no claim alone,
# a bare title is the outlet's words, not those of the one whose sentence it is in;
# 16: two dates conflict only where the two clauses name one act, both done or both to come ("this fall"
# holds Oct. 5); no figures conflict that one article gives both of; "up to" holds "about"; one name
# written two ways names no two people; a relative clause the parse hung on a day ("Monday, which ...") is
# no claim alone; the day of a report ("Thursday's report showed ...") dates no act it reports)
BRIEF_RULES = 16
LOG = logging.getLogger("storyline")

ErrorHandler = Callable[[str, str], None]


@dataclass
class IngestReport:
    """What one ingest did: counts, and the inputs that failed or were skipped (path, reason)."""

    read: int = 0
    added: int = 0
    unchanged: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    stories_changed: list[str] = field(default_factory=list)
    unnamed: list[Article] = field(default_factory=list)  # stored as "unnamed source N" (storyline.outlets)


def _log_error(path: str, reason: str) -> None:
    LOG.warning("%s: %s", path, reason)


def ingest(
    store: Store,
    paths: Iterable[str | Path],
    settings: Settings | None = None,
    on_error: ErrorHandler | None = None,
    on_skip: ErrorHandler | None = None,
    on_article: Callable[[Article | None], None] | None = None,
    nlp=None,
    progress: Callable[[str, int, int | None], None] | None = None,
) -> IngestReport:
    """Read, clean, extract and store every new article under ``paths``, then regroup and rebrief.

    Inputs already stored (same outlet, title, url and text) are counted as unchanged and
    left alone, so ingesting the same input twice adds nothing. ``on_article`` is called once
    per article read (None for one already stored), e.g. to advance a progress bar;
    ``progress(stage, done, total)`` is told the stages (``storyline.progress``).

    Cleaning and extraction run ``BATCH`` articles at a time (the spaCy parse batched), in
    ``settings.jobs`` worker processes (0: one per core; ``scale.local``) unless ``nlp`` is given
    or one job is asked for; the articles are written in input order, a batch per transaction,
    so the store is the same whatever the number of jobs.
    """
    from .extract.components import parse_disable
    from .readers import read_paths
    from .settings import worker_count

    settings = settings or Settings()
    report = IngestReport()
    disable = parse_disable(settings.extract_disable)  # an unknown name stops the run before it reads

    def failed(path: str, reason: str) -> None:
        report.failed.append((path, reason))
        (on_error or _log_error)(path, reason)

    def skipped(path: str, reason: str) -> None:
        report.skipped.append((path, reason))
        if on_skip:
            on_skip(path, reason)

    tell = progress or (lambda *_: None)

    def new_articles() -> Iterator[tuple[Article, str] | None]:
        """Each article read: (raw, content hash), or None when it is stored already or repeats an
        earlier input of this run."""
        pending: set[str] = set()
        files, last_path = 0, None
        for raw in read_paths(paths, settings, on_error=failed, on_skip=skipped):
            report.read += 1
            if raw.path != last_path:
                files, last_path = files + 1, raw.path
                tell("reading", files, None)
            digest = content_hash(raw)
            if digest in pending or store.has_content(digest):
                yield None
            else:
                pending.add(digest)
                yield raw, digest

    def store_batch(batch: list, results: list) -> None:
        with store.transaction():  # one commit for the batch (each article still in its own savepoint)
            for item, result in zip(batch, results):
                if item is None:
                    report.unchanged += 1
                    stored = None
                else:
                    article, findings_json, problem = result
                    if problem:
                        (skipped if isinstance(problem, Note) else failed)(article.path or article.id, problem)
                    stored = store.add_article(article, None, item[1], findings_json=findings_json)
                    if stored is None:
                        report.unchanged += 1
                    else:
                        report.added += 1
                        if not stored.source_known:
                            report.unnamed.append(stored)
                if on_article:
                    on_article(stored)

    jobs = 1 if nlp is not None else worker_count(settings.jobs)
    with _preparer(jobs, settings.spacy_model, nlp, tell, disable) as (run, brief_mapper):
        for batch, results in run(_batches(new_articles(), BATCH)):
            store_batch(batch, results)
        warn_unnamed(report)
        if report.added or store.regroup_due():  # due also when an earlier ingest was killed before regrouping
            report.stories_changed = update_stories(store, settings, brief_mapper=brief_mapper, progress=progress)
    return report


def warn_unnamed(report: IngestReport) -> None:
    """One warning line naming the articles stored as "unnamed source N" and how to name them."""
    if report.unnamed:
        from .outlets import unnamed_warning

        LOG.warning("%s", unnamed_warning(report.unnamed))


BATCH = 8  # articles cleaned, parsed and extracted together, and written in one transaction


def _batches(items: Iterable, size: int) -> Iterator[list]:
    batch: list = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


@contextmanager
def _preparer(jobs: int, model: str, nlp=None, tell=lambda *_: None, disable=()):
    """(run, brief_mapper): ``run`` maps batches of (raw, digest) items (None: nothing to do) to
    (batch, results) in order, each result (article, findings JSON, problem) from ``prepare_json``
    (``disable``: extraction components left out); ``brief_mapper`` goes to ``update_stories``.
    Both use worker processes when ``jobs`` > 1 (``scale.local.LocalWorkers``); else everything
    runs here (brief_mapper None)."""
    if jobs > 1:
        from .scale.local import LocalWorkers

        with LocalWorkers(jobs, model, tell=tell, disable=disable) as workers:
            yield workers.prepared, workers.brief_mapper()
        return
    state = {"nlp": nlp}

    def run(batches: Iterable[list]) -> Iterator[tuple[list, list]]:
        for batch in batches:
            raws = [item[0] for item in batch if item is not None]
            if raws and state["nlp"] is None:
                tell("loading the English model", 0, None)  # seconds before the first article is extracted
                state["nlp"] = shared_nlp(model)
            made = iter(prepare_json(raws, state["nlp"], disable) if raws else [])
            yield batch, [None if item is None else next(made) for item in batch]

    yield run, None


CopyFinder = Callable[[list[Article], Settings], dict[str, str]]


def update_stories(store: Store, settings: Settings, copy_finder: CopyFinder | None = None,
                   pair_source=None, brief_mapper=None, progress=None) -> list[str]:
    """Recompute copies and story grouping over the store; rebuild the briefs that changed.

    Story ids are stable: a story keeps its id while it gains articles, and when stories
    merge the oldest id survives (the others point to it). ``copy_finder(articles, settings)``
    replaces ``dedupe.find_copies`` (the distributed job computes the same map on its
    cluster); it runs under the regroup lock, over exactly the articles being grouped.
    ``pair_source`` goes to ``cluster.group`` (the distributed job computes the similar pairs
    per time partition, ``scale.grouping.partitioned_pairs``). ``brief_mapper(store, stories,
    copies, settings)`` yields (story id, brief) for the stories to rebuild, in their order, in
    place of ``build_story_brief`` one by one (``scale.briefs.briefs_on_cluster``).
    ``progress(stage, done, total)`` is told the stages (copies, grouping, briefs N/M).
    """
    with store.regroup_lock():  # one regroup at a time: two ingests must not interleave their story maps
        generation = store.generation()  # read before the articles: a later article keeps the regroup due
        changed = _regroup(store, settings, copy_finder, pair_source, brief_mapper, progress or (lambda *_: None))
        store.mark_grouped(generation)
    return changed


def _regroup(store: Store, settings: Settings, copy_finder: CopyFinder | None, pair_source=None,
             brief_mapper=None, tell=lambda *_: None) -> list[str]:
    """The body of ``update_stories``, run under the store's regroup lock."""
    from .cluster import group, story_title
    from .dedupe import CopyIndex, find_copies

    articles = store.articles()
    by_id = {a.id: a for a in articles}
    order = {a.id: i for i, a in enumerate(articles)}
    tell("finding copies", 0, None)
    if copy_finder is None:
        index = CopyIndex(settings)
        sketches = store.sketches(index.kind)  # each article's copy sketch is made once, then kept
        known = set(sketches)
        copies = find_copies(articles, settings, sketches, index)
        store.save_sketches(index.kind, {a: sk for a, sk in sketches.items() if a not in known})
    else:
        copies = copy_finder(articles, settings)
    tell("grouping", 0, None)
    provisional = group(articles, settings, copy_of=copies, pair_source=pair_source, edits=store.edits(),
                        features_of=None if pair_source is not None else cached_features(store))
    old = store.assignments()

    clusters: dict[str, list[str]] = defaultdict(list)
    for aid in sorted(provisional, key=order.__getitem__):
        clusters[provisional[aid]].append(aid)
    next_n = store.next_story_number()
    used: set[str] = set()
    final: dict[str, str] = {}
    for prov in sorted(clusters, key=lambda p: order[clusters[p][0]]):
        members = clusters[prov]
        olds = sorted({old[a] for a in members if a in old}, key=lambda s: int(s[1:]))
        sid = next((s for s in olds if s not in used), None)
        if sid is None:
            sid = f"s{next_n}"
            next_n += 1
        used.add(sid)
        for aid in members:
            final[aid] = sid

    before = defaultdict(set)  # each old story's articles
    for aid, sid in old.items():
        before[sid].add(aid)
    merged = {}
    for sid in set(old.values()) - used:
        holders = [final[a] for a in before[sid] if a in final]  # (their order does not matter: counts)
        if holders:
            merged[sid] = max(sorted(set(holders)), key=holders.count)

    members_by_story: dict[str, list[str]] = defaultdict(list)
    for aid in sorted(final, key=order.__getitem__):
        members_by_story[final[aid]].append(aid)
    titles = store.story_titles()  # a story whose articles did not change keeps its title
    info = {}
    for sid, aids in members_by_story.items():
        dates = sorted(by_id[a].published for a in aids if by_id[a].published)
        same = before.get(sid) == set(aids) and sid in titles
        info[sid] = {
            "title": titles[sid] if same else story_title([by_id[a] for a in aids]),
            "first_published": dates[0].isoformat() if dates else None,
            "last_published": dates[-1].isoformat() if dates else None,
        }
    store.save_grouping(copies, info, final, merged)

    todo = []
    briefed = store.brief_members()  # (title, articles) of every brief, without reading the briefs
    old_rules = store.brief_rules() != BRIEF_RULES  # briefs made by other rules: every one is made again
    for sid, aids in sorted(members_by_story.items(), key=lambda kv: int(kv[0][1:])):
        stale = briefed.get(sid)
        # a brief is also stale when it lists other articles (a regroup killed before rebuilding it)
        if (old_rules or set(aids) != before.get(sid) or stale is None or stale[0] != info[sid]["title"]
                or stale[1] != set(aids)):
            todo.append(Story(sid, info[sid]["title"], tuple(aids)))
    if brief_mapper is None:
        made = ((story.id, build_story_brief(store, story, copies, settings)) for story in todo)
    else:
        made = brief_mapper(store, todo, copies, settings)
    changed = []
    tell("briefs", 0, len(todo))
    for sid, brief in made:
        store.save_brief(sid, brief)
        changed.append(sid)
        tell("briefs", len(changed), len(todo))
    if old_rules:
        store.mark_brief_rules(BRIEF_RULES)
    return changed


def cached_features(store: Store):
    """A ``features_of`` for ``cluster.group``: a block's grouping features read from the store, the
    missing ones computed and kept (so a regroup of a large store computes only the new articles')."""
    from .cluster_features import features, features_kind

    kind = features_kind()

    def features_of(block: list[Article]) -> list[tuple[dict, dict]]:
        known = store.features(kind, [a.id for a in block])
        new = {a.id: features(a) for a in block if a.id not in known}
        store.save_features(kind, new)
        known.update(new)
        return [known[a.id] for a in block]

    return features_of


def briefs(store: Store) -> dict:
    """Every live story's brief, oldest story first, as the JSON contract."""
    stories = sorted(store.stories(), key=lambda s: s["n"])
    return {"version": CONTRACT_VERSION, "stories": [b for s in stories if (b := store.brief(s["id"])) is not None]}


def analyze(
    paths: Iterable[str | Path],
    settings: Settings | None = None,
    on_error: ErrorHandler | None = None,
    on_skip: ErrorHandler | None = None,
) -> dict:
    """Analyse files or folders end to end in a temporary store; return the JSON contract as a dict.

    Example::

        >>> result = storyline.analyze(["articles/"])
        >>> [s["title"] for s in result["stories"]]
    """
    with tempfile.TemporaryDirectory(prefix="storyline-") as tmp:
        with Store(Path(tmp) / "analyze.db") as store:
            ingest(store, paths, settings, on_error=on_error, on_skip=on_skip)
            return briefs(store)

