"""The acceptance walk-through: a pit boss clicks seats on the real window, offscreen.

Each test checks what the screen shows (accessible names, the dealer's read-out, the message
bar, pixels of the painted pucks) after the action, after Ctrl+Z and after Ctrl+Shift+Z.
"""

from __future__ import annotations

from floor_driver import NINE_FULL, SEAT_8_FREE, SEAT_9_FREE, Floor, close
from PySide6.QtCore import Qt

from floorapp.rules import Choice
from floorapp.screen.palette import DARK


def test_seat_a_new_player_who_posts(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    assert floor.name(8) == "Seat 8, empty"
    sit = floor.answer("SitDialog", ("Hal", Choice.POST))

    floor.seat_action(8, "sit")

    [(seat, options)] = sit.calls
    assert seat == 8
    explanations = {choice: text for choice, _, text in options}
    assert "Posts 2 (live)" in explanations[Choice.POST]
    assert floor.name(8) == "Seat 8, Hal, will post next hand"

    floor.next_hand()
    assert "Seat 8 Hal: 2 (live), entry post" in floor.lines()
    post_line = floor.lines().index("Seat 8 Hal: 2 (live), entry post")
    assert floor.reasons()[post_line].startswith("R-61 · ")
    assert close(floor.puck_colour(8), DARK.post)
    assert floor.name(8) == "Seat 8, Hal, active, posts 2"

    floor.undo()  # the deal
    assert floor.lines() == ["No hand dealt yet: press Next hand."]
    assert floor.name(8) == "Seat 8, Hal, will post next hand"
    floor.undo()  # the sit
    assert floor.name(8) == "Seat 8, empty"
    floor.redo()
    floor.redo()
    assert "Seat 8 Hal: 2 (live), entry post" in floor.lines()
    assert floor.name(8) == "Seat 8, Hal, active, posts 2"


def test_away_player_gets_his_missed_blind_button_when_the_big_blind_passes(
    floor: Floor,
) -> None:
    floor.load(NINE_FULL)
    floor.seat_action(7, "away")
    assert floor.name(7) == "Seat 7, Gus, away"
    assert floor.plate_border_has(7, DARK.away)  # the dashed away border

    floor.next_hand()  # button 4, small blind 5, big blind 6
    assert "missed" not in floor.name(7)
    floor.next_hand()  # the big blind skips Gus: button 5, small blind 6, big blind 8

    assert floor.name(7) == "Seat 7, Gus, away, missed both blinds"
    assert "Seat 8 Hal: big blind 2" in floor.lines()
    line = "Seat 7 Gus gets a missed-blind button: missed both blinds"
    assert line in floor.lines()
    assert floor.reasons()[floor.lines().index(line)].startswith("R-14 · ")
    assert close(floor.puck_colour(7), DARK.missed)

    floor.undo()
    assert floor.name(7) == "Seat 7, Gus, away"
    assert floor.view.puck_centers(7) == []
    floor.redo()
    assert floor.name(7) == "Seat 7, Gus, away, missed both blinds"
    assert close(floor.puck_colour(7), DARK.missed)


def test_back_shows_what_he_owes_then_the_make_up_with_live_and_dead(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.seat_action(7, "away")
    floor.next_hand()
    floor.next_hand()
    back = floor.answer("ComeBackDialog", Choice.POST)

    floor.seat_action(7, "back")

    [(title, message, options)] = back.calls
    assert title == "Seat 7 Gus"
    assert message == "Gus owes 3 (2 live, 1 dead)."
    labels = {choice: label for choice, label, _ in options}
    assert labels[Choice.POST] == "Post now: 3 (2 live, 1 dead)"
    assert set(labels) == {Choice.POST, Choice.WAIT, Choice.BEHIND}
    assert floor.name(7) == "Seat 7, Gus, will post next hand, missed both blinds"

    floor.next_hand()  # button 6, small blind 8: seat 7 lies in the zone
    assert "Seat 7 Gus waits for the button to pass" in floor.lines()
    floor.next_hand()  # the button has passed him: he makes up both blinds

    line = "Seat 7 Gus: 3 (2 live, 1 dead), makes up missed blinds"
    assert line in floor.lines()
    assert floor.reasons()[floor.lines().index(line)].startswith("R-32 · ")
    assert close(floor.puck_colour(7), DARK.post)
    assert "missed" not in floor.name(7)

    floor.undo()
    floor.undo()
    floor.undo()  # the return
    assert floor.name(7) == "Seat 7, Gus, away, missed both blinds"
    floor.redo()
    assert floor.name(7) == "Seat 7, Gus, will post next hand, missed both blinds"


def test_leave_puts_a_lock_up_button_on_the_seat(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.seat_action(2, "leave")

    held = "Seat 2, locked up, held 0 minutes, the limit is 5 minutes, lock-up button"
    assert floor.name(2) == held
    assert close(floor.puck_colour(2), DARK.lockup)
    assert floor.plate_border_has(2, DARK.locked)
    assert floor.window.page.log_view.rows()[0][1:] == (
        "Seat 2 Bob: leaves, seat locked up", "Seat 2: locked up")

    floor.undo()
    assert floor.name(2) == "Seat 2, Bob, active"
    assert floor.view.puck_centers(2) == []
    floor.redo()
    assert floor.name(2) == held
    floor.seat_action(2, "release")
    assert floor.name(2) == "Seat 2, empty"


def test_move_a_player_by_clicking_two_seats(floor: Floor) -> None:
    floor.load(SEAT_9_FREE)
    move = floor.answer("MoveDialog", Choice.WAIT)

    floor.seat_action(7, "move")
    assert floor.message() == "Moving Gus from seat 7: click the new seat (Esc cancels)."
    floor.click_seat(9)

    [(title, message, options)] = move.calls
    assert title == "Move Gus to seat 9"
    assert message == ("Seat 9 is one hand further from the big blind: Gus posts 2 to play at "
                       "once, or waits one hand and then plays free.")
    labels = {choice: label for choice, label, _ in options}
    assert labels == {Choice.POST: "Post 2 and play now", Choice.WAIT: "Wait, then play free"}
    assert "R-71" in options[0][2]
    assert floor.name(9).startswith("Seat 9, Gus, ")
    assert floor.name(7) == "Seat 7, empty"
    floor.next_hand()
    assert "Seat 9 Gus waits the hands the seat change cost" in floor.lines()

    floor.undo()
    floor.undo()
    assert floor.name(7) == "Seat 7, Gus, active"
    assert floor.name(9) == "Seat 9, empty"
    floor.redo()
    assert floor.name(9).startswith("Seat 9, Gus, ")


def test_a_move_to_a_taken_seat_is_refused_in_place_and_the_move_goes_on(
    floor: Floor,
) -> None:
    floor.load(SEAT_9_FREE)
    move = floor.answer("MoveDialog", Choice.WAIT)
    floor.seat_action(7, "move")

    floor.click_seat(2)

    assert floor.message() == "Not allowed: Seat 2 is taken by Bob."
    assert move.calls == []
    assert floor.name(2) == "Seat 2, Bob, active, dealer button"
    floor.click_seat(9)
    assert len(move.calls) == 1
    assert floor.name(9).startswith("Seat 9, Gus")


def test_refused_actions_are_disabled_with_the_reason(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)  # seat 4 is due the button on the next hand
    menu = floor.open_menu(4)

    move = floor.action(menu, "move")
    assert not move.isEnabled()
    assert move.text() == (
        "Move to another seat… — Seat 4 has the button this hand: Di may move after it.")
    back = floor.action(menu, "back")
    assert not back.isEnabled()
    assert back.text() == "Back… — Di is not away."
    straddle = floor.action(menu, "straddle")
    assert straddle.text().endswith("The house rules allow no straddle.")
    assert floor.action(menu, "away").isEnabled()

    rows = len(floor.window.page.log_view.rows())
    floor.choose(menu, "move")  # a click on a disabled entry does nothing
    assert floor.message() == ""
    assert len(floor.window.page.log_view.rows()) == rows


def test_a_refused_deal_says_why(floor: Floor) -> None:
    floor.load("""
[table]
seats = 6
players = { 2 = "Bob" }
""")
    assert floor.window.page.next_hand_note.text() == (
        "Fewer than two players can be dealt in this hand.")
    floor.next_hand()
    assert floor.message() == "Not allowed: Fewer than two players can be dealt in this hand."
    assert floor.window.page.log_view.rows()[0][1:] == (
        "Refused: Next hand", "Fewer than two players can be dealt in this hand.")
    assert not floor.window.controller.can_undo  # a refusal is not recorded
    room, table_id = floor.window.room, floor.window.controller.table_id
    assert [entry.kind for entry in room.history(table_id)] == ["create"]


def test_one_click_on_a_read_out_line_shows_its_rule(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()
    panel = floor.window.page.panel
    row = floor.lines().index("Seat 5 Ed: small blind 1")
    item = panel.list.item(row)
    rect = panel.list.visualItemRect(item)

    floor.qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    assert panel.detail.text() == (
        "R-12: The small blind is on last hand's big-blind seat; if that player is gone it "
        "is dead.")


ZONE_SEAT_3_FREE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }
last = { button = 1, small_blind = 2, big_blind = 4 }
"""
"""Seat 3, between the next button (2) and small blind (4), is free."""


def test_a_move_into_the_zone_offers_posting_behind_the_button_or_waiting(floor: Floor) -> None:
    """F-41: a move into the zone further from the blinds keeps the floor's choice."""
    floor.load(ZONE_SEAT_3_FREE)
    move = floor.answer("MoveDialog", Choice.WAIT)
    floor.seat_action(7, "move")
    floor.click_seat(3)

    [(_, message, options)] = move.calls
    assert message == (
        "Seat 3 is between the button and the small blind, 3 hands further from the big blind: "
        "Gus posts 2 behind the button once it has passed, or waits 3 hands and for the "
        "button, and then plays free.")
    labels = {choice: label for choice, label, _ in options}
    assert labels == {Choice.POST: "Post 2 behind the button", Choice.WAIT: "Wait, then play free"}
    assert "F-41" in options[1][2]
    for _ in range(3):  # the button first, then the rest of the three hands
        floor.next_hand()
        assert any(line.startswith("Seat 3 Gus waits") for line in floor.lines()), floor.lines()
    floor.next_hand()
    assert not any(line.startswith("Seat 3 Gus") for line in floor.lines()), floor.lines()
    assert floor.name(3) == "Seat 3, Gus, active"
