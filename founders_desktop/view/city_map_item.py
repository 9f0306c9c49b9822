"""Draws one side of the city map board from its content-pack map as vector graphics.

Terrain (colour, pattern and letter), river and wall squares, the reserved locations with the
names of the buildings that may go there, and the numbered start spaces. Pens are cosmetic and
text is drawn in scene units, so the board stays sharp at every zoom and on high-DPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.content import MapBoard, Square, Terrain
from founders_desktop.view.city_palette import TerrainLook, terrain_looks

SQUARE = 40.0


def square_rect(square: Square) -> QRectF:
    """The scene rectangle of a map square (x to the right, y down)."""
    return QRectF(square[0] * SQUARE, square[1] * SQUARE, SQUARE, SQUARE)


def _wrapped_font(text: str, box: QRectF, largest: QFont) -> QFont:
    """``largest``, made smaller until ``text`` wrapped in ``box`` fits it (longer languages)."""
    font = QFont(largest)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    while font.pixelSize() > 6:
        used = QFontMetricsF(font).boundingRect(box, flags, text)
        if used.width() <= box.width() + 0.5 and used.height() <= box.height() + 0.5:
            break
        font.setPixelSize(font.pixelSize() - 1)
    return font


class CityMapItem(QGraphicsItem):
    """The map board: everything printed on it, nothing placed by players."""

    def __init__(self, board: MapBoard, location_labels: dict[str, str]) -> None:
        super().__init__()
        self.board = board
        self.location_labels = location_labels
        self._looks: dict[Terrain, TerrainLook] = terrain_looks()
        self.setZValue(-10)
        # The printed board never changes: paint it once per zoom level into a device pixmap, so a
        # drag repainting the squares under the cursor blits instead of redrawing every square.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-2, -2, self.board.width * SQUARE + 4, self.board.height * SQUARE + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect  # type: ignore[attr-defined]
        grid = QPen(QColor(60, 50, 35, 120))
        grid.setCosmetic(True)
        letter_font = QFont()
        letter_font.setPixelSize(int(SQUARE * 0.28))
        for square in self.board.squares():
            rect = square_rect(square)
            if not rect.intersects(exposed):
                continue
            look = self._looks[self.board.terrain_at(square)]
            painter.fillRect(rect, look.fill)
            if look.pattern != Qt.BrushStyle.NoBrush:
                brush = QBrush(look.pattern_colour, look.pattern)
                brush.setTransform(painter.worldTransform().inverted()[0])  # pattern density fixed on screen
                painter.fillRect(rect, brush)
            painter.setPen(grid)
            painter.drawRect(rect)
            if look.letter:
                painter.setFont(letter_font)
                painter.setPen(QColor(30, 25, 20, 150))
                painter.drawText(
                    rect.adjusted(3, 1, 0, 0),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                    look.letter,
                )
        self._paint_locations(painter)
        self._paint_start_spaces(painter)

    def _paint_locations(self, painter: QPainter) -> None:
        pen = QPen(QColor("#6b4b0c"))
        pen.setCosmetic(True)
        pen.setWidthF(2.5)
        font = QFont()
        font.setPixelSize(int(SQUARE * 0.26))
        font.setBold(True)
        painter.setFont(font)
        for location in self.board.locations:
            rects = [square_rect(sq) for sq in location.squares]
            bounds = rects[0]
            for rect in rects[1:]:
                bounds = bounds.united(rect)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(bounds.adjusted(2, 2, -2, -2), 6, 6)
            painter.setPen(QColor("#3b2a06"))
            label = self.location_labels.get(location.id, location.id)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            if bounds.height() > bounds.width():  # a tall, narrow location: write along it
                painter.save()
                painter.translate(bounds.center())
                painter.rotate(-90)
                turned = QRectF(-bounds.height() / 2, -bounds.width() / 2, bounds.height(), bounds.width())
                painter.setFont(_wrapped_font(label, turned.adjusted(3, 3, -3, -3), font))
                painter.drawText(turned.adjusted(3, 3, -3, -3), flags, label)
                painter.restore()
            else:
                painter.setFont(_wrapped_font(label, bounds.adjusted(3, 3, -3, -3), font))
                painter.drawText(bounds.adjusted(3, 3, -3, -3), flags, label)

    def _paint_start_spaces(self, painter: QPainter) -> None:
        font = QFont()
        font.setPixelSize(int(SQUARE * 0.42))
        font.setBold(True)
        painter.setFont(font)
        pen = QPen(QColor("#2d2a26"))
        pen.setCosmetic(True)
        pen.setWidthF(1.5)
        for start in self.board.start_spaces:
            rect = square_rect(start.square)
            centre = rect.center()
            radius = SQUARE * 0.32
            painter.setPen(pen)
            painter.setBrush(QColor("#f7f3ea"))
            painter.drawEllipse(QPointF(centre), radius, radius)
            painter.setPen(QColor("#2d2a26"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(start.number))
