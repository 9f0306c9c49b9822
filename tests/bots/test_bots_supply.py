"""Prospects count only the roads the shared supply still holds: a delivery two roads away is
out of reach once a single road is left (3-player games stalled with all 64 roads laid while
the players still planned deliveries by road)."""

from __future__ import annotations

from founders_desktop.bots.prospects import roads_left, slot_roads
from founders_desktop.bots.roads import FAR
from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import GameState
from founders_desktop.content import default_pack


def _with_roads(state: GameState, roads: int) -> GameState:
    pack = state.pack
    out = state.clone()
    out.pack = pack.model_copy(update={"supply": pack.supply.model_copy(update={"roads": roads})})
    state.board._cache.clear()  # the board's remembered prospects were priced with the old supply
    return out


def test_deliveries_beyond_the_roads_left_are_out_of_reach() -> None:
    state, _ = play_game(default_pack(), "symmetric", ["greedy"] * 3, 5, max_turns=40)
    laid = len(state.board.roads)
    assert roads_left(state) == state.pack.supply.roads - laid
    full = {seat: slot_roads(state, seat) for seat in range(state.n)}
    needs = sorted({k for per in full.values() for slots in per.values() for _, k in slots})
    assert any(1 <= k <= FAR for k in needs), needs  # some delivery waits for roads
    limit = min(k for k in needs if k >= 1)  # the nearest delivery still needing roads
    short = _with_roads(state, laid + limit - 1)
    assert roads_left(short) == limit - 1
    for seat in range(state.n):
        cut = slot_roads(short, seat)
        for resource, slots in full[seat].items():
            for (points, k), (points2, k2) in zip(slots, cut[resource], strict=True):
                assert points2 == points
                assert k2 == (k if k < limit else FAR + 1)
