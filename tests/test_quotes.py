"""find_quotes: direct and reported speech, speakers resolved to the article's people."""

import re

from storyline.extract import parse
from storyline.extract.quotes import find_quotes, match_person
from storyline.model import Person, Span
from storyline.sentences import split_sentences

MILLER = ("Stephen Miller", ("Miller",))
NOEM = ("Kristi Noem", ("Noem",))
DOE = ("Jane Doe", ("Doe",))


def people(text, names):
    """Person objects built by hand, with a mention at every occurrence of a name or alias."""
    out = []
    for full, aliases in names:
        spans = []
        for form in (full,) + aliases:
            for m in re.finditer(re.escape(form), text):
                if not any(s.start <= m.start() < s.end for s in spans):
                    spans.append(Span("a1", m.start(), m.end()))
        out.append(Person(full, aliases, tuple(sorted(spans, key=lambda s: s.start))))
    return out


def quotes(nlp, text, names=()):
    sents = split_sentences(text)
    found = find_quotes(parse(nlp, text, sents), "a1", sents, people(text, names))
    for q in found:
        assert text[q.span.start:q.span.end] == q.text
        assert q.sentence.start <= q.span.start < q.span.end <= q.sentence.end
    return found


def test_split_direct_quote_he_said_resolves_to_last_person(nlp):
    text = "Stephen Miller met officials on Monday. “We will,” he said, “win.”"
    qs = quotes(nlp, text, [MILLER])
    assert [q.text for q in qs] == ["We will", "win."]
    assert all(q.direct and q.speaker == "Stephen Miller" for q in qs)


def test_two_sentence_quote_with_said_after(nlp):
    text = '"This is a disgrace. We will fight it in court," said Jane Doe, a lawyer for the family.'
    [q] = quotes(nlp, text, [DOE])
    assert q.text == "This is a disgrace. We will fight it in court"
    assert q.speaker == "Jane Doe" and q.direct
    assert q.sentence.start == 0 and q.sentence.end == len(text)


def test_he_said_picks_most_recent_person(nlp):
    text = "Kristi Noem spoke first. Then Stephen Miller took the stage. “The numbers are clear,” he said."
    [q] = quotes(nlp, text, [NOEM, MILLER])
    assert q.speaker == "Stephen Miller"


def test_quote_after_colon(nlp):
    text = 'Jane Doe spoke to reporters. She said:\n"We are not going anywhere."'
    [q] = quotes(nlp, text, [DOE])
    assert (q.speaker, q.text) == ("Jane Doe", "We are not going anywhere.")


def test_reported_said_that_and_surname(nlp):
    text = "Stephen Miller spoke on Monday. Miller said that the quota was too low."
    [q] = quotes(nlp, text, [MILLER])
    assert (q.speaker, q.text, q.direct) == ("Stephen Miller", "the quota was too low", False)


def test_reported_said_after_clause(nlp):
    text = "The plan failed, Miller added."
    [q] = quotes(nlp, text, [MILLER])
    assert (q.speaker, q.text) == ("Stephen Miller", "The plan failed")


def test_according_to_and_told(nlp):
    text = "According to Kristi Noem, the arrests will continue. Noem told Reuters the plan would work."
    qs = quotes(nlp, text, [NOEM])
    assert [(q.speaker, q.text) for q in qs] == [
        ("Kristi Noem", "the arrests will continue"), ("Kristi Noem", "the plan would work")]


def test_agency_said_resolves_to_last_org(nlp):
    text = ("The Department of Homeland Security issued a statement on Friday. "
            "The department said it would appeal the ruling.")
    [q] = quotes(nlp, text)
    assert q.speaker == "Department of Homeland Security"
    assert q.text == "it would appeal the ruling"


def test_noun_phrase_speaker_as_written(nlp):
    text = "A spokesperson for the agency wrote in an email that the numbers were wrong."
    [q] = quotes(nlp, text)
    assert q.speaker == "a spokesperson for the agency"
    assert q.text == "the numbers were wrong"


def test_scare_quotes_are_not_quotes(nlp):
    text = 'Critics called the plan a "witch hunt" on Monday.'
    assert quotes(nlp, text) == []


def test_match_person():
    ps = [Person("Stephen Miller", ("Miller",), ()), Person("Kristi Noem", (), ())]
    assert match_person("Miller", ps) == "Stephen Miller"
    assert match_person("Mr. Miller", ps) == "Stephen Miller"
    assert match_person("Noem", ps) == "Kristi Noem"
    assert match_person("Tom Homan", ps) is None


def test_title_and_job_description_are_not_part_of_the_speaker(nlp):
    text = ('"We are willing to take this offer," said Sen. Chris Murphy. '
            "White House Press Secretary Jen Psaki said the ports would stay open.")
    qs = quotes(nlp, text)
    assert [q.speaker for q in qs] == ["Chris Murphy", "Jen Psaki"]


def test_noun_subject_of_non_speech_verb_is_not_a_quote(nlp):
    text = "The rulings suggest that the court is not willing to change course."
    assert quotes(nlp, text) == []


_PIECES = ['"', "“", "”", "he said", "Miller said that", "according to", "Kristi Noem", ",", ".", "\n",
           "we will win", "the plan failed", "told Reuters", "She added:", "the agency", "wrote"]


def test_offsets_hold_on_arbitrary_input(nlp):
    """Random strings of quote-ish pieces: no crash, every span is the text it claims."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=14))
    def check(pieces):
        quotes(nlp, " ".join(pieces), [NOEM, MILLER])

    check()


def test_open_paragraph_quote_takes_the_speaker_of_its_continuation(nlp):
    text = ("Officials met on Monday.\n“We are not done. There is more work ahead.\n"
            "“We will keep going,” said Jane Doe, the mayor.\nThe council adjourned.")
    qs = quotes(nlp, text, [DOE])
    assert [(q.speaker, q.text) for q in qs] == [
        ("Jane Doe", "We are not done. There is more work ahead."), ("Jane Doe", "We will keep going")]


def test_quote_paragraph_after_attributed_quote_keeps_speaker_but_not_across_paragraphs(nlp):
    text = ("“We will win this case,” Jane Doe said.\n“Nobody can stop us now.”\n"
            "The court will rule in June.\n“The ruling will come soon enough for everyone.”")
    qs = quotes(nlp, text, [DOE])
    assert [q.speaker for q in qs] == ["Jane Doe", "Jane Doe", None]


def test_unattributed_quote_later_in_same_paragraph_keeps_speaker(nlp):
    text = "“We will get there soon,” Miller told Fox News on Thursday. “Nobody should doubt that.”"
    qs = quotes(nlp, text, [MILLER])
    assert [(q.speaker, q.text) for q in qs] == [
        ("Stephen Miller", "We will get there soon"), ("Stephen Miller", "Nobody should doubt that.")]


def test_dateline_is_not_part_of_reported_text(nlp):
    text = "WASHINGTON — Arrests fell sharply in May, according to data reviewed by Axios."
    [q] = quotes(nlp, text)
    assert q.text == "Arrests fell sharply in May"


def test_it_said_resolves_to_last_org(nlp):
    text = "Boeing delivered fewer jets in May. It said the supply chain was improving."
    [q] = quotes(nlp, text)
    assert (q.speaker, q.text) == ("Boeing", "the supply chain was improving")


def test_british_single_quotes_with_apostrophes_inside(nlp):
    text = "‘We won’t stop until the players’ demands are met,’ Jane Doe told the BBC."
    [q] = quotes(nlp, text, [DOE])
    assert (q.speaker, q.direct) == ("Jane Doe", True)
    assert q.text == "We won’t stop until the players’ demands are met"


def test_those_told_are_not_the_speakers(nlp):
    qs = quotes(nlp, "Investors have been told the share price is likely to be final.")
    assert [(q.speaker, q.text) for q in qs] == [(None, "the share price is likely to be final")]
    assert [q.speaker for q in quotes(nlp, "Investors have been told the share price is final, the bank said.")] \
        == ["the bank"]
    # an agent says who told them
    by = quotes(nlp, "Staff were told by the plant manager that the plant would close.")
    assert [q.speaker for q in by] == ["the plant manager"]


def test_a_broadcaster_named_in_capitals_is_a_speaker_not_a_dateline(nlp):
    qs = quotes(nlp, "CBS DFW reports the man who kidnapped the child was sentenced to life in federal prison.")
    assert [q.speaker for q in qs] == ["CBS DFW"]
    # a dateline in capitals still speaks for nobody
    assert all(q.speaker != "THE BORROWING" for q in quotes(nlp, "WASHINGTON -- THE BORROWING costs rose, officials said."))


def test_a_speakerless_fragment_inside_an_attributed_quote_is_dropped(nlp):
    text = ("The company will announce the terms later on Wednesday, but investors have been told 176 Hong Kong "
            "dollars is likely to be the final price, Reuters reported.")
    qs = quotes(nlp, text)
    assert [q.speaker for q in qs] == ["Reuters"]
    assert qs[0].text.startswith("investors have been told")


def test_an_infinitive_speech_verb_reports_nothing_before_it(nlp):
    text = "The deal was meant to be a limited agreement that would allow leaders from both countries to claim an easy victory."
    assert quotes(nlp, text) == []
    assert [q.speaker for q in quotes(nlp, "Prices will rise sharply next year, analysts said.")] == ["analysts"]
