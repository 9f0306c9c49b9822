"""``piece_blocked`` answers, without making any violation, exactly whether ``piece_violations``
names one: checked for every seat, piece (known items and unknown ones) and follow form on the
boards of real games, and on a board with no cache."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from founders_desktop.city import BoardState
from founders_desktop.city.game import apply, is_over, legal_actions, new_game
from founders_desktop.city.piece_rules import piece_blocked, piece_violations
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.content import ContentPack, default_pack


def every_piece(pack: ContentPack) -> list[Piece]:
    items = ["", "no_such_item", *pack.resources, *pack.prestige_buildings]
    return [Piece(kind, item) for kind in PieceKind for item in items]


def outcome(ask: Callable[[BoardState, int, Piece, bool], object], *args: Any) -> bool | str:
    """Whether the answer is true, or the kind of error asking raised (a first stall asked of a
    seat with no race resource yet)."""
    try:
        return bool(ask(*args))
    except LookupError as error:
        return type(error).__name__


@pytest.mark.parametrize(
    ("map_id", "players", "seed"), [("thematic", 4, 11), ("symmetric", 2, 12), ("thematic", 1, 13)]
)
def test_blocked_is_whether_a_violation_is_named(map_id: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    pieces = every_piece(state.pack)
    blocked = free = 0
    for step in range(600):
        if is_over(state):
            break
        if step % 25 == 0:
            b = state.board
            bare = BoardState(b.pack, b.map_id, b.seats, b.tiles, b.roads, b.points)
            for board in (b, bare):
                for seat in range(players):
                    for piece in pieces:
                        for follow in (False, True):
                            expected = outcome(piece_violations, board, seat, piece, follow)
                            assert outcome(piece_blocked, board, seat, piece, follow) == expected
                            blocked += expected is True
                            free += expected is False
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
    assert blocked > 100 and free > 100
