"""``floorapp room``: setting up a room on a PostgreSQL server and moving rooms, without the
screen (Qt is never imported).

- ``floorapp room init ADDRESS [--staff ROLE ...] [--board ROLE ...]``: create or complete the
  room at ADDRESS: its schema, the roles ``floorapp_staff`` and ``floorapp_board`` and their
  grants, the login roles given made members (:mod:`floorapp.storage.room_setup`). Running it
  again changes nothing and says so.
- ``floorapp room copy FROM TO``: copy a room into an empty one, SQLite (a data folder) or
  PostgreSQL (an address) either way, checked row by row (:mod:`floorapp.storage.room_copy`).
- ``floorapp room check ADDRESS``: verify a room, read only: every table's journal read, each
  kept snapshot and head against it, a line per problem (:mod:`floorapp.storage.room_check`);
  exit 1 when there is a problem.
- ``floorapp room backup FOLDER [--to BACKUPS]``: back up the room file of a data folder (in
  use or not) into BACKUPS (default: ``backups`` in the data folder), then check the backup
  (:mod:`floorapp.storage.backups`); exit 1 when it could not be made or has a problem. A room
  on PostgreSQL is backed up with the server's own tools (``pg_dump``: see the manual).

Also ``python -m floorapp.storage room ...``. Passwords come from libpq (``~/.pgpass``, a
service file, ``PGPASSWORD``), never from the command line; messages never show one.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import Problem, StorageError

EXIT_FAILED = 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorapp room", description="Set up a room on PostgreSQL, move a room, or check one.")
    commands = parser.add_subparsers(dest="command", required=True)
    init = commands.add_parser(
        "init", help="create or complete a room on PostgreSQL: schema, roles, grants")
    init.add_argument("address", help="postgresql://owner@host/dbname or a libpq string")
    init.add_argument("--staff", action="append", default=[], metavar="ROLE",
                      help="make this login role floor staff (may write); repeatable")
    init.add_argument("--board", action="append", default=[], metavar="ROLE",
                      help="make this login role a board (read only); repeatable")
    copy = commands.add_parser("copy", help="copy a room into an empty one, checked row by row")
    copy.add_argument("source", metavar="FROM", help="a data folder or a PostgreSQL address")
    copy.add_argument("target", metavar="TO", help="a data folder or a PostgreSQL address")
    check = commands.add_parser(
        "check", help="verify a room: every journal read, every kept state against it")
    check.add_argument("address", help="a data folder or a PostgreSQL address")
    backup = commands.add_parser(
        "backup", help="back up a room file into a folder, then check the backup")
    backup.add_argument("address", metavar="FOLDER", help="the data folder of the room")
    backup.add_argument("--to", metavar="BACKUPS",
                        help="the backup folder (default: backups in the data folder)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one ``room`` command; 0 when it succeeded, else the reason on stderr and 1."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "init":
            from .room_setup import initialize

            print(initialize(args.address, staff=tuple(args.staff),
                             board=tuple(args.board)).report())
        elif args.command == "check":
            from .room_check import check_room

            checked = check_room(args.address)
            print(checked.report())
            return EXIT_FAILED if checked.problems else 0
        elif args.command == "backup":
            return _backup(args.address, args.to)
        else:
            from .room_copy import copy_room

            print(copy_room(args.source, args.target).report())
    except StorageError as error:
        print(f"floorapp room {args.command}: {error}", file=sys.stderr)
        return EXIT_FAILED
    return 0


def _backup(address: str, to: str | None) -> int:
    from datetime import UTC, datetime
    from pathlib import Path

    from . import paths
    from .backend import is_postgresql
    from .backups import check_backup, default_folder, make_backup
    from .database import Database
    from .room_copy import open_database

    if is_postgresql(address):
        raise StorageError(Problem.IO, "A room on a PostgreSQL server is backed up with the "
                           "server's own tools (pg_dump): see the manual.", address)
    database = open_database(address, read_only=True, live=True)
    try:
        assert isinstance(database, Database)
        folder = Path(to).expanduser() if to else default_folder(paths.data_dir(address))
        made = make_backup(database, folder, datetime.now(UTC))
    finally:
        database.close()
    checked = check_backup(made)
    print(checked.report())
    return EXIT_FAILED if checked.problems else 0
