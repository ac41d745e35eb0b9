"""The names scorer (storyline.evaluation.names); the names gate is in tests/test_eval_gates.py."""

from storyline.evaluation.names import _name_part, score_doc, source_name, GoldDoc


def test_name_part_takes_the_trailing_name_without_titles():
    vocab = frozenset({"police", "the", "defensive", "lineman", "wife", "mark"})
    words = ["defensive", "lineman", "Jamal", "Williams"]
    assert _name_part(words, vocab) == (2, 4)
    assert _name_part(["Dr", ".", "Regina", "Benjamin"], vocab) == (2, 4)
    assert _name_part(["Jackman", "'s", "wife"], vocab) is None  # a description, not a name
    assert _name_part(["Police"], vocab) is None  # a common word at a sentence start
    assert _name_part(["He"], vocab) is None
    assert _name_part(["Laurence", "Mark"], vocab) == (0, 2)  # one uncommon word is enough


def test_source_name_reads_the_head_of_a_polnear_source():
    text = "Donald Trump spoke. Sen. Bernie Sanders, a rival, said no. The Clinton campaign said yes. Trump said so."
    vocab = frozenset({"spoke", "said", "no", "yes", "so", "a", "rival", "campaign"})
    s = text.index("Sen.")
    got = source_name(text, s, text.index(", a rival,") + len(", a rival"), vocab)
    assert got and text[got[0] : got[1]] == "Bernie Sanders"
    s = text.index("The Clinton")
    assert source_name(text, s, s + len("The Clinton campaign"), vocab) is None
    s = text.rindex("Trump")
    assert source_name(text, s, s + 5, vocab) == (s, s + 5)  # "Trump" also written as "Donald Trump"


def test_score_doc_counts_strict_and_lenient():
    text = "Ann Lee met Bob Ray and Ed Fox in Rome."
    gold = GoldDoc("d", text, judged=[(0, len(text))], names=[(0, 7, "e1"), (12, 19, "e2")],
                   markables=[(34, 38)])
    pred = [(0, 7, "Ann Lee"), (12, 15, "Bob Ray"), (24, 30, "Ed Fox"), (34, 38, "Rome")]
    c = score_doc(gold, pred)
    assert (c["gold"], c["predicted"], c["matched"]) == (2, 4, 2)
    assert c["strict_fp"] == 2 and c["lenient_fp"] == 1  # "Ed Fox" unannotated, "Rome" is a place
