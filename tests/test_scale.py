"""The Dask path (storyline.scale) against the single-machine path, on a real LocalCluster.

One LocalCluster of 2 worker processes (one thread each) serves the whole module.
"""

from __future__ import annotations

import json
import random
import shutil
from datetime import datetime, timedelta
from pathlib import Path

import pytest

pytest.importorskip("distributed")

from storyline.dedupe import find_copies  # noqa: E402
from storyline.model import Article  # noqa: E402
from storyline.pipeline import briefs, ingest  # noqa: E402
from storyline.scale import find_copies_dask, ingest_dask  # noqa: E402
from storyline.settings import Settings  # noqa: E402
from storyline.store import Store  # noqa: E402
from tests.helpers import neus_articles  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
ICE = REPO / "tests" / "data" / "ice"


@pytest.fixture(scope="module")
def client():
    from distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    c = Client(cluster)
    yield c
    c.close()
    cluster.close()


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


@pytest.fixture(scope="module")
def mixed_input(tmp_path_factory, bench_dir) -> list[Path]:
    """ICE texts + NeuS JSONL shards (with a wire copy, an exact reprint and a repeated id) + real HTML pages."""
    tmp = tmp_path_factory.mktemp("mixed")
    rows = neus_articles(bench_dir, 4)
    reprint = dict(rows[0], id="reprint", source="Daily Echo",
                   text="By Echo staff\n\n" + rows[0]["text"] + "\n\nFollow us for more.")
    same_id = dict(rows[4], source="Other Outlet", text=rows[4]["text"] + "\n\nCorrection appended.")
    exact = dict(rows[2], source="Mirror Site")  # same text, other outlet: an exact copy
    write_jsonl(tmp / "a.jsonl", rows[: len(rows) // 2] + [reprint])
    write_jsonl(tmp / "b.jsonl", rows[len(rows) // 2 :] + [same_id, exact])
    from storyline.evaluation.splits import extraction_page_in

    pages = sorted(p for p in (bench_dir / "article-extraction" / "html").glob("*.html.gz")
                   if extraction_page_in(p.name.split(".")[0], "develop"))[:3]  # no page of the reported half
    (tmp / "pages").mkdir()
    for p in pages:
        shutil.copy(p, tmp / "pages" / p.name)
    return [ICE, tmp / "a.jsonl", tmp / "pages", tmp / "b.jsonl"]


@pytest.fixture(scope="module")
def single_store(tmp_path_factory, mixed_input):
    path = tmp_path_factory.mktemp("single") / "s.db"
    with Store(path) as store:
        report = ingest(store, mixed_input)
    return path, report


@pytest.fixture(scope="module")
def dask_store(tmp_path_factory, mixed_input, client):
    path = tmp_path_factory.mktemp("dask") / "d.db"
    stages = []
    with Store(path) as store:
        report = ingest_dask(store, mixed_input, address=client, progress=lambda s, d, t: stages.append(s))
    return path, report, stages


def snapshot(path: Path) -> dict:
    with Store(path) as store:
        return {
            "briefs": briefs(store),
            "copies": store.copies(),
            "assignments": store.assignments(),
            "articles": [(a.id, a.source, a.title, a.text, a.published) for a in store.articles()],
            "findings": store.findings([a.id for a in store.articles()]),
        }


def test_dask_path_gives_the_single_machine_result(single_store, dask_store):
    (spath, sreport), (dpath, dreport, stages) = single_store, dask_store
    single, dist = snapshot(spath), snapshot(dpath)
    assert dreport.read == sreport.read and dreport.added == sreport.added == 23
    assert dist["articles"] == single["articles"]  # same ids (incl. the renamed repeat), same order
    assert dist["findings"] == single["findings"]
    assert dist["copies"] == single["copies"]
    assert "reprint" in dist["copies"] and len(dist["copies"]) >= 2  # near copy and exact copy both found
    assert dist["assignments"] == single["assignments"]
    assert dist["briefs"] == single["briefs"] and len(dist["briefs"]["stories"]) > 3
    assert sorted(dreport.stories_changed) == sorted(sreport.stories_changed)
    assert {"read", "store", "copies"} <= set(stages)


def test_rerun_adds_nothing(dask_store, client, mixed_input):
    dpath, first, _ = dask_store
    before = snapshot(dpath)
    with Store(dpath) as store:
        again = ingest_dask(store, mixed_input, address=client)
    assert again.added == 0 and again.unchanged == again.read == first.read
    assert again.stories_changed == []
    assert snapshot(dpath) == before


def test_bad_file_is_reported_and_the_rest_stored(tmp_path, client):
    good = tmp_path / "in"
    shutil.copytree(ICE, good)
    (good / "broken.html.gz").write_bytes(b"\x1f\x8b\x08\x00 this is not gzip data at all")
    (good / "mixed.jsonl").write_text(
        '{"id": "ok1", "source": "Outlet", "title": "Fine line", "text": "A fine article about a bridge."}\n'
        "{this is not json\n", encoding="utf-8")
    (good / "notes.pdf").write_bytes(b"%PDF-1.4")
    missing = tmp_path / "missing.txt"
    with Store(tmp_path / "s.db") as s:
        single = ingest(s, [good, missing])
    with Store(tmp_path / "d.db") as d:
        errors = []
        report = ingest_dask(d, [good, missing], address=client, on_error=lambda p, r: errors.append(p))
        stored = {a.id for a in d.articles()}
    failed_paths = [p for p, _ in report.failed]
    assert str(good / "broken.html.gz") in failed_paths
    assert str(missing) in failed_paths
    assert any(p.startswith(str(good / "mixed.jsonl") + ":") for p in failed_paths)
    assert report.failed == single.failed and report.skipped == single.skipped
    assert errors == failed_paths
    assert report.added == 6 and "ok1" in stored and len(stored) == 6


def planted(rows: list[dict]) -> list[Article]:
    """Real texts plus planted near copies (edited reprints), copies of copies, exact copies and short texts."""
    rng = random.Random(7)
    base = datetime(2021, 10, 1)
    arts = [Article(id=f"o{i}", source="S", title=r["title"], text=r["text"], published=base + timedelta(hours=i))
            for i, r in enumerate(rows)]
    out = list(arts)
    for i, a in enumerate(arts[:12]):
        words = a.text.split()
        j = rng.randrange(len(words))
        edited = " ".join(words[:j] + ["(updated)"] + words[j + 1 :])
        out.append(Article(id=f"n{i}", source="R", title=a.title, text="By staff\n\n" + edited,
                           published=a.published + timedelta(hours=rng.choice([-3, 5]))))
        if i % 3 == 0:
            out.append(Article(id=f"x{i}", source="X", title=a.title, text=a.text.upper(),
                               published=a.published + timedelta(days=1)))
            out.append(Article(id=f"c{i}", source="C", title=a.title, text=edited + " More later.",
                               published=a.published + timedelta(days=2)))
    # a wire reprint published at the same time as its copy: the original is re-chosen among equals
    out.append(Article(id="w13", source="Reuters", title=arts[13].title, text=arts[13].text + "\n\n(Reuters)",
                       published=arts[13].published))
    out.append(Article(id="short1", source="S", title="t", text="Police closed the bridge on Monday.", published=base))
    out.append(Article(id="short2", source="S", title="t", text="police closed the bridge on monday", published=base))
    out.append(Article(id="empty", source="S", title="t", text="", published=None))
    return out


def test_band_key_shuffle_finds_the_same_copies(bench_dir, client):
    articles = planted(neus_articles(bench_dir, 15))
    settings = Settings()
    expected = find_copies(articles, settings)
    assert len(expected) >= 15 and "short2" in expected and expected.get("o13") == "w13"
    assert find_copies_dask(client, articles, settings, part_articles=7) == expected
    loose = settings.with_(dup_threshold=0.5)
    assert find_copies_dask(client, articles, loose, part_articles=11) == find_copies(articles, loose)


def test_cli_ingest_with_dask_flag(tmp_path):
    """`storyline ingest DB PATH --dask local:2` stores what a plain ingest stores."""
    import subprocess
    import sys

    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("wire-ap.txt", "reprint-local.txt", "quake.txt"):
        shutil.copy(ICE / name, folder / name)
    runs = {}
    for flag in ([], ["--dask", "local:2"]):
        db = tmp_path / f"s{len(runs)}.db"
        proc = subprocess.run([sys.executable, "-m", "storyline", "ingest", str(db), str(folder), *flag,
                               "--parquet", str(tmp_path / f"pq{len(runs)}")],
                              capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        assert "3 read, 3 added" in proc.stdout
        assert "parquet: 3 articles in 1 new parts" in proc.stdout
        if flag:  # bokeh is in the scale extra: the dashboard link is shown
            assert "Dask dashboard: http://" in proc.stderr
        with Store(db) as store:
            runs[tuple(flag)] = (briefs(store), store.copies(), store.assignments())
    assert runs[()] == runs[("--dask", "local:2")]
    assert runs[()][1] == {"reprint-local": "wire-ap"}
