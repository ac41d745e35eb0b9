"""Errors a reporter found reviewing the briefs of real stories (docs/review-briefs.md), on hand-written
sentences of the same forms: speakers of data/figures, titles before names, aliases, false people."""

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.quotes import find_quotes
from storyline.sentences import split_sentences


def _run(nlp, text):
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, orgs, mentions = find_people(doc, "a1", sents)
    return doc, sents, people, orgs


def quotes(nlp, text):
    doc, sents, people, _ = _run(nlp, text)
    found = find_quotes(doc, "a1", sents, people)
    for q in found:
        assert text[q.span.start:q.span.end] == q.text
    return [(q.speaker, q.text) for q in found]


# --- speakers of figures, data and estimates -----------------------------------------------------

def test_figures_released_by_an_agency_speak_for_it(nlp):
    text = "Figures released Monday by the Commerce Department show that retail sales rose 2 percent in May."
    assert [s for s, _ in quotes(nlp, text)] == ["Commerce Department"]


def test_according_to_data_released_by_an_agency(nlp):
    text = ("Factory orders climbed for the third month in a row, according to data released Tuesday by "
            "the Census Bureau.")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker == "Census Bureau" and said.startswith("Factory orders climbed")


def test_estimates_published_by_an_office(nlp):
    text = ("The deficit will narrow next year, according to estimates published Friday by the "
            "Congressional Budget Office.")
    assert [s for s, _ in quotes(nlp, text)] == ["Congressional Budget Office"]


# --- a rank abbreviation before the name is not the speaker ------------------------------------

def test_said_sgt_name_is_the_name(nlp):
    text = "The suspects were detained overnight, said Sgt. Maria Lopez, a spokeswoman for the state police."
    assert [s for s, _ in quotes(nlp, text)] == ["Maria Lopez"]


# --- people: different middle initials are different people -----------------------------------


# --- people: words and places that are not people -----------------------------------------------


# --- roles: titles of more than one word ---------------------------------------------------------


# --- he / she: the right antecedent ---------------------------------------------------------------

def test_he_is_the_speaker_not_the_one_alleged_about(nlp):
    text = ("Attorney General Wally Oppal said Winston Blackmore is charged with marrying 20 women.\n\n"
            "Oppal said Blackmore is alleged to be married to 20 women, while Oler is accused of being married "
            "to two women.\n\n“This has been a very complex issue,” he told reporters.")
    assert ("Wally Oppal", "This has been a very complex issue") in quotes(nlp, text)


def test_she_after_an_unnamed_woman_is_not_the_man_named_before(nlp):
    text = ("One of the wives of former church leader Mark Dunn confirmed his arrest Wednesday.\n\n"
            "“It's for polygamy,” she said, declining to give her name.")
    [(speaker, said)] = quotes(nlp, text)
    assert said == "It's for polygamy" and speaker != "Mark Dunn" and "wives" in speaker


def test_his_family_is_the_family_of_the_person_named(nlp):
    text = "Colin Powell died Monday. He was fully vaccinated, his family said in a statement."
    assert ("Colin Powell's family", "He was fully vaccinated") in quotes(nlp, text)


# --- direct quotes: show names are not speech; a quote paragraph continues the one before -------

def test_a_show_name_in_quotation_marks_is_not_a_quote(nlp):
    text = "On Wednesday's episode of “The Late Night Hour,” Sam Reed grilled the doctor on his views."
    assert quotes(nlp, text) == []


def test_a_quote_alone_in_the_next_paragraph_after_a_blank_line_continues(nlp):
    text = ("“I'm stunned. I really am,” said Mary Keller, the director of the group Voices.\n\n"
            "“I'm amazed they are actually doing that.”\n\nKeller said she had spoken to some of the wives.")
    assert ("Mary Keller", "I'm amazed they are actually doing that.") in quotes(nlp, text)


