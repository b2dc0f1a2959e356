"""Who an open seat goes to, breaking a table, board names, and what a list action does at
the tables (floorapp.lists, no room)."""

from __future__ import annotations

import pytest

from floorapp.lists import (
    AddName,
    AskTableChange,
    BoardNames,
    BreakOrder,
    CallMustMove,
    CallName,
    Feeder,
    GameList,
    GameRules,
    ListCode,
    ListRefused,
    MarkNoShow,
    SeatName,
    Slip,
    Source,
    Spot,
    board_name,
    break_plan,
    decide,
    must_move_candidates,
    must_move_order,
    next_for_seat,
    open_seats,
)
from floorapp.lists.moves import BreakTable, Floor, TablePart, plan
from floorapp.rules import (
    Away,
    DealHand,
    HouseRules,
    Leave,
    Lock,
    Missed,
    Player,
    Positions,
    Seat,
    Sit,
    Status,
    Table,
    apply,
)


def table_of(players: dict[int, str], size: int = 9, drawn: bool = False,
             **status: Status) -> Table:
    seats = []
    for number in range(1, size + 1):
        name = players.get(number)
        player = None
        if name is not None:
            player = Player(id=number, name=name, status=status.get(name, Status.ACTIVE))
        seats.append(Seat(number, player))
    if drawn:  # a new game: the button drawn, no hand yet
        return Table(HouseRules(), tuple(seats), draw=1, passed=frozenset(),
                     next_player_id=size + 1)
    return Table(HouseRules(), tuple(seats), last=Positions(1, (2, 3)), next_player_id=size + 1)


def listed(*actions: object) -> GameList:
    game_list = GameList()
    for action in actions:
        game_list = decide(game_list, action, at=1, rules=GameRules()).applied_to(game_list)  # type: ignore[arg-type]
    return game_list


def test_open_seats_are_empty_or_locked_and_not_held_for_a_call() -> None:
    table = table_of({1: "Ann", 2: "Bob"}, size=5).with_seat(4, None, locked=True)
    game_list = listed(AddName("Cy"), CallName(1, Spot(7, 3)))
    assert open_seats(table, 7, game_list) == [4, 5]
    assert open_seats(table, 8, game_list) == [3, 4, 5]


def test_must_move_first_then_table_changes_then_the_list() -> None:
    game_list = listed(AddName("Ann"), AskTableChange("Di", Spot(2, 3)))
    must = must_move_order(table_of({4: "Gus", 6: "Hal"}), 5, {4: 200, 6: 100})
    assert [c.name for c in must] == ["Hal", "Gus"]  # Hal has been there longest
    assert next_for_seat(game_list, Spot(1, 4), must).name == "Hal"  # type: ignore[union-attr]
    assert next_for_seat(game_list, Spot(1, 4)).name == "Di"  # type: ignore[union-attr]
    # Di asked to leave table 2: a seat at table 2 itself is no table change for him
    assert next_for_seat(game_list, Spot(2, 4)).name == "Ann"  # type: ignore[union-attr]
    called = decide(game_list, CallMustMove("Hal", Spot(5, 6), Spot(1, 4)), at=2,
                    rules=GameRules()).applied_to(game_list)
    assert next_for_seat(called, Spot(1, 5), must).name == "Gus"  # type: ignore[union-attr]
    assert next_for_seat(GameList(), Spot(1, 4)) is None
    hal = called.names[0]
    passed = decide(called, MarkNoShow(hal.id), at=3, rules=GameRules()).applied_to(called)
    again = next_for_seat(passed, Spot(1, 4), must)
    assert again.name == "Gus" and again.waiting is None  # type: ignore[union-attr]
    only_hal = next_for_seat(passed, Spot(1, 4), must[:1])
    assert only_hal.name == "Hal" and only_hal.waiting == hal.with_call(None)  # type: ignore[union-attr]


def test_must_move_passes_over_a_player_away_and_breaks_ties_by_seat() -> None:
    table = table_of({2: "Ann", 3: "Bob", 5: "Cy"}, Ann=Status.AWAY)
    order = must_move_order(table, 9, {2: 10, 3: 50, 5: 50})
    assert [c.name for c in order] == ["Bob", "Cy"]
    assert order[0].source is Source.MUST_MOVE and order[0].seated_at == Spot(9, 3)


def test_several_must_move_tables_feed_by_who_has_been_at_his_table_longest() -> None:
    """F-36 across the tables feeding one main table: each table's own order, merged by how
    long each player has been at his must-move table."""
    first = Feeder(5, table_of({1: "Hal", 2: "Kim", 3: "Ned"}, Ned=Status.AWAY),
                   {1: 100, 2: 400, 3: 50})
    second = Feeder(6, table_of({4: "Max", 7: "Ola"}), {4: 250, 7: 500})
    order = must_move_candidates([first, second])
    assert [(c.name, c.seated_at) for c in order] == [
        ("Hal", Spot(5, 1)), ("Max", Spot(6, 4)), ("Kim", Spot(5, 2)), ("Ola", Spot(6, 7))]
    assert must_move_candidates([second, first]) == order  # the order the tables come in
    assert must_move_candidates([first]) == must_move_order(first.table, 5, first.since)
    assert must_move_candidates([]) == []


def test_players_of_two_tables_seated_at_the_same_moment_go_by_table_then_seat() -> None:
    earlier_table = Feeder(3, table_of({6: "Ann", 8: "Bob"}), {6: 100, 8: 100})
    later_table = Feeder(4, table_of({1: "Cy"}), {1: 100})
    order = must_move_candidates([later_table, earlier_table])
    assert [c.name for c in order] == ["Ann", "Bob", "Cy"]


def test_breaking_in_seat_order_starts_after_the_button() -> None:
    players = [(1, "Ann"), (3, "Cy"), (5, "Ed"), (8, "Hal")]
    spots = [Spot(2, 4), Spot(2, 7), Spot(3, 1)]
    slips = break_plan(players, button=4, size=9, open_spots=spots, order=BreakOrder.SEATS)
    assert slips == [Slip(5, "Ed", Spot(2, 4)), Slip(8, "Hal", Spot(2, 7)),
                     Slip(1, "Ann", Spot(3, 1)), Slip(3, "Cy", None)]


def test_breaking_by_draw_is_the_same_for_the_same_seed() -> None:
    players = [(seat, f"P{seat}") for seat in range(1, 10)]
    spots = [Spot(2, seat) for seat in range(1, 10)]
    one = break_plan(players, 9, 9, spots, BreakOrder.DRAW, seed=7)
    assert one == break_plan(players, 9, 9, spots, BreakOrder.DRAW, seed=7)
    assert one != break_plan(players, 9, 9, spots, BreakOrder.DRAW, seed=8)
    assert sorted(slip.to for slip in one) == spots  # type: ignore[type-var]


@pytest.mark.parametrize(("rule", "expected"), [
    (BoardNames.FULL, "Ann Mary Brown"), (BoardNames.SHORT, "Ann M. B."),
    (BoardNames.INITIALS, "A. M. B.")])
def test_board_names(rule: BoardNames, expected: str) -> None:
    assert board_name("Ann Mary Brown", rule) == expected
    assert board_name("Cher", rule) == ("C." if rule is BoardNames.INITIALS else "Cher")


# --- what a list action does at the tables ------------------------------------------------


def floor_of(tables: dict[int, Table], games: dict[int, int], game_id: int = 1,
             spots: list[Spot] | None = None) -> Floor:
    return Floor(table=tables.__getitem__, game_of=games.get, game_id=game_id,
                 open_spots=lambda _broken: spots or [])


def test_a_call_locks_an_empty_seat_and_leaves_a_lock_up_as_it_is() -> None:
    tables = {1: table_of({1: "Ann"}).with_seat(5, None, locked=True)}
    game_list = listed(AddName("Cy"), AddName("Di"))
    done = plan(game_list, CallName(1, Spot(1, 4)), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1}))
    assert done.parts == (TablePart(1, Lock(4)),)
    done = plan(game_list, CallName(2, Spot(1, 5)), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1}))
    assert done.parts == ()


def test_a_table_change_leaves_his_seat_and_brings_his_debt_within_the_game() -> None:
    old = table_of({3: "Di"})
    old = old.with_player(3, Player(id=3, name="Di", missed=Missed.SB))
    tables = {1: table_of({1: "Ann"}), 2: old}
    game_list = listed(AskTableChange("Di", Spot(2, 3)))
    same = plan(game_list, SeatName(1, Spot(1, 5), "post"), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1, 2: 1}))
    assert same.parts == (TablePart(2, Leave(3)),
                          TablePart(1, Sit(5, "Di", "post", carried=Missed.SB)))
    other_game = plan(game_list, SeatName(1, Spot(1, 5), "wait"), at=9, rules=GameRules(),
                      floor=floor_of(tables, {1: 1, 2: 2}))
    assert other_game.parts[1] == TablePart(1, Sit(5, "Di", "wait", carried=None))


def test_a_player_away_where_he_sits_is_not_moved() -> None:
    tables = {1: table_of({1: "Ann"}), 2: table_of({3: "Di"}, Di=Status.AWAY)}
    game_list = listed(AskTableChange("Di", Spot(2, 3)))
    with pytest.raises(ListRefused) as caught:
        plan(game_list, SeatName(1, Spot(1, 5)), at=9, rules=GameRules(),
             floor=floor_of(tables, {1: 1, 2: 1}))
    assert caught.value.code is ListCode.AWAY_AT_TABLE


def test_a_player_who_left_the_table_he_asked_from_just_sits() -> None:
    tables = {1: table_of({1: "Ann"}), 2: table_of({3: "Zed"})}
    game_list = listed(AskTableChange("Di", Spot(2, 3)))
    done = plan(game_list, SeatName(1, Spot(1, 5)), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1, 2: 1}))
    assert done.parts == (TablePart(1, Sit(5, "Di", "wait")),)


def test_breaking_a_table_moves_everyone_and_lists_the_rest() -> None:
    broken = table_of({1: "Ann", 2: "Bob", 3: "Cy", 4: "Di"}, size=6,
                      Bob=Status.AWAY, Di=Status.BUSTED)
    broken = broken.with_player(1, Player(id=1, name="Ann", missed=Missed.BB))
    tables = {1: table_of({1: "Eve"}), 3: broken}
    game_list = listed(AddName("Zoe"))
    done = plan(game_list, BreakTable(3, BreakOrder.SEATS), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1, 3: 1}, spots=[Spot(1, 5), Spot(1, 6)]))
    # clockwise from the seat after the button (1): Bob 2, Cy 3, Ann 1; Di is busted
    assert [(slip.name, slip.to) for slip in done.slips] == [
        ("Bob", Spot(1, 5)), ("Cy", Spot(1, 6)), ("Ann", None), ("Di", None)]
    assert done.parts == (
        TablePart(3, Leave(2)), TablePart(1, Sit(5, "Bob", "wait")), TablePart(1, Away(5)),
        TablePart(3, Leave(3)), TablePart(1, Sit(6, "Cy", "wait")),
        TablePart(3, Leave(1)), TablePart(3, Leave(4)))
    after = done.applied_to(game_list)
    assert [(name.name, name.source) for name in after] == [
        ("Ann", Source.TABLE_CHANGE), ("Di", Source.TABLE_CHANGE), ("Zoe", Source.LIST)]


def test_the_parts_of_a_plan_apply_to_the_tables() -> None:
    """The events a plan asks for are lawful at the tables as they stand."""
    tables = {1: apply(table_of({1: "Ann", 2: "Bob", 3: "Cy"}, drawn=True), DealHand()).after,
              2: table_of({4: "Di", 5: "Ed"})}
    game_list = listed(AskTableChange("Di", Spot(2, 4)))
    done = plan(game_list, SeatName(1, Spot(1, 7), "post"), at=9, rules=GameRules(),
                floor=floor_of(tables, {1: 1, 2: 1}))
    for part in done.parts:
        tables[part.table_id] = apply(tables[part.table_id], part.event).after
    assert tables[2].seat(4).locked_up and tables[1].player(7).name == "Di"  # type: ignore[union-attr]
