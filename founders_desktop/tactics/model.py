"""The solver's input and output: figures, a monster's ability, a turn to solve, its outcomes.

These are small immutable values, independent of any file format (cases.py turns a
``monster-turn/1`` case into a ``MonsterTurn``; a round engine builds one from its own state).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rules import GLOOMHAVEN, RuleSet


class Team(StrEnum):
    """Which side a figure fights for. Monsters are enemies of characters and their summons."""

    MONSTERS = "monsters"
    CHARACTERS = "characters"

    @property
    def opponent(self) -> Team:
        return Team.CHARACTERS if self is Team.MONSTERS else Team.MONSTERS


class Condition(StrEnum):
    """Conditions the solver takes into account (others are the round engine's business)."""

    #: The monster does not weigh disadvantage when choosing where to stand (it has it anyway).
    MUDDLED = "muddled"
    #: The monster cannot attack; it still moves as its attack would have it.
    DISARMED = "disarmed"
    #: The monster cannot move.
    IMMOBILIZED = "immobilized"
    #: On an enemy of the monster: it cannot be focused or targeted and blocks like an obstacle.
    INVISIBLE = "invisible"


def solver_conditions(names: Iterable[str]) -> frozenset[Condition]:
    """The conditions among ``names`` that the solver weighs; the others (poison, wound, ...)
    change no monster's choice of where to move and whom to attack."""
    known = {c.value: c for c in Condition}
    return frozenset(known[n] for n in names if n in known)


class MovementMode(StrEnum):
    NORMAL = "normal"
    JUMP = "jump"
    FLYING = "flying"
    TELEPORT = "teleport"


@dataclass(frozen=True)
class Figure:
    """A figure on the map.

    ``initiative`` is its place in this round's turn order (lower acts earlier); a round engine
    may use fractions to put a summon just before its summoner and 99 for a long rest. ``None``
    means unknown: it then breaks no tie, and such ties are left to the players.
    """

    id: str
    hex: Hex
    team: Team
    initiative: float | None = None
    conditions: frozenset[Condition] = frozenset()
    #: A summon, for display; in focus ties it is ordered by ``initiative`` like any figure.
    summon: bool = False

    def has(self, condition: Condition) -> bool:
        return condition in self.conditions


@dataclass(frozen=True)
class AreaPattern:
    """An area-of-effect pattern. ``hexes`` are offsets (dq, dr): from the attacker's hex for a
    melee pattern (which may include the attacker's hex (0, 0) itself), from the pattern's first
    hex for a ranged one. Any rotation and mirror image of it may be used."""

    hexes: tuple[tuple[int, int], ...]
    melee: bool


@dataclass(frozen=True)
class Ability:
    """The monster's move and attack for this turn.

    ``range`` 0 is melee. ``targets`` is how many enemies the attack may hit (0: no attack, the
    monster moves as if it had a melee attack; 6 or more: every enemy in range). With an
    ``aoe``, the pattern is one of the targets' worth of attacks: it hits every enemy in its
    hexes, and any further targets are single-target attacks in range.
    """

    move: int = 0
    range: int = 0
    targets: int = 1
    aoe: AreaPattern | None = None
    mode: MovementMode = MovementMode.NORMAL

    @property
    def attacks(self) -> bool:
        return self.targets > 0

    @property
    def ranged(self) -> bool:
        return self.range > 0

    @property
    def problem(self) -> str | None:
        """Why this ability cannot be played as given, as a code (None: it can).

        ``ranged_area_without_range``: a ranged area pattern is placed within the attack's range,
        so range 0 leaves it nowhere to go (a melee pattern says so with ``melee``). The solver
        never reads such an ability as range 1.
        """
        if self.aoe is not None and not self.aoe.melee and self.attacks and self.range < 1:
            return "ranged_area_without_range"
        return None


@dataclass(frozen=True)
class MonsterTurn:
    """One monster's turn to solve: the map, every figure on it, which one acts, and how.

    ``active`` is the id of the acting monster's figure. Its enemies are the figures of the other
    team; figures of its own team are allies it may pass through.
    """

    board: Board
    figures: tuple[Figure, ...]
    active: str
    ability: Ability
    rules: RuleSet = GLOOMHAVEN

    @property
    def monster(self) -> Figure:
        for f in self.figures:
            if f.id == self.active:
                return f
        raise KeyError(self.active)


@dataclass(frozen=True)
class Sightline:
    """A straight line that proves sight between two hexes, in pixel coordinates of hexes of
    side 1 (hexgrid.pixel_centre's system): what a view draws for a target."""

    source: Hex
    target: Hex
    start: tuple[float, float]
    end: tuple[float, float]


@dataclass(frozen=True)
class Outcome:
    """One legal way the monster's turn may go. Several outcomes: the players choose.

    ``path`` runs from the start hex to ``end`` (just the start hex if it stays; for a teleport,
    start and end). ``targets`` are the ids of the enemies it attacks, ``target_hexes`` their
    hexes in the same order; ``aoe_hexes`` the hexes of the area pattern as placed (empty without
    one); ``sightlines`` one line of sight per target.
    """

    focus: str | None
    end: Hex
    path: tuple[Hex, ...]
    targets: tuple[str, ...] = ()
    target_hexes: tuple[Hex, ...] = ()
    aoe_hexes: tuple[Hex, ...] = ()
    sightlines: tuple[Sightline, ...] = field(default=(), compare=False)

    def key(self) -> tuple[Hex, frozenset[Hex]]:
        """What tells outcomes apart in the case format: where it ends and whom it attacks."""
        return (self.end, frozenset(self.target_hexes))
