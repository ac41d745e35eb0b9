"""Pronoun resolution for speakers (storyline.extract.coref through find_quotes): salience over
the sentences before a he / she, gender from the article's own text. Hand-written sentences."""

from storyline.extract import parse
from storyline.extract.coref import person_genders
from storyline.extract.people import find_people
from storyline.model import Person, Span
from storyline.sentences import split_sentences
from test_quotes_speakers import quotes

speakers = quotes  # (speaker, text) of each quote, with the real people extractor


def speaker_of(nlp, text, words):
    """The speaker of the quote whose text starts with ``words``."""
    hits = [sp for sp, t in speakers(nlp, text) if t.startswith(words)]
    assert hits, speakers(nlp, text)
    return hits[0]


def test_a_person_mentioned_in_a_sentence_about_no_one_is_the_antecedent(nlp):
    # the sentence before has no person as its subject ("It"): the woman it mentions, not the
    # man who was the subject two sentences back
    text = ("Families would lose the deduction, said John Batchelder, an economist. "
            "It has become a major issue in the campaign, with Hillary Clinton lambasting the plan. "
            "“It would be trickle-down economics all over again,” she said.")
    assert speaker_of(nlp, text, "It would be trickle-down") == "Hillary Clinton"


def test_the_last_person_mentioned_wins_in_such_a_sentence(nlp):
    text = ("Bill Smith said that musicians wrote songs for Barack Obama in 2008. That has not been happening this year, which "
            "is something that concerns Henry Crespo, president of the Florida Democratic Black Caucus. "
            "“No one is writing songs for Hillary,” he said.")
    assert speaker_of(nlp, text, "No one is writing") == "Henry Crespo"


def test_a_man_mentioned_under_a_woman_subject_takes_over_he(nlp):
    # Round 5 (scorer v4, hand-annotated referents): "Mrs. Clinton" cannot be "he", so the man the
    # sentence mentions is the antecedent (the PolNeAR dev referent of this form is Obama); round 2
    # kept the earlier speaker, which only the v3 stand-in (nearest earlier gold name) preferred.
    text = ("“It will be first-order business,” John Podesta said. "
            "But Mrs. Clinton will face the same partisan fire Mr. Obama has. "
            "He noted that the rules would be hard to unwind.")
    assert speaker_of(nlp, text, "the rules would") == "Obama"


def test_a_person_subject_of_unknown_gender_keeps_the_earlier_speaker(nlp):
    # the subject's gender is not known: the sentence may be about "him", so no one it mentions
    # in passing takes over
    text = ("“It will be first-order business,” John Podesta said. "
            "But Kim Jones will face the same partisan fire Mr. Obama has. "
            "He noted that the rules would be hard to unwind.")
    assert speaker_of(nlp, text, "the rules would") != "Obama"


def test_an_according_to_source_is_a_candidate(nlp):
    text = ("According to retired Gen. Carter Ham, the administration has shuffled through military "
            "leaders because many disagreed with Barack Obama on policy. "
            "“We’re on our fourth secretary of defense,” he said.")
    assert speaker_of(nlp, text, "We’re on our fourth") == "Carter Ham"


def test_the_appositive_name_of_a_described_subject(nlp):
    text = ("The minister of the economy, Ildefonso Guajardo, argues there is little point in responding "
            "to Donald Trump’s threats. “We must not overreact to campaign rhetoric,” he told me.")
    assert speaker_of(nlp, text, "We must not overreact") == "Ildefonso Guajardo"


def test_a_surname_misspelt_by_one_letter_is_the_person(nlp):
    text = ("Hillary Clinton spoke in Miami, where she met Leslie Wimes, a Democratic activist. "
            "Wines believes that the Clinton campaign took black voters for granted. "
            "“They have a big problem,” she said.")
    assert speaker_of(nlp, text, "They have a big problem") == "Leslie Wimes"


def test_my_mother_is_a_woman_the_text_does_not_name(nlp):
    text = ("My father died of cancer. My mother has softened with age, but even now at 86 she still says "
            "things such as, “We’re not all meant to be equal, you know.”")
    assert speaker_of(nlp, text, "We’re not all meant").lower() == "my mother"


def test_a_pronoun_inside_quotation_marks_does_not_gender_the_speaker():
    # the quoted "she" is someone else; counted, it would make Hill a woman
    text = ("Tom Hill spoke first. “She is the best,” Hill said. “She will win.” "
            "Hill left early. Hill said he was tired, and he went home.")

    def spans(word):
        import re
        return tuple(Span("a1", m.start(), m.end()) for m in re.finditer(word, text))

    hill = Person("Tom Hill", ("Hill",), spans("Hill"))
    assert person_genders(text, [hill]) == {"Tom Hill": "m"}


def test_only_the_first_person_of_a_sentence_votes_for_a_gender(nlp):
    text = ("Kelly Ayotte said she would not campaign. "
            "Ayotte has refused to endorse Donald Trump, and she says she will stay home. "
            "Ayotte spoke on Monday about Donald Trump and she repeated her view. "
            "Ayotte said she was proud of her record.")
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    genders = person_genders(text, people)
    assert genders.get("Kelly Ayotte") == "f"
    assert genders.get("Donald Trump") != "f"  # the "she" after him is Ayotte's (his given name says "m")


def test_possessive_her_after_a_name_does_not_make_him_a_woman(nlp):
    text = ("Michael Roe told delegates that Ann Vale should not be president. "
            "Roe said the scandal was only the latest in her career. "
            "Roe said her record would hurt the party. "
            "Roe said he would vote for the governor.")
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    assert person_genders(text, people).get("Michael Roe") != "f"


def test_it_after_an_organisation_the_tagger_took_for_a_person(nlp):
    # spaCy tags "Twitter" PERSON; find_people does not take it, and "it" never stands for a person
    text = ("In a blog post on Friday, Twitter said violent threats had long been against its rules. "
            "It added that it has worked with groups that counter extremist recruitment.")
    assert speaker_of(nlp, text, "it has worked") == "Twitter"


def test_a_subject_the_parser_hung_on_a_fronted_phrase(nlp):
    # "Reached by POLITICO, Hammond, ..., hesitated": Hammond is parsed as a conjunct of POLITICO,
    # leaving the main verb without subject; he is still the one "He" goes back to
    text = ("Tom Hammond is a party official. Nick Barbknecht, a candidate, said he would back Trump. "
            "Reached by POLITICO, Hammond, the national committeeman, hesitated to repeat his criticism "
            "of the mogul. He agreed that Trump may struggle to win support among delegates.")
    assert speaker_of(nlp, text, "Trump may struggle") == "Tom Hammond"


# --- round 5 (scorer v4: hand-annotated referents) ------------------------------------------------

def test_a_given_name_genders_a_person_over_a_her_after_him(nlp):
    # "her" after James Porter is Ann Mills's; his given name makes him a man
    text = "Senator Ann Mills met James Porter on Monday. James Porter called all of her statements truthful."
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    assert person_genders(text, people) == {"Ann Mills": "f", "James Porter": "m"}


def test_a_pronoun_in_a_fronted_clause_is_the_main_subject_after_it(nlp):
    # cataphora: "After he said ..., Tom Reed left" -- "he" is Tom Reed, not the man of the sentence before
    text = "Mark Hill met reporters on Monday. After he said the plan was dead, Tom Reed left the room."
    assert speaker_of(nlp, text, "the plan was dead") == "Tom Reed"


def test_a_man_introduced_outside_an_attribution_under_a_woman_subject(nlp):
    # the sentence's subject is a woman, so "he" is the man it introduces in passing
    text = ("Ann Reyes made an appearance of sorts, courtesy of Walt Nagy, a delegate who wore a mask. "
            "“I thought it would be funny to come like this,” he said.")
    assert speaker_of(nlp, text, "I thought it would be funny") == "Walt Nagy"


def test_a_sentence_initial_pronoun_sees_the_person_the_sentence_before_presents(nlp):
    # "Just look at X." has no subject; the pronoun opening the next sentence is X, not the man before
    text = ("Mark Olson has called for lower rates. That's more than you can say for other Republicans. "
            "Just look at Senator Paul Ryan. He's said he gets his ideas about money from a novel.")
    assert speaker_of(nlp, text, "he gets his ideas") == "Paul Ryan"


def test_a_pronoun_is_not_the_person_its_own_verb_names(nlp):
    # "he told Hollis": not Hollis, the subject of the sentence before, but the man before him
    text = ("“We are going to build a wall,” Tom Baker added. He then had a question for the crowd.\n\n"
            "Sean Hollis asked Baker how high the wall would be.\n\n"
            "“I think the height could be 35 to 45 feet,” he told Hollis, to cheers from the crowd.")
    assert speaker_of(nlp, text, "I think the height") == "Tom Baker"
    # "He insisted Curiel had ...": not Curiel
    text = ("The judge in the case is Gonzalo Curiel, who was born in Indiana.\n\n"
            "He insisted Curiel had “an inherent conflict of interest” in the case.")
    assert all(sp != "Gonzalo Curiel" for sp, _ in speakers(nlp, text))


def test_the_author_of_a_subject_article_is_the_antecedent(nlp):
    text = ("Last week, Gov. Chris Christie said that he would back the Trump campaign.\n\n"
            "Tuttle's article also attacked Christie by accusing him of endorsing Trump for a job. "
            "He calls the endorsement “the most transparent display of affection in years.”")
    assert speaker_of(nlp, text, "the most transparent") == "Tuttle"


def test_a_persons_comments_as_subject_make_that_person_the_antecedent(nlp):
    text = ("It is possible that Justice Scalia played a role in pushing Justice Kennedy to the left. When the "
            "case was argued in December, Justice Scalia's comments from the bench brought aspects of it into "
            "vivid relief.\n\nHe said some students may be better off at ''a less advanced school.''")
    assert speakers(nlp, text)[0][0] == "Scalia"


def test_a_cue_conjoined_under_an_adjective_keeps_the_pronoun_subject(nlp):
    # "called" parsed as a conjunct of "shameful"; its subject is the "He" of the first verb
    text = ('Nobody asked about the rhetoric, so Obama, in need of a change of subject, brought it up himself. '
            'He called it "shameful" and called on leaders "not to feed that dark impulse inside of us."')
    assert speaker_of(nlp, text, "not to feed") == "Obama"


def test_a_known_surname_the_tagger_reads_otherwise_is_the_person(nlp):
    # "Cuban" tagged as a nationality: still the Mark Cuban the article named
    text = ("Billionaire Mark Cuban spoke at a conference in Texas on Saturday.\n\n"
            "In describing fellow billionaire Tom Baker, Cuban said he sees someone without curiosity.\n\n"
            "“You’ve got to be able to adapt,” he said of Baker.")
    assert speaker_of(nlp, text, "You’ve got to be able") == "Mark Cuban"


def test_as_for_x_he_is_x(nlp):
    text = ("Senator Ted Voss said the front-runner was wrong. “That would be a disaster,” Voss said. "
            "As for Gary Trent, he said he’s not worried. “I will have the delegates,” he said.")
    assert speakers(nlp, text)[-1][0] == "Gary Trent"


def test_the_name_in_an_appositive_of_the_subject_s_appositive(nlp):
    text = ("Both men were angry. The other man, his cousin Dale Ormond, 40, cited the mayor's fondness "
            "for Governor Victor Lasko as a danger. ''He's talking too much trash,'' he said.")
    assert speakers(nlp, text)[-1][0] == "Dale Ormond"
