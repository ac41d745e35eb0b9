"""Sentence splitting: abbreviations, decimals, domains, quotes, glued sentences, paragraphs."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from storyline.sentences import split_sentences


def texts(text: str) -> list[str]:
    return [text[s.start : s.end] for s in split_sentences(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "The U.S. Army said Sen. Smith and Rep. Jones met Gov. Brown. Dr. Lee left on Jan. 5.",
            ["The U.S. Army said Sen. Smith and Rep. Jones met Gov. Brown.", "Dr. Lee left on Jan. 5."],
        ),
        ("Mr. and Mrs. Steele met St. Louis officials. They left.", ["Mr. and Mrs. Steele met St. Louis officials.", "They left."]),
        ("The U.N. Security Council met. It voted.", ["The U.N. Security Council met.", "It voted."]),
        ("He works at Acme Inc. The company grew.", ["He works at Acme Inc.", "The company grew."]),
        ("Apple Inc. Chief Executive Tim Cook spoke.", ["Apple Inc. Chief Executive Tim Cook spoke."]),
        ("Acme Corp. said No. 2 official Robert J. Hammer quit.", ["Acme Corp. said No. 2 official Robert J. Hammer quit."]),
        ("It was Trump vs. Biden. Then it ended.", ["It was Trump vs. Biden.", "Then it ended."]),
        ("Arrests rose 3.5 percent. See axios.com for more.", ["Arrests rose 3.5 percent.", "See axios.com for more."]),
        ("The raid began at 6 a.m. local time. It ended at 9 p.m. He left.",
         ["The raid began at 6 a.m. local time.", "It ended at 9 p.m.", "He left."]),
        ("He lives in the U.S. The weather is nice.", ["He lives in the U.S.", "The weather is nice."]),
        ("He paused... Then he left. Wait... what?", ["He paused...", "Then he left.", "Wait... what?"]),
        ('"We will win." He left.', ['"We will win."', "He left."]),
        ('"Go now!" she said. "Really?" "Yes."', ['"Go now!" she said.', '"Really?"', '"Yes."']),
        ("Who knows? Nobody does! Fine.", ["Who knows?", "Nobody does!", "Fine."]),
        ("He said no. Then he left.", ["He said no.", "Then he left."]),
        ("He lives in Springfield, Ill. The city is big. He fell ill. Doctors came.",
         ["He lives in Springfield, Ill.", "The city is big.", "He fell ill.", "Doctors came."]),
    ],
)
def test_split_cases(text, expected):
    assert texts(text) == expected


def test_glued_sentences_split_but_not_acronyms_or_domains():
    text = "The surge began, said Noem.Deportations rose. The U.S.Army agreed. Visit Axios.com today."
    assert texts(text) == [
        "The surge began, said Noem.",
        "Deportations rose.",
        "The U.S.Army agreed.",
        "Visit Axios.com today.",
    ]


def test_glued_after_closing_quote():
    assert texts('"I am done," he said.“We are leaving.” She cried.') == [
        '"I am done," he said.',
        "“We are leaving.”",
        "She cried.",
    ]
    assert texts('Then "Fine."He left.') == ['Then "Fine."', "He left."]


def test_paragraph_breaks_end_sentences_and_offsets_are_stripped():
    text = "  Headline without stop\nPara two. Second.\n\n   Third para.   \n"
    sents = split_sentences(text)
    assert texts(text) == ["Headline without stop", "Para two.", "Second.", "Third para."]
    for s in sents:
        assert "\n" not in text[s.start : s.end]
        assert text[s.start : s.end] == text[s.start : s.end].strip()


def test_empty_and_whitespace():
    assert split_sentences("") == []
    assert split_sentences(" \n\n \t") == []


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?\"'\nUSJ.”“(3)…")), max_size=80))
def test_invariants_on_random_text(text):
    sents = split_sentences(text)
    prev_end = -1
    for s in sents:
        assert prev_end <= s.start < s.end <= len(text)
        piece = text[s.start : s.end]
        assert piece == piece.strip() and piece
        assert "\n" not in piece
        prev_end = s.end
    # every non-space character is inside some sentence
    covered = set()
    for s in sents:
        covered.update(range(s.start, s.end))
    assert all(text[i].isspace() for i in range(len(text)) if i not in covered)


def test_a_long_text_splits_into_every_sentence():
    # the speed of this split, beside spaCy's sentencizer on the same text: bench/bench_sentences.py
    para = (
        "Homeland Security Secretary Kristi Noem said on Jan. 5 that the U.S. would deport 3.5 million people. "
        '"We will win," she said. Robert J. Hammer, of Acme Inc., disagreed... Critics said Noem.Deportations rose.\n'
    )
    text = para * 1000
    n = len(split_sentences(text))
    assert n == 5000


@pytest.mark.parametrize("blob", ["ab.Cd" * 100_000, "a" * 500_000 + ". B", '"x."Yy ' * 50_000, "U.S." * 100_000])
def test_adversarial_input_gives_ordered_sentences_inside_the_text(blob):
    # that the time grows linearly with such input is measured in bench/bench_sentences.py
    sents = split_sentences(blob)
    assert sents
    assert all(0 <= s.start < s.end <= len(blob) for s in sents)
    assert all(a.end <= b.start for a, b in zip(sents, sents[1:]))


def test_police_ranks_before_a_name_do_not_end_sentences():
    from storyline.sentences import split_sentences

    text = ("National police spokesman Snr. Comr. Agus Rianto told reporters the toll had risen. "
            "Asst. Commr. Jane Doe and Lieut. Omar Ali arrived later. Pte. Sam Lee was unhurt.")
    got = [text[s.start:s.end] for s in split_sentences(text)]
    assert got == ["National police spokesman Snr. Comr. Agus Rianto told reporters the toll had risen.",
                   "Asst. Commr. Jane Doe and Lieut. Omar Ali arrived later.", "Pte. Sam Lee was unhurt."]
    # "Snr." may still end a sentence before a typical opener
    tail = "The award went to John Smith Snr. The ceremony ended at noon."
    assert len(split_sentences(tail)) == 2


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Prices rose 2.5%.Wages rose 3%.", ["Prices rose 2.5%.", "Wages rose 3%."]),
        ("The vote was 6-3.Justice Hale dissented.", ["The vote was 6-3.", "Justice Hale dissented."]),
        ("The deal was worth $1.2bn.The buyer paid cash.", ["The deal was worth $1.2bn.", "The buyer paid cash."]),
        ("It hired 300 staff in 2024.In 2025 it hired more.",
         ["It hired 300 staff in 2024.", "In 2025 it hired more."]),
        ("He called the FBI.The agency declined to comment.",
         ["He called the FBI.", "The agency declined to comment."]),
        ("Doors closed at 11 p.m.The count went on.", ["Doors closed at 11 p.m.", "The count went on."]),
        ("Details are at cityhall.gov.Officials will update it.",
         ["Details are at cityhall.gov.", "Officials will update it."]),
        ("Write to desk@paper.com.We reply daily.", ["Write to desk@paper.com.", "We reply daily."]),
        ("Two officials told .The report was denied.", ["Two officials told .", "The report was denied."]),
        ("The coach is Liam O'Hara.O'Hara said he was proud.",
         ["The coach is Liam O'Hara.", "O'Hara said he was proud."]),
        ("The guard fired once.(He was later suspended.)", ["The guard fired once.", "(He was later suspended.)"]),
    ],
)
def test_glued_sentences_after_numbers_acronyms_domains_and_stripped_names(text, expected):
    assert texts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The U.S.Army said it would review the case.",
        "He worked at J.P.Morgan for a decade.",
        "Rates fell to 3.5 percent on Monday.",
        "The firm runs on Microsoft's .Net framework.",
        "Doors opened at 9 a.m.Shoppers had lined up.",  # "Shoppers" is no typical opener: left alone
        "Stocks rose 1.2% in New York.",
    ],
)
def test_abbreviations_decimals_and_names_are_not_split(text):
    assert texts(text) == [text]


@pytest.mark.parametrize("text, expected", [
    ("Why it matters:\u00a0The mass cancellations come after its pilots sued.",
     ["Why it matters:", "The mass cancellations come after its pilots sued."]),
    ('The big picture: "We are ready," she said.', ["The big picture:", '"We are ready," she said.']),
    ("Yes, but: The court has not ruled.", ["Yes, but:", "The court has not ruled."]),
    # a speaker, not a heading: a name, a pronoun, a verb of saying
    ("Trump: We will win this race.", ["Trump: We will win this race."]),
    ("He added: The talks failed.", ["He added: The talks failed."]),
    ("Officials told reporters: The road is closed.", ["Officials told reporters: The road is closed."]),
    # only where a paragraph opens
    ("Flights resumed. Why it matters: The airline is short of pilots.",
     ["Flights resumed.", "Why it matters: The airline is short of pilots."]),
])
def test_a_heading_run_in_with_its_paragraph_is_a_sentence_of_its_own(text, expected):
    """Axios-style headings ("Why it matters:", "Driving the news:") open a paragraph on the same line
    as its text: the heading is its own sentence, so no claim begins with it, and no clause is read from it."""
    from storyline.sentences import is_heading

    assert texts(text) == expected
    assert [is_heading(s) for s in expected] == [s.endswith(":") for s in expected]
