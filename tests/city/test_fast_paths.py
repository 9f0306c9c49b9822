"""The engine's fast paths give the same answers as the plain definitions they replace.

Bitmask and cached versions of a rule's lookups are checked here against the straightforward
reading on random boards (hypothesis picks the seeds), so a speed-up can never change a rule.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.city.game.state import GameState
from founders_desktop.city.game.tiles import _road_chain_neighbours
from founders_desktop.city.network import network
from founders_desktop.city.random_play import random_board
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import _count_delivery_tokens, delivery_tokens_used
from founders_desktop.city.trackers import _read_trackers, trackers
from founders_desktop.content import Square, default_pack

MAPS = st.sampled_from(["symmetric", "thematic"])
PLAYERS = st.integers(min_value=2, max_value=4)
SEEDS = st.integers(min_value=0, max_value=10_000)
FAST = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _plain_chain_neighbours(board: BoardState, seat: int, road: Square) -> frozenset[Square]:
    """Squares touching the chain of roads that holds ``road``, straight from the definition."""
    net = network(board, seat)
    chain = net.chain_of.get(road)
    squares = [sq for sq, c in net.chain_of.items() if c == chain] if chain is not None else [road]
    return frozenset(n for sq in squares for n in board.grid.neighbours[sq])


@FAST
@given(MAPS, PLAYERS, SEEDS, st.integers(min_value=40, max_value=200))
def test_road_chain_mask_is_the_chains_neighbours(map_id: str, players: int, seed: int, steps: int) -> None:
    board, _ = random_board(default_pack(), map_id, players, steps, seed)
    game = cast(GameState, SimpleNamespace(board=board))
    bits = board.grid.bits
    # every road (chains of all sizes) and a sample of other squares (a road not yet on the net)
    squares = sorted(board.roads) + list(board.grid.squares[::7])
    for seat in range(players):
        for sq in squares:
            mask = _road_chain_neighbours(game, seat, sq)
            assert set(bits.squares(mask)) == _plain_chain_neighbours(board, seat, sq), (seat, sq)


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_cached_trackers_agree_with_a_fresh_reading(map_id: str, players: int, seed: int) -> None:
    board, _ = random_board(default_pack(), map_id, players, 150, seed)
    for seat in range(players):
        assert trackers(board, seat) == _read_trackers(board, seat)
        assert trackers(board, seat) is trackers(board, seat)  # read once per board state


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_cached_delivery_tokens_agree_with_a_fresh_count(map_id: str, players: int, seed: int) -> None:
    board, _ = random_board(default_pack(), map_id, players, 150, seed)
    for seat in range(players):
        assert delivery_tokens_used(board, seat) == _count_delivery_tokens(board, seat)
