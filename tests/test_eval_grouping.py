"""ECB+ loader, B-cubed scorer and the crawl's URL days (the grouping gates: tests/test_eval_gates.py)."""

import pytest

from storyline.evaluation.ecbplus import detokenize, ecb_articles, load_ecbplus
from storyline.evaluation.grouping import DEV_TOPICS, bcubed, format_table
from storyline.evaluation.splits import ecb_topics


def test_bcubed_by_hand():
    gold = {"a": "x", "b": "x", "c": "y"}
    assert bcubed({"a": "1", "b": "1", "c": "2"}, gold) == (1.0, 1.0, 1.0)
    # all in one cluster: precision (2/3 + 2/3 + 1/3) / 3 = 5/9, recall 1
    p, r, f = bcubed({"a": "1", "b": "1", "c": "1"}, gold)
    assert (round(p, 4), r) == (round(5 / 9, 4), 1.0)
    # all apart: precision 1, recall (1/2 + 1/2 + 1) / 3 = 2/3
    p, r, f = bcubed({"a": "1", "b": "2", "c": "3"}, gold)
    assert (p, round(r, 4)) == (1.0, round(2 / 3, 4))
    assert f == pytest.approx(2 * p * r / (p + r))


def test_detokenize():
    toks = "He said `` it 's a 12 - year old case , '' at 5 : 46 p.m. ( local time ) in the U . S .".split()
    assert detokenize(toks) == 'He said "it\'s a 12-year old case," at 5:46 p.m. (local time) in the U.S.'


@pytest.fixture(scope="module")
def ecb(bench_dir):
    return load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", ecb_topics("develop"))  # no reported topic


def test_load_ecbplus(ecb):
    assert len([d for d in ecb if d.topic in DEV_TOPICS]) == 197
    assert len([d for d in ecb if d.topic in ecb_topics("train")]) == 575
    assert {d.topic for d in ecb} == ecb_topics("develop")
    doc = next(d for d in ecb if d.name == "1_1ecbplus")  # a train topic: tests read no reported text
    assert doc.url == "http://www.accesshollywood.com/lindsay-lohan-leaves-betty-ford-checks-into-malibu-rehab_article_80744"
    assert doc.title == "Lindsay Lohan Leaves Betty Ford, Checks Into Malibu Rehab"
    assert doc.subtopic == "1ecbplus" and "http" not in doc.text
    assert "Lindsay Lohan has left the Betty Ford Center and is moving to a rehab facility in Malibu" in doc.text
    plain = next(d for d in ecb if d.name == "1_1ecb")
    assert plain.url is None and plain.title == "Another day in Hollywood; another star in rehab."
    arts = {a.id: a for a in ecb_articles([doc, plain])}
    assert arts["1_1ecbplus"].source == "accesshollywood.com" and arts["1_1ecb"].source == "ECB+"
    assert arts["1_1ecb"].published is None


def test_format_table():
    table = format_table({"rows": [{"method": "m", "split": "test", "f1": 0.5}]})
    assert table.splitlines()[0].startswith("| method | split |") and "| m | test |" in table


def test_url_day():
    from datetime import datetime, timedelta, timezone

    from storyline.evaluation.grouping_crawl import url_day

    roundup = datetime(2021, 10, 18, 16, 15, tzinfo=timezone(timedelta(hours=-7)))
    day = url_day("https://www.cnbc.com/2021/10/18/supreme-court-sides-with-police.html", roundup)
    assert day == datetime(2021, 10, 18, 12, tzinfo=roundup.tzinfo)
    assert url_day("https://www.foxnews.com/politics/2021-10-17-court", roundup).day == 17
    assert url_day("https://example.com/2021/13/40/x", roundup) is None  # not a date
    assert url_day("https://example.com/2019/01/02/old-link", roundup) is None  # a stale link, not its day
    assert url_day("https://apnews.com/article/abc123", roundup) is None
