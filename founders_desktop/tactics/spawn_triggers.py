"""Spawns set off by play, not by the round (rulebook p.34, "Spawning" and "Pressure plates").

A scenario's spawn (scenario.py) comes at the start of a set round, or on one trigger:

* ``when_door_opens``: when that room's door is opened, right after the room is revealed;
* ``when_plate_occupied``: when a pressure plate "is occupied by a character at the end of a
  turn" (any figure's turn: a character pushed onto the plate by a monster counts at the end of
  the monster's turn). Walking, jumping or flying over the plate without stopping there sets
  off nothing, and neither does a summon or a monster standing on it;
* ``when_killed``: the moment that monster dies (of an attack, a retaliate, a trap, a wound);
* ``every_round_from``: at the start of every round from that one on, for ``times`` rounds if
  the spawn says so, else to the end of the scenario.

Each triggered spawn comes once. Timing, as the rulebook has it: "if a monster is spawned at
the end of a round, it will begin to activate on the following round. If a monster is spawned
during a round, it activates as if it had just been revealed". So round spawns and repeats are
placed at the start of their round (after the end of the one before) and act in it by their
card; a door, a plate or a kill spawns at once, during the round, and the new monsters join
that round as a revealed room's monsters do (rounds/reveal.py).

Each monster goes on its printed hex, or "the nearest empty hex to that location": the nearest
open hex a figure may stand on, counted in moves around walls (hexes of closed rooms and closed
doors do not count); where several are equally near the rulebook lets the players choose, and
here the lowest coordinates (q, then r) are taken, so that no new kind of decision is needed
and a game replays the same. No hex left: the monster is not placed. A repeating spawn places
a standee again only once the one placed before has died (a dead monster's standee goes back
to the supply; one still on the map is not there to place).

Triggers are the rules of ``tactics-save/3`` logs (``state.doors_mid_round``, the rules this
release plays by): older logs were played without them and replay as they were.
"""

from __future__ import annotations

from collections.abc import Iterator

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.reveal import join_round
from founders_desktop.tactics.rounds.state import FigureState, MonsterState, RoundState
from founders_desktop.tactics.scenario import Spawn
from founders_desktop.tactics.scenario_flow import _place


def _armed(state: RoundState) -> bool:
    return state.doors_mid_round


def _waiting(state: RoundState) -> Iterator[tuple[int, Spawn]]:
    """The triggered spawns that have not come yet."""
    if not _armed(state):
        return
    for i, spawn in enumerate(state.content.spawns):
        if spawn.triggered and i not in state.spawned:
            yield i, spawn


def _fire(ctx: Ctx, i: int, spawn: Spawn) -> None:
    """Place a triggered spawn's monsters now; they join the round being played."""
    ctx.state.spawned.append(i)
    placed = [p for m in spawn.monsters if (p := _place(ctx, m, "spawned")) is not None]
    join_round(ctx, placed)


def every_round(ctx: Ctx) -> None:
    """At the start of a round: the repeating spawns due in it (their dead standees first go
    back to the supply)."""
    state = ctx.state
    if not _armed(state):
        return
    for spawn in state.content.spawns:
        start = spawn.every_from
        if start is None or state.round < start:
            continue
        if spawn.times is not None and state.round >= start + spawn.times:
            continue
        ids = {m.id for m in spawn.monsters}
        state.monsters = [m for m in state.monsters if m.id not in ids or m.hex is not None]
        for m in spawn.monsters:
            _place(ctx, m, "spawned")


def doors_opened(ctx: Ctx) -> None:
    """After a door opened and its room was revealed: the spawns waiting for that room."""
    for i, spawn in list(_waiting(ctx.state)):
        if spawn.door is not None and spawn.door in ctx.state.opened:
            _fire(ctx, i, spawn)


def died(ctx: Ctx, figure: FigureState) -> None:
    """A monster has just died: the spawns waiting for its death."""
    if not isinstance(figure, MonsterState):
        return
    for i, spawn in list(_waiting(ctx.state)):
        if spawn.killed == figure.id:
            _fire(ctx, i, spawn)


def turn_ended(ctx: Ctx) -> None:
    """At the end of any figure's turn: each pressure plate a character stands on."""
    state = ctx.state
    waiting = [(i, s) for i, s in _waiting(state) if s.plate is not None]
    if not waiting:
        return
    on = {c.hex: c.id for c in state.characters if c.hex is not None}
    for i, spawn in waiting:
        assert spawn.plate is not None
        who = on.get((spawn.plate.q, spawn.plate.r))
        if who is not None:
            ctx.emit("plate_pressed", figure=who, hex=[spawn.plate.q, spawn.plate.r])
            _fire(ctx, i, spawn)


def pressure_plates(state: RoundState) -> list[tuple[Hex, bool]]:
    """Every pressure plate of the scenario, and whether it is still armed (its spawn still to
    come), for the board to draw."""
    return [
        (s.plate, _armed(state) and i not in state.spawned)
        for i, s in enumerate(state.content.spawns)
        if s.plate is not None
    ]
