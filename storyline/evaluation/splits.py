"""The one record of benchmark splits: which part of each benchmark is developed on, which is reported.

The record is ``data/splits.json``: for every benchmark in ``../shared/benchmarks`` the part rules
are written and weights fitted from (``develop``), the part only the gates score (``reported``),
and the sha256 of every corpus file the evaluation reads. Every eval command and gate takes its
split from here. ``check_corpus`` fails with one clear line when a corpus file is not the one the
record (and so every pinned floor) was measured on.

Part names: ``"develop"`` and ``"reported"``; ECB+ also names ``"train"``, ``"dev"`` and ``"test"``
(test = reported).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from pathlib import Path

RECORD = Path(__file__).parent / "data" / "splits.json"
PARTS = ("develop", "reported")


class CorpusChanged(RuntimeError):
    """A benchmark file's sha256 differs from the one recorded in data/splits.json."""


def record() -> dict:
    """The whole record (a fresh dict on every call)."""
    return json.loads(RECORD.read_text(encoding="utf8"))


def benchmark(name: str) -> dict:
    rec = record()
    if name not in rec or name.startswith("_"):
        raise KeyError(f"no split recorded for benchmark {name!r}")
    return rec[name]


def _part(part: str) -> str:
    if part not in PARTS:
        raise ValueError(f"unknown part {part!r} (develop or reported)")
    return part


# ---------------------------------------------------------------- hashes

def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def tree_sha256(directory: Path) -> str:
    """sha256 of a directory's manifest: 'relative/path<TAB>sha256' per file, sorted by path."""
    directory = Path(directory)
    h = hashlib.sha256()
    for p in sorted((p for p in directory.rglob("*") if p.is_file()), key=lambda p: p.relative_to(directory).as_posix()):
        h.update(f"{p.relative_to(directory).as_posix()}\t{file_sha256(p)}\n".encode())
    return h.hexdigest()


def sha256_of(path: Path) -> str:
    return tree_sha256(path) if Path(path).is_dir() else file_sha256(path)


def corpus_hash(name: str) -> str:
    """One short hash naming a benchmark's recorded corpus: the sha256 of its sorted file hashes
    (first 12 hex digits), as floors and docs/evaluation.md cite it."""
    files = benchmark(name)["files"]
    text = "".join(f"{k}\t{files[k]}\n" for k in sorted(files))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def check_corpus(bench_dir: Path | str, name: str, files: Sequence[str] | None = None) -> str:
    """Raise ``CorpusChanged`` (one line: file, expected and found hash) unless every recorded file
    of benchmark ``name`` (or only ``files``, relative paths in the record) has its recorded sha256;
    return the benchmark's ``corpus_hash``."""
    recorded = benchmark(name)["files"]
    for rel in files if files is not None else sorted(recorded):
        path = Path(bench_dir) / rel
        if not path.exists():
            raise CorpusChanged(f"{path}: missing (recorded in {RECORD.name} for {name})")
        found = sha256_of(path)
        if found != recorded[rel]:
            raise CorpusChanged(f"{path}: sha256 {found[:12]}… is not the recorded {recorded[rel][:12]}… "
                                f"({name}); the floors were measured on the recorded file")
    return corpus_hash(name)


def check_files(bench_dir: Path | str, files: Sequence[str]) -> str:
    """``check_corpus`` for files of one or more benchmarks; returns the corpus hash of the one
    benchmark they belong to, or for several, a hash of their hashes joined (e.g. ECB+ and PolNeAR)."""
    rec = record()
    owners: dict[str, list[str]] = {}
    for rel in files:
        owner = next((k for k, v in rec.items() if not k.startswith("_") and rel in v["files"]), None)
        if owner is None:
            raise KeyError(f"{rel}: no benchmark of {RECORD.name} records this file")
        owners.setdefault(owner, []).append(rel)
    hashes = [check_corpus(bench_dir, name, rels) for name, rels in sorted(owners.items())]
    if len(hashes) == 1:
        return hashes[0]
    return hashlib.sha256("+".join(hashes).encode()).hexdigest()[:12]


# ---------------------------------------------------------------- the parts

def ecb_topics(part: str) -> frozenset[int]:
    """ECB+ topic numbers of ``part``: train, dev, test, develop (train + dev) or reported (= test)."""
    rec = benchmark("ecbplus")
    named = {"train": rec["develop"]["train_topics"], "dev": rec["develop"]["dev_topics"],
             "test": rec["reported"]["test_topics"]}
    named["develop"] = named["train"] + named["dev"]
    named["reported"] = named["test"]
    if part not in named:
        raise ValueError(f"unknown ECB+ part {part!r} (train, dev, test, develop or reported)")
    return frozenset(named[part])


def ecb_topics_never_read() -> frozenset[int]:
    """The reported ECB+ topics no rule was read from: the test topics minus those whose briefs were
    read before issue 16 (the old demo's 36 and 37)."""
    return ecb_topics("reported") - frozenset(benchmark("ecbplus").get("read_before_issue_16", ()))


def newsquant_part(items: Sequence, part: str) -> list:
    """The NewsQuant sentences (or anything in the same file order) of ``part``: develop = even
    positions, reported = odd positions."""
    which = benchmark("newsquant")[_part(part)]["sentences"]
    return list(items[0::2] if which == "even" else items[1::2])


def polnear_compartments(part: str) -> tuple[str, ...]:
    return tuple(benchmark("polnear")[_part(part)]["compartments"])


def neus_splits(part: str) -> tuple[str, ...]:
    return tuple(benchmark("neus-allsides")[_part(part)]["splits"])


def extraction_page_in(page_id: str, part: str) -> bool:
    """Whether an article-extraction page (its id is a sha256 in hex) belongs to ``part``."""
    which = benchmark("article-extraction")[_part(part)]["pages"]
    low = page_id[:1].lower() in "01234567"
    return low if which == "id_0_7" else not low


def basil_events(part: str, gold_events: Sequence[str] | None = None) -> list[str]:
    """basil-crosscheck event ids of ``part`` (recorded order). With ``gold_events`` (the ids of
    gold.json), also check that the record still is "the first 8 ids by sha256 of the id"."""
    rec = benchmark("basil-crosscheck")
    if gold_events is not None:
        ordered = sorted(gold_events, key=lambda e: hashlib.sha256(e.encode()).hexdigest())
        n = len(rec["develop"]["events"])
        if set(ordered[:n]) != set(rec["develop"]["events"]) or set(ordered[n:]) != set(rec["reported"]["events"]):
            raise CorpusChanged("basil-crosscheck/gold.json: its events are not the ones the split records")
    return list(rec[_part(part)]["events"])


def reported_texts(bench_dir: Path | str) -> Iterator[str]:
    """Every text of every reported split (articles, sentences, summaries, gold fragments): what
    nothing written from development may quote (tests/test_no_heldout_text.py)."""
    import gzip

    from storyline.evaluation.ecbplus import load_ecbplus

    bench = Path(bench_dir)
    for doc in load_ecbplus(bench / "ecbplus" / "ECB+.zip", ecb_topics("reported")):
        yield doc.text
    nq = json.loads((bench / "newsquant" / "NewsQuant.json").read_text(encoding="utf8"))
    for item in newsquant_part(nq, "reported"):
        yield item["text"]
    for comp in polnear_compartments("reported"):
        for p in sorted((bench / "polnear" / "data" / comp / "text").glob("*.txt")):
            yield p.read_text(encoding="utf8")
    for split in neus_splits("reported"):
        for ext in ("source", "target"):
            yield from (bench / "neus-allsides" / f"{split}.{ext}").read_text(encoding="utf8").splitlines()
    truth = json.loads((bench / "article-extraction" / "ground-truth.json").read_text(encoding="utf8"))
    for page_id, item in sorted(truth.items()):
        if extraction_page_in(page_id, "reported"):
            yield item.get("articleBody") or ""
            with gzip.open(bench / "article-extraction" / "html" / f"{page_id}.html.gz", "rt",
                           encoding="utf8", errors="replace") as fh:
                yield fh.read()
    events = set(basil_events("reported"))
    for line in (bench / "basil-crosscheck" / "articles.jsonl").read_text(encoding="utf8").splitlines():
        if line.strip():
            art = json.loads(line)
            if art["id"].split("-")[1] in events:
                yield art["text"]


def crawl_stories_in_reported(bench_dir: Path | str) -> set[int]:
    """Ids of the AllSides crawl stories that share an article with a reported NeuS split (test):
    matched by the first words of the article bodies, as the summary model's training leaves them
    out (``train_summary.crawl_training_stories``). Demo and development data skip them."""
    from storyline.evaluation.allsides import crawl_stories
    from storyline.evaluation.summary import load_split
    from storyline.evaluation import neus_text

    bench = Path(bench_dir)
    keys = {neus_text.key(body) for split in neus_splits("reported") for arts, _ in load_split(bench, split) for _, body in arts}
    return {sid for sid, articles in crawl_stories(bench)
            if any(neus_text.key(b) in keys for b in (neus_text.body(a["text"].split("\n\n")) for a in articles) if b)}
