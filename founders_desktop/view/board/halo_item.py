"""The yellow outline around highlighted tiles (a network, what a drop would connect to, the last
action's tiles), drawn as one item above the pieces.

Tiles cache their drawing per zoom; outlining them by changing a tile's own look would throw that
cache away and redraw every tile whose highlight changed, often a dozen per mouse move (20-40 ms
frames on a late board). This item only swaps one path.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.view.board.looks import HIGHLIGHT

HALO_Z = 12.0  # above tiles and bridges, below the drag's ghost and bubble


class HaloItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self._path = QPainterPath()
        self.setZValue(HALO_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_outlines(self, outlines: list[QPainterPath]) -> None:
        path = QPainterPath()
        for outline in outlines:
            path.addPath(outline)
        self.prepareGeometryChange()
        self._path = path
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(HIGHLIGHT, 4.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
