"""Draws the city map board as one vector item (until the content pack's maps replace the blank grid)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

SQUARE = 40.0
BLANK_COLUMNS = 20
BLANK_ROWS = 14


class CityMapItem(QGraphicsItem):
    """A grid of map squares; cosmetic pens keep lines crisp at every zoom."""

    def __init__(self, columns: int = BLANK_COLUMNS, rows: int = BLANK_ROWS) -> None:
        super().__init__()
        self.columns = columns
        self.rows = rows

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-2, -2, self.columns * SQUARE + 4, self.rows * SQUARE + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(QBrush(QColor("#d9d2bf")))
        pen = QPen(QColor("#8a7f68"))
        pen.setCosmetic(True)
        painter.setPen(pen)
        for x in range(self.columns):
            for y in range(self.rows):
                painter.drawRect(QRectF(x * SQUARE, y * SQUARE, SQUARE, SQUARE))
