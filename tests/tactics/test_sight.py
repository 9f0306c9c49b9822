"""Line of sight, written from the rules (docs/TACTICS.md, rulebook p.19-21): only walls block; a line
may not touch a wall (graze its corner, run along it); Gloomhaven joins corners, Frosthaven and
Jaws of the Lion any points; adjacency and range do not pass walls."""

from __future__ import annotations

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.sight import line_of_sight, open_segment_touches, segments_touch, sight_for

from .helpers import rect_board


def sees(board: Board, a: tuple[int, int], b: tuple[int, int], any_point: bool = False) -> bool:
    s = sight_for(board, any_point)
    return s.visible(board.index[Hex(*a)], board.index[Hex(*b)])


def test_segment_tests_are_exact_about_touching() -> None:
    # crossing, touching at an end, collinear overlap, collinear but apart, parallel
    assert segments_touch((0, 0), (4, 4), (0, 4), (4, 0))
    assert segments_touch((0, 0), (2, 2), (2, 2), (5, 0))
    assert segments_touch((0, 0), (4, 0), (2, 0), (6, 0))
    assert not segments_touch((0, 0), (2, 0), (3, 0), (6, 0))  # collinear, disjoint (case mm142)
    assert not segments_touch((0, 0), (4, 0), (0, 1), (4, 1))
    # the open test ignores contact at the segment's own ends only
    assert not open_segment_touches((0, 0), (4, 0), (0, 0), (0, 3))
    assert open_segment_touches((0, 0), (4, 0), (2, 0), (2, 3))  # a wall's end on the line
    assert open_segment_touches((0, 0), (4, 0), (0, 0), (2, 0))  # running along a wall


def test_open_floor_everything_sees_everything() -> None:
    b = rect_board(8, 5)
    assert sees(b, (0, 0), (7, -6))
    assert sees(b, (2, -3), (2, -3))


def test_a_wall_hex_blocks_the_line_behind_it() -> None:
    b = rect_board(9, 5, terrain={(4, -4): "wall"})
    # (2,-3), (4,-4), (6,-5) lie on one straight row: the wall sits right between
    assert not sees(b, (2, -3), (6, -5))
    assert sees(b, (2, -3), (6, -6))  # another row, clear of the wall
    assert not sees(b, (2, -3), (4, -4))  # nobody sees into a wall hex


def test_obstacles_traps_and_figures_do_not_block_sight() -> None:
    b = rect_board(9, 5, terrain={(4, -4): "obstacle", (3, -4): "trap", (5, -5): "difficult"})
    assert sees(b, (2, -3), (6, -5))


def test_a_line_grazing_a_wall_corner_is_blocked() -> None:
    """Hexes (q, r) and (q + 2, r - 1) are joined only through the corner between (q+1, r-1)
    and (q+1, r): with both of those walls every corner line runs into them; with one wall, the
    lines along the other side still see."""
    both = rect_board(6, 5, terrain={(2, -2): "wall", (2, -3): "wall"})
    assert not sees(both, (1, -2), (3, -3))
    one = rect_board(6, 5, terrain={(2, -2): "wall"})
    assert sees(one, (1, -2), (3, -3))


def test_a_line_running_along_a_wall_is_blocked() -> None:
    """Lattice row Y = -1 runs along the top edge of (0, 0), through (1, -1) and along the top
    edge of (2, -1). A thin wall on that top edge stops the corner line along it; the same line
    is free without the wall."""
    s_free = sight_for(rect_board(6, 5), False)
    s_wall = sight_for(rect_board(6, 5, thin_walls=[((2, -1), (2, -2))]), False)
    u, v = (-1, -1), (7, -1)  # corner 2 of (0, 0), corner 1 of (2, -1)
    assert not any(open_segment_touches(u, v, *w) for w in s_free.walls)
    assert any(open_segment_touches(u, v, *w) for w in s_wall.walls)


def barrier(width: int) -> tuple[dict[tuple[int, int], str], list[tuple[tuple[int, int], tuple[int, int]]]]:
    """A wall line across the map (as in case mm028): wall hexes in even columns, thin walls in
    odd ones, with no gap."""
    walls = {(q, -2 - q // 2): "wall" for q in range(0, width, 2)}
    thin = [((q, -(q + 3) // 2), (q, -(q + 5) // 2)) for q in range(1, width, 2)]
    return walls, thin


def test_thin_walls_block_sight_and_adjacency() -> None:
    b = rect_board(6, 5, thin_walls=[((2, -2), (2, -3))])
    assert not b.adjacent((2, -2), (2, -3))
    assert b.adjacent((2, -2), (3, -3))
    assert b.proximity((2, -2), (2, -3)) == 2  # around the wall line
    walls, thin = barrier(8)
    full = rect_board(8, 7, terrain=walls, thin_walls=thin)
    assert not sees(full, (3, -2), (3, -5))
    assert not sees(full, (1, -1), (6, -7))
    assert full.proximity((3, -2), (3, -5)) is None  # no way round: the line spans the map


def test_a_corner_on_the_tip_of_a_thin_wall_does_not_see_past_it() -> None:
    """Case mm055: the monster's corner that is the thin wall's tip cannot trace sight to the
    far side of the wall; the same line from a hex clear of the wall sees."""
    wall = [((7, -5), (7, -4)), ((9, -6), (9, -5))]
    b = rect_board(12, 7, terrain={(8, -5): "wall", (10, -6): "wall"}, thin_walls=wall)
    assert not sees(b, (7, -4), (9, -7))
    assert sees(b, (6, -4), (9, -7))


def test_corner_lines_versus_any_point() -> None:
    """Case mm148: two staggered thin walls on opposite edges of one hex: every corner-to-corner
    line hits one of them (Gloomhaven), but a line between inner points slips through
    (Frosthaven, Jaws of the Lion)."""
    walls = [((6, -8), (5, -8)), ((6, -8), (7, -8))]
    hexes = [(q, r) for q in range(16) for r in range(-((q + 1) // 2) - 6, -((q + 1) // 2) + 1)]
    b = Board(hexes, {}, walls)
    assert not sees(b, (4, -7), (10, -10), any_point=False)
    assert sees(b, (4, -7), (10, -10), any_point=True)


def test_any_point_sight_still_stops_at_a_solid_wall() -> None:
    walls, thin = barrier(8)
    b = rect_board(8, 7, terrain=walls, thin_walls=thin)
    assert not sees(b, (3, -2), (3, -5), any_point=True)
    assert not sees(b, (1, -1), (6, -7), any_point=True)
    assert sees(b, (1, -1), (6, -3), any_point=True)


def test_the_map_edge_is_a_wall() -> None:
    """An L-shaped map: hexes on either arm of the L do not see round the outer edge."""
    hexes = [(q, r) for q in range(3) for r in range(-8, 1)] + [
        (q, r) for q in range(3, 9) for r in range(-1 - (q + 1) // 2, 1 - (q + 1) // 2)
    ]
    b = Board(hexes)
    assert not sees(b, (1, -7), (8, -4))
    assert not sees(b, (1, -7), (8, -4), any_point=True)
    assert sees(b, (1, -7), (1, 0))


def test_sight_is_symmetric_and_cached() -> None:
    b = rect_board(10, 7, terrain={(4, -4): "wall", (5, -5): "wall"}, thin_walls=[((7, -6), (7, -5))])
    for any_point in (False, True):
        s = sight_for(b, any_point)
        assert sight_for(b, any_point) is s
        cells = list(b.index.values())
        for i in cells[::5]:
            for j in cells[::7]:
                assert s.visible(i, j) == s.visible(j, i)
                if not any_point and s.visible(i, j):
                    assert sight_for(b, True).visible(i, j)  # a corner line is a line


def test_neighbours_across_a_thin_wall() -> None:
    """A lone thin wall hides nothing: the lines round its ends see past it. In a wall line that
    spans the map, the neighbours on either side of a thin wall do not see each other."""
    lone = rect_board(6, 5, thin_walls=[((2, -2), (2, -3))])
    assert sees(lone, (2, -2), (2, -3))
    walls, thin = barrier(8)
    b = rect_board(8, 7, terrain=walls, thin_walls=thin)
    a_, z = thin[1]  # (3, -3) below, (3, -4) above
    assert not b.adjacent(a_, z)
    assert not sees(b, a_, z)
    assert not sees(b, a_, z, any_point=True)
    assert sees(b, a_, (4, -3)) and sees(b, a_, (2, -2))


def test_helpers_for_views() -> None:
    from founders_desktop.tactics.sight import line_of_sight, visible_hexes

    b = rect_board(8, 5, terrain={(4, -4): "wall"})
    assert line_of_sight(b, (2, -3), (6, -5)) is None
    seg = line_of_sight(b, (2, -3), (6, -6))
    assert seg is not None and all(isinstance(v, float) for p in seg for v in p)
    seen = visible_hexes(b, (2, -3))
    assert Hex(2, -3) in seen and Hex(6, -5) not in seen and Hex(4, -4) not in seen


def _caged_board():
    """An open map where thin walls run along every other edge of (0, 0): each of its six
    corners touches a wall, yet three of its edges are open."""
    from founders_desktop.tactics.hexgrid import DIRECTIONS

    hexes = [(q, r) for q in range(-5, 6) for r in range(-5, 6) if abs(q + r) <= 5]
    walls = [((0, 0), DIRECTIONS[d]) for d in (0, 2, 4)]
    return Board(hexes, {}, walls)


def test_a_hex_whose_every_corner_touches_a_wall_sees_nothing_corner_to_corner():
    board = _caged_board()
    # (3, 0) lies beyond an open edge of (0, 0), in a straight line
    assert line_of_sight(board, (0, 0), (3, 0)) is None
    assert line_of_sight(board, (3, 0), (0, 0)) is None
    assert line_of_sight(board, (0, 0), (0, 0)) is not None  # a hex still sees itself
    # any point of the hex (Frosthaven, Jaws of the Lion) can still look out of an open edge
    assert line_of_sight(board, (0, 0), (3, 0), any_point=True) is not None


def test_a_ranged_monster_in_such_a_hex_steps_out_to_gain_sight():
    from founders_desktop.tactics.model import Ability
    from founders_desktop.tactics.monster_turn import solve
    from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN

    from .helpers import character, monster, turn

    board = _caged_board()
    t = turn(board, monster((0, 0)), [character((3, 0), "c", 10)], Ability(move=1, range=3), GLOOMHAVEN)
    ends = {o.end for o in solve(t)}
    assert (0, 0) not in ends and all(o.targets == ("c",) for o in solve(t))
    t = turn(board, monster((0, 0)), [character((3, 0), "c", 10)], Ability(move=1, range=3), FROSTHAVEN)
    assert {o.end for o in solve(t)} == {(0, 0)}
