"""One side of the map board: terrain per square, sections, start spaces and reserved locations.

Built once from a map file; every lookup the rules need (terrain, section, neighbours) is a dict
or frozenset precomputed here, because placement legality asks them thousands of times a turn.
Sections are derived from the layout: 8-way connected regions of buildable squares, which the
river/wall, unbuildable and reserved squares separate.
"""

from __future__ import annotations

from functools import cached_property
from typing import Literal

from pydantic import ConfigDict, Field

from founders_desktop.content.provenance import PackModel, Provenance
from founders_desktop.content.terrain import (
    BUILDABLE,
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

    model_config = ConfigDict(frozen=True, extra="forbid", ignored_types=(cached_property,))

    id: str
    name: str
    provenance: Provenance
    terrain_rows: tuple[str, ...]
    section_rows: tuple[str, ...]  # '1'..'9' on section squares, '.' elsewhere (derived if not given)
    sections: tuple[Section, ...]
    start_spaces: tuple[StartSpace, ...]
    locations: tuple[ReservedLocation, ...]

    # Lookups, built on first use and kept in the instance dict (plain attribute speed: placement
    # legality asks them thousands of times a turn). They are not fields: dumps and equality
    # ignore them.
    @cached_property
    def terrain_by_square(self) -> dict[Square, Terrain]:
        return {
            (x, y): TERRAIN_CHARS[ch] for y, row in enumerate(self.terrain_rows) for x, ch in enumerate(row)
        }

    @cached_property
    def section_by_square(self) -> dict[Square, int]:
        return {
            (x, y): int(ch)
            for y, row in enumerate(self.section_rows)
            for x, ch in enumerate(row)
            if ch.isdigit()
        }

    @cached_property
    def neighbours_by_square(self) -> dict[Square, tuple[Square, ...]]:
        terrain = self.terrain_by_square
        return {
            (x, y): tuple((x + dx, y + dy) for dx, dy in NEIGHBOUR_OFFSETS_8 if (x + dx, y + dy) in terrain)
            for (x, y) in terrain
        }

    @cached_property
    def squares_by_terrain(self) -> dict[Terrain, frozenset[Square]]:
        by_terrain: dict[Terrain, set[Square]] = {t: set() for t in Terrain}
        for sq, t in self.terrain_by_square.items():
            by_terrain[t].add(sq)
        return {t: frozenset(s) for t, s in by_terrain.items()}

    @cached_property
    def buildable_squares(self) -> frozenset[Square]:
        """Squares of the four colours: where tiles, roads and houses may go."""
        return frozenset(sq for sq, t in self.terrain_by_square.items() if t in BUILDABLE)

    @cached_property
    def barrier_squares(self) -> frozenset[Square]:
        """River and wall squares: where bridges/gates go."""
        return self.squares_by_terrain[Terrain.RIVER] | self.squares_by_terrain[Terrain.WALL]

    @cached_property
    def squares_by_section(self) -> dict[int, frozenset[Square]]:
        by_section: dict[int, set[Square]] = {}
        for sq, n in self.section_by_square.items():
            by_section.setdefault(n, set()).add(sq)
        return {n: frozenset(s) for n, s in sorted(by_section.items())}

    @cached_property
    def start_number_by_square(self) -> dict[Square, int]:
        return {s.square: s.number for s in self.start_spaces}

    @cached_property
    def locations_by_building(self) -> dict[str, tuple[ReservedLocation, ...]]:
        found: dict[str, list[ReservedLocation]] = {}
        for loc in self.locations:
            for b in loc.buildings:
                found.setdefault(b, []).append(loc)
        return {b: tuple(v) for b, v in found.items()}

    @cached_property
    def location_by_square(self) -> dict[Square, str]:
        return {sq: loc.id for loc in self.locations for sq in loc.squares}

    # -- size and squares -------------------------------------------------------------------
    @property
    def width(self) -> int:
        return len(self.terrain_rows[0])

    @property
    def height(self) -> int:
        return len(self.terrain_rows)

    def in_bounds(self, square: Square) -> bool:
        return square in self.terrain_by_square

    def squares(self) -> list[Square]:
        """Every square, row by row."""
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def terrain_at(self, square: Square) -> Terrain:
        """The terrain of a square; KeyError off the board."""
        return self.terrain_by_square[square]

    def squares_of(self, terrain: Terrain) -> frozenset[Square]:
        return self.squares_by_terrain[terrain]

    def is_buildable(self, square: Square) -> bool:
        """True where tiles, roads and houses may go (one of the four colours)."""
        return square in self.buildable_squares

    def is_barrier(self, square: Square) -> bool:
        """True on river and wall squares: bridges/gates only."""
        return square in self.barrier_squares

    def neighbours8(self, square: Square) -> tuple[Square, ...]:
        """The on-board squares adjacent to ``square``, diagonals included."""
        return self.neighbours_by_square[square]

    # -- sections ---------------------------------------------------------------------------
    def section_of(self, square: Square) -> int | None:
        """The section number of a buildable square; None for river, wall, unbuildable, reserved."""
        return self.section_by_square.get(square)

    @property
    def section_numbers(self) -> tuple[int, ...]:
        return tuple(self.squares_by_section)

    def section_squares(self, number: int) -> frozenset[Square]:
        return self.squares_by_section[number]

    def section(self, number: int) -> Section:
        for s in self.sections:
            if s.number == number:
                return s
        raise KeyError(number)

    def sections_touching(self, squares: tuple[Square, ...] | frozenset[Square]) -> frozenset[int]:
        """Sections of the squares and their neighbours (e.g. what a bridge or location borders)."""
        section, neighbours = self.section_by_square, self.neighbours_by_square
        found = {section[n] for sq in squares for n in (sq, *neighbours[sq]) if n in section}
        return frozenset(found)

    # -- start spaces and reserved locations ------------------------------------------------
    def start_number(self, square: Square) -> int | None:
        return self.start_number_by_square.get(square)

    def start_spaces_for(self, player_count: int) -> tuple[Square, ...]:
        """Start spaces usable in a game of ``player_count`` players (number <= player count)."""
        return tuple(s.square for s in self.start_spaces if s.number <= player_count)

    def start_spaces_numbered(self, number: int) -> tuple[Square, ...]:
        return tuple(s.square for s in self.start_spaces if s.number == number)

    def location(self, location_id: str) -> ReservedLocation:
        for loc in self.locations:
            if loc.id == location_id:
                return loc
        raise KeyError(location_id)

    def locations_for(self, building_id: str) -> tuple[ReservedLocation, ...]:
        """The reserved locations a special building may be placed on (empty for ordinary ones)."""
        return self.locations_by_building.get(building_id, ())

    def reserved_location_at(self, square: Square) -> str | None:
        return self.location_by_square.get(square)
