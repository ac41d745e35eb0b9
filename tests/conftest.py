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


@pytest.fixture(scope="module")
def people_of(nlp):
    """``people_of(text)``: ({person: aliases}, {organisation: aliases}) that ``extract`` finds in one article."""
    from storyline.extract import extract
    from storyline.model import Article

    def run(text):
        f = extract(Article(id="x", source="s", title="", text=text), nlp)
        return {p.name: set(p.aliases) for p in f.people}, {o.name: set(o.aliases) for o in f.organizations}

    return run
