"""A slow, deliberately plain monster turn written from docs/TACTICS.md alone, to cross-check ``solve``.

Why a second implementation: the engine is tuned for speed (flat tables, early exits, cached
scores) and was accepted on the visible cases only. This one recomputes everything from hex
coordinates with textbook searches and enumerates every end hex and every set of targets, so a
disagreement points at a rule, not at an optimisation. It covers walking (with slides on icy
terrain), jumping, flying and teleporting; single-target and multi-target attacks, melee and
ranged; area patterns (melee and ranged, every rotation and mirror image, placed by brute force
over the whole map); muddled, disarmed, immobilised and invisible figures, in the three rule sets. Line of
sight is the engine's (it has its own tests); everything else is independent.

Rules, as read from docs/TACTICS.md:

* paths: walls, obstacles and enemies block walking; allies are passed, never ended on;
  difficult terrain costs 2; traps and hazardous hexes are obstacles unless unavoidable, so a
  monster's way is the one with fewest of them first, then least movement. Jumps and flights
  step around walls only; a jump lands by the walking rules (obstacle no, trap counts,
  difficult +1 in Gloomhaven); a flight may end on an obstacle; a teleport reaches any hex
  within its move in plain hexes and lands like a jump (no extra cost for difficult terrain).
* focus: least (negatives, movement) to an end hex from which the enemy can be attacked, then
  proximity (steps around walls; not in Jaws of the Lion), then initiative; ties all offered.
* attack this turn: among end hexes within the move and reached through the focus's fewest
  negatives, the best attack and its targets (see ``best_attacks``).
* otherwise: destinations (Gloomhaven, Jaws of the Lion: the hexes of the best attack;
  Frosthaven: least movement) and the end hexes this turn minimising (negatives on the whole
  way, movement left, movement now); no attack.
"""

from __future__ import annotations

import heapq
from collections import deque
from itertools import combinations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Condition, MonsterTurn, MovementMode
from founders_desktop.tactics.sight import sight_for
from founders_desktop.tactics.terrain import Terrain

INF = 10**9
NB = ((1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0))
Key = tuple[Hex, frozenset[Hex]]


class Reference:
    def __init__(self, turn: MonsterTurn) -> None:
        self.turn = turn
        b = turn.board
        self.hexes = set(b.hexes)
        self.terr = dict(b.terrain)
        self.thin = {frozenset(p) for p in b.thin_walls}
        self.me = turn.monster
        self.rules = turn.rules
        ab = turn.ability
        self.mode = ab.mode
        self.attacks = ab.targets > 0 and not self.me.has(Condition.DISARMED)
        self.range = ab.range if ab.targets > 0 else 0
        self.ntargets = ab.targets if ab.targets > 0 else 1
        self.move = 0 if self.me.has(Condition.IMMOBILIZED) else ab.move
        self.muddled = self.me.has(Condition.MUDDLED)
        others = [f for f in turn.figures if f.id != self.me.id]
        self.occupied = {f.hex for f in others}
        self.foes = {f.hex for f in others if f.team is not self.me.team}
        self.enemies = [f for f in others if f.team is not self.me.team and not f.has(Condition.INVISIBLE)]
        self.sight = sight_for(b, turn.rules.sight_any_point)
        self.aoe = ab.aoe if ab.targets > 0 else None
        self.shapes: list[list[tuple[int, int]]] = []
        if self.aoe is not None:
            for mirrored in (False, True):
                for turns in range(6):
                    shape = []
                    for q, r in self.aoe.hexes:
                        if mirrored:
                            q, r = -q, q + r
                        for _ in range(turns):  # one sixth of a turn: cube (x, y, z) -> (-z, -x, -y)
                            q, r = q + r, -q
                        shape.append((q, r))
                    self.shapes.append(shape)
        self._prox: dict[Hex, dict[Hex, int]] = {}
        self._placements: dict[Hex, list[tuple[tuple[Hex, ...], frozenset[int]]]] = {}
        self._ways: dict[Hex, dict[Hex, tuple[int, int]]] = {}

    # --- geometry ---------------------------------------------------------------------------

    def open(self, h: Hex) -> bool:
        return h in self.hexes and self.terr.get(h) is not Terrain.WALL

    def steps(self, h: Hex) -> list[Hex]:
        """Neighbours not across a wall (wall hex, thin wall, off the map)."""
        out = []
        for dq, dr in NB:
            n = Hex(h.q + dq, h.r + dr)
            if self.open(n) and frozenset((h, n)) not in self.thin:
                out.append(n)
        return out

    def prox(self, a: Hex) -> dict[Hex, int]:
        got = self._prox.get(a)
        if got is None:
            got = {a: 0}
            todo = deque([a])
            while todo:
                u = todo.popleft()
                for v in self.steps(u):
                    if v not in got:
                        got[v] = got[u] + 1
                        todo.append(v)
            self._prox[a] = got
        return got

    def single(self, p: Hex, e: Hex) -> bool:
        """A single-target attack from ``p`` reaches ``e``."""
        if self.range <= 0:
            return e in self.steps(p)
        d = self.prox(p).get(e)
        if d is None or d > self.range:
            return False
        return self.sees(p, e)

    def sees(self, a: Hex, b: Hex) -> bool:
        idx = self.turn.board.index
        return self.sight.visible(idx[a], idx[b])

    def placements(self, p: Hex) -> list[tuple[tuple[Hex, ...], frozenset[int]]]:
        """Every placement of the area pattern usable from ``p`` and the enemies it hits."""
        if self.aoe is None:
            return []
        got = self._placements.get(p)
        if got is not None:
            return got
        out = []
        # a ranged pattern is worth placing only over some enemy: anchor it so that one of its
        # hexes lies on one
        anchors = (
            [p]
            if self.aoe.melee
            else sorted(
                {Hex(e.hex.q - dq, e.hex.r - dr) for e in self.enemies for sh in self.shapes for dq, dr in sh}
            )
        )
        for anchor in anchors:
            for shape in self.shapes:
                cells = tuple(Hex(anchor.q + dq, anchor.r + dr) for dq, dr in shape)
                if not self.aoe.melee and not any(
                    self.open(c) and self.prox(p).get(c, INF) <= self.range for c in cells
                ):
                    continue
                hit = frozenset(
                    k
                    for k, e in enumerate(self.enemies)
                    if e.hex in cells and e.hex != p and self.sees(p, e.hex)
                )
                if hit:
                    out.append((cells, hit))
        self._placements[p] = out
        return out

    def attackable(self, p: Hex, e: Hex) -> bool:
        """Can any attack from ``p`` include ``e``?"""
        if (self.aoe is None or self.ntargets > 1) and self.single(p, e):
            return True
        k = next(k for k, f in enumerate(self.enemies) if f.hex == e)
        return any(k in hit for _, hit in self.placements(p))

    # --- movement ------------------------------------------------------------------------------

    def negative(self, h: Hex) -> int:
        return 1 if self.terr.get(h) in (Terrain.TRAP, Terrain.HAZARDOUS) else 0

    def slide(self, u: Hex, v: Hex, start: Hex) -> tuple[Hex, int]:
        """Stepping from ``u`` onto icy ``v``: the figure slides on in the same direction, for
        free, while it is on ice and the next hex is open, no obstacle, holds no figure and is
        not behind a thin wall (docs/TACTICS.md: icy; the case notes mm151-mm178). Returns where it
        stops and the negative hexes slid onto."""
        if not self.rules.icy_sliding:
            return v, 0
        dq, dr = v.q - u.q, v.r - u.r
        slid = 0
        while self.terr.get(v) is Terrain.ICY:
            nxt = Hex(v.q + dq, v.r + dr)
            if (
                not self.open(nxt)
                or frozenset((v, nxt)) in self.thin
                or self.terr.get(nxt) is Terrain.OBSTACLE
                or (nxt in self.occupied and nxt != start)
            ):
                break
            v = nxt
            slid += self.negative(v)
        return v, slid

    def can_end(self, h: Hex, start: Hex) -> bool:
        if h == start:
            return True
        if h in self.occupied or not self.open(h):
            return False
        return self.mode is MovementMode.FLYING or self.terr.get(h) is not Terrain.OBSTACLE

    def ways(self, start: Hex) -> dict[Hex, tuple[int, int]]:
        """(negatives, movement) of the monster's way from ``start`` to every hex, no limit."""
        got = self._ways.get(start)
        if got is None:
            got = self._ways[start] = self._search(start)
        return got

    def _search(self, start: Hex) -> dict[Hex, tuple[int, int]]:
        if self.mode is MovementMode.NORMAL:
            best = {start: (0, 0)}
            heap = [(0, 0, start)]
            while heap:
                n, c, u = heapq.heappop(heap)
                if best[u] != (n, c):
                    continue
                for v in self.steps(u):
                    t = self.terr.get(v)
                    if t is Terrain.OBSTACLE or v in self.foes:
                        continue
                    k = (n + self.negative(v), c + (2 if t is Terrain.DIFFICULT else 1))
                    v, slid = self.slide(u, v, start)
                    k = (k[0] + slid, k[1])
                    if k < best.get(v, (INF, INF)):
                        best[v] = k
                        heapq.heappush(heap, (k[0], k[1], v))
            return best
        out = {}
        if self.mode is MovementMode.TELEPORT:
            # placed on a hex within its move value in plain hexes, walls or not (case mm169:
            # the teleporting monster reaches the far side of a wall line)
            for h in self.hexes:
                if self.open(h):
                    out[h] = (0 if h == start else self.negative(h), start.distance(h))
            return out
        for h, d in self.prox(start).items():
            if h == start or self.mode is MovementMode.FLYING:
                out[h] = (0, d)
            else:
                extra = (
                    1 if self.rules.jump_landing_difficult and self.terr.get(h) is Terrain.DIFFICULT else 0
                )
                out[h] = (self.negative(h), d + extra)
        return out

    # --- ranking ---------------------------------------------------------------------------

    def sets(self, p: Hex, focus: int) -> list[tuple[frozenset[int], frozenset[int]]]:
        """Every (targets, of which hit by the pattern) with the focus: a pattern counts as one
        target's worth, the other targets are single attacks, as many as allowed."""
        n = len(self.enemies) if self.ntargets >= 6 else self.ntargets
        singles = [k for k, e in enumerate(self.enemies) if self.single(p, e.hex)]
        out = []
        if self.aoe is None:
            others = [k for k in singles if k != focus]
            if focus in singles:
                for c in combinations(others, min(n - 1, len(others))):
                    out.append((frozenset((focus, *c)), frozenset()))
            return out
        for _, hit in self.placements(p):
            rest = [k for k in singles if k not in hit]
            for c in combinations(rest, min(n - 1, len(rest))):
                if focus in hit or focus in c:
                    out.append((hit | frozenset(c), hit))
        if n > 1 and focus in singles:
            others = [k for k in singles if k != focus]
            for c in combinations(others, max(0, min(n - 2, len(others)))):
                out.append((frozenset((focus, *c)), frozenset()))
        return out

    def disadvantaged(self, p: Hex, ts: frozenset[int], area: frozenset[int] = frozenset()) -> set[int]:
        """Ranged attacks (single or a ranged pattern) on adjacent enemies, unless muddled."""
        if self.muddled:
            return set()
        out = set()
        for k in ts:
            ranged = not self.aoe.melee if (k in area and self.aoe is not None) else self.range > 0
            if ranged and self.enemies[k].hex in self.steps(p):
                out.add(k)
        return out

    def best_attacks(self, spots: list[Hex], focus: int) -> set[tuple[Hex, frozenset[int]]]:
        """Every (hex, targets) the monster may choose among ``spots``, by brute force over every
        set of targets. Gloomhaven and Jaws of the Lion: first the best (focus disadvantaged,
        most targets, least movement, extra targets' ranks as a focus: proximity then turn
        order); then every chosen target set from any of those hexes, fewest disadvantaged
        attacks, then least movement. Frosthaven: most targets, fewest disadvantaged attacks,
        least movement."""
        cands = [(p, ts, a) for p in spots for ts, a in self.sets(p, focus)]
        if not cands:
            return set()
        cost = {p: self.way[p][1] for p in spots}
        if not self.rules.rank_extra_targets:

            def plain(c: tuple[Hex, frozenset[int], frozenset[int]]) -> tuple[int, int, int]:
                p, ts, a = c
                return (-len(ts), len(self.disadvantaged(p, ts, a)), cost[p])

            low = min(plain(c) for c in cands)
            return {(p, ts) for p, ts, a in cands if plain((p, ts, a)) == low}

        def first(c: tuple[Hex, frozenset[int], frozenset[int]]) -> tuple[object, ...]:
            p, ts, a = c
            ranks = sorted(self.ranks[k][2:] for k in ts if k != focus)
            return (int(focus in self.disadvantaged(p, ts, a)), -len(ts), cost[p], ranks)

        top = min(first(c) for c in cands)
        groups = {ts for p, ts, a in cands if first((p, ts, a)) == top}
        again = [
            (p, ts, a)
            for p, ts, a in cands
            if ts in groups and int(focus in self.disadvantaged(p, ts, a)) == top[0]
        ]

        def second(c: tuple[Hex, frozenset[int], frozenset[int]]) -> tuple[int, int]:
            p, ts, a = c
            return (len(self.disadvantaged(p, ts, a)), cost[p])

        low2 = min(second(c) for c in again)
        return {(p, ts) for p, ts, a in again if second((p, ts, a)) == low2}

    # --- the turn ----------------------------------------------------------------------------

    def solve(self) -> set[Key]:
        start = self.me.hex
        stay = {(start, frozenset())}
        if not self.enemies:
            return stay
        way = self.ways(start)
        self.way = way
        ends = [h for h in way if self.can_end(h, start)]
        prox = self.prox(start)
        self.ranks: list[tuple[float, ...]] = []
        for e in self.enemies:
            cands = [way[p] for p in ends if self.attackable(p, e.hex)]
            n, c = min(cands) if cands else (INF, INF)
            pr = prox.get(e.hex, INF) if self.rules.proximity_tiebreak else 0
            self.ranks.append((n, c, pr, e.initiative if e.initiative is not None else INF))
        top = min(self.ranks)
        if top[0] >= INF:
            return stay
        out: set[Key] = set()
        for f, rank in enumerate(self.ranks):
            if rank == top:
                out |= self.for_focus(f, way, ends)
        return out

    def for_focus(self, f: int, way: dict[Hex, tuple[int, int]], ends: list[Hex]) -> set[Key]:
        fewest = self.ranks[f][0]
        fh = self.enemies[f].hex
        now = [p for p in ends if way[p][1] <= self.move]
        spots = [p for p in ends if way[p][0] == fewest and self.attackable(p, fh)]
        here = [p for p in spots if way[p][1] <= self.move]
        if here:
            out: set[Key] = set()
            for p, ts in self.best_attacks(here, f):
                hit = frozenset(self.enemies[k].hex for k in ts) if self.attacks else frozenset()
                out.add((p, hit))
            return out
        if self.rules.approach_closest_attack_hex:
            low = min(way[p][1] for p in spots)
            dests = [p for p in spots if way[p][1] == low]
        else:
            dests = sorted({p for p, _ in self.best_attacks(spots, f)})
        out = set()
        for d in dests:
            cands = []
            for q in now:
                rest = self.ways(q).get(d)
                if rest is None:
                    continue
                cands.append(((way[q][0] + rest[0], rest[1], way[q][1]), q))
            if cands:
                low3 = min(k for k, _ in cands)
                out |= {(q, frozenset()) for k, q in cands if k == low3}
        return out


def reference_solve(turn: MonsterTurn) -> set[Key]:
    return Reference(turn).solve()
