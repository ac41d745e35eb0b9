"""PolNeAR scorer: stand-ins for gold Sources that are pronouns or descriptions (hand-made golds)."""

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
