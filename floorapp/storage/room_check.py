"""``floorapp room check ADDRESS``: verify a room, a line per problem.

Every table's journal is read from its creation, entry by entry: an entry that does not decode
or cannot be replayed (of a kind no floorapp writes, a packed document that does not decode)
is a problem, and so is a state the room keeps of the table (a snapshot, its head: what a
screen starts from) that does not decode or names an entry its journal does not hold. The
replay goes on from each kept state, as the room itself reads the table: what was recorded
stands. A kept state that differs from the replay of the entries before it is noted, not
counted as a problem: an older floorapp recorded it under its own rules (an upgrade keeps it as
recorded), or it was changed since; which of the two, the room cannot tell without a checksum
of its own (not kept yet).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .codec import CodecError
from .errors import StorageError
from .journal import Replay, TableState, state_from_snapshot
from .room import Room


@dataclass
class CheckReport:
    """What ``room check`` found."""

    where: str
    tables: int = 0
    entries: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def report(self) -> str:
        lines = [*self.problems, *self.notes]
        count = len(self.problems)
        tables = f"{self.tables} table{'s' if self.tables != 1 else ''}"
        lines.append(f"{self.where}: {tables}, {self.entries} journal entries checked: "
                     f"{count} problem{'s' if count != 1 else ''}")
        return "\n".join(lines)


def check_room(address: str) -> CheckReport:
    """Read every table of the room at ``address`` (a data folder or a PostgreSQL address),
    read only, and check what it keeps against its journal."""
    with Room.open(address, read_only=True) as room:
        return check_open_room(room)


def check_open_room(room: Room) -> CheckReport:
    """Check every table of ``room`` (opened read only: a room, or a backup of one)."""
    report = CheckReport(room.where)
    for info in room.tables():
        report.tables += 1
        _check_table(room, info.id, f"table {info.id} ({info.name})", report)
    return report


def _check_table(room: Room, table_id: int, name: str, report: CheckReport) -> None:
    kept = _kept_states(room, table_id)
    replay = Replay.from_creation(table_id)
    differing: list[int] = []
    try:
        for row in room.rows(table_id):
            replay.step(row)
            report.entries += 1
            if row.id not in kept:
                continue
            what, packed = kept[row.id]
            recorded = state_from_snapshot(table_id, row.id, room.database.packer.unpack(packed))
            if not _same(recorded, replay.state):
                differing.append(row.id)
            replay.state = recorded
    except (StorageError, CodecError) as error:
        report.problems.append(f"{name}: {error}")
        return
    missing = sorted(entry for entry in kept if entry > replay.state.entry)
    if missing:
        report.problems.append(f"{name}: a kept state names entry {missing[0]}, which its "
                               "journal does not hold")
    if differing:
        report.notes.append(
            f"{name}: {len(differing)} of its {len(kept)} kept states differ from the replay "
            f"of the entries before them (the first at entry {differing[0]}): recorded by an "
            "older floorapp, or changed since")
    if replay.earlier:
        report.notes.append(f"{name}: {len(replay.earlier)} entries recorded under earlier "
                            "rules, which today's rules would decide otherwise")


def _kept_states(room: Room, table_id: int) -> dict[int, tuple[str, bytes]]:
    """The states the room keeps of the table, by entry: its snapshots and its head."""
    kept: dict[int, tuple[str, bytes]] = {
        entry: ("snapshot", packed) for entry, packed in room.database.rows(
            "SELECT entry_id, state FROM snapshots WHERE table_id = ?", (table_id,))}
    for entry, packed in room.database.rows(
            "SELECT entry_id, state FROM heads WHERE table_id = ?", (table_id,)):
        kept[entry] = ("head", packed)
    return kept


def _same(recorded: TableState, replayed: TableState) -> bool:
    return (recorded.table, recorded.entry, recorded.undo, recorded.redo) == (
        replayed.table, replayed.entry, replayed.undo, replayed.redo)
