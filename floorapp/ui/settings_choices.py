"""What the floor chooses in the Settings menu: the house rules and seat count (of the table on
screen, and of the tables added from now on), light or dark colours, touch screen mode, the
language of every open window, and the room (Settings → Room). Each choice is kept in the
window's settings and sent on its ``settings_changed`` signal (app.py saves them); the room is
saved here, before the application puts the window onto it (it must be saved, or nothing is
done).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from floorapp.rules import ChangeHouse
from floorapp.screen.palette import colours
from floorapp.session import Outcome
from floorapp.storage.database import FILE_NAME
from floorapp.storage.paths import ChosenRoom, RoomSource
from floorapp.storage.settings import Language, PaletteName, Settings

from .language import switch_language
from .qt_palette import qt_palette
from .touch import apply_touch_mode

if TYPE_CHECKING:
    from .dialogs.room import RoomAnswer
    from .main_window import MainWindow


class SettingsChoices:
    """The Settings menu's choices, applied to ``window`` and kept in ``window.settings``."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def edit_house_rules(self) -> None:
        """The house rules and seat count of this table (from the next hand, recorded like any
        floor action) and of the tables added from now on; the colours."""
        from floorapp.ui.dialogs import HouseRulesDialog

        window = self.window
        controller = window.controller if window.table_on_screen() is not None else None
        table = controller.table if controller is not None else None
        intent = controller.decide(None) if controller is not None else None
        current = window.settings if table is None else replace(
            window.settings, house=table.house, seats=table.size)
        chosen = HouseRulesDialog.ask(window, current)
        if chosen is None:
            return
        changed = table is not None and (chosen.house, chosen.seats) != (table.house, table.size)
        if not changed or controller is None:
            self.apply_settings(chosen)
            return

        def answered(outcome: Outcome) -> None:
            if outcome.done:
                self.apply_settings(chosen)

        window.show_message("")
        controller.apply(ChangeHouse(chosen.house, chosen.seats), intent, then=answered)

    def apply_settings(self, chosen: Settings) -> None:
        """Remember new house rules (for new tables), seat count and palette (the language is
        chosen in its own menu, and kept)."""
        window = self.window
        window.settings = replace(chosen, language=window.settings.language,
                                  touch=window.settings.touch, room=window.settings.room)
        self.apply_palette(chosen.palette)
        window.settings_changed.emit(window.settings)

    def toggle_palette(self) -> None:
        window = self.window
        name = PaletteName.LIGHT if window.settings.palette is PaletteName.DARK else (
            PaletteName.DARK)
        window.settings = replace(window.settings, palette=name)
        self.apply_palette(name)
        window.settings_changed.emit(window.settings)

    def toggle_touch_mode(self) -> None:
        """Touch mode on or off (and remembered: no longer left to the system)."""
        window = self.window
        on = window.menus.touch_action.isChecked()
        window.settings = replace(window.settings, touch=on)
        self.apply_touch(on)
        window.settings_changed.emit(window.settings)

    def apply_touch(self, on: bool) -> None:
        window = self.window
        apply_touch_mode(on)
        window.menus.touch_action.setChecked(on)

    def choose_language(self, language: Language) -> None:
        """Speak ``language`` at once in every open window (the system's language for
        :attr:`Language.SYSTEM`), and remember it for the next start."""
        window = self.window
        switch_language(language, window.context.translations_folder)
        window.menus.language_actions[language].setChecked(True)
        window.settings = replace(window.settings, language=language)
        window.settings_changed.emit(window.settings)

    def choose_room(self) -> None:
        """Settings → Room: the dialog (window-modal); its answer goes to :meth:`_room_chosen`.
        Does nothing for a window that cannot change rooms (a screenshot's)."""
        from floorapp.ui.dialogs.room import RoomDialog, RoomQuestion

        window = self.window
        context = window.context
        if context.open_room is None or context.switch_room is None:
            return
        room = window.room
        folder = context.data_folder
        question = RoomQuestion(
            on_screen=str(room.path) if room.path is not None else room.where,
            choice=context.room_choice, saved=window.settings.room,
            room_file=folder / FILE_NAME if folder is not None else None,
            open_room=context.open_room)
        dialog = RoomDialog(window, question)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.answered.connect(self._room_chosen)
        dialog.open()

    def _room_chosen(self, answer: RoomAnswer) -> None:
        """The room the floor chose. To go onto it (its room is open), the application builds
        a new window on it and keeps the choice, or changes nothing (:attr:`WindowContext.
        switch_room`). While ``--room`` or ``FLOORAPP_ROOM`` is in force the window stays on
        its room, and the choice is only kept here, for the starts without them."""
        window = self.window
        context = window.context
        chosen = replace(window.settings, room=answer.address)
        if answer.room is not None:
            source = RoomSource.SETTINGS if answer.address else RoomSource.DEFAULT
            switch = context.switch_room
            assert switch is not None
            room = answer.room
            # Once the dialog's own signal has returned: the window is then replaced.
            QTimer.singleShot(0, window, lambda: switch(
                room, chosen, ChosenRoom(answer.address, source)))
            return
        if chosen == window.settings or context.save_settings is None:
            return
        try:
            context.save_settings(chosen)
        except OSError as error:
            window.show_message(not_saved_text(error), error=True)
            return
        window.settings = chosen
        window.show_message(QCoreApplication.translate(
            "MainWindow", "Room kept in Settings for the starts without --room or "
            "FLOORAPP_ROOM; this window stays on its room."))

    def apply_palette(self, name: PaletteName) -> None:
        window = self.window
        chosen = colours(name)
        window.page.table_view.set_colours(chosen)
        window.menus.palette_action.setChecked(name is PaletteName.LIGHT)
        application = QApplication.instance()
        if isinstance(application, QApplication):
            application.setPalette(qt_palette(chosen))
        # WORKAROUND: widgets with a style sheet keep the palette they were styled with, and
        # the tabs' style sheet leaves the top bar in the old colours: style them again.
        window.tabs.restyle()
        window.page.restyle_toggles()
        window.menus.top_bar.setPalette(QPalette())
        if window.table_on_screen() is None:
            window.tabs.refresh_overview()


def not_saved_text(error: OSError) -> str:
    """The room chosen in Settings → Room could not be kept: nothing changed."""
    return QCoreApplication.translate(
        "MainWindow", "The room was not changed: the settings could not be saved "
        "({error}).").format(error=error.strerror or error)
