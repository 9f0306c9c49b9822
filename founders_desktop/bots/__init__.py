"""Computer players for the city game. No Qt.

``make_bot(name, seed, budget_s)`` builds one; every bot chooses from its seat's view. The levels
a player chooses are ``easy`` (the greedy player), ``normal`` (a short search; alone, the solo
player, ``normal.py``) and ``hard`` (a search within ``budget_s`` seconds a card, with its race
and resource cards drafted by what they make together, ``draft.py``; a solo game it plays with
the solo planner); ``random`` and ``greedy`` keep their old names, ``solo`` and
``solo_planner`` name the solo players on their own (benches).
"""

from collections.abc import Callable

from founders_desktop.bots.base import Bot
from founders_desktop.bots.greedy import GreedyBot
from founders_desktop.bots.normal import NormalBot
from founders_desktop.bots.random_bot import RandomBot
from founders_desktop.bots.search import SearchBot
from founders_desktop.bots.solo_bot import SoloBot
from founders_desktop.bots.solo_planner import PlanningSearchBot, SoloPlanner

LEVELS = ("easy", "normal", "hard")  # what the new-game dialog offers, weakest first
HARD_BUDGET_S = 0.6  # default thinking time of the hard player for each card it plays


def _normal(seed: int, budget_s: float) -> Bot:
    return NormalBot(seed, budget_s=budget_s)  # a quarter of hard's time; solo: the solo player


def _hard(seed: int, budget_s: float) -> Bot:
    return PlanningSearchBot(seed, budget_s=budget_s)  # solo: the solo planner


BOTS: dict[str, Callable[[int, float], Bot]] = {
    "random": lambda seed, _b: RandomBot(seed),
    "greedy": lambda seed, _b: GreedyBot(seed),
    "easy": lambda seed, _b: GreedyBot(seed),
    "solo": lambda seed, _b: SoloBot(seed),
    "solo_planner": lambda seed, _b: SoloPlanner(seed),
    "normal": _normal,
    "hard": _hard,
}


def make_bot(name: str, seed: int = 0, budget_s: float = HARD_BUDGET_S) -> Bot:
    """A bot by name; KeyError names the known ones."""
    try:
        maker = BOTS[name]
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None
    return maker(seed, budget_s)


__all__ = ["BOTS", "HARD_BUDGET_S", "LEVELS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make_bot"]
