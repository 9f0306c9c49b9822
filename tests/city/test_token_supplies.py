"""Token supplies: each race has 15 claim tokens and 25 delivery tokens (the component list:
"135 Claim tokens", "225 Delivery tokens" for nine races). An action that needs a token the
player no longer has is refused with the reason; a delivery needs its owner's token."""

from __future__ import annotations

import random

from founders_desktop.city import apply, legal_placements, validate
from founders_desktop.city.pieces import Piece, PieceKind, Placement
from founders_desktop.city.random_play import random_step, setup
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import (
    claim_tokens_for_board,
    claim_tokens_used,
    delivery_tokens_left,
    delivery_tokens_used,
    over_supply,
)
from founders_desktop.content import default_pack
from tests.city.game.scripted import seat_now, set_up


def _board_with(delivery_tokens: int, claim_tokens: int = 15) -> tuple[BoardState, int]:
    state = set_up(2, "symmetric", seed=1)
    seat = seat_now(state)
    pack = state.pack
    supply = pack.supply.model_copy(update={"delivery_tokens": delivery_tokens, "claim_tokens": claim_tokens})
    small = pack.model_copy(update={"supply": supply})
    board = state.board
    return BoardState(small, board.map_id, board.seats, board.tiles, board.roads, board.points), seat


def test_the_first_stall_uses_two_delivery_tokens_income_and_own() -> None:
    """Setup: "one of their delivery tokens on the income track ... and another one on the
    'own' spot of the corresponding resource"."""
    board, seat = _board_with(25)
    assert delivery_tokens_used(board, seat) == 2
    assert delivery_tokens_left(board, seat) == 23


def test_a_new_resource_needs_a_delivery_token_for_the_tracker() -> None:
    board, seat = _board_with(2)  # both already used by setup
    basics = [r for r in board.pack.basic_resources if board.controller_of(r) is None]
    neutral = Piece(PieceKind.IMPORT_AND_BUY, basics[0])
    assert legal_placements(board, seat, neutral) == ()
    rich, _ = _board_with(25)
    placements = legal_placements(rich, seat, neutral)
    assert placements
    codes = [v.code for v in validate(board, placements[0])]
    assert "no_delivery_tokens" in codes


def test_claim_tokens_run_out_with_one_on_the_score_track() -> None:
    """Setup: "25 claim tokens ... One claim token is placed on the "0" space of the score
    track": of a supply of 2, the score marker and the first stall hold both."""
    board, seat = _board_with(25, claim_tokens=2)
    assert claim_tokens_used(board, seat) == 1 and claim_tokens_for_board(board) == 1
    mine = board.seats[seat].resources[0]
    roomy = with_supply(board, claim_tokens=15)
    pl = next(iter(legal_placements(roomy, seat, Piece(PieceKind.IMPORT, mine))), None)
    assert pl is not None
    assert "no_claim_tokens" in [v.code for v in validate(board, pl)]
    assert "no_claim_tokens" not in [v.code for v in validate(with_supply(board, claim_tokens=3), pl)]
    assert ("claim", seat) in over_supply(with_supply(board, claim_tokens=1))  # its stall over a supply of 1


def with_supply(board: BoardState, **supply: int) -> BoardState:
    """The board under a pack whose supply differs only in ``supply`` (e.g. ``claim_tokens=3``)."""
    changed = board.pack.supply.model_copy(update=supply)
    return BoardState(
        board.pack.model_copy(update={"supply": changed}),
        board.map_id,
        board.seats,
        board.tiles,
        board.roads,
        board.points,
    )


def _first_road_delivery() -> tuple[BoardState, Placement, int]:
    """A board from random legal play, and a road that makes some player's delivery on it."""
    rng = random.Random(7)
    state = setup(default_pack(), "symmetric", 2, rng)
    for step in range(400):
        done = random_step(state, step % 2, rng)
        if done is None:
            continue
        after, record = done
        owners = [d.player for d in record.deliveries if d.player is not None]
        if record.placement.piece.kind is PieceKind.ROAD and owners:
            return state, record.placement, owners[0]
        state = after
    raise AssertionError("no road delivered in 400 random placements")


def test_a_delivery_needs_its_owners_delivery_token() -> None:
    """ "The player who owns the resource being delivered places a delivery token on the
    resource icon": with none left the connection is still made (the road is legal: a third
    player's supply must not forbid another's road) but delivers nothing of that owner's, and
    the slot stays open; one token more and the same road delivers."""
    board, road, owner = _first_road_delivery()
    dry = with_supply(board, delivery_tokens=delivery_tokens_used(board, owner))
    assert delivery_tokens_left(dry, owner) == 0
    assert validate(dry, road) == []
    after, record = apply(dry, road)
    assert [d for d in record.deliveries if d.player == owner] == []
    assert over_supply(after) == []
    one_left = with_supply(board, delivery_tokens=delivery_tokens_used(board, owner) + 1)
    _, record = apply(one_left, road)
    assert len([d for d in record.deliveries if d.player == owner]) == 1
