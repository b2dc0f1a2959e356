"""``python -m floorapp.storage room ...``: the same as ``floorapp room ...``
(:mod:`floorapp.storage.room_cli`)."""

import sys

from floorapp.storage.room_cli import main

if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] != ["room"]:
        print("usage: python -m floorapp.storage room {init,copy} ...", file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(main(arguments[1:]))
