"""A plain stand-in for the monster solver, used only while ``monster_turn.solve`` is absent.

It follows the focus rules in their simplest reading: the focus is the enemy reachable for an
attack with the least movement (ties: proximity, then initiative); the monster moves the fewest
hexes that let it attack the focus, or as close as it can; extra targets are the nearest other
enemies in range. It ignores area patterns, disadvantage and negative-hex avoidance, which the
real solver ranks. Tied destinations come back as several outcomes (the players choose).
"""

from __future__ import annotations

import heapq

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Condition, MonsterTurn, MovementMode, Outcome
from founders_desktop.tactics.reach import reachable
from founders_desktop.tactics.sight_check import in_range


def _walk_costs(turn: MonsterTurn, blocked: set[Hex]) -> dict[Hex, int]:
    """Movement cost from the monster to every hex, with no limit (for the focus)."""
    board = turn.board
    start = turn.monster.hex
    flying = turn.ability.mode in (MovementMode.FLYING, MovementMode.JUMP)
    graph = board.proximity_graph if flying else board.movement_graph
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, h = heapq.heappop(heap)
        if d > dist.get(h, 1 << 30) or h not in graph:
            continue
        for n in sorted(graph.neighbors(h)):
            if not flying and n in blocked:
                continue
            w = 1 if flying else int(graph.edges[h, n]["cost"])
            if d + w < dist.get(n, 1 << 30):
                dist[n] = d + w
                heapq.heappush(heap, (d + w, n))
    return dist


def simple_solve(turn: MonsterTurn) -> list[Outcome]:
    me = turn.monster
    board, rules, ability = turn.board, turn.rules, turn.ability
    enemies = [f for f in turn.figures if f.team is not me.team and not f.has(Condition.INVISIBLE)]
    all_enemy_hexes = {f.hex for f in turn.figures if f.team is not me.team}
    others = {f.hex for f in turn.figures if f.id != me.id}
    rng = ability.range if ability.attacks else 0
    stay = [Outcome(focus=None, end=me.hex, path=(me.hex,))]
    if not enemies:
        return stay
    costs = _walk_costs(turn, all_enemy_hexes)
    best: tuple[int, int, float] | None = None
    focus = None
    for e in enemies:
        need = min(
            (
                c
                for h, c in costs.items()
                if (h == me.hex or h not in others) and in_range(board, rules, h, e.hex, rng)
            ),
            default=None,
        )
        if need is None:
            continue
        key = (
            need,
            board.proximity(me.hex, e.hex) or 99,
            e.initiative if e.initiative is not None else 100.0,
        )
        if best is None or key < best:
            best, focus = key, e
    if focus is None:
        return stay
    move = 0 if me.has(Condition.IMMOBILIZED) else ability.move
    mode = {MovementMode.FLYING: "flying", MovementMode.JUMP: "jump"}.get(ability.mode, "normal")
    ends = reachable(board, rules, me.hex, move, mode, all_enemy_hexes, others, ())
    attack_ends = [h for h in ends if in_range(board, rules, h, focus.hex, rng)]
    if attack_ends:

        def steps(h: Hex) -> int:
            return len(ends[h]) - 1

        fewest = min(steps(h) for h in attack_ends)
        chosen = [h for h in attack_ends if steps(h) == fewest]
    else:
        target_costs = {
            h: c for h, c in costs.items() if (h not in others) and in_range(board, rules, h, focus.hex, rng)
        }

        def gap(h: Hex) -> int:
            return min((board.proximity(h, t) or 99) for t in target_costs) if target_costs else 99

        closest = min(gap(h) for h in ends)
        chosen = [h for h in ends if gap(h) == closest]
    outcomes = []
    for end in chosen:
        targets: list[str] = []
        if ability.attacks and in_range(board, rules, end, focus.hex, rng):
            targets.append(focus.id)
            extra = sorted(
                (board.proximity(end, e.hex) or 99, e.id, e)
                for e in enemies
                if e.id != focus.id and in_range(board, rules, end, e.hex, rng)
            )
            targets.extend(e.id for _, _, e in extra[: max(0, ability.targets - 1)])
        by_id = {f.id: f.hex for f in turn.figures}
        outcomes.append(
            Outcome(
                focus=focus.id,
                end=end,
                path=ends[end],
                targets=tuple(targets),
                target_hexes=tuple(by_id[t] for t in targets),
            )
        )
    return outcomes
