"""The Python API's ``analyze``: the pipeline's, with its paths checked first.

``storyline.analyze("three.jsonl")`` (one path as a ``str`` or ``Path``) reads that file, not the
characters of its name; a path that does not exist raises ``InputError`` before anything is read
(as ``open`` would), unless an ``on_error`` callback is given, which then hears of it and the
run goes on, as it does for every input that cannot be read.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

from .errors import InputError
from .pipeline import ErrorHandler
from .settings import Settings


def analyze(
    paths: str | os.PathLike | Iterable[str | os.PathLike],
    settings: Settings | None = None,
    on_error: ErrorHandler | None = None,
    on_skip: ErrorHandler | None = None,
) -> dict:
    """Analyse files or folders end to end in a temporary store; return the JSON contract as a dict.

    Example::

        >>> result = storyline.analyze("articles/")
        >>> [s["title"] for s in result["stories"]]
    """
    from .pipeline import analyze as run
    from .readers import path_kind

    given = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    if on_error is None:
        for p in given:
            kind = path_kind(Path(p))
            if kind not in ("dir", "file", "other"):
                raise InputError(str(p), kind)
    return run(given, settings, on_error=on_error, on_skip=on_skip)
