"""The write path of the room: a command at a table becomes a journal entry and a Change.

:meth:`RoomWrites.apply` is the one way to change a table's play (see
:mod:`floorapp.storage.service`): an event or deal (``_act``), an undo (``_undo``, which puts
back the table as it stood before the action it takes back) or a redo (``_redo``, which applies
the undone action's event again). Each is one transaction that appends the *journal entry*,
records who sat where (the *sittings* the history filters players by) and saves the table's
*head* or keeps a *snapshot* when one is due; it returns once the entry is on disk, so the
screen never shows an action that a crash could lose. If the disk refuses the write, it raises
:class:`~floorapp.storage.errors.StorageError` and the table stays as it was.

A room's server can go away at the worst moment, during ``COMMIT``: the write may then be on
the server or not (:class:`~floorapp.storage.errors.CommitUnconfirmed`, which carries what was
written). Once the server is back, :meth:`RoomWrites.confirm` finds out which.
"""

from __future__ import annotations

from floorapp.rules import Applied, Event, Refused, Table, apply

from . import codec
from .backend import Connection
from .errors import (
    CommitUnconfirmed,
    NothingToUndo,
    Problem,
    StorageError,
    UnconfirmedWrite,
)
from .journal import (
    KIND_CODES,
    EntryKind,
    TableState,
    damaged,
    micros,
    moment,
    push,
    record_sittings,
    seat_mask,
    shown_after,
    shown_after_undo,
)
from .room_journal import RoomJournal
from .service import Change, Command, Redo, Undo, change_of, event_seats

CONFIRM_WAIT_MS = 2000
"""How long :meth:`RoomWrites.confirm` waits for the lost session's transaction to end."""


class RoomWrites(RoomJournal):
    """Doing a command at a table and writing its journal entry."""

    def apply(self, table_id: int, command: Command, expected_position: int) -> Change:
        """Do ``command`` at the table and record it; what changed, once it is on disk.

        The one way to change a table (see :mod:`floorapp.storage.service`). Nothing is
        written when it raises: :class:`StaleTable` (the table moved on since
        ``expected_position``), ``Refused`` (the rules refuse the event),
        :class:`NothingToUndo` (nothing to undo or redo), :class:`TableClosed`,
        :class:`UnknownTable` or :class:`StorageError`.
        """
        before = self._running(table_id, expected_position)
        at = micros(self._clock())
        match command:
            case Undo():
                kind, (after, event, dealt) = EntryKind.UNDO, self._undo(before, at)
            case Redo():
                kind, (after, event, dealt) = EntryKind.REDO, self._redo(before, at)
            case _:
                kind, (after, event, dealt) = EntryKind.EVENT, self._act(before, command, at)
        return change_of(kind, event, before, after, at=moment(at),
                         screen=self.on_screen(table_id), dealt=dealt)

    def confirm(self, write: UnconfirmedWrite) -> bool:
        """Whether a write whose commit was cut off (:class:`CommitUnconfirmed`) is in the
        journal: call it once the server is back (:meth:`Room.reconnect
        <floorapp.storage.room.Room.reconnect>`).

        The lost session held the table's row until its transaction ended (committed, or rolled
        back once the server saw the connection go): this waits for the row (at most
        :data:`CONFIRM_WAIT_MS`), so that the answer is final, then reads the entry after the
        position the write was decided on. The same number, time, kind and packed event is
        this screen's write, committed: it is then in the journal once, and nothing is written
        again. The table's copy is read again either way. Raises :class:`StorageError` (BUSY:
        the lost session still holds the table; ask again later).
        """
        with self.database.transaction(f"check the write at table {write.table_id}") as db:
            self.database.hold_table(db, write.table_id, wait_ms=CONFIRM_WAIT_MS)
            found = first_after(db, "SELECT id, at, kind, event FROM journal WHERE table_id = ? "
                                "AND id > ? ORDER BY id LIMIT 1", write.table_id, write.after)
        self.refresh(write.table_id)
        return found == (write.entry, write.at, write.kind, write.event)

    def _act(self, state: TableState, event: Event, at: int) -> tuple[TableState, Event, bool]:
        applied = apply(state.table, event)
        new = self._append(
            state, EntryKind.EVENT, applied.after, state.undo, (), at, push_self=True,
            event=self._pack(codec.encode_event(applied.event)), deal=self._deal(applied),
            seats=seat_mask(seat for seat, _ in involved(applied)), applied=applied,
        )
        return new, event, applied.deal is not None

    def _undo(self, state: TableState, at: int) -> tuple[TableState, Event, bool]:
        if not state.undo:
            raise NothingToUndo(f"nothing to undo at table {state.table_id}")
        target = state.undo[-1]
        restored = self.table_before(state.table_id, target)
        event, seats, dealt = self._target(target)
        new = self._append(
            state, EntryKind.UNDO, restored, state.undo[:-1], (*state.redo, target), at,
            target=target, event=event, packed_state=self._pack(codec.encode_table(restored)),
            seats=seats, undone_deal=dealt,
        )
        return new, self._decoded_event(state, target, event), dealt

    def _redo(self, state: TableState, at: int) -> tuple[TableState, Event, bool]:
        if not state.redo:
            raise NothingToUndo(f"nothing to redo at table {state.table_id}")
        target = state.redo[-1]
        event, seats, _ = self._target(target)
        applied = _reapply(state, target, self._decoded_event(state, target, event))
        new = self._append(
            state, EntryKind.REDO, applied.after, state.undo, state.redo[:-1], at,
            push_self=True, target=target, event=event, deal=self._deal(applied), seats=seats,
            applied=applied,
        )
        return new, applied.event, applied.deal is not None

    def _decoded_event(self, state: TableState, target: int, packed: bytes | None) -> Event:
        """The event of entry ``target``, as an undo or a redo finds it."""
        try:
            event = self._event_of_packed(packed)
        except codec.CodecError as error:
            raise damaged(state.table_id, target, f"unreadable event: {error}") from None
        if event is None:
            raise damaged(state.table_id, target, "an action without its event")
        return event

    def _deal(self, applied: Applied) -> bytes | None:
        return self._pack(codec.encode_deal(applied.deal)) if applied.deal else None

    def _target(self, entry: int) -> tuple[bytes | None, int, bool]:
        """The packed event of a journal entry, its seats, and whether it made a deal."""
        rows = self.database.rows(
            "SELECT event, seats, deal IS NOT NULL FROM journal WHERE id = ?", (entry,)
        )
        if not rows:
            raise StorageError(Problem.DAMAGED, f"journal entry {entry} is missing")
        event, seats, dealt = rows[0]
        return event, seats, bool(dealt)

    def _append(
        self,
        state: TableState,
        kind: EntryKind,
        table: Table,
        undo: tuple[int, ...],
        redo: tuple[int, ...],
        at: int,
        *,
        push_self: bool = False,
        target: int | None = None,
        event: bytes | None = None,
        deal: bytes | None = None,
        packed_state: bytes | None = None,
        seats: int = 0,
        applied: Applied | None = None,
        undone_deal: bool = False,
    ) -> TableState:
        """Write one entry at ``at`` (and the head, or a kept snapshot, when due) in one
        transaction. A commit cut off raises :class:`CommitUnconfirmed` with the entry written
        (see :meth:`confirm`)."""
        entry = 0
        try:
            with self.database.transaction(f"record the {kind} at table {state.table_id}") as db:
                self._claim(db, state)
                entry = self._insert(db, state.table_id, kind, at, target=target, event=event,
                                     deal=deal, state=packed_state, seats=seats)
                record_sittings(db, state.table_id, entry, state.table, table)
                if applied is not None:
                    hands = state.hands + (applied.deal is not None)
                    shown = shown_after(applied, entry, state.shown)
                else:
                    hands = state.hands - undone_deal
                    shown = shown_after_undo(state.shown, target or 0)
                new = TableState(
                    state.table_id, table, entry, push(undo, entry) if push_self else undo,
                    redo, state.since_snapshot + 1, hands, shown, state.since_kept + 1,
                )
                new = self._save_when_due(db, new)
        except CommitUnconfirmed as unconfirmed:
            unconfirmed.write = UnconfirmedWrite(state.table_id, state.entry, entry, at,
                                                 KIND_CODES[kind], event)
            raise
        self._states[state.table_id] = new
        return new


def first_after(db: Connection, query: str, owner: int, after: int
                ) -> tuple[int, int, int, bytes | None] | None:
    """The first entry after position ``after`` of a table's or a list's journal (``query``
    selects its id, time, kind and packed payload, for ``owner`` and ``after``): what a
    write whose commit was cut off is compared with."""
    row = db.execute(query, (owner, after)).fetchone()
    if row is None:
        return None
    entry, at, kind, packed = row
    return entry, at, kind, None if packed is None else bytes(packed)


def involved(applied: Applied) -> list[tuple[int, str | None]]:
    """The seats an action concerns, with the player on each (before or after it)."""
    seats = set(event_seats(applied.event))
    deal = applied.deal
    if deal is not None:
        seats |= {deal.button, deal.big_blind, *deal.dealt, *(p.seat for p in deal.posts)}
        seats |= {seat for seat, _ in deal.waiting} | {seat for seat, _ in deal.missed}
        seats |= {m.seat for m in deal.markers} | set(deal.lockup) | set(deal.pick_ups)
        seats |= {s for s in (deal.small_blind, deal.third_blind) if s is not None}
    pairs: list[tuple[int, str | None]] = []
    for seat in sorted(s for s in seats if 1 <= s <= applied.before.size):
        names = {p.name for t in (applied.before, applied.after) if (p := t.player(seat))}
        if names:
            pairs.extend((seat, name) for name in sorted(names))
        else:
            pairs.append((seat, None))
    return pairs


def _reapply(state: TableState, target: int, event: Event) -> Applied:
    """Apply again the event of entry ``target`` (a redo)."""
    try:
        return apply(state.table, event)
    except Refused as error:
        raise damaged(state.table_id, target, f"cannot be redone: {error}") from None
