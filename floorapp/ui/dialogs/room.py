"""Settings → Room: which room this PC's window is on, and choosing another.

Two choices: the room file in this PC's data folder (the default, nothing to start) or a shared
room on a PostgreSQL server, given by its address (a ``postgresql://`` URL, a libpq connection
string or ``service=NAME``). "Test connection" tries the address read-only in the background
(:func:`floorapp.storage.room_choice.try_room`) and shows what is there, or the server's
reason. An address with a password is refused: it would be written to ``settings.json``.

OK opens the new room (``open_room``) while the dialog is still up, so a room that cannot be
opened is refused here, with its reason, and nothing else happens. When ``--room`` or
``FLOORAPP_ROOM`` chose the window's room, the dialog says so: the choice is then only kept
for the starts without them (the room is opened once to check it, and closed).

The dialog is opened with ``open()`` (window-modal, the window's event loop goes on) and says
its answer on :attr:`RoomDialog.answered`; the Settings menu
(:meth:`floorapp.ui.settings_choices.SettingsChoices.choose_room`) does the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QThread, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.storage.errors import NewerSchema, StorageError
from floorapp.storage.errors import Problem as StorageProblem
from floorapp.storage.paths import ChosenRoom, RoomSource
from floorapp.storage.room import Room
from floorapp.storage.room_choice import AddressProblem, Tried, address_problem, try_room
from floorapp.ui import wording
from floorapp.ui.dialogs.base import fitted, ok_cancel, problem_label, title_label


@dataclass(frozen=True)
class RoomQuestion:
    """What the dialog shows and may do."""

    on_screen: str
    """The window's room: its file's path, or its address (never with a password)."""
    choice: ChosenRoom
    """Where the window's room was chosen."""
    saved: str | None
    """The room kept in Settings (None: the data folder's room file)."""
    room_file: Path | None
    """The data folder's room file (shown with its choice)."""
    open_room: Callable[[str | None], Room]
    """Opens the room at an address (None: the data folder's file); raises StorageError."""


@dataclass(frozen=True)
class RoomAnswer:
    """What the floor chose."""

    address: str | None
    """The room to keep in Settings (None: the data folder's room file)."""
    room: Room | None
    """That room, opened, when the window is to go onto it; None when it stays on its room
    (the same room chosen again, or ``--room`` / ``FLOORAPP_ROOM`` in force)."""


class RoomTrial(QThread):
    """Tries an address in the background ("Test connection"), so the dialog stays
    responsive while the server is slow to answer (up to libpq's connect timeout).

    It belongs to the application, not to the dialog: a dialog closed meanwhile just never
    hears the answer, and the application waits for it before quitting."""

    done = Signal(str, object)
    """(the address tried, a :class:`Tried` or the :class:`StorageError`)."""

    def __init__(self, address: str) -> None:
        application = QCoreApplication.instance()
        super().__init__(application)
        self.address = address
        self.finished.connect(self.deleteLater)
        if application is not None:
            application.aboutToQuit.connect(self.wait)

    def run(self) -> None:  # noqa: D102 (QThread's entry point)
        try:
            result: object = try_room(self.address)
        except StorageError as error:
            result = error
        except Exception as error:  # noqa: BLE001 - shown in the dialog, never lost
            result = error
        self.done.emit(self.address, result)


class RoomDialog(QDialog):
    """Settings → Room."""

    answered = Signal(object)
    """The floor pressed OK and the choice holds (a :class:`RoomAnswer`)."""

    def __init__(self, parent: QWidget | None, question: RoomQuestion) -> None:
        super().__init__(parent)
        self.setObjectName("roomDialog")
        self.question = question
        self.answer: RoomAnswer | None = None
        self.trial: RoomTrial | None = None
        self.opening: RoomOpening | None = None
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("RoomDialog", "Room"))
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate("RoomDialog", "The room of this PC"), self))
        self.on_screen = self._label("roomOnScreen", translate(
            "RoomDialog", "This window is on: {room}").format(room=question.on_screen))
        self.on_screen.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.on_screen)
        self.source = self._label("roomSource", source_text(question.choice))
        layout.addWidget(self.source)
        self.override = self._label("roomOverride", override_text(question.choice))
        self.override.setStyleSheet("font-weight: bold;")
        self.override.setVisible(question.choice.overridden)
        layout.addWidget(self.override)

        self.file_choice = self._radio("roomFileChoice", translate(
            "RoomDialog", "The room file in this PC's data folder"))
        layout.addWidget(self.file_choice)
        file_note = translate("RoomDialog", "The default: nothing to start or set up.")
        if question.room_file is not None:
            file_note = translate("RoomDialog", "{path}. The default: nothing to start or set "
                                  "up.").format(path=wording.wrappable_path(question.room_file))
        self.file_note = self._indented(self._label("roomFileNote", file_note))
        layout.addWidget(self.file_note)
        self.server_choice = self._radio("roomServerChoice", translate(
            "RoomDialog", "A shared room on a PostgreSQL server"))
        layout.addWidget(self.server_choice)
        self.address = QLineEdit(question.saved or "", self)
        self.address.setObjectName("roomAddress")
        self.address.setMinimumHeight(TOUCH)
        self.address.setPlaceholderText("postgresql://pit1@db.example/floorroom")
        self.address.setAccessibleName(translate("RoomDialog", "The room's address"))
        self.address.textEdited.connect(lambda _text: self._address_edited())
        self.address_note = self._label("roomAddressNote", translate(
            "RoomDialog", "A postgresql:// URL, a libpq connection string or service=NAME. No "
            "password here: libpq reads it from ~/.pgpass, its service file or PGPASSWORD."))
        self.test_button = QPushButton(translate("RoomDialog", "Test connection"), self)
        self.test_button.setObjectName("testConnection")
        self.test_button.setMinimumHeight(TOUCH)
        self.test_button.clicked.connect(lambda _=False: self.test_connection())
        self.test_result = self._label("testResult", "")
        self.test_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        server = QWidget(self)
        server_layout = QVBoxLayout(server)
        server_layout.setContentsMargins(0, 0, 0, 0)
        server_layout.addWidget(self.address)
        server_layout.addWidget(self.address_note)
        row = QHBoxLayout()
        row.addWidget(self.test_button)
        row.addStretch(1)
        server_layout.addLayout(row)
        server_layout.addWidget(self.test_result)
        self.server_fields = self._indented(server)
        layout.addWidget(self.server_fields)
        self.choices = QButtonGroup(self)
        self.choices.addButton(self.file_choice)
        self.choices.addButton(self.server_choice)
        (self.server_choice if question.saved else self.file_choice).setChecked(True)
        self.server_choice.toggled.connect(lambda _on: self._choice_changed())
        self.problems = problem_label(self)
        layout.addWidget(self.problems)
        layout.addStretch(1)
        self.buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(self.buttons)
        self._choice_changed()
        fitted(self, self.buttons)

    # --- building -------------------------------------------------------------------------

    def _label(self, name: str, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def _radio(self, name: str, text: str) -> QRadioButton:
        radio = QRadioButton(text, self)
        radio.setObjectName(name)
        radio.setMinimumHeight(TOUCH)
        radio.setStyleSheet(radio_style(self.palette()))
        return radio

    def _indented(self, widget: QWidget) -> QWidget:
        """``widget`` under its radio button, in line with the button's text."""
        holder = QWidget(self)
        layout = QHBoxLayout(holder)
        layout.setContentsMargins(TOUCH // 2, 0, 0, 0)
        layout.addWidget(widget, 1)
        return holder

    # --- the choice -----------------------------------------------------------------------

    def chosen_address(self) -> str | None:
        """The room chosen on screen: an address as typed (spaces around it dropped), or None
        for the data folder's room file."""
        return self.address.text().strip() if self.server_choice.isChecked() else None

    def _choice_changed(self) -> None:
        server = self.server_choice.isChecked()
        self.server_fields.setEnabled(server)
        self.problems.clear()
        if server:
            self.address.setFocus()

    def _address_edited(self) -> None:
        """Another address: what was found at the old one no longer says anything."""
        self.test_result.clear()
        self.problems.clear()

    # --- Test connection --------------------------------------------------------------------

    def test_connection(self) -> None:
        """Try the address in the background; the answer shows under the button."""
        address = self.address.text().strip()
        problem = address_problem(address)
        if problem is not None:
            self._show_test(address_problem_text(problem), failed=True)
            return
        self._show_test(QCoreApplication.translate("RoomDialog", "Trying {room}…").format(
            room=describe(address)), failed=False)
        self.test_button.setEnabled(False)
        self.trial = RoomTrial(address)
        self.trial.done.connect(self._tested)
        self.trial.start()

    def _tested(self, address: str, result: object) -> None:
        self.test_button.setEnabled(True)
        self.trial = None
        if address != self.address.text().strip():
            return  # the floor typed another address meanwhile
        if isinstance(result, Tried):
            self._show_test(tried_text(result), failed=False)
        elif isinstance(result, StorageError):
            self._show_test(server_problem_text(result), failed=True)
        else:
            self._show_test(QCoreApplication.translate(
                "RoomDialog", "The test failed: {error}").format(error=type(result).__name__),
                failed=True)

    def _show_test(self, text: str, failed: bool) -> None:
        self.test_result.setText(text)
        self.test_result.setStyleSheet(
            "color: palette(bright-text); font-weight: bold;" if failed else "font-weight: bold;")

    # --- OK ----------------------------------------------------------------------------

    def try_accept(self) -> None:
        """Check the choice and open its room; stay open with the reason when it fails."""
        address = self.chosen_address()
        if address is not None:
            problem = address_problem(address)
            if problem is not None:
                self.problems.setText(address_problem_text(problem))
                return
        choice = self.question.choice
        switch = not choice.overridden and address != choice.address
        check = choice.overridden and address != self.question.saved
        if not (switch or check):
            self._accept(RoomAnswer(address, None))
            return
        self.setEnabled(False)
        self.problems.setText(QCoreApplication.translate("RoomDialog", "Opening the room…"))
        self.opening = RoomOpening(address, self.question.open_room)
        self.opening.done.connect(lambda result: self._opened(address, result, check))
        self.opening.start()

    def _opened(self, address: str | None, result: object, check: bool) -> None:
        """The room chosen was opened in the background (or could not be: stay open with
        the reason)."""
        self.setEnabled(True)
        self.opening = None
        if isinstance(result, StorageError):
            self.test_result.clear()  # one reason in sight: the latest
            self.problems.setText(open_problem_text(result, address))
            return
        if not isinstance(result, Room):
            self.problems.setText(QCoreApplication.translate(
                "RoomDialog", "The room could not be opened: {error}").format(
                    error=type(result).__name__))
            return
        room: Room | None = result
        if check and room is not None:  # kept for the starts without --room: checked only
            room.close()
            room = None
        self._accept(RoomAnswer(address, room))

    def _accept(self, answer: RoomAnswer) -> None:
        self.problems.setText("")
        self.answer = answer
        self.accept()
        self.answered.emit(self.answer)


class RoomOpening(QThread):
    """Opens the room chosen off the screen's thread (a server may take seconds to answer,
    or not answer at all); ``done`` gives the :class:`Room` or the error. It belongs to the
    application, like :class:`RoomTrial`."""

    done = Signal(object)

    def __init__(self, address: str | None, open_room: Callable[[str | None], Room]) -> None:
        application = QCoreApplication.instance()
        super().__init__(application)
        self.address = address
        self.open_room = open_room
        self.finished.connect(self.deleteLater)
        if application is not None:
            application.aboutToQuit.connect(self.wait)

    def run(self) -> None:  # noqa: D102 (QThread's entry point)
        try:
            result: object = self.open_room(self.address)
        except Exception as error:  # noqa: BLE001 - said in the dialog, never lost
            result = error
        self.done.emit(result)


def radio_style(palette: QPalette) -> str:
    """Radio buttons whose choice shows from a step away in a dim room, in either palette: a
    large ring in the text's colour, filled with the highlight when chosen (Fusion's own is
    small and faint on the dark palette)."""
    text = palette.color(QPalette.ColorRole.WindowText).name()
    base = palette.color(QPalette.ColorRole.Base).name()
    chosen = palette.color(QPalette.ColorRole.Highlight).name()
    return (
        f"QRadioButton {{ spacing: 10px; }}"
        f"QRadioButton::indicator {{ width: 18px; height: 18px; border-radius: 11px;"
        f" border: 2px solid {text}; background: {base}; }}"
        f"QRadioButton::indicator:checked {{ background: qradialgradient(cx:0.5, cy:0.5,"
        f" radius:0.5, fx:0.5, fy:0.5, stop:0 {chosen}, stop:0.55 {chosen},"
        f" stop:0.65 {base}, stop:1 {base}); }}"
        f"QRadioButton::indicator:disabled {{ border-color: "
        f"{palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText).name()}; }}"
    )


# --- words ------------------------------------------------------------------------------------

def describe(address: str) -> str:
    """An address as the floor is shown it: without any password."""
    from floorapp.storage.postgresql_connection import describe as without_password

    return without_password(address)


def source_text(choice: ChosenRoom) -> str:
    """Where the window's room was chosen."""
    translate = QCoreApplication.translate
    texts = {
        RoomSource.COMMAND_LINE: translate("RoomDialog", "Chosen by --room when floorapp was "
                                           "started."),
        RoomSource.ENVIRONMENT: translate("RoomDialog", "Chosen by the FLOORAPP_ROOM environment "
                                          "variable."),
        RoomSource.SETTINGS: translate("RoomDialog", "Chosen here, in Settings."),
        RoomSource.DEFAULT: translate("RoomDialog", "The default: nothing else was chosen."),
    }
    return texts[choice.source]


def override_text(choice: ChosenRoom) -> str:
    """While ``--room`` or ``FLOORAPP_ROOM`` is in force, what OK does."""
    translate = QCoreApplication.translate
    if choice.source is RoomSource.COMMAND_LINE:
        return translate("RoomDialog", "--room comes before this setting: this window stays on "
                         "its room. What you choose here is kept for the starts without "
                         "--room.")
    if choice.source is RoomSource.ENVIRONMENT:
        return translate("RoomDialog", "FLOORAPP_ROOM comes before this setting: this window stays "
                         "on its room. What you choose here is kept for the starts without "
                         "FLOORAPP_ROOM.")
    return ""


def address_problem_text(problem: AddressProblem) -> str:
    """Why an address cannot be kept as the room."""
    translate = QCoreApplication.translate
    texts = {
        AddressProblem.EMPTY: translate("RoomDialog", "Type the room's address."),
        AddressProblem.NOT_POSTGRESQL: translate(
            "RoomDialog", "This is not a PostgreSQL address: write a postgresql:// URL, a libpq "
            "connection string (host=… dbname=…) or service=NAME."),
        AddressProblem.UNREADABLE: translate(
            "RoomDialog", "This address cannot be read: check its quotes and that each part is "
            "written key=value."),
        AddressProblem.PASSWORD: translate(
            "RoomDialog", "Not kept: the address holds a password, and floorapp never writes one "
            "to its files. Take the password out of the address and put it in ~/.pgpass, the "
            "service file or PGPASSWORD. Nothing was saved."),
    }
    return texts[problem]


def tried_text(tried: Tried) -> str:
    """What "Test connection" found."""
    translate = QCoreApplication.translate
    if tried.open_tables is None:
        return translate("RoomDialog", "Connected to {room}. The database is empty: floorapp "
                         "creates the room in it when you press OK.").format(room=tried.where)
    count = tried.open_tables
    return wording.plural(QCoreApplication.translate(
        "RoomDialog", "Connected to {room}: a floorapp room with %n open table(s).", "", count),
        count).format(room=tried.where)


def server_problem_text(error: StorageError) -> str:
    """Why the room on a server cannot be used, then the storage's sentence with the server's
    own words and the address (never a password: the storage leaves it out)."""
    translate = QCoreApplication.translate
    where = error.path or ""
    if isinstance(error, NewerSchema):
        return translate("RoomDialog", "The room at {room} was written by a newer floorapp (schema "
                         "{found}; this one knows up to {known}). It was not opened and has "
                         "not been changed: install the newer floorapp on this PC.").format(
                             room=where, found=error.found, known=error.known)
    phrases = {
        StorageProblem.IO: translate("RoomDialog", "the server could not be reached, or refused "
                                     "the connection"),
        StorageProblem.UNREACHABLE: translate("RoomDialog", "the server could not be reached"),
        StorageProblem.READ_ONLY: translate("RoomDialog", "this PC's role may not use the room"),
        StorageProblem.DAMAGED: translate("RoomDialog", "the database is not a floorapp room, or "
                                          "holds other tables (nothing was changed)"),
        StorageProblem.BUSY: translate("RoomDialog", "the server is busy"),
        StorageProblem.DISK_FULL: translate("RoomDialog", "the server's disk is full"),
    }
    phrase = phrases.get(error.problem) or wording.storage_problem_phrase(error.problem)
    return "\n".join([
        translate("RoomDialog", "floorapp cannot use this room: {why}.").format(why=phrase),
        # The storage's sentence, with the server's own words (in English, as it sent them).
        translate("RoomDialog", "Details: {details}").format(details=error.message),
    ])


def open_problem_text(error: StorageError, address: str | None) -> str:
    """Why the chosen room cannot be opened: the window stays on its room."""
    if address is None:
        text = (wording.newer_schema_text(error) if isinstance(error, NewerSchema)
                else wording.cannot_open_text(error))
    else:
        text = server_problem_text(error)
    return QCoreApplication.translate(
        "RoomDialog", "{reason} This window stays on its room and nothing was saved.").format(
            reason=text)
