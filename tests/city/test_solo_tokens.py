"""Solo delivery tokens: the pack designs (rules.json ``solo.tracker_tokens`` false) that the solo
player marks neither its income track nor the resource tracker with delivery tokens, so its 25
go to deliveries alone. Read the other way (the marks take tokens, as with more players) a solo
game can never be won: six buildings' slots and a mark for each of the types they need come to
more than 25. With more players the marks always take tokens, whatever the pack says of solo."""

from __future__ import annotations

from founders_desktop.city import legal_placements, validate
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import delivery_tokens_left, delivery_tokens_used, tracker_token_missing
from founders_desktop.content import ContentPack, default_pack
from tests.city.game.scripted import seat_now, set_up


def _board(players: int, *, tracker_tokens: bool, delivery_tokens: int = 25) -> tuple[BoardState, int]:
    """The board after setup under the default pack with the solo design and supply given."""
    state = set_up(players, "symmetric", seed=1)
    seat = seat_now(state)
    pack: ContentPack = state.pack
    changed = pack.model_copy(
        update={
            "solo": pack.solo.model_copy(update={"tracker_tokens": tracker_tokens}),
            "supply": pack.supply.model_copy(update={"delivery_tokens": delivery_tokens}),
        }
    )
    board = state.board
    return BoardState(changed, board.map_id, board.seats, board.tiles, board.roads, board.points), seat


def _new_type(board: BoardState, seat: int) -> Piece:
    """An import of a basic resource the seat controls but owns no tile of yet."""
    owned = {t.item for t in board.tiles if t.owner == seat}
    resource = next(r for r in board.seats[seat].resources if r not in owned)
    return Piece(PieceKind.IMPORT, resource)


def test_the_default_pack_designs_solo_marks_without_tokens() -> None:
    solo = default_pack().solo
    assert solo.tracker_tokens is False and solo.provenance_of("tracker_tokens") == "reconstructed"


def test_solo_first_stall_takes_no_delivery_token_when_the_marks_take_none() -> None:
    board, seat = _board(1, tracker_tokens=False)
    assert delivery_tokens_used(board, seat) == 0 and delivery_tokens_left(board, seat) == 25
    marked, _ = _board(1, tracker_tokens=True)
    assert delivery_tokens_used(marked, seat) == 2  # income marker and the stall's "own" mark


def test_solo_new_type_needs_no_tracker_token_when_the_marks_take_none() -> None:
    """The two readings on one board: with a supply of 2 the setup marks spend both tokens, and a
    new type's "own" mark is refused; without marks the same import is legal."""
    marked, seat = _board(1, tracker_tokens=True, delivery_tokens=2)
    piece = _new_type(marked, seat)
    assert tracker_token_missing(marked, seat, piece.item)
    assert legal_placements(marked, seat, piece) == ()
    free, _ = _board(1, tracker_tokens=False, delivery_tokens=2)
    placements = legal_placements(free, seat, piece)
    assert placements and not tracker_token_missing(free, seat, piece.item)
    assert "no_delivery_tokens" in [v.code for v in validate(marked, placements[0])]
    assert "no_delivery_tokens" not in [v.code for v in validate(free, placements[0])]


def test_with_more_players_the_marks_always_take_tokens() -> None:
    for players in (2, 3, 4):
        board, seat = _board(players, tracker_tokens=False)
        assert delivery_tokens_used(board, seat) == 2
