"""Wiring and ``main()``: the data folder and its lock, the log, the room, the main window,
screenshots.

``floorapp [--data-dir DIR] [--room ADDRESS]`` opens the floor screen on the room kept in the
data folder (``--data-dir``, else ``FLOORAPP_DATA_DIR``, else the user data folder), or on the
PostgreSQL room at ``--room`` (else ``FLOORAPP_ROOM``, else the one chosen in Settings → Room):
every open table as it was left. The first start on a new data folder (an empty room file)
opens a ready 9-seat demo table; an empty shared room opens empty. One floorapp runs per data
folder. Settings → Room puts the screen on another room (:class:`FloorScreen`: a new window on
it in place of the old one).
``floorapp --screenshot FILE.png [--scenario FILE.toml] [--size WxH]`` renders the main window
to a PNG (after importing the scenario as a table) and exits; it needs no display and writes
nothing to the data folder.
``floorapp --board [--room ADDRESS]`` shows the room board (every open table in large type,
full screen, live) on the room chosen the same way, read only: it never writes to the room.
``floorapp room init ADDRESS`` / ``floorapp room copy FROM TO`` set up a room on PostgreSQL or
move a room (:mod:`floorapp.storage.room_cli`; no screen, Qt not imported).

Why this module stays whole at about 560 lines: it is the wiring, the top layer of the layer
contract (``pyproject.toml``), and everything in it is one thing: how each way of starting (the
floor screen, the board, a screenshot) finds its data folder, settings and room, builds its
window and tells the floor why it cannot. The ways share the lock of the data folder, the
settings, the demo table and the exit statuses, and :func:`main` chooses among them; a
screenshot builds its window through :func:`create_main_window`. Split, the pieces would import
each other both ways, and the layer would have to become a package.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floorapp.storage.database import COMPANIONS, FILE_NAME, Verdict, schema_version
from floorapp.storage.database import inspect as inspect_room
from floorapp.storage.errors import NewerSchema, StorageError
from floorapp.storage.logs import configure_logging
from floorapp.storage.paths import ChosenRoom, RoomSource, chosen_room
from floorapp.storage.paths import data_dir as resolve_data_dir
from floorapp.storage.room import Room
from floorapp.storage.settings import Loaded, Settings, load_settings, save_settings

if TYPE_CHECKING:
    from floorapp.ui.context import WindowContext

DEMO_SCENARIO = "scenarios/demo/demo.toml"
DEFAULT_SCREENSHOT_SIZE = (1280, 800)
MIN_SIZE = (800, 600)
"""The smallest window the screen is made for."""
WINDOW_STATE_FILE = "window.ini"
EXIT_REFUSED = 1
"""Exit status: the program could not start (another one runs, the room cannot be opened)."""
EXIT_NEWER_SCHEMA = 3
"""Exit status: the room file was written by a newer floorapp (it was left untouched)."""


def demo_document() -> dict[str, Any]:
    """The bundled demo table's scenario, as read from its TOML file."""
    import tomllib

    from floorapp import resources

    return tomllib.loads(resources.read_text(DEMO_SCENARIO))


def create_main_window(
    data_dir: str | os.PathLike[str] | None = None, *, persist: bool = True, demo: bool = True,
    translations: Path | None = None, room_address: str | None = None,
):
    """Build the main window on the room in a data folder, without starting the event loop.

    A QApplication is made if there is none. The first start (no settings yet, a room file with
    no table; never a shared room on a server) adds the demo table unless ``demo`` is False (a
    scenario is about to be imported) or the room file was found damaged and kept aside (a
    new, empty room then opens, on this start and the next: the demo's invented players must
    not pass for the lost ones).
    ``persist=False`` (screenshots) writes nothing to the data folder (:func:`_room_to_view`),
    and the settings are read, never written. The language chosen in
    the settings is installed first (the system's is left as it is), from the compiled
    translations in ``translations`` (default: the bundled ones). ``room_address`` is where
    the room lives (``--room``; default: ``FLOORAPP_ROOM``, else the room chosen in Settings
    → Room, else the data folder's room file: :func:`chosen_room`); screenshots ignore it.
    Settings → Room puts the floor screen on another room: a new window in place of this one
    (:class:`FloorScreen`).

    Raises :class:`NewerSchema` (the room file is newer than this program: untouched) and
    :class:`StorageError` (the data folder or the room file cannot be used).
    """
    return open_floor_screen(data_dir, persist=persist, demo=demo, translations=translations,
                             room_address=room_address).window


def open_floor_screen(
    data_dir: str | os.PathLike[str] | None = None, *, persist: bool = True, demo: bool = True,
    translations: Path | None = None, room_address: str | None = None,
) -> FloorScreen:
    """The floor screen with its first window built (see :func:`create_main_window`)."""
    from PySide6.QtWidgets import QApplication

    from floorapp.ui.context import WindowContext
    from floorapp.ui.language import switch_language

    application = QApplication.instance() or QApplication(sys.argv[:1])
    if isinstance(application, QApplication) and application.style().name() != "fusion":
        application.setStyle("Fusion")  # the palettes look the same on every system
    folder = resolve_data_dir(data_dir)
    scratch = None
    chosen = ChosenRoom(None, RoomSource.DEFAULT)
    if persist:
        loaded = _load_settings(folder)
        chosen = chosen_room(room_address, loaded.settings.room)
        _warn_of_password(chosen)
        room = Room.open(chosen.address or folder)
    else:
        room, scratch = _room_to_view(folder, adding=not demo)
        loaded = _load_settings(folder)
    try:
        if loaded.settings.language:
            switch_language(loaded.settings.language, translations)
        if demo and _first_start(room, loaded):
            _add_demo(room)
        if persist and (loaded.first_start or loaded.kept_aside is not None):
            save_settings(folder, loaded.settings)
    except BaseException:
        room.close()
        raise
    screen = FloorScreen(folder)
    context = WindowContext(
        room=room,
        settings=loaded.settings,
        demo_document=demo_document,
        data_folder=folder,
        translations_folder=translations,
        scratch_folder=scratch,
        save_settings=(lambda chosen: save_settings(folder, chosen)) if persist else None,
        window_state_file=folder / WINDOW_STATE_FILE if persist else None,
        room_choice=chosen,
        open_room=screen.open_room if persist else None,
        switch_room=screen.switch_room if persist else None,
    )
    window = screen.show_first(context)
    if scratch is not None:  # removed when the window closes, or is collected
        weakref.finalize(window, shutil.rmtree, scratch, True)
    _report_start(window, room, loaded, chosen)
    return screen


class FloorScreen:
    """The floor screen of one run: its main window, on one room at a time.

    Settings → Room changes the room (:meth:`switch_room`): the room chosen is opened first
    (:meth:`open_room`; a room that cannot be opened changes nothing), and a new window is
    built on it from the old one's context, in the same place; then the old window closes,
    and its room with it. The window is never handed another room: :attr:`window` is the one
    on screen now.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.window: Any = None

    def show_first(self, context: WindowContext):
        from floorapp.ui.main_window import MainWindow

        self.window = MainWindow(context)
        return self.window

    def open_room(self, address: str | None) -> Room:
        """The room at ``address`` (None: the data folder's room file), opened. Raises
        :class:`NewerSchema` or :class:`StorageError`, with nothing changed."""
        return Room.open(address or self.folder)

    def switch_room(self, room: Room, settings: Settings, chosen: ChosenRoom) -> Any:
        """Put the floor screen on ``room`` (open, chosen in Settings → Room by ``settings``,
        or restored from a backup): a new window is built on it, the settings are kept, and
        the new window takes the old one's place, which closes with its room; returns the new
        window. If the window cannot be built or the settings cannot be saved, ``room`` is
        closed, the old window says why and stays, nothing is kept, and None is returned."""
        from dataclasses import replace

        from PySide6.QtCore import QCoreApplication

        from floorapp.ui import window_state
        from floorapp.ui.main_window import MainWindow
        from floorapp.ui.settings_choices import not_saved_text

        old = self.window
        state_file = old.context.window_state_file
        if state_file is not None:  # the new window opens where the old one is, on its room
            window_state.save(old, state_file, table=False)
        try:
            new = MainWindow(replace(old.context, room=room, settings=settings,
                                     room_choice=chosen))
        except BaseException:
            room.close()
            raise
        try:
            if old.context.save_settings is not None:
                old.context.save_settings(settings)
        except OSError as error:
            new.close_room()
            new.deleteLater()
            old.show_message(not_saved_text(error), error=True)
            return None
        new.setGeometry(old.geometry())
        if old.isMaximized() or old.isFullScreen():
            new.setWindowState(old.windowState())
        self.window = new
        new.show()
        old.close()  # closes its room (and whatever it opened over it)
        old.deleteLater()
        where = str(room.path) if room.path is not None else room.where
        new.show_message(QCoreApplication.translate(
            "MainWindow", "This window is now on the room {room}.").format(room=where))
        _report_start(new, room, Loaded(settings, first_start=False))
        return new


def _first_start(room: Room, loaded: Loaded) -> bool:
    """Whether this is floorapp's first start in the data folder: a room file without any
    table and no settings saved (or none readable). A room file found damaged and kept aside
    is no first start, nor is the start after it (its settings were saved): the new room opens
    empty, lest the demo's invented players pass for the lost ones. A shared room (on a
    PostgreSQL server) never gets the demo table: an empty one opens empty (its players are
    real ones, on the wall board too; and two screens starting at once on it would each add
    one)."""
    if room.path is None:
        return False
    no_settings = loaded.first_start or loaded.kept_aside is not None
    return no_settings and room.kept_aside is None and not room.tables()


def _password_source(chosen: ChosenRoom | None) -> str | None:
    """``--room`` or ``FLOORAPP_ROOM`` when the room address it gave holds a password (which
    every user of the PC can read there: ``ps``, ``/proc``); None otherwise (an address
    chosen in Settings → Room never holds one)."""
    from floorapp.storage.paths import ROOM_VARIABLE
    from floorapp.storage.room_choice import AddressProblem, address_problem

    if chosen is None or chosen.address is None or not chosen.overridden:
        return None
    if address_problem(chosen.address) is not AddressProblem.PASSWORD:
        return None
    return "--room" if chosen.source is RoomSource.COMMAND_LINE else ROOM_VARIABLE


def _warn_of_password(chosen: ChosenRoom) -> None:
    """A password in the address of ``--room`` or ``FLOORAPP_ROOM``: said once, in the log
    and on the console (the floor screen's notice says it too), with the way to do without:
    libpq's password file or a service file. The room is opened all the same."""
    import logging

    from floorapp.ui import wording

    source = _password_source(chosen)
    if source is None:
        return
    logging.getLogger("floorapp").warning(
        "the room address given in %s holds a password, which every user of this PC can "
        "read; put it in ~/.pgpass or use a PostgreSQL service file instead", source)
    print(wording.password_in_address_text(source), file=sys.stderr)


def _load_settings(folder: Path, keep_aside: bool = True) -> Loaded:
    """The settings in the data folder (the defaults when its path is not a folder)."""
    if folder.exists() and not folder.is_dir():
        return Loaded(Settings(), first_start=True)
    return load_settings(folder, keep_aside=keep_aside)


def _add_demo(room: Room) -> None:
    from PySide6.QtCore import QCoreApplication

    from floorapp.storage.table_import import import_document

    import_document(room, demo_document(), QCoreApplication.translate("MainWindow", "Demo table"))


def _room_to_view(folder: Path, adding: bool) -> tuple[Room, Path | None]:
    """The room a screenshot shows, and the scratch folder to remove afterwards (or None).

    The room of the data folder is opened read-only, without a copy, however large: nothing is
    written to the folder. A scratch room in a temporary folder stands in when a table is to
    be added (a scenario: the picture shows it alone), when the room has no table yet (the
    demo table is added), and, on a copy, when the room file needs an upgrade first.
    """
    path = folder / FILE_NAME
    if path.is_file():
        verdict, version, _ = inspect_room(path, untouched=True)
        if verdict is Verdict.OURS and version == schema_version() and not adding:
            room = Room.open(folder, read_only=True)
            if room.tables():
                return room, None
            room.close()
    scratch = Path(tempfile.mkdtemp(prefix="floorapp-view-"))
    try:
        needs_upgrade = path.is_file() and not adding
        return Room.open(_copy_room(folder, scratch) if needs_upgrade else scratch), scratch
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise


def _copy_room(folder: Path, scratch: Path) -> Path:
    """Copy the room file (and its write-ahead log) into ``scratch``; returns ``scratch``.

    The data folder is locked by the caller: no program writes the room during the copy.
    """
    source = folder / FILE_NAME
    if source.is_file():
        shutil.copyfile(source, scratch / FILE_NAME)
        wal = folder / (FILE_NAME + COMPANIONS[0])
        if wal.is_file():
            shutil.copyfile(wal, scratch / wal.name)
    return scratch


def install_translation(application, locale_name: str | None = None,
                        folder: Path | None = None):
    """Load the translation for ``locale_name`` (default: the system's, e.g. ``fr_FR``), from
    ``floorapp_fr_FR.qm`` or ``floorapp_fr.qm`` in the bundled ``i18n`` folder (or in
    ``folder``), in place of the one installed before. Returns the installed QTranslator, or
    None when there is no such file. A new language is only a new ``.qm`` file: every visible
    word goes through Qt's ``translate`` with an explicit context. The floor changes the
    language in Settings → Language (:func:`floorapp.ui.language.switch_language`)."""
    from floorapp.ui.language import install_translation as install

    return install(application, locale_name, folder)


def _report_start(window, room: Room, loaded: Loaded, chosen: ChosenRoom | None = None) -> None:
    """Tell the floor, once, about a file found broken and kept aside at start-up, and about
    a password in the room address of ``--room`` or ``FLOORAPP_ROOM``: a notice that stays
    until he has read it."""
    from PySide6.QtCore import QCoreApplication

    from floorapp.ui import wording

    messages = []
    source = _password_source(chosen)
    if source is not None:
        messages.append(wording.password_in_address_text(source))
    if room.kept_aside is not None:
        messages.append(wording.kept_aside_text(room.kept_aside))
        if window.restore.possible:
            messages.append(wording.restore_hint_text())
    if loaded.kept_aside is not None:
        messages.append(QCoreApplication.translate(
            "MainWindow", "The settings file could not be read: it was kept as {path} and "
            "the default house rules are used.").format(path=loaded.kept_aside))
    if messages:
        window.show_notice("\n".join(messages))


def load_scenario_into(window, path: Path) -> None:
    """Import a scenario file as a new table of the window's room and show it (its log lists
    every step), waiting for the room's worker to save it (a screenshot, which has no floor
    to keep waiting). Raises :class:`floorapp.scenario.InvalidScenario` for a file that is
    not one."""
    from floorapp.scenario import parse_scenario, read_document

    document = read_document(path)
    scenario = parse_scenario(document)  # a clear InvalidScenario before anything is recorded
    window.tables.add_table_from_scenario(document, scenario.title)
    settle(window)
    window.show_message("")


def settle(window, timeout_s: float = 30.0) -> None:
    """Let the window's room worker finish what it was asked (a screenshot's last step)."""
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout_s
    while not window.session.idle and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    QApplication.processEvents()


def parse_size(text: str) -> tuple[int, int]:
    """ "1280x800" as (1280, 800)."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, not {text!r}") from None
    if width < MIN_SIZE[0] or height < MIN_SIZE[1] or width > 8000 or height > 8000:
        raise argparse.ArgumentTypeError(
            f"size out of range: {text!r} (the screen needs {MIN_SIZE[0]}x{MIN_SIZE[1]} "
            "to 8000x8000)")
    return width, height


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorapp", description="The floor screen: button, blinds and missed blinds.")
    parser.add_argument("--data-dir", help="keep settings and logs in this folder")
    parser.add_argument("--room", metavar="ADDRESS",
                        help="a room on a PostgreSQL server: postgresql://user@host/dbname or "
                             "a libpq connection string (default: FLOORAPP_ROOM, else the "
                             "room chosen in Settings → Room, else the room file in the data "
                             "folder)")
    parser.add_argument("--board", action="store_true",
                        help="the room board: every open table in large type, full screen, "
                             "live and read only (Escape or Ctrl+Q quits)")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the main window to a PNG and exit (needs no display)")
    parser.add_argument("--scenario", metavar="FILE.toml",
                        help="with --screenshot: replay this scenario first")
    parser.add_argument("--size", type=parse_size, default=DEFAULT_SCREENSHOT_SIZE,
                        metavar="WxH", help="with --screenshot: window size (default 1280x800)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the floor screen (or render a screenshot, or a ``room`` command). Returns the exit
    code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["room"]:
        from floorapp.storage.room_cli import main as room_main

        return room_main(arguments[1:])
    args = build_parser().parse_args(arguments)
    if args.scenario and not args.screenshot:
        build_parser().error("--scenario goes with --screenshot")
    if args.screenshot:
        return screenshot(Path(args.screenshot), args.scenario, args.size, args.data_dir)
    from PySide6.QtWidgets import QApplication

    from floorapp.ui.binding import binding_warning
    from floorapp.ui.faults import FaultDialog, install_fault_handlers
    from floorapp.ui.instance import AlreadyRunning, lock_data_folder

    application = QApplication.instance() or QApplication(sys.argv[:1])
    application.setApplicationName("floorapp")
    install_translation(application)
    warning = binding_warning()
    if warning:
        print(warning, file=sys.stderr)
    if args.board:
        return run_board(args.data_dir, args.room)
    folder = resolve_data_dir(args.data_dir)
    try:
        lock = lock_data_folder(folder)
    except AlreadyRunning as running:
        FaultDialog.show_error(None, _already_running(running))
        return EXIT_REFUSED
    log_file = configure_logging(args.data_dir)
    screen: FloorScreen | None = None
    restore = install_fault_handlers(lambda: screen.window if screen else None, log_file)
    try:
        screen, refused = _open_window(args.data_dir, args.room)
        if screen is None:
            return refused
        screen.window.show()
        code = application.exec()
        screen.window.save_window_state()  # the window on screen now (Settings → Room)
        screen.window.close_room()
        return code
    finally:
        restore()
        if lock is not None:
            lock.unlock()


def run_board(data_dir: str | None, room_address: str | None = None) -> int:
    """The room board (:mod:`floorapp.ui.board`) full screen until it is closed; the exit code.

    The room (``--room``, else ``FLOORAPP_ROOM``, else the room chosen in Settings → Room,
    else the data folder's room file: :func:`chosen_room`) is opened read-only and nothing is
    ever written to it, so a board's role may be read only. The data folder is not locked (a
    board runs beside the floor screen of its PC), and nothing is written to it but the
    board's own log (:data:`~floorapp.storage.logs.BOARD_LOG_FILE`, in the floor screen's log
    folder): a settings file that cannot be read is left where it is.
    """
    import logging

    from PySide6.QtWidgets import QApplication

    from floorapp.storage.logs import BOARD_LOG_FILE
    from floorapp.ui import wording
    from floorapp.ui.board.window import BoardWindow
    from floorapp.ui.faults import FaultDialog, install_fault_handlers

    application = QApplication.instance()
    log = logging.getLogger("floorapp")
    log_file = configure_logging(data_dir, name=BOARD_LOG_FILE)
    board: BoardWindow | None = None
    restore = install_fault_handlers(lambda: board, log_file)
    try:
        folder = resolve_data_dir(data_dir)
        saved = _load_settings(folder, keep_aside=False).settings.room
        chosen = chosen_room(room_address, saved)
        _warn_of_password(chosen)
        try:
            room = Room.open(chosen.address or folder, read_only=True, live=True)
        except (NewerSchema, StorageError) as error:
            log.error("%s", error.message)
            text = (wording.newer_schema_text(error) if isinstance(error, NewerSchema) else
                    wording.cannot_open_text(error))
            FaultDialog.show_error(None, text)
            return EXIT_NEWER_SCHEMA if isinstance(error, NewerSchema) else EXIT_REFUSED
        log.info("the board shows the room at %s", room.where)
        try:
            board = BoardWindow(room)
        except BaseException:
            room.close()
            raise
        board.setGeometry(board.screen().geometry())  # where no window manager makes it so
        board.showFullScreen()
        try:
            return application.exec() if application is not None else 0
        finally:
            board.stop()  # closes the room, on its worker
    finally:
        restore()


def _open_window(data_dir: str | None,
                 room_address: str | None = None) -> tuple[FloorScreen | None, int]:
    """The floor screen with its window; or None and the exit status, after telling the floor
    why the room cannot be opened (a dialog)."""
    import logging

    from floorapp.ui.faults import FaultDialog

    log = logging.getLogger("floorapp")
    try:
        return open_floor_screen(data_dir, room_address=room_address), 0
    except StorageError as error:
        log.error("%s", error.message)
        FaultDialog.show_error(None, _cannot_open_text(error, data_dir, room_address))
        return None, EXIT_NEWER_SCHEMA if isinstance(error, NewerSchema) else EXIT_REFUSED


def _cannot_open_text(error: StorageError, data_dir: str | None,
                      room_address: str | None) -> str:
    """Why the room cannot be opened at start-up; for a room on a server, with the server's
    reason, and where the choice of that room is kept when Settings → Room made it."""
    from PySide6.QtCore import QCoreApplication

    from floorapp.storage.settings import settings_path
    from floorapp.ui import wording
    from floorapp.ui.dialogs.room import server_problem_text

    folder = resolve_data_dir(data_dir)
    chosen = chosen_room(room_address, _load_settings(folder, keep_aside=False).settings.room)
    if chosen.address is None:
        return (wording.newer_schema_text(error) if isinstance(error, NewerSchema)
                else wording.cannot_open_text(error))
    text = server_problem_text(error)
    if chosen.source is RoomSource.SETTINGS:
        text += "\n" + QCoreApplication.translate(
            "MainWindow", "This room was chosen in Settings → Room, and is kept in {file}."
        ).format(file=settings_path(folder))
    return text


def _already_running(running) -> str:
    from floorapp.ui import wording

    return wording.already_running_text(running.folder, running.pid)


def screenshot(
    target: Path, scenario: str | None, size: tuple[int, int], data_dir: str | None = None
) -> int:
    """Render the main window (after the scenario, if any) to ``target``; 0 on success."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from floorapp.scenario import InvalidScenario
    from floorapp.ui import wording
    from floorapp.ui.instance import AlreadyRunning, lock_data_folder

    application = QApplication.instance() or QApplication(sys.argv[:1])
    install_translation(application)
    try:
        lock = lock_data_folder(resolve_data_dir(data_dir), create=False)
    except AlreadyRunning as running:
        print(_already_running(running), file=sys.stderr)
        return EXIT_REFUSED
    try:
        try:
            window = create_main_window(data_dir, persist=False, demo=not scenario)
        except NewerSchema as error:
            print(wording.newer_schema_text(error), file=sys.stderr)
            return EXIT_NEWER_SCHEMA
        except StorageError as error:
            print(wording.cannot_open_text(error), file=sys.stderr)
            return EXIT_REFUSED
        if scenario:
            try:
                load_scenario_into(window, Path(scenario))
            except InvalidScenario as error:
                print(f"{scenario}: not a valid scenario: {error}", file=sys.stderr)
                return 2
        from floorapp.ui.fit import KEEP_SIZE

        window.setProperty(KEEP_SIZE, True)  # a picture of an exact size, whatever the screen
        window.resize(*size)
        window.show()
        settle(window)
        image = window.grab()
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            print(f"{target}: cannot write the picture", file=sys.stderr)
            return 1
        window.close()
        return 0
    finally:
        if lock is not None:
            lock.unlock()


if __name__ == "__main__":
    raise SystemExit(main())
