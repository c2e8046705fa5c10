"""HTML pages: headings, paragraphs, list items and table rows in document order.

Parsed with BeautifulSoup over lxml (never patterns over markup). The main content is
read when the page marks it (<main>, else its only <article>); scripts, styles,
navigation, forms and page chrome are skipped.
"""

import re
from collections.abc import Iterator

from bs4 import BeautifulSoup, CData, NavigableString, PageElement, Tag

from graph.documents._blocks import Extracted, Paragraph, assemble

_SKIPPED = {
    "script", "style", "noscript", "template", "nav", "aside", "form", "button", "select", "svg", "canvas",
    "iframe", "object", "embed", "head", "dialog",
}  # fmt: skip
_CHROME = {"header", "footer"}  # the site's banner and footer, unless inside the main content
_CHROME_ROLES = {"navigation", "banner", "contentinfo", "search", "complementary"}
_BLOCK_KINDS = {
    **{f"h{n}": "heading" for n in range(1, 7)},
    "li": "list_item",
    "tr": "table_row",
    **dict.fromkeys(["p", "blockquote", "pre", "dt", "dd", "figcaption", "caption", "address", "summary"], "paragraph"),
}
# Elements that only group blocks: text directly inside them is still a paragraph of its own.
_CONTAINERS = {
    "html", "body", "main", "article", "section", "div", "ul", "ol", "dl", "table", "thead", "tbody", "tfoot",
    "figure", "details", "fieldset", "header", "footer", "hr", "center",
}  # fmt: skip
_CELLS = ["td", "th"]
_WHITESPACE = re.compile(r"\s+")  # over text content only, to fold the source's line wrapping


def read_html(data: bytes) -> Extracted:
    """The readable text of a page; the parser reads the charset from the page itself."""
    soup = BeautifulSoup(data, "lxml")
    root = _content_root(soup)
    return assemble("html", _Reader(inside_main=root.name in ("main", "article")).read(root))


def _content_root(soup: BeautifulSoup) -> Tag:
    main = soup.find("main") or soup.find(attrs={"role": "main"})
    if isinstance(main, Tag):
        return main
    articles = soup.find_all("article")
    if len(articles) == 1:
        return articles[0]
    return soup.body or soup


class _Reader:
    """Walks the tree once, gathering inline text until a block element closes it."""

    def __init__(self, *, inside_main: bool) -> None:
        self.paragraphs: list[Paragraph] = []
        self.inside_main = inside_main
        self._parts: list[str] = []
        self._kinds: list[str] = ["paragraph"]
        self._marker = ""  # a list item's marker, waiting for the item's first text
        self._numbers: dict[int, int] = {}  # id(<ol>) -> the number of its next item

    def read(self, root: Tag) -> list[Paragraph]:
        # An explicit stack, not recursion: real pages nest elements thousands deep.
        stack: list[tuple[Tag, Iterator[PageElement]]] = []
        if self._enter(root):
            stack.append((root, iter(root.children)))
        while stack:
            tag, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                self._leave(tag)
            elif isinstance(child, Tag):
                if self._enter(child):
                    stack.append((child, iter(child.children)))
            elif type(child) in (NavigableString, CData):  # not comments, doctypes or processing instructions
                self._parts.append(_WHITESPACE.sub(" ", child))
        self._flush()
        return self.paragraphs

    def _enter(self, tag: Tag) -> bool:
        """Take an element's start; whether its children are to be read."""
        name = tag.name
        if name in _SKIPPED or tag.get("role") in _CHROME_ROLES or tag.has_attr("hidden"):
            return False
        if name in _CHROME and not self.inside_main:
            return False
        if name == "br":
            self._parts.append("\n")
            return False
        if name == "tr":
            self._flush()
            cells = [" ".join(cell.get_text(" ").split()) for cell in tag.find_all(_CELLS, recursive=False)]
            self.paragraphs.append(Paragraph(" | ".join(c for c in cells if c), "table_row"))
            return False
        if _is_block(name):
            self._flush()
            self._kinds.append(_BLOCK_KINDS.get(name, "paragraph"))
            if name == "li":
                self._marker = self._list_marker(tag)
        return True

    def _leave(self, tag: Tag) -> None:
        if _is_block(tag.name):
            self._flush()
            self._kinds.pop()
        if tag.name == "li":
            self._marker = ""  # an item with no text at all leaves no marker behind

    def _flush(self) -> None:
        text = "".join(self._parts)
        self._parts.clear()
        if not text.strip():
            return
        # <li><p>text</p></li>: the item's text sits in a nested block, which takes the marker.
        kind = "list_item" if self._marker else self._kinds[-1]
        self.paragraphs.append(Paragraph(self._marker + text.strip(), kind))
        self._marker = ""

    def _list_marker(self, item: Tag) -> str:
        parent = item.parent
        if not isinstance(parent, Tag) or parent.name != "ol":
            return "- "
        if id(parent) not in self._numbers:
            start = parent.get("start")
            self._numbers[id(parent)] = int(start) if isinstance(start, str) and start.lstrip("-").isdigit() else 1
        number = self._numbers[id(parent)]
        self._numbers[id(parent)] = number + 1
        return f"{number}. "


def _is_block(name: str) -> bool:
    return name in _BLOCK_KINDS or name in _CONTAINERS
