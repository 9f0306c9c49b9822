"""A road square: a cobbled hub with a lane to each neighbouring road square (8-way, as roads
connect), so a chain of roads reads as one road."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.content import Square
from founders_desktop.view.city.tile_item import TILE_Z, illegal_mark
from founders_desktop.view.city_map_item import SQUARE, square_rect

ROAD_FILL = QColor("#8c6f4a")
ROAD_EDGE = QColor("#3d2c17")


class RoadItem(QGraphicsItem):
    def __init__(self, square: Square, neighbours: tuple[Square, ...], illegal: bool = False) -> None:
        super().__init__()
        self.square = square
        self.neighbours = neighbours
        self.illegal = illegal
        self.setZValue(TILE_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once per zoom

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # Lanes are wide strokes: a diagonal one crosses the corners of the squares beside it,
        # so the item reaches a little past its own square (clipping there left notches).
        reach = SQUARE * 0.3
        return square_rect(self.square).adjusted(-reach, -reach, reach, reach)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = square_rect(self.square)
        centre = rect.center()
        lanes = QPainterPath()
        for nx, ny in self.neighbours:
            dx, dy = nx - self.square[0], ny - self.square[1]
            lanes.moveTo(centre)
            lanes.lineTo(QPointF(centre.x() + dx * SQUARE / 2, centre.y() + dy * SQUARE / 2))
        for colour, width in ((ROAD_EDGE, SQUARE * 0.42), (ROAD_FILL, SQUARE * 0.32)):
            pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawPath(lanes)
        edge = QPen(ROAD_EDGE, 1.5)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(ROAD_FILL)
        hub = rect.adjusted(SQUARE * 0.22, SQUARE * 0.22, -SQUARE * 0.22, -SQUARE * 0.22)
        painter.drawRoundedRect(hub, 4, 4)
        stones = QPen(QColor("#c9b08a"), 1.0)
        stones.setCosmetic(True)
        painter.setPen(stones)
        painter.drawLine(QPointF(hub.left() + 3, centre.y()), QPointF(hub.right() - 3, centre.y()))
        painter.drawLine(QPointF(centre.x(), hub.top() + 3), QPointF(centre.x(), centre.y()))
        if self.illegal:
            outline = QPainterPath()
            outline.addRoundedRect(hub, 4, 4)
            illegal_mark(painter, outline, rect)
