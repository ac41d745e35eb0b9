"""English stop words: one shared base list, extended by each stage for its own purpose.

``FUNCTION_WORDS`` are the words no stage counts as content (articles, pronouns, auxiliaries,
prepositions, "said"/"according"). Each stage adds what it was tuned with:
``cluster.STOP_WORDS`` also drops dates, small numbers and news words ("reported", "monday")
that would join unrelated stories; ``furniture.STOP_WORDS`` measures how much a line reads
like prose; ``textsim.STOPWORDS`` keeps more words, as sentences of one story are compared.
"""

from __future__ import annotations

FUNCTION_WORDS = frozenset(
    """a about according after again all also an and any are as at be been before being both but by can
    could did do does down each for from further had has have he her here his how i if in into is it
    it's its just may me might more most must my no nor not of off on once only or other our out over
    own said same say says shall she should so some such than that the their theirs them then there
    these they this those to told too up very was we were what when where which who whom why will with
    would you your""".split()
)

# words many English lists stop but the sentence-level comparison (textsim) keeps
PROSE_WORDS = frozenset(
    """above against am among another around because below between can't didn't doesn't doing don't
    during even few having he's hers herself him himself i'm isn't itself many much myself ours
    ourselves she's since still themselves they're through under until wasn't we're while won't yours
    yourself yourselves""".split()
)
