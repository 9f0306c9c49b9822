"""Squares and terrain: the vocabulary every map, tile and rule shares.

A square is ``(x, y)``: column from the left, row from the top, both from 0. The four buildable
terrains double as the colours of prestige buildings (a building must touch its colour).
"""

from __future__ import annotations

from enum import StrEnum

Square = tuple[int, int]
Offset = tuple[int, int]


class Terrain(StrEnum):
    """What one map square is. The first four are buildable and are also building colours."""

    RED = "red"  # entrance
    WHITE = "white"  # coastal
    GREEN = "green"  # forested: the only terrain for houses
    GREY = "grey"  # central: numbered start spaces are grey
    RIVER = "river"  # only bridges go here
    WALL = "wall"  # only gates go here
    UNBUILDABLE = "unbuildable"  # the black square, the compass rose: nothing goes here
    RESERVED = "reserved"  # a location kept for one of the special prestige buildings

    @property
    def buildable(self) -> bool:
        """True for the four colours a tile, road or house may stand on."""
        return self in BUILDABLE

    @property
    def barrier(self) -> bool:
        """True for river and wall squares: bridges/gates only."""
        return self in (Terrain.RIVER, Terrain.WALL)


BUILDABLE: frozenset[Terrain] = frozenset({Terrain.RED, Terrain.WHITE, Terrain.GREEN, Terrain.GREY})

# The colours a prestige building may have (the terrain it must touch).
COLOURS: tuple[Terrain, ...] = (Terrain.RED, Terrain.WHITE, Terrain.GREEN, Terrain.GREY)

# One character per square in a map file's [terrain] layer.
TERRAIN_CHARS: dict[str, Terrain] = {
    "R": Terrain.RED,
    "W": Terrain.WHITE,
    "G": Terrain.GREEN,
    "C": Terrain.GREY,
    "~": Terrain.RIVER,
    "#": Terrain.WALL,
    "X": Terrain.UNBUILDABLE,
    "*": Terrain.RESERVED,
}
CHAR_OF_TERRAIN: dict[Terrain, str] = {t: c for c, t in TERRAIN_CHARS.items()}

# The 8 neighbour offsets: diagonals count as adjacent for every rule of the game.
NEIGHBOUR_OFFSETS_8: tuple[Offset, ...] = (
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
)
