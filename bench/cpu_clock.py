"""Bots whose search budget runs on their process's CPU time, for the benches.

A bench that shares the machine with other jobs (or runs several games side by side) would give
a wall-clock search fewer playouts and weaker play; counted in CPU time, the play moves far less
with the load. ``cpu_clocked("hard")`` registers ``hard-cpu`` beside ``hard`` in ``BOTS``.
"""

from __future__ import annotations

import time

from founders_desktop.bots import BOTS, Bot, SearchBot


def cpu_clocked(name: str) -> str:
    """The name of a bot like ``name`` whose search budget runs on its process's CPU time."""
    clocked = f"{name}-cpu"
    if clocked in BOTS:
        return clocked
    maker = BOTS[name]

    def make(seed: int, budget_s: float) -> Bot:
        bot = maker(seed, budget_s)
        if isinstance(bot, SearchBot):
            bot.clock = time.process_time
        return bot

    BOTS[clocked] = make
    return clocked
