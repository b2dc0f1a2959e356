"""The digests that vouch for a table's kept states: a head or a snapshot is shown only when it
is the state its journal entry recorded.

What the floor means by the terms used here:

- The *digest* of a journal entry is the SHA-256 of the packed state its table was left in by
  that entry (:func:`~floorapp.storage.journal.snapshot_document`, packed), written with the
  entry in the same transaction (table ``digests``, append-only). It is the evidence of what
  the state after the entry was, whoever saves a head or a snapshot there later.
- A kept state (a head, a snapshot) is *verified* when its packed bytes have the digest of
  its entry and that entry is one of its own table's. One that is not (changed since, moved to
  another table, or with no digest) is never shown: the table is rebuilt from its journal
  (:meth:`~floorapp.storage.room_states.RoomStates._load`), and the log says so.
- Entries written before schema 5 have no digest of their own: the upgrade records, as found
  then, the digest of every head and snapshot the room kept (:func:`record_kept_digests`), so
  that those are verified from then on; a state kept later at an older entry without a digest
  is not used.

A head or a snapshot is saved only as its entry recorded it (:func:`save_snapshot`). On
PostgreSQL the server itself refuses a head or a snapshot whose digest is not its entry's,
and a digest written for an entry of another transaction
(:mod:`floorapp.storage.server_checks`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from . import codec
from .backend import Connection
from .journal import TableState, snapshot_document

DIGEST_SIZE = 32


def digest(packed: bytes) -> bytes:
    """The digest of a packed state."""
    return hashlib.sha256(bytes(packed)).digest()


def verified(table_id: int, packed: bytes | None, recorded: bytes | None,
             entry_table: int | None) -> bool:
    """Whether a kept state of table ``table_id`` (``packed``) is the one its entry recorded:
    ``recorded`` is that entry's digest, ``entry_table`` the table the entry is of."""
    return (packed is not None and recorded is not None and entry_table == table_id
            and digest(packed) == bytes(recorded))


KEPT_WITH_DIGESTS = (
    "SELECT k.entry_id, k.state, d.digest, j.table_id FROM {kept} AS k "
    "LEFT JOIN digests AS d ON d.entry_id = k.entry_id "
    "LEFT JOIN journal AS j ON j.id = k.entry_id WHERE k.table_id = ?"
)
"""A table's kept states (``{kept}``: ``snapshots`` or ``heads``) with what verifies them."""


def record_kept_digests(connection: Any) -> None:
    """At the upgrade to schema 5: the digest of every kept snapshot and head, as found, for
    its entry (a snapshot first where both were kept at one entry: it is kept for good)."""
    for kept in ("snapshots", "heads"):
        rows: Iterable[Any] = connection.execute(
            f"SELECT k.entry_id, k.state FROM {kept} AS k WHERE NOT EXISTS "  # noqa: S608
            "(SELECT 1 FROM digests AS d WHERE d.entry_id = k.entry_id)").fetchall()
        connection.executemany(
            "INSERT INTO digests (entry_id, digest) VALUES (?, ?) ON CONFLICT DO NOTHING",
            [(entry, digest(bytes(state))) for entry, state in rows])


def save_snapshot(
    connection: Connection, packer: codec.Packer, state: TableState, head_only: bool,
    over: bool = False, vouched: bool = True,
) -> bool:
    """Save the table's head (its latest state on disk) and, unless ``head_only``, keep a
    snapshot of it for good: only as its entry recorded it (the state's packed bytes have the
    entry's digest; a state this PC replayed otherwise is not saved). A head another PC saved
    at a later entry stays (a PC closing with an older copy of the table never sets the head
    back), unless ``over`` (a head found wrong, replaced). Whether the head was saved.
    ``vouched=False``: without the digests (the upgrade to schema 3, before there were any)."""
    packed = state.recorded or packer.pack(snapshot_document(state))
    parameters: tuple[Any, ...] = (state.table_id, state.entry, packed)
    recorded = "WHERE 1 = 1"
    if vouched:
        recorded = "WHERE EXISTS (SELECT 1 FROM digests WHERE entry_id = ?2 AND digest = ?4)"
        parameters += (digest(packed),)
    saved = connection.execute(
        f"INSERT INTO heads (table_id, entry_id, state) SELECT ?1, ?2, ?3 {recorded} "
        "ON CONFLICT (table_id) DO UPDATE SET entry_id = excluded.entry_id, "
        "state = excluded.state" + ("" if over else " WHERE heads.entry_id < excluded.entry_id"),
        parameters,
    ).rowcount
    if not head_only:
        connection.execute(
            f"INSERT INTO snapshots (table_id, entry_id, state) SELECT ?1, ?2, ?3 {recorded} "
            "ON CONFLICT (table_id, entry_id) DO NOTHING", parameters)
    return bool(saved)
