"""Answers the feasibility checks remember across states (candidate tiles per effect, one-price
pieces answered from the board's any-placement cache, other pieces per amount of money,
listings that skip pricing when even the dearest placement is
affordable) must equal a fresh computation: checked
for every seat and every placing effect of the pack after decisions of real games."""

from __future__ import annotations

import random

import pytest

from founders_desktop.city.game import GameState, apply, is_over, legal_actions, new_game
from founders_desktop.city.game import tiles as T
from founders_desktop.city.game.boardops import price
from founders_desktop.city.pieces import Piece, Placement
from founders_desktop.city.placements import legal_placements
from founders_desktop.city.state import BoardState
from founders_desktop.content import default_pack
from founders_desktop.content.effects import Construct, Effect, Trade, Upgrade


def placing_effects(state: GameState) -> list[Effect]:
    """Every trade, upgrade and construct effect printed on the pack's cards and races."""
    pack = state.pack
    lists = [c.main_action for c in pack.standard_cards.values()]
    lists += [opt for c in pack.standard_cards.values() for opt in c.follow_options]
    lists += [a.main_action for a in pack.advisers.values()]
    lists += [r.racial_action for r in pack.races.values()]
    lists += [b.worker_action for b in pack.prestige_buildings.values()]
    out: list[Effect] = []
    for effects in lists:
        out += [e for e in effects if isinstance(e, Trade | Upgrade | Construct)]
    return out


def fresh(state: GameState) -> GameState:
    out = state.clone()
    b = state.board
    out.board = BoardState(b.pack, b.map_id, b.seats, b.tiles, b.roads, b.points)
    return out


def priced(state: GameState, seat: int, e: Effect, piece: Piece) -> list[Placement]:
    """The legal placements the seat can pay for, each priced on its own."""
    discount, follow = T._discount_follow(e)
    money = state.players[seat].money
    legal = legal_placements(state.board, seat, piece, follow=follow)
    return [pl for pl in legal if price(state, pl, discount, follow) <= money]


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 7), ("symmetric", 2, 8)])
def test_remembered_feasibility_equals_fresh(map_id: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    effects = placing_effects(state)
    checked = possible = 0
    for step in range(400):
        if is_over(state):
            break
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
        if step % 20 or state.phase != "play":
            continue
        for seat in range(players):
            for e in effects:
                remembered = T.candidate_pieces(state, seat, e)
                assert remembered == tuple(T._candidate_pieces(fresh(state), seat, e))
                for piece in remembered:
                    answer = T.piece_possible(state, seat, e, piece)
                    assert answer == bool(priced(fresh(state), seat, e, piece))
                    for money in range(7):  # every amount of money on one board (its caches shared)
                        poorer = state.clone()
                        poorer.players[seat].money = money
                        plain = bool(priced(fresh(poorer), seat, e, piece))
                        assert T.piece_possible(poorer, seat, e, piece) == plain, (seat, e, piece, money)
                    assert [a.placement for a in T.placements_for(state, seat, e, piece)] == priced(
                        fresh(state), seat, e, piece
                    )
                    possible += answer
                    checked += 1
    assert checked > 500 and 0 < possible < checked


def test_carried_completions_equal_a_fresh_count() -> None:
    """The board carries its completion count from one placement to the next (never recounted):
    it must equal a count on the same board with no cache, along a game that completes some."""
    rng = random.Random(1)
    state = new_game(default_pack(), "thematic", 2, 5)  # a seed whose random game completes two
    carried = 0
    for _ in range(1500):
        if is_over(state):
            break
        legal = legal_actions(state)
        building = [a for a in legal if a.placement is not None or a.type in ("choose_piece", "basic_road")]
        pick = building if building and rng.random() < 0.8 else legal
        state, _ = apply(state, pick[rng.randrange(len(pick))], check=False)
        found = state.board._cache.get("completions")
        if found is not None:
            assert found == fresh(state).board.completions()
            carried += 1
    assert carried > 100 and state.board.completions() > 0


@pytest.mark.parametrize(("map_id", "players", "seed"), [("thematic", 4, 3), ("symmetric", 3, 4)])
def test_remembered_masks_equal_fresh_and_stay_the_boards(map_id: str, players: int, seed: int) -> None:
    """The squares a piece may cover and must touch, remembered per board, equal a fresh
    working-out, and a caller changing its list leaves the remembered one as it was."""
    from founders_desktop.city.pieces import PieceKind, shared_piece
    from founders_desktop.city.placements import _fresh_masks, _masks

    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    pack = state.pack
    pieces = [shared_piece(k) for k in (PieceKind.ROAD, PieceKind.HOUSE, PieceKind.BRIDGE)]
    pieces += [shared_piece(PieceKind.UPGRADE, r.id) for r in pack.resources.values() if not r.basic]
    pieces += [shared_piece(PieceKind.IMPORT, r) for r in pack.basic_resources]
    pieces += [Piece(PieceKind.PRESTIGE, b) for b in pack.prestige_buildings]
    for step in range(300):
        if is_over(state):
            break
        if step % 7 == 0:
            for seat in range(players):
                for piece in pieces:
                    for follow in (False, True):
                        allowed, needs = _masks(state.board, seat, piece, follow)
                        assert (allowed, needs) == _fresh_masks(state.board, seat, piece, follow)
                        needs.append(0)
                        assert _masks(state.board, seat, piece, follow) == _fresh_masks(
                            state.board, seat, piece, follow
                        )
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
