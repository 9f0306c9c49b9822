"""Tile shapes: the squares a tile covers, in every orientation it may be laid in.

Tiles may be turned any way and, where the shape is chiral, flipped; ``orientations`` holds
every distinct result once, each normalised so its bounding box starts at (0, 0). Orientation 0
is the shape as drawn in the pack.
"""

from __future__ import annotations

from functools import cached_property

from pydantic import ConfigDict, field_validator

from founders_desktop.content.provenance import Printed
from founders_desktop.content.terrain import Offset, Square

Cells = tuple[Offset, ...]


def normalise(cells: Cells) -> Cells:
    """Shift cells so the bounding box starts at (0, 0); sort them row by row."""
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in cells), key=lambda c: (c[1], c[0])))


def _rotate(cells: Cells) -> Cells:
    return normalise(tuple((-y, x) for x, y in cells))


def _mirror(cells: Cells) -> Cells:
    return normalise(tuple((-x, y) for x, y in cells))


def all_orientations(cells: Cells) -> tuple[Cells, ...]:
    """Every distinct rotation and mirror image of ``cells``, the original first."""
    seen: list[Cells] = []
    for start in (normalise(cells), _mirror(cells)):
        shape = start
        for _ in range(4):
            if shape not in seen:
                seen.append(shape)
            shape = _rotate(shape)
    return tuple(seen)


def _orthogonally_connected(cells: set[Offset]) -> bool:
    start = next(iter(cells))
    todo, seen = [start], {start}
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


class Footprint(Printed):
    """A named shape, drawn as rows of ``X`` (covered) and ``.`` (not covered)."""

    PRINTED_FIELDS = ("rows",)
    model_config = ConfigDict(frozen=True, extra="forbid", ignored_types=(cached_property,))

    id: str
    name: str
    rows: tuple[str, ...]

    @field_validator("rows")
    @classmethod
    def _rows_draw_one_connected_shape(cls, rows: tuple[str, ...]) -> tuple[str, ...]:
        if not rows:
            raise ValueError("a footprint needs at least one row")
        bad = sorted({ch for row in rows for ch in row} - {"X", "."})
        if bad:
            raise ValueError(f"rows may hold only 'X' (covered) and '.' (empty), not {bad}")
        cells = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "X"}
        if not cells:
            raise ValueError("a footprint must cover at least one square")
        if not _orthogonally_connected(cells):
            raise ValueError("the covered squares must form one orthogonally connected shape")
        return rows

    @cached_property
    def cells(self) -> Cells:
        """The covered offsets as drawn (orientation 0)."""
        return normalise(
            tuple((x, y) for y, row in enumerate(self.rows) for x, ch in enumerate(row) if ch == "X")
        )

    @cached_property
    def orientations(self) -> tuple[Cells, ...]:
        """Every distinct way to lay the tile, as offsets from its bounding box's corner."""
        return all_orientations(self.cells)

    @property
    def size(self) -> int:
        """How many squares the tile covers."""
        return len(self.cells)

    def squares_at(self, anchor: Square, orientation: int = 0) -> tuple[Square, ...]:
        """The squares covered when orientation ``orientation`` has its box corner at ``anchor``."""
        ax, ay = anchor
        return tuple((ax + dx, ay + dy) for dx, dy in self.orientations[orientation])

    def matches(self, squares: frozenset[Square] | set[Square]) -> bool:
        """True if ``squares`` is exactly this shape in some orientation (used for reserved spots)."""
        if len(squares) != self.size:
            return False
        return normalise(tuple(squares)) in self.orientations
