"""Small builders for hand-made maps in the tactics tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Ability, Figure, MonsterTurn, Team
from founders_desktop.tactics.rules import GLOOMHAVEN, RuleSet
from founders_desktop.tactics.terrain import Terrain


def rect_board(
    width: int = 12,
    height: int = 7,
    terrain: Mapping[tuple[int, int], str | Terrain] | None = None,
    thin_walls: Iterable[tuple[tuple[int, int], tuple[int, int]]] = (),
) -> Board:
    """A map shaped like the cases': ``width`` columns of ``height`` hexes (axial, flat-top)."""
    hexes = [Hex(q, -((q + 1) // 2) - row) for q in range(width) for row in range(height)]
    return Board(hexes, {Hex(*h): Terrain(t) for h, t in (terrain or {}).items()}, thin_walls)


def monster(hex_: tuple[int, int], fid: str = "m", **kw: object) -> Figure:
    return Figure(fid, Hex(*hex_), Team.MONSTERS, **kw)  # type: ignore[arg-type]


def character(hex_: tuple[int, int], fid: str, initiative: float | None = None, **kw: object) -> Figure:
    return Figure(fid, Hex(*hex_), Team.CHARACTERS, initiative, **kw)  # type: ignore[arg-type]


def turn(
    board: Board,
    active: Figure,
    others: Iterable[Figure],
    ability: Ability,
    rules: RuleSet = GLOOMHAVEN,
) -> MonsterTurn:
    return MonsterTurn(board=board, figures=(active, *others), active=active.id, ability=ability, rules=rules)
