"""Wire-copy detection (storyline.dedupe) on hand-written articles."""

from datetime import datetime

from storyline.cluster import group
from storyline.dedupe import CopyIndex, find_copies
from storyline.model import Article
from storyline.settings import Settings

WIRE = (
    "The city council of Harbourton voted on Tuesday to close the old ferry terminal by the end of "
    "the year, ending more than a century of service across the bay. Council members said the "
    "terminal had become too costly to repair after two winters of storm damage, and that a new bus "
    "link would carry most of the 1,200 daily passengers. Residents who packed the public gallery "
    "booed the decision and said the ferry was the only quick way to reach the hospital on the far "
    "shore. The mayor, Elena Varga, promised a review of the bus timetable within three months and "
    "said the council would look for a private operator willing to run a smaller boat. The vote was "
    "seven to four. Ferry workers' union leader Tomas Reed said his members would challenge the "
    "closure in court and called the plan a false saving that would cost the region far more in lost "
    "trade and longer journeys for patients and workers."
)


def art(aid, text, day=1, title="Harbourton votes to close ferry terminal", source="Wire"):
    return Article(id=aid, source=source, title=title, text=text, published=datetime(2024, 3, day, 12))


def test_reprint_with_new_byline_and_last_line_is_a_copy():
    index = CopyIndex(Settings())
    assert index.add(art("wire", "By Staff Reporter\n\n" + WIRE)) is None
    reprint = "By Anna Holm, Coastal Gazette\n\n" + WIRE + "\n\nRead more local news on our website."
    assert index.add(art("gazette", reprint, day=2, source="Gazette")) == "wire"


def test_copy_of_a_copy_points_at_the_original():
    index = CopyIndex(Settings())
    index.add(art("a", WIRE))
    assert index.add(art("b", "HARBOURTON (Wire) - " + WIRE, day=2)) == "a"
    assert index.add(art("c", "HARBOURTON (Wire) - " + WIRE + " Updated at noon.", day=3)) == "a"


def test_different_article_on_same_event_is_not_a_copy():
    other = (
        "Harbourton's ferry terminal will shut for good in December after councillors backed the plan "
        "by seven votes to four. Elena Varga, the mayor, said buses would replace the crossing and that "
        "she understood the anger of people who rely on the boat to get to hospital. Union leader Tomas "
        "Reed vowed a legal fight. The terminal opened in 1903 and storm repairs were estimated at "
        "several million, officials said, far more than the town can spend this year."
    )
    index = CopyIndex(Settings())
    index.add(art("a", WIRE))
    assert index.add(art("b", other, day=2)) is None


def test_short_texts_are_copies_only_when_identical():
    short = "Police closed the bridge on Monday after a lorry crashed into the railings."
    index = CopyIndex(Settings())
    index.add(art("a", short))
    assert index.add(art("b", short.upper() + "  ", day=2)) == "a"  # same words: exact copy
    assert index.add(art("c", short.replace("Monday", "Tuesday"), day=3)) is None


def test_find_copies_takes_time_order_not_input_order():
    articles = [art("z-late", "(Wire) " + WIRE, day=5), art("a-early", WIRE, day=1), art("m", WIRE, day=3)]
    assert find_copies(articles, Settings()) == {"z-late": "a-early", "m": "a-early"}
    assert find_copies(list(reversed(articles)), Settings()) == {"z-late": "a-early", "m": "a-early"}


def test_wire_copy_joins_the_original_story():
    unrelated = art("quake", "A strong earthquake shook the northern province of Valdoria early on Sunday, "
                             "damaging dozens of houses and cutting power to thousands of homes, officials said.",
                    day=1, title="Earthquake shakes Valdoria")
    original = art("wire", "By Staff Reporter\n\n" + WIRE, day=1)
    reprint = art("gazette", "By Anna Holm\n\n" + WIRE, day=2, title="Ferry terminal to close", source="Gazette")
    copies = find_copies([unrelated, original, reprint], Settings())
    assert copies == {"gazette": "wire"}
    stories = group([unrelated, original, reprint], Settings(), copy_of=copies)
    assert stories["gazette"] == stories["wire"] != stories["quake"]


def test_same_time_copy_points_at_the_wire_service():
    # ids sort the reprint first; the wire agency's article is still the original
    wire = art("z-wire", "WASHINGTON (AP) — " + WIRE, source="Associated Press")
    reprint = art("a-local", "By The Associated Press\n\nWASHINGTON (AP) — " + WIRE, source="Riverside Ledger")
    for batch in ([wire, reprint], [reprint, wire]):
        assert find_copies(batch, Settings()) == {"a-local": "z-wire"}
    # an earlier reprint stays the original: time comes first
    early = art("a-local", reprint.text, day=1, source="Riverside Ledger")
    late = art("z-wire", wire.text, day=2, source="AP")
    assert find_copies([early, late], Settings()) == {"z-wire": "a-local"}


def test_same_time_copy_points_at_the_credited_outlet():
    from storyline.model import Removed

    # neither outlet is a wire service; "b-herald" credits the Courier in a byline the cleaner removed
    courier = art("z-courier", WIRE, source="Harbourton Courier")
    herald = Article(id="b-herald", source="Bay Herald", title="Ferry", text=WIRE + " Comments are closed.",
                     published=courier.published, removed=(Removed("By Harbourton Courier staff", "byline"),))
    assert find_copies([courier, herald], Settings()) == {"b-herald": "z-courier"}
    # no wire service and no credit: the first id is the original
    plain = Article(id="b-herald", source="Bay Herald", title="Ferry", text=WIRE + " Comments are closed.",
                    published=courier.published)
    assert find_copies([courier, plain], Settings()) == {"z-courier": "b-herald"}
    # undated copies follow the same rule
    undated = [Article(id=a.id, source=a.source, title=a.title, text=a.text, removed=a.removed)
               for a in (courier, herald)]
    assert find_copies(undated, Settings()) == {"b-herald": "z-courier"}


def test_kept_sketches_give_the_same_copies_and_are_made_once(tmp_path):
    from storyline.model import Findings
    from storyline.pipeline import update_stories
    from storyline.store import Store, content_hash

    arts = [art("wire", WIRE), art("gazette", "By Anna Holm\n\n" + WIRE + " More soon.", day=2, source="Gazette"),
            art("other", "Millbrook's tram depot will close in spring after a budget vote that split the council "
                         "down the middle, officials said on Wednesday. The depot employs forty mechanics, most of whom "
                         "will move to a new site outside the city, and the union has asked for talks about pay for "
                         "the longer commute. Trams will keep running on every line during the move, the operator said.",
                day=2, source="Post"),
            art("short", "The vote was seven to four.", day=3, source="Post")]
    plain = find_copies(arts, Settings())
    index = CopyIndex(Settings())
    kept: dict = {}
    assert find_copies(arts, Settings(), kept, index) == plain == {"gazette": "wire"}
    assert set(kept) == {a.id for a in arts} and kept["short"][2] is None  # too short for a near copy
    again = dict(kept)
    assert find_copies(list(reversed(arts)), Settings(), again, CopyIndex(Settings())) == plain
    assert again == kept  # nothing recomputed, nothing changed

    store = Store(tmp_path / "s.db")
    for a in arts:
        store.add_article(a, Findings(article=a.id), content_hash(a))
    update_stories(store, Settings())
    stored = store.sketches(index.kind)
    assert stored == kept
    assert store.sketches("another-scheme/64/5/30") == {}  # a sketch of another kind is never read
    assert store.copies() == plain
