"""The tournament floor's words: read-out lines, the offered move, refusals, the clock.

The tournament core and :mod:`floorapp.screen.event_scene` give codes and facts; this module
says them in the floor's language (Qt's translation, context ``EventWords``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from floorapp.screen.event_scene import EventLine, EventLineKind, TableRow
from floorapp.tournament import (
    AnteKind,
    BreakOffer,
    EventCode,
    EventRefused,
    FinalOffer,
    Level,
    MoveOffer,
    Placed,
    RedrawOffer,
)
from floorapp.ui.dialogs.breaking import SlipsPage, SlipText
from floorapp.ui.wording.numbers import plural

translate = QCoreApplication.translate


def chips(live: int, dead: int) -> str:
    """"200" or "200 + 200 dead" (a big-blind ante)."""
    if not dead:
        return str(live)
    return translate("EventWords", "{live} + {dead} dead").format(live=live, dead=dead)


def readout_line(line: EventLine) -> str:
    """One read-out line, its rules in brackets."""
    who = (translate("EventWords", "seat {seat} ({name})").format(seat=line.seat, name=line.name)
           if line.name else translate("EventWords", "seat {seat}").format(seat=line.seat))
    amount = chips(line.live, line.dead)
    texts = {
        EventLineKind.BUTTON: translate("EventWords", "Button: {who}."),
        EventLineKind.DEAD_BUTTON: translate("EventWords", "Dead button on {who}."),
        EventLineKind.SMALL_BLIND: translate("EventWords", "Small blind {chips}: {who}."),
        EventLineKind.DEAD_SMALL_BLIND: translate(
            "EventWords", "No small blind: {who} is empty."),
        EventLineKind.BIG_BLIND: translate("EventWords", "Big blind {chips}: {who}."),
        EventLineKind.ANTES: translate(
            "EventWords", "Every player dealt in puts in an ante of {ante}."),
        EventLineKind.ABSENT: translate(
            "EventWords", "Absent: {who}, dealt in and blinded off; the hand is killed unless "
            "the player is back by the end of the deal."),
        EventLineKind.PENALTY: translate(
            "EventWords", "On penalty: {who}, dealt in and blinded off; the hand is killed."),
        EventLineKind.WAITS: translate(
            "EventWords", "Waits for the button to pass: {who}, who joined between the small "
            "blind and the button."),
        EventLineKind.FIRST_TO_ACT: translate("EventWords", "First to act: {who}."),
        EventLineKind.HEADS_UP: translate(
            "EventWords", "Heads-up: the button posts the small blind."),
        EventLineKind.NO_DEAL: translate(
            "EventWords", "Fewer than two players: the table cannot deal."),
    }
    text = texts[line.kind].format(who=who, chips=amount, ante=line.dead)
    rules = ", ".join(line.rules)
    return f"{text} ({rules})" if rules else text


def offer_text(offer: MoveOffer | BreakOffer | FinalOffer | None) -> str:
    """What the floor is offered now, as the overview's offer line says it."""
    match offer:
        case MoveOffer():
            text = translate(
                "EventWords", "Move {name}: table {table} seat {seat} → table {to} seat "
                "{to_seat}").format(name=offer.name, table=offer.from_table,
                                    seat=offer.from_seat, to=offer.to_table,
                                    to_seat=offer.to_seat)
            if offer.single_big_blind:
                text += " " + translate("EventWords", "(a single big blind, T-18)")
            return text
        case BreakOffer():
            return translate(
                "EventWords", "Break table {table}: its players draw the open seats "
                "(T-20)").format(table=offer.table)
        case RedrawOffer():
            return translate(
                "EventWords", "{count} tables left: every seat is drawn again (T-23)").format(
                    count=len(offer.tables))
        case FinalOffer():
            return translate(
                "EventWords", "The players left fit one table: draw the final table (T-23)")
        case None:
            return translate("EventWords", "The tables are balanced: nothing to move.")


def offer_button(offer: MoveOffer | BreakOffer | FinalOffer) -> str:
    """The one-tap button that makes the offered move."""
    match offer:
        case MoveOffer():
            return translate("EventWords", "Move {name}").format(name=offer.name)
        case BreakOffer():
            return translate("EventWords", "Break table {table}").format(table=offer.table)
        case RedrawOffer():
            return translate("EventWords", "Draw every seat again")
        case FinalOffer():
            return translate("EventWords", "Draw the final table")


def level_text(level: Level) -> str:
    """"Level 3: 100/200, ante 25" or "Level 4: 200/400, big-blind ante 400"."""
    text = translate("EventWords", "Level {number}: {small}/{big}").format(
        number=level.number, small=level.small_blind, big=level.big_blind)
    if level.ante_kind is AnteKind.BIG_BLIND:
        text += ", " + translate("EventWords", "big-blind ante {ante}").format(ante=level.ante)
    elif level.ante:
        text += ", " + translate("EventWords", "ante {ante}").format(ante=level.ante)
    return text


def table_row(row: TableRow) -> str:
    """One table on the overview: "Table 3 · 8 players · 1 absent · HALTED"."""
    players, absent = row.players, row.absent  # lupdate drops a count written row.players
    parts = [translate("EventWords", "Table {table}").format(table=row.number),
             plural(translate("EventWords", "%n player(s)", "", players), players)]
    if absent:
        parts.append(translate("EventWords", "%n absent", "", absent))
    if row.halted:
        parts.append(translate("EventWords", "HALTED (T-15)"))
    if row.playing_hand is True:
        parts.append(translate("EventWords", "playing the hand"))
    elif row.playing_hand is False:
        parts.append(translate("EventWords", "hand done"))
    if row.breaks == 1:
        parts.append(translate("EventWords", "breaks next"))
    return " · ".join(parts)


def refusal(error: EventRefused) -> str:
    """Why the event refused the floor's action, in the floor's words."""
    texts = {
        EventCode.BAD_TABLE: translate("EventWords", "No such table plays in the event."),
        EventCode.BAD_SEAT: translate("EventWords", "No such seat at the table."),
        EventCode.SEAT_EMPTY: translate("EventWords", "Nobody sits in that seat."),
        EventCode.SEAT_TAKEN: translate("EventWords", "Somebody sits in that seat."),
        EventCode.NO_OPEN_SEAT: translate("EventWords", "No open seat is left."),
        EventCode.BAD_NAME: translate(
            "EventWords", "A name is needed, and not one of a player already in the event."),
        EventCode.NOT_ELIMINATED: translate(
            "EventWords", "A re-entry is for an entrant who has been eliminated."),
        EventCode.REGISTRATION_CLOSED: translate("EventWords", "Registration is closed."),
        EventCode.NOT_ENOUGH_PLAYERS: translate(
            "EventWords", "Fewer than two players can be dealt in."),
        EventCode.HALTED: translate(
            "EventWords", "The table is halted for a player (T-15): deal anyway only if the "
            "floor waives the halt."),
        EventCode.WAIT_FOR_TABLES: translate(
            "EventWords", "Hand-for-hand: this table has dealt the hand and waits for the "
            "others (T-24)."),
        EventCode.NOT_DEALT_IN: translate(
            "EventWords", "The player has not played a hand at this table yet, so cannot be "
            "eliminated here."),
        EventCode.ALREADY_ABSENT: translate("EventWords", "The player is marked absent already."),
        EventCode.NOT_ABSENT: translate("EventWords", "The player is not marked absent."),
        EventCode.BAD_LEVEL: translate("EventWords", "That level cannot be played."),
        EventCode.NOT_OFFERED: translate(
            "EventWords", "That move is not offered now: the event has changed."),
        EventCode.NOT_HAND_FOR_HAND: translate(
            "EventWords", "The event is not playing hand-for-hand, or the table has not dealt "
            "the hand."),
        EventCode.ALREADY_DRAWN: translate("EventWords", "The event's seats are drawn already."),
        EventCode.TIME_NEEDED: translate(
            "EventWords", "The clock needs the time the action was recorded."),
        EventCode.BAD_TIME: translate(
            "EventWords", "The time is before the clock's last action: check the PC's clock."),
        EventCode.NO_STRUCTURE: translate(
            "EventWords", "The event has no structure of levels for the clock to run."),
        EventCode.BAD_STRUCTURE: translate(
            "EventWords", "The clock cannot run that structure."),
        EventCode.CLOCK_STARTED: translate("EventWords", "The clock has started already."),
        EventCode.CLOCK_NOT_STARTED: translate("EventWords", "The clock has not started yet."),
        EventCode.CLOCK_PAUSED: translate("EventWords", "The clock is paused already."),
        EventCode.CLOCK_RUNNING: translate("EventWords", "The clock is running already."),
        EventCode.BAD_STAGE: translate("EventWords", "The structure has no such stage."),
        EventCode.ON_BREAK: translate(
            "EventWords", "The clock is on a break: no table deals until the next level "
            "starts (T-28)."),
        EventCode.LEVEL_BY_CLOCK: translate(
            "EventWords", "The clock starts each level of this event's structure."),
        EventCode.NO_HAND: translate(
            "EventWords", "No hand to put right at this table: none dealt yet, or none since "
            "the positions were corrected (T-26)."),
        EventCode.BAD_POSITIONS: translate(
            "EventWords", "No hand can have those positions: each needs its own seat "
            "(T-26)."),
        EventCode.BAD_PENALTY: translate(
            "EventWords", "A penalty is at least one hand (T-09)."),
        EventCode.ON_PENALTY: translate(
            "EventWords", "The player is on penalty already: end it first (T-09)."),
        EventCode.NOT_ON_PENALTY: translate(
            "EventWords", "The player is not on penalty (T-09)."),
    }
    return texts[error.code]


def event_slips(offer: MoveOffer | BreakOffer | FinalOffer, at: datetime,
                placed: Sequence[Placed]) -> SlipsPage:
    """The move slips of a move the floor made: a balancing move, a broken table, the final
    table's draw (printed like a broken cash table's)."""
    local = at.astimezone()
    match offer:
        case MoveOffer():
            what = translate("EventWords", "Move slip: balancing")
        case BreakOffer():
            what = translate("EventWords", "Move slips: table {table} broken").format(
                table=offer.table)
        case RedrawOffer():
            what = translate("EventWords", "Move slips: every seat drawn again")
        case FinalOffer():
            what = translate("EventWords", "Move slips: the final table drawn")
    slips = tuple(SlipText(
        move.name, _seat_of(move.from_table, move.from_seat),
        translate("EventWords", "from {seat}").format(
            seat=_seat_of(move.from_table, move.from_seat)),
        _seat_of(move.to_table, move.to_seat)) for move in placed)
    return SlipsPage(
        heading=translate("EventWords", "{what}, {time}").format(
            what=what, time=local.strftime("%Y-%m-%d %H:%M")),
        title=translate("EventWords", "{what}, {time}").format(
            what=what, time=local.strftime("%H:%M")),
        coming_in=translate(
            "EventWords", "They are dealt in at once, unless they sit between the small blind "
            "and the button: then they wait for the button to pass (T-10, T-22)."),
        slips=slips)


def _seat_of(table: int | None, seat: int | None) -> str:
    if table is None or seat is None:
        return translate("EventWords", "newcomer")
    return translate("EventWords", "Table {table}, seat {seat}").format(table=table, seat=seat)
