"""The small checks every section of a scenario file goes through, and the error they raise.

A file that is not a valid scenario raises :class:`InvalidScenario` naming the step (when
there is one) and what is wrong.
"""

from __future__ import annotations

from typing import Any


class InvalidScenario(Exception):
    """The file is not a valid scenario. ``step`` is the 1-based step number, if any."""

    def __init__(self, message: str, step: int | None = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(where + message)
        self.message = message
        self.step = step


def only_keys(data: dict[str, Any], allowed: set[str], where: str, step: int | None = None) -> None:
    """Refuse a key of ``data`` (the section ``where``) that is not ``allowed``."""
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise InvalidScenario(f"unknown key(s) in {where}: {', '.join(unknown)}", step)


def typed_value(
    data: dict[str, Any],
    key: str,
    kind: type,
    where: str,
    required: bool = False,
    step: int | None = None,
) -> Any:
    """``data[key]`` when it is of ``kind`` (None when it is left out and not ``required``)."""
    if key not in data:
        if required:
            raise InvalidScenario(f"missing '{key}' in {where}", step)
        return None
    value = data[key]
    if not is_kind(value, kind):
        raise InvalidScenario(f"'{key}' in {where} must be {_kind_name(kind)}", step)
    return value


def is_kind(value: Any, kind: type) -> bool:
    """Whether ``value`` is of ``kind`` as TOML means it (``true`` is not a whole number)."""
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def _kind_name(kind: type) -> str:
    return {int: "a whole number", str: "a string", dict: "a table", list: "a list",
            bool: "true or false"}.get(kind, kind.__name__)


def table_array(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """``data[key]`` when it is an array of tables (``[[key]]``); empty when left out."""
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise InvalidScenario(f"'{key}' must be an array of tables ([[{key}]])")
    return value


def str_list(value: Any, where: str) -> list[str]:
    """``value`` when it is a list of strings."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidScenario(f"'{where}' must be a list of strings")
    return value


def is_seat_number(key: str) -> bool:
    """A table key that names a seat: plain digits ("12"; not "²" or "١٢")."""
    return key.isascii() and key.isdigit()


def seat_key(key: str, seats: int, where: str) -> int:
    """The seat a table key names, when it is a seat of a ``seats``-seat table."""
    if not is_seat_number(key) or not 1 <= int(key) <= seats:
        raise InvalidScenario(f"{where}: '{key}' is not a seat of this {seats}-seat table")
    return int(key)


def seat_list(value: Any, seats: int, where: str) -> list[int]:
    """``value`` when it is a list of seats of a ``seats``-seat table."""
    if not isinstance(value, list) or not all(is_kind(v, int) for v in value):
        raise InvalidScenario(f"'{where}' must be a list of seat numbers")
    for seat in value:
        if not 1 <= seat <= seats:
            raise InvalidScenario(f"'{where}': seat {seat} is not a seat of this table")
    return list(value)
