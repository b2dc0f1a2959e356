"""What the screens show of the lists (floorapp.screen.lists), on the room of each backend:
the panel's sections and the places a move takes, a game at a glance, a break's slips
previewed exactly as the break gives them, the last break in effect."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from floorapp.lists import (
    AddName,
    AskTableChange,
    BoardNames,
    BreakOrder,
    CallName,
    GameList,
    GameRules,
    MoveName,
    NoShowRule,
    Source,
    Spot,
)
from floorapp.lists.moves import BreakTable
from floorapp.rules import HouseRules, Leave
from floorapp.screen.lists import (
    MINUTE,
    break_of,
    break_preview,
    game_glances,
    last_break,
    list_sections,
    minutes_since,
    neighbour_place,
)
from floorapp.storage.journal import micros
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo

START = datetime(2030, 5, 1, 20, 0, tzinfo=UTC)


def apply(room: Room, game_id: int, *actions: object) -> None:
    for action in actions:
        room.apply_list(game_id, action, room.list_position(game_id))  # type: ignore[arg-type]


def test_minutes_are_whole_and_never_negative() -> None:
    assert minutes_since(0, 59 * 1_000_000) == 0
    assert minutes_since(0, 2 * MINUTE + 1) == 2
    assert minutes_since(5 * MINUTE, 0) == 0  # a clock a little behind


def test_the_sections_and_the_places_a_move_takes(room_address: str) -> None:
    moments = iter(START + timedelta(minutes=n) for n in range(100))
    with Room.open(room_address, clock=lambda: next(moments)) as room:
        table = room.add_table("T1", HouseRules(), start={
            "seats": 6, "players": {"1": "Kim", "2": "Lou"}, "draw": 1})
        game = table.game_id
        assert game is not None
        apply(room, game, AddName("Ann", "555"), AddName("Bob"), AskTableChange(
            "Di", Spot(table.id, 2)), AddName("Cy"), CallName(2, Spot(table.id, 5)))
        sections = list_sections(room.list_state(game).names, micros(START) + 30 * MINUTE)
    assert [row.name for row in sections.called] == ["Bob"]
    assert sections.called[0].called_to == Spot(table.id, 5)
    assert [row.name for row in sections.changes] == ["Di"]
    assert sections.changes[0].seated_at == Spot(table.id, 2)
    assert [(row.name, row.note, row.place) for row in sections.waiting] == [
        ("Ann", "555", 0), ("Cy", "", 3)]
    waited = {row.name: row.waited for row in sections.rows()}
    called = sections.called[0].called
    assert called is not None and waited["Ann"] > waited["Cy"] > called
    assert len(sections) == 4
    assert neighbour_place(sections, 4, -1) == 0  # Cy up: Ann's place, past the called Bob
    assert neighbour_place(sections, 1, -1) is None  # Ann is first of the list
    assert neighbour_place(sections, 3, 1) is None  # Di: the only table change
    assert neighbour_place(sections, 2, 1) is None  # a called name does not move


def test_a_move_to_a_neighbours_place_passes_over_a_called_name() -> None:
    from floorapp.lists import Call, Waiting, decide

    called = Waiting(2, "Bob", 0).with_call(Call(Spot(1, 5), 0))
    names = GameList((Waiting(1, "Ann", 0), called, Waiting(3, "Cy", 0), Waiting(4, "Dan", 0)),
                     5)
    sections = list_sections(names, 0)

    def moved(name_id: int, step: int) -> list[str]:
        place = neighbour_place(sections, name_id, step)
        assert place is not None
        done = decide(names, MoveName(name_id, place), at=0, rules=GameRules())
        return [name.name for name in done.applied_to(names)]

    assert moved(4, -1) == ["Ann", "Bob", "Dan", "Cy"]
    assert moved(3, -1) == ["Cy", "Ann", "Bob", "Dan"]
    assert moved(1, 1) == ["Bob", "Cy", "Ann", "Dan"]


def test_a_game_at_a_glance_counts_its_seats_for_the_list(room_address: str) -> None:
    with Room.open(room_address) as room:
        main = room.add_table("Main", HouseRules(), start={
            "seats": 6, "players": {"1": "Kim", "2": "Lou", "3": "Mo"}, "draw": 1})
        game = main.game_id
        assert game is not None
        room.apply(main.id, Leave(3), room.position(main.id))  # a lock-up: for the list
        apply(room, game, AddName("Ann Brown"), AddName("Bob"), CallName(2, Spot(main.id, 4)))
        interest = room.add_game("5/10 Omaha", GameRules(NoShowRule.OFF, BoardNames.INITIALS))
        apply(room, interest.id, AddName("Zoe Adams"))
        glances = {glance.name: glance for glance in game_glances(room, START)}
    assert glances["1/2 limit"].tables == 1
    assert glances["1/2 limit"].open_seats == 3  # 3 (locked up), 5 and 6; 4 is called for
    assert glances["1/2 limit"].board_rows() == ["Bob", "Ann B."]  # the called name first
    assert glances["5/10 Omaha"].interest and glances["5/10 Omaha"].open_seats == 0
    assert glances["5/10 Omaha"].board_rows() == ["Z. A."]


def test_the_preview_of_a_break_is_the_break(room_address: str) -> None:
    with Room.open(room_address) as room:
        other = room.add_table("A", HouseRules(), start={
            "seats": 6, "players": {"1": "Kim", "2": "Lou"}, "draw": 1})
        broken = room.add_table("B", HouseRules(), start={
            "seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed"},
            "last": {"button": 2, "small_blind": 3, "big_blind": 4}})
        game = broken.game_id
        assert game is not None and other.game_id == game
        previews = {(order, seed): break_preview(room, broken.id, order, seed)
                    for order in BreakOrder for seed in (1, 2)}
        before = room.list_state(game).names
        assert room.list_state(game).names == before  # a preview writes nothing
        change = room.apply_list(game, BreakTable(broken.id, BreakOrder.DRAW, 2),
                                 room.list_position(game))
        assert change.slips == previews[(BreakOrder.DRAW, 2)]
        assert [slip.name for slip in previews[(BreakOrder.SEATS, 1)]] == [
            "Cy", "Di", "Ed", "Ann", "Bob"]
        assert [slip.to for slip in previews[(BreakOrder.SEATS, 1)]][:4] == [
            Spot(other.id, 3), Spot(other.id, 4), Spot(other.id, 5), Spot(other.id, 6)]
        found = last_break(room, [game])
        assert found is not None and found.slips == change.slips
        assert found.table_id == broken.id and found.choice == "wait"
        [entry] = [e for e in room.list_history(game_id=game) if e.id == change.entry]
        assert break_of(entry) == found
        leftover = room.list_state(game).names.names[0]
        assert leftover.source is Source.TABLE_CHANGE and leftover.seated_at is None

        room.apply_list(game, Undo(), room.list_position(game))
        assert last_break(room, [game]) is None  # undone: no break in effect
        room.apply_list(game, Redo(), room.list_position(game))
        again = last_break(room, [game])
        assert again is not None and again.slips == change.slips and again.entry > found.entry
