"""The list at the table: the offer line (a seat open, a call whose time is up, a player to
pick up), a called seat on the felt and in a sentence, the seat menu's entries for a called
seat, placing a name of the list on a seat."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from floorapp.lists import BoardNames, Candidate, Source, board_name
from floorapp.screen.calls import OfferKind, TableOffer
from floorapp.screen.scene import SeatScene

from .numbers import plural


def offer_text(offer: TableOffer, game: str, table_name: Callable[[int], str]) -> str:
    """The offer line's sentence: "Seat 5 is open: call Ann (next on 1/2 NLH)"; ``game``
    names the table's game, ``table_name`` a table by its id."""
    translate = QCoreApplication.translate
    if offer.kind is OfferKind.NO_SHOW:
        assert offer.called is not None
        text = (translate("Offer", "Seat {seat}: time is up for {name}. {name} did not come: "
                          "no-show, off the list.") if offer.off else
                translate("Offer", "Seat {seat}: time is up for {name}. {name} did not come: "
                          "no-show, to the bottom of the list."))
        return text.format(seat=offer.seat, name=offer.called.name)
    assert offer.candidate is not None
    if offer.kind is OfferKind.PICK_UP:
        return translate(
            "Offer", "Seat {seat} {player}: the button passed before any post (R-65): pick up "
            "{player} and call {name}").format(
                seat=offer.seat, player=offer.player, name=offer.candidate.name)
    return translate("Offer", "Seat {seat} is open: {offered}").format(
        seat=offer.seat,
        offered=candidate_phrase(offer.candidate, offer.waited, game, table_name))


def candidate_phrase(candidate: Candidate, waited: int | None, game: str,
                     table_name: Callable[[int], str]) -> str:
    """Who a seat is offered to, by where he comes from: "call Ann (next on 1/2 NLH)",
    "move Hal from Must-move (there 40 min)", "Di's table change (Table 2, seat 4)"."""
    translate = QCoreApplication.translate
    origin = candidate.seated_at
    if candidate.source is Source.MUST_MOVE and origin is not None:
        table = table_name(origin.table)
        if waited is None:
            return translate("Offer", "move {name} from {table}").format(
                name=candidate.name, table=table)
        return translate("Offer", "move {name} from {table} (there {minutes} min)").format(
            name=candidate.name, table=table, minutes=waited)
    if candidate.source is Source.TABLE_CHANGE and origin is not None:
        return translate("Offer", "{name}'s table change ({table}, seat {seat})").format(
            name=candidate.name, table=table_name(origin.table), seat=origin.seat)
    if candidate.source is Source.TABLE_CHANGE:
        return translate("Offer", "{name}'s table change").format(name=candidate.name)
    return translate("Offer", "call {name} (next on {game})").format(
        name=candidate.name, game=game)


def offer_button(offer: TableOffer, shortcut: str, named: bool = True) -> str:
    """The offer's button: "Call Ann (F6)", a long name shortened ("Call Ann B. (F6)": the
    sentence beside it has it whole); without the name ("Call (F6)") where room is short."""
    translate = QCoreApplication.translate
    if offer.kind is OfferKind.NO_SHOW:
        label = translate("Offer", "No-show")
    elif not named:
        label = (translate("Offer", "Pick up") if offer.kind is OfferKind.PICK_UP else
                 translate("Offer", "Call"))
    elif offer.kind is OfferKind.PICK_UP:
        label = translate("Offer", "Pick up {player}").format(player=_short(offer.player))
    else:
        assert offer.candidate is not None
        label = translate("Offer", "Call {name}").format(name=_short(offer.candidate.name))
    return f"{label} ({shortcut})"


def _short(name: str) -> str:
    """A name on the offer's button: whole up to :data:`BUTTON_NAME` characters, else his
    first word and initials."""
    return name if len(name) <= BUTTON_NAME else board_name(name, BoardNames.SHORT)


BUTTON_NAME = 14
"""The longest name the offer's button writes whole."""


# --- a called seat -------------------------------------------------------------------------


def call_time(seat: SeatScene) -> str:
    """A called seat's second line: "CALLED 2/5 min", "TIME UP 5/5 min" ("CALLED" alone when
    the time is not known)."""
    translate = QCoreApplication.translate
    if seat.called_minutes is None:
        return translate("Status", "CALLED")
    text = (translate("Status", "TIME UP {minutes}/{limit} min") if seat.overdue else
            translate("Status", "CALLED {minutes}/{limit} min"))
    return text.format(minutes=seat.called_minutes, limit=seat.lockup_limit)


def call_phrase(seat: SeatScene) -> str:
    """A called seat in a sentence, for its accessible name: "held for Ann, called from the
    list 2 minutes ago, the limit is 5 minutes"."""
    translate = QCoreApplication.translate
    text = translate("Seat", "held for {name}, called from the list").format(name=seat.called)
    if seat.called_minutes is None:
        return text
    minutes, limit = seat.called_minutes, seat.lockup_limit
    ago = plural(translate("Seat", "%n minute(s) ago", "", minutes), minutes)
    limit_text = plural(translate("Seat", "the limit is %n minute(s)", "", limit), limit)
    text = f"{text} {ago}, {limit_text}"
    if seat.overdue:
        text += ", " + translate("Seat", "time is up: mark {name} a no-show, or seat {name}"
                                 ).format(name=seat.called)
    return text


def called_puck_phrase(name: str) -> str:
    """A called seat's lock-up button in a sentence."""
    return QCoreApplication.translate("Puck", "lock-up button for {name}").format(name=name)


# --- the seat menu of a called seat --------------------------------------------------------


def seat_called_label(name: str) -> str:
    """The seat menu's entry that seats the name called to the seat."""
    return QCoreApplication.translate("SeatMenu", "Seat {name} (called)…").format(name=name)


def cancel_call_label(name: str) -> str:
    return QCoreApplication.translate("SeatMenu", "Cancel the call of {name}").format(name=name)


def seat_called_title(seat: int, name: str) -> str:
    """The new-player dialog's title for a name of the list."""
    return QCoreApplication.translate("Dialog", "Seat {seat}: {name} from the list").format(
        seat=seat, name=name)


# --- placing a name of the list --------------------------------------------------------------


def place_prompt(name: str) -> str:
    """The line over the table while a name of the list waits for its seat."""
    return QCoreApplication.translate(
        "MainWindow", "Placing {name} from the list: tap an open seat (Esc cancels).").format(
            name=name)


def place_question(name: str, seat: int) -> str:
    return QCoreApplication.translate("Dialog", "{name} to seat {seat}:").format(
        name=name, seat=seat)


def place_call_label(name: str, seat: int, minutes: int) -> str:
    """Calling the name placed on an open seat."""
    return QCoreApplication.translate(
        "Dialog", "Call {name} to seat {seat} (hold it, {minutes} min)").format(
            name=name, seat=seat, minutes=minutes)


def place_call_explanation() -> str:
    return QCoreApplication.translate(
        "Dialog", "The seat is locked up for the player until the timer runs out; then the "
                  "floor marks a no-show or seats the player.")


def place_seat_label(name: str) -> str:
    """Seating the name placed on a seat: he is at the table."""
    return QCoreApplication.translate("Dialog", "{name} is here: seat {name}…").format(
        name=name)


def place_seat_explanation() -> str:
    return QCoreApplication.translate(
        "Dialog", "Seat the player now, as a new player: post now, wait for the big blind or "
                  "post behind the button.")


def not_this_game_text(table: str, table_game: str, game: str) -> str:
    """A name of one game's list placed on a table of another game."""
    return QCoreApplication.translate(
        "ListRefusal", "{table} is a table of {table_game}; this name is on the list of "
                       "{game}.").format(table=table, table_game=table_game, game=game)


def no_game_text(table: str) -> str:
    """A name of the list placed on a table that belongs to no game."""
    return QCoreApplication.translate(
        "ListRefusal", "{table} belongs to no game: it has no list.").format(table=table)


def drop_off_seat_text() -> str:
    """A name dropped on the table away from every seat."""
    return QCoreApplication.translate("ListRefusal", "Drop the name on a seat.")
