"""How well ``find_quotes`` finds what was said and who said it, measured on PolNeAR.

PolNeAR v1.0.0 (Newell et al., LREC 2018): political news articles with brat attributions
(Source, Cue, Content). We run the real pipeline pieces on each ``.txt`` (``split_sentences``,
``parse``, ``find_people``, ``find_quotes``); character offsets of the ``.txt`` are those of
the ``.ann`` files. Multiply-annotated articles: the first annotator file in name order.

Content spans (each gold ``E`` attribution's Content against each of our quotes):

* overlap: a quote and a gold Content match when they share at least one character; matched
  one-to-one, greedily by largest overlap. P = matched / our quotes, R = matched / gold.
* exact: the same, but the two spans must be equal after trimming, on both, whitespace,
  quotation marks and the punctuation ``, . ; : — –`` at either end and a leading "that ".

Speaker accuracy, over gold attributions whose Content we matched (overlap) and that have a
Source: our speaker is right when it names the same entity as the gold Source, judged on
surface forms ("Trump" ~ "Donald Trump": the last word of either name is a word of the other,
after lower-casing and dropping determiners, possessives and titles; the gold is cut before
its first comma, bracket or "who", so "Flynn, a top Trump surrogate," is "Flynn"; a name in the
rest also counts: "The state's campaign chairman, Phil Lovas," ~ "Phil Lovas"). A gold Source that is a
third-person singular pronoun (he, she) is first replaced by the nearest earlier gold Source of the
same article that is a name (has a capitalised word, other than a descriptive one such as
"Republican", not at a sentence start), as a stand-in for the coreference chain PolNeAR does not
annotate; the same for a definite description with no name in it ("the agency", "The Republican
presidential nominee", or any "the ..." phrase ending in a lower-case noun: "the California
congressman"); they / them / it stand for the nearest earlier gold Source that is not a pronoun
(groups, organisations and documents are rarely names); a relative pronoun (who, which, that)
stands for the last capitalised name before it in its sentence. Our speaker is right if it
matches the gold Source or that stand-in. A quote with no speaker counts as wrong.

Scorer v3 (``speaker_accuracy``; v2 is kept as ``speaker_accuracy_v2``) fixes four mistakes of v2:
a he/she stand-in must be the name of one person (not "the FBI", "a Donald Trump tweet", "His
program on Wednesday", "India and Pakistan", "Many Mexicans"); a Source annotated on the verb
with the name as Cue ("said" / "Hester", "According to" / "federal data") is read as the Cue; a
relative who / which / that stands for the words just before it ("an architect who said" ->
architect, "Stevie Wonder, who joked" -> Stevie Wonder, "Jane Doe, a lawyer who" -> lawyer or Jane
Doe), not for a capitalised sentence opener ("Instead, the study -- which"); first person "I" /
"me" outside quotation marks (op-eds, letters) stands for "the author". ``speaker_accuracy_named``
counts only gold Sources that are names themselves (no stand-in needed).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from storyline.textsim import in_quotation

_PRONOUNS = frozenset("he she they i we you him her them it his hers their its our us me".split())
_HE_SHE = frozenset("he she him her".split())
_THEY_IT = frozenset("they them it".split())
_DESCRIPTIVE = frozenset("republican democratic democrat gop white house state senate congressional "
                         "presidential american u.s.".split())
_DROP = frozenset("the a an mr mrs ms dr sen rep gov gen president secretary senator 's ’s".split())
_TRIM = " \t\n“”\"‘’'.,;:—–-"


@dataclass
class Attribution:
    """One gold attribution: Content fragments, and Source text/start when annotated."""

    content: list[tuple[int, int]]
    source: str | None = None
    source_start: int = -1
    cue: str | None = None


@dataclass
class Article:
    """A PolNeAR text with its gold attributions."""

    name: str
    text: str
    gold: list[Attribution] = field(default_factory=list)


def read_ann(ann: str) -> list[Attribution]:
    """Gold attributions from brat standoff text."""
    spans: dict[str, tuple[str, list[tuple[int, int]], str]] = {}
    rels = []
    for line in ann.splitlines():
        parts = line.split("\t")
        if line.startswith("T") and len(parts) >= 2:
            kind, _, offs = parts[1].partition(" ")
            frags = [tuple(int(x) for x in f.split()) for f in offs.split(";")]
            spans[parts[0]] = (kind, frags, parts[2] if len(parts) > 2 else "")
        elif line.startswith("E") and len(parts) >= 2:
            rels.append(dict(a.split(":", 1) for a in parts[1].split() if ":" in a))
    out = []
    for r in rels:
        if "Content" not in r or r["Content"] not in spans:
            continue
        att = Attribution(content=list(spans[r["Content"]][1]))
        if r.get("Source") in spans:
            _, frags, src = spans[r["Source"]]
            att.source, att.source_start = src, frags[0][0]
        if r.get("Cue") in spans:
            att.cue = spans[r["Cue"]][2]
        out.append(att)
    return out


def load_polnear(bench_dir: Path, split: str, limit: int | None = None, step: int = 1,
                 offset: int = 0) -> list[Article]:
    """Articles of ``split`` (train/dev/test), sorted by name; every ``step``-th of them from the
    ``offset``-th (0-based; a sample spread over all outlets, e.g. ``step=5, offset=1`` on train),
    the first ``limit`` of those if given."""
    root = Path(bench_dir) / "polnear" / "data" / split
    anns: dict[str, Path] = {}
    for p in sorted((root / "attributions").glob("*.ann")):
        anns.setdefault(p.stem.rsplit("_", 1)[0], p)
    out = []
    for name in sorted(anns)[offset::step][:limit]:
        txt = root / "text" / f"{name}.txt"
        if txt.exists():
            out.append(Article(name, txt.read_text(encoding="utf8"),
                               read_ann(anns[name].read_text(encoding="utf8"))))
    return out


def _norm_span(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _TRIM:
        start += 1
    while end > start and text[end - 1] in _TRIM:
        end -= 1
    if text[start:start + 5].lower() == "that ":
        start += 5
    return start, end


def _words(name: str) -> list[str]:
    name = re.sub(r"[’']s\b", "", name.lower())
    return [w for w in re.findall(r"[a-z][a-z.\-]*", name) if w.rstrip(".") not in _DROP]


def same_speaker(gold: str, ours: str | None) -> bool:
    """Surface match of two names for one entity (see the module docstring)."""
    if not ours:
        return False
    head = re.split(r",|\(| who\b| whose\b", gold, maxsplit=1)[0]
    g, o = _words(head) or _words(gold), _words(ours)
    if not g or not o:
        return False
    names = [w for w in re.findall(r"[A-Z][\w.\-’']*", gold) if w.lower().rstrip(".") not in _DROP]
    return g[-1] in o or o[-1] in g or (o[-1] in _words(gold) and o[-1] in {_words(n)[-1] for n in names if _words(n)})


def _is_pronoun(source: str) -> bool:
    return source.strip().lower() in _PRONOUNS


def _is_name(text: str, source: str, start: int) -> bool:
    toks = source.split()
    at_sentence_start = start == 0 or text[:start].rstrip()[-1:] in ".!?\n“\"" or not text[:start].strip()
    caps = [i for i, t in enumerate(toks) if t[:1].isupper() and t.lower() not in _DROP
            and t.lower().strip(",.") not in _DESCRIPTIVE]
    return bool(caps) and (caps != [0] or not at_sentence_start) and not _is_pronoun(source)


def gold_speakers(article: Article, att: Attribution, version: int = 3) -> list[str]:
    """Acceptable names for a gold Source: the Source itself and, for a he/she pronoun or a
    definite description without a name ("the agency", "The Republican nominee"), the nearest
    earlier gold Source of the article that is a name (v3: the name of one person); for
    they/them/it, the nearest earlier gold Source that is not a pronoun (stand-ins for a
    coreference chain). v3 also reads a Source annotated on the verb as the Cue it was swapped
    with, gives a relative pronoun the phrase just before it, and first person "I" outside
    quotation marks the stand-in "the author" (see the module docstring)."""
    if att.source is None:
        return []
    src = att.source.strip()
    if version >= 3 and src.lower() in _CUE_WORDS and att.cue and att.cue.strip().lower() not in _CUE_WORDS:
        src = att.cue.strip()  # Source and Cue swapped: Source "said", Cue "Hester"
    low = src.lower()
    words = src.split()
    described = re.match(r"(?:the|its|his|her)\s", low) is not None and "," not in src and (
        not any(w[:1].isupper() for w in words[1:] if w.lower() not in _DESCRIPTIVE)
        or words[-1].isalpha() and words[-1].islower())  # "the California congressman"
    if low in ("who", "which", "that"):  # "Jane Doe, a lawyer who said": the antecedent's name
        if version >= 3:
            return [src] + _relative_antecedents(article.text, att.source_start)
        before = article.text[max(0, att.source_start - 150):att.source_start]
        names = re.findall(r"[A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*)*", re.split(r"[.!?]\s", before)[-1])
        return [src, names[-1]] if names else [src]
    if version >= 3 and low in ("i", "me") and not in_quotation(article.text, att.source_start):
        return [src, "the author"]  # the writer of an op-ed or a letter
    if low not in _HE_SHE and low not in _THEY_IT and not described:
        return [src]
    best = None
    for other in article.gold:
        if other.source and other.source_start < att.source_start \
                and (_is_name(article.text, other.source, other.source_start) if low not in _THEY_IT
                     else not _is_pronoun(other.source)) \
                and (version < 3 or low in _THEY_IT or described or _one_person(other.source)) \
                and (best is None or other.source_start > best.source_start):
            best = other
    return [src, best.source] if best else [src]


_CUE_WORDS = frozenset("said says say told tells added adds wrote writes asked according to".split()) | {"according to"}
# Last words of names of organisations and publications, not of people ("The Post", "the Security Council").
_ORG_WORDS = frozenset("""times post news journal survey committee department campaign party council court office
    agency association institute university center centre foundation commission administration bureau service
    network report magazine press company inc corp group tribune review network house senate congress""".split())


_GROUP_WORDS = frozenset("many some most several few all both two three four five other others".split())


def _one_person(source: str) -> bool:
    """A Source that can stand for "he" / "she": a single person's name, not a thing ("a Donald Trump
    tweet", "His program on Wednesday"), a group ("India and Pakistan", "The Europeans") or an
    organisation ("the FBI", "The Post", "a New York Times")."""
    head = re.split(r",|\(| who\b| whose\b|[–—]| -- ", source.strip(), maxsplit=1)[0].strip()
    cut = re.search(r"\b[a-z][\w’']*(?=\s+(?:on|in|at|of|from|for|by|with|about)\s)", head)
    head = head[:cut.end()] if cut else head  # "His program on Wednesday": the program
    words = re.sub(r"[’']s\b", "", head).split()
    if not words or " and " in f" {head} " or "&" in head or words[0].lower() in _GROUP_WORDS:
        return False  # "India and Pakistan", "Many Mexicans"
    last = words[-1].strip(".,;:“”\"")
    if not last[:1].isupper() or (last.isupper() and len(last) <= 4) or last.lower() in _ORG_WORDS:
        return False
    return not (len(words) == 2 and words[0].lower() in ("the", "a", "an"))  # "the Pentagon", "The Europeans"


def _relative_antecedents(text: str, start: int) -> list[str]:
    """What a relative who / which / that stands for: the words just before it ("an architect who",
    "the study -- which"); a name before them ("Stevie Wonder, who"), with the name of an appositive
    ("Jane Doe, a lawyer who")."""
    before = re.split(r"[.!?]\s", text[max(0, start - 150):start])[-1]
    before = before.rstrip(" ,-–—")
    words = before.split()
    if not words:
        return []
    run = []
    for w in reversed(words):
        if not w[:1].isupper() or w.endswith(","):
            if not run:
                run = [w]
            break
        run.insert(0, w)
    out = [" ".join(run).strip(",")]
    appos = re.search(r"([A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*)*),\s+(?:a|an|the)\s+[^,]*$", before)
    if appos and (appos.start(1) > 0 or " " in appos.group(1)):  # not "Instead, the study -- which"
        out.append(appos.group(1))
    return out


REFERENTS_DIR = Path(__file__).with_name("data")


def load_referents(split: str, directory: Path = REFERENTS_DIR
                   ) -> tuple[dict[tuple[str, int], tuple[str, str | None]], frozenset[str]]:
    """Hand-annotated referents of a split's non-name gold Sources (the coreference supplement;
    see ``data/polnear_referents_<split>.json``): ({(article, source start): (kind, referent)},
    the articles annotated). kind "named" (referent: a name as written in the article), "author"
    or "unnamed". Both empty when the split has none."""
    import json

    path = Path(directory) / f"polnear_referents_{split}.json"
    if not path.exists():
        return {}, frozenset()
    data = json.loads(path.read_text(encoding="utf-8"))
    refs = {(r["article"], r["start"]): (r["kind"], r["referent"]) for r in data["items"]}
    return refs, frozenset(data["articles"])


def gold_speakers_coref(article: Article, att: Attribution,
                        referents: dict[tuple[str, int], tuple[str, str | None]]) -> list[str]:
    """Scorer v4: acceptable names for a gold Source whose referent was annotated by hand.

    A pronoun stands for its annotated referent only (an unresolved "he" is not the speaker); a
    description for itself or its referent; an op-ed's "I" for "the author" (or the writer's
    name); an unnamed referent ("a senior aide", "they" for unnamed officials) for the Source as
    written, and an unnamed relative who / which / that for the phrase it attaches to ("gay rights
    groups ... who say", as v3 reads it). Sources without an annotation are scored as by v3."""
    key = (article.name, att.source_start)
    if att.source is None or key not in referents:
        return gold_speakers(article, att)
    kind, referent = referents[key]
    src = att.source.strip()
    if kind == "named" and referent:
        return [referent] if _is_pronoun(src) or src.lower() in ("who", "which", "that") else [src, referent]
    if kind == "author":
        return [src, "the author"] + ([referent] if referent else [])
    if src.lower() in ("who", "which", "that"):  # unnamed, but still the phrase it attaches to ("groups who say")
        return [src] + _relative_antecedents(article.text, att.source_start)
    return [src]


def predict(article: Article, nlp) -> list:
    """Our quotes for one article, through the real pipeline pieces."""
    from storyline.extract import parse
    from storyline.extract.people import find_people
    from storyline.extract.quotes import find_quotes
    from storyline.sentences import split_sentences

    sents = split_sentences(article.text)
    doc = parse(nlp, article.text, sents)
    people, _, _ = find_people(doc, article.name, sents)
    return find_quotes(doc, article.name, sents, people)


def score_article(article: Article, quotes: list,
                  referents: dict[tuple[str, int], tuple[str, str | None]] | None = None) -> dict:
    """Counts for one article: gold, predicted, overlap/exact matches, speaker right/judged
    (``referents``: the hand-annotated referents of scorer v4, see ``load_referents``)."""
    text = article.text
    golds = [(min(a for a, _ in g.content), max(b for _, b in g.content), g) for g in article.gold]
    cands = []
    for qi, q in enumerate(quotes):
        for gi, (gs, ge, g) in enumerate(golds):
            ov = sum(max(0, min(b, q.span.end) - max(a, q.span.start)) for a, b in g.content)
            if ov > 0:
                cands.append((ov, qi, gi))
    used_q, used_g, pairs = set(), set(), []
    for ov, qi, gi in sorted(cands, reverse=True):
        if qi not in used_q and gi not in used_g:
            used_q.add(qi)
            used_g.add(gi)
            pairs.append((qi, gi))
    gold_exact = {_norm_span(text, gs, ge) for gs, ge, _ in golds}
    exact = len(gold_exact & {_norm_span(text, q.span.start, q.span.end) for q in quotes})
    right = judged = right_v2 = named = named_right = right_v4 = 0
    misses = []
    for qi, gi in pairs:
        g = golds[gi][2]
        wants = gold_speakers(article, g)
        if not wants:
            continue
        want = wants[-1]
        judged += 1
        ours = quotes[qi].speaker
        right_v2 += any(same_speaker(w, ours) for w in gold_speakers(article, g, version=2))
        if referents:
            right_v4 += any(same_speaker(w, ours) for w in gold_speakers_coref(article, g, referents))
        if len(wants) == 1 and _is_name(text, wants[0], g.source_start):  # no stand-in needed
            named += 1
            named_right += same_speaker(wants[0], ours)
        if any(same_speaker(w, ours) for w in wants):
            right += 1
        else:
            misses.append((want, g.source, ours, quotes[qi].text[:80]))
    return {"gold": len(golds), "predicted": len(quotes), "overlap": len(pairs), "exact": exact,
            "speaker_right": right, "speaker_judged": judged, "speaker_right_v2": right_v2,
            "speaker_right_v4": right_v4,
            "named_right": named_right, "named_judged": named,
            "direct_predicted": sum(q.direct for q in quotes), "misses": misses}


def _prf(hits: int, n_gold: int, n_pred: int) -> tuple[float, float, float]:
    p = hits / n_pred if n_pred else 0.0
    r = hits / n_gold if n_gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def evaluate_polnear(bench_dir: Path, nlp, split: str = "test", limit: int | None = None,
                     keep_misses: bool = False, step: int = 1, offset: int = 0) -> dict:
    """Content span P/R/F1 (overlap, exact) and speaker accuracy of ``find_quotes`` on a split
    (``step``, ``offset``: every step-th article from the offset-th only, see ``load_polnear``)."""
    arts = load_polnear(bench_dir, split, limit, step, offset)
    t0 = time.perf_counter()
    tot: dict = {"gold": 0, "predicted": 0, "overlap": 0, "exact": 0, "speaker_right": 0,
                 "speaker_judged": 0, "speaker_right_v2": 0, "speaker_right_v4": 0, "named_right": 0,
                 "named_judged": 0, "direct_predicted": 0}
    referents, annotated = load_referents(split)
    if not {a.name for a in arts} <= annotated:
        referents = {}  # scorer v4 only where every article scored was annotated
    misses = []
    for a in arts:
        c = score_article(a, predict(a, nlp), referents)
        misses += [(a.name,) + m for m in c.pop("misses")]
        for k in tot:
            tot[k] += c[k]
    res = {"split": split, "articles": len(arts), **tot,
           "overlap_prf": _prf(tot["overlap"], tot["gold"], tot["predicted"]),
           "exact_prf": _prf(tot["exact"], tot["gold"], tot["predicted"]),
           "speaker_accuracy": tot["speaker_right"] / tot["speaker_judged"] if tot["speaker_judged"] else 0.0,
           "speaker_accuracy_v2": tot["speaker_right_v2"] / tot["speaker_judged"] if tot["speaker_judged"] else 0.0,
           "speaker_accuracy_named": tot["named_right"] / tot["named_judged"] if tot["named_judged"] else 0.0,
           "speaker_accuracy_v4": (tot["speaker_right_v4"] / tot["speaker_judged"]
                                   if referents and tot["speaker_judged"] else None),
           "seconds": time.perf_counter() - t0}
    if keep_misses:
        res["misses"] = misses
    return res
