"""Story grouping (storyline.cluster) on hand-written articles."""

import math
from datetime import datetime, timedelta, timezone

from hypothesis import given, settings as hsettings, strategies as st

from storyline import cluster
from storyline.cluster import average_link, features, group, story_title
from storyline.model import Article
from storyline.settings import Settings

QUAKE_A = ("A magnitude 6.1 earthquake struck near the town of Ostrava Bay on Monday, collapsing two "
           "apartment blocks and killing at least 14 people, the regional governor Marek Lind said. Rescue "
           "teams searched the rubble through the night as aftershocks rattled the coast.")
QUAKE_A2 = ("Rescuers in Ostrava Bay pulled three survivors from a collapsed apartment block on Tuesday, a "
            "day after the magnitude 6.1 earthquake killed 14 people. Governor Marek Lind said the death "
            "toll could rise as teams searched the rubble.")
QUAKE_B = ("A magnitude 5.8 earthquake hit the mountain city of Serrano Alto on Thursday, damaging a hospital "
           "and a school and injuring 30 people, mayor Lucia Ferrer said. Aftershocks shook the region and "
           "rescue teams checked damaged buildings.")
BUDGET = ("The finance minister Paul Okafor presented a budget on Wednesday that raises the tax on tobacco "
          "and cuts spending on roads, saying the deficit must fall below three percent by 2026. Opposition "
          "leaders called the plan a betrayal of rural voters.")
FOOTBALL = ("Rovers beat City 3-1 in the cup final at Westfield Park on Saturday, with striker Jonah Mbeki "
            "scoring twice in the second half. The coach Ines Duarte praised the fans after a season of "
            "injuries and near misses.")


def art(aid, text, when=None, title=""):
    return Article(id=aid, source="test", title=title or text.split(".")[0], text=text, published=when)


def day(n, hour=12):
    return datetime(2024, 5, 1, hour) + timedelta(days=n)


def test_follow_up_joins_and_other_news_starts_new_stories():
    stories = group([art("a", QUAKE_A, day(0)), art("b", BUDGET, day(0)), art("a2", QUAKE_A2, day(1)),
                     art("c", FOOTBALL, day(1))], Settings())
    assert stories["a"] == stories["a2"]
    assert len({stories["a"], stories["b"], stories["c"]}) == 3


QUAKE_A3 = ("A magnitude 5.2 earthquake struck near the town of Ostrava Bay on Friday, damaging a church and "
            "injuring 4 people, the regional governor Marek Lind said. Rescue teams searched damaged "
            "buildings as aftershocks rattled the coast.")


def test_two_earthquakes_weeks_apart_are_two_stories():
    quakes = [art("a", QUAKE_A, day(0)), art("a2", QUAKE_A2, day(1)), art("a3", QUAKE_A3, day(21))]
    stories = group(quakes, Settings())
    assert stories["a"] == stories["a2"] != stories["a3"]
    # the same-place quake three weeks later is kept apart by the window and by the fading
    assert group(quakes, Settings().with_(story_window_days=60))["a3"] != stories["a"]
    assert group(quakes, Settings().with_(story_window_days=60, story_decay_days=0))["a3"] == stories["a"]
    other_place = group([art("a", QUAKE_A, day(0)), art("b", QUAKE_B, day(21))], Settings())
    assert other_place["a"] != other_place["b"]


def test_similarity_fades_with_the_time_between_articles():
    # a second quake at the same place four days later shares most words with the first report:
    # without fading it joins the first story; with it (e every 2 days after a 1-day grace) it
    # needs more in common than a report of the same day would
    later = [art("a", QUAKE_A, day(0)), art("a3", QUAKE_A3, day(4))]
    assert len(set(group(later, Settings()).values())) == 2
    assert len(set(group(later, Settings().with_(story_decay_days=0)).values())) == 1
    assert len(set(group(later, Settings().with_(story_decay_days=8)).values())) == 1
    # within the grace period nothing fades: the next day's follow-up joins
    assert len(set(group([art("a", QUAKE_A, day(0)), art("a2", QUAKE_A2, day(1, 18))], Settings()).values())) == 1
    assert cluster.time_decay(0.5, 2.0, 1.0) == 1.0
    assert math.isclose(cluster.time_decay(3.0, 2.0, 1.0), math.exp(-1))
    assert cluster.time_decay(30.0, 0.0, 1.0) == 1.0  # 0 turns fading off


def test_window_closes_a_story():
    follow = [art("a", QUAKE_A, day(0)), art("a2", QUAKE_A2, day(10))]
    assert len(set(group(follow, Settings()).values())) == 2  # 10 days > 7-day window
    assert len(set(group(follow, Settings().with_(story_window_days=14, story_decay_days=0)).values())) == 1
    # undated articles are compared with every article
    assert len(set(group([follow[0], art("u", QUAKE_A2, None)], Settings()).values())) == 1


def test_story_ids_follow_first_articles_and_copy_joins_original():
    batch = [art("a", QUAKE_A, day(0)), art("b", BUDGET, day(0, 13)), art("c", FOOTBALL, day(1)),
             art("copy", "(Wire) " + FOOTBALL.replace("Rovers", "Rangers"), day(2))]
    assert group(batch, Settings()) == {"a": "s1", "b": "s2", "c": "s3", "copy": "s3"}
    # a copy follows its original even when its own text looks like another story
    odd = art("copy", BUDGET, day(2))
    assert group(batch[:3] + [odd], Settings(), copy_of={"copy": "a"})["copy"] == "s1"


def test_later_articles_bridge_two_stories():
    half_a = ("Governor Marek Lind ordered the evacuation of the Ostrava Bay harbour district on Monday after "
              "engineers found cracks in the sea wall. Hundreds of families left their homes.")
    half_b = ("Engineers inspecting the cracked sea wall said the damage was caused by the magnitude 6.1 "
              "earthquake, and warned that a storm surge could flood the district. Repairs will take weeks.")
    both = [art("x", half_a, day(0)), art("y", half_b, day(0, 13))]
    apart = group(both, Settings(), threshold=0.16)
    assert apart["x"] != apart["y"]
    # two later reports that carry both halves bridge the stories; the older story's id survives
    bridges = [art(f"r{k}", half_a + " " + half_b, day(1, k), title="Sea wall repairs") for k in range(2)]
    joined = group(both + bridges, Settings(), threshold=0.16)
    assert len(set(joined.values())) == 1 and joined["x"] == "s1"


def test_average_link_by_hand():
    # 0-1 close, 2-3 close, 1-2 a weak bridge: two clusters, not one chain
    pairs = {(0, 1): 0.9, (2, 3): 0.8, (1, 2): 0.5}
    assert average_link(4, pairs, 0.3) == [0, 0, 2, 2]
    assert average_link(4, pairs, 0.1) == [0, 0, 0, 0]  # mean of cross pairs = 0.5 / 4 >= 0.1
    assert average_link(4, pairs, 0.95) == [0, 1, 2, 3]
    assert average_link(0, {}, 0.2) == []


def test_names_and_numbers_are_features():
    terms, names = features(art("a", QUAKE_A, title="Quake in Ostrava Bay"))
    assert {"ostrava", "bay", "marek", "lind", "#6.1", "#14"} <= set(names)
    assert "rescue" not in names and "a" not in names  # common words and sentence openers are no names
    assert "@ostrava bay" in terms and "earthquake" in terms and "#6.1" in terms


def test_same_kind_events_with_other_names_stay_apart():
    # same words (earthquake, rescue, buildings), different place, people and figures, same week
    stories = group([art("a", QUAKE_A, day(0)), art("b", QUAKE_B, day(1)), art("a2", QUAKE_A2, day(1))],
                    Settings())
    assert stories["a"] == stories["a2"] != stories["b"]


def test_timezone_aware_and_naive_dates_mix():
    aware = datetime(2024, 5, 1, 12, tzinfo=timezone.utc)
    stories = group([art("a", QUAKE_A, aware), art("a2", QUAKE_A2, day(1)), art("u", BUDGET, None)], Settings())
    assert stories["a"] == stories["a2"]


def test_story_title_is_the_most_central_article():
    articles = [art("a", QUAKE_A, day(0), title="Quake kills 14"),
                art("a2", QUAKE_A2, day(1), title="Survivors pulled from rubble"),
                art("x", QUAKE_A + " " + QUAKE_A2, day(1), title="Ostrava Bay quake: what we know")]
    assert story_title(articles) == "Ostrava Bay quake: what we know"
    assert story_title(articles[:1]) == "Quake kills 14"
    assert story_title([]) == ""


POOL = [QUAKE_A, QUAKE_A2, QUAKE_B, BUDGET, FOOTBALL, BUDGET + " Markets fell.", QUAKE_A + " More follows."]


@hsettings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(POOL) - 1), st.one_of(st.none(), st.integers(0, 20))),
                min_size=1, max_size=12),
       st.randoms(use_true_random=False))
def test_grouping_does_not_depend_on_input_order(specs, rnd):
    articles = [art(f"n{i}", POOL[p], None if d is None else day(d // 3)) for i, (p, d) in enumerate(specs)]
    shuffled = articles[:]
    rnd.shuffle(shuffled)
    assert group(shuffled, Settings()) == group(articles, Settings())


def test_order_independent_when_compared_block_by_block(monkeypatch):
    import random


    monkeypatch.setattr(cluster, "BLOCK", 2)  # many blocks: ties must never be split between two
    articles = [art(f"n{i}", POOL[i % len(POOL)], None if i % 5 == 0 else day(i // 4, 12 + i % 2))
                for i in range(20)]
    expected = group(articles, Settings())
    assert len(set(expected.values())) > 1
    for seed in range(5):
        batch = articles[:]
        random.Random(seed).shuffle(batch)
        assert group(batch, Settings()) == expected


def test_streamed_clustering_equals_clustering_everything_at_once(monkeypatch):

    monkeypatch.setattr(cluster, "BLOCK", 3)  # components settle as the window moves on
    articles = sorted((art(f"n{i:02d}", POOL[(i * 3) % len(POOL)], day(i // 2, 12 + i % 2)) for i in range(24)),
                      key=cluster.order_key)
    thr = Settings().group_threshold
    pairs = cluster.similar_pairs(articles, 7, thr * cluster.FLOOR_RATIO)
    at_once = cluster.average_link(len(articles), pairs, thr)
    assert len(set(at_once)) > 2
    assert cluster._stream_average_link(articles, 7, thr, cluster.NAME_SIM_WEIGHT) == at_once
    monkeypatch.setattr(cluster, "SETTLE_MIN", 2)  # long components are cut as the window moves on
    assert cluster._stream_average_link(articles, 7, thr, cluster.NAME_SIM_WEIGHT) == at_once


def test_a_report_set_in_capitals_joins_its_story():
    """Old wire copy in capitals: its words must count as words, not as one long name each."""
    stories = group([art("a", QUAKE_A, day(0)), art("caps", QUAKE_A2.upper(), day(1)), art("b", BUDGET, day(0)),
                     art("c", FOOTBALL, day(1))], Settings())
    assert stories["caps"] == stories["a"]
    assert len({stories["a"], stories["b"], stories["c"]}) == 3
    terms, names = features(art("caps", QUAKE_A2.upper(), day(1)))
    assert "rescuer" in terms or "rescuers" in terms
    assert not any(len(t.split()) > 4 for t in terms)  # no sentence-long "names"


def _title_by_pairs(articles):
    """The most central article's title, from every pair's dot product (the definition)."""
    from storyline.cluster import Idf, order_key, term_counts

    ordered = sorted(articles, key=order_key)
    idf = Idf()
    counts = [term_counts(a) for a in ordered]
    for c in counts:
        idf.add(c)
    vecs = [idf.vector(c) for c in counts]
    best, best_score = ordered[0], -1.0
    for i, a in enumerate(ordered):
        others = [sum(v * vecs[j].get(t, 0.0) for t, v in vecs[i].items()) for j in range(len(vecs)) if j != i]
        score = sum(others) / len(others) if others else 0.0
        if score > best_score + 1e-12:
            best, best_score = a, score
    return best.title


WORDS = "quake port strike mayor council vote budget river flood rescue police court ruling".split()


@hsettings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.sampled_from(WORDS), min_size=3, max_size=12), min_size=1, max_size=7))
def test_story_title_in_linear_time_is_the_pairwise_definition(texts):
    base = datetime(2024, 3, 5, tzinfo=timezone.utc)
    arts = [Article(id=f"a{i}", source="s", title=f"title {i}", text=" ".join(words) + ".",
                    published=base + timedelta(hours=i)) for i, words in enumerate(texts)]
    assert story_title(arts) == _title_by_pairs(arts)
