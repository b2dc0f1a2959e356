"""What the floor decided, bound to what he saw, and what came of it.

An :class:`Intent` is made when the floor starts something (a seat menu opens, a dialog asks,
the offer line offers, a name is tapped or dragged, a move starts, Next hand is pressed). It
holds what he asked for (:class:`TableAct` or :class:`ListAct`), the journal positions of the
table and the list *as the screen showed them then*, and what the screen told him (the price
of a come-back, the seat offered). The room does it only if nothing has changed since: a room
that has moved on refuses it, and the floor is shown the latest and decides again.

An :class:`Outcome` is the one answer to every table and list action, whatever it was: done
(with the change the room made), refused by the rules or the list, not done because the room
moved on (with what changed) or because another screen changed it a moment before the press,
not saved (the disk or the server did not take it), or in doubt (the server went during the
commit; it says which once it is back).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from floorapp.lists.moves import RoomAction
from floorapp.storage.room import Entry, ListChange, ListEntry
from floorapp.storage.service import Change, Command, Redo, Undo


@dataclass(frozen=True)
class TableAct:
    """A command at one table: a floor event, an undo or a redo."""

    table_id: int
    command: Command | None


@dataclass(frozen=True)
class ListAct:
    """A command at a game's list (with what it does at tables): a list action, a broken
    table, an undo or a redo. ``at_table`` is the table the floor decided it at (the seat he
    called a name to, the table he seats one at), if any."""

    game_id: int
    command: RoomAction | Undo | Redo | None
    at_table: int | None = None


Act = TableAct | ListAct


@dataclass(frozen=True)
class Intent:
    """A decision of the floor, stamped with what the screen showed when he made it.

    ``tables`` are the journal positions of the tables it concerns, as shown; ``list_position``
    the list's, for a list act. ``told`` is what the screen told him (the price he saw, the
    offer he took), kept with the decision; ``started`` when he began it (the session's
    clock); ``view`` the serial of the picture he decided on.
    """

    act: Act
    tables: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    list_position: int | None = None
    told: Any = None
    started: float = 0.0
    view: int = 0

    def choosing(self, command: Any) -> Intent:
        """The decision with the command the floor chose (in the menu or the dialog it
        began), its stamp kept: it is still decided on what he saw when he began."""
        if isinstance(self.act, TableAct):
            return replace(self, act=TableAct(self.act.table_id, command))
        return replace(self, act=ListAct(self.act.game_id, command, self.act.at_table))

    @property
    def table_id(self) -> int | None:
        """The table the decision was made at (None: a list act away from any table)."""
        if isinstance(self.act, TableAct):
            return self.act.table_id
        return self.act.at_table

    @property
    def game_id(self) -> int | None:
        return self.act.game_id if isinstance(self.act, ListAct) else None

    @property
    def command(self) -> Any:
        return self.act.command


class Verdict(StrEnum):
    """What came of an intent."""

    DONE = "done"
    """Written; the screen shows it."""
    REFUSED = "refused"
    """The rules or the list refuse it (or it cannot be done now): nothing written."""
    MOVED_ON = "moved-on"
    """The table or the list changed since the floor saw it (another screen acted, or closed
    the table): nothing written; the screen shows the latest and says what changed."""
    TOO_SOON = "too-soon"
    """Another screen changed the table or the list a moment before the press: not done at
    this first press; the screen says what just happened and the floor presses again if he
    still means it."""
    NOT_SAVED = "not-saved"
    """The disk or the room's server did not take it: nothing written, nothing shown."""
    IN_DOUBT = "in-doubt"
    """The server went while it was being committed: saved or not, the server says once it
    is back (the screen then says which)."""


News = tuple[Change | Entry | ListEntry, ...]
"""What another screen did (a table's changes, a list's entries), as the logs word them."""


@dataclass(frozen=True)
class Outcome:
    """The answer to an intent (see the module). ``change`` is the room's record of what was
    done (DONE); ``failure`` why it was not (the rules' or the list's refusal, the room's
    word, the disk's or the server's error); ``news`` what another screen did (MOVED_ON,
    TOO_SOON)."""

    intent: Intent
    verdict: Verdict
    change: Change | ListChange | None = None
    failure: BaseException | None = None
    news: News = ()

    @property
    def done(self) -> bool:
        return self.verdict is Verdict.DONE


class StillSaving(Exception):
    """An action at a table or a list whose previous action on this screen is still being
    saved: the floor has not seen its result yet."""

    code = "still-saving"
