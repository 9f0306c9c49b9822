"""A legend of the map: each terrain's swatch drawn with the board's own texture, and the marks
printed on the board (start spaces, section borders), each with its name."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFormLayout, QFrame, QLabel, QWidget

from founders_desktop.content import Terrain
from founders_desktop.view.art.board_marks import paint_start_space
from founders_desktop.view.art.terrain_art import UNIT, paint_terrain
from founders_desktop.view.city_palette import TerrainLook, terrain_looks

SWATCH = QSize(44, 22)


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SWATCH * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SWATCH.height() / UNIT, SWATCH.height() / UNIT)
    return pixmap, painter


def terrain_swatch(terrain: Terrain) -> QPixmap:
    """Two squares of ``terrain`` as the board draws them."""
    pixmap, painter = _canvas()
    for k in range(2):
        edges = (k == 1, False, k == 0, False)
        paint_terrain(painter, terrain, QRectF(k * UNIT, 0, UNIT, UNIT), (k, 3), edges)
    painter.resetTransform()
    painter.setPen(QColor("#2a2118"))
    painter.drawRect(QRectF(0.5, 0.5, SWATCH.width() - 1, SWATCH.height() - 1))
    painter.end()
    return pixmap


def swatch(look: TerrainLook) -> QPixmap:
    """The swatch of the terrain that ``look`` belongs to (kept for callers naming a look)."""
    for terrain, other in terrain_looks().items():
        if other == look:
            return terrain_swatch(terrain)
    pixmap = QPixmap(SWATCH)
    pixmap.fill(look.fill)
    return pixmap


def _start_swatch() -> QPixmap:
    pixmap, painter = _canvas()
    paint_terrain(painter, Terrain.GREY, QRectF(0, 0, UNIT, UNIT), (0, 0))
    paint_start_space(painter, QRectF(0, 0, UNIT, UNIT), 2)
    painter.end()
    return pixmap


def _border_swatch() -> QPixmap:
    pixmap, painter = _canvas()
    for k in range(2):
        paint_terrain(painter, Terrain.GREY, QRectF(k * UNIT, 0, UNIT, UNIT), (k, 0))
    pen = QPen(QColor(42, 33, 24, 200), 1.6, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    painter.setPen(pen)
    painter.drawLine(QPointF(UNIT - 2, 0), QPointF(UNIT - 2, UNIT))
    painter.end()
    return pixmap


class TerrainLegend(QWidget):
    """Lists every terrain as drawn on the board, so textures explain themselves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("terrainLegend")
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for terrain, look in terrain_looks().items():
            icon = QLabel(self)
            icon.setPixmap(terrain_swatch(terrain))
            layout.addRow(icon, QLabel(look.name, self))
        for pixmap, text in (
            (
                _start_swatch(),
                QCoreApplication.translate("CityMap", "Start space (used with this many players or more)"),
            ),
            (_border_swatch(), QCoreApplication.translate("CityMap", "Section border")),
        ):
            icon = QLabel(self)
            icon.setPixmap(pixmap)
            label = QLabel(text, self)
            label.setWordWrap(True)
            layout.addRow(icon, label)


class LegendCard(QFrame):
    """The legend on a parchment card, shown over the board by the board's Legend button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legendCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#legendCard { background: #f4ecd9; border: 1px solid #5a4630; border-radius: 6px; }"
            " #legendCard QLabel { color: #2a2118; background: transparent; }"
        )
        layout = QFormLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addRow(TerrainLegend(self))
