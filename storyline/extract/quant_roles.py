"""What a sum, share or level is about when its verb has an object: "cut the harvest by 30 percent" ->
harvest, "raised its forecast to 2.1%" -> forecast, "a budget of $4.2 billion" -> budget, "halved its
staff to 600" -> staff; and the change word itself is never what is counted ("PROFITS SOAR 40%");
whose things a count counts ("Hale's 12 boats": ``owner_of``).
"""

from __future__ import annotations


from .quant_units import TIME_NOUNS
from .lexicon import regex, words

# prepositions that hang the size or level of a change, or a price, on a verb acting on its object
_OBJECT_PREPS = words("quantities", "object_preps")
# words of a change, in any tense: a headline in capitals tags "SOAR" as a proper noun
CHANGE_WORD = regex("quantities", "change_word")
# nouns of a change: "an increase of 5%" is not a count of increases
_CHANGE_NOUNS = words("quantities", "change_nouns")


def object_of_change(root, span_tokens: set[int]):
    """The object of the verb a number hangs on by "by"/"to"/"from"/"for"/"in" ("cut the harvest by 30
    percent", "raised its forecast to 2.1%", "sold the painting for £2.3m", "cut emissions in half"),
    or None."""
    prep = root.head if root.dep_ == "pobj" else None
    if prep is None and root.i > 0:  # "by half this spring": the parser hangs "half" on "spring"
        prep = root.doc[root.i - 1]
    if prep is None or prep.dep_ != "prep" or prep.lower_ not in _OBJECT_PREPS:
        return None
    verb = prep.head
    if verb.pos_ != "VERB":
        return None
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or obj.i in span_tokens or obj.pos_ not in ("NOUN", "PROPN") or obj.like_num \
            or obj.lemma_.lower() in TIME_NOUNS:
        return None
    return obj


def owner_of_sum(root, span_tokens: set[int]):
    """ "a budget of $4.2 billion", "fines of up to $10,000": the noun a sum is "of", or None."""
    if root.dep_ != "pobj" or root.head.lower_ != "of":
        return None
    noun = root.head.head
    if noun.i in span_tokens or noun.pos_ != "NOUN" or noun.like_num or noun.lemma_.lower() in TIME_NOUNS \
            or noun.lemma_.lower() in _CHANGE_NOUNS:
        return None
    return noun


def not_the_change_word(tok):
    """``tok`` unless it is the word of the change ("PROFITS SOAR 40%": not SOAR), in which case the noun
    it stands beside ("PROFITS"), or None."""
    if tok is None or not CHANGE_WORD.fullmatch(tok.text):
        return tok
    near = [tok.head] + [c for c in tok.children if c.dep_ in ("compound", "nsubj")]
    return next((t for t in near if t.i != tok.i and t.pos_ in ("NOUN", "PROPN") and not t.like_num
                 and not CHANGE_WORD.fullmatch(t.text)), None)


# "up from 450", "down from 71%", "dropped to 8,200 from 11,000", "tripled from 1,000": the level before the change
_EARLIER_TEXT = regex("quantities", "earlier_text")
_FROM_BEFORE = regex("quantities", "from_before")
_CHANGE_BEFORE_FROM = regex("quantities", "change_before_from")


def earlier_level(before: str) -> bool:
    """Whether a number, written after ``before`` (its sentence up to the number and its bound), is the
    level a change started from ("up from 450", "fell to 8,200 from 11,000", "rose from $9,000 to
    $12,500"): a past figure. Not a plain range ("from 20 to 30 people were hurt")."""
    if _EARLIER_TEXT.search(before):
        return True
    f = _FROM_BEFORE.search(before)
    return f is not None and _CHANGE_BEFORE_FROM.search(before[:f.start()]) is not None


# verbs whose subject hands over or takes in a sum: the payer, not what the sum is about ("fin": the small
# model's lemma of "fined")
PAYING_VERBS = words("quantities", "paying_verbs")


# verbs whose subject takes in a sum it earns: the earner, not what the sum is ("The firm earns $3 million a year",
# "The club makes $40 million", "The bakery brought in £80,000", "The hospital received $5 million")
EARNING_VERBS = words("quantities", "earning_verbs")


def payer(tok) -> bool:
    """ "The company paid ¥12 billion", "The court fined the bank $250m", "The firm earns $3 million": the
    subject of a verb of paying or of earning (the active subject only for earning: "$5m was received")."""
    if tok is None or tok.dep_ not in ("nsubj", "nsubjpass"):
        return False
    lemma = tok.head.lemma_.lower()
    return lemma in PAYING_VERBS or (lemma in EARNING_VERBS and tok.dep_ == "nsubj")


def _person_name(tok) -> str | None:
    """The name a proper-noun owner is written with, compounds included ("Harold Hale",
    "Canada"), else None (the NER's types vary: "Hale's" is often a GPE)."""
    if tok.pos_ != "PROPN" or tok.ent_type_ not in ("PERSON", "GPE", "ORG", "NORP", "LOC", ""):
        return None
    parts = [c for c in tok.children if c.dep_ == "compound" and c.pos_ == "PROPN" and c.i < tok.i] + [tok]
    return " ".join(t.text for t in sorted(parts, key=lambda t: t.i))


def owner_of(root, counted_tok) -> str | None:
    """Whose things a count counts: "Hale's 12 boats", "Hale has 14 horses", "Hale, who
    has had 14 horses (and 30 dogs)", "Reyes, accused of having two passports" -> the owner's name as
    written; else None."""
    noun = counted_tok if counted_tok is not None and counted_tok.is_ancestor(root) else None
    if noun is None:
        return None
    while noun.dep_ == "conj" and noun.head.pos_ == "NOUN":  # "14 horses and more than 30 dogs"
        noun = noun.head
    poss = next((c for c in noun.children if c.dep_ == "poss"), None)
    if poss is not None:
        return _person_name(poss)
    if noun.dep_ != "dobj" or noun.head.lemma_.lower() != "have":
        return None
    tok = noun.head
    for _ in range(4):
        subj = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if subj is not None and subj.lower_ not in ("who", "that", "which"):
            return _person_name(subj)
        if tok.dep_ in ("relcl", "acl") and tok.head.pos_ == "PROPN":
            return _person_name(tok.head)
        if tok.dep_ in ("pcomp", "prep", "xcomp", "advcl", "acl", "relcl", "aux", "auxpass"):
            tok = tok.head
            continue
        break
    return None
