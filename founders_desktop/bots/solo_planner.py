"""The solo planner: each card chosen by playing the rest of the cycle out.

Within a cycle the solo game has no opponent and almost no luck (only the advisers drawn into
the offer are unseen), and a card's worth often shows only with the cards after it: a road is
worth laying when the upgrade card will follow it, an import when the vote that follows can
place a building beside it. So the planner takes the solo player's best few cards, and Call to
Vote when it is legal, plays each one and then the rest of the cycle with the solo player
(``solo_bot``) up to the vote, in a world dealt from what the seat has seen
(``search.determinise``: it never reads the real deck), and keeps the card whose cycle ends
best by ``solo_score``. The worlds and the players are seeded, so a game replays alike on any
machine when it has no time budget (benches, tests). With one (``budget_s``, the hard level's), a
decision stops at ``STOP_SHARE`` times the budget: a cycle still under way is dropped with the
candidates not yet played, and the best of those played out wins (the solo player's own first
card if none was). Mid-game cycles are long: unbounded, 1 decision in 20 took 2 to 5 s on this
machine, over the hard level's 2 s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from founders_desktop.bots.search import SearchBot, determinise
from founders_desktop.bots.solo_bot import SoloBot, solo_score
from founders_desktop.city.game import Action, GameState, apply, current_player, is_over, legal_actions
from founders_desktop.city.game.engine import apply_in_place
from founders_desktop.city.game.turns import CALL_TO_VOTE

CANDIDATES = 4  # the solo player's best cards weighed by playing the cycle out
ROUNDS = 1  # worlds dealt per decision (a cycle holds little luck)
CYCLE_DECISIONS = 60  # a playout stops after this many decisions even before the vote
STOP_SHARE = 2.0  # with a budget, a decision ends here whatever is still played out (as search.py)


class _OutOfTime(Exception):
    """A cycle cut at the decision's stop: it compares nothing."""


class SoloPlanner(SoloBot):
    """The solo player, with every card weighed by playing its cycle out (solo games only)."""

    name = "solo_planner"

    def __init__(
        self,
        seed: int = 0,
        candidates: int = CANDIDATES,
        rounds: int = ROUNDS,
        budget_s: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(seed)
        self._plan_rng = random.Random(f"solo-planner:{seed}")
        self.candidates = candidates
        self.rounds = rounds
        self.budget_s = budget_s  # None: every candidate played out, whatever the clock
        self.clock = clock
        self._stop = float("inf")

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        kind = view.stack[-1].kind if view.stack else ""
        if view.solo and kind == "turn" and len(legal) > 1:
            return self._plan_card(view, legal)
        return super().choose(view, legal)

    def _plan_card(self, view: GameState, legal: list[Action]) -> Action:
        budget = self.budget_s
        self._stop = float("inf") if budget is None else self.clock() + STOP_SHARE * budget
        seat = legal[0].seat
        # greedy's ranking, through the solo look-ahead (SoloBot): solo_score at its ends
        ranked = [a for a, _ in self.ranked_cards(view, legal)][: self.candidates]
        ranked += [a for a in legal if a.target == CALL_TO_VOTE]
        if len(ranked) < 2:
            return ranked[0] if ranked else super().choose(view, legal)
        totals = [0.0] * len(ranked)
        played = len(ranked)  # the candidates every round played out
        for _ in range(self.rounds):
            world = determinise(view, seat, self._plan_rng)
            luck = self._plan_rng.randrange(2**31)
            for i, action in enumerate(ranked[:played]):
                try:
                    totals[i] += self._cycle(world, action, seat, luck)
                except _OutOfTime:
                    played = i
                    break
        if not played:
            return ranked[0]
        best = max(range(played), key=lambda i: (totals[i], -i))
        return ranked[best]

    def _cycle(self, world: GameState, action: Action, seat: int, luck: int) -> float:
        """``solo_score`` at the next vote (or the end) after ``action``, the solo player
        playing on."""
        player = SoloBot(luck)
        try:
            state, _ = apply(world, action, check=False)
            votes = state.votes_held
            for _ in range(CYCLE_DECISIONS):
                if self.clock() >= self._stop:
                    raise _OutOfTime
                if is_over(state) or state.votes_held != votes:
                    break
                top = state.stack[-1] if state.stack else None
                if top is not None and top.kind == "vote":
                    break  # the cycle's cards are played: judge before the vote's luck
                if current_player(state) is None:
                    break
                legal = legal_actions(state)
                if not legal:
                    break
                apply_in_place(state, player.choose(state, legal), check=False)  # (our own copy)
        except (KeyError, IndexError, ValueError):  # a guess the rules refuse: judge what was reached
            return solo_score(world, seat)
        return solo_score(state, seat)


class PlanningSearchBot(SearchBot):
    """The hard level: the search player, and in a solo game the solo planner (the search's
    playouts end at the next turn, which in solo is the seat's own next card, and score points
    the solo game does not count)."""

    def __init__(self, seed: int = 0, budget_s: float = 0.6) -> None:
        super().__init__(seed, budget_s=budget_s)
        self._planner = SoloPlanner(seed)  # given this player's budget and clock at each decision

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if view.solo:
            self._planner.clock = self.clock  # a bench may count the budget in CPU time
            self._planner.budget_s = self.budget_s
            return self._planner.choose(view, legal)
        return super().choose(view, legal)
