"""A game state must be freed as soon as nothing refers to it: a reference cycle through a
board's cache (a cached value pointing back at its board) leaves every board of a game for the
garbage collector, whose passes then cost a tenth of a random game's time."""

from __future__ import annotations

import gc
import random
import weakref

from founders_desktop.city.game import apply, is_over, legal_actions, new_game
from founders_desktop.content import default_pack


def test_boards_are_freed_without_the_collector() -> None:
    rng = random.Random(4)
    state = new_game(default_pack(), "thematic", 4, 4)
    gone = []
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(200):
            if is_over(state):
                break
            legal = legal_actions(state)
            gone.append(weakref.ref(state.board))
            state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
        alive = {id(state.board)}
        left = [ref for ref in gone if ref() is not None and id(ref()) not in alive]
        assert not left, f"{len(left)} boards of {len(gone)} outlive their game states"
    finally:
        if was_enabled:
            gc.enable()
