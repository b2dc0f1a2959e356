"""The documents of the event journal: the floor's actions on an event, an event's state, and
the *change* an entry made to it, as JSON-safe values and back.

One codec for all of it: :mod:`floorapp.storage.codec`'s walk over a frozen record's fields by
their type hints (the one the tables, deals and lists use). Nothing here names an action or a
field of an event: an action is ``{"kind": ..., <fields>}``, its type found among the
members of :data:`floorapp.tournament.Action` by their ``kind``; a field added later to an
action or to the event reads old documents with its default; an unknown kind or field is a
:class:`~floorapp.storage.codec.CodecError` that says which.

An event's state is its record's document (its tables' rules-core :class:`~floorapp.rules.Table`
written exactly as a cash table's head writes one). A *change* (:func:`change_between`) is
what one entry did to that document, field by field: a field set to a new value, a list that
grew at its end (``grow``: only the new items) or was cut back (``cut``: how many items
went), and the tables that changed (``tables``: each written whole, by its number) or went
(``gone``). An entry keeps the change forward and the change back, so that an undo applies the
one and a redo the other without deciding anything again.
"""

from __future__ import annotations

import typing
from dataclasses import replace
from typing import Any

from floorapp.tournament import Action, Event, EventTable

from .codec import (
    CodecError,
    decode_kinded,
    decode_record,
    decode_value,
    encode_record,
    field_hints,
)

ACTION_TYPES: dict[str, type[Any]] = {cls.kind: cls for cls in typing.get_args(Action)}
"""Every floor action on an event by its ``kind`` word (``draw``, ``register``, ``deal``...)."""

TABLES = "tables"
"""The event's field that holds its tables, changed table by table (by ``number``)."""


def encode_action(action: Action) -> dict[str, Any]:
    """An action as ``{"kind": ..., <fields>}``."""
    return {"kind": action.kind, **encode_record(action)}


def decode_action(data: Any) -> Action:
    """The action :func:`encode_action` gave this dict for."""
    action: Action = decode_kinded(ACTION_TYPES, data, "an event action")
    return action


def encode_state(event: Event) -> dict[str, Any]:
    """An event's state as a JSON-safe dict."""
    encoded: dict[str, Any] = encode_record(event)
    return encoded


def decode_state(data: Any) -> Event:
    """The event :func:`encode_state` gave this dict for."""
    return decode_record(Event, data)


def encode_after(before: Event, document: dict[str, Any], after: Event) -> dict[str, Any]:
    """:func:`encode_state` of ``after``, an event made from ``before`` (whose document is
    ``document``): what ``after`` shares with ``before`` (the same field, the same table
    record) is taken from ``document`` rather than written again; an action changes a table or
    two of up to 200."""
    if not document:
        return encode_state(after)
    encoded: dict[str, Any] = {}
    for name in field_hints(Event):
        value = getattr(after, name)
        if value is getattr(before, name):
            encoded[name] = document[name]
        elif name == TABLES:
            written = {data["number"]: data for data in document[TABLES]}
            was: dict[int, EventTable] = {old.number: old for old in before.tables}
            tables: tuple[EventTable, ...] = value
            encoded[name] = [written[new.number] if was.get(new.number) is new
                             else encode_record(new) for new in tables]
        else:
            encoded[name] = encode_record(value)
    return encoded


def event_changed(event: Event, change: dict[str, Any]) -> Event:
    """The event record after ``change`` (as :func:`changed` does to its document), reading
    only what the change holds: the fields it sets or grows and the tables it writes."""
    hints = field_hints(Event)
    values: dict[str, Any] = {}
    try:
        for name, value in change.get("set", {}).items():
            values[name] = decode_value(hints[name], value)
        for name, items in change.get("grow", {}).items():
            values[name] = (*getattr(event, name), *decode_value(hints[name], items))
        for name, count in change.get("cut", {}).items():
            kept = getattr(event, name)
            values[name] = kept[:len(kept) - count]
        if "tables" in change or "gone" in change:
            tables = {table.number: table for table in event.tables}
            for number in change.get("gone", []):
                tables.pop(number, None)
            for data in change.get("tables", []):
                table = decode_record(EventTable, data)
                tables[table.number] = table
            values[TABLES] = tuple(tables[number] for number in sorted(tables))
    except KeyError as error:
        raise CodecError(f"a change of an unknown field of the event: {error}") from None
    return replace(event, **values)


def change_between(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The change that takes the event document ``before`` to ``after``."""
    change: dict[str, Any] = {}
    for name in sorted(set(before) | set(after)):
        old, new = before.get(name), after.get(name)
        if old == new:
            continue
        if name == TABLES:
            _table_change(change, old or [], new or [])
        elif isinstance(old, list) and isinstance(new, list) and new[:len(old)] == old:
            change.setdefault("grow", {})[name] = new[len(old):]
        elif isinstance(old, list) and isinstance(new, list) and old[:len(new)] == new:
            change.setdefault("cut", {})[name] = len(old) - len(new)
        else:
            change.setdefault("set", {})[name] = new
    return change


def _table_change(change: dict[str, Any], old: list[Any], new: list[Any]) -> None:
    was = {table["number"]: table for table in old}
    now = {table["number"]: table for table in new}
    changed = [table for number, table in now.items() if was.get(number) != table]
    gone = sorted(number for number in was if number not in now)
    if changed:
        change["tables"] = changed
    if gone:
        change["gone"] = gone


CHANGE_PARTS = frozenset({"set", "grow", "cut", "tables", "gone"})


def changed(document: dict[str, Any], change: Any) -> dict[str, Any]:
    """The event document ``document`` after ``change`` (:func:`change_between`);
    :class:`CodecError` for a change that does not fit it."""
    if not isinstance(change, dict) or not CHANGE_PARTS.issuperset(change):
        raise CodecError(f"not a change of an event: {change!r}")
    result = dict(document)
    try:
        result.update(change.get("set", {}))
        for name, items in change.get("grow", {}).items():
            result[name] = [*result.get(name, []), *items]
        for name, count in change.get("cut", {}).items():
            kept = result.get(name, [])
            if not isinstance(count, int) or not 0 < count <= len(kept):
                raise CodecError(f"a change cuts {count!r} items of {name!r}")
            result[name] = kept[:len(kept) - count]
        if "tables" in change or "gone" in change:
            tables = {table["number"]: table for table in result.get(TABLES, [])}
            for number in change.get("gone", []):
                tables.pop(number, None)
            tables.update((table["number"], table) for table in change.get("tables", []))
            result[TABLES] = [tables[number] for number in sorted(tables)]
    except (AttributeError, KeyError, TypeError) as error:
        raise CodecError(f"a change that does not fit the event: {error!r}") from None
    return result
