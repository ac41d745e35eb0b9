"""spaCy ``Matcher`` patterns as data: the ``[patterns]`` table of a file of ``extract/data``.

A pattern is spaCy's token-pattern format written in TOML; a string value "@file.list" inside it
stands for the word list ``list`` of ``data/file.toml`` (so a pattern and the code share one list),
"@file.list." for those words and each written with a full stop ("mr", "mr."). Token
attributes the patterns may use besides spaCy's own: ``_.cap_initial`` (the token's first character
is an upper-case letter, Unicode-wide, which no spaCy attribute says). A matcher is built once per
vocabulary and kept.
"""

from __future__ import annotations

from functools import lru_cache

from .lexicon import table, words


def _expand(value, name: str):
    if isinstance(value, str) and value.startswith("@"):
        ref = value[1:]
        full_stop = ref.endswith(".")
        file, _, key = ref.rstrip(".").rpartition(".")
        ws = words(file or name, key)
        return sorted(ws | {f"{w}." for w in ws}) if full_stop else sorted(ws)
    if isinstance(value, dict):
        return {k: _expand(v, name) for k, v in value.items()}
    if isinstance(value, list):
        return [_expand(v, name) for v in value]
    return value


def patterns(name: str, key: str) -> list[list[dict]]:
    """The token patterns ``key`` of ``data/<name>.toml`` with their "@list" references filled in."""
    return _expand(list(table(name)["patterns"][key]), name)


def _register_attrs() -> None:
    from spacy.tokens import Token

    if not Token.has_extension("cap_initial"):
        Token.set_extension("cap_initial", getter=lambda t: t.text[:1].isupper())


@lru_cache(maxsize=None)
def matcher(name: str, key: str, vocab):
    """A ``Matcher`` holding the patterns ``key`` of ``data/<name>.toml`` (under that key), for ``vocab``."""
    from spacy.matcher import Matcher

    _register_attrs()
    m = Matcher(vocab)
    m.add(key, patterns(name, key))
    return m


def match_starts(doc, name: str, key: str) -> list[int]:
    """The token offsets where the patterns ``key`` of ``data/<name>.toml`` match in ``doc``, in text
    order; found once per Doc (kept in ``doc.user_data``)."""
    cache_key = f"storyline.matches.{name}.{key}"
    starts = doc.user_data.get(cache_key)
    if starts is None:
        starts = doc.user_data[cache_key] = [a for a, _ in longest_from_each_start(doc, name, key)]
    return starts


def longest_from_each_start(doc, name: str, key: str) -> list[tuple[int, int]]:
    """(start, end) token offsets: for every token where a pattern matches, its longest match, in text order."""
    ends: dict[int, int] = {}
    for _id, start, end in matcher(name, key, doc.vocab)(doc):
        ends[start] = max(end, ends.get(start, end))
    return sorted(ends.items())
