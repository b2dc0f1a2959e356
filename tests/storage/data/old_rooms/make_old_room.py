"""Write a room with an earlier floorapp, for the tests that open old rooms (test_old_rooms.py).

Run it with the *old* floorapp first on the path (a checkout of the commit whose schema the room
is to have), never today's: the room must be what that code wrote.

    git worktree add /tmp/schema-5018d52 5018d52
    PYTHONPATH=/tmp/schema-5018d52 .venv/bin/python tests/storage/data/old_rooms/make_old_room.py \
        --commit 5018d52 --out tests/storage/data/old_rooms
    # a PostgreSQL room (schema 3 and later): --postgresql ADDRESS of an empty database;
    # the room is then kept as a plain SQL dump (pg_dump --inserts), gzipped

It opens a room, adds a few tables and takes many random floor actions at each, as a floor
would: players sit, step away and come back, bust and rebuy, leave, change seats (from the
button too), deals, misdeals, changes of house rules, undos and redos, renames, a table closed
and reopened. Every action is one the old rules accepted (they are asked first). On closing,
the old floorapp saves every table's snapshot or head. Beside the room it writes
``<name>.recorded.json``: for every table, what the old code held at the end (its name, its
number of entries, its latest entry, the table as the old codec encodes it, the undo and redo
stacks): what today's floorapp must show when it opens the room.

When floorapp's schema changes, run it with the last commit of the schema left behind, once
on SQLite and once on PostgreSQL, and keep both rooms here: test_old_rooms.py asks for a room
of every earlier schema on each backend.

Only the standard library and the old floorapp are used; the script adapts to the API of the
time (``Room.act``/``undo``/``redo`` before schema 4's service, ``Room.apply`` after).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import shutil
import sqlite3
import subprocess
import tempfile
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

from floorapp import rules  # the OLD floorapp, from PYTHONPATH
from floorapp.storage import codec
from floorapp.storage.room import Room

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai", "Lu", "Mo")
BLINDS = ((1, 2), (2, 5), (1, 2, 5), (2,))


def plausible(rng: random.Random, table: Any) -> Any:
    """An event a floor could take at ``table`` (the old rules may still refuse it)."""
    r = rules
    occupied = [seat for seat, _ in table.occupied()]
    empty = [seat.number for seat in table.seats if seat.player is None]
    choices = list(r.Choice)
    makers: list[tuple[float, Any]] = [(6, r.DealHand)]
    if empty and len(occupied) < table.size - 1:
        makers.append((2, lambda: r.Sit(rng.choice(empty), rng.choice(NAMES), rng.choice(choices))))
    if occupied:
        seat = rng.choice(occupied)
        player = table.player(seat)
        present = sum(1 for _, p in table.occupied() if p.status is not r.Status.BUSTED)
        if player.status is r.Status.AWAY:
            makers.append((3, lambda: r.Back(seat, rng.choice(choices))))
        elif player.status is r.Status.BUSTED:
            makers.append((3, lambda: r.Rebuy(seat, rng.choice(choices))))
        elif present > 3:
            makers.append((2, lambda: r.Away(seat)))
            makers.append((1, lambda: r.Bust(seat)))
        if present > 3:
            makers.append((1, lambda: r.Leave(seat)))
        if empty:
            to = rng.choice(empty)
            makers.append((2, lambda: r.Move(seat, to, rng.choice(choices))))
            last = getattr(table, "last", None)
            button = getattr(last, "button", None) if last is not None else None
            if isinstance(button, int) and table.player(button) is not None:
                makers.append((2, lambda: r.Move(button, to, rng.choice(choices))))
    locked = [seat.number for seat in table.seats
              if getattr(seat, "locked", False) and seat.player is None]
    if locked and hasattr(r, "Release"):
        makers.append((1, lambda: r.Release(rng.choice(locked))))
    makers.append((0.5, r.Misdeal))
    if hasattr(r, "ChangeHouse"):
        makers.append((0.3, lambda: r.ChangeHouse(
            replace(table.house, blinds=rng.choice(BLINDS)), table.size)))
    pick = rng.uniform(0, sum(weight for weight, _ in makers))
    for weight, make in makers:
        pick -= weight
        if pick <= 0:
            return make()
    return r.DealHand()


class OldRoom:
    """The old room's API, whichever it was."""

    def __init__(self, room: Any) -> None:
        self.room = room
        self.service = hasattr(room, "apply")

    def state(self, table_id: int) -> Any:
        return self.room.state(table_id)

    def act(self, table_id: int, event: Any) -> None:
        if self.service:
            self.room.apply(table_id, event, self.state(table_id).entry)
        else:
            self.room.act(table_id, event)

    def undo(self, table_id: int) -> None:
        if self.service:
            from floorapp.storage.service import Undo

            self.room.apply(table_id, Undo(), self.state(table_id).entry)
        else:
            self.room.undo(table_id)

    def redo(self, table_id: int) -> None:
        if self.service:
            from floorapp.storage.service import Redo

            self.room.apply(table_id, Redo(), self.state(table_id).entry)
        else:
            self.room.redo(table_id)


def play(old: OldRoom, rng: random.Random, table_id: int, actions: int) -> None:
    """``actions`` random floor actions at one table, each accepted by the old rules."""
    for n in range(actions):
        state = old.state(table_id)
        pick = rng.random()
        if pick < 0.07 and state.undo:
            old.undo(table_id)
        elif pick < 0.10 and state.redo:
            old.redo(table_id)
        elif pick < 0.105:
            old.room.rename_table(table_id, f"Table {table_id} ({n})")
        elif pick < 0.107:
            old.room.close_table(table_id)
            old.room.reopen_table(table_id)
        else:
            for _ in range(50):
                event = plausible(rng, state.table)
                if rules.can_apply(state.table, event) is None:
                    old.act(table_id, event)
                    break


def recorded(old: OldRoom, table_ids: list[int]) -> dict[str, Any]:
    """What the old code holds of each table at the end."""
    found = {}
    for table_id in table_ids:
        state = old.state(table_id)
        found[str(table_id)] = {
            "name": old.room.table_info(table_id).name,
            "entry": state.entry,
            "table": codec.encode_table(state.table),
            "undo": list(state.undo),
            "redo": list(state.redo),
        }
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", required=True, help="the old checkout's commit (a name)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--tables", type=int, default=3)
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--postgresql", help="an empty database's address (else SQLite)")
    arguments = parser.parse_args()
    rng = random.Random(f"{arguments.commit}-{arguments.seed}")
    folder = Path(tempfile.mkdtemp())
    room = Room.open(arguments.postgresql or folder)
    old = OldRoom(room)
    table_ids = []
    for number in range(1, arguments.tables + 1):
        house = rules.HouseRules(blinds=BLINDS[number % len(BLINDS)])
        info = room.add_table(f"Table {number}", house, seats=rng.choice((6, 9, 10)))
        table_ids.append(info.id)
        for seat, name in zip(rng.sample(range(1, 7), 6), NAMES, strict=False):
            old.act(info.id, rules.Sit(seat, name, rules.Choice.POST))
    for table_id in table_ids:
        play(old, rng, table_id, arguments.actions)
    kept = recorded(old, table_ids)
    room.close()
    backend = "postgresql" if arguments.postgresql else "sqlite"
    version, entries = (_postgresql_facts(arguments.postgresql) if arguments.postgresql
                        else _sqlite_facts(folder / "room.sqlite3"))
    for table_id, count in entries.items():
        kept[str(table_id)]["entries"] = count
    name = f"room-schema-{version}-{arguments.commit}-{backend}"
    arguments.out.mkdir(parents=True, exist_ok=True)
    if arguments.postgresql:
        dump = subprocess.run(
            ["pg_dump", "--inserts", "--no-owner", "--no-privileges", "--dbname",
             arguments.postgresql], check=True, capture_output=True, text=True).stdout
        text = "\n".join(line for line in dump.splitlines() if not line.startswith("\\"))
        with gzip.open(arguments.out / f"{name}.sql.gz", "wt", compresslevel=9) as out:
            out.write(text)
    else:
        with (folder / "room.sqlite3").open("rb") as source, \
                gzip.open(arguments.out / f"{name}.sqlite3.gz", "wb", compresslevel=9) as out:
            shutil.copyfileobj(source, out)
    (arguments.out / f"{name}.recorded.json").write_text(json.dumps(
        {"commit": arguments.commit, "schema": version, "backend": backend, "tables": kept},
        indent=1, sort_keys=True) + "\n")
    shutil.rmtree(folder)
    print(name, {table_id: kept[str(table_id)]["entries"] for table_id in table_ids})


def _sqlite_facts(path: Path) -> tuple[int, dict[int, int]]:
    with closing(sqlite3.connect(path)) as connection:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        counts = dict(connection.execute(
            "SELECT table_id, count(*) FROM journal GROUP BY table_id").fetchall())
    return version, counts


def _postgresql_facts(address: str) -> tuple[int, dict[int, int]]:
    import psycopg

    with psycopg.connect(address) as connection:
        version = int(connection.execute(
            "SELECT value FROM meta WHERE key = 'schema'").fetchone()[0])
        counts = dict(connection.execute(
            "SELECT table_id, count(*) FROM journal GROUP BY table_id").fetchall())
    return version, counts


if __name__ == "__main__":
    main()
