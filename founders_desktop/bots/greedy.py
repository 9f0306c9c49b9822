"""The greedy player: tries each choice one move ahead and keeps the best position.

Placements, roads, choices and basic actions are each applied to the seat's own view and the
result scored with ``evaluate.value``. Which card to play and what to follow are ranked by a
short table (a card's worth is what its action usually brings), and votes go to the proposal
that needs the most of the seat's resources, with every fleeting influence (it is lost after the
vote anyway) and no lasting influence (a point each at the end).
"""

from __future__ import annotations

import random

from founders_desktop.bots.lookahead import Lookahead
from founders_desktop.city.game import Action, GameState
from founders_desktop.city.game.turns import category_of

CARD_WORTH = {"upgrade": 8.0, "trade": 6.0, "construct": 5.0, "income": 5.0, "recruit": 3.0}


class GreedyBot:
    """One-move-ahead greedy play; deterministic for a given seed."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(f"greedy-bot:{seed}")
        self._ahead = Lookahead(self._rng)

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        kind = view.stack[-1].kind if view.stack else ""
        if len(legal) == 1:
            return legal[0]
        if kind == "turn":
            return self._card(view, legal)
        if kind == "vote":
            return self._vote(view, legal)
        if kind == "choose_proposal":
            return max(legal, key=lambda a: _affinity(view, a.seat, view.proposals[a.index]))
        return self._ahead.choose(view, legal)

    # -- rules of thumb where one move shows nothing ----------------------------------------
    def _card(self, view: GameState, legal: list[Action]) -> Action:
        seat = legal[0].seat
        p = view.players[seat]

        def worth(a: Action) -> float:
            if a.target == "call_to_vote":
                others = [c for c in p.hand if c != "call_to_vote"]
                return 7.0 if len(others) <= 1 else 2.0 + p.fleeting * 0.5
            if not a.face_up:
                return 1.0 + self._rng.random() * 0.1
            cat = category_of(view, a.target)
            bonus = 1.0 if a.target in view.pack.advisers else 0.0
            if cat == "trade" and not _can_import(view, seat):
                return 1.5  # only buying access is left: claim tokens are better kept
            if cat == "construct" and view.houses(seat) >= 3:
                return 2.0
            return CARD_WORTH.get(cat, 2.0) + bonus + self._rng.random() * 0.1

        return max(legal, key=worth)

    def _vote(self, view: GameState, legal: list[Action]) -> Action:
        seat = legal[0].seat
        p = view.players[seat]
        scores = [_affinity(view, seat, b) for b in view.proposals]
        space = max(range(len(scores)), key=lambda i: (scores[i], -i))
        want = Action("vote", seat, index=space, fleeting=p.fleeting, lasting=0)
        return want if want in legal else legal[0]


def _can_import(view: GameState, seat: int) -> bool:
    from founders_desktop.city.game.tiles import piece_possible
    from founders_desktop.city.pieces import Piece, PieceKind
    from founders_desktop.content.effects import Trade

    trade = Trade()
    return any(piece_possible(view, seat, trade, Piece(PieceKind.IMPORT, r)) for r in view.controlled(seat))


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
