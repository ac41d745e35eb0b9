"""A denial told by one outlet and the denier's own negated words told by another are one fact (part
of ``align``).

"Weiner emphatically denied on Wednesday that he had sent a suggestive photograph" (one outlet), "I
didn't send that picture out," the congressman said (another) and "he's certain he did not send a lewd
photo" (a third) tell one thing: Weiner denies sending it. The denial finder reads the first; the other
two are a quotation and a reported clause, which the denial slots (denials alike in their letters)
never meet. Here a denial's cluster gains, from each article (the denial's own too: "denied that
she had provided false information" and, further on, her "I have not provided false information"),
the denier's own words that say the same thing is not so: a quotation of the denier, or a clause the
denier is the source of, holding a negated clause whose event word is the denied claim's ("send" /
"sent").

A telling that joins a denial leaves the fact it was in (the quotation is shown as part of the
denial, not twice); what else that fact held stays in it.

A denier the article describes by post ("the Internal Revenue Service official denied ...") is the
story's one person whose titles and organisations fit the description (``described_deniers``).
"""

from __future__ import annotations

MIN_SHARED = 1  # words a description shares with the person's titles and organisations


def denied_events(bundle, it) -> set[str]:
    """The event words (lemmas) of the clauses inside a denial's denied claim."""
    f = bundle.findings.get(it.article)
    if f is None:
        return set()
    text = bundle.articles[it.article].text
    at = text.find(it.text, it.sentence.start, it.sentence.end)
    if at < 0:
        return set()
    end = at + len(it.text)
    return {p.trigger for p in f.predicates if at <= p.head.start < end}


def _negated_events(bundle, it) -> set[str]:
    """The event words of the negated clauses a telling holds (a quotation: every clause inside it; a
    clause claim: its own clause and the clauses inside its span)."""
    f = bundle.findings.get(it.article)
    if f is None:
        return set()
    if it.kind == "quote":
        span = it.finding.span
    elif it.predicate is not None:
        span = it.predicate.span
    else:
        return set()
    return {p.trigger for p in f.predicates
            if p.negated and p.modality is None and span.start <= p.head.start < span.end}


def _speaker(it, canon) -> str | None:
    if it.kind == "quote":
        return it.key[1]
    if it.predicate is not None and it.predicate.source:
        return canon(it.predicate.source)
    return None


def join_own_words(bundle, denial_clusters: list[list], slots: list, canon) -> None:
    """Each denial cluster of a named denier gains, per article (its own too), the first other sentence
    (in story order) telling the denier's own negated words about the denied event (its quotation and
    its clause alike), which leaves its
    cluster in ``slots`` (empty clusters and slots are dropped)."""
    holders: list[tuple] = []  # (slot, cluster, item) of every quotation and clause claim
    for slot in slots:
        if slot.kind not in ("quote", "statement", "event"):
            continue
        for c in slot.clusters:
            holders.extend((slot, c, it) for it in c if it.kind == "quote" or it.predicate is not None)
    if not holders:
        return
    holders.sort(key=lambda h: h[2].order)
    moved: set[int] = set()
    for dc in denial_clusters:
        denier = dc[0].key[1]
        if not denier:
            continue
        events = set().union(*(denied_events(bundle, d) for d in dc))
        if not events:
            continue
        told = {(d.article, d.sentence) for d in dc}
        joined: dict[str, list[tuple]] = {}  # article -> the tellings of its first such sentence
        for slot, c, it in holders:
            if (it.article, it.sentence) in told or id(it) in moved or (
                    it.article in joined and joined[it.article][0][2].sentence != it.sentence):
                continue
            if _speaker(it, canon) != denier or not (_negated_events(bundle, it) & events):
                continue
            joined.setdefault(it.article, []).append((slot, c, it))
        for slot, c, it in (x for tellings in joined.values() for x in tellings):
            dc.append(it)
            moved.add(id(it))
            c.remove(it)
    for slot in slots:
        slot.clusters = [c for c in slot.clusters if c]
    slots[:] = [s for s in slots if s.clusters]


def described_deniers(denials: list, role_items: list, people: set[str]) -> list:
    """Denials whose denier is a description ("the Internal Revenue Service official", "the sheriff")
    rather than a name, given to the one person of the story whose titles and organisations share the
    most of its words (Lois Lerner, director at the Internal Revenue Service; Joe Arpaio, sheriff).
    A description naming someone ("Ms. Lerner's lawyer") or fitting two people alike stays as it is."""
    from dataclasses import replace

    posts = Posts([(person, r) for _aid, r, person, _change, _org in role_items], people)
    out = []
    for it in denials:
        who = it.key[1]
        phrase = (it.finding.denier or "") if it.finding is not None else ""
        person = None if who in people else posts.holder(phrase)
        out.append(replace(it, key=("denial", person), label=f"{person} denies: {it.text}") if person else it)
    return out


class Posts:
    """The titles and organisations of the story's people, to find who a description is ("the sheriff":
    the story's one sheriff)."""

    def __init__(self, roles: list[tuple[str, object]], people: set[str]):
        from .textsim import content_words

        self.told: dict[str, set[str]] = {}
        for person, r in roles:
            said = [x for x in (getattr(r, "title", None), getattr(r, "org", None)) if x]  # a tenure has neither
            if person in people and said:
                self.told.setdefault(person, set()).update(content_words(" ".join(said)))
        self.surnames = {p.split()[-1].lower() for p in people if p.split()}

    def holder(self, phrase: str) -> str | None:
        """The one person whose titles and organisations share the most words with ``phrase`` (a
        description: "the ...", "a ...", naming no one of the story), or None."""
        from .textsim import content_words

        if not phrase.lower().startswith(("the ", "a ", "an ")) or \
                any(w.strip("\u2019's").lower() in self.surnames for w in phrase.split()):
            return None
        words = set(content_words(phrase))
        scored = sorted(((len(words & w), p) for p, w in self.told.items()), reverse=True)
        if scored and scored[0][0] >= MIN_SHARED and (len(scored) == 1 or scored[1][0] < scored[0][0]):
            return scored[0][1]
        return None
