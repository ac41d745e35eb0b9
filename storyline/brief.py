"""Story -> brief: one JSON-ready dict per the contract (schema/brief.schema.json).

Every ``text``/``sentence`` that cites ``articles`` occurs verbatim in each cited article's
cleaned text; every evidence entry has ``article.text[start:end] == sentence``.
"""

from __future__ import annotations

import re

from bisect import bisect_left, bisect_right
from collections import defaultdict
from datetime import date, datetime

from .align import (CHANGE_SYNONYMS, TITLE_QUALIFIERS, Alignment, NameIndex, align, norm_org, norm_title,
                    org_map, titles_agree)
from .extract.dates import YEAR
from .extract.lexicon import regex_source
from .judge import Judged, articles_containing, judge, sentence_text
from .model import StoryBundle
from .org_names import org_words, orgs_fit
from .settings import Settings
from .summary import summarize
from .whose import RELATIVE, StoryNames, about_whom, bare_title, outlet_name, whose_words


def _iso(d) -> str | None:
    """ISO text of a date or datetime, None otherwise."""
    return d.isoformat() if isinstance(d, (date, datetime)) else None


def _day(d) -> str | None:
    """YYYY-MM-DD of a date (or of a datetime's day), None otherwise."""
    if isinstance(d, datetime):
        d = d.date()
    return d.isoformat() if isinstance(d, date) else None


def bundle_of(story, articles: dict, findings: dict, copies: dict[str, str]) -> tuple[StoryBundle, dict[str, str]]:
    """The story's bundle (articles, findings, copies, relayed outlets) and its people map."""
    from .extract.people import merge_people
    from .vouching import outlet_key, own_keys
    from .model import Findings

    findings = dict(findings)
    for aid in articles:
        findings.setdefault(aid, Findings(article=aid))
    relays = {}
    for aid, f in findings.items():
        own = own_keys(articles[aid])  # its source's outlet and its URL's
        relays[aid] = tuple(sorted({r.outlet for r in f.relays if outlet_key(r.outlet) not in own}))
    _, people_map = merge_people(p for f in findings.values() for p in f.people)
    bundle = StoryBundle(story=story, articles=articles, findings=findings,
                         copy_of={a: c for a, c in copies.items() if a in articles}, relays=relays)
    return bundle, people_map


def build_brief(bundle: StoryBundle, settings: Settings, people_map: dict[str, str] | None = None) -> dict:
    """The brief of one story: articles, facts, conflicts, people, quotes, quantities, timeline, summary."""
    al = align(bundle, people_map)
    j = judge(al)
    title = bundle.story.title or next((bundle.articles[a].title for a in al.order if bundle.articles[a].title), "")
    return {
        "id": bundle.story.id,
        "title": title,
        "outlets": _outlet_list(al),
        "articles": _articles(al),
        "facts": _facts(al, j),
        "conflicts": _conflicts(al, j),
        "people": _people(al),
        "quotes": _quotes(al, j),
        "quantities": _quantities(al, j),
        "timeline": _timeline(al, j),
        "summary": summarize(al, settings.summary_sentences, j, title=title),
    }


def _outlet_list(al: Alignment) -> list[dict]:
    out: dict[str, list[str]] = {}
    for a in al.order:
        out.setdefault(al.outlets[a], []).append(a)
    return [{"outlet": al.names.get(k, k), "articles": v} for k, v in out.items()]


def _articles(al: Alignment) -> list[dict]:
    from .vouching import outlet_key, own_keys

    b = al.bundle
    rows = []
    for aid in al.order:
        a = b.articles[aid]
        relays = list(b.relays.get(aid, ()))
        if not relays and aid in b.findings:  # a bundle made without ``bundle_of``: never the article's own
            own = own_keys(a)
            relays = list(dict.fromkeys(r.outlet for r in b.findings[aid].relays if outlet_key(r.outlet) not in own))
        rows.append({
            "id": aid, "source": a.source, "title": a.title, "url": a.url, "published": _iso(a.published),
            "path": a.path, "copy_of": b.copy_of.get(aid), "relays": relays,
            "removed": [{"text": r.text, "why": r.why} for r in a.removed],
            "outlet": al.names.get(al.outlets[aid], al.outlets[aid]),
        })
    return rows


def _facts(al: Alignment, j: Judged) -> list[dict]:
    rows = []
    names = StoryNames(al.people_map)
    for f in j.facts:
        items = j.items[f.id]
        relayed = []
        for it in sorted(items, key=lambda i: i.order):
            for o in it.relayed:
                entry = {"article": it.article, "outlet": al.names.get(o, o)}
                if entry not in relayed:
                    relayed.append(entry)
        copies = sorted({it.article for it in items if it.article in al.bundle.copy_of})
        shown = shown_item(al, items, f.text)
        claim, alone = shown_claim(al, items, f.text, shown)
        found = al.bundle.findings.get(shown.article)
        quotes = [q for q in (found.quotes if found is not None else ()) if q.sentence.start == shown.sentence.start]
        who, says = whose_words(names, items, shown, claim, quotes)
        who = outlet_name(who)  # "THR", "Hollywood Reporter": The Hollywood Reporter
        if f.kind == "role" and ": " in (items[0].label or "") and bare_title(claim, items[0].label.split(": ")[0]):
            who = says = None  # "former president Donald Trump": the outlet's words for him, whoever's sentence it is
        about = about_whom(names, shown, claim, al.bundle.articles[shown.article].text,
                           found.predicates if found is not None else ())
        rows.append({
            "id": f.id, "text": f.text, "claim": claim, "standalone": alone, "who": who, "says": says,
            "about": about,
            "kind": f.kind, "status": f.status,
            "support": f.support,
            "articles": list(f.articles),
            "evidence": [{"article": e.article, "sentence": e.sentence, "start": e.start, "end": e.end}
                         for e in f.evidence],
            "label": items[0].label,
            "outlets": [al.names.get(o, o) for o in f.outlets],
            "relayed": relayed,
            "copies": [{"article": c, "copy_of": al.bundle.copy_of[c]} for c in copies],
        })
    return rows


QUOTE_MORE = 3  # a quotation this many words longer than a part of it another outlet ran is listed too
CUT_AT = " ,;:\u2013\u2014-"  # what a clause cut from its sentence mid-way may end on: not shown


def shown_claim(al: Alignment, items: list, sentence: str, it=None) -> tuple[str, bool]:
    """(what the fact says, whether that stands alone as an assertion). What it says is how its first
    shown claim writes it: the clause (``Predicate.span``), the quotation, or the clause a figure or
    title sits in; a verbatim part of the fact's sentence. It stands alone when it is a tensed clause
    with its subject shown, a quotation, a denial, a title with its holder's name or the whole
    sentence; not a participle or infinitive cut from its sentence ("released Wednesday by the
    agency", "to expand the size of the court"), nor a title without its holder ("known official").
    ``it``: ``shown_item(al, items, sentence)``, when at hand."""
    it = shown_item(al, items, sentence) if it is None else it
    text = al.bundle.articles[it.article].text
    p = it.predicate
    if it.kind == "role" and p is None:  # what outlets agree on is the title: "Gov. Rick Perry of Texas"
        span = getattr(it.finding, "span", None)
        if span is not None and it.sentence.start <= span.start < span.end <= it.sentence.end \
                and len(text[span.start:span.end].split()) >= 2:
            named = (getattr(it.finding, "person", "") or "").split()[-1:]
            return text[span.start:span.end], bool(named) and named[0] in text[span.start:span.end]
    if it.kind == "quantity" and it.key[1:2] == ("age",):  # whose age: "Ms. Pelosi, 76", "the 76-year-old Pelosi"
        from .align_ages import age_phrase

        f = al.bundle.findings.get(it.article)
        at = age_phrase(it.finding, text, f.mentions if f is not None else ())
        if at is not None:
            return text[at[0]:at[1]], True
    if it.key[:1] == ("dated",):  # an event noun and its date: "a special election set for June 25"
        return it.text, False
    if it.kind == "denial":  # "denied on Wednesday that he had sent a suggestive photograph ..."
        told = denial_text(text, it)
        if told:
            return told, True
    if p is None and it.kind != "quote":
        f = al.bundle.findings.get(it.article)
        at = getattr(it.finding, "span", None) or it.sentence
        holding = [q for q in (f.predicates if f is not None else ())
                   if q.span.start <= at.start and at.end <= q.span.end]
        p = min(holding, key=lambda q: q.span.end - q.span.start) if holding else None
    if it.kind == "quote" and isinstance(it.text, str) and it.text in sentence and len(it.text.split()) >= 5:
        return it.text.rstrip(CUT_AT), True  # \u201cto expand the size of the court,\u201d he said
    if p is not None and it.sentence.start <= p.span.start and p.span.end <= it.sentence.end:
        start = p.span.start
        if p.subject:  # "posted to YouTube last Friday" reads "The video, posted to YouTube last Friday"
            at = _word_before(text, p.subject, it.sentence.start, start)
            if at >= 0 and start - at <= len(p.subject) + 60:
                start = at
        shown = text[start:p.span.end].rstrip(CUT_AT)  # "to expand the size of the court,"
        if start < p.subject_at < p.span.end and SUBORDINATE_LEAD.fullmatch(text, start, p.subject_at):
            start = p.subject_at  # "just one day after clinics began racing ...": what it tells is that they did
            shown = text[start:p.span.end].rstrip(CUT_AT)
        if len(shown) >= len(sentence.strip().rstrip(".!?\"\u201d\u2019 ")) - 1:
            return shown, True  # the sentence as written
        told = p.finite or _tensed_before(al, it, start, p.span.start)
        if p.subject_at >= 0:  # its subject's word is among those shown
            subject_shown = start <= p.subject_at < start + len(shown)
        else:  # findings stored before subjects were placed
            subject_shown = start < p.head.start and (not p.subject or p.subject in shown)
        return shown, told and subject_shown and not _restrictive(text, start, p.span.start) \
            and not BARE_RELATIVE.match(shown) and not DAY_ANTECEDENT.match(shown)
    return sentence, True


# A relative clause shown without the noun it tells of ("in which the US economy added far fewer jobs
# than expected", from "It marked the second-straight month in which ..."; "whose son was arrested"):
# it says which one its noun is, or something of a noun the reader does not see.
BARE_RELATIVE = re.compile(r"(?:(?:in|of|at|on|by|for|to|from|with|during|under|through|after|before|over|"
                           r"among|about|since|until|within|without|against|behind|beyond)\s+)?(?:which|whom|whose|who)\b")


# The words an adverbial clause of time or reason opens on, before its subject ("just one day after",
# "because", "while"): a row shows the clause from its subject. Not a condition ("if", "unless"), which
# asserts nothing.
SUBORDINATE_LEAD = re.compile(r"(?:[\w\u2019'-]+[ \t]+){0,5}?(?:after|before|because|since|when|whenever|while|as|"
                              r"although|though|once|whereas)[ \t]+", re.I)


# A relative clause the parse hung on the day before it ("... released their plan Monday, which does not
# include an increase to the debt limit"): the row "Monday, which does not include ..." tells of no day.
DAY_ANTECEDENT = re.compile(rf"(?:(?:last|next|this|on|early|late)\s+)?(?:{regex_source('dates', 'weekday')}|"
                            r"today|yesterday|tomorrow|tonight)\b[^,]{0,20},\s+(?:which|who)\b", re.I)


def _restrictive(text: str, start: int, clause: int) -> bool:
    """Whether the clause at ``clause``, shown after its noun from ``start``, is a relative clause that
    says which one the noun is ("everyone who takes the stand", "lower court decisions that went against
    the officers"): it asserts nothing alone. One set off by a comma tells something of its noun ("Sir
    David Amess, who was stabbed ...") and stands alone."""
    if not start < clause:
        return False
    return text[clause:clause + 6].split(" ")[0].lower() in RELATIVE and not text[start:clause].rstrip().endswith(",")


def shown_item(al: Alignment, items: list, sentence: str):
    """The claim of a fact that ``shown_claim`` shows: the first read from the fact's sentence."""
    return next((i for i in items if al.bundle.articles[i.article].text[i.sentence.start:i.sentence.end] == sentence),
                items[0])


def _tensed_before(al: Alignment, it, lo: int, hi: int) -> bool:
    """Whether a tensed clause of the item's article has its head in ``text[lo:hi]``: the subject put
    before a participle brought its verb along ("Lopez has been accused of [firing ...]"). The
    article's clauses are in order of their starts, and a clause starts at or before its head: only
    those starting in the item's sentence before ``hi`` are looked at."""
    f = al.bundle.findings.get(it.article)
    if lo >= hi or f is None:
        return False
    preds = f.predicates
    k = bisect_left(preds, it.sentence.start, key=lambda q: q.span.start)
    while k < len(preds) and preds[k].span.start < hi:
        q = preds[k]
        if q.finite and lo <= q.head.start < hi:
            return True
        k += 1
    return False


_DENYING = re.compile(r"\b(?:den(?:y|ies|ied|ying|ial)|disput|reject|refut|rebut|contest|dismiss|contradict)\w*", re.I)


def denial_text(text: str, it) -> str | None:
    """A denial as its sentence writes it, from the denying word to the end of what is denied
    ("denied on Wednesday that he had sent a suggestive photograph"), with the denier when named just
    before it ("Mr. Farenthold continued to deny the allegations"); None when the denied words are not
    found after the denying word in the sentence."""
    d = it.finding
    lo, hi = it.sentence.start, it.sentence.end
    if not d.claim:
        return None
    k = text.find(d.claim, d.span.start, hi)
    if k < 0:  # "P, a contention X disputed": what is denied comes first
        k = text.rfind(d.claim, lo, d.span.start)
        return text[k:max(d.span.end, k + len(d.claim))] if k >= 0 else None
    verbs = list(_DENYING.finditer(text, d.span.start, k))
    start = verbs[-1].start() if verbs else d.span.start
    if d.denier:
        at = _word_before(text, d.denier.split()[-1], lo, start)
        if at >= 0 and start - at <= len(d.denier.split()[-1]) + 40:
            start = at
    return text[start:k + len(d.claim)]


def _word_before(text: str, words: str, lo: int, hi: int) -> int:
    r"""Where ``words`` last start in ``text[lo:hi]`` as whole words ("he" not inside "the"), or -1:
    the last match of ``re.finditer(r"(?<!\w)" + re.escape(words) + r"(?!\w)", text[lo:hi])``, found
    by ``str.find`` the way finditer scans (after a match, from its end), without a pattern per subject."""
    seg, n = text[lo:hi], len(words)
    if not n:  # (no caller asks: a clause's subject has words)
        return max((lo + m.start() for m in re.finditer(r"(?<!\w)(?!\w)", seg)), default=-1)
    found = -1
    i = seg.find(words)
    while i >= 0:
        if (i == 0 or not _is_word(seg[i - 1])) and (i + n == len(seg) or not _is_word(seg[i + n])):
            found = lo + i
            i = seg.find(words, i + n)
        else:
            i = seg.find(words, i + 1)
    return found


def _is_word(c: str) -> bool:
    """A character ``\\w`` matches (in a str pattern: alphanumeric, or "_")."""
    return c.isalnum() or c == "_"


def _conflicts(al: Alignment, j: Judged) -> list[dict]:
    facts = {f.id: f for f in j.facts}
    rows = []
    for c in j.conflicts:
        claims = []
        for claim, fid in zip(c.claims, c.facts):
            f = facts[fid]
            claims.append({
                "value": claim.value, "text": claim.text, "articles": list(claim.articles),
                "fact": fid, "also_in": [a for a in f.articles if a not in claim.articles],
                "outlets": [al.names.get(o, o) for o in f.outlets],
            })
        rows.append({"about": c.about, "kind": c.kind, "claims": claims, "facts": list(c.facts)})
    return rows


def _people(al: Alignment) -> list[dict]:
    """People merged across articles, each role once (same title, org, change, predecessor)."""
    b = al.bundle
    pmap = al.people_map
    orgs = org_map(b)

    names = NameIndex(pmap)

    def canon(name: str) -> str:
        return names.canonical(name) or name

    people: dict[str, set[str]] = {}
    found = [(a, b.findings[a]) for a in al.order if a in b.findings]
    for _aid, f in found:
        for p in f.people:
            c = canon(p.name)
            people.setdefault(c, set()).update(x for x in (p.name, *p.aliases) if x and x != c)
    roles: dict[str, dict[tuple, dict]] = defaultdict(dict)
    for aid, f in found:
        for r in f.roles:
            c = canon(r.person)
            people.setdefault(c, set())
            if r.person != c:
                people[c].add(r.person)
            change = CHANGE_SYNONYMS.get((r.change or "").lower()) if r.change else None
            key = (norm_title(r.title, r.org), norm_org(orgs, r.org), change,
                   canon(r.replaces) if r.replaces else None)
            entry = roles[c].setdefault(key, {"title": r.title, "org": r.org, "change": change,
                                               "replaces": key[3], "articles": []})
            if not entry["org"] and r.org:
                entry["org"] = r.org
            if aid not in entry["articles"]:
                entry["articles"].append(aid)
    for alias, c in pmap.items():
        if c in people and alias != c:
            people[c].add(alias)
    for c, rs in roles.items():  # a vaguer mention (no title or org, a qualified "head") joins the one role it fits
        for key in sorted(rs, key=lambda k: (bool(k[0]) + bool(k[1]))):
            if key[0] and key[1]:
                continue
            fits = [k for k in rs if k != key and k[2] == key[2]  # "acting" (head) fits "acting administrator"
                    and (not key[0] or (titles_agree(key[0], k[0]) and len(key[0]) <= len(k[0])))
                    and (not key[1] or k[1] == key[1]) and (k[0] or k[1])]
            if len(fits) == 1:
                target = rs[fits[0]]
                target["articles"] += [a for a in rs.pop(key)["articles"] if a not in target["articles"]]
    return [{"name": c, "aliases": sorted(people[c]), "roles": merge_roles(list(roles.get(c, {}).values()))}
            for c in people]


RANK_WORDS = frozenset("assistant deputy vice associate acting interim under lieutenant principal first second "
                       "senior junior chief executive former ex".split())
def _titles_fit(a: str, b: str) -> bool:
    """One title says the other with descriptive words added ("sect leader" / "leader"), not
    another rank ("Assistant Attorney General" / "Attorney General")."""
    wa, wb = org_words(a), org_words(b)
    if not wa or not wb:
        return not wa and not wb
    if wa[-1] != wb[-1]:
        return False
    small, big = (set(wa), set(wb)) if len(wa) <= len(wb) else (set(wb), set(wa))
    return small <= big and not (big - small) & RANK_WORDS


def role_title(role: dict) -> str:
    """The post of a people-table row; a move whose post the text does not name says so."""
    return role.get("title") or ("(post not named)" if role.get("change") in ("incoming", "outgoing") else "")


def role_line(role: dict) -> str:
    """One row of the people table as plain text: "incoming chief executive (Acme), replacing Jo
    Bloggs"; "incoming (post not named)" (``role_title``)."""
    line = " ".join(x for x in (role.get("change") or "", role_title(role),
                                f"({role['org']})" if role.get("org") else "") if x)
    return line + (f", replacing {role['replaces']}" if role.get("replaces") else "")


def merge_roles(rows: list[dict]) -> list[dict]:
    """One row per post as a reader counts them: "leader", "group leader" and "leader at NRLC"
    of one person are one role when the titles differ by descriptive words only and the
    organisations are the same, nested or an acronym of each other (holding a post and holding
    it now count as one; a move does not). The most complete wording is shown; most cited first."""
    def spec(r: dict) -> tuple:
        return (len(org_words(r["title"])) + len(org_words(r["org"])), len(r["articles"]))

    def state(r: dict):
        return None if r["change"] in (None, "current") else r["change"]

    def vague(title: str | None) -> bool:  # "(post not named)", "head", "acting head"
        return not norm_title(title or "") or norm_title(title or "") in TITLE_QUALIFIERS

    def loose_fit(k: dict, r: dict) -> bool:  # a move told with less: no post, a generic one, no predecessor
        return (state(k) == state(r) and orgs_fit(k["org"], r["org"])
                and (not k["replaces"] or not r["replaces"] or k["replaces"] == r["replaces"])
                and (_titles_fit(k["title"], r["title"]) or (state(r) in ("incoming", "outgoing") and (
                    vague(k["title"]) or vague(r["title"])) and titles_agree(norm_title(k["title"] or ""),
                                                                               norm_title(r["title"] or "")))))

    kept: list[dict] = []
    for r in sorted(rows, key=spec, reverse=True):
        into = next((k for k in kept if state(k) == state(r) and k["replaces"] == r["replaces"]
                     and _titles_fit(k["title"], r["title"]) and orgs_fit(k["org"], r["org"])), None)
        if into is None:
            loose = [k for k in kept if loose_fit(k, r)]
            into = loose[0] if len(loose) == 1 else None  # only when it can be one post alone
        if into is None:
            kept.append(dict(r, articles=list(r["articles"])))
            continue
        if not into["org"] and r["org"]:
            into["org"] = r["org"]
        if into["change"] is None and r["change"]:
            into["change"] = r["change"]
        if not into["replaces"] and r["replaces"]:
            into["replaces"] = r["replaces"]
        if vague(into["title"]) and not vague(r["title"]):
            into["title"] = r["title"]
        into["articles"] += [a for a in r["articles"] if a not in into["articles"]]
    return sorted(kept, key=lambda r: -len(r["articles"]))


def _core(text: str) -> str:
    return " ".join(text.split()).strip(" .,;:!?\"'\u201c\u201d\u2018\u2019")


def _exact_groups(al: Alignment, j: Judged, kind: str, more: int | None = None):
    """(fact, item, articles containing its text) for each distinct finding text of ``kind`` in the facts
    (a quotation that is part of a denial fact is listed with the quotes too).

    Texts that differ only by a closing period or quote mark, or of which one holds the other,
    are one row, shown with the shorter text (which every article of the row contains). With ``more``,
    a text holding another stays a row of its own when it has at least ``more`` words more: one
    outlet's whole quotation beside the part of it another outlet ran ("email arrangement with herself
    is highly unusual, if not unprecedented" / "highly unusual, if not unprecedented"), each with the
    articles that carry it; a closing "he said" or period more is the same row."""
    for f in j.facts:
        groups = [g for g in (j.items[f.id], *j.also.get(f.id, ())) if any(it.kind == kind for it in g)]
        if not groups:
            continue
        rows: list[list] = []  # [item, core text]
        for it in sorted((it for g in groups for it in g if it.kind == kind), key=lambda i: i.order):
            core = _core(it.text)
            same = next((r for r in rows if (core in r[1] or r[1] in core)
                         and (more is None or abs(len(core.split()) - len(r[1].split())) < more)),
                        None)
            if same is None:
                rows.append([it, core])
            elif len(it.text) < len(same[0].text):
                same[0], same[1] = it, core
        for it, _core_text in rows:
            arts = [a for a in f.articles if it.text in al.bundle.articles[a].text]
            if arts:
                yield f, it, arts


def _quotes(al: Alignment, j: Judged) -> list[dict]:
    # a named speaker as aligned; else the description the article gives ("officials", "the report"),
    # "the people" joining "people" when the story has both (``short_speakers``)
    from .align_speakers import short_speakers

    groups = list(_exact_groups(al, j, "quote", more=QUOTE_MORE))
    said = [it.key[1] or getattr(it.finding, "speaker", None) or None for _f, it, _arts in groups]
    same = short_speakers(s for s in said if s)
    return [{"speaker": same.get(who, who), "text": it.text, "articles": arts, "fact": f.id,
             "direct": bool(getattr(it.finding, "direct", False))}
            for who, (f, it, arts) in zip(said, groups)]


def _quantities(al: Alignment, j: Judged) -> list[dict]:
    rows = []
    for f, it, arts in _exact_groups(al, j, "quantity"):
        q = it.finding
        value = int(q.value) if float(q.value).is_integer() else q.value
        rows.append({"value": value, "unit": q.unit, "per": q.per, "text": q.text, "articles": arts,
                     "counted": q.counted, "bound": q.bound, "frame": q.frame, "change": q.change,
                     "verb": getattr(q, "verb", None), "owner": getattr(q, "owner", None), "fact": f.id})
    return rows




def timeline_key(row: dict) -> tuple[bool, str]:
    """Timeline order: by day, a year-only event ("in 2004", "from 2001 to 2005") at the start of
    its year, undated events last."""
    label = row.get("label") or ""
    when = row.get("date") or (label[:4] if YEAR.fullmatch(label[:4]) else "")
    return (not when, when)


def _timeline(al: Alignment, j: Judged) -> list[dict]:
    """Dated events in date order; ``date`` is a day (YYYY-MM-DD), ``precision`` says how
    precisely the text gave it (day, week, month, year) and ``label`` shows it so ("2020-03")."""
    from .extract.dates import date_label, granularity

    rows = []
    containing = _Containing(al)
    for f in j.facts:
        dated = [it for g in (j.items[f.id], *j.also.get(f.id, ())) for it in g
                 if it.kind == "event" and it.key[:1] in (("event",), ("claim",))]
        if not dated:
            continue
        done: set = set()
        for it in sorted(dated, key=lambda i: i.order):
            for dr in it.finding:
                day = _day(dr.date)
                if (day or dr.when) in done:
                    continue
                done.add(day or dr.when)
                text = sentence_text(al, it)
                arts = list(containing(text)) or [it.article]
                years = list(dict.fromkeys(YEAR.findall(dr.when))) if day is None else []
                rows.append({"date": day, "when": dr.when, "precision": "year" if years else granularity(dr.when),
                             # a bare year names no day (date stays None) but is no "undated" event either
                             "label": date_label(date.fromisoformat(day), dr.when) if day else ("–".join(years) or None),
                             "text": text, "articles": arts, "fact": f.id,
                             "also_in": [a for a in f.articles if a not in arts], "_order": it.order})
    rows.sort(key=lambda r: (*timeline_key(r), r["_order"]))
    for r in rows:
        del r["_order"]
    return rows


class _Containing:
    """``judge.articles_containing(al, text)`` for many texts: the story's texts joined in story order
    by a character none of the texts searched holds, each text found by a few ``str.find`` over the
    whole (one search skipping through all articles, instead of one per article)."""

    SEP = "\x00"

    def __init__(self, al: Alignment):
        self.al = al
        texts = [al.bundle.articles[a].text for a in al.order]
        self.joined = self.SEP.join(texts)
        self.starts, at = [], 0
        for t in texts:
            self.starts.append(at)
            at += len(t) + 1

    def __call__(self, text: str) -> tuple[str, ...]:
        if not text or self.SEP in text:  # (a match could span two articles)
            return articles_containing(self.al, text)
        out = []
        at = self.joined.find(text)
        while at >= 0:
            k = bisect_right(self.starts, at) - 1
            out.append(self.al.order[k])
            if k + 1 == len(self.starts):
                break
            at = self.joined.find(text, self.starts[k + 1])
        return tuple(out)
