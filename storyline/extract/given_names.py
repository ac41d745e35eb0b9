"""Given names that mark a person's gender in English-language news: a table used by the
coreference of he/she (``coref.person_genders``) and by the people extractor (a name the NER
calls an organisation but that starts with a given name: "Carly Fiorina said")."""

from __future__ import annotations

from types import MappingProxyType

from .lexicon import mapping, words

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
NICKNAMES = mapping("given_names", "nicknames")
