"""The list's events on the real window, offscreen: a new player to pick up (R-65) shows PICK UP
and a read-out line, the floor picks him up from the seat menu (F-34), locks up an empty seat
for the list, and a player from another table brings his missed-blind button (F-35)."""

from __future__ import annotations

from floor_driver import SEAT_8_FREE, Floor, close

from floorapp.rules import Away, Choice, Missed, Sit
from floorapp.screen.palette import DARK
from floorapp.ui import wording

JOE_TO_PICK_UP = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 9 = "Joe" }
last = { button = 3, small_blind = 4, big_blind = 5 }
away = [9]
missed = { 9 = "both" }
pick_up = [9]
"""
"""Joe (9) sat down, stepped away before his first hand, and the button has passed him since
the big blind did: he is to be picked up (R-65)."""

PICK_UP_LINE = (
    "Seat 9 Joe: the button passed before any post: pick up and give the seat to the next "
    "player on the list; with nobody waiting, the missed-blind button stays and the player is "
    "marked away")
HELD = "Seat 9, locked up, held 0 minutes, the limit is 5 minutes, lock-up button"


def test_a_player_to_pick_up_shows_pick_up_and_the_read_out_says_what_to_do(floor: Floor) -> None:
    floor.load(JOE_TO_PICK_UP)
    assert floor.name(9) == ("Seat 9, Joe, away, to be picked up: the button passed before any "
                             "post, missed both blinds")
    scene = floor.window.seats.controller.scene().seat(9)
    assert wording.status_word(scene) == "PICK UP"  # the word on his plate
    assert floor.plate_border_has(9, DARK.away)

    floor.next_hand()
    assert PICK_UP_LINE in floor.lines()
    assert floor.reasons()[floor.lines().index(PICK_UP_LINE)].startswith("R-65 · ")


def test_the_floor_picks_him_up_from_the_seat_menu_and_the_seat_is_held_for_the_list(
    floor: Floor,
) -> None:
    floor.load(JOE_TO_PICK_UP)
    menu = floor.open_menu(9)
    pick_up = floor.action(menu, "pick-up")
    assert pick_up.isEnabled() and pick_up.text() == "Pick up (seat to the list)"

    floor.choose(menu, "pick-up")

    assert floor.name(9) == HELD
    assert close(floor.puck_colour(9), DARK.lockup)
    assert floor.window.page.log_view.rows()[0][1:] == (
        "Seat 9 Joe: picked up, seat locked up for the list", "Seat 9: locked up")
    floor.next_hand()
    assert PICK_UP_LINE not in floor.lines()

    floor.undo()
    floor.undo()  # the pick-up
    assert floor.name(9).startswith("Seat 9, Joe, away, to be picked up")
    floor.redo()
    assert floor.name(9) == HELD


def test_a_new_player_away_the_button_has_not_passed_is_not_picked_up_yet(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    floor.window.seats.apply(Sit(8, "Joe", Choice.WAIT))
    floor.settle()
    floor.window.seats.apply(Away(8))
    floor.settle()
    menu = floor.open_menu(8)

    pick_up = floor.action(menu, "pick-up")
    assert not pick_up.isEnabled()
    assert pick_up.text() == (
        "Pick up (seat to the list) — The button has not passed Joe since the big blind did: "
        "Joe is not picked up yet.")
    assert "pick-up" not in [a.objectName() for a in floor.open_menu(7).actions()]


def test_lock_up_an_empty_seat_for_the_list_and_release_it(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    floor.seat_action(8, "lock")

    assert floor.name(8) == HELD.replace("Seat 9", "Seat 8")
    assert floor.plate_border_has(8, DARK.locked)
    assert floor.window.page.log_view.rows()[0][1:] == (
        "Seat 8: locked up for the list", "Seat 8: locked up")
    menu = floor.open_menu(8)
    again = floor.action(menu, "lock")
    assert not again.isEnabled()
    assert again.text() == "Lock up for the list — Seat 8 already has a lock-up button."
    assert floor.action(menu, "release").isEnabled()
    floor.choose(menu, "release")
    assert floor.name(8) == "Seat 8, empty"

    floor.undo()
    assert floor.name(8).startswith("Seat 8, locked up")
    floor.undo()
    assert floor.name(8) == "Seat 8, empty"


def test_a_player_from_another_table_brings_his_missed_blind_button_and_pays_it_once(
    floor: Floor,
) -> None:
    floor.load(SEAT_8_FREE)
    floor.window.seats.apply(Sit(8, "Kim", Choice.POST, Missed.BOTH))  # as the list moves him
    floor.settle()

    assert floor.window.page.log_view.rows()[0][1] == (
        "Seat 8: Kim sits down (posts), from another table of the game with a missed-blind "
        "button: missed both blinds")
    assert floor.name(8) == "Seat 8, Kim, will post next hand, missed both blinds"
    assert close(floor.puck_colour(8), DARK.missed)
    floor.next_hand()
    line = "Seat 8 Kim: 3 (2 live, 1 dead), entry post"
    assert line in floor.lines()
    assert floor.reasons()[floor.lines().index(line)].startswith("R-61 · ")
    assert "missed" not in floor.name(8)


def test_the_room_overview_names_the_player_to_pick_up(floor: Floor) -> None:
    floor.load(JOE_TO_PICK_UP)
    window = floor.window
    table_id = window.controller.table_id
    window.tabs.show_overview()

    lines = window.tabs.overview.cards[table_id].text_lines()

    assert "To pick up: Seat 9 Joe" in lines
    assert not any(line.startswith("Away:") for line in lines), "he is named once"
