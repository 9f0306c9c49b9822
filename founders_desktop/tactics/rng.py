"""The round engine's one source of chance: a counter-based generator kept in the state.

A game must replay exactly from (scenario, seed, action log), and the state must be plain data
that clones and serialises cheaply. A counter-based generator (splitmix64 of ``seed`` and a
draw counter) needs nothing but two integers, so the state stores those and every draw is
reproducible on any platform and Python version (no hash seeds, no set order).
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


def splitmix64(x: int) -> int:
    """The splitmix64 finaliser: a well-mixed 64-bit value from any 64-bit input."""
    z = x & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def draw_u64(seed: int, counter: int) -> int:
    """The ``counter``-th 64-bit value of the stream for ``seed``."""
    return splitmix64((seed * _GOLDEN + (counter + 1) * _GOLDEN) & _MASK)


class Chance:
    """A view of (seed, counter) that draws numbers and advances the counter.

    The round state owns the two integers; a ``Chance`` is made from them, used, and its
    ``counter`` written back, so the state itself stays plain data.
    """

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed
        self.counter = counter

    def u64(self) -> int:
        value = draw_u64(self.seed, self.counter)
        self.counter += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = ((_MASK + 1) // n) * n
        while True:
            value = self.u64()
            if value < limit:
                return value % n

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: list[T]) -> list[T]:
        """A Fisher-Yates shuffle of a copy of ``items``."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
