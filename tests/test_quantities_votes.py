"""Vote tallies: the votes for and against, one slot each across outlets, a conflict when they differ."""

import pytest

from tests.helpers.quantities import quantities


@pytest.mark.parametrize("text,yes,no", [
    ("The Senate voted 52-47 on Tuesday to confirm Jane Roe.", 52, 47),
    ("The Senate confirmed Jane Roe to head the agency by a vote of 52 to 47.", 52, 47),
    ("Jane Roe was confirmed as administrator by a 53-46 vote.", 53, 46),
    ("The justices ruled in a 6-3 decision on Friday.", 6, 3),
    ("The House passed the spending bill 220-212 late on Thursday.", 220, 212),
    ("The measure cleared the committee on a 14-to-9 party-line vote.", 14, 9),
    ("Bristol beat Charlton 2-1 after a 5-4 vote.", 5, 4),  # the score stays out, the tally counts
])
def test_a_tally_is_votes_for_and_against(nlp, text, yes, no):
    got = [(q.value, q.counted) for q in quantities(nlp, text)]
    assert got == [(yes, "votes for"), (no, "votes against")]


@pytest.mark.parametrize("text", [
    "The Lakers beat the Celtics 110-98 on Sunday.",
    "Arsenal won 3-1 at home.",
    "The board approved a 5-10% raise for staff.",
])
def test_scores_and_ranges_are_not_tallies(nlp, text):
    assert not any(q.counted in ("votes for", "votes against") for q in quantities(nlp, text))


def test_two_outlets_giving_different_tallies_conflict():
    from storyline.align import align
    from storyline.judge import judge
    from storyline.model import Quantity, Span
    from tests.helpers.stories import A, bundle

    def tally(a, phrase, yes, no):
        s = a.sent(phrase)
        i = a.text.index(phrase)
        for value, counted, off in ((yes, "votes for", 0), (no, "votes against", len(str(yes)) + 1)):
            start = i + off
            a.parts["quantities"].append(Quantity(float(value), None, counted, None, None, None, None,
                                                  str(value), Span(a.id, start, start + len(str(value))), s))
        return a

    a1 = tally(A("a1", "Capitol Ledger", "The Senate voted 52-47 to confirm Jane Roe."), "52-47", 52, 47)
    a2 = tally(A("a2", "Gulf Coast Times", "Roe was confirmed by a 52-47 vote."), "52-47", 52, 47)
    a3 = tally(A("a3", "Plains Courier", "Roe was confirmed by a 53-46 vote."), "53-46", 53, 46)
    j = judge(align(bundle(a1, a2, a3, title="FEMA")))
    values = sorted(sorted(c.value for c in conflict.claims) for conflict in j.conflicts if conflict.kind == "value")
    assert values == [["46", "47"], ["52", "53"]]
