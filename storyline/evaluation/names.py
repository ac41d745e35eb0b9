"""How well ``find_people`` finds people's names, measured on ECB+ and PolNeAR.

Gold
* ECB+: ``HUMAN_PART_PER`` mentions inside the checked sentences
  (``ECBplus_coreference_sentences.csv``) whose words are a proper name: every word
  capitalised (name particles such as "de", "van", "bin" aside), the first word not a pronoun,
  and at least one word that the document never writes in lower case (so "Man" in a title-case
  headline is not a name when the text says "man"). Gold entity of a mention: its
  ``CROSS_DOC_COREF`` instance, else its ``INTRA_DOC_COREF`` chain, else itself.
  Split: dev topics 2 5 12 18 21 23 34 35, test topics 36-45 (Cybulska & Vossen 2015).
* PolNeAR: ``Source`` spans whose head (cut before the first comma, bracket, dash or "who")
  ends in a run of capitalised words; the run without leading titles ("Sen.", "President")
  is the gold name unless it is an acronym, holds an organisation word ("News", "Campaign")
  or a group word ("Republicans"). Entity = folded last word of the name within an article.

Matching. A predicted mention matches a gold name when their character spans overlap; pairs are
taken one-to-one, largest overlap first. Recall = matched gold / gold names.
Precision is judged only where the gold looked: ECB+ only in checked sentences, PolNeAR only
inside Source spans. Two precisions are given. *strict*: every unmatched prediction in the
judged region is an error. *lenient*: an unmatched prediction that overlaps no gold markable at
all, or only a human-participant mention that is not itself a name ("Jackman's wife"), or (PolNeAR)
a Source that is a description ("the Clinton campaign"), is left out: ECB+ annotates only the
participants of the seminal event, so other people named in a checked sentence carry no gold.
Entity level, per document: a gold entity is found when one of its name mentions is matched; a
predicted person is right when one of its judged mentions is matched (same strict/lenient rule).
Alias merging (ECB+): over pairs of matched mentions with different surface forms, the share of
same-entity gold pairs that we put in one Person (merge recall), and the share of the pairs we put
in one Person that the gold keeps apart (wrong merges).

Peer: spaCy's PERSON entities on the same parse, each distinct string its own person.
"""

from __future__ import annotations

import argparse
import csv
import re
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

_PARTICLES = frozenset("de da del della der di du la le van von bin al el ibn st. st y".split())
_PRONOUNS = frozenset("i he she we they him her you it who us them me his hers their".split())
_TITLES = frozenset(
    """the a an mr mr. mrs mrs. ms ms. dr dr. sen sen. senator rep rep. gov gov. governor president
    vice secretary gen. gen general former candidate nominee chairman speaker mayor judge justice
    attorney sheriff pope rev. rev reverend lt. col. capt. sgt. det. prof. sir lady lord dame leader
    minority majority whip chief director spokesman spokeswoman spokesperson chairwoman ceo adviser
    advisor manager host anchor correspondent strategist congressman congresswoman ambassador
    minister many some most several few one two""".split()
)
_ORG_WORDS = frozenset(
    """news times post journal campaign committee party administration department house senate
    congress court university college school institute foundation center centre network channel
    group inc corp company agency bureau office council commission association union press media
    magazine tribune herald daily weekly review report reports poll polls service services fund
    america today club awards award prize institution observer survey charter coalition""".split()
)
_GROUP_WORDS = frozenset(
    """republicans democrats americans conservatives liberals progressives evangelicals latinos
    hispanics independents officials aides sources supporters voters democrat republican""".split()
)
_SOURCE_HEAD = re.compile(r",|\(|—|–| who\b| whose\b| which\b", re.I)
_LOWER_TOKEN = re.compile(r"sentence=\"(\d+)\"[^>]*>([a-z][a-z'’-]*)</token>")
_LOWER_WORD = re.compile(r"(?<![\w.’'-])[a-z][a-z'’-]*")
_WORD = re.compile(r"[\w.’'-]+")


@dataclass
class GoldDoc:
    """One document's gold: judged regions, name mentions (start, end, entity), other markables."""

    name: str
    text: str
    judged: list[tuple[int, int]] = field(default_factory=list)
    names: list[tuple[int, int, str]] = field(default_factory=list)
    excused: list[tuple[int, int]] = field(default_factory=list)  # overlap = prediction not judged
    markables: list[tuple[int, int]] = field(default_factory=list)  # overlap = prediction judged


# ---------------------------------------------------------------- ECB+


def _checked(bench_dir: Path) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    with open(bench_dir / "ecbplus" / "ECBplus_coreference_sentences.csv", encoding="utf8") as fh:
        for row in csv.DictReader(fh):
            out.setdefault(f"{row['Topic']}_{row['File']}", set()).add(int(row["Sentence Number"]))
    return out


def _align(line: str, toks: list[str]) -> list[tuple[int, int] | None]:
    """Character range of each token inside its detokenized line (None when not found)."""
    from storyline.evaluation.ecbplus import BRACKETS

    out: list[tuple[int, int] | None] = []
    cur = 0
    for tok in toks:
        form = BRACKETS.get(tok, tok).strip('"`')
        form = form.replace("''", "") if form not in ("'", "'s") else form
        at = line.find(form, cur) if form else -1
        if at < 0 or at - cur > 3 + len(form):
            out.append(None)
            continue
        out.append((at, at + len(form)))
        cur = at + len(form)
    return out


def _name_part(words: list[str], lower_vocab: frozenset[str]) -> tuple[int, int] | None:
    """(i, j): the proper name that ends ``words`` (words[i:j]), titles before it dropped, or None.

    The name is the trailing run of capitalised words; it must end the mention ("Jackman's wife"
    is not a name), its first word is not a pronoun, and its last word is not a word the corpus
    writes in lower case ("Police", "Witnesses", "CEO" at the start of a sentence are not names).
    """
    idx = [k for k, w in enumerate(words) if any(c.isalpha() for c in w) and w not in ("'s", "’s")]
    if not idx:
        return None
    run: list[int] = []
    for k in reversed(idx):
        w = words[k]
        if w[:1].isupper() or (run and w.lower() in _PARTICLES):
            run.insert(0, k)
        else:
            break
    if run and any(words[k].lower() in _TITLES for k in run):
        last_title = max(n for n, k in enumerate(run) if words[k].lower() in _TITLES)
        run = run[last_title + 1 :]
    if not run or len(run) > 5 or re.split(r"['’]", words[run[0]].lower())[0] in _PRONOUNS:
        return None
    last = words[run[-1]].strip(".")
    low = [words[k].lower().strip(".'’") for k in run]
    if all(w in lower_vocab or w in _PARTICLES or len(w) == 1 for w in low):
        return None
    if any(w in _ORG_WORDS or w in _GROUP_WORDS for w in low):
        return None
    if last.isupper() and len(last) <= 4:
        return None  # "CEO", "FBI"
    return run[0], run[-1] + 1


def read_ecb_doc(name: str, data: bytes, checked: set[int], lower_vocab: frozenset[str]) -> GoldDoc:
    """Text (as ``storyline.evaluation.ecbplus`` builds it) and gold names of one ECB+ XML file."""
    from storyline.evaluation.ecbplus import detokenize

    root = ElementTree.fromstring(data)
    toks: dict[str, tuple[int, int, str]] = {}
    for t in root.iter("token"):
        toks[t.get("t_id", "")] = (int(t.get("sentence", "0")), int(t.get("number", "0")), t.text or "")
    by_sent: dict[int, list[tuple[int, str, str]]] = {}
    for tid, (s, n, w) in toks.items():
        by_sent.setdefault(s, []).append((n, tid, w))
    lines, offsets, judged, pos = [], {}, [], 0
    for s in sorted(by_sent)[1 if name.endswith("ecbplus") else 0 :]:
        row = sorted(by_sent[s])
        line = detokenize([w for _, _, w in row])
        if not line:
            continue
        for (_, tid, _), span in zip(row, _align(line, [w for _, _, w in row])):
            if span:
                offsets[tid] = (pos + span[0], pos + span[1])
        if s in checked:
            judged.append((pos, pos + len(line)))
        lines.append(line)
        pos += len(line) + 2
    text = "\n\n".join(lines)
    entity: dict[str, str] = {}
    for rel in root.iter():
        if rel.tag in ("CROSS_DOC_COREF", "INTRA_DOC_COREF"):
            key = rel.get("note") or f"intra{rel.get('r_id')}"
            for src in rel.iter("source"):
                entity.setdefault(src.get("m_id", ""), key)
    doc = GoldDoc(name, text, judged)
    for mk in root.find("Markables") or ():
        tids = [a.get("t_id", "") for a in mk.iter("token_anchor")]
        spans = [offsets[t] for t in tids if t in offsets]
        if not spans or toks[tids[0]][0] not in checked:
            continue
        s, e = min(a for a, _ in spans), max(b for _, b in spans)
        tids.sort(key=lambda t: toks[t][:2])
        part = _name_part([toks[t][2] for t in tids], lower_vocab) if mk.tag == "HUMAN_PART_PER" else None
        if part and all(t in offsets for t in tids[part[0] : part[1]]):
            ns, ne = offsets[tids[part[0]]][0], offsets[tids[part[1] - 1]][1]
            doc.names.append((ns, ne, entity.get(mk.get("m_id", ""), f"m{mk.get('m_id')}")))
        elif mk.tag.startswith("HUMAN_PART"):
            doc.excused.append((s, e))
        else:
            doc.markables.append((s, e))
    return doc


def load_ecb_gold(bench_dir: Path, split: str, topics: frozenset[int] | None = None) -> list[GoldDoc]:
    """Gold documents of the ECB+ dev or test topics (or of ``topics``), in file order."""
    from storyline.evaluation.ecbplus import DOC_NAME, natural_key

    from storyline.evaluation.splits import ecb_topics

    topics = topics or ecb_topics("dev" if split == "dev" else "test")
    checked = _checked(Path(bench_dir))
    out = []
    with zipfile.ZipFile(Path(bench_dir) / "ecbplus" / "ECB+.zip") as zf:
        vocab: set[str] = set()
        for info in zf.infolist():
            if info.filename.endswith(".xml"):  # not the page URL of *ecbplus.xml ("ellen-degeneres")
                url = 1 if info.filename.endswith("ecbplus.xml") else 0
                text = zf.read(info).decode("utf8", "replace")
                vocab.update(w for sent, w in _LOWER_TOKEN.findall(text) if int(sent) >= url)
        lower_vocab = frozenset(vocab)
        for info in zf.infolist():
            m = DOC_NAME.search(info.filename)
            if m and int(m.group(2)) in topics and m.group(1) in checked:
                out.append(read_ecb_doc(m.group(1), zf.read(info), checked[m.group(1)], lower_vocab))
    return sorted(out, key=lambda d: natural_key(d.name))


# ---------------------------------------------------------------- PolNeAR


def source_name(text: str, start: int, end: int, lower_vocab: frozenset[str]) -> tuple[int, int] | None:
    """The proper person name a PolNeAR Source span ends its head with, as offsets, or None.

    A one-word name must also be written in the article after another capitalised word that is
    not a title or common word ("Trump" after "Donald"): this keeps "Russia" or "PolitiFact" out.
    """
    seg = text[start:end]
    cut = _SOURCE_HEAD.search(seg)
    words = list(_WORD.finditer(seg[: cut.start()] if cut else seg))
    while words and words[-1].group(0) in ("'s", "’s"):
        words.pop()
    forms = [re.sub(r"[’']s$", "", m.group(0)) for m in words]
    part = _name_part(forms, lower_vocab)
    if part is None:
        return None
    i, j = part
    if j - i == 1:
        w = re.escape(forms[i].rstrip("."))
        firsts = re.findall(rf"\b([A-Z][\w’'-]*)\s+{w}\b", text)
        if not any(f.lower() not in lower_vocab and f.lower() not in _TITLES for f in firsts):
            return None
    s, e = start + words[i].start(), start + words[i].start() + len(seg[words[i].start():words[j - 1].end()])
    while e > s and text[e - 1] in ".’'":
        e -= 1
    if text[e - 2 : e] in ("’s", "'s"):
        e -= 2
    return (s, e) if e > s else None


def _head_is_org(seg: str) -> bool:
    """A Source naming an organisation: an acronym ("CNN") or a capitalised name with an org word."""
    cut = _SOURCE_HEAD.search(seg)
    words = _WORD.findall(seg[: cut.start()] if cut else seg)
    if not words or not words[-1][:1].isupper():
        return False
    last = words[-1].strip(".’'")
    return (last.isupper() and len(last) >= 2) or any(w.lower().strip(".’'") in _ORG_WORDS for w in words)


def load_polnear_gold(bench_dir: Path, split: str, limit: int | None = None) -> list[GoldDoc]:
    """Gold documents of a PolNeAR split: Source names (judged region = every Source span)."""
    root = Path(bench_dir) / "polnear" / "data" / split
    anns: dict[str, Path] = {}
    for p in sorted((root / "attributions").glob("*.ann")):
        anns.setdefault(p.stem.rsplit("_", 1)[0], p)
    vocab: set[str] = set()
    for p in sorted((Path(bench_dir) / "polnear" / "data").glob("*/text/*.txt")):
        vocab.update(_LOWER_WORD.findall(p.read_text(encoding="utf8")))
    lower_vocab = frozenset(vocab)
    out = []
    for name in sorted(anns)[:limit]:
        txt = root / "text" / f"{name}.txt"
        if not txt.exists():
            continue
        text = txt.read_text(encoding="utf8")
        doc = GoldDoc(name, text)
        for line in anns[name].read_text(encoding="utf8").splitlines():
            parts = line.split("\t")
            if not line.startswith("T") or len(parts) < 2 or not parts[1].startswith("Source "):
                continue
            nums = [int(x) for x in re.findall(r"\d+", parts[1].partition(" ")[2])]
            s, e = min(nums), max(nums)
            doc.judged.append((s, e))
            got = source_name(text, s, e, lower_vocab)
            if got:
                key = re.sub(r"[^a-z]", "", text[got[0] : got[1]].split()[-1].lower())
                doc.names.append((got[0], got[1], key))
            elif _head_is_org(text[s:e]):
                doc.markables.append((s, e))  # a proper name, but not a person's: "CNN", "The Post"
            else:
                doc.excused.append((s, e))  # a description: "the Clinton campaign", "aides"
        out.append(doc)
    return out


# ---------------------------------------------------------------- scoring


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _ours(doc, people) -> list[tuple[int, int, str]]:
    return [(s.start, s.end, p.name) for p in people for s in p.mentions]


def _spacy_persons(doc) -> list[tuple[int, int, str]]:
    return [(e.start_char, e.end_char, e.text) for e in doc.ents if e.label_ == "PERSON"]


def score_doc(gold: GoldDoc, pred: list[tuple[int, int, str]]) -> dict:
    """Mention, entity and alias counts of one document (see the module docstring)."""
    judged = [p for p in pred if any(_overlap(p[:2], r) for r in gold.judged)]
    cands = sorted(
        ((_overlap(p[:2], g[:2]), pi, gi) for pi, p in enumerate(judged) for gi, g in enumerate(gold.names)
         if _overlap(p[:2], g[:2])),
        reverse=True,
    )
    pair: dict[int, int] = {}
    used: set[int] = set()
    for _, pi, gi in cands:
        if pi not in pair and gi not in used:
            pair[pi] = gi
            used.add(gi)
    errors, misses, lenient_fp = [], [], 0
    strict_fp = len(judged) - len(pair)
    wrong_people: set[str] = set()
    for pi, p in enumerate(judged):
        if pi in pair:
            continue
        on_name = any(_overlap(p[:2], g[:2]) for g in gold.names)
        on_other = any(_overlap(p[:2], m) for m in gold.markables)
        excused = any(_overlap(p[:2], m) for m in gold.excused)
        if on_name or (on_other and not excused):
            lenient_fp += 1
            wrong_people.add(p[2])
            errors.append(gold.text[p[0] : p[1]])
    for gi, g in enumerate(gold.names):
        if gi not in used:
            misses.append(gold.text[g[0] : g[1]])
    found = {gold.names[gi][2] for gi in pair.values()}
    right = {judged[pi][2] for pi in pair}
    people = {p[2] for p in judged}
    same = merged_same = merged = merged_wrong = 0
    items = [(judged[pi], gold.names[gi]) for pi, gi in pair.items()]
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            (p1, g1), (p2, g2) = items[i], items[j]
            if gold.text[p1[0] : p1[1]] == gold.text[p2[0] : p2[1]]:
                continue
            together = p1[2] == p2[2]
            if g1[2] == g2[2]:
                same += 1
                merged_same += together
            if together:
                merged += 1
                merged_wrong += g1[2] != g2[2]
    return {
        "gold": len(gold.names), "predicted": len(judged), "matched": len(pair),
        "strict_fp": strict_fp, "lenient_fp": lenient_fp,
        "gold_entities": len({g[2] for g in gold.names}), "found_entities": len(found),
        "people": len(people), "right_people": len(right), "lenient_wrong_people": len(wrong_people - right),
        "alias_same": same, "alias_merged_same": merged_same, "alias_merged": merged,
        "alias_merged_wrong": merged_wrong, "errors": errors, "misses": misses,
    }


def _prf(tp: int, gold: int, pred: int) -> tuple[float, float, float]:
    p = tp / pred if pred else 0.0
    r = tp / gold if gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def summarize(counts: list[dict]) -> dict:
    """P/R/F1 (strict and lenient precision) at mention and entity level, and alias figures."""
    t = {k: sum(c[k] for c in counts) for k in counts[0] if not isinstance(counts[0][k], list)} if counts else {}
    if not t:
        return {}
    m = t["matched"]
    return {
        **t,
        "mention_strict": _prf(m, t["gold"], t["predicted"]),
        "mention_lenient": _prf(m, t["gold"], m + t["lenient_fp"]),
        "alias_merge_recall": t["alias_merged_same"] / t["alias_same"] if t["alias_same"] else None,
        "alias_wrong_merge": t["alias_merged_wrong"] / t["alias_merged"] if t["alias_merged"] else None,
    } | _entity(t)


def _entity(t: dict) -> dict:
    r = t["found_entities"] / t["gold_entities"] if t["gold_entities"] else 0.0
    ps = t["right_people"] / t["people"] if t["people"] else 0.0
    judged = t["right_people"] + t["lenient_wrong_people"]
    pl = t["right_people"] / judged if judged else 0.0

    def f(p: float) -> float:
        return 2 * p * r / (p + r) if p + r else 0.0

    return {"entity_strict": (ps, r, f(ps)), "entity_lenient": (pl, r, f(pl))}


def evaluate_names(bench_dir: Path, nlp=None, split: str = "dev", ecb_topics: frozenset[int] | None = None,
                   polnear_limit: int | None = None, keep_errors: bool = False, keep_counts: bool = False) -> dict:
    """Scores of ``find_people`` and of spaCy PERSON entities on ECB+ and PolNeAR ``split``; with
    ``keep_counts``, also each document's counts (``{"counts": {doc: (ours, spacy)}}``) for
    ``summarize`` over a subset."""
    from storyline.extract import load_nlp, parse
    from storyline.extract.people import find_people
    from storyline.sentences import split_sentences

    nlp = nlp or load_nlp()
    bench_dir = Path(bench_dir)
    result: dict = {"split": split}
    for corpus, docs in (("ecbplus", load_ecb_gold(bench_dir, split, ecb_topics)),
                         ("polnear", load_polnear_gold(bench_dir, split, polnear_limit))):
        t0 = time.perf_counter()
        ours, peer, errors, counts = [], [], [], {}
        for g in docs:
            sents = split_sentences(g.text)
            doc = parse(nlp, g.text, sents)
            people, _, _ = find_people(doc, g.name, sents)
            c = score_doc(g, _ours(doc, people))
            errors += [(g.name, "FP", e) for e in c["errors"]] + [(g.name, "FN", m) for m in c["misses"]]
            ours.append(c)
            peer.append(score_doc(g, _spacy_persons(doc)))
            counts[g.name] = (ours[-1], peer[-1])
        result[corpus] = {"documents": len(docs), "storyline": summarize(ours), "spacy": summarize(peer),
                          "seconds": time.perf_counter() - t0}
        if keep_errors:
            result[corpus]["errors"] = errors
        if keep_counts:
            result[corpus]["counts"] = counts
    return result


def _pct(x) -> str:
    return "–" if x is None else f"{100 * x:.1f}"


def format_table(result: dict) -> str:
    """One Markdown table per corpus: mention and entity P/R/F1, alias figures, for us and spaCy."""
    out = []
    for corpus in ("ecbplus", "polnear"):
        r = result[corpus]
        s = r["storyline"]
        out += [f"{corpus} {result['split']}: {r['documents']} documents, {s['gold']} gold names, "
                f"{s['gold_entities']} gold entities ({r['seconds']:.0f} s); %", "",
                "| system | predicted | mention P strict | mention P lenient | mention R | mention F1 lenient | "
                "entity P strict | entity P lenient | entity R | entity F1 lenient | alias merge R | "
                "wrong merges |", "|" + "---|" * 12]
        for name in ("storyline", "spacy"):
            x = r[name]
            out.append(
                f"| {name} | {x['predicted']} | {_pct(x['mention_strict'][0])} | {_pct(x['mention_lenient'][0])} | "
                f"{_pct(x['mention_strict'][1])} | {_pct(x['mention_lenient'][2])} | {_pct(x['entity_strict'][0])} | "
                f"{_pct(x['entity_lenient'][0])} | {_pct(x['entity_strict'][1])} | {_pct(x['entity_lenient'][2])} | "
                f"{_pct(x['alias_merge_recall'])} ({x['alias_merged_same']}/{x['alias_same']}) | "
                f"{_pct(x['alias_wrong_merge'])} ({x['alias_merged_wrong']}/{x['alias_merged']}) |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    """``python -m storyline.evaluation.names [--split dev|test] [--errors]``."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    ap.add_argument("--polnear-limit", type=int, default=None)
    ap.add_argument("--errors", action="store_true", help="list every false positive and miss")
    ap.add_argument("--bench", type=Path, default=Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks")
    args = ap.parse_args(argv)
    res = evaluate_names(args.bench, split=args.split, polnear_limit=args.polnear_limit, keep_errors=args.errors)
    print(format_table(res))
    if args.errors:
        for corpus in ("ecbplus", "polnear"):
            for name, kind, text in res[corpus]["errors"]:
                print(corpus, kind, name, repr(text))


if __name__ == "__main__":
    main()
