"""The training screen's words at an event's tables: the level, the floor's actions since the
last question, the tables of a balancing question and the seats of a move.

Translated like the rest of the training's words (:mod:`floorapp.ui.training.wording`); the
rules' words (``T-`` ids too) come from :func:`floorapp.ui.wording.rule_words`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.tournament import (
    Absent,
    Action,
    AnteKind,
    Back,
    Bust,
    DealHand,
    Event,
    EventTable,
    Level,
    MovePlayer,
    NewLevel,
    Register,
    apply,
)
from floorapp.training import EventQuestion, Mistake, MoveQuestion, mistake_template
from floorapp.training.rule_texts import MISTAKE_CONTEXT
from floorapp.ui import wording
from floorapp.ui.training import wording as words


def level_summary(level: Level, seats: int) -> str:
    """The house line at an event: "Event, level 4: 300/600 · big-blind ante 600 · 9 seats"."""
    translate = QCoreApplication.translate
    parts = [translate("TrainingEvent", "Event, level {level}: {small}/{big}").format(
        level=level.number, small=wording.amount(level.small_blind),
        big=wording.amount(level.big_blind))]
    ante = wording.amount(level.ante)
    if level.ante_kind is AnteKind.BIG_BLIND:
        parts.append(translate("TrainingEvent", "big-blind ante {ante}").format(ante=ante))
    elif level.ante_kind is AnteKind.EACH:
        parts.append(translate("TrainingEvent", "ante {ante} from every player").format(
            ante=ante))
    parts.append(wording.plural(translate("House", "%n seat(s)", "", seats), seats))
    return " · ".join(parts)


def table_heading(table: EventTable) -> str:
    """A table's number and how many players sit there: "Table 2: 7 players"."""
    count = table.players
    text = QCoreApplication.translate("TrainingEvent", "Table {table}: %n player(s)", "", count)
    return wording.plural(text, count).format(table=table.number)


def action_text(action: Action, event: Event) -> str:
    """One floor action at the event, in words; ``event`` is the event before it."""
    translate = QCoreApplication.translate

    def name(table: int, seat: int) -> str:
        found = event.table(table)
        player = found.table.player(seat) if found is not None else None
        return player.name if player is not None else "?"

    match action:
        case Absent():
            return translate("TrainingEvent", "{name} (table {table}, seat {seat}) is absent."
                             ).format(name=name(action.table, action.seat), table=action.table,
                                      seat=action.seat)
        case Back():
            return translate("TrainingEvent", "{name} (table {table}, seat {seat}) is back."
                             ).format(name=name(action.table, action.seat), table=action.table,
                                      seat=action.seat)
        case Register():
            return translate("TrainingEvent", "{name} joins: table {table}, seat {seat}."
                             ).format(name=action.name, table=action.table, seat=action.seat)
        case Bust():
            names = ", ".join(name(action.table, seat) for seat in action.seats)
            return translate("TrainingEvent", "Eliminated at table {table}: {names}.").format(
                table=action.table, names=names)
        case NewLevel():
            return translate("TrainingEvent", "A new level: {level}.").format(
                level=level_summary(action.level, event.rules.seats))
        case DealHand():
            return translate("TrainingEvent", "A hand is dealt at table {table}.").format(
                table=action.table)
        case MovePlayer():
            return translate("TrainingEvent", "The floor makes a balancing move.")
    return action.kind


def move_prompt(mover: tuple[int, int] | None) -> str:
    """What to click next in a balancing question."""
    translate = QCoreApplication.translate
    if mover is None:
        return translate("TrainingEvent", "Click the player who moves.")
    return translate(
        "TrainingEvent",
        "Now click the open seat the player goes to (a click on a player chooses again).")


def spot_words(spot: tuple[int, int], event: Event) -> str:
    """ "table 1, seat 5 (Ed)", or "table 2, seat 4" for an open seat."""
    table_number, seat = spot
    table = event.table(table_number)
    inside = table is not None and 1 <= seat <= table.table.size
    player = table.table.player(seat) if table is not None and inside else None
    if player is not None:
        return QCoreApplication.translate(
            "TrainingValue", "table {table}, seat {seat} ({name})").format(
                table=table_number, seat=seat, name=player.name)
    return QCoreApplication.translate("TrainingValue", "table {table}, seat {seat}").format(
        table=table_number, seat=seat)


def move_mistake_sentence(mistake: Mistake, event: Event) -> str:
    """A balancing mistake: "The new seat is table 2, seat 4, not table 2, seat 6."."""
    def spot(value: object) -> str:
        if isinstance(value, tuple):
            return spot_words((int(value[0]), int(value[1])), event)
        return QCoreApplication.translate("TrainingValue", "no seat")

    template = words.data_text(MISTAKE_CONTEXT, mistake_template(mistake))
    sentence = template.format(seat="", expected=spot(mistake.expected), given=spot(mistake.given))
    return sentence[:1].upper() + sentence[1:]


def house_line(question: EventQuestion | MoveQuestion) -> str:
    """The level in force, as the house line of a question at an event."""
    if isinstance(question, MoveQuestion):
        return level_summary(question.before.level, question.before.rules.seats)
    return level_summary(question.level, question.before.size)


def situation_text(question: EventQuestion | MoveQuestion) -> str:
    """Last hand's positions at the table (a balancing question: at every table), then the
    floor's actions since the last question, one per line."""
    translate = QCoreApplication.translate
    if isinstance(question, MoveQuestion):
        lines = [translate("TrainingEvent", "Balancing: who moves, and to which seat?")]
        lines += [translate("TrainingEvent", "Table {table}: {last}").format(
            table=table.number, last=words.last_hand_sentence(table.table))
            for table in question.before.tables]
    else:
        lines = [translate("TrainingEvent", "At table {table}.").format(
            table=question.table_number), words.last_hand_sentence(question.before)]
    event = question.since
    if not question.actions or event is None:
        if isinstance(question, EventQuestion):
            lines.append(words.no_events_sentence())
        return "\n".join(lines)
    lines.append(translate("Training", "Since then:"))
    for action in question.actions:
        lines.append("• " + action_text(action, event))
        event = apply(event, action).after
    return "\n".join(lines)
