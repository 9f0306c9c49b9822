"""A small legend of the map's terrains: swatch (colour and pattern), letter and name."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QPainter, QPixmap
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from founders_desktop.view.city_palette import TerrainLook, terrain_looks

SWATCH = QSize(28, 18)


def swatch(look: TerrainLook) -> QPixmap:
    pixmap = QPixmap(SWATCH)
    pixmap.fill(look.fill)
    painter = QPainter(pixmap)
    if look.pattern != Qt.BrushStyle.NoBrush:
        painter.fillRect(pixmap.rect(), QBrush(look.pattern_colour, look.pattern))
    painter.setPen(Qt.GlobalColor.black)
    painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1))
    if look.letter:
        painter.drawText(pixmap.rect().adjusted(3, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, look.letter)
    painter.end()
    return pixmap


class TerrainLegend(QWidget):
    """Lists every terrain as drawn on the board, so patterns and letters explain themselves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("terrainLegend")
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for look in terrain_looks().values():
            icon = QLabel(self)
            icon.setPixmap(swatch(look))
            layout.addRow(icon, QLabel(look.name, self))
