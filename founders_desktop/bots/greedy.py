"""The greedy player: tries each choice, through its own follow-up decisions, and keeps the best
position.

Cards, follows, placements, roads, choices and basic actions are applied to the seat's own view
and the result, after the seat's best continuation within the same turn (``lookahead.py``), is
scored with ``evaluate.value``. Call to Vote is played when the hand is nearly spent or no card
gains enough; votes go to the proposal that needs the most of the seat's resources, with every
fleeting influence (it is lost after the vote anyway) and no lasting influence (a point each at
the end).
"""

from __future__ import annotations

import random

from founders_desktop.bots import solo_play
from founders_desktop.bots.lookahead import WIDTHS, Lookahead
from founders_desktop.bots.solo import solo_vote
from founders_desktop.city.game import Action, GameState
from founders_desktop.city.game.turns import CALL_TO_VOTE, category_of

CARD_WORTH = {"upgrade": 8.0, "trade": 6.0, "construct": 5.0, "income": 5.0, "recruit": 3.0}  # to keep
CARD_WIDTHS = (16, 3, 2, 1)  # options tried per depth when weighing the cards in hand
VOTE_WHEN_GAIN_BELOW = 0.5  # call the vote rather than play a card that gains less than this


class GreedyBot:
    """Greedy play through the seat's own next decisions; deterministic for a given seed."""

    name = "greedy"
    widths: tuple[int, ...] = WIDTHS  # options tried per depth of the seat's own follow-ups
    card_widths: tuple[int, ...] = CARD_WIDTHS
    plans_solo = True  # solo: weigh every spot for a building (bots/solo_play.py)

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(f"greedy-bot:{seed}")
        self._ahead = Lookahead(self._rng)

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        kind = view.stack[-1].kind if view.stack else ""
        if len(legal) == 1:
            return legal[0]
        if view.solo and self.plans_solo:  # the solo decisions bots/solo_play.py plans
            planned = solo_play.choose(view, legal)
            if planned is not None:
                return planned
        if kind == "turn":
            return self._card(view, legal)
        if kind == "vote":
            return self._vote(view, legal)
        if kind == "choose_proposal":
            return max(legal, key=lambda a: _affinity(view, a.seat, view.proposals[a.index]))
        return self._ahead.best(view, legal, widths=self.widths)[0]

    # -- which card ---------------------------------------------------------------------------
    def _card(self, view: GameState, legal: list[Action]) -> Action:
        """Each face-up card by what its main action brings (through its own decisions), against
        one face-down card (the least useful one) for a basic action; Call to Vote when the hand
        is nearly spent or no card gains enough."""
        seat = legal[0].seat
        p = view.players[seat]
        vote = [a for a in legal if a.target == CALL_TO_VOTE]
        options = card_options(view, legal)
        if not options:
            return vote[0]
        best, best_v = self._ahead.best(view, options, widths=self.card_widths)
        if vote:
            others = sum(1 for c in p.hand if c != CALL_TO_VOTE)
            if others <= 1 or best_v - self._ahead.leaf(view, seat) < VOTE_WHEN_GAIN_BELOW:
                return vote[0]
        return best

    def ranked_cards(self, view: GameState, legal: list[Action]) -> list[tuple[Action, float]]:
        """The cards worth weighing, best first, each with its greedy value."""
        scored = []
        for a in card_options(view, legal):
            best, v = self._ahead.best(view, [a], widths=self.card_widths)
            if v > float("-inf"):
                scored.append((best, v))
        return sorted(scored, key=lambda av: -av[1])

    def _vote(self, view: GameState, legal: list[Action]) -> Action:
        seat = legal[0].seat
        space, fleeting, lasting = vote_for(view, seat)
        want = Action("vote", seat, index=space, fleeting=fleeting, lasting=lasting)
        return want if want in legal else legal[0]


def card_options(view: GameState, legal: list[Action]) -> list[Action]:
    """The cards worth weighing: each face-up one, and the least useful one face down."""
    down = [a for a in legal if not a.face_up]
    options = [a for a in legal if a.face_up and a.target != CALL_TO_VOTE]
    if down:
        options.append(min(down, key=lambda a: (_keep_worth(view, a.target), a.target)))
    return options


def vote_for(view: GameState, seat: int) -> tuple[int, int, int]:
    """The greedy vote of ``seat``: (space, fleeting, lasting); solo: ``solo.solo_vote``."""
    if view.solo:
        return solo_vote(view, seat)
    scores = [_affinity(view, seat, b) for b in view.proposals]
    space = max(range(len(scores)), key=lambda i: (scores[i], -i))
    return space, view.players[seat].fleeting, 0


def _keep_worth(view: GameState, card: str) -> float:
    """How much a card is worth keeping in hand (the cheapest one goes face down)."""
    bonus = 1.0 if card in view.pack.advisers else 0.0
    return CARD_WORTH.get(category_of(view, card), 2.0) + bonus


def _affinity(view: GameState, seat: int, building: str) -> float:
    """How much a proposal pays this seat, and how likely it is to be completed: banner values of
    resources it owns or can use, neutral slots (delivered at once) as a bonus, and a penalty for
    each slot whose resource nobody has built yet (completions end the game)."""
    if building not in view.pack.prestige_buildings:
        return 0.0
    t = view.trackers(seat)
    on_board = {tile.item for tile in view.board.tiles if tile.kind.resource}
    total = 0.0
    for slot in view.pack.prestige_buildings[building].slots:
        if slot.resource in t.own:
            total += slot.points
        elif t.can_use(slot.resource):
            total += slot.points * 0.3
        if slot.resource in view.neutral:
            total += 2.0
        elif slot.resource not in on_board:
            total -= 1.5 * view.pack.resources[slot.resource].tier
    return total


class LightGreedyBot(GreedyBot):
    """Greedy with narrower look-ahead: the search player's playouts (many, so each cheap)."""

    name = "light"
    widths: tuple[int, ...] = (4, 2, 1)
    card_widths: tuple[int, ...] = (6, 2, 1)
    plans_solo = False  # too slow for a playout
