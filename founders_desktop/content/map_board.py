"""One side of the map board: terrain per square, sections, start spaces and reserved locations.

Built once from a map file; every lookup the rules need (terrain, section, neighbours) is a dict
or frozenset precomputed here, because placement legality asks them thousands of times a turn.
Sections are derived from the layout: 8-way connected regions of buildable squares, which the
river/wall, unbuildable and reserved squares separate.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, PrivateAttr

from founders_desktop.content.provenance import PackModel, Provenance
from founders_desktop.content.terrain import (
    NEIGHBOUR_OFFSETS_8,
    TERRAIN_CHARS,
    Square,
    Terrain,
)

SoloDifficulty = Literal["normal", "hard", "very_hard"]


class StartSpace(PackModel):
    """A grey square marked with a number: usable for first stalls when number <= player count."""

    square: Square
    number: int = Field(ge=1, le=4)


class ReservedLocation(PackModel):
    """Squares kept for a special prestige building; ``buildings`` lists the ids that may go there."""

    id: str
    buildings: tuple[str, ...]
    squares: tuple[Square, ...]


class Section(PackModel):
    """A city section: its number (1-based, as in the map file), name and solo difficulty."""

    number: int
    name: str
    solo_difficulty: SoloDifficulty = "normal"


class MapBoard(PackModel):
    """A whole map side. ``terrain_rows`` is the [terrain] layer, one character per square."""

    id: str
    name: str
    provenance: Provenance
    terrain_rows: tuple[str, ...]
    section_rows: tuple[str, ...]  # '1'..'9' on section squares, '.' elsewhere (derived if not given)
    sections: tuple[Section, ...]
    start_spaces: tuple[StartSpace, ...]
    locations: tuple[ReservedLocation, ...]

    _terrain: dict[Square, Terrain] = PrivateAttr(default_factory=dict)
    _section: dict[Square, int] = PrivateAttr(default_factory=dict)
    _neighbours: dict[Square, tuple[Square, ...]] = PrivateAttr(default_factory=dict)
    _by_terrain: dict[Terrain, frozenset[Square]] = PrivateAttr(default_factory=dict)
    _section_squares: dict[int, frozenset[Square]] = PrivateAttr(default_factory=dict)
    _start_number: dict[Square, int] = PrivateAttr(default_factory=dict)
    _location_by_id: dict[str, ReservedLocation] = PrivateAttr(default_factory=dict)
    _locations_for_building: dict[str, tuple[ReservedLocation, ...]] = PrivateAttr(default_factory=dict)
    _reserved_owner: dict[Square, str] = PrivateAttr(default_factory=dict)

    def model_post_init(self, __context: object) -> None:
        terrain = {
            (x, y): TERRAIN_CHARS[ch] for y, row in enumerate(self.terrain_rows) for x, ch in enumerate(row)
        }
        self._terrain = terrain
        self._section = {
            (x, y): int(ch)
            for y, row in enumerate(self.section_rows)
            for x, ch in enumerate(row)
            if ch.isdigit()
        }
        self._neighbours = {
            (x, y): tuple((x + dx, y + dy) for dx, dy in NEIGHBOUR_OFFSETS_8 if (x + dx, y + dy) in terrain)
            for (x, y) in terrain
        }
        by_terrain: dict[Terrain, set[Square]] = {t: set() for t in Terrain}
        for sq, t in terrain.items():
            by_terrain[t].add(sq)
        self._by_terrain = {t: frozenset(s) for t, s in by_terrain.items()}
        by_section: dict[int, set[Square]] = {}
        for sq, n in self._section.items():
            by_section.setdefault(n, set()).add(sq)
        self._section_squares = {n: frozenset(s) for n, s in sorted(by_section.items())}
        self._start_number = {s.square: s.number for s in self.start_spaces}
        self._location_by_id = {loc.id: loc for loc in self.locations}
        for_building: dict[str, list[ReservedLocation]] = {}
        for loc in self.locations:
            for b in loc.buildings:
                for_building.setdefault(b, []).append(loc)
            for sq in loc.squares:
                self._reserved_owner[sq] = loc.id
        self._locations_for_building = {b: tuple(v) for b, v in for_building.items()}

    # -- size and squares -------------------------------------------------------------------
    @property
    def width(self) -> int:
        return len(self.terrain_rows[0])

    @property
    def height(self) -> int:
        return len(self.terrain_rows)

    def in_bounds(self, square: Square) -> bool:
        return square in self._terrain

    def squares(self) -> list[Square]:
        """Every square, row by row."""
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def terrain_at(self, square: Square) -> Terrain:
        """The terrain of a square; KeyError off the board."""
        return self._terrain[square]

    def squares_of(self, terrain: Terrain) -> frozenset[Square]:
        return self._by_terrain[terrain]

    def is_buildable(self, square: Square) -> bool:
        """True where tiles, roads and houses may go (one of the four colours)."""
        t = self._terrain.get(square)
        return t is not None and t.buildable

    def is_barrier(self, square: Square) -> bool:
        """True on river and wall squares: bridges/gates only."""
        t = self._terrain.get(square)
        return t is not None and t.barrier

    def neighbours8(self, square: Square) -> tuple[Square, ...]:
        """The on-board squares adjacent to ``square``, diagonals included."""
        return self._neighbours[square]

    # -- sections ---------------------------------------------------------------------------
    def section_of(self, square: Square) -> int | None:
        """The section number of a buildable square; None for river, wall, unbuildable, reserved."""
        return self._section.get(square)

    @property
    def section_numbers(self) -> tuple[int, ...]:
        return tuple(self._section_squares)

    def section_squares(self, number: int) -> frozenset[Square]:
        return self._section_squares[number]

    def section(self, number: int) -> Section:
        for s in self.sections:
            if s.number == number:
                return s
        raise KeyError(number)

    def sections_touching(self, squares: tuple[Square, ...] | frozenset[Square]) -> frozenset[int]:
        """Sections of the squares and their neighbours (e.g. what a bridge or location borders)."""
        found = {
            self._section[n] for sq in squares for n in (sq, *self._neighbours[sq]) if n in self._section
        }
        return frozenset(found)

    # -- start spaces and reserved locations ------------------------------------------------
    def start_number(self, square: Square) -> int | None:
        return self._start_number.get(square)

    def start_spaces_for(self, player_count: int) -> tuple[Square, ...]:
        """Start spaces usable in a game of ``player_count`` players (number <= player count)."""
        return tuple(s.square for s in self.start_spaces if s.number <= player_count)

    def start_spaces_numbered(self, number: int) -> tuple[Square, ...]:
        return tuple(s.square for s in self.start_spaces if s.number == number)

    def location(self, location_id: str) -> ReservedLocation:
        return self._location_by_id[location_id]

    def locations_for(self, building_id: str) -> tuple[ReservedLocation, ...]:
        """The reserved locations a special building may be placed on (empty for ordinary ones)."""
        return self._locations_for_building.get(building_id, ())

    def reserved_location_at(self, square: Square) -> str | None:
        return self._reserved_owner.get(square)
