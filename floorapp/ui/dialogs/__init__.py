"""The floor's dialogs and windows opened over the table.

Each dialog has an ``ask()`` classmethod that shows it and returns the floor's answer (or
None when cancelled); tests replace ``ask`` instead of clicking through a modal window.
Big buttons (at least 48 pixels high) so a finger can pick a choice.

:mod:`.seat` (sit, come back, move, correct the positions), :mod:`.house_rules` (house rules,
a new table), :mod:`.tables` (rename, close, import), :mod:`.lists` (a name on the list, a
table change), :mod:`.games` (Room → Games…, a table's game and must-move),
:mod:`.breaking` (breaking a table, the move slips), :mod:`.room` (Settings → Room: opened
with ``open()``, its answer a signal), :mod:`.backups` (Room → Restore from a backup…,
Settings → Backups…: opened with ``open()``), :mod:`.base` (what they share);
:mod:`.faults` (an unexpected error), :mod:`.rulebook` (the rulebook window). The seat and
table dialogs are named here too, where the tests replace their ``ask``.
"""

from floorapp.ui.dialogs.base import clean_name, fitted, name_problem, ok_cancel
from floorapp.ui.dialogs.breaking import (
    BreakDialog,
    PdfFileDialog,
    SlipsDialog,
    SlipsPage,
    SlipText,
    break_slips,
)
from floorapp.ui.dialogs.games import GameNameDialog, GamesDialog, TableGameDialog
from floorapp.ui.dialogs.house_rules import HouseRulesDialog, TableDialog
from floorapp.ui.dialogs.lists import CsvFileDialog, NameDialog, TableChangeDialog
from floorapp.ui.dialogs.room import RoomAnswer, RoomDialog, RoomQuestion
from floorapp.ui.dialogs.seat import (
    ChoiceDialog,
    ComeBackDialog,
    CorrectDialog,
    MoveDialog,
    PlaceNameDialog,
    Placing,
    SitDialog,
)
from floorapp.ui.dialogs.tables import ConfirmDialog, RenameDialog, ScenarioFileDialog

__all__ = [
    "BreakDialog", "CsvFileDialog", "GameNameDialog", "GamesDialog", "NameDialog", "PdfFileDialog",
    "SlipText", "SlipsDialog", "SlipsPage", "break_slips", "TableChangeDialog", "TableGameDialog",
    "ChoiceDialog", "ComeBackDialog", "ConfirmDialog", "CorrectDialog", "HouseRulesDialog",
    "MoveDialog", "PlaceNameDialog", "Placing", "RenameDialog", "RoomAnswer", "RoomDialog",
    "RoomQuestion", "ScenarioFileDialog", "SitDialog", "TableDialog",
    "clean_name", "fitted", "name_problem", "ok_cancel",
]
