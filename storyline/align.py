"""Align per-article findings across a story's articles into slots of candidate facts.

Every finding of every article, and every clause of its sentences (``Findings.predicates``), becomes
a claim (``Item``: one assertion in one sentence of one article). Typed claims land in slots by
their key (same personnel move, same quantity slot, same quote of one speaker, same role);
inside a slot, claims whose values agree form one *cluster*, which ``judge`` turns into one Fact.
Clause claims are then aligned by meaning (``align_clauses``, ``align_claims``: a learned pair
scorer and clustering), joining each other and the typed clusters that tell the same thing.
Several clusters in one slot are different values for the same thing (a possible conflict).

Each claim records the independent outlets it counts for (see ``vouching.article_outlets``): its
article's outlet, or the outlets its sentence relays ("Axios reported"). See docs/claims.md.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict

from .align_quantities import (  # noqa: F401  (quantities_agree, unit_family: re-exported)
    QuantityContext,
    describe,
    item_value,
    merge_quantity_slots,
    quantities_agree,
    quantity_key,
    quantity_label,
    series,
    shown_value,
    unit_family,
)
from .align_clauses import clause_items as clause_items_of
from .align_clauses import meaning_slots, same_sentence_asserted
from .align_denials import described_deniers, join_own_words
from .align_departures import departure_slots, departures
from .align_dated import dated_slots
from .align_posters import poster_slots, posters
from .align_speakers import speakers_by_words
from .align_tenures import tenure_slots, tenures
from .align_items import (  # noqa: F401  (the types and helpers: re-exported)
    Alignment,
    Item,
    Slot,
    cluster_leaders,
    is_named_speaker,
    story_order,
)
from .extract.lexicon import mapping, words
from .model import Article, Findings, Sentence, Span, StoryBundle
from .org_names import orgs_fit
from .paraphrase import ConceptTfIdf
from .textsim import (  # noqa: F401  (cosine and the two filters: re-exported)
    TfIdf,
    cosine,
    is_quote_fragment,
    looks_like_furniture,
    numbers_agree,
    numbers_in,
    stem,
    token_set,
)
QUOTE_SIM = 80  # rapidfuzz token_set_ratio for the same quote of the same speaker
QUOTE_SIM_NO_SPEAKER = 90
DENIAL_SIM = 80

CHANGE_SYNONYMS = mapping("alignment", "change_synonyms")
MOVE_CHANGES = frozenset({"incoming", "outgoing"})


# ---------------------------------------------------------------- sentences and names

def sentences_of(article: Article, findings: Findings | None) -> list[Sentence]:
    """The article's sentences: the extractor's when given, else the project's splitter."""
    if findings is not None and findings.sentences:
        return list(findings.sentences)
    from .sentences import split_sentences

    return list(split_sentences(article.text))


def default_people_map(bundle: StoryBundle) -> dict[str, str]:
    """{name or alias: canonical name} for the story's people.

    Uses ``storyline.extract.people.merge_people`` when it exists; otherwise each person's
    aliases map to its name and a one-word name maps to the one longer name ending in it.
    """
    people = [p for aid in story_order(bundle) for p in bundle.findings.get(aid, Findings(aid)).people]
    try:
        from .extract.people import merge_people

        return dict(merge_people(people)[1])
    except (ImportError, AttributeError):
        pass
    mapping: dict[str, str] = {}
    full = sorted({p.name for p in people if " " in p.name.strip()}, key=lambda n: (-len(n), n))
    for p in people:
        canon = p.name
        if " " not in p.name.strip():
            ends = [n for n in full if n.split()[-1].lower() == p.name.strip().lower()]
            if len(set(ends)) == 1:
                canon = ends[0]
        for alias in (p.name, *p.aliases):
            mapping.setdefault(alias, canon)
    return mapping


class NameIndex:
    """``canonical_name`` over one mapping, its lookups built once: lower-cased aliases, the full
    names by surname, and one pattern finding a known full name inside a longer description."""

    def __init__(self, mapping: dict[str, str]):
        self.mapping = mapping
        self.lower = {k.lower(): v for k, v in mapping.items()}
        self.by_surname: dict[str, set[str]] = defaultdict(set)
        self.full = sorted({v for v in mapping.values() if " " in v}, key=lambda v: (-len(v), v))
        self.surnames = [(v, v.split()[-1].lower()) for v in self.full]
        self.places: dict[str, list[int]] = defaultdict(list)  # a surname -> its full names' places in ``full``
        for k, (v, surname) in enumerate(self.surnames):
            self.by_surname[surname].add(v)
            self.places[surname].append(k)
        self.starting: dict[str, list[str]] = defaultdict(list)  # first 3 letters -> the surnames of 3 or more
        self.short = [k for k in self.by_surname if len(k) < 3]
        for k in self.by_surname:
            if len(k) >= 3:
                self.starting[k[:3]].append(k)

    def present(self, low: str) -> set[str]:
        """``{k for k in self.by_surname if k in low}``: the surnames starting at each place of ``low``
        (by their first three letters), and the shorter ones by a plain test."""
        found = {k for k in self.short if k in low}
        starting = self.starting
        for p in range(len(low) - 2):
            for k in starting.get(low[p:p + 3], ()):
                if low.startswith(k, p):
                    found.add(k)
        return found

    def _inside(self, name: str) -> list[str]:
        """Known full names inside ``name`` (not as "X's"), as one alternation of the full names
        longest first would find them; only the names whose surname occurs in ``name`` are tried."""
        present = self.present(name.lower())
        if not present:
            return []
        return names_found(name, [self.full[k] for k in sorted(k for s in present for k in self.places[s])])

    def canonical(self, name: str | None) -> str | None:
        if not name:
            return name
        name = name.strip()
        if name in self.mapping:
            return self.mapping[name]
        if name.lower() in self.lower:
            return self.lower[name.lower()]
        # a surname alone, or after a courtesy title or post ("Mr. Farenthold", "Rep. Farenthold")
        words = name.split()
        hits = self.by_surname.get(words[-1].lower(), set()) if words else set()
        if len(hits) == 1 and all(w.rstrip(".").lower() in _TITLE_WORDS for w in words[:-1]):
            return next(iter(hits))
        # "A spokesperson for DHS, Tricia McLaughlin": the longest known full name inside
        # ... but "Colin Powell's family" / "Jane Smith's lawyer" speak for themselves, not as the person
        found = self._inside(name)
        if found:
            return max(found, key=len)
        return name


def _title_words() -> frozenset[str]:
    from .extract.honorifics import HONORIFICS, TITLE_ABBREVIATIONS

    return HONORIFICS | TITLE_ABBREVIATIONS | frozenset(
        "representative senator governor president judge sheriff mayor secretary chairman chairwoman speaker".split())


_TITLE_WORDS = _title_words()  # words that may stand before a surname and name no one else: "Mr.", "Sen."


def names_found(text: str, names: list[str]) -> list[str]:
    """What ``re.finditer("|".join(rf"\b{re.escape(v)}\b(?!['’]s\b)" for v in names), text)`` finds
    (each match's text), without compiling that pattern (a story's names made a hundred of them, a
    millisecond each): every place where a name stands as whole words and not as "X's", then the
    alternation's scan over them, left to right, the first name listed winning at a place, the scan
    going on from the end of each match. ``names``: non-empty strings."""
    first: dict[int, str] = {}  # place -> the first name (in ``names``' order) standing there
    for v in names:
        at = text.find(v)
        while at >= 0:
            if at not in first and _stands_alone(text, at, at + len(v)):
                first[at] = v
            at = text.find(v, at + 1)
    out, free = [], 0
    for at in sorted(first):
        if at >= free:
            out.append(first[at])
            free = at + len(first[at])
    return out


def _is_word(text: str, k: int) -> bool:
    """Whether ``text[k]`` is a word character of ``re`` (str patterns: alphanumeric or "_")."""
    return 0 <= k < len(text) and (text[k].isalnum() or text[k] == "_")


def _stands_alone(text: str, start: int, end: int) -> bool:
    """``\b`` at ``start`` and at ``end``, and no ``['’]s\b`` from ``end``."""
    if _is_word(text, start - 1) == _is_word(text, start) or _is_word(text, end - 1) == _is_word(text, end):
        return False
    return not (text[end:end + 1] in ("'", "’") and text[end + 1:end + 2] == "s" and not _is_word(text, end + 2))


def canonical_name(mapping: dict[str, str], name: str | None) -> str | None:
    """The canonical form of a person's name under ``mapping`` ({alias: canonical}); for many names
    over one mapping, use ``NameIndex(mapping).canonical``."""
    return NameIndex(mapping).canonical(name)


def _join_short_speakers(quotes: list[Item]) -> list[Item]:
    """Quotes of "Police" under "Essex Police" when that is the story's one police (``align_speakers``)."""
    from dataclasses import replace

    from .align_speakers import short_speakers

    to = short_speakers(it.key[1] for it in quotes if it.key[1])
    return [replace(it, key=("quote", to[it.key[1]]), label=quote_label(to[it.key[1]], it.finding))
            if it.key[1] in to else it for it in quotes]


def quote_label(who: str, q) -> str:
    """ 'Jane Smith: “It was long overdue”'; reported speech without quotation marks, which would
    say the speaker used those words ("Zelensky: the cap was too weak")."""
    return f"{who}: \u201c{q.text}\u201d" if getattr(q, "direct", True) else f"{who}: {q.text}"


def org_map(bundle: StoryBundle) -> dict[str, str]:
    """lower-cased org name or alias -> lower-cased canonical org name."""
    out: dict[str, str] = {}
    for f in bundle.findings.values():
        for o in f.organizations:
            canon = out.get(o.name.lower(), o.name.lower())
            for alias in (o.name, *o.aliases):
                out.setdefault(alias.lower(), canon)
    return out


def norm_org(orgs: dict[str, str], org: str | None) -> str | None:
    if not org:
        return None
    o = re.sub(r"^the\s+", "", org.strip().lower())
    return orgs.get(o, orgs.get(org.strip().lower(), o))


GENERIC_TITLES = words("alignment", "generic_titles")


def norm_title(title: str, org: str | None = None) -> str:
    """A comparable form of a job title: lower case, no org name, no "of the ..." tail.

    Generic descriptors ("head", "official") become "" and so agree with any title.
    """
    t = (title or "").lower().strip()
    if org:
        for part in {org.lower(), re.sub(r"^the\s+", "", org.lower())}:
            t = t.replace(part, " ")
    t = re.sub(r"\b(of|at|for)\b.*$", " ", t)
    t = re.sub(r"\b(the|a|an|top|senior)\b|'s\b", " ", t)
    t = re.sub(r"[^a-z0-9]+", " ", t).strip()
    t = " ".join(TITLE_ABBREVIATIONS.get(w, w) for w in t.split())
    if t in GENERIC_TITLES:
        return ""
    qualifier, _, rest = t.partition(" ")
    return qualifier if qualifier in TITLE_QUALIFIERS and rest in GENERIC_TITLES else t  # "acting head" -> "acting"


# abbreviated titles as written before a name ("Gov. Rick Perry", "Sen.", "Rep.")
TITLE_ABBREVIATIONS = mapping("alignment", "title_abbreviations")
# words that make another post of a title they are added to ("director general", "vice chairman")
POST_WORDS = words("alignment", "post_words")
TITLE_QUALIFIERS = words("alignment", "title_qualifiers")


def titles_agree(a: str, b: str) -> bool:
    """Two comparable titles (``norm_title``) can name one post: equal, one generic (""), or one a
    qualified generic ("acting", of "acting head") and the other a title with that qualifier
    ("acting administrator"), or one the other with a word that only describes it ("special agent" /
    "agent"); "acting head" and "administrator", "director" and "deputy director" or "director
    general" still differ."""
    if not a or not b or a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if short in TITLE_QUALIFIERS and long_.split()[0] == short:
        return True
    extra = set(long_.split()) - set(short.split())  # "special agent" / "agent": a describing word
    return set(short.split()) < set(long_.split()) and not extra & (TITLE_QUALIFIERS | POST_WORDS)


# ---------------------------------------------------------------- items and slots

def _sentence_of(sentences: list[Sentence], span: Span, starts: list[int] | None = None) -> Sentence:
    """The first sentence holding ``span``'s start (or starting there); ``starts``: the sentences'
    starts when they are in order, non-empty and apart (``_ordered_starts``), to find it by bisection."""
    if starts is not None:
        k = bisect_right(starts, span.start) - 1
        if k >= 0 and span.start < sentences[k].end:
            return sentences[k]
    else:
        for s in sentences:
            if s.start <= span.start < s.end or (s.start == span.start):
                return s
    return Sentence(span.start, span.end)


def anchor_quotes(items: list[Item], sentences: dict, bundle: StoryBundle) -> list[Item]:
    """Each quotation of a cluster that runs over several sentences points at the one of them that
    holds what the others quote ("Leaving my service ...", quoted alone elsewhere, is the third
    sentence of a long quotation): its evidence is that sentence, not the quotation's first."""
    if len(items) < 2:
        return items
    from dataclasses import replace

    out = []
    for it in items:
        span = getattr(it.finding, "span", None)
        inside = [x for x in sentences[it.article] if span is not None and x.start < span.end and span.start < x.end]
        if len(inside) < 2:
            out.append(it)
            continue
        text = bundle.articles[it.article].text
        others = set().union(*(token_set_words(o.text) for o in items if o is not it))

        def shared(x: Sentence) -> int:
            return len(token_set_words(text[max(x.start, span.start):min(x.end, span.end)]) & others)

        best = max(inside, key=lambda x: (shared(x), -x.start))
        if best.start == it.sentence.start or shared(best) == 0:
            out.append(it)
        else:
            out.append(replace(it, sentence=Span(it.article, best.start, best.end), order=(it.order[0], best.start)))
    return out


def token_set_words(text: str) -> set[str]:
    """Content words of a text, lower-cased (for which sentence of a quotation another one quotes)."""
    from .textsim import STOPWORDS, WORD

    return {w for w in WORD.findall(text.lower()) if w not in STOPWORDS}


def _ordered_starts(sentences: list[Sentence]) -> list[int] | None:
    """The sentences' starts when each is non-empty and ends before the next starts (then at most one
    holds a place, and it is the last one starting at or before it), else None."""
    if all(s.start < s.end for s in sentences) and all(a.end <= b.start for a, b in zip(sentences, sentences[1:])):
        return [s.start for s in sentences]
    return None


def effective_outlets(al_outlets: dict[str, str], relays: dict[int, tuple[str, ...]], aid: str, start: int):
    """(outlets the sentence at ``start`` counts for, outlets it relays): the relayed ones if any."""
    relayed = tuple(r for r in relays.get(start, ()) if r != al_outlets[aid])
    if relayed:
        return relayed, relayed
    return (al_outlets[aid],), ()


def _relay_index(bundle: StoryBundle, outlets: dict[str, str], sentences) -> dict[str, dict[int, tuple[str, ...]]]:
    from .vouching import outlet_key, own_keys

    out: dict[str, dict[int, tuple[str, ...]]] = {}
    for aid in bundle.articles:
        f = bundle.findings.get(aid)
        idx: dict[int, list[str]] = defaultdict(list)
        own = own_keys(bundle.articles[aid])
        if f is not None and f.relays:
            for r in f.relays:
                if outlet_key(r.outlet) not in own:  # an outlet citing itself relays nobody
                    idx[r.sentence.start].append(outlet_key(r.outlet))
        elif bundle.relays.get(aid):  # no sentence given: the whole article relays
            for s in sentences[aid]:
                idx[s.start].extend(outlet_key(o) for o in bundle.relays[aid])
        out[aid] = {k: tuple(dict.fromkeys(v)) for k, v in idx.items()}
    return out


def _loose(it: Item) -> bool:
    """A figure given as a bound or an approximation ("more than 200", "about 40")."""
    return it.value[1] is not None


def _quantity_clusters(items: list[Item]) -> list[list[Item]]:
    """Leader clustering of one quantity slot's figures, exact ones first: a bound or approximate
    figure then joins the one cluster it fits; one that fits several ("more than 200" beside 214 and
    241) stays apart, so it supports neither side of their conflict (and, agreeing with both, is in
    conflict with neither: ``judge``)."""
    agree = lambda a, b: quantities_agree(a.value, b.value)  # noqa: E731
    clusters = cluster_leaders([it for it in items if not _loose(it)], agree)
    exact = len(clusters)
    for it in (it for it in items if _loose(it)):
        fits = [c for c in clusters[:exact] if agree(c[0], it)]
        home = fits[0] if len(fits) == 1 else next((c for c in clusters[exact:] if agree(c[0], it)), None)
        if home is None:
            clusters.append([it])
        else:
            home.append(it)
    order = {id(it): n for n, it in enumerate(items)}
    for c in clusters:
        c.sort(key=lambda it: order[id(it)])
    return sorted(clusters, key=lambda c: order[id(c[0])])


def align(bundle: StoryBundle, people_map: dict[str, str] | None = None) -> Alignment:
    """Turn the story's findings into slots of agreeing items."""
    from .vouching import article_outlets, outlet_names
    order = story_order(bundle)
    rank = {a: i for i, a in enumerate(order)}
    outlets = article_outlets(bundle)
    names = outlet_names(bundle)
    pmap = dict(people_map) if people_map is not None else default_people_map(bundle)
    orgs = org_map(bundle)
    sentences = {a: sentences_of(bundle.articles[a], bundle.findings.get(a)) for a in order}
    relays = _relay_index(bundle, outlets, sentences)
    texts = [bundle.articles[a].text[s.start:s.end] for a in order for s in sentences[a]]
    tfidf = TfIdf(texts)
    concepts = ConceptTfIdf(texts)  # alignment compares paraphrase-folded words
    canonical: dict[str | None, str | None] = {}
    names_index = NameIndex(pmap)

    def canon(name: str | None) -> str | None:  # canonical_name, once per name
        if name not in canonical:
            canonical[name] = names_index.canonical(name)
        return canonical[name]

    qctx = QuantityContext(bundle, order, canon)

    starts = {a: _ordered_starts(sentences[a]) for a in order}

    def make(kind, key, value, aid, span, text, label, finding, predicate=None) -> Item:
        sent = _sentence_of(sentences[aid], span, starts[aid])
        outs, relayed = effective_outlets(outlets, relays[aid], aid, sent.start)
        return Item(kind, key, value, aid, Span(aid, sent.start, sent.end), text, label, outs, relayed,
                    (rank[aid], sent.start), finding, predicate)

    slots: list[Slot] = []
    role_items: list[tuple] = []
    quantity_items: dict[tuple, list[Item]] = defaultdict(list)
    quotes: list[Item] = []
    denials: list[Item] = []
    clause_items: list[Item] = []
    tenure_found: list[tuple] = []  # (article, align_tenures.Tenure)
    poster_found: list[tuple] = []  # (article, align_posters.Poster)

    for aid in order:
        f = bundle.findings.get(aid)
        if f is None:  # no findings: the sentences alone, each a claim
            clause_items.extend(clause_items_of(bundle, aid, Findings(aid), sentences[aid], make))
            continue
        text = bundle.articles[aid].text
        for r in f.roles:
            change = CHANGE_SYNONYMS.get((r.change or "").lower(), None) if r.change else None
            role_items.append((aid, r, canon(r.person) or r.person, change, norm_org(orgs, r.org)))
        roles = series(f.quantities, text)
        for n, q in enumerate(f.quantities):
            key = quantity_key(q, aid, qctx, roles.get(n))
            if key is None:
                continue
            it = make("quantity", key, item_value(q, roles.get(n)), aid, q.span, q.text,
                      quantity_label(key, q), q)
            quantity_items[key].append(it)
        for q in f.quotes:
            speaker = canon(q.speaker) if is_named_speaker(q.speaker) else None
            quotes.append(make("quote", ("quote", speaker), None, aid, q.span, q.text,
                               quote_label(speaker or q.speaker or "unattributed", q), q))
        for d in f.denials:
            denier = canon(d.denier)
            denials.append(make("denial", ("denial", denier), None, aid, d.span, d.claim,
                                f"{denier or 'someone'} denies: {d.claim}", d))
        clause_items.extend(clause_items_of(bundle, aid, f, sentences[aid], make))
        tenure_found.extend((aid, t) for t in tenures(aid, text, sentences[aid], f.mentions))
        poster_found.extend((aid, p) for p in posters(aid, text, sentences[aid]))
    slots += _role_slots(role_items, make)
    slots += tenure_slots(tenure_found, canon, make)
    slots += poster_slots(poster_found, make)
    slots += dated_slots(bundle, order, make)  # "the June 25 special election": one fact however told
    denials = described_deniers(denials, role_items, set(pmap.values()))  # "the I.R.S. official": Lerner
    quantity_slots = []
    for key, items in merge_quantity_slots(quantity_items).items():
        first = next((i for i in items if i.key == key), items[0])
        slot = Slot("quantity", key, describe(key, first.finding), "value")
        slot.clusters = _quantity_clusters(items)
        quantity_slots.append(slot)
    slots += quantity_slots
    quotes = speakers_by_words(_join_short_speakers(quotes), QUOTE_SIM_NO_SPEAKER, quote_label)
    quote_slots = []
    for speaker_items in _by_key(quotes).values():
        thr = QUOTE_SIM if speaker_items[0].key[1] else QUOTE_SIM_NO_SPEAKER
        same = lambda a, b: token_set(a.text, b.text) >= thr and numbers_agree(a.text, b.text)  # noqa: E731
        for n, c in enumerate(cluster_leaders(speaker_items, same)):
            c = anchor_quotes(c, sentences, bundle)
            quote_slots.append(Slot("quote", c[0].key + (n,), f"quote of {c[0].key[1] or 'unattributed'}", None, [c]))
    slots += quote_slots
    denied = {(d.article, d.sentence.start) for d in denials}  # a denial never supports what it denies
    # the denied content of a denial is no claim of its own (a denial never supports what it denies);
    # another clause of the sentence may be ("They argued that P, a contention X disputed")
    clause_items = [it for it in clause_items if (it.article, it.sentence.start) not in denied
                    or same_sentence_asserted(it, None)]
    slots += departure_slots(bundle.articles, departures(bundle, clause_items, canon, set(pmap.values())), make)
    claims: dict = {}
    slots += meaning_slots(bundle, order, sentences, clause_items, quote_slots + quantity_slots, canon, orgs,
                           concepts, claims, make)
    slots = [s for s in slots if s.clusters]  # a figures' slot whose one cluster joined another slot
    denial_clusters = []
    for denier_items in _by_key(denials).values():
        for c in cluster_leaders(denier_items, lambda a, b: token_set(a.text, b.text) >= DENIAL_SIM):
            denial_clusters.append(c)
    join_own_words(bundle, denial_clusters, slots, canon)  # "denied that he had sent" / "I didn't send"
    for n, c in enumerate(denial_clusters):
        slots.append(Slot("denial", c[0].key + (n,), c[0].label, None, [c]))
    return Alignment(bundle, slots, denials, outlets, names, pmap, sentences, relays, tfidf, order, claims)


def _by_key(items: list[Item]) -> dict[tuple, list[Item]]:
    out: dict[tuple, list[Item]] = {}
    for it in items:
        out.setdefault(it.key, []).append(it)
    return out


def _role_slots(role_items: list[tuple], make) -> list[Slot]:
    """Roles (person + org) and personnel moves (person + direction) into slots."""
    # an org-less mention takes the person's one org, when the story gives exactly one
    orgs_of: dict[str, set] = defaultdict(set)
    for _aid, _r, person, _change, org in role_items:
        if org:
            orgs_of[person].add(org)
    grouped: dict[tuple, list[Item]] = defaultdict(list)
    for aid, r, person, change, org in role_items:
        if org is None and len(orgs_of[person]) == 1:
            org = next(iter(orgs_of[person]))
        title = norm_title(r.title, r.org)
        if change in MOVE_CHANGES:
            key = ("move", person, change)
            label = f"{person}: {change} {r.title or '(post not named)'}" + (f", {r.org}" if r.org else "")
            kind = "event"
        else:
            bucket = "former" if change == "former" else "current"
            key = ("role", person, org, bucket)
            label = f"{person}: {'former ' if bucket == 'former' else ''}{r.title}" + (f", {r.org}" if r.org else "")
            kind = "role"
        grouped[key].append(make(kind, key, (title, org), aid, r.span, r.title, label, r))

    def agree(a: Item, b: Item) -> bool:
        (ta, oa), (tb, ob) = a.value, b.value  # "Harbor City" / "Harbor City Police Department": one body
        return titles_agree(ta, tb) and (oa is None or ob is None or oa == ob or orgs_fit(a.finding.org, b.finding.org))

    slots = []
    for key, items in grouped.items():
        org_shown = next((i.finding.org for i in items if i.finding.org), None)
        if key[0] == "move":
            about = f"{key[1]} ({key[2]} post)"
        else:
            about = f"title of {key[1]}" + (f" at {org_shown}" if key[2] and org_shown else "")
        clusters = cluster_leaders(items, agree)
        # titles at no named org conflict only when one qualifies the other ("acting director" / "director")
        named = sum(any(i.finding.org for i in c) for c in clusters)
        kind = "attribute" if key[0] == "move" or named >= 2 or _titles_nest(clusters) else None
        slots.append(Slot(items[0].kind, key, about, kind, clusters))
    return slots


def _titles_nest(clusters: list[list[Item]]) -> bool:
    """One title is the other with a word that changes the post ("acting director" / "director");
    a word that only describes it ("special agent" / "agent") names the same post."""
    titles = [set(c[0].value[0].split()) for c in clusters if c[0].value[0]]
    return any((a < b and (b - a) & TITLE_QUALIFIERS) or (b < a and (a - b) & TITLE_QUALIFIERS)
               for i, a in enumerate(titles) for b in titles[i + 1:])
