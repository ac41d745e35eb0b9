"""He, she, they, it and who as speakers (storyline.extract.coref through find_quotes, real people
extractor, hand-written sentences): chains of he said, salience over the sentences before, gender from
the article's own text, groups, organisations and documents."""

import pytest

from storyline.extract import parse
from storyline.extract.coref import person_genders
from storyline.extract.people import find_people
from storyline.model import Person, Span
from storyline.sentences import split_sentences
from tests.helpers.quotes import quotes, speaker_of, speaker_saying


# --- he and she: the antecedent -------------------------------------------------------------------

# (text, words of a quote, the speaker of the quote holding them)
HE_AND_SHE_SPEAKER_SAYING = [
    pytest.param(
        'The party chair, Beto O\'Rourke, praised the turnout in El Paso. "It was like 3 to 1 for Bernie," '
        "O'Rourke said.\n\nSanders's role is under discussion, but he has said a more immediate priority is "
        "finding common ground on the issues he championed.",
        "more immediate priority",
        "Sanders",
        id="he_after_a_sentence_about_a_persons_thing"),
    pytest.param(
        "Last month, when I asked Bernie Sanders if he would ever endorse Hillary Clinton, he looked straight into "
        'my camera, furrowed his brow and said, "I\'m gonna endorse YOU!"',
        "endorse YOU",
        "Bernie Sanders",
        id="he_in_the_main_clause_after_a_fronted_when_clause"),
    # also: "warning" hung on the reported clause of "acknowledging" is still the reporter's
    pytest.param(
        "Marco Rubio and Donald Trump met on the debate stage on Thursday. When Mr. Rubio did take Mr. Trump on, "
        "he did it sideways, acknowledging that Mr. Trump had tapped into a vein but warning that his style would "
        "have repercussions.",
        "repercussions",
        "Marco Rubio",
        id="he_in_the_main_clause_after_a_fronted_when_clause-2"),
    pytest.param(
        "For Republican candidate Marco Rubio it is never too late to pick up another endorsement. The latest is "
        "Rep. Joe Wilson, the South Carolina congressman who gained national attention in 2009 when he yelled “You "
        "lie!” at the president.",
        "You lie",
        "Joe Wilson",
        id="he_inside_a_who_clause_is_the_person_it_describes"),
    pytest.param(
        "Bernie Sanders will release his medical records. Last month, The Huffington Post’s Scott Conroy asked "
        "Sanders whether questions about his health were fair game.\n\n“Sure it is. I would not have run if I was "
        "not blessed,” he said.",
        "Sure it is",
        "Bernie Sanders",
        id="after_x_asked_y_the_answer_is_ys"),
    pytest.param(
        "Paul Ryan did not exude confidence when Jake Tapper asked whether Republicans would hold the "
        "House.\n\n“The one thing you can predict of this year is that it is gonna be unpredictable,” he said.",
        "gonna be unpredictable",
        "Paul Ryan",
        id="after_x_asked_y_the_answer_is_ys-2"),
    pytest.param(
        "Last week, Gov. Chris Christie announced that he would support the Trump campaign.\n\nIan Tuttle’s "
        "article also attacked Christie by accusing him of endorsing Trump in an attempt to gain a position. He "
        "calls Christie’s endorsement “the most transparent display of affection since Judas.”",
        "transparent display",
        "Ian Tuttle",
        id="he_after_a_possessive_the_parser_calls_nmod"),
    pytest.param(
        "CLARKSTON, Ga. -- Refugees have found a home in Clarkston, a small city east of Atlanta. Luay Sami fled "
        "Syria and immigrated to Clarkston three years ago. Soon, he found the area welcoming. He got a car and a "
        'job at the center, and Clarkston became his home.\n\n"The stereotyping is unfortunately still strong '
        'here," he said.',
        "stereotyping",
        "Luay Sami",
        id="a_place_the_ner_calls_a_person_is_not_he"),
]


@pytest.mark.parametrize("text,words,speaker", HE_AND_SHE_SPEAKER_SAYING)
def test_he_and_she_speaker_saying(nlp, text, words, speaker):
    assert speaker_saying(quotes(nlp, text), words) == speaker


# (text, the words a quote starts with, its speaker)
HE_AND_SHE_SPEAKER_OF = [
    pytest.param(
        "Families would lose the deduction, said John Batchelder, an economist. It has become a major issue in the "
        "campaign, with Hillary Clinton lambasting the plan. “It would be trickle-down economics all over again,” "
        "she said.",
        "It would be trickle-down",
        "Hillary Clinton",
        id="a_person_mentioned_in_a_sentence_about_no_one_is_the_antecedent"),
    pytest.param(
        "Bill Smith said that musicians wrote songs for Barack Obama in 2008. That has not been happening this "
        "year, which is something that concerns Henry Crespo, president of the Florida Democratic Black Caucus. "
        "“No one is writing songs for Hillary,” he said.",
        "No one is writing",
        "Henry Crespo",
        id="the_last_person_mentioned_wins_in_such_a_sentence"),
    pytest.param(
        "“It will be first-order business,” John Podesta said. But Mrs. Clinton will face the same partisan fire "
        "Mr. Obama has. He noted that the rules would be hard to unwind.",
        "the rules would",
        "Obama",
        id="a_man_mentioned_under_a_woman_subject_takes_over_he"),
    pytest.param(
        "According to retired Gen. Carter Ham, the administration has shuffled through military leaders because "
        "many disagreed with Barack Obama on policy. “We’re on our fourth secretary of defense,” he said.",
        "We’re on our fourth",
        "Carter Ham",
        id="an_according_to_source_is_a_candidate"),
    pytest.param(
        "The minister of the economy, Ildefonso Guajardo, argues there is little point in responding to Donald "
        "Trump’s threats. “We must not overreact to campaign rhetoric,” he told me.",
        "We must not overreact",
        "Ildefonso Guajardo",
        id="the_appositive_name_of_a_described_subject"),
    pytest.param(
        "Hillary Clinton spoke in Miami, where she met Leslie Wimes, a Democratic activist. Wines believes that "
        "the Clinton campaign took black voters for granted. “They have a big problem,” she said.",
        "They have a big problem",
        "Leslie Wimes",
        id="a_surname_misspelt_by_one_letter_is_the_person"),
    pytest.param(
        "Tom Hammond is a party official. Nick Barbknecht, a candidate, said he would back Trump. Reached by "
        "POLITICO, Hammond, the national committeeman, hesitated to repeat his criticism of the mogul. He agreed "
        "that Trump may struggle to win support among delegates.",
        "Trump may struggle",
        "Tom Hammond",
        id="a_subject_the_parser_hung_on_a_fronted_phrase"),
    pytest.param(
        "Mark Hill met reporters on Monday. After he said the plan was dead, Tom Reed left the room.",
        "the plan was dead",
        "Tom Reed",
        id="a_pronoun_in_a_fronted_clause_is_the_main_subject_after_it"),
    pytest.param(
        "Ann Reyes made an appearance of sorts, courtesy of Walt Nagy, a delegate who wore a mask. “I thought it "
        "would be funny to come like this,” he said.",
        "I thought it would be funny",
        "Walt Nagy",
        id="a_man_introduced_outside_an_attribution_under_a_woman_subject"),
    pytest.param(
        "Mark Olson has called for lower rates. That's more than you can say for other Republicans. Just look at "
        "Senator Paul Ryan. He's said he gets his ideas about money from a novel.",
        "he gets his ideas",
        "Paul Ryan",
        id="a_sentence_initial_pronoun_sees_the_person_the_sentence_before_presents"),
    pytest.param(
        "Last week, Gov. Chris Christie said that he would back the Trump campaign.\n\nTuttle's article also "
        "attacked Christie by accusing him of endorsing Trump for a job. He calls the endorsement “the most "
        "transparent display of affection in years.”",
        "the most transparent",
        "Tuttle",
        id="the_author_of_a_subject_article_is_the_antecedent"),
    pytest.param(
        "Nobody asked about the rhetoric, so Obama, in need of a change of subject, brought it up himself. He "
        'called it "shameful" and called on leaders "not to feed that dark impulse inside of us."',
        "not to feed",
        "Obama",
        id="a_cue_conjoined_under_an_adjective_keeps_the_pronoun_subject"),
    pytest.param(
        "Billionaire Mark Cuban spoke at a conference in Texas on Saturday.\n\nIn describing fellow billionaire "
        "Tom Baker, Cuban said he sees someone without curiosity.\n\n“You’ve got to be able to adapt,” he said of "
        "Baker.",
        "You’ve got to be able",
        "Mark Cuban",
        id="a_known_surname_the_tagger_reads_otherwise_is_the_person"),
]


@pytest.mark.parametrize("text,words,speaker", HE_AND_SHE_SPEAKER_OF)
def test_he_and_she_speaker_of(nlp, text, words, speaker):
    assert speaker_of(nlp, text, words) == speaker


def test_he_follows_a_chain_of_he_said_back_to_the_named_speaker(nlp):
    text = ("Don Fowler spoke to reporters in Ohio. Replacing Hillary Clinton would lead to intense "
            "lobbying by loyalists to Bernie Sanders, he said. That's why, he argued, the party should "
            "be prepared.\n\n“This is a different time,” he said.")
    found = quotes(nlp, text)
    assert ("Don Fowler", "This is a different time") in found
    assert all(sp == "Don Fowler" for sp, _ in found)


def test_she_skips_sentences_wholly_inside_quotation_marks(nlp):
    text = ("“The campaign is in panic mode,” said Leslie Wimes, a local organiser. "
            "Michelle Obama spoke in Miami on Monday. “They have a big problem. "
            "They thought the speeches would be enough. But it is not enough,” she said.")
    found = dict((t, sp) for sp, t in quotes(nlp, text))
    assert found["The campaign is in panic mode"] == "Leslie Wimes"


def test_a_person_subject_of_unknown_gender_keeps_the_earlier_speaker(nlp):
    # the subject's gender is not known: the sentence may be about "him", so no one it mentions
    # in passing takes over
    text = ("“It will be first-order business,” John Podesta said. "
            "But Kim Jones will face the same partisan fire Mr. Obama has. "
            "He noted that the rules would be hard to unwind.")
    assert speaker_of(nlp, text, "the rules would") != "Obama"


def test_my_mother_is_a_woman_the_text_does_not_name(nlp):
    text = ("My father died of cancer. My mother has softened with age, but even now at 86 she still says "
            "things such as, “We’re not all meant to be equal, you know.”")
    assert speaker_of(nlp, text, "We’re not all meant").lower() == "my mother"


def test_a_pronoun_is_not_the_person_its_own_verb_names(nlp):
    # "he told Hollis": not Hollis, the subject of the sentence before, but the man before him
    text = ("“We are going to build a wall,” Tom Baker added. He then had a question for the crowd.\n\n"
            "Sean Hollis asked Baker how high the wall would be.\n\n"
            "“I think the height could be 35 to 45 feet,” he told Hollis, to cheers from the crowd.")
    assert speaker_of(nlp, text, "I think the height") == "Tom Baker"
    # "He insisted Curiel had ...": not Curiel
    text = ("The judge in the case is Gonzalo Curiel, who was born in Indiana.\n\n"
            "He insisted Curiel had “an inherent conflict of interest” in the case.")
    assert all(sp != "Gonzalo Curiel" for sp, _ in quotes(nlp, text))


def test_a_persons_comments_as_subject_make_that_person_the_antecedent(nlp):
    text = ("It is possible that Justice Scalia played a role in pushing Justice Kennedy to the left. When the "
            "case was argued in December, Justice Scalia's comments from the bench brought aspects of it into "
            "vivid relief.\n\nHe said some students may be better off at ''a less advanced school.''")
    assert quotes(nlp, text)[0][0] == "Scalia"


def test_as_for_x_he_is_x(nlp):
    text = ("Senator Ted Voss said the front-runner was wrong. “That would be a disaster,” Voss said. "
            "As for Gary Trent, he said he’s not worried. “I will have the delegates,” he said.")
    assert quotes(nlp, text)[-1][0] == "Gary Trent"


def test_the_name_in_an_appositive_of_the_subject_s_appositive(nlp):
    text = ("Both men were angry. The other man, his cousin Dale Ormond, 40, cited the mayor's fondness "
            "for Governor Victor Lasko as a danger. ''He's talking too much trash,'' he said.")
    assert quotes(nlp, text)[-1][0] == "Dale Ormond"


def test_he_after_a_surname_read_as_a_modal(nlp):
    text = ("Columnist George Will has turned on the front-runner. From Donald Trump's \"coarse, vulgar, and nasty "
            "effusion\" in Iowa last week to his call for a federal \"deportation force,\" Will described Trump as a "
            "\"caricature of democracy's most embarrassing possibilities.\" Instead, Will called for Republicans to "
            "throw their support behind Chris Christie, whom he describes as having \"a prosecutor's bearing and a "
            "governor's executive temperament.\"")
    found = quotes(nlp, text)
    assert speaker_saying(found, "caricature") == speaker_saying(found, "prosecutor's bearing") == "George Will"


def test_he_after_an_unnamed_role_is_that_role(nlp):
    text = ("The finance minister said the deficit would narrow next year.\n\n"
            "“We have made hard choices,” he said.")
    assert quotes(nlp, text)[-1] == ("the finance minister", "We have made hard choices")


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


# --- gender from the article's own text -----------------------------------------------------------

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


def test_a_given_name_genders_a_person_over_a_her_after_him(nlp):
    # "her" after James Porter is Ann Mills's; his given name makes him a man
    text = "Senator Ann Mills met James Porter on Monday. James Porter called all of her statements truthful."
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    assert person_genders(text, people) == {"Ann Mills": "f", "James Porter": "m"}


# --- they, it and who -----------------------------------------------------------------------------

# (text, every (speaker, quote) found in it)
THEY_IT_AND_WHO_QUOTES = [
    pytest.param(
        "Senators Chuck Grassley and Patrick Leahy wrote to the agency on Monday. The program has expanded well "
        "beyond its original intent, they said.",
        [("Chuck Grassley and Patrick Leahy", "The program has expanded well beyond its original intent")],
        id="they_resolves_to_the_people_named_before"),
    pytest.param(
        "The ceremony featured celebrities like Oprah Winfrey, Will Smith, Patti LaBelle and Stevie Wonder, who "
        "joked of the museum, “I haven’t seen it yet, but I’m going to.”",
        [("Stevie Wonder", "I haven’t seen it yet, but I’m going to.")],
        id="who_after_a_list_of_names_is_the_last_name"),
]


@pytest.mark.parametrize("text,expected", THEY_IT_AND_WHO_QUOTES)
def test_they_it_and_who_quotes(nlp, text, expected):
    assert quotes(nlp, text) == expected


def test_they_resolves_to_an_according_to_group(nlp):
    text = ("The host demeaned women on the set, according to show insiders. "
            "They said he rated contestants by their looks.")
    assert ("show insiders", "he rated contestants by their looks") in quotes(nlp, text)


def test_it_says_is_the_document_not_the_last_organisation(nlp):
    text = ("The city sent a cease-and-desist letter to the Trump campaign on Thursday. "
            "It says the campaign broke federal law.")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker.endswith("letter") and said == "the campaign broke federal law"


def test_it_after_an_organisation_subject_and_it_shows_after_a_video(nlp):
    text = ("Donald Trump’s campaign is defending his early-morning tweets. It’s denouncing what it calls "
            "“the single-biggest coordinated media attack in history.”")
    assert quotes(nlp, text)[-1] == ("Donald Trump’s campaign", "the single-biggest coordinated media attack in history.")
    text = ("NBC News first published the cellphone video on Friday. It shows that an officer aimed a gun "
            "at the man.")
    assert quotes(nlp, text) == [("cellphone video", "an officer aimed a gun at the man")]


def test_it_after_an_organisation_the_tagger_took_for_a_person(nlp):
    # spaCy tags "Twitter" PERSON; find_people does not take it, and "it" never stands for a person
    text = ("In a blog post on Friday, Twitter said violent threats had long been against its rules. "
            "It added that it has worked with groups that counter extremist recruitment.")
    assert speaker_of(nlp, text, "it has worked") == "Twitter"


def test_it_for_a_document_a_person_wrote_is_the_writer(nlp):
    text = ('"He grabbed the reporter by the arm," Officer Mark Bujak wrote in the affidavit. '
            'It continued: "Probable cause exists to charge him with battery."')
    assert quotes(nlp, text)[1] == ("Mark Bujak", "Probable cause exists to charge him with battery.")


def test_it_for_a_campaign_email_is_the_campaign_that_sent_it(nlp):
    text = ('The Cruz campaign sent a fundraising email Wednesday to its supporters.\n\n"Friend, let me be blunt. '
            'I can beat the governor," the email read. It stated that the governor was rattled by the "surge in '
            'the polls."')
    assert quotes(nlp, text)[-1][0] == "the Cruz campaign"
    # a letter a city sent stays the letter
    text = ("The city sent a cease-and-desist letter to the Trump campaign on Thursday. "
            "It says the campaign broke federal law.")
    assert quotes(nlp, text)[0][0].endswith("letter")


def test_who_hung_on_a_persons_appositive_is_that_person(nlp):
    text = ("That is not good enough, said Howard Rubel, a senior analyst at Jefferies, who notes that the company "
            "has vowed to cut costs.")
    assert speaker_saying(quotes(nlp, text), "vowed to cut") == "Howard Rubel"
    text = ("“I have never voted in a primary,” said Nicky Driscoll, 24, from Manchester, who said Sanders is "
            "best suited to get corporate money out of government.")
    assert speaker_saying(quotes(nlp, text), "best suited") == "Nicky Driscoll"
