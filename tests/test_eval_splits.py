"""The one record of benchmark splits (storyline.evaluation.splits): complete, disjoint, hashed, the only one."""

import hashlib
import json
import re
import shutil
from pathlib import Path

import pytest

from storyline.evaluation import splits

REPO = Path(__file__).resolve().parents[1]


def test_every_benchmark_has_a_record_with_both_parts(bench_dir):
    rec = splits.record()
    on_disk = {p.name for p in bench_dir.iterdir() if p.is_dir()}
    assert on_disk <= set(rec), f"benchmarks without a split record: {on_disk - set(rec)}"
    for name in on_disk:
        assert rec[name]["develop"] and rec[name]["reported"] and rec[name]["files"]


def test_every_recorded_corpus_file_has_its_sha256(bench_dir):
    for name in (k for k in splits.record() if not k.startswith("_")):
        assert re.fullmatch(r"[0-9a-f]{12}", splits.check_corpus(bench_dir, name))


def test_a_changed_corpus_file_fails_with_the_file_named(bench_dir, tmp_path):
    shutil.copytree(bench_dir / "basil-crosscheck", tmp_path / "basil-crosscheck")
    gold = tmp_path / "basil-crosscheck" / "gold.json"
    gold.write_bytes(gold.read_bytes().replace(b"corroborated", b"corroborate", 1))
    with pytest.raises(splits.CorpusChanged, match=r"basil-crosscheck/gold\.json: sha256 .* is not the recorded"):
        splits.check_corpus(tmp_path, "basil-crosscheck")
    assert splits.check_corpus(tmp_path, "basil-crosscheck", ["basil-crosscheck/articles.jsonl"])
    (tmp_path / "basil-crosscheck" / "score.py").unlink()
    with pytest.raises(splits.CorpusChanged, match="score.py: missing"):
        splits.check_corpus(tmp_path, "basil-crosscheck", ["basil-crosscheck/score.py"])


def test_a_directory_hash_changes_with_any_file(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.txt").write_text("one")
    before = splits.tree_sha256(tmp_path)
    (tmp_path / "a" / "x.txt").write_text("two")
    assert splits.tree_sha256(tmp_path) != before
    (tmp_path / "a" / "x.txt").write_text("one")
    assert splits.tree_sha256(tmp_path) == before
    (tmp_path / "y.txt").write_text("")
    assert splits.tree_sha256(tmp_path) != before


def test_ecb_topics_split_the_corpus_once(bench_dir):
    import zipfile

    with zipfile.ZipFile(bench_dir / "ecbplus" / "ECB+.zip") as zf:
        in_zip = {int(m.group(1)) for n in zf.namelist() if (m := re.search(r"/(\d+)_\d+ecb", n))}
    train, dev, test = (splits.ecb_topics(p) for p in ("train", "dev", "test"))
    assert test == frozenset(range(36, 46)) == splits.ecb_topics("reported")
    assert not (train & dev) and not ((train | dev) & test)
    assert train | dev | test == in_zip and splits.ecb_topics("develop") == train | dev
    with pytest.raises(ValueError):
        splits.ecb_topics("everything")


def test_basil_halves_are_the_first_eight_ids_by_sha256(bench_dir):
    gold = json.loads((bench_dir / "basil-crosscheck" / "gold.json").read_text())["events"]
    ordered = sorted(gold, key=lambda e: hashlib.sha256(e.encode()).hexdigest())
    assert splits.basil_events("develop", list(gold)) == ordered[:8]
    assert set(splits.basil_events("reported", list(gold))) == set(ordered[8:]) and len(ordered) == 15
    with pytest.raises(splits.CorpusChanged):
        splits.basil_events("develop", ordered[1:])  # an event gone: the record no longer fits


def test_newsquant_and_article_extraction_halves_cover_each_item_once(bench_dir):
    items = list(range(11))
    dev, rep = splits.newsquant_part(items, "develop"), splits.newsquant_part(items, "reported")
    assert dev == [0, 2, 4, 6, 8, 10] and rep == [1, 3, 5, 7, 9]
    ids = json.loads((bench_dir / "article-extraction" / "ground-truth.json").read_text())
    halves = [{k for k in ids if splits.extraction_page_in(k, p)} for p in ("develop", "reported")]
    assert not (halves[0] & halves[1]) and halves[0] | halves[1] == set(ids)
    assert (len(halves[0]), len(halves[1])) == (88, 93)


def test_polnear_and_neus_parts():
    assert splits.polnear_compartments("reported") == ("test",)
    assert "test" not in splits.polnear_compartments("develop")
    assert splits.neus_splits("reported") == ("test",) and splits.neus_splits("develop") == ("train", "val")
    with pytest.raises(ValueError):
        splits.neus_splits("test")


SPLIT_CONSTANTS = re.compile(r"range\(\s*36\s*,\s*46\s*\)|\{\s*2\s*,\s*5\s*,\s*12\s*,\s*18\b|72fa9b13|84678e18")
HALVES = re.compile(r"\[\s*[01]\s*::\s*2\s*\]")  # an even/odd half, in the evaluation code


def test_no_other_split_constant_in_the_code():
    """Which topics, halves or events are held out is said once, in the record."""
    found = []
    for path in sorted((REPO / "storyline").rglob("*.py")) + sorted((REPO / "scripts").glob("*.py")):
        if path == REPO / "storyline" / "evaluation" / "splits.py":
            continue  # the record's own reader
        for n, line in enumerate(path.read_text(encoding="utf8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if SPLIT_CONSTANTS.search(code) or ("evaluation" in path.parts and HALVES.search(code)):
                found.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)
