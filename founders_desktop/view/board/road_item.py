"""A road square: a cobbled road piece with a lane to each neighbouring road square (8-way, as
roads connect), so a chain of roads reads as one road laid in tiles. A diagonal lane is left out where
a road square in the corner between the two already joins them: the same network, without the
crossed lanes that made a dense road look like a net.

The lanes of two neighbours meet on their shared edge with flat ends, so the edge lines and the
cobbled surface run on from one square to the next without a seam.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.content import Square
from founders_desktop.view.board.tile_item import TILE_Z, illegal_mark
from founders_desktop.view.city_map_item import SQUARE, square_rect

ROAD_FILL = QColor("#b89b6c")
ROAD_EDGE = QColor("#2a2118")
COBBLE = QColor("#8a6f47")


class RoadItem(QGraphicsItem):
    def __init__(self, square: Square, neighbours: tuple[Square, ...], illegal: bool = False) -> None:
        super().__init__()
        self.square = square
        self.neighbours = neighbours
        self.illegal = illegal
        self.setZValue(TILE_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once per zoom
        rect = square_rect(square)
        centre = rect.center()
        self._lanes = QPainterPath()
        self._cobbles: list[QPointF] = []
        joined = set(neighbours)
        for nx, ny in neighbours:
            dx, dy = nx - square[0], ny - square[1]
            if dx and dy and ((nx, square[1]) in joined or (square[0], ny) in joined):
                continue  # the corner square between them already shows the way: no crossed lanes
            end = QPointF(centre.x() + dx * SQUARE / 2, centre.y() + dy * SQUARE / 2)
            self._lanes.moveTo(centre)
            self._lanes.lineTo(end)
            for t in (0.55, 0.85):
                self._cobbles.append(
                    QPointF(centre.x() + dx * SQUARE / 2 * t, centre.y() + dy * SQUARE / 2 * t)
                )
        r = SQUARE * 0.1
        self._cobbles += [centre + QPointF(ox * r, oy * r) for ox, oy in ((-1, -1), (1, -1), (-1, 1), (1, 1))]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # Lanes are wide strokes: a diagonal one crosses the corners of the squares beside it,
        # so the item reaches a little past its own square (clipping there left notches).
        reach = SQUARE * 0.3
        return square_rect(self.square).adjusted(-reach, -reach, reach, reach)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = square_rect(self.square)
        hub = rect.adjusted(SQUARE * 0.27, SQUARE * 0.27, -SQUARE * 0.27, -SQUARE * 0.27)
        for colour, width, grow in ((ROAD_EDGE, SQUARE * 0.4, 1.6), (ROAD_FILL, SQUARE * 0.32, 0.0)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._lanes)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(hub.adjusted(-grow, -grow, grow, grow), 6 + grow, 6 + grow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COBBLE)
        for cobble in self._cobbles:
            painter.drawEllipse(cobble, SQUARE * 0.045, SQUARE * 0.045)
        if self.illegal:
            outline = QPainterPath()
            outline.addRoundedRect(hub, 4, 4)
            illegal_mark(painter, outline, rect)
