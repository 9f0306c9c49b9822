"""Every way a footprint fits on a map's buildable squares, computed once per map and shape.

Placement searches then only filter these plain tuples (free, not beside own buildings,
connected) instead of turning shapes over and over, which keeps a decision well under a
millisecond. Indexed by square so a search can start from the few squares it must touch.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.game.grid import grid_of
from founders_desktop.content import MapBoard
from founders_desktop.content.footprint import Footprint
from founders_desktop.content.terrain import Square

_TABLES: dict[tuple[int, str, str], ShapeTable] = {}


@dataclass(frozen=True, slots=True)
class Fit:
    """One orientation of a footprint at one anchor, all on buildable squares of one section."""

    anchor: Square
    orientation: int
    squares: tuple[Square, ...]
    section: int
    colours: frozenset[str]


@dataclass(frozen=True, slots=True)
class ShapeTable:
    fits: tuple[Fit, ...]
    by_square: dict[Square, tuple[int, ...]]


def shape_table(board: MapBoard, footprint: Footprint) -> ShapeTable:
    key = (id(board), board.id, footprint.id)
    table = _TABLES.get(key)
    if table is None:
        table = _build(board, footprint)
        _TABLES[key] = table
    return table


def _build(board: MapBoard, footprint: Footprint) -> ShapeTable:
    grid = grid_of(board)
    fits: list[Fit] = []
    orientations = footprint.orientations
    for anchor in board.squares():
        for o, cells in enumerate(orientations):
            squares = tuple((anchor[0] + dx, anchor[1] + dy) for dx, dy in cells)
            if not all(sq in grid.section for sq in squares):
                continue
            sections = {grid.section[sq] for sq in squares}
            if len(sections) != 1:
                continue
            section = sections.pop()
            colours = frozenset(grid.terrain[sq] for sq in squares)
            fits.append(Fit(anchor, o, squares, section, colours))
    index: dict[Square, list[int]] = {}
    for i, fit in enumerate(fits):
        for sq in fit.squares:
            index.setdefault(sq, []).append(i)
    return ShapeTable(tuple(fits), {sq: tuple(v) for sq, v in index.items()})
