"""People/organisations of an article with the real spaCy pipeline, and merging across a story."""

import pytest

from storyline.extract import parse
from storyline.extract.people import find_acronyms, find_people, group_people, merge_organizations, merge_people
from storyline.model import Organization, Person, Span
from storyline.sentences import split_sentences

TEXT = (
    "Homeland Security Secretary Kristi Noem met Mr. Steele on Monday. Noem's aides agreed.\n"
    "Tricia McLaughlin, a spokesperson for the Department of Homeland Security (DHS), said the agency would comply. "
    "Kenneth Genalo, who heads Immigration and Customs Enforcement's Enforcement and Removal Operations (ERO), "
    "will retire. Genalo said ERO was ready.\n"
    "Robert J. Hammer, head of Homeland Security Investigations (HSI), agreed. Robert Hammer said DHS was fine. "
    "Immigration and Customs Enforcement (ICE) agreed, and ICE officers left."
)


@pytest.fixture(scope="module")
def found(nlp):
    sents = split_sentences(TEXT)
    doc = parse(nlp, TEXT, sents)
    return find_people(doc, "a1", sents)


def by_name(items):
    return {x.name: x for x in items}


def test_spans_point_at_the_text(found):
    people, orgs, mentions = found
    for m in mentions:
        assert TEXT[m.span.start : m.span.end] == m.text
        assert m.kind in ("PERSON", "ORG", "GPE", "NORP", "OTHER")
    for x in [*people, *orgs]:
        for s in x.mentions:
            assert s.article == "a1"
            assert TEXT[s.start : s.end] in (x.name, *x.aliases)


def test_titles_and_possessives_stripped_and_surnames_merged(found):
    people = by_name(found[0])
    assert "Kristi Noem" in people and "Noem" in people["Kristi Noem"].aliases
    assert len(people["Kristi Noem"].mentions) == 2  # "Noem's" counted, without the 's
    assert "Steele" in people  # "Mr. Steele" -> Steele
    assert "Kenneth Genalo" in people and people["Kenneth Genalo"].aliases == ("Genalo",)
    assert not any(n.startswith(("Secretary", "Mr", "Homeland")) for n in people)


def test_middle_initial_merges_to_fullest_form(found):
    people = by_name(found[0])
    assert "Robert J. Hammer" in people
    assert "Robert Hammer" in people["Robert J. Hammer"].aliases
    assert "Robert Hammer" not in people


def test_acronyms_defined_in_text_are_aliases(found):
    orgs = by_name(found[1])
    assert orgs["Department of Homeland Security"].aliases[:1] == ("DHS",)
    assert "ICE" in orgs["Immigration and Customs Enforcement"].aliases
    assert "ERO" in orgs["Enforcement and Removal Operations"].aliases
    assert "HSI" in orgs["Homeland Security Investigations"].aliases
    # the later bare "DHS" maps to the long form: two DHS mentions + the long one
    assert len(orgs["Department of Homeland Security"].mentions) >= 3
    # "ICE officers" is a mention of ICE even where the NER does not tag it
    ice = orgs["Immigration and Customs Enforcement"]
    assert any(TEXT[s.start : s.end] == "ICE" and s.start > TEXT.index("(ICE)") + 5 for s in ice.mentions)


def test_find_acronyms_offsets():
    text = "Agents of U.S. Customs and Border Protection (CBP) and the Federal Bureau of Investigation (FBI) met."
    acr = find_acronyms(text)
    assert acr["CBP"][0] == "Customs and Border Protection"
    name, s, e = acr["FBI"]
    assert text[s:e] == name == "Federal Bureau of Investigation"


def test_group_people_rules():
    canon = group_people(["Kenneth Genalo", "Genalo", "Robert J. Hammer", "Robert Hammer", "Hammer"])
    assert canon == {
        "Kenneth Genalo": "Kenneth Genalo",
        "Genalo": "Kenneth Genalo",
        "Robert J. Hammer": "Robert J. Hammer",
        "Robert Hammer": "Robert J. Hammer",
        "Hammer": "Robert J. Hammer",
    }
    # two people with one surname: the bare surname is ambiguous and stays alone
    canon = group_people(["Mike Johnson", "Ron Johnson", "Johnson"])
    assert canon["Mike Johnson"] != canon["Ron Johnson"]
    assert canon["Johnson"] == "Johnson"
    # ... equally often named: still ambiguous
    canon = group_people(["Mike Johnson", "Ron Johnson", "Johnson"], {"Mike Johnson": 2, "Ron Johnson": 2})
    assert canon["Johnson"] == "Johnson"


def test_a_shared_surname_goes_to_the_person_the_text_is_about():
    names = ["Warren Jeffs", "Rulon Jeffs", "Brent Jeffs", "Jeffs"]
    canon = group_people(names, {"Warren Jeffs": 6, "Rulon Jeffs": 1, "Brent Jeffs": 3, "Jeffs": 12})
    assert canon["Jeffs"] == "Warren Jeffs" and canon["Rulon Jeffs"] == "Rulon Jeffs"
    # not far enough ahead of the next bearer, or named once: left apart
    assert group_people(names, {"Warren Jeffs": 5, "Brent Jeffs": 3})["Jeffs"] == "Jeffs"
    assert group_people(["Warren Jeffs", "Rulon Jeffs", "Jeffs"], {"Warren Jeffs": 1})["Jeffs"] == "Jeffs"


def test_find_people_reads_the_main_bearer_of_a_surname_from_the_text(nlp):
    text = ("Warren Jeffs was sentenced on Tuesday. Warren Jeffs had led the sect since 2002, when his father "
            "Rulon Jeffs died. Jeffs stood mute as the verdict was read. Warren Jeffs will appeal.")
    people, _, _ = find_people(parse(nlp, text, split_sentences(text)), "a", split_sentences(text))
    by_name = {p.name: p for p in people}
    assert "Jeffs" in by_name["Warren Jeffs"].aliases and "Rulon Jeffs" in by_name


def test_merge_people_gives_a_bare_surname_to_the_most_named_bearer():
    people = [
        Person("Warren Jeffs", (), tuple(Span("a", i * 20, i * 20 + 12) for i in range(5))),
        Person("Rulon Jeffs", (), (Span("a", 200, 211),)),
        Person("Jeffs", (), (Span("b", 0, 5), Span("b", 30, 35))),
    ]
    merged, mapping = merge_people(people)
    assert mapping["Jeffs"] == "Warren Jeffs" and mapping["Rulon Jeffs"] == "Rulon Jeffs"
    assert len(merged) == 2


def person(name, aliases, article, start):
    return Person(name, tuple(aliases), (Span(article, start, start + len(name)),))


def test_merge_people_across_articles():
    people = [
        person("Kenneth Genalo", ["Genalo"], "a", 0),
        person("Genalo", [], "b", 5),
        person("Kristi Noem", ["Noem"], "b", 20),
        person("Kristy Noem", [], "c", 3),  # spelling variant, same surname
        person("Greg Abbott", [], "a", 40),
        person("Kenneth J. Genalo", [], "c", 9),
        person("Mike Johnson", [], "a", 50),
        person("Ron Johnson", ["Johnson"], "b", 60),
    ]
    merged, canon = merge_people(people)
    names = [p.name for p in merged]
    assert names == sorted(names)
    assert canon["Genalo"] == canon["Kenneth Genalo"] == canon["Kenneth J. Genalo"] == "Kenneth J. Genalo"
    assert canon["Kristy Noem"] == canon["Kristi Noem"]
    assert canon["Mike Johnson"] == "Mike Johnson" and canon["Ron Johnson"] == "Ron Johnson"
    genalo = by_name(merged)["Kenneth J. Genalo"]
    assert {s.article for s in genalo.mentions} == {"a", "b", "c"}
    # deterministic whatever the input order
    again, canon2 = merge_people(list(reversed(people)))
    assert again == merged and canon2 == canon


def test_merge_people_keeps_different_first_names_apart():
    merged, canon = merge_people([person("Tom Homan", [], "a", 0), person("Tim Homan", [], "b", 0)])
    assert len(merged) == 2
    # a misspelt surname with the same first name is the same person
    merged, canon = merge_people([person("Kenneth Genalo", [], "a", 0), person("Kenneth Gennalo", [], "b", 0)])
    assert len(merged) == 1 and canon["Kenneth Gennalo"] == canon["Kenneth Genalo"]
    # but short surnames need to match exactly
    merged, _ = merge_people([person("Mike Lee", [], "a", 0), person("Mike Lew", [], "b", 0)])
    assert len(merged) == 2


def test_merge_organizations():
    orgs = [
        Organization("Immigration and Customs Enforcement", ("ICE",), (Span("a", 0, 35),)),
        Organization("ICE", (), (Span("b", 3, 6),)),
        Organization("U.S. Immigration and Customs Enforcement", (), (Span("c", 0, 40),)),
        Organization("Homeland Security Department", (), (Span("c", 50, 78),)),
        Organization("Department of Homeland Security", ("DHS",), (Span("a", 40, 71),)),
        Organization("FBI", (), (Span("a", 80, 83),)),
    ]
    merged, canon = merge_organizations(orgs)
    assert canon["ICE"] == canon["U.S. Immigration and Customs Enforcement"] == canon[
        "Immigration and Customs Enforcement"]
    assert canon["Homeland Security Department"] == canon["DHS"]
    assert canon["FBI"] == "FBI"
    ice = by_name(merged)[canon["ICE"]]
    assert {s.article for s in ice.mentions} == {"a", "b", "c"}
    assert merge_organizations(reversed(orgs)) == (merged, canon)


def _proper_name(text: str) -> bool:
    words = text.split()
    skip = {"he", "she", "they", "it", "i", "we", "you", "the", "a", "an", "his", "her", "their"}
    return 1 <= len(words) <= 4 and all(w[:1].isupper() for w in words) and words[0].lower() not in skip


@pytest.mark.slow
def test_polnear_person_recall(nlp, bench_dir):
    """PERSON mentions cover the PolNeAR test Source spans that are proper names (floor, measured 0.82)."""
    base = bench_dir / "polnear" / "data" / "test"
    if not base.is_dir():
        pytest.skip("PolNeAR not present")
    seen, hit, total = set(), 0, 0
    for ann in sorted((base / "attributions").glob("*.ann")):
        art = ann.stem.rsplit("_", 1)[0]
        if art in seen:
            continue
        seen.add(art)
        text = (base / "text" / f"{art}.txt").read_text()
        gold = []
        for line in ann.read_text().splitlines():
            parts = line.split("\t")
            if len(parts) == 3 and parts[1].startswith("Source ") and ";" not in parts[1]:
                s, e = map(int, parts[1].split()[1:3])
                if _proper_name(parts[2]):
                    gold.append((s, e))
        sents = split_sentences(text)
        _people, _orgs, mentions = find_people(parse(nlp, text, sents), art, sents)
        spans = [m.span for m in mentions if m.kind == "PERSON"]
        for m in mentions:
            assert text[m.span.start : m.span.end] == m.text
        total += len(gold)
        hit += sum(any(sp.start < e and s < sp.end for sp in spans) for s, e in gold)
    assert total > 500
    assert hit / total >= 0.75


def test_place_or_org_tag_relabelled_when_the_article_shows_a_person():
    from storyline.extract.people import _relabel_surnames

    text = "Hugh Jackman will host. Jackman said yes. Jackman smiled. Jackman left. Cheeks won. Mount Cook stood."
    at = [text.index(w) for w in ("Hugh Jackman", "Jackman said", "Jackman smiled", "Jackman left", "Mount Cook")]
    ents = [("GPE", at[0], at[0] + 12), ("PERSON", at[1], at[1] + 7), ("ORG", at[2], at[2] + 7),
            ("PERSON", at[3], at[3] + 7), ("GPE", at[4], at[4] + 10)]
    got = [k for k, _, _ in _relabel_surnames(ents, text)]
    assert got[0] == "PERSON"  # "Hugh Jackman" typed GPE, surname known as a person
    assert got[2] == "PERSON"  # "Jackman" typed ORG once, PERSON twice
    assert got[4] == "GPE"  # "Mount Cook": a place word, kept
    # without the person mentions nothing is relabelled
    assert [k for k, _, _ in _relabel_surnames([ents[0], ents[2]], text)] == ["GPE", "ORG"]


def test_home_town_after_comma_of_is_not_a_person():
    from storyline.extract.people import _place_after_of

    text = "Luann Johnson, of Burnsville, was hit. The words of Jackman stayed."
    s = text.index("Burnsville")
    assert _place_after_of(text, s, s + len("Burnsville"))
    s = text.index("Jackman")
    assert not _place_after_of(text, s, s + len("Jackman"))
    s = text.index("Luann")
    assert not _place_after_of(text, s, s + len("Luann Johnson"))


def test_mister_title_and_middle_initial_in_one_text(nlp):
    text = ("Mr. Steele met Gen. Mark Milley on Monday. Robert J. Hammer, who heads Homeland Security "
            "Investigations (HSI), spoke later. Hammer said HSI agreed, and Steele left.")
    sents = split_sentences(text)
    people, orgs, _ = find_people(parse(nlp, text, sents), "t", sents)
    names = by_name(people)
    assert "Steele" in names and len(names["Steele"].mentions) == 2
    assert "Mark Milley" in names
    assert "Hammer" in names["Robert J. Hammer"].aliases
    assert "HSI" in by_name(orgs)["Homeland Security Investigations"].aliases


def _ents(text, *names):
    return [("PERSON", m.start(), m.end()) for n in names for m in __import__("re").finditer(n, text)]


def test_names_written_as_places_are_not_people():
    from storyline.extract.people import _placed_forms

    text = ("Houses collapsed in Bireun district. Rescuers arrived in Banda Aceh on Tuesday, and people fled in "
            "Suka Makmur, officials said.")
    assert _placed_forms(text, _ents(text, "Bireun", "Banda Aceh", "Suka Makmur")) == {
        "Bireun", "Banda Aceh", "Suka Makmur"}


@pytest.mark.parametrize("text,name", [
    ("The team is bringing in Maurice Cheeks as coach.", "Maurice Cheeks"),  # "bring in" someone
    ("She served in the Obama administration.", "Obama"),
    ("Another $20 million in Adelson money is headed to the race.", "Adelson"),
    ("As stated in Davis' commentary, the process is hard.", "Davis"),
    ("Trust in Clinton fell. Clinton said she would fight on.", "Clinton"),  # also a speaker: a person
])
def test_people_in_place_like_contexts_stay_people(text, name):
    from storyline.extract.people import _placed_forms

    assert name not in _placed_forms(text, _ents(text, name))


def test_a_plural_noun_opening_a_sentence_is_not_a_person(nlp):
    from storyline.extract import extract
    from storyline.model import Article

    def people(text):
        return [p.name for p in extract(Article(id="x", source="s", title="", text=text), nlp).people]

    assert people("Two officials said.Deportations rose 19% last month, according to DHS data.") == []
    assert people("Deportations rose 19% last month, officials said.") == []
    assert people("Collins rose 19 places, Susan Collins said.") == ["Susan Collins"]


def test_the_town_of_a_name_is_a_place(nlp):
    from storyline.extract import extract
    from storyline.model import Article

    text = ("Warren Jeffs arrived in the small West Texas town of Eldorado. Eldorado has one jail. "
            "Jeffs spoke to Barbara Walther.")
    names = [p.name for p in extract(Article(id="x", source="s", title="", text=text), nlp).people]
    assert "Eldorado" not in names and "Warren Jeffs" in names


def test_curly_apostrophe_surnames_and_given_names_the_ner_misreads(nlp):
    from storyline.extract import extract
    from storyline.model import Article

    def people(text):
        return [p.name for p in extract(Article(id="x", source="s", title="", text=text), nlp).people]

    assert people("Bill O’Reilly said the show would end.") == ["Bill O’Reilly"]  # the NER stops at "Bill"
    assert people("Conservative filmmaker Dinesh D’Souza released a film. D’Souza said it was true.") \
        == ["Dinesh D’Souza"]
    assert people("Carly Fiorina said the plan would fail.") == ["Carly Fiorina"]  # tagged an organisation
    assert people("Goldman Sachs said profits rose.") == []  # no given name: the organisation stays one


def test_a_given_name_the_ner_cut_from_its_surname_takes_it_back(nlp):
    from storyline.extract import extract
    from storyline.model import Article

    def people(text):
        return [p.name for p in extract(Article(id="x", source="s", title="", text=text), nlp).people]

    assert people("Former acting Attorney General Sally Yates testified.") == ["Sally Yates"]  # NER: "Sally"
    assert people("Sally Yates testified on Monday.") == ["Sally Yates"]
