"""The shape of storyline/extract: no import cycles, no private names taken from another module,
word lists as data (every file says where its entries came from, every list is used), and no
function with 40 or more branch points."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from storyline.extract import lexicon
from tests.helpers.cycles import cycles as _cycles

EXTRACT = Path(__file__).resolve().parents[1] / "storyline" / "extract"
MODULES = sorted(p.stem for p in EXTRACT.glob("*.py"))


def _trees():
    return {m: ast.parse((EXTRACT / f"{m}.py").read_text(encoding="utf-8")) for m in MODULES}


def _imports(tree) -> list[tuple[str, list[str]]]:
    """(module of the package, names) for every relative import, at module level or inside functions."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [a.name for a in node.names]
            if node.module is None:
                out += [(n, []) if n in MODULES else ("__init__", [n]) for n in names]
            else:
                out.append((node.module.split(".")[0], names))
    return out


def test_no_import_cycles_in_extract():
    edges = {m: {t for t, _ in _imports(tree) if t in MODULES} for m, tree in _trees().items()}
    assert _cycles(edges) == []


def test_no_private_names_imported_from_another_module():
    taken = [(m, t, n) for m, tree in _trees().items() for t, names in _imports(tree) for n in names
             if n.startswith("_") and t in MODULES]
    assert taken == []


def test_cycle_finder_sees_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def branch_points(fn) -> int:
    """Decision points of a function (nested functions included): if/elif, loops, except, assert,
    conditional expressions, each extra operand of and/or, comprehension loops and their ifs."""
    n = 0
    for node in ast.walk(fn):
        if isinstance(node, (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.Assert)):
            n += 1
        elif isinstance(node, ast.BoolOp):
            n += len(node.values) - 1
        elif isinstance(node, ast.comprehension):
            n += 1 + len(node.ifs)
        elif isinstance(node, ast.match_case):
            n += 1
    return n


def test_branch_points_counts_decisions():
    fn = ast.parse("def f(a, b):\n    if a and b or a:\n        return [x for x in a if x]\n    while b:\n"
                   "        b = 1 if a else 2\n").body[0]
    assert branch_points(fn) == 1 + 2 + 2 + 1 + 1


def test_no_function_has_40_branch_points():
    sizes = sorted(((branch_points(node), f"{m}.{node.name}") for m, tree in _trees().items()
                    for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))),
                   reverse=True)
    assert [s for s in sizes if s[0] >= 40] == []


@pytest.mark.parametrize("name", lexicon.files())
def test_every_data_file_says_where_its_entries_came_from(name):
    source = " ".join(str(lexicon.table(name)["source"]).split())
    assert len(source) > 30 and "TODO" not in source


def test_every_word_list_is_used():
    readers = [EXTRACT / f"{m}.py" for m in MODULES] + sorted(EXTRACT.parent.glob("align*.py")) \
        + sorted(EXTRACT.parent.glob("judge*.py"))  # the alignment reads data/alignment.toml
    code = "\n".join(p.read_text(encoding="utf-8") for p in readers)
    used = set(re.findall(r"""(?:words|phrases|mapping)\(\s*["'](\w+)["'],\s*["'](\w+)["']""", code))
    unused = [(f, k) for f in lexicon.files() if f != "pipeline" for k in lexicon.table(f)
              if k not in ("source", "patterns", "regex") and (f, k) not in used]
    assert unused == []


def test_every_regex_is_used_and_compiles():
    code = "\n".join(p.read_text(encoding="utf-8") for p in sorted(EXTRACT.parent.rglob("*.py")))  # alignment too
    used = set(re.findall(r"""regex(?:_source)?\(\s*["'](\w+)["'],\s*["'](\w+)["']""", code))
    for f in lexicon.files():
        table = lexicon.table(f).get("regex", {})
        for k, v in table.items():
            used |= {(g or f, r) for g, r in re.findall(r"\{\{(?:(\w+)\.)?(\w+)\}\}", v if isinstance(v, str) else "".join(v))}
    listed = {(f, k) for f in lexicon.files() for k in lexicon.table(f).get("regex", {})}
    assert sorted(listed - used) == []
    for f, k in sorted(listed):
        assert lexicon.regex(f, k).pattern == lexicon.regex_source(f, k)


def test_a_regex_refers_to_another_entry(tmp_path, monkeypatch):
    (tmp_path / "r.toml").write_text(
        'source = "typed in for this test, by hand"\n[regex]\nmonth = \'(?:May|June)\'\n'
        + r"in_month = ['(?i)\bin\s+', '{{month}}\b']" + "\n", encoding="utf-8")
    monkeypatch.setattr(lexicon, "DATA", tmp_path)
    for cached in (lexicon.table, lexicon.regex_source, lexicon.regex):
        cached.cache_clear()
    try:
        assert lexicon.regex("r", "in_month").pattern == r"(?i)\bin\s+(?:May|June)\b"
        assert lexicon.regex("r", "in_month").search("born IN june")
        with pytest.raises(KeyError):
            lexicon.regex("r", "nope")
    finally:
        for cached in (lexicon.table, lexicon.regex_source, lexicon.regex):
            cached.cache_clear()


def test_every_module_loads_its_lists():
    for m in MODULES:
        importlib.import_module(f"storyline.extract.{m}")  # a missing file or key raises here


def test_a_data_file_without_its_source_is_refused(tmp_path, monkeypatch):
    (tmp_path / "bare.toml").write_text('x = "a b"\n', encoding="utf-8")
    (tmp_path / "ok.toml").write_text('source = "typed in for this test, by hand"\nx = """a  b\nc"""\n', encoding="utf-8")
    monkeypatch.setattr(lexicon, "DATA", tmp_path)
    lexicon.table.cache_clear()
    try:
        with pytest.raises(ValueError, match="source"):
            lexicon.words("bare", "x")
        assert lexicon.words("ok", "x") == frozenset({"a", "b", "c"})
        with pytest.raises(KeyError):
            lexicon.words("ok", "y")
    finally:
        lexicon.table.cache_clear()
