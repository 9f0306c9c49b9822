"""Computer players for the city game. No Qt.

``make_bot("random" | "greedy", seed)`` builds one; every bot chooses from its seat's view.
"""

from founders_desktop.bots.base import Bot
from founders_desktop.bots.greedy import GreedyBot
from founders_desktop.bots.random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; KeyError names the known ones."""
    try:
        return BOTS[name](seed)  # type: ignore[no-any-return]
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot"]
