"""The shape of storyline/ as a whole: no import cycles between its modules (an import inside a
function counts too: it is still a dependency), so each stage can be read, tested and replaced
after the ones it reads."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.helpers.cycles import cycles as _cycles

ROOT = Path(__file__).resolve().parents[1] / "storyline"


def _modules() -> dict[str, Path]:
    return {p.relative_to(ROOT).with_suffix("").as_posix().replace("/", "."): p for p in ROOT.rglob("*.py")}


def _targets(module: str, path: Path, node: ast.ImportFrom) -> list[str]:
    """The storyline modules an import names ("from . import quotes" names the submodule)."""
    if node.level == 0:
        name = node.module or ""
        return [name[len("storyline."):]] if name.startswith("storyline.") else []
    package = module.split(".")[:-1]  # "extract.__init__" -> "extract"
    base = package[:len(package) - (node.level - 1)]
    if node.module:
        return [".".join(base + [node.module])]
    return [".".join(base + [a.name]) for a in node.names]


def import_edges() -> dict[str, set[str]]:
    mods = _modules()
    edges: dict[str, set[str]] = {}
    for m, p in mods.items():
        out = set()
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                for t in _targets(m, p, node):
                    if t in mods:
                        out.add(t)
                    elif f"{t}.__init__" in mods:
                        out.add(f"{t}.__init__")
        edges[m] = out
    return edges


def test_the_edges_are_read_from_real_imports():
    edges = import_edges()
    assert "align_items" in edges["align"] and "vouching" in edges["judge"]
    assert "extract.dates" in edges["align_events"]
    assert "extract.__init__" in edges["stages"] and "extract.people" in edges["extract.components"]


def test_no_import_cycles_in_storyline():
    assert _cycles(import_edges()) == []


def test_no_private_names_imported_from_another_module():
    """A name one module shares with another is public in the module that owns it ("from .cluster
    import norm_key", not "_norm_key")."""
    mods = _modules()
    taken = []
    for m, p in mods.items():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and any(t in mods or f"{t}.__init__" in mods for t in _targets(m, p, node)):
                taken += [(m, a.name) for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
    assert taken == []
