"""No comment or source note of the extractors' data files (storyline/extract/data/*.toml) quotes the
text of a benchmark's reported split: the check tests/test_no_heldout_text.py makes of Python
comments, made of the word lists' files (every run of 8 words of a comment block or a string value)."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "storyline" / "extract" / "data"
N = 8


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKC", text).lower().replace("’", "'")
    return re.findall(r"[a-z0-9]+", text)


def _grams(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + N]) for i in range(len(words) - N + 1)}


def _blocks(src: str) -> list[tuple[int, str]]:
    """(first line, text) of each comment block and each string value of a TOML file."""
    out, block, start = [], [], 0
    for i, line in enumerate(src.splitlines(), 1):
        if line.lstrip().startswith("#"):
            if not block:
                start = i
            block.append(line.lstrip().lstrip("#"))
        elif block:
            out.append((start, " ".join(block)))
            block = []
    if block:
        out.append((start, " ".join(block)))

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for v in value.values():
                yield from strings(v)
        elif isinstance(value, list):
            for v in value:
                yield from strings(v)

    out += [(0, s) for s in strings(tomllib.loads(src))]
    return out


def _hits(src: str, grams: set) -> list[tuple[int, str]]:
    return [(line, text[:100]) for line, text in _blocks(src) if _grams(_words(text)) & grams]


def test_scanner_finds_a_quoted_comment_and_value():
    grams = _grams(_words("The big grey dog ran all the way home, tired after the long walk."))
    src = ('source = "hand-written"\n# as in "the big grey dog ran\n# all the way home, tired"\n'
           'x = "a b c"\ny = "so the big grey dog ran all the way home"\n')
    assert [line for line, _ in _hits(src, grams)] == [2, 0]
    assert _hits('source = "nothing quoted here at all, not one word of it"\n', grams) == []


@pytest.fixture(scope="module")
def reported_grams(bench_dir):
    from storyline.evaluation.splits import reported_texts

    grams: set = set()
    for text in reported_texts(bench_dir):
        grams |= _grams(_words(text))
    assert len(grams) > 100_000  # every reported split was read
    return grams


def test_no_data_file_quotes_a_reported_split(reported_grams):
    bad = [f"{p.name}:{line}: {text}" for p in sorted(DATA.glob("*.toml"))
           for line, text in _hits(p.read_text(encoding="utf-8"), reported_grams)]
    assert not bad, "data-file text quoting a benchmark's reported split:\n" + "\n".join(bad)
