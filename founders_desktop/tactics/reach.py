"""Where a character's move may end, and by which path (rulebook p.19; docs/TACTICS.md Movement).

Walking passes allies, never enemies, obstacles or walls; difficult terrain costs 2; a figure
never ends on another figure. A walker picks, among the paths within its move, one that enters
the fewest traps and hazardous hexes (a player would). Jumping ignores figures and terrain on
the way, but the landing hex obeys the walking rules (in Gloomhaven its difficult terrain costs
one more). Flying ignores everything on the way and may even end on an obstacle, but never on a
figure. Walls (and thin walls) stop all three.
"""

from __future__ import annotations

from collections.abc import Collection

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rules import RuleSet
from founders_desktop.tactics.terrain import Terrain

Path = tuple[Hex, ...]


def reachable(
    board: Board,
    rules: RuleSet,
    start: Hex,
    move: int,
    mode: str,
    blocked: Collection[Hex],
    occupied: Collection[Hex],
    traps: Collection[Hex],
) -> dict[Hex, Path]:
    """End hex -> path (start first) for every hex the move may end in, the start included.

    ``blocked``: hexes of enemies (walking may not enter them); ``occupied``: hexes of every
    other figure (no move ends there); ``traps``: live traps."""
    if mode == "flying":
        return _airborne(board, start, move, occupied, land_cost=False, rules=rules)
    if mode == "jump":
        return _airborne(board, start, move, occupied, land_cost=True, rules=rules)
    return _walk(board, start, move, blocked, occupied, traps)


def move_cost(board: Board, rules: RuleSet, path: Path, mode: str) -> int:
    """The movement a path uses: each hex walked into at its entry cost; jumping and flying one
    a hex, and a jump's difficult landing hex one more where the rule set says so."""
    if mode == "normal":
        return sum(_entry_cost(board, h) for h in path[1:])
    steps = len(path) - 1
    landing = board.terrain_at(path[-1])
    if mode == "jump" and steps and rules.jump_landing_difficult and landing is Terrain.DIFFICULT:
        steps += 1
    return steps


def negative_hexes(board: Board, path: Path, mode: str, traps: Collection[Hex]) -> list[Hex]:
    """The traps and hazardous hexes a move springs: every hex entered when walking, the
    landing hex when jumping, none when flying."""
    if mode == "flying" or len(path) < 2:
        return []
    entered = path[1:] if mode == "normal" else path[-1:]
    return [h for h in entered if h in traps or board.terrain_at(h) is Terrain.HAZARDOUS]


def _walk(
    board: Board,
    start: Hex,
    move: int,
    blocked: Collection[Hex],
    occupied: Collection[Hex],
    traps: Collection[Hex],
) -> dict[Hex, Path]:
    # best[(hex, cost)] = (negatives, path); costs only grow, so one sweep per cost suffices
    best: dict[tuple[Hex, int], tuple[int, Path]] = {(start, 0): (0, (start,))}
    for cost in range(move + 1):
        layer = sorted((k, v) for k, v in best.items() if k[1] == cost)
        for (h, _), (neg, path) in layer:
            for n in _steps(board, h):
                if n in blocked:
                    continue
                c = cost + _entry_cost(board, n)
                if c > move:
                    continue
                bad = neg + (1 if n in traps or board.terrain_at(n) is Terrain.HAZARDOUS else 0)
                key = (n, c)
                if key not in best or bad < best[key][0]:
                    best[key] = (bad, (*path, n))
    ends: dict[Hex, tuple[int, int, Path]] = {}
    for (h, c), (neg, path) in best.items():
        if h != start and h in occupied:
            continue
        got = ends.get(h)
        if got is None or (neg, c) < got[:2]:
            ends[h] = (neg, c, path)
    return {h: v[2] for h, v in sorted(ends.items())}


def _steps(board: Board, h: Hex) -> list[Hex]:
    """Walkable neighbours; a figure that flew onto an obstacle may still walk off it."""
    graph = board.movement_graph
    if h in graph:
        return sorted(graph.successors(h))
    return (
        sorted(n for n in board.proximity_graph.neighbors(h) if n in graph)
        if h in board.proximity_graph
        else []
    )


def _entry_cost(board: Board, h: Hex) -> int:
    t = board.terrain_at(h)
    return t.entry_cost if t is not None else 1


def _airborne(
    board: Board, start: Hex, move: int, occupied: Collection[Hex], land_cost: bool, rules: RuleSet
) -> dict[Hex, Path]:
    """Jump or fly: steps around walls only; a jump lands by the walking rules."""
    graph = board.proximity_graph
    if start not in graph:
        return {start: (start,)}
    parents: dict[Hex, Hex | None] = {start: None}
    frontier = [start]
    dist = {start: 0}
    while frontier:
        nxt: list[Hex] = []
        for h in frontier:
            for n in sorted(graph.neighbors(h)):
                if n not in dist:
                    dist[n] = dist[h] + 1
                    parents[n] = h
                    nxt.append(n)
        frontier = [n for n in nxt if dist[n] < move]
    out: dict[Hex, Path] = {}
    for h, d in sorted(dist.items()):
        if d > move:
            continue
        if h != start and h in occupied:
            continue
        t = board.terrain_at(h)
        if land_cost and h != start:
            if t is not None and t.blocks_walking:
                continue
            if rules.jump_landing_difficult and t is Terrain.DIFFICULT and d + 1 > move:
                continue
        path: list[Hex] = []
        cur: Hex | None = h
        while cur is not None:
            path.append(cur)
            cur = parents[cur]
        out[h] = tuple(reversed(path))
    return out
