"""The documents of the list journal: list actions, their steps, a list's head, a game's
list rules, as JSON-safe values and back (the fields by their type hints, like
:mod:`floorapp.storage.codec` does for tables and events).

A list entry's document is ``{"action": {"kind": ..., <fields>}, "steps": [...],
"slips": [...]}``; an undo or a redo has only the steps it took (an undo: the original steps
turned around). A head is ``{"names": [...], "next_id": n, "undo": [...], "redo": [...]}``.
"""

from __future__ import annotations

from typing import Any

from floorapp.lists import GameList, GameRules, Slip, Step, Waiting
from floorapp.lists.actions import ACTION_TYPES, action_kind
from floorapp.lists.moves import BreakTable, RoomAction

from .codec import CodecError, decode_kinded, decode_record, encode_record

ROOM_ACTION_TYPES: dict[str, type[RoomAction]] = {**ACTION_TYPES, "break": BreakTable}
"""Every action of the list journal by its word (``add``, ``call``, ``seat``, ``break``...)."""


def room_action_kind(action: RoomAction) -> str:
    """The word for an action."""
    return "break" if isinstance(action, BreakTable) else action_kind(action)


def encode_action(action: RoomAction) -> dict[str, Any]:
    """An action as ``{"kind": ..., <fields>}``."""
    return {"kind": room_action_kind(action), **encode_record(action)}


def decode_action(data: Any) -> RoomAction:
    """The action :func:`encode_action` gave this dict for."""
    action: RoomAction = decode_kinded(ROOM_ACTION_TYPES, data, "a list action")
    return action


def encode_steps(steps: tuple[Step, ...]) -> list[Any]:
    """Steps as JSON-safe values."""
    return [encode_record(step) for step in steps]


def decode_steps(data: Any) -> tuple[Step, ...]:
    """The steps :func:`encode_steps` gave these values for."""
    if not isinstance(data, list):
        raise CodecError(f"not a list of steps: {data!r}")
    return tuple(decode_record(Step, item) for item in data)


def encode_slips(slips: tuple[Slip, ...]) -> list[Any]:
    """Move slips as JSON-safe values."""
    return [encode_record(slip) for slip in slips]


def decode_slips(data: Any) -> tuple[Slip, ...]:
    """The slips :func:`encode_slips` gave these values for."""
    if not isinstance(data, list):
        raise CodecError(f"not a list of move slips: {data!r}")
    return tuple(decode_record(Slip, item) for item in data)


def encode_list(game_list: GameList) -> dict[str, Any]:
    """A list's names and next number."""
    return {"names": [encode_record(name) for name in game_list.names],
            "next_id": game_list.next_id}


def decode_list(data: Any) -> GameList:
    """The list :func:`encode_list` gave this dict for."""
    if not isinstance(data, dict) or not isinstance(data.get("names"), list):
        raise CodecError(f"not a list: {data!r}")
    names = tuple(decode_record(Waiting, item) for item in data["names"])
    next_id = data.get("next_id")
    if not isinstance(next_id, int) or isinstance(next_id, bool):
        raise CodecError(f"a list without its next number: {data!r}")
    return GameList(names, next_id)


def encode_rules(rules: GameRules) -> dict[str, Any]:
    """A game's list rules."""
    encoded: dict[str, Any] = encode_record(rules)
    return encoded


def decode_rules(data: Any) -> GameRules:
    """The list rules :func:`encode_rules` gave this dict for."""
    return decode_record(GameRules, data)
