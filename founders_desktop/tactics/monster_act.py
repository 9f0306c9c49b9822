"""Automated turns: a monster (or a character's summon) acts as the monster solver says.

The round state becomes a ``MonsterTurn`` (every figure with its side, this round's initiative
and the conditions the solver weighs; the ability from the revealed card and the printed stats)
and ``solve`` returns every legal outcome. One outcome is carried out at once; several are the
players' choice (``ChooseOutcome``). The solver sees the map with sprung traps removed.

Elements: the first monster of a set to act consumes its card's element if it is strong or
waning (monsters always do), and every monster of that set gets the bonus this round; the
card's infusions are made at the end of each monster's turn (p.24).
"""

from __future__ import annotations

from typing import Literal

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.cards import MonsterConsume
from founders_desktop.tactics.combat import attack, give_condition, heal, retaliate, spring
from founders_desktop.tactics.elements import available, consume, infuse
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import (
    Ability,
    AreaPattern,
    Condition,
    Figure,
    MonsterTurn,
    MovementMode,
    Outcome,
    Team,
)
from founders_desktop.tactics.monster_forced import monster_pushes
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.reach import negative_hexes
from founders_desktop.tactics.rounds.context import Ctx, hex_of, initiative_of, is_monster_side
from founders_desktop.tactics.rounds.state import FigureState, MonsterState, OutcomeData, SummonState
from founders_desktop.tactics.scenario_flow import closed_doors, hidden
from founders_desktop.tactics.terrain import Terrain
from founders_desktop.tactics.turn_position import turn_positions

_BOARDS: dict[tuple[int, frozenset[tuple[int, int]], frozenset[Hex]], tuple[Board, Board]] = {}


def live_board(board: Board, traps: list[tuple[int, int]], shut: frozenset[Hex] = frozenset()) -> Board:
    """The map as the solver must see it: traps already sprung are plain floor again; closed
    doors and the rooms behind them are obstacles to monsters and summons. One board per set
    of live traps and closed rooms, cached (boards cache their graphs and sight)."""
    printed = frozenset(h for h, t in board.terrain.items() if t is Terrain.TRAP)
    live = frozenset(traps)
    if live == printed and not shut:
        return board
    key = (id(board), live, shut)
    got = _BOARDS.get(key)
    if got is None or got[0] is not board:
        terrain: dict[tuple[int, int], Terrain] = {
            h: t for h, t in board.terrain.items() if t is not Terrain.TRAP or h in live
        }
        for h in shut:
            if terrain.get(h) is not Terrain.WALL:
                terrain[h] = Terrain.OBSTACLE
        walls = [tuple(sorted(w)) for w in board.thin_walls]
        got = (board, Board(board.cells, terrain, [(a, b) for a, b in walls]))
        _BOARDS[key] = got
    return got[1]


_SOLVER_CONDITIONS = {c.value: c for c in (Condition.MUDDLED, Condition.IMMOBILIZED, Condition.INVISIBLE)}


def set_consumes(ctx: Ctx, m: MonsterState) -> None:
    """The first monster of a set to act this round consumes the card's element if it can."""
    state = ctx.state
    if m.type in state.consumed_sets:
        return
    card = ctx.scenario.monster_type(m.type).card(state.monster_decks[m.type].revealed or "")
    can = card.consume is not None and available(ctx, card.consume.element)
    if can and card.consume is not None:
        consume(ctx, m.id, card.consume.element)
    state.consumed_sets[m.type] = can


def bonus_of(ctx: Ctx, m: MonsterState) -> MonsterConsume | None:
    """The consume bonus this monster's set gained this round, if any."""
    if not ctx.state.consumed_sets.get(m.type):
        return None
    return ctx.scenario.monster_type(m.type).card(ctx.state.monster_decks[m.type].revealed or "").consume


def ability_for(ctx: Ctx, f: FigureState) -> tuple[Ability, int]:
    """The solver's ability and the attack value for a monster's or summon's turn."""
    disarmed = "disarmed" in f.conditions
    if isinstance(f, SummonState):
        mode = MovementMode.FLYING if f.flying else MovementMode.NORMAL
        return Ability(move=f.move, range=f.range, targets=0 if disarmed else 1, mode=mode), f.attack
    assert isinstance(f, MonsterState)
    mtype = ctx.scenario.monster_type(f.type)
    deck = ctx.state.monster_decks[f.type]
    assert deck.revealed is not None
    card = mtype.card(deck.revealed)
    bonus = bonus_of(ctx, f)
    move = f.move + card.move + (bonus.move if bonus else 0) if card.move is not None else 0
    mode = MovementMode.NORMAL
    if "flying" in mtype.traits:
        mode = MovementMode.FLYING
    elif "jump" in mtype.traits or card.jump:
        mode = MovementMode.JUMP
    attacks = card.attack is not None and not disarmed
    rng = (card.range if card.range is not None else f.range) + (
        bonus.range if bonus and rng_ok(f, card.range) else 0
    )
    area = AreaPattern(card.area.hexes, card.area.melee) if card.area is not None else None
    ability = Ability(
        move=max(0, move),
        range=rng,
        targets=card.targets if attacks else 0,
        aoe=area if attacks else None,
        mode=mode,
    )
    return ability, f.attack + (card.attack or 0) + (bonus.attack if bonus else 0)


def rng_ok(m: MonsterState, card_range: int | None) -> bool:
    """A range bonus applies to a ranged attack only."""
    return (card_range if card_range is not None else m.range) > 0


def solver_turn(ctx: Ctx, f: FigureState) -> MonsterTurn:
    figures = []
    # focus ties go by the resolved turn order; before it is set, by this round's initiative
    positions = turn_positions(ctx.state)
    for o in ctx.state.figures_on_map():
        conds = frozenset(_SOLVER_CONDITIONS[c] for c in o.conditions if c in _SOLVER_CONDITIONS)
        team = Team.MONSTERS if is_monster_side(o) else Team.CHARACTERS
        figures.append(
            Figure(
                id=o.id,
                hex=hex_of(o),
                team=team,
                initiative=positions.get(o.id) if positions else initiative_of(ctx.state, ctx.scenario, o),
                conditions=conds,
                summon=isinstance(o, SummonState),
            )
        )
    ability, _ = ability_for(ctx, f)
    state = ctx.state
    board = live_board(ctx.scenario.board, state.traps, hidden(state) | closed_doors(state))
    return MonsterTurn(board, tuple(figures), f.id, ability, ctx.scenario.rules)


#: Recent solver answers: a damage choice plays the interrupted action again (damage_choice.py),
#: so the same monster turns come back at once. Keyed by everything the solver reads.
_SOLVED: dict[tuple[object, ...], tuple[Board, list[Outcome]]] = {}
_SOLVED_MAX = 256


def _solved(turn: MonsterTurn) -> list[Outcome]:
    key = (id(turn.board), turn.figures, turn.active, turn.ability, turn.rules)
    got = _SOLVED.get(key)
    if got is not None and got[0] is turn.board:
        return got[1]
    if len(_SOLVED) >= _SOLVED_MAX:
        _SOLVED.clear()
    found = solve(turn)
    _SOLVED[key] = (turn.board, found)
    return found


def outcomes_for(ctx: Ctx, f: FigureState) -> list[OutcomeData]:
    """Every legal outcome, in a fixed order (by end hex, then targets)."""
    found = _solved(solver_turn(ctx, f))
    unique: dict[tuple[tuple[int, int], tuple[str, ...]], OutcomeData] = {}
    for o in found:
        key = ((o.end.q, o.end.r), tuple(sorted(o.targets)))
        unique.setdefault(
            key, OutcomeData(end=key[0], path=[(h.q, h.r) for h in o.path], targets=list(o.targets))
        )
    if not unique:
        h = hex_of(f)
        return [OutcomeData(end=(h.q, h.r), path=[(h.q, h.r)], targets=[])]
    return [unique[k] for k in sorted(unique)]


def carry_out(ctx: Ctx, f: FigureState, outcome: OutcomeData) -> None:
    """Move along the outcome's path (springing traps), attack its targets, then the card's
    heal and self conditions."""
    ability, value = ability_for(ctx, f)
    state = ctx.state
    pierce = 0
    if isinstance(f, MonsterState):
        card = ctx.scenario.monster_type(f.type).card(state.monster_decks[f.type].revealed or "")
        pierce = card.pierce
        if card.shield is not None:
            f.round_shield += card.shield
        if card.retaliate is not None:
            f.round_retaliate.append((card.retaliate, 1))
    path = tuple(Hex(*h) for h in outcome.path)
    if path and path[-1] != hex_of(f):
        mode = {MovementMode.FLYING: "flying", MovementMode.JUMP: "jump"}.get(ability.mode, "normal")
        ctx.emit("move", figure=f.id, path=[list(h) for h in path])
        f.hex = (path[-1].q, path[-1].r)
        for h in negative_hexes(ctx.scenario.board, path, mode, {Hex(*t) for t in state.traps}):
            spring(ctx, f, h)
            if f.hex is None:
                return
    conditions: tuple[str, ...] = ()
    forced: tuple[Literal["push", "pull"], int] = ("push", 0)
    if isinstance(f, MonsterState):
        card = ctx.scenario.monster_type(f.type).card(state.monster_decks[f.type].revealed or "")
        bonus = bonus_of(ctx, f)
        conditions = (*card.conditions, *(bonus.conditions if bonus else ()))
        forced = ("pull", card.pull) if card.pull else ("push", card.push)
    for tid in outcome.targets:
        target = state.find(tid)
        if target is None or target.hex is None:
            continue  # gone already: a summon removed when its summoner fell to this attack
        attack(ctx, f, target, value, ability.ranged, conditions, pierce, then_retaliate=not forced[1])
        if f.hex is None or state.phase == "over":
            return
        if forced[1] and target.hex is not None:
            # retaliate comes after all the attack's effects, from where the push left it (FAQ)
            monster_pushes(ctx, f, target, *forced)
            if target.hex is not None and not _over(ctx):
                retaliate(ctx, target, f)
            if f.hex is None or _over(ctx):
                return
    if isinstance(f, MonsterState):
        card = ctx.scenario.monster_type(f.type).card(state.monster_decks[f.type].revealed or "")
        if card.heal is not None:
            heal(ctx, f, card.heal)
        for c in card.self_conditions:
            give_condition(ctx, f, c)
        infuse(ctx, card.infuse)


def _over(ctx: Ctx) -> bool:
    """The scenario ended (read again after a push: mypy narrows ``phase`` otherwise)."""
    return ctx.state.phase == "over"
