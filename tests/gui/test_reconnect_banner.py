"""A screen on a PostgreSQL room that loses its server: the banner, the table's actions off,
nothing applied; then, the server back, the banner goes by itself and the table shows as the
room has it (what another PC did meanwhile included). An action whose commit was cut off (a
proxy between the screen and the server, :mod:`devtools.cut_proxy`) is said saved after all,
or not saved, once the server is back."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from floor_driver import NINE_FULL, Floor, in_room
from test_decisions_on_two_screens import with_the_demo_table

from devtools.cut_proxy import CommitCutter, Cut
from floorapp.app import create_main_window
from floorapp.lists import AddName
from floorapp.rules import Away
from floorapp.session import worker
from floorapp.storage.room import Room
from floorapp.ui.main_window import MainWindow


def screen(qtbot: Any, folder: Path, room: str, monkeypatch: pytest.MonkeyPatch) -> Floor:
    window = create_main_window(data_dir=folder, room_address=room)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return Floor(qtbot, window, monkeypatch)


def terminate_room_session(address: str, window: MainWindow) -> None:
    """The server ends the screen's session (as a restart does); its worker notices by
    itself, without waiting for the floor's next action."""
    pid = in_room(None, window, lambda room: room.database.psycopg.info.backend_pid)
    with psycopg.connect(address, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])


def lost(qtbot: Any, window: MainWindow) -> None:
    """The banner shows (the worker noticed the server gone)."""
    qtbot.waitUntil(lambda: not window.reconnection.banner.isHidden(), timeout=5000)


def cut_off_screen(qtbot: Any, folder: Path, address: str,
                   monkeypatch: pytest.MonkeyPatch) -> tuple[CommitCutter, Floor]:
    """A screen on the room through a proxy that can cut a commit off, a full table shown."""
    proxy = CommitCutter(address)  # between this screen and the server
    floor = screen(qtbot, folder / "one", proxy.address(address), monkeypatch)
    floor.load(NINE_FULL)
    return proxy, floor


def assert_perhaps_not_saved(proxy: CommitCutter, floor: Floor) -> None:
    """The commit was cut off, and the floor is told the action is perhaps not saved."""
    assert proxy.cut.is_set()
    assert floor.message().startswith("Perhaps not saved: the connection to the room's server")
    assert "says whether it was saved" in floor.message()


def entries(address: str, journal: str = "journal") -> int:
    """How many entries the room's table journal (or ``list_journal``) holds."""
    with psycopg.connect(address, autocommit=True) as other:
        row = other.execute(f"SELECT count(*) FROM {journal}").fetchone()  # type: ignore[arg-type]
    assert row is not None
    return int(row[0])


def test_a_lost_server_shows_the_banner_and_the_screen_comes_back_by_itself(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor = screen(qtbot, tmp_path / "one", postgresql_database, monkeypatch)
    floor.load(NINE_FULL)
    window = floor.window
    table_id = window.controller.table_id
    banner = window.reconnection.banner
    assert banner.isHidden()
    written = entries(postgresql_database)
    monkeypatch.setattr(worker, "FIRST_TRY_S", 1.5)  # time to look at the banner
    terminate_room_session(postgresql_database, window)
    lost(qtbot, window)  # noticed without any action: the worker keeps in touch

    floor.view.seat_handle(7).click()  # the table is off: no menu opens, nothing is done

    assert floor.window.seats.seat_menu is None
    assert not banner.isHidden()
    assert "cannot be reached" in banner.text()
    assert not window.page.table_view.isEnabled()
    assert not window.page.next_hand_button.isEnabled()
    assert not window.menus.undo_action.isEnabled()
    panel = window.list_floor.panel
    assert not panel.add_button.isEnabled()  # nor the list's
    assert not panel.undo_button.isEnabled()
    assert floor.name(7) == "Seat 7, Gus, active"  # nothing applied on this screen
    assert entries(postgresql_database) == written  # nor in the room
    with Room.open(postgresql_database) as other_pc:  # meanwhile another PC acts
        other_pc.apply(table_id, Away(3), other_pc.position(table_id))

    qtbot.waitUntil(lambda: banner.isHidden(), timeout=8000)

    assert window.page.table_view.isEnabled()
    assert window.menus.undo_action.isEnabled()
    assert panel.add_button.isEnabled()
    assert floor.name(3) == "Seat 3, Cy, away, dealer button"  # the room's state, read again
    assert floor.name(7) == "Seat 7, Gus, active"
    window.session.clock = lambda: time.monotonic() + 60  # the floor has looked at it since
    floor.seat_action(7, "away")  # and the floor works again
    assert floor.name(7) == "Seat 7, Gus, away"
    assert entries(postgresql_database) == written + 2
    window.close()


def test_tables_added_renamed_or_closed_while_the_server_was_away_show_once_it_is_back(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_the_demo_table(postgresql_database)
    floor = screen(qtbot, tmp_path / "one", postgresql_database, monkeypatch)
    floor.load(NINE_FULL)
    window = floor.window
    table_id = window.controller.table_id
    bar = window.tabs.tab_bar
    assert [bar.tabText(index) for index in range(bar.count())] == [
        "Room", "Demo table", "test table"]
    monkeypatch.setattr(worker, "FIRST_TRY_S", 1.5)
    terminate_room_session(postgresql_database, window)
    lost(qtbot, window)
    with Room.open(postgresql_database) as other_pc:  # meanwhile another PC...
        demo = next(info.id for info in other_pc.tables() if info.name == "Demo table")
        other_pc.add_table("Late")  # ...adds a table, renames one, closes the one on screen
        other_pc.rename_table(demo, "Demo 2")
        other_pc.close_table(table_id)

    qtbot.waitUntil(lambda: window.reconnection.banner.isHidden(), timeout=8000)

    assert [bar.tabText(index) for index in range(bar.count())] == ["Room", "Demo 2", "Late"]
    assert window.table_on_screen() is None
    assert floor.message() == "test table was closed on another screen."
    assert [card.title.text() for card in window.tabs.overview.cards.values()] == [
        "Demo 2", "Late"]
    window.close()


@pytest.mark.parametrize(("cut", "saved"), [("after", True), ("before", False)])
def test_an_action_whose_commit_was_cut_off_is_said_saved_or_not_once_the_server_is_back(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch,
    cut: Cut, saved: bool,
) -> None:
    proxy, floor = cut_off_screen(qtbot, tmp_path, postgresql_database, monkeypatch)
    window = floor.window
    banner = window.reconnection.banner
    written = entries(postgresql_database)
    proxy.arm(cut)

    floor.seat_action(7, "away")

    assert_perhaps_not_saved(proxy, floor)
    lost(qtbot, window)
    assert floor.name(7) == "Seat 7, Gus, active"  # not shown: not known to be saved
    assert entries(postgresql_database) == written + saved  # what the server holds

    qtbot.waitUntil(lambda: banner.isHidden(), timeout=8000)

    log = [event for _, event, _ in window.page.log_view.rows()]
    if saved:
        assert floor.message() == ("Saved after all: Seat 7 Gus: away. The room's server had "
                                   "it before the connection was lost.")
        assert floor.name(7) == "Seat 7, Gus, away"
        assert log[:2] == ["Seat 7 Gus: away", "Saving cut off: Seat 7 Gus: away"]
    else:
        assert floor.message() == ("Not saved: Seat 7 Gus: away. The room's server never had "
                                   "it; nothing was changed.")
        assert floor.name(7) == "Seat 7, Gus, active"
        assert log[:2] == ["Not saved: Seat 7 Gus: away", "Saving cut off: Seat 7 Gus: away"]
    assert log.count("Seat 7 Gus: away") == int(saved)  # logged once, or not at all
    assert entries(postgresql_database) == written + saved  # nothing applied twice
    floor.seat_action(3, "away")  # and the floor works on
    assert entries(postgresql_database) == written + saved + 1
    window.close()
    proxy.close()


def test_the_list_written_while_the_server_was_away_and_after_shows_once_it_is_back(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor = screen(qtbot, tmp_path / "one", postgresql_database, monkeypatch)
    floor.load(NINE_FULL)
    window = floor.window
    table_id = window.controller.table_id
    names = window.lists.for_table(table_id)
    assert names is not None
    game = names.game_id
    monkeypatch.setattr(worker, "FIRST_TRY_S", 1.5)
    terminate_room_session(postgresql_database, window)
    lost(qtbot, window)
    with Room.open(postgresql_database) as other_pc:  # meanwhile another PC puts Zoe on
        other_pc.apply_list(game, AddName("Zoe"), other_pc.list_position(game))

    qtbot.waitUntil(lambda: window.reconnection.banner.isHidden(), timeout=8000)

    def shown() -> list[str]:
        current = window.lists.for_table(table_id)
        assert current is not None
        return [name.name for name in current.state.names.names]

    assert shown() == ["Zoe"]  # read again with the rest of the room
    with Room.open(postgresql_database) as other_pc:  # and heard live again afterwards
        other_pc.apply_list(game, AddName("Yuri"), other_pc.list_position(game))
    qtbot.waitUntil(lambda: shown() == ["Zoe", "Yuri"], timeout=3000)
    window.close()


@pytest.mark.parametrize(("cut", "saved"), [("after", True), ("before", False)])
def test_a_list_action_whose_commit_was_cut_off_is_said_saved_or_not_once_back(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch,
    cut: Cut, saved: bool,
) -> None:
    proxy, floor = cut_off_screen(qtbot, tmp_path, postgresql_database, monkeypatch)
    window = floor.window
    table_id = window.controller.table_id
    names = window.lists.for_table(table_id)
    assert names is not None
    written = entries(postgresql_database, "list_journal")
    proxy.arm(cut)

    names.apply(AddName("Zoe"))  # what the panel's Add does
    floor.settle()

    assert_perhaps_not_saved(proxy, floor)
    assert names.state.names.names == ()  # not shown: not known to be saved
    assert entries(postgresql_database, "list_journal") == written + saved

    qtbot.waitUntil(lambda: window.reconnection.banner.isHidden(), timeout=8000)

    shown = window.lists.for_table(table_id)
    assert shown is not None
    if saved:
        assert floor.message() == ("Saved after all: Zoe put on the list. The room's server had "
                                   "it before the connection was lost.")
        assert [name.name for name in shown.state.names.names] == ["Zoe"]
    else:
        assert floor.message() == ("Not saved: Zoe put on the list. The room's server never "
                                   "had it; nothing was changed.")
        assert shown.state.names.names == ()
    assert entries(postgresql_database, "list_journal") == written + saved  # nothing applied twice
    shown.apply(AddName("Yuri"))  # and the list works on
    floor.settle()
    assert entries(postgresql_database, "list_journal") == written + saved + 1
    window.close()
    proxy.close()
