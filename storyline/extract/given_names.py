"""Given names that mark a person's gender in English-language news: a table used by the
coreference of he/she (``coref.person_genders``) and by the people extractor (a name the NER
calls an organisation but that starts with a given name: "Carly Fiorina said")."""

from __future__ import annotations

from types import MappingProxyType

from .lexicon import words

# Given names that mark a person's gender in English-language news (unambiguous ones only: not
# Jordan, Leslie, Kelly, Robin, Dana, Chris, Pat, Alex, Sam, Lindsey, Andrea ...). Four votes: more
# than the pronouns after a mention, which are often someone else's ("Comey had called all of her
# statements truthful").
MALE_GIVEN = words("given_names", "male_given")
FEMALE_GIVEN = words("given_names", "female_given")
GIVEN_NAMES = MALE_GIVEN | FEMALE_GIVEN

# Given names that are just as often surnames ("Kelly Loeffler", "Mark Kelly"): a bare one is read as a
# surname, never as the first name of the one person the article names with it first.
SURNAME_GIVEN = words("given_names", "surname_given")
# Common English nicknames and the formal given names they stand for ("Bill Clinton" = "William Jefferson
# Clinton"); hand-written, the usual pairs only.
NICKNAMES = MappingProxyType({
    "bill": ("william",), "billy": ("william",), "will": ("william",), "willie": ("william",),
    "bob": ("robert",), "bobby": ("robert",), "rob": ("robert",), "robbie": ("robert",), "bert": ("robert", "albert"),
    "mike": ("michael",), "mick": ("michael",), "mickey": ("michael",), "jim": ("james",), "jimmy": ("james",),
    "jamie": ("james",), "joe": ("joseph",), "joey": ("joseph",), "tom": ("thomas",), "tommy": ("thomas",),
    "dick": ("richard",), "rick": ("richard",), "rich": ("richard",), "richie": ("richard",),
    "chuck": ("charles",), "charlie": ("charles",), "dan": ("daniel",), "danny": ("daniel",),
    "dave": ("david",), "steve": ("stephen", "steven"), "tony": ("anthony",), "andy": ("andrew",),
    "drew": ("andrew",), "matt": ("matthew",), "chris": ("christopher", "christine", "christina"),
    "nick": ("nicholas",), "pat": ("patrick", "patricia"), "ben": ("benjamin",), "sam": ("samuel", "samantha"),
    "alex": ("alexander", "alexandra"), "kate": ("katherine", "catherine", "kathleen"), "katie": ("katherine",),
    "kathy": ("katherine", "kathleen"), "cathy": ("catherine",), "liz": ("elizabeth",), "beth": ("elizabeth",),
    "betsy": ("elizabeth",), "libby": ("elizabeth",), "peggy": ("margaret",), "maggie": ("margaret",),
    "meg": ("margaret", "megan"), "sue": ("susan",), "jen": ("jennifer",), "jenny": ("jennifer",),
    "jeff": ("jeffrey",), "greg": ("gregory",), "larry": ("lawrence",), "jerry": ("gerald", "jerome"),
    "ed": ("edward",), "eddie": ("edward",), "ted": ("edward", "theodore"), "ron": ("ronald",),
    "don": ("donald",), "ken": ("kenneth",), "kenny": ("kenneth",), "tim": ("timothy",), "fred": ("frederick",),
    "hank": ("henry",), "harry": ("henry", "harold"), "jack": ("john",), "johnny": ("john",),
    "jon": ("jonathan",), "doug": ("douglas",), "phil": ("philip", "phillip"), "pete": ("peter",),
    "vince": ("vincent",), "gene": ("eugene",), "abe": ("abraham",), "debbie": ("deborah",), "deb": ("deborah",),
    "barb": ("barbara",), "mitch": ("mitchell",), "newt": ("newton",), "nate": ("nathan", "nathaniel"),
    "josh": ("joshua",), "zach": ("zachary",), "sandy": ("sandra",), "val": ("valerie",),
})
