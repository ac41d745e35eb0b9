"""Render briefs as the Markdown a reporter reads in a minute.

One story: its title; the cited summary; conflicts and contested facts side by side (who says
what, outlets by name); corroborated facts, each with its supporting outlets by name; a one-line
count of the single-source facts; the numbered sources. Citations are outlet names followed by
the numbers of the sources they cite ("CNN [1], Fox News [3]"). By default a story fits in
``MAX_LINES`` lines (the corroborated facts with most support first; what does not fit is
counted); ``full=True`` lists everything: every fact, people, quotes, numbers, timeline, articles.
The JSON contract keeps everything either way.

Everything that comes from articles is untrusted: ``esc`` neutralises HTML (``<``, ``>``, an
entity's ``&``) and the Markdown that could make links, images, code or emphasis, and escapes
only there (``snake_case`` and "R&D" stay as they are).
"""

from __future__ import annotations

import re

from .align_quantities import fmt_number
from .brief import role_line
from .outlets import is_unnamed, outlet_key
from .whose import bare_title, first_pronoun

MAX_LINES = 150  # the default brief of one story fits in this many lines
SUMMARY_SIDE_BY_SIDE = 4  # conflicts with more claims than this are listed, not tabled
_ALWAYS = re.compile(r"([\\`*\[\]])")
_EDGE_UNDERSCORE = re.compile(r"(?<![^\W_])_|_(?![^\W_])")  # "_" that could open or close emphasis


def esc(text: object, table: bool = False) -> str:
    """Escape untrusted text for Markdown, on one line, only where Markdown needs it: HTML, an
    entity's ``&``, backslash, backticks, ``*``, brackets, a ``_`` at a word's edge, ``~~``, a
    line-leading ``#``/``-``/``+``/``>``, a URI scheme that could run, and ``|`` in a table cell."""
    s = re.sub(r"\s+", " ", "" if text is None else str(text)).strip()
    s = re.sub(r"&(?=#?\w+;)", "&amp;", s)
    s = s.replace("<", "&lt;").replace(">", "&gt;")
    s = _ALWAYS.sub(r"\\\1", s).replace("\\](", "\\]\\(")  # "](" as text, never a link's start
    s = _EDGE_UNDERSCORE.sub(r"\\_", s)
    s = s.replace("~~", r"\~\~")
    if table:
        s = s.replace("|", r"\|")
    s = re.sub(r"^([-=+#])", r"\\\1", s)
    s = re.sub(r"(?i)(javascript|data|vbscript):(?=\S)", r"\1&#58;", s)  # a URI scheme; not "DHS data: ..."
    return s


def counted(n: int, noun: str) -> str:
    """ "1 article", "3 articles"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def render_markdown(stories: list[dict], full: bool = False, max_lines: int = MAX_LINES) -> str:
    """A Markdown report of the stories' briefs (each within ``max_lines`` unless ``full``)."""
    return "\n\n---\n\n".join(_story(s, full, max_lines) for s in stories).rstrip() + "\n"


class Sources:
    """The numbered sources of one story: an article gets its number when first cited."""

    def __init__(self, story: dict):
        self.articles = {a["id"]: a for a in story.get("articles", [])}
        self.number: dict[str, int] = {}

    def outlet(self, aid: str) -> str:
        a = self.articles.get(aid) or {}
        return a.get("outlet") or a.get("source") or aid

    def cite(self, ids) -> str:
        """ "CNN [1], Fox News [3][4]": the outlets of the cited articles, each with their numbers,
        in the order of the numbers."""
        by_outlet: dict[str, list[int]] = {}
        for aid in dict.fromkeys(ids or ()):
            n = self.number.setdefault(aid, len(self.number) + 1)
            by_outlet.setdefault(self.outlet(aid), []).append(n)
        ordered = sorted(by_outlet.items(), key=lambda kv: min(kv[1]))  # in the order of the sources
        return ", ".join(f"{esc(o)} " + "".join(f"[{n}]" for n in sorted(ns)) for o, ns in ordered)

    def new(self, ids) -> int:
        """How many of these articles have no number yet (each adds a line to the sources)."""
        return len({a for a in ids or () if a not in self.number})

    def lines(self, full: bool) -> list[str]:
        out = ["## Sources", ""]
        if full:
            for aid in self.articles:
                self.number.setdefault(aid, len(self.number) + 1)
        for aid, n in sorted(self.number.items(), key=lambda kv: kv[1]):
            a = self.articles.get(aid, {"id": aid})
            out.append(f"{n}. {_source_line(a)}")
        rest = len(set(self.articles) - set(self.number))
        if rest:
            out.append(f"\n{counted(rest, 'other article')} of this story, not cited above (listed with --full).")
        return out + [""]


def _source_line(a: dict) -> str:
    outlet = a.get("outlet") or a.get("source") or a.get("id")
    parts = [f"**{esc(outlet)}**"]
    if a.get("source") and a.get("source") != outlet:
        parts.append(f"on {esc(a['source'])}")
    if is_unnamed(a.get("source")):
        parts.append(f"(no outlet named in {esc((a.get('path') or '').rsplit('/', 1)[-1] or a.get('id'))})")
    line = " ".join(parts) + f" — {esc(a.get('title'))}"
    extra = [d for d in ((a.get("published") or "")[:10],) if d]
    if a.get("copy_of"):
        extra.append(f"copy of {esc(a['copy_of'])}")
    relays = [r for r in a.get("relays") or [] if outlet_key(r) != outlet_key(outlet)]  # not its own outlet
    if relays:
        extra.append(f"relays {esc(', '.join(relays))}")
    url = a.get("url") or ""
    if re.match(r"(?i)^https?://[^\s<>()\[\]]+$", url):
        extra.append(f"<{url}>")
    return line + (" · " + " · ".join(extra) if extra else "")


MAX_FACT_ROWS = 40  # facts shown by default: conflicts and contested first, then the best corroborated


# a clause cut from its sentence may open with the word that tied it there ("when she attempted to
# protect students"): shown without it. Not "if", "unless", "whether": those do not assert the clause.
_TIED = re.compile(r"^(?:when|while|after|before|because|since|although|though|that|once|whereas),?\s+(?=\w)")


def row_text(f: dict) -> str:
    """A fact's claim as a row shows it: its clause without the subordinating word it opened with, an
    opening "he" / "she" as the person it stands for in brackets (``about``; not when the row says it is
    their own word: "According to Blake Farenthold, he would not ..."), and whose words it is when the
    claim does not say (``attributed``)."""
    text = f.get("claim") or f.get("text") or ""
    m = _TIED.match(text)
    text = text[m.end():] if m and len(text[m.end():].split()) >= 3 else text
    pronoun = first_pronoun(text) if f.get("about") and f.get("about") != f.get("who") else None
    if pronoun:  # "[Zurana Horton] then grips her chest", "Asked ..., if [William Cowan] would vote ..."
        text = text[:pronoun.start(1)] + f"[{f['about']}]" + text[pronoun.end(1):]
    return attributed(f, text)


def attributed(f: dict, text: str) -> str:
    """``text`` with the fact's ``who`` before it when it does not name them: a quotation as
    'Lois Lerner: “I have not done anything wrong.”', reported speech as "According to Blake
    Farenthold, he would not run ..." (in the first person: "Unique Armstead: I saw blood coming
    from her"), a denial from its denying word as "Lois Lerner denied on
    Wednesday that ...". A quotation cut at a sentence end gets its other quotation mark."""
    who, says = f.get("who"), f.get("says")
    if not who or not says or _names(text, who):
        return _balanced(text)
    if says == "quotes":
        words = text.strip(' "\u201c\u201d')
        return f"{who}: {_balanced(words)}" if _QUOTE_MARK.search(words) else f"{who}: \u201c{words}\u201d"
    if says == "reports":  # "I saw blood coming from her": the speaker's words, no marks around them
        text = _balanced(text)
        return f"{who}: {text}" if _FIRST_PERSON.match(text) else f"According to {_in_sentence(who)}, {_go_on(text)}"
    if says == "denies" and text[:1].islower():  # "denied on Wednesday that ...": the denier before it
        return f"{who} {text}"
    return text


def _in_sentence(who: str) -> str:
    """A source described, not named, as it reads inside a sentence: "an 18-year-old gang member" (was
    "According to An 18-year-old gang member"); a name ("The New York Times") as it is; a news outlet
    by its full name, with the "the" a paper's name takes in a sentence ("The Hollywood Reporter", "the
    Los Angeles Times": was "According to Hollywood Reporter", "According to Los Angeles Times")."""
    from .extract.outlets import ALIASES, name_key

    first, _, rest = who.partition(" ")
    if first in ("A", "An", "The") and rest[:1] and not rest[:1].isupper():
        return first.lower() + " " + rest
    outlet = ALIASES.get(name_key(who))
    if outlet is None:
        return who
    if not outlet.startswith("The ") and outlet.rsplit(" ", 1)[-1] in _PAPER_WORDS:
        return "the " + outlet
    return outlet


_PAPER_WORDS = frozenset("Times Post Journal Tribune Herald Globe Chronicle Guardian Independent Telegraph Reporter "
                         "Examiner Inquirer Sun Star Gazette Economist Atlantic Hill Register Observer".split())


def _go_on(text: str) -> str:
    """A sentence's opening word as it reads after "According to X, ": "the program", "he" (names as
    they are)."""
    first, space, rest = text.partition(" ")
    return first.lower() + space + rest if first in _OPENERS else text


_OPENERS = frozenset("The A An He She It They We This That These Those His Her Its Their".split())
_QUOTE_MARK = re.compile('["\u201c\u201d]')
_FIRST_PERSON = re.compile(r"(?:I|[Ww]e|[Mm]y|[Oo]ur|[Mm]e|[Uu]s)(?:['\u2019](?:m|ve|ll|d|re))?\b(?!['\u2019]\w)")


def _names(text: str, who: str) -> bool:
    """``text`` names ``who`` by their last word ("Lerner" in "Ms. Lerner said")."""
    last = who.split()[-1].removesuffix("\u2019s").removesuffix("'s").strip(".,") if who.split() else ""
    return bool(last) and re.search(r"(?<!\w)" + re.escape(last) + r"(?!\w)", text, re.I) is not None


def _balanced(text: str) -> str:
    """A quotation's marks paired where a row cut them off: '“I have not done anything wrong.' gets
    its closing mark, 'support the Obama agenda?”' its opening one."""
    opening, closing = text.count("\u201c"), text.count("\u201d")
    if opening > closing and text.startswith("\u201c"):
        return text + "\u201d"
    if closing > opening and text.endswith("\u201d"):
        return "\u201c" + text
    if text.count('"') % 2:  # 'the account was "obviously hacked': closed where the row ends
        if text.endswith('"'):
            return '"' + text
        if "\u2019" not in text[text.rfind('"'):]:  # not '"Mockingjay’ as well': closed by the other mark
            return text + '"'
    return text


def _fact_line(f: dict, src: Sources) -> str:
    relayed = "; ".join(f"{esc(r['outlet'])} relayed by {esc(src.outlet(r['article']))}"
                        for r in f.get("relayed", []))
    n = int(f.get("support", 0))
    return (f"{esc(row_text(f))} — {src.cite(f.get('articles'))}"
            + (f" ({relayed})" if relayed else "") + (f" · {counted(n, 'outlet')}" if n > 1 else ""))


def _conflict_lines(c: dict, src: Sources) -> list[str]:
    claims = c.get("claims", [])
    facts = [cl.get("fact") for cl in claims if cl.get("fact")]
    head = f"### {esc(c.get('about'))} ({esc(c.get('kind'))}" + (f"; {', '.join(esc(x) for x in facts)})"
                                                                  if facts else ")")
    if 1 < len(claims) <= SUMMARY_SIDE_BY_SIDE:  # side by side: one column per claim
        out = [head, "", "| " + " | ".join(f"**{esc(cl.get('value'), True)}**" for cl in claims) + " |",
               "|" + "---|" * len(claims)]
        out.append("| " + " | ".join(_cell_cite(src, cl.get("articles")) for cl in claims) + " |")
        out.append("| " + " | ".join(f"“{esc(cl.get('text'), True)}”" for cl in claims) + " |")
        return out + [""]
    out = [head, ""]
    out += [f"- **{esc(cl.get('value'))}** — {src.cite(cl.get('articles'))}: “{esc(cl.get('text'))}”" for cl in claims]
    return out + [""]


def _story(s: dict, full: bool = False, max_lines: int = MAX_LINES) -> str:
    src = Sources(s)
    arts = s.get("articles", [])
    names = list(dict.fromkeys(src.outlet(a["id"]) for a in arts))
    unnamed = [n for n in names if is_unnamed(n)]
    dates = sorted(d for a in arts if (d := (a.get("published") or "")[:10]))
    meta = f"Story {esc(s.get('id'))} · {counted(len(arts), 'article')} · {counted(len(names), 'outlet')}"
    if unnamed:
        meta += f" ({len(unnamed)} unnamed: no outlet named in the input)"
    if dates:
        meta += f" · {dates[0]}" + (f" to {dates[-1]}" if dates[-1] != dates[0] else "")
    lines = [f"# {esc(s.get('title')) or esc(s.get('id'))}", "", meta, ""]
    lines += ["Outlets: " + ", ".join(esc(n) for n in names), ""] if names else []

    lines += ["## Summary", ""]
    for n, e in enumerate(s.get("summary", []), 1):
        notes = []
        if e.get("disputed"):
            notes.append(f"disputed: {', '.join(esc(f) for f in e['disputed'])}, see Conflicts")
        support = int(e.get("support", 1) or 1)
        cited = src.cite(list(e.get("articles", [])) + list(e.get("also_in", [])))
        lines.append(f"{n}. {esc(e['sentence'])} — {cited}" + (f" · {counted(support, 'outlet')}" if support > 1 else "")
                     + (f" ({'; '.join(notes)})" if notes else ""))
    if not s.get("summary"):
        lines.append("No summary.")
    lines.append("")

    facts = s.get("facts", [])
    single = _not_told_above([f for f in facts if f.get("status") == "single-source"],
                             [f for f in facts if f.get("status") != "single-source"])
    corroborated = sorted((f for f in facts if f.get("status") == "corroborated"),
                          key=lambda f: (-int(f.get("support", 0)), f.get("kind") == "role"))
    # stable: the brief's order within a support, a bare title ("Representative Bob Etheridge") after what happened
    contested = [f for f in facts if f.get("status") in ("contested", "conflicting")]
    tail = 11  # what follows the facts: single-source count (4 lines), "Also in" (2), sources' frame (5)

    def room(extra: int, ids=()) -> bool:
        return full or len(lines) + extra + tail + len(src.number) + src.new(ids) <= max_lines

    conflicts = s.get("conflicts", [])
    if conflicts or contested:
        lines += ["## Conflicts and contested facts", ""]
        shown = 0
        for c in conflicts:
            block = _conflict_lines(c, Sources(s))  # measured before citing: numbers only for what is shown
            ids = [a for cl in c.get("claims", []) for a in cl.get("articles", [])]
            if not room(len(block), ids):
                break
            lines += _conflict_lines(c, src)
            shown += 1
        if shown < len(conflicts):
            lines += [f"{counted(len(conflicts) - shown, 'more conflict')} (listed with --full).", ""]
        in_conflicts = {cl.get("fact") for c in conflicts for cl in c.get("claims", [])}
        loose = [f for f in contested if f.get("id") not in in_conflicts]
        for f in loose:
            if not room(1, f.get("articles")):
                break
            lines.append(f"- {esc(f.get('status'))}: {_fact_line(f, src)}")
        if loose:
            lines.append("")

    if corroborated:
        lines += [f"## Corroborated facts ({len(corroborated)})", ""]
        seen: set[str] = set()
        listed: list[dict] = []
        restated = set() if full else _restated(corroborated)
        posts: set[tuple[str, str]] = set()  # (person, title) of the titles listed: one row each
        titles: list[dict] = []  # bare titles ("Gov. Deval Patrick"): one line after the rows, not a row each
        rows_left = MAX_FACT_ROWS - len(conflicts) - len(contested)  # a reader's minute: at most so many facts
        for f in corroborated:
            text = re.sub(r"\s+", " ", f.get("claim") or f.get("text") or "").strip()
            post = _post(f)
            if not full and (text in seen or f.get("standalone") is False or id(f) in restated
                             or (post is not None and post in posts)):
                continue  # two facts that read alike: once; a phrase cut from its sentence: with --full
            if not full and post is not None and bare_title(text, post[0]):
                if len(titles) < TITLES_MAX:
                    seen.add(text)
                    posts.add(post)
                    titles.append(f)
                continue
            if not room(1, f.get("articles")) or (not full and len(listed) >= rows_left):
                break
            seen.add(text)
            posts.add(post)
            listed.append(f)
            lines.append(f"{len(listed)}. {_fact_line(f, src)}")
        if titles and room(3, titles[0].get("articles")):
            lines += ["", "Titles told alike by several outlets:", ""]
            for f in titles:
                if not room(1, f.get("articles")):
                    break
                lines.append(f"- {_fact_line(f, src)}")
                listed.append(f)
        if len(listed) < len(corroborated):
            ids = {id(f) for f in listed}
            rest = [f for f in corroborated if id(f) not in ids]
            lines.append(f"\n{counted(len(rest), 'more corroborated fact')}, each told by "
                         f"{_span(int(f.get('support', 0)) for f in rest)} outlets (listed with --full).")
        lines.append("")

    lines += ["## Single-source facts", ""]
    if single:
        per: dict[str, int] = {}
        for f in single:
            for o in f.get("outlets") or [src.outlet(a) for a in f.get("articles", [])[:1]]:
                per[o] = per.get(o, 0) + 1
        top = ", ".join(f"{esc(o)} {n}" for o, n in sorted(per.items(), key=lambda kv: -kv[1])[:6])
        more = ", …" if len(per) > 6 else ""
        lines.append(f"{counted(len(single), 'fact')} told by one outlet only ({top}{more})"
                     + (":" if full else "; listed with --full and in --json."))
        if full:
            lines += [""] + [f"{n}. {_fact_line(f, src)}" for n, f in enumerate(single, 1)]
    else:
        lines.append("None: every fact is told by at least two outlets.")
    lines.append("")

    if full:
        lines += _details(s, src)
    else:
        rest = [counted(len(s.get(k) or []), noun) for k, noun in
                (("people", "person"), ("quotes", "quote"), ("quantities", "number"), ("timeline", "dated event"))
                if s.get(k)]
        if rest:
            lines += [f"Also in this story: {', '.join(rest).replace('persons', 'people')} (with --full, and in --json).",
                      ""]
    lines += src.lines(full)
    return "\n".join(lines).rstrip() + "\n"


TITLES_MAX = 12  # bare titles in the default brief's list of titles, at most


def _post(f: dict) -> tuple[str, str] | None:
    """(person, title) of a title fact, from its label ("Joe Arpaio: Sheriff, Arizona"), case folded;
    None for other facts. "Arizona Sheriff Joe Arpaio" and "Sheriff Arpaio" are one post of one person."""
    if f.get("kind") != "role" or ": " not in (f.get("label") or ""):
        return None
    person, post = f["label"].split(": ", 1)
    return person.strip().casefold(), post.split(", ")[0].strip().casefold()


def _fold(text: str | None) -> str:
    return " ".join((text or "").split())


RESTATED_MAX = 40  # facts of one sentence compared pairwise for restatement, at most


def _restated(facts: list[dict]) -> set[int]:
    """Facts (by ``id()``) another fact of one sentence restates: where one claim holds the other's
    words ("a man had been arrested" in "a man had been arrested, and that detectives were
    investigating"), the shorter is shown when it has at least the longer's support (the longer
    claims more than its outlets were found to say), else the longer only (it says the shorter). A
    bare title ("Arizona Sheriff Joe Arpaio") hides nothing: it is listed apart, and the row that
    names its holder ("Arizona Sheriff Joe Arpaio ... endorsed ... Rick Perry") is what was told."""
    by_sentence: dict[tuple, list[dict]] = {}
    for f in facts:
        for e in f.get("evidence", []):
            by_sentence.setdefault((e.get("article"), e.get("start")), []).append(f)
    hidden: set[int] = set()
    for group in by_sentence.values():
        if len(group) > RESTATED_MAX:  # a sentence of hundreds of facts (a table of figures): left as it is
            continue
        for short in group:
            s = _fold(short.get("claim") or short.get("text"))
            if len(s.split()) < 3 or short.get("standalone") is False:
                continue
            post = _post(short)
            if post is not None and bare_title(s, post[0]):
                continue  # a bare title is listed apart, after the rows: it restates no row's claim
            for long in group:
                t = _fold(long.get("claim") or long.get("text"))
                if long is short or len(t) <= len(s) or s not in t:
                    continue
                less = int(short.get("support", 0)) < int(long.get("support", 0))
                hidden.add(id(short) if less else id(long))
    return hidden


def _not_told_above(single: list[dict], others: list[dict]) -> list[dict]:
    """The single-source facts less those whose row would read as a row of several outlets does, from
    the same sentence: a figure only one outlet gives ("canceled more than 1,000 flights over the
    weekend": another outlet said "at least 1,800") in the clause that row shows as told by both. The
    figure is still in the story's numbers, with its one source, and in the JSON."""
    said: dict[tuple, list[str]] = {}
    for f in others:
        t = _fold(f.get("claim") or f.get("text")).casefold()
        for e in f.get("evidence", []):
            said.setdefault((e.get("article"), e.get("start")), []).append(t)
    if not said:
        return single
    out = []
    for f in single:
        t = _fold(f.get("claim") or f.get("text")).casefold()
        if not (t and any(t in o for e in f.get("evidence", []) for o in said.get((e.get("article"), e.get("start")), ()))):
            out.append(f)
    return out


def _span(values) -> str:
    vals = sorted(set(values))
    if not vals:
        return "0"
    return str(vals[0]) if vals[0] == vals[-1] else f"{vals[0]}–{vals[-1]}"


def _number(value) -> str:
    """ "12.9 billion", "36,000" for a number; anything else as it is."""
    return fmt_number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


def _table(header: tuple[str, ...], rows: list[tuple]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell for cell in row) + " |" for row in rows]
    return out + [""]


def _cell_cite(src: Sources, ids) -> str:
    return src.cite(ids).replace("|", r"\|")


def _details(s: dict, src: Sources) -> list[str]:
    """People, quotes, numbers and the timeline (``full`` only)."""
    lines = ["## People", ""]
    rows = []
    for p in s.get("people", []):
        roles = "; ".join(f"{esc(role_line(r), True)} ({_cell_cite(src, r.get('articles'))})"
                          for r in p.get("roles", []))
        rows.append((esc(p["name"], True), esc(", ".join(p.get("aliases", [])), True), roles))
    lines += _table(("name", "aliases", "roles"), rows) if rows else ["No people found.", ""]

    lines += ["## Quotes", ""]
    by_speaker: dict[str, list[dict]] = {}
    for q in s.get("quotes", []):
        by_speaker.setdefault(q.get("speaker") or "(unattributed)", []).append(q)
    for speaker, qs in by_speaker.items():
        lines += [f"### {esc(speaker)}", ""]
        lines += [f"> “{esc(q['text'])}” — {src.cite(q.get('articles'))}\n" for q in qs]
    if not by_speaker:
        lines += ["No quotes found.", ""]

    if s.get("quantities"):
        lines += ["## Numbers", ""]
        lines += _table(("value", "unit", "per", "what", "text", "sources"),
                        [(esc(" ".join(x for x in (q.get("bound"), _number(q["value"])) if x), True),
                          esc(q.get("unit") or "", True), esc(q.get("per") or "", True),
                          esc(" ".join(x for x in (q.get("counted"), q.get("frame")) if x), True),
                          esc(q["text"], True), _cell_cite(src, q.get("articles"))) for q in s["quantities"]])

    lines += ["## Timeline", ""]
    rows = [(esc(t.get("label") or t.get("date") or "undated", True), esc(t.get("when"), True), esc(t["text"], True),
             _cell_cite(src, t.get("articles"))) for t in s.get("timeline", [])]
    lines += _table(("date", "when", "what", "sources"), rows) if rows else ["No dated events found.", ""]
    removed = sum(len(a.get("removed", [])) for a in s.get("articles", []))
    lines += [f"Removed page furniture: {counted(removed, 'piece')}.", ""]
    return lines
