"""The editable scenario: a map, figures, the active monster's ability and the rule set.

Plain immutable values (frozen dataclasses): an edit builds a new ``Scenario`` and the undo stack
keeps the old one, so undo is exact and cheap on maps of a few hundred hexes. The engine's own
types (``Board``, ``MonsterTurn``) are built from it on demand by engine_port.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from founders_desktop.tactics import Hex, Terrain


class FigureKind(StrEnum):
    """What a figure is, as the editor places it; the case format only knows roles."""

    CHARACTER = "character"
    SUMMON = "summon"
    MONSTER = "monster"

    @property
    def is_monster(self) -> bool:
        return self is FigureKind.MONSTER


@dataclass(frozen=True)
class ScenarioFigure:
    """A figure as the editor knows it: a monster (normal or elite, standee number) or a
    character or character summon, with its starting state (the scenario format's: conditions
    in the engine's order, a shield, a retaliate and its range; 1 is adjacent only)."""

    id: str
    hex: Hex
    kind: FigureKind
    initiative: float | None = None
    elite: bool = False
    standee: int = 0
    conditions: tuple[str, ...] = ()
    shield: int = 0
    retaliate: int = 0
    retaliate_range: int = 1

    @property
    def has_start(self) -> bool:
        return bool(self.conditions or self.shield or self.retaliate)


@dataclass(frozen=True)
class AbilitySpec:
    """The active monster's ability card line, as the editor shows it (a superset of the case
    format's ``ability`` object)."""

    move: int = 2
    range: int = 0
    targets: int = 1
    aoe: tuple[tuple[int, int], ...] = ()
    aoe_melee: bool = True
    jumping: bool = False
    flying: bool = False
    teleport: bool = False
    muddled: bool = False


@dataclass(frozen=True)
class ExpectedOutcome:
    """One outcome a case says is legal: where the monster ends, which hexes it attacks."""

    end: Hex
    targets: frozenset[Hex]


@dataclass(frozen=True)
class Scenario:
    """Everything the editor edits. ``active`` is the id of the monster taking its turn."""

    hexes: frozenset[Hex] = frozenset()
    terrain: tuple[tuple[Hex, Terrain], ...] = ()
    thin_walls: frozenset[frozenset[Hex]] = frozenset()
    figures: tuple[ScenarioFigure, ...] = ()
    active: str | None = None
    ability: AbilitySpec = field(default_factory=AbilitySpec)
    rules: str = "gloomhaven"
    case_id: str = ""
    note: str = ""
    expected: tuple[ExpectedOutcome, ...] | None = None

    # --- queries ------------------------------------------------------------------------------

    def terrain_map(self) -> dict[Hex, Terrain]:
        return dict(self.terrain)

    def figure(self, figure_id: str) -> ScenarioFigure | None:
        return next((f for f in self.figures if f.id == figure_id), None)

    def figure_at(self, h: Hex) -> ScenarioFigure | None:
        return next((f for f in self.figures if f.hex == h), None)

    def new_figure_id(self, kind: FigureKind) -> str:
        taken = {f.id for f in self.figures}
        n = 1
        while f"{kind.value}-{n}" in taken:
            n += 1
        return f"{kind.value}-{n}"

    def next_standee(self) -> int:
        used = {f.standee for f in self.figures if f.kind.is_monster}
        n = 1
        while n in used:
            n += 1
        return n

    # --- edits (each returns a new scenario) ---------------------------------------------------

    def with_terrain(self, h: Hex, terrain: Terrain | None) -> Scenario:
        tmap = self.terrain_map()
        if terrain is None:
            tmap.pop(h, None)
        else:
            tmap[h] = terrain
        return replace(self, terrain=tuple(sorted(tmap.items())))

    def with_hex(self, h: Hex, on_map: bool) -> Scenario:
        """Add or remove a map hex; removing one also removes what stood on it."""
        if on_map:
            return replace(self, hexes=self.hexes | {h})
        figures = tuple(f for f in self.figures if f.hex != h)
        active = self.active if any(f.id == self.active for f in figures) else None
        return replace(
            self,
            hexes=self.hexes - {h},
            terrain=tuple((k, t) for k, t in self.terrain if k != h),
            thin_walls=frozenset(w for w in self.thin_walls if h not in w),
            figures=figures,
            active=active,
        )

    def with_thin_wall(self, a: Hex, b: Hex, present: bool) -> Scenario:
        wall = frozenset((a, b))
        walls = self.thin_walls | {wall} if present else self.thin_walls - {wall}
        return replace(self, thin_walls=walls)

    def with_figure(self, figure: ScenarioFigure) -> Scenario:
        """Add ``figure`` or replace the figure with its id."""
        others = tuple(f for f in self.figures if f.id != figure.id)
        figures = tuple(figure if f.id == figure.id else f for f in self.figures)
        if len(others) == len(self.figures):
            figures = (*self.figures, figure)
        active = self.active
        if active is None and figure.kind.is_monster:
            active = figure.id
        if active == figure.id and not figure.kind.is_monster:
            active = None
        return replace(self, figures=figures, active=active)

    def without_figure(self, figure_id: str) -> Scenario:
        figures = tuple(f for f in self.figures if f.id != figure_id)
        active = None if self.active == figure_id else self.active
        return replace(self, figures=figures, active=active)
