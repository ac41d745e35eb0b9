"""Parquet export (storyline.parquet): everything stored, once, in whole files."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pq = pytest.importorskip("pyarrow.parquet")

from storyline.parquet import export_parquet, exported_seq  # noqa: E402
from storyline.pipeline import ingest  # noqa: E402
from storyline.store import Store  # noqa: E402

ICE = Path(__file__).resolve().parent / "data" / "ice"


def _rows(out: Path) -> list[dict]:
    return pq.read_table(out / "articles").to_pylist()


def _ingest(store: Store, tmp: Path, names: list[str]) -> None:
    folder = tmp / f"in{len(list(tmp.glob('in*')))}"
    folder.mkdir()
    for name in names:
        shutil.copy(ICE / name, folder / name)
    ingest(store, [folder])


def test_export_holds_every_article_once_with_its_findings(tmp_path):
    out = tmp_path / "pq"
    with Store(tmp_path / "s.db") as store:
        _ingest(store, tmp_path, ["wire-ap.txt", "reprint-local.txt", "border-herald.txt"])
        first = export_parquet(store, out, part_rows=2)
        assert first == {"articles": 3, "parts": 2, "stories": len(store.story_rows())}
        assert export_parquet(store, out, part_rows=2)["articles"] == 0  # a repeat adds nothing

        _ingest(store, tmp_path, ["capitol-wire.txt", "quake.txt"])
        assert export_parquet(store, out, part_rows=2) == {"articles": 2, "parts": 1,
                                                           "stories": len(store.story_rows())}
        rows = _rows(out)
        stored = store.articles()
        assert [r["id"] for r in sorted(rows, key=lambda r: r["seq"])] == [a.id for a in stored]
        by_id = {r["id"]: r for r in rows}
        findings = store.findings([a.id for a in stored])
        for a in stored:
            assert by_id[a.id]["text"] == a.text
            assert json.loads(by_id[a.id]["findings"])["article"] == findings[a.id].article
        assert pq.read_table(out / "copies.parquet").to_pylist() == [{"article": "reprint-local", "copy_of": "wire-ap"}]
        members = pq.read_table(out / "story_articles.parquet").to_pylist()
        assert {m["article"]: m["story"] for m in members} == store.assignments()
        stories = {s["id"]: s for s in pq.read_table(out / "stories.parquet").to_pylist()}
        live = store.stories()
        assert live and all(json.loads(stories[s["id"]]["brief"])["id"] == s["id"] for s in live)


def test_killed_export_is_redone_without_duplicates(tmp_path):
    out = tmp_path / "pq"
    with Store(tmp_path / "s.db") as store:
        _ingest(store, tmp_path, ["wire-ap.txt", "border-herald.txt", "quake.txt"])
        export_parquet(store, out, part_rows=2)
        parts = sorted((out / "articles").glob("part-*.parquet"))
        assert len(parts) == 2 and exported_seq(out) == 3
        # a kill while writing the last part: its temporary file is left, the part is not there
        parts[-1].rename(out / "articles" / f".{parts[-1].name}.tmp")
        assert exported_seq(out) == 2
        again = export_parquet(store, out, part_rows=2)
        assert again["articles"] == 1
        assert not list((out / "articles").glob(".*.tmp"))
        ids = [r["id"] for r in _rows(out)]
        assert sorted(ids) == sorted(a.id for a in store.articles()) and len(ids) == len(set(ids))


def test_cli_ingest_parquet_and_export(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("wire-ap.txt", "reprint-local.txt"):
        shutil.copy(ICE / name, folder / name)
    db, out = tmp_path / "s.db", tmp_path / "pq"
    run = [sys.executable, "-m", "storyline"]
    proc = subprocess.run([*run, "ingest", str(db), str(folder), "--parquet", str(out)], capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "parquet: 2 articles in 1 new parts" in proc.stdout
    proc = subprocess.run([*run, "export", str(db), str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "parquet: 0 articles in 0 new parts" in proc.stdout
    assert sorted(r["id"] for r in _rows(out)) == ["reprint-local", "wire-ap"]
