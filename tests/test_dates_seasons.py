"""Seasons, quarters and present-tense schedules (storyline.extract.date_seasons via find_dates),
hand-written sentences resolved against an article of Friday, May 23, 2025."""

from datetime import date, datetime
from types import SimpleNamespace

import pytest

from storyline.align_events import dated_days, dates_meet
from storyline.extract import parse
from storyline.extract.dates import date_label, find_dates, granularity, relative_period
from storyline.sentences import split_sentences

PUBLISHED = datetime(2025, 5, 23, 10, 0)  # a Friday


def refs(nlp, text, published=PUBLISHED):
    sents = split_sentences(text)
    found = find_dates(parse(nlp, text, sents), "a1", sents, published)
    for d in found:
        assert text[d.span.start:d.span.end] == d.when
    return found


def dates(nlp, text, published=PUBLISHED):
    return {d.when: d.date for d in refs(nlp, text, published)}


@pytest.mark.parametrize("text,when,expected,label", [
    ("The bakery hopes to open its second shop this spring.", "this spring", date(2025, 3, 1), "2025 spring"),
    ("Ticket sales dropped sharply last fall.", "last fall", date(2024, 9, 1), "2024 fall"),
    ("The aquarium will reopen next summer.", "next summer", date(2026, 6, 1), "2026 summer"),
    ("Heating bills soared last winter.", "last winter", date(2024, 12, 1), "2024-25 winter"),
    ("The orchard was replanted in the spring of 2022.", "the spring of 2022", date(2022, 3, 1), "2022 spring"),
    ("The ferry line posted a loss in the first quarter.", "the first quarter", date(2025, 1, 1), "2025-Q1"),
    ("Shipments of bicycles climbed in Q3.", "Q3", date(2024, 7, 1), "2024-Q3"),
    ("The brewer sold fewer kegs in the third quarter of 2023.", "the third quarter of 2023", date(2023, 7, 1),
     "2023-Q3"),
    ("Margins narrowed in Q2 2024, the chipmaker said.", "Q2 2024", date(2024, 4, 1), "2024-Q2"),
    ("The airline will add routes in the fourth quarter.", "the fourth quarter", date(2025, 10, 1), "2025-Q4"),
    ("The retailer will trim staff in the first quarter.", "the first quarter", date(2026, 1, 1), "2026-Q1"),
    ("Exports fell in the second quarter of last year.", "the second quarter of last year", date(2024, 4, 1),
     "2024-Q2"),
])
def test_seasons_and_quarters_resolve_to_their_first_month(nlp, text, when, expected, label):
    got = dates(nlp, text)
    assert got[when] == expected
    assert granularity(when) == "month"
    assert date_label(expected, when) == label


@pytest.mark.parametrize("text,when", [
    ("Its fiscal second quarter ended in March.", "fiscal second quarter"),  # a company's own calendar
])
def test_fiscal_quarters_stay_unresolved(nlp, text, when):
    assert dates(nlp, text)[when] is None


def test_a_quarter_of_a_game_is_no_date(nlp):
    got = dates(nlp, "The visitors scored two touchdowns in the third quarter.")
    assert all(d is None for w, d in got.items() if "quarter" in w)


def test_a_season_makes_no_date_conflict_with_a_day_inside_it(nlp):
    spring = refs(nlp, "The clinic expanded its night hours this spring.")
    april = refs(nlp, "The clinic expanded its night hours on April 14.")
    q3 = refs(nlp, "The mill cut output in the third quarter of 2024.")
    assert relative_period("this spring") and relative_period("the third quarter of 2024")
    assert not relative_period("April 14")
    a, b = SimpleNamespace(finding=spring), SimpleNamespace(finding=april)
    # the season cannot tell the two apart: no conflict (an empty list never conflicts)
    assert dated_days(a) == [] and dated_days(b) and dated_days(SimpleNamespace(finding=q3)) == []
    assert not dates_meet(dated_days(a), dated_days(b))


@pytest.mark.parametrize("text,when,expected", [
    ("The hearing starts on Monday.", "Monday", date(2025, 5, 26)),
    ("The trade fair opens Tuesday.", "Tuesday", date(2025, 5, 27)),
    ("The school year begins on Wednesday in the district.", "Wednesday", date(2025, 5, 28)),
    ("Jury selection resumes Thursday, the clerk said.", "Thursday", date(2025, 5, 29)),
    ("The summit takes place on Wednesday.", "Wednesday", date(2025, 5, 28)),
    ("The final vote is on Tuesday.", "Tuesday", date(2025, 5, 27)),
    # past and future verbs keep their direction
    ("The hearing started on Monday.", "Monday", date(2025, 5, 19)),
    ("The trade fair opened Tuesday.", "Tuesday", date(2025, 5, 20)),
    ("The summit will take place on Wednesday.", "Wednesday", date(2025, 5, 28)),
    ("She says the pair spoke on Tuesday.", "Tuesday", date(2025, 5, 20)),
])
def test_present_tense_schedule_with_a_weekday_is_the_coming_day(nlp, text, when, expected):
    assert dates(nlp, text)[when] == expected
