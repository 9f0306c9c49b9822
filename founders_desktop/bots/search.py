"""The search player (levels normal and hard): flat Monte Carlo over the cards it may play.

At each choice of card it keeps greedy's best few candidates (and Call to Vote when legal),
then, until its time budget is spent, plays each candidate out in a *determinised* copy of its
own view: the unseen decks are dealt at random from the cards it has not seen, the other seats'
secret votes are guessed as greedy votes. Every seat then plays on with the light greedy player
until the searcher's next turn (or the game's end, or twice the budget: then it is cut short);
the playout is scored by the greedy evaluation, relative to the best other seat. The candidate
with the best mean wins; greedy's own order breaks ties. Every other decision (placements,
votes, follows) is greedy's. It only ever sees ``view_for`` its seat: the real deck
order and votes are never read.
"""

from __future__ import annotations

import random
import time
from collections import Counter

from founders_desktop.bots.evaluate import value
from founders_desktop.bots.greedy import GreedyBot, LightGreedyBot, vote_for
from founders_desktop.city.game import Action, GameState, apply, current_player, is_over, legal_actions
from founders_desktop.city.game.turns import CALL_TO_VOTE
from founders_desktop.city.game.view import HIDDEN
from founders_desktop.city.pieces import TileKind

PLAYOUT_DECISIONS = 80  # a playout stops after this many decisions even if the turn is not back
WIN_BONUS = 50.0  # a playout that ends the game: winning counts far above any position


class SearchBot:
    """Greedy, except that the card to play is chosen by playouts within ``budget_s`` seconds."""

    name = "hard"

    def __init__(self, seed: int = 0, budget_s: float = 0.6, candidates: int = 4) -> None:
        self._rng = random.Random(f"search-bot:{seed}")
        self._greedy = GreedyBot(seed)
        self._light = LightGreedyBot(seed + 7919)
        self.budget_s = budget_s
        self.candidates = candidates
        self.playouts = 0  # playouts run by the last decision (the bench reads it)
        self._stop = 0.0  # when the decision under way must end, whatever is still being played out

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if len(legal) < 2 or not view.stack or view.stack[-1].kind != "turn":
            return self._greedy.choose(view, legal)
        deadline = time.perf_counter() + self.budget_s
        self._stop = deadline + self.budget_s  # even a playout under way ends here
        ranked = [a for a, _ in self._greedy.ranked_cards(view, legal)][: self.candidates]
        ranked += [a for a in legal if a.target == CALL_TO_VOTE]
        if len(ranked) < 2:
            return ranked[0] if ranked else self._greedy.choose(view, legal)
        seat = legal[0].seat
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        self.playouts = 0
        i = 0
        while self.playouts < len(ranked) or time.perf_counter() < deadline:  # each one at least once
            if time.perf_counter() >= self._stop:
                break
            world = determinise(view, seat, self._rng)
            totals[i] += self._playout(world, ranked[i], seat)
            counts[i] += 1
            self.playouts += 1
            i = (i + 1) % len(ranked)
        tried = [i for i in range(len(ranked)) if counts[i]] or [0]
        best = max(tried, key=lambda i: (totals[i] / max(1, counts[i]), -i))
        return ranked[best]

    def _playout(self, world: GameState, action: Action, seat: int) -> float:
        try:
            state, _ = apply(world, action, check=False)
            start = state.turn
            for _ in range(PLAYOUT_DECISIONS):
                if is_over(state) or time.perf_counter() >= self._stop:
                    break
                who = current_player(state)
                if who is None:
                    break
                top = state.stack[-1] if state.stack else None
                if who == seat and top is not None and top.kind == "turn" and state.turn != start:
                    break
                legal = legal_actions(state)
                if not legal:
                    break
                state, _ = apply(state, self._light.choose(state, legal), check=False)
        except (KeyError, IndexError, ValueError):  # a guess the rules refuse: score what was reached
            return _score(world, seat)
        return _score(state, seat)


def _score(state: GameState, seat: int) -> float:
    mine = value(state, seat)
    others = [value(state, s) for s in range(len(state.players)) if s != seat]
    rel = mine - max(others) if others else mine
    if is_over(state):
        from founders_desktop.city.game import winner

        rel += WIN_BONUS if winner(state) == seat else -WIN_BONUS  # solo: 0 only if won
    return rel


def determinise(view: GameState, seat: int, rng: random.Random) -> GameState:
    """One world consistent with what ``seat`` sees: unseen cards dealt, others' votes guessed."""
    world = view.clone()
    world.seed = rng.randrange(1, 2**31)
    pack = view.pack
    if HIDDEN in world.adviser_deck:
        seen: Counter[str] = Counter(c for c in view.offer if c is not None)
        seen.update(c for c in view.removed if c in pack.advisers)
        for p in view.players:
            seen.update(c for c in p.hand if c in pack.advisers)
            seen.update(c for c, _ in p.played if c in pack.advisers)
        deck: list[str] = []
        for tier in (1, 2, 3):  # the deck is dealt tier by tier
            group = [a.id for a in pack.advisers_of_tier(tier) if a.id not in seen]
            rng.shuffle(group)
            deck.extend(group)
        if len(deck) == len(world.adviser_deck):
            world.adviser_deck = deck[len(deck) - len(world.adviser_deck) :]
    if HIDDEN in world.prestige_deck:
        built = [t.item for t in view.board.tiles if t.kind is TileKind.PRESTIGE]
        gone = Counter(view.prestige_discard + view.proposals + built)
        gone.update(c for c in view.removed if c in pack.prestige_buildings)
        gone.update(s.ref for s in view.stack if s.kind == "place_prestige")
        rest = [b for b in pack.prestige_buildings if b not in gone]
        rng.shuffle(rest)
        if len(rest) == len(world.prestige_deck):
            world.prestige_deck = rest
    if view.stack and view.stack[-1].kind == "vote":
        for s, vote in world.votes.items():
            if s != seat and vote == (-1, 0, 0):
                world.votes[s] = vote_for(world, s)
    return world
