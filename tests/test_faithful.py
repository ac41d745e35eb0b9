"""The faithfulness checker: passes on real briefs, catches tampered ones."""

from __future__ import annotations

import copy as copylib

import pytest

from storyline.faithful import check_brief
from tests.helpers.stories import STORIES, denial_story, make, moves_story, quota_story, summit_story, titles_story


def texts(b):
    return {a: x.text for a, x in b.articles.items()}


@pytest.mark.parametrize("story_fn", STORIES)
def test_faithful_on_every_brief(story_fn):
    b, brief = make(story_fn)
    assert check_brief(brief, texts(b)) == []


def test_catches_changed_evidence_offset():
    b, brief = make(summit_story)
    bad = copylib.deepcopy(brief)
    bad["facts"][0]["evidence"][0]["start"] += 1
    problems = check_brief(bad, texts(b))
    assert len(problems) == 1 and "differs" in problems[0] and bad["facts"][0]["id"] in problems[0]


def test_catches_offsets_out_of_range():
    b, brief = make(quota_story)
    bad = copylib.deepcopy(brief)
    bad["facts"][0]["evidence"][0]["end"] = 10_000
    assert any("out of range" in p for p in check_brief(bad, texts(b)))


def test_catches_summary_sentence_not_in_cited_article():
    b, brief = make(summit_story)
    bad = copylib.deepcopy(brief)
    entry = bad["summary"][0]
    other = next(a for a in b.articles if a not in entry["articles"])
    entry["articles"].append(other)
    problems = check_brief(bad, texts(b))
    assert problems == [f"summary[0]: sentence not found in article {other!r}"]


def test_catches_altered_sentence_text():
    b, brief = make(moves_story)
    bad = copylib.deepcopy(brief)
    sentence = bad["summary"][0]["sentence"]
    altered = sentence[:-1] + ("!" if sentence[-1] != "!" else ".")  # one character changed
    bad["summary"][0]["sentence"] = altered
    assert all(altered not in t for t in texts(b).values())
    assert check_brief(bad, texts(b))


def test_catches_unknown_article():
    b, brief = make(denial_story)
    bad = copylib.deepcopy(brief)
    bad["facts"][0]["articles"].append("zz9")
    bad["conflicts"][0]["claims"][0]["articles"] = ["nope"]
    problems = check_brief(bad, texts(b))
    assert any("'zz9' is not in the story" in p for p in problems)
    assert any("'nope' is not in the story" in p for p in problems)


def test_catches_tampered_quote_quantity_timeline_and_claim():
    b, brief = make(summit_story)
    bad = copylib.deepcopy(brief)
    bad["quotes"][0]["text"] = "the cap was strong"
    bad["quantities"][0]["text"] = "$70 a barrel"
    bad["timeline"][0]["text"] = "Nothing happened."
    problems = check_brief(bad, texts(b))
    assert any(p.startswith("quotes[0]") for p in problems)
    assert any(p.startswith("quantities[0]") for p in problems)
    assert any(p.startswith("timeline[0]") for p in problems)
    b2, brief2 = make(titles_story)
    bad2 = copylib.deepcopy(brief2)
    bad2["conflicts"][0]["claims"][0]["text"] = "Todd Lyons is the commissioner."
    assert any(p.startswith("conflicts[0] claims[0]") for p in check_brief(bad2, texts(b2)))


def test_catches_evidence_from_article_outside_the_fact():
    b, brief = make(quota_story)
    bad = copylib.deepcopy(brief)
    fact = next(f for f in bad["facts"] if len(f["articles"]) == 1)
    ev = next(e for f in bad["facts"] for e in f["evidence"] if e["article"] not in fact["articles"])
    fact["evidence"].append(ev)
    assert any("not among the fact's articles" in p for p in check_brief(bad, texts(b)))


def test_missing_text_is_reported():
    b, brief = make(moves_story)
    t = texts(b)
    del t["b4"]
    assert any("no text for article 'b4'" in p for p in check_brief(brief, t))
