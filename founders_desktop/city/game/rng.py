"""Seeded randomness kept in the state: draw k uses ``Random(f"{seed}:{k}")``.

A string seed goes through SHA-512 in ``random.seed``, so the same seed gives the same shuffles in
every process, whatever the hash seed; the state holds only two integers, so clones are cheap.
"""

from __future__ import annotations

import random

from founders_desktop.city.game.state import GameState


def draw_rng(state: GameState) -> random.Random:
    """A generator for the next random event of this game."""
    state.rng_draws += 1
    return random.Random(f"{state.seed}:{state.rng_draws}")
