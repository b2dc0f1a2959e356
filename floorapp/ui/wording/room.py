"""The room: a table at a glance, table names, scenario import and export messages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.screen.scene import PuckKind, SeatState, TableScene
from floorapp.storage.names import NameCode, Named, NameRefused

from .numbers import plural
from .seats import blind_short_name, missed_phrase, seat_title


def overview_lines(scene: TableScene) -> list[tuple[str, str]]:
    """A table at a glance: (label, value) lines for its button, blinds and markers."""
    button, blinds, missed, lockups, away, waiting, pick_ups = [], [], [], [], [], [], []
    blind_kinds = (PuckKind.SMALL_BLIND, PuckKind.BIG_BLIND, PuckKind.THIRD_BLIND)
    for seat in scene.seats:
        title = seat_title(seat.number, seat.name)
        for puck in seat.pucks:
            if puck.kind is PuckKind.BUTTON:
                button.append(QCoreApplication.translate("Room", "{seat} (dead)").format(
                    seat=title) if puck.dead else title)
            elif puck.kind in blind_kinds:
                blinds.append(f"{blind_short_name(puck.kind, puck.post_kind)} {title}")
            elif puck.kind is PuckKind.MISSED:
                assert puck.missed is not None
                missed.append(f"{title}: {missed_phrase(puck.missed)}")
            elif puck.kind is PuckKind.LOCKUP:
                lockups.append(title)
        if seat.pick_up:
            pick_ups.append(title)
        elif seat.state is SeatState.AWAY:
            away.append(title)
        elif seat.state is SeatState.WAITING:
            waiting.append(title)
    seated = sum(1 for seat in scene.seats if seat.name)
    none = QCoreApplication.translate("Room", "none yet")
    lines = [
        (QCoreApplication.translate("Room", "Button"), ", ".join(button) or none),
        (QCoreApplication.translate("Room", "Blinds"), " · ".join(blinds) or none),
    ]
    for label, seats in (
        (QCoreApplication.translate("Room", "Missed blinds"), missed),
        (QCoreApplication.translate("Room", "Locked up"), lockups),
        (QCoreApplication.translate("Room", "To pick up"), pick_ups),
        (QCoreApplication.translate("Room", "Away"), away),
        (QCoreApplication.translate("Room", "Waiting"), waiting),
    ):
        if seats:
            lines.append((label, " · ".join(seats)))
    size = len(scene.seats)
    lines.append((QCoreApplication.translate("Room", "Players"), plural(
        QCoreApplication.translate("Room", "{seated} of %n seat(s)", "", size), size).format(
            seated=seated)))
    return lines


def name_refusal_text(refused: NameRefused) -> str:
    """Why a table's or a game's name is refused: empty, too long, or another's already."""
    translate = QCoreApplication.translate
    table = refused.named is Named.TABLE
    if refused.code is NameCode.TAKEN:
        if table:
            return translate("Room", "A table called {name} already exists (a closed one can "
                             "be reopened from the Table menu).").format(name=refused.name)
        return translate("Games", "A game called {name} already exists (a closed one can be "
                         "reopened).").format(name=refused.name)
    if refused.code is NameCode.TOO_LONG:
        if table:
            return translate("Room", "A table's name has at most {limit} characters.").format(
                limit=refused.limit)
        return translate("Games", "A game's name has at most {limit} characters.").format(
            limit=refused.limit)
    if table:
        return translate("Room", "A table needs a name.")
    return translate("Games", "A game needs a name, e.g. 1/2 No-limit Hold'em.")


def feeds_refusal_text() -> str:
    """A must-move table made to feed itself, or a table of another game."""
    return QCoreApplication.translate(
        "Room", "A must-move table feeds another table of its own game.")


def import_cancelled_text(path: object) -> str:
    """An import the floor cancelled: nothing of it was recorded."""
    return QCoreApplication.translate(
        "Room", "Import of {file} cancelled: nothing was added.").format(file=path)


def export_cancelled_text() -> str:
    """An export the floor cancelled: no file was written."""
    return QCoreApplication.translate("Room", "Export cancelled: no file was written.")


def import_done_text(name: str, applied: int, refused: int) -> str:
    """ "Imported as the table Main: 7 steps recorded; left out 2 steps the rules refused."
    (each count with its own plural forms)."""
    recorded = plural(QCoreApplication.translate("Room", "%n step(s) recorded", "", applied),
                      applied)
    if refused:
        left_out = plural(QCoreApplication.translate(
            "Room", "left out %n step(s) the rules refused", "", refused), refused)
        return QCoreApplication.translate(
            "Room", "Imported as the table {name}: {recorded}; {left_out}.").format(
                name=name, recorded=recorded, left_out=left_out)
    return QCoreApplication.translate(
        "Room", "Imported as the table {name}: {recorded}.").format(
            name=name, recorded=recorded)


def not_a_scenario_text(path: object, error: object) -> str:
    return QCoreApplication.translate(
        "Room", "{path} is not a scenario file floorapp can read: {error}").format(
            path=path, error=error)


def exported_text(path: object) -> str:
    return QCoreApplication.translate("History", "Exported to {path}.").format(path=path)


def export_failed_text(error: object) -> str:
    return QCoreApplication.translate("History", "Not exported: {error}").format(error=error)
