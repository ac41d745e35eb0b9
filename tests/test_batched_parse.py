"""The batched parse (``extract.doc.parse_many``, used by ``pipeline.prepare_batch``) gives every
extraction component the Doc that parsing one article alone gives: the same findings.

Real texts: PolNeAR development articles and ECB+ development topic 2, batched together as an
ingest batches them; with ``CHUNK_CHARS`` lowered to 4,000 characters, so the longer ones are
parsed in pieces joined into one Doc by both paths.
"""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def articles(bench_dir):
    from storyline.evaluation.ecbplus import load_ecbplus
    from storyline.model import Article

    texts = [p.read_text(encoding="utf-8") for p in sorted((bench_dir / "polnear" / "data" / "dev" / "text").glob("*.txt"))[:6]]
    texts += [d.text for d in load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", {2})][:6]
    return [Article(id=f"a{k}", source="s", title="", text=t) for k, t in enumerate(texts)]


@pytest.fixture
def small_chunks(monkeypatch):
    import storyline.extract.doc as doc

    monkeypatch.setattr(doc, "CHUNK_CHARS", 4_000)


def test_batched_parse_gives_the_findings_of_one_parse_each(nlp, articles, small_chunks):
    from storyline.extract import extract, parse_many
    from storyline.sentences import split_sentences
    from storyline.store import findings_to_json

    sentences = [split_sentences(a.text) for a in articles]
    docs = parse_many(nlp, [(a.text, s) for a, s in zip(articles, sentences)])
    assert len(docs) == len(articles)
    assert any(len(a.text) > 4_000 for a in articles)  # some parsed in pieces
    for article, sents, doc in zip(articles, sentences, docs):
        assert doc.text == article.text
        batched = extract(article, nlp, parsed=(sents, doc))
        alone = extract(article, nlp)
        assert batched.failures == ()
        assert findings_to_json(batched) == findings_to_json(alone), article.id


def test_prepare_batch_leaves_out_disabled_components_as_prepare_does(nlp, articles):
    from storyline.pipeline import prepare, prepare_batch

    batch = prepare_batch(articles[:3], nlp, ("quotes",))
    for (article, findings, problem), raw in zip(batch, articles[:3]):
        alone = prepare(raw, nlp, ("quotes",))
        assert findings == alone[1] and problem == alone[2]
        assert findings.quotes == () and findings.version == alone[1].version
