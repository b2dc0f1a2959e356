"""Form fields that take the mouse wheel only when the floor has put the cursor in them.

A spin box or a drop-down list turns its value with the wheel whenever the mouse is over it,
so scrolling a long form changed whatever field passed under the pointer ("Hands per hour"
went from 30 to 15 while the floor scrolled the advisor's form). A field given to
:func:`wheel_only_when_focused` leaves the wheel to the form (it scrolls) until the field has the
focus (a click, or Tab); the wheel does not give it the focus either.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


class _WheelWhenFocused(QObject):
    """Gives a wheel event over a field without the focus to the scroll area around it (the
    form scrolls), or lets it go up to the field's parents."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget)
                or watched.hasFocus()):
            return False
        area = _scroll_area_around(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()
        return True


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def wheel_only_when_focused(*fields: QWidget) -> None:
    """Make each field take the wheel only when it has the focus (see the module)."""
    for field in fields:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.installEventFilter(_WheelWhenFocused(field))


def form_fields_take_the_wheel_only_when_focused(form: QWidget) -> None:
    """:func:`wheel_only_when_focused` for every spin box and drop-down list in ``form``."""
    wheel_only_when_focused(*form.findChildren(QAbstractSpinBox), *form.findChildren(QComboBox))
