"""storyline: every outlet's version of a story, cross-checked.

    >>> import storyline
    >>> result = storyline.analyze(["articles/"])      # the JSON contract as a dict (a missing path raises InputError)
    >>> with storyline.Store("news.db") as store:      # or keep a store and add to it
    ...     storyline.ingest(store, ["feeds/"])
"""

import logging

from .errors import InputError, MissingExtra, StoreError, StorylineError
from .model import Article, Conflict, Evidence, Fact, Findings, Story
from .api import analyze
from .pipeline import CONTRACT_VERSION, IngestReport, briefs, ingest
from .settings import SETTINGS, Settings
from .store import Store

__all__ = [
    "CONTRACT_VERSION", "SETTINGS", "Article", "Conflict", "Evidence", "Fact", "Findings", "IngestReport",
    "InputError", "MissingExtra", "Settings", "Store", "StoreError", "Story", "StorylineError", "analyze",
    "briefs", "ingest",
]

logging.getLogger("storyline").addHandler(logging.NullHandler())
