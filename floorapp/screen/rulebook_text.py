"""The rulebook's text for the Help window, without Qt: the documents, their links inside the
window, the anchors of rule ids and headings.

The window shows ``docs/RULES.md`` then ``docs/DECISIONS.md`` as one text. A rule id is an
``R-`` rule of the rulebook, a ``T-`` rule of its tournament part, an ``F-`` decision, a ``TQ-``
ruling of the tournament floor, or ``§8`` (what a deal shows); a heading's
anchor is the one GitHub gives it, so that the contents links of RULES.md work in both places.
"""

from __future__ import annotations

import re

from floorapp import resources

RULE_ID = re.compile(r"(?:(?:[RFT]|TQ)-\d\d|§\d+)")
"""A rule id as the program cites it: ``R-11``, ``T-18``, ``F-13``, ``TQ-11``, ``§8``."""
STARTS_WITH_RULE_ID = re.compile(rf"^({RULE_ID.pattern})(?=$|[\s:·])")
"""A heading, table cell or list entry that names a rule: ``R-11 · The big blind ...``."""
OWN_DOCUMENTS = {resources.RULEBOOK: "rules", resources.DECISIONS: "decisions"}
"""The documents the window shows, and the anchor of each one's start."""
LINK = re.compile(r"\[([^\]]*)\]\(([A-Z]+\.md)?(#[^)]*)?\)")
"""A Markdown link to another document and/or to an anchor: ``[F-13](DECISIONS.md)``."""


def rulebook_markdown() -> str:
    """The rulebook, then the decisions, with the links between them made links inside the
    window. Raises OSError (or ImportError) when the documents are not installed."""
    return "\n\n".join(
        in_window_links(resources.read_doc(name)) for name in OWN_DOCUMENTS
    )


def in_window_links(markdown: str) -> str:
    """Links to the rulebook or the decisions become links to their anchors in the window
    (``[F-13](DECISIONS.md)`` or ``[F-16 to F-20](DECISIONS.md)`` → ``#F-13`` / ``#F-16``,
    ``[text](RULES.md#2-house-rules)`` → ``#2-house-rules``, any other link to a document →
    its start); links to documents the window does not show become plain text."""

    def replace(match: re.Match[str]) -> str:
        text, document, fragment = match.group(1), match.group(2), match.group(3)
        if document is None:
            return match.group(0)
        if document not in OWN_DOCUMENTS:
            return text
        if fragment:
            return f"[{text}]({fragment})"
        rule = RULE_ID.match(text)
        target = rule.group(0) if rule else OWN_DOCUMENTS[document]
        return f"[{text}](#{target})"

    return LINK.sub(replace, markdown)


def heading_slug(text: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens
    (``2. House rules`` → ``2-house-rules``)."""
    kept = "".join(c for c in text.lower() if c.isalnum() or c in " -_")
    return kept.replace(" ", "-")
