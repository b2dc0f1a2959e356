"""The journal of one table and how it is replayed into the table's current state.

The journal is append-only: every action the floor takes is one entry, and an undo or a redo
is an entry too (nothing is ever deleted). Its kinds:

- ``create``: the table is opened; the entry holds the starting table.
- ``event``: a floor event or a deal, applied to the current table (the deal it made is kept
  with it, for the record).
- ``undo``: takes back the latest action still in effect (the *target*); the entry holds the
  table it put back.
- ``redo``: puts back the latest action undone (the target) by applying its event again.
- ``rename``, ``close``, ``reopen``: about the table, not its play; the state is unchanged.

A new ``event`` after undos forgets what could have been redone, as in any editor. Undo
reaches back :data:`UNDO_DEPTH` actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from floorapp.rules import Applied, Deal, HouseRules, Refused, Table, apply, empty_table

from . import codec
from .errors import Problem, StorageError

UNDO_DEPTH = 100
"""How many actions undo can take back, one after the other."""


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


class Row(NamedTuple):
    """A journal entry as the database holds it (JSON text columns)."""

    id: int
    kind: str
    target: int | None
    event: str | None
    deal: str | None
    state: str | None


@dataclass(frozen=True)
class TableState:
    """One table as the journal leaves it: what the screen shows, and what undo/redo can do.

    ``entry`` is the table's latest journal entry; ``undo`` holds the entries undo takes back
    (latest last), ``redo`` those redo puts back (next last); ``since_snapshot`` counts the
    entries after the latest snapshot.
    """

    table_id: int
    table: Table
    entry: int
    undo: tuple[int, ...] = ()
    redo: tuple[int, ...] = ()
    since_snapshot: int = 0

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
    """What a snapshot row holds: the table and the undo and redo stacks."""
    return {
        "table": codec.encode_table(state.table),
        "undo": list(state.undo),
        "redo": list(state.redo),
    }


def state_from_snapshot(table_id: int, entry: int, text: str) -> TableState:
    """The state a snapshot row holds."""
    document = codec.from_json(text)
    try:
        return TableState(
            table_id,
            codec.decode_table(document["table"]),
            entry,
            tuple(int(number) for number in document["undo"]),
            tuple(int(number) for number in document["redo"]),
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
    """

    state: TableState
    check: bool = False
    befores: dict[int, Table] = field(default_factory=dict)

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
            self._move_to(_decoded_table(row), state.undo, state.redo, row.id)
        elif kind is EntryKind.EVENT:
            return self._apply(row, redo=())
        elif kind is EntryKind.UNDO:
            self._undo(row)
        elif kind is EntryKind.REDO:
            if not state.redo or state.redo[-1] != row.target:
                raise codec.CodecError(f"redo of {row.target}, which is not the next to redo")
            return self._apply(row, redo=state.redo[:-1])
        else:
            self._move_to(state.table, state.undo, state.redo, row.id)
        return None

    def _apply(self, row: Row, redo: tuple[int, ...]) -> Applied:
        state = self.state
        applied = apply(state.table, codec.decode_event(codec.from_json(row.event or "null")))
        if self.check:
            self._check_deal(row, applied.deal)
            self.befores[row.id] = state.table
        undo = push(state.undo, row.id)
        for dropped in set(state.undo) - set(undo):
            self.befores.pop(dropped, None)
        self._move_to(applied.after, undo, redo, row.id)
        return applied

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
        self._move_to(restored, state.undo[:-1], (*state.redo, row.target), row.id)

    def _check_deal(self, row: Row, deal: Deal | None) -> None:
        recorded = codec.from_json(row.deal) if row.deal else None
        made = codec.encode_deal(deal) if deal is not None else None
        if recorded != made:
            raise codec.CodecError("the deal made again differs from the recorded one")

    def _move_to(
        self, table: Table, undo: tuple[int, ...], redo: tuple[int, ...], entry: int
    ) -> None:
        self.state = TableState(
            self.state.table_id, table, entry, undo, redo, self.state.since_snapshot + 1
        )


def _decoded_table(row: Row) -> Table:
    if row.state is None:
        raise codec.CodecError(f"a {row.kind} entry without its table")
    return codec.decode_table(codec.from_json(row.state))
