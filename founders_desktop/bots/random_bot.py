"""The random player: uniform over the legal actions, from its own seeded generator."""

from __future__ import annotations

import random

from founders_desktop.city.game import Action, GameState


class RandomBot:
    """Picks any legal action with equal chance; the same seed picks the same actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(f"random-bot:{seed}")

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        return legal[self._rng.randrange(len(legal))]
