"""Names as the room board shows them: in public view, the game's list rules may shorten
them (:class:`~.model.BoardNames`)."""

from __future__ import annotations

from .model import BoardNames


def board_name(name: str, rule: BoardNames) -> str:
    """``name`` as the board writes it: "Ann Brown", "Ann B." or "A. B."."""
    words = name.split()
    if rule is BoardNames.FULL or not words:
        return name
    initials = [f"{word[0]}." for word in words]
    if rule is BoardNames.INITIALS:
        return " ".join(initials)
    return " ".join([words[0], *initials[1:]])
