"""What came of a table's or a list's action, in words: one wording for every
:class:`~floorapp.session.intents.Outcome`, whoever asked (a seat, the offer line, the List
panel, Next hand)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from floorapp.lists import ListRefused
from floorapp.rules import Refused, Table
from floorapp.session.intents import Outcome, StillSaving, Verdict
from floorapp.storage.errors import (
    CommitUnconfirmed,
    NothingToUndo,
    PartRefused,
    StaleList,
    StaleTable,
    StorageError,
)
from floorapp.storage.room import Entry, ListEntry, TableClosed
from floorapp.storage.service import Change

from .disk import storage_error_text, unconfirmed_action_text
from .lists import list_moved_on_text, list_refusal_text
from .refusals import refusal_text, table_closed_text, table_moved_on_text


class Tone(StrEnum):
    """How the message line shows a sentence."""

    PLAIN = "plain"
    REFUSED = "refused"
    """The rules or the list said no ("Not allowed: ...")."""
    WARNING = "warning"
    """Nothing done: the room moved on, or the press came too soon."""
    ERROR = "error"
    """Not saved, or in doubt."""


@dataclass(frozen=True)
class Names:
    """What the wording needs to name things: a table's name and its table as shown, a
    game's name, and how one of the news items reads (a log line's words)."""

    table: Callable[[int], str]
    table_state: Callable[[int], Table]
    game: Callable[[int], str]
    news: Callable[[Change | Entry | ListEntry], str]


def outcome_words(outcome: Outcome, names: Names) -> tuple[str, Tone]:
    """The sentence for the message line and how to show it ("" for an action done)."""
    failure = outcome.failure
    match outcome.verdict:
        case Verdict.DONE:
            return "", Tone.PLAIN
        case Verdict.REFUSED:
            return _refused(failure, outcome, names)
        case Verdict.MOVED_ON:
            return _moved_on(failure, outcome, names), Tone.WARNING
        case Verdict.TOO_SOON:
            return too_soon_text(outcome, names), Tone.WARNING
        case Verdict.IN_DOUBT if isinstance(failure, CommitUnconfirmed):
            return unconfirmed_action_text(failure), Tone.ERROR
    assert isinstance(failure, StorageError), failure
    return storage_error_text(failure), Tone.ERROR


def _refused(failure: BaseException | None, outcome: Outcome,
             names: Names) -> tuple[str, Tone]:
    translate = QCoreApplication.translate
    table_id = outcome.intent.table_id
    if isinstance(failure, Refused) and table_id is not None:
        return refusal_text(failure, names.table_state(table_id)), Tone.REFUSED
    if isinstance(failure, ListRefused):
        return list_refusal_text(failure, names.table), Tone.REFUSED
    if isinstance(failure, PartRefused):
        reason = (refusal_text(failure.refusal, names.table_state(failure.table_id))
                  if isinstance(failure.refusal, Refused) else str(failure.refusal))
        return f"{names.table(failure.table_id)}: {reason}", Tone.REFUSED
    if isinstance(failure, StillSaving):
        return translate("Outcome", "The last action here is still being saved: look at the "
                         "table again, then press again."), Tone.WARNING
    if isinstance(failure, NothingToUndo):
        return "", Tone.PLAIN
    return translate("Outcome", "This table or list is no longer in the room."), Tone.WARNING


def _moved_on(failure: BaseException | None, outcome: Outcome, names: Names) -> str:
    if isinstance(failure, TableClosed):
        return table_closed_text(names.table(failure.table_id))
    lines = [names.news(item) for item in outcome.news]
    if isinstance(failure, StaleList):
        return list_moved_on_text(names.game(failure.game_id))  # the panel shows the latest
    table_id = failure.table_id if isinstance(failure, StaleTable) else outcome.intent.table_id
    return table_moved_on_text(names.table(table_id) if table_id is not None else "", lines)


def too_soon_text(outcome: Outcome, names: Names) -> str:
    """What another screen did a moment before the press; the floor presses again if he
    still means it."""
    translate = QCoreApplication.translate
    deals = [item.hand for item in outcome.news
             if isinstance(item, Change) and item.deal is not None and item.hand is not None]
    if deals:
        what = translate("Outcome", "Hand {hand} was just dealt on another screen.").format(
            hand=deals[-1])
    else:
        lines = [names.news(item) for item in outcome.news][-3:]
        what = translate("Outcome", "Just changed on another screen: {changes}.").format(
            changes="; ".join(lines))
    return translate("Outcome", "{what} Nothing was done here: press again if you still "
                     "mean it.").format(what=what)


__all__ = ["Names", "Tone", "outcome_words", "too_soon_text"]
