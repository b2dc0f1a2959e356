"""The list's words on the screens: each entry of a list journal as a line (the List panel's
latest action, History), a name's row in the panel, a game's list rules, a move slip.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from floorapp.lists import (
    AddName,
    AskTableChange,
    BoardNames,
    CallMustMove,
    CallName,
    CancelCall,
    EditName,
    MarkNoShow,
    MoveName,
    NoShowRule,
    RemoveName,
    SeatName,
    Slip,
    Source,
    Spot,
    Step,
)
from floorapp.lists.moves import BreakTable, RoomAction
from floorapp.storage.list_journal import ListEntryKind

from .choices import choice_word
from .numbers import plural

translate = QCoreApplication.translate
TableName = Callable[[int], str]
"""Names a table by its id."""


def spot_text(spot: Spot, table_name: TableName) -> str:
    """ "seat 5 of Table 3"."""
    return translate("List", "seat {seat} of {table}").format(
        seat=spot.seat, table=table_name(spot.table))


def minutes_text(minutes: int) -> str:
    """ "7 min"."""
    return plural(translate("List", "%n min", "", minutes), minutes)


def list_action_text(action: RoomAction, steps: tuple[Step, ...],
                     table_name: TableName) -> str:
    """What a list action did, in one line ("Ann called to seat 5 of Table 3")."""
    name = steps[0].name if steps else ""
    match action:
        case AddName():
            return translate("List", "{name} put on the list").format(name=name)
        case AskTableChange(seated_at=spot):
            return translate("List", "{name} asks for a table change (now at {spot})").format(
                name=name, spot=spot_text(spot, table_name))
        case RemoveName():
            return translate("List", "{name} taken off the list").format(name=name)
        case EditName(name=new):
            old = steps[0].before.name if steps and steps[0].before else new
            if old != new:
                return translate("List", "{old} written as {name}").format(old=old, name=new)
            return translate("List", "Note beside {name} changed").format(name=new)
        case MoveName(index=index):
            return translate("List", "{name} moved to place {place}").format(
                name=name, place=index + 1)
        case CallName(spot=spot):
            return translate("List", "{name} called to {spot}").format(
                name=name, spot=spot_text(spot, table_name))
        case CallMustMove(spot=spot):
            return translate("List", "{name} (must-move) called to {spot}").format(
                name=name, spot=spot_text(spot, table_name))
        case CancelCall():
            return translate("List", "Call of {name} cancelled").format(name=name)
        case MarkNoShow():
            if steps and steps[0].after is None:
                return translate("List", "{name} did not come: off the list").format(name=name)
            return translate("List", "{name} did not come: to the bottom of the list").format(
                name=name)
        case SeatName(spot=spot, choice=choice):
            return translate("List", "{name} seated at {spot} ({choice})").format(
                name=name, spot=spot_text(spot, table_name), choice=choice_word(choice))
        case BreakTable(table_id=table_id):
            return translate("List", "{table} broken up").format(table=table_name(table_id))
    raise AssertionError(f"not a list action: {action!r}")


def list_entry_line(kind: ListEntryKind, action: RoomAction | None, steps: tuple[Step, ...],
                    document: object, table_name: TableName, game: str) -> str:
    """One entry of a game's list journal in words (History, the panel's latest action)."""
    match kind:
        case ListEntryKind.CREATE:
            return translate("List", "Game {game} added").format(
                game=_document_name(document) or game)
        case ListEntryKind.RENAME:
            return translate("List", "Game renamed {game}").format(
                game=_document_name(document) or game)
        case ListEntryKind.RULES:
            return translate("List", "List rules changed: {rules}").format(
                rules=_rules_words(document))
        case ListEntryKind.CLOSE:
            return translate("List", "Game closed (no longer offered)")
        case ListEntryKind.REOPEN:
            return translate("List", "Game offered again")
    if action is None:
        return str(kind)
    text = list_action_text(action, steps, table_name)
    if kind is ListEntryKind.UNDO:
        return translate("List", "Undone: {action}").format(action=text)
    if kind is ListEntryKind.REDO:
        return translate("List", "Redone: {action}").format(action=text)
    return text


def latest_line(at: datetime, text: str) -> str:
    """The panel's line under the list: "21:04 Ann called to seat 5 of Table 3"."""
    return f"{at.astimezone().strftime('%H:%M')} {text}"


def _document_name(document: object) -> str:
    if isinstance(document, dict) and isinstance(document.get("name"), str):
        return str(document["name"])
    return ""


def _rules_words(document: object) -> str:
    rules = document.get("rules") if isinstance(document, dict) else None
    if not isinstance(rules, dict):
        return ""
    parts = []
    try:
        if "no_show" in rules:
            parts.append(no_show_label(NoShowRule(rules["no_show"])))
        if "board_names" in rules:
            parts.append(board_names_label(BoardNames(rules["board_names"])))
    except ValueError:
        return ""
    return "; ".join(parts)


def no_show_label(rule: NoShowRule) -> str:
    """A game's no-show rule, as its choice reads."""
    labels = {
        NoShowRule.BOTTOM: QCoreApplication.translate(
            "List", "A no-show goes to the bottom of the list"),
        NoShowRule.OFF: translate("List", "A no-show is taken off the list"),
    }
    return labels[rule]


def board_names_label(rule: BoardNames) -> str:
    """How the board writes names, as its choice reads."""
    labels = {
        BoardNames.FULL: translate("List", "The board shows full names"),
        BoardNames.SHORT: QCoreApplication.translate(
            "List", "The board shows first names and initials (Ann B.)"),
        BoardNames.INITIALS: QCoreApplication.translate(
            "List", "The board shows initials only (A. B.)"),
    }
    return labels[rule]


def source_word(source: Source) -> str:
    """How a name came onto the list, in a word."""
    words = {
        Source.LIST: translate("List", "list"),
        Source.TABLE_CHANGE: translate("List", "table change"),
        Source.MUST_MOVE: translate("List", "must-move"),
    }
    return words[source]


def slip_destination(slip: Slip, table_name: TableName) -> str:
    """Where a move slip sends a player: "Table 2, seat 4", or the top of the list."""
    if slip.to is None:
        return translate("List", "to the top of the list")
    return translate("List", "{table}, seat {seat}").format(
        table=table_name(slip.to.table), seat=slip.to.seat)


def assign_text(game: str, feeds: str | None) -> str:
    """A table put in a game (and made a must-move table feeding ``feeds``, or not)."""
    if feeds is None:
        return translate("List", "Table of the game {game}").format(game=game)
    return translate("List", "Must-move table of the game {game}, feeding {table}").format(
        game=game, table=feeds)
