"""The board's words for one table: (label, value) lines, read from across the room.

The labels the room overview already uses keep their context and text (one translation).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from floorapp.lists import BoardNames, board_name
from floorapp.screen.board import open_seats
from floorapp.screen.event_scene import EventOverview
from floorapp.screen.lists import GameGlance
from floorapp.screen.scene import PuckKind, TableScene
from floorapp.ui import wording

BLIND_KINDS = (PuckKind.SMALL_BLIND, PuckKind.BIG_BLIND, PuckKind.THIRD_BLIND)


class Line:
    """What a line is about (the board colours each kind)."""

    BUTTON = "button"
    BLINDS = "blinds"
    OPEN = "open"
    MISSED = "missed"
    LOCKED = "locked"
    CALLED = "called"
    LIST = "list"


def board_lines(scene: TableScene) -> list[tuple[str, str, str]]:
    """A table on the board: (kind, label, value) for its button, blinds and open seats, then
    its missed-blind buttons and lock-ups when it has any."""
    button: list[str] = []
    blinds: list[tuple[int, str]] = []  # small blind first (sorted), whatever the seats
    missed: list[str] = []
    locked: list[str] = []
    for seat in scene.seats:
        title = wording.seat_title(seat.number, seat.name)
        for puck in seat.pucks:
            if puck.kind is PuckKind.BUTTON:
                button.append(_dead(title) if puck.dead else title)
            elif puck.kind in BLIND_KINDS:
                blind = f"{wording.blind_short_name(puck.kind, puck.post_kind)} {title}"
                blinds.append((BLIND_KINDS.index(puck.kind), _dead(blind) if puck.dead else blind))
            elif puck.kind is PuckKind.MISSED:
                assert puck.missed is not None
                missed.append(f"{title}: {wording.missed_phrase(puck.missed)}")
            elif puck.kind is PuckKind.LOCKUP:
                # a called seat's time says CALLED or TIME UP itself (his call's timer)
                locked.append(_lockup(title, seat.overdue and seat.called is None,
                                      wording.lockup_time(seat)))
    none = QCoreApplication.translate("Board", "none")
    seats = ", ".join(str(number) for number in open_seats(scene))
    blind_text = " · ".join(text for _, text in sorted(blinds))
    lines = [
        (Line.BUTTON, QCoreApplication.translate("Room", "Button"), ", ".join(button) or none),
        (Line.BLINDS, QCoreApplication.translate("Room", "Blinds"), blind_text or none),
        (Line.OPEN, QCoreApplication.translate("Board", "Open seats"), seats or none),
    ]
    if missed:
        lines.append((Line.MISSED, QCoreApplication.translate("Room", "Missed blinds"),
                      " · ".join(missed)))
    if locked:
        lines.append((Line.LOCKED, QCoreApplication.translate("Room", "Locked up"),
                      " · ".join(locked)))
    return lines


def _dead(text: str) -> str:
    return QCoreApplication.translate("Room", "{seat} (dead)").format(seat=text)


def _lockup(title: str, overdue: bool, time: str) -> str:
    """ "Seat 3 4/15 min", "Seat 3 16/15 min TIME UP", or "Seat 3" (time not known)."""
    parts = [title, time, wording.overdue_word() if overdue else ""]
    return " ".join(part for part in parts if part)


BOARD_NAMES_SHOWN = 15
"""The names of a list the board shows (the rest are counted)."""


def game_lines(glance: GameGlance, table_name: Callable[[int], str]
               ) -> list[tuple[str, str, str]]:
    """A game's list on the board: (kind, label, value) for its open seats, the names called
    to a seat (with the table and seat: the player looks for his name there) and the names
    waiting, shortened as the game's list rules say (the board is in public view: never a
    note). ``table_name`` names a table by its id."""
    translate = QCoreApplication.translate
    if glance.interest:
        seats = translate("Board", "no table open yet")
    else:
        seats = str(glance.open_seats) if glance.open_seats else translate("Board", "none")
    lines = [(Line.OPEN, translate("Board", "Seats for the list"), seats)]
    called = [
        f"{board_name(row.name, glance.board_names)} → "
        f"{wording.spot_text(row.called_to, table_name)}"
        for row in glance.sections.called if row.called_to is not None
    ]
    if called:
        lines.append((Line.CALLED, translate("Room", "Called"), " · ".join(called)))
    names = glance.board_rows()[len(glance.sections.called):]
    shown = [f"{number}. {name}" for number, name in
             enumerate(names[:BOARD_NAMES_SHOWN], start=1)]
    if len(names) > BOARD_NAMES_SHOWN:
        shown.append(translate("Board", "and {count} more").format(
            count=len(names) - BOARD_NAMES_SHOWN))
    label = (translate("Board", "Interest list") if glance.interest else
             translate("Board", "List"))
    lines.append((Line.LIST, label, " · ".join(shown) or translate("Board", "nobody waiting")))
    return lines


MOVES_SHOWN = 1
"""The latest moves between tables an event's card shows: the latest (a small wall screen
holds the event's card beside the room's games and tables; the floor's window has them all)."""


def event_lines(overview: EventOverview, playing: str, next_up: str
                ) -> list[tuple[str, str, str]]:
    """An event on the board: the level (or break) in play, what comes next on the clock,
    players left of the entrants and each table's players, and the latest moves ("Kim L.:
    table 4 → table 2 seat 6"; names shortened, as the board writes a list's)."""
    players = QCoreApplication.translate("Board", "{left} of {entrants}").format(
        left=overview.players_left, entrants=overview.entrants)
    tables = " · ".join(
        QCoreApplication.translate("Board", "{table}: {players}").format(
            table=row.number, players=row.players) for row in overview.tables)
    lines = [(Line.BUTTON, QCoreApplication.translate("Board", "Now"), playing),
             (Line.BLINDS, QCoreApplication.translate("Board", "Next"), next_up),
             (Line.OPEN, QCoreApplication.translate("Board", "Players left"),
              f"{players} · {tables}")]
    for move in overview.moves[:MOVES_SHOWN]:
        came_from = (QCoreApplication.translate("Board", "table {table}").format(
            table=move.from_table) if move.from_table is not None else "")
        went = QCoreApplication.translate("Board", "table {table} seat {seat}").format(
            table=move.to_table, seat=move.to_seat)
        lines.append((Line.CALLED, QCoreApplication.translate("Board", "Moved"),
                      f"{board_name(move.name, BoardNames.SHORT)}: {came_from} → {went}"))
    return lines
