"""The text of an HTML page nested deeper than lxml can parse.

libxml2 (under lxml, under trafilatura) stops at 256 levels of nested elements: a page whose
article sits deeper (``<div>`` × 1,000 around a ``<p>``) comes out of trafilatura with no text at
all. ``deep_page`` reads such a page again with the standard library's ``html.parser``, which keeps
no tree and so has no depth limit: the page's title and the text of its body, one line per block
element, without scripts, styles, navigation and forms. The cleaner (``clean``) then takes the
page furniture out of that text as it does for any whole page. A page within the limit is not read
again: there trafilatura has said all there is.
"""

from __future__ import annotations

from collections import Counter
from html.parser import HTMLParser

#: deeper than this, libxml2 gives up (measured: a <p> at level 256 is read, at 257 it is lost)
LXML_DEPTH = 256

_VOID = frozenset("area base br col embed hr img input keygen link meta param source track wbr".split())
_SKIP = frozenset("script style noscript template svg math head iframe object canvas select textarea button "
                  "nav footer aside form".split())
_BLOCK = frozenset("p div br li ul ol dl dt dd h1 h2 h3 h4 h5 h6 article section main header blockquote pre "
                   "table tr td th figure figcaption hr address details summary".split())


class _PlainText(HTMLParser):
    """Title, body text and the deepest nesting of a page, in one pass and without a tree."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.open: Counter = Counter()  # of the stack, so that an end tag is matched without a scan
        self.depth = 0
        self.skipping = 0
        self.in_title = False
        self.title: list[str] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag == "title":
            self.in_title = True
        if tag in _SKIP:
            self.skipping += 1
        if tag in _BLOCK:
            self.parts.append("\n")
        if tag not in _VOID:
            self.stack.append(tag)
            self.open[tag] += 1
            self.depth = max(self.depth, len(self.stack))

    def handle_startendtag(self, tag: str, attrs) -> None:
        if tag in _BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if self.open[tag]:  # close up to the matching element (unclosed ones inside end with it)
            while self.stack:
                top = self.stack.pop()
                self.open[top] -= 1
                if top in _SKIP:
                    self.skipping = max(0, self.skipping - 1)
                if top == tag:
                    break
        if tag in _BLOCK:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title.append(data)
        elif not self.skipping:
            self.parts.append(data)


def deep_page(page: str) -> tuple[str, str] | None:
    """(title, text) of a page nested deeper than ``LXML_DEPTH``, read without lxml; None for a
    page within the limit or one without body text."""
    parser = _PlainText()
    parser.feed(page)
    parser.close()
    if parser.depth <= LXML_DEPTH:
        return None
    lines = (" ".join(line.split()) for line in "".join(parser.parts).split("\n"))
    text = "\n".join(line for line in lines if line)
    if not text:
        return None
    return " ".join("".join(parser.title).split()), text
