"""Every word the screen says about the rules: the one place where codes become sentences.

The rules core speaks in codes (:class:`~floorapp.rules.ErrorCode`, :class:`PostKind`,
:class:`WaitReason`, :class:`Missed`, :class:`Status`, rule ids); this module words them, each
through ``QCoreApplication.translate`` with an explicit context, so that adding a language is
translation work only. Sentences with figures are translated first and filled in after
(``.format``), so translators see the whole sentence. Chip amounts are written by the
language's locale (:func:`amount`: 12,000 in English, 12 000 in French); a count in a sentence
takes Qt's plural forms (``%n``, settled for English by :func:`plural`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale

from floorapp.rules import (
    NAME_LIMIT,
    ActionKind,
    Away,
    Back,
    Bust,
    ButtonRule,
    ChangeHouse,
    Choice,
    Correct,
    DealHand,
    EntryPost,
    ErrorCode,
    Event,
    HouseRules,
    Leave,
    Makeup,
    Misdeal,
    Missed,
    Move,
    MovePreview,
    PostKind,
    Rebuy,
    Refused,
    Release,
    SeatChangeRule,
    Sit,
    Status,
    Straddle,
    StraddleRule,
    Structure,
    Table,
    Unavailable,
    WaitReason,
    preview_move,
)
from floorapp.storage.database import KeptAside, Verdict
from floorapp.storage.errors import NewerSchema, StorageError
from floorapp.storage.errors import Problem as StorageProblem
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Entry
from floorapp.storage.settings import Problem, ProblemCode

from .readout import LineKind, ReadoutItem, readout
from .scene import Puck, PuckKind, SeatScene, SeatState, TableScene

# --- numbers --------------------------------------------------------------------------------


def amount(value: int) -> str:
    """A chip amount (a blind, a post, what a player owes) as the screen's language writes
    it: "12,000" in English, "12 000" in French, Russian and Polish. The language chosen makes
    its locale the default (:func:`floorapp.ui.language.switch_language`)."""
    return QLocale().toString(value)


def plural(text: str, count: int) -> str:
    """A counted text from Qt's ``translate(..., n)``. Each language's plural forms come with
    its translation; untranslated English keeps the source's "(s)", settled here."""
    return text.replace("(s)", "" if count == 1 else "s")


# --- seats ----------------------------------------------------------------------------------


def status_word(seat: SeatScene) -> str:
    """The word on a seat's plate (upper case), or "" for a player plainly active."""
    if seat.state is SeatState.ACTIVE:
        return ""
    if seat.state is SeatState.WAITING:
        return _waiting_word(seat)
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
            WaitReason.ZONE: QCoreApplication.translate("Status", "WAITS BUTTON"),
            WaitReason.BIG_BLIND: QCoreApplication.translate("Status", "WAITS BB"),
            WaitReason.BEHIND: QCoreApplication.translate("Status", "POSTS BEHIND"),
            WaitReason.SEAT_CHANGE: QCoreApplication.translate("Status", "SEAT CHANGE"),
            WaitReason.DEALING_OFF: QCoreApplication.translate("Status", "DEALT OFF"),
            WaitReason.REDEAL: QCoreApplication.translate("Status", "NOT IN REDEAL"),
            WaitReason.HEADS_UP: QCoreApplication.translate("Status", "WAITS BUTTON"),
        }
        return words.get(seat.wait, QCoreApplication.translate("Status", "WAITING"))
    if seat.hands_left:
        return QCoreApplication.translate("Status", "SEAT CHANGE")
    words_by_choice = {
        Choice.POST: QCoreApplication.translate("Status", "WILL POST"),
        Choice.WAIT: QCoreApplication.translate("Status", "WAITS BB"),
        Choice.BEHIND: QCoreApplication.translate("Status", "POSTS BEHIND"),
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
    the time is not known)."""
    if seat.locked_minutes is None:
        return ""
    return QCoreApplication.translate("Table", "{minutes}/{limit} min").format(
        minutes=seat.locked_minutes, limit=seat.lockup_limit)


def overdue_word() -> str:
    """The word on a seat held up to the house's limit or longer."""
    return QCoreApplication.translate("Status", "TIME UP")


def lockup_phrase(seat: SeatScene) -> str:
    """How long a locked-up seat has been held, in a sentence ("" when not known)."""
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


# --- pucks ----------------------------------------------------------------------------------


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


def live_amount(value: int) -> str:
    """ "2 live": chips that play as the player's bet. A plural message (``%Ln``, the amount
    written by the locale) because the number decides the word's form: French "1 vif, 2 vifs",
    Russian "1 живой, 2 живых", Polish "1 żywy, 2 żywe, 5 żywych"."""
    return QCoreApplication.translate("Amounts", "%Ln live", "", value)


def dead_amount(value: int) -> str:
    """ "1 dead": chips that go to the middle of the pot; plural like :func:`live_amount`."""
    return QCoreApplication.translate("Amounts", "%Ln dead", "", value)


def amounts_phrase(live: int, dead: int) -> str:
    """ "(2 live, 1 dead)", "(live)" or "(dead)"."""
    if live and dead:
        return QCoreApplication.translate("Amounts", "({live}, {dead})").format(
            live=live_amount(live), dead=dead_amount(dead))
    if dead:
        return QCoreApplication.translate("Amounts", "(dead)")
    return QCoreApplication.translate("Amounts", "(live)")


# --- refusals -------------------------------------------------------------------------------


def refusal_text(refusal: Refused, table: Table) -> str:
    """Why the rules refuse an event, in one sentence naming the seat and the player."""
    seat = refusal.seat
    player = table.player(seat) if seat is not None and 1 <= seat <= table.size else None
    name = player.name if player is not None else ""
    number = seat if seat is not None else 0
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
    if refusal.code is ErrorCode.NOT_AWAY and player is not None and player.status is Status.BUSTED:
        text = QCoreApplication.translate(
            "Refusal", "{name} busted: {name} comes back with a rebuy.")
    else:
        text = texts.get(refusal.code, "")
    if not text or ("{name}" in text and not name):
        return refusal.reason[:1].upper() + refusal.reason[1:] + "."
    return text.format(seat=number, name=name, limit=NAME_LIMIT)


def unavailable_text(reason: Unavailable) -> str:
    texts = {
        Unavailable.NO_FREE_SEAT: QCoreApplication.translate(
            "Refusal", "Every seat is taken: there is no seat to move to."),
    }
    return texts[reason]


# --- actions and choices --------------------------------------------------------------------


def action_label(kind: ActionKind) -> str:
    """The menu entry of a seat action."""
    labels = {
        ActionKind.SIT: QCoreApplication.translate("Action", "Seat a new player…"),
        ActionKind.AWAY: QCoreApplication.translate("Action", "Away"),
        ActionKind.BACK: QCoreApplication.translate("Action", "Back…"),
        ActionKind.LEAVE: QCoreApplication.translate("Action", "Leave (lock-up)"),
        ActionKind.RELEASE: QCoreApplication.translate("Action", "Release lock-up"),
        ActionKind.MOVE: QCoreApplication.translate("Action", "Move to another seat…"),
        ActionKind.BUST: QCoreApplication.translate("Action", "Bust"),
        ActionKind.REBUY: QCoreApplication.translate("Action", "Rebuy…"),
        ActionKind.STRADDLE: QCoreApplication.translate("Action", "Straddle next hand"),
    }
    return labels[kind]


def choice_label(choice: Choice) -> str:
    labels = {
        Choice.POST: QCoreApplication.translate("Choice", "Post now"),
        Choice.WAIT: QCoreApplication.translate("Choice", "Wait for the big blind"),
        Choice.BEHIND: QCoreApplication.translate("Choice", "Post behind the button"),
    }
    return labels[choice]


def choice_explanation(choice: Choice, live: int, dead: int) -> str:
    """What a choice means for a player owing ``live`` + ``dead`` to come in at once."""
    if choice is Choice.POST:
        if not live and not dead:
            return QCoreApplication.translate(
                "Choice", "Plays the next hand without posting (outside the zone).")
        return QCoreApplication.translate(
            "Choice", "Posts {total} {amounts} and plays the next hand (from a seat in the zone, "
            "once the button has passed).").format(
                total=amount(live + dead), amounts=amounts_phrase(live, dead))
    if choice is Choice.WAIT:
        return QCoreApplication.translate(
            "Choice", "Sits out until the big blind reaches the seat, then posts only the big "
            "blind.")
    return QCoreApplication.translate(
        "Choice", "Lets the blinds and the button pass, then posts what is owed behind the button.")


def post_now_label(live: int, dead: int) -> str:
    """ "Post now: 3 (2 live, 1 dead)"."""
    return QCoreApplication.translate("Choice", "Post now: {total} {amounts}").format(
        total=amount(live + dead), amounts=amounts_phrase(live, dead))


def owed_sentence(name: str, live: int, dead: int) -> str:
    """ "Ed owes 3 (2 live, 1 dead)." or "Ed owes nothing." """
    if not live and not dead:
        return QCoreApplication.translate("Choice", "{name} owes nothing.").format(name=name)
    return QCoreApplication.translate("Choice", "{name} owes {total} {amounts}.").format(
        name=name, total=amount(live + dead), amounts=amounts_phrase(live, dead))


def debts_at_new_amounts(sentences: list[str]) -> str:
    """ "At the new amounts: Seat 4 Di owes 3 (2 live, 1 dead). …" after new house rules."""
    return QCoreApplication.translate("Log", "At the new amounts: {debts}").format(
        debts=" ".join(sentences))


def hands_phrase(count: int) -> str:
    """ "one hand", "3 hands"."""
    hands = abs(count)
    if hands == 1:
        return QCoreApplication.translate("Move", "one hand")
    return plural(QCoreApplication.translate("Move", "%n hand(s)", "", hands), hands)


def move_sentence(name: str, to_seat: int, wait: MovePreview, post: MovePreview) -> str:
    """What a seat change means for the player, from the rules' previews (wait and post)."""
    if wait.plays_now:
        text = QCoreApplication.translate(
            "Move", "{name} plays at once in seat {seat}, without posting.")
    elif wait.waits_for_button:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is between the button and the small blind: {name} waits "
            "until the button has passed.")
    elif "R-75" in wait.rules:
        text = QCoreApplication.translate(
            "Move", "{name} dealt off the button: in seat {seat}, {name} comes back in behind the "
            "button without posting.")
    elif "R-72" in wait.rules:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is {distance} further from the big blind: {name} posts "
            "{amount} to play at once, or waits for the big blind.")
    else:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is {distance} further from the big blind: {name} posts "
            "{amount} to play at once, or waits {distance} and then plays free.")
    return text.format(name=name, seat=to_seat, distance=hands_phrase(wait.hands),
                       amount=amount(post.must_post))


def move_options(
    to_seat: int, wait: MovePreview, post: MovePreview
) -> list[tuple[Choice, str, str]]:
    """The floor's choices for a seat change, from the rules' previews: one "Move" when both
    choices come to the same (he plays at once, waits for the button, or posting costs
    nothing), else "Post N and play now" and "Wait"; each with the rules behind it."""
    if wait.plays_now or wait.waits_for_button or not post.must_post:
        label = QCoreApplication.translate("Move", "Move to seat {seat}").format(seat=to_seat)
        return [(Choice.WAIT, label, rules_sentence(wait.rules))]
    post_label = QCoreApplication.translate("Move", "Post {amount} and play now").format(
        amount=amount(post.must_post))
    if wait.hands > 0 and "R-71" in wait.rules:  # he waits those hands, then plays free
        wait_label = QCoreApplication.translate("Move", "Wait, then play free")
    else:
        wait_label = choice_label(Choice.WAIT)
    return [
        (Choice.POST, post_label, rules_sentence(post.rules)),
        (Choice.WAIT, wait_label, rules_sentence(wait.rules)),
    ]


def rules_sentence(rules: tuple[str, ...]) -> str:
    """Rule ids with their plain sentences: "R-71: A seat change is free if ..."."""
    return " ".join(f"{rule}: {rule_sentence(rule)}" for rule in rules)


# --- events, for the log and the undo menu --------------------------------------------------


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


def move_manner(event: Move, before: Table | None) -> str:
    """How a moved player comes in at the new seat: "plays at once" when the rules deal him in
    on the next hand without posting (the choice then makes no difference), else his choice."""
    if before is not None:
        try:
            preview = preview_move(before, event.from_seat, event.to_seat, event.choice)
        except Refused:
            pass
        else:
            if preview.plays_now:
                return QCoreApplication.translate("Move", "plays at once")
    return choice_word(event.choice)


def choice_word(choice: str) -> str:
    words = {
        Choice.POST.value: QCoreApplication.translate("Choice", "posts"),
        Choice.WAIT.value: QCoreApplication.translate("Choice", "waits"),
        Choice.BEHIND.value: QCoreApplication.translate("Choice", "behind"),
    }
    return words.get(str(choice), str(choice))


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


# --- the read-out -----------------------------------------------------------------------------


def readout_line(item: ReadoutItem) -> str:
    """What the dealer reads out for one item: "Seat 6 Flo: big blind 2"."""
    who = seat_title(item.seat, item.name) if item.seat is not None else ""
    kind = item.kind
    if kind is LineKind.BUTTON:
        return QCoreApplication.translate("Readout", "Button on {who}").format(
            who=_lower_seat(who))
    if kind is LineKind.DEAD_BUTTON:
        return QCoreApplication.translate("Readout", "Button dead on seat {seat}").format(
            seat=item.seat)
    if kind is LineKind.DEAD_SMALL_BLIND:
        return QCoreApplication.translate("Readout", "Small blind dead on seat {seat}").format(
            seat=item.seat)
    if kind is LineKind.BLIND:
        return QCoreApplication.translate("Readout", "{who}: {blind} {amount}").format(
            who=who, blind=blind_phrase(item), amount=amount(item.live))
    if kind is LineKind.POST and item.post_kind in (PostKind.STRADDLE, PostKind.SLEEPER):
        return QCoreApplication.translate("Readout", "{who}: {straddle} {amount}").format(
            who=who, straddle=post_kind_phrase(item.post_kind),
            amount=amount(item.live + item.dead))
    if kind is LineKind.POST:
        return QCoreApplication.translate("Readout", "{who}: {total} {amounts}, {why}").format(
            who=who, total=amount(item.live + item.dead),
            amounts=amounts_phrase(item.live, item.dead),
            why=post_kind_phrase(item.post_kind))
    if kind is LineKind.WAITS:
        assert item.wait is not None
        return QCoreApplication.translate("Readout", "{who} {why}").format(
            who=who, why=wait_phrase(item.wait))
    if kind is LineKind.MISSED:
        assert item.missed is not None
        return QCoreApplication.translate(
            "Readout", "{who} gets a missed-blind button: {missed}").format(
                who=who, missed=missed_phrase(item.missed))
    if kind is LineKind.FIRST_TO_ACT:
        return QCoreApplication.translate("Readout", "First to act: {who}").format(
            who=_lower_seat(who))
    if kind is LineKind.DEALT_IN:
        dealt = len(item.seats)
        return QCoreApplication.translate(
            "Readout", "Dealt in: %n (seats {seats})", "", dealt).format(
                seats=", ".join(str(s) for s in item.seats))
    if kind is LineKind.HEADS_UP:
        return QCoreApplication.translate(
            "Readout", "Heads-up: the button posts the small blind and acts first")
    if kind is LineKind.REDEAL:
        return QCoreApplication.translate("Readout", "Misdeal: same positions and posts again")
    if kind is LineKind.FORGIVEN:
        return QCoreApplication.translate(
            "Readout", "Every missed blind is forgiven: fewer than two players owe nothing")
    if kind is LineKind.CORRECTED:
        return QCoreApplication.translate(
            "Readout", "Positions corrected: button on seat {button}, blinds on seats "
            "{blinds}. The next hand moves on from here.").format(
                button=item.seat, blinds=", ".join(str(s) for s in item.seats))
    return str(kind)  # type: ignore[unreachable]  # a line kind added later


def _lower_seat(title: str) -> str:
    """ "Seat 4 Di" inside a sentence: "seat 4 Di" (the translation decides the case)."""
    prefix = QCoreApplication.translate("Seat", "Seat")
    lower = QCoreApplication.translate("Seat", "seat")
    return lower + title[len(prefix):] if title.startswith(prefix) else title


def blind_phrase(item: ReadoutItem) -> str:
    """A blind by its position ("small blind", "big blind", "third blind"), or by what kind
    of post it is when it is posted off the usual positions ("small blind on the button")."""
    plain = (PostKind.SMALL_BLIND, PostKind.BIG_BLIND, PostKind.MIDDLE_BLIND)
    positions = {
        "small_blind": QCoreApplication.translate("Post", "small blind"),
        "big_blind": QCoreApplication.translate("Post", "big blind"),
        "third_blind": QCoreApplication.translate("Post", "third blind"),
    }
    if item.post_kind in plain and item.position in positions:
        return positions[item.position]
    return post_kind_phrase(item.post_kind)


def post_kind_phrase(kind: PostKind | None) -> str:
    """What a post is for, in a sentence: "big blind", "makes up missed blinds"."""
    phrases = {
        PostKind.SMALL_BLIND: QCoreApplication.translate("Post", "small blind"),
        PostKind.BIG_BLIND: QCoreApplication.translate("Post", "big blind"),
        PostKind.MIDDLE_BLIND: QCoreApplication.translate("Post", "middle blind"),
        PostKind.BUTTON_SMALL_BLIND: QCoreApplication.translate(
            "Post", "small blind on the button"),
        PostKind.SECOND_BIG_BLIND: QCoreApplication.translate("Post", "second big blind"),
        PostKind.EXTRA_SMALL_BLIND: QCoreApplication.translate("Post", "second small blind"),
        PostKind.ENTRY: QCoreApplication.translate("Post", "entry post"),
        PostKind.MAKEUP: QCoreApplication.translate("Post", "makes up missed blinds"),
        PostKind.SEAT_CHANGE: QCoreApplication.translate("Post", "posts to play after a move"),
        PostKind.STRADDLE: QCoreApplication.translate("Post", "live straddle"),
        PostKind.SLEEPER: QCoreApplication.translate("Post", "sleeper straddle"),
    }
    if kind is None:
        return ""
    return phrases.get(kind, str(kind))


# --- the rules, one plain sentence each ----------------------------------------------------------


def rule_sentence(rule: str) -> str:
    """One plain sentence saying what rule ``rule`` decides: an R-id of docs/RULES.md, an
    F-id of docs/DECISIONS.md, or §8 (what a deal shows). This is the read-out's short
    reason (under 160 characters); the training screen explains a mistake with the rule's
    title and fuller text, :data:`floorapp.training.rule_texts.RULE_TEXTS`."""
    sentences = {
        "R-01": QCoreApplication.translate(
            "Rule", "First the button and the zone are set, then who can play: two make a "
            "heads-up hand, fewer make no hand."),
        "R-10": QCoreApplication.translate(
            "Rule", "Dead button: the big blind moves on one player every hand and the other "
            "positions follow it."),
        "R-11": QCoreApplication.translate(
            "Rule", "The big blind goes to the next player after last hand's big blind who "
            "can take it."),
        "R-12": QCoreApplication.translate(
            "Rule", "The small blind is on last hand's big-blind seat; if that player is gone "
            "it is dead."),
        "R-13": QCoreApplication.translate(
            "Rule", "The button goes to last hand's small-blind seat, even if nobody plays "
            "there: then it is a dead button."),
        "R-14": QCoreApplication.translate(
            "Rule", "An away player the big blind skips owes both blinds; one on the small-blind "
            "seat owes the small blind."),
        "R-15": QCoreApplication.translate(
            "Rule", "With three blinds each position moves up to where the next larger one "
            "was."),
        "R-20": QCoreApplication.translate(
            "Rule", "Simplified button: the button always moves to the next active player."),
        "R-21": QCoreApplication.translate(
            "Rule", "The button moves to the next active player after last hand's button."),
        "R-22": QCoreApplication.translate(
            "Rule", "The blinds follow the button to the next players; nobody posts twice."),
        "R-23": QCoreApplication.translate(
            "Rule", "An away player passed by the small blind owes it; one passed by the big blind "
            "owes the big blind."),
        "R-30": QCoreApplication.translate(
            "Rule", "Missed blinds are owed, and made up when the player comes back."),
        "R-31": QCoreApplication.translate(
            "Rule", "Nobody comes into the game between the button and the small blind: a player "
            "there waits until the button has passed."),
        "R-32": QCoreApplication.translate(
            "Rule", "Posting now: up to one big blind live, the rest dead, and the player plays at "
            "once."),
        "R-33": QCoreApplication.translate(
            "Rule", "Waiting for the big blind: the player comes in when it arrives and posts only "
            "the big blind."),
        "R-34": QCoreApplication.translate(
            "Rule", "Behind the button: the player lets the blinds and the button pass, then posts "
            "what is owed."),
        "R-35": QCoreApplication.translate(
            "Rule", "An away player keeps the missed-blind button; if fewer than two players owe "
            "nothing, all debts are forgiven."),
        "R-36": QCoreApplication.translate(
            "Rule", "Dealt in without posting what is owed: a dead hand before any action, else "
            "the post is due next hand."),
        "R-40": QCoreApplication.translate(
            "Rule", "Moving button: the button always goes to a player, and the blinds are "
            "adjusted when someone leaves."),
        "R-41": QCoreApplication.translate(
            "Rule", "The player due the big blind is gone: the player after that seat posts it, "
            "the player before it the small blind."),
        "R-42": QCoreApplication.translate(
            "Rule", "The player due the small blind is gone: that small blind is dead, and "
            "next hand the button posts a small blind."),
        "R-43": QCoreApplication.translate(
            "Rule", "The player due the button is gone: last hand's big blind takes the "
            "button with a small blind, and two big blinds follow."),
        "R-44": QCoreApplication.translate(
            "Rule", "Any other departure: no dead button, and every player meets each blind "
            "once a round."),
        "R-50": QCoreApplication.translate(
            "Rule", "Heads-up play, and the change to and from it."),
        "R-51": QCoreApplication.translate(
            "Rule", "Heads-up, the button posts the small blind and acts first before the "
            "flop."),
        "R-52": QCoreApplication.translate(
            "Rule", "Heads-up, the big blind goes to the other player, so nobody has it twice "
            "in a row."),
        "R-53": QCoreApplication.translate(
            "Rule", "A player who sits down during heads-up play comes in once outside the zone."),
        "R-60": QCoreApplication.translate("Rule", "New players and a new game."),
        "R-61": QCoreApplication.translate(
            "Rule", "A new player outside the zone posts a big blind to play at once, or "
            "waits for the big blind."),
        "R-62": QCoreApplication.translate(
            "Rule", "A player who busts and buys in again owes the missed blinds and is not a new "
            "player."),
        "R-63": QCoreApplication.translate(
            "Rule", "A new game: the blinds start after the button that was drawn, and "
            "nobody posts to come in."),
        "R-64": QCoreApplication.translate(
            "Rule", "A short-handed game: a new player's first hand is free."),
        "R-70": QCoreApplication.translate("Rule", "Seat changes."),
        "R-71": QCoreApplication.translate(
            "Rule", "A seat change is free if it takes the player no further from the big blind; "
            "otherwise the player waits those hands or posts."),
        "R-72": QCoreApplication.translate(
            "Rule", "A seat change is free past at most two players; a longer one means posting or "
            "waiting for the big blind."),
        "R-73": QCoreApplication.translate(
            "Rule", "Nobody moves off the button seat on the button hand."),
        "R-74": QCoreApplication.translate(
            "Rule", "Moving into the big-blind seat plays at once; moving into the button or "
            "small-blind seat waits for the button to pass."),
        "R-75": QCoreApplication.translate(
            "Rule", "A player who moves after the button hand is never charged and comes back in "
            "behind the button."),
        "R-76": QCoreApplication.translate(
            "Rule", "Missed blinds move with the player to the new seat."),
        "R-90": QCoreApplication.translate(
            "Rule", "A straddle is twice the big blind: live under the gun, where the action "
            "then starts after it; a sleeper elsewhere, not live."),
        "F-01": QCoreApplication.translate(
            "Rule", "A new player who stepped away before the first hand owes only the entry "
            "post."),
        "F-02": QCoreApplication.translate(
            "Rule", "An away player cannot change seats until back."),
        "F-03": QCoreApplication.translate(
            "Rule", "A new player who moves is still new: the new choice replaces the first."),
        "F-04": QCoreApplication.translate(
            "Rule", "A move from an empty seat is refused before the target seat is "
            "looked at."),
        "F-05": QCoreApplication.translate(
            "Rule", "A player who deals off into a blind seat waits for the button, then "
            "plays free."),
        "F-06": QCoreApplication.translate(
            "Rule", "Only a player who played the hand can bust."),
        "F-07": QCoreApplication.translate(
            "Rule", "A redeal repeats positions and posts; whoever has left since is not "
            "dealt in."),
        "F-08": QCoreApplication.translate(
            "Rule", "A redeal after a misdeal takes nobody new."),
        "F-09": QCoreApplication.translate(
            "Rule", "Before the first hand there are no positions to correct."),
        "F-10": QCoreApplication.translate(
            "Rule", "A present player who still owes blinds has come back and chosen to "
            "post."),
        "F-11": QCoreApplication.translate(
            "Rule", "A player due to come in behind the button counts as a player for "
            "heads-up."),
        "F-12": QCoreApplication.translate(
            "Rule", "Heads-up, a newcomer on the button posts the small blind and plays."),
        "F-13": QCoreApplication.translate(
            "Rule", "A player back owing nothing plays at once; if hands went by during the "
            "absence, the player comes in outside the zone."),
        "F-14": QCoreApplication.translate(
            "Rule", "With three blinds, a big blind to post means the largest blind."),
        "F-15": QCoreApplication.translate(
            "Rule", "Three blinds with two or three players: the smallest and the largest "
            "are posted."),
        "F-16": QCoreApplication.translate(
            "Rule", "Simplified or moving button with three blinds: each blind goes to the next "
            "player; nobody enters between the blinds."),
        "F-17": QCoreApplication.translate(
            "Rule", "Button and small-blind players both left: the next player takes the "
            "button and a small blind; two big blinds follow."),
        "F-18": QCoreApplication.translate(
            "Rule", "A big blind who steps away during R-42 is passed: the next player "
            "posts it."),
        "F-19": QCoreApplication.translate(
            "Rule", "Two players away before the big blind: both owe, the next player "
            "posts it."),
        "F-20": QCoreApplication.translate(
            "Rule", "Last hand's big blind who changes seats leaves a dead small blind, and posts "
            "it dead in the new seat."),
        "F-21": QCoreApplication.translate(
            "Rule", "A new player who plays free in a new game takes the blinds in turn."),
        "F-22": QCoreApplication.translate(
            "Rule", "If the player who drew the button leaves, the next player clockwise "
            "takes it."),
        "F-23": QCoreApplication.translate(
            "Rule", "A straddle needs the house's leave: live under the gun, a sleeper "
            "elsewhere."),
        "F-24": QCoreApplication.translate(
            "Rule", "Button blind: the smallest blind is posted on the button."),
        "F-25": QCoreApplication.translate(
            "Rule", "A single blind is the big blind; there is no small blind."),
        "F-26": QCoreApplication.translate(
            "Rule", "A seat-change wait keeps counting while the player is away."),
        "F-28": QCoreApplication.translate(
            "Rule", "A player never dealt in cannot have had last hand's big blind."),
        "F-29": QCoreApplication.translate(
            "Rule", "Moving button with nobody on the small-blind seat: the next player "
            "posts a small blind on the button."),
        "F-32": QCoreApplication.translate(
            "Rule", "When waiting for the button would leave no game, nobody waits for it."),
        "F-33": QCoreApplication.translate(
            "Rule", "Too few players of the last hand are left: the players coming in join the "
            "rotation."),
        "§8": QCoreApplication.translate(
            "Rule", "The first player to act sits left of the last blind posted."),
    }
    sentence = sentences.get(rule)
    if sentence is None:
        return QCoreApplication.translate("Rule", "House decision {rule}.").format(rule=rule)
    return sentence


# --- house rules ----------------------------------------------------------------------------


def house_summary(house: HouseRules, seats: int) -> str:
    """The house rules in one line: "Dead button · 1/2 · limit · make-up: all · 9 seats"."""
    parts = [
        button_rule_label(house.button),
        "/".join(amount(b) for b in house.blinds),
        structure_label(house.structure),
        QCoreApplication.translate("House", "make-up: {makeup}").format(
            makeup=makeup_label(house.makeup)),
        plural(QCoreApplication.translate("House", "%n seat(s)", "", seats), seats),
    ]
    if house.button_blind:
        parts.append(QCoreApplication.translate("House", "button blind"))
    if house.entry_post is EntryPost.DOUBLE:
        parts.append(QCoreApplication.translate("House", "entry: double"))
    if house.free_hand_at:
        parts.append(QCoreApplication.translate("House", "free hand at {n}").format(
            n=house.free_hand_at))
    if house.straddle is not StraddleRule.NONE:
        parts.append(straddle_label(house.straddle))
    return " · ".join(parts)


def button_rule_label(rule: ButtonRule) -> str:
    labels = {
        ButtonRule.DEAD: QCoreApplication.translate("House", "Dead button"),
        ButtonRule.MOVING: QCoreApplication.translate("House", "Moving button"),
        ButtonRule.SIMPLIFIED: QCoreApplication.translate("House", "Simplified button"),
    }
    return labels[rule]


def structure_label(structure: Structure) -> str:
    labels = {
        Structure.LIMIT: QCoreApplication.translate("House", "limit"),
        Structure.POT_LIMIT: QCoreApplication.translate("House", "pot-limit"),
        Structure.NO_LIMIT: QCoreApplication.translate("House", "no-limit"),
    }
    return labels[structure]


def makeup_label(makeup: Makeup) -> str:
    labels = {
        Makeup.ALL: QCoreApplication.translate("House", "all"),
        Makeup.BIG_ONLY: QCoreApplication.translate("House", "big blind only"),
    }
    return labels[makeup]


def entry_post_label(entry: EntryPost) -> str:
    labels = {
        EntryPost.BIG: QCoreApplication.translate("House", "one big blind"),
        EntryPost.DOUBLE: QCoreApplication.translate("House", "two big blinds (lowball)"),
    }
    return labels[entry]


def seat_change_label(rule: SeatChangeRule) -> str:
    labels = {
        SeatChangeRule.RELATIVE: QCoreApplication.translate(
            "House", "same relative position"),
        SeatChangeRule.TWO_PLAYERS: QCoreApplication.translate(
            "House", "past at most two players"),
    }
    return labels[rule]


def straddle_label(rule: StraddleRule) -> str:
    labels = {
        StraddleRule.NONE: QCoreApplication.translate("House", "no straddle"),
        StraddleRule.LIVE: QCoreApplication.translate("House", "live straddle"),
        StraddleRule.LIVE_AND_SLEEPER: QCoreApplication.translate(
            "House", "live and sleeper straddles"),
    }
    return labels[rule]


def house_key_label(key: str) -> str:
    """The label of one house-rule key in the dialog."""
    labels = {
        "button": QCoreApplication.translate("House", "Button"),
        "blinds": QCoreApplication.translate("House", "Blinds"),
        "button_blind": QCoreApplication.translate("House", "Small blind on the button"),
        "structure": QCoreApplication.translate("House", "Betting structure"),
        "makeup": QCoreApplication.translate("House", "Missed blinds make-up"),
        "entry_post": QCoreApplication.translate("House", "New player posts"),
        "free_hand_at": QCoreApplication.translate("House", "Free hand with at most"),
        "seat_change": QCoreApplication.translate("House", "Free seat change"),
        "straddle": QCoreApplication.translate("House", "Straddles"),
        "lockup_minutes": QCoreApplication.translate("House", "Hold a locked-up seat for"),
        "seats": QCoreApplication.translate("House", "Seats"),
        "palette": QCoreApplication.translate("House", "Colours"),
    }
    return labels.get(key, key)


def problem_text(problem: Problem) -> str:
    """A settings problem in one clear sentence."""
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
        ProblemCode.NOT_TRUE_FALSE: QCoreApplication.translate(
            "Settings", "{key}: must be yes or no."),
        ProblemCode.FREE_HAND_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a number of players from 0 (off) to 12."),
        ProblemCode.SEATS_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a table has 2 to 12 seats."),
        ProblemCode.LOCKUP_RANGE: QCoreApplication.translate(
            "Settings", "{key}: a whole number of minutes from 1 to 120."),
    }
    return texts[problem.code].format(key=house_key_label(problem.key))


# --- the journal ----------------------------------------------------------------------------


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


# --- the disk -------------------------------------------------------------------------------


def storage_problem_phrase(problem: StorageProblem) -> str:
    """Why the room file could not be used, as a phrase."""
    phrases = {
        StorageProblem.READ_ONLY: QCoreApplication.translate(
            "Storage", "the data folder or the room file may not be written"),
        StorageProblem.DISK_FULL: QCoreApplication.translate("Storage", "the disk is full"),
        StorageProblem.DAMAGED: QCoreApplication.translate(
            "Storage", "the room file is damaged"),
        StorageProblem.BUSY: QCoreApplication.translate(
            "Storage", "another program holds the room file"),
        StorageProblem.NO_FOLDER: QCoreApplication.translate(
            "Storage", "the data folder cannot be created, or is not a folder"),
        StorageProblem.NEWER_SCHEMA: QCoreApplication.translate(
            "Storage", "the room file was written by a newer floorapp"),
        StorageProblem.IO: QCoreApplication.translate("Storage", "the disk reported an error"),
    }
    return phrases[problem]


def storage_error_text(error: StorageError) -> str:
    """An action the disk refused: it was not applied."""
    return QCoreApplication.translate(
        "Storage", "Not saved: {why} ({path}). Nothing was changed.").format(
            why=storage_problem_phrase(error.problem), path=error.path or "")


def cannot_open_text(error: StorageError) -> str:
    """The room cannot be opened at start-up."""
    return QCoreApplication.translate(
        "Storage", "floorapp cannot open the room: {why} ({path}).").format(
            why=storage_problem_phrase(error.problem), path=error.path or "")


def newer_schema_text(error: NewerSchema) -> str:
    return QCoreApplication.translate(
        "Storage", "The room file {path} was written by a newer floorapp (schema {found}; this "
        "one knows up to {known}). It was not opened and has not been changed: install the "
        "newer floorapp to use it.").format(path=error.path, found=error.found,
                                            known=error.known)


def kept_aside_text(kept: KeptAside) -> str:
    """A damaged or foreign room file found at start-up, moved aside untouched."""
    if kept.verdict is Verdict.DAMAGED:
        text = QCoreApplication.translate(
            "Storage", "The room file {path} is damaged ({reason}). It was kept, unchanged, as "
            "{kept}, and a new room was started.")
    else:
        text = QCoreApplication.translate(
            "Storage", "The room file {path} is not a floorapp room ({reason}). It was kept, "
            "unchanged, as {kept}, and a new room was started.")
    return text.format(path=kept.original, reason=kept.reason, kept=kept.moved_to.name)


def already_running_text(folder: object, pid: int) -> str:
    """A second floorapp on the same data folder."""
    if pid:
        text = QCoreApplication.translate(
            "Instance", "floorapp is already running with the data folder {folder} (process "
            "{pid}). Use that window, or start this one with another --data-dir.")
    else:
        text = QCoreApplication.translate(
            "Instance", "floorapp is already running with the data folder {folder}. Use that "
            "window, or start this one with another --data-dir.")
    return text.format(folder=folder, pid=pid)


def uncaught_text(error: BaseException, log_file: object) -> str:
    """An error nobody expected: what the floor is told."""
    if log_file:
        text = QCoreApplication.translate(
            "Fault", "Something went wrong inside floorapp: {error}. The tables show what was "
            "saved. The details were written to the log {log}.")
    else:
        text = QCoreApplication.translate(
            "Fault", "Something went wrong inside floorapp: {error}. The tables show what was "
            "saved.")
    return text.format(error=f"{type(error).__name__}: {error}", log=log_file)


# --- the room -------------------------------------------------------------------------------


def overview_lines(scene: TableScene) -> list[tuple[str, str]]:
    """A table at a glance: (label, value) lines for its button, blinds and markers."""
    button, blinds, missed, lockups, away, waiting = [], [], [], [], [], []
    blind_kinds = (PuckKind.SMALL_BLIND, PuckKind.BIG_BLIND, PuckKind.THIRD_BLIND)
    for seat in scene.seats:
        title = seat_title(seat.number, seat.name)
        for puck in seat.pucks:
            if puck.kind is PuckKind.BUTTON:
                button.append(QCoreApplication.translate("Room", "{seat} (dead)").format(
                    seat=title) if puck.dead else title)
            elif puck.kind in blind_kinds:
                blinds.append(f"{blind_short_name(puck.kind, puck.post_kind)} {title}")
            elif puck.kind is PuckKind.MISSED:
                assert puck.missed is not None
                missed.append(f"{title}: {missed_phrase(puck.missed)}")
            elif puck.kind is PuckKind.LOCKUP:
                lockups.append(title)
        if seat.state is SeatState.AWAY:
            away.append(title)
        elif seat.state is SeatState.WAITING:
            waiting.append(title)
    seated = sum(1 for seat in scene.seats if seat.name)
    none = QCoreApplication.translate("Room", "none yet")
    lines = [
        (QCoreApplication.translate("Room", "Button"), ", ".join(button) or none),
        (QCoreApplication.translate("Room", "Blinds"), " · ".join(blinds) or none),
    ]
    for label, seats in (
        (QCoreApplication.translate("Room", "Missed blinds"), missed),
        (QCoreApplication.translate("Room", "Locked up"), lockups),
        (QCoreApplication.translate("Room", "Away"), away),
        (QCoreApplication.translate("Room", "Waiting"), waiting),
    ):
        if seats:
            lines.append((label, " · ".join(seats)))
    size = len(scene.seats)
    lines.append((QCoreApplication.translate("Room", "Players"), plural(
        QCoreApplication.translate("Room", "{seated} of %n seat(s)", "", size), size).format(
            seated=seated)))
    return lines


def name_problem_text(name: str, taken: bool) -> str:
    """Why a table name is refused: empty, or already the name of a table of the room."""
    if taken:
        return QCoreApplication.translate(
            "Room", "A table called {name} already exists (a closed one can be reopened from "
            "the Table menu).").format(name=name)
    return QCoreApplication.translate("Room", "A table needs a name.")


def import_done_text(name: str, applied: int, refused: int) -> str:
    """ "Imported as the table Main: 7 steps recorded; left out 2 steps the rules refused."
    (each count with its own plural forms)."""
    recorded = plural(QCoreApplication.translate("Room", "%n step(s) recorded", "", applied),
                      applied)
    if refused:
        left_out = plural(QCoreApplication.translate(
            "Room", "left out %n step(s) the rules refused", "", refused), refused)
        return QCoreApplication.translate(
            "Room", "Imported as the table {name}: {recorded}; {left_out}.").format(
                name=name, recorded=recorded, left_out=left_out)
    return QCoreApplication.translate(
        "Room", "Imported as the table {name}: {recorded}.").format(
            name=name, recorded=recorded)


def not_a_scenario_text(path: object, error: object) -> str:
    return QCoreApplication.translate(
        "Room", "{path} is not a scenario file floorapp can read: {error}").format(
            path=path, error=error)


def exported_text(path: object) -> str:
    return QCoreApplication.translate("History", "Exported to {path}.").format(path=path)


def export_failed_text(error: object) -> str:
    return QCoreApplication.translate("History", "Not exported: {error}").format(error=error)
