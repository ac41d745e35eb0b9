"""HTML pages (``.html``, ``.htm``, ``.html.gz``) through trafilatura 2.3.1.

``read_html`` is also what the JSONL and WARC readers call for embedded pages.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import InputError
from ..model import Article
from .headline import strip_site_name
from .raw import declared_charset, decode, file_stem, first_line, hostname, parse_date, short_reason, with_article_text


def html_to_str(html: str | bytes, path: str, content_type: str | None = None) -> str:
    """Decode page bytes: BOM, then the declared charset (HTTP header or ``<meta>``), then UTF-8/cp1252."""
    if isinstance(html, str):
        return html
    return decode(html, path, declared_charset(html, content_type))


def read_html(
    html: str | bytes,
    *,
    id: str,
    path: str,
    url: str | None = None,
    content_type: str | None = None,
) -> Article | None:
    """One raw Article out of an HTML page, or None when trafilatura finds no article text.

    Source is the outlet (``storyline.outlets.outlet_name``): the site name trafilatura finds or
    the web domain of the canonical or given URL, by its known name where the outlet table has
    it, else the file name of ``path`` until the store names it (``source_known=False``). The title is the page's without the site's
    name (``headline.strip_site_name``: "Alibaba to raise $12.9bn - CityAM" -> "Alibaba to ..."). Raises ``InputError`` for binary data
    or a page lxml cannot parse.
    """
    import trafilatura

    page = html_to_str(html, path, content_type)
    if not page.strip():
        return None
    try:
        doc = trafilatura.bare_extraction(page, url=url, with_metadata=True, include_comments=False)
    except Exception as exc:  # lxml and trafilatura fail on hostile markup in many ways
        raise InputError(path, f"could not parse HTML ({short_reason(exc)})") from None
    text = "" if doc is None or isinstance(doc, dict) else (doc.text or "").strip()
    if not text:
        return _deep(page, id=id, path=path, url=url)
    page_url = (doc.url or url or "").strip() or None
    if page_url and not page_url.lower().startswith(("http://", "https://")):
        page_url = url
    from ..outlets import outlet_name

    site = (doc.sitename or "").strip()
    host = hostname(page_url) or hostname(url) or (doc.hostname or "").strip() or None
    source = outlet_name([site], [u for u in (page_url, url, host) if u], guessed=True)
    return Article(
        id=id,
        source=source or Path(path).name,
        title=strip_site_name(doc.title or "", site or None, host) or first_line(text),
        text=text,
        url=page_url,
        published=parse_date(doc.date),
        path=path,
        source_known=bool(source),
    )


def _deep(page: str, *, id: str, path: str, url: str | None) -> Article | None:
    """The article of a page nested beyond lxml's depth, where trafilatura found no text
    (``html_deep.deep_page``: its title and body text; the cleaner takes its furniture out); None
    for any other page."""
    from ..outlets import outlet_name
    from .html_deep import deep_page

    found = deep_page(page)
    if found is None:
        return None
    title, text = found
    source = outlet_name([], [url]) if url else None
    return Article(id=id, source=source or Path(path).name, title=title or first_line(text), text=text,
                   url=url if url and url.lower().startswith(("http://", "https://")) else None, path=path,
                   source_known=bool(source))


def read_html_file(path: Path, data: bytes) -> Article:
    """Read one HTML file's bytes (already gunzipped) into a raw Article."""
    article = read_html(data, id=file_stem(path), path=str(path))
    if article is None:
        raise InputError(str(path), "no article text found")
    return with_article_text(article)
