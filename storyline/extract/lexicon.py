"""The extractors' word lists and patterns as data: the TOML files of ``extract/data``.

One file per extractor (or per concept several share), each with a ``source`` saying where its
entries came from, and one key per list with a comment on what the list is for. A word list is
a string of words separated by white space (``words``) or an array of strings (``phrases``, kept
in order); a table maps words to values (``mapping``). A regular expression over words is an entry
of the file's ``[regex]`` table (``regex``: a string, or an array of pieces joined as they are; its
flags written inline, "(?i)"; "{{key}}" stands for another entry of the same table, "{{file.key}}"
for one of another file), compiled once. Each file is read once per process.
``digest()`` identifies the whole folder; findings carry it in their extraction version, so a
changed list marks the findings built with the old one.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=None)
def table(name: str) -> MappingProxyType:
    """The contents of ``data/<name>.toml``, read once; a file without ``source`` is refused."""
    import tomllib

    path = DATA / f"{name}.toml"
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    if not str(data.get("source", "")).strip():
        raise ValueError(f"{path}: no 'source' (where its entries came from)")
    return MappingProxyType(data)


def _entry(name: str, key: str):
    data = table(name)
    if key not in data:
        raise KeyError(f"{DATA / name}.toml has no list {key!r}")
    return data[key]


def words(name: str, key: str) -> frozenset[str]:
    """A word list: ``key`` of ``data/<name>.toml``, split on white space (or an array of entries)."""
    value = _entry(name, key)
    return frozenset(value.split() if isinstance(value, str) else value)


def phrases(name: str, key: str) -> tuple[str, ...]:
    """An ordered list of entries (an array, or a string split on white space)."""
    value = _entry(name, key)
    return tuple(value.split() if isinstance(value, str) else value)


def mapping(name: str, key: str) -> MappingProxyType:
    """A table of ``data/<name>.toml`` (word -> value; an array value as a tuple), read-only, in file order."""
    return MappingProxyType({k: tuple(v) if isinstance(v, list) else v for k, v in _entry(name, key).items()})


_REF = re.compile(r"\{\{(?:(\w+)\.)?(\w+)\}\}")


@lru_cache(maxsize=None)
def regex_source(name: str, key: str) -> str:
    """The text of the regular expression ``key`` of the ``[regex]`` table of ``data/<name>.toml``,
    its pieces joined and its "{{key}}" references filled in."""
    table_ = table(name).get("regex", {})
    if key not in table_:
        raise KeyError(f"{DATA / name}.toml has no regex {key!r}")
    value = table_[key]
    text = value if isinstance(value, str) else "".join(value)
    return _REF.sub(lambda m: regex_source(m.group(1) or name, m.group(2)), text)


@lru_cache(maxsize=None)
def regex(name: str, key: str) -> re.Pattern:
    """The regular expression ``key`` of the ``[regex]`` table of ``data/<name>.toml``, compiled once."""
    return re.compile(regex_source(name, key))


# Files read after extraction (by the alignment of claims across articles): not in the digest, so a
# change to them does not make stored findings stale.
NOT_EXTRACTION = frozenset({"alignment"})


@lru_cache(maxsize=1)
def digest() -> str:
    """sha256 over the extraction's data files (names and bytes, in name order; ``NOT_EXTRACTION`` left out)."""
    h = hashlib.sha256()
    for path in sorted(DATA.glob("*.toml")):
        if path.stem not in NOT_EXTRACTION:
            h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def files() -> list[str]:
    """The names of the data files (without ``.toml``), in order."""
    return sorted(p.stem for p in DATA.glob("*.toml"))
