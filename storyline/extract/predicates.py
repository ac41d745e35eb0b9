"""Clauses of a sentence: what happens, to whom, and how it is asserted.

A sentence often tells several things ("X, a Democrat of Ohio, apologized on Monday for grabbing a
man who asked him a question"): each clause is one ``Predicate`` — its event word (``trigger``:
the verb's lemma, or the event noun of a light verb: "issued an apology" -> "apology"), its words
(``span``: from its first to its last word, with the clauses inside it cut off where they sit at
its edges; ``gist``: its own words only), its subject, object, negation and modality, and, when it
is the content of a speech or denial verb ("Y said that ...", "Y denied that ..."), who says it
and how (``source`` / ``cue``).

Clause heads are verbs (or a sentence's root) attached as a clause: root, conjunct, clausal
complement, adverbial or relative clause, clause after a preposition. An infinitive after a verb
of trying or planning ("tried to ask", "plans to invoke") is one clause with its governor, the
event being the infinitive. Every token is assigned to its nearest clause head in one pass over
the parse (children after parents), so the cost is linear in the sentence's length. The word
lists are in ``extract/data/clauses.toml``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..model import Predicate, Sentence, Span
from .lexicon import mapping, words

_MAX_ARG_WORDS = 12
MIN_CLAUSE_WORDS = 5  # "(all) involved", "as cameras rolled": part of the clause around them


@lru_cache(maxsize=1)
def _lists():
    return (words("clauses", "clause_deps"), words("clauses", "speech_verbs"), words("clauses", "deny_verbs"))


@lru_cache(maxsize=None)
def _verbs(key: str) -> frozenset[str]:
    return frozenset(mapping("clauses", "verbs")[key].split())


@lru_cache(maxsize=1)
def _catenative():
    return mapping("clauses", "catenative")


def _is_head(t) -> bool:
    """A clause of its own: the root; a conjoined verb; the content of a speech or denial verb ("said
    that ..."); an adverbial, relative or prepositional clause of at least ``MIN_CLAUSE_WORDS`` words.
    Other complements ("asked whether ...", "believes that ...") stay in their governor's clause."""
    clause_deps, speech, deny = _lists()
    if t.dep_ == "ROOT":
        return True
    if t.dep_ not in clause_deps or t.pos_ not in ("VERB", "AUX"):
        return False
    if t.dep_ == "conj":
        return t.head.pos_ in ("VERB", "AUX") or t.head.dep_ == "ROOT"  # not "the hand and arm"
    if t.dep_ in ("ccomp", "parataxis"):
        return t.head.lemma_.lower() in speech or t.head.lemma_.lower() in deny
    if t.dep_ in ("csubj", "csubjpass"):
        return False
    return t.right_edge.i - t.left_edge.i + 1 >= MIN_CLAUSE_WORDS


def _phrase(tok, text: str) -> str:
    """A noun phrase headed by ``tok``: its words up to a comma, relative clause or apposition after
    the head, at most ``_MAX_ARG_WORDS`` words."""
    right = tok.i
    for child in tok.rights:
        if child.dep_ in ("relcl", "appos", "acl", "punct", "cc", "conj", "advcl", "prep") and child.i > tok.i:
            break
        right = max(right, child.right_edge.i)
    doc = tok.doc
    left = max(tok.left_edge.i, right - _MAX_ARG_WORDS + 1)
    return text[doc[left].idx:doc[right].idx + len(doc[right])]


def _first(children, deps):
    return next((c for c in children if c.dep_ in deps), None)


def find_predicates(doc, article_id: str, sentences: list[Sentence], people=None) -> list[Predicate]:
    """The clauses of every sentence of ``doc`` (parsed with ``sentences`` as its boundaries); with
    ``people`` (the article's), who a "he" / "she" subject stands for (``coref.resolve_he_she``)."""
    from ..sentences import is_heading
    from .doc import doc_text

    text = doc_text(doc)
    out: list[Predicate] = []
    for sent in doc.sents:
        if is_heading(text[sent.start_char:sent.end_char]):
            continue  # "Why it matters:", run in with its paragraph's text
        out.extend(_sentence_predicates(sent, text, article_id))
    return _subject_people(doc, text, out, people) if people else out


def _subject_people(doc, text: str, preds: list[Predicate], people) -> list[Predicate]:
    """``preds`` with ``subject_person`` set where the subject is "he" / "she" and the coreference
    rules name its person ("She then grips her chest": Zurana Horton), one whose name gives that
    gender (a courtesy title or a given name: ``coref.named_genders``). The rules may fall back on the
    last person named, or on a gender the pronouns near a name suggest, and a row shown as another
    person's act is worse than one that does not say who ("she will be pleading the Fifth" was given
    to Darrell Issa)."""
    from dataclasses import replace

    from .coref import named_genders, resolve_he_she

    out = []
    genders = None
    for p in preds:
        pronoun = (p.subject or "").lower()
        if pronoun in ("he", "she") and p.subject_at >= 0:
            who = resolve_he_she(doc, people, p.subject_at, pronoun)
            genders = named_genders(text, people) if genders is None else genders
            if who and genders.get(who) == ("m" if pronoun == "he" else "f"):
                p = replace(p, subject_person=who)
        out.append(p)
    return out


def title_events(nlp, title: str) -> list[tuple[int, int, str]]:
    """(start, end, lemma) of the words of a headline that may name an event (offsets into the title)."""
    if not title or not title.strip():
        return []
    return [(t.idx, t.idx + len(t), t.lemma_.lower()) for t in nlp(title[:1000]) if _eventive(t)]


@dataclass
class _Clauses:
    """One sentence's clause heads, each token's clause, the subject and teller of each clause."""

    heads: list
    own: dict  # head i -> its own tokens
    subjects: dict = field(default_factory=dict)  # head i -> subject token or None
    carriers: dict = field(default_factory=dict)  # content head i -> (source token, cue lemma)


def _clause_heads(sent) -> _Clauses:
    """Walk the parse children after parents: each token takes its parent's clause or heads its own."""
    root = sent.root
    clause: dict[int, int] = {}
    heads: list = []
    order, seen, k = [root], {root.i}, 0
    while k < len(order):
        t = order[k]
        k += 1
        if t is root or _is_head(t):
            clause[t.i] = t.i
            heads.append(t)
        else:
            clause[t.i] = clause.get(t.head.i, root.i)
        for c in t.children:
            if c.i not in seen and sent.start <= c.i < sent.end:
                seen.add(c.i)
                order.append(c)
    own: dict[int, list] = {h.i: [] for h in heads}
    for t in sent:
        own.setdefault(clause.get(t.i, root.i), []).append(t)
    found = _Clauses(heads, own)
    found.subjects = _subjects(sent, heads, clause)
    found.carriers = _carriers(sent, heads, found.subjects)
    return found


def _subjects(sent, heads, clause) -> dict:
    """Each clause's subject: its own, the noun a relative clause hangs on, else its governor's."""
    root = sent.root
    by_i = {h.i: h for h in heads}
    subjects: dict[int, object] = {}
    for h in sorted(heads, key=lambda h: (_depth(h), h.i)):
        subj = _first(h.children, ("nsubj", "nsubjpass", "expl"))
        if subj is not None and subj.lower_ in ("who", "that", "which") and h.dep_ == "relcl":
            subj = _antecedent(h)
        if subj is None and h.dep_ in ("conj", "advcl", "pcomp", "acl", "xcomp") and h.i != root.i:
            parent = by_i.get(clause.get(h.head.i, root.i))
            if parent is not None and parent.i != h.i:
                subj = subjects.get(parent.i)
        if subj is None and h.dep_ == "acl":
            subj = h.head
        subjects[h.i] = subj
    return subjects


def _antecedent(h):
    """The noun relative clause ``h`` hangs on: the word the parse hangs it on, unless that is a name
    after a preposition which the clause names again, where the noun before the preposition is meant
    ("a former Justice Department official under President Donald J. Trump who was involved in Mr.
    Trump's efforts": the official was, not Trump; a name is not the antecedent of a clause that
    names it again)."""
    noun = h.head
    if noun.pos_ == "PROPN" and noun.dep_ == "pobj" and noun.head.dep_ == "prep" \
            and noun.head.head.pos_ in ("NOUN", "PROPN") and noun.head.head.i < noun.i:
        name = noun.lower_
        if any(t.lower_ == name and t.pos_ == "PROPN" for t in h.subtree):
            return noun.head.head
    return noun


def _carriers(sent, heads, subjects) -> dict:
    """Content clause head -> (source token, cue lemma) for what a speech or denial verb tells; a
    conjunct of a reported clause is reported too ("said that he had hired ... but that he did not")."""
    _deps, speech, deny = _lists()
    by_i = {h.i for h in heads}
    carriers = {}
    for h in heads:
        lemma = h.lemma_.lower()
        if (lemma in speech or lemma in deny) and not not_saying(h):
            for c in h.children:
                if c.i in by_i and c.dep_ in ("ccomp", "parataxis"):
                    carriers[c.i] = (subjects.get(h.i), lemma)
    for h in sorted(heads, key=_depth):
        if h.i not in carriers and h.dep_ == "conj" and h.head.i in carriers:
            carriers[h.i] = carriers[h.head.i]
    return carriers


def _sentence_predicates(sent, text: str, article_id: str) -> list[Predicate]:
    if not len(sent):
        return []
    found = _clause_heads(sent)
    _deps, speech, deny = _lists()
    out = []
    carried_events: dict[int, list] = {}  # content clause head i -> event words of the verb telling it
    sent_span = Span(article_id, sent.start_char, sent.end_char)
    first = _carrier_heads(found.heads, found.carriers)
    for h in sorted(found.heads, key=lambda h: (h.i not in first, h.i)):
        lemma = h.lemma_.lower()
        mine = found.own.get(h.i, [])
        content = [c for c in h.children
                   if c.i in found.carriers and found.carriers[c.i][1] == lemma and c.head.i == h.i]
        if content and (lemma in speech or lemma in deny) and not _has_object(h):
            # "Y said that P": the claim is P, told by Y; the saying's own event words go with P
            carried_events.setdefault(content[0].i, []).extend(
                (t.idx, t.idx + len(t), t.lemma_.lower()) for t in mine if _eventive(t))
            continue
        p = _predicate(h, mine, found, carried_events.get(h.i, ()), text, article_id, sent_span)
        if p is not None:
            out.append(p)
    return sorted(out, key=lambda p: (p.span.start, p.head.start))


def _trigger(h):
    """(the clause's event word, the modality its governing verb gives it, the object of its verb)."""
    lemma = h.lemma_.lower()
    catenative = _catenative()
    trigger_tok, modality = h, None
    xcomp = _first(h.children, ("xcomp",))
    if xcomp is not None and lemma in catenative:
        trigger_tok = xcomp
        modality = None if catenative[lemma] == "none" else catenative[lemma]
    dobj = _first(trigger_tok.children, ("dobj",))
    if trigger_tok.lemma_.lower() in _verbs("light"):  # "issued an apology", "the primary will be held"
        noun = dobj if dobj is not None or trigger_tok.lemma_.lower() not in _verbs("passive_light") else \
            _first(trigger_tok.children, ("nsubjpass",))
        if noun is not None and noun.pos_ == "NOUN":
            trigger_tok = noun
    if trigger_tok.lemma_.lower() == "be" or h.pos_ == "AUX":
        attr = _first(h.children, ("attr", "acomp", "oprd"))
        if attr is not None:
            trigger_tok = attr
    return trigger_tok, modality, dobj


_NOBODY = frozenset({"nothing", "nobody", "none", "neither"})


def _nobody(c) -> bool:
    """A subject or object that says there is none: "nothing", "nobody", "no one", "no evidence"."""
    if c.dep_ not in ("nsubj", "nsubjpass", "dobj", "attr"):
        return False
    return c.lower_ in _NOBODY or any(d.dep_ == "det" and d.lower_ == "no" for d in c.children) or (
        c.lower_ == "one" and c.i > 0 and c.doc[c.i - 1].lower_ == "no")


def _mark(h) -> str | None:
    """The word that opens clause ``h`` as a question or a condition ("whether", "if", "unless"), if any."""
    return next((c.lower_ for c in h.children if c.dep_ == "mark" and c.lower_ in _verbs("question") | {"unless"}),
                None)


def _polarity(h, trigger_tok, modality) -> tuple[bool, str | None]:
    """(negated, modality): "will" -> future, "could" -> modal, "not" / "never" / "refused to" -> negated;
    a content clause opened by "whether" / "if", or a clause ending on "?" -> question; a clause of
    condition ("if no deal is passed", "unless lawmakers vote") -> condition."""
    auxes = {a.lower_ for a in h.children if a.dep_ in ("aux", "auxpass")}
    if auxes & _verbs("future"):
        modality = modality or "future"
    elif auxes & _verbs("modal"):
        modality = modality or "modal"
    negated = any(c.dep_ == "neg" for c in h.children) or any(
        c.dep_ == "neg" for c in trigger_tok.children) or any(c.lower_ == "never" for c in h.children) or any(
        _nobody(c) for c in h.children)  # "she had done nothing wrong" = "I have not done anything wrong"
    if modality == "refused":
        negated, modality = True, None
    marked = h  # a conjunct, or a verb's complement, is asked or conditioned with the clause it belongs to:
    for _ in range(4):  # "unless lawmakers vote to raise or [suspend] the debt ceiling"
        if marked.dep_ not in ("conj", "xcomp") or marked.head.i == marked.i or _mark(marked):
            break
        marked = marked.head
    mark = _mark(marked)
    if mark == "whether" or (mark == "if" and (marked.dep_ != "advcl"
                                               or marked.head.lemma_.lower() in _verbs("ask"))):
        modality = "question"  # "into whether laws were broken", "asked if he supported": asks, tells nothing
    elif mark in ("if", "unless") and marked.dep_ == "advcl":
        modality = "condition"  # "unless lawmakers vote to raise the debt ceiling": what would have to be, not what is
    elif any(c.dep_ == "punct" and c.text == "?" for c in h.children):
        modality = "question"  # "Is the photo of him?"
    return negated, modality


def _predicate(h, mine, found: _Clauses, carried, text: str, article_id: str, sent_span: Span) -> Predicate | None:
    """The ``Predicate`` of clause head ``h`` with its own tokens ``mine``; None when it has no words."""
    toks = [t for t in mine if not t.is_space]
    edges = [t for t in toks if not _punct(t) and t.dep_ not in ("cc", "mark")]
    if not edges:
        return None
    trigger_tok, modality, dobj = _trigger(h)
    negated, modality = _polarity(h, trigger_tok, modality)
    lo, hi = min(t.i for t in edges), max(t.i for t in edges)
    doc = h.doc
    while hi > lo and doc[hi].pos_ in ("ADP", "CCONJ", "SCONJ", "PART") and doc[hi].dep_ != "prt":
        hi -= 1  # "issued an apology on Monday for [grabbing ...]": the clause ends before "for"
    subj = found.subjects.get(h.i)
    obj = dobj or _first(h.children, ("attr", "dobj", "dative", "oprd", "acomp"))
    source, cue = None, None
    if h.i in found.carriers:
        src, cue = found.carriers[h.i]
        source = _phrase(src, text) if src is not None else None
    return Predicate(
        events=tuple(sorted({(t.idx, t.idx + len(t), t.lemma_.lower()) for t in toks if _eventive(t)} | set(carried))),
        trigger=trigger_tok.lemma_.lower(),
        head=Span(article_id, trigger_tok.idx, trigger_tok.idx + len(trigger_tok)),
        span=Span(article_id, doc[lo].idx, doc[hi].idx + len(doc[hi])),
        sentence=sent_span,
        gist="".join(t.text_with_ws for t in toks if lo <= t.i <= hi).strip(),
        subject=_phrase(subj, text) if subj is not None and subj.pos_ in ("PROPN", "NOUN", "PRON") else None,
        object=_phrase(obj, text) if obj is not None else None,
        negated=negated,
        modality=modality,
        source=source,
        cue=cue,
        pos=trigger_tok.pos_,
        finite=_finite(h),
        subject_at=subj.idx if subj is not None else -1,
    )


def _punct(t) -> bool:
    """Punctuation, not a sign the parse reads as a word ("5.9%": the "%" is the clause's last word)."""
    return t.is_punct and (t.pos_ == "PUNCT" or t.dep_ == "punct")


FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _finite(h) -> bool:
    """Whether clause head ``h`` is tensed, itself or by an auxiliary ("was stabbed", "will see",
    "did not send"), or a verb with a subject of its own (the tagger's VBN for VBD: "when Lopez fired");
    a conjoined verb as the verb it joins ("was shot and killed"). A participle or infinitive
    ("released Wednesday by", "to expand", "bringing", "for a state to have") is not; nor is a head that
    is no verb."""
    for _ in range(8):  # up a chain of conjoined verbs, a few at most
        if h.tag_ in FINITE_TAGS or any(c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS for c in h.children):
            return True
        if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in h.children):
            # not an infinitive with a subject of its own ("for a state to have two senators")
            return h.tag_ in ("VBN", "VB") and not any(c.dep_ == "aux" and c.tag_ == "TO" for c in h.children)
        if h.dep_ != "conj" or h.head.pos_ not in ("VERB", "AUX") or h.head.i == h.i:
            return False
        h = h.head
    return False


def _carrier_heads(heads, carriers) -> set[int]:
    """Heads of speech and denial verbs that carry a content clause (handled first, so that their
    event words are known when the content clause is built)."""
    return {h.i for h in heads if any(c.i in carriers and c.head.i == h.i for c in h.children)}


def _eventive(t) -> bool:
    """A word that may name an event: a verb (not an auxiliary), a noun or a name ("the Oscars"):
    which ones do is for linking to find out (``storyline.events``)."""
    return t.pos_ in ("VERB", "NOUN", "PROPN")


def _has_object(h) -> bool:
    """A speech verb with an object of its own ("told reporters", "said nothing", "warned lawmakers": the
    one spoken to) still tells nothing of its own: only "announced his resignation" / "confirmed the
    report" carry an event noun."""
    return _thing_object(h, ("NOUN",))


def not_saying(h) -> bool:
    """A verb of saying used for another act: its object is a thing ("US employers added 194,000 jobs",
    "the company reported a loss"), not the one spoken to ("told lawmakers that ..."), so a clause the
    parse hung on it ("The recovery has hit a roadblock: US employers added 194,000 jobs") is no content
    it tells and its subject no source. Not where that clause has no subject of its own: the parse took
    its subject for the object ("has said single people and families would qualify")."""
    return _thing_object(h, ("NOUN", "NUM")) and all(
        any(g.dep_ in ("nsubj", "nsubjpass", "expl") for g in c.children)
        for c in h.children if c.dep_ in ("ccomp", "parataxis"))


def _thing_object(h, pos: tuple[str, ...]) -> bool:
    """Whether verb ``h`` has a direct object of part of speech ``pos`` that says something: not "said
    nothing" / "told reporters" (``empty_objects``), and never the one a verb of speaking to is said
    to ("warned lawmakers": ``addressee``)."""
    if h.lemma_.lower() in _verbs("addressee"):
        return False
    empty = _verbs("empty_objects")
    return any(c.dep_ == "dobj" and c.pos_ in pos and c.lemma_.lower() not in empty for c in h.children)


def _depth(tok) -> int:
    d = 0
    while tok.dep_ != "ROOT" and tok.head.i != tok.i and d < 64:
        tok = tok.head
        d += 1
    return d
