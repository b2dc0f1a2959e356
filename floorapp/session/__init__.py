"""The floor session (no Qt): a screen's picture of the room, the floor's decisions bound to
what he saw, and the room's worker thread that does them, so that the screen never waits on
the disk or the network.

- :mod:`.view`: the picture of the room a screen shows and decides on (:class:`RoomView`);
- :mod:`.pictures`: taking it, on the worker, after each change;
- :mod:`.worker`: the thread that owns the room (every read and write, in order; the other
  screens' changes; a lost server noticed and reached again);
- :mod:`.intents`: a decision stamped with what the floor saw (:class:`Intent`) and the one
  answer to every action (:class:`Outcome`);
- :mod:`.floor`: the session itself (:class:`FloorSession`).
"""

from .floor import SETTLE_S, FloorSession, SessionListeners
from .intents import Intent, ListAct, Outcome, StillSaving, TableAct, Verdict
from .pictures import News
from .view import ListShown, RoomView, TableShown
from .worker import Job, RoomWorker

__all__ = [
    "SETTLE_S", "FloorSession", "Intent", "Job", "ListAct", "ListShown", "News", "Outcome",
    "RoomView", "RoomWorker", "SessionListeners", "StillSaving", "TableAct", "TableShown",
    "Verdict",
]
