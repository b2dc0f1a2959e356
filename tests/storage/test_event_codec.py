"""The event journal's documents: every floor action and an event's state written and read back
exactly, by their fields (nothing listed by hand), and a change between two events that takes
the one to the other, forward and back."""

from __future__ import annotations

import typing

import pytest

from floorapp.storage.codec import CodecError
from floorapp.storage.event_codec import (
    ACTION_TYPES,
    change_between,
    changed,
    decode_action,
    decode_state,
    encode_action,
    encode_after,
    encode_state,
    event_changed,
)
from floorapp.tournament import (
    Action,
    AnteKind,
    BreakTable,
    Bust,
    CloseRegistration,
    DealHand,
    Draw,
    Event,
    EventRules,
    HandForHand,
    Level,
    NewLevel,
    Register,
    apply,
)

ACTIONS: list[Action] = [
    Draw(("Ann", "Bob", "Cy"), 2, 7, (2, 1)), Register("Di", 1, 4, reentry=True),
    CloseRegistration(), DealHand(2, waive=True), Bust(1, (3, 4), (500, 200)),
    NewLevel(Level(3, 200, 400, 400, AnteKind.BIG_BLIND)), BreakTable(11),
    HandForHand(on=False),
]


def test_every_action_of_the_tournament_has_its_kind_in_the_codec() -> None:
    assert set(ACTION_TYPES.values()) == set(typing.get_args(Action))
    assert all(ACTION_TYPES[cls.kind] is cls for cls in typing.get_args(Action))


@pytest.mark.parametrize("action", ACTIONS, ids=lambda action: action.kind)
def test_an_action_is_read_back_exactly(action: Action) -> None:
    document = encode_action(action)
    assert document["kind"] == action.kind
    assert decode_action(document) == action


def test_a_level_is_written_with_its_ante_kind_as_its_word() -> None:
    document = encode_action(NewLevel(Level(2, 100, 200, 25, AnteKind.EACH)))
    assert document == {"kind": "level", "level": {
        "number": 2, "small_blind": 100, "big_blind": 200, "ante": 25, "ante_kind": "each"}}


def test_a_field_missing_from_an_older_document_takes_its_default() -> None:
    assert decode_action({"kind": "register", "name": "Di"}) == Register("Di")
    assert decode_action({"kind": "level", "level": {"number": 4}}) == NewLevel(Level(4))


@pytest.mark.parametrize(("document", "says"), [
    ({"kind": "start-clock"}, "unknown kind: 'start-clock'"),
    ({"kind": "deal", "table": 1, "colour": "red"}, "unknown fields ['colour']"),
    ({"kind": "deal"}, "missing field 'table'"),
    ({"kind": "deal", "table": "one"}, "expected int"),
    ({"table": 1}, "not an event action"),
    ({"kind": "level", "level": {"ante_kind": "some"}}, "'some' is not a AnteKind"),
])
def test_an_unknown_kind_or_field_is_a_clear_error(document: object, says: str) -> None:
    with pytest.raises(CodecError, match=says.replace("[", r"\[").replace("]", r"\]")):
        decode_action(document)


def played() -> list[Event]:
    """An event through a draw, deals, a bust, a new level and hand-for-hand."""
    event = Event(rules=EventRules(seats=6), registration_open=True)
    steps = [event]
    names = tuple(f"P{n}" for n in range(10))
    for action in (Draw(names, 2, 5), DealHand(1), DealHand(2), Register("Zed", seed=3),
                   Bust(1, (1,)), CloseRegistration(), DealHand(1), Bust(1, (2, 3), (10, 20)),
                   NewLevel(Level(2, 200, 400)), HandForHand(), DealHand(1)):
        try:
            event = apply(event, action).after
        except Exception:  # noqa: BLE001 (a step the rules refuse here is left out)
            continue
        steps.append(event)
    return steps


def test_an_events_state_is_read_back_exactly() -> None:
    for event in played():
        assert decode_state(encode_state(event)) == event


def test_a_change_takes_each_event_to_the_next_and_back() -> None:
    events = [encode_state(event) for event in played()]
    assert len(events) >= 9
    for before, after in zip(events, events[1:], strict=False):
        assert changed(before, change_between(before, after)) == after
        assert changed(after, change_between(after, before)) == before


def test_a_change_writes_the_tables_that_changed_and_the_new_items_only() -> None:
    events = played()
    dealt = change_between(encode_state(events[1]), encode_state(events[2]))
    assert [table["number"] for table in dealt["tables"]] == [1]
    registered = [(a, b) for a, b in zip(events, events[1:], strict=False)
                  if len(b.entrants) == len(a.entrants) + 1][0]
    grown = change_between(*(encode_state(event) for event in registered))
    assert grown["grow"]["entrants"] == [{"id": 11, "name": "Zed", "entry": 1}]
    assert "cut" in change_between(*(encode_state(event) for event in reversed(registered)))


def test_a_change_that_does_not_fit_is_a_clear_error() -> None:
    document = encode_state(played()[2])
    with pytest.raises(CodecError, match="not a change"):
        changed(document, {"swap": {}})
    with pytest.raises(CodecError, match="cuts 99 items"):
        changed(document, {"cut": {"entrants": 99}})


def test_the_record_and_its_document_follow_a_change_alike() -> None:
    events = played()
    documents = [encode_state(events[0])]
    for before, after in zip(events, events[1:], strict=False):
        documents.append(encode_after(before, documents[-1], after))
        assert documents[-1] == encode_state(after)
    for index in range(len(events) - 1):
        for one, other in ((index, index + 1), (index + 1, index)):
            change = change_between(documents[one], documents[other])
            assert event_changed(events[one], change) == events[other]


def test_a_change_of_a_field_this_floorapp_does_not_know_is_a_clear_error() -> None:
    with pytest.raises(CodecError, match="unknown field of the event: 'sponsor'"):
        event_changed(played()[1], {"set": {"sponsor": 5}})
    with pytest.raises(CodecError, match="Clock: expected an object, got 5"):
        event_changed(played()[1], {"set": {"clock": 5}})  # a known field, of the wrong type
