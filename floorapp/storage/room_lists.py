"""The games' lists in the room: reading a list, and the one way to change it.

:meth:`RoomLists.apply_list` is to a game's list what :meth:`Room.apply` is to a table: a list
action (:mod:`floorapp.lists`, or :class:`~floorapp.lists.moves.BreakTable`), an undo or a
redo, decided on the list's position; a :class:`ListChange` back once it is on disk. The
action is planned first (:func:`floorapp.lists.moves.plan`): the steps it takes on the list
and the events it needs at tables (a lock-up for a called name, a ``sit`` for a seated one,
his ``leave`` where he comes from, every move of a broken table). All of it is one
transaction: the table events go through the tables' own write path (each becomes an entry of
its table's journal and a :class:`~floorapp.storage.service.Change`), the list entry is
written, and each table entry is *linked* to it. Undoing or redoing a linked entry from either
side (the list's undo, or a table's) takes back or puts back all of it, or is refused with the
table that has moved on since.

Calls hold their seats (:func:`floorapp.lists.call_refusal`, F-38): a table's own ``sit``,
``move`` or ``lock`` at a seat a name has been called to is refused here.

Reading the list journals is :mod:`floorapp.storage.room_list_journal`. Why the rest stays one
module at a little over 500 lines: it is one write path and what it decides on. A plan is
decided on the list's state, the tables' games, the must-move tables, the open seats and when
each player sat down (the reads at the top); the write drops the same caches those reads keep,
and an undo or a redo from either side (the list's, or a linked table's) goes through the same
linking. Split, the caches and the write that keeps them right would sit in different modules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from types import MappingProxyType
from typing import Any

from floorapp.lists import (
    CancelCall,
    ListCode,
    ListRefused,
    Slip,
    Spot,
    Step,
    call_refusal,
    open_seats,
    redo_step,
    undo_step,
)
from floorapp.lists.holds import seat_taken
from floorapp.lists.moves import Floor, Plan, RoomAction, plan
from floorapp.rules import Event, Refused

from .errors import (
    CommitUnconfirmed,
    PartRefused,
    Problem,
    StaleList,
    StaleTable,
    StorageError,
    UnconfirmedListWrite,
)
from .journal import KIND_CODES, EntryKind, micros, moment
from .list_codec import (
    encode_action,
    encode_slips,
    encode_steps,
)
from .list_journal import (
    LIST_HEAD_EVERY,
    LIST_KIND_CODES,
    ListEntryKind,
    ListState,
    column_names,
    encode_head,
    names_column,
)
from .room_list_journal import ListEntry, RoomListJournal, list_after
from .room_tables import RoomTables, TableInfo
from .room_writes import CONFIRM_WAIT_MS, RoomWrites, first_after
from .service import Change, Command, Redo, Undo

EMPTY: Mapping[int, int] = MappingProxyType({})


@dataclass(frozen=True)
class ListChange:
    """One command done at a game's list, as the journal now holds it.

    ``kind`` is the entry written (``action``, ``undo`` or ``redo``); ``action`` the action
    done, taken back or put back; ``steps`` what it did to the names (an undo: the steps
    taken back, turned around); ``slips`` a broken table's move slips; ``state`` the list now;
    ``tables`` the changes at the tables that went with it, in the order they were made.
    """

    game_id: int
    entry: int
    at: datetime
    kind: ListEntryKind
    action: RoomAction
    steps: tuple[Step, ...]
    state: ListState
    tables: tuple[Change, ...] = ()
    slips: tuple[Slip, ...] = ()

    def change_at(self, table_id: int) -> Change | None:
        """The last change this command made at a table, if it made one there."""
        return next((change for change in reversed(self.tables)
                     if change.table_id == table_id), None)


class RoomLists(RoomListJournal, RoomTables, RoomWrites):
    """The room's lists: their states, and the write path of list actions."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lists: dict[int, ListState] = {}
        self._games_of: dict[int, int | None] = {}
        """The game of each table read so far (the screen asks it at every repaint): dropped
        with an ``assign`` here, and when another screen wrote to the table."""
        self._feeders: dict[int, list[int]] | None = None
        """The open must-move tables feeding each table (read once; dropped like
        ``_games_of``, and when a table closes or reopens)."""
        self._written: dict[int, ListEntry] = {}
        """Each game's list entry this room wrote last (committed), as the history reads it:
        the latest entry while the list is at it (:meth:`latest_list_entry`)."""

    # --- reading ----------------------------------------------------------------------------

    def list_state(self, game_id: int) -> ListState:
        """The game's list as its journal leaves it."""
        cached = self._lists.get(game_id)
        if cached is None:
            cached = self._load_list(game_id)
            self._lists[game_id] = cached
        return cached

    def list_position(self, game_id: int) -> int:
        """The list's position: its latest entry, which a caller passes back to
        :meth:`apply_list` as the position it decided on."""
        return self.list_state(game_id).entry

    def game_of(self, table_id: int) -> int | None:
        """The game a table belongs to (:class:`UnknownTable` for a table the room has not)."""
        if table_id not in self._games_of:
            self._games_of[table_id] = self.table_info(table_id).game_id
        return self._games_of[table_id]

    def must_move_tables(self, table_id: int) -> list[int]:
        """The open must-move tables that feed the table (:attr:`TableInfo.feeds`), in the
        order they were added."""
        if self._feeders is None:
            feeders: dict[int, list[int]] = {}
            for info in self.tables(include_closed=False):
                if info.feeds is not None:
                    feeders.setdefault(info.feeds, []).append(info.id)
            self._feeders = feeders
        return list(self._feeders.get(table_id, ()))

    def _forget_games(self, table_id: int) -> None:
        self._games_of.pop(table_id, None)
        self._feeders = None
        self.forget_tables()

    def assign_table(self, table_id: int, game_id: int, feeds: int | None = None,
                     expected: int | None = None) -> TableInfo:
        try:
            return super().assign_table(table_id, game_id, feeds, expected)
        finally:
            self._forget_games(table_id)

    def close_table(self, table_id: int, expected: int | None = None) -> TableInfo:
        """Close a table (see :meth:`RoomTables.close_table`) and, in the same transaction,
        cancel the calls to its seats: each name of a game's list called to one of them goes
        back to waiting where it was, by a list entry of its own (the list, the screens and
        the board show it so). Every open game is held first, in the order of their ids (as
        a list action holds its game, then its tables): no call to the table can be made
        meanwhile."""
        try:
            if not self.table_info(table_id).is_open:
                return super().close_table(table_id, expected)
            if expected is not None and self.state(table_id).entry != expected:
                raise StaleTable(table_id, expected, self.state(table_id).entry)
            try:
                with self.database.transaction(f"close table {table_id}") as db:
                    self._cancel_calls_at(db, table_id)
                    return super().close_table(table_id, None)
            except BaseException:
                self._lists.clear()  # as read inside a transaction that did not commit
                self._written.clear()
                self._states.pop(table_id, None)
                raise
        finally:
            self._forget_games(table_id)

    def _cancel_calls_at(self, db: Any, table_id: int) -> None:
        """Inside the closing's transaction: a ``cancel-call`` list entry for each name called
        to a seat of the table."""
        at = micros(self._clock())
        for game in self.games(include_closed=False):
            self.database.hold_game(db, game.id)
            self._lists.pop(game.id, None)  # read again under the lock
            called = [name.id for name in self.list_state(game.id).names.calls()
                      if name.call is not None and name.call.spot.table == table_id]
            for name_id in called:
                before = self.list_state(game.id)
                action = CancelCall(name_id)
                worked_out = self.plan_list(game.id, action, at)
                parts = [(part.table_id, part.event) for part in worked_out.parts]
                self._write(before, ListEntryKind.ACTION, action, worked_out, parts, at)

    def reopen_table(self, table_id: int) -> TableInfo:
        try:
            return super().reopen_table(table_id)
        finally:
            self._forget_games(table_id)

    def catch_up(self, table_id: int, position: int) -> bool:
        known = self._states.get(table_id)
        if known is None or known.entry < position:  # not this room's own change:
            self._forget_games(table_id)  # another screen may have renamed it, or moved it
        return super().catch_up(table_id, position)

    def refresh(self, table_id: int) -> None:
        self._forget_games(table_id)
        super().refresh(table_id)

    def catch_up_list(self, game_id: int, position: int) -> bool:
        """Another screen wrote the game's list up to ``position``: drop this room's copy if
        it is behind. Whether the list's screens should read it again: the copy was behind,
        or there was none (dropped by a reconnection, say, while a screen still shows the
        list as it was)."""
        cached = self._lists.get(game_id)
        if cached is not None and cached.entry >= position:
            return False  # this room's own change, heard back
        self._game_infos.pop(game_id, None)  # its name or rules may have changed there
        self._lists.pop(game_id, None)
        return True

    def confirm_list(self, write: UnconfirmedListWrite) -> bool:
        """Whether a list write whose commit was cut off (:class:`CommitUnconfirmed`'s
        ``list_write``) is in the list journal, with its tables' entries (one transaction):
        once the server is back, as :meth:`Room.confirm
        <floorapp.storage.room_writes.RoomWrites.confirm>` for a table. It waits for the
        game's row, which the lost session held until its transaction ended, then reads the
        entry after the position the write was decided on. The list's and its tables'
        copies are read again either way. Raises :class:`StorageError` (BUSY: the lost
        session still holds the game; ask again later)."""
        with self.database.transaction(f"check the write on the list of game {write.game_id}"
                                       ) as db:
            self.database.hold_game(db, write.game_id, wait_ms=CONFIRM_WAIT_MS)
            found = first_after(db, "SELECT id, at, kind, document FROM list_journal WHERE "
                                "game_id = ? AND id > ? ORDER BY id LIMIT 1", write.game_id,
                                write.after)
        self._lists.pop(write.game_id, None)
        self._states.clear()  # its tables' parts were saved or not with it
        return found == (write.entry, write.at, write.kind, write.document)

    def open_spots(self, game_id: int, *, besides: int | None = None) -> list[Spot]:
        """The open seats of the game's open tables (but ``besides``), in the order they are
        offered: the tables in the order they were added, each seat by number."""
        names = self.list_state(game_id).names
        spots: list[Spot] = []
        for info in self.tables(include_closed=False):
            if info.game_id == game_id and info.id != besides:
                table = self.state(info.id).table
                spots.extend(Spot(info.id, seat) for seat in open_seats(table, info.id, names))
        return spots

    def seated_since(self, table_id: int) -> dict[int, int]:
        """When each player seated at the table now sat down at it (seat -> the ``at`` of
        the journal entry, microseconds UTC): the must-move order's ``since``
        (:func:`~floorapp.lists.must_move_order`). A seat change at the same table keeps the
        time he first sat down there (his sittings follow on at the entry of the move), and
        so does an undone leave (he never left); a player who left and came back sat down
        again. One statement: the table's sittings of the players seated now."""
        rows = self.database.rows(
            "SELECT s.seat, s.player_key, s.first_entry, s.last_entry, j.at, j.kind, j.target "
            "FROM sittings AS s JOIN journal AS j ON j.id = s.first_entry "
            "WHERE s.table_id = ?1 AND s.player_key IN (SELECT player_key FROM sittings "
            "WHERE table_id = ?1 AND last_entry IS NULL)", (table_id,))
        undo = KIND_CODES[EntryKind.UNDO]
        ended: dict[tuple[str, int], tuple[int, int, int | None]] = {}
        current: list[tuple[int, str, int, int, int | None]] = []
        for seat, key, first, last, at, kind, target in rows:
            undone = int(target) if kind == undo and target is not None else None
            if last is None:
                current.append((int(seat), str(key), int(first), int(at), undone))
            else:
                ended[(str(key), int(last))] = (int(first), int(at), undone)
        since: dict[int, int] = {}
        for seat, key, first, at, undone in current:
            seen = {first}
            while True:
                earlier = ended.get((key, first))
                if earlier is None and undone is not None:
                    earlier = ended.get((key, undone))
                if earlier is None or earlier[0] in seen:
                    break
                first, at, undone = earlier
                seen.add(first)
            since[seat] = at
        return since

    def latest_list_entry(self, game_id: int) -> ListEntry | None:
        """The game's latest list journal entry (None: none), without reading it again when
        it is the one this room wrote last."""
        written = self._written.get(game_id)
        if written is not None and written.id == self.list_state(game_id).entry:
            return written
        found = self.list_history(game_id=game_id, limit=1)
        return found[0] if found else None

    # --- the one way to change a list -------------------------------------------------------

    def apply_list(
        self, game_id: int, command: RoomAction | Undo | Redo, expected_position: int,
        table_positions: Mapping[int, int] | None = None,
    ) -> ListChange:
        """Do ``command`` at the game's list (and the tables it concerns) and record it; what
        changed, once it is on disk.

        ``table_positions`` are the journal positions of the tables the floor decided on, as
        he saw them (the table whose seat he called a name to, the table he seats one at):
        a table that has moved on since refuses the whole action.

        Nothing is written when it raises: :class:`StaleList` (the list moved on since
        ``expected_position``), :class:`~floorapp.storage.errors.StaleTable` (a table it
        concerns moved on since the floor saw it, or since this room read it),
        :class:`ListRefused`,
        :class:`~floorapp.storage.errors.PartRefused` (an event at a table the rules refuse),
        :class:`~floorapp.storage.errors.NothingToUndo`, :class:`StorageError`.
        """
        before = self.list_state(game_id)
        if before.entry != expected_position:
            raise StaleList(game_id, expected_position, before.entry)
        self._list_still_at(game_id, expected_position)
        match command:
            case Undo():
                return self._take_back(before, self._top(before.undo, "undo"))
            case Redo():
                return self._put_back(before, self._top(before.redo, "redo"))
        at = micros(self._clock())
        for table_id, position in (table_positions or {}).items():
            self._running(table_id, position)
        worked_out = self.plan_list(game_id, command, at)
        parts = [(part.table_id, part.event) for part in worked_out.parts]
        return self._write(before, ListEntryKind.ACTION, command, worked_out, parts, at,
                           table_positions=table_positions or {})

    def plan_list(self, game_id: int, action: RoomAction, at: int) -> Plan:
        """What ``action`` would do at the game's list as the room has it, and at its tables,
        without writing anything (what :meth:`apply_list` then writes): the screen asks it
        what a seating brings (a missed-blind button from another table of the game, F-35).
        Raises :class:`ListRefused`, :class:`TableClosed` like :meth:`apply_list`."""
        game = self.game_info(game_id)
        floor = Floor(table=lambda table_id: self._running(table_id).table,
                      game_of=self.game_of, game_id=game_id,
                      open_spots=lambda broken: self.open_spots(game_id, besides=broken))
        return plan(self.list_state(game_id).names, action, at=at, rules=game.rules,
                    floor=floor)

    def apply(self, table_id: int, command: Command, expected_position: int) -> Change:
        """:meth:`Room.apply <floorapp.storage.room_writes.RoomWrites.apply>`, keeping the
        list's word: an undo or redo of a table entry that went with a list action takes back
        or puts back the whole of it; a seat held for a called name is not taken otherwise."""
        if isinstance(command, Undo | Redo):
            linked = self._linked(table_id, command)
            if linked is not None:
                change = self._linked_command(linked, command, table_id, expected_position)
                found = change.change_at(table_id)
                assert found is not None
                return replace(found, linked=change)
        else:
            self._check_calls(table_id, command)
        return super().apply(table_id, command, expected_position)

    # --- the write path -----------------------------------------------------------------

    def _write(self, before: ListState, kind: ListEntryKind, action: RoomAction,
               worked_out: Plan, parts: Sequence[tuple[int, Command]], at: int, *,
               target: int | None = None, table_positions: Mapping[int, int] = EMPTY,
               ) -> ListChange:
        """One list entry and its table parts (each a command at a table: an event, or the
        undo or redo of a linked entry) in one transaction; each table of
        ``table_positions`` must still be at its position, under its lock."""
        touched = sorted({table_id for table_id, _ in parts} | set(table_positions))
        entry, document = 0, None
        try:
            with self.database.transaction(f"record the {kind} on the list") as db:
                self._claim_list(db, before)
                for table_id in touched:
                    self.database.hold_table(db, table_id)
                for table_id, position in table_positions.items():
                    self._running(table_id, position)
                changes = [self._part(table_id, command) for table_id, command in parts]
                unpacked = _document(action, worked_out)
                document = self._pack(unpacked)
                names = names_column([step.name for step in worked_out.steps])
                entry = self._insert_list(db, before.game_id, kind, at, target=target,
                                          document=document, names=names)
                db.executemany("INSERT INTO links (table_entry, list_entry) VALUES (?, ?)",
                               [(change.entry, entry) for change in changes])
                state = list_after(before, kind, entry, target, worked_out.steps)
                if state.since_head >= LIST_HEAD_EVERY:
                    state = self._save_list_head(db, state)
        except BaseException as error:
            if isinstance(error, CommitUnconfirmed) and entry:
                error.list_write = UnconfirmedListWrite(
                    before.game_id, before.entry, entry, at, LIST_KIND_CODES[kind], document)
            self._lists.pop(before.game_id, None)
            for table_id in touched:
                self.refresh(table_id)
            raise
        self._lists[before.game_id] = state
        self._written[before.game_id] = ListEntry(
            entry, before.game_id, moment(at), kind, target, action, worked_out.steps,
            worked_out.slips, unpacked, column_names(names))
        return ListChange(before.game_id, entry, moment(at), kind, action, worked_out.steps,
                          state, tuple(changes), worked_out.slips)

    def _part(self, table_id: int, command: Command) -> Change:
        """One table's part of a list command, through the table's own write path; a part
        the rules refuse refuses the whole command (:class:`PartRefused`)."""
        try:
            return RoomWrites.apply(self, table_id, command, self.position(table_id))
        except Refused as refusal:
            raise PartRefused(refusal, table_id) from None

    def _list_still_at(self, game_id: int, expected: int) -> None:
        """A list write decided at position ``expected``: refused (:class:`StaleList`) when
        the list journal already holds a newer entry, read once a write under way at the game
        has ended (as a table's, :meth:`_running`): it is refused at once instead of waiting
        in line for the game's row to be refused there (:meth:`_claim_list`, the check that
        counts)."""
        latest = self.database.rows_after_writes(
            "games", game_id, "SELECT max(id) FROM list_journal WHERE game_id = ?",
            (game_id,))[0][0]
        if (latest or 0) != expected:
            self._lists.pop(game_id, None)
            raise StaleList(game_id, expected, latest or 0)

    def _claim_list(self, db: Any, state: ListState) -> None:
        """Inside a write's transaction: hold the game's row until the commit and refuse the
        write (:class:`StaleList`) if the list journal holds a newer entry of the game."""
        self.database.hold_game(db, state.game_id)
        latest = db.execute("SELECT max(id) FROM list_journal WHERE game_id = ?",
                            (state.game_id,)).fetchone()[0]
        if latest is not None and latest != state.entry:
            self._lists.pop(state.game_id, None)
            raise StaleList(state.game_id, state.entry, latest)

    def _save_list_head(self, db: Any, state: ListState) -> ListState:
        """Save the list's head (never over a head another PC saved at a later entry); the
        state with its count set back."""
        db.execute(
            "INSERT INTO list_heads (game_id, entry_id, state) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id) DO UPDATE SET entry_id = excluded.entry_id, "
            "state = excluded.state WHERE list_heads.entry_id < excluded.entry_id",
            (state.game_id, state.entry, self._pack(encode_head(state))))
        return replace(state, since_head=0)

    def _save_list_heads(self) -> None:
        """Save the head of every list with entries after it (on closing), in the order of the
        games' ids (PCs closing at once do not wait on each other in a circle)."""
        due = sorted((state for state in self._lists.values() if state.since_head),
                     key=lambda state: state.game_id)
        if not due:
            return
        with self.database.transaction("save the lists' heads") as db:
            saved = [self._save_list_head(db, state) for state in due]
        for state in saved:
            self._lists[state.game_id] = state

    def _moved_list_on(self, db: Any, game_id: int, entry: int) -> None:
        state = self.list_state(game_id)
        self._lists[game_id] = replace(state, entry=entry, since_head=state.since_head + 1)

    # --- undo and redo ------------------------------------------------------------------

    def _take_back(self, before: ListState, target: int) -> ListChange:
        """Undo list entry ``target`` (in effect): its steps turned around, its table entries
        undone (each must still be the latest action in effect at its table)."""
        original = self._list_entry_by_id(target)
        names = before.names
        for step in reversed(original.steps):
            names = undo_step(names, step)
        parts = [(table_id, Undo()) for table_id in self._linked_tables(target, "undo")]
        turned = Plan(tuple(_turned(step) for step in reversed(original.steps)), (),
                      original.slips)
        return self._write(before, ListEntryKind.UNDO, _action_of(original), turned, parts,
                           micros(self._clock()), target=target)

    def _put_back(self, before: ListState, target: int) -> ListChange:
        """Redo list entry ``target`` (undone): its steps again, its table entries redone."""
        original = self._list_entry_by_id(target)
        names = before.names
        for step in original.steps:
            names = redo_step(names, step)
        parts = [(table_id, Redo()) for table_id in self._linked_tables(target, "redo")]
        again = Plan(original.steps, (), original.slips)
        return self._write(before, ListEntryKind.REDO, _action_of(original), again, parts,
                           micros(self._clock()), target=target)

    def _linked_tables(self, entry: int, doing: str) -> list[int]:
        """The tables of the entries linked to list entry ``entry``, latest first for an undo
        and first first for a redo, checking that each is what its table would take back (or
        put back) next."""
        rows = self.database.rows(
            "SELECT l.table_entry, j.table_id FROM links l JOIN journal j ON j.id = l.table_entry "
            "WHERE l.list_entry = ? ORDER BY l.table_entry", (entry,))
        if doing == "undo":
            rows = list(reversed(rows))
        expected: dict[int, list[int]] = {}
        for table_entry, table_id in rows:
            expected.setdefault(int(table_id), []).append(int(table_entry))
        for table_id, entries in expected.items():
            state = self._running(table_id)
            stack = state.undo if doing == "undo" else state.redo
            if tuple(reversed(stack[-len(entries):])) != tuple(entries):
                name = self.table_info(table_id).name
                raise ListRefused(ListCode.TABLE_MOVED_ON, table=name)
        return [int(table_id) for _, table_id in rows]

    def _linked(self, table_id: int, command: Undo | Redo) -> int | None:
        """The list entry that the table entry an undo (or redo) at the table would take back
        (or put back) went with, if any."""
        state = self.state(table_id)
        stack = state.undo if isinstance(command, Undo) else state.redo
        if not stack:
            return None
        rows = self.database.rows("SELECT list_entry FROM links WHERE table_entry = ?",
                                  (stack[-1],))
        return int(rows[0][0]) if rows else None

    def _linked_command(self, list_entry: int, command: Undo | Redo, table_id: int,
                        expected_position: int) -> ListChange:
        """The undo (or redo) of a whole list entry, asked for at one of its tables."""
        if self.position(table_id) != expected_position:
            raise StaleTable(table_id, expected_position, self.position(table_id))
        game_id = self._list_entry_by_id(list_entry).game_id
        before = self.list_state(game_id)
        if isinstance(command, Undo):
            if list_entry not in before.undo:
                raise ListRefused(ListCode.CHANGED_SINCE, name=self.table_info(table_id).name)
            return self._take_back(before, list_entry)
        if list_entry not in before.redo:
            raise ListRefused(ListCode.CHANGED_SINCE, name=self.table_info(table_id).name)
        return self._put_back(before, list_entry)

    def _top(self, stack: tuple[int, ...], doing: str) -> int:
        if not stack:
            from .errors import NothingToUndo

            raise NothingToUndo(f"nothing to {doing} on the list")
        return stack[-1]

    # --- calls hold their seats -----------------------------------------------------------

    def call_refusal(self, table_id: int, event: Event) -> ListRefused | None:
        """Why the list refuses a table's own ``event`` (None: it does not): a seat held for a
        called name (:func:`floorapp.lists.call_refusal`, F-38)."""
        if seat_taken(event) is None:
            return None  # not an event a call holds a seat against: nothing to read
        game_id = self.game_of(table_id)
        if game_id is None:
            return None
        return call_refusal(self.list_state(game_id).names, table_id, event)

    def _check_calls(self, table_id: int, event: Event) -> None:
        """Refuse a table's own sit, move or lock at a seat held for a called name."""
        refusal = self.call_refusal(table_id, event)
        if refusal is not None:
            raise refusal


def _document(action: RoomAction, worked_out: Plan) -> dict[str, Any]:
    document: dict[str, Any] = {"action": encode_action(action),
                                "steps": encode_steps(worked_out.steps)}
    if worked_out.slips:
        document["slips"] = encode_slips(worked_out.slips)
    return document


def _action_of(entry: ListEntry) -> RoomAction:
    if entry.action is None:
        raise StorageError(Problem.DAMAGED, f"list entry {entry.id} holds no action", "")
    return entry.action


def _turned(step: Step) -> Step:
    """A step turned around: the name as it became, back to as it was."""
    return Step(step.name_id, step.after, step.after_index, step.before, step.before_index)


__all__ = ["LIST_KIND_CODES", "ListChange", "ListEntry", "RoomLists"]
