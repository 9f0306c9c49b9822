"""Draws a flat-top hex grid (the monster-turn geometry) as vector graphics."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

SQRT3 = math.sqrt(3.0)


def hex_centre(q: int, r: int, size: float) -> QPointF:
    """Pixel centre of axial hex (q, r), flat-top, r growing downward (docs/TACTICS.md)."""
    return QPointF(size * 1.5 * q, size * SQRT3 * (r + q / 2))


def hex_polygon(q: int, r: int, size: float) -> QPolygonF:
    centre = hex_centre(q, r, size)
    return QPolygonF(
        [
            QPointF(
                centre.x() + size * math.cos(math.radians(60 * i)),
                centre.y() + size * math.sin(math.radians(60 * i)),
            )
            for i in range(6)
        ]
    )


def rectangle_of_hexes(columns: int, rows: int) -> list[tuple[int, int]]:
    """Axial coordinates of a rectangular patch of flat-top hexes (offset columns)."""
    return [(q, r - q // 2) for q in range(columns) for r in range(rows)]


class HexGridItem(QGraphicsItem):
    """A set of hexes painted as one item: cheap to draw at any zoom."""

    def __init__(self, hexes: Iterable[tuple[int, int]], size: float = 30.0) -> None:
        super().__init__()
        self.size = size
        self.hexes = list(hexes)
        path = QPainterPath()
        for q, r in self.hexes:
            path.addPolygon(hex_polygon(q, r, size))
            path.closeSubpath()
        self._path = path
        self._bounds = path.boundingRect().adjusted(-2, -2, 2, 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(QBrush(QColor("#e9e3d3")))
        pen = QPen(QColor("#6b5f4b"))
        pen.setCosmetic(True)
        pen.setWidthF(1.2)
        painter.setPen(pen)
        painter.drawPath(self._path)
