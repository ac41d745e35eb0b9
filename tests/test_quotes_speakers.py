"""Speakers of quotes: groups, descriptions, documents, pronoun chains, attribution forms and
content boundaries (storyline.extract.speakers through find_quotes). Hand-written sentences."""

from storyline.extract import parse
from storyline.extract.people import find_people
from storyline.extract.quotes import find_quotes
from storyline.sentences import split_sentences


def quotes(nlp, text):
    """find_quotes with the real people extractor; every span is checked against the text."""
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    found = find_quotes(doc, "a1", sents, people)
    for q in found:
        assert text[q.span.start:q.span.end] == q.text
    return [(q.speaker, q.text) for q in found]


# --- groups, descriptions, documents ----------------------------------------------------------

def test_they_resolves_to_the_people_named_before(nlp):
    text = ("Senators Chuck Grassley and Patrick Leahy wrote to the agency on Monday. "
            "The program has expanded well beyond its original intent, they said.")
    assert quotes(nlp, text) == [("Chuck Grassley and Patrick Leahy",
                                  "The program has expanded well beyond its original intent")]


def test_they_resolves_to_an_according_to_group(nlp):
    text = ("The host demeaned women on the set, according to show insiders. "
            "They said he rated contestants by their looks.")
    assert ("show insiders", "he rated contestants by their looks") in quotes(nlp, text)


def test_plural_and_group_subjects_stay_as_written(nlp):
    assert quotes(nlp, "Officials said the bridge would reopen in May.") == [
        ("Officials", "the bridge would reopen in May")]
    assert quotes(nlp, "The two senators said the bill would pass.") == [
        ("the two senators", "the bill would pass")]


def test_spokesperson_for_and_statement_of_a_named_org(nlp):
    assert quotes(nlp, "A spokesperson for Boeing said the jets were safe.") == [
        ("Boeing spokesperson", "the jets were safe")]
    assert quotes(nlp, "Boeing's statement said the jets were safe.") == [("Boeing", "the jets were safe")]


def test_it_says_is_the_document_not_the_last_organisation(nlp):
    text = ("The city sent a cease-and-desist letter to the Trump campaign on Thursday. "
            "It says the campaign broke federal law.")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker.endswith("letter") and said == "the campaign broke federal law"


def test_the_department_is_the_organisation_with_that_word(nlp):
    text = ("The Department of Homeland Security issued a statement. Separately, Google announced a product. "
            "The department said it would appeal.")
    assert quotes(nlp, text) == [("Department of Homeland Security", "it would appeal")]


def test_the_president_is_the_person_so_titled_not_the_vice_president(nlp):
    text = ("President Barack Obama and Vice President Joe Biden arrived in Ohio on Monday. "
            "The president said the plant would stay open.")
    assert quotes(nlp, text) == [("Barack Obama", "the plant would stay open")]


def test_description_with_unmatched_modifier_stays_as_written(nlp):
    text = "Hillary Clinton spoke in Ohio. The New York businessman said taxes were too high."
    [(speaker, _)] = quotes(nlp, text)
    assert "Clinton" not in speaker


# --- pronouns ----------------------------------------------------------------------------------

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


# --- attribution forms ---------------------------------------------------------------------------

def test_told_wrote_argued_warned_that(nlp):
    assert quotes(nlp, "Mayor Jane Doe told reporters that the budget was balanced.") == [
        ("Jane Doe", "the budget was balanced")]
    assert quotes(nlp, "Jane Doe wrote that the budget was balanced.") == [("Jane Doe", "the budget was balanced")]
    assert quotes(nlp, "Jane Doe argued that the budget was balanced, and Tom Roe warned that taxes "
                       "would rise.") == [("Jane Doe", "the budget was balanced"), ("Tom Roe", "taxes would rise")]


def test_poll_found_that_but_rulings_suggest_is_not_an_attribution(nlp):
    assert quotes(nlp, "A Quinnipiac University poll found that most voters want change.") == [
        ("a Quinnipiac University poll", "most voters want change")]
    assert quotes(nlp, "The rulings suggest that the court is not willing to change course.") == []


def test_parenthetical_said_takes_the_whole_sentence(nlp):
    text = "The museum, Mr. Bush said, celebrated several of his heroes."
    assert quotes(nlp, text) == [("Bush", "The museum, Mr. Bush said, celebrated several of his heroes")]


def test_quotation_inside_a_clause_takes_the_subject_of_its_verb(nlp):
    text = "In July, Newt Gingrich dismissed Estonia as being in the “suburbs of St. Petersburg” on television."
    assert quotes(nlp, text) == [("Newt Gingrich", "suburbs of St. Petersburg")]


def test_writers_words_around_a_quotation_have_no_speaker(nlp):
    """The subject of "is" is not a speaker: the quotation keeps no speaker."""
    text = "The main requirement for the visa is a “lawful source of investment income.”"
    assert quotes(nlp, text) == [(None, "lawful source of investment income.")]


def test_inverted_said_with_a_name(nlp):
    text = "Said Ellis: “I don’t get the sense she cares about tax reform.”"
    assert quotes(nlp, text) == [("Ellis", "I don’t get the sense she cares about tax reform.")]


def test_subject_inside_the_quotation_is_not_the_speaker(nlp):
    text = "“We will win this seat. One of the best candidates in the country,” Rep. Jane Doe said on Monday."
    assert quotes(nlp, text) == [("Jane Doe", "We will win this seat. One of the best candidates in the country")]


def test_dateline_is_not_the_speaker(nlp):
    text = "WASHINGTON -- President Barack Obama, visiting the museum on Saturday, said it would tell a story."
    assert quotes(nlp, text) == [("Barack Obama", "it would tell a story")]


# --- content boundaries --------------------------------------------------------------------------

def test_curly_quote_closed_by_a_straight_quote(nlp):
    text = "“Immunity deals should not be a requirement for cooperating with the FBI,\" Jason Chaffetz said."
    assert quotes(nlp, text) == [
        ("Jason Chaffetz", "Immunity deals should not be a requirement for cooperating with the FBI")]


def test_partial_quotes_stay_inside_the_reported_clause(nlp):
    text = ("Donald Trump spoke in Ohio. He said that Clinton’s “only experience in cybersecurity” was "
            "her “criminal” attempt to hide her emails.")
    assert quotes(nlp, text) == [("Donald Trump", "Clinton’s “only experience in cybersecurity” was her "
                                                  "“criminal” attempt to hide her emails")]


def test_a_whole_quoted_sentence_stays_a_direct_quote(nlp):
    text = "Jane Doe spoke first. She said, “We have a plan and we will carry it out.”"
    sents = split_sentences(text)
    doc = parse(nlp, text, sents)
    people, _, _ = find_people(doc, "a1", sents)
    [q] = find_quotes(doc, "a1", sents, people)
    assert q.direct and q.speaker == "Jane Doe" and q.text == "We have a plan and we will carry it out."


# --- issue 4, round 2: attribution forms -------------------------------------------------------

def test_participle_after_a_relative_clause_goes_with_the_main_subject(nlp):
    text = ("Trump was similarly defensive when forced to defend not paying an architect who said he was "
            "stiffed after he designed a clubhouse, saying, “Maybe he didn’t do a good job.”")
    assert ("Trump", "Maybe he didn’t do a good job.") in quotes(nlp, text)


def test_while_chanting_after_a_where_clause_goes_with_the_main_subject(nlp):
    text = ("Small groups of protesters continued to call for information, looping the streets around the "
            "stadium - where the Charlotte Panthers played the Minnesota Vikings - while chanting, "
            "“Hands up, don’t shoot.”")
    assert ("Small groups of protesters", "Hands up, don’t shoot.") in quotes(nlp, text)


def test_footage_of_someone_saying(nlp):
    text = "The ad uses footage of Hillary Clinton asking, “Why aren’t I 50 points ahead, you might ask?”"
    assert quotes(nlp, text) == [("Hillary Clinton", "Why aren’t I 50 points ahead, you might ask?")]


def test_a_statement_calling_something_is_its_issuers(nlp):
    text = ("The Security Council issued a statement calling the nuclear test \"a clear violation and in "
            "flagrant disregard\" of five resolutions.")
    assert quotes(nlp, text) == [("Security Council", "a clear violation and in flagrant disregard")]


def test_according_to_a_speech_someone_delivered(nlp):
    text = ("The goal is to curb activist investors, according to a speech Hillary Clinton delivered at "
            "New York University in July.")
    assert quotes(nlp, text) == [("Hillary Clinton", "The goal is to curb activist investors")]


def test_it_after_an_organisation_subject_and_it_shows_after_a_video(nlp):
    text = ("Donald Trump’s campaign is defending his early-morning tweets. It’s denouncing what it calls "
            "“the single-biggest coordinated media attack in history.”")
    assert quotes(nlp, text)[-1] == ("Donald Trump’s campaign", "the single-biggest coordinated media attack in history.")
    text = ("NBC News first published the cellphone video on Friday. It shows that an officer aimed a gun "
            "at the man.")
    assert quotes(nlp, text) == [("cellphone video", "an officer aimed a gun at the man")]


def test_who_after_a_list_of_names_is_the_last_name(nlp):
    text = ("The ceremony featured celebrities like Oprah Winfrey, Will Smith, Patti LaBelle and Stevie "
            "Wonder, who joked of the museum, “I haven’t seen it yet, but I’m going to.”")
    assert quotes(nlp, text) == [("Stevie Wonder", "I haven’t seen it yet, but I’m going to.")]


def test_a_quote_paragraph_after_a_paragraph_about_someone(nlp):
    text = ("Senator Jane Harper restricted comments about breaking up big banks to hypothetical scenarios.\n\n"
            "“If any bank can’t be managed effectively, it should be broken up.”\n\n"
            "The hearing went on.\n\n“Nothing will change,” a lobbyist said.")
    found = quotes(nlp, text)
    assert ("Jane Harper", "If any bank can’t be managed effectively, it should be broken up.") in found
    # a quote paragraph after a paragraph about no one stays without a speaker
    assert quotes(nlp, "The hearing went on for hours.\n\n“If any bank fails, it should be broken up.”") == [
        (None, "If any bank fails, it should be broken up.")]


def test_a_reported_clause_ends_with_the_quotation_that_closes_it(nlp):
    text = ("A Government Accountability Office report found that the agency could not be sure the money "
            "was not coming from \"the drug trade, human trafficking or other criminal activities.\"")
    [(speaker, said)] = quotes(nlp, text)
    assert speaker == "a Government Accountability Office report"
    assert said.startswith("the agency could not") and said.endswith("criminal activities.\"")


def test_a_described_group_speaks_as_written_a_bare_some_does_not(nlp):
    assert quotes(nlp, "Those close to him say that he would consider Don Beyer.") == [
        ("Those close to him", "he would consider Don Beyer")]
    assert quotes(nlp, "Senator from Texas says he cannot allow Clinton to win the presidency.") == [
        ("Senator from Texas", "he cannot allow Clinton to win the presidency")]


def test_first_person_outside_quotation_marks_is_the_author(nlp):
    text = ("Once, when my mother mentioned the devil to me, I laughed and said, “I don’t believe in the "
            "devil.” She became upset.")
    assert quotes(nlp, text) == [("the author", "I don’t believe in the devil.")]
    text = "Tom Reyes spoke on Monday. “I will win,” he said. “I said I would.”"
    assert all(sp == "Tom Reyes" for sp, _ in quotes(nlp, text))


# --- speaker labels, headlines, quotations over paragraphs --------------------------------------

def test_transcript_turns_are_quotes_of_their_speakers(nlp):
    text = ("Fox News host Chris Wallace spoke with Gov. Mike Pence on Sunday.\n\n"
            "Partial transcript as follows:\n\n"
            "\"WALLACE: Let’s start with breaking news on the debate story.\n\n"
            "\"PENCE: Well, look, this is serious business. The American people know it.\n\n"
            "\"That is why we are winning.\n\n"
            "\"WALLACE: Will Gennifer Flowers be there tomorrow night?\n\n"
            "\"PENCE: She will not be attending the debate.\"")
    found = quotes(nlp, text)
    assert ("Chris Wallace", "Let’s start with breaking news on the debate story") in found
    assert ("Mike Pence", "Well, look, this is serious business. The American people know it") in found
    assert ("Mike Pence", "That is why we are winning.") in found  # the turn goes on
    assert ("Chris Wallace", "Will Gennifer Flowers be there tomorrow night?") in found
    assert ("Mike Pence", "She will not be attending the debate") in found


def test_a_headline_opening_with_a_name_and_a_colon(nlp):
    text = ("Rush Limbaugh: Hillary Asking Moderator To Fact Check Trump ‘Reeks of Fear.’\n\n"
            "The radio host spoke on Monday.")
    assert quotes(nlp, text)[0] == ("Rush Limbaugh", "Hillary Asking Moderator To Fact Check Trump ‘Reeks of Fear")
    text = ("Elizabeth Warren Hammers Wells Fargo CEO: ‘You Should Be Criminally Investigated.’\n\n"
            "The senator grilled the bank chief on Tuesday.")
    assert quotes(nlp, text)[0] == ("Elizabeth Warren", "You Should Be Criminally Investigated.")


def test_update_and_watch_labels_are_not_speakers(nlp):
    text = ("UPDATE: The story was corrected on Monday to fix a date.\n\n"
            "WATCH: The debate highlights are shown below.")
    assert quotes(nlp, text) == []


def test_a_quotation_over_paragraphs_with_straight_marks(nlp):
    text = ("The New York Times reports:\n\n"
            "\"In an illustration of the lack of enthusiasm, just 24 percent of the contributors gave $200 or less.\n\n"
            "\"Without this online network, she is being made to continue with an aggressive calendar.\"")
    found = quotes(nlp, text)
    assert [sp for sp, _ in found] == ["New York Times", "New York Times"]
    assert found[0][1].startswith("In an illustration") and found[0][1].endswith("$200 or less.")


def test_a_possessor_before_the_quotation_is_not_the_speaker(nlp):
    text = ("Mr. Hale hardly clarified the matter, treating Mrs. Ortiz's remark first as a compliment -- "
            "''That makes me smart'' -- and, when questioned after the debate, asserting, "
            "''Of course, I pay federal taxes.''")
    assert [sp for sp, _ in quotes(nlp, text)] == ["Hale", "Hale"]


# --- round 3 (developed on a PolNeAR train sample) ---------------------------------------------

def test_mixed_straight_and_curly_marks_close_a_quotation(nlp):
    # web copy opens with one kind of mark and closes with the other; the cue after it counts
    text = ('"We will not back down on this,” said Paula Reyes, a union organizer. '
            '"The strike goes on."')
    assert ("Paula Reyes", "We will not back down on this") in quotes(nlp, text)
    text = "“I fundamentally disagree,\" said Tom Ellery, a retired colonel. “It will not work.”"
    assert ("Tom Ellery", "I fundamentally disagree") in quotes(nlp, text)


def test_a_participle_after_a_reported_clause_is_the_reporters(nlp):
    text = ("The mayor told reporters that Mark Olsen “ran a careless budget office,” adding, "
            "“He lost track of every dollar we gave him.”")
    found = dict((t, sp) for sp, t in quotes(nlp, text))
    assert found["He lost track of every dollar we gave him."] == "mayor" or \
        found["He lost track of every dollar we gave him."].endswith("mayor")
    text = ("A veteran strategist said Senator Alice Brand will have to pick a side, saying, "
            "“At some point, she is going to have to tell voters where she stands.”")
    assert quotes(nlp, text)[0][0] == "a veteran strategist"


def test_a_quotation_after_a_colon_is_the_clause_subjects(nlp):
    text = ('Senate leader Robert Vance delivered a blunt message to the governor: '
            '"It is time to stop attacking people and get back to work."')
    assert quotes(nlp, text) == [("Robert Vance", "It is time to stop attacking people and get back to work.")]


def test_a_fact_check_line_under_a_quoted_paragraph_names_the_speaker(nlp):
    text = ('"Most new income is going to the top one percent of earners."\n\n- Sanders.\n\n'
            "The senator is relying on an outdated statistic.")
    assert quotes(nlp, text)[0] == ("Sanders", "Most new income is going to the top one percent of earners.")


def test_a_share_of_people_keeps_its_number(nlp):
    assert quotes(nlp, "Since June, at least 21,000 said they would run for office.")[0][0] == "at least 21,000"
    assert quotes(nlp, "Three-fourths say the state should require body cameras.")[0][0] == "Three-fourths"
    assert quotes(nlp, "Still, 31% of Republicans said they were eager to vote this year.")[0][0] \
        == "31% of Republicans"


def test_more_speech_verbs_and_phrasal_cues(nlp):
    assert quotes(nlp, "“Your record is amazing,” Dana Holt assured the crowd.")[0][0] == "Dana Holt"
    assert quotes(nlp, "“The stock has not done well,” Mr. Peter Rubel pointed out.")[0][0] == "Peter Rubel"
    assert quotes(nlp, "“Will he be the next attorney general?” a Democratic staffer wondered.")[0][0] \
        == "a Democratic staffer"


def test_an_inverted_cue_with_a_described_speaker(nlp):
    text = "“How big is that wall going to be?” asked the boy, who was wearing a red cap."
    assert quotes(nlp, text)[0][0] == "the boy"
    # the noun after an inverted verb that is the subject of the reported clause is not the speaker
    text = "Tom Wilson praised the plan and said the Florida senator can “bring positive change” to Washington."
    assert all(sp != "the Florida senator" for sp, _ in quotes(nlp, text))


def test_a_cue_in_the_next_sentence_after_a_named_appositive(nlp):
    text = ('"I am calling from the campaign office. How are you today?" Eva Moller, a retired nurse '
            "from a nearby town, said pleasantly into the phone.")
    assert quotes(nlp, text)[0] == ("Eva Moller", "I am calling from the campaign office. How are you today?")


def test_some_and_another_are_unnamed_sources_kept_as_written(nlp):
    assert quotes(nlp, "Some said they have cringed at the comparison.")[0][0] == "Some"
    text = "One company says there are 2,400 billionaires in the world, while another says there are about 1,800."
    assert ("another", "there are about 1,800") in quotes(nlp, text)


def test_a_dateline_parsed_as_a_second_subject_is_not_the_speaker(nlp):
    text = "RENO, Nev. (AP) — Senator Maria Delgado says the league has gone “soft” like the country."
    assert quotes(nlp, text)[0][0] == "Maria Delgado"


def test_a_statement_saying_that_someones_comments_are_wrong(nlp):
    text = ("The town released a statement Wednesday saying Trump’s comments “are based on his opinion, "
            "not actual facts,” and welcomed him to visit.")
    assert quotes(nlp, text)[0][0] == "the town"


def test_a_poll_is_the_source_of_what_its_respondents_said(nlp):
    text = "In a Gallup poll released Sunday, just 8 percent of Democrats said they would vote for the governor."
    assert quotes(nlp, text)[0][0] == "a Gallup poll released Sunday"
    text = "According to a Reuters survey, 51 percent of respondents said they would vote for the mayor."
    assert quotes(nlp, text)[0][0] == "a Reuters survey"
    # people who are not a share of respondents still speak for themselves
    assert quotes(nlp, "In the poll, three officials said they would resign.")[0][0] == "officials"


# --- round 4: fresh train sample ------------------------------------------------------------------

def test_a_quotation_after_a_sentence_in_which_a_person_speaks(nlp):
    text = ('Professor Ellen Marsh of Drake University agreed. "The field is narrowing fast. By March it '
            'may be a two-person contest."')
    assert quotes(nlp, text) == [("Ellen Marsh", "The field is narrowing fast. By March it may be a two-person contest.")]
    text = ('Senator Tom Reyes touted his record on water policy at the event. "We cleaned up the river '
            'when nobody else would. That is what I do."')
    assert quotes(nlp, text)[0][0] == "Tom Reyes"


def test_no_lead_speaker_when_the_person_does_not_speak_or_is_quoted(nlp):
    # the sentence before has a person subject but no speech verb: no speaker is guessed
    text = 'Governor Ann Price flew to Denver on Monday. "The storm is moving east. Stay home tonight."'
    assert quotes(nlp, text)[0][0] is None
    text = ('Lance Porter spoke at a rally. “My dear Maria Gomez,” the pastor says to the camera. '
            '“We are all praying for you here. Stay strong.”')
    assert all(sp != "Maria Gomez" for sp, _ in quotes(nlp, text))


def test_a_cue_glued_to_the_opening_mark(nlp):
    text = "Paul Ryan met reporters on Tuesday. Ryan said,“Look, we have a lot of work to do.”"
    assert quotes(nlp, text)[-1] == ("Paul Ryan", "Look, we have a lot of work to do.")
    text = "Mayor Lisa Chen spoke on Tuesday. Later she told reporters:“We will rebuild the bridge.”"
    assert quotes(nlp, text)[-1][0] == "Lisa Chen"


def test_a_speaker_after_a_no_break_space(nlp):
    text = ("Donald Trump spoke on Friday. “I mean, what is this about unity?” Trump\u00a0added during "
            "his appearance on a morning show.")
    assert quotes(nlp, text)[0][0] == "Donald Trump"


def test_a_cue_parsed_as_modifier_of_a_name_in_the_next_sentence(nlp):
    text = ("Mike Murphy runs the group. “Not us but can’t argue with it!” Murphy, the head of Right to "
            "Rise USA, Tweeted on Friday.")
    assert quotes(nlp, text)[0] == ("Mike Murphy", "Not us but can’t argue with it!")


def test_more_interview_cues(nlp):
    assert quotes(nlp, "“Would that be negotiable?” Hannity pressed.")[0][0] == "Hannity"
    assert quotes(nlp, "Guns are “a public health crisis,” Howard Dean proclaimed to the crowd.")[0][0] == "Howard Dean"
    assert quotes(nlp, "“What sport is he talking about?” reacted Trump.")[0][0] == "Trump"


def test_a_verbless_label_line_names_the_speaker(nlp):
    text = ('Rep. Trey Gowdy (R-S.C.):"I have not heard anyone cite that figure. Who told you that?"\n\n'
            'Former secretary of state Hillary Rodham Clinton:"We learned that from the department."')
    found = quotes(nlp, text)
    assert found[0][0] == "Trey Gowdy"
    assert found[1][0] and found[1][0].startswith("Hillary Rodham")


def test_a_described_speaker_with_a_verb_tagged_as_a_noun(nlp):
    text = "“They know she is the only one strong enough,” a voice-over in the ad states."
    assert quotes(nlp, text)[0][0] == "a voice-over in the ad"
    assert quotes(nlp, "“We will not pay,” the Saudi officials state.")[0][0] == "the Saudi officials"


def test_a_long_subject_opening_the_sentence_after_the_quotation(nlp):
    text = ("“The great state of Alabama… is proud to cast its votes: one for Marco Rubio, and 36 for the "
            "next president!” US Senator Jeff Sessions said as he launched the roll call.")
    assert quotes(nlp, text)[0][0] == "Jeff Sessions"


def test_an_inverted_speaker_after_a_fronted_clause(nlp):
    text = "The contrast with the mayor, said Doyle and others, would be clear to every voter."
    assert quotes(nlp, text)[0][0] == "Doyle"
    # but a name after "said" that opens the reported clause is not the speaker
    text = "Sen. Marco Rubio, appearing on Fox News after the speech, said Obama failed to address public concerns."
    assert quotes(nlp, text)[0][0] == "Marco Rubio"
