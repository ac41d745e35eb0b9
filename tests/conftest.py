from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO.parent / "shared" / "benchmarks"


@pytest.fixture(scope="session")
def bench_dir() -> Path:
    if not BENCH.is_dir():
        pytest.skip("../shared/benchmarks is not beside the repo")
    return BENCH


@pytest.fixture(scope="session")
def nlp():
    from storyline.extract import load_nlp

    return load_nlp()
