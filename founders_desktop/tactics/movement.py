"""Where a figure may move, at what cost and along which path (docs/TACTICS.md, Movement).

Four modes:

* normal: step by step into neighbouring hexes; walls, obstacles and enemies block; allies may be
  passed through but not ended on; difficult terrain costs 2; traps and hazardous terrain are
  *negative* hexes (counted, so that monsters can avoid them); an icy hex makes the figure slide
  on in the same direction, for free, until the hex ahead is a wall, an obstacle or holds a figure,
  or it reaches a hex that is not icy (sliding onto difficult terrain costs nothing extra).
* jump: the figure passes over figures and terrain (not walls); only the landing hex counts, as
  normal movement: no obstacle, no figure, its trap springs, and (if the rule set says so)
  difficult terrain there costs one more.
* flying: figures and terrain are ignored for the whole move, the last hex included (it may end
  on an obstacle) but it must end in a hex with no figure.
* teleport: the figure is placed on any empty hex within its move value, counted in plain hexes
  (a teleport passes walls; case mm169).

``reachable`` answers the GUI's question (which hexes may this figure end on, at what cost, by
which path). ``MoveField`` is the solver's engine: the same rules on hex numbers, with a search
without any movement limit for monsters planning beyond this turn, and the reverse search
"how far from here to there" from a destination.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import MovementMode
from founders_desktop.tactics.rules import GLOOMHAVEN, RuleSet
from founders_desktop.tactics.terrain import Terrain

INF = 1 << 30


@dataclass(frozen=True)
class Reach:
    """How a hex is reached: movement points spent, negative hexes entered, the path (start hex
    first, this hex last)."""

    cost: int
    negatives: int
    path: tuple[Hex, ...]


class MoveField:
    """Movement on one board for one moving figure, with the other figures fixed.

    ``blockers``: hex numbers the figure may not enter (enemies, invisible enemies);
    ``occupied``: hex numbers holding any other figure (no ending there, slides stop before them).
    The mover's own start hex is free.
    """

    def __init__(
        self,
        board: Board,
        mode: MovementMode,
        blockers: Collection[int],
        occupied: Collection[int],
        rules: RuleSet = GLOOMHAVEN,
    ) -> None:
        self.board = board
        self.mode = mode
        self.rules = rules
        n = len(board.cells)
        terr = board.terrain_list
        self.n = n
        # (negatives, cost) packed in one integer: a simple path costs at most 2 per hex and
        # enters at most n * n negative hexes (slides included), so neither part can carry over
        self.shift = max(1 << 12, (n + 2) * (n + 2))
        self.unreached = self.shift * self.shift * 4
        self.blocked = [False] * n  # may not be entered at all by a walking figure
        self.occupied = [False] * n
        self.negative = [bool(t is not None and t.is_negative) for t in terr]
        self.difficult = [t is Terrain.DIFFICULT for t in terr]
        self.icy = [t is Terrain.ICY for t in terr]
        self.obstacle = [t is Terrain.OBSTACLE for t in terr]
        self.wall = [t is Terrain.WALL for t in terr]
        for i in range(n):
            if self.wall[i] or self.obstacle[i]:
                self.blocked[i] = True
        for i in blockers:
            self.blocked[i] = True
        for i in occupied:
            self.occupied[i] = True
        self._edges: list[list[tuple[int, int, int, tuple[int, ...]]]] | None = None
        self._redges: list[list[tuple[int, int, int]]] | None = None

    # --- end hexes ----------------------------------------------------------------------------

    def can_end(self, i: int) -> bool:
        """May the figure end its move on hex number ``i`` (ignoring distance)?"""
        if self.wall[i] or self.occupied[i] or self.blocked[i] and not self.obstacle[i]:
            return False
        return not (self.obstacle[i] and self.mode is not MovementMode.FLYING)

    def landing_cost(self, i: int) -> tuple[int, int]:
        """(extra movement, negatives) for landing on ``i`` at the end of a jump or teleport."""
        extra = 0
        if self.mode is MovementMode.JUMP and self.rules.jump_landing_difficult and self.difficult[i]:
            extra = 1
        return (extra, 1 if self.negative[i] else 0)

    # --- walking edges -----------------------------------------------------------------------

    def edges(self) -> list[list[tuple[int, int, int, tuple[int, ...]]]]:
        """Per hex number: the moves a walking figure can make from it, as
        (arrival hex, movement cost, negatives entered, hexes passed after the first step)."""
        if self._edges is not None:
            return self._edges
        links = self.board.links
        blocked, occupied, icy, negative, difficult, obstacle = (
            self.blocked,
            self.occupied,
            self.icy,
            self.negative,
            self.difficult,
            self.obstacle,
        )
        sliding = self.rules.icy_sliding and any(icy)
        empty: tuple[int, ...] = ()
        # the plain step into each hex, shared by every hex next to it
        step = [(j, 2 if difficult[j] else 1, 1 if negative[j] else 0, empty) for j in range(self.n)]
        out: list[list[tuple[int, int, int, tuple[int, ...]]]] = []
        if not sliding:
            for nbrs in self.board.neighbour_lists:
                out.append([step[j] for j in nbrs if not blocked[j]])
            self._edges = out
            return out
        for i in range(self.n):
            row: list[tuple[int, int, int, tuple[int, ...]]] = []
            d = -1
            for j in links[i]:
                d += 1
                if j < 0 or blocked[j]:
                    continue
                if not icy[j]:
                    row.append(step[j])
                    continue
                neg = 1 if negative[j] else 0
                k = j
                passed = [j]
                while icy[k]:
                    nxt = links[k][d]
                    if nxt < 0 or blocked[nxt] or occupied[nxt] or obstacle[nxt]:
                        break
                    k = nxt
                    passed.append(k)
                    if negative[k]:
                        neg += 1
                    if len(passed) > self.n:  # cannot happen on a finite map; be safe
                        break
                row.append((k, 2 if difficult[j] else 1, neg, tuple(passed[:-1])))
            out.append(row)
        self._edges = out
        return out

    def reverse_edges(self) -> list[list[tuple[int, int, int]]]:
        if self._redges is None:
            rev: list[list[tuple[int, int, int]]] = [[] for _ in range(self.n)]
            for i, row in enumerate(self.edges()):
                for k, cost, neg, _ in row:
                    rev[k].append((i, cost, neg))
            self._redges = rev
        return self._redges

    # --- searches -----------------------------------------------------------------------------

    def search(self, start: int, avoid_negative: bool = True) -> tuple[list[int], list[int], list[int]]:
        """Best way to every hex from ``start`` with no movement limit.

        Returns (negatives, cost, parent) per hex number; INF where unreachable. Monsters
        (``avoid_negative``) minimise negatives first, then cost; otherwise cost first.
        For jump and teleport the cost includes landing on the hex; parents follow the
        hexes passed over."""
        if self.mode is MovementMode.NORMAL:
            return self._dijkstra(start, avoid_negative)
        steps, parent = self._bfs(start)
        negs = [INF] * self.n
        cost = [INF] * self.n
        for i in range(self.n):
            if steps[i] >= INF:
                continue
            if self.mode is MovementMode.FLYING or i == start:
                negs[i], cost[i] = 0, steps[i]
            else:
                extra, neg = self.landing_cost(i)
                negs[i], cost[i] = neg, steps[i] + extra
        return negs, cost, parent

    def search_to(self, goal: int, avoid_negative: bool = True) -> tuple[list[int], list[int]]:
        """(negatives, cost) of the best way from every hex to ``goal``, no movement limit."""
        if self.mode is MovementMode.NORMAL:
            return self._dijkstra_reverse(goal, avoid_negative)
        steps, _ = self._bfs(goal)
        if self.mode is MovementMode.FLYING:
            return [0 if s < INF else INF for s in steps], steps
        extra, neg = self.landing_cost(goal)
        negs = [neg if s < INF else INF for s in steps]
        cost = [s + extra if s < INF else INF for s in steps]
        negs[goal], cost[goal] = 0, 0
        return negs, cost

    def _bfs(self, start: int) -> tuple[list[int], list[int]]:
        """Steps around walls only (jump and flying pass over everything else). A teleport is
        no movement at all: its reach is the plain hex distance, through walls too (case mm169:
        only proximity is measured around walls)."""
        if self.mode is MovementMode.TELEPORT:
            cells = self.board.cells
            sq, sr = cells[start]
            dist = []
            for i, (q, r) in enumerate(cells):
                if self.wall[i]:
                    dist.append(INF)
                else:
                    dq, dr = q - sq, r - sr
                    dist.append((abs(dq) + abs(dr) + abs(dq + dr)) // 2)
            return dist, [start] * self.n
        nbrs = self.board.neighbour_lists
        steps = [INF] * self.n
        parent = [-1] * self.n
        steps[start] = 0
        todo = deque([start])
        while todo:
            u = todo.popleft()
            su = steps[u] + 1
            for v in nbrs[u]:
                if steps[v] >= INF:
                    steps[v] = su
                    parent[v] = u
                    todo.append(v)
        return steps, parent

    def _dijkstra(self, start: int, avoid_negative: bool) -> tuple[list[int], list[int], list[int]]:
        # One integer key per hex: negatives and cost packed, in the order being minimised.
        edges = self.edges()
        n = self.n
        big = self.unreached
        best = [big] * n
        parent = [-1] * n
        best[start] = 0
        heap = [(0, start)]
        pop, push = heapq.heappop, heapq.heappush
        first = self.shift if avoid_negative else 1
        second = 1 if avoid_negative else self.shift
        while heap:
            key, u = pop(heap)
            if key != best[u]:
                continue
            for v, ec, en, _ in edges[u]:
                nk = key + en * first + ec * second
                if nk < best[v]:
                    best[v] = nk
                    parent[v] = u
                    push(heap, (nk, v))
        return self._unpack(best, avoid_negative) + (parent,)

    def _dijkstra_reverse(self, goal: int, avoid_negative: bool) -> tuple[list[int], list[int]]:
        redges = self.reverse_edges()
        n = self.n
        big = self.unreached
        best = [big] * n
        best[goal] = 0
        heap = [(0, goal)]
        pop, push = heapq.heappop, heapq.heappush
        first = self.shift if avoid_negative else 1
        second = 1 if avoid_negative else self.shift
        while heap:
            key, u = pop(heap)
            if key != best[u]:
                continue
            for v, ec, en in redges[u]:
                nk = key + en * first + ec * second
                if nk < best[v]:
                    best[v] = nk
                    push(heap, (nk, v))
        return self._unpack(best, avoid_negative)

    def _unpack(self, best: list[int], avoid_negative: bool) -> tuple[list[int], list[int]]:
        """Split packed keys into (negatives, cost) lists, INF where unreached."""
        negs = [INF] * len(best)
        cost = [INF] * len(best)
        shift, big = self.shift, self.unreached
        for i, key in enumerate(best):
            if key < big:
                hi, lo = divmod(key, shift)
                if avoid_negative:
                    negs[i], cost[i] = hi, lo
                else:
                    negs[i], cost[i] = lo, hi
        return negs, cost

    def path_to(self, parent: list[int], start: int, end: int) -> tuple[int, ...]:
        """The hex numbers from ``start`` to ``end`` following ``parent`` (a search's result),
        with the hexes slid over on ice filled in."""
        if self.mode is MovementMode.TELEPORT:
            return (start,) if start == end else (start, end)
        chain = [end]
        while chain[-1] != start and chain[-1] >= 0:
            chain.append(parent[chain[-1]])
        chain.reverse()
        if chain[0] != start:
            return ()
        if self.mode is not MovementMode.NORMAL:
            return tuple(chain)
        out = [start]
        edges = self.edges()
        for u, v in zip(chain, chain[1:], strict=False):
            for k, _, _, passed in edges[u]:
                if k == v:
                    out.extend(passed)
                    break
            out.append(v)
        return tuple(out)


def reachable(
    board: Board,
    start: tuple[int, int],
    move: int,
    mode: MovementMode = MovementMode.NORMAL,
    enemies: Iterable[tuple[int, int]] = (),
    allies: Iterable[tuple[int, int]] = (),
    rules: RuleSet = GLOOMHAVEN,
    avoid_negative: bool = False,
) -> dict[Hex, Reach]:
    """Every hex a figure at ``start`` may end its move on with ``move`` movement points, with the
    cost, the negative hexes entered and a path (cheapest first; ``avoid_negative`` makes it
    fewest negative hexes first, as monsters choose). The start hex is included at cost 0."""
    idx = board.index
    s = idx[Hex(*start)]
    enemy_ids = [idx[Hex(*h)] for h in enemies if Hex(*h) in idx]
    ally_ids = [idx[Hex(*h)] for h in allies if Hex(*h) in idx]
    field = MoveField(board, mode, enemy_ids, [*enemy_ids, *ally_ids], rules)
    negs, cost, parent = field.search(s, avoid_negative)
    out = {}
    for i in range(len(board.cells)):
        if cost[i] <= move and (i == s or field.can_end(i)):
            path = tuple(board.cells[k] for k in field.path_to(parent, s, i))
            out[board.cells[i]] = Reach(cost[i], negs[i], path)
    return out
