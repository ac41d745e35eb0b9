"""Sentence splitting for news text: pure regex, abbreviation-aware, never crosses a line break.

``split_sentences(text)`` returns ``Sentence(start, end)`` offsets into ``text``; each
``text[start:end]`` has no surrounding whitespace. Rules, in short:

* a line break ends a sentence (paragraphs never merge);
* ``. ! ? … ...`` (plus closing quotes/brackets) followed by whitespace ends a sentence when
  the next word does not start with a lowercase letter or a continuing punctuation mark;
* after a known abbreviation that precedes names ("Mr.", "Sen.", "Jan.", "No.", "vs.") never;
  after an ambiguous one ("U.S.", "Inc.", "a.m.", an initial "J.", "St.") only when the next
  word is a typical sentence opener ("The", "He", "But" ...);
* glued sentences ("said Noem.Deportations rose", "rose 2.5%.Wages", "the FBI.The agency",
  "sources told .The report") are split when a word, a number or an outlet's name stripped out
  ends with a period directly followed by a capitalised word, except abbreviations ("Dr.Smith",
  "the U.S.Army"; "10 p.m.The" only before a sentence opener), domains and file names.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from .model import Sentence

# Abbreviations that come before a name or a number: a sentence never ends on them.
PRENOMINAL = frozenset(
    """mr mrs ms messrs mmes dr sen sens rep reps gov govs gen lt col maj capt cpt sgt cpl pvt adm cmdr
    cdr prof rev hon pres supt insp det atty amb secy brig ens pfc spc comr commr asst lieut cmdt const pte
    jan feb mar apr jun jul aug sep sept oct nov dec vs v vol fig figs pp approx cf mt ft""".split()
)
# Abbreviations that may also end a sentence: split only before a typical sentence opener.
AMBIGUOUS = frozenset(
    """inc corp co ltd llc plc bros jr sr snr st ave blvd rd hwy est etc al dept univ assn intl natl
    govt""".split()
)
# US state abbreviations, ambiguous only when capitalised ("Ill." but not "fell ill.").
STATES = frozenset(
    """mass calif fla ariz ala ark colo conn del ill ind kan ky la md mich minn miss mo mont neb nev
    okla ore pa tenn tex va vt wash wis wyo""".split()
)
# Capitalised words that usually open a sentence (closed-class words and common openers).
OPENERS = frozenset(
    """the a an he she it they we i you this that these those there here his her its their our my your
    but and or so yet nor for in on at by to from with without after before during since until when
    while if as although though because once unless whether what which who whom whose where why how
    some many most more much few several all both each every no not none one two three other another
    such according also still however meanwhile moreover instead then now later earlier last next
    first second finally today yesterday tomorrow asked speaking despite under over among between
    about against into through amid officials police authorities critics""".split()
)

_BREAK = re.compile(r"(?:\.{2,}|…|[.!?]+)[\"'”’»)\]]*(?=\s)")
_GLUED = re.compile(
    r"(?:(?<=[a-z]{2})|(?<=[A-Z]{2})|(?<=\.[A-Za-z])|(?<=[0-9%])|(?<=\s)(?=\.))"
    r"[.!?](?=[\"“”(]?[A-Z](?:['’][A-Z])?[a-z])"
)
# "2.5%", "$3.50", "52-47": a number ends the sentence
_NUMBER = re.compile(r"^[$€£¥]?\d[\d,.\-–/]*(?:%|bn|mn|tn|m|k)?$")
_DOMAIN = re.compile(r"[\w-]\.(?:com|org|net|gov|edu|int|mil|io|info|news|co\.uk|uk|us|ca|au|eu|de|fr)$", re.I)
# A heading that opens a paragraph, run in with its text ("Why it matters: The mass cancellations come
# after ...", "Between the lines: Airline insiders ...", "Yes, but: ..."): two to five words, the first
# capitalised and the rest not (no name: "Trump: We will win" is a speaker), before a colon and a
# capitalised word; not a pronoun or a verb of saying ("He added: We will", "Officials said: ...").
_LABEL = re.compile(r"[A-Z][a-z'’]*(?:,?[ \u00a0][a-z'’]+){1,4}:(?=\s+[\"'“‘]?[A-Z0-9$])")
_NOT_LABEL = re.compile(
    r"^(?:i|he|she|it|we|they|you)\b|\b(?:sa(?:y|ys|id|ying)|tell|tells|told|add(?:s|ed)?|wr(?:ite|ites|ote)|"
    r"stat(?:e|es|ed)|explain(?:s|ed)?|not(?:e|es|ed)|insist(?:s|ed)?|warn(?:s|ed)?|declar(?:e|es|ed)|"
    r"announc(?:e|es|ed)|tweet(?:s|ed)?|post(?:s|ed)?|repl(?:y|ies|ied)|respond(?:s|ed)?|ask(?:s|ed)?|"
    r"reads?|continu(?:e|es|ed)|argu(?:e|es|ed)|claim(?:s|ed)?|recall(?:s|ed)?|quipp?(?:s|ed)?)\b", re.I)


def _heading(line: str) -> re.Match | None:
    """The run-in heading ``line`` opens on (``_LABEL``, not ``_NOT_LABEL``), or None."""
    m = _LABEL.match(line)
    return m if m and not _NOT_LABEL.search(m.group(0)) else None


def is_heading(sentence: str) -> bool:
    """A run-in heading split off its paragraph's text ("Why it matters:"): it asserts nothing."""
    sentence = sentence.strip()
    m = _heading(sentence + " A")
    return m is not None and m.end() == len(sentence)


_WORD_AFTER = re.compile(r"\s+([\"'“‘(\[]*)([^\s\"'“‘(\[]*)")
_ACRONYM = re.compile(r"^(?:[A-Za-z]{1,2}\.)+[A-Za-z]{1,2}$|^[A-Za-z]$")
_LINE = re.compile(r"[^\n]+")
_CLOSERS = "\"'”’»)]"
_OPENQ = "\"'“‘([«"


def _prev_word(line: str, pos: int) -> str:
    """The non-space run ending at ``pos`` (exclusive), without opening quotes/brackets."""
    start = pos
    while start > 0 and pos - start < 60 and not line[start - 1].isspace():
        start -= 1
    return line[start:pos].lstrip(_OPENQ)


def _is_break(line: str, m: re.Match) -> bool:
    """Whether the punctuation run matched by ``_BREAK`` ends a sentence."""
    nxt = _WORD_AFTER.match(line, m.end())
    if nxt is None:
        return False
    quote, word = nxt.group(1), nxt.group(2)
    if not word and not quote:
        return False
    first = word[:1]
    if first and (first.islower() or first in ",;:%-–—"):
        return False
    punct = m.group(0).rstrip(_CLOSERS)
    closed = len(punct) != len(m.group(0))
    if punct != "." or closed:
        return True
    prev = _prev_word(line, m.start())
    low = prev.lower()
    if not prev:
        return True
    if low in PRENOMINAL:
        return False
    if low in ("no", "nos") and (word[:1].isdigit() or prev[0].isupper()):
        return False
    if low in AMBIGUOUS or _ACRONYM.match(prev) or (low in STATES and prev[0].isupper()):
        bare = word.strip(_CLOSERS + ".,;:!?")
        return bare.lower() in OPENERS and bare[:1].isupper() or bool(quote)
    return True


def _glued_ok(line: str, m: re.Match) -> bool:
    """A period glued to a capitalised word: split unless abbreviation, domain or file name."""
    prev = _prev_word(line, m.start())
    nxt = line[m.end() : m.end() + 80].lstrip("\"“”(")
    word = nxt.split(None, 1)[0] if nxt.strip() else ""
    if not prev:  # "sources told .The report": a stripped name ("Microsoft's .Net" is no sentence)
        return word.rstrip(_CLOSERS + ".,;:!?").lower() in OPENERS
    if prev.lower() in PRENOMINAL | AMBIGUOUS or "/" in prev:
        return False
    if _ACRONYM.match(prev):  # "at 10 p.m.The police", but not "the U.S.Army"
        return word.rstrip(_CLOSERS + ".,;:!?").lower() in OPENERS
    if ("." in prev or "@" in prev) and not (_NUMBER.match(prev) or _DOMAIN.search(prev)):
        return False
    # "example.Com/path", "Foo.Bar.baz": a dotted name, not two sentences.
    return not re.match(r"^[A-Za-z]+\.[A-Za-z]", word) and "/" not in word


def _glued_cut(line: str, end: int, quotes: list[int]) -> int:
    """Where to cut after a glued period: after a closing quote, before an opening one."""
    nxt = line[end : end + 1]
    if nxt == "”" or (nxt == '"' and bisect_left(quotes, end) % 2 == 1):
        return end + 1
    return end


def split_sentences(text: str) -> list[Sentence]:
    """Split ``text`` into sentences: ordered, non-overlapping, stripped, never across "\\n"."""
    out: list[Sentence] = []
    for line_m in _LINE.finditer(text):
        line = line_m.group(0)
        base = line_m.start()
        cuts = [m.end() for m in _BREAK.finditer(line) if _is_break(line, m)]
        label = _heading(line)
        if label:
            cuts.append(label.end())
        glued = [m for m in _GLUED.finditer(line) if _glued_ok(line, m)]
        if glued:
            quotes = [i for i, ch in enumerate(line) if ch == '"']
            cuts += [_glued_cut(line, m.end(), quotes) for m in glued]
        cuts.sort()
        prev = 0
        for cut in cuts + [len(line)]:
            piece = line[prev:cut]
            stripped = piece.strip()
            if stripped:
                lead = len(piece) - len(piece.lstrip())
                start = base + prev + lead
                out.append(Sentence(start, start + len(stripped)))
            prev = cut
    return out
