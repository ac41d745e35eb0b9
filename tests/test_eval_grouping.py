"""ECB+ loader, B-cubed scorer and the story-grouping quality gate."""

import json
import statistics
from pathlib import Path

import pytest

from storyline.cluster import group
from storyline.evaluation.ecbplus import detokenize, ecb_articles, load_ecbplus
from storyline.evaluation.grouping import DEV_TOPICS, TEST_TOPICS, bcubed, format_table, shuffled, word_overlap_groups
from storyline.settings import Settings

FLOORS = json.loads((Path(__file__).parent / "floors" / "grouping.json").read_text())


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
    return load_ecbplus(bench_dir / "ecbplus" / "ECB+.zip", DEV_TOPICS | TEST_TOPICS)


def test_load_ecbplus(ecb):
    assert len([d for d in ecb if d.topic in DEV_TOPICS]) == 197
    assert len([d for d in ecb if d.topic in TEST_TOPICS]) == 210
    doc = next(d for d in ecb if d.name == "36_1ecbplus")
    assert doc.url == "http://www.ibtimes.com/warren-jeffs-found-guilty-sexual-assault-charges-823855"
    assert doc.title == "Warren Jeffs Found Guilty on Sexual Assault Charges"
    assert doc.subtopic == "36ecbplus" and "http" not in doc.text
    assert "A San Antonio jury has found polygamist leader Warren Jeffs guilty" in doc.text
    plain = next(d for d in ecb if d.name == "36_1ecb")
    assert plain.url is None and plain.title.startswith("2 leaders of polygamist group arrested")
    arts = {a.id: a for a in ecb_articles([doc, plain])}
    assert arts["36_1ecbplus"].source == "ibtimes.com" and arts["36_1ecb"].source == "ECB+"
    assert arts["36_1ecb"].published is None


def test_grouping_gate(ecb):
    settings = Settings().with_(group_threshold=FLOORS["group_threshold"])
    test = [d for d in ecb if d.topic in TEST_TOPICS]
    arts, gold = ecb_articles(test), {d.name: d.subtopic for d in test}
    _, _, f1 = bcubed(group(arts, settings), gold)
    assert f1 >= FLOORS["test_bcubed_f1"], f"test B-cubed F1 {f1:.4f} below floor {FLOORS['test_bcubed_f1']}"
    shuffled_f1 = [bcubed(group(shuffled(arts, seed), settings), gold)[2] for seed in range(3)]
    assert statistics.mean(shuffled_f1) >= FLOORS["test_bcubed_f1_random_orders_mean"]
    dev = [d for d in ecb if d.topic in DEV_TOPICS]
    _, _, dev_f1 = bcubed(group(ecb_articles(dev), settings), {d.name: d.subtopic for d in dev})
    assert dev_f1 >= FLOORS["dev_bcubed_f1"]
    # the word-overlap baseline and storyline without the name similarity stay below storyline on test
    _, _, base = bcubed(word_overlap_groups(arts, 0.1), gold)
    _, _, words_only = bcubed(group(arts, settings, name_weight=0.0), gold)
    assert max(base, words_only) < f1


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


def test_crawl_grouping_gate(bench_dir):
    """On a real dated stream, fading the similarity with the time between articles keeps same-beat
    stories of different days apart (held-out later half of the AllSides crawl)."""
    from storyline.evaluation.grouping_crawl import crawl_articles, halves

    articles, gold = crawl_articles(bench_dir, "url")
    _, later = halves(articles)
    truth = {a.id: gold[a.id] for a in later}
    f1 = bcubed(group(later, Settings()), truth)[2]
    flat = bcubed(group(later, Settings().with_(story_decay_days=0.0)), truth)[2]
    assert f1 >= FLOORS["crawl_url_test_bcubed_f1"], f"crawl B-cubed F1 {f1:.4f} below floor"
    assert f1 > flat + 0.02
