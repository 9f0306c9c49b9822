"""Networks carried over or extended from the previous state (not rebuilt) must equal a fresh
build: the connections of every tile pair, for every seat, after every decision of real games."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from founders_desktop.city.game import apply, is_over, legal_actions, new_game
from founders_desktop.city.network import Network, network
from founders_desktop.city.pieces import TileKind
from founders_desktop.city.state import BoardState
from founders_desktop.content import default_pack


def _chains(net: Network) -> set[frozenset[tuple[int, int]]]:
    groups: dict[int, set[tuple[int, int]]] = {}
    for sq, c in net.chain_of.items():
        groups.setdefault(c, set()).add(sq)
    return {frozenset(g) for g in groups.values()}


def _steps(
    map_id: str, players: int, seed: int, decisions: int, ask: Callable[[BoardState], None]
) -> Iterator[BoardState]:
    """Random decisions of a real game: ``ask`` fills the cache of each board before the next
    state derives from it; each new board is yielded to be checked."""
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    for _ in range(decisions):
        if is_over(state):
            break
        legal = legal_actions(state)
        ask(state.board)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
        yield state.board


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 3), ("symmetric", 2, 5)])
def test_carried_networks_equal_a_fresh_build(map_id: str, players: int, seed: int) -> None:
    def ask(before: BoardState) -> None:
        for p in range(players):
            network(before, p)  # cached on the state the next one derives from

    carried = 0
    for board in _steps(map_id, players, seed, 260, ask):
        for p in range(players):
            if ("network", p) not in board._cache:
                continue
            carried += 1
            got, fresh = network(board, p), Network(board, p)
            n = len(board.tiles)
            for a in range(n):
                assert got.reach(a) == fresh.reach(a), (p, a)
            assert got.near((1 << n) - 1) == fresh.near((1 << n) - 1)
            assert _chains(got) == _chains(fresh)
    assert carried > 100


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 3, 7), ("symmetric", 4, 8)])
def test_carried_index_equals_a_fresh_build(map_id: str, players: int, seed: int) -> None:
    from founders_desktop.city.index import _build, board_index

    carried = 0
    for board in _steps(map_id, players, seed, 300, board_index):
        if "index" in board._cache:
            carried += 1
            assert board_index(board) == _build(board)
    assert carried > 50


def _asking_near(players: int, masks: list[int]) -> Callable[[BoardState], None]:
    """A ``_steps`` hook that asks every seat's network for the squares near what each seat owns
    and near every tile alone, on the state the next one derives from (so the next carries the
    answers); ``masks`` is filled with the tile masks asked."""
    from founders_desktop.city.index import board_index

    def ask(before: BoardState) -> None:
        n = len(before.tiles)
        masks[:] = [board_index(before).owned[p] for p in range(players)] + [1 << i for i in range(n)]
        for p in range(players):
            for tiles in masks:
                network(before, p).near(tiles)

    return ask


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 9), ("symmetric", 3, 10)])
def test_carried_near_squares_equal_a_fresh_build(map_id: str, players: int, seed: int) -> None:
    """``near`` answers a network carries to the next state (extended by a tile, or updated for
    a road) equal a fresh network's, for what each seat owns and for every tile alone."""
    masks: list[int] = []
    ask = _asking_near(players, masks)

    carried = 0
    for board in _steps(map_id, players, seed, 300, ask):
        for p in range(players):
            if ("network", p) not in board._cache:
                continue
            got, fresh = network(board, p), Network(board, p)
            for tiles in masks:
                if tiles in got._near:
                    carried += 1
                assert got.near(tiles) == fresh.near(tiles), (p, tiles)
    assert carried > 1000


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 11), ("symmetric", 2, 12)])
def test_carried_trackers_and_tokens_equal_a_fresh_count(map_id: str, players: int, seed: int) -> None:
    """Each seat's resource tracker and delivery tokens in use, carried to the next state where
    the change did not touch that seat, equal a count on the new board."""
    from founders_desktop.city.tokens import _count_delivery_tokens, delivery_tokens_used
    from founders_desktop.city.trackers import _read_trackers, trackers

    def ask(before: BoardState) -> None:
        for p in range(players):  # asked on the state the next one derives from
            trackers(before, p)
            delivery_tokens_used(before, p)

    carried = 0
    for board in _steps(map_id, players, seed, 400, ask):
        for p in range(players):
            for key, fresh in (
                (("trackers", p), _read_trackers(board, p)),
                (("delivery_tokens_used", p), _count_delivery_tokens(board, p)),
            ):
                if key in board._cache:
                    carried += 1
                    assert board._cache[key] == fresh, key
    assert carried > 1000


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 13), ("symmetric", 3, 14)])
def test_networks_past_their_own_bridge_equal_a_fresh_build(map_id: str, players: int, seed: int) -> None:
    """A seat's network carried past a bridge/gate of its own (whose squares join its chains of
    roads) equals a fresh build: connections, chains and the squares near what was asked."""
    masks: list[int] = []
    ask = _asking_near(players, masks)

    bridges: set[int] = set()  # (the bridges' tile numbers: later boards keep them last a while)
    for board in _steps(map_id, players, seed, 900, ask):
        last = board.tiles[-1] if board.tiles else None
        if last is None or last.kind is not TileKind.BRIDGE or last.owner is None:
            continue
        owner = last.owner
        if ("network", owner) not in board._cache:
            continue
        bridges.add(len(board.tiles))
        got, fresh = network(board, owner), Network(board, owner)
        n = len(board.tiles)
        for a in range(n):
            assert got.reach(a) == fresh.reach(a), (owner, a)
        for tiles in masks:
            assert got.near(tiles) == fresh.near(tiles), (owner, tiles)
        assert _chains(got) == _chains(fresh)
    assert len(bridges) >= 3
