"""The table's geometry, without Qt: seat order, sizes, pucks that never overlap, hit tests."""

from __future__ import annotations

import itertools
import math
import subprocess
import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from floorapp.screen import geometry
from floorapp.screen.geometry import MAX_PUCKS, MIN_TOUCH, Point, layout

TABLE_SIZES = [(520, 400), (532, 401), (755, 486), (947, 571), (1400, 900), (2900, 1800)]
"""Table widget sizes: its minimum, the 800x600, 1024x700 and 1280x800 windows, up to 4K."""


def clockwise_angle(centre: Point, point: Point) -> float:
    """Angle of ``point`` seen from ``centre``, clockwise on screen from straight down."""
    return math.atan2(-(point.x - centre.x), point.y - centre.y) % (2 * math.pi)


@pytest.mark.parametrize("seats", [1, 13, 0])
def test_a_table_has_2_to_12_seats(seats: int) -> None:
    with pytest.raises(ValueError, match="2 to 12 seats"):
        layout(900, 600, seats)


@pytest.mark.parametrize("seats", range(2, 13))
def test_seat_one_is_at_the_dealers_left_and_numbers_go_clockwise(seats: int) -> None:
    table = layout(900, 600, seats)
    centre = table.felt.centre
    assert table.dealer.y > centre.y and abs(table.dealer.x - centre.x) < 1
    angles = [clockwise_angle(centre, table.seat_centre(s)) for s in range(1, seats + 1)]
    assert angles == sorted(angles)
    assert 0 < angles[0] < math.pi  # seat 1 on the left-hand side of the dealer (screen left)
    assert table.seat_centre(1).x < centre.x


@pytest.mark.parametrize("seats", [9, 12])
def test_seats_are_evenly_spaced_along_the_ring(seats: int) -> None:
    table = layout(1200, 700, seats)
    places = [table.dealer, *table.seat_centres, table.dealer]
    gaps = [a.distance(b) for a, b in itertools.pairwise(places)]
    assert max(gaps) / min(gaps) < 1.25  # chords of equal arcs: close, not equal


@pytest.mark.parametrize(("width", "height"), TABLE_SIZES)
@pytest.mark.parametrize("seats", [2, 6, 9, 10, 12])
def test_plates_are_touch_sized_inside_the_widget_and_apart(
    width: int, height: int, seats: int
) -> None:
    table = layout(width, height, seats)
    plates = [table.plate(s) for s in range(1, seats + 1)]
    assert table.plate_h >= MIN_TOUCH and table.plate_w >= MIN_TOUCH
    for plate in plates:
        assert plate.inside(table.bounds)
    for a, b in itertools.combinations(plates, 2):
        assert not a.intersects(b)


@pytest.mark.parametrize(("width", "height"), TABLE_SIZES)
@pytest.mark.parametrize("seats", [2, 6, 9, 10, 12])
def test_two_pucks_a_seat_never_touch_and_stay_on_the_felt(
    width: int, height: int, seats: int
) -> None:
    table = layout(width, height, seats)
    pucks = [(s, c) for s in range(1, seats + 1) for c in table.puck_centres(s, 2)]
    for (_, a), (_, b) in itertools.combinations(pucks, 2):
        assert a.distance(b) >= table.puck - 1e-6
    for seat, centre in pucks:
        assert table.felt.contains(centre)
        for other in range(1, seats + 1):
            plate = table.plate(other)
            assert not plate.contains(centre), (seat, other)


@pytest.mark.parametrize(("width", "height"), TABLE_SIZES)
@pytest.mark.parametrize("seats", [9, 12])
def test_a_third_puck_touches_no_other_seats_first_two(
    width: int, height: int, seats: int
) -> None:
    table = layout(width, height, seats)
    for seat in range(1, seats + 1):
        third = table.puck_centres(seat, MAX_PUCKS)[-1]
        for other in range(1, seats + 1):
            if other == seat:
                continue
            for centre in table.puck_centres(other, 2):
                assert third.distance(centre) >= table.puck - 1e-6


def test_pucks_are_large_enough_to_read() -> None:
    assert layout(532, 401, 12).puck >= 32  # the 800x600 window
    assert layout(947, 571, 9).puck >= 48  # the 1280x800 window
    assert layout(2900, 1800, 9).puck >= 100  # 4K


def test_sizes_follow_the_widget() -> None:
    small, large = layout(947, 571, 9), layout(2900, 1800, 9)
    assert large.plate_h > 1.7 * small.plate_h
    assert large.puck > 1.7 * small.puck


@pytest.mark.parametrize("seats", range(2, 13))
def test_the_hit_test_finds_every_seat_and_nothing_in_the_middle(seats: int) -> None:
    table = layout(947, 571, seats)
    for seat in range(1, seats + 1):
        centre = table.seat_centre(seat)
        plate = table.plate(seat)
        assert table.seat_at(centre.x, centre.y) == seat
        assert table.seat_at(plate.x + 1, plate.y + 1) == seat
        for puck in table.puck_centres(seat, 2):
            assert table.seat_at(puck.x, puck.y) == seat
    assert table.seat_at(table.dealer.x, table.dealer.y) is None
    assert table.seat_at(1, 1) is None
    if seats >= 9:  # on a full table the middle of the felt belongs to nobody
        assert table.seat_at(table.felt.centre.x, table.felt.centre.y) is None


@settings(max_examples=150, deadline=None)
@given(
    width=st.integers(min_value=520, max_value=3000),
    height=st.integers(min_value=400, max_value=2000),
    seats=st.integers(min_value=2, max_value=12),
)
@example(width=538, height=400, seats=12)  # 12 plates of full width overlap here
def test_any_reasonable_size_gives_touch_sized_apart_plates(
    width: int, height: int, seats: int
) -> None:
    table = layout(width, height, seats)
    plates = [table.plate(s) for s in range(1, seats + 1)]
    assert table.plate_h >= MIN_TOUCH
    assert all(plate.inside(table.bounds) for plate in plates)
    assert not any(a.intersects(b) for a, b in itertools.combinations(plates, 2))
    for seat in range(1, seats + 1):
        centre = table.seat_centre(seat)
        assert table.seat_at(centre.x, centre.y) == seat


def test_layouts_are_cached_per_size() -> None:
    assert layout(900, 600, 9) is layout(900.0, 600.0, 9)


def test_the_geometry_module_imports_no_qt() -> None:
    probe = (
        "import sys, floorapp.screen.geometry, floorapp.screen.scene, floorapp.screen.readout, "
        "floorapp.screen.state;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert geometry.__name__ == "floorapp.screen.geometry"


@pytest.mark.parametrize("seats", [9, 10, 12])
@pytest.mark.parametrize("size", [(520, 400), (755, 486)])
def test_pucks_with_wide_tabs_keep_their_boxes_off_the_plate_and_each_other(
    seats: int, size: tuple[int, int]
) -> None:
    table = layout(*size, seats)
    wide = (table.puck * 1.9, table.puck * 1.3)  # "MISSED" on a tab past a small puck
    for seat in range(1, seats + 1):
        first, second = table.puck_centres(seat, 2, (wide, wide))
        boxes = [geometry.Rect.around(centre, *wide) for centre in (first, second)]
        assert not boxes[0].intersects(table.plate(seat)), seat
        assert not boxes[0].intersects(boxes[1]), seat
    round_pucks = table.puck_centres(1, 2)
    assert table.puck_centres(1, 2, (None, None)) == round_pucks  # no tab: as before


def test_a_tab_over_a_neighbours_puck_moves_on_along_its_lane() -> None:
    table = layout(520, 400, 12)  # the smallest table: the smallest pucks, the widest tabs
    wide = (table.puck * 1.9, table.puck * 1.3)  # "MISSED" past its puck
    footprints: dict[int, tuple[geometry.Footprint, ...]] = {
        seat: (wide, wide) if seat in (4, 5, 6) else (None, None) for seat in range(1, 13)}
    spread = geometry.spread_pucks(table, footprints)
    radius = table.puck / 2
    for seat in (4, 5, 6):
        others = [c for other, cs in spread.items() if other != seat for c in cs]
        for centre in spread[seat]:
            assert table.felt.contains(centre)
            box = geometry.Rect.around(centre, *wide)
            assert all(geometry._distance_to_rect(c, box) >= radius for c in others), seat


def test_a_puck_over_a_neighbours_plate_moves_on_along_its_lane() -> None:
    """The 12-seat table under a notice at 800 × 480 (784 × 220): the second puck of seats 4
    and 9, where the lane puts it, lies on the plate of seat 5 and 8."""
    table = layout(784, 220, 12)
    radius = table.puck / 2
    wide = (table.puck * 1.5, table.puck * 1.3)  # "POST 2+1" on a tab past a small puck
    footprints: dict[int, tuple[geometry.Footprint, ...]] = {
        seat: (None, wide) if seat in (4, 9) else (None,) for seat in range(1, 13)}

    def on_a_plate(seat: int, centre: geometry.Point, box: geometry.Footprint) -> list[int]:
        others = [other for other in range(1, 13) if other != seat]
        if box is None:
            return [o for o in others if geometry._distance_to_rect(centre, table.plate(o))
                    < radius]
        painted = geometry.Rect.around(centre, *box)
        return [o for o in others if painted.intersects(table.plate(o))]

    lane_4 = table.puck_centres(4, 2, footprints[4])
    assert on_a_plate(4, lane_4[1], wide) == [5]  # as the lane lays it
    spread = geometry.spread_pucks(table, footprints)
    for seat, centres in spread.items():
        for centre, box in zip(centres, footprints[seat], strict=True):
            assert table.felt.contains(centre)
            assert on_a_plate(seat, centre, box) == [], seat
            others = [c for other, cs in spread.items() if other != seat for c in cs]
            assert all(centre.distance(c) >= table.puck for c in others), seat
