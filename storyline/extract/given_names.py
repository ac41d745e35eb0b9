"""Given names that mark a person's gender in English-language news: a table used by the
coreference of he/she (``coref.person_genders``) and by the people extractor (a name the NER
calls an organisation but that starts with a given name: "Carly Fiorina said")."""

from __future__ import annotations

# Given names that mark a person's gender in English-language news (unambiguous ones only: not
# Jordan, Leslie, Kelly, Robin, Dana, Chris, Pat, Alex, Sam, Lindsey, Andrea ...). Four votes: more
# than the pronouns after a mention, which are often someone else's ("Comey had called all of her
# statements truthful").
MALE_GIVEN = frozenset("""aaron adam alan albert alexander andrew anthony antonin ben benjamin bernie bill bob
    bobby brad brian bruce carl carlos charles charlie chuck craig dan daniel david dennis donald doug douglas
    ed edward eric frank fred freddy gary george greg gregory harold harry henry howard ian jack jacob jake james
    jason jeb jeff jeffrey jeremy jerry jesse jim jimmy joe john jonathan jose joseph josh juan justin keith ken
    kevin larry lawrence mark marco martin matt matthew michael mike mitch mitt newt nick nicholas paul
    peter phil philip ralph randy reince richard rick rob robert roger ron ronald rudy ryan samuel scott sean
    stephen steve steven ted thomas tim timothy todd tom tony walter wayne william""".split())
FEMALE_GIVEN = frozenset("""alice amanda amy angela ann anna anne barbara betsy betty carly carol caroline
    catherine cheryl christine cynthia deborah debbie diane donna dorothy elise elizabeth ellen emily emma
    gwen heather heidi helen hillary huma ivanka jane janet jennifer jessica jill joan judith julia julie karen
    kate katherine kathleen kathy kellyanne laura linda lisa lori loretta margaret maria marie martha mary megan
    megyn melania melanie melissa michelle nancy nicole nikki olivia patricia rachel rebecca ruth sally samantha
    sandra sara sarah sharon stephanie susan susana teresa theresa tulsi valerie victoria wendy""".split())
GIVEN_NAMES = MALE_GIVEN | FEMALE_GIVEN
