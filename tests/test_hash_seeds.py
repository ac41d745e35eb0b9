"""Determinism across hash seeds: the same input gives byte-identical `analyze --json` with
PYTHONHASHSEED=0, =1 and random (unset).

The input: 5 real three-outlet NeuS stories (../shared/benchmarks, written at run time) and two
hand-written articles in which one sentence names two people whose roles start at the same
character ("Acme Corp appointed Mary Smith and Tom Jones as vice presidents"): their role facts
used to come out in set order, so seeds 0 and 1 gave different briefs.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CODE = Path(__import__("storyline").__file__).resolve().parents[1]  # the storyline under test
TIE = {
    "acme-planet.txt": "Title: Acme names two vice presidents\nSource: Daily Planet\n\nAcme Corp appointed Mary Smith "
                       "and Tom Jones as vice presidents, replacing Bob Lee. The company said the two would start on "
                       "Monday.\n",
    "acme-gazette.txt": "Title: Acme picks Smith and Jones\nSource: Gazette\n\nAcme Corp appointed Mary Smith and Tom "
                        "Jones as vice presidents on Friday, replacing Bob Lee, who retired.\n",
}


def analyze_json(folder: Path, seed: str | None) -> bytes:
    env = dict(os.environ, PYTHONPATH=str(CODE))
    env.pop("PYTHONHASHSEED", None)
    if seed is not None:
        env["PYTHONHASHSEED"] = seed
    proc = subprocess.run([sys.executable, "-m", "storyline", "analyze", str(folder), "--json"], cwd=CODE, env=env,
                          capture_output=True, timeout=900)
    assert proc.returncode == 0, proc.stderr.decode()
    return proc.stdout


def test_analyze_json_is_byte_identical_across_hash_seeds(bench_dir, tmp_path):
    from tests.helpers import neus_articles

    folder = tmp_path / "in"
    folder.mkdir()
    rows = neus_articles(bench_dir, 5)
    (folder / "neus.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    for name, text in TIE.items():
        (folder / name).write_text(text, encoding="utf-8")
    outputs = {seed: analyze_json(folder, seed) for seed in ("0", "1", None)}
    digests = {seed or "random": hashlib.sha256(out).hexdigest() for seed, out in outputs.items()}
    assert len(set(digests.values())) == 1, digests
    result = json.loads(outputs["0"])
    people = {p["name"] for s in result["stories"] for p in s["people"]}
    assert {"Mary Smith", "Tom Jones"} <= people  # the tie is in the input
    assert len(result["stories"]) >= 5
