"""Seeded randomness kept in the state: the k-th random event of a game draws from (seed, k).

A save is its seed plus its moves, so a shuffle must come out the same on every Python version.
``random.Random`` does not promise that, so games use the project's own counter-based generator
(splitmix64 of the seed and a draw counter, the algorithm the tactics engine uses; the two
engines do not import each other). Version 1, ``random.Random(f"{seed}:{k}")``, is kept only to
replay saves made before the change: a save without a generator version is a version 1 save.
The state holds only integers, so clones stay cheap.
"""

from __future__ import annotations

import random
from typing import Protocol, TypeVar

from founders_desktop.city.game.state import GameState

LEGACY = 1  # random.Random, saves made before generator versions existed
SEEDED = 2  # splitmix64, every new game
CURRENT = SEEDED

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Draws(Protocol):
    def shuffle(self, items: list[T]) -> None: ...
    def randrange(self, n: int) -> int: ...


def splitmix64(x: int) -> int:
    """The splitmix64 finaliser: a well-mixed 64-bit value from any 64-bit input."""
    z = x & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class SeededDraws:
    """The stream of one random event: values splitmix64(stream, 0), (stream, 1), ..."""

    def __init__(self, seed: int, event: int) -> None:
        self._stream = splitmix64((seed & _MASK) * _GOLDEN ^ splitmix64(event))
        self._counter = 0

    def _u64(self) -> int:
        self._counter += 1
        return splitmix64((self._stream + self._counter * _GOLDEN) & _MASK)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange() needs a positive bound")
        limit = ((_MASK + 1) // n) * n
        while True:
            value = self._u64()
            if value < limit:
                return value % n

    def shuffle(self, items: list[T]) -> None:
        """A Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


def draw_rng(state: GameState) -> Draws:
    """A generator for the next random event of this game."""
    state.rng_draws += 1
    if state.rng_version == LEGACY:
        return random.Random(f"{state.seed}:{state.rng_draws}")
    return SeededDraws(state.seed, state.rng_draws)
