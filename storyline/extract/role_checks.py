"""Checks that keep a predicate nominal from being read as a post held.

'Noem said Roe was "the right leader at the right time."': a noun judged by an evaluative adjective
("the right leader", "the best choice"), or quoted as a phrase, characterises a person; it names no
post. And a past "was" under "said" is reported speech (sequence of tenses), not a former post.
"""

from __future__ import annotations

from .coref import SAY_VERBS  # the speech verbs that report a clause
from .lexicon import words

# adjectives that judge a person rather than name a post
EVALUATIVE = words("roles", "evaluative")
_THINK_VERBS = words("roles", "think_verbs")  # "said she believed Roe was ..."
_QUOTES = frozenset('"“”\'‘’')


def judged_noun(noun) -> bool:
    """The noun phrase characterises rather than names a post: "the right leader", "a great
    leader", or a phrase opened by a quotation mark ('was "the right leader ..."')."""
    if any(c.dep_ == "amod" and c.lower_ in EVALUATIVE for c in noun.children):
        return True
    left = noun.left_edge
    doc = noun.doc
    return left.i > 0 and doc[left.i - 1].text in _QUOTES and (left.i < 2 or doc[left.i - 2].text not in _QUOTES)


def reported_past(verb) -> bool:
    """A past-tense clause reported by "said"/"told": "said Roe was the director" keeps its tense
    from the report and does not make the post a former one."""
    if verb.tag_ != "VBD" or verb.dep_ != "ccomp" or verb.head.lemma_ not in SAY_VERBS | _THINK_VERBS:
        return False
    # "said Roe was the director in 2019", "said she was once ...": a time that puts the post in the past
    return not any(t.ent_type_ == "DATE" or t.lower_ in ("once", "formerly", "previously", "then")
                   or (t.lower_ == "time" and t.i >= 2 and t.doc[t.i - 2].lower_ == "at") for t in verb.subtree)
