"""The codec: tables, events, deals and house rules survive JSON exactly."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storage_helpers import houses, lawful_events, starts

from floorapp.rules import (
    EVENT_TYPES,
    ChangeHouse,
    Correct,
    DealHand,
    HouseRules,
    Lock,
    Misdeal,
    Missed,
    Move,
    PickUp,
    Sit,
    Table,
    apply,
    empty_table,
)
from floorapp.storage import codec
from floorapp.storage.room import starting_table


def round_trip_table(table: Table) -> Table:
    """Through JSON text, as the database holds it."""
    return codec.decode_table(codec.from_json(codec.to_json(codec.encode_table(table))))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house=houses, start=starts(), picks=st.lists(st.integers(0, 10_000), max_size=25))
def test_tables_events_and_deals_survive_json_exactly(
    house: HouseRules, start: dict[str, object], picks: list[int]
) -> None:
    table = starting_table(house, start)
    for pick in picks:
        events = lawful_events(table)
        if not events:
            break
        event = events[pick % len(events)]
        applied = apply(table, event)
        assert codec.decode_event(codec.from_json(codec.to_json(codec.encode_event(event)))) == (
            event
        )
        if applied.deal is not None:
            text = codec.to_json(codec.encode_deal(applied.deal))
            assert codec.decode_deal(codec.from_json(text)) == applied.deal
        table = applied.after
        again = round_trip_table(table)
        assert again == table
        assert again.last_deal == table.last_deal  # Table's == ignores last_deal
        assert codec.encode_table(again) == codec.encode_table(table)


def test_every_event_kind_has_a_codec_round_trip() -> None:
    samples = {
        "sit": Sit(3, "Ann", "post"),
        "move": Move(2, 5, "wait"),
        "correct": Correct(1, None, 3, None),
        "house": ChangeHouse(HouseRules(blinds=(1, 2, 5), button_blind=True), 10),
        "deal": DealHand(),
        "misdeal": Misdeal(),
    }
    for kind, cls in EVENT_TYPES.items():
        event = samples.get(kind) or cls(4)  # type: ignore[call-arg]
        encoded = codec.encode_event(event)
        assert encoded["kind"] == kind
        assert codec.decode_event(json.loads(json.dumps(encoded))) == event


def test_house_rules_encode_with_the_scenario_formats_keys() -> None:
    encoded = codec.encode_house(HouseRules(blinds=(1, 2, 5), button_blind=True))
    assert encoded["blinds"] == [1, 2, 5]
    assert encoded["button"] == "dead"
    assert encoded["button_blind"] is True
    assert codec.decode_house(encoded) == HouseRules(blinds=(1, 2, 5), button_blind=True)


def test_a_field_missing_from_old_data_takes_its_default() -> None:
    encoded = codec.encode_table(empty_table(HouseRules(), 6))
    del encoded["straddle"]
    del encoded["house"]["free_hand_at"]
    assert codec.decode_table(encoded) == empty_table(HouseRules(), 6)


def test_journals_written_before_the_list_events_still_decode() -> None:
    """A sit, a player and a deal as floorapp wrote them before F-35 and R-65 (no ``carried``,
    ``big_blind_passed``, ``pick_up``, ``pick_ups``): they read with the defaults."""
    assert codec.decode_event({"kind": "sit", "seat": 3, "name": "Ann", "choice": "post"}) == (
        Sit(3, "Ann", "post"))
    table = starting_table(HouseRules(), {"seats": 4, "players": {"1": "Ann", "2": "Bob"},
                                          "draw": 1})
    applied = apply(apply(table, Sit(3, "Cy", "wait")).after, DealHand())
    encoded = codec.encode_table(applied.after)
    deal = encoded["last_deal"]
    del deal["pick_ups"]
    for seat in encoded["seats"]:
        if seat["player"] is not None:
            for key in ("carried", "big_blind_passed", "pick_up"):
                del seat["player"][key]
    again = codec.decode_table(codec.from_json(codec.to_json(encoded)))
    assert again == applied.after and again.last_deal == applied.deal


def test_the_list_events_and_a_carried_debt_survive_json() -> None:
    for event in (PickUp(4), Lock(2), Sit(3, "Ann", "post", Missed.BOTH)):
        encoded = codec.encode_event(event)
        assert codec.decode_event(json.loads(json.dumps(encoded))) == event
    assert codec.encode_event(Sit(3, "Ann", "post", Missed.SB))["carried"] == "sb"
    with pytest.raises(codec.CodecError):
        codec.decode_event({"kind": "sit", "seat": 3, "name": "Ann", "choice": "post",
                            "carried": "half"})


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data.update(surprise=1),
        lambda data: data["seats"].append("seat"),
        lambda data: data["house"].update(button="sideways"),
        lambda data: data.update(next_player_id="7"),
        lambda data: data.pop("seats"),
        lambda data: data.update(passed=3),
    ],
    ids=["unknown field", "bad seat", "bad enum", "string for int", "required missing",
         "int for set"],
)
def test_damaged_data_is_refused_not_guessed(damage) -> None:  # type: ignore[no-untyped-def]
    encoded = codec.encode_table(empty_table(HouseRules(), 4))
    damage(encoded)
    with pytest.raises(codec.CodecError):
        codec.decode_table(encoded)


def test_not_an_event_and_not_json_are_codec_errors() -> None:
    with pytest.raises(codec.CodecError):
        codec.decode_event({"kind": "shuffle"})
    with pytest.raises(codec.CodecError):
        codec.from_json("{not json")


def test_missed_blind_markers_keep_their_enum() -> None:
    table = starting_table(HouseRules(), {"seats": 4, "players": {"1": "A", "2": "B", "3": "C"},
                                          "away": [3], "missed": {"3": "bb"}})
    again = round_trip_table(table)
    player = again.player(3)
    assert player is not None and player.missed is Missed.BB
