"""Model objects to JSON-ready dicts and back (used by the store and the distributed job)."""

from __future__ import annotations

import dataclasses
import types
import typing
from datetime import date, datetime
from functools import lru_cache

from . import model


def to_data(obj):
    """A dataclass tree as plain JSON-ready data (dates as ISO strings, tuples as lists)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    if isinstance(obj, (datetime, date)):
        return obj.isoformat()
    return obj


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    return typing.get_type_hints(cls, vars(model))


def from_data(cls, data):
    """Rebuild an object of type ``cls`` (a model dataclass or a typing annotation) from ``to_data`` output."""
    if data is None:
        return None
    origin = typing.get_origin(cls)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(cls) if a is not type(None)]
        return from_data(options[0], data)
    if origin is tuple:
        args = typing.get_args(cls)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], x) for x in data)
        return tuple(data)
    if origin is list:
        (arg,) = typing.get_args(cls)
        return [from_data(arg, x) for x in data]
    if origin is dict:
        return dict(data)
    if cls is datetime:
        return datetime.fromisoformat(data)
    if cls is date:
        return date.fromisoformat(data)
    if dataclasses.is_dataclass(cls):
        hints = _hints(cls)
        return cls(**{k: from_data(hints[k], v) for k, v in data.items() if k in hints})
    return data
