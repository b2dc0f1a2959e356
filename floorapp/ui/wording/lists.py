"""The list's words: why a list action is refused (:class:`~floorapp.lists.ListCode` and its
facts), and what another screen did to a list."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from floorapp.lists import NOTE_LIMIT, ListCode, ListRefused
from floorapp.rules import NAME_LIMIT


def list_refusal_text(refusal: ListRefused, table_name: Callable[[int], str]) -> str:
    """Why a list action is refused, in one sentence; ``table_name`` names a table by its id
    (a fact ``table`` may also be a table's name already)."""
    facts: dict[str, int | str] = dict(refusal.facts)
    table = facts.get("table")
    if isinstance(table, int):
        facts["table"] = table_name(table)
    texts = {
        ListCode.BAD_NAME: QCoreApplication.translate(
            "ListRefusal", "A player's name is 1 to {limit} characters long, on one line."),
        ListCode.BAD_NOTE: QCoreApplication.translate(
            "ListRefusal", "A note is at most {limit} characters, on one line."),
        ListCode.NOT_ON_LIST: QCoreApplication.translate(
            "ListRefusal", "That name is no longer on the list."),
        ListCode.ALREADY_CALLED: QCoreApplication.translate(
            "ListRefusal", "{name} has been called to a seat already."),
        ListCode.NOT_CALLED: QCoreApplication.translate(
            "ListRefusal", "{name} has not been called to a seat."),
        ListCode.CALLED_ELSEWHERE: QCoreApplication.translate(
            "ListRefusal", "{name} was called to seat {seat} of {table}."),
        ListCode.SEAT_CALLED: QCoreApplication.translate(
            "ListRefusal", "Seat {seat} of {table} is held for {name}, who was called to it: "
            "seat {name} there, or cancel the call first."),
        ListCode.SAME_PLACE: QCoreApplication.translate(
            "ListRefusal", "{name} is already at place {place}."),
        ListCode.BAD_PLACE: QCoreApplication.translate(
            "ListRefusal", "{name} cannot go to place {place}: table changes stay before "
            "the list."),
        ListCode.AWAY_AT_TABLE: QCoreApplication.translate(
            "ListRefusal", "{name} is away from seat {seat} of {table}: {name} moves once "
            "back there."),
        ListCode.TABLE_MOVED_ON: QCoreApplication.translate(
            "ListRefusal", "{table} has moved on since (an action was taken there after it): "
            "undo there first."),
        ListCode.CHANGED_SINCE: QCoreApplication.translate(
            "ListRefusal", "{name} has changed on the list since: this can no longer be "
            "undone or redone."),
    }
    words: dict[str, int | str] = {
        "limit": NAME_LIMIT if refusal.code is ListCode.BAD_NAME else NOTE_LIMIT, **facts}
    text = texts[refusal.code]
    for key in ("name", "seat", "table", "place", "limit"):
        words.setdefault(key, "")
    return text.format(**words)


def list_moved_on_text(game: str) -> str:
    """A list action refused because another screen changed the list first."""
    return QCoreApplication.translate(
        "ListRefusal", "The list of {game} changed on another screen: it now shows the latest; "
        "nothing was done here.").format(game=game)
