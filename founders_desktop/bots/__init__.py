"""Computer players for the city game. No Qt.

``make_bot("random" | "greedy", seed)`` builds one; every bot chooses from its seat's view.
"""

from founders_desktop.bots.base import Bot
from founders_desktop.bots.greedy import GreedyBot
from founders_desktop.bots.random_bot import RandomBot

BOTS: dict[str, type[RandomBot] | type[GreedyBot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; KeyError names the known ones."""
    try:
        bot: Bot = BOTS[name](seed)
        return bot
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot"]
