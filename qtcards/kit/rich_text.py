"""Rich text a plugin means as such (a rules page, a score sheet), rebuilt from a short
list of tags that load nothing.

Qt renders rich text with every feature it has: ``<img src="file:///dev/zero">`` reads
the device until memory runs out, thousands of nested tables overflow its stack, a
megabyte of text takes seconds to lay out. :func:`safe_html` keeps only the tags and
attributes a rules page or a score sheet needs (no image, no style sheet, no link but
to a place on the same page: nothing that names a resource), at most :data:`MAX_DEPTH`
deep (and tables at most :data:`MAX_TABLES` one inside another), of at most
:data:`RICH_LIMIT` characters; whatever else is there stays as text, escaped. (Imported
when a page or a panel is first shown: ``html`` is no part of start-up.)
"""

from __future__ import annotations

import re
from html import escape
from html.parser import HTMLParser

#: The characters of rich text read; the rest is left out (with an ellipsis).
RICH_LIMIT = 200_000
#: Tags nested deeper than this are dropped (their text is kept).
MAX_DEPTH = 24
#: The most tables one inside another: Qt lays nested tables out slowly (200 nests of 8
#: froze the window 1.8 s); the rules pages use one.
MAX_TABLES = 3
#: The tags that make up a table (dropped with a table nested too deep).
TABLE_PARTS = frozenset({"table", "tr", "th", "td"})
#: Each tag kept, and the attributes it may keep.
TAGS: dict[str, frozenset[str]] = {
    **{tag: frozenset({"align"}) for tag in ("h1", "h2", "h3", "h4", "h5", "h6", "p", "div")},
    **{
        tag: frozenset()
        for tag in (
            "b",
            "strong",
            "i",
            "em",
            "u",
            "s",
            "small",
            "big",
            "sub",
            "sup",
            "code",
            "tt",
            "pre",
            "span",
            "ul",
            "ol",
            "li",
            "dl",
            "dt",
            "dd",
            "blockquote",
            "br",
            "hr",
            "thead",
            "tbody",
            "tfoot",
        )
    },
    "a": frozenset({"href", "name"}),  # a link within the page ("#name") or its target
    "table": frozenset({"align", "border", "cellspacing", "cellpadding", "width"}),
    "tr": frozenset({"align", "valign"}),
    "th": frozenset({"align", "valign", "colspan", "rowspan", "width"}),
    "td": frozenset({"align", "valign", "colspan", "rowspan", "width"}),
}
#: Tags whose content is not text to show.
HIDDEN = frozenset({"script", "style", "head", "title", "object", "svg", "math", "template"})
VOID = frozenset({"br", "hr"})
#: The values an attribute may have.
VALUES = {
    "href": re.compile(r"#[A-Za-z0-9_-]{1,40}"),
    "name": re.compile(r"[A-Za-z0-9_-]{1,40}"),
    "align": re.compile(r"left|right|center|justify", re.IGNORECASE),
    "valign": re.compile(r"top|middle|bottom", re.IGNORECASE),
    "width": re.compile(r"[0-9]{1,4}%?"),
    "border": re.compile(r"[0-9]{1,2}"),
    "cellspacing": re.compile(r"[0-9]{1,2}"),
    "cellpadding": re.compile(r"[0-9]{1,2}"),
    "colspan": re.compile(r"[0-9]{1,2}"),
    "rowspan": re.compile(r"[0-9]{1,2}"),
}


class _Rebuilder(HTMLParser):
    """Writes out the allowed tags, attributes and the text of the HTML it is fed."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[str] = []  # the kept tags now open, outermost first
        self.hidden = 0  # hidden tags now open
        self.deep_tables = 0  # tables now open beyond MAX_TABLES (their text is kept)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in HIDDEN:
            self.hidden += 1
            return
        if tag == "table" and (self.deep_tables or self.open.count("table") >= MAX_TABLES):
            self.deep_tables += 1
        if tag not in TAGS or self.hidden or len(self.open) >= MAX_DEPTH or (self.deep_tables and tag in TABLE_PARTS):
            return
        kept = "".join(
            f' {name}="{value}"'
            for name, value in attrs
            if name in TAGS[tag] and value is not None and VALUES[name].fullmatch(value.strip())
        )
        if tag == "a" and not kept:
            return  # a link out of the page: only its text is kept
        self.out.append(f"<{tag}{kept}>")
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag in HIDDEN:
            self.hidden = max(0, self.hidden - 1)
            return
        if tag == "table" and self.deep_tables:
            self.deep_tables -= 1
            return
        if tag not in self.open or (self.deep_tables and tag in TABLE_PARTS):
            return
        while self.open:
            last = self.open.pop()
            self.out.append(f"</{last}>")
            if last == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.out.append(escape(data, quote=False))

    def result(self) -> str:
        self.close()
        return "".join(self.out) + "".join(f"</{tag}>" for tag in reversed(self.open))


def safe_html(html: str, limit: int = RICH_LIMIT) -> str:
    """Rich text that loads nothing and nests at most :data:`MAX_DEPTH` deep.

    Only the tags of :data:`TAGS` are kept, each with its allowed attributes of an
    allowed value; other tags are dropped, their text kept (that of :data:`HIDDEN`
    tags too is dropped). Input past ``limit`` characters is left out, with "…".
    """
    rebuilder = _Rebuilder()
    rebuilder.feed(html[:limit])
    return rebuilder.result() + ("…" if len(html) > limit else "")
