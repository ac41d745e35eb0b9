"""spaCy Matcher patterns kept as data (the [patterns] tables of storyline/extract/data): the
"@file.list" references expand to the shared word lists, and the rules built on them find what the
token walks they replaced found."""

from __future__ import annotations

from storyline.extract import matchers, parse
from storyline.extract.coref import according_source
from storyline.extract.honorifics import HONORIFIC_BEFORE, HONORIFICS
from storyline.extract.people_mentions import entities
from storyline.sentences import split_sentences


def _doc(nlp, text):
    return parse(nlp, text, split_sentences(text))


def test_pattern_references_expand_to_the_shared_lists():
    (pattern,) = matchers.patterns("people", "honorific_name")
    listed = set(pattern[0]["LOWER"]["IN"])
    assert listed == set(HONORIFICS) | {f"{w}." for w in HONORIFICS}
    assert pattern[1]["_"] == {"cap_initial": True} and pattern[1]["OP"] == "+"


def test_honorific_run_stops_at_an_entity_already_found(nlp):
    doc = _doc(nlp, "Yesterday Mr. Quentin Abernathy spoke; later Dr. Zed arrived.")
    runs = matchers.longest_from_each_start(doc, "people", "honorific_name")
    assert [doc[a:b].text for a, b in runs] == ["Mr. Quentin Abernathy", "Dr. Zed"]
    people = {doc.text[s:e] for k, s, e in entities(doc) if k == "PERSON"}
    assert {"Quentin Abernathy", "Zed"} <= people


def test_according_to_gives_the_source_of_its_own_sentence(nlp):
    doc = _doc(nlp, "Prices rose, according to industry analysts. Nothing else was said according to")
    first, second = list(doc.sents)
    assert according_source(first).text == "analysts"
    assert according_source(second) is None  # "according to" with no word after it in its sentence


def test_sen_and_gen_count_as_honorifics_before_a_name():
    assert HONORIFIC_BEFORE.search("said Sen. ") and HONORIFIC_BEFORE.search("Gen ")
    assert HONORIFIC_BEFORE.search("Mrs. ") and not HONORIFIC_BEFORE.search("Mister ")


def test_an_outlet_relays_a_clause_naming_its_source(nlp):
    from storyline.extract.report_clause import relayed_source

    text = "Bloomberg reports that sales fell sharply, according to the Roper Center."
    doc = _doc(nlp, text)
    verb = next(t for t in doc if t.text == "reports")
    start, end = text.index("sales"), text.index(".")
    source, cut = relayed_source(doc, verb, start, end)  # the "according to" the Matcher pattern finds
    assert source.text == "Center" and text[start:cut] == "sales fell sharply"
    assert relayed_source(doc, verb, start, text.index(",")) is not None  # the span runs to the sentence's end
    assert relayed_source(doc, verb, text.index("Roper"), end) is None  # "according" before the clause
