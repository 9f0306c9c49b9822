"""The scenario around the rounds (rulebook p.19, 33): rooms behind doors, spawns, objectives.

A closed door hides its room: no figure sees or enters the room's hexes, and the door itself
acts as a wall for monsters and summons and cannot be pushed or pulled through. A character
entering the door hex opens it: the room's monsters are placed as printed for the number of
characters, and they act in this very round (``rounds/reveal.py``). Opening a door does not
end the move: the character may go on with the movement it has left. Spawns appear at the
start of their round in their printed hex, or the nearest empty one.

Objectives are checked at the end of each round ("the remainder of the round is played out"):
every monster dead, N money tokens looted in all, every standing character escaped by an exit
hex (a character ending its turn on one leaves the map), N rounds survived, or the boss dead.
"""

from __future__ import annotations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.reveal import join_round
from founders_desktop.tactics.rounds.state import CharacterState, MonsterDeckState, MonsterState, RoundState
from founders_desktop.tactics.scenario import MonsterSetup, Scenario, StartingState


def starting_conditions(start: StartingState) -> dict[str, bool]:
    """A figure's starting conditions as the round state keeps them: given before its first
    turn, so each ends by the rules (combat.py) as if an attack had just given it."""
    return dict.fromkeys(start.conditions, False)


def monster_state(scenario: Scenario, m: MonsterSetup, at: Hex | None = None) -> MonsterState:
    stats = (m.type.elite if m.elite else m.type.normal).at_level(scenario.level)
    h = at if at is not None else m.hex
    return MonsterState(
        id=m.id,
        hex=(h.q, h.r),
        hp=stats.hp,
        max_hp=stats.hp,
        type=m.type.id,
        elite=m.elite,
        standee=m.standee,
        move=stats.move,
        attack=stats.attack,
        range=stats.range,
        conditions=starting_conditions(m.start),
    )


def later_types(scenario: Scenario) -> list[str]:
    """Monster types that only come with a room or a spawn, in the order they appear."""
    out: list[str] = []
    first = {m.type.id for m in scenario.monsters}
    later = [m for r in scenario.rooms for m in r.monsters] + [m for s in scenario.spawns for m in s.monsters]
    for m in later:
        if m.type.id not in first and m.type.id not in out:
            out.append(m.type.id)
    return out


def add_decks(ctx: Ctx) -> None:
    """Decks for the later types, shuffled after the first ones (old games draw the same)."""
    for type_id in later_types(ctx.scenario):
        if type_id not in ctx.state.monster_decks:
            cards = [c.id for c in ctx.scenario.monster_type(type_id).deck]
            ctx.state.monster_decks[type_id] = MonsterDeckState(draw=ctx.chance.shuffled(cards))


def hidden(state: RoundState) -> frozenset[Hex]:
    return state.content.hidden_hexes(state.opened)


def closed_doors(state: RoundState) -> frozenset[Hex]:
    return state.content.closed_doors(state.opened)


def open_doors_on(ctx: Ctx, c: CharacterState, path: tuple[Hex, ...]) -> bool:
    """A character entering a closed door's hex opens it and reveals the room, whose monsters
    join this round; True if some door opened."""
    opened = False
    for h in path[1:]:
        for room in ctx.scenario.rooms:
            if room.door == h and room.id not in ctx.state.opened:
                opened = True
                ctx.state.opened.append(room.id)
                ctx.emit("door_opened", figure=c.id, room=room.id, hex=[h.q, h.r])
                placed = [p for m in room.monsters if (p := _place(ctx, m, "revealed")) is not None]
                join_round(ctx, placed)
    return opened


def _place(ctx: Ctx, m: MonsterSetup, code: str) -> MonsterState | None:
    state = ctx.state
    if any(o.id == m.id for o in state.monsters):
        return None
    at = _free_hex(ctx, m.hex)
    if at is None:
        ctx.emit("no_room", figure=m.id)
        return None
    placed = monster_state(ctx.scenario, m, at)
    # A spawned monster drops no money when it dies (logs from before that rule: it did).
    placed.spawned = code == "spawned" and state.doors_mid_round
    state.monsters.append(placed)
    ctx.emit(code, figure=m.id, hex=[at.q, at.r])
    return placed


def _free_hex(ctx: Ctx, want: Hex) -> Hex | None:
    """The printed hex, or the nearest empty open one (ties: the lowest coordinates)."""
    state = ctx.state
    board = ctx.scenario.board
    taken = {f.hex for f in state.figures_on_map()}
    hide = hidden(state) | closed_doors(state)

    def free(h: Hex) -> bool:
        t = board.terrain_at(h)
        return (h.q, h.r) not in taken and h not in hide and not (t is not None and t.blocks_walking)

    if free(want):
        return want
    dist = board.proximity_from(want)
    options = sorted((d, h) for h, d in dist.items() if free(h))
    return options[0][1] if options else None


def spawn_for_round(ctx: Ctx) -> None:
    for spawn in ctx.scenario.spawns:
        if spawn.round == ctx.state.round:
            for m in spawn.monsters:
                _place(ctx, m, "spawned")


def escape_at_end_of_turn(ctx: Ctx, c: CharacterState) -> None:
    objective = ctx.scenario.objective
    if objective.type != "escape" or c.hex is None or Hex(*c.hex) not in objective.exits:
        return
    c.escaped = True
    c.hex = None
    ctx.emit("escaped", figure=c.id)


def objective_met(ctx: Ctx) -> bool:
    state = ctx.state
    o = ctx.scenario.objective
    if o.type == "kill_all":
        return not state.living_monsters()
    if o.type == "loot":
        return sum(c.looted for c in state.characters) >= o.tokens
    if o.type == "survive":
        return state.round >= o.rounds
    if o.type == "boss":
        return any(m.id == o.boss and m.hex is None for m in state.monsters)
    if o.type == "escape":
        return any(c.escaped for c in state.characters) and not state.active_characters()
    return False
