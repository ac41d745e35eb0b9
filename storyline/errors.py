"""Errors raised by storyline.

    StorylineError
     ├── InputError(path, reason)   one input file could not be read; the run goes on
     ├── StoreError                 the SQLite store is unusable (locked, wrong schema)
     └── MissingExtra(extra)        an optional feature needs `pip install storyline[extra]`
"""

from __future__ import annotations


class StorylineError(Exception):
    """Base class of every error storyline raises on purpose."""


class InputError(StorylineError):
    """An input that cannot be read: shown to the user as one line ``path: reason``."""

    def __init__(self, path: str, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class StoreError(StorylineError):
    """The store cannot be opened or written."""


class MissingExtra(StorylineError):
    """An optional dependency is missing."""

    def __init__(self, extra: str, module: str):
        super().__init__(f"this needs the '{extra}' extra ({module} is missing): pip install 'storyline[{extra}]'")
        self.extra = extra
        self.module = module
