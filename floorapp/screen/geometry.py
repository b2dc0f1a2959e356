"""Where things go on the painted table: the felt, the seats, the pucks. Pure Python, no Qt.

The table is drawn from above, the dealer's place at the bottom middle. Seat 1 is at the
dealer's left and the numbers increase clockwise as the players see them: up the left side,
across the top, down the right side. Seats are spread evenly by distance along an oval ring,
with one seat's spacing left free at the dealer's place.

Each seat has a **plate** (the chair-shaped label with its number, name and status) on the
ring, and a **lane**: the line from the plate toward the middle of the felt where a dealer puts
that seat's pucks (dealer button, blinds, missed-blind and lock-up buttons), nearest the plate
first. Sizes follow the widget's size so the table scales from a small laptop to a 4K screen;
a plate is never smaller than a touch target (:data:`MIN_TOUCH`).

Coordinates are widget pixels, x to the right and y downwards.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass, replace
from functools import lru_cache

from floorapp.rules import MAX_SEATS, MIN_SEATS

TOUCH = 48
"""The smallest size, in pixels, of anything a finger presses: seats, buttons, fields."""
MIN_TOUCH = float(TOUCH)
"""The smallest width and height of anything a finger must hit, in pixels."""
MAX_PUCKS = 3
"""The most pucks one seat's lane holds (e.g. dead button, dead small blind, missed blind)."""

MIN_TABLE = (520, 280)
"""The smallest table (widget pixels) the window gives: 12 seats get touch-sized plates apart
from 780 × 280 (the table of an 800 × 480 screen) and from 520 × 400 (the table beside the
read-out drawer of an 800 × 600 screen); on the 520 × 280 corner case (an 800 × 480 screen
with the drawer open) the plates of a 12-seat table may touch."""
MIN_TABLE_UNDER = 210
"""The least height of the table under a notice and a message line (at 784 × 210, the table
of an 800 × 480 screen, twelve seats keep their plates apart, and their pucks spread apart)."""
MAX_PLATE = 180.0
"""The tallest plate, in pixels (a 4K screen without scaling)."""
MIN_PUCK = 22.0
"""The smallest puck diameter, in pixels (only on tables far smaller than a window)."""
HIT_PUCKS = 2
"""A tap on one of a seat's first two pucks is a tap on the seat."""
PLATE_ASPECT = 1.75
"""Plate width over plate height."""
MIN_ASPECT = 1.45
"""The narrowest plate (width over height), only on the smallest tables of 10 to 12 seats."""
PUCK_OF_PLATE = 0.74
"""Puck diameter as a share of the plate height, when there is room."""
GAP_OF_PUCK = 0.12
"""Space between two pucks (and between a plate and its first puck), as a share of a puck."""
Footprint = tuple[float, float] | None
"""How a puck is painted: None, within its circle; else the width and height of the box it
makes with the tabs its words lie on (a word on a chip's notches, or wider than the puck)."""
SPREAD_PX = 2.0
SPREAD_STEPS = 400
"""A puck that lies over another seat's puck or plate moves on along its lane by
:data:`SPREAD_PX` at a time, at most this many times."""
FOCUS_GAP = 3.0
"""Space between a plate and the ring drawn round it (keyboard focus, a seat change)."""
_SAMPLES = 720


def ring_width(plate_h: float) -> float:
    """The width of the ring drawn round a plate (focus, a seat change), in pixels."""
    return max(3.0, plate_h * 0.07)


def ring_reach(plate_h: float) -> float:
    """How far beyond its plate the focus ring reaches: the table keeps that much room free
    at its edges, so that no ring is cut off."""
    return FOCUS_GAP + 1.5 * ring_width(plate_h)


@dataclass(frozen=True)
class Point:
    """A point in widget pixels."""

    x: float
    y: float

    def distance(self, other: Point) -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle: left, top, width, height."""

    x: float
    y: float
    w: float
    h: float

    @classmethod
    def around(cls, centre: Point, w: float, h: float) -> Rect:
        return cls(centre.x - w / 2, centre.y - h / 2, w, h)

    @property
    def centre(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, point: Point) -> bool:
        return self.x <= point.x <= self.right and self.y <= point.y <= self.bottom

    def intersects(self, other: Rect) -> bool:
        """True when the two rectangles share more than an edge."""
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def inside(self, other: Rect) -> bool:
        """True when this rectangle lies wholly within ``other``."""
        return (
            self.x >= other.x
            and self.y >= other.y
            and self.right <= other.right
            and self.bottom <= other.bottom
        )


@dataclass(frozen=True)
class Ellipse:
    """An axis-aligned ellipse: centre and semi-axes."""

    centre: Point
    a: float
    b: float

    @property
    def bounds(self) -> Rect:
        return Rect(self.centre.x - self.a, self.centre.y - self.b, 2 * self.a, 2 * self.b)

    def at(self, t: float) -> Point:
        """The point at angle ``t`` (radians) measured clockwise on screen from the bottom."""
        return Point(self.centre.x - self.a * math.sin(t), self.centre.y + self.b * math.cos(t))

    def contains(self, point: Point) -> bool:
        if self.a <= 0 or self.b <= 0:
            return False
        dx = (point.x - self.centre.x) / self.a
        dy = (point.y - self.centre.y) / self.b
        return dx * dx + dy * dy <= 1.0


@dataclass(frozen=True)
class TableGeometry:
    """Everything the painter and the hit test need for one widget size and seat count."""

    width: float
    height: float
    seats: int
    felt: Ellipse
    """The playing surface (the rail is drawn around it)."""
    ring: Ellipse
    """The oval on which the plate centres lie."""
    plate_w: float
    plate_h: float
    puck: float
    """Diameter of one puck: every puck is drawn within this circle."""
    seat_centres: tuple[Point, ...]
    dealer: Point
    """The dealer's place, bottom middle."""

    def seat_centre(self, seat: int) -> Point:
        """Centre of seat ``seat`` (1-based)."""
        return self.seat_centres[seat - 1]

    def plate(self, seat: int) -> Rect:
        """The plate of seat ``seat``: where its number, name and status are drawn."""
        return Rect.around(self.seat_centre(seat), self.plate_w, self.plate_h)

    def seat_at(self, x: float, y: float) -> int | None:
        """The seat whose plate holds the point, or whose first pucks (nearest first) are
        under it; None for the felt, the rail and the background."""
        point = Point(x, y)
        for seat in range(1, self.seats + 1):
            if self.plate(seat).contains(point):
                return seat
        nearest, best = None, self.puck / 2
        for seat in range(1, self.seats + 1):
            for centre in self.puck_centres(seat, HIT_PUCKS):
                distance = centre.distance(point)
                if distance <= best:
                    nearest, best = seat, distance
        return nearest

    def lane_direction(self, seat: int) -> tuple[float, float]:
        """Unit vector from the seat toward the middle of the felt."""
        start = self.seat_centre(seat)
        dx = self.felt.centre.x - start.x
        dy = self.felt.centre.y - start.y
        length = math.hypot(dx, dy) or 1.0
        return dx / length, dy / length

    def puck_centres(self, seat: int, count: int,
                     footprints: tuple[Footprint, ...] = ()) -> tuple[Point, ...]:
        """Centres of ``count`` pucks in the seat's lane, nearest the plate first.

        ``footprints``: how each of the first pucks is painted (:data:`Footprint`); the lane
        spaces pucks with tabs so that no tab lies on the plate or on the next puck."""
        return _puck_centres(self, seat, count, footprints)

    def puck_rects(self, seat: int, count: int) -> tuple[Rect, ...]:
        """The squares around the seat's pucks (for the hit test)."""
        return tuple(Rect.around(c, self.puck, self.puck) for c in self.puck_centres(seat, count))

    @property
    def bounds(self) -> Rect:
        return Rect(0.0, 0.0, self.width, self.height)


def layout(width: float, height: float, seats: int) -> TableGeometry:
    """The geometry of a ``seats``-seat table painted in a ``width`` × ``height`` widget.

    Raises ValueError for a seat count outside 2..12. A widget smaller than
    :data:`MIN_TABLE` still gets a layout (plates of 48 pixels that may overlap); the table
    widget's minimum size keeps that from happening on screen.
    """
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
    return _layout(round(float(width), 1), round(float(height), 1), seats)


@lru_cache(maxsize=32)
def _layout(width: float, height: float, seats: int) -> TableGeometry:
    plate_h = max(MIN_TOUCH, min(height * 0.15, width * 0.1, MAX_PLATE))
    while True:
        geometry = _try(width, height, seats, plate_h)
        if _plates_apart(geometry):
            return geometry
        if plate_h <= MIN_TOUCH:
            return _narrower(width, height, seats, geometry)
        plate_h = max(MIN_TOUCH, plate_h * 0.95)


def _narrower(width: float, height: float, seats: int, widest: TableGeometry) -> TableGeometry:
    """Plates of the smallest height still overlap: narrower plates (down to
    :data:`MIN_ASPECT`) rather than plates that touch; ``widest`` if even those do."""
    aspect = PLATE_ASPECT
    while aspect > MIN_ASPECT:
        aspect = max(MIN_ASPECT, aspect - 0.05)
        geometry = _try(width, height, seats, MIN_TOUCH, aspect)
        if _plates_apart(geometry):
            return geometry
    return widest


def _try(
    width: float, height: float, seats: int, plate_h: float, aspect: float = PLATE_ASPECT
) -> TableGeometry:
    plate_w = max(MIN_TOUCH, plate_h * aspect)
    margin = max(4.0, plate_h * 0.08, ring_reach(plate_h) + 1.0)
    centre = Point(width / 2, height / 2)
    ring = Ellipse(
        centre,
        max(1.0, width / 2 - plate_w / 2 - margin),
        max(1.0, height / 2 - plate_h / 2 - margin),
    )
    inset = plate_h * 0.38
    felt = Ellipse(centre, max(1.0, ring.a - inset), max(1.0, ring.b - inset))
    places = _evenly_spaced(ring, seats + 1)
    dealer, seat_centres = places[0], tuple(places[1:])
    geometry = TableGeometry(
        width=width,
        height=height,
        seats=seats,
        felt=felt,
        ring=ring,
        plate_w=plate_w,
        plate_h=plate_h,
        puck=plate_h * PUCK_OF_PLATE,
        seat_centres=seat_centres,
        dealer=dealer,
    )
    while geometry.puck > MIN_PUCK and not _lanes_fit(geometry):
        geometry = replace(geometry, puck=max(MIN_PUCK, geometry.puck * 0.94))
    return geometry


def _evenly_spaced(ellipse: Ellipse, count: int) -> list[Point]:
    """``count`` points on the ellipse, equally far apart along it, the first at the bottom,
    going clockwise on screen."""
    angles = [2 * math.pi * i / _SAMPLES for i in range(_SAMPLES + 1)]
    points = [ellipse.at(t) for t in angles]
    lengths = [0.0]
    for before, after in zip(points, points[1:], strict=False):
        lengths.append(lengths[-1] + before.distance(after))
    total = lengths[-1]
    placed = []
    for index in range(count):
        target = total * index / count
        i = min(max(bisect_left(lengths, target), 1), _SAMPLES)
        span = lengths[i] - lengths[i - 1] or 1.0
        share = (target - lengths[i - 1]) / span
        t = angles[i - 1] + share * (angles[i] - angles[i - 1])
        placed.append(ellipse.at(t))
    return placed


def _plates_apart(geometry: TableGeometry) -> bool:
    """No two plates overlap and the plates keep a small gap."""
    gap = geometry.plate_h * 0.06
    grown = [
        Rect(r.x - gap / 2, r.y - gap / 2, r.w + gap, r.h + gap)
        for r in (geometry.plate(s) for s in range(1, geometry.seats + 1))
    ]
    return not any(
        grown[i].intersects(grown[j])
        for i in range(len(grown))
        for j in range(i + 1, len(grown))
    )


def _lanes_fit(geometry: TableGeometry) -> bool:
    """Every lane holds :data:`MAX_PUCKS` pucks on the felt and off every plate, and no two
    pucks of different seats touch, except two third pucks (a third puck is rare; two on
    neighbouring seats rarer still, and even then they only touch on the smallest tables)."""
    lanes = [geometry.puck_centres(s, MAX_PUCKS) for s in range(1, geometry.seats + 1)]
    radius = geometry.puck / 2
    plates = [geometry.plate(s) for s in range(1, geometry.seats + 1)]
    for seat, lane in enumerate(lanes):
        for depth, centre in enumerate(lane):
            if not geometry.felt.contains(centre):
                return False
            if any(_distance_to_rect(centre, plate) < radius for plate in plates):
                return False
            for other in lanes[seat + 1:]:
                for other_depth, other_centre in enumerate(other):
                    both_third = depth == other_depth == MAX_PUCKS - 1
                    if not both_third and centre.distance(other_centre) < geometry.puck:
                        return False
    return True


def _puck_centres(geometry: TableGeometry, seat: int, count: int,
                  footprints: tuple[Footprint, ...] = ()) -> tuple[Point, ...]:
    start = geometry.seat_centre(seat)
    lane = geometry.lane_direction(seat)
    halves = [None if box is None else (max(geometry.puck, box[0]) / 2,
                                        max(geometry.puck, box[1]) / 2)
              for box in footprints[:count]]
    halves += [None] * (count - len(halves))
    gap = geometry.puck * GAP_OF_PUCK
    centres: list[Point] = []
    along = 0.0
    for index, half in enumerate(halves):
        if index == 0:
            along = _clearing_plate(geometry, seat, lane, half, gap)
        else:
            along += _step(geometry.puck, halves[index - 1], half, lane, gap)
        centres.append(Point(start.x + lane[0] * along, start.y + lane[1] * along))
    return tuple(centres)


def spread_pucks(geometry: TableGeometry, footprints: dict[int, tuple[Footprint, ...]]
                 ) -> dict[int, tuple[Point, ...]]:
    """The centres of every seat's pucks (``footprints``: each seat's pucks as painted);
    where one lies over another seat's puck or plate (a word's tab, or on the smallest tables
    the puck itself), it and the pucks after it move on along their lane, a little at a time,
    while they stay on the felt (over pucks first: a puck moved off a plate may then meet
    another, which moves on in turn)."""
    lanes = {seat: list(_puck_centres(geometry, seat, len(boxes), boxes))
             for seat, boxes in footprints.items()}
    stuck: set[tuple[int, int, bool]] = set()  # at the end of the felt: they stay
    for _ in range(SPREAD_STEPS):
        clash = next((found for plates in (False, True) if (found := _first_over(
            geometry, lanes, footprints, stuck, plates)) is not None), None)
        if clash is None:
            break
        seat, index, _ = clash
        ux, uy = geometry.lane_direction(seat)
        moved = [Point(p.x + ux * SPREAD_PX, p.y + uy * SPREAD_PX) for p in lanes[seat][index:]]
        if all(geometry.felt.contains(point) for point in moved):
            lanes[seat][index:] = moved
        else:
            stuck.add(clash)
    return {seat: tuple(centres) for seat, centres in lanes.items()}


def _first_over(geometry: TableGeometry, lanes: dict[int, list[Point]],
                footprints: dict[int, tuple[Footprint, ...]], stuck: set[tuple[int, int, bool]],
                plates: bool) -> tuple[int, int, bool] | None:
    """The first puck (seat, index in its lane, ``plates``), not ``stuck``, that lies over a
    puck of another seat (``plates``: over the plate of another seat): a round puck by its
    circle, one with a tab by its box."""
    painted = {seat: [_painted(geometry, centre, box)
                      for centre, box in zip(centres, footprints[seat], strict=True)]
               for seat, centres in lanes.items()}
    for seat, shapes in painted.items():
        for index, shape in enumerate(shapes):
            if (seat, index, plates) in stuck:
                continue
            if plates:
                hit = any(_meets(geometry, shape, geometry.plate(other))
                          for other in range(1, geometry.seats + 1) if other != seat)
            else:
                hit = any(_pucks_meet(geometry, shape, other_shape)
                          for other, other_shapes in painted.items() if other != seat
                          for other_shape in other_shapes)
            if hit:
                return seat, index, plates
    return None


def _painted(geometry: TableGeometry, centre: Point, box: Footprint) -> Point | Rect:
    """A puck as painted: its centre (a round puck) or the box it makes with its tabs."""
    if box is None:
        return centre
    return Rect.around(centre, max(geometry.puck, box[0]), max(geometry.puck, box[1]))


def _meets(geometry: TableGeometry, shape: Point | Rect, plate: Rect) -> bool:
    if isinstance(shape, Point):
        return _distance_to_rect(shape, plate) < geometry.puck / 2
    return shape.intersects(plate)


def _pucks_meet(geometry: TableGeometry, one: Point | Rect, other: Point | Rect) -> bool:
    if isinstance(one, Point) and isinstance(other, Point):
        return one.distance(other) < geometry.puck
    if isinstance(one, Rect) and isinstance(other, Rect):
        return one.intersects(other)
    centre, box = (one, other) if isinstance(one, Point) else (other, one)
    assert isinstance(centre, Point) and isinstance(box, Rect)
    return _distance_to_rect(centre, box) < geometry.puck / 2


def _clearing_plate(geometry: TableGeometry, seat: int, lane: tuple[float, float],
                    half: tuple[float, float] | None, gap: float) -> float:
    """The first distance along the lane where a puck clears the seat's plate by ``gap``: a
    round puck by its circle, one with a tab by its box (``half`` its width and height)."""
    start, plate = geometry.seat_centre(seat), geometry.plate(seat)
    radius = geometry.puck / 2
    low, high = 0.0, geometry.plate_w + geometry.puck * 2 + 2 * max(half or (radius,))
    for _ in range(30):  # bisection: the plate is cleared from some distance on
        middle = (low + high) / 2
        point = Point(start.x + lane[0] * middle, start.y + lane[1] * middle)
        if half is None:
            clear = _distance_to_rect(point, plate) >= radius + gap
        else:
            clear = not Rect.around(point, 2 * (half[0] + gap), 2 * (half[1] + gap)
                                    ).intersects(plate)
        if clear:
            high = middle
        else:
            low = middle
    return high


def _step(puck: float, before: tuple[float, float] | None, after: tuple[float, float] | None,
          lane: tuple[float, float], gap: float) -> float:
    """How far along the lane the next puck's centre lies from the one before: a puck and a
    gap between two round pucks; with a tab on either, far enough that the two painted boxes
    are apart across the lane or along it, whichever comes first."""
    step = puck + gap
    if before is None and after is None:
        return step
    round_half = (puck / 2, puck / 2)
    before, after = before or round_half, after or round_half
    ux, uy = abs(lane[0]), abs(lane[1])
    across = (before[0] + after[0] + gap) / ux if ux > 1e-6 else math.inf
    along = (before[1] + after[1] + gap) / uy if uy > 1e-6 else math.inf
    return max(step, min(across, along))


def _distance_to_rect(point: Point, rect: Rect) -> float:
    dx = max(rect.x - point.x, 0.0, point.x - rect.right)
    dy = max(rect.y - point.y, 0.0, point.y - rect.bottom)
    return math.hypot(dx, dy)
