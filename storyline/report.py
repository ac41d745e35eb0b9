"""A standalone, offline HTML report of story briefs (``--html FILE``).

No script, no external asset: one file with inline CSS. Everything that comes from an
article is escaped with ``html.escape`` and URLs are only linked when they are http(s).
"""

from __future__ import annotations

from html import escape
from urllib.parse import urlparse

from .brief import role_line
from .render import counted

CSS = """
body{font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1b1f24;max-width:70rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.2rem 0}h2{font-size:1.25rem;margin-top:1.6rem;border-bottom:1px solid #d0d7de}
.story{border-top:4px solid #0b5cad;margin-top:2rem}.meta{color:#57606a}
.chip{display:inline-block;font-size:.75rem;padding:0 .4rem;margin-left:.2rem;border-radius:.6rem;background:#ddf4ff;color:#0a3069;text-decoration:none}
.status{font-size:.75rem;padding:.05rem .45rem;border-radius:.6rem;white-space:nowrap}
.corroborated{background:#dafbe1;color:#116329}.single-source{background:#eaeef2;color:#24292f}
.contested{background:#fff8c5;color:#7d4e00}.conflicting{background:#ffebe9;color:#a40e26}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eaeef2;padding:.3rem .4rem;text-align:left;vertical-align:top}
.claims{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:.6rem}
.kind{font-size:.75rem;color:#57606a;text-transform:uppercase;letter-spacing:.03em}
.sentence{color:#57606a;font-size:.9rem}.fid{font-weight:700;color:#57606a;font-size:.75rem}
tr:target td{background:#fff8c5}.status a{color:inherit}details>summary{cursor:pointer;margin:.6rem 0;font-weight:600}
.claim{border:1px solid #d0d7de;border-radius:.4rem;padding:.5rem}.value{font-weight:600}
blockquote{margin:.3rem 0 .3rem 1rem;border-left:3px solid #d0d7de;padding-left:.6rem}
@media (max-width:40rem){body{padding:.5rem}td,th{display:block}}
"""


def _e(text) -> str:
    return escape("" if text is None else str(text), quote=True)


def _chips(ids, names: dict[str, str] | None = None) -> str:
    """Links to the cited articles, each shown by its outlet (its id in the tooltip)."""
    names = names or {}
    return "".join(f'<a class="chip" href="#art-{_e(i)}" title="article {_e(i)}">{_e(names.get(i, i))}</a>'
                   for i in ids)


def fact_label(f: dict) -> str | None:
    """What a fact says when that is not its whole sentence: the quantity slot and value, the role
    or the quote ("worker per month: $92"); None for an event or statement (the sentence itself)."""
    label = f.get("label") or ""
    return label if label and label.strip() != f["text"].strip() else None


def _fact_anchor(sid: str, fid: str) -> str:
    """The element id of a fact row: unique in a report of several stories."""
    return f"{sid}-{fid}"


def _fact_row(f: dict, names: dict[str, str], sid: str = "") -> str:
    """A fact: its id, kind and what it says (``fact_label``), then the sentence it comes from, status,
    independent outlets and sources. The row's id (story-fact) is what "disputed: f2" links to."""
    label = fact_label(f)
    what = f"<span class='fid'>{_e(f['id'])}</span> <span class='kind'>{_e(f['kind'])}</span> "
    if label:
        what += f"<b>{_e(label)}</b><div class='sentence'>{_e(f['text'])}</div>"
    else:
        what += _e(f["text"])
    return (f"<tr id='{_e(_fact_anchor(sid, f['id']))}'><td>{what}</td><td><span class='status {_e(f['status'])}'>{_e(f['status'])}</span></td>"
            f"<td>{int(f['support'])}</td><td>{_chips(f['articles'], names)}</td></tr>")


def _safe_url(url: str | None) -> str | None:
    """The URL when it is an http(s) URL with a host, else None; never raises (``http://[::1`` is
    no URL, it is shown as text)."""
    if not url or any(c in url for c in "\x00\r\n\t"):
        return None
    try:
        parsed = urlparse(url.strip())
    except ValueError:
        return None
    return url.strip() if parsed.scheme.lower() in ("http", "https") and parsed.netloc else None


def render_story(story: dict) -> str:
    sid = _e(story["id"])
    names = {a["id"]: a.get("source") or a["id"] for a in story["articles"]}
    out = [f'<section class="story" id="story-{sid}"><h1>{_e(story["title"])}</h1>']
    outlets = sorted({a["source"] for a in story["articles"]})
    out.append(f'<p class="meta">{counted(len(story["articles"]), "article")} from {counted(len(outlets), "outlet")}: '
               f'{_e(", ".join(outlets))}</p>')
    out.append("<h2>Summary</h2><ol>")
    for s in story["summary"]:
        support = (f" <span class='meta'>· supported by {int(s['support'])} outlets</span>"
                   if s.get("support", 1) > 1 else "")
        if s.get("disputed"):
            links = ", ".join(f"<a href='#{_e(_fact_anchor(story['id'], d))}'>{_e(d)}</a>" for d in s["disputed"])
            support += f" <span class='status conflicting'>disputed: {links}</span>"
        out.append(f"<li>{_e(s['sentence'])} {_chips(s['articles'], names)}{support}</li>")
    out.append("</ol>")
    if story["conflicts"]:
        out.append("<h2>Conflicts</h2>")
        for c in story["conflicts"]:
            out.append(f"<h3>{_e(c['about'])} <span class='status conflicting'>{_e(c['kind'])}</span></h3>"
                       "<div class='claims'>")
            for cl in c["claims"]:
                out.append(f"<div class='claim'><div class='value'>{_e(cl['value'])}</div>"
                           f"<blockquote>{_e(cl['text'])}</blockquote>{_chips(cl['articles'], names)}</div>")
            out.append("</div>")
    head = "<table><tr><th>fact</th><th>status</th><th>outlets</th><th>sources</th></tr>"
    several = [f for f in story["facts"] if f["status"] != "single-source"]
    single = [f for f in story["facts"] if f["status"] == "single-source"]
    out.append("<h2>Facts</h2>")
    if several:
        out.append(head + "".join(_fact_row(f, names, story["id"]) for f in several) + "</table>")
    if single:  # what only one outlet says: listed, folded away (no script needed)
        out.append(f"<details><summary>Single-source facts ({len(single)})</summary>{head}"
                   + "".join(_fact_row(f, names, story["id"]) for f in single) + "</table></details>")
    if not story["facts"]:
        out.append("<p class='meta'>No facts.</p>")
    if story["people"]:
        out.append("<h2>People</h2><table><tr><th>name</th><th>roles</th></tr>")
        for p in story["people"]:
            roles = "; ".join(role_line(r) for r in p["roles"])
            aka = f" <span class='meta'>also {_e(', '.join(p['aliases']))}</span>" if p["aliases"] else ""
            out.append(f"<tr><td>{_e(p['name'])}{aka}</td><td>{_e(roles)}</td></tr>")
        out.append("</table>")
    if story["quotes"]:
        out.append("<h2>Quotes</h2>")
        by_speaker: dict[str, list[dict]] = {}
        for q in story["quotes"]:  # quotes by speaker, speakers in order of first quote
            by_speaker.setdefault(q["speaker"] or "unattributed", []).append(q)
        for speaker, quotes in by_speaker.items():
            out.append(f"<h3>{_e(speaker)}</h3>")
            out.extend(f"<blockquote>{_e(q['text'])} {_chips(q['articles'], names)}</blockquote>" for q in quotes)
    if story["timeline"]:
        out.append("<h2>Timeline</h2><table>")
        for t in story["timeline"]:
            out.append(f"<tr><td>{_e(t.get('label') or t['date'] or t['when'])}</td><td>{_e(t['text'])} {_chips(t['articles'], names)}</td></tr>")
        out.append("</table>")
    out.append("<h2>Articles</h2><ul>")
    for a in story["articles"]:
        url = _safe_url(a.get("url"))
        title = f'<a href="{_e(url)}" rel="noopener noreferrer nofollow">{_e(a["title"])}</a>' if url else _e(a["title"])
        extra = []
        if a.get("copy_of"):
            extra.append(f"copy of {_e(a['copy_of'])}")
        if a.get("relays"):
            extra.append(f"relays {_e(', '.join(a['relays']))}")
        if a.get("removed"):
            extra.append(f"{counted(len(a['removed']), 'piece')} of page furniture removed")
        out.append(f'<li id="art-{_e(a["id"])}"><b>{_e(a["id"])}</b> · {_e(a["source"])} · {title} '
                   f'<span class="meta">{_e((a.get("published") or "")[:10])} {_e("; ".join(extra))}</span></li>')
    out.append("</ul></section>")
    return "\n".join(out)


def render_html(stories: list[dict]) -> str:
    """One self-contained HTML page for the given briefs (contract story dicts)."""
    body = "\n".join(render_story(s) for s in stories) or "<p>No stories.</p>"
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width,initial-scale=1'>"
            "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; style-src 'unsafe-inline'\">"
            f"<title>storyline report</title><style>{CSS}</style></head><body>{body}</body></html>")
