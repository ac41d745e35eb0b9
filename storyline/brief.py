"""Story -> brief: one JSON-ready dict per the contract (schema/brief.schema.json).

Every ``text``/``sentence`` that cites ``articles`` occurs verbatim in each cited article's
cleaned text; every evidence entry has ``article.text[start:end] == sentence``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date, datetime

from .align import (
    CHANGE_SYNONYMS,
    STATEMENT_SIM,
    WORD,
    Alignment,
    align,
    canonical_name,
    cosine,
    effective_outlets,
    is_quote_fragment,
    looks_like_furniture,
    norm_org,
    norm_title,
    org_map,
)
from .judge import KIND_RANK, Judged, articles_containing, judge, sentence_text
from .model import StoryBundle
from .settings import Settings

SUPPORT_SIM = STATEMENT_SIM  # a sentence elsewhere this similar supports a summary sentence
SOFT_MIN = 0.2  # similarities below this add nothing to centrality
LEAD_WEIGHT = 0.6
FACT_SIM = 0.8  # an outlet sharing a fact with a sentence counts as this similar
NEAR_REPEAT = 75  # rapidfuzz ratio above which a candidate repeats a chosen sentence
NEAR_REPEAT_SIM = 0.3  # TF-IDF cosine above which a candidate paraphrases a chosen sentence
MIN_WORDS, MAX_WORDS = 6, 70
PRONOUN_PENALTY = 0.8
_PRONOUN_START = re.compile(r"[\"'\u201c]?(?:He|She|They|It|This|These|Those|His|Her|Their|Its)\b")


def _iso(d) -> str | None:
    """ISO text of a date or datetime, None otherwise."""
    return d.isoformat() if isinstance(d, (date, datetime)) else None


def _day(d) -> str | None:
    """YYYY-MM-DD of a date (or of a datetime's day), None otherwise."""
    if isinstance(d, datetime):
        d = d.date()
    return d.isoformat() if isinstance(d, date) else None


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
        "summary": summarize(al, settings.summary_sentences, j),
    }


def _outlet_list(al: Alignment) -> list[dict]:
    out: dict[str, list[str]] = {}
    for a in al.order:
        out.setdefault(al.outlets[a], []).append(a)
    return [{"outlet": al.names.get(k, k), "articles": v} for k, v in out.items()]


def _articles(al: Alignment) -> list[dict]:
    b = al.bundle
    rows = []
    for aid in al.order:
        a = b.articles[aid]
        relays = list(b.relays.get(aid, ()))
        if not relays and aid in b.findings:
            relays = list(dict.fromkeys(r.outlet for r in b.findings[aid].relays))
        rows.append({
            "id": aid, "source": a.source, "title": a.title, "url": a.url, "published": _iso(a.published),
            "path": a.path, "copy_of": b.copy_of.get(aid), "relays": relays,
            "removed": [{"text": r.text, "why": r.why} for r in a.removed],
            "outlet": al.names.get(al.outlets[aid], al.outlets[aid]),
        })
    return rows


def _facts(al: Alignment, j: Judged) -> list[dict]:
    rows = []
    for f in j.facts:
        items = j.items[f.id]
        relayed = []
        for it in sorted(items, key=lambda i: i.order):
            for o in it.relayed:
                entry = {"article": it.article, "outlet": al.names.get(o, o)}
                if entry not in relayed:
                    relayed.append(entry)
        copies = sorted({it.article for it in items if it.article in al.bundle.copy_of})
        rows.append({
            "id": f.id, "text": f.text, "kind": f.kind, "status": f.status, "support": f.support,
            "articles": list(f.articles),
            "evidence": [{"article": e.article, "sentence": e.sentence, "start": e.start, "end": e.end}
                         for e in f.evidence],
            "label": items[0].label,
            "outlets": [al.names.get(o, o) for o in f.outlets],
            "relayed": relayed,
            "copies": [{"article": c, "copy_of": al.bundle.copy_of[c]} for c in copies],
        })
    return rows


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

    def canon(name: str) -> str:
        return canonical_name(pmap, name) or name

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
    for c, rs in roles.items():  # a vaguer mention (no title, no org) joins the one role it fits
        for key in sorted(rs, key=lambda k: (bool(k[0]) + bool(k[1]))):
            if key[0] and key[1]:
                continue
            fits = [k for k in rs if k != key and k[2] == key[2] and (not key[0] or k[0] == key[0])
                    and (not key[1] or k[1] == key[1]) and (k[0] or k[1])]
            if len(fits) == 1:
                target = rs[fits[0]]
                target["articles"] += [a for a in rs.pop(key)["articles"] if a not in target["articles"]]
    return [{"name": c, "aliases": sorted(people[c]), "roles": list(roles.get(c, {}).values())}
            for c in people]


def _exact_groups(al: Alignment, j: Judged, kind: str):
    """(fact, text, articles containing it) for each distinct finding text of facts of ``kind``."""
    for f in j.facts:
        if f.kind != kind:
            continue
        seen = []
        for it in sorted(j.items[f.id], key=lambda i: i.order):
            if it.text in seen:
                continue
            seen.append(it.text)
            arts = [a for a in f.articles if it.text in al.bundle.articles[a].text]
            if arts:
                yield f, it, arts


def _quotes(al: Alignment, j: Judged) -> list[dict]:
    return [{"speaker": it.key[1], "text": it.text, "articles": arts, "fact": f.id,
             "direct": bool(getattr(it.finding, "direct", False))}
            for f, it, arts in _exact_groups(al, j, "quote")]


def _quantities(al: Alignment, j: Judged) -> list[dict]:
    rows = []
    for f, it, arts in _exact_groups(al, j, "quantity"):
        q = it.finding
        value = int(q.value) if float(q.value).is_integer() else q.value
        rows.append({"value": value, "unit": q.unit, "per": q.per, "text": q.text, "articles": arts,
                     "counted": q.counted, "bound": q.bound, "frame": q.frame, "change": q.change, "fact": f.id})
    return rows


def _timeline(al: Alignment, j: Judged) -> list[dict]:
    rows = []
    for f in j.facts:
        if f.kind != "event" or f.key[:1] != ("event",):
            continue
        done: set = set()
        for it in sorted(j.items[f.id], key=lambda i: i.order):
            for dr in it.finding:
                day = _day(dr.date)
                if day in done:
                    continue
                done.add(day)
                text = sentence_text(al, it)
                arts = list(articles_containing(al, text)) or [it.article]
                rows.append({"date": day, "when": dr.when, "text": text, "articles": arts, "fact": f.id,
                             "also_in": [a for a in f.articles if a not in arts], "_order": it.order})
    rows.sort(key=lambda r: (r["date"] is None, r["date"] or "", r["_order"]))
    for r in rows:
        del r["_order"]
    return rows


# ---------------------------------------------------------------- summary

def summarize(al: Alignment, limit: int, judged: Judged | None = None) -> list[dict]:
    """Extractive summary: cross-outlet central and early sentences, no repeats, reading order.

    A sentence is supported by the outlets with a similar sentence (TF-IDF cosine) and by the
    outlets of the facts it is evidence of; a candidate whose facts are all covered by the
    sentences already chosen, or that repeats one of them nearly word for word, is skipped.
    """
    from rapidfuzz import fuzz

    b = al.bundle
    facts_at: dict[tuple[str, int], set[str]] = defaultdict(set)
    fact_outlets: dict[str, set[str]] = {}
    fact_articles: dict[str, tuple[str, ...]] = {}
    rivals: dict[str, set[str]] = defaultdict(set)  # fact -> facts it conflicts with
    weight: dict[str, tuple] = {}  # fact -> how central it is (support, specific kind first)
    if judged is not None:
        for c in judged.conflicts:
            for f in c.facts:
                rivals[f] |= set(c.facts) - {f}
        for f in judged.facts:
            fact_outlets[f.id], fact_articles[f.id] = set(f.outlets), f.articles
            weight[f.id] = (f.support, -KIND_RANK.get(f.kind, 9), -int(f.id[1:]))
            for it in judged.items[f.id]:
                facts_at[(it.article, it.sentence.start)].add(f.id)
    cands = []  # (article, index, count, sentence, text, vec, outlets)
    for aid in al.order:
        text = b.articles[aid].text
        sents = al.sentences[aid]
        for i, s in enumerate(sents):
            st = text[s.start:s.end]
            outs, _ = effective_outlets(al.outlets, al.relays[aid], aid, s.start)
            cands.append((aid, i, len(sents), s, st, al.tfidf.vector(st), set(outs)))
    if limit <= 0 or not cands:
        return []
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for n, c in enumerate(cands):
        for w, v in c[5].items():
            postings[w].append((n, v))

    scored = []
    for n, (aid, i, total, s, st, vec, outs) in enumerate(cands):
        if b.copy_of.get(aid) in b.articles:
            continue  # its original speaks for it
        words = len(WORD.findall(st.lower()))
        if not (MIN_WORDS <= words <= MAX_WORDS) or looks_like_furniture(st) or is_quote_fragment(st):
            continue
        if not st.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?")):
            continue
        support, also = set(outs), []
        here = facts_at.get((aid, s.start), set())
        against = set().union(*(rivals[f] for f in here)) if here else set()
        best: dict[str, float] = {}
        for f in sorted(here, key=lambda x: int(x[1:])):
            also += [a for a in fact_articles[f] if a not in also and a != aid]
            for o in fact_outlets[f] - set(outs):
                best[o] = FACT_SIM
                support.add(o)
        sims: dict[int, float] = defaultdict(float)
        for w, v in vec.items():
            for m, vm in postings[w]:
                sims[m] += v * vm
        for m in sorted(sims):
            other = cands[m]
            if other[6] & outs or (against and against & facts_at.get((other[0], other[3].start), set())):
                continue  # own outlet, or a sentence on the other side of a conflict
            sim = sims[m]
            for o in other[6]:
                best[o] = max(best.get(o, 0.0), sim)
            if sim >= SUPPORT_SIM:
                support |= other[6]
                if other[0] not in also:
                    also.append(other[0])
        soft = sum(v for v in best.values() if v >= SOFT_MIN)
        lead = 1.0 / (1 + i)
        score = soft + LEAD_WEIGHT * lead
        if _PRONOUN_START.match(st):
            score *= PRONOUN_PENALTY  # "He was ..." reads badly out of its article
        scored.append((score, n, support, also, here))
    scored.sort(key=lambda t: (-t[0], t[1]))

    chosen = []
    covered: set[str] = set()
    for score, n, support, also, here in scored:
        st, vec = cands[n][4], cands[n][5]
        if here and max(here, key=weight.__getitem__) in covered:
            continue  # its main fact is already told
        if any(fuzz.ratio(st.lower(), cands[m][4].lower()) >= NEAR_REPEAT or cosine(vec, cands[m][5]) >= NEAR_REPEAT_SIM
               for m, *_ in chosen):
            continue
        covered |= here
        chosen.append((n, support, also))
        if len(chosen) >= limit:
            break
    rank = {a: k for k, a in enumerate(al.order)}
    chosen.sort(key=lambda c: (cands[c[0]][1] / max(cands[c[0]][2], 1), rank[cands[c[0]][0]], cands[c[0]][1]))
    out = []
    for n, support, also in chosen:
        st = cands[n][4]
        arts = list(articles_containing(al, st)) or [cands[n][0]]
        out.append({
            "sentence": st, "articles": arts, "support": len(support),
            "outlets": sorted(al.names.get(o, o) for o in support),
            "also_in": [a for a in also if a not in arts],
        })
    return out
