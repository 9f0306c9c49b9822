"""Playouts per second from a mid-game city state: what the search player's budget buys.

A playout is played from one fixed mid-game state (a 4-player light-greedy game stopped after
``--from-decisions`` decisions) to the end of the game, or to the turn cap: *greedy* plays every
seat with the light greedy player (the search player's playout policy), *random* picks uniformly
among the legal actions. Figures are this process's CPU time (the machine is shared).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from founders_desktop.bots.greedy import LightGreedyBot
from founders_desktop.bots.random_bot import RandomBot
from founders_desktop.city.game import (
    Action,
    GameState,
    apply,
    apply_in_place,
    is_over,
    legal_actions,
    new_game,
)
from founders_desktop.content import default_pack

Policy = Callable[[GameState, list[Action]], Action]


def mid_game(map_id: str, players: int, seed: int, decisions: int) -> GameState:
    """The state after ``decisions`` light-greedy decisions of a new game."""
    state = new_game(default_pack(), map_id, players, seed)
    bot = LightGreedyBot(seed)
    for _ in range(decisions):
        if is_over(state):
            break
        state, _ = apply(state, bot.choose(state, legal_actions(state)), check=False)
    return state


def playout(state: GameState, policy: Policy, max_turns: int) -> int:
    """Plays ``state`` (changed in place, as the search player's playouts do) out with ``policy``
    for every seat; returns the decisions taken."""
    n = 0
    while not is_over(state) and state.turn <= max_turns:
        apply_in_place(state, policy(state, legal_actions(state)), check=False)
        n += 1
    return n


def playouts_per_s(start: GameState, kind: str, count: int, max_turns: int, seed: int) -> tuple[float, float]:
    """(playouts per CPU second, mean decisions per playout) of ``count`` playouts of ``kind``."""
    decisions = 0
    cpu0 = time.process_time()
    for i in range(count):
        world = start.clone()
        policy: Policy = (LightGreedyBot if kind == "greedy" else RandomBot)(seed + i).choose
        decisions += playout(world, policy, max_turns)
    cpu = time.process_time() - cpu0
    return count / cpu, decisions / count
