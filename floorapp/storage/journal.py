"""The journal of one table and how it is replayed into the table's current state.

The journal is append-only: every action the floor takes is one entry, and an undo or a redo
is an entry too (nothing is ever deleted). Its kinds:

- ``create``: the table is opened; the entry holds the starting table.
- ``event``: a floor event or a deal, applied to the current table (the deal it made is kept
  with it, for the record).
- ``undo``: takes back the latest action still in effect (the *target*); the entry holds the
  table it put back.
- ``redo``: puts back the latest action undone (the target) by applying its event again.
- ``rename``, ``close``, ``reopen``, ``assign``: about the table, not its play (its name,
  whether it runs, the game it belongs to and the table it feeds); the state is unchanged.

A new ``event`` after undos forgets what could have been redone, as in any editor. Undo
reaches back :data:`UNDO_DEPTH` actions.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any, NamedTuple

from floorapp.rules import (
    Applied,
    Correct,
    Deal,
    HouseRules,
    Refused,
    Table,
    apply,
    empty_table,
)

from . import codec
from .backend import Connection
from .errors import Problem, StorageError

UNDO_DEPTH = 100
"""How many actions undo can take back, one after the other."""
HEAD_EVERY = 16
"""A table's head (its latest state on disk) is saved again after this many of its entries."""
SNAPSHOT_EVERY = 128
"""A snapshot of a table is kept (for good) after this many of its entries: looking back at
any moment (an undo, the log of a table) replays at most this many entries."""
READ_CHUNK = 2000
"""Journal rows read at a time by the long reads (replays, exports, the upgrade)."""
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class EntryKind(StrEnum):
    """What one journal entry records."""

    CREATE = "create"
    """The table was opened, with its starting seats."""
    EVENT = "event"
    """A floor event or a deal."""
    UNDO = "undo"
    """The latest action in effect was taken back."""
    REDO = "redo"
    """The latest action undone was put back."""
    RENAME = "rename"
    """The table got a new name."""
    CLOSE = "close"
    """The table was closed (its history stays)."""
    REOPEN = "reopen"
    """A closed table was opened again."""
    ASSIGN = "assign"
    """The table joined a game, or became (or stopped being) a must-move table feeding
    another."""


KIND_CODES: dict[EntryKind, int] = {
    EntryKind.CREATE: 1,
    EntryKind.EVENT: 2,
    EntryKind.UNDO: 3,
    EntryKind.REDO: 4,
    EntryKind.RENAME: 5,
    EntryKind.CLOSE: 6,
    EntryKind.REOPEN: 7,
    EntryKind.ASSIGN: 8,
}
"""How the ``kind`` column of the journal writes each kind (a small integer)."""
KINDS = {code: kind for kind, code in KIND_CODES.items()}


class Row(NamedTuple):
    """A journal entry as the replay needs it: its documents unpacked (JSON-safe values).

    ``target_dealt`` says, for an undo, whether the entry it takes back made a deal.
    """

    id: int
    kind: str
    target: int | None
    event: Any
    deal: Any
    state: Any
    target_dealt: bool = False


@dataclass(frozen=True, eq=False)
class Shown:
    """What the floor screen shows beside the seats: the latest deal or correction in effect.

    :attr:`dealt` is the table right after that deal (its ``last_deal`` is the deal), None for
    a correction (``corrected``) or before the first deal; ``entry`` is the entry that made it
    (0: none). Read from a head, the table stays a document until first asked for (opening a
    table reads no more than an empty one).
    """

    entry: int = 0
    dealt_or_document: Any = None
    corrected: bool = False

    @property
    def dealt(self) -> Table | None:
        """The table right after the deal shown (None: no deal shown)."""
        if isinstance(self.dealt_or_document, dict):
            object.__setattr__(self, "dealt_or_document",
                               codec.decode_table(self.dealt_or_document))
        dealt: Table | None = self.dealt_or_document
        return dealt

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Shown):
            return NotImplemented
        return (self.entry, self.dealt, self.corrected) == (other.entry, other.dealt,
                                                            other.corrected)

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class TableState:
    """One table as the journal leaves it: what the screen shows, and what undo/redo can do.

    ``entry`` is the table's latest journal entry; ``undo`` holds the entries undo takes back
    (latest last), ``redo`` those redo puts back (next last); ``hands`` counts the deals in
    effect (made or redone, less those undone); ``shown`` is what the screen shows of the
    latest deal (None: not known without looking back, after an undo took that deal back).
    ``since_snapshot`` counts the entries after the table's saved head (its latest state on
    disk), ``since_kept`` those after its latest kept snapshot.
    """

    table_id: int
    table: Table
    entry: int
    undo: tuple[int, ...] = ()
    redo: tuple[int, ...] = ()
    since_snapshot: int = 0
    hands: int = 0
    shown: Shown | None = field(default_factory=Shown)
    since_kept: int = 0
    recorded: bytes | None = field(default=None, repr=False, compare=False)
    """The packed state as recorded with its entry (its digest is the entry's: see
    :mod:`floorapp.storage.digests`); None when this PC did not record it."""

    @property
    def last_deal(self) -> Deal | None:
        """The last deal in effect (None before the first)."""
        deal = self.table.last_deal
        return deal if isinstance(deal, Deal) else None

    @property
    def can_undo(self) -> bool:
        """An action can be taken back."""
        return bool(self.undo)

    @property
    def can_redo(self) -> bool:
        """An undone action can be put back."""
        return bool(self.redo)


def push(stack: tuple[int, ...], entry: int) -> tuple[int, ...]:
    """The undo stack with ``entry`` on top, the oldest dropped beyond :data:`UNDO_DEPTH`."""
    return (*stack, entry)[-UNDO_DEPTH:]


def snapshot_document(state: TableState) -> dict[str, Any]:
    """What a snapshot (or a head) holds: the table, the undo and redo stacks, the hand count,
    what the screen shows and how many entries since the latest kept snapshot."""
    shown = None
    if state.shown is not None:
        dealt = state.shown.dealt
        shown = {
            "entry": state.shown.entry,
            "dealt": None if dealt is None else _encoded_table(dealt),
            "corrected": state.shown.corrected,
        }
    return {
        "table": _encoded_table(state.table),
        "undo": list(state.undo),
        "redo": list(state.redo),
        "hands": state.hands,
        "shown": shown,
        "kept": state.since_kept,
    }


_ENCODED: tuple[tuple[Table, dict[str, Any]], ...] = ()
"""The last tables a snapshot document encoded, by identity (tables are frozen): every entry's
state is recorded (:mod:`floorapp.storage.digests`), and the table after a deal is also the
one shown, and stays shown over the actions that follow."""


def _encoded_table(table: Table) -> dict[str, Any]:
    """``codec.encode_table(table)``, once for the same table in a row (never changed by the
    caller: it is packed)."""
    global _ENCODED
    known = _ENCODED
    for found, encoded in known:
        if found is table:
            return encoded
    encoded = codec.encode_table(table)
    _ENCODED = ((table, encoded), *known[:2])
    return encoded


def state_from_snapshot(table_id: int, entry: int, document: Any) -> TableState:
    """The state a snapshot (or a head) holds."""
    try:
        shown = document["shown"]
        return TableState(
            table_id,
            codec.decode_table(document["table"]),
            entry,
            tuple(int(number) for number in document["undo"]),
            tuple(int(number) for number in document["redo"]),
            hands=int(document["hands"]),
            shown=None if shown is None else Shown(
                int(shown["entry"]), shown["dealt"], bool(shown["corrected"])
            ),
            since_kept=int(document["kept"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise damaged(table_id, entry, f"bad snapshot: {error}") from None


def damaged(table_id: int, entry: int, why: str) -> StorageError:
    """The error for a journal that does not replay."""
    return StorageError(
        Problem.DAMAGED, f"The history of table {table_id} cannot be replayed at entry {entry}: "
        f"{why}."
    )


@dataclass
class Replay:
    """Replays journal rows onto a table state.

    The quick replay (opening a table) trusts what the journal holds: an undo puts back the
    table saved with it. The checking replay (``check=True``: audits, the crash test) keeps
    the table before every action undo can reach, puts that back instead, and checks it against
    the saved one, and checks every recorded deal against the deal made again.

    The quick replay never re-decides history: an entry was decided by the rules of the
    floorapp that wrote it, and it stands as recorded even where today's rules would decide
    otherwise (an upgrade changed a ruling since). An event today's rules refuse still counts
    as done (it is in effect, undo can take it back, a deal among them counts as a hand and its
    recorded deal is the table's last deal); the seats stay as today's rules last knew them
    until the next state the journal's writer recorded (a head or a kept snapshot, the undo's
    table) takes over. A deal today's rules make otherwise keeps the recorded deal as the
    table's last deal. Such entries are noted in
    :attr:`earlier` with what today's rules say.
    """

    state: TableState
    check: bool = False
    befores: dict[int, Table] = field(default_factory=dict)
    earlier: dict[int, Refused | None] = field(default_factory=dict)
    """The entries replayed that today's rules would decide otherwise, by entry: their refusal,
    or None for a deal they would make otherwise."""

    @classmethod
    def from_creation(cls, table_id: int, check: bool = False) -> Replay:
        """A replay of a table's whole journal (its first row is its ``create`` entry)."""
        return cls(TableState(table_id, empty_table(HouseRules(), 2), 0), check)

    def run(self, rows: Iterable[Row]) -> TableState:
        """Replay every row, in order; the state after the last."""
        for row in rows:
            self.step(row)
        return self.state

    def step(self, row: Row) -> Applied | None:
        """Replay one row; the applied event, for an event or a redo."""
        try:
            return self._step(row)
        except (codec.CodecError, Refused) as error:
            raise damaged(self.state.table_id, row.id, str(error)) from None

    def _step(self, row: Row) -> Applied | None:
        state = self.state
        kind = EntryKind(row.kind)
        if kind is EntryKind.CREATE:
            self._move_to(_decoded_table(row), state.undo, state.redo, row.id, 0, Shown())
        elif kind is EntryKind.EVENT:
            return self._apply(row, redo=())
        elif kind is EntryKind.UNDO:
            self._undo(row)
        elif kind is EntryKind.REDO:
            if not state.redo or state.redo[-1] != row.target:
                raise codec.CodecError(f"redo of {row.target}, which is not the next to redo")
            return self._apply(row, redo=state.redo[:-1])
        else:
            self._move_to(state.table, state.undo, state.redo, row.id, state.hands, state.shown)
        return None

    def _apply(self, row: Row, redo: tuple[int, ...]) -> Applied | None:
        state = self.state
        event = codec.decode_event(row.event)
        try:
            applied = apply(state.table, event)
        except Refused as refused:
            if self.check:
                raise
            self._as_recorded(row, redo, refused)
            return None
        if self.check:
            self._check_deal(row, applied.deal)
            self.befores[row.id] = state.table
        elif row.deal is not None:
            applied = self._as_dealt(row, applied)
        undo = push(state.undo, row.id)
        for dropped in set(state.undo) - set(undo):
            self.befores.pop(dropped, None)
        self._move_to(applied.after, undo, redo, row.id, state.hands + (applied.deal is not None),
                      shown_after(applied, row.id, state.shown))
        return applied

    def _as_dealt(self, row: Row, applied: Applied) -> Applied:
        """A recorded deal stands: where today's rules deal otherwise (or not at all), the
        recorded deal is the table's last deal, and the entry is noted."""
        made = None if applied.deal is None else codec.encode_deal(applied.deal)
        if made == row.deal:
            return applied
        recorded = codec.decode_deal(row.deal)
        if made == codec.encode_deal(recorded):  # the same deal, written by an older codec
            return applied
        self.earlier[row.id] = None
        return replace(applied, after=replace(applied.after, last_deal=recorded), deal=recorded)

    def _as_recorded(self, row: Row, redo: tuple[int, ...], refused: Refused) -> None:
        """An event today's rules refuse: it stands as recorded (see the class)."""
        state = self.state
        self.earlier[row.id] = refused
        undo = push(state.undo, row.id)
        for dropped in set(state.undo) - set(undo):
            self.befores.pop(dropped, None)
        table = state.table
        if row.deal is not None:  # its deal stands: the table's last deal is the recorded one
            table = replace(table, last_deal=codec.decode_deal(row.deal))
        self._move_to(table, undo, redo, row.id, state.hands + (row.deal is not None),
                      state.shown)

    def _undo(self, row: Row) -> None:
        state = self.state
        if not state.undo or state.undo[-1] != row.target:
            raise codec.CodecError(f"undo of {row.target}, which is not the latest action")
        saved = _decoded_table(row)
        restored = saved
        if self.check:
            restored = self.befores.pop(row.target)
            if codec.encode_table(restored) != codec.encode_table(saved):
                raise codec.CodecError("the table saved with the undo is not the one before")
        self._move_to(restored, state.undo[:-1], (*state.redo, row.target), row.id,
                      state.hands - row.target_dealt, shown_after_undo(state.shown, row.target))

    def _check_deal(self, row: Row, deal: Deal | None) -> None:
        recorded = row.deal
        made = codec.encode_deal(deal) if deal is not None else None
        if recorded != made:
            raise codec.CodecError("the deal made again differs from the recorded one")

    def _move_to(
        self, table: Table, undo: tuple[int, ...], redo: tuple[int, ...], entry: int,
        hands: int, shown: Shown | None,
    ) -> None:
        old = self.state
        self.state = TableState(old.table_id, table, entry, undo, redo, old.since_snapshot + 1,
                                hands, shown, old.since_kept + 1)


def shown_after(applied: Applied, entry: int, shown: Shown | None) -> Shown | None:
    """What the screen shows after an action (entry ``entry``) was applied."""
    if applied.deal is not None:
        return Shown(entry, applied.after)
    if isinstance(applied.event, Correct):
        return Shown(entry, None, corrected=True)
    return shown


def shown_after_undo(shown: Shown | None, target: int) -> Shown | None:
    """What the screen shows after ``target`` was undone (None: look back for it)."""
    return None if shown is None or shown.entry == target else shown


def _decoded_table(row: Row) -> Table:
    if row.state is None:
        raise codec.CodecError(f"a {row.kind} entry without its table")
    return codec.decode_table(row.state)


# --- reading and writing rows -----------------------------------------------------------------


def micros(moment: datetime) -> int:
    """A moment as the journal's ``at`` column holds it: microseconds since 1970, UTC."""
    return (moment - EPOCH) // timedelta(microseconds=1)


def moment(value: int) -> datetime:
    """The UTC moment of an ``at`` value."""
    return EPOCH + timedelta(microseconds=value)


def seat_mask(seats: Iterable[int]) -> int:
    """The ``seats`` column for these seat numbers: bit ``n - 1`` for seat ``n``."""
    mask = 0
    for seat in seats:
        mask |= 1 << (seat - 1)
    return mask


@functools.cache
def seats_of(mask: int) -> tuple[int, ...]:
    """The seat numbers a ``seats`` column names."""
    return tuple(bit + 1 for bit in range(mask.bit_length()) if mask >> bit & 1)


ROW_COLUMNS = (
    "j.id, j.kind, j.target, j.event, j.deal, j.state, "
    "(SELECT t.deal IS NOT NULL FROM journal AS t WHERE t.id = j.target)"
)
"""What a :class:`Row` is read from (``j``: the journal)."""


def read_rows(
    connection: Connection,
    packer: codec.Packer,
    table_id: int,
    after: int = 0,
    up_to: int | None = None,
) -> Iterator[Row]:
    """A table's journal rows after entry ``after`` (up to ``up_to``), oldest first, read
    :data:`READ_CHUNK` at a time."""
    last = after
    limit = up_to if up_to is not None else (1 << 62)
    while True:
        rows = connection.execute(
            f"SELECT {ROW_COLUMNS} FROM journal AS j WHERE j.table_id = ? AND j.id > ? "
            "AND j.id <= ? ORDER BY j.id LIMIT ?",
            (table_id, last, limit, READ_CHUNK),
        ).fetchall()
        yield from (_row(packer, record) for record in rows)
        if len(rows) < READ_CHUNK:
            return
        last = rows[-1][0]


class Head(NamedTuple):
    """A table's head as read: its entry, its packed state, and what verifies it (the table
    the entry is of, the entry's digest: :func:`floorapp.storage.digests.verified`)."""

    entry: int
    packed: bytes
    entry_table: int | None
    recorded: bytes | None


def read_head_and_rows(
    connection: Connection, packer: codec.Packer, table_id: int
) -> tuple[Head | None, Iterator[Row]]:
    """A table's head (:class:`Head`; None: no head yet) and its journal rows
    after it, oldest first: the head and the first :data:`READ_CHUNK` rows in one query (one
    round trip to a server, one snapshot of the journal), the rest, if any, as
    :func:`read_rows` reads them. The query runs at once; the rows are decoded as read."""
    found = connection.execute(
        "SELECT 0, h.entry_id, NULL, (SELECT table_id FROM journal WHERE id = h.entry_id), "
        "(SELECT digest FROM digests WHERE entry_id = h.entry_id), NULL, h.state, NULL "
        "FROM heads AS h WHERE h.table_id = ?1 "
        f"UNION ALL SELECT 1, {ROW_COLUMNS} FROM journal AS j WHERE j.table_id = ?1 "
        "AND j.id > coalesce((SELECT entry_id FROM heads WHERE table_id = ?1), 0) "
        "ORDER BY 1, 2 LIMIT ?2",
        (table_id, READ_CHUNK + 1),
    ).fetchall()
    head = (Head(found[0][1], bytes(found[0][6]), found[0][3], found[0][4])
            if found and found[0][0] == 0 else None)
    rows = found[1:] if head is not None else found

    def following() -> Iterator[Row]:
        yield from (_row(packer, record[1:]) for record in rows)
        if len(rows) == READ_CHUNK + (head is None):
            yield from read_rows(connection, packer, table_id, rows[-1][1])

    return head, following()


def _row(packer: codec.Packer, record: Any) -> Row:
    entry, kind, target, event, deal, state, target_dealt = record
    if kind not in KINDS:
        raise codec.CodecError(f"entry {entry} is of a kind this floorapp does not know "
                               f"({kind})")
    return Row(entry, KINDS[kind].value, target, packer.unpack(event), packer.unpack(deal),
               packer.unpack(state), bool(target_dealt))


def record_sittings(
    connection: Connection, table_id: int, entry: int, before: Table | None,
    after: Table,
) -> None:
    """Note who came to or left a seat at entry ``entry`` (the ``sittings`` of the room)."""
    size = max(after.size, before.size if before is not None else 0)
    for seat in range(1, size + 1):
        old = before.player(seat) if before is not None and seat <= before.size else None
        new = after.player(seat) if seat <= after.size else None
        if (old and old.id, old and old.name) == (new and new.id, new and new.name):
            continue
        if old is not None:
            connection.execute(
                "UPDATE sittings SET last_entry = ?1 WHERE table_id = ?2 AND seat = ?3 "
                "AND first_entry = (SELECT max(first_entry) FROM sittings "
                "WHERE table_id = ?2 AND seat = ?3) AND last_entry IS NULL",
                (entry, table_id, seat),
            )
        if new is not None:
            connection.execute(
                "INSERT INTO sittings (table_id, seat, player, player_key, first_entry) "
                "VALUES (?, ?, ?, ?, ?)",
                (table_id, seat, new.name, player_key(new.name), entry),
            )


def player_key(name: str) -> str:
    """A player's name as a search matches it: spaces trimmed, case folded."""
    return " ".join(name.split()).casefold()
