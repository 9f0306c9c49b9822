"""Test helpers: set up boards on the real maps, tile by tile, as the rulebook's pictures do."""

from __future__ import annotations

from founders_desktop.city import BoardState, PieceKind, Placement, Seat, Tile, TileKind, new_board
from founders_desktop.city.geometry import footprint_for
from founders_desktop.content import Square, default_pack


def board(map_id: str, *seats: tuple[str, ...]) -> BoardState:
    return new_board(default_pack(), map_id, tuple(Seat(s) for s in seats))


def put(
    state: BoardState,
    kind: TileKind,
    item: str,
    owner: int | None,
    squares: list[Square],
    claims: tuple[int, ...] = (),
) -> BoardState:
    """Set a tile down directly (board set-up for an example; the action under test uses apply)."""
    return state.with_tile(Tile(kind, item, owner, tuple(squares), claims=claims))


def roads(state: BoardState, *squares: Square) -> BoardState:
    for sq in squares:
        state = state.with_road(sq)
    return state


def placing(state: BoardState, kind: PieceKind, player: int, item: str, squares: list[Square]) -> Placement:
    """The placement of ``item`` covering exactly ``squares`` (finds orientation and anchor)."""
    fp = footprint_for(state, kind, item)
    if fp is None:
        assert len(squares) == 1
        return Placement(kind, player, item, squares[0])
    x0 = min(x for x, _ in squares)
    y0 = min(y for _, y in squares)
    for o in range(len(fp.orientations)):
        if set(fp.squares_at((x0, y0), o)) == set(squares):
            return Placement(kind, player, item, (x0, y0), o)
    raise AssertionError(f"{item} cannot cover {squares}")


def tile_at(state: BoardState, square: Square) -> int:
    for i, t in enumerate(state.tiles):
        if square in t.squares:
            return i
    raise AssertionError(f"nothing at {square}")
