"""A monster's turn: focus, movement and attack, every legal outcome (TACTICS.md, p.29-32).

``solve(turn)`` returns the complete set of outcomes the rules allow; several mean the players
choose. The steps, each a rule of the book:

1. Paths. The monster's best way to every hex with no movement limit (fewest negative hexes
   first: traps and hazardous terrain count as obstacles unless unavoidable, then fewest
   movement points), see movement.py.
2. Focus. For each enemy, the cheapest hex from which the monster's attack reaches it; the
   focus is the enemy with the cheapest such hex, ties broken by proximity (steps around walls)
   and then initiative. Several enemies still tied: each is a players' choice.
3. If the monster can attack its focus after this turn's move: among the hexes it can reach,
   the best attack on the focus (see ``_score``), then the fewest negative hexes and movement.
4. Otherwise it picks destinations: the hexes from which it could attack its focus, best first
   (Gloomhaven and Jaws of the Lion: the best attack, then the closest; Frosthaven: the closest),
   and for each destination moves to the reachable hexes that leave it closest to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from founders_desktop.tactics.focus import AttackGeometry, AttackOption
from founders_desktop.tactics.hexgrid import Hex, lattice_to_pixel
from founders_desktop.tactics.model import (
    Condition,
    Figure,
    MonsterTurn,
    MovementMode,
    Outcome,
    Sightline,
)
from founders_desktop.tactics.movement import INF, MoveField
from founders_desktop.tactics.sight import sight_for


@dataclass
class _Ctx:
    turn: MonsterTurn
    monster: Figure
    start: int
    enemies: list[Figure]
    enemy_cells: list[int]
    field: MoveField
    negs: list[int]
    cost: list[int]
    parent: list[int]
    geometry: AttackGeometry
    muddled: bool
    move: int
    ranks: list[tuple[float, ...]]


def solve(turn: MonsterTurn) -> list[Outcome]:
    """Every legal outcome of the active monster's turn."""
    board = turn.board
    monster = turn.monster
    idx = board.index
    start = idx[monster.hex]
    rules = turn.rules
    ability = turn.ability
    enemies = [
        f for f in turn.figures if f.team is not monster.team and not f.has(Condition.INVISIBLE)
    ]
    hidden = [f for f in turn.figures if f.team is not monster.team and f.has(Condition.INVISIBLE)]
    others = [f for f in turn.figures if f.id != monster.id]
    blockers = [idx[f.hex] for f in others if f.team is not monster.team]
    occupied = [idx[f.hex] for f in others]
    del hidden
    field = MoveField(board, ability.mode, blockers, occupied, rules)
    negs, cost, parent = field.search(start)
    move = 0 if monster.has(Condition.IMMOBILIZED) else ability.move
    if ability.targets <= 0:
        # no attack: move as if for a melee attack on one target
        from dataclasses import replace

        ability = replace(ability, range=0, targets=1, aoe=None)
    enemy_cells = [idx[f.hex] for f in enemies]
    geometry = AttackGeometry(board, sight_for(board, rules.sight_any_point), ability, enemy_cells)
    ctx = _Ctx(
        turn=turn,
        monster=monster,
        start=start,
        enemies=enemies,
        enemy_cells=enemy_cells,
        field=field,
        negs=negs,
        cost=cost,
        parent=parent,
        geometry=geometry,
        muddled=monster.has(Condition.MUDDLED),
        move=move,
        ranks=[],
    )
    stay = Outcome(focus=None, end=monster.hex, path=(monster.hex,))
    if not enemies:
        return [stay]
    focus_keys = _focus_keys(ctx)
    ctx.ranks = focus_keys
    best = min(focus_keys)
    if best[0] >= INF:
        return [stay]
    foci = _tied(ctx, focus_keys, best)
    attacks = turn.ability.targets > 0 and not monster.has(Condition.DISARMED)
    outcomes: dict[tuple[Hex, frozenset[Hex]], Outcome] = {}
    for f in foci:
        for o in _outcomes_for_focus(ctx, f, attacks):
            outcomes.setdefault(o.key(), o)
    return list(outcomes.values())


# --- focus ----------------------------------------------------------------------------------------


def _can_end(ctx: _Ctx, p: int) -> bool:
    return p == ctx.start or ctx.field.can_end(p)


def _positions(ctx: _Ctx) -> list[int]:
    """Hexes the monster could end a move on some turn, cheapest first."""
    negs, cost = ctx.negs, ctx.cost
    if ctx.field.mode is MovementMode.TELEPORT:
        pass
    ps = [p for p in range(len(negs)) if cost[p] < INF and _can_end(ctx, p)]
    ps.sort(key=lambda p: (negs[p], cost[p]))
    return ps


def _focus_keys(ctx: _Ctx) -> list[tuple[float, ...]]:
    """Per enemy: (negatives, movement) to its cheapest attack hex, proximity, initiative."""
    rules = ctx.turn.rules
    board = ctx.turn.board
    prox = board.proximity_table(ctx.start)
    geometry = ctx.geometry
    best: list[tuple[int, int]] = [(INF, INF)] * len(ctx.enemies)
    remaining = set(range(len(ctx.enemies)))
    for p in _positions(ctx):
        if not remaining:
            break
        found = [k for k in remaining if geometry.can_attack(p, k)]
        for k in found:
            best[k] = (ctx.negs[p], ctx.cost[p])
            remaining.discard(k)
    keys: list[tuple[float, ...]] = []
    for k, f in enumerate(ctx.enemies):
        d = prox[ctx.enemy_cells[k]]
        proximity = (d if d >= 0 else INF) if rules.proximity_tiebreak else 0
        initiative = f.initiative if f.initiative is not None else float(INF)
        keys.append((best[k][0], best[k][1], proximity, initiative))
    return keys


def _tied(ctx: _Ctx, keys: Sequence[tuple[float, ...]], best: tuple[float, ...]) -> list[int]:
    return [k for k, key in enumerate(keys) if key == best]


# --- scoring --------------------------------------------------------------------------------------


def _rank(ctx: _Ctx, p: int, k: int) -> tuple[float, float]:
    """An extra target's rank as a focus seen from the attacker's hex ``p``: it is already in
    reach, so no movement is needed; proximity (if used), then initiative."""
    if ctx.turn.rules.proximity_tiebreak:
        d = ctx.turn.board.proximity_table(p)[ctx.enemy_cells[k]]
        prox = float(d if d >= 0 else INF)
    else:
        prox = 0.0
    ini = ctx.enemies[k].initiative
    return (prox, float(ini) if ini is not None else float(INF))


def _score(ctx: _Ctx, p: int, focus: int, option: AttackOption) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """(position score, choice at the position); smaller is better.

    The position score compares hexes: Gloomhaven and Jaws of the Lion put losing disadvantage on
    the focus first, then more targets, then fewer disadvantaged extra targets; Frosthaven puts
    more targets first. At one hex, the extra targets are those ranked best as a focus
    (Gloomhaven, Jaws of the Lion; the position score is then that of this choice), or in
    Frosthaven any set with the fewest disadvantaged targets."""
    rules = ctx.turn.rules
    dis_focus = 1 if focus in option.disadvantaged else 0
    n = -len(option.targets)
    dis_others = len(option.disadvantaged - {focus})
    if rules.targets_over_disadvantage:
        head: tuple[object, ...] = (n, dis_focus, dis_others)
    else:
        head = (dis_focus, n, dis_others)
    if rules.rank_extra_targets:
        ranks = tuple(sorted(_rank(ctx, p, k) for k in option.targets if k != focus))
        return head, (n, ranks, dis_others)
    return head, (n, dis_others)


def _best_options(ctx: _Ctx, p: int, focus: int) -> tuple[tuple[object, ...] | None, list[AttackOption]]:
    opts = ctx.geometry.options(p, focus, ctx.muddled)
    if not opts:
        return None, []
    scored = [(_score(ctx, p, focus, o), o) for o in opts]
    top = min(s[1] for s, _ in scored)
    chosen = [(s[0], o) for s, o in scored if s[1] == top]
    head = min(h for h, _ in chosen)
    return head, [o for h, o in chosen if h == head]


# --- outcomes -------------------------------------------------------------------------------------


def _outcomes_for_focus(ctx: _Ctx, focus: int, attacks: bool) -> list[Outcome]:
    negs, cost = ctx.negs, ctx.cost
    rules = ctx.turn.rules
    positions = _positions(ctx)
    reach_now = [p for p in positions if cost[p] <= ctx.move]
    # 3. attack the focus this turn
    best_key: tuple[object, ...] | None = None
    chosen: list[tuple[int, list[AttackOption]]] = []
    for p in reach_now:
        score, opts = _best_options(ctx, p, focus)
        if score is None:
            continue
        key = (negs[p], score, cost[p])
        if best_key is None or key < best_key:
            best_key, chosen = key, [(p, opts)]
        elif key == best_key:
            chosen.append((p, opts))
    if chosen:
        out = []
        for p, opts in chosen:
            for o in opts:
                out.append(_make_outcome(ctx, focus, p, o if attacks else None))
        return out
    # 4. move towards the best hexes from which the focus could be attacked
    dest_key: tuple[object, ...] | None = None
    dests: list[int] = []
    for p in positions:
        if rules.approach_closest_attack_hex:
            if dest_key is not None and (negs[p], cost[p]) > dest_key[:2]:  # type: ignore[operator]
                break
            if not ctx.geometry.can_attack(p, focus):
                continue
            key = (negs[p], cost[p])
        else:
            score, _ = _best_options(ctx, p, focus)
            if score is None:
                continue
            key = (negs[p], score, cost[p])
        if dest_key is None or key < dest_key:
            dest_key, dests = key, [p]
        elif key == dest_key:
            dests.append(p)
    out = []
    for d in dests:
        rneg, rcost = ctx.field.search_to(d)
        best: tuple[int, int, int] | None = None
        ends: list[int] = []
        for q in reach_now:
            if rcost[q] >= INF:
                continue
            k = (negs[q] + rneg[q], rcost[q], cost[q])
            if best is None or k < best:
                best, ends = k, [q]
            elif k == best:
                ends.append(q)
        for q in ends:
            out.append(_make_outcome(ctx, focus, q, None))
    return out


def _make_outcome(ctx: _Ctx, focus: int, p: int, option: AttackOption | None) -> Outcome:
    board = ctx.turn.board
    cells = board.cells
    path = tuple(cells[i] for i in ctx.field.path_to(ctx.parent, ctx.start, p)) or (cells[p],)
    if option is None:
        return Outcome(focus=ctx.enemies[focus].id, end=cells[p], path=path)
    targets = sorted(option.targets)
    sight = ctx.geometry.sight
    lines = []
    for k in targets:
        e = ctx.enemy_cells[k]
        seg = sight.line(p, e)
        if seg is not None:
            lines.append(
                Sightline(cells[p], cells[e], lattice_to_pixel(seg[0]), lattice_to_pixel(seg[1]))
            )
    return Outcome(
        focus=ctx.enemies[focus].id,
        end=cells[p],
        path=path,
        targets=tuple(ctx.enemies[k].id for k in targets),
        target_hexes=tuple(cells[ctx.enemy_cells[k]] for k in targets),
        aoe_hexes=option.placement.cells if option.placement is not None else (),
        sightlines=tuple(lines),
    )
