"""A monster's turn: focus, movement and attack, every legal outcome (docs/TACTICS.md, p.29-32).

``solve(turn)`` returns the complete set of outcomes the rules allow; several mean the players
choose. The steps, each a rule of the book:

1. Paths. The monster's best way to every hex with no movement limit: fewest negative hexes
   first (traps and hazardous terrain count as obstacles unless unavoidable), then fewest
   movement points; see movement.py.
2. Focus. For each enemy, the cheapest hex from which the monster's attack reaches it; the
   focus is the enemy with the cheapest such hex, ties broken by proximity (steps around walls,
   not in Jaws of the Lion) and then initiative. Several enemies still tied: each is a players'
   choice, and the outcomes of all of them are returned.
3. Only hexes reached through as few negative hexes as the focus needs may serve (a trap is an
   obstacle while a clean way to attack the focus exists, even a longer one).
4. If one of them within this turn's move lets the monster attack its focus: the best attack
   and its targets, as target_choice.py orders them per rule set (extra targets chosen by
   sorting, never by trying every combination).
5. Otherwise it picks destinations, the hexes from which it could attack its focus on a later
   turn (Gloomhaven and Jaws of the Lion: the best attack, then the closest; Frosthaven: the
   closest), and for each destination ends where the rest of the way is shortest (fewest
   negative hexes on the whole way, then the movement left, then the least movement now). It
   does not attack.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from dataclasses import field as dc_field

from founders_desktop.tactics.focus import ALL_TARGETS, AttackGeometry, AttackOption
from founders_desktop.tactics.hexgrid import Hex, lattice_centre, lattice_to_pixel
from founders_desktop.tactics.model import (
    Condition,
    Figure,
    MonsterTurn,
    Outcome,
    Sightline,
)
from founders_desktop.tactics.movement import INF, MoveField
from founders_desktop.tactics.sight import sight_for
from founders_desktop.tactics.target_choice import Frame, choose, frames


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
    positions: list[int] = dc_field(default_factory=list)
    frames_cache: dict[tuple[int, int], list[Frame]] = dc_field(default_factory=dict)


def solve(turn: MonsterTurn) -> list[Outcome]:
    """Every legal outcome of the active monster's turn; ValueError (with the ability's problem
    code) for an ability that cannot be played as given."""
    if turn.ability.problem is not None:
        raise ValueError(turn.ability.problem)
    board = turn.board
    monster = turn.monster
    idx = board.index
    start = idx[monster.hex]
    rules = turn.rules
    ability = turn.ability
    # Invisible enemies cannot be focused or targeted; like every enemy they block the way.
    enemies = [f for f in turn.figures if f.team is not monster.team and not f.has(Condition.INVISIBLE)]
    others = [f for f in turn.figures if f.id != monster.id]
    blockers = [idx[f.hex] for f in others if f.team is not monster.team]
    occupied = [idx[f.hex] for f in others]
    mover = MoveField(board, ability.mode, blockers, occupied, rules)
    negs, cost, parent = mover.search(start)
    move = 0 if monster.has(Condition.IMMOBILIZED) else ability.move
    if ability.targets <= 0:
        # no attack: move as if for a melee attack on one target
        ability = replace(ability, range=0, targets=1, aoe=None)
    enemy_cells = [idx[f.hex] for f in enemies]
    geometry = AttackGeometry(board, sight_for(board, rules.sight_any_point), ability, enemy_cells)
    ctx = _Ctx(
        turn=turn,
        monster=monster,
        start=start,
        enemies=enemies,
        enemy_cells=enemy_cells,
        field=mover,
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
    ctx.positions = _positions(ctx)
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
    return list(outcomes.values()) or [stay]


def focus(turn: MonsterTurn) -> list[str]:
    """The ids of the enemies the active monster may focus on (several: the players choose; none:
    it cannot attack anyone from any hex it could reach)."""
    return sorted({o.focus for o in solve(turn) if o.focus is not None})


# --- focus ----------------------------------------------------------------------------------------


def _can_end(ctx: _Ctx, p: int) -> bool:
    return p == ctx.start or ctx.field.can_end(p)


def _positions(ctx: _Ctx) -> list[int]:
    """Hexes the monster could end a move on some turn, cheapest first."""
    negs, cost = ctx.negs, ctx.cost
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
    for p in ctx.positions:
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


# --- attacks ------------------------------------------------------------------------------------


def _rank(ctx: _Ctx, k: int) -> tuple[float, ...]:
    """An extra target's rank as a focus: proximity from where the monster stands (if the rule
    set uses it), then its place in the turn order (target_choice.py says why movement does
    not count here)."""
    return ctx.ranks[k][2:]


def _frames_at(ctx: _Ctx, p: int, focus: int) -> list[Frame]:
    key = (p, focus)
    got = ctx.frames_cache.get(key)
    if got is None:
        geometry = ctx.geometry
        got = frames(geometry, p, focus, ctx.muddled) if geometry.can_attack(p, focus) else []
        ctx.frames_cache[key] = got
    return got


def _ceiling(ctx: _Ctx) -> int:
    """The most targets any attack could have (to stop scanning early)."""
    ability = ctx.geometry.ability
    n = len(ctx.enemies)
    if ability.targets >= ALL_TARGETS:
        return n
    if ability.aoe is None:
        return min(n, max(1, ability.targets))
    return min(n, ctx.geometry.most_covered() + max(0, ability.targets - 1))


def _best_attack_hexes(ctx: _Ctx, positions: list[int], focus: int) -> list[tuple[int, list[AttackOption]]]:
    """Among ``positions`` (sorted by negatives, then cost): the hexes with the best attack on the
    focus and their attacks (target_choice.py)."""
    rank = None if not ctx.turn.rules.rank_extra_targets else (lambda k: _rank(ctx, k))
    return choose(
        positions,
        ctx.negs,
        ctx.cost,
        lambda p: _frames_at(ctx, p, focus),
        focus,
        rank,
        _ceiling(ctx),
    )


# --- outcomes -------------------------------------------------------------------------------------


def _outcomes_for_focus(ctx: _Ctx, focus: int, attacks: bool) -> list[Outcome]:
    negs, cost = ctx.negs, ctx.cost
    rules = ctx.turn.rules
    positions = ctx.positions
    reach_now = [p for p in positions if cost[p] <= ctx.move]
    # Negative hexes are obstacles unless every way to attack the focus crosses some: only the
    # hexes reached through the fewest of them may serve to attack it, this turn or later.
    fewest = int(ctx.ranks[focus][0])
    attack_now = [p for p in reach_now if negs[p] == fewest]
    attack_later = [p for p in positions if negs[p] == fewest]
    # 3. attack the focus this turn
    chosen = _best_attack_hexes(ctx, attack_now, focus)
    if chosen:
        out = []
        for p, opts in chosen:
            for o in opts:
                out.append(_make_outcome(ctx, focus, p, o if attacks else None))
        return out
    # 4. move towards the best hexes from which the focus could be attacked
    dests: list[int] = []
    if rules.approach_closest_attack_hex:
        dest_key: tuple[int, int] | None = None
        for p in attack_later:
            if dest_key is not None and (negs[p], cost[p]) > dest_key:
                break
            if ctx.geometry.can_attack(p, focus):
                dest_key = (negs[p], cost[p])
                dests.append(p)
    else:
        dests = [p for p, _ in _best_attack_hexes(ctx, attack_later, focus)]
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
    lines = []
    for k in targets:
        e = ctx.enemy_cells[k]
        if e in board.neighbour_lists[p]:
            # adjacent: the line between the centres crosses only their shared edge, no wall
            a, b = lattice_centre(cells[p]), lattice_centre(cells[e])
            seg: tuple[tuple[float, float], tuple[float, float]] | None = (
                (float(a[0]), float(a[1])),
                (float(b[0]), float(b[1])),
            )
        else:
            seg = ctx.geometry.sight.line(p, e)
        if seg is not None:
            lines.append(Sightline(cells[p], cells[e], lattice_to_pixel(seg[0]), lattice_to_pixel(seg[1])))
    return Outcome(
        focus=ctx.enemies[focus].id,
        end=cells[p],
        path=path,
        targets=tuple(ctx.enemies[k].id for k in targets),
        target_hexes=tuple(cells[ctx.enemy_cells[k]] for k in targets),
        aoe_hexes=option.placement.cells if option.placement is not None else (),
        sightlines=tuple(lines),
    )
