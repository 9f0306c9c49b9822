"""A small clickable grid on which the owner draws a tile's footprint: a click covers or
uncovers one square. The grid only reports the covered squares; what they mean for the pack
(an existing footprint or a new one) is :func:`founders_desktop.packs.prestige_edit.draw_footprint`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

Cell = tuple[int, int]
GRID = 5  # the largest printed footprint fits in 4 x 4 squares; one more to draw around it
MOST = 9  # a grid grows, a row or column at a time, as far as this while the owner draws on its edge
CELL = 26
PAPER = QColor("#f3e9d2")
INK = QColor("#3b2f22")
COVERED = QColor("#9c7a4a")


class FootprintGrid(QWidget):
    """``cells`` are the covered squares as (column, row); ``on_change`` gets them after each click."""

    def __init__(
        self, cells: set[tuple[int, int]], on_change: Callable[[set[tuple[int, int]]], None]
    ) -> None:
        super().__init__()
        self.setObjectName("footprintGrid")
        self.cells = set(cells)  # all of them, however large: nothing read is lost
        self._on_change = on_change
        self.span = GRID
        self._fit()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click a square to cover or uncover it"))

    def _fit(self) -> None:
        """Room for every covered square and one free row and column past them (to draw on)."""
        reach = max((max(x, y) + 2 for x, y in self.cells), default=0)
        self.span = max(GRID, min(MOST, reach), reach - 1)
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.span * CELL + 1, self.span * CELL + 1)

    def cell_centre(self, column: int, row: int) -> QPoint:
        """Where to click for one square (for tests)."""
        return QPoint(column * CELL + CELL // 2, row * CELL + CELL // 2)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        point = event.position().toPoint()
        cell = (point.x() // CELL, point.y() // CELL)
        if not (0 <= cell[0] < self.span and 0 <= cell[1] < self.span):
            return
        self.cells ^= {cell}
        self._fit()
        self.update()
        self._on_change(set(self.cells))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setPen(QPen(INK, 1))
        for column in range(self.span):
            for row in range(self.span):
                square = QRect(column * CELL, row * CELL, CELL, CELL)
                covered = (column, row) in self.cells
                painter.fillRect(square, COVERED if covered else PAPER)
                painter.drawRect(square)
                if covered:  # a mark as well as the colour, for grey and colour-blind eyes
                    painter.drawLine(square.topLeft() + QPoint(6, 6), square.bottomRight() - QPoint(6, 6))
                    painter.drawLine(square.topRight() + QPoint(-6, 6), square.bottomLeft() + QPoint(6, -6))
        painter.end()
