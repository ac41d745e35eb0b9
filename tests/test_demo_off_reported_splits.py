"""The demo's sample data (scripts/sample_data.py) comes from development data only."""

import json
import subprocess
import sys
from pathlib import Path

from storyline.evaluation import splits

REPO = Path(__file__).resolve().parents[1]


def test_sample_data_uses_no_reported_split(bench_dir, tmp_path):
    out = tmp_path / "articles"
    proc = subprocess.run([sys.executable, "scripts/sample_data.py", "--bench", str(bench_dir), "--out", str(out)],
                          cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    topics = {int(p.name.split("_", 1)[0]) for p in (out / "ecbplus").glob("*.txt")}
    assert topics and topics <= splits.ecb_topics("develop")
    rows = [json.loads(line) for line in (out / "neus.jsonl").read_text(encoding="utf8").splitlines()]
    stories = {int(r["id"].split("-")[0].removeprefix("neus")) for r in rows}
    assert len(stories) == 15 and len(rows) == 45
    held_out = splits.crawl_stories_in_reported(bench_dir)
    assert len(held_out) == 33 and not (stories & held_out)


def test_sample_data_refuses_a_reported_ecb_topic(bench_dir, tmp_path):
    proc = subprocess.run([sys.executable, "scripts/sample_data.py", "--bench", str(bench_dir), "--out",
                           str(tmp_path / "x"), "--ecb-topics", "2,37"], cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 2 and "ECB+ topics [37] are a reported split" in proc.stderr
    assert not (tmp_path / "x").exists()
