"""The training table's cards (two card backs in the lane of a seat dealt in, after its
pucks) lie where the table spreads its lanes: off the other seats' pucks and plates, on the
smallest table too (issue 26's review: the cards were placed by the lane as first laid, not
as spread, and could lie on a puck moved on along its lane)."""

from __future__ import annotations

from typing import Any

from floorapp.rules import Missed
from floorapp.screen.geometry import Point
from floorapp.screen.scene import Puck, PuckKind, SeatScene, SeatState, TableScene
from floorapp.ui.training.widgets import TrainingTableView

BUSY_PUCKS = {
    3: (Puck(PuckKind.BUTTON, dead=True),),
    4: (Puck(PuckKind.SMALL_BLIND, amount=1, dead=True), Puck(PuckKind.MISSED,
                                                                  missed=Missed.BOTH)),
    5: (Puck(PuckKind.BIG_BLIND, amount=2),),
    9: (Puck(PuckKind.POST, amount=2, dead_amount=1),),
    10: (Puck(PuckKind.MISSED, missed=Missed.BB),),
    11: (Puck(PuckKind.MISSED, missed=Missed.SB),),
}


def scene(dealt: bool) -> TableScene:
    return TableScene(seats=tuple(
        SeatScene(number, f"P{number}", SeatState.ACTIVE, pucks=BUSY_PUCKS.get(number, ()),
                  dealt=dealt) for number in range(1, 13)), hand=1, dealt=dealt)


def test_the_cards_lie_after_the_spread_pucks_off_every_other_puck_and_plate(
    qtbot: Any,
) -> None:
    view = TrainingTableView()
    qtbot.addWidget(view)
    view.setMinimumSize(10, 10)
    view.resize(784, 220)  # the 12-seat table under a notice at 800 × 480
    view.show()
    view.set_scene(scene(dealt=False))
    assert view.cards_center(4) is None
    view.set_scene(scene(dealt=True))  # the cards come: the lanes are laid out again
    layout = view.table_geometry()
    pucks = {number: view.puck_centers(number) for number in range(1, 13)}
    for number in range(1, 13):
        cards = view.cards_center(number)
        assert cards is not None
        centre = Point(cards.x(), cards.y())
        for other, centres in pucks.items():
            for puck in centres:
                assert centre.distance(Point(puck.x(), puck.y())) >= layout.puck - 1, (
                    number, other)
        for other in range(1, 13):
            plate = layout.plate(other)
            reach = max(plate.x - centre.x, 0.0, centre.x - plate.right), max(
                plate.y - centre.y, 0.0, centre.y - plate.bottom)
            assert (reach[0] ** 2 + reach[1] ** 2) ** 0.5 >= layout.puck / 2 - 1 or (
                other == number), (number, other)
