"""Cross-document event alignment measured on ECB+ (``../shared/benchmarks/ecbplus``).

Each ECB+ sub-topic (``36ecb``, ``36ecbplus``: two different real-world events) is one story.
Its documents go through storyline's real stages: ``prepare`` (clean + extract), ``find_copies``,
then the bundle ``pipeline.brief_of`` builds, ``align`` and ``judge`` (the facts of the brief;
the summary, which plays no part in them, is left out).

Gold: every event mention (``ACTION_*`` / ``NEG_*`` markable) that takes part in a
``CROSS_DOC_COREF`` chain, in the sentences the ECB+ README asks to evaluate on
(``ECBplus_coreference_sentences.csv``). A mention lands in a Fact when one of the fact's
evidence sentences contains its tokens (character offsets in the cleaned text).

Scores over all pairs of gold mentions from two *different* documents of one sub-topic:
precision = of the pairs we put in one Fact, the share one gold chain holds; recall = of the
gold-linked pairs, the share we put in one Fact; coverage = share of gold mentions in any Fact.
Mentions in lines the cleaner drops (mostly headlines, which become the title) land in no Fact.
Rows: ``storyline: same Fact``; ``storyline: same Fact and trigger`` (of those pairs, the ones
whose trigger lemmas fold to one word with ``storyline.paraphrase.concept``: a Fact cites whole
sentences, and a sentence often tells several events). Peers in the same run, same mentions:

- ``same trigger lemma``: two mentions are linked when their trigger lemmas (spaCy) agree;
- ``sentence TF-IDF >= t``: all mentions of two sentences are linked when the sentences'
  TF-IDF cosine (fitted per story) reaches ``t`` (tuned on dev, like storyline was);
- ``all in one``: every pair linked (the base rate).

    python -m storyline.evaluation.ecb_events [--split dev|test] [--topics 2,5]
"""

from __future__ import annotations

import argparse
import csv
import re
import time
import zipfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

from storyline.evaluation.ecbplus import BRACKETS, detokenize, ecb_articles, load_ecbplus

TFIDF_GRID = tuple(round(0.1 * i, 1) for i in range(1, 10))
TFIDF_T = 0.2  # tuned on dev (see docs/evaluation-brief.md)
DEFAULT_BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks"
_EVENT_TAG = re.compile(r"^(?:ACTION|NEG)_")
_QUOTE_TOKENS = frozenset({"``", "''", '"', "“", "”"})
ROW_KEYS = ("method", "split", "precision", "recall", "f1", "coverage", "mentions", "gold_pairs", "pred_pairs")


@dataclass(frozen=True)
class GoldMention:
    """One gold event mention: ``raw`` offsets into the ECB+ text as ``load_ecbplus`` builds it."""

    doc: str
    m_id: str
    chain: str
    sentence: int
    start: int
    end: int
    trigger: str


@dataclass
class Subtopic:
    """One story's prepared articles, findings, copies and gold mentions (cleaned-text offsets)."""

    name: str
    articles: dict = field(default_factory=dict)
    findings: dict = field(default_factory=dict)
    copies: dict = field(default_factory=dict)
    mentions: list = field(default_factory=list)  # [(GoldMention, start, end)]: cleaned-text offsets or None
    lemmas: dict = field(default_factory=dict)  # (doc, m_id) -> trigger lemma
    raw: dict = field(default_factory=dict)  # doc -> the text before cleaning
    lost: int = 0  # gold mentions whose sentence the cleaner dropped (they land in no Fact)


# ---------------------------------------------------------------- gold


def checked_sentences(csv_path: Path) -> set[tuple[str, int]]:
    """{(file stem, sentence number)} of the sentences ECB+ asks to evaluate on."""
    out = set()
    with open(csv_path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out.add((f"{row['Topic']}_{row['File']}", int(row["Sentence Number"])))
    return out


def _token_offsets(tokens: list[str], line: str) -> list[tuple[int, int] | None]:
    """Offsets of each token inside its detokenized line (None for quote marks it rewrote)."""
    out: list[tuple[int, int] | None] = []
    cursor = 0
    for tok in tokens:
        surface = BRACKETS.get(tok, tok).strip('"')
        if tok in _QUOTE_TOKENS or not surface:
            out.append(None)
            continue
        i = line.find(surface, cursor)
        if i < 0:
            out.append(None)
            continue
        out.append((i, i + len(surface)))
        cursor = i + len(surface)
    return out


def gold_mentions(name: str, data: bytes, checked: set[tuple[str, int]] | None) -> tuple[str, list[GoldMention]]:
    """(the text ``load_ecbplus`` makes of this file, its gold cross-document event mentions)."""
    root = ElementTree.fromstring(data)
    stem = name.rsplit("/", 1)[-1][:-4]
    by_sentence: dict[int, list[tuple[int, str, str]]] = defaultdict(list)
    for tok in root.iter("token"):
        by_sentence[int(tok.get("sentence", "0"))].append((int(tok.get("number", "0")), tok.get("t_id"), tok.text or ""))
    numbers = sorted(by_sentence)
    if stem.endswith("ecbplus") and numbers:
        numbers = numbers[1:]  # sentence 0 is the page URL
    where: dict[str, tuple[int, int, int]] = {}  # t_id -> (sentence, start, end) in the text
    lines, offset = [], 0
    for n in numbers:
        toks = sorted(by_sentence[n])
        line = detokenize([t for _, _, t in toks])
        if not line:
            continue
        if lines:
            offset += 2
        for (_, tid, _), span in zip(toks, _token_offsets([t for _, _, t in toks], line)):
            if span is not None:
                where[tid] = (n, offset + span[0], offset + span[1])
        lines.append(line)
        offset += len(line)
    text = "\n\n".join(lines)
    chain_of: dict[str, str] = {}
    relations = root.find("Relations")
    for rel in (relations.iter("CROSS_DOC_COREF") if relations is not None else ()):
        for src in rel.findall("source"):
            chain_of[src.get("m_id")] = rel.get("note")
    out = []
    markables = root.find("Markables")
    for m in (markables if markables is not None else ()):
        if not _EVENT_TAG.match(m.tag) or m.get("m_id") not in chain_of:
            continue
        spans = [where[a.get("t_id")] for a in m.findall("token_anchor") if a.get("t_id") in where]
        if not spans:
            continue
        sent = spans[0][0]
        if checked is not None and (stem, sent) not in checked:
            continue
        start, end = min(s for _, s, _ in spans), max(e for _, _, e in spans)
        out.append(GoldMention(stem, m.get("m_id"), chain_of[m.get("m_id")], sent, start, end, text[start:end]))
    return text, out


def load_gold(zip_path: Path, topics: frozenset[int], csv_path: Path | None) -> dict[str, tuple[str, list]]:
    """{file stem: (text, gold mentions)} for the files of ``topics``."""
    checked = checked_sentences(csv_path) if csv_path else None
    out = {}
    pattern = re.compile(r"(?:^|/)(\d+)_\d+ecb(?:plus)?\.xml$")
    with zipfile.ZipFile(zip_path) as zf:
        for info in zf.infolist():
            m = pattern.search(info.filename)
            if m and int(m.group(1)) in topics:
                stem = info.filename.rsplit("/", 1)[-1][:-4]
                out[stem] = gold_mentions(info.filename, zf.read(info), checked)
    return out


# ---------------------------------------------------------------- running storyline


def _line_map(raw: str, cleaned: str) -> list[tuple[int, int, int]]:
    """[(raw start, raw end, cleaned start)] for each raw line found again in the cleaned text."""
    out, cursor, pos = [], 0, 0
    for line in raw.split("\n\n"):
        i = cleaned.find(line, cursor)
        if line and i >= 0:
            out.append((pos, pos + len(line), i))
            cursor = i + len(line)
        pos += len(line) + 2
    return out


def _to_clean(lines: list[tuple[int, int, int]], start: int, end: int) -> tuple[int, int] | None:
    for lo, hi, at in lines:
        if lo <= start and end <= hi:
            return at + start - lo, at + end - lo
    return None


def prepare_topics(bench: Path, topics: frozenset[int], nlp=None, settings=None) -> list[Subtopic]:
    """Run clean + extract + copies over every document of ``topics``; locate the gold mentions."""
    from storyline.dedupe import find_copies
    from storyline.extract import load_nlp
    from storyline.pipeline import prepare
    from storyline.settings import Settings

    settings = settings or Settings()
    nlp = nlp or load_nlp(settings.spacy_model)
    folder = Path(bench) / "ecbplus"
    docs = load_ecbplus(folder / "ECB+.zip", topics)
    gold = load_gold(folder / "ECB+.zip", topics, folder / "ECBplus_coreference_sentences.csv")
    subs: dict[str, Subtopic] = {}
    lemma_pipes = [p for p in ("tok2vec", "tagger", "attribute_ruler", "lemmatizer") if p in nlp.pipe_names]
    for doc, raw in zip(docs, ecb_articles(docs)):
        sub = subs.setdefault(doc.subtopic, Subtopic(doc.subtopic))
        article, found, _problem = prepare(raw, nlp)
        sub.articles[article.id], sub.findings[article.id] = article, found
        sub.raw[article.id] = raw.text
        text, mentions = gold.get(doc.name, (doc.text, []))
        if text != doc.text:  # our token offsets would not fit
            raise ValueError(f"{doc.name}: token offsets do not fit the text of load_ecbplus")
        lines = _line_map(raw.text, article.text)
        with nlp.select_pipes(enable=lemma_pipes):
            parsed = nlp(raw.text)
        for m in mentions:
            at = _to_clean(lines, m.start, m.end) or (None, None)
            sub.lost += at[0] is None
            sub.mentions.append((m, at[0], at[1]))
            toks = [t for t in parsed if m.start <= t.idx < m.end and not t.is_punct]
            head = next((t for t in toks if t.pos_ in ("VERB", "NOUN")), toks[0] if toks else None)
            sub.lemmas[(m.doc, m.m_id)] = head.lemma_.lower() if head is not None else m.trigger.lower()
    for sub in subs.values():
        sub.copies = find_copies(list(sub.articles.values()), settings)
    return [subs[k] for k in sorted(subs, key=lambda s: (int(re.match(r"\d+", s).group()), s))]


def story_bundle(sub: Subtopic):
    """The StoryBundle and people map ``pipeline.brief_of`` builds for the sub-topic."""
    from storyline.extract.outlets import canonical_outlet
    from storyline.extract.people import merge_people
    from storyline.model import Story, StoryBundle

    title = next(iter(sub.articles.values())).title if sub.articles else ""
    relays = {}
    for aid, f in sub.findings.items():
        own = canonical_outlet(sub.articles[aid].source)
        relays[aid] = tuple(sorted({r.outlet for r in f.relays if canonical_outlet(r.outlet) != own}))
    _, people_map = merge_people(p for f in sub.findings.values() for p in f.people)
    bundle = StoryBundle(Story(sub.name, title, tuple(sub.articles)), dict(sub.articles), dict(sub.findings),
                         {a: c for a, c in sub.copies.items() if a in sub.articles}, relays)
    return bundle, people_map


def storyline_facts(sub: Subtopic) -> list:
    """The story's Facts as ``brief_of`` makes them (align + judge; the summary plays no part)."""
    from storyline.align import align
    from storyline.judge import judge

    bundle, people_map = story_bundle(sub)
    return judge(align(bundle, people_map)).facts


def facts_of_mentions(sub: Subtopic, facts: list) -> dict[tuple[str, str], set[str]]:
    """(doc, m_id) -> ids of the facts one of whose evidence sentences contains the mention."""
    spans: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for f in facts:
        for e in f.evidence:
            spans[e.article].append((e.start, e.end, f.id))
    out = {}
    for m, s, e in sub.mentions:
        out[(m.doc, m.m_id)] = set() if s is None else {fid for lo, hi, fid in spans.get(m.doc, ()) if lo <= s and e <= hi}
    return out


# ---------------------------------------------------------------- scoring


@dataclass
class PairCount:
    """Pair counts summed over stories."""

    tp: int = 0
    pred: int = 0
    gold: int = 0
    mentions: int = 0
    covered: int = 0

    def add(self, other: "PairCount") -> None:
        for k in ("tp", "pred", "gold", "mentions", "covered"):
            setattr(self, k, getattr(self, k) + getattr(other, k))

    def row(self, method: str, split: str) -> dict:
        p = self.tp / self.pred if self.pred else 0.0
        r = self.tp / self.gold if self.gold else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return {"method": method, "split": split, "precision": round(p, 4), "recall": round(r, 4),
                "f1": round(f, 4), "coverage": round(self.covered / self.mentions, 4) if self.mentions else 0.0,
                "mentions": self.mentions, "gold_pairs": self.gold, "pred_pairs": self.pred}


def score_pairs(mentions: list[GoldMention], linked, covered) -> PairCount:
    """Count cross-document pairs: ``linked(a, b)`` says we put a and b together."""
    c = PairCount(mentions=len(mentions), covered=sum(1 for m in mentions if covered(m)))
    for i, a in enumerate(mentions):
        for b in mentions[i + 1:]:
            if a.doc == b.doc:
                continue
            same_gold = a.chain == b.chain
            ours = linked(a, b)
            c.gold += same_gold
            c.pred += ours
            c.tp += same_gold and ours
    return c


def score_storyline(sub: Subtopic, strict: bool = False, facts: list | None = None) -> PairCount:
    """Pairs put in one Fact; ``strict``: and their triggers fold to one word (``paraphrase.concept``).

    A sentence often tells several events ("arrested ... on charges of fraud"); the strict
    view keeps, of the pairs a Fact links, those whose triggers name the same kind of event.
    """
    from storyline.paraphrase import concept

    facts = facts_of_mentions(sub, storyline_facts(sub) if facts is None else facts)
    mentions = [m for m, _, _ in sub.mentions]
    kind = {(m.doc, m.m_id): concept(sub.lemmas[(m.doc, m.m_id)]) for m in mentions}

    def linked(a: GoldMention, b: GoldMention) -> bool:
        ka, kb = (a.doc, a.m_id), (b.doc, b.m_id)
        return bool(facts[ka] & facts[kb]) and (not strict or kind[ka] == kind[kb])

    return score_pairs(mentions, linked, lambda m: bool(facts[(m.doc, m.m_id)]))


def score_lemma(sub: Subtopic) -> PairCount:
    mentions = [m for m, _, _ in sub.mentions]
    lem = sub.lemmas
    return score_pairs(mentions, lambda a, b: lem[(a.doc, a.m_id)] == lem[(b.doc, b.m_id)], lambda m: True)


def sentence_similarities(sub: Subtopic) -> tuple[list[GoldMention], dict]:
    """The mentions and the TF-IDF cosine of each pair of their sentences (per-story TF-IDF)."""
    from storyline.textsim import TfIdf, cosine

    sent_of: dict[tuple[str, str], str] = {}
    for m, _s, _e in sub.mentions:  # the ECB+ sentence (a line of the text before cleaning)
        raw = sub.raw[m.doc]
        end = raw.find("\n", m.end)
        sent_of[(m.doc, m.m_id)] = raw[raw.rfind("\n", 0, m.start) + 1:end if end >= 0 else len(raw)]
    tfidf = TfIdf([line for raw in sub.raw.values() for line in raw.split("\n\n")])
    sims = {}
    for k, v in sent_of.items():
        sims[k] = tfidf.vector(v)
    mentions = [m for m, _, _ in sub.mentions]
    pair = {}
    for i, a in enumerate(mentions):
        for b in mentions[i + 1:]:
            if a.doc != b.doc:
                pair[(a.doc, a.m_id, b.doc, b.m_id)] = cosine(sims[(a.doc, a.m_id)], sims[(b.doc, b.m_id)])
    return mentions, pair


def score_tfidf(sub_sims: tuple[list[GoldMention], dict], t: float) -> PairCount:
    mentions, pair = sub_sims
    return score_pairs(mentions, lambda a, b: pair[(a.doc, a.m_id, b.doc, b.m_id)] >= t, lambda m: True)


def evaluate(subs: list[Subtopic], split: str, tfidf_t: float = TFIDF_T) -> dict:
    """Rows for storyline and the two peers over the prepared sub-topics, plus timing and counts."""
    t0 = time.perf_counter()
    ours, strict, lemma, tfidf, everything = PairCount(), PairCount(), PairCount(), PairCount(), PairCount()
    for sub in subs:
        facts = storyline_facts(sub)
        ours.add(score_storyline(sub, False, facts))
        strict.add(score_storyline(sub, True, facts))
        everything.add(score_pairs([m for m, _, _ in sub.mentions], lambda a, b: True, lambda m: True))
        lemma.add(score_lemma(sub))
        tfidf.add(score_tfidf(sentence_similarities(sub), tfidf_t))
    kept = PairCount()  # gold pairs whose two mentions are still in the cleaned texts: recall's ceiling
    for sub in subs:
        kept.add(score_pairs([m for m, a, _ in sub.mentions if a is not None], lambda a, b: True, lambda m: True))
    return {
        "split": split, "stories": len(subs), "docs": sum(len(s.articles) for s in subs),
        "lost_mentions": sum(s.lost for s in subs),
        "recall_ceiling": round(kept.gold / ours.gold, 4) if ours.gold else 0.0, "seconds": round(time.perf_counter() - t0, 1),
        "rows": [ours.row("storyline: same Fact", split), strict.row("storyline: same Fact and trigger", split),
                 lemma.row("peer: same trigger lemma", split), tfidf.row(f"peer: sentence TF-IDF >= {tfidf_t}", split),
                 everything.row("peer: all in one", split)],
    }


def tune_tfidf(subs: list[Subtopic]) -> list[tuple[float, float]]:
    """(t, F1) of the sentence TF-IDF peer over ``TFIDF_GRID`` (run on dev only)."""
    sims = [sentence_similarities(s) for s in subs]
    out = []
    for t in TFIDF_GRID:
        c = PairCount()
        for s in sims:
            c.add(score_tfidf(s, t))
        out.append((t, c.row("", "")["f1"]))
    return out


def format_table(result: dict) -> str:
    from storyline.evaluation import markdown_table

    head = (f"ECB+ {result['split']} topics: {result['stories']} stories, {result['docs']} documents, "
            f"pairs of gold event mentions from two documents ({result['lost_mentions']} gold mentions are in "
            f"lines the cleaner drops, mostly headlines: recall can reach {result['recall_ceiling']} at most; "
            f"scoring {result['seconds']} s)")
    return head + "\n\n" + markdown_table(result["rows"], ROW_KEYS)


def topics_of(split: str) -> frozenset[int]:
    from storyline.evaluation.splits import ecb_topics

    if split not in ("dev", "test"):
        raise KeyError(split)
    return ecb_topics(split)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--split", default="dev", choices=["dev", "test"])
    ap.add_argument("--topics", default="", help="comma-separated topic numbers (default: the split's)")
    ap.add_argument("--tune", action="store_true", help="also print the TF-IDF peer's sweep (dev)")
    args = ap.parse_args()
    topics = frozenset(int(t) for t in args.topics.split(",") if t) or topics_of(args.split)
    t0 = time.perf_counter()
    subs = prepare_topics(args.bench, topics)
    prep = time.perf_counter() - t0
    if args.tune:
        print("TF-IDF sweep:", " ".join(f"{t}:{f:.3f}" for t, f in tune_tfidf(subs)))
    print(format_table(evaluate(subs, args.split)))
    print(f"\n(clean + extract of the documents: {prep:.0f} s)")


if __name__ == "__main__":
    main()
