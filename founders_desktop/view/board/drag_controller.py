"""Dragging pieces on the board: pick up, shade the legal spots, preview the drop, drop or snap back.

A piece comes from the tray (``arm``) or is lifted from the board (``lift``); ``update_at`` follows
the cursor square by square and ``drop_at`` places it or lets it snap back with the reasons.
``BoardInput`` turns mouse and keys into these calls (inside the scene, no QDrag, so tests drive
them with QTest on the viewport). Legality, previews, networks and the drop itself come from a
``BoardPort`` (app/board_port.py): the sandbox's controller or the city game's board port.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, Signal

from founders_desktop.app.board_port import BoardPort, Piece, PieceKind, Placement, Square
from founders_desktop.view.board.gc_pause import FullCollections, freeze_long_lived
from founders_desktop.view.board.overlays import BubbleItem, GhostItem, ShadingItem
from founders_desktop.view.board.pieces_layer import PiecesLayer
from founders_desktop.view.board.preview_text import PreviewText, preview_text
from founders_desktop.view.board.violation_text import violations_text
from founders_desktop.view.board_view import BoardView
from founders_desktop.view.city_map_item import SQUARE


@dataclass
class Drag:
    """The piece in hand: what, whose, turned how, and which entry it was if it is being moved."""

    piece: Piece
    player: int
    orientation: int = 0
    entry: int | None = None  # moving this entry of the layout
    removed: tuple[int, ...] = ()  # entries taken off the board while it moves
    offset: tuple[int, int] | None = None  # cursor square - anchor, kept while moving
    pressed: bool = False


def square_at(pos: QPointF) -> Square:
    return (math.floor(pos.x() / SQUARE), math.floor(pos.y() / SQUARE))


class DragController(QObject):
    """Turns mouse and keys on the board into the port's drops. Signals carry translated text."""

    message = Signal(str, bool)  # text, is it an error
    preview_changed = Signal(object)  # PreviewText | None
    selection_changed = Signal(object)  # tile index | None
    disarmed = Signal()

    def __init__(self, view: BoardView, controller: BoardPort, layer: PiecesLayer) -> None:
        super().__init__(view)
        self.view = view
        self.controller = controller
        self.layer = layer
        self.place_anyway = False
        self.armed: Drag | None = None  # from the tray
        self.drag: Drag | None = None  # in hand now (armed, or lifted from the board)
        self.selected: int | None = None
        self.hover_square: Square | None = None
        self.press_at: QPoint | None = None
        self.press_entry: int | None = None
        self.road_squares: list[Square] = []
        self._overlays: tuple[ShadingItem, GhostItem, BubbleItem] | None = None
        self.last_text: PreviewText | None = None
        self.collections = FullCollections()
        view.destroyed.connect(self.collections.resume)
        freeze_long_lived()

    # -- overlays (made on first use, so an untouched board holds only its pieces) ------------------
    @property
    def overlays(self) -> tuple[ShadingItem, GhostItem, BubbleItem]:
        if self._overlays is None:
            made = (ShadingItem(), GhostItem(), BubbleItem())
            for item in made:
                item.hide()
                self.view.scene().addItem(item)
            self._overlays = made
        return self._overlays

    def hide_overlays(self) -> None:
        if self._overlays is not None:
            for item in self._overlays:
                item.hide()

    # -- public API (the tray and tests) --------------------------------------------------------------
    def arm(self, piece: Piece | None, player: int | None = None) -> None:
        """Take ``piece`` from the tray for ``player`` (None: put it back), turned to an
        orientation that has a legal spot if one has."""
        if piece is not None and self.view.isVisible():
            self.collections.defer()  # before the old piece is let go: no full collection between
        self.cancel(let_go=piece is None)
        if piece is None:
            self.armed = None
            return
        who = self.controller.player if player is None else player
        self.armed = Drag(piece, who, self.controller.legal_orientation(piece, 0, who))
        self.drag = self.armed
        self._refresh_shading()
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def board_shown(self, shown: bool) -> None:
        """A hidden board (its page closed or left, the window minimised) has no drag to keep
        smooth: full collections run again, and wait again when it comes back with the piece still
        in hand. A closed page is often freed only by a full collection, so it must not hold them
        off for the rest of the process (nor may a piece handed to a board already closed)."""
        if not shown:
            self.collections.resume()
        elif self.drag is not None:
            self.collections.defer()

    def rotate(self, step: int = 1) -> None:
        if self.drag is None:
            return
        count = self.controller.orientations(self.drag.piece)
        self.drag.orientation = (self.drag.orientation + step) % max(1, count)
        self.drag.offset = None
        self._refresh_shading()
        if self.hover_square is not None:
            self.update_at(self.hover_square, force=True)

    def cancel(self, let_go: bool = True) -> None:
        """Esc: drop nothing; a moved piece goes back where it was. ``let_go`` False: another
        piece is being taken at once (full collections stay deferred)."""
        self.layer.lift(None)
        self.drag = None
        if let_go:
            self.collections.resume()
        self.road_squares = []
        self.press_entry = None
        self.hide_overlays()
        self.layer.highlight(())
        self.preview_changed.emit(None)
        if self.armed is not None:
            self.armed = None
            self.view.viewport().unsetCursor()
            if let_go:  # (switching pieces keeps the tray's new choice)
                self.disarmed.emit()

    def placement_at(self, square: Square) -> Placement | None:
        """The placement the piece in hand would make with the cursor on ``square``."""
        drag = self.drag
        if drag is None:
            return None
        kind = drag.piece.kind
        if kind is PieceKind.BUY_ACCESS:
            return Placement(kind, drag.player, drag.piece.item, square)
        ox, oy = self.grab_offset()
        anchor = (square[0] - ox, square[1] - oy)
        return Placement(kind, drag.player, drag.piece.item, anchor, drag.orientation)

    def grab_offset(self) -> tuple[int, int]:
        """Which square of the piece is under the cursor, from its anchor: where it was picked up
        for a moved piece, else the square nearest the piece's middle."""
        drag = self.drag
        if drag is None:
            return (0, 0)
        if drag.offset is not None:
            return drag.offset
        probe = Placement(drag.piece.kind, drag.player, drag.piece.item, (0, 0), drag.orientation)
        cells = self.controller.squares_of(probe)
        if not cells:
            return (0, 0)
        cx = sum(x for x, _ in cells) / len(cells)
        cy = sum(y for _, y in cells) / len(cells)
        return min(cells, key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c[1], c[0]))

    def update_at(self, square: Square, force: bool = False) -> PreviewText | None:
        """Move the piece in hand over ``square``: ghost, preview bubble, connections."""
        if self.drag is None:
            return None
        if square == self.hover_square and not force:
            return self.last_text
        self.hover_square = square
        placement = self.placement_at(square)
        shading, ghost, bubble = self.overlays
        if placement is None:
            return None
        pv = self.controller.preview(placement, self.drag.removed)
        text = preview_text(
            pv, self.controller.board_without(self.drag.removed), self.layer.seating, self.layer.names
        )
        squares = self.controller.squares_of(placement)
        if placement.kind is PieceKind.BUY_ACCESS:
            tile = self.controller.tile_at(square)
            squares = self.controller.state.tiles[tile].squares if tile is not None else (square,)
        if self.road_squares:  # a road being dragged out: the whole trail so far, not one square
            squares = tuple(self.road_squares)
        ghost.seating = self.layer.seating
        ghost.pack = self.controller.pack
        art = None if placement.kind is PieceKind.BUY_ACCESS else self.drag.piece
        ghost.set_piece(squares, text.legal, self.drag.player, art)
        ghost.show()
        lines = text.lines()
        right = QPointF((square[0] + 1) * SQUARE, square[1] * SQUARE)
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        near_edge = right.x() > visible.left() + visible.width() * 0.6
        bubble.set_text(
            lines, text.legal, right, QPointF(square[0] * SQUARE, square[1] * SQUARE) if near_edge else None
        )
        bubble.show()
        shown = self.controller.displayed_tiles(self.drag.removed)
        self.layer.highlight({shown[t] for t in pv.connects_to if t < len(shown) and shown[t] >= 0})
        self.last_text = text
        self.preview_changed.emit(text)
        return text

    # -- the gestures (the board's own mouse input and a drag out of a tray share these) ------------
    def press_armed(self, square: Square) -> None:
        """The button goes down over ``square`` with a tray piece in hand: a drag begins (a road
        starts its trail here)."""
        if self.drag is None:
            return
        self.drag.pressed = True
        self.road_squares = [square] if self.drag.piece.kind is PieceKind.ROAD else []
        self.update_at(square, force=True)

    def follow(self, square: Square) -> None:
        """The cursor moves over ``square`` with the piece in hand (a road's trail grows)."""
        if self.road_squares and square not in self.road_squares:
            self.road_squares.append(square)
        self.update_at(square)

    def release_at(self, square: Square) -> None:
        """The button comes up over ``square``: lay the road trail, or drop the piece."""
        if self.road_squares:
            self.lay_roads()
        else:
            self.drop_at(square)

    def drop_at(self, square: Square) -> bool:
        """Release over ``square``: place (or move) the piece; False if it snapped back."""
        drag = self.drag
        placement = self.placement_at(square)
        if drag is None or placement is None:
            return False
        broken = self._broken()
        if drag.entry is not None and drag.entry < len(broken) and broken[drag.entry]:
            broken = broken[: drag.entry] + broken[drag.entry + 1 :]
        if drag.entry is None:
            drop = self.controller.place(placement, self.place_anyway)
        else:
            drop = self.controller.move(drag.entry, placement, self.place_anyway)
        placed, problems = drop.placed, drop.reasons
        pack = self.controller.pack
        if placed:
            # pieces that this drop left against the rules (a road cut off from a moved stall)
            others = sum(self._broken()) - sum(broken) - (1 if problems else 0)
            also = (
                " " + self.tr("%n other piece(s) now break the rules (marked !).", "", others)
                if others > 0
                else ""
            )
            if problems:
                reasons = " ".join(violations_text(problems, pack))
                self.message.emit(
                    self.tr("Placed against the rules: {reasons}").format(reasons=reasons) + also, True
                )
            else:
                self.message.emit(self.tr("Placed.") + also, bool(also))
        else:
            reasons = " ".join(violations_text(problems, pack))
            self.message.emit(self.tr("Not placed: {reasons}").format(reasons=reasons), True)
        self._end_drag()
        return placed

    def select(self, tile: int | None) -> None:
        """Select a tile and light up everything it is connected to."""
        self.selected = tile
        self.layer.select(tile)
        self.layer.highlight(self.controller.connected_tiles(tile) if tile is not None else ())
        self.selection_changed.emit(tile)

    def delete_selected(self) -> None:
        if self.selected is None:
            return
        entry = self.controller.tile_entry(self.selected)
        self.selected = None
        if entry is not None:
            self.controller.delete(entry)

    # -- helpers ---------------------------------------------------------------------------------------
    def _broken(self) -> list[bool]:
        """Whether each entry of the layout breaks the rules (the game's board has none)."""
        return self.controller.broken_entries()

    def prepare_lift(self, entry: int) -> None:
        """A press on a placed piece: work out the board without it and where it may go now, so
        that lifting it on the first move of the mouse costs nothing (a click that only selects
        pays this too; the answers stay cached for this layout)."""
        placement = self.controller.entry_placement(entry)
        removed = (entry, *self.controller.dependants(entry))
        self.controller.legal_squares(placement.piece, placement.orientation, placement.player, removed)
        self.controller.legal_anchors(placement.piece, placement.orientation, placement.player, removed)
        self.controller.displayed_tiles(removed)

    def lift(self, entry: int, square: Square) -> None:
        """Pick up a placed piece: it fades, the board shades where it may go instead."""
        placement = self.controller.entry_placement(entry)
        removed = (entry, *self.controller.dependants(entry))
        offset = (square[0] - placement.anchor[0], square[1] - placement.anchor[1])
        if placement.kind is PieceKind.BUY_ACCESS:
            offset = (0, 0)
        self.collections.defer()
        self.drag = Drag(
            placement.piece, placement.player, placement.orientation, entry, removed, offset, True
        )
        self.layer.lift(self.controller.entry_tile(entry))
        self.press_entry = None
        self._refresh_shading()

    def hover(self, square: Square) -> None:
        """Without a piece in hand: the network of the tile under the cursor, the tiles a road under
        the cursor joins, else the selected tile's network."""
        if square == self.hover_square:
            return
        self.hover_square = square
        tile = self.controller.tile_at(square)
        if tile is None and square in self.controller.state.roads:
            self.layer.highlight(self.controller.road_tiles(square))  # what this road joins
            return
        if tile is None:
            tile = self.selected
        self.layer.highlight(self.controller.connected_tiles(tile) if tile is not None else ())

    def lay_roads(self) -> None:
        assert self.drag is not None
        squares, self.road_squares = self.road_squares, []
        laid = self.controller.lay_roads(squares, self.drag.player, self.place_anyway)
        if len(laid) == len(squares):
            self.message.emit(self.tr("Laid %n road(s).", "", len(laid)), False)
        elif not laid and squares:  # nothing laid: say why, as a refused drop of any piece does
            refused = Placement(PieceKind.ROAD, self.drag.player, "", squares[0])
            problems = self.controller.preview(refused, self.drag.removed).violations
            reasons = " ".join(violations_text(problems, self.controller.pack))
            self.message.emit(
                self.tr("No road laid: {reasons}").format(reasons=reasons)
                if reasons
                else self.tr("No road laid: the square is not allowed or taken."),
                True,
            )
        else:
            self.message.emit(
                self.tr("Laid %n road(s); the other squares are not allowed or taken.", "", len(laid)), True
            )
        self._end_drag()

    def _end_drag(self) -> None:
        """After a drop: a tray piece stays in hand for the next one; a moved piece is let go."""
        self.layer.lift(None)
        self.collections.collect_now()
        if self.armed is not None:
            armed = self.armed
            armed.pressed = False
            # the board changed: keep the piece turned to a way it still fits, if any
            turned = self.controller.legal_orientation(armed.piece, armed.orientation, armed.player)
            armed.orientation = turned
            self.drag = armed
            self._refresh_shading()
            if self.hover_square is not None:
                self.update_at(self.hover_square, force=True)
        else:
            self.drag = None
            self.collections.resume()
            self.hide_overlays()
            self.layer.highlight(())

    def _refresh_shading(self) -> None:
        if self.drag is None:
            return
        shading = self.overlays[0]
        d = self.drag
        squares = self.controller.legal_squares(d.piece, d.orientation, d.player, d.removed)
        shading.set_squares(squares, self.drop_squares())
        shading.show()

    def drop_squares(self) -> frozenset[Square]:
        """Squares where releasing the piece in hand makes a legal drop (the engine's legal anchors
        moved by the square the piece is held by)."""
        d = self.drag
        if d is None:
            return frozenset()
        anchors = self.controller.legal_anchors(d.piece, d.orientation, d.player, d.removed)
        if d.piece.kind is PieceKind.BUY_ACCESS:
            return anchors
        ox, oy = self.grab_offset()
        return frozenset((x + ox, y + oy) for x, y in anchors)
