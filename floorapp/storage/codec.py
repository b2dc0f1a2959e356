"""Tables, events and deals as JSON-safe dicts, and back, exactly.

The rules core's records are frozen dataclasses of ints, strings, booleans, StrEnums, tuples,
frozensets and other such records. The codec walks a record's fields by their type hints, so
a field the rules core adds later is saved without a change here; a field missing from old
data takes its default. ``decode(encode(x)) == x`` for every table, event and deal (a table's
``last_deal`` included, which its own ``==`` ignores).

The JSON layout is part of the database schema (:data:`CODEC_VERSION` is recorded in it): a
change that old data could not be read with needs a schema migration.

An event is a dict with ``"kind"`` (the rules core's event kind) and its fields; a table's
``last_deal`` is a :class:`~floorapp.rules.Deal` or null.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
import zlib
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, TypeVar, Union

from floorapp.rules import (
    EVENT_TYPES,
    Away,
    Back,
    Bust,
    Choice,
    Deal,
    DealHand,
    Event,
    HouseRules,
    Leave,
    Misdeal,
    Move,
    Player,
    Seat,
    Sit,
    Table,
    apply,
)

R = TypeVar("R")

CODEC_VERSION = 2
"""The layout of the documents below (2: packed, see :class:`Packer`); saved in the database's
``meta`` table."""

class CodecError(ValueError):
    """Saved data that does not fit the record it should describe (damaged or foreign)."""


# --- public API -------------------------------------------------------------------------------


def encode_table(table: Table) -> dict[str, Any]:
    """A table (with its last deal) as a JSON-safe dict."""
    encoded: dict[str, Any] = _encode(table)
    return encoded


def decode_table(data: Any) -> Table:
    """The table :func:`encode_table` gave this dict for."""
    return _decode_record(Table, data)


def encode_house(house: HouseRules) -> dict[str, Any]:
    """House rules as a JSON-safe dict (the keys and values of a scenario's ``[house]``)."""
    encoded: dict[str, Any] = _encode(house)
    return encoded


def decode_house(data: Any) -> HouseRules:
    """The house rules :func:`encode_house` gave this dict for."""
    return _decode_record(HouseRules, data)


def encode_event(event: Event) -> dict[str, Any]:
    """An event as ``{"kind": ..., <fields>}``."""
    return {"kind": event.kind, **_encode(event)}


def decode_event(data: Any) -> Event:
    """The event :func:`encode_event` gave this dict for."""
    event: Event = decode_kinded(EVENT_TYPES, data, "an event")
    return event


def encode_deal(deal: Deal) -> dict[str, Any]:
    """A deal as a JSON-safe dict."""
    encoded: dict[str, Any] = _encode(deal)
    return encoded


def decode_deal(data: Any) -> Deal:
    """The deal :func:`encode_deal` gave this dict for."""
    return _decode_record(Deal, data)


def encode_record(record: Any) -> Any:
    """Any frozen record of the pure layers (a list's names and steps, say) as JSON-safe
    values, by its fields' type hints like the tables and events."""
    return _encode(record)


def decode_record(cls: type[R], data: Any) -> R:
    """The record of type ``cls`` :func:`encode_record` gave this document for
    (:class:`CodecError` if it does not fit)."""
    return _decode_record(cls, data)


def decode_kinded(types: Mapping[str, type], data: Any, what: str) -> Any:
    """The record a ``{"kind": ..., <fields>}`` document holds, its type found by its kind
    among ``types``; :class:`CodecError` says ``what`` was expected (``"an event"``)."""
    if not isinstance(data, dict) or "kind" not in data:
        raise CodecError(f"not {what}: {data!r}")
    cls = types.get(data["kind"])
    if cls is None:
        raise CodecError(f"{what} of an unknown kind: {data['kind']!r}")
    return _decode_record(cls, {key: value for key, value in data.items() if key != "kind"})


def decode_value(hint: Any, data: Any) -> Any:
    """A value of type ``hint`` (a record, a tuple of records, an enum...) from the document
    :func:`encode_record` gave for it (:class:`CodecError` if it does not fit)."""
    return _decode(hint, data)


def field_hints(cls: type) -> dict[str, Any]:
    """The type hint of each field a record is built with (what its documents hold)."""
    hints = _hints(cls)
    return {name: hints[name] for name in _field_names(cls)}


def to_json(document: Any) -> str:
    """Compact JSON text of a JSON-safe document."""
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False)


def from_json(text: str) -> Any:
    """The document of :func:`to_json`; :class:`CodecError` if the text is not JSON."""
    try:
        return json.loads(text)
    except (TypeError, ValueError) as error:
        raise CodecError(f"not JSON: {error}") from None


# --- encoding -----------------------------------------------------------------------------


_PLAIN = frozenset({type(None), bool, int, float, str})


def _encode(value: Any) -> Any:
    kind = type(value)
    if kind in _PLAIN:
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return str(value)
    if isinstance(value, tuple | list):
        return [_encode(item) for item in value]
    if isinstance(value, frozenset | set):
        return sorted(_encode(item) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _field_names(typing.cast(Any, kind))
        return {name: _encode(getattr(value, name)) for name in names}
    raise CodecError(f"cannot save a {kind.__name__}: {value!r}")


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(field.name for field in _fields(cls))


# --- decoding -----------------------------------------------------------------------------


def _decode_record(cls: type[R], data: Any) -> R:
    if not isinstance(data, dict):
        raise CodecError(f"{cls.__name__}: expected an object, got {data!r}")
    names, plan = _plan(typing.cast(Any, cls))
    if not names.issuperset(data):
        raise CodecError(f"{cls.__name__}: unknown fields {sorted(set(data) - names)}")
    values = {}
    for name, decode, required in plan:
        if name in data:
            values[name] = decode(data[name])
        elif required:
            raise CodecError(f"{cls.__name__}: missing field '{name}'")
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise CodecError(f"{cls.__name__}: {error}") from None


Decoder = Callable[[Any], Any]


@functools.cache
def _plan(cls: Any) -> tuple[frozenset[str], tuple[tuple[str, Decoder, bool], ...]]:
    """A record's field names, and for each field its decoder and whether it must be there."""
    fields = _fields(cls)
    return frozenset(field.name for field in fields), tuple(
        (
            field.name,
            _decoder(_hint(cls, field.name)),
            field.default is dataclasses.MISSING
            and field.default_factory is dataclasses.MISSING,
        )
        for field in fields
    )


def _decode(hint: Any, data: Any) -> Any:
    return _decoder(hint)(data)


@functools.cache
def _decoder(hint: Any) -> Decoder:
    """The function that reads a value of type ``hint`` (worked out once per type)."""
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return _union_decoder(typing.get_args(hint))
    if origin is tuple:
        return _tuple_decoder(typing.get_args(hint))
    if origin is frozenset:
        (item,) = typing.get_args(hint)
        read_item = _decoder(item)
        return lambda data: frozenset(read_item(value) for value in _list(data, hint))
    if isinstance(hint, type) and issubclass(hint, Enum):
        return functools.partial(_decode_enum, hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return functools.partial(_decode_record, hint)
    if hint in (int, str, bool, float):
        return functools.partial(_decode_plain, hint)
    return functools.partial(_unreadable, hint)


def _unreadable(hint: Any, data: Any) -> Any:
    raise CodecError(f"no way to read a {hint!r}")


def _decode_enum(hint: type[Enum], data: Any) -> Any:
    try:
        return hint(data)
    except ValueError:
        raise CodecError(f"{data!r} is not a {hint.__name__}") from None


def _union_decoder(options: tuple[Any, ...]) -> Decoder:
    optional = type(None) in options
    others = [_decoder(option) for option in options if option is not type(None)]

    def decode(data: Any) -> Any:
        if data is None and optional:
            return None
        if len(others) == 1:
            return others[0](data)
        for read in others:
            try:
                return read(data)
            except CodecError:
                continue
        raise CodecError(f"{data!r} fits none of {options!r}")

    return decode


def _tuple_decoder(items: tuple[Any, ...]) -> Decoder:
    if len(items) == 2 and items[1] is Ellipsis:
        read_item = _decoder(items[0])
        return lambda data: tuple(read_item(value) for value in _list(data, tuple))
    readers = [_decoder(item) for item in items]

    def decode(data: Any) -> tuple[Any, ...]:
        values = _list(data, tuple)
        if len(values) != len(readers):
            raise CodecError(f"expected {len(readers)} items, got {values!r}")
        return tuple(read(value) for read, value in zip(readers, values, strict=True))

    return decode


def _decode_plain(hint: type, data: Any) -> Any:
    if hint is float and isinstance(data, int) and not isinstance(data, bool):
        return float(data)
    if type(data) is not hint:
        raise CodecError(f"expected {hint.__name__}, got {data!r}")
    return data


def _list(data: Any, hint: Any) -> list[Any]:
    if not isinstance(data, list):
        raise CodecError(f"expected a list for {hint!r}, got {data!r}")
    return data


@functools.cache
def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return tuple(field for field in dataclasses.fields(cls) if field.init)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _hint(cls: type, name: str) -> Any:
    return _hints(cls)[name]


# --- packing: compressed documents for the journal ---------------------------------------------

PACK_LEVEL = 9


class Packer:
    """Documents as compact bytes, and back: raw DEFLATE with a preset dictionary.

    Every journal row repeats the same keys and values (``"dead_button":false``, ``"seat"``,
    ``"R-12"``...). DEFLATE with a preset dictionary (RFC 1951 with zlib's ``zdict``, available
    in every language) writes each of them as a short reference into the dictionary: a deal of
    ~570 bytes of JSON packs into ~50. A packed value is one byte naming its dictionary, then
    the DEFLATE stream. The dictionaries themselves are kept in the room file (table
    ``dictionaries``), so a later floorapp with a new dictionary still reads the old rows.
    """

    def __init__(self, dictionaries: dict[int, bytes], current: int) -> None:
        self.dictionaries = dict(dictionaries)
        self.current = current

    def pack(self, document: Any) -> bytes:
        """The document (JSON-safe) as packed bytes."""
        dictionary = self.dictionaries[self.current]
        compressor = zlib.compressobj(PACK_LEVEL, zlib.DEFLATED, -15, 9,
                                      zlib.Z_DEFAULT_STRATEGY, dictionary)
        text = to_json(document).encode()
        return bytes((self.current,)) + compressor.compress(text) + compressor.flush()

    def unpack(self, data: bytes | None) -> Any:
        """The document :meth:`pack` gave these bytes for (None stays None)."""
        if data is None:
            return None
        if not data or data[0] not in self.dictionaries:
            raise CodecError("packed data names no known dictionary")
        try:
            decompressor = zlib.decompressobj(-15, self.dictionaries[data[0]])
            text = decompressor.decompress(bytes(data[1:])) + decompressor.flush()
        except zlib.error as error:
            raise CodecError(f"packed data is damaged: {error}") from None
        return from_json(text.decode())


def default_dictionary() -> bytes:
    """The preset dictionary of new rooms: typical events, deals and tables as this codec writes
    them (the most common last, where DEFLATE reaches them with the shortest distances).

    Built from a short game the rules core plays, so that a field the core adds later is in it.
    """
    seats = tuple(
        Seat(number, Player(id=number, name=f"P{number}") if number != 8 else None)
        for number in range(1, 10)
    )
    table = Table(house=HouseRules(), seats=seats, draw=1, passed=frozenset(),
                  next_player_id=10)
    events: list[Event] = [DealHand(), DealHand(), Away(4), DealHand(), Back(4, Choice.POST),
                           Sit(8, "Ann", Choice.WAIT), DealHand(), Bust(6), Leave(2),
                           DealHand(), Move(3, 2, Choice.POST), Misdeal(), DealHand()]
    parts: list[str] = []
    deals: list[str] = []
    for event in events:
        applied = apply(table, event)
        parts.append(to_json(encode_event(event)))
        if applied.deal is not None:
            deals.append(to_json(encode_deal(applied.deal)))
        table = applied.after
    parts.append(to_json(encode_table(table)))
    parts.extend(deals[-4:])
    return "".join(parts).encode()[-32768:]
