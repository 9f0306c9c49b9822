"""What a drag draws over the board: the shading of every legal spot, the piece under the cursor
(the piece itself, half transparent, edged green when the drop is legal, red when not) and the
bubble saying what the drop would do.

Created once and reused: a mouse move only swaps a path or some text, never builds items.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.board_port import ContentPack, Piece, Square
from founders_desktop.view.board.looks import ILLEGAL, LEGAL, LEGAL_SHADE, Seating, player_look
from founders_desktop.view.board.piece_look import piece_art_item
from founders_desktop.view.board.shapes import footprint_path, squares_rect
from founders_desktop.view.city_map_item import SQUARE

SHADE_Z = 5.0
GHOST_Z = 30.0
BUBBLE_Z = 40.0


class ShadingItem(QGraphicsItem):
    """Every square where the dragged piece may legally lie, in one translucent fill, and a dot on
    every square where releasing the mouse makes a legal drop."""

    def __init__(self) -> None:
        super().__init__()
        self.squares: frozenset[Square] = frozenset()
        self.spots: frozenset[Square] = frozenset()
        self._rects: list[QRectF] = []
        self._bounds = QRectF()
        self._dots: list[QPointF] = []
        self.setZValue(SHADE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_squares(self, squares: frozenset[Square], spots: frozenset[Square] = frozenset()) -> None:
        if squares == self.squares and spots == self.spots:
            return
        self.prepareGeometryChange()
        self.squares, self.spots = squares, spots
        # Squares never overlap, so they are filled as plain rectangles: filling their union as
        # one path made Qt tessellate it at every repaint (6-12 ms on a late board, per frame).
        self._rects = [QRectF(x * SQUARE, y * SQUARE, SQUARE, SQUARE) for x, y in squares]
        self._bounds = squares_rect(squares) if squares else QRectF()
        self._dots = [QPointF((x + 0.5) * SQUARE, (y + 0.5) * SQUARE) for x, y in spots]
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # seamless between squares
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LEGAL_SHADE)
        painter.drawRects(self._rects)
        painter.restore()
        pen = QPen(QColor("#ffffff"), 1.2)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(LEGAL)
        radius = SQUARE * 0.12
        for centre in self._dots:  # one by one: a path of many outlined circles is 5x slower to draw
            painter.drawEllipse(centre, radius, radius)


class GhostItem(QGraphicsItem):
    """The dragged piece where it would land: the piece itself, half transparent (the tile with
    its icon and the owner's token, the house, the road...), edged green (legal) or red and
    dashed (illegal). A claim token, which is not a tile, shows as the tile it buys into, tinted.

    The art of each piece shape is built once and moved: a mouse move only sets a position."""

    ART_OPACITY = 0.6

    def __init__(self) -> None:
        super().__init__()
        self.squares: tuple[Square, ...] = ()
        self.legal = True
        self.player: int | None = 0
        self.piece: Piece | None = None
        self.pack: ContentPack | None = None
        self.seating: Seating | None = None
        self.art: QGraphicsItem | None = None
        self._arts: dict[tuple[object, ...], QGraphicsItem | None] = {}
        self._path = QPainterPath()
        self.setZValue(GHOST_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_piece(
        self, squares: tuple[Square, ...], legal: bool, player: int | None, piece: Piece | None = None
    ) -> None:
        if squares == self.squares and legal == self.legal and player == self.player and piece == self.piece:
            return
        self.prepareGeometryChange()
        self.squares, self.legal, self.player, self.piece = squares, legal, player, piece
        self._path = footprint_path(squares, 2.0) if squares else QPainterPath()
        self._show_art()
        self.update()

    def _show_art(self) -> None:
        art = None
        if self.piece is not None and self.pack is not None and self.squares:
            left = min(x for x, _ in self.squares)
            top = min(y for _, y in self.squares)
            shape = tuple(sorted((x - left, y - top) for x, y in self.squares))
            key = (self.piece, self.player, shape, self.seating)
            if key not in self._arts:
                if len(self._arts) > 48:  # a long session of drags: let old shapes go
                    for old in self._arts.values():
                        if old is not None and old.scene() is not None:
                            old.scene().removeItem(old)
                    self._arts.clear()
                made = piece_art_item(self.pack, self.piece, self.player, shape, self.seating)
                if made is not None:
                    made.setParentItem(self)
                    made.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
                    made.setOpacity(self.ART_OPACITY)
                    made.hide()
                self._arts[key] = made
            art = self._arts[key]
            if art is not None:
                art.setPos(left * SQUARE, top * SQUARE)
        if art is not self.art:
            if self.art is not None:
                self.art.hide()
            self.art = art
        if art is not None:
            art.show()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(
            LEGAL if self.legal else ILLEGAL,
            3.0,
            Qt.PenStyle.SolidLine if self.legal else Qt.PenStyle.DashLine,
        )
        pen.setCosmetic(True)
        painter.setPen(pen)
        if self.art is not None and self.art.isVisible():
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            fill = QColor(player_look(self.player, self.seating).fill)
            fill.setAlpha(150)
            painter.setBrush(fill)
        painter.drawPath(self._path)


class BubbleItem(QGraphicsItem):
    """A note beside the cursor, the same size on screen at every zoom."""

    PAD = 6.0

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.legal = True
        self._font = QFont()
        self._font.setPixelSize(13)
        self._bold = QFont(self._font)
        self._bold.setBold(True)
        self._rect = QRectF()
        self._flipped = False
        self.setZValue(BUBBLE_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, lines: list[str], legal: bool, at: QPointF, left_of: QPointF | None = None) -> None:
        """Show ``lines`` beside ``at``; if ``left_of`` is given, to the left of that point instead
        (near the right edge of the view, where the note would be cut off)."""
        if lines != self.lines or legal != self.legal:
            self.prepareGeometryChange()
            self.lines, self.legal = lines, legal
            metrics = QFontMetricsF(self._bold)
            width = max((metrics.horizontalAdvance(s) for s in lines), default=0.0)
            height = metrics.height() * len(lines)
            self._rect = QRectF(0, 0, width + 2 * self.PAD, height + 2 * self.PAD)
            self.update()
        flip = left_of is not None
        if flip != self._flipped:
            self.prepareGeometryChange()
            self._flipped = flip
        self.setPos(left_of if left_of is not None else at)

    def _placed(self) -> QRectF:
        if self._flipped:
            return self._rect.translated(-self._rect.width() - 18, 18)
        return self._rect.translated(18, 18)

    def text(self) -> str:
        return "\n".join(self.lines)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._placed().adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._placed()
        painter.setPen(QPen(LEGAL if self.legal else ILLEGAL, 2.0))
        painter.setBrush(QColor(255, 251, 240, 238))
        painter.drawRoundedRect(rect, 6, 6)
        metrics = QFontMetricsF(self._bold)
        y = rect.top() + self.PAD + metrics.ascent()
        for k, line in enumerate(self.lines):
            painter.setFont(self._bold if k == 0 else self._font)
            painter.setPen(QColor("#2a2118") if k else (LEGAL if self.legal else ILLEGAL))
            painter.drawText(QPointF(rect.left() + self.PAD, y), line)
            y += metrics.height()
