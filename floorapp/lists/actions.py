"""What the floor does to a game's list, and what each action does to the one name it
concerns.

Every action concerns one name. :func:`decide` checks it against the list and returns the
:class:`Step`: that name before and after, and where it stands. The room's journal keeps the
step; the list after it is :meth:`Step.applied_to`. An undo puts the name back as it was
(:func:`undo_step`) and a redo as it became (:func:`redo_step`), each refused when the name
has changed since — so a step can be taken back on its own, whatever other names the list
has gained or lost meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.rules.model import NAME_LIMIT, Choice, player_name_problem

from .errors import ListCode, ListRefused
from .model import (
    NOTE_LIMIT,
    Call,
    GameList,
    GameRules,
    NoShowRule,
    Source,
    Spot,
    Waiting,
    note_problem,
)


@dataclass(frozen=True)
class AddName:
    """Put a player on the list, at the bottom."""

    name: str
    note: str = ""


@dataclass(frozen=True)
class AskTableChange:
    """A player seated at ``seated_at`` asks for a seat in this game: he goes on its list as a
    table change, offered a seat before the list's names."""

    name: str
    seated_at: Spot
    note: str = ""


@dataclass(frozen=True)
class RemoveName:
    """Take a name off the list (he left, he changed his mind)."""

    name_id: int


@dataclass(frozen=True)
class EditName:
    """Correct a name or its note."""

    name_id: int
    name: str
    note: str = ""


@dataclass(frozen=True)
class MoveName:
    """Give a name another place on the list (0: first)."""

    name_id: int
    index: int


@dataclass(frozen=True)
class CallName:
    """Call a name to an open seat: the seat is locked up for him and his call timer starts."""

    name_id: int
    spot: Spot


@dataclass(frozen=True)
class CallMustMove:
    """Call the player of a must-move table who is next (:func:`~.offers.must_move_order`)
    to a seat of the main table: he goes on the list as called."""

    name: str
    seated_at: Spot
    spot: Spot


@dataclass(frozen=True)
class CancelCall:
    """Take back a call: the name keeps his place, the seat is open again."""

    name_id: int


@dataclass(frozen=True)
class MarkNoShow:
    """A called name did not come: to the bottom of the list, or off it (the game's
    :class:`~.model.NoShowRule`); a must-move player is passed over: he stays on the list, not
    called, behind the other must-move players (:func:`~.offers.next_for_seat`)."""

    name_id: int


@dataclass(frozen=True)
class SeatName:
    """The name sits down at ``spot`` (the seat he was called to, or any open seat when he
    was not called) and comes in as a new player by ``choice`` (post, wait or behind): he
    leaves the list."""

    name_id: int
    spot: Spot
    choice: str = Choice.WAIT


ListAction = (
    AddName | AskTableChange | RemoveName | EditName | MoveName | CallName | CallMustMove
    | CancelCall | MarkNoShow | SeatName
)

ACTION_TYPES: dict[str, type[ListAction]] = {
    "add": AddName, "table-change": AskTableChange, "remove": RemoveName, "edit": EditName,
    "move": MoveName, "call": CallName, "call-must-move": CallMustMove,
    "cancel-call": CancelCall, "no-show": MarkNoShow, "seat": SeatName,
}
"""Each action by the word the journal and the history use for it."""
ACTION_KINDS = {cls: kind for kind, cls in ACTION_TYPES.items()}


def action_kind(action: ListAction) -> str:
    """The word for an action (``add``, ``call``, ``seat``, ...)."""
    return ACTION_KINDS[type(action)]


@dataclass(frozen=True)
class Step:
    """What one action did to one name: ``before`` and ``after`` (None: not on the list),
    with their places (0: first)."""

    name_id: int
    before: Waiting | None
    before_index: int | None
    after: Waiting | None
    after_index: int | None

    def applied_to(self, game_list: GameList) -> GameList:
        """The list with this step done."""
        return game_list.with_name_at(self.after, self.name_id, self.after_index)

    @property
    def name(self) -> str:
        """The player's name the step concerns."""
        concerned = self.after or self.before
        assert concerned is not None
        return concerned.name


def decide(game_list: GameList, action: ListAction, *, at: int, rules: GameRules) -> Step:
    """The step ``action`` takes on ``game_list`` at time ``at`` (microseconds, UTC), or
    :class:`ListRefused`."""
    match action:
        case AddName(name, note):
            added = Waiting(game_list.next_id, _name(name), at, _note(note))
            return _added(game_list, added)
        case AskTableChange(name, seated_at, note):
            added = Waiting(game_list.next_id, _name(name), at, _note(note),
                            Source.TABLE_CHANGE, seated_at)
            return _added(game_list, added)
        case CallMustMove(name, seated_at, spot):
            _seat_free(game_list, spot)
            added = Waiting(game_list.next_id, _name(name), at, "", Source.MUST_MOVE,
                            seated_at, Call(spot, at))
            return Step(added.id, None, None, added, 0)
        case RemoveName(name_id):
            return _changed(game_list, name_id, None)
        case EditName(name_id, name, note):
            found = _on_list(game_list, name_id)
            return _changed(game_list, name_id, _edited(found, _name(name), _note(note)))
        case MoveName(name_id, index):
            return _moved(game_list, _on_list(game_list, name_id), index)
        case CallName(name_id, spot):
            found = _on_list(game_list, name_id)
            if found.called:
                raise ListRefused(ListCode.ALREADY_CALLED, name=found.name)
            _seat_free(game_list, spot)
            return _changed(game_list, name_id, found.with_call(Call(spot, at)))
        case CancelCall(name_id):
            return _changed(game_list, name_id, _called(game_list, name_id).with_call(None))
        case MarkNoShow(name_id):
            found = _called(game_list, name_id)
            if found.source is Source.MUST_MOVE:  # passed over: behind the other must-moves
                return _changed(game_list, name_id, found.with_call(None))
            if rules.no_show is NoShowRule.OFF:
                return _changed(game_list, name_id, None)
            return Step(name_id, found, game_list.index(name_id), found.with_call(None),
                        len(game_list) - 1)
        case SeatName(name_id, spot, _):
            found = _on_list(game_list, name_id)
            if found.call is not None and found.call.spot != spot:
                raise ListRefused(ListCode.CALLED_ELSEWHERE, name=found.name,
                                  table=found.call.spot.table, seat=found.call.spot.seat)
            if found.call is None:
                _seat_free(game_list, spot)
            return _changed(game_list, name_id, None)
    raise AssertionError(f"not a list action: {action!r}")


def undo_step(game_list: GameList, step: Step) -> GameList:
    """The list with ``step`` taken back: its name as it was before it. Refused
    (:attr:`ListCode.CHANGED_SINCE`) when the name is no longer as the step left it."""
    _unchanged(game_list, step.name_id, step.after, step)
    return game_list.with_name_at(step.before, step.name_id, step.before_index)


def redo_step(game_list: GameList, step: Step) -> GameList:
    """The list with ``step`` done again after an undo."""
    _unchanged(game_list, step.name_id, step.before, step)
    return step.applied_to(game_list)


# --- the checks ------------------------------------------------------------------------------


def _name(name: str) -> str:
    if player_name_problem(name) is not None:
        raise ListRefused(ListCode.BAD_NAME, limit=NAME_LIMIT)
    return name.strip()


def _note(note: str) -> str:
    if note_problem(note) is not None:
        raise ListRefused(ListCode.BAD_NOTE, limit=NOTE_LIMIT)
    return note.strip()


def _on_list(game_list: GameList, name_id: int) -> Waiting:
    found = game_list.get(name_id)
    if found is None:
        raise ListRefused(ListCode.NOT_ON_LIST, number=name_id)
    return found


def _called(game_list: GameList, name_id: int) -> Waiting:
    found = _on_list(game_list, name_id)
    if not found.called:
        raise ListRefused(ListCode.NOT_CALLED, name=found.name)
    return found


def _seat_free(game_list: GameList, spot: Spot) -> None:
    holder = game_list.called_to(spot)
    if holder is not None:
        raise ListRefused(ListCode.SEAT_CALLED, name=holder.name, table=spot.table,
                          seat=spot.seat)


def _added(game_list: GameList, added: Waiting) -> Step:
    return Step(added.id, None, None, added, len(game_list))


def _changed(game_list: GameList, name_id: int, after: Waiting | None) -> Step:
    before = _on_list(game_list, name_id)
    index = game_list.index(name_id)
    return Step(name_id, before, index, after, index if after is not None else None)


def _edited(found: Waiting, name: str, note: str) -> Waiting:
    return Waiting(found.id, name, found.added, note, found.source, found.seated_at, found.call)


def _moved(game_list: GameList, found: Waiting, index: int) -> Step:
    """A name to another place, among the names of its own kind (the table changes stand
    before the list: a name cannot be moved across)."""
    current = game_list.index(found.id)
    assert current is not None
    if not 0 <= index < len(game_list):
        raise ListRefused(ListCode.BAD_PLACE, name=found.name, place=index + 1)
    if index == current:
        raise ListRefused(ListCode.SAME_PLACE, name=found.name, place=index + 1)
    if game_list.names[index].source is not found.source:
        raise ListRefused(ListCode.BAD_PLACE, name=found.name, place=index + 1)
    return Step(found.id, found, current, found, index)


def _unchanged(game_list: GameList, name_id: int, expected: Waiting | None, step: Step) -> None:
    if game_list.get(name_id) != expected:
        raise ListRefused(ListCode.CHANGED_SINCE, name=step.name)
