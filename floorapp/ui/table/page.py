"""The table page of the main window: the table with its seats, the read-out column beside it
(the house rules line, Next hand and its note, the offer line: what the list offers at the
table), the log under it; and the notice and the message line that the window shows above
every page.

How the page fits the window's size: on a wide window the read-out column beside the table
holds Next hand and the offer line (what the list offers at the table), and the List column
(the game's waiting list, :mod:`floorapp.ui.lists.panel`, put in :attr:`TablePage.list_column`
by the window) stands beside it; below :data:`NARROW_WIDTH` the read-out and the list fold into
drawers (the Read-out and List buttons open one at a time) and Next hand goes in a row under
the table, the offer line in the house rules line's place while it shows (an offer never
resizes the table); below :data:`SHORT_HEIGHT` the log folds away (the Log button shows it in
the table's place) and the message line only shows while it has something to say.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen import geometry
from floorapp.screen.geometry import TOUCH
from floorapp.ui import wording
from floorapp.ui.fit import FittingButton, fit_window
from floorapp.ui.notice import Notice
from floorapp.ui.table.controller import TableController
from floorapp.ui.table.offer_line import OfferLine
from floorapp.ui.table.panels import DealPanel, ElidedLabel, LogView
from floorapp.ui.table.table_view import TableView

NARROW_WIDTH = 1000
"""Below this width the read-out folds into a drawer beside the table (the Read-out button
opens it) and Next hand goes under the table."""
MESSAGE_HEIGHT = 24
"""The message line's least height: one line of its bold words in its frame."""
ABOVE_GAP = 4
"""The space between the notice, the message line and the page below them."""
SHORT_HEIGHT = 700
"""Below this height the log folds away (the Log button shows it in the table's place, until
pressed again) and the message line only shows while it has something to say."""


class TablePage:
    """The table page's widgets (children of ``window``; ``floor_page`` holds the table, the
    read-out and the log), and how they are laid out for the window's size."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.table_view = TableView(window)
        self.notice = Notice(window)
        self.notice.shown_changed.connect(self._make_room_for_notice)
        self.message_bar = QLabel(window)
        self.message_bar.setObjectName("messageBar")
        self.message_bar.setWordWrap(True)
        self.message_bar.setMinimumHeight(MESSAGE_HEIGHT)
        self.message_bar.setTextFormat(Qt.TextFormat.PlainText)
        self.next_hand_button = FittingButton(window, scale=1.5, bold=True)
        self.next_hand_button.setObjectName("nextHandButton")
        self.next_hand_button.setMinimumHeight(int(TOUCH * 1.4))
        """Drawn larger than the usual type (1.5 times in the column, 1.2 times in the row
        under the table, which the List button shares), where its words fit."""
        self.next_hand_note = QLabel(window)
        self.next_hand_note.setObjectName("nextHandNote")
        self.next_hand_note.setWordWrap(True)
        self.panel = DealPanel(window)
        panel_font = self.panel.list.font()
        panel_font.setPointSizeF(panel_font.pointSizeF() * 1.1)
        self.panel.list.setFont(panel_font)
        self.log_view = LogView(window)
        self.offer_line = OfferLine(window)
        """What the list offers at the table (a seat open, a call whose time is up, a player
        to pick up), beside Next hand; hidden while there is nothing to offer."""
        self.offer_line.shown.connect(lambda _: self.arrange())

        self.house_summary = ElidedLabel(window)
        self.house_summary.setObjectName("houseSummary")
        summary_font = self.house_summary.font()
        summary_font.setBold(True)
        self.house_summary.setFont(summary_font)
        self.readout_heading = QLabel(window)
        self.readout_heading.setObjectName("readoutHeading")
        heading_font = self.readout_heading.font()
        heading_font.setBold(True)
        self.readout_heading.setFont(heading_font)
        self.readout_toggle = _toggle(window, "readoutToggle")
        self.readout_toggle.toggled.connect(lambda _: self.arrange())
        self.log_toggle = _toggle(window, "logToggle")
        self.log_toggle.toggled.connect(lambda _: self.arrange())
        self.list_toggle = _toggle(window, "listToggle")
        self.list_toggle.toggled.connect(lambda on: self._drawer_toggled(self.list_toggle, on))
        self.readout_toggle.toggled.connect(
            lambda on: self._drawer_toggled(self.readout_toggle, on))

        self.right_column = QWidget(window)
        self.right_column.setObjectName("rightColumn")
        self.right_layout = QVBoxLayout(self.right_column)
        self.right_layout.setContentsMargins(6, 0, 0, 0)
        self.right_layout.addWidget(self.readout_heading)
        self.right_layout.addWidget(self.panel, 1)
        self.right_column.setMinimumWidth(250)
        self.right_column.setMaximumWidth(420)
        self.right_column.setSizePolicy(QSizePolicy.Policy.Preferred,
                                        QSizePolicy.Policy.Expanding)
        self.list_column = QWidget(window)
        """Where the window puts the List panel (empty: no list column, no List button)."""
        self.list_column.setObjectName("listColumn")
        self.list_layout = QVBoxLayout(self.list_column)
        self.list_layout.setContentsMargins(6, 0, 0, 0)
        self.list_column.setMinimumWidth(250)
        self.list_column.setMaximumWidth(360)
        self.list_column.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Expanding)
        self.action_row = QWidget(window)
        self.action_row.setObjectName("actionRow")
        self.row_layout = QGridLayout(self.action_row)
        self.row_layout.setContentsMargins(0, 4, 0, 0)
        self.row_layout.setColumnStretch(0, 1)
        left = QWidget(window)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table_view, 1)
        left_layout.addWidget(self.action_row)
        top = QWidget(window)
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(left, 3)
        top_layout.addWidget(self.right_column, 1)
        top_layout.addWidget(self.list_column, 1)
        splitter = QSplitter(Qt.Orientation.Vertical, window)
        splitter.setObjectName("floorPage")
        splitter.addWidget(top)
        splitter.addWidget(self.log_view)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 110])
        splitter.setChildrenCollapsible(False)
        self.log_view.setMinimumHeight(70)
        self._layout_mode: tuple[bool, bool] | None = None
        self._notice_height = 0
        self.floor_page = splitter

    # --- fitting the window's size ---------------------------------------------------------

    def layout_mode(self) -> tuple[bool, bool]:
        """(narrow, short): whether the read-out is a drawer and the log folded away."""
        return self.window.width() < NARROW_WIDTH, self.window.height() < SHORT_HEIGHT

    def arrange(self) -> None:
        """Lay the floor page out for the window's size: on a wide window the read-out column
        beside the table holds Next hand; on a narrow one Next hand, the house rules and the
        Read-out button go in a row under the table and the read-out shows only when opened;
        on a short one the log shows only when the Log button opens it."""
        narrow, short = self.layout_mode()
        if (narrow, short) != self._layout_mode:
            self._layout_mode = (narrow, short)
            self._place_controls(narrow)
        self.action_row.setVisible(narrow)
        self.readout_toggle.setVisible(narrow)
        self.right_column.setVisible(not narrow or self.readout_toggle.isChecked())
        has_list = self.list_layout.count() > 0
        # beside the read-out (wide), the two columns leave the table its minimum at 1024;
        # a drawer (narrow) leaves a 12-seat table of an 800-pixel screen its plates apart
        self.right_column.setMinimumWidth(220 if has_list or narrow else 250)
        self.list_column.setMinimumWidth(220)
        self.list_toggle.setVisible(narrow and has_list)
        self.list_column.setVisible(has_list and (not narrow or self.list_toggle.isChecked()))
        self.log_toggle.setVisible(short)
        self.house_summary.setVisible(not (narrow and self.offer_line.has_offer))
        log_opened = short and self.log_toggle.isChecked()
        self.table_view.setVisible(not log_opened)  # too short for both: the log in its place
        self.log_view.setVisible(not short or log_opened)
        if log_opened:  # the log takes the table's room, the row under it stays
            self.floor_page.setSizes([1, max(1, self.floor_page.height())])
        self.message_bar.setVisible(not short or bool(self.message_bar.text()))
        self._give_room_above()
        if self.window.isVisible():  # a part shown may have made the window grow: fit it again
            QTimer.singleShot(0, self.window, lambda: fit_window(self.window))

    def _place_controls(self, narrow: bool) -> None:
        """Put the house rules line, Next hand, its note, the offer line and the Log button in
        the read-out column (wide) or in the row under the table (narrow: the offer line takes
        the house rules line's place while it shows, so that the table keeps its size)."""
        moving = (self.house_summary, self.next_hand_button, self.next_hand_note,
                  self.log_toggle, self.readout_toggle, self.list_toggle, self.offer_line)
        for widget in moving:
            self.right_layout.removeWidget(widget)
            self.row_layout.removeWidget(widget)
        if narrow:
            self.row_layout.addWidget(self.house_summary, 0, 0)
            self.row_layout.addWidget(self.offer_line, 0, 0)
            self.offer_line.set_stacked(False)
            self.row_layout.addWidget(self.log_toggle, 0, 1)
            self.row_layout.addWidget(self.readout_toggle, 0, 2)
            self.row_layout.addWidget(self.list_toggle, 0, 3)
            self.row_layout.addWidget(self.next_hand_button, 0, 4)
            self.row_layout.addWidget(self.next_hand_note, 1, 0, 1, 5)
            self.next_hand_button.setMinimumHeight(TOUCH)
            self.next_hand_button.set_scale(1.2)  # the row, which the List button shares
            # the row is as high with the offer line as without it: the table keeps its size
            self.row_layout.setRowMinimumHeight(0, self.offer_line.row_height())
        else:
            above: tuple[QWidget, ...] = (
                self.house_summary, self.next_hand_button, self.next_hand_note, self.offer_line)
            self.offer_line.set_stacked(True)
            for index, placed in enumerate(above):
                self.right_layout.insertWidget(index, placed)
            self.right_layout.addWidget(self.log_toggle)
            self.row_layout.addWidget(self.readout_toggle, 0, 2)
            self.row_layout.addWidget(self.list_toggle, 0, 3)
            self.next_hand_button.setMinimumHeight(int(TOUCH * 1.4))
            self.next_hand_button.set_scale(1.5)

    def _make_room_for_notice(self, pixels: int) -> None:
        """A notice shown over the page takes ``pixels`` of the window's height (0: it went)."""
        self._notice_height = pixels
        self._give_room_above()

    def _give_room_above(self) -> None:
        """What shows over the table beyond the top bar (a notice; on a short window the
        message line while it speaks) takes the table's room: its least height gives it up,
        down to :data:`~geometry.MIN_TABLE_UNDER` (on an 800 × 480 screen the window keeps
        inside it, its frame included)."""
        above = self._notice_height + (ABOVE_GAP if self._notice_height else 0)
        if self.message_bar.isVisibleTo(self.window) and self.layout_mode()[1]:
            above += self.message_bar.sizeHint().height() + ABOVE_GAP
        least = max(geometry.MIN_TABLE_UNDER, geometry.MIN_TABLE[1] - above)
        if least == self.table_view.minimumHeight():
            return
        self.table_view.setMinimumSize(geometry.MIN_TABLE[0], least)
        widget = self.table_view.parentWidget()
        while widget is not None:  # every layout from the table up to the window learns it
            if (layout := widget.layout()) is not None:  # now, before the notice shows
                layout.invalidate()  # (else the window grows to the old least height, stays)
            widget = None if widget is self.window else widget.parentWidget()

    def _drawer_toggled(self, toggle: QPushButton, on: bool) -> None:
        """One drawer at a time below :data:`NARROW_WIDTH`: opening the read-out folds the list
        away, and the other way round."""
        other = self.list_toggle if toggle is self.readout_toggle else self.readout_toggle
        if on and other.isChecked():
            other.blockSignals(True)
            other.setChecked(False)
            other.blockSignals(False)
        self.arrange()

    # --- what it shows ----------------------------------------------------------------------

    def show_state(self, controller: TableController) -> None:
        """The table on screen as it stands: seats, read-out, house rules, the Next hand note."""
        state = controller.state
        self.table_view.set_scene(controller.scene())
        self.panel.show_items(
            controller.readout(),
            QCoreApplication.translate("MainWindow", "No hand dealt yet: press Next hand."),
        )
        self.house_summary.setText(wording.house_summary(state.table.house, state.table.size))
        refusal = controller.shown.deal_refusal
        self.next_hand_note.setText(
            wording.refusal_text(refusal, state.table) if refusal is not None else "")
        self.next_hand_note.setVisible(refusal is not None)  # no empty line under the table

    def retranslate(self) -> None:
        """The page's own words, in the language installed now."""
        translate = QCoreApplication.translate
        self.notice.retranslate()
        self.next_hand_button.setText(translate("MainWindow", "Next hand"))
        self.next_hand_button.fit()
        self.readout_toggle.setText(translate("MainWindow", "Read-out"))
        self.log_toggle.setText(translate("MainWindow", "Log"))
        self.list_toggle.setText(translate("MainWindow", "List"))
        self.readout_heading.setText(translate("MainWindow", "The dealer reads out"))
        self.panel.retranslate()
        self.log_view.retranslate()

    def restyle_toggles(self) -> None:
        """Style the Read-out, List and Log buttons and the offer line again (after the
        palette changed)."""
        for toggle in (self.readout_toggle, self.log_toggle, self.list_toggle):
            toggle.setStyleSheet("")
            toggle.setStyleSheet(TOGGLE_STYLE)
        self.offer_line.restyle()


TOGGLE_STYLE = (
    "QPushButton { padding: 4px 12px; min-width: 36px; }"
    "QPushButton:checked { background: palette(highlight); color: palette(highlighted-text);"
    " border: 1px solid palette(highlight); border-radius: 4px; }"
)
"""A part opened by its button shows the button pressed, in the highlight colour; each button
as wide as its word (the row under the table leaves the offer line its room)."""


def _toggle(parent: QWidget, name: str) -> QPushButton:
    """A button that opens or folds away a part of the window (worded by retranslate)."""
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setCheckable(True)
    button.setMinimumHeight(TOUCH)
    button.setStyleSheet(TOGGLE_STYLE)
    return button
