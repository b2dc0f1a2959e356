"""An event kept in the room: the time of each floor action recorded (``Room.apply_event``),
of an undo, of reading the event again (its head) and of a replay of its journal, and the
journal's size per entry.

Run: ``.venv/bin/python benchmarks/bench_events_room.py [--address ROOM]`` (a data folder,
default a new one in a temporary folder, or a PostgreSQL address of an empty database). The
floor is ``devtools.simulate_event``'s, from the draw of ``--entrants`` players at ``--tables``
tables on, for ``--actions`` actions. A write is the whole of it: the rules' decision, the
change worked out, the event packed for its head and digest, the transaction committed. The
target: each write within 100 ms (a press on the floor screen answered at once); the script
prints the median, the 99th percentile and the slowest, and exits 1 when the 99th percentile
misses the target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from devtools.simulate_event import floor_action  # noqa: E402
from floorapp.storage.room import Room  # noqa: E402
from floorapp.tournament import CloseRegistration, Draw, EventRefused, EventRules  # noqa: E402

TARGET_MS = 100.0


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return (f"{len(values):>5}: median {statistics.median(values):7.2f} ms, "
            f"99% {p99:7.2f} ms, slowest {ordered[-1]:7.2f} ms")


def timed(call: object) -> tuple[object, float]:
    started = time.perf_counter()
    result = call()  # type: ignore[operator]
    return result, (time.perf_counter() - started) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", help="a data folder or a PostgreSQL address")
    parser.add_argument("--entrants", type=int, default=1800)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2027)
    arguments = parser.parse_args()
    address = arguments.address or tempfile.mkdtemp(prefix="bench-events-")
    rng = random.Random(arguments.seed)
    writes: list[float] = []
    undos: list[float] = []
    with Room.open(address) as room:
        event_id = room.add_event("Bench", EventRules()).id
        names = tuple(f"Player {n}" for n in range(1, arguments.entrants + 1))
        for action in (Draw(names, arguments.tables, arguments.seed), CloseRegistration()):
            _, spent = timed(lambda a=action: room.apply_event(
                event_id, a, room.event_state(event_id).position))
            writes.append(spent)
        for number in range(arguments.actions):
            state = room.event_state(event_id)
            action = floor_action(state.event, rng, bust_weight=2)
            if action is None:
                break
            try:
                _, spent = timed(lambda a=action, s=state: room.apply_event(
                    event_id, a, s.position))
            except EventRefused:
                continue
            writes.append(spent)
            if number % 10 == 9:
                _, spent = timed(lambda: room.undo_event(
                    event_id, room.event_state(event_id).position))
                undos.append(spent)
                room.redo_event(event_id, room.event_state(event_id).position)
        entries, size = room.database.rows(
            "SELECT count(*), sum(length(document)) FROM event_journal WHERE event_id = ?",
            (event_id,))[0]
        head = room.database.rows("SELECT length(state) FROM event_heads WHERE event_id = ?",
                                  (event_id,))[0][0]
        shown = room.event_state(event_id)
    with Room.open(address) as again:
        _, opening = timed(lambda: again.event_state(event_id))
        _, replay = timed(lambda: again.replay_event(event_id))
    print(f"event in the room: {arguments.entrants} entrants at {arguments.tables} tables, "
          f"{len(shown.event.tables)} tables and {shown.event.players_left} players at the end "
          f"({'PostgreSQL' if arguments.address and '://' in arguments.address else 'SQLite'})")
    print(f"  an action recorded (decided, written, committed) {summary(writes)}")
    print(f"  an undo recorded                                 {summary(undos)}")
    print(f"  the event read again from its head: {opening:.1f} ms; its journal replayed "
          f"({entries} entries): {replay:.1f} ms")
    print(f"  journal: {int(size or 0) / max(1, int(entries)):,.0f} bytes per entry packed "
          f"(the draw's included); head: {int(head):,} bytes packed")
    p99 = sorted(writes)[min(len(writes) - 1, round(0.99 * (len(writes) - 1)))]
    verdict = "meets" if p99 <= TARGET_MS else "misses"
    print(f"99% of the writes within {p99:.1f} ms: {verdict} the target of {TARGET_MS:.0f} ms")
    return 0 if p99 <= TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
