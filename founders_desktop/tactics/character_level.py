"""A character's level (1 to 9) and the maximum hit points it gives.

Each class's mat prints a maximum hit point value for every level, so a class gives ``hp`` as
nine values for levels 1 to 9; one number means the same hit points at every level (class
files written before levels existed read unchanged). The printed classes follow one of three
tracks; ``HP_TRACKS`` are the project's own tables in that style.
"""

from __future__ import annotations

MIN_LEVEL = 1
MAX_LEVEL = 9
LEVELS = MAX_LEVEL - MIN_LEVEL + 1
#: the most hit points a class may print at any level
HP_MAX = 30

#: Hit points by level (1 to 9) of the project's low, medium and high tracks.
HP_TRACKS: dict[str, tuple[int, ...]] = {
    "low": (6, 7, 8, 9, 10, 11, 12, 13, 14),
    "medium": (8, 9, 11, 12, 14, 15, 17, 18, 20),
    "high": (10, 12, 14, 16, 18, 20, 22, 24, 26),
}

#: A class's hit points: one value for every level, or one per level from 1 to 9.
HitPoints = int | tuple[int, ...]


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def checked_hit_points(value: object) -> HitPoints:
    """``value`` as a class's hit points, or a ValueError saying what is wrong with it."""
    if _whole(value):
        assert isinstance(value, int)
        if not 1 <= value <= HP_MAX:
            raise ValueError(f"hit points must be from 1 to {HP_MAX}, not {value}")
        return value
    if not isinstance(value, list | tuple):
        raise ValueError(f"hit points are one number or a list of {LEVELS} numbers (levels 1 to 9)")
    if len(value) != LEVELS:
        raise ValueError(
            f"a hit point table has one value per level 1 to 9: {LEVELS} values, not {len(value)}"
        )
    out: list[int] = []
    for i, hp in enumerate(value):
        level = MIN_LEVEL + i
        if not _whole(hp) or not 1 <= hp <= HP_MAX:
            raise ValueError(
                f"level {level}'s hit points must be a whole number from 1 to {HP_MAX}, not {hp!r}"
            )
        if out and hp < out[-1]:
            raise ValueError(f"level {level}'s {hp} hit points are fewer than level {level - 1}'s {out[-1]}")
        out.append(hp)
    return tuple(out)


def hit_points_at(hp: HitPoints, level: int) -> int:
    """The maximum hit points a class's table gives at a character level."""
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"a character level is from {MIN_LEVEL} to {MAX_LEVEL}, not {level}")
    return hp if isinstance(hp, int) else hp[level - MIN_LEVEL]
