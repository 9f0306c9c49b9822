"""What a monster can attack from a hex, how good each attack is, and which enemy it focuses on
(docs/TACTICS.md, Monster focus; Monster movement and attacks; rulebook p.29-32).

``AttackGeometry`` answers, for a hex the monster might stand on, which enemies a single attack
reaches (melee: adjacent, not across a wall line; ranged: within range counted around walls, and
in sight) and which placements of its area pattern are possible (every rotation and mirror image;
a melee pattern is anchored on the attacker and tests no range; a ranged one needs one of its
hexes, not a wall, within range) and whom each hits (each target needs sight).

``attack_options`` lists the ways to attack the focus from a hex, each a set of targets with a
score; ``focus_keys`` ranks the enemies as a focus: least movement to a hex from which it can be
attacked (negative hexes first, see movement.py), then proximity (if the rule set uses it), then
initiative.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

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
            terr = self.board.terrain_list
            table = self.board.proximity_table
            rng = self.range
            for pl, covered in self._all_ranged_placements():
                # proximity is symmetric: measure from the pattern's hexes (few, cached)
                if not any(
                    h >= 0 and terr[h] is not Terrain.WALL and 0 <= table(h)[p] <= rng for h in pl.hexes
                ):
                    continue
                hit = frozenset(k for k in covered if sight.visible(p, self.enemy_cells[k]))
                if hit:
                    out.append((pl, hit))
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

    def options(self, p: int, focus: int, muddled: bool) -> list[AttackOption]:
        """Every maximal way to attack from ``p`` that includes the focus."""
        ability = self.ability
        n_targets = len(self.enemy_cells) if ability.targets >= ALL_TARGETS else ability.targets
        singles = self.single(p)
        ranged = not self.melee

        def disadvantaged(ts: frozenset[int], area: frozenset[int], aoe_melee: bool) -> frozenset[int]:
            if muddled:
                return frozenset()
            out = set()
            for k in ts:
                if k in area:
                    if not aoe_melee and self.adjacent(p, k):
                        out.add(k)
                elif ranged and self.adjacent(p, k):
                    out.add(k)
            return frozenset(out)

        result: list[AttackOption] = []
        if ability.aoe is None:
            if focus not in singles:
                return []
            others = [k for k in singles if k != focus]
            extra = min(n_targets - 1, len(others))
            for combo in combinations(others, extra):
                ts = frozenset((focus, *combo))
                result.append(AttackOption(ts, None, disadvantaged(ts, frozenset(), False)))
            return result
        # an area attack, and possibly extra single-target attacks
        extra_slots = n_targets - 1
        for pl, hit in self.area(p):
            rest = [k for k in singles if k not in hit]
            n_extra = min(extra_slots, len(rest))
            for combo in combinations(rest, n_extra):
                ts = hit | frozenset(combo)
                if focus in ts:
                    result.append(AttackOption(ts, pl, disadvantaged(ts, hit, self.aoe_melee)))
        if extra_slots > 0 and focus in singles:
            # the focus by a single attack, the pattern on others (or no pattern at all)
            others = [k for k in singles if k != focus]
            n_extra = min(extra_slots - 1, len(others))
            for combo in combinations(others, max(0, n_extra)):
                ts = frozenset((focus, *combo))
                result.append(AttackOption(ts, None, disadvantaged(ts, frozenset(), False)))
        return result
