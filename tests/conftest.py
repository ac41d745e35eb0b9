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


@pytest.fixture(scope="module")
def story(nlp):
    """A hand-written story through the real stages (clean, the spaCy parse, extraction, alignment,
    judging): ``story((outlet, text), ..., published=None)`` gives its brief (the JSON contract)."""
    from storyline.brief import build_brief, bundle_of
    from storyline.model import Article, Story
    from storyline.pipeline import prepare
    from storyline.settings import Settings

    def run(*texts: str, published=None) -> dict:
        arts = []
        for n, (source, text) in enumerate(texts):
            raw = Article(f"a{n + 1}", source, f"{source} story", text, published=published)
            arts.append(prepare(raw, nlp)[:2])
        s = Story("s1", "A story", tuple(a.id for a, _ in arts))
        bundle, people = bundle_of(s, {a.id: a for a, _ in arts}, {a.id: f for a, f in arts}, {})
        return build_brief(bundle, Settings(), people)
    return run
