"""Movement modes, written from the rules (docs/TACTICS.md, Movement; rulebook p.14, 19)."""

from __future__ import annotations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import MovementMode
from founders_desktop.tactics.movement import reachable
from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN

from .helpers import rect_board

JUMP, FLY, TELEPORT = MovementMode.JUMP, MovementMode.FLYING, MovementMode.TELEPORT


def test_open_floor_reach_is_a_hex_disc_with_paths() -> None:
    b = rect_board(9, 7)
    got = reachable(b, (4, -5), 2)
    assert len(got) == 19  # 1 + 6 + 12
    for h, reach in got.items():
        assert reach.cost == Hex(4, -5).distance(h)
        assert reach.path[0] == (4, -5) and reach.path[-1] == h
        assert len(reach.path) == reach.cost + 1


def test_difficult_terrain_costs_two_and_obstacles_block() -> None:
    b = rect_board(9, 7, terrain={(5, -6): "difficult", (4, -6): "obstacle"})
    got = reachable(b, (4, -5), 2)
    assert got[Hex(5, -6)].cost == 2
    assert Hex(4, -6) not in got
    assert Hex(4, -7) not in got  # straight on is behind the obstacle: 3 around it
    assert reachable(b, (4, -5), 3)[Hex(4, -7)].cost == 3


def test_allies_may_be_passed_but_not_ended_on_enemies_block() -> None:
    b = rect_board(9, 7)
    start = (1, -2)  # row of hexes going right: (2,-3)... use the down-right line (q+1, r)
    line = [(1 + k, -2) for k in range(1, 4)]
    with_ally = reachable(b, start, 2, allies=[line[0]])
    assert Hex(*line[0]) not in with_ally
    assert with_ally[Hex(*line[1])].cost == 2
    with_enemy = reachable(b, start, 2, enemies=[line[0]])
    assert Hex(*line[0]) not in with_enemy
    assert Hex(*line[1]) not in with_enemy  # round the enemy it takes 3


def test_monsters_avoid_traps_when_they_can() -> None:
    b = rect_board(9, 7, terrain={(2, -2): "trap"})
    careless = reachable(b, (1, -2), 3, avoid_negative=False)
    careful = reachable(b, (1, -2), 3, avoid_negative=True)
    target = Hex(3, -2)  # straight through the trap is 2 steps
    assert careless[target].cost == 2 and careless[target].negatives == 1
    assert careful[target].negatives == 0 and careful[target].cost == 3
    assert careful[Hex(2, -2)].negatives == 1  # ending on it counts


def test_jump_passes_over_figures_and_obstacles_but_lands_by_the_rules() -> None:
    b = rect_board(9, 7, terrain={(2, -2): "obstacle", (3, -2): "difficult", (4, -2): "obstacle"})
    gh = reachable(b, (1, -2), 2, JUMP, enemies=[(2, -3)], rules=GLOOMHAVEN)
    fh = reachable(b, (1, -2), 2, JUMP, enemies=[(2, -3)], rules=FROSTHAVEN)
    assert Hex(2, -2) not in gh  # no landing on an obstacle
    assert Hex(3, -2) not in gh  # two steps plus one for difficult landing (Gloomhaven)
    assert fh[Hex(3, -2)].cost == 2  # Frosthaven charges nothing extra
    assert gh[Hex(3, -3)].cost == 2  # over the enemy's row
    walk = reachable(b, (1, -2), 2, enemies=[(2, -3)])
    assert Hex(3, -2) not in walk


def test_flying_ignores_terrain_and_may_end_on_an_obstacle_but_not_a_figure() -> None:
    b = rect_board(9, 7, terrain={(2, -2): "obstacle", (3, -2): "trap", (4, -2): "difficult"})
    got = reachable(b, (1, -2), 3, FLY, enemies=[(2, -3)], allies=[(1, -1)])
    assert got[Hex(2, -2)].cost == 1
    assert got[Hex(3, -2)].negatives == 0
    assert got[Hex(4, -2)].cost == 3
    assert Hex(2, -3) not in got and Hex(1, -1) not in got


def test_walls_stop_every_mode() -> None:
    b = rect_board(8, 7, terrain={(3, r): "wall" for r in range(-8, -1)})  # all of column 3
    for mode in (MovementMode.NORMAL, JUMP, FLY):
        got = reachable(b, (1, -3), 3, mode)
        assert all(h.q < 3 for h in got), mode


def test_teleport_places_the_figure_on_any_empty_hex_within_range() -> None:
    b = rect_board(9, 7, terrain={(3, -4): "wall", (2, -2): "obstacle"})
    got = reachable(b, (1, -3), 2, TELEPORT, enemies=[(2, -3)])
    assert Hex(2, -3) not in got and Hex(2, -2) not in got and Hex(3, -4) not in got
    assert got[Hex(3, -3)].path == (Hex(1, -3), Hex(3, -3))
    assert all(Hex(1, -3).distance(h) <= 2 for h in got)


def test_icy_terrain_slides_on_until_blocked_or_off_the_ice() -> None:
    # the down-right line from (1,-3): (2,-3), (3,-3), (4,-3), (5,-3)
    b = rect_board(9, 7, terrain={(2, -3): "icy", (3, -3): "icy", (5, -3): "difficult"})
    got = reachable(b, (1, -3), 1)
    assert Hex(2, -3) not in got and Hex(3, -3) not in got  # no stopping on the slide
    assert got[Hex(4, -3)].cost == 1
    assert got[Hex(4, -3)].path == (Hex(1, -3), Hex(2, -3), Hex(3, -3), Hex(4, -3))
    # a figure ahead stops the slide on the ice (case mm175); an enemy too (mm178)
    blocked = reachable(b, (1, -3), 1, allies=[(4, -3)])
    assert blocked[Hex(3, -3)].cost == 1
    # sliding onto difficult terrain costs nothing extra (case mm160)
    b2 = rect_board(9, 7, terrain={(2, -3): "icy", (3, -3): "difficult"})
    assert reachable(b2, (1, -3), 1)[Hex(3, -3)].cost == 1


def test_a_clean_way_costing_thousands_still_beats_a_short_way_over_a_trap():
    # A corridor loop of difficult hexes from (0, 0) to (0, 2), over 4000 movement points
    # long, and a short way over the trap on (0, 1): fewest negative hexes come first.
    from founders_desktop.tactics.board import Board
    from founders_desktop.tactics.model import MovementMode
    from founders_desktop.tactics.movement import MoveField

    m = 1100
    loop = [(q, 0) for q in range(m + 1)] + [(m, 1)] + [(q, 2) for q in range(m + 1)]
    terrain = {h: "difficult" for h in loop if h not in ((0, 0), (0, 2))}
    terrain[(0, 1)] = "trap"
    board = Board([*loop, (0, 1)], terrain)
    field = MoveField(board, MovementMode.NORMAL, [], [])
    negs, cost, _ = field.search(board.index[(0, 0)])
    goal = board.index[(0, 2)]
    assert negs[goal] == 0 and cost[goal] == 2 * (2 * m) + 1  # > 4096
