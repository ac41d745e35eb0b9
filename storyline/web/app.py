"""The read-only web app: stories, story briefs and articles as pages, each with a JSON twin under /api.

``create_app(db_path)`` builds the FastAPI app; ``serve(db_path, host, port)`` runs it with uvicorn.
Every asset (CSS, JS; the charts are SVG drawn on the server) is served by the app, and /docs is a page of its own
rendered from the OpenAPI description
itself, so it works with no internet. Article text is untrusted: templates autoescape, only
http(s) URLs become links, and a strict Content-Security-Policy forbids inline scripts.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles

from ..errors import StoreError
from ..store import Store
from . import charts, export, queries, views

HERE = Path(__file__).resolve().parent
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}
PAGE_SIZE = 100
STATUS_PATTERN = r"^(corroborated|contested|conflicting|single-source)?$"  # the story page's fact filter


def _templates():
    import jinja2
    from fastapi.templating import Jinja2Templates

    from ..brief import role_title

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(HERE / "templates")),
        autoescape=True,  # every template, whatever its extension
    )
    env.filters["seg"] = lambda v: quote(str(v), safe="")
    env.globals.update(safe_url=views.safe_url, snippet_parts=_snippet_parts, role_title=role_title)
    return Jinja2Templates(env=env)


def _snippet_parts(snippet: str) -> list[tuple[str, bool]]:
    """Split an FTS snippet with [match] markers into (text, is_match) parts (escaped by the template)."""
    parts, buf, inside = [], "", False
    for ch in snippet:
        if ch == "[" and not inside or ch == "]" and inside:
            if buf:
                parts.append((buf, inside))
            buf, inside = "", not inside
        else:
            buf += ch
    if buf:
        parts.append((buf, inside))
    return parts


def create_app(db_path: str | Path, allowed_hosts: tuple[str, ...] = (), cache_bytes: int = 64_000_000):
    """The FastAPI app over the store at ``db_path``, opened read-only for every request.

    Only requests whose ``Host`` is a loopback name (``middleware.LOOPBACK_HOSTS``) or one of
    ``allowed_hosts`` are answered; GET pages are cached while the store is unchanged, up to
    ``cache_bytes`` (0: no cache)."""
    from .middleware import LOOPBACK_HOSTS, HeadAsGet, HostAllowList, ResponseCache, SecurityHeaders

    db = Path(db_path)
    if not db.is_file():
        raise StoreError(f"{db}: no such store")
    with Store(db, readonly=True) as st:  # fail now, clearly, if it cannot be opened
        from ..reextract import stale_articles

        stale = len(stale_articles(st))  # articles extracted with older rules: said on every page

    from importlib.metadata import PackageNotFoundError, version

    try:
        app_version = version("storyline")
    except PackageNotFoundError:
        app_version = "0"
    app = FastAPI(title="storyline", version=app_version, docs_url=None, redoc_url=None,
                  description="Stories, cross-checked briefs and cleaned articles from a storyline store "
                              "(read-only). Every page of the web UI has a twin here under /api.")
    templates = _templates()
    templates.env.globals["stale_rules"] = stale
    if cache_bytes:
        app.add_middleware(ResponseCache, db=str(db.resolve()), max_bytes=cache_bytes)
    app.add_middleware(HeadAsGet)
    app.add_middleware(HostAllowList, allowed=tuple(LOOPBACK_HOSTS) + tuple(allowed_hosts),
                       page=_plain_page("Bad request", "This server does not answer for that host name."))
    app.add_middleware(SecurityHeaders, headers=SECURITY_HEADERS)  # added last: the outermost

    def store():
        st = Store(db, readonly=True)
        try:
            st.conn.execute("PRAGMA query_only = ON")
            yield st
        finally:
            st.close()

    def page(request: Request, name: str, status: int = 200, **ctx):
        return templates.TemplateResponse(request, name, ctx, status_code=status)

    def not_found(request: Request, what: str):
        return page(request, "error.html", 404, title="Not found", message=what)

    def flt(q, date_from, date_to, outlet, conflicts) -> queries.StoryFilter:
        return queries.StoryFilter(q=q or "", date_from=date_from or "", date_to=date_to or "",
                                   outlet=outlet or "", has_conflicts=bool(conflicts))

    # --- stories --------------------------------------------------------------------------
    q_param = Query("", max_length=200,
                    description="Full-text search over titles, article text, people and facts.")
    day = r"^(\d{4}-\d{2}-\d{2})?$"
    from_param = Query("", alias="from", pattern=day, description="Published on or after (YYYY-MM-DD).")
    to_param = Query("", alias="to", pattern=day, description="Published on or before (YYYY-MM-DD).")
    page_param = Query(1, alias="page", ge=1, le=100000, description="Page of 100 stories.")
    outlet_param = Query("", max_length=200, description="Only stories with an article from this outlet.")
    conflicts_param = Query(False, description="Only stories with at least one conflict.")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def stories_page(request: Request, q: str = q_param, date_from: str = from_param, date_to: str = to_param,
                     outlet: str = outlet_param, conflicts: bool = conflicts_param, page_no: int = page_param,
                     st: Store = Depends(store)):
        f = flt(q, date_from, date_to, outlet, conflicts)
        rows, total = queries.story_rows(st, f, PAGE_SIZE, (page_no - 1) * PAGE_SIZE)
        return page(request, "stories.html", f=f, rows=rows, total=total, page_no=page_no,
                    pages=max(1, -(-total // PAGE_SIZE)), outlets=queries.outlets(st),
                    api_url="/api/stories" + (f"?{request.url.query}" if request.url.query else ""),
                    csv_url="/stories.csv" + (f"?{request.url.query}" if request.url.query else ""))

    @app.get("/stories.csv", tags=["stories"], summary="The stories page as CSV", response_class=Response)
    def stories_csv(q: str = q_param, date_from: str = from_param, date_to: str = to_param,
                    outlet: str = outlet_param, conflicts: bool = conflicts_param, st: Store = Depends(store)):
        """Every story matching the filters (all pages): id, title, dates, counts, outlets, link."""
        rows, _ = queries.story_rows(st, flt(q, date_from, date_to, outlet, conflicts), limit=10 ** 9)
        return Response(export.stories_csv(rows), media_type="text/csv; charset=utf-8",
                        headers={"Content-Disposition": 'attachment; filename="stories.csv"'})

    @app.get("/api/stories", tags=["stories"], summary="Stories, newest first (the stories page)")
    def stories_api(q: str = q_param, date_from: str = from_param, date_to: str = to_param,
                    outlet: str = outlet_param, conflicts: bool = conflicts_param, page_no: int = page_param,
                    st: Store = Depends(store)) -> dict:
        """Each story with its outlets and its counts of articles, facts, conflicts and single-source facts;
        with `q`, the full-text matches that selected it (`matches`). 100 stories a page."""
        rows, total = queries.story_rows(st, flt(q, date_from, date_to, outlet, conflicts), PAGE_SIZE,
                                         (page_no - 1) * PAGE_SIZE)
        return {"total": total, "page": page_no, "page_size": PAGE_SIZE, "stories": rows}

    @app.get("/api/search", tags=["stories"], summary="Full-text search hits")
    def search_api(q: str = Query(..., min_length=1, max_length=200), st: Store = Depends(store)) -> dict:
        """Raw FTS5 hits (articles and stories) with a snippet; matches are marked with [ ]. Each word
        also matches the words it begins."""
        return {"query": q, "hits": st.search(q, prefix=True)}

    # --- one story ------------------------------------------------------------------------
    def load_story(st: Store, sid: str) -> tuple[str | None, dict | None]:
        live = st.resolve_story(sid)
        return live, (st.brief(live) if live else None)

    @app.get("/story/{sid}", response_class=HTMLResponse, include_in_schema=False)
    def story_page(request: Request, sid: str, status: str = Query("", pattern=STATUS_PATTERN),
                   st: Store = Depends(store)):
        live, brief = load_story(st, sid)
        if live and live != sid:
            more = f"?status={status}" if status else ""
            return RedirectResponse(f"/story/{quote(live, safe='')}{more}", status_code=307)
        if brief is None:
            why = "Its brief has not been built yet." if live else "There is no such story in this store."
            return not_found(request, f"Story {sid!r}: {why}")
        texts = {a.id: a.text for a in st.articles([a["id"] for a in brief["articles"]])}
        cite = lambda aid, sentence: views.citation(brief, aid, sentence, texts)  # noqa: E731
        evidence_link = {}
        for fct in brief["facts"]:
            for e in fct["evidence"]:
                evidence_link.setdefault((fct["id"], e["article"]), views.evidence_url(e["article"], fct["id"]))
        dates = sorted(d for a in brief["articles"] if (d := (a.get("published") or "")[:10]))
        matrix = views.fact_matrix(brief)
        outlet_map = views.outlet_of(brief)
        shown = [r for r in matrix["rows"] if not status or r["status"] == status]
        return page(request, "story.html", s=brief, matrix={**matrix, "rows": shown}, only=status,
                    n_facts=len(matrix["rows"]), cite=cite,
                    evidence_link=evidence_link, outlet=outlet_map, outlets=views.story_outlets(brief),
                    by_outlet=lambda ids: views.by_outlet(ids, outlet_map),
                    quotes=views.quotes_by_speaker(brief), coverage=charts.coverage_chart(brief),
                    tl_chart=charts.timeline_chart(brief), timeline=views.timeline(brief),
                    edits=views.story_edits(st.edits(), [a["id"] for a in brief["articles"]]),
                    first=dates[0] if dates else "", last=dates[-1] if dates else "",
                    n_single=sum(f["status"] == "single-source" for f in brief["facts"]))

    @app.get("/api/story/{sid}", tags=["stories"], summary="A story's brief (the JSON contract) and its fact matrix")
    def story_api(sid: str, st: Store = Depends(store)):
        """The story dict of the JSON contract (see DESIGN.md), plus `fact_matrix`: facts × outlets,
        each cell supported / denied / conflicting / silent. A merged story redirects to the story it joined."""
        live, brief = load_story(st, sid)
        if live and live != sid:
            return RedirectResponse(f"/api/story/{quote(live, safe='')}", status_code=307)
        if brief is None:
            raise HTTPException(404, f"no story {sid!r}")
        edits = views.story_edits(st.edits(), [a["id"] for a in brief["articles"]])
        return {**brief, "fact_matrix": views.fact_matrix(brief), "edits": edits}

    @app.get("/story/{sid}/facts.csv", tags=["stories"], summary="A story's facts as CSV", response_class=Response)
    def story_facts_csv(sid: str, st: Store = Depends(store)):
        """One row per fact: id, status, kind, support, outlets, text, articles, evidence sentences."""
        live, brief = load_story(st, sid)
        if brief is None:
            raise HTTPException(404, f"no story {sid!r}")
        return Response(export.facts_csv(brief), media_type="text/csv; charset=utf-8",
                        headers={"Content-Disposition": f'attachment; filename="{live}-facts.csv"'})

    # --- one article ----------------------------------------------------------------------
    def article_data(st: Store, aid: str) -> dict | None:
        art = st.article(aid)
        if art is None:
            return None
        sid = queries.article_story(st, aid)
        brief = st.brief(sid) if sid else None
        facts = {f["id"]: f for f in (brief or {}).get("facts", [])}
        spans = views.evidence_spans(brief or {}, aid, len(art.text))
        return {
            "id": art.id, "source": art.source, "title": art.title, "url": art.url,
            "published": art.published.isoformat() if art.published else None, "path": art.path,
            "story": sid, "story_title": (brief or {}).get("title"), "copy_of": queries.copy_of(st, aid),
            "text": art.text, "removed": [{"text": r.text, "why": r.why} for r in art.removed],
            "evidence": [{"fact": k, "start": s, "end": e, "status": facts[k]["status"], "fact_text": facts[k]["text"]}
                         for s, e, k in spans],
        }

    @app.get("/article/{aid:path}", response_class=HTMLResponse, include_in_schema=False)
    def article_page(request: Request, aid: str, hl: str = Query("", pattern=r"^(\d+-\d+)?$"),
                     fact: str = Query("", pattern=r"^[\w-]{0,64}$", description="The fact to emphasise."),
                     st: Store = Depends(store)):
        data = article_data(st, aid)
        if data is None:
            return not_found(request, f"There is no article {aid!r} in this store.")
        spans = [(e["start"], e["end"], e["fact"]) for e in data["evidence"]]
        if hl:
            a, b = (int(x) for x in hl.split("-"))
            if 0 <= a < b <= len(data["text"]):
                spans.append((a, b, "cite"))
        facts_here = []
        for e in data["evidence"]:
            if all(f["fact"] != e["fact"] for f in facts_here):
                facts_here.append(e)
        status = {e["fact"]: e["status"] for e in data["evidence"]}
        came_from = next((e for e in facts_here if e["fact"] == fact), None)
        return page(request, "article.html", a=data, segments=views.highlight(data["text"], spans, status, fact),
                    facts_here=facts_here, url=views.safe_url(data["url"]), came_from=came_from)

    @app.get("/api/article/{aid:path}", tags=["articles"], summary="A cleaned article with its evidence spans")
    def article_api(aid: str, st: Store = Depends(store)) -> dict:
        """The cleaned text, the page furniture removed from it (with the reason), and every evidence span
        (character offsets into `text`) with the fact it supports."""
        data = article_data(st, aid)
        if data is None:
            raise HTTPException(404, f"no article {aid!r}")
        return data

    # --- assets and docs ------------------------------------------------------------------
    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    def docs(request: Request, st: Store = Depends(store)):
        rows, _ = queries.story_rows(st, queries.StoryFilter(), limit=1)
        sid = rows[0]["id"] if rows else None
        aid = next(iter(st.story_articles(sid)), None) if sid else None
        examples = {k: v for k, v in (("sid", sid), ("aid", aid), ("q", "")) if v is not None}

        def example_url(path: str) -> str | None:
            if "{sid}" in path:
                return path.replace("{sid}", quote(sid, safe="")) if sid else None
            if "{aid}" in path:
                return path.replace("{aid}", quote(aid, safe="")) if aid else None
            if path == "/api/search":
                return "/api/search?q=" + quote((rows[0]["title"].split() or ["news"])[0], safe="") if rows else None
            return path

        return page(request, "docs.html", api=app.openapi(), examples=examples, example_url=example_url)

    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")

    _error_pages(app, page)
    return app


_TITLES = {400: "Bad request", 404: "Not found", 405: "Not allowed", 422: "Not a valid address",
           500: "Something went wrong", 503: "The store cannot be read"}


def _plain_page(title: str, message: str) -> bytes:
    """A minimal HTML error page that needs no template (for refusals before the app runs)."""
    from html import escape

    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{escape(title)}</title></head>"
            f"<body><h1>{escape(title)}</h1><p>{escape(message)}</p><p><a href='/'>Back to the stories</a></p>"
            "</body></html>").encode("utf-8")


def _error_pages(app, page) -> None:
    """Errors as friendly HTML pages (JSON under /api, /static, /vendor and /openapi), each with
    the security headers, the 500 page included (it is sent from outside the other layers)."""
    from fastapi.exception_handlers import request_validation_exception_handler
    from fastapi.exceptions import RequestValidationError
    from starlette.exceptions import HTTPException as StarletteHTTPException

    def is_api(request: Request) -> bool:
        return request.url.path.startswith(("/api/", "/static/", "/vendor/", "/openapi"))

    def html_error(request: Request, status: int, message: str, headers=None):
        response = page(request, "error.html", status, title=_TITLES.get(status, "Error"), message=message)
        response.headers.update(headers or {})
        return response

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc):
        headers = dict(exc.headers or {})
        if exc.status_code == 405:
            headers["Allow"] = "GET, HEAD"  # HEAD is answered too (middleware.HeadAsGet)
        if is_api(request):
            return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=headers)
        message = {404: "There is no such page.", 405: "This page can only be read (GET or HEAD)."}.get(
            exc.status_code, str(exc.detail))
        return html_error(request, exc.status_code, message, headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc):
        if is_api(request):
            return await request_validation_exception_handler(request, exc)
        where = ", ".join(".".join(str(x) for x in e.get("loc", ())[1:]) or "address" for e in exc.errors())
        return html_error(request, 422, f"This page does not accept the value given for: {where}.")

    @app.exception_handler(StoreError)
    async def store_error(request: Request, exc):
        if is_api(request):
            return JSONResponse({"detail": "the store cannot be read"}, status_code=503)
        return html_error(request, 503, "The store cannot be read right now; try again in a moment.")

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc):
        if is_api(request):
            return JSONResponse({"detail": "internal error"}, status_code=500, headers=SECURITY_HEADERS)
        return HTMLResponse(_plain_page(_TITLES[500], "The page could not be made; the error is in the server's log."),
                            status_code=500, headers=SECURITY_HEADERS)


def serve(db_path: str | Path, host: str = "127.0.0.1", port: int = 8000, allowed_hosts: tuple[str, ...] = (),
          workers: int = 1, cache_bytes: int = 64_000_000) -> None:
    """Run the app with uvicorn (loopback by default; pass host="0.0.0.0" to bind elsewhere).

    The bound address is an allowed ``Host`` besides the loopback names and ``allowed_hosts``.
    ``workers`` > 1 runs that many processes (each with its own cache) on one socket."""
    import json
    import os

    import uvicorn

    hosts = tuple(allowed_hosts) + ((host,) if host not in ("0.0.0.0", "::", "") else ())
    app = create_app(db_path, hosts, cache_bytes)  # fails now, clearly, if the store cannot be opened
    print(f"storyline: serving {db_path} read-only on http://{host}:{port}/ (API docs at /docs)")
    if host in ("0.0.0.0", "::", ""):
        print("storyline: answering for the host names 127.0.0.1, localhost, ::1"
              + "".join(f", {h}" for h in allowed_hosts) + " (add the names clients use with --allow-host NAME)")
    common = dict(host=host, port=port, log_level="warning", proxy_headers=False, server_header=False,
                  http="storyline.web.nodelay:NoDelayH11")
    if workers <= 1:
        uvicorn.run(app, **common)
        return
    os.environ[_SERVE_ENV] = json.dumps({"db": str(Path(db_path).resolve()), "hosts": list(hosts),
                                         "cache_bytes": cache_bytes})
    uvicorn.run("storyline.web.app:app_from_env", factory=True, workers=workers, **common)


_SERVE_ENV = "STORYLINE_SERVE"


def app_from_env():
    """The app of one worker process of ``serve(..., workers=N)`` (its settings come in the environment)."""
    import json
    import os

    conf = json.loads(os.environ[_SERVE_ENV])
    return create_app(conf["db"], tuple(conf["hosts"]), conf["cache_bytes"])
