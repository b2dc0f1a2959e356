"""The advisor's exports: the figures shown as CSV, the charts as PNG files, one simulated hand
as a scenario file; each asks where to write, and says in the status line what became of it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFileDialog, QInputDialog, QTableWidget, QWidget

from floorapp.advisor import ExportError, Figures, Run, as_csv, rows, to_toml
from floorapp.advisor.export import export_hand, write_whole
from floorapp.ui.advisor.labels import chart_words, row_label

translate = QCoreApplication.translate


class AdvisorExports(QWidget):
    """The export part of :class:`~floorapp.ui.advisor.window.AdvisorWindow`, which holds the
    run shown and its figures, the table of figures and the status line."""

    shown_run: Run | None
    shown_results: list[Figures]
    table: QTableWidget
    _named: Callable[[Run], Run]
    _say: Callable[..., None]

    def export_csv(self) -> None:
        """Write the table shown as CSV (labels in the screen's language)."""
        if self.shown_run is None:
            return
        path = self.ask_csv_path()
        if path is None:
            return
        run = self._named(self.shown_run)
        text = as_csv(run, rows(run, self.shown_results), row_label)
        self._write(path, lambda: write_whole(path, text))

    def export_png(self) -> None:
        """Write every chart shown as a PNG file into a folder."""
        if self.shown_run is None:
            return
        folder = self.ask_png_folder()
        if folder is None:
            return
        from floorapp.advisor.charts import save_charts

        run, results = self._named(self.shown_run), self.shown_results
        self._write(folder, lambda: save_charts(run, results, folder, chart_words()))

    def export_hand(self) -> None:
        """Write one simulated hand as a scenario file: by default the hand of the example row
        chosen in the table, under the house rules of the column chosen."""
        if self.shown_run is None:
            return
        run = self._named(self.shown_run)
        column = max(self.table.currentColumn(), 0)
        row = self.table.currentRow()
        table = rows(run, self.shown_results)
        suggested = 1
        if 0 <= row < len(table) and table[row].key.startswith("example_"):
            value = table[row].values[column]
            suggested = int(value) if value is not None else 1
        rule_set = run.rule_sets[column]
        hand = self.ask_hand(rule_set.name, suggested, run.hands)
        if hand is None:
            return
        path = self.ask_scenario_path(hand)
        if path is None:
            return
        try:
            text = to_toml(export_hand(run, rule_set, hand))
        except ExportError as error:
            self._say(translate("Advisor", "Not written: {why} ({path})").format(
                why=error, path=path), problem=True)
            return
        self._write(path, lambda: write_whole(path, text))

    def ask_hand(self, rule_set: str, suggested: int, last: int) -> int | None:
        """Ask which hand to export."""
        hand, chosen = QInputDialog.getInt(
            self, translate("Advisor", "Export a hand as a scenario"),
            translate("Advisor", "Hand number (1 to {last}) under {rules}:").format(
                last=QLocale().toString(last), rules=rule_set),
            suggested, 1, last)
        return hand if chosen else None

    def ask_scenario_path(self, hand: int) -> Path | None:
        """Ask where to write the scenario file."""
        path, _ = QFileDialog.getSaveFileName(
            self, translate("Advisor", "Export a hand as a scenario"), f"hand-{hand}.toml",
            translate("Advisor", "Scenario files (*.toml)"))
        return Path(path) if path else None

    def _write(self, where: Path, write: Callable[[], object]) -> None:
        """Run ``write`` and say in the status line what became of ``where``."""
        try:
            write()
        except OSError as error:
            self._say(translate("Advisor", "Not written: {why} ({path})").format(
                why=error.strerror or str(error), path=where), problem=True)
            return
        self._say(translate("Advisor", "Written: {path}").format(path=where))

    def ask_csv_path(self) -> Path | None:
        """Ask where to write the CSV file."""
        path, _ = QFileDialog.getSaveFileName(
            self, translate("Advisor", "Export the figures as CSV"), "house-rules-comparison.csv",
            translate("Advisor", "CSV files (*.csv)"))
        return Path(path) if path else None

    def ask_png_folder(self) -> Path | None:
        """Ask for the folder the PNG charts go to."""
        path = QFileDialog.getExistingDirectory(
            self, translate("Advisor", "Export the charts as PNG into"))
        return Path(path) if path else None
