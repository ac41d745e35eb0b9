"""The quality gates: every figure of a reported split stays at or above its pinned floor.

One test per gate of ``storyline.evaluation.gates`` (the same measurement as ``storyline eval all``
and ``storyline eval pin``); floors in tests/floors/<gate>.json, pinned with the corpus hash. A
corpus file whose sha256 is not the recorded one fails with the file named.
"""

import pytest

from storyline.evaluation import floors
from storyline.evaluation.gates import GATES, gate, measure


@pytest.mark.slow
@pytest.mark.parametrize("name", [g.name for g in GATES])
def test_gate(name, bench_dir, request):
    g = gate(name)
    nlp = request.getfixturevalue("nlp") if g.nlp else None
    corpus, m = measure(g, bench_dir, nlp)
    pinned = floors.load(name)
    assert pinned is not None, f"no floors pinned for {name}: storyline eval pin {name}"
    assert pinned["corpus"] == corpus and pinned["part"] == g.part
    assert set(pinned["floors"]) == {f.key for f in m.figures if f.gated}
    failures = floors.check(g, corpus, m, pinned)
    assert not failures, "\n".join(failures)


def test_every_gate_has_its_floors_file():
    for g in GATES:
        pinned = floors.load(g.name)
        assert pinned is not None and pinned["gate"] == g.name and pinned["benchmark"] == g.benchmark
        assert pinned["floors"] and all(isinstance(v, float) for v in pinned["floors"].values())


def test_gates_score_reported_parts_except_the_development_checks():
    assert {g.name for g in GATES if g.part != "reported"} == {"crawl_grouping", "snippets"}
    assert all(g.part in ("reported", "develop") for g in GATES)
