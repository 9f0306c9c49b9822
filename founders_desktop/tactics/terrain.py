"""Terrain of a hex and what each kind does (docs/TACTICS.md, Movement; rulebook p.14, 19).

Only walls block sight, range and proximity; obstacles block movement (not flying) and never
hold a figure that walks; traps and hazardous terrain are *negative* hexes a monster avoids; a
difficult hex costs 2 movement to enter; an icy hex makes a walking figure slide on.
"""

from __future__ import annotations

from enum import StrEnum


class Terrain(StrEnum):
    """The kinds of terrain a hex may have. A hex with none is plain floor."""

    WALL = "wall"
    OBSTACLE = "obstacle"
    TRAP = "trap"
    HAZARDOUS = "hazardous"
    DIFFICULT = "difficult"
    ICY = "icy"

    @property
    def blocks_sight(self) -> bool:
        return self is Terrain.WALL

    @property
    def blocks_walking(self) -> bool:
        """Normal movement cannot enter it (jumps pass over obstacles but do not land on them)."""
        return self is Terrain.WALL or self is Terrain.OBSTACLE

    @property
    def is_negative(self) -> bool:
        """A hex that harms the figure entering it: monsters treat it as an obstacle if they can."""
        return self is Terrain.TRAP or self is Terrain.HAZARDOUS

    @property
    def entry_cost(self) -> int:
        """Movement points to enter the hex by normal movement."""
        return 2 if self is Terrain.DIFFICULT else 1


TERRAIN_NAMES: tuple[str, ...] = tuple(t.value for t in Terrain)
