"""The spaCy pipeline as storyline runs it: the pinned English model, two of its components made faster.

The model's ``attribute_ruler`` (179 rules: each tag's part of speech and morphology, the
pronouns' lemmas, "n't" as a particle, ...) matches its rules with spaCy's general ``Matcher``
and sets each match through a ``Span``: about a fifth of the parse's time (docs/performance.md).
``FastAttributeRuler`` applies the same rules to the same tokens: it looks up, for each token,
only the rules whose first token can match it (by tag, lower-case form, dependency or
whitespace), checks them, and sets on each token the attributes of its matching rules in rule
order (later rules win, as in spaCy, where every match is found before any is set). Only rules
it can read are accepted (token patterns of fixed length with equality, ``IN``, ``NOT_IN`` and
``REGEX`` conditions on TAG, LOWER, DEP and IS_SPACE); for any other ruler the model keeps its
own. ``CachedLemmatizer`` keeps the rule lemmatizer's answer per (word, part of speech,
morphology). ``tests/test_faster_spacy_components.py`` compares both with spaCy's on real
articles, token by token.
"""

from __future__ import annotations

import re

_ATTRS = ("TAG", "LOWER", "DEP", "IS_SPACE")
_ANCHORS = ("TAG", "LOWER", "DEP", "IS_SPACE")  # the first token condition a rule is looked up by


class FastAttributeRuler:
    """Drop-in for a spaCy ``AttributeRuler`` whose rules it can read (``accepts``)."""

    def __init__(self, ruler) -> None:
        self.name = getattr(ruler, "name", "attribute_ruler")
        self.vocab = ruler.vocab
        self.attrs = list(ruler.attrs)  # per rule: {attr id: value}, as spaCy sets them
        self.rules: list[tuple[int, list[list[tuple]], int]] = []  # (rule, token specs, index)
        strings = self.vocab.strings
        for i, p in enumerate(ruler.patterns):
            for pattern in p["patterns"]:
                specs = [[_condition(key, value, strings) for key, value in tok.items()] for tok in pattern]
                self.rules.append((i, specs, ruler.indices[i]))
        # the rules by the value of one equality / IN condition on their first token; the rest always
        self.lookup: dict[tuple[str, object], list[int]] = {}
        self.always: list[int] = []
        for r, (_i, specs, _index) in enumerate(self.rules):
            anchor = next(((attr, kind, value) for attr in _ANCHORS for a, kind, value in specs[0]
                           if a == attr and kind in ("eq", "in")), None)
            if anchor is None:
                self.always.append(r)
                continue
            attr, kind, value = anchor
            for v in ([value] if kind == "eq" else sorted(value, key=str)):
                self.lookup.setdefault((attr, v), []).append(r)
        self._own: dict[tuple, tuple[list[int], list[int]]] = {}  # token values -> its rules (a cache)
        # the lower-case forms some rule names, and the rules' patterns on LOWER: a form no rule names is
        # told apart from another only by those patterns (``_rules_of``)
        self.lowers = frozenset(v for _i, specs, _index in self.rules for spec in specs for a, kind, v in spec
                                if a == "LOWER" and kind == "eq") | frozenset(
            x for _i, specs, _index in self.rules for spec in specs for a, kind, v in spec
            if a == "LOWER" and kind in ("in", "not_in") for x in v)
        self.lower_patterns = tuple(v for _i, specs, _index in self.rules for spec in specs for a, kind, v in spec
                                    if a == "LOWER" and kind == "regex")
        self._by_class: dict[tuple, tuple[list[int], list[int]]] = {}
        self._merges: dict[tuple[int, ...], dict] = {}  # rules of one token -> attributes (a cache)

    @staticmethod
    def accepts(ruler) -> bool:
        """Whether every rule of ``ruler`` is of a kind this class applies exactly."""
        try:
            for p in ruler.patterns:
                for pattern in p["patterns"]:
                    for tok in pattern:
                        for key, value in tok.items():
                            if key not in _ATTRS:
                                return False
                            if isinstance(value, dict) and (len(value) != 1 or next(iter(value)) not in (
                                    "IN", "NOT_IN", "REGEX")):
                                return False
                            if isinstance(value, dict) and key == "IS_SPACE":
                                return False
        except Exception:
            return False
        return True

    def __call__(self, doc):
        from spacy.attrs import DEP, IS_SPACE, LEMMA, LOWER, MORPH, POS, TAG
        from spacy.tokens._retokenize import set_token_attrs

        n = len(doc)
        if not n:
            return doc
        rows = [(t, low, d, bool(sp)) for t, low, d, sp in doc.to_array([TAG, LOWER, DEP, IS_SPACE]).tolist()]
        strings, rules = self.vocab.strings, self.rules
        found: dict[int, list[int]] = {}  # token -> the rule patterns (by number) that set it
        own = self._own
        for i, row in enumerate(rows):
            single, longer = own.get(row) or self._rules_of(row)
            if single:
                found.setdefault(i, []).extend(single)
            for r in longer:  # a pattern of several tokens that starts here
                _rule, specs, index = rules[r]
                end = i + len(specs)
                if end <= n and all(_holds(cond, rows[i + k], strings) for k, spec in enumerate(specs[1:], 1)
                                    for cond in spec):
                    found.setdefault(i + index if index >= 0 else end + index, []).append(r)
        # the final value of each attribute: the last rule's (rule order), written in one pass
        columns = [POS, MORPH, LEMMA, TAG]
        table = doc.to_array(columns)
        slow: list[tuple[int, dict]] = []
        for t, hits in found.items():
            merged = self._merged(tuple(hits))
            for c, attr in enumerate(columns):
                if attr in merged:
                    table[t, c] = merged[attr]
            if len(merged.keys() - set(columns)):
                slow.append((t, {k: v for k, v in merged.items() if k not in columns}))
        doc.from_array(columns, table)
        for t, rest in slow:  # any other attribute (the dependency of a whitespace token)
            set_token_attrs(doc[t], rest)
        return doc

    def _rules_of(self, row: tuple) -> tuple[list[int], list[int]]:
        """``_own_rules(row)``, shared by the rows whose lower-case form no rule names and whose forms the
        rules' LOWER patterns read alike (with the same tag, dependency and whitespace): no rule can tell
        them apart. A list of 100,000 numbers, each its own form, is one look-up, not 100,000."""
        tag, low, dep, space = row
        if low in self.lowers:
            return self._own_rules(row)
        text = self.vocab.strings[low]
        key = (tag, tuple(rx.search(text) is not None for rx in self.lower_patterns), dep, space)
        got = self._by_class.get(key)
        if got is None:
            got = self._by_class[key] = self._own_rules(row)
        return got

    def _own_rules(self, row: tuple) -> tuple[list[int], list[int]]:
        """(the one-token patterns that match a token of these values, the longer patterns whose first
        token does), kept per distinct (tag, lower, dep, is_space)."""
        values = dict(zip(_ATTRS, row))
        cands = set(self.always)
        for attr in _ANCHORS:
            hit = self.lookup.get((attr, values[attr]))
            if hit:
                cands.update(hit)
        single, longer = [], []
        for r in sorted(cands):
            _rule, specs, _index = self.rules[r]
            if all(_holds(cond, row, self.vocab.strings) for cond in specs[0]):
                (single if len(specs) == 1 else longer).append(r)
        if len(self._own) > 200_000:  # bounded: a long run of odd tokens starts the table again
            self._own.clear()
        self._own[row] = (single, longer)
        return single, longer

    def _merged(self, hits: tuple[int, ...]) -> dict:
        """The attributes that the rule patterns ``hits`` set on one token, later rules winning."""
        merged = self._merges.get(hits)
        if merged is None:
            merged = {}
            for r in sorted(hits, key=lambda r: self.rules[r][0]):
                merged.update(self.attrs[self.rules[r][0]])
            if len(self._merges) > 200_000:
                self._merges.clear()
            self._merges[hits] = merged
        return merged

    def pipe(self, docs, batch_size: int = 128):
        for doc in docs:
            yield self(doc)


def _condition(key: str, value, strings) -> tuple:
    """(attribute, kind, value) with strings as the hashes ``Doc.to_array`` gives."""
    def h(v):
        return v if isinstance(v, bool) else strings.add(v) if isinstance(v, str) else v

    if isinstance(value, dict):
        (op, arg), = value.items()
        if op == "REGEX":
            return key, "regex", re.compile(arg)
        return key, "in" if op == "IN" else "not_in", frozenset(h(v) for v in arg)
    return key, "eq", h(value)


_POSITION = {attr: k for k, attr in enumerate(_ATTRS)}


def _holds(cond: tuple, row: tuple, strings) -> bool:
    attr, kind, value = cond
    v = row[_POSITION[attr]]
    if kind == "eq":
        return v == value
    if kind == "in":
        return v in value
    if kind == "not_in":
        return v not in value
    return value.search(strings[v]) is not None  # REGEX: spaCy's re.search on the string


def use_fast_attribute_ruler(nlp):
    """``nlp`` with its attribute ruler applied by ``FastAttributeRuler`` when that reads every rule
    (the component keeps its name and place)."""
    from spacy.language import Language

    if "attribute_ruler" not in nlp.pipe_names:
        return nlp
    ruler = nlp.get_pipe("attribute_ruler")
    if isinstance(ruler, FastAttributeRuler) or not FastAttributeRuler.accepts(ruler):
        return nlp
    if not Language.has_factory(FACTORY):
        Language.factory(FACTORY, func=_make_fast_ruler)
    nlp.add_pipe(FACTORY, name="storyline_attribute_ruler", after="attribute_ruler")
    nlp.remove_pipe("attribute_ruler")
    nlp.rename_pipe("storyline_attribute_ruler", "attribute_ruler")
    return nlp


FACTORY = "storyline_fast_attribute_ruler"


def _make_fast_ruler(nlp, name: str) -> FastAttributeRuler:
    """The factory: a ``FastAttributeRuler`` with the rules of the model's own attribute ruler."""
    fast = FastAttributeRuler(nlp.get_pipe("attribute_ruler"))
    fast.name = name
    return fast


class CachedLemmatizer:
    """The model's rule lemmatizer with its answers kept per (word, part of speech, morphology).

    spaCy's own cache misses every word it takes for a base form (most nouns and verbs: it
    answers them before its cache, reading the morphology as a dict each time). The lemma is a
    function of those three and the lemmatizer's tables only, so keeping it changes nothing but
    the time; a token that has a lemma already (the attribute ruler's) keeps it, as in spaCy."""

    def __init__(self, lemmatizer) -> None:
        self.name = getattr(lemmatizer, "name", "lemmatizer")
        self.lemmatizer = lemmatizer
        self.vocab = lemmatizer.vocab
        self.known: dict[tuple[int, int, int], int] = {}  # (orth, pos, morph) -> lemma hash
        if not getattr(lemmatizer, "_validated", True):
            lemmatizer._validate_tables()

    @staticmethod
    def accepts(lemmatizer) -> bool:
        return type(lemmatizer).__name__ in ("Lemmatizer", "EnglishLemmatizer") and \
            getattr(lemmatizer, "mode", None) == "rule" and not getattr(lemmatizer, "overwrite", True)

    def __call__(self, doc):
        from spacy.attrs import LEMMA, MORPH, ORTH, POS

        if not len(doc):
            return doc
        table = doc.to_array([ORTH, POS, MORPH, LEMMA])
        known, strings = self.known, self.vocab.strings
        changed = False
        for i, (orth, pos, morph, lemma) in enumerate(table.tolist()):
            if lemma:
                continue
            key = (orth, pos, morph)
            value = known.get(key)
            if value is None:
                value = strings.add(self.lemmatizer.lemmatize(doc[i])[0])
                if len(known) > 500_000:
                    known.clear()
                known[key] = value
            table[i, 3] = value
            changed = True
        if changed:
            doc.from_array([LEMMA], table[:, 3:4].copy())
        return doc

    def pipe(self, docs, batch_size: int = 128):
        for doc in docs:
            yield self(doc)


LEMMATIZER_FACTORY = "storyline_cached_lemmatizer"


def use_cached_lemmatizer(nlp):
    """``nlp`` with its rule lemmatizer's answers kept (``CachedLemmatizer``), same name and place."""
    from spacy.language import Language

    if "lemmatizer" not in nlp.pipe_names:
        return nlp
    lemmatizer = nlp.get_pipe("lemmatizer")
    if isinstance(lemmatizer, CachedLemmatizer) or not CachedLemmatizer.accepts(lemmatizer):
        return nlp
    if not Language.has_factory(LEMMATIZER_FACTORY):
        Language.factory(LEMMATIZER_FACTORY, func=lambda nlp, name: CachedLemmatizer(nlp.get_pipe("lemmatizer")))
    nlp.add_pipe(LEMMATIZER_FACTORY, name="storyline_lemmatizer", after="lemmatizer")
    nlp.remove_pipe("lemmatizer")
    nlp.rename_pipe("storyline_lemmatizer", "lemmatizer")
    nlp.get_pipe("lemmatizer").name = "lemmatizer"
    return nlp
