"""Helpers shared by the test modules, one module a behaviour area (``from tests.helpers.quotes import
quotes``). Test modules import from here, never from each other; fixtures live in tests/conftest.py."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


def load_script(name: str) -> ModuleType:
    """A module of scripts/ (e.g. ``load_script("sample_data").neus_articles``), loaded from its file."""
    path = REPO / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"scripts_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def neus_articles(bench: Path, stories: int) -> list[dict]:
    """Real articles of the NeuS crawl, three outlets a story (scripts/sample_data.py)."""
    return load_script("sample_data").neus_articles(bench, stories)
