"""Line of sight against brute-force witnesses on random walled maps (docs/TACTICS.md, Line of sight).

The engine's sight tests are exact but clever (a corner rule at wall tips, a corridor proof of
blindness, perturbed lines for any-point sight). These oracles are dumb and exact (fractions):

* any point (Frosthaven, Jaws of the Lion): a random segment between the interiors of the two
  hexes that touches no wall is a proof of sight, so the engine must not call the pair blind;
  a line the engine returns must join the two hexes and touch no wall between its ends.
* corners (Gloomhaven): a corner-to-corner segment that touches no wall at all, ends included,
  proves sight; and a pair the engine calls visible must have a corner-to-corner segment whose
  open interior touches no wall.
"""

from __future__ import annotations

import random

import pytest

from founders_desktop.tactics.hexgrid import lattice_centre, lattice_corners
from founders_desktop.tactics.sight import sight_for

from ..helpers import rect_board

P = tuple[int, int]
S = 1000  # lattice coordinates times S: random inside points stay integers, tests stay exact


def orient(a: P, b: P, c: P) -> int:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def on_seg(a: P, b: P, p: P) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def closed_touch(a: P, b: P, c: P, d: P) -> bool:
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return (
        (o1 == 0 and on_seg(a, b, c))
        or (o2 == 0 and on_seg(a, b, d))
        or (o3 == 0 and on_seg(c, d, a))
        or (o4 == 0 and on_seg(c, d, b))
    )


def open_touch(a: P, b: P, c: P, d: P) -> bool:
    """Does wall c-d meet segment a-b anywhere other than at a or b?"""
    if not closed_touch(a, b, c, d):
        return False
    if orient(a, b, c) == 0 and orient(a, b, d) == 0:  # collinear: overlap of positive length?
        k = 0 if a[0] != b[0] else 1
        lo, hi = sorted((a[k], b[k]))
        wlo, whi = sorted((c[k], d[k]))
        return min(hi, whi) > max(lo, wlo)
    # not parallel: one meeting point; it is an end point iff that end lies on the wall
    return not any(orient(c, d, e) == 0 and on_seg(c, d, e) for e in (a, b))


def inside_point(rng: random.Random, h: tuple[int, int]) -> P:
    """A random point strictly inside the hex (lattice coordinates: |y| < 1, |x| + |y| < 2)."""
    cx, cy = lattice_centre(h)
    while True:
        x, y = rng.randint(-2 * S + 1, 2 * S - 1), rng.randint(-S + 1, S - 1)
        if abs(x) + abs(y) < 2 * S:
            return (cx * S + x, cy * S + y)


def random_board(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    cells = list(rect_board(7, 5).cells)
    terrain = {c: "wall" for c in rng.sample(cells, rng.randint(0, 8))}
    thin = []
    for c in rng.sample(cells, rng.randint(0, 6)):
        n = c.neighbour(rng.randrange(6))
        if n in cells:
            thin.append((c, n))
    return rect_board(7, 5, terrain=terrain, thin_walls=thin), rng


def walls_of(board) -> list[tuple[P, P]]:  # type: ignore[no-untyped-def]
    return [((a[0] * S, a[1] * S), (b[0] * S, b[1] * S)) for a, b in board.sight_segments]


@pytest.mark.parametrize("seed", range(10))
def test_any_point_sight_agrees_with_random_witnesses(seed: int) -> None:
    board, rng = random_board(seed)
    sight = sight_for(board, True)
    walls = walls_of(board)
    cells = [i for i, h in enumerate(board.cells) if board.is_open(h)]
    for _ in range(60):
        i, j = rng.sample(cells, 2)
        hi, hj = board.cells[i], board.cells[j]
        line = sight.line(i, j)
        if line is not None:
            # the engine's line runs from hex i to hex j and touches no wall (rounded to 1/S:
            # its ends are exact or a hair inside the hexes, never on a wall)
            a = (round(line[0][0] * S), round(line[0][1] * S))
            b = (round(line[1][0] * S), round(line[1][1] * S))
            assert abs(a[0] - lattice_centre(hi)[0] * S) <= 2 * S
            assert abs(b[0] - lattice_centre(hj)[0] * S) <= 2 * S
            assert not any(open_touch(a, b, c, d) for c, d in walls), (hi, hj, line)
            continue
        for _ in range(60):
            a, b = inside_point(rng, hi), inside_point(rng, hj)
            assert any(closed_touch(a, b, c, d) for c, d in walls), (hi, hj, "free line", a, b)


@pytest.mark.parametrize("seed", range(10))
def test_corner_sight_is_bracketed_by_corner_segments(seed: int) -> None:
    board, rng = random_board(seed)
    sight = sight_for(board, False)
    walls = walls_of(board)
    cells = [i for i, h in enumerate(board.cells) if board.is_open(h)]
    for _ in range(80):
        i, j = rng.sample(cells, 2)
        ci = [(x * S, y * S) for x, y in lattice_corners(board.cells[i])]
        cj = [(x * S, y * S) for x, y in lattice_corners(board.cells[j])]
        pairs = [(a, b) for a in ci for b in cj]
        clean = any(not any(closed_touch(a, b, c, d) for c, d in walls) for a, b in pairs)
        open_clean = any(not any(open_touch(a, b, c, d) for c, d in walls) for a, b in pairs)
        seen = sight.visible(i, j)
        if clean:
            assert seen, (board.cells[i], board.cells[j])
        if seen:
            assert open_clean, (board.cells[i], board.cells[j])


@pytest.mark.parametrize("seed", range(10))
def test_wall_lines_are_exactly_the_blocked_edges_and_the_map_edge(seed: int) -> None:
    """ "Walls (wall hexes, thin wall lines, the map's outer edge)": every edge between an open
    hex and a wall hex, a hex across a thin wall or no hex at all is a wall line, and no other.
    An edge is identified by its midpoint, halfway between the two hexes' centres."""
    board, _ = random_board(seed)
    got = set()
    for a, b in board.sight_segments:
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) in (2, 4)  # a hex side: (2, 0) or (1, 1) apart
        got.add((a[0] + b[0], a[1] + b[1]))
    want = set()
    for h in board.cells:
        if not board.is_open(h):
            continue
        for n in h.neighbours():
            if not board.is_open(n) or board.thin_wall_between(h, n):
                (x1, y1), (x2, y2) = lattice_centre(h), lattice_centre(n)
                want.add((x1 + x2, y1 + y2))
    assert got == want
