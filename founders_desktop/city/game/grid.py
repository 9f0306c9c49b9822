"""A map side as plain dicts, built once per map: the hot loops of placement and connection
read these instead of the pydantic model (whose private attributes are slow to reach)."""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.content import MapBoard
from founders_desktop.content.terrain import Square, Terrain

_GRIDS: dict[tuple[int, str], Grid] = {}


@dataclass(frozen=True, slots=True)
class Grid:
    terrain: dict[Square, str]  # colour or terrain name per square
    section: dict[Square, int]
    neighbours: dict[Square, tuple[Square, ...]]
    buildable: tuple[Square, ...]  # row by row
    barriers: tuple[Square, ...]  # river and wall squares, row by row


def grid_of(board: MapBoard) -> Grid:
    key = (id(board), board.id)
    grid = _GRIDS.get(key)
    if grid is None:
        squares = board.squares()
        grid = Grid(
            terrain={sq: board.terrain_at(sq).value for sq in squares},
            section={sq: s for sq in squares if (s := board.section_of(sq)) is not None},
            neighbours={sq: board.neighbours8(sq) for sq in squares},
            buildable=tuple(sq for sq in squares if board.is_buildable(sq)),
            barriers=tuple(sq for sq in squares if board.terrain_at(sq) in (Terrain.RIVER, Terrain.WALL)),
        )
        _GRIDS[key] = grid
    return grid
