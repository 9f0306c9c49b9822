"""What the board's drag code may ask of whatever holds a city board: the sandbox or a game.

The drag controller, the board's mouse input and the trays speak only to this interface: where a
piece may go (``legal_squares`` / ``legal_anchors``), what a drop would do (``preview``) and the
drop itself (``place``), which says whether the piece was placed and, if not, why. The sandbox
(``SandboxController``) and the city game (``GameBoardPort``) both implement it, so one drag code
serves both and neither has to pretend to be the other. Pieces placed in a game never move, so
the layout part (``entry_at``, ``move``...) answers "nothing movable" there.

The board's value types are re-exported here so that the view takes them from ``app``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from founders_desktop.city import BoardState, Piece, PieceKind, Placement, PlacementPreview, Tile, Violation
from founders_desktop.content import ContentPack, Square

__all__ = [
    "BoardPort",
    "BoardState",
    "ContentPack",
    "Drop",
    "Piece",
    "PieceKind",
    "Placement",
    "PlacementPreview",
    "Square",
    "Tile",
    "Violation",
]


@dataclass(frozen=True)
class Drop:
    """The outcome of a drop: ``placed`` or not, and the rules it breaks (a refused drop's reasons,
    or those of a sandbox piece placed anyway)."""

    placed: bool
    reasons: tuple[Violation, ...] = ()


@runtime_checkable
class BoardPort(Protocol):
    """A city board that pieces are dragged onto. ``player`` is the seat placing by default."""

    pack: ContentPack

    @property
    def player(self) -> int: ...

    @property
    def state(self) -> BoardState: ...

    # -- where a piece may go -------------------------------------------------------------------
    def orientations(self, piece: Piece) -> int: ...

    def squares_of(self, placement: Placement) -> tuple[Square, ...]: ...

    def legal_squares(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        """Squares covered by some legal placement (the shading)."""
        ...

    def legal_anchors(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        """Anchors of the legal placements (where drops land)."""
        ...

    def legal_orientation(self, piece: Piece, orientation: int = 0, player: int | None = None) -> int:
        """``orientation`` if the piece has a legal spot turned so, else the first one that has
        (``orientation`` when none has): a piece taken in hand arrives turned to fit."""
        ...

    def preview(self, placement: Placement, removed: tuple[int, ...] = ()) -> PlacementPreview: ...

    # -- what the board shows ---------------------------------------------------------------------
    def tile_at(self, square: Square) -> int | None: ...

    def board_without(self, removed: tuple[int, ...]) -> BoardState: ...

    def displayed_tiles(self, removed: tuple[int, ...]) -> list[int]: ...

    def connected_tiles(self, tile: int, player: int | None = None) -> tuple[int, ...]: ...

    def road_tiles(self, square: Square, player: int | None = None) -> tuple[int, ...]: ...

    # -- dropping ---------------------------------------------------------------------------------
    def place(self, placement: Placement, force: bool = False) -> Drop: ...

    def lay_roads(self, squares: list[Square], player: int, force: bool = False) -> list[Square]:
        """Roads square by square (one step); the squares actually laid."""
        ...

    # -- pieces already placed (the sandbox moves and deletes them; a game has none) --------------
    def entry_at(self, square: Square) -> int | None: ...

    def entry_placement(self, entry: int) -> Placement: ...

    def entry_tile(self, entry: int) -> int | None: ...

    def tile_entry(self, tile: int) -> int | None: ...

    def broken_entries(self) -> list[bool]:
        """Whether each placed piece breaks the rules (sandbox pieces placed anyway)."""
        ...

    def dependants(self, entry: int) -> tuple[int, ...]: ...

    def move(self, entry: int, placement: Placement, force: bool = False) -> Drop: ...

    def delete(self, entry: int) -> None: ...


def first_legal_orientation(port: BoardPort, piece: Piece, orientation: int, player: int | None) -> int:
    """The shared answer of ``legal_orientation``: try ``orientation`` first, then the others."""
    count = max(1, port.orientations(piece))
    for step in range(count):
        turned = (orientation + step) % count
        if port.legal_anchors(piece, turned, player):
            return turned
    return orientation % count
