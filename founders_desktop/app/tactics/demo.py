"""The scenario the tactics page opens on: a small room that shows each kind of terrain, a thin
wall, characters, a summon and monsters, so a first look already says what the editor does."""

from __future__ import annotations

from founders_desktop.app.tactics.scenario import AbilitySpec, FigureKind, Scenario, ScenarioFigure
from founders_desktop.tactics import Hex, Terrain

COLUMNS = 13
ROWS = 8


def rectangle(columns: int, rows: int) -> frozenset[Hex]:
    """A rectangular patch of flat-top hexes (offset columns) in axial coordinates."""
    return frozenset(Hex(q, r - q // 2) for q in range(columns) for r in range(rows))


def _at(col: int, row: int) -> Hex:
    return Hex(col, row - col // 2)


def demo_scenario() -> Scenario:
    terrain = {
        _at(5, 2): Terrain.WALL,
        _at(5, 3): Terrain.WALL,
        _at(6, 3): Terrain.WALL,
        _at(3, 5): Terrain.OBSTACLE,
        _at(8, 5): Terrain.OBSTACLE,
        _at(7, 1): Terrain.TRAP,
        _at(4, 6): Terrain.HAZARDOUS,
        _at(6, 5): Terrain.DIFFICULT,
        _at(7, 5): Terrain.DIFFICULT,
        _at(9, 2): Terrain.ICY,
        _at(10, 2): Terrain.ICY,
    }
    figures = (
        ScenarioFigure("monster-1", _at(10, 4), FigureKind.MONSTER, initiative=None, elite=True, standee=1),
        ScenarioFigure("monster-2", _at(11, 6), FigureKind.MONSTER, standee=2),
        ScenarioFigure("character-1", _at(2, 3), FigureKind.CHARACTER, initiative=23),
        ScenarioFigure("character-2", _at(3, 1), FigureKind.CHARACTER, initiative=45),
        ScenarioFigure("summon-1", _at(4, 4), FigureKind.SUMMON, initiative=22.5),
    )
    walls = frozenset({frozenset((_at(8, 3), _at(8, 4))), frozenset((_at(8, 4), _at(7, 4)))})
    return Scenario(
        hexes=rectangle(COLUMNS, ROWS),
        terrain=tuple(sorted(terrain.items())),
        thin_walls=walls,
        figures=figures,
        active="monster-1",
        ability=AbilitySpec(move=3, range=0, targets=1),
        rules="gloomhaven",
    )
