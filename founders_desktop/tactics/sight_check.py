"""Range and line of sight for the round engine's character attacks and heals.

The monster solver owns the exact corner-to-corner sight test; until its ``sight`` module is
available this file answers with a sampled centre-to-centre line (a hex on the line that is a
wall or off the map, or a thin wall crossed between two sampled hexes, blocks sight), which
agrees with the exact test except on lines that graze a wall corner.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex, pixel_centre, pixel_to_hex
from founders_desktop.tactics.rules import RuleSet


def _engine_sight() -> Callable[..., Any] | None:
    try:
        module = importlib.import_module("founders_desktop.tactics.sight")
    except ImportError:
        return None
    fn = getattr(module, "has_sight", None) or getattr(module, "in_sight", None)
    return fn if callable(fn) else None


_ENGINE_SIGHT = _engine_sight()


def sampled_sight(board: Board, a: Hex, b: Hex) -> bool:
    ax, ay = pixel_centre(a)
    bx, by = pixel_centre(b)
    steps = max(1, 8 * a.distance(b))
    prev = a
    for i in range(1, steps + 1):
        t = i / steps
        h = pixel_to_hex(ax + (bx - ax) * t + 1e-6, ay + (by - ay) * t + 1e-6)
        if not board.is_open(h):
            return False
        if h != prev:
            if board.thin_wall_between(prev, h):
                return False
            prev = h
    return True


def has_sight(board: Board, rules: RuleSet, a: Hex, b: Hex) -> bool:
    if a == b:
        return True
    if _ENGINE_SIGHT is not None:
        try:
            return bool(_ENGINE_SIGHT(board, a, b, rules))
        except TypeError:
            pass
    return sampled_sight(board, a, b)


def in_range(board: Board, rules: RuleSet, a: Hex, b: Hex, rng: int) -> bool:
    """Melee (range 0): adjacent with no wall line between. Ranged: within ``rng`` hexes
    counted around walls, and in sight."""
    if rng <= 0:
        return board.adjacent(a, b)
    d = board.proximity(a, b)
    return d is not None and d <= rng and has_sight(board, rules, a, b)
