"""Errors a reporter found reviewing the briefs of real stories (docs/review-briefs.md), on hand-written
sentences of the same forms: speakers of data/figures, titles before names, aliases, false people."""

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.quotes import find_quotes
from storyline.extract.roles import find_roles
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


def people(nlp, text):
    _, _, found, _ = _run(nlp, text)
    return {p.name: set(p.aliases) for p in found}


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


def test_police_rank_before_a_name_is_not_a_person(nlp):
    found = people(nlp, "RCMP Sgt. Dale Carr said the road was closed. Carr said it would reopen.")
    assert "RCMP Sgt" not in found and "Dale Carr" in found


# --- people: different middle initials are different people -----------------------------------

def test_different_middle_initials_are_two_people(nlp):
    text = ("He served under President John Q. Adams and later under President John T. Adams. "
            "Robert J. Hammer spoke. Robert Hammer left.")
    found = people(nlp, text)
    assert "John Q. Adams" in found and "John T. Adams" in found
    assert found.get("Robert J. Hammer") == {"Robert Hammer"}


# --- people: words and places that are not people -----------------------------------------------

def test_lower_case_major_is_not_a_title(nlp):
    text = ("Italy set a new bar for major Western democracies on Friday. Rome said the rule would "
            "stay in force.")
    assert "Western" not in people(nlp, text)


def test_county_before_a_sheriff_is_a_place(nlp):
    text = "He was held in the Mohave County jail, and Mohave County Sheriff Tom Sheahan said he was a problem inmate."
    found = people(nlp, text)
    assert "Tom Sheahan" in found and not any(n.endswith("County") for n in found)


def test_a_one_word_name_tagged_mostly_as_a_place_is_not_a_person():
    from storyline.extract.people import _relabel_surnames

    text = "Netflix staff met. Netflix said no. Ted Sarandos of Netflix spoke."
    ents = [("PERSON", 0, 7), ("GPE", 19, 26), ("PERSON", 36, 48), ("GPE", 52, 59)]
    assert [text[s:e] for _, s, e in ents] == ["Netflix", "Netflix", "Ted Sarandos", "Netflix"]
    kinds = [k for k, _, _ in _relabel_surnames(ents, text)]
    assert kinds == ["GPE", "GPE", "PERSON", "GPE"]


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


def test_platforms_state_abbreviations_and_isms_are_not_people(nlp):
    text = ("Kevin Munoz wrote on Twitter Friday that the rule starts Nov. 8. Moderna had asked for a half dose. "
            "Matt Smith, the county attorney in Mohave County, Az. said the case stood. Mormonism forbids it.")
    found = people(nlp, text)
    assert "Kevin Munoz" in found and "Matt Smith" in found
    assert not {"Twitter", "Moderna", "Az", "Mormonism"} & set(found)

