"""The Gloomhaven hex rules engine. Pure Python, no Qt.

Modules, from the ground up: hexgrid (coordinates, neighbours, corners, pixels), terrain,
board (the map and its graphs), rules (rule-set switches), model (figures, abilities, a turn to
solve and its outcomes), sight, movement, focus, monster_turn (``solve``), cases (the
``monster-turn/1`` format) and cli (``founders-desktop tactics ...``).
"""

from founders_desktop.tactics.board import Board, BoardError
from founders_desktop.tactics.hexgrid import DIRECTIONS, Hex, distance
from founders_desktop.tactics.model import (
    Ability,
    AreaPattern,
    Condition,
    Figure,
    MonsterTurn,
    MovementMode,
    Outcome,
    Sightline,
    Team,
)
from founders_desktop.tactics.monster_turn import focus, solve
from founders_desktop.tactics.movement import Reach, reachable
from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, RuleSet, rule_set
from founders_desktop.tactics.sight import line_of_sight, visible_hexes
from founders_desktop.tactics.terrain import Terrain

__all__ = [
    "DIRECTIONS",
    "FROSTHAVEN",
    "GLOOMHAVEN",
    "JAWS_OF_THE_LION",
    "Ability",
    "AreaPattern",
    "Board",
    "BoardError",
    "Condition",
    "Figure",
    "Hex",
    "MonsterTurn",
    "MovementMode",
    "Outcome",
    "Reach",
    "RuleSet",
    "Sightline",
    "Team",
    "Terrain",
    "distance",
    "focus",
    "line_of_sight",
    "reachable",
    "rule_set",
    "solve",
    "visible_hexes",
]
