"""The room's games: Room → Games… (add a game, rename it, its list rules, close and reopen
it) and Table → Game and must-move… (the game a table belongs to, and whether it is a
must-move table feeding a main table).

Each change in Games… is made at once, as a journaled entry of the game's list journal
(:mod:`floorapp.storage.room_games`); a change the disk refuses is said in the dialog and
changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.lists import BoardNames, GameRules, NoShowRule
from floorapp.screen.geometry import TOUCH
from floorapp.session import FloorSession
from floorapp.storage.errors import StorageError
from floorapp.storage.names import GAME_NAME_LIMIT, Named, NameRefused
from floorapp.storage.room import GameInfo, Room, TableInfo
from floorapp.ui import wording
from floorapp.ui.dialogs.base import (
    OneNameDialog,
    big_button,
    fitted,
    name_problem,
    ok_cancel,
    problem_label,
    title_label,
)
from floorapp.ui.fit import fit_on_show
from floorapp.ui.language import Retranslating
from floorapp.ui.wheel import form_fields_take_the_wheel_only_when_focused


def game_name_problem(text: str, taken: Collection[str]) -> str:
    """Why ``text`` cannot name a game ("" when it can)."""
    return name_problem(text, taken, Named.GAME)


class GameNameDialog(OneNameDialog):
    """A game's name: a new game, or a new name for one."""

    def __init__(self, parent: QWidget | None, title: str, name: str,
                 taken: Collection[str]) -> None:
        translate = QCoreApplication.translate
        super().__init__(
            parent, dialog_name="gameNameDialog", title=title, heading=title, name=name,
            taken=taken, problem=game_name_problem, field_name="gameName",
            field_words=translate("Games", "Game name"),
            placeholder=translate("Games", "stakes and variant, e.g. 1/2 No-limit Hold'em"),
            limit=GAME_NAME_LIMIT)

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, name: str,
            taken: Collection[str]) -> str | None:
        return cls(parent, title, name, taken).answer()


class GamesDialog(Retranslating, QDialog):
    """Room → Games…: every game of the room, its list rules, adding, renaming, closing and
    reopening. ``changed`` is called after each change made (the screen shows it)."""

    def __init__(self, parent: QWidget | None, session: FloorSession,
                 changed: Callable[[], None] = lambda: None) -> None:
        super().__init__(parent)
        self.setObjectName("gamesDialog")
        self.session = session
        self.changed = changed
        self.games: list[GameInfo] = []
        self.heading = title_label("", self)
        self.list = QListWidget(self)
        self.list.setObjectName("gamesList")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMinimumHeight(3 * TOUCH)
        self.list.currentRowChanged.connect(lambda _row: self._show_rules())
        self.no_show = QComboBox(self)
        self.no_show.setObjectName("noShowRule")
        self.board_names = QComboBox(self)
        self.board_names.setObjectName("boardNamesRule")
        for combo in (self.no_show, self.board_names):
            combo.setMinimumHeight(TOUCH)
            combo.activated.connect(lambda _index: self._rules_chosen())
        self.no_show_label = QLabel(self)
        self.board_label = QLabel(self)
        self.rules_heading = QLabel(self)
        self.rules_heading.setObjectName("rulesHeading")
        font = self.rules_heading.font()
        font.setBold(True)
        self.rules_heading.setFont(font)
        rules = QFormLayout()
        rules.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        rules.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        rules.addRow(self.no_show_label, self.no_show)
        rules.addRow(self.board_label, self.board_names)
        self.add_button = big_button("", self)
        self.add_button.setObjectName("addGame")
        self.rename_button = big_button("", self)
        self.rename_button.setObjectName("renameGame")
        self.close_button = big_button("", self)
        self.close_button.setObjectName("closeGame")
        self.add_button.clicked.connect(lambda _=False: self.add_game())
        self.rename_button.clicked.connect(lambda _=False: self.rename_game())
        self.close_button.clicked.connect(lambda _=False: self.close_or_reopen())
        row = QGridLayout()
        row.addWidget(self.add_button, 0, 0)
        row.addWidget(self.rename_button, 0, 1)
        row.addWidget(self.close_button, 0, 2)
        self.problems = problem_label(self)
        self.done_button = big_button("", self)
        self.done_button.setObjectName("doneButton")
        self.done_button.clicked.connect(self._done_pressed)
        self._saving = 0
        """Changes asked of the room and not answered yet."""
        self._close_when_saved = False
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.rules_heading)
        layout.addLayout(rules)
        layout.addLayout(row)
        layout.addWidget(self.problems)
        layout.addWidget(self.done_button)
        self.retranslate()
        self.resize(640, 520)
        fit_on_show(self)
        form_fields_take_the_wheel_only_when_focused(self)

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Games", "Games"))
        self.heading.setText(translate(
            "Games", "The games the room offers: each has its waiting list, and each table "
            "belongs to one."))
        self.no_show_label.setText(translate("Games", "No-show"))
        self.board_label.setText(translate("Games", "Names on the board"))
        chosen_no_show, chosen_board = self.no_show.currentData(), self.board_names.currentData()
        self.no_show.clear()
        for rule in NoShowRule:
            self.no_show.addItem(wording.no_show_label(rule), rule.value)
        self.board_names.clear()
        for names in BoardNames:
            self.board_names.addItem(wording.board_names_label(names), names.value)
        self._select(self.no_show, chosen_no_show)
        self._select(self.board_names, chosen_board)
        self.add_button.setText(translate("Games", "Add a game…"))
        self.rename_button.setText(translate("Games", "Rename…"))
        self.done_button.setText(translate("Games", "Done"))
        self.show_games()

    # --- what it shows ----------------------------------------------------------------------

    def show_games(self, chosen: int | None = None) -> None:
        """Read the room's games again and show them (``chosen`` selected, else the one
        selected before, else the first)."""
        if chosen is None and (selected := self.game()) is not None:
            chosen = selected.id
        view = self.session.view
        self.games = view.games()
        tables = view.tables(include_closed=False)
        self.list.blockSignals(True)
        self.list.clear()
        for game in self.games:
            count = sum(1 for info in tables if info.game_id == game.id)
            shown = view.lists.get(game.id)
            waiting = len(shown.state.names) if shown is not None else 0
            text = QCoreApplication.translate(
                "Games", "{game} — tables open: {tables}, names on the list: {names}").format(
                    game=game.name, tables=count, names=waiting)
            if not game.is_open:
                text = QCoreApplication.translate("Games", "{game} (closed)").format(
                    game=game.name)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        ids = [game.id for game in self.games]
        self.list.setCurrentRow(ids.index(chosen) if chosen in ids else 0 if ids else -1)
        self._show_rules()

    def game(self) -> GameInfo | None:
        """The game selected."""
        row = self.list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def rows(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def _show_rules(self) -> None:
        game = self.game()
        translate = QCoreApplication.translate
        for widget in (self.no_show, self.board_names, self.rename_button, self.close_button):
            widget.setEnabled(game is not None)
        if game is None:
            self.close_button.setText(translate("Games", "Close the game"))
            self.rules_heading.setText("")
            return
        self.rules_heading.setText(translate("Games", "The list rules of {game}").format(
            game=game.name))
        self._select(self.no_show, game.rules.no_show.value)
        self._select(self.board_names, game.rules.board_names.value)
        self.close_button.setText(translate("Games", "Close the game") if game.is_open else
                                  translate("Games", "Reopen the game"))

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    # --- changes ----------------------------------------------------------------------------

    def _names(self, besides: GameInfo | None = None) -> list[str]:
        return [game.name for game in self.games if besides is None or game.id != besides.id]

    def add_game(self) -> None:
        name = GameNameDialog.ask(self, QCoreApplication.translate("Games", "Add a game"), "",
                                  self._names())
        if name is None:
            return
        return self._done(lambda room: room.add_game(name))

    def rename_game(self) -> None:
        game = self.game()
        if game is None:
            return None
        name = GameNameDialog.ask(self, QCoreApplication.translate(
            "Games", "New name for {game}").format(game=game.name), game.name,
            self._names(game))
        if name is None or name == game.name:
            return
        return self._done(lambda room: room.rename_game(game.id, name))

    def close_or_reopen(self) -> None:
        game = self.game()
        if game is None:
            return None
        if game.is_open:
            return self._done(lambda room: room.close_game(game.id))
        return self._done(lambda room: room.reopen_game(game.id))

    def _rules_chosen(self) -> None:
        game = self.game()
        if game is None:
            return None
        rules = GameRules(NoShowRule(self.no_show.currentData()),
                          BoardNames(self.board_names.currentData()))
        if rules == game.rules:
            return
        return self._done(lambda room: room.set_game_rules(game.id, rules))

    def _done_pressed(self) -> None:
        """Done: the dialog closes once every change asked is saved (one not saved keeps it
        open, with the reason)."""
        if self._saving:
            self._close_when_saved = True
        else:
            self.accept()

    def _done(self, change: Callable[[Room], GameInfo]) -> None:
        """Have the change done by the room's worker; the dialog shows the games again once
        it is saved (or says why not)."""
        self._saving += 1

        def done(game: GameInfo | None, failure: BaseException | None) -> None:
            self._saving -= 1
            if isinstance(failure, StorageError | NameRefused):
                self._close_when_saved = False
                self.problems.setText(wording.storage_error_text(failure)
                                      if isinstance(failure, StorageError)
                                      else wording.name_refusal_text(failure))
                self.show_games()
                return
            if failure is not None:
                raise failure
            assert game is not None
            self.problems.setText("")
            self.show_games(game.id)
            self.changed()
            if self._close_when_saved and not self._saving:
                self.accept()

        self.session.run(change, done, games=True)

    @classmethod
    def run(cls, parent: QWidget | None, session: FloorSession,
            changed: Callable[[], None] = lambda: None) -> GamesDialog:
        """Show the dialog (modal) and return it once closed."""
        dialog = cls(parent, session, changed)
        dialog.exec()
        return dialog


@dataclass(frozen=True)
class TableGame:
    """The answer of Game and must-move…: the table's game, and the main table it feeds
    (None: a table of its own)."""

    game_id: int
    feeds: int | None


class TableGameDialog(QDialog):
    """Table → Game and must-move…: which game the table belongs to, and whether it is a
    must-move table feeding a main table of that game (its players move there as seats open,
    the one there longest first: F-36)."""

    def __init__(self, parent: QWidget | None, table: TableInfo, games: list[GameInfo],
                 tables: list[TableInfo]) -> None:
        super().__init__(parent)
        self.setObjectName("tableGameDialog")
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Games", "Game and must-move"))
        self.table = table
        self.tables = [info for info in tables if info.id != table.id and info.is_open]
        self.answer: TableGame | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate("Games", "The game of {table}").format(
            table=table.name), self))
        self.game = QComboBox(self)
        self.game.setObjectName("tableGame")
        self.game.setMinimumHeight(TOUCH)
        for game in games:
            if game.is_open or game.id == table.game_id:
                self.game.addItem(game.name, game.id)
        if (index := self.game.findData(table.game_id)) >= 0:
            self.game.setCurrentIndex(index)
        self.must_move = QCheckBox(translate(
            "Games", "A must-move table, feeding the main table:"), self)
        self.must_move.setObjectName("mustMove")
        self.feeds = QComboBox(self)
        self.feeds.setObjectName("feedsTable")
        self.feeds.setMinimumHeight(TOUCH)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(translate("Games", "Game"), self.game)
        layout.addLayout(form)
        layout.addWidget(self.must_move)
        layout.addWidget(self.feeds)
        note = QLabel(translate(
            "Games", "When a seat of the main table opens, the must-move player who has been "
            "at this table longest is called to it, and the seat left here goes to the list."),
            self)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.problems = problem_label(self)
        layout.addWidget(self.problems)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(lambda _index: self._fill_feeds())
        self.must_move.toggled.connect(lambda on: self.feeds.setEnabled(on))
        self._fill_feeds(table.feeds)
        self.must_move.setChecked(table.feeds is not None and self.feeds.currentData() is not None)
        self.feeds.setEnabled(self.must_move.isChecked())
        fitted(self, buttons)

    def _fill_feeds(self, chosen: int | None = None) -> None:
        """The other open tables of the chosen game (a must-move table feeds one of them)."""
        game_id = self.game.currentData()
        self.feeds.clear()
        for info in self.tables:
            if info.game_id == game_id:
                self.feeds.addItem(info.name, info.id)
        if chosen is not None and (index := self.feeds.findData(chosen)) >= 0:
            self.feeds.setCurrentIndex(index)
        self.must_move.setEnabled(self.feeds.count() > 0)
        if not self.feeds.count():
            self.must_move.setChecked(False)

    def try_accept(self) -> None:
        game_id = self.game.currentData()
        if game_id is None:
            self.problems.setText(QCoreApplication.translate(
                "Games", "Add a game first (Room → Games…)."))
            return
        feeds = self.feeds.currentData() if self.must_move.isChecked() else None
        self.answer = TableGame(int(game_id), None if feeds is None else int(feeds))
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, table: TableInfo, games: list[GameInfo],
            tables: list[TableInfo]) -> TableGame | None:
        dialog = cls(parent, table, games, tables)
        return dialog.answer if dialog.exec() == QDialog.DialogCode.Accepted else None
