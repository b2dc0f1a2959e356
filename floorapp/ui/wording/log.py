"""Log and history entries: a floor event, a deal and a journal entry in one line, and the
undo and redo labels.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from floorapp.rules import (
    Away,
    Back,
    Bust,
    ChangeHouse,
    Correct,
    DealHand,
    Event,
    HouseRules,
    Leave,
    Lock,
    Misdeal,
    Move,
    PickUp,
    PostKind,
    Rebuy,
    Refused,
    Release,
    Sit,
    Straddle,
    Table,
)
from floorapp.screen.readout import LineKind, ReadoutItem, readout
from floorapp.screen.scene import PuckKind
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Entry

from .choices import choice_word, move_manner
from .house import house_summary
from .refusals import refusal_text
from .seats import blind_short_name, hand_label, missed_phrase, seat_title


def event_text(event: Event, table: Table) -> str:
    """One floor event as the log shows it; ``table`` is the table before it."""
    def name_of(seat: int) -> str | None:
        player = table.player(seat) if 1 <= seat <= table.size else None
        return player.name if player else None

    return event_words(event, name_of, table)


def event_words(
    event: Event, name_of: Callable[[int], str | None], before: Table | None = None
) -> str:
    """One floor event in words; ``name_of`` gives the player on a seat (or None), ``before``
    the table before the event when it is known (a move is then worded by its outcome)."""
    def title(seat: int) -> str:
        return seat_title(seat, name_of(seat))

    if isinstance(event, Sit) and event.carried is not None:
        return QCoreApplication.translate(
            "Event", "Seat {seat}: {name} sits down ({how}), from another table of the game "
            "with a missed-blind button: {missed}").format(
                seat=event.seat, name=event.name, how=choice_word(event.choice),
                missed=missed_phrase(event.carried))
    if isinstance(event, Sit):
        return QCoreApplication.translate("Event", "Seat {seat}: {name} sits down ({how})").format(
            seat=event.seat, name=event.name, how=choice_word(event.choice))
    if isinstance(event, Away):
        return QCoreApplication.translate("Event", "{seat}: away").format(seat=title(event.seat))
    if isinstance(event, Back):
        return QCoreApplication.translate("Event", "{seat}: back ({how})").format(
            seat=title(event.seat), how=choice_word(event.choice))
    if isinstance(event, Leave):
        return QCoreApplication.translate("Event", "{seat}: leaves, seat locked up").format(
            seat=title(event.seat))
    if isinstance(event, Release):
        return QCoreApplication.translate("Event", "Seat {seat}: lock-up released").format(
            seat=event.seat)
    if isinstance(event, PickUp):
        return QCoreApplication.translate(
            "Event", "{seat}: picked up, seat locked up for the list").format(
                seat=title(event.seat))
    if isinstance(event, Lock):
        return QCoreApplication.translate("Event", "Seat {seat}: locked up for the list").format(
            seat=event.seat)
    if isinstance(event, Move):
        return QCoreApplication.translate("Event", "{seat}: moves to seat {to} ({how})").format(
            seat=title(event.from_seat), to=event.to_seat, how=move_manner(event, before))
    if isinstance(event, Bust):
        return QCoreApplication.translate("Event", "{seat}: busted").format(
            seat=title(event.seat))
    if isinstance(event, Rebuy):
        return QCoreApplication.translate("Event", "{seat}: rebuy ({how})").format(
            seat=title(event.seat), how=choice_word(event.choice))
    if isinstance(event, Straddle):
        return QCoreApplication.translate("Event", "{seat}: straddles next hand").format(
            seat=title(event.seat))
    if isinstance(event, Misdeal):
        return QCoreApplication.translate("Event", "Misdeal: the hand is dealt again")
    if isinstance(event, Correct):
        blinds = [s for s in (event.small_blind, event.big_blind, event.third_blind) if s]
        return QCoreApplication.translate(
            "Event", "Positions corrected: button {button}, blinds {blinds}").format(
                button=event.button, blinds=", ".join(str(s) for s in blinds))
    if isinstance(event, ChangeHouse):
        return QCoreApplication.translate("Event", "House rules: {rules}").format(
            rules=house_summary(event.house, event.seats))
    if isinstance(event, DealHand):
        return QCoreApplication.translate("Event", "Next hand")
    return str(getattr(event, "kind", event))  # type: ignore[unreachable]  # a future event


def deal_summary(items: tuple[ReadoutItem, ...]) -> str:
    """A deal in one line for the log: "Button 4 · SB 5 · BB 6 · 8 dealt in"."""
    parts = []
    for item in items:
        if item.kind is LineKind.BUTTON:
            parts.append(QCoreApplication.translate("Log", "Button {seat}").format(seat=item.seat))
        elif item.kind is LineKind.DEAD_BUTTON:
            parts.append(QCoreApplication.translate("Log", "Dead button {seat}").format(
                seat=item.seat))
        elif item.kind is LineKind.DEAD_SMALL_BLIND:
            parts.append(QCoreApplication.translate("Log", "Dead SB {seat}").format(
                seat=item.seat))
        elif item.kind is LineKind.BLIND:
            parts.append(QCoreApplication.translate("Log", "{blind} {seat}").format(
                blind=_blind_short(item), seat=item.seat))
        elif item.kind is LineKind.DEALT_IN:
            dealt = len(item.seats)  # a name, not a call: lupdate reads only simple counts
            parts.append(QCoreApplication.translate("Log", "%n dealt in", "", dealt))
    return " · ".join(parts)


def _blind_short(item: ReadoutItem) -> str:
    """The puck's name of a blind (:func:`blind_short_name`); a small blind on the button
    besides the small blind's seat (R-43) is the second one."""
    post_kind = item.post_kind
    if item.position == "second_big_blind":
        post_kind = PostKind.SECOND_BIG_BLIND
    elif item.position is None and post_kind is PostKind.BUTTON_SMALL_BLIND:
        post_kind = PostKind.EXTRA_SMALL_BLIND
    if item.position == "third_blind":
        kind = PuckKind.THIRD_BLIND
    elif item.position == "big_blind" or post_kind is PostKind.BIG_BLIND:
        kind = PuckKind.BIG_BLIND
    else:
        kind = PuckKind.SMALL_BLIND
    return blind_short_name(kind, post_kind)


def undo_label() -> str:
    return QCoreApplication.translate("MainWindow", "Undo")


def redo_label() -> str:
    return QCoreApplication.translate("MainWindow", "Redo")


def entry_action(entry: Entry, before: Table | None = None, hand: int | None = None) -> str:
    """What a journal entry did, in words (an undo or a redo: the action it is about);
    ``before``: the table before that action, when it is known (see :func:`event_words`);
    ``hand``: for a deal, the number of the hand it deals ("Hand 12")."""
    if entry.kind is EntryKind.CREATE:
        return QCoreApplication.translate("Journal", "Table opened: {name}").format(
            name=entry.note or "")
    if entry.kind is EntryKind.RENAME:
        return QCoreApplication.translate("Journal", "Table renamed: {name}").format(
            name=entry.note or "")
    if entry.kind is EntryKind.CLOSE:
        return QCoreApplication.translate("Journal", "Table closed")
    if entry.kind is EntryKind.REOPEN:
        return QCoreApplication.translate("Journal", "Table reopened")
    if entry.kind is EntryKind.ASSIGN:
        return QCoreApplication.translate("Journal", "The table's game or must-move changed")
    if entry.event is None:
        return ""
    if isinstance(entry.event, DealHand):
        if hand is not None:
            return hand_label(hand)
        return QCoreApplication.translate("Journal", "Deal")
    names = entry.players

    def name_of(seat: int) -> str | None:
        return names[0] if len(names) == 1 and seat in entry.seats else None

    return event_words(entry.event, name_of, before)


def entry_text(entry: Entry, before: Table | None = None, hand: int | None = None) -> str:
    """A journal entry for the history: its action, marked when undone or redone (``before``
    and ``hand`` as for :func:`entry_action`)."""
    action = entry_action(entry, before, hand)
    if entry.kind is EntryKind.UNDO:
        return QCoreApplication.translate("Log", "Undone: {text}").format(text=action)
    if entry.kind is EntryKind.REDO:
        return QCoreApplication.translate("Log", "Redone: {text}").format(text=action)
    return action


def entry_result(entry: Entry) -> str:
    """What a journal entry gave: a deal's positions in one line, or nothing."""
    if entry.deal is None:
        return ""
    return deal_summary(readout(entry.deal, _NO_PLAYERS))


_NO_PLAYERS = Table(HouseRules(), ())
"""A table without seats: the one-line deal summary needs no names."""


def earlier_rules_text(refusal: Refused | None) -> str:
    """What History says of an entry an older floorapp recorded that today's rules would decide
    otherwise (it stands as recorded): today's refusal, or that they would deal otherwise."""
    if refusal is None:
        return QCoreApplication.translate(
            "History", "Recorded under earlier rules: today's rules would deal this hand "
            "otherwise.")
    return QCoreApplication.translate(
        "History", "Recorded under earlier rules; today's rules refuse it: {why}").format(
            why=refusal_text(refusal, _NO_PLAYERS))
