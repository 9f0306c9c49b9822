"""The normal level: between greedy (easy) and the hard level, with more players and alone.

With more players it is the search player with a quarter of hard's thinking time and greedy's
blind draft (over two cards it fell below greedy; drafting, it won as often as hard). Alone it
is the solo player without the cycle planning (``solo_bot.SoloBot``): it aims at the solo goal as
hard does but weighs each card by its own turn only. The search's playouts end at the seat's next
card, which in solo judged nothing the solo game counts: normal won 0 of 20 solo games that way,
as easy does, against hard's 7 of the same 20.
"""

from __future__ import annotations

from founders_desktop.bots.search import SearchBot
from founders_desktop.bots.solo_bot import SoloBot
from founders_desktop.city.game import Action, GameState

NORMAL_SHARE = 0.25  # the normal player thinks this share of the hard one's time (fewer rounds)


class NormalBot(SearchBot):
    """The search player at a quarter of ``budget_s``; in solo, ``SoloBot``."""

    name = "normal"

    def __init__(self, seed: int = 0, budget_s: float = 0.6) -> None:
        super().__init__(
            seed, budget_s=budget_s * NORMAL_SHARE, candidates_2p=4, narrow_after=(), drafts=False
        )
        self._solo = SoloBot(seed)

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if view.solo:
            return self._solo.choose(view, legal)
        return super().choose(view, legal)
