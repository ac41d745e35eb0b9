"""PolNeAR scorer: stand-ins for gold Sources that are pronouns or descriptions (hand-made golds)."""

import re

from storyline.evaluation import polnear as pn


def _article(text, sources):
    """An Article whose gold attributions have these Sources (content: the word after each)."""
    gold = []
    for src in sources:
        at = text.index(src)
        gold.append(pn.Attribution([(at + len(src) + 1, at + len(src) + 5)], src, at))
    return pn.Article("x", text, gold)


def test_they_and_it_stand_for_the_nearest_earlier_non_pronoun_source():
    text = "Mr. Grassley and Mr. Leahy wrote letters. he said no. They said yes. The city sued. It says so."
    art = _article(text, ["Mr. Grassley and Mr. Leahy", "he", "They", "The city", "It"])
    assert pn.gold_speakers(art, art.gold[2]) == ["They", "Mr. Grassley and Mr. Leahy"]
    assert pn.gold_speakers(art, art.gold[4]) == ["It", "The city"]
    assert pn.same_speaker(pn.gold_speakers(art, art.gold[2])[1], "Chuck Grassley and Patrick Leahy")


def test_description_with_a_lowercase_head_is_a_description():
    text = "Adam Schiff spoke on Monday. Later the California congressman said more."
    art = _article(text, ["Adam Schiff", "the California congressman"])
    assert pn.gold_speakers(art, art.gold[1]) == ["the California congressman", "Adam Schiff"]
    text = "Adam Schiff spoke on Monday. Later The New York Times said more."
    art = _article(text, ["Adam Schiff", "The New York Times"])
    assert pn.gold_speakers(art, art.gold[1]) == ["The New York Times"]


def test_a_description_is_not_a_stand_in_name():
    text = ("Donald Trump spoke first. Then the Republican presidential nominee spoke. He said more.")
    art = _article(text, ["Donald Trump", "the Republican presidential nominee", "He"])
    assert pn.gold_speakers(art, art.gold[2]) == ["He", "Donald Trump"]


# --- scorer v3 ---------------------------------------------------------------------------------

def test_he_she_stand_in_is_one_person_not_a_thing_group_or_organisation():
    text = ("Jeh Johnson spoke on Monday. Later the FBI warned officials. India and Pakistan agreed. "
            "he said no.")
    art = _article(text, ["Jeh Johnson", "the FBI", "India and Pakistan"])
    at = text.index("he said")
    art.gold.append(pn.Attribution([(at + 3, at + 7)], "he", at))
    assert pn.gold_speakers(art, art.gold[3]) == ["he", "Jeh Johnson"]
    assert pn.gold_speakers(art, art.gold[3], version=2) == ["he", "India and Pakistan"]
    for thing in ("a Donald Trump tweet", "His program on Wednesday", "The Post", "a New York Times",
                  "The transcript of the debate–published by The Washington Post–", "Many Mexicans",
                  "Libertarian presidential candidate Gary Johnson’s doctor", "The Europeans, who left,"):
        assert not pn._one_person(thing), thing
    for person in ("Clinton communication director Jennifer Palmieri", "Rep. Jim Clyburn (D-S.C.), the leader",
                   "WALLACE", "its “national enterprise reporter” Stephanie McCrummen, a winner"):
        assert pn._one_person(person), person


def test_source_and_cue_swapped_reads_the_cue():
    text = "“Nobody wants that,” said Hester."
    att = pn.Attribution([(1, 18)], "said", text.index("said"), cue="Hester")
    art = pn.Article("x", text, [att])
    assert pn.gold_speakers(art, att) == ["Hester"]
    assert pn.gold_speakers(art, att, version=2) == ["said"]


def test_a_relative_pronoun_stands_for_the_phrase_before_it():
    text = ("Trump refused to pay an architect who said he was stiffed. Celebrities like Will Smith and "
            "Stevie Wonder, who joked. Instead, the study -- which notes more. Jane Doe, a lawyer who said so.")
    whos = [(m.start(), m.group()) for m in re.finditer(r"\b(?:who|which)\b", text)]
    art = pn.Article("x", text, [pn.Attribution([(w + 6, w + 9)], word, w) for w, word in whos])
    stand_ins = [pn.gold_speakers(art, a)[1:] for a in art.gold]
    assert stand_ins[0] == ["architect"]
    assert stand_ins[1] == ["Stevie Wonder"]
    assert stand_ins[2] == ["study"]
    assert stand_ins[3] == ["lawyer", "Jane Doe"]
    assert pn.same_speaker(stand_ins[0][0], "an architect") and not pn.same_speaker(stand_ins[0][0], "Trump")


def test_first_person_outside_quotation_marks_stands_for_the_author():
    text = "I laughed and said no. “I will win,” he said."
    art = _article(text, ["I laughed", "he"])
    att = pn.Attribution([(2, 9)], "I", 0)
    inside = pn.Attribution([(0, 1)], "I", text.index("I will"))
    art = pn.Article("x", text, [att, inside])
    assert pn.gold_speakers(art, att) == ["I", "the author"]
    assert pn.gold_speakers(art, inside) == ["I"]
    assert pn.gold_speakers(art, att, version=2) == ["I"]


def test_a_train_sample_every_fifth_article_spans_all_outlets(bench_dir):
    root = bench_dir / "polnear" / "data" / "train" / "attributions"
    if not root.exists():
        import pytest
        pytest.skip("PolNeAR not available")
    every = pn.load_polnear(bench_dir, "train", limit=None, step=5)
    first = pn.load_polnear(bench_dir, "train", limit=10)
    assert [a.name for a in pn.load_polnear(bench_dir, "train", limit=10, step=5)] == [a.name for a in every[:10]]
    assert every[1].name == pn.load_polnear(bench_dir, "train", limit=6)[5].name
    assert len({a.name.split("_")[0] for a in every}) > len({a.name.split("_")[0] for a in first})
    assert all(a.gold for a in every[:10])


def test_an_offset_sample_is_disjoint_from_the_first_one(bench_dir):
    root = bench_dir / "polnear" / "data" / "train" / "attributions"
    if not root.exists():
        import pytest
        pytest.skip("PolNeAR not available")
    first = pn.load_polnear(bench_dir, "train", limit=None, step=5)
    second = pn.load_polnear(bench_dir, "train", limit=None, step=5, offset=1)
    assert not {a.name for a in first} & {a.name for a in second}
    assert second[0].name == pn.load_polnear(bench_dir, "train", limit=2)[1].name
    assert second[1].name == pn.load_polnear(bench_dir, "train", limit=7)[6].name
    assert pn.load_polnear(bench_dir, "train", limit=3, step=5)[0].name == first[0].name  # offset 0 by default


# --- scorer v4: hand-annotated referents ---------------------------------------------------------

def test_scorer_v4_a_pronoun_stands_for_its_annotated_referent_only():
    text = "Nicole Hargrove voted early. Mark Weddle, 55, waited. “I have two sons,” he said."
    art = _article(text, ["Nicole Hargrove", "he"])
    he = art.gold[1]
    assert pn.gold_speakers(art, he) == ["he", "Nicole Hargrove"]  # v3: the nearest earlier gold name
    refs = {("x", he.source_start): ("named", "Mark Weddle")}
    assert pn.gold_speakers_coref(art, he, refs) == ["Mark Weddle"]
    assert not any(pn.same_speaker(w, "he") for w in pn.gold_speakers_coref(art, he, refs))  # unresolved
    assert not any(pn.same_speaker(w, "Nicole Hargrove") for w in pn.gold_speakers_coref(art, he, refs))
    assert any(pn.same_speaker(w, "Weddle") for w in pn.gold_speakers_coref(art, he, refs))


def test_scorer_v4_descriptions_unnamed_sources_authors_and_unannotated_sources():
    text = "Adam Schiff spoke. Then the California congressman said more. A senior aide said no. I said yes."
    art = _article(text, ["Adam Schiff", "the California congressman", "A senior aide", "I said"])
    desc, aide, me = art.gold[1], art.gold[2], art.gold[3]
    refs = {("x", desc.source_start): ("named", "Adam Schiff"), ("x", aide.source_start): ("unnamed", None),
            ("x", me.source_start): ("author", None)}
    assert pn.gold_speakers_coref(art, desc, refs) == ["the California congressman", "Adam Schiff"]
    assert pn.gold_speakers_coref(art, aide, refs) == ["A senior aide"]  # no stand-in for the unnamed
    assert pn.gold_speakers_coref(art, me, refs)[1] == "the author"
    assert pn.gold_speakers_coref(art, art.gold[0], refs) == pn.gold_speakers(art, art.gold[0])  # not annotated: v3


def test_scorer_v4_dev_referents_are_names_written_in_their_articles(bench_dir):
    from storyline.evaluation.splits import polnear_compartments

    comp = "dev"  # the test referents are the gate's alone
    assert comp in polnear_compartments("develop")
    root = bench_dir / "polnear" / "data" / comp / "text"
    if not root.exists():
        import pytest
        pytest.skip("PolNeAR not available")
    refs, annotated = pn.load_referents(comp)
    assert len(refs) == 962 and len(annotated) == 84  # data/polnear_referents_dev.json
    arts = {a.name: a for a in pn.load_polnear(bench_dir, comp)}
    sources = {(a.name, g.source_start): g.source for a in arts.values() for g in a.gold if g.source}
    for (name, start), (kind, referent) in refs.items():
        assert (name, start) in sources  # every annotation sits on a gold Source of the scored file
        assert kind in ("named", "author", "unnamed")
        assert kind != "named" or referent in arts[name].text
    assert pn.load_referents("no-such-split") == ({}, frozenset())


def test_scorer_v4_an_unnamed_relative_stands_for_the_phrase_it_attaches_to():
    text = "Some gay rights groups, who say the law is unfair, sued. They won."
    art = _article(text, ["who"])
    who = art.gold[0]
    refs = {("x", who.source_start): ("unnamed", None)}
    wants = pn.gold_speakers_coref(art, who, refs)
    assert any(pn.same_speaker(w, "gay rights groups") for w in wants)
    assert not any(pn.same_speaker(w, "Trump") for w in wants)
