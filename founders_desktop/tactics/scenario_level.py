"""The scenario level (0 to 7) and what it sets: the rulebook's scenario level table.

The recommended level is the party's average character level divided by 2, rounded up; the
players may choose another to make the scenario harder or easier. The level sets the monsters'
level (the row of their stat cards), the damage of a trap (2 + level), the gold a money token is
worth when the scenario ends, and the bonus experience of completing it (4 + 2 x level).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

MIN_LEVEL = 0
MAX_LEVEL = 7
#: gold per money token at scenario levels 0 to 7
GOLD_PER_TOKEN = (2, 2, 3, 3, 4, 4, 5, 6)

#: How a scenario's level was set: worked out from the party, or chosen (in the file or by the
#: players when they start it).
LevelSource = Literal["recommended", "chosen"]


def _check(level: int) -> int:
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"a scenario level is from {MIN_LEVEL} to {MAX_LEVEL}, not {level}")
    return level


def recommended_level(character_levels: Sequence[int]) -> int:
    """The party's average level / 2, rounded up (kept exact: no floating point)."""
    if not character_levels:
        raise ValueError("a party has at least one character")
    total, halves = sum(character_levels), 2 * len(character_levels)
    return _check(-(-total // halves))


def monster_level(level: int) -> int:
    return _check(level)


def trap_damage(level: int) -> int:
    return 2 + _check(level)


def gold_per_token(level: int) -> int:
    return GOLD_PER_TOKEN[_check(level)]


def bonus_experience(level: int) -> int:
    return 4 + 2 * _check(level)
