"""The map's lookups as plain dicts and frozensets, made once per map.

``MapBoard`` keeps its tables as pydantic private attributes, and every access goes through
pydantic's ``__getattr__``: fine for loading, too slow for the thousands of lookups of one drag.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.bits import Bits
from founders_desktop.content import MapBoard, Square, Terrain


@dataclass(frozen=True)
class Grid:
    terrain: dict[Square, Terrain]
    neighbours: dict[Square, tuple[Square, ...]]
    section: dict[Square, int]
    buildable: frozenset[Square]
    barrier: frozenset[Square]
    green: frozenset[Square]
    start_number: dict[Square, int]
    squares: tuple[Square, ...]  # row by row
    bits: Bits
    buildable_mask: int
    barrier_mask: int
    terrain_mask: dict[Terrain, int]
    section_mask: dict[int, int]
    start_mask: dict[int, int]  # start spaces numbered n or less, by n


_GRIDS: dict[int, tuple[MapBoard, Grid]] = {}


def grid(board: MapBoard) -> Grid:
    """The grid of ``board`` (cached by identity; map boards are immutable)."""
    found = _GRIDS.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    squares = tuple(board.squares())
    terrain = {sq: board.terrain_at(sq) for sq in squares}
    made = Grid(
        terrain=terrain,
        neighbours={sq: board.neighbours8(sq) for sq in squares},
        section={sq: n for sq in squares if (n := board.section_of(sq)) is not None},
        buildable=frozenset(sq for sq, t in terrain.items() if t.buildable),
        barrier=frozenset(sq for sq, t in terrain.items() if t.barrier),
        green=frozenset(sq for sq, t in terrain.items() if t is Terrain.GREEN),
        start_number={s.square: s.number for s in board.start_spaces},
        squares=squares,
        bits=(bits := Bits(board.width, board.height)),
        buildable_mask=bits.of(sq for sq, t in terrain.items() if t.buildable),
        barrier_mask=bits.of(sq for sq, t in terrain.items() if t.barrier),
        terrain_mask={t: bits.of(sq for sq, u in terrain.items() if u is t) for t in Terrain},
        section_mask={
            n: bits.of(sq for sq in squares if board.section_of(sq) == n) for n in board.section_numbers
        },
        start_mask={n: bits.of(s.square for s in board.start_spaces if s.number <= n) for n in range(1, 5)},
    )
    _GRIDS[id(board)] = (board, made)
    return made
