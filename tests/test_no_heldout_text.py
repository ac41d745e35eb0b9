"""No comment or docstring in storyline/ quotes the text of a benchmark's reported split.

A mechanical check: every run of 8 words (lower-cased, NFKC, only letters and digits kept) of a
comment block or docstring in ``storyline/**/*.py`` must not occur in the texts of the reported
splits (ECB+ test topics 36-45, the NewsQuant held-out half, PolNeAR test, NeuS test, the reported
events of basil-crosscheck). This test may read those texts; nothing else written from them may.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
N = 8


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKC", text).lower().replace("’", "'")
    return re.findall(r"[a-z0-9]+", text)


def _grams(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + N]) for i in range(len(words) - N + 1)}


def _blocks(src: str) -> list[list[tuple[int, str]]]:
    """Comment blocks (consecutive comment lines joined) and docstrings, as (line, text) lists."""
    out: list[list[tuple[int, str]]] = []
    block: list[tuple[int, str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.COMMENT:
            block.append((tok.start[0], tok.string.lstrip("#")))
        elif tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) and block:
            out.append(block)
            block = []
    if block:
        out.append(block)
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.append([(first.lineno + i, line) for i, line in enumerate(first.value.value.splitlines())])
    return out


def _hits(src: str, grams: set) -> list[tuple[int, str]]:
    """(line, text) of every comment/docstring line where a reported-split 8-gram starts."""
    found = []
    for block in _blocks(src):
        words, lines = [], []
        for line, text in block:
            w = _words(text)
            words += w
            lines += [line] * len(w)
        seen = sorted({lines[i] for i in range(len(words) - N + 1) if tuple(words[i:i + N]) in grams})
        found += [(line, dict(block)[line].strip()) for line in seen]
    return found


def test_scanner_finds_a_quote_across_comment_lines():
    """The check itself can fail: a quote split over two comment lines is found, at its first line."""
    grams = _grams(_words("The big grey dog ran all the way home, tired after the long walk."))
    src = 'x = 1  # no quote here\n# as in "the big grey dog ran\n# all the way home, tired"\ny = 2\n'
    assert _hits(src, grams) == [(2, 'as in "the big grey dog ran')]
    assert _hits('def f():\n    """Nothing quoted in this docstring at all, not one word."""\n', grams) == []


@pytest.fixture(scope="module")
def reported_grams(bench_dir):
    from storyline.evaluation.splits import reported_texts

    grams: set = set()
    for text in reported_texts(bench_dir):
        grams |= _grams(_words(text))
    assert len(grams) > 100_000  # every reported split was read
    return grams


def test_no_comment_quotes_a_reported_split(reported_grams):
    bad = []
    for path in sorted((ROOT / "storyline").rglob("*.py")):
        for line, text in _hits(path.read_text(encoding="utf8"), reported_grams):
            bad.append(f"{path.relative_to(ROOT)}:{line}: {text[:100]}")
    assert not bad, "comments quoting a benchmark's reported split (write a hand-made example):\n" + "\n".join(bad)
