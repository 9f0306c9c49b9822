"""Hex geometry as docs/TACTICS.md states it: axial flat-top coordinates, r growing downward."""

from __future__ import annotations

import math

import pytest

from founders_desktop.tactics.hexgrid import (
    DIRECTIONS,
    Hex,
    distance,
    lattice_centre,
    lattice_corners,
    mirror_offset,
    pattern_orientations,
    pixel_centre,
    pixel_corners,
    pixel_to_hex,
    ring,
    rotate_offset,
    within,
)


def test_neighbours_come_in_the_documented_order() -> None:
    q, r = 3, -2
    assert Hex(q, r).neighbours() == (
        Hex(q + 1, r - 1),
        Hex(q, r - 1),
        Hex(q - 1, r),
        Hex(q - 1, r + 1),
        Hex(q, r + 1),
        Hex(q + 1, r),
    )


def test_pixel_centre_follows_the_formula() -> None:
    for q, r in [(0, 0), (3, -2), (-4, 7)]:
        x, y = pixel_centre((q, r))
        assert x == pytest.approx(1.5 * q)
        assert y == pytest.approx(math.sqrt(3) * (r + q / 2))


def test_neighbour_centres_are_sqrt3_apart_and_r_grows_downward() -> None:
    c = pixel_centre((0, 0))
    for n in Hex(0, 0).neighbours():
        x, y = pixel_centre(n)
        assert math.hypot(x - c[0], y - c[1]) == pytest.approx(math.sqrt(3))
    assert pixel_centre((0, 1))[1] > c[1]  # (q, r + 1) is below
    assert pixel_centre((1, -1))[1] < c[1]  # up-right is above


def test_distance() -> None:
    assert distance((0, 0), (0, 0)) == 0
    assert all(distance((0, 0), d) == 1 for d in DIRECTIONS)
    assert distance((0, 0), (3, -1)) == 3
    assert distance((2, -3), (-1, 1)) == 4
    assert len(list(ring(Hex(0, 0), 2))) == 12
    assert len(set(within(Hex(1, 1), 3))) == 37


def test_corners_are_shared_by_neighbours() -> None:
    """Edge d of a hex runs from corner d to corner d + 1 and is the neighbour's opposite edge."""
    h = Hex(2, -1)
    mine = lattice_corners(h)
    for d in range(6):
        theirs = set(lattice_corners(h.neighbour(d)))
        assert {mine[d], mine[(d + 1) % 6]} <= theirs
        assert len(set(mine) & theirs) == 2


def test_pixel_corners_are_one_side_from_the_centre() -> None:
    cx, cy = pixel_centre((1, 2))
    for x, y in pixel_corners((1, 2)):
        assert math.hypot(x - cx, y - cy) == pytest.approx(1.0)
    # flat top: two corners at the centre's height, left and right
    assert pixel_corners((1, 2))[0] == pytest.approx((cx + 1, cy))


def test_lattice_coordinates_are_integers_and_an_affine_image() -> None:
    assert lattice_centre((2, -1)) == (6, 0)
    for (X, Y), (x, y) in zip(lattice_corners((2, -1)), pixel_corners((2, -1)), strict=True):
        assert (X / 2, Y * math.sqrt(3) / 2) == pytest.approx((x, y))


def test_pixel_to_hex_inverts_the_centre() -> None:
    for h in within(Hex(0, 0), 3):
        assert pixel_to_hex(*pixel_centre(h)) == h


def test_rotation_steps_through_the_directions_and_mirror_flips_left_right() -> None:
    for d in range(6):
        assert rotate_offset(DIRECTIONS[d], 1) == DIRECTIONS[(d + 1) % 6]
        assert rotate_offset(DIRECTIONS[d], 6) == DIRECTIONS[d]
    assert mirror_offset((1, -1)) == (-1, 0)  # up-right <-> up-left
    assert mirror_offset((0, 1)) == (0, 1)  # down stays down


def test_pattern_orientations_cover_rotations_and_mirrors() -> None:
    line = pattern_orientations([(1, 0), (2, 0)])
    assert len(line) == 6  # a straight line is its own mirror image
    bent = pattern_orientations([(1, 0), (2, 0), (2, -1)])  # a hook: chiral
    assert len(bent) == 12
    triangle = pattern_orientations([(0, -1), (1, 0), (1, -1)])
    assert len(triangle) == 6
