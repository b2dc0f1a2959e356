"""A table whose journal holds an entry this floorapp cannot read is set aside on the floor
screen: no tab, the message line names it; the other table is shown and worked as ever."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from floor_driver import settle

from floorapp.app import create_main_window
from floorapp.storage.room import Room
from floorapp.storage.table_import import import_document

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from test_set_aside import TABLE, damage  # noqa: E402


def test_the_table_set_aside_has_no_tab_and_the_other_deals_on(
    qtbot: Any, tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with Room.open(folder) as room:
        one = import_document(room, TABLE, "One").table.id
        two = import_document(room, TABLE, "Two").table.id
        damage(room, two)
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)

    bar = window.tabs.tab_bar
    assert [bar.tabText(index) for index in range(1, bar.count())] == ["One"]
    message = window.page.message_bar.text()
    assert message.startswith("Set aside: Two. Its history holds an entry this floorapp "
                              "cannot read")
    assert "every other table, the lists and the board work on" in message
    assert [info.name for info in window.session.view.tables(include_closed=False)] == ["One"]
    window.show_table(one)
    window.seats.next_hand()
    settle(qtbot, window)
    assert window.controller.state.hand == 1
    window.close()


def test_the_board_shows_the_other_tables_and_the_games_list(qtbot: Any, tmp_path: Path) -> None:
    from floorapp.ui.board.window import BoardWindow

    folder = tmp_path / "data"
    with Room.open(folder) as room:
        game = room.add_game("1/2 No-Limit").id
        for name in ("One", "Two"):
            room.assign_table(import_document(room, TABLE, name).table.id, game)
        damage(room, room.tables()[1].id)
    room = Room.open(folder, read_only=True)
    board = BoardWindow(room)
    qtbot.addWidget(board)
    board.show()
    settle(qtbot, board)

    assert [card.name for card in board.cards.values()] == ["One"]
    assert [card.name for card in board.game_cards.values()] == ["1/2 No-Limit"]
    board.stop()
    room.close()
