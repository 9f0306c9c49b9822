"""Hex geometry: axial coordinates for flat-top hexes, as in docs/TACTICS.md.

A hex is ``Hex(q, r)``: ``q`` is the column, ``r`` grows downward along it. The six neighbours
come in the order docs/TACTICS.md gives, which is also the order of ``DIRECTIONS``; direction ``d``
is (on screen, y pointing down) up-right, up, up-left, down-left, down, down-right for
``d = 0 .. 5``.

Two coordinate systems for points:

* *pixel* coordinates of hexes of side 1: centre ``x = 1.5 q``, ``y = sqrt(3) (r + q/2)``;
  this is what a view draws.
* *lattice* coordinates ``X = 2x``, ``Y = 2y / sqrt(3)``: an affine image of the plane in which
  every hex centre and every hex corner has integer coordinates (centre ``(3q, 2r + q)``).
  An affine map keeps straight lines straight, keeps which side of a line a point lies on and
  keeps intersections, so line-of-sight questions are answered *exactly* there with integer
  arithmetic (see sight.py) and only converted to pixels for drawing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import NamedTuple

SQRT3 = math.sqrt(3.0)


class Hex(NamedTuple):
    """A hex in axial coordinates (flat-top, ``r`` grows downward)."""

    q: int
    r: int

    def neighbour(self, direction: int) -> Hex:
        dq, dr = DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six neighbours, in the order of ``DIRECTIONS``."""
        q, r = self
        return tuple(Hex(q + dq, r + dr) for dq, dr in DIRECTIONS)

    def plus(self, offset: tuple[int, int]) -> Hex:
        return Hex(self.q + offset[0], self.r + offset[1])

    def minus(self, other: tuple[int, int]) -> Hex:
        return Hex(self.q - other[0], self.r - other[1])

    def distance(self, other: tuple[int, int]) -> int:
        return distance(self, other)

    def __str__(self) -> str:
        return f"({self.q}, {self.r})"


#: Axial offsets of the six neighbours, in docs/TACTICS.md's order.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0))

#: Corner ``k`` of a hex in lattice coordinates, relative to the hex centre. The edge shared with
#: the neighbour in direction ``d`` runs from corner ``d`` to corner ``d + 1`` (mod 6).
CORNER_OFFSETS: tuple[tuple[int, int], ...] = ((2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1))


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Hex distance: the number of steps between two hexes on an unobstructed grid."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: tuple[int, int], b: tuple[int, int]) -> int | None:
    """The direction from ``a`` to its neighbour ``b``; None if they are not neighbours."""
    offset = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(offset)
    except ValueError:
        return None


def are_neighbours(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return direction_between(a, b) is not None


def ring(centre: Hex, radius: int) -> Iterator[Hex]:
    """The hexes at exactly ``radius`` from ``centre``."""
    if radius == 0:
        yield centre
        return
    h = Hex(centre.q + DIRECTIONS[4][0] * radius, centre.r + DIRECTIONS[4][1] * radius)
    for d in range(6):
        for _ in range(radius):
            yield h
            h = h.neighbour(d)


def within(centre: Hex, radius: int) -> Iterator[Hex]:
    """Every hex at distance at most ``radius`` from ``centre``."""
    for n in range(radius + 1):
        yield from ring(centre, n)


# --- points -------------------------------------------------------------------------------


def lattice_centre(h: tuple[int, int]) -> tuple[int, int]:
    """The centre of a hex in lattice coordinates (integers)."""
    return (3 * h[0], 2 * h[1] + h[0])


def lattice_corners(h: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The six corners of a hex in lattice coordinates (integers), corner 0 first."""
    x, y = lattice_centre(h)
    return tuple((x + dx, y + dy) for dx, dy in CORNER_OFFSETS)


def lattice_to_pixel(point: tuple[float, float]) -> tuple[float, float]:
    """Lattice coordinates to pixel coordinates of hexes of side 1."""
    return (point[0] / 2.0, point[1] * SQRT3 / 2.0)


def pixel_centre(h: tuple[int, int]) -> tuple[float, float]:
    """The centre of a hex of side 1: ``x = 1.5 q``, ``y = sqrt(3) (r + q / 2)``."""
    return (1.5 * h[0], SQRT3 * (h[1] + h[0] / 2.0))


def pixel_corners(h: tuple[int, int], size: float = 1.0) -> tuple[tuple[float, float], ...]:
    """The six corners of a hex of side ``size`` in pixels, corner 0 (right) first, then
    counter-clockwise on screen (up-right, up-left, left, down-left, down-right)."""
    return tuple((x * size, y * size) for x, y in map(lattice_to_pixel, lattice_corners(h)))


def pixel_to_hex(x: float, y: float, size: float = 1.0) -> Hex:
    """The hex containing a pixel position (hexes of side ``size``): for mouse picking."""
    qf = (2.0 / 3.0 * x) / size
    rf = (-1.0 / 3.0 * x + SQRT3 / 3.0 * y) / size
    return cube_round(qf, rf)


def cube_round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


# --- offsets of area patterns -----------------------------------------------------------------


def rotate_offset(offset: tuple[int, int], steps: int) -> tuple[int, int]:
    """Rotate an axial offset by ``steps`` sixths of a turn (direction d -> d + steps)."""
    q, r = offset
    s = -q - r
    for _ in range(steps % 6):
        # cube (q, r, s) -> (-s, -q, -r) turns direction d into d + 1 in DIRECTIONS' order
        q, r, s = -s, -q, -r
    return (q, r)


def mirror_offset(offset: tuple[int, int]) -> tuple[int, int]:
    """Mirror an axial offset in the line through the up and down neighbours (x -> -x)."""
    q, r = offset
    return (-q, q + r)


def pattern_orientations(offsets: Iterable[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """Every distinct rotation and mirror image of a pattern of offsets, each as a sorted tuple.

    Offsets are relative to a fixed origin (the attacker for melee patterns, the first hex of the
    pattern for ranged ones), so the origin stays put and the pattern turns about it."""
    base = list(offsets)
    seen: set[tuple[tuple[int, int], ...]] = set()
    result: list[tuple[tuple[int, int], ...]] = []
    for mirrored in (False, True):
        src = [mirror_offset(o) for o in base] if mirrored else base
        for steps in range(6):
            shape = tuple(sorted(rotate_offset(o, steps) for o in src))
            if shape not in seen:
                seen.add(shape)
                result.append(shape)
    return result
