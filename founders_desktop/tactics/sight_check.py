"""Range and line of sight for the round engine's character attacks, heals and area patterns.

Sight is the solver's (sight.py: corner to corner in Gloomhaven, any point to any point in
Frosthaven and Jaws of the Lion); range is counted in hexes around walls (Board.proximity).
"""

from __future__ import annotations

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rules import RuleSet
from founders_desktop.tactics.sight import sight_for


def has_sight(board: Board, rules: RuleSet, a: Hex, b: Hex) -> bool:
    if a == b:
        return True
    idx = board.index
    return sight_for(board, rules.sight_any_point).visible(idx[a], idx[b])


def in_range(board: Board, rules: RuleSet, a: Hex, b: Hex, rng: int) -> bool:
    """Melee (range 0): adjacent with no wall line between. Ranged: within ``rng`` hexes
    counted around walls, and in sight."""
    if rng <= 0:
        return board.adjacent(a, b)
    d = board.proximity(a, b)
    return d is not None and d <= rng and has_sight(board, rules, a, b)
