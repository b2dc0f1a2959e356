"""The manual's text for Help → Manual, without Qt: ``docs/MANUAL.md`` as the window shows it.

The manual is installed with floorapp (read through :func:`floorapp.resources.read_doc`), its
pictures are not: the window leaves them out. Links inside the manual stay links to its
headings' anchors (the names GitHub gives them, :func:`heading_slug`); links to web pages stay;
links to other documents or to files become their plain words.
"""

from __future__ import annotations

import re

from floorapp import resources

MANUAL = "MANUAL.md"
"""The manual: the floor screen, the room, the list, training, for the floor and trainers."""
PICTURE = re.compile(r"^!\[[^\]]*\]\([^)]*\)[ \t]*\n?", re.M)
"""A picture on a line of its own: ``![The demo table](floor-screen-demo.png)``."""
LINK = re.compile(r"\[([^\]]*)\]\(([^)#\s]*)(#[^)\s]*)?\)")
"""A Markdown link: ``[text](DOCUMENT.md#anchor)``, ``[text](#anchor)``, ``[text](https://…)``."""


def manual_markdown() -> str:
    """The manual as the window shows it. Raises OSError (or ImportError) when it is not
    installed."""
    return in_window(resources.read_doc(MANUAL))


def in_window(markdown: str) -> str:
    """Pictures left out; a link inside the manual (``#anchor``) or to a web page kept, any
    other link (a document, a picture) its words alone."""

    def replace(match: re.Match[str]) -> str:
        text, target, fragment = match.group(1), match.group(2), match.group(3)
        if not target and fragment:
            return match.group(0)
        if target.startswith(("http://", "https://")):
            return match.group(0)
        return text

    return LINK.sub(replace, PICTURE.sub("", markdown))
