"""What the floor chooses in the Settings menu: the house rules and seat count (of the table on
screen, and of the tables added from now on), light or dark colours, touch screen mode and the
language of every open window. Each choice is kept in the window's settings and sent on its
``settings_changed`` signal (app.py saves them).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from floorapp.rules import ChangeHouse
from floorapp.screen.palette import colours
from floorapp.storage.settings import Language, PaletteName, Settings

from .language import switch_language
from .qt_palette import qt_palette
from .touch import apply_touch_mode

if TYPE_CHECKING:
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
        table = window.controller.table if window.table_on_screen() is not None else None
        current = window.settings if table is None else replace(
            window.settings, house=table.house, seats=table.size)
        chosen = HouseRulesDialog.ask(window, current)
        if chosen is None:
            return
        changed = table is not None and (chosen.house, chosen.seats) != (table.house, table.size)
        if changed and window.seats.apply(ChangeHouse(chosen.house, chosen.seats)) is not None:
            return
        self.apply_settings(chosen)

    def apply_settings(self, chosen: Settings) -> None:
        """Remember new house rules (for new tables), seat count and palette (the language is
        chosen in its own menu, and kept)."""
        window = self.window
        window.settings = replace(chosen, language=window.settings.language,
                                  touch=window.settings.touch)
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
