"""The symbol each seat colour carries on its pieces, so colour is never the only clue.

Colour index 0..3 (blue, orange, purple, black) draws a circle, a triangle, a diamond and a star;
a game with more colours repeats them. The symbol is drawn in the piece's ink on its fill.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

SYMBOLS = ("circle", "triangle", "diamond", "star")


@cache
def _unit_symbol(symbol: str) -> QPainterPath:
    """The symbol in a unit box centred on (0, 0), side 2."""
    path = QPainterPath()
    if symbol == "circle":
        path.addEllipse(QPointF(0, 0), 0.78, 0.78)
    elif symbol == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -0.95), QPointF(0.92, 0.72), QPointF(-0.92, 0.72)]))
    elif symbol == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -1), QPointF(0.75, 0), QPointF(0, 1), QPointF(-0.75, 0)]))
    else:
        points = []
        for k in range(10):
            radius = 1.0 if k % 2 == 0 else 0.42
            angle = -math.pi / 2 + k * math.pi / 5
            points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.08))
        path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def seat_symbol(colour_index: int) -> str:
    return SYMBOLS[colour_index % len(SYMBOLS)]


def paint_seat_symbol(painter: QPainter, colour_index: int, rect: QRectF, ink: QColor) -> None:
    """The seat's symbol filling ``rect`` (kept square), in ``ink``."""
    side = min(rect.width(), rect.height()) / 2
    painter.save()
    painter.translate(rect.center())
    painter.scale(side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(_unit_symbol(seat_symbol(colour_index)))
    painter.restore()
