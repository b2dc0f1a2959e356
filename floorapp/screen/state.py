"""What the floor screen shows at one moment: the table and the hand in play. No Qt.

The room builds it (:class:`floorapp.storage.service.FloorState`, the one place the screen's
state is worked out) and hands it over with every change; the controller keeps the latest and
widgets only read it.
"""

from __future__ import annotations

from floorapp.storage.service import FloorState

__all__ = ["FloorState"]
