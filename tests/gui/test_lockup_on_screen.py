"""A locked-up seat shows how long it has been held against the house's limit, and turns
urgent past it."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from floor_driver import NINE_FULL, Floor
from test_readable_table import drawn_words

from floorapp.rules import Choice
from floorapp.screen.palette import DARK
from floorapp.ui import dialogs


def test_a_lock_up_counts_its_minutes_and_turns_urgent_past_the_limit(
    floor: Floor, monkeypatch: pytest.MonkeyPatch,
) -> None:
    floor.load("[house]\nlockup_minutes = 4\n" + NINE_FULL)
    floor.seat_action(2, "leave")
    controller = floor.window.controller
    left_at = controller.lockup_times()[2]
    controller.clock = lambda: left_at + timedelta(minutes=3, seconds=10)
    floor.window.show_lockup_times()
    assert floor.name(2) == (
        "Seat 2, locked up, held 3 minutes, the limit is 4 minutes, lock-up button")
    texts = [text for text, _ in drawn_words(floor.view, monkeypatch)]
    assert "LOCKED" in texts and "3/4 min" in texts

    controller.clock = lambda: left_at + timedelta(minutes=4)
    floor.window.show_lockup_times()
    assert floor.name(2).endswith(
        "the limit is 4 minutes, time is up: call the next player, lock-up button")
    texts = [text for text, _ in drawn_words(floor.view, monkeypatch)]
    assert "TIME UP" in texts and "4/4 min" in texts
    assert floor.plate_border_has(2, DARK.busted)  # an urgent border, besides the words
    menu = floor.open_menu(2)
    assert "time is up" in menu.actions()[0].text()


def test_the_lock_up_limit_is_a_house_rule_of_the_dialog(floor: Floor, qtbot: Any) -> None:
    dialog = dialogs.HouseRulesDialog(floor.window, floor.window.settings)
    qtbot.addWidget(dialog)
    assert dialog.lockup_minutes.value() == 5
    dialog.lockup_minutes.setValue(12)
    dialog.try_accept()
    assert dialog.result_settings is not None
    assert dialog.result_settings.house.lockup_minutes == 12


def test_an_undone_sit_brings_back_the_seat_held_since_the_leave(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.seat_action(2, "leave")
    controller = floor.window.controller
    left_at = controller.lockup_times()[2]
    floor.answer("SitDialog", ("Eve", Choice.WAIT))
    floor.seat_action(2, "sit")
    assert controller.lockup_times() == {}
    floor.undo()
    assert controller.lockup_times() == {2: left_at}
