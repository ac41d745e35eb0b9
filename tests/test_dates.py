"""find_dates: absolute and relative expressions, resolved against a fixed article date."""

from datetime import date, datetime

import pytest

from storyline.extract import parse
from storyline.extract.dates import find_dates
from storyline.sentences import split_sentences

PUBLISHED = datetime(2025, 5, 30, 14, 0)  # a Friday


def dates(nlp, text, published=PUBLISHED):
    sents = split_sentences(text)
    found = find_dates(parse(nlp, text, sents), "a1", sents, published)
    for d in found:
        assert text[d.span.start:d.span.end] == d.when
        assert d.sentence.start <= d.span.start < d.span.end <= d.sentence.end
    return {d.when: d.date for d in found}


@pytest.mark.parametrize("text,when,expected", [
    ("The order was signed on May 21, 2025.", "May 21, 2025", date(2025, 5, 21)),
    ("It took effect on May 21.", "May 21", date(2025, 5, 21)),
    ("The filing is dated 2025-05-21.", "2025-05-21", date(2025, 5, 21)),
    ("In April 2024, arrests rose.", "April 2024", date(2024, 4, 1)),
    ("The rule expired at the end of April.", "the end of April", date(2025, 4, 30)),
    ("Officials met on Thursday.", "Thursday", date(2025, 5, 29)),
    ("Officials met on Friday.", "Friday", date(2025, 5, 30)),
    ("They will meet again on Monday.", "Monday", date(2025, 6, 2)),
    ("He resigned yesterday.", "yesterday", date(2025, 5, 29)),
    ("The board voted last week.", "last week", date(2025, 5, 23)),
    ("Last Friday the court ruled.", "Last Friday", date(2025, 5, 23)),
    ("Two days ago the board voted.", "Two days ago", date(2025, 5, 28)),
    ("The hearing is scheduled for June 3.", "June 3", date(2025, 6, 3)),
])
def test_resolved(nlp, text, when, expected):
    assert dates(nlp, text)[when] == expected


def test_yearless_date_after_article_date_in_past_sentence_is_last_year(nlp):
    assert dates(nlp, "The agency was founded on December 12.")["December 12"] == date(2024, 12, 12)


def test_yearless_date_in_a_present_tense_sentence_is_the_nearest(nlp):
    early = datetime(2025, 5, 8, 9, 0)
    assert dates(nlp, "The vote is on May 21.", early)["May 21"] == date(2025, 5, 21)  # not last year's
    assert dates(nlp, "The vote was on May 21.", early)["May 21"] == date(2024, 5, 21)  # past: before the article
    assert dates(nlp, "The storm season ends on Dec. 28.", early)["Dec. 28"] == date(2024, 12, 28)  # the nearer one


def test_vague_expressions_keep_when_without_date(nlp):
    got = dates(nlp, "He resigned earlier this month. The law dates from 2016. Costs rose in recent weeks.")
    assert got["2016"] is None and got["recent weeks"] is None


def test_relative_months_and_years_name_their_period(nlp):
    from storyline.extract.dates import date_label

    got = dates(nlp, "He resigned earlier this month. Arrests fell last month. Prices will rise next year. "
                     "Sales grew last year.")  # the article is of May 30, 2025
    assert got["earlier this month"] == date(2025, 5, 1) and date_label(got["earlier this month"],
                                                                        "earlier this month") == "2025-05"
    assert got["last month"] == date(2025, 4, 1)
    assert got["next year"] == date(2026, 1, 1) and date_label(got["next year"], "next year") == "2026"
    assert got["last year"] == date(2024, 1, 1)
    january = dates(nlp, "Arrests fell last month.", datetime(2025, 1, 8))
    assert january["last month"] == date(2024, 12, 1)  # across the turn of the year
    assert dates(nlp, "Arrests fell last month.", None)["last month"] is None  # no anchor, no date


def test_part_of_a_relative_period_is_counted_from_the_article_date(nlp):
    from storyline.extract.dates import date_label

    got = dates(nlp, "Genalo will retire at the end of the month. The plan is due by the end of the year. "
                     "Results come at the start of next month. The office closed at the end of last year. "
                     "Talks resume at the end of next week.")  # the article is of Friday May 30, 2025
    assert got["the end of the month"] == date(2025, 5, 31)
    assert date_label(got["the end of the month"], "the end of the month") == "2025-05"
    assert got["the end of the year"] == date(2025, 12, 31)
    assert date_label(got["the end of the year"], "the end of the year") == "2025"
    assert got["the start of next month"] == date(2025, 6, 1)
    assert got["the end of last year"] == date(2024, 12, 31)
    assert got["the end of next week"] == date(2025, 6, 2)  # that week's Monday: "week of 2025-06-02"
    assert date_label(got["the end of next week"], "the end of next week") == "week of 2025-06-02"
    december = dates(nlp, "The fund runs out at the end of next month.", datetime(2025, 12, 10))
    assert december["the end of next month"] == date(2026, 1, 31)  # across the turn of the year
    assert dates(nlp, "He retires at the end of the month.", None)["the end of the month"] is None


def test_without_published_only_explicit_years(nlp):
    got = dates(nlp, "The order was signed on May 21, 2025. Officials met on Thursday and yesterday.",
                published=None)
    assert got["May 21, 2025"] == date(2025, 5, 21)
    assert got["Thursday"] is None and got["yesterday"] is None


def test_durations_ages_and_rates_are_not_dates(nlp):
    got = dates(nlp, "She has served for three years. The 62-year-old makes 3,000 arrests a day.")
    assert got == {}


def test_future_weekday_same_as_article_day_is_that_day(nlp):
    # the article is dated Friday; "will announce Friday" means that very day, "next Friday" a week on
    got = dates(nlp, "The White House will announce Friday that rules ease. They meet again next Friday.")
    assert got["Friday"] == date(2025, 5, 30)
    assert got["next Friday"] == date(2025, 6, 6)


def test_imprecise_and_anchorless_forms_have_no_date(nlp):
    got = dates(nlp, "Six months later the plan collapsed.")
    assert got.get("Six months later") is None


def test_late_weekday_and_leading_between(nlp):
    got = dates(nlp, "The vote ended late Thursday. Payments were made between Dec. 14, 2024 and March.")
    assert got["late Thursday"] == date(2025, 5, 29)
    assert got["Dec. 14, 2024"] == date(2024, 12, 14)


def test_covid_19_is_not_a_date(nlp):
    assert "COVID-19" not in dates(nlp, "He died of COVID-19 complications on Monday.")


_PIECES = ["on", "Monday", "May 21", "2025", ",", "last week", "at the end of", "April", "will", "met",
           "yesterday", "2025-05-21", "earlier this month", "two days ago", ".", "\n", "Dec.", "31st", "the"]


@pytest.mark.parametrize("published", [PUBLISHED, None])
def test_offsets_hold_on_arbitrary_input(nlp, published):
    """Random strings of date-ish pieces: no crash, every span is the text it claims."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=25, deadline=None)
    @given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12))
    def check(pieces):
        dates(nlp, " ".join(pieces), published)

    check()


def test_tense_comes_from_the_verb_the_date_belongs_to(nlp):
    got = dates(nlp, "“We will do it,” Miller told Fox News on Thursday.")
    assert got["Thursday"] == date(2025, 5, 29)  # told (past), despite "will" in the quote
    got = dates(nlp, "Homan said the offices would get more officers by the end of June.")
    assert got["the end of June"] == date(2025, 6, 30)
    got = dates(nlp, "The hearing is scheduled for July 15.")
    assert got["July 15"] == date(2025, 7, 15)


def test_a_date_that_tells_which_thing_takes_no_tense_from_the_verb(nlp):
    """"its March estimate": the date says which estimate (the nearest March), not when "will grow" is;
    a happening dated so ("the March 3 special election will ...") is still dated by its verb."""
    got = dates(nlp, "Output will grow by 5.9% this year, 0.1 percentage point lower than its March estimate.")
    assert got["March"] == date(2025, 3, 1)
    assert dates(nlp, "The March 3 special election will fill the seat.")["March 3"] == date(2026, 3, 3)
    assert dates(nlp, "Prices will rise in March.")["March"] == date(2026, 3, 1)


@pytest.mark.parametrize("when, gran", [
    ("March 14, 2020", "day"), ("14 March", "day"), ("Thursday", "day"), ("yesterday", "day"),
    ("2021-10-09", "day"), ("March 2020", "month"), ("in April", "month"), ("at the end of April", "month"),
    ("early May", "month"), ("last month", "month"), ("last week", "week"), ("last year", "year"),
])
def test_granularity(when, gran):
    from storyline.extract.dates import granularity

    assert granularity(when) == gran


def test_dates_compatible_and_labels():
    from datetime import date as d

    from storyline.extract.dates import date_label, dates_compatible

    assert dates_compatible(d(2020, 3, 14), "day", d(2020, 3, 1), "month")
    assert not dates_compatible(d(2020, 3, 14), "day", d(2020, 4, 1), "month")
    assert not dates_compatible(d(2021, 5, 21), "day", d(2021, 5, 23), "day")
    assert dates_compatible(d(2021, 10, 9), "day", d(2021, 10, 7), "week")
    assert not dates_compatible(d(2021, 10, 20), "day", d(2021, 10, 7), "week")
    assert dates_compatible(d(2020, 1, 5), "day", d(2020, 12, 1), "year")
    assert date_label(d(2020, 3, 1), "March 2020") == "2020-03"
    assert date_label(d(2020, 3, 14), "March 14, 2020") == "2020-03-14"


def test_a_date_never_spans_a_line_break(nlp):
    """Found by the property test above: "May 21 \\n May 21" was read as one date across the break."""
    assert dates(nlp, "May 21 \n May 21") == {"May 21": date(2025, 5, 21)}


def test_clock_times_and_idioms_are_not_dates(nlp):
    got = dates(nlp, "The quake struck at 0737 GMT. The rebuilding continues to this day, as in those days.")
    assert got == {}
    assert "1999" in dates(nlp, "The law was passed in 1999.")  # a year is still a date


FRIDAY = datetime(2025, 5, 23)  # a Friday


def test_weekends_and_this_week_resolve_against_the_article_date(nlp):
    got = dates(nlp, "Two suspects were arrested over the weekend. The talks resumed earlier this week. "
                     "The union will strike this weekend. Fans rallied last weekend.", FRIDAY)
    assert got["the weekend"] == date(2025, 5, 17)  # the Saturday before the Friday article
    assert got["earlier this week"] == date(2025, 5, 23)  # the article's week, as "last week" is 7 days back
    assert got["this weekend"] == date(2025, 5, 24)  # future: the coming Saturday
    assert got["last weekend"] == date(2025, 5, 17)
    assert date_label_of(got["the weekend"], "the weekend") == "week of 2025-05-17"
    assert dates(nlp, "Two suspects were arrested over the weekend.", None)["the weekend"] is None


def date_label_of(d, when):
    from storyline.extract.dates import date_label

    return date_label(d, when)


def test_a_deferral_points_ahead_despite_its_past_verb(nlp):
    # "was postponed until June 12" in a May article: this June, not last year's
    assert dates(nlp, "The hearing was postponed until June 12.", FRIDAY)["June 12"] == date(2025, 6, 12)
    assert dates(nlp, "The deadline was extended to July 9.", FRIDAY)["July 9"] == date(2025, 7, 9)
    assert dates(nlp, "She stayed at the embassy until June 12.", FRIDAY)["June 12"] == date(2024, 6, 12)
    # an infinitive of purpose that lasts until a date: a time still to come, whatever the main verb's tense
    picked = "The governor picked an aide on Friday to fill the open seat until a special election in June."
    assert dates(nlp, picked, FRIDAY)["June"] == date(2025, 6, 1)
    assert dates(nlp, "She served in the Senate until June.", FRIDAY)["June"] == date(2024, 6, 1)


def test_day_ranges_and_early_late_relative_years(nlp):
    from storyline.extract.dates import granularity

    got = dates(nlp, "The summit was held March 3-5 in Geneva. The merger collapsed late last year.", FRIDAY)
    assert got["March 3-5"] == date(2025, 3, 3)
    assert granularity("March 3-5") == "week" and granularity("March 3-25") == "month"
    assert got["late last year"] == date(2024, 1, 1) and granularity("late last year") == "year"


def test_a_planned_participle_points_ahead_however_the_lemmatizer_reads_it(nlp):
    """In a past-tense report, "the general election slated for June 25" (spaCy lemmatizes "slated"
    as "slat") is the coming June 25, not last year's."""
    early = datetime(2013, 1, 30, 12, 0)
    got = dates(nlp, "Patrick said the pick should not run in the general election slated for June 25.", early)
    assert got["June 25"] == date(2013, 6, 25)
    got = dates(nlp, "Patrick said voters would choose in a special election set for June 25.", early)
    assert got["June 25"] == date(2013, 6, 25)
    got = dates(nlp, "Patrick said the primary was held on June 25.", early)
    assert got["June 25"] == date(2012, 6, 25)  # a past event stays past
