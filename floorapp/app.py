"""Wiring and ``main()``: settings, the first table, the main window, screenshots.

``floorapp [--data-dir DIR]`` opens the floor screen. The first start (no settings yet) opens a
ready 9-seat demo table. ``floorapp --screenshot FILE.png [--scenario FILE.toml] [--size WxH]``
replays the scenario, renders the main window to a PNG and exits; it needs no display.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

# The pure layers load before Qt: PySide6 reads the source of every module imported after it.
import floorapp.ui.actions  # noqa: F401
import floorapp.ui.geometry  # noqa: F401
import floorapp.ui.readout  # noqa: F401
import floorapp.ui.scene  # noqa: F401
import floorapp.ui.state  # noqa: F401
from floorapp.rules import Table, empty_table
from floorapp.storage.paths import data_dir as resolve_data_dir
from floorapp.storage.settings import Loaded, Settings, load_settings, save_settings

DEMO_SCENARIO = "scenarios/demo/demo.toml"
TRANSLATIONS = "i18n"
"""Bundled folder of compiled translations: ``floorapp_<locale>.qm`` (``floorapp_fr.qm``)."""
DEFAULT_SCREENSHOT_SIZE = (1280, 800)
MIN_SIZE = (800, 600)
"""The smallest window the screen is made for."""
WINDOW_STATE_FILE = "window.ini"


def demo_scenario():
    """The bundled demo table's scenario (the scenario reader is loaded only when needed)."""
    import tomllib

    from floorapp import resources
    from floorapp.scenario import parse_scenario

    return parse_scenario(tomllib.loads(resources.read_text(DEMO_SCENARIO)))


def fresh_table(settings: Settings) -> Table:
    """An empty table under the remembered house rules."""
    return empty_table(settings.house, settings.seats)


def create_main_window(
    data_dir: str | os.PathLike[str] | None = None, *, persist: bool = True, demo: bool = True
):
    """Build the main window on a data folder, without starting the event loop.

    A QApplication is made if there is none. ``persist=False`` (screenshots) reads the
    settings but never writes them; ``demo=False`` skips the first start's demo table (a
    scenario is about to be loaded).
    """
    from PySide6.QtWidgets import QApplication

    from floorapp.ui.controller import TableController
    from floorapp.ui.main_window import MainWindow

    application = QApplication.instance() or QApplication(sys.argv[:1])
    if isinstance(application, QApplication) and application.style().name() != "fusion":
        application.setStyle("Fusion")  # the palettes look the same on every system
    folder = resolve_data_dir(data_dir)
    loaded = load_settings(folder)
    controller = TableController(fresh_table(loaded.settings))
    first_state = _demo_state() if loaded.first_start and demo else None
    if first_state is not None:
        controller.replace_state(first_state, _demo_title(), undoable=False)
    window = MainWindow(controller, loaded.settings, fresh_table, _demo_state)
    window.data_folder = folder
    _report_settings(window, loaded)
    if persist:
        if loaded.first_start or loaded.kept_aside is not None:
            save_settings(folder, loaded.settings)
        window.settings_changed.connect(lambda chosen: save_settings(folder, chosen))
        _restore_window_state(window, folder)
    return window


def install_translation(application, locale_name: str | None = None,
                        folder: Path | None = None):
    """Load the translation for ``locale_name`` (default: the system's, e.g. ``fr_FR``), from
    ``floorapp_fr_FR.qm`` or ``floorapp_fr.qm`` in the bundled ``i18n`` folder (or in
    ``folder``). Returns the installed QTranslator, or None when there is no such file.
    A new language is only a new ``.qm`` file: every visible word goes through Qt's
    ``translate`` with an explicit context."""
    from PySide6.QtCore import QLocale, QTranslator

    from floorapp import resources

    name = locale_name or QLocale.system().name()
    for candidate in (f"floorapp_{name}.qm", f"floorapp_{name.split('_')[0]}.qm"):
        path = folder / candidate if folder else resources.resource_path(TRANSLATIONS, candidate)
        if path.is_file():
            translator = QTranslator(application)
            if translator.load(str(path)):
                application.installTranslator(translator)
                return translator
    return None


def _demo_title() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("MainWindow", "Demo table")


def _demo_state():
    """The demo scenario replayed: its table and its last deal."""
    from floorapp.ui.state import FloorState, replay

    scenario = demo_scenario()
    return replay(FloorState(scenario.table), (step.event for step in scenario.steps))


def _report_settings(window, loaded: Loaded) -> None:
    from PySide6.QtCore import QCoreApplication

    if loaded.kept_aside is not None:
        window.show_message(QCoreApplication.translate(
            "MainWindow", "The settings file could not be read: it was kept as {path} and "
            "the default house rules are used.").format(path=loaded.kept_aside), warning=True)


def _restore_window_state(window, folder: Path) -> None:
    """Window geometry only, through QSettings (the house rules live in settings.json)."""
    from PySide6.QtCore import QSettings

    store = QSettings(str(folder / WINDOW_STATE_FILE), QSettings.Format.IniFormat)
    geometry = store.value("geometry")
    if geometry is not None:
        window.restoreGeometry(geometry)

    def save() -> None:
        folder.mkdir(parents=True, exist_ok=True)
        store.setValue("geometry", window.saveGeometry())
        store.sync()

    window.save_window_state = save


def load_scenario_into(window, path: Path) -> None:
    """Replay a scenario file through the window's controller (the log shows every step)."""
    from floorapp.scenario import load_scenario
    from floorapp.ui.state import FloorState

    scenario = load_scenario(path)
    controller = window.controller
    controller.replace_state(FloorState(scenario.table), scenario.title, undoable=False)
    for step in scenario.steps:
        controller.apply(step.event)
    window.show_message("")


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
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the main window to a PNG and exit (needs no display)")
    parser.add_argument("--scenario", metavar="FILE.toml",
                        help="with --screenshot: replay this scenario first")
    parser.add_argument("--size", type=parse_size, default=DEFAULT_SCREENSHOT_SIZE,
                        metavar="WxH", help="with --screenshot: window size (default 1280x800)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the floor screen (or render a screenshot). Returns the exit code."""
    args = build_parser().parse_args(argv)
    if args.scenario and not args.screenshot:
        build_parser().error("--scenario goes with --screenshot")
    if args.screenshot:
        return screenshot(Path(args.screenshot), args.scenario, args.size, args.data_dir)
    from PySide6.QtWidgets import QApplication

    from floorapp.ui.binding import binding_warning

    application = QApplication(sys.argv[:1])
    application.setApplicationName("floorapp")
    install_translation(application)
    warning = binding_warning()
    if warning:
        print(warning, file=sys.stderr)
    window = create_main_window(args.data_dir)
    window.show()
    code = application.exec()
    if window.save_window_state is not None:
        window.save_window_state()
    return code


def screenshot(
    target: Path, scenario: str | None, size: tuple[int, int], data_dir: str | None = None
) -> int:
    """Render the main window (after the scenario, if any) to ``target``; 0 on success."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from floorapp.scenario import InvalidScenario

    application = QApplication.instance() or QApplication(sys.argv[:1])
    install_translation(application)

    window = create_main_window(data_dir, persist=False, demo=not scenario)
    if scenario:
        try:
            load_scenario_into(window, Path(scenario))
        except InvalidScenario as error:
            print(f"{scenario}: not a valid scenario: {error}", file=sys.stderr)
            return 2
    window.resize(*size)
    window.show()
    application.processEvents()
    image = window.grab()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        print(f"{target}: cannot write the picture", file=sys.stderr)
        return 1
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
