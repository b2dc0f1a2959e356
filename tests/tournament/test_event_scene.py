"""An event as the screen shows it: a table's pucks and read-out for its next hand, and the
overview (players per table, the offered move, the breaking order, halted tables)."""

from __future__ import annotations

from floorapp.screen.event_scene import (
    EventLineKind,
    event_overview,
    event_readout,
    event_table_scene,
    next_deal,
)
from floorapp.screen.scene import PuckKind, SeatState
from floorapp.tournament import (
    Absent,
    AnteKind,
    BreakOffer,
    BreakTable,
    Bust,
    DealHand,
    Draw,
    Event,
    EventRules,
    FinalTable,
    Level,
    MoveOffer,
    MovePlayer,
    Placed,
    Register,
    apply,
)

NAMES = tuple(f"P{n}" for n in range(1, 19))


def drawn(names: tuple[str, ...] = NAMES, tables: int = 2, **rules: int) -> Event:
    event = Event(rules=EventRules(**rules), level=Level(2, 100, 200), registration_open=True)
    return apply(event, Draw(names, tables, seed=11)).after


def test_a_table_shows_its_button_blinds_and_amounts_for_the_next_hand() -> None:
    event = drawn()
    table = event.tables[0]
    scene = event_table_scene(table, next_deal(table, event.level), event.level)
    readout = event_readout(table, next_deal(table, event.level), event.level)
    pucks = {puck.kind: (seat.number, puck) for seat in scene.seats for puck in seat.pucks}
    kinds = [line.kind for line in readout]
    assert {PuckKind.BUTTON, PuckKind.SMALL_BLIND, PuckKind.BIG_BLIND} <= set(pucks)
    assert pucks[PuckKind.SMALL_BLIND][1].amount == 100
    assert pucks[PuckKind.BIG_BLIND][1].amount == 200
    big = next(line for line in readout if line.kind is EventLineKind.BIG_BLIND)
    assert big.seat == pucks[PuckKind.BIG_BLIND][0] and big.live == 200
    assert kinds[0] is EventLineKind.BUTTON and kinds[-1] is EventLineKind.FIRST_TO_ACT
    assert kinds.index(EventLineKind.SMALL_BLIND) < kinds.index(EventLineKind.BIG_BLIND)


def test_an_absent_player_is_shown_away_and_read_out_as_dealt_in() -> None:
    event = drawn()
    table = event.tables[0]
    seat = next(number for number, _ in table.occupied())
    event = apply(event, Absent(table.number, seat)).after
    table = event.table(table.number)
    assert table is not None
    scene = event_table_scene(table, next_deal(table, event.level), event.level)
    assert scene.seat(seat).state is SeatState.AWAY
    absent = [line for line in event_readout(table, next_deal(table, event.level), event.level)
              if line.kind is EventLineKind.ABSENT]
    assert [line.seat for line in absent] == [seat]
    assert "T-07" in absent[0].rules


def test_a_big_blind_ante_sits_on_the_big_blind_and_each_ante_has_its_own_line() -> None:
    event = drawn()
    table = event.tables[0]
    big_ante = Level(3, 200, 400, 400, AnteKind.BIG_BLIND)
    scene = event_table_scene(table, next_deal(table, big_ante), big_ante)
    big = next(puck for seat in scene.seats for puck in seat.pucks
               if puck.kind is PuckKind.BIG_BLIND)
    assert (big.amount, big.dead_amount) == (400, 400)
    each = Level(3, 200, 400, 50, AnteKind.EACH)
    lines = event_readout(table, next_deal(table, each), each)
    assert [line.dead for line in lines if line.kind is EventLineKind.ANTES] == [50]
    assert all(line.dead == 0 for line in lines if line.kind is EventLineKind.BIG_BLIND)


def test_a_joiner_in_the_gap_waits_on_the_screen() -> None:
    event = drawn(NAMES[:12], 2)
    for table in event.tables:
        event = apply(event, DealHand(table.number)).after
    seen_waiting = False
    for seed in range(1, 40):
        joined = apply(event, Register(f"Late{seed}", seed=seed)).after
        for table in joined.tables:
            lines = event_readout(table, next_deal(table, joined.level), joined.level)
            for line in lines:
                if line.kind is EventLineKind.WAITS:
                    scene = event_table_scene(table, next_deal(table, joined.level), joined.level)
                    assert scene.seat(line.seat or 0).state is SeatState.WAITING
                    assert line.rules == ("T-10",)
                    seen_waiting = True
    assert seen_waiting


def test_the_overview_counts_players_and_offers_the_move_the_core_offers() -> None:
    event = drawn(NAMES, 2)
    for table in event.tables:
        event = apply(event, DealHand(table.number)).after
    shorter, fuller = event.tables
    seats = [seat for seat, _ in shorter.occupied()][:2]
    event = apply(event, Bust(shorter.number, tuple(seats))).after
    overview = event_overview(event)
    assert overview.players_left == len(NAMES) - 2
    assert overview.entrants == len(NAMES)
    rows = {row.number: row for row in overview.tables}
    assert rows[shorter.number].players == shorter.players - 2
    assert sorted(row.breaks for row in overview.tables) == [1, 2]
    assert isinstance(overview.offer, MoveOffer)
    assert overview.offer.from_table == fuller.number
    assert overview.offer.to_table == shorter.number
    offered = overview.offer
    moved = event_overview(apply(event, MovePlayer()).after)
    assert moved.moves[0] == Placed(offered.entrant, offered.name, offered.from_table,
                                    offered.from_seat, offered.to_table, offered.to_seat)


def test_the_overview_offers_the_break_and_lists_the_broken_tables_players_moved() -> None:
    event = drawn(NAMES[:12], 3)
    offered = event_overview(event).offer
    assert isinstance(offered, BreakOffer)
    broken = event.table(offered.table)
    assert broken is not None
    after = event_overview(apply(event, BreakTable(seed=5)).after)
    assert {move.from_table for move in after.moves} == {offered.table}
    assert len(after.moves) == broken.players
    assert offered.table not in {row.number for row in after.tables}


def test_at_the_final_table_no_table_breaks_next() -> None:
    event = drawn(NAMES[:9], 2)
    assert sorted(row.breaks for row in event_overview(event).tables) == [1, 2]
    final = apply(event, FinalTable(seed=2)).after
    assert [row.breaks for row in event_overview(final).tables] == [0]


def test_the_small_blind_is_read_out_before_the_big_blind_wherever_they_sit() -> None:
    event = drawn()
    wrapped = 0
    for _ in range(9):  # the blinds go round: once the big blind sits on a lower seat
        for table in event.tables:
            lines = event_readout(table, next_deal(table, event.level), event.level)
            small, big = (next(line for line in lines if line.kind is kind)
                          for kind in (EventLineKind.SMALL_BLIND, EventLineKind.BIG_BLIND))
            assert lines.index(small) < lines.index(big)
            wrapped += (big.seat or 0) < (small.seat or 0)
            event = apply(event, DealHand(table.number)).after
    assert wrapped
