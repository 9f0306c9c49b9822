"""The city game as a board to drag pieces onto: legal spots and drops come from the engine.

The shaded anchors are exactly the placements of the engine's ``legal_actions`` for the current
decision, and a drop submits that very action. Nothing here decides a rule; previews (cost,
points, deliveries) are the board engine's. Pieces placed in a game stay where they are (the game
has undo instead), so the layout part of ``BoardPort`` answers "nothing movable".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from founders_desktop.app.board_port import Drop, first_legal_orientation
from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.sandbox.controller import safe_preview
from founders_desktop.city import BoardState, Piece, PieceKind, Placement, PlacementPreview, Violation
from founders_desktop.city import validate as board_validate
from founders_desktop.city.game import Action
from founders_desktop.city.geometry import covered, orientation_count
from founders_desktop.city.network import mask_tiles, network
from founders_desktop.city.records import ChoiceKey
from founders_desktop.content import Square

# Where the board found several tiles that could supply a prerequisite or a delivery: the view
# asks the player (options by choice key) and returns the engine's choices, or None if cancelled.
SourceChooser = Callable[[dict[ChoiceKey, tuple[int, ...]]], tuple[tuple[str, int, str, int], ...] | None]


class GameBoardPort(QObject):
    """``BoardPort`` backed by one game (the drop's ``Drop`` carries the reasons of a refusal)."""

    def __init__(self, game: CityGameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.pack = game.pack
        self.choose_sources: SourceChooser | None = None
        self._legal: tuple[object, list[Action]] | None = None  # (state, its legal actions)

    # -- reading ----------------------------------------------------------------------------------
    @property
    def player(self) -> int:
        seat = self.game.seat
        return 0 if seat is None else seat

    @property
    def state(self) -> BoardState:
        return self.game.state.board

    def placement_actions(self, piece: Piece | None = None) -> list[Action]:
        """The current decision's legal actions that put ``piece`` (any piece: None) on the board."""
        state = self.game.state
        if self._legal is None or self._legal[0] is not state:  # asked again and again per drag
            self._legal = (state, self.game.legal())
        out = []
        for a in self._legal[1]:
            pl = a.placement
            if pl is None:
                continue
            if piece is None or (pl.kind is piece.kind and (pl.item == piece.item or not piece.item)):
                out.append(a)
        return out

    def orientations(self, piece: Piece) -> int:
        return orientation_count(self.state, piece.kind, piece.item)

    def squares_of(self, placement: Placement) -> tuple[Square, ...]:
        return covered(self.state, placement) or ()

    def tile_at(self, square: Square) -> int | None:
        for i, tile in enumerate(self.state.tiles):
            if square in tile.squares:
                return i
        return None

    def board_without(self, removed: tuple[int, ...]) -> BoardState:
        return self.state

    def displayed_tiles(self, removed: tuple[int, ...]) -> list[int]:
        return list(range(len(self.state.tiles)))

    def connected_tiles(self, tile: int, player: int | None = None) -> tuple[int, ...]:
        owner = self.state.tiles[tile].owner
        who = player if player is not None else (owner if owner is not None else self.player)
        return mask_tiles(network(self.state, who).reach(tile))

    def road_tiles(self, square: Square, player: int | None = None) -> tuple[int, ...]:
        """Tiles joined by the chain of roads through ``square`` (hover highlight)."""
        net = network(self.state, self.player if player is None else player)
        chain = net.chain_of.get(square)
        return () if chain is None else mask_tiles(net.chain_mask[chain])

    def legal_anchors(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        return frozenset(
            a.placement.anchor
            for a in self.placement_actions(piece)
            if a.placement is not None
            and (a.placement.orientation == orientation or piece.kind is PieceKind.BUY_ACCESS)
        )

    def legal_squares(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        squares: set[Square] = set()
        for a in self.placement_actions(piece):
            if a.placement is not None and a.placement.orientation == orientation:
                squares.update(self.squares_of(a.placement))
        return frozenset(squares)

    def legal_orientation(self, piece: Piece, orientation: int = 0, player: int | None = None) -> int:
        return first_legal_orientation(self, piece, orientation, player)

    def preview(self, placement: Placement, removed: tuple[int, ...] = ()) -> PlacementPreview:
        pv = safe_preview(self.state, placement)
        if not pv.violations and self._action_for(placement) is None:
            # The board allows it but this decision does not (another kind of piece is owed now).
            return PlacementPreview(placement, pv.cost, pv.paid_to, (Violation("not_now"),), (), (), (), None)
        return pv

    # -- dropping ---------------------------------------------------------------------------------
    def _action_for(self, placement: Placement) -> Action | None:
        for a in self.placement_actions():
            if a.placement == placement:
                return a
        return None

    def place(self, placement: Placement, force: bool = False) -> Drop:
        """Submit the engine's action for this drop, or give the reasons it is not one (a game
        never places anything against the rules: ``force`` is the sandbox's alone)."""
        action = self._action_for(placement)
        if action is None:
            problems = tuple(board_validate(self.state, placement)) or (Violation("not_now"),)
            return Drop(False, problems)
        pv = safe_preview(self.state, placement)
        if pv.record is not None and pv.record.options and self.choose_sources is not None:
            choices = self.choose_sources(dict(pv.record.options))
            if choices is None:
                return Drop(False, (Violation("cancelled"),))
            action = replace(action, choices=choices)
        refused = self.game.submit(action)  # (the game's reasons, as board reasons for the drop)
        return Drop(not refused, tuple(Violation(p.code) for p in refused))

    def lay_roads(self, squares: list[Square], player: int, force: bool = False) -> list[Square]:
        """Roads square by square, while the decision still asks for a road."""
        laid: list[Square] = []
        for sq in squares:
            action = self._action_for(Placement(PieceKind.ROAD, self.player, "", sq))
            if action is None or self.game.submit(action):
                continue
            laid.append(sq)
        return laid

    # -- nothing placed in a game moves ---------------------------------------------------------------
    def entry_at(self, square: Square) -> int | None:
        return None

    def entry_placement(self, entry: int) -> Placement:
        raise IndexError(entry)

    def entry_tile(self, entry: int) -> int | None:
        return None

    def tile_entry(self, tile: int) -> int | None:
        return None

    def broken_entries(self) -> list[bool]:
        return []

    def dependants(self, entry: int) -> tuple[int, ...]:
        return ()

    def move(self, entry: int, placement: Placement, force: bool = False) -> Drop:
        return Drop(False, (Violation("not_now"),))

    def delete(self, entry: int) -> None:
        """Placed pieces stay: the game has undo instead."""
