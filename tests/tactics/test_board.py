"""The board model: hexes, terrain, thin walls, and its networkx graphs."""

from __future__ import annotations

import networkx as nx
import pytest

from founders_desktop.tactics.board import Board, BoardError
from founders_desktop.tactics.hexgrid import Hex

from .helpers import rect_board


def test_graphs_match_the_rules_for_walls_obstacles_and_difficult_terrain() -> None:
    b = rect_board(
        6,
        5,
        terrain={(2, -2): "wall", (3, -3): "obstacle", (1, -2): "difficult"},
        thin_walls=[((4, -3), (4, -4))],
    )
    prox, move = b.proximity_graph, b.movement_graph
    assert Hex(2, -2) not in prox and Hex(3, -3) in prox  # only walls leave the proximity graph
    assert Hex(3, -3) not in move  # obstacles leave the movement graph
    assert not prox.has_edge(Hex(4, -3), Hex(4, -4))  # a thin wall cuts the edge
    assert move[Hex(0, -1)][Hex(1, -2)]["cost"] == 2  # entering difficult terrain costs 2
    assert move[Hex(1, -2)][Hex(0, -1)]["cost"] == 1
    # the flat tables and the graphs agree
    for i, h in enumerate(b.cells):
        if h in prox:
            assert {b.cells[j] for j in b.neighbour_lists[i]} == set(prox[h])
    assert nx.shortest_path_length(prox, Hex(4, -3), Hex(4, -4)) == b.proximity((4, -3), (4, -4)) == 2


def test_inconsistent_maps_are_refused() -> None:
    with pytest.raises(BoardError, match="not neighbours"):
        Board([(0, 0), (2, 0)], thin_walls=[((0, 0), (2, 0))])
    with pytest.raises(BoardError, match="not on the map"):
        Board([(0, 0)], terrain={(1, 0): "wall"})


def test_boards_of_one_shape_share_tables_but_not_terrain() -> None:
    a = rect_board(6, 5)
    b = rect_board(6, 5, terrain={(2, -2): "wall"})
    assert a.raw_neighbours is b.raw_neighbours
    i = b.index[Hex(2, -2)]
    assert a.neighbour_lists[i] and not b.neighbour_lists[i]


def test_far_apart_coordinates_never_alias_as_neighbours():
    # (2, -2**20) once shared an integer key with (1, 0), the neighbour of (0, 0)
    from founders_desktop.tactics.model import Ability
    from founders_desktop.tactics.monster_turn import solve

    from .helpers import character, monster, turn

    far = (2, -(2**20))
    board = Board([(0, 0), (0, 1), (-1, 0), far])
    assert board.index[far] not in board.neighbour_lists[board.index[(0, 0)]]
    assert board.proximity((0, 0), far) is None
    out = solve(turn(board, monster((0, 0)), [character(far, "c", 10)], Ability(move=2)))
    assert all(not o.targets for o in out)
