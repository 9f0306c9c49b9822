"""The map: hexes with their terrain and the thin walls, painted as one cached item.

The map changes only on an edit, while the mouse moves all the time over it; so the item keeps
device-coordinate caching and overlays (reach, path, sight) live in items of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.scenario import Scenario
from founders_desktop.tactics import Hex
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.terrain_art import paint_terrain
from founders_desktop.view.tactics.terrain_style import FLOOR, FLOOR_EDGE, LOOKS


class BoardItem(QGraphicsItem):
    """Map hexes, terrain (colour and texture), thin walls, and a faint ring of
    off-map hexes where the map may grow (shown while editing the map)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._scenario = Scenario()
        self._bounds = QRectF()
        self.show_ghosts = False
        self._ghosts: list[Hex] = []

    def set_scenario(self, scenario: Scenario) -> None:
        self.prepareGeometryChange()
        self._scenario = scenario
        hexes = scenario.hexes
        self._ghosts = sorted({n for h in hexes for n in h.neighbours() if n not in hexes})
        path = QPainterPath()
        for h in [*hexes, *self._ghosts] or [Hex(0, 0)]:
            path.addPolygon(geo.polygon(h))
        self._bounds = path.boundingRect().adjusted(-4, -4, 4, 4)
        self.update()

    def set_show_ghosts(self, show: bool) -> None:
        if show != self.show_ghosts:
            self.show_ghosts = show
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        s = self._scenario
        terrain = s.terrain_map()
        edge_pen = QPen(FLOOR_EDGE, 1.2)
        edge_pen.setCosmetic(True)
        if self.show_ghosts:
            ghost = QPen(QColor("#9a8f7a"), 1.0, Qt.PenStyle.DashLine)
            ghost.setCosmetic(True)
            painter.setPen(ghost)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for h in self._ghosts:
                painter.drawPolygon(geo.polygon(h, 0.92))
        for h in s.hexes:
            poly = geo.polygon(h)
            t = terrain.get(h)
            painter.setPen(edge_pen)
            painter.setBrush(FLOOR if t is None else LOOKS[t].fill)
            painter.drawPolygon(poly)
            if t is None:
                continue
            paint_terrain(painter, h, t)
        self._paint_thin_walls(painter)

    def _paint_thin_walls(self, painter: QPainter) -> None:
        pen = QPen(QColor("#2b2118"), 5.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for wall in self._scenario.thin_walls:
            a, b = sorted(wall)
            p, q = geo.edge(a, b)
            painter.drawLine(p, q)
