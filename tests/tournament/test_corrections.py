"""T-26 (positions put right, misdeals), T-09 (penalties) and the house's redraws (TQ-29):
what the scenarios do not show."""

from __future__ import annotations

import pytest

from floorapp.rules import Positions
from floorapp.rules.model import evolve
from floorapp.tournament import (
    BreakTable,
    CorrectPositions,
    DealHand,
    EndPenalty,
    Event,
    EventCode,
    EventRefused,
    EventRules,
    Misdeal,
    MoveOffer,
    MovePlayer,
    Penalty,
    Redraw,
    RedrawOffer,
    apply,
    joiner,
    new_table,
    offer,
)


def seated(number: int, names: list[str], first_id: int, last: Positions | None) -> Event:
    table = new_table(number, 9)
    for seat, name in enumerate(names, start=1):
        table = table.seated(seat, evolve(joiner(first_id + seat - 1, name), new=False))
    return Event().with_table(evolve(table, table=evolve(table.table, last=last)))


def one_table() -> Event:
    return seated(1, [f"P{n}" for n in range(1, 7)], 1, Positions(1, (2, 3)))


@pytest.mark.parametrize("button, small, big", [(1, 3, 3), (3, 1, 3), (7, 8, 7)])
def test_impossible_positions_are_refused_and_change_nothing(button: int, small: int,
                                                             big: int) -> None:
    event = one_table()
    with pytest.raises(EventRefused) as refused:
        apply(event, CorrectPositions(1, button, small, big))
    assert refused.value.code is EventCode.BAD_POSITIONS
    assert event == one_table()


def test_a_heads_up_correction_puts_the_button_on_the_small_blind() -> None:
    event = seated(1, ["Ann", "Bob"], 1, Positions(1, (1, 2)))
    corrected = apply(event, CorrectPositions(1, 2, 2, 1)).after
    dealt = apply(corrected, DealHand(1)).deal
    assert dealt is not None and dealt.heads_up
    assert (dealt.button, dealt.big_blind) == (1, 2)


def test_a_single_big_blind_correction_keeps_the_button() -> None:
    corrected = apply(one_table(), CorrectPositions(1, 1, None, 3)).after
    dealt = apply(corrected, DealHand(1)).deal
    assert dealt is not None
    assert (dealt.button, dealt.small_blind, dealt.big_blind) == (1, 3, 4)


def test_a_misdeal_keeps_the_table_where_it_was_and_deals_the_same_players() -> None:
    first = apply(one_table(), DealHand(1))
    again = apply(first.after, Misdeal(1))
    assert again.deal is not None and first.deal is not None
    assert again.deal.redeal and again.deal.dealt == first.deal.dealt
    assert again.after.table(1) == first.after.table(1)


def test_a_penalty_follows_a_moved_player_and_ends_when_he_is_eliminated() -> None:
    crowded = seated(1, [f"P{n}" for n in range(1, 10)], 1, Positions(1, (2, 3)))
    short = seated(2, ["Q1", "Q2", "Q3", "Q4", "Q5", "Q6"], 10, Positions(1, (2, 3)))
    event = evolve(crowded, rules=EventRules(spread=1, tight_spread=1),
                   tables=(*crowded.tables, *short.tables), break_order=(1, 2))
    move = offer(event)
    assert isinstance(move, MoveOffer)
    moved_id = move.entrant
    event = apply(event, Penalty(1, move.from_seat, 3)).after
    event = apply(event, MovePlayer()).after
    assert event.penalty_left(moved_id) == 3
    dealt = apply(event, DealHand(2))
    assert dealt.deal is not None and move.to_seat in dealt.deal.penalty
    assert dealt.after.penalty_left(moved_id) == 2
    ended = apply(dealt.after, EndPenalty(2, move.to_seat))
    assert ended.after.penalties == ()


def test_a_redraw_is_offered_once_at_each_number_the_house_sets() -> None:
    assert EventRules(redraw_at=(1,)).problem() is not None
    tables = [seated(n, [f"T{n}P{k}" for k in range(1, 8)], 10 * n, Positions(1, (2, 3)))
              for n in (1, 2, 3)]
    event = evolve(tables[0], rules=EventRules(redraw_at=(3, 2)),
                   tables=tuple(t.tables[0] for t in tables), break_order=(3, 2, 1))
    offered = offer(event)
    assert isinstance(offered, RedrawOffer) and offered.tables == (1, 2, 3)
    with pytest.raises(EventRefused):
        apply(event, BreakTable(1))
    redrawn = apply(event, Redraw(5))
    assert redrawn.draw is not None and len(redrawn.draw.buttons) == 3
    assert redrawn.after.drawn_tables == 3 and offer(redrawn.after) is None
    assert sorted(t.players for t in redrawn.after.tables) == [7, 7, 7]
