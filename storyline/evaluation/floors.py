"""Pinned floors of the quality gates: ``tests/floors/<gate>.json``, each with its corpus hash.

A floor file records, for one gate (``storyline.evaluation.gates``), the corpus hash it was
measured on (``splits.corpus_hash``), the measured figures and the floors (measured minus the
gate's noise margin, rounded down). ``check`` says what fails: a figure below its floor, a figure
gone, a check that does not hold, a corpus other than the pinned one. ``pin`` writes new floors
and refuses to lower any of them.
"""

from __future__ import annotations

import json
import math
from datetime import date
from pathlib import Path

from storyline.evaluation.gates import Gate, Measurement

FLOORS_DIR = Path(__file__).resolve().parents[2] / "tests" / "floors"


class PinRefused(RuntimeError):
    """A re-pin would lower a floor, or the corpus is not the pinned one."""


def path_of(name: str, floors_dir: Path | str | None = None) -> Path:
    return Path(floors_dir or FLOORS_DIR) / f"{name}.json"


def load(name: str, floors_dir: Path | str | None = None) -> dict | None:
    p = path_of(name, floors_dir)
    return json.loads(p.read_text(encoding="utf8")) if p.exists() else None


def _down(x: float, places: int = 4) -> float:
    return math.floor(x * 10 ** places + 1e-9) / 10 ** places


def proposed(gate: Gate, m: Measurement) -> dict[str, float]:
    """The floors a pin would set now: each gated figure minus the gate's margin, rounded down."""
    return {f.key: _down(f.value - gate.margin) for f in m.figures if f.gated}


def check(gate: Gate, corpus: str, m: Measurement, pinned: dict | None) -> list[str]:
    """Failures of a measurement against its pinned floors (empty when the gate passes)."""
    if pinned is None:
        return [f"{gate.name}: no floors pinned (storyline eval pin {gate.name})"]
    fails = []
    if pinned.get("corpus") != corpus:
        fails.append(f"{gate.name}: floors were pinned on corpus {pinned.get('corpus')}, the corpus is now {corpus}: "
                     f"re-measure and re-pin (storyline eval pin {gate.name} --new-corpus)")
    values = m.values()
    for key, floor in pinned.get("floors", {}).items():
        if key not in values:
            fails.append(f"{gate.name}: figure {key!r} is no longer measured (its floor is {floor})")
        elif values[key] < floor:
            fails.append(f"{gate.name}: {key} {values[key]:.4f} is below its floor {floor}")
    fails += [f"{gate.name}: check failed: {text}" for text, ok in m.checks if not ok]
    return fails


def pin(gate: Gate, corpus: str, m: Measurement, floors_dir: Path | str | None = None,
        new_corpus: bool = False) -> tuple[dict, list[str]]:
    """Write the gate's floors from measurement ``m``; returns (the file's content, what changed).

    Raises ``PinRefused`` when a floor would go down, when a check fails, or when the pinned corpus
    differs and ``new_corpus`` is not given (floors of another corpus say nothing about this one)."""
    old = load(gate.name, floors_dir)
    new = proposed(gate, m)
    failed = [text for text, ok in m.checks if not ok]
    if failed:
        raise PinRefused(f"{gate.name}: not pinned, a check fails: {'; '.join(failed)}")
    changes = []
    if old is not None:
        if old.get("corpus") != corpus and not new_corpus:
            raise PinRefused(f"{gate.name}: floors were pinned on corpus {old.get('corpus')}, this is {corpus}; "
                             "pass --new-corpus to pin on the new corpus")
        if old.get("corpus") == corpus:
            lower = [f"{k} {v} < {old['floors'][k]}" for k, v in new.items() if v < old.get("floors", {}).get(k, -1e9)]
            gone = [k for k in old.get("floors", {}) if k not in new]
            if lower or gone:
                raise PinRefused(f"{gate.name}: not pinned, it would lower floors: "
                                 + "; ".join(lower + [f"{k} no longer measured" for k in gone]))
        changes = [f"{k}: {old.get('floors', {}).get(k)} -> {v}" for k, v in new.items()
                   if old.get("floors", {}).get(k) != v]
    else:
        changes = [f"{k}: -> {v}" for k, v in new.items()]
    content = {
        "_about": f"Floors of the {gate.name} gate (storyline.evaluation.gates, tests/test_eval_gates.py): "
                  f"{gate.split} ({gate.part} part of {gate.benchmark}, storyline.evaluation.splits); "
                  f"floor = measured - {gate.margin}, rounded down. Written by `storyline eval pin {gate.name}`, "
                  "which never lowers a floor.",
        "gate": gate.name, "benchmark": gate.benchmark, "part": gate.part, "split": gate.split,
        "size": m.size, "corpus": corpus, "margin": gate.margin, "pinned": date.today().isoformat(),
        "measured": {f.key: round(f.value, 6) for f in m.figures if f.gated},
        "figures": {f.key: {"label": f.label, "unit": f.unit} for f in m.figures if f.gated},
        "floors": new,
    }
    p = path_of(gate.name, floors_dir)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(content, indent=2, ensure_ascii=False) + "\n", encoding="utf8")
    return content, changes
