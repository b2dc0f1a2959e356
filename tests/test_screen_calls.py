"""The list at the table in the screen model (floorapp.screen.calls, no Qt): what the offer line
proposes and in which order, the called seats on the scene, placing a name on a seat."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from floorapp.lists import (
    AddName,
    AskTableChange,
    CallMustMove,
    CallName,
    Feeder,
    GameList,
    GameRules,
    ListCode,
    ListRefused,
    MarkNoShow,
    NoShowRule,
    Source,
    Spot,
    decide,
)
from floorapp.rules import (
    ErrorCode,
    HouseRules,
    Leave,
    Missed,
    Player,
    Positions,
    Refused,
    Seat,
    Status,
    Table,
)
from floorapp.rules import apply as applied
from floorapp.screen.calls import (
    OfferKind,
    called_here,
    place_refusal,
    scene_calls,
    table_offer,
)
from floorapp.screen.scene import PuckKind, SeatState, build_scene
from floorapp.storage.journal import micros
from floorapp.storage.service import FloorState

NOW = datetime(2025, 3, 1, 21, 0, tzinfo=UTC)
AT = micros(NOW)
MINUTE = 60_000_000
MAIN, MUST_MOVE, OTHER = 1, 2, 3


def table_of(players: dict[int, str], size: int = 9, **players_as: Player) -> Table:
    seats = []
    for number in range(1, size + 1):
        name = players.get(number)
        player = None if name is None else players_as.get(name, Player(id=number, name=name))
        seats.append(Seat(number, player))
    return Table(HouseRules(), tuple(seats), last=Positions(1, (2, 3)), next_player_id=size + 1)


NINE = {n: name for n, name in enumerate(
    ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ike"), start=1)}


def apply(table: Table, event: Leave) -> Table:
    return applied(table, event).after


def listed(*actions: object, at: int = AT) -> GameList:
    names = GameList()
    for action in actions:
        names = decide(names, action, at=at, rules=GameRules()).applied_to(  # type: ignore[arg-type]
            names)
    return names


def test_nobody_waits_nothing_is_offered_and_a_full_table_offers_nothing() -> None:
    open_table = apply(table_of(NINE), Leave(8))
    assert table_offer(open_table, MAIN, GameList(), NOW) is None
    assert table_offer(table_of(NINE), MAIN, listed(AddName("Zoe")), NOW) is None


def test_an_open_seat_is_offered_to_the_table_changes_first_then_the_list() -> None:
    table = apply(table_of(NINE), Leave(8))
    names = listed(AddName("Zoe"), AskTableChange("Di", Spot(MAIN, 4)),
                   AskTableChange("Lou", Spot(OTHER, 2)))

    offer = table_offer(table, MAIN, names, NOW)

    assert offer is not None and offer.kind is OfferKind.CALL and offer.seat == 8
    assert offer.candidate is not None
    assert (offer.candidate.name, offer.candidate.source) == ("Lou", Source.TABLE_CHANGE)
    assert offer.list_action(MAIN) == CallName(3, Spot(MAIN, 8))  # Di sits at this table


def test_a_main_table_fed_by_must_move_tables_calls_who_has_been_there_longest() -> None:
    table = apply(table_of(NINE), Leave(8))
    first = Feeder(MUST_MOVE, table_of({1: "Hal", 2: "Kim"}), {1: AT - 40 * MINUTE,
                                                              2: AT - 10 * MINUTE})
    second = Feeder(OTHER, table_of({5: "Max"}), {5: AT - 25 * MINUTE})

    offer = table_offer(table, MAIN, listed(AddName("Zoe")), NOW, [first, second])

    assert offer is not None and offer.candidate is not None
    assert (offer.candidate.name, offer.waited) == ("Hal", 40)
    assert offer.list_action(MAIN) == CallMustMove("Hal", Spot(MUST_MOVE, 1), Spot(MAIN, 8))
    called = listed(CallMustMove("Hal", Spot(MUST_MOVE, 1), Spot(MAIN, 8)), AddName("Zoe"))
    after = table_offer(apply(table, Leave(7)), MAIN, called, NOW, [first, second])
    assert after is not None and after.candidate is not None
    assert (after.seat, after.candidate.name, after.waited) == (7, "Max", 25)


def test_a_call_whose_time_is_up_is_offered_as_a_no_show_first() -> None:
    table = apply(apply(table_of(NINE), Leave(8)), Leave(7))
    names = listed(AddName("Zoe"), AddName("Kim"), CallName(1, Spot(MAIN, 8)))
    early = table_offer(table, MAIN, names, NOW + timedelta(minutes=4, seconds=59))
    assert early is not None and early.kind is OfferKind.CALL and early.seat == 7
    assert early.candidate is not None and early.candidate.name == "Kim"

    offer = table_offer(table, MAIN, names, NOW + timedelta(minutes=5))

    assert offer is not None and (offer.kind, offer.seat, offer.off) == (
        OfferKind.NO_SHOW, 8, False)
    assert offer.called is not None and offer.called.name == "Zoe"
    assert offer.list_action(MAIN) == MarkNoShow(1)
    off = table_offer(table, MAIN, names, NOW + timedelta(minutes=5), (),
                      GameRules(no_show=NoShowRule.OFF))
    assert off is not None and off.off


def test_a_new_player_to_pick_up_is_offered_only_while_someone_waits() -> None:
    joe = Player(id=9, name="Joe", status=Status.AWAY, missed=Missed.BOTH, new=True,
                 pick_up=True)
    table = table_of(NINE | {9: "Joe"}, Joe=joe)
    assert table_offer(table, MAIN, GameList(), NOW) is None

    offer = table_offer(table, MAIN, listed(AddName("Zoe")), NOW)

    assert offer is not None and (offer.kind, offer.seat, offer.player) == (
        OfferKind.PICK_UP, 9, "Joe")
    assert offer.candidate is not None and offer.candidate.name == "Zoe"
    assert offer.list_action(MAIN) is None and offer.table_event() is not None


def test_the_scene_shows_the_name_called_and_his_timer_on_the_seat_and_its_lock_up() -> None:
    table = apply(table_of(NINE), Leave(8))
    names = listed(AddName("Zoe"), CallName(1, Spot(MAIN, 8)))
    state = FloorState(table, None, 0, None)

    seat = build_scene(state, {8: NOW}, NOW + timedelta(minutes=3),
                       scene_calls(names, MAIN)).seat(8)

    assert (seat.state, seat.called, seat.called_minutes, seat.overdue) == (
        SeatState.LOCKED, "Zoe", 3, False)
    lockup = next(puck for puck in seat.pucks if puck.kind is PuckKind.LOCKUP)
    assert (lockup.called, lockup.minutes, lockup.limit) == ("Zoe", 3, 5)
    late = build_scene(state, {8: NOW}, NOW + timedelta(minutes=5), scene_calls(names, MAIN))
    assert late.seat(8).overdue
    assert scene_calls(names, OTHER) == {}


def test_a_name_is_placed_on_an_open_seat_and_refused_elsewhere_with_the_reason() -> None:
    table = apply(table_of(NINE), Leave(8))
    names = listed(AddName("Zoe"), AddName("Kim"), CallName(1, Spot(MAIN, 8)))
    rules = GameRules()

    def refusal(name_id: int, seat: int) -> Refused | ListRefused | None:
        return place_refusal(table, MAIN, names, name_id, seat, at=AT, rules=rules)

    taken = refusal(2, 3)
    assert isinstance(taken, Refused) and taken.code is ErrorCode.SEAT_TAKEN
    held = refusal(2, 8)
    assert isinstance(held, ListRefused) and held.code is ListCode.SEAT_CALLED
    assert refusal(1, 8) is None and called_here(names, 1, MAIN, 8)  # Zoe, to her own seat
    elsewhere = place_refusal(apply(table, Leave(7)), MAIN, names, 1, 7, at=AT, rules=rules)
    assert isinstance(elsewhere, ListRefused) and elsewhere.code is ListCode.CALLED_ELSEWHERE
    gone = refusal(9, 8)
    assert isinstance(gone, ListRefused) and gone.code is ListCode.NOT_ON_LIST
