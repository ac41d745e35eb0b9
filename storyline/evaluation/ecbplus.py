"""Read the ECB+ corpus (``../shared/benchmarks/ecbplus/ECB+.zip``) as readable news articles.

ECB+ stores each article as tokens in CAT XML (``ECB+/<topic>/<topic>_<n>ecb[plus].xml``).
``load_ecbplus`` turns the tokens back into text (one paragraph per sentence), drops the page
URL that ``*ecbplus.xml`` files keep as sentence 0, and records the sub-topic, which is the gold
story: ``36ecb`` and ``36ecbplus`` are two different real-world events of the same kind.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit
from xml.etree import ElementTree

from storyline.model import Article

DOC_NAME = re.compile(r"(?:^|/)((\d+)_\d+(ecb(?:plus)?))\.xml$")
_NO_SPACE_BEFORE = frozenset(
    {".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "...", "'s", "'S", "n't", "'re", "'ve", "'ll",
     "'d", "'m", "’s", "’re", "’ve", "’ll", "’d", "’m", "'", "’"}
)
_NO_SPACE_AFTER = frozenset({"(", "[", "{", "$", "#"})
_OPEN_QUOTES = frozenset({"``", "“", "‘"})
_CLOSE_QUOTES = frozenset({"''", "”"})
BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
_ABBREV_TAILS = frozenset({"m.", "S.", "K.", "C."})  # the last letter of "a.m.", "U.S.", "U.K.", "D.C."
_BETWEEN_DIGITS = frozenset({".", ",", ":", "/"})
_CLITIC_AFTER_APOSTROPHE = frozenset({"s", "t", "re", "ve", "ll", "d", "m"})


@dataclass(frozen=True)
class EcbDoc:
    """One ECB+ article: ``subtopic`` ("36ecb" / "36ecbplus") is its gold story."""

    name: str
    topic: int
    subtopic: str
    title: str
    text: str
    url: str | None


def detokenize(tokens: list[str]) -> str:
    """Join Penn-Treebank-style tokens into readable text ("it 's" -> "it's", `` x '' -> "x")."""
    tokens = _split_quotes(tokens)
    out: list[str] = []
    glue_next = True  # no space before the next token
    in_quote = False
    for i, raw in enumerate(tokens):
        tok = BRACKETS.get(raw, raw)
        if tok in _OPEN_QUOTES or (tok == '"' and not in_quote):
            in_quote = True
            out.append(("" if glue_next else " ") + '"')
            glue_next = True
            continue
        if tok in _CLOSE_QUOTES or tok == '"':
            in_quote = False
            out.append('"')
            glue_next = False
            continue
        prev = out[-1].strip() if out else ""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        inner = _inner_glue(prev, tok, nxt)
        attach = glue_next or inner or tok in _NO_SPACE_BEFORE or (
            tok in _CLITIC_AFTER_APOSTROPHE and prev in ("'", "’"))
        out.append(tok if attach else " " + tok)
        glue_next = tok in _NO_SPACE_AFTER or (inner and _continues(prev, tok, nxt))
    return "".join(out).strip()


def _single_letter(tok: str) -> bool:
    return len(tok) == 1 and tok.isalpha()


def _inner_glue(prev: str, tok: str, nxt: str) -> bool:
    """``tok`` is a hyphen / separator inside a word or number: "55 - year", "4 . 6", "U . S"."""
    if tok == "-":
        return prev[-1:].isalnum() and nxt[:1].isalnum()
    if tok in _BETWEEN_DIGITS and prev[-1:].isdigit() and nxt[:1].isdigit():
        return True
    return tok == "." and _single_letter(prev) and (_single_letter(nxt) or prev + "." in _ABBREV_TAILS)


def _continues(prev: str, tok: str, nxt: str) -> bool:
    """After an inner separator, the next token is glued too ("55-" + "year")."""
    if tok == "-":
        return nxt[:1].isalnum()
    if prev[-1:].isdigit() and nxt[:1].isdigit():
        return True
    return tok == "." and _single_letter(prev) and _single_letter(nxt)


def _split_quotes(tokens: list[str]) -> list[str]:
    """Split a straight double quote glued to a word ('"The' -> '"', 'The')."""
    out: list[str] = []
    for tok in tokens:
        if len(tok) > 1 and tok.startswith('"'):
            out.append('"')
            tok = tok[1:]
        if len(tok) > 1 and tok.endswith('"'):
            out.extend((tok[:-1], '"'))
        else:
            out.append(tok)
    return out


def _parse(data: bytes) -> list[list[str]]:
    """Tokens of one document grouped by sentence number, in order."""
    root = ElementTree.fromstring(data)
    sentences: dict[int, list[tuple[int, str]]] = {}
    for tok in root.iter("token"):
        sent = int(tok.get("sentence", "0"))
        sentences.setdefault(sent, []).append((int(tok.get("number", "0")), tok.text or ""))
    return [[t for _, t in sorted(toks)] for _, toks in sorted(sentences.items())]


def _doc(name: str, data: bytes) -> EcbDoc | None:
    m = DOC_NAME.search(name)
    if not m:
        return None
    stem, topic, kind = m.group(1), int(m.group(2)), m.group(3)
    sentences = _parse(data)
    url = None
    if kind == "ecbplus" and sentences:
        url = "".join(sentences[0]) or None
        sentences = sentences[1:]
    lines = [line for line in (detokenize(s) for s in sentences) if line]
    title = lines[0] if lines else ""
    return EcbDoc(name=stem, topic=topic, subtopic=f"{topic}{kind}", title=title, text="\n\n".join(lines), url=url)


def load_ecbplus(zip_path: Path | str, topics: frozenset[int] | set[int] | None = None) -> list[EcbDoc]:
    """All ECB+ documents of the zip (or only those of ``topics``), sorted by topic and name."""
    docs: list[EcbDoc] = []
    with zipfile.ZipFile(zip_path) as zf:
        for info in zf.infolist():
            m = DOC_NAME.search(info.filename)
            if not m or (topics is not None and int(m.group(2)) not in topics):
                continue
            doc = _doc(info.filename, zf.read(info))
            if doc is not None:
                docs.append(doc)
    docs.sort(key=lambda d: (d.topic, d.subtopic, natural_key(d.name)))
    return docs


def natural_key(name: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", name))


def ecb_articles(docs: list[EcbDoc]) -> list[Article]:
    """ECB+ documents as Articles: id = file stem, source = URL host (or "ECB+"), no date."""
    articles = []
    for d in docs:
        host = urlsplit(d.url).hostname if d.url else None
        if host and host.startswith("www."):
            host = host[4:]
        articles.append(Article(id=d.name, source=host or "ECB+", title=d.title, text=d.text, url=d.url))
    return articles
