"""`storyline --help` starts without the heavy libraries: they are imported by the commands that need them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HEAVY = ("spacy", "thinc", "numpy", "scipy", "trafilatura", "datasketch", "fastapi", "dask", "distributed",
         "pyarrow", "rapidfuzz", "feedparser")


def test_help_imports_no_heavy_library():
    code = ("import sys, json\nfrom click.testing import CliRunner\nfrom storyline.cli import cli\n"
            "r = CliRunner().invoke(cli, ['--help'])\n"
            "print(json.dumps([r.exit_code, sorted({m.split('.')[0] for m in sys.modules})]))")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    exit_code, modules = json.loads(out.stdout.strip().splitlines()[-1])
    assert exit_code == 0
    assert not set(HEAVY) & set(modules), sorted(set(HEAVY) & set(modules))


def test_ingest_help_imports_no_heavy_library():
    out = subprocess.run([sys.executable, "-X", "importtime", "-m", "storyline", "ingest", "--help"], cwd=REPO,
                         capture_output=True, text=True, check=True)
    assert "--jobs" in out.stdout
    imported = {line.split("|")[-1].strip().split(".")[0] for line in out.stderr.splitlines() if "|" in line}
    assert not set(HEAVY) & imported, sorted(set(HEAVY) & imported)
