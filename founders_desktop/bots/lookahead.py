"""Looking through one's own follow-up decisions before choosing.

Many choices only pay off in a later decision of the same seat: "a road" as a basic action is
worth nothing until the road is placed, "road first" until the tile is placed, a tile until its
optional road. So an option that leaves the same seat deciding again, within the same turn and
the same chain of effects, is valued by its best continuation; the search is sampled and
depth-limited so that a decision stays fast. Road choices are narrowed to squares on a shortest
way to a delivery or between an upgrade's sources (``prospects.useful_roads``), plus a few
others drawn at random.
"""

from __future__ import annotations

import random

from founders_desktop.bots.evaluate import value
from founders_desktop.bots.prospects import beside_slots, useful_crossings, useful_roads
from founders_desktop.city.game import Action, GameState, apply, legal_actions
from founders_desktop.city.geometry import covered
from founders_desktop.city.pieces import Placement
from founders_desktop.city.state import BoardState

WIDTHS = (12, 4, 3, 1)  # options tried at each depth of a seat's own chain of decisions
OTHER_ROADS = 2  # roads off every shortest way still tried (blocking and luck matter too)
TILE_ACTIONS = frozenset({"import", "import_access", "upgrade"})  # resource tiles placed
STOP = frozenset({"turn", "vote", "follow", "choose_proposal"})  # decisions of a new kind


class Lookahead:
    """Best option by its best own continuation; ``rng`` draws the samples (seeded)."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        return self.best(view, legal)[0]

    def best(
        self, view: GameState, legal: list[Action], depth: int = 0, widths: tuple[int, ...] = WIDTHS
    ) -> tuple[Action, float]:
        """The option with the best continuation, and that continuation's value."""
        seat = legal[0].seat
        options = self._options(view, legal, widths[depth])
        best, best_v = options[0], float("-inf")
        for action in options:
            try:
                after, _ = apply(view, action, check=False)
            except (KeyError, IndexError, ValueError):  # hidden cards reached: skip the option
                continue
            v = self.continuation(view, after, seat, depth, widths)
            if v > best_v:
                best, best_v = action, v
        return best, best_v

    def continuation(
        self, before: GameState, after: GameState, seat: int, depth: int, widths: tuple[int, ...] = WIDTHS
    ) -> float:
        """The value of ``after`` for ``seat``, through its own next decisions if they follow."""
        if depth + 1 < len(widths) and follows_on(before, after, seat):
            try:
                nxt = legal_actions(after)
            except (KeyError, IndexError, ValueError):
                nxt = []
            if nxt:
                return self.best(after, nxt, depth + 1, widths)[1]
        return self.leaf(after, seat)

    def leaf(self, state: GameState, seat: int) -> float:
        """The value of a position where the seat's own chain of decisions ends (a look-ahead
        for another goal, such as the solo game's, scores it its own way)."""
        return value(state, seat)

    def _options(self, view: GameState, legal: list[Action], width: int) -> list[Action]:
        roads = [a for a in legal if a.type == "road" and a.placement is not None]
        if roads:
            useful = useful_roads(view, legal[0].seat)
            bit = view.board.grid.bits.bit
            good = [a for a in roads if a.placement is not None and bit(a.placement.anchor) & useful]
            chosen = set(good)
            others = [a for a in roads if a not in chosen]
            non_roads = [a for a in legal if a.type != "road"]  # e.g. skipping an optional road
            extra = min(OTHER_ROADS, width // 2)
            picked = non_roads + self._sample(good, width) + self._sample(others, extra)
            return picked or self._sample(roads, width)
        bridges = [a for a in legal if a.type == "bridge" and a.placement is not None]
        if bridges:  # those on a way to a delivery first (they are sampled otherwise)
            crossings = useful_crossings(view, legal[0].seat)
            board = view.board
            good = [a for a in bridges if a.placement is not None and _covers(board, a.placement, crossings)]
            if good:
                chosen = set(good)
                others = [a for a in legal if a not in chosen]
                return self._sample(good, width) + self._sample(others, max(1, width // 3))
        tiles = [a for a in legal if a.type in TILE_ACTIONS and a.placement is not None]
        if tiles:
            beside = beside_slots(view)
            board = view.board
            good = [a for a in tiles if a.placement is not None and _touches(board, a.placement, beside)]
            if good:
                chosen = set(good)
                others = [a for a in legal if a not in chosen]
                return self._sample(good, width) + self._sample(others, max(1, width // 3))
        return self._sample(legal, width)

    def _sample(self, options: list[Action], width: int) -> list[Action]:
        return options if len(options) <= width else self._rng.sample(options, width)


def _covers(board: BoardState, placement: Placement, mask: int) -> bool:
    """Whether a placement covers a square of ``mask``."""
    squares = covered(board, placement) if mask else None
    return squares is not None and bool(board.grid.bits.of(squares) & mask)


def _touches(board: BoardState, placement: Placement, beside: dict[str, int]) -> bool:
    """Whether a resource tile placed so would deliver to a building at once."""
    mask = beside.get(placement.item, 0)
    if not mask:
        return False
    squares = covered(board, placement)
    return squares is not None and bool(board.grid.bits.of(squares) & mask)


def follows_on(before: GameState, after: GameState, seat: int) -> bool:
    """Whether ``after`` asks ``seat`` again, in the same turn, as part of the same effects."""
    if not after.stack or after.turn != before.turn or after.votes_held != before.votes_held:
        return False
    top = after.stack[-1]
    return top.seat == seat and top.kind not in STOP
