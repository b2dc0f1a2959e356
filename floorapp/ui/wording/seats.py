"""Seats and pucks: the words on a seat's plate and its pucks, a seat in a sentence
(accessible names), the table's labels.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import Choice, Missed, PostKind, WaitReason
from floorapp.screen.scene import Puck, PuckKind, SeatScene, SeatState

from .calls import call_phrase, call_time, called_puck_phrase
from .numbers import amount, amounts_phrase, hands_phrase, plural


def status_word(seat: SeatScene) -> str:
    """The word on a seat's plate (upper case), or "" for a player plainly active. Every word,
    in every language, fits the smallest plate at the smallest type (tests/gui/
    test_plate_words.py): short words, the card room's abbreviations (BTN, BB) where needed."""
    if seat.state is SeatState.ACTIVE:
        return ""
    if seat.state is SeatState.WAITING:
        return _waiting_word(seat)
    if seat.pick_up:
        return QCoreApplication.translate("Status", "PICK UP")
    words = {
        SeatState.AWAY: QCoreApplication.translate("Status", "AWAY"),
        SeatState.BUSTED: QCoreApplication.translate("Status", "BUSTED"),
        SeatState.EMPTY: QCoreApplication.translate("Status", "EMPTY"),
        SeatState.LOCKED: QCoreApplication.translate("Status", "LOCKED"),
    }
    return words[seat.state]


def _waiting_word(seat: SeatScene) -> str:
    if seat.wait is not None:
        words = {
            WaitReason.ZONE: QCoreApplication.translate("Status", "WAITS BTN"),
            WaitReason.BIG_BLIND: QCoreApplication.translate("Status", "WAITS BB"),
            WaitReason.BEHIND: QCoreApplication.translate("Status", "BEHIND BTN"),
            WaitReason.SEAT_CHANGE: QCoreApplication.translate("Status", "NEW SEAT"),
            WaitReason.DEALING_OFF: QCoreApplication.translate("Status", "DEALT OFF"),
            WaitReason.REDEAL: QCoreApplication.translate("Status", "NO REDEAL"),
            WaitReason.HEADS_UP: QCoreApplication.translate("Status", "WAITS BTN"),
        }
        return words.get(seat.wait, QCoreApplication.translate("Status", "WAITING"))
    if seat.hands_left:
        return QCoreApplication.translate("Status", "NEW SEAT")
    words_by_choice = {
        Choice.POST: QCoreApplication.translate("Status", "WILL POST"),
        Choice.WAIT: QCoreApplication.translate("Status", "WAITS BB"),
        Choice.BEHIND: QCoreApplication.translate("Status", "BEHIND BTN"),
    }
    if seat.choice is None:
        return QCoreApplication.translate("Status", "WAITING")
    return words_by_choice[seat.choice]


def status_phrase(seat: SeatScene) -> str:
    """A seat's status in a sentence (lower case), for accessible names and the log."""
    if seat.state is SeatState.WAITING:
        if seat.wait is not None:
            return wait_phrase(seat.wait)
        phrases_by_choice = {
            Choice.POST: QCoreApplication.translate("Status", "will post next hand"),
            Choice.WAIT: QCoreApplication.translate("Status", "waits for the big blind"),
            Choice.BEHIND: QCoreApplication.translate(
                "Status", "waits to post behind the button"),
        }
        if seat.hands_left:
            return QCoreApplication.translate(
                "Status", "waits {hands} after a seat change").format(
                    hands=hands_phrase(seat.hands_left))
        if seat.choice is None:
            return QCoreApplication.translate("Status", "waiting")
        return phrases_by_choice[seat.choice]
    if seat.pick_up:
        return QCoreApplication.translate(
            "Status", "away, to be picked up: the button passed before any post")
    phrases = {
        SeatState.ACTIVE: QCoreApplication.translate("Status", "active"),
        SeatState.AWAY: QCoreApplication.translate("Status", "away"),
        SeatState.BUSTED: QCoreApplication.translate("Status", "busted"),
        SeatState.EMPTY: QCoreApplication.translate("Status", "empty"),
        SeatState.LOCKED: QCoreApplication.translate("Status", "locked up"),
    }
    return phrases[seat.state]


def wait_phrase(reason: WaitReason) -> str:
    """Why a present player is not dealt in, as the end of a sentence."""
    phrases = {
        WaitReason.ZONE: QCoreApplication.translate(
            "Wait", "waits for the button to pass"),
        WaitReason.BIG_BLIND: QCoreApplication.translate("Wait", "waits for the big blind"),
        WaitReason.BEHIND: QCoreApplication.translate(
            "Wait", "waits for the blinds and the button to pass, then posts behind"),
        WaitReason.SEAT_CHANGE: QCoreApplication.translate(
            "Wait", "waits the hands the seat change cost"),
        WaitReason.DEALING_OFF: QCoreApplication.translate(
            "Wait", "dealt off the button: waits for the blinds to pass, then plays free"),
        WaitReason.REDEAL: QCoreApplication.translate("Wait", "is not in the redeal"),
        WaitReason.HEADS_UP: QCoreApplication.translate(
            "Wait", "waits until heads-up play has passed the seat"),
    }
    return phrases.get(reason, str(reason))


def missed_phrase(missed: Missed) -> str:
    """A missed-blind button in a sentence: "missed big blind"."""
    phrases = {
        Missed.SB: QCoreApplication.translate("Missed", "missed small blind"),
        Missed.BB: QCoreApplication.translate("Missed", "missed big blind"),
        Missed.BOTH: QCoreApplication.translate("Missed", "missed both blinds"),
    }
    return phrases[missed]


def seat_accessible_name(seat: SeatScene) -> str:
    """What a screen reader says for a seat: "Seat 4, Di, away, missed big blind"."""
    parts = [QCoreApplication.translate("Seat", "Seat {number}").format(number=seat.number)]
    if seat.name:
        parts.append(seat.name)
    parts.append(status_phrase(seat))
    if lockup_phrase(seat):
        parts.append(lockup_phrase(seat))
    parts += [puck_phrase(puck) for puck in seat.pucks]
    if seat.first_to_act:
        parts.append(QCoreApplication.translate("Seat", "first to act"))
    return ", ".join(parts)


def seat_title(number: int, name: str | None) -> str:
    """ "Seat 4 Di", or "Seat 4" for an empty seat."""
    if name:
        return QCoreApplication.translate("Seat", "Seat {number} {name}").format(
            number=number, name=name)
    return QCoreApplication.translate("Seat", "Seat {number}").format(number=number)


def dealer_label() -> str:
    """The dealer's place on the rail."""
    return QCoreApplication.translate("Table", "DEALER")


def hand_label(number: int) -> str:
    """The hand count in the middle of the felt."""
    return QCoreApplication.translate("Table", "Hand {number}").format(number=number)


def heads_up_label() -> str:
    return QCoreApplication.translate("Table", "Heads-up")


def redeal_label() -> str:
    return QCoreApplication.translate("Table", "Redeal")


def lockup_time(seat: SeatScene) -> str:
    """A locked-up seat's second line: minutes held over the house's limit, "3/5 min" ("" when
    the time is not known); a seat a name is called to: his call timer, "CALLED 2/5 min"."""
    if seat.called is not None:
        return call_time(seat)
    if seat.locked_minutes is None:
        return ""
    return QCoreApplication.translate("Table", "{minutes}/{limit} min").format(
        minutes=seat.locked_minutes, limit=seat.lockup_limit)


def overdue_word() -> str:
    """The word on a seat held up to the house's limit or longer."""
    return QCoreApplication.translate("Status", "TIME UP")


def lockup_phrase(seat: SeatScene) -> str:
    """How long a locked-up seat has been held, in a sentence ("" when not known); a seat a
    name is called to: for whom, and his call timer."""
    if seat.called is not None:
        return call_phrase(seat)
    if seat.locked_minutes is None:
        return ""
    minutes, limit_minutes = seat.locked_minutes, seat.lockup_limit
    held = plural(QCoreApplication.translate("Seat", "held %n minute(s)", "", minutes), minutes)
    limit = plural(QCoreApplication.translate(
        "Seat", "the limit is %n minute(s)", "", limit_minutes), limit_minutes)
    text = f"{held}, {limit}"
    if seat.overdue:
        text += ", " + QCoreApplication.translate("Seat", "time is up: call the next player")
    return text


def first_tag() -> str:
    """The tag on the plate of the seat that acts first before the flop."""
    return QCoreApplication.translate("Table", "1ST")


def puck_label(puck: Puck) -> tuple[str, str]:
    """The big and the small text on a puck: ("D", "DEAD"), ("BB", "2"), ("MISSED", "BB")."""
    if puck.kind is PuckKind.BUTTON:
        small = QCoreApplication.translate("Puck", "DEAD") if puck.dead else ""
        return QCoreApplication.translate("Puck", "D"), small
    if puck.kind is PuckKind.MISSED:
        assert puck.missed is not None
        short = {
            Missed.SB: QCoreApplication.translate("Puck", "SB"),
            Missed.BB: QCoreApplication.translate("Puck", "BB"),
            Missed.BOTH: QCoreApplication.translate("Puck", "BOTH"),
        }
        return short[puck.missed], QCoreApplication.translate("Puck", "MISSED")
    if puck.kind is PuckKind.LOCKUP and puck.called:
        minutes = "" if puck.minutes is None else QCoreApplication.translate(
            "Puck", "{minutes}/{limit}").format(minutes=puck.minutes, limit=puck.limit)
        return puck_name(puck.called), minutes
    if puck.kind is PuckKind.LOCKUP:
        return QCoreApplication.translate("Puck", "LOCK"), QCoreApplication.translate(
            "Puck", "UP")
    names = {
        PuckKind.POST: QCoreApplication.translate("Puck", "POST"),
        PuckKind.STRADDLE: QCoreApplication.translate("Puck", "STR"),
    }
    if puck.post_kind is PostKind.SECOND_BIG_BLIND:  # "2nd BB" would not fit on a puck
        name = QCoreApplication.translate("Puck", "2BB")
    else:
        name = names.get(puck.kind) or blind_short_name(puck.kind, puck.post_kind)
    if puck.dead:
        return name, QCoreApplication.translate("Puck", "DEAD")
    if puck.dead_amount:
        return name, QCoreApplication.translate("Puck", "{live}+{dead}").format(
            live=amount(puck.amount), dead=amount(puck.dead_amount))
    return name, amount(puck.amount)


PUCK_NAME = 7
"""The most characters of a called name written on his lock-up button (his whole name is on
the seat's plate and in its menu)."""


def puck_name(name: str) -> str:
    """A called name as his lock-up button writes it: his first word, cut to
    :data:`PUCK_NAME` characters ("Alexandra Brown": "Alexan…")."""
    first = name.split()[0] if name.split() else name
    return first if len(first) <= PUCK_NAME else first[:PUCK_NAME - 1] + "…"


def blind_short_name(kind: PuckKind, post_kind: PostKind | None = None) -> str:
    """A blind's short name in the log and the room overview: SB, BB, 3B (the third blind of
    a three-blind house), and 2nd BB / 2nd SB for the extra big or small blind of the moving
    button's adjustment (R-43; its puck reads 2BB), so that two blinds of a deal never read
    alike."""
    if post_kind is PostKind.SECOND_BIG_BLIND:
        return QCoreApplication.translate("Puck", "2nd BB")
    if post_kind is PostKind.EXTRA_SMALL_BLIND:
        return QCoreApplication.translate("Puck", "2nd SB")
    names = {
        PuckKind.SMALL_BLIND: QCoreApplication.translate("Puck", "SB"),
        PuckKind.BIG_BLIND: QCoreApplication.translate("Puck", "BB"),
        PuckKind.THIRD_BLIND: QCoreApplication.translate("Puck", "3B"),
    }
    return names[kind]


def puck_phrase(puck: Puck) -> str:
    """A puck in a sentence, for accessible names."""
    if puck.kind is PuckKind.BUTTON:
        if puck.dead:
            return QCoreApplication.translate("Puck", "dead button")
        return QCoreApplication.translate("Puck", "dealer button")
    if puck.kind is PuckKind.MISSED:
        assert puck.missed is not None
        return missed_phrase(puck.missed)
    if puck.kind is PuckKind.LOCKUP and puck.called:
        return called_puck_phrase(puck.called)
    if puck.kind is PuckKind.LOCKUP:
        return QCoreApplication.translate("Puck", "lock-up button")
    if puck.kind is PuckKind.SMALL_BLIND and puck.dead:
        return QCoreApplication.translate("Puck", "dead small blind")
    if puck.post_kind is PostKind.SECOND_BIG_BLIND:
        return QCoreApplication.translate("Puck", "second big blind {amount}").format(
            amount=amount(puck.amount))
    names = {
        PuckKind.SMALL_BLIND: QCoreApplication.translate("Puck", "small blind {amount}"),
        PuckKind.BIG_BLIND: QCoreApplication.translate("Puck", "big blind {amount}"),
        PuckKind.THIRD_BLIND: QCoreApplication.translate("Puck", "third blind {amount}"),
        PuckKind.STRADDLE: QCoreApplication.translate("Puck", "straddle {amount}"),
        PuckKind.POST: QCoreApplication.translate("Puck", "posts {amount}"),
    }
    text = names[puck.kind].format(amount=amount(puck.amount + puck.dead_amount))
    if puck.dead_amount:
        text += " " + amounts_phrase(puck.amount, puck.dead_amount)
    return text
