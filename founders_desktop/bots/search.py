"""The search player (levels normal and hard): flat Monte Carlo over the cards it may play.

At each choice of card it keeps greedy's best few candidates (and Call to Vote when legal): eight
in 2 players, halved after the second and the fourth round so that the rest are told apart by
more rounds (24 fixed 2-player games against greedy, 0.6 s of CPU time a card: 19 won, 17 with
four cards); four with more seats, where a round (three other turns played out) is long, few
rounds fit, and eight let a poor card win on a lucky playout (8 fixed 4-player games against
three greedy players: 0 won with eight, 2 with four). Then, until its time budget is spent, it
plays rounds: each round deals one *determinised* copy of its own view (the unseen decks dealt
at random from the cards it has not seen, the other seats' secret votes guessed as greedy
votes) and plays every candidate out in that same world with the same playout player seeded
alike (common random numbers: candidates are compared on equal luck, so few rounds already tell
them apart). A round starts only if one as long as the last should
end within the budget's slack. Every seat plays on with the light greedy player until
the searcher's next turn (or the game's end); a playout still under way at twice the budget is
cut short and its unfinished round dropped. The playout is scored by the greedy evaluation,
relative to the other seats. The candidate with the best mean wins; greedy's own order breaks
ties. At setup, the race and resource cards are chosen by what the basic resources make
together (``draft.py``: greedy takes the first offered, and in 2-player games the seats' resources
decided most games). Every other decision (placements, votes, follows) is greedy's. It only ever sees
``view_for`` its seat: the real deck order and votes are never read.

Knobs the defaults were chosen among (4-player games against three greedy players, measured
no better than the defaults on 16 fixed games; bench/bot_strength.py): a shorter ``horizon``
(later turns played out) with more rounds, a narrower playout player, and ``votes`` (the secret
vote weighed by playouts too). ``fixed_rounds`` plays so many rounds whatever the clock, so that a
test's games do not depend on the machine's load; ``clock`` lets a bench count the budget in
CPU time (a player's budget is wall time).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from founders_desktop.bots import draft
from founders_desktop.bots.evaluate import value
from founders_desktop.bots.greedy import GreedyBot, LightGreedyBot, vote_for
from founders_desktop.city.game import (
    Action,
    GameState,
    apply,
    apply_in_place,
    current_player,
    is_over,
    legal_actions,
    winner,
)
from founders_desktop.city.game.turns import CALL_TO_VOTE
from founders_desktop.city.game.view import HIDDEN
from founders_desktop.city.pieces import TileKind

PLAYOUT_DECISIONS = 80  # a playout stops after this many decisions even if the turn is not back
WIN_BONUS = 50.0  # a playout that ends the game: winning counts far above any position
ROUND_SLACK = 1.25  # a new round starts only if it should end within this share of the budget
VOTE_ROUNDS = 3  # a vote's playouts are short and differ only by the decks dealt
VOTE_LASTING = 2  # lasting influence weighed in a vote (each costs a point at the end)
LEADER_SHARE = 1.0  # score against the best other seat (1) or the others' mean (0), or between


class SearchBot:
    """Greedy, except that the card to play is chosen by playouts within ``budget_s`` seconds."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 0.6,
        candidates: int = 4,
        candidates_2p: int = 8,
        playout_bot: type[GreedyBot] = LightGreedyBot,
        leader_share: float = LEADER_SHARE,
        horizon: int | None = None,
        fixed_rounds: int = 0,
        own_bot: type[GreedyBot] | None = None,
        votes: bool = False,
        narrow_after: tuple[int, ...] = (2, 4),
        clock: Callable[[], float] = time.perf_counter,
        drafts: bool = True,
    ) -> None:
        self._rng = random.Random(f"search-bot:{seed}")
        self._greedy = GreedyBot(seed)
        self._playout_bot = playout_bot
        self._own_bot = own_bot or playout_bot
        self.votes = votes  # weigh the secret vote by playouts too (else greedy's vote)
        self.budget_s = budget_s
        self.candidates = candidates  # cards weighed with more than two seats
        self.candidates_2p = candidates_2p  # with two (a round is short: the budget goes further)
        self.leader_share = leader_share
        self.horizon = horizon  # later turns played out (None: to the searcher's next turn)
        self.fixed_rounds = fixed_rounds  # this many rounds whatever the clock (benches, tests)
        self.narrow_after = narrow_after  # 2 players: after so many rounds the worse half is dropped
        self.clock = clock  # the budget's clock: wall time for a player; a bench may pass CPU time
        self.drafts = drafts  # race and resource cards by what they make together (``draft.py``)
        self.playouts = 0  # playouts run by the last decision (the bench reads it)
        self.rounds = 0  # complete rounds of the last decision
        self._stop = 0.0  # when the decision under way must end, whatever is still being played out

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        kind = view.stack[-1].kind if view.stack else ""
        picked = draft.choose(view, legal) if self.drafts and len(legal) > 1 and not view.solo else None
        if picked is not None:
            return picked
        if len(legal) < 2 or kind not in ("turn", "vote") or (kind == "vote" and not self.votes):
            return self._greedy.choose(view, legal)
        start = self.clock()
        self._stop = start + 2 * self.budget_s  # even a playout under way ends here
        if kind == "vote":
            if view.solo:
                return self._greedy.choose(view, legal)
            ranked = vote_options(view, legal, self._greedy.choose(view, legal))
            return self._search(view, ranked, start, 0, VOTE_ROUNDS, ())
        duel = len(view.players) == 2
        width = self.candidates_2p if duel else self.candidates
        ranked = [a for a, _ in self._greedy.ranked_cards(view, legal)][:width]
        ranked += [a for a in legal if a.target == CALL_TO_VOTE]
        narrow = self.narrow_after if duel else ()
        return self._search(view, ranked, start, self.horizon, self.fixed_rounds, narrow)

    def _search(
        self,
        view: GameState,
        ranked: list[Action],
        start: float,
        horizon: int | None,
        rounds: int,
        narrow: tuple[int, ...],
    ) -> Action:
        """The candidate with the best total over rounds of playouts (``rounds``: exactly so
        many, whatever the clock; 0: as many as the budget allows); after each round counted in
        ``narrow``, the worse half is dropped, so the rest are told apart by more rounds."""
        if len(ranked) < 2:
            return ranked[0]
        seat = ranked[0].seat
        totals = [0.0] * len(ranked)
        alive = list(range(len(ranked)))  # the candidates still played out
        self.playouts = self.rounds = 0
        began = start
        while True:
            now = self.clock()
            if rounds and self.rounds >= rounds:
                break
            last = now - began  # another round only if one as long as the last should end in time
            if self.rounds and not self.fixed_rounds and now + last > start + ROUND_SLACK * self.budget_s:
                break
            began = now
            world = determinise(view, seat, self._rng)
            luck = self._rng.randrange(2**31)
            scores = []
            for i in alive:
                scores.append(self._playout(world, ranked[i], seat, luck, horizon))
                self.playouts += 1
                if self.clock() >= self._stop and not self.fixed_rounds:
                    break
            if len(scores) < len(alive):  # cut short: an unfinished round compares nothing
                break
            for i, s in zip(alive, scores, strict=True):
                totals[i] += s
            self.rounds += 1
            if self.rounds in narrow and len(alive) > 2:  # the rest get the rounds
                alive.sort(key=lambda i: (-totals[i], i))
                alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
        if not self.rounds:
            return ranked[0]
        best = max(alive, key=lambda i: (totals[i], -i))
        return ranked[best]

    def _playout(self, world: GameState, action: Action, seat: int, luck: int, horizon: int | None) -> float:
        bot = self._playout_bot(luck)
        own = bot if self._own_bot is self._playout_bot else self._own_bot(luck)
        try:
            state, _ = apply(world, action, check=False)
            start = state.turn
            last = start + (len(state.players) if horizon is None else horizon + 1)
            for _ in range(PLAYOUT_DECISIONS):
                if is_over(state) or state.turn >= last:
                    break
                if self.clock() >= self._stop and not self.fixed_rounds:
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
                player = own if who == seat else bot
                apply_in_place(state, player.choose(state, legal), check=False)  # (our own copy)
        except (KeyError, IndexError, ValueError):  # a guess the rules refuse: score what was reached
            return _score(world, seat, self.leader_share)
        return _score(state, seat, self.leader_share)


def vote_options(view: GameState, legal: list[Action], greedy: Action) -> list[Action]:
    """The votes worth weighing, greedy's first: every proposal, with all fleeting influence (it is
    lost after the vote anyway) and up to ``VOTE_LASTING`` lasting influence."""
    seat = legal[0].seat
    fleeting = view.players[seat].fleeting
    out = [greedy]
    out += [a for a in legal if a.fleeting == fleeting and a.lasting <= VOTE_LASTING and a != greedy]
    return out


def _score(state: GameState, seat: int, leader_share: float = LEADER_SHARE) -> float:
    """The seat's value less the others': the best of them by ``leader_share``, their mean by
    the rest (in 2 players both are the one opponent); a finished game adds its result."""
    mine = value(state, seat)
    others = [value(state, s) for s in range(len(state.players)) if s != seat]
    rel = mine
    if others:
        rel -= leader_share * max(others) + (1 - leader_share) * sum(others) / len(others)
    if is_over(state):
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
