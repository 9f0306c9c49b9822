"""What a monster can attack from a hex, how good each attack is, and which enemy it focuses on
(docs/TACTICS.md, Monster focus; Monster movement and attacks; rulebook p.29-32).

``AttackGeometry`` answers, for a hex the monster might stand on, which enemies a single attack
reaches (melee: adjacent, not across a wall line; ranged: within range counted around walls, and
in sight) and which placements of its area pattern are possible (every rotation and mirror image;
a melee pattern is anchored on the attacker and tests no range; a ranged one needs one of its
hexes, not a wall, within range) and whom each hits (each target needs sight).

Which of those attacks the monster chooses is target_choice.py's business; the focus ranking
(least movement to a hex from which the enemy can be attacked, negative hexes first, then
proximity if the rule set uses it, then turn order) is monster_turn.py's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex, pattern_orientations
from founders_desktop.tactics.model import Ability
from founders_desktop.tactics.sight import Sight
from founders_desktop.tactics.terrain import Terrain

ALL_TARGETS = 6  # "targets 6": every enemy in range


@dataclass(frozen=True)
class Placement:
    """An area pattern placed on the map: its hexes (numbers; -1 off the map) and, for a ranged
    pattern, the hexes that may serve as the one in range."""

    hexes: tuple[int, ...]
    cells: tuple[Hex, ...]


@dataclass(frozen=True)
class AttackOption:
    """One way to attack from a hex: the enemies hit (indexes into the enemy list), the area
    placement used (or None), which of them suffer disadvantage."""

    targets: frozenset[int]
    placement: Placement | None
    disadvantaged: frozenset[int]


class AttackGeometry:
    """Which enemies an attack reaches from a given hex (cached per hex)."""

    def __init__(
        self,
        board: Board,
        sight: Sight,
        ability: Ability,
        enemy_cells: Sequence[int],
    ) -> None:
        self.board = board
        self.sight = sight
        self.ability = ability
        self.enemy_cells = list(enemy_cells)
        self.melee = ability.range <= 0
        self.range = max(1, ability.range)
        self._single: dict[int, tuple[int, ...]] = {}
        self._area: dict[int, list[tuple[Placement, frozenset[int]]]] = {}
        aoe = ability.aoe
        self.orientations = pattern_orientations(aoe.hexes) if aoe is not None else []
        self.aoe_melee = bool(aoe is not None and aoe.melee)
        self._ranged_placements: list[tuple[Placement, frozenset[int]]] | None = None
        self._groups: list[tuple[frozenset[int], int, list[tuple[Placement, int]]]] | None = None
        self._enemy_prox: list[list[int]] | None = None

    # --- single-target attacks ------------------------------------------------------------------

    def single(self, p: int) -> tuple[int, ...]:
        """Enemies (indexes) a single-target attack reaches from hex number ``p``."""
        got = self._single.get(p)
        if got is not None:
            return got
        out = []
        board = self.board
        if self.melee:
            nbrs = board.neighbour_lists[p]
            for k, e in enumerate(self.enemy_cells):
                if e in nbrs:
                    out.append(k)
        else:
            tables = self._enemy_prox
            if tables is None:
                tables = self._enemy_prox = [board.proximity_table(e) for e in self.enemy_cells]
            rng = self.range
            visible = self.sight.visible
            for k, e in enumerate(self.enemy_cells):
                d = tables[k][p]  # proximity is symmetric: measured from the enemy
                if 0 <= d <= rng and visible(p, e):
                    out.append(k)
        res = tuple(out)
        self._single[p] = res
        return res

    def adjacent(self, p: int, k: int) -> bool:
        return self.enemy_cells[k] in self.board.neighbour_lists[p]

    # --- area attacks -------------------------------------------------------------------------

    def _placement(self, origin: Hex, shape: tuple[tuple[int, int], ...]) -> Placement:
        idx = self.board.index
        cells = tuple(Hex(origin.q + dq, origin.r + dr) for dq, dr in shape)
        return Placement(tuple(idx.get(c, -1) for c in cells), cells)

    def _all_ranged_placements(self) -> list[tuple[Placement, frozenset[int]]]:
        """Every placement of a ranged pattern that covers at least one enemy, with the enemies
        it covers (before any test of sight or range)."""
        if self._ranged_placements is not None:
            return self._ranged_placements
        seen: set[tuple[int, ...]] = set()
        out: list[tuple[Placement, frozenset[int]]] = []
        cells = self.board.cells
        where = {e: k for k, e in enumerate(self.enemy_cells)}
        for e in self.enemy_cells:
            eh = cells[e]
            for shape in self.orientations:
                for dq, dr in shape:
                    pl = self._placement(Hex(eh.q - dq, eh.r - dr), shape)
                    key = tuple(sorted(pl.hexes))
                    if key in seen:
                        continue
                    seen.add(key)
                    covered = frozenset(where[h] for h in pl.hexes if h in where)
                    out.append((pl, covered))
        self._ranged_placements = out
        return out

    def _ranged_groups(self) -> list[tuple[frozenset[int], int, list[tuple[Placement, int]]]]:
        """The ranged placements grouped by the enemies they cover: (covered, the bit mask of
        every hex that may serve as the one in range, each placement with its own mask)."""
        if self._groups is not None:
            return self._groups
        terr = self.board.terrain_list
        groups: dict[frozenset[int], tuple[list[int], list[tuple[Placement, int]]]] = {}
        for pl, covered in self._all_ranged_placements():
            mask = 0
            for h in pl.hexes:
                if h >= 0 and terr[h] is not Terrain.WALL:
                    mask |= 1 << h
            union, members = groups.setdefault(covered, ([0], []))
            union[0] |= mask
            members.append((pl, mask))
        self._groups = [(c, u[0], m) for c, (u, m) in groups.items()]
        return self._groups

    def most_covered(self) -> int:
        """The most enemies one placement of the pattern could ever hit (sight and range aside)."""
        if self.aoe_melee:
            return sum(1 for dq, dr in self.orientations[0] if (dq, dr) != (0, 0)) if self.orientations else 0
        return max((len(c) for c, _, _ in self._ranged_groups()), default=0)

    def _in_range_mask(self, p: int) -> int:
        """Bit mask of the hexes within range of hex number ``p`` (counted around walls)."""
        rng = self.range
        mask = 0
        for j, d in enumerate(self.board.proximity_table(p)):
            if 0 <= d <= rng:
                mask |= 1 << j
        return mask

    def area(self, p: int) -> list[tuple[Placement, frozenset[int]]]:
        """Placements of the area pattern usable from hex ``p`` and the enemies each hits."""
        got = self._area.get(p)
        if got is not None:
            return got
        out: list[tuple[Placement, frozenset[int]]] = []
        sight = self.sight
        where = {e: k for k, e in enumerate(self.enemy_cells)}
        if self.aoe_melee:
            origin = self.board.cells[p]
            for shape in self.orientations:
                pl = self._placement(origin, shape)
                hit = frozenset(where[h] for h in pl.hexes if h in where and h != p and sight.visible(p, h))
                if hit:
                    out.append((pl, hit))
        else:
            # A group of placements covering the same enemies is usable from p if any hex of
            # any of them is within range: one AND of bit masks instead of a test per hex.
            reach = self._in_range_mask(p)
            cells = self.enemy_cells
            seen: set[frozenset[int]] = set()
            for covered, union, members in self._ranged_groups():
                if not union & reach:
                    continue
                hit = frozenset(k for k in covered if sight.visible(p, cells[k]))
                if not hit or hit in seen:
                    continue
                seen.add(hit)
                out.append((next(pl for pl, mask in members if mask & reach), hit))
        self._area[p] = out
        return out

    # --- all ways to attack ----------------------------------------------------------------------

    def can_attack(self, p: int, k: int) -> bool:
        """Can the monster standing on ``p`` attack enemy ``k`` at all?"""
        if k in self.single(p) and (self.ability.aoe is None or self.ability.targets > 1):
            return True
        if self.ability.aoe is not None:
            return any(k in hit for _, hit in self.area(p))
        return False
