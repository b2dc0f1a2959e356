"""``floorapp room check ADDRESS``: verify a room, a line per problem.

Every table's journal is read from its creation, entry by entry: an entry that does not decode
or cannot be replayed (of a kind no floorapp writes, a packed document that does not decode)
is a problem, and so is a state the room keeps of the table (a snapshot, its head: what a
screen starts from) that does not decode, names an entry its journal does not hold, or is not
the state its entry recorded (its digest: :mod:`floorapp.storage.digests`). The replay goes on
from each verified kept state, as the room itself reads the table: what was recorded stands. A
verified kept state that differs from the replay of the entries before it is noted, not
counted as a problem: it is what its entry recorded (an older floorapp's rules).

Every event's journal is replayed likewise (each entry's recorded change applied): a head that
is not the state its latest entry recorded (its digest), or that differs from the replay, is a
problem.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .codec import CodecError
from .digests import KEPT_WITH_DIGESTS, verified
from .errors import StorageError
from .event_journal import HEAD_WITH_DIGEST, head_verified
from .journal import Replay, TableState, state_from_snapshot
from .room import Room


@dataclass
class CheckReport:
    """What ``room check`` found."""

    where: str
    tables: int = 0
    entries: int = 0
    events: int = 0
    event_entries: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def report(self) -> str:
        lines = [*self.problems, *self.notes]
        count = len(self.problems)
        tables = f"{self.tables} table{'s' if self.tables != 1 else ''}"
        if self.events:
            tables += (f", {self.events} event{'s' if self.events != 1 else ''} "
                       f"({self.event_entries} entries)")
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
    for event in room.events():
        report.events += 1
        _check_event(room, event.id, f"event {event.id} ({event.name})", report)
    return report


def _check_event(room: Room, event_id: int, name: str, report: CheckReport) -> None:
    """Replay the event's journal from its creation (each entry's recorded change) and compare
    it with the event's head: the state its latest entry recorded."""
    try:
        replayed = room.replay_event(event_id)
        report.event_entries += int(room.database.rows(
            "SELECT count(*) FROM event_journal WHERE event_id = ?", (event_id,))[0][0])
        rows = room.database.rows(HEAD_WITH_DIGEST, (event_id,))
        if not rows:
            report.problems.append(f"{name}: it has no head (the room replays its journal)")
            return
        entry, packed, recorded, entry_event = rows[0]
        if not head_verified(event_id, packed, recorded, entry_event):
            report.problems.append(f"{name}: its head at entry {entry} is not the state that "
                                   "entry recorded (the room replays its journal)")
        elif int(entry) != replayed.entry:
            report.problems.append(f"{name}: its head is at entry {entry}, its journal at "
                                   f"entry {replayed.entry} (the room replays its journal)")
        elif room.database.packer.unpack(packed) != replayed.document:
            report.problems.append(f"{name}: its head differs from the replay of its journal")
    except (StorageError, CodecError) as error:
        report.problems.append(f"{name}: {error}")


def _check_table(room: Room, table_id: int, name: str, report: CheckReport) -> None:
    kept = _kept_states(room, table_id)
    replay = Replay.from_creation(table_id)
    differing: list[int] = []
    read: set[int] = set()
    try:
        for row in room.rows(table_id):
            replay.step(row)
            read.add(row.id)
            report.entries += 1
            if row.id not in kept:
                continue
            what, packed, digest, entry_table = kept[row.id]
            if not verified(table_id, packed, digest, entry_table):
                report.problems.append(f"{name}: its {what} at entry {row.id} is not the state "
                                       "that entry recorded (the room rebuilds it from the "
                                       "journal)")
                continue
            recorded = state_from_snapshot(table_id, row.id, room.database.packer.unpack(packed))
            if not _same(recorded, replay.state):
                differing.append(row.id)
            replay.state = recorded
    except (StorageError, CodecError) as error:
        report.problems.append(f"{name}: {error}")
        return
    for entry in sorted(set(kept) - read):
        report.problems.append(f"{name}: its {kept[entry][0]} names entry {entry}, which its "
                               "journal does not hold")
    if differing:
        report.notes.append(
            f"{name}: {len(differing)} of its {len(kept)} kept states differ from the replay "
            f"of the entries before them (the first at entry {differing[0]}): as their entries "
            "recorded them, under earlier rules")
    if replay.earlier:
        report.notes.append(f"{name}: {len(replay.earlier)} entries recorded under earlier "
                            "rules, which today's rules would decide otherwise")


Kept = tuple[str, bytes, bytes | None, int | None]
"""A kept state: a snapshot or the head, its packed state, its entry's digest and table."""


def _kept_states(room: Room, table_id: int) -> dict[int, Kept]:
    """The states the room keeps of the table, by entry: its snapshots and its head (the
    head where both are at one entry and only one is verified: the one that is not)."""
    kept: dict[int, Kept] = {}
    for what in ("snapshot", "head"):
        for entry, packed, digest, entry_table in room.database.rows(
                KEPT_WITH_DIGESTS.format(kept=f"{what}s"), (table_id,)):
            found: Kept = (what, bytes(packed), digest, entry_table)
            if entry not in kept or not verified(table_id, *found[1:]):
                kept[entry] = found
    return kept


def _same(recorded: TableState, replayed: TableState) -> bool:
    return (recorded.table, recorded.entry, recorded.undo, recorded.redo) == (
        replayed.table, replayed.entry, replayed.undo, replayed.redo)
