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


def test_the_parse_reads_the_tokenizers_norms_as_nlp_does(nlp):
    """The Doc built from our sentence starts keeps what the tokenizer's exceptions say a contraction
    is ("n't" and "n’t": "not", "wo": "will", "did": "do"); the model reads norms, so without them
    "I didn’t send that picture out" parsed "n’t" as a subject and the clause was not negated."""
    from storyline.extract import parse
    from storyline.sentences import split_sentences

    text = "\u201cI didn\u2019t send that picture out,\u201d he said. We won't back down. She isn\u2019t here."
    doc = parse(nlp, text, split_sentences(text))
    assert doc.text == text
    assert [t.norm_ for t in doc] == [t.norm_ for t in nlp.make_doc(text)]
    assert [t.dep_ for t in doc if t.lower_ in ("n't", "n\u2019t")][:2] == ["neg", "neg"]
