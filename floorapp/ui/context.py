"""What the main window is built from: one frozen record made by :mod:`floorapp.app`.

The window reads it and is never handed anything more after it is built: the room and the
settings it opens on, where its files live, and what to do when the floor changes a setting.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floorapp.storage.paths import ChosenRoom, RoomSource
from floorapp.storage.room import Room
from floorapp.storage.settings import Settings


@dataclass(frozen=True)
class WindowContext:
    """The room on screen and everything around it.

    ``demo_document`` reads the bundled demo table's scenario (Table → Add the demo table).
    ``data_folder``: where the settings, the room and the window state live (None: nowhere
    yet). ``translations_folder``: the compiled translations (None: the bundled ones).
    ``scratch_folder``: a temporary copy of the room (screenshots), removed when the window
    closes the room. ``save_settings`` keeps the settings the floor changes (None: they are
    not kept, as for a screenshot). ``window_state_file``: where the window's geometry and the
    table on screen are kept between starts (None: not kept).

    Settings → Room: ``room_choice`` says which room this window is on and where that choice
    came from (``--room``, ``FLOORAPP_ROOM``, Settings, the default). ``open_room`` opens the
    room at an address chosen there (None: the data folder's room file), raising
    :class:`~floorapp.storage.errors.StorageError` when it cannot; ``switch_room`` hands the
    opened room, the settings that chose it and the new choice to the application, which
    builds a new window on that room, keeps the settings, then shows it in place of this one
    and closes this one's room (or, if either fails, closes the new room, says why on this
    window and changes nothing); it returns the new window, or None. Both None: the window
    cannot change rooms (a screenshot).
    """

    room: Room
    settings: Settings
    demo_document: Callable[[], Mapping[str, Any]]
    data_folder: Path | None = None
    translations_folder: Path | None = None
    scratch_folder: Path | None = None
    save_settings: Callable[[Settings], object] | None = None
    window_state_file: Path | None = None
    room_choice: ChosenRoom = ChosenRoom(None, RoomSource.DEFAULT)
    open_room: Callable[[str | None], Room] | None = None
    switch_room: Callable[[Room, Settings, ChosenRoom], Any] | None = None
