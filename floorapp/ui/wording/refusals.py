"""Refusals and problems, worded from their codes: why the rules refuse an event
(:class:`~floorapp.rules.ErrorCode` and its facts), why an action cannot start, what is
wrong with house rules or settings (:class:`~floorapp.rules.ProblemCode` and its limits).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import (
    NAME_LIMIT,
    ErrorCode,
    HouseProblem,
    ProblemCode,
    Refused,
    Status,
    Table,
    Unavailable,
)

from .house import house_key_label
from .seats import seat_title


def refusal_text(refusal: Refused, table: Table) -> str:
    """Why the rules refuse an event, in one sentence naming the seat and the player: worded
    from the refusal's code and facts (the player's name from the facts, else from the table)."""
    facts = refusal.facts
    seat = refusal.seat
    player = table.player(seat) if seat is not None and 1 <= seat <= table.size else None
    number = seat if seat is not None else int(facts.get("to_seat", 0))
    name = str(facts.get("name") or (player.name if player is not None else ""))
    texts = {
        ErrorCode.BAD_SEAT: QCoreApplication.translate(
            "Refusal", "There is no such seat at this table."),
        ErrorCode.SEAT_EMPTY: QCoreApplication.translate(
            "Refusal", "Nobody sits on seat {seat}."),
        ErrorCode.SEAT_TAKEN: QCoreApplication.translate(
            "Refusal", "Seat {seat} is taken by {name}."),
        ErrorCode.NOT_AWAY: QCoreApplication.translate("Refusal", "{name} is not away."),
        ErrorCode.ALREADY_AWAY: QCoreApplication.translate(
            "Refusal", "{name} is already away."),
        ErrorCode.NOT_BUSTED: QCoreApplication.translate("Refusal", "{name} has not busted."),
        ErrorCode.NOT_LOCKED: QCoreApplication.translate(
            "Refusal", "Seat {seat} has no lock-up button."),
        ErrorCode.NOT_PICK_UP: QCoreApplication.translate(
            "Refusal", "The button has not passed {name} since the big blind did: {name} is "
            "not picked up yet."),
        ErrorCode.ALREADY_LOCKED: QCoreApplication.translate(
            "Refusal", "Seat {seat} already has a lock-up button."),
        ErrorCode.BAD_CHOICE: QCoreApplication.translate(
            "Refusal", "That is not one of the choices here."),
        ErrorCode.MOVE_FROM_BUTTON: QCoreApplication.translate(
            "Refusal", "Seat {seat} has the button this hand: {name} may move after it."),
        ErrorCode.NOT_ENOUGH_PLAYERS: QCoreApplication.translate(
            "Refusal", "Fewer than two players can be dealt in this hand."),
        ErrorCode.NO_HAND: QCoreApplication.translate(
            "Refusal", "No hand has been dealt at this table yet."),
        ErrorCode.ALREADY_BUSTED: QCoreApplication.translate(
            "Refusal", "{name} is already busted."),
        ErrorCode.AWAY_CANNOT_MOVE: QCoreApplication.translate(
            "Refusal", "{name} is away: {name} can change seats once back."),
        ErrorCode.BAD_NAME: QCoreApplication.translate(
            "Refusal", "A player's name is 1 to {limit} characters long, on one line."),
        ErrorCode.BAD_POSITIONS: QCoreApplication.translate(
            "Refusal", "Each blind needs its own seat with a player or a dead blind, "
            "after the button."),
        ErrorCode.STRADDLE_NOT_ALLOWED: QCoreApplication.translate(
            "Refusal", "The house rules allow no straddle."),
        ErrorCode.NOT_DEALT_IN: QCoreApplication.translate(
            "Refusal", "{name} is not playing hands yet."),
        ErrorCode.BAD_HOUSE_RULES: QCoreApplication.translate(
            "Refusal", "These house rules cannot be played."),
    }
    if refusal.code is ErrorCode.BAD_HOUSE_RULES and seat is not None:
        return QCoreApplication.translate(
            "Refusal", "Seat {seat} is in use: free it before removing it.").format(seat=seat)
    busted = facts.get("status", player.status if player else None) == Status.BUSTED
    if refusal.code is ErrorCode.NOT_AWAY and busted:
        text = QCoreApplication.translate(
            "Refusal", "{name} busted: {name} comes back with a rebuy.")
    else:
        text = texts[refusal.code]
    return text.format(seat=number, name=name or seat_title(number, None),
                       limit=facts.get("limit", NAME_LIMIT))


def unavailable_text(reason: Unavailable) -> str:
    texts = {
        Unavailable.NO_FREE_SEAT: QCoreApplication.translate(
            "Refusal", "Every seat is taken: there is no seat to move to."),
    }
    return texts[reason]


def problem_text(problem: HouseProblem) -> str:
    """A house-rule or settings problem of the core's check in one clear sentence, its limits
    filled in from the problem's facts."""
    texts = {
        ProblemCode.UNKNOWN_KEY: QCoreApplication.translate(
            "Settings", "{key}: not a house rule."),
        ProblemCode.UNKNOWN_VALUE: QCoreApplication.translate(
            "Settings", "{key}: not one of the choices."),
        ProblemCode.BLINDS_COUNT: QCoreApplication.translate(
            "Settings", "{key}: give one, two or three amounts, e.g. 1/2 or 1/2/5."),
        ProblemCode.BLINDS_AMOUNTS: QCoreApplication.translate(
            "Settings", "{key}: every amount must be a whole number above 0."),
        ProblemCode.BLINDS_ORDER: QCoreApplication.translate(
            "Settings", "{key}: list the amounts smallest first, e.g. 1/2."),
        ProblemCode.BUTTON_BLIND_ALONE: QCoreApplication.translate(
            "Settings", "{key}: a blind on the button needs at least two blinds."),
        ProblemCode.NOT_TRUE_FALSE: QCoreApplication.translate(
            "Settings", "{key}: must be yes or no."),
        ProblemCode.FREE_HAND_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a number of players from 0 (off) to {high}."),
        ProblemCode.SEATS_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a table has {low} to {high} seats."),
        ProblemCode.LOCKUP_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a whole number of minutes from {low} to {high}."),
    }
    return texts[problem.code].format(key=house_key_label(problem.key), **problem.facts)


def table_moved_on_text(table: str, changes: list[str]) -> str:
    """Why an action was not done: another screen on the room wrote to the table first (the
    screen decided on an older state of it); ``changes`` says what that screen did, as the
    log words it (the first three)."""
    if not changes:
        return QCoreApplication.translate(
            "Refusal", "This table changed on another screen: it now shows the latest. Nothing "
            "was done; look again.")
    shown = "; ".join(changes[:3]) + ("; …" if len(changes) > 3 else "")
    return QCoreApplication.translate(
        "Refusal", "{table} changed on another screen: {changes}. It now shows the latest; "
        "nothing was done here.").format(table=table, changes=shown)


def table_closed_text(table: str) -> str:
    """Why an action was not done: the table was closed on another screen (while this one
    still showed it, or while a dialog about it was open)."""
    return QCoreApplication.translate(
        "Refusal", "{table} was closed on another screen: nothing was done. Table → Reopen a "
        "closed table brings it back.").format(table=table)


def table_set_aside_text(tables: list[str]) -> str:
    """Tables whose journal holds an entry this floorapp cannot read: set aside (no tab,
    nothing done at them) while every other table, the list and the board work on."""
    return QCoreApplication.translate(
        "Refusal", "Set aside: {tables}. Its history holds an entry this floorapp cannot "
        "read, so nothing is shown or done at it; every other table, the lists and the "
        "board work on. The room's log names the entry: ask whoever keeps the room to mend "
        "it.").format(tables=", ".join(tables))


def table_closed_elsewhere_text(table: str) -> str:
    """The table on screen was closed on another screen (the Room tab shows instead)."""
    return QCoreApplication.translate(
        "Refusal", "{table} was closed on another screen.").format(table=table)
