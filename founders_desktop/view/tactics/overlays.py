"""Overlays that show the engine's answers: reach shading with costs, the hovered path, and the
sightline tool. Each is its own item so a mouse move repaints only what moved."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.engine_port import SightAnswer, Step
from founders_desktop.tactics import Hex, Terrain
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.terrain_art import marks
from founders_desktop.view.tactics.terrain_style import LOOKS

REACH_FILL = QColor(70, 140, 230, 85)
REACH_EDGE = QColor(30, 90, 190, 200)
PATH = QColor("#1456c8")
WARN = QColor("#b3261e")


def _bounds(hexes: list[Hex]) -> QRectF:
    rect = QRectF()
    for h in hexes:
        rect = rect.united(geo.polygon(h).boundingRect())
    return rect.adjusted(-6, -6, 6, 6)


class ReachItem(QGraphicsItem):
    """Every hex the selected figure can end on, shaded, with the movement it costs."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.reach: Mapping[Hex, Step] = {}
        self._shape = QPainterPath()
        self._edges: list[QLineF] = []
        self._bounds = QRectF()

    def set_reach(self, reach: Mapping[Hex, Step] | None) -> None:
        reach = reach or {}
        if reach is self.reach:
            return
        self.prepareGeometryChange()
        self.reach = reach
        # one path for every shaded hex: a single fill call instead of one per hex
        shape = QPainterPath()
        edges: list[QLineF] = []
        for h in reach:
            poly = geo.polygon(h, 0.9)
            shape.addPolygon(poly)
            shape.closeSubpath()
            edges.extend(QLineF(poly.at(k), poly.at((k + 1) % 6)) for k in range(6))
        self._shape = shape
        self._edges = edges
        self._bounds = shape.boundingRect().adjusted(-4, -4, 4, 4) if reach else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(REACH_EDGE, 1.0)
        pen.setCosmetic(True)
        font = QFont(painter.font())
        font.setPixelSize(int(geo.SIZE * 0.42))
        font.setBold(True)
        painter.setFont(font)
        # fill and 1-pixel outline without antialiasing, the outline as plain line segments:
        # this runs on every selection, and stroking the path instead costs ten times more in
        # the software rasteriser; at board zoom it looks the same
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(REACH_FILL)
        painter.drawPath(self._shape)
        painter.setPen(pen)
        painter.drawLines(self._edges)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QColor("#0b2d66"))
        for h, step in self.reach.items():
            if step.cost > 0:
                c = geo.centre(h)
                box = QRectF(c.x() - 12, c.y() + geo.SIZE * 0.22, 24, geo.SIZE * 0.5)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(step.cost))


class PathItem(QGraphicsItem):
    """The path to the hovered hex, with a red-ringed token of the terrain's texture on each trap,
    hazardous, difficult or icy hex it enters (what the figure pays for on the way)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(18)  # under the figures, over the shading
        self.path: tuple[Hex, ...] = ()
        self._marks: list[tuple[Hex, Terrain]] = []
        self._bounds = QRectF()

    def set_path(self, path: tuple[Hex, ...], terrain: Mapping[Hex, Terrain]) -> None:
        if path == self.path:
            return
        self.prepareGeometryChange()
        self.path = path
        marked = (Terrain.TRAP, Terrain.HAZARDOUS, Terrain.DIFFICULT, Terrain.ICY)
        self._marks = [(h, terrain[h]) for h in path[1:] if terrain.get(h) in marked]
        self._bounds = _bounds(list(path)) if path else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if len(self.path) < 2:
            return
        points = [geo.centre(h) for h in self.path]
        pen = QPen(PATH, 5.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(points))
        _arrow_head(painter, points[-2], points[-1], PATH)
        painter.setBrush(PATH)
        painter.drawEllipse(points[0], 5, 5)
        for h, t in self._marks:  # the terrain's own texture, small, on a white token
            c = geo.centre(h)
            at = QPointF(c.x() + geo.SIZE * 0.42, c.y() - geo.SIZE * 0.3)
            painter.setPen(QPen(WARN, 2.0))
            painter.setBrush(QColor(255, 255, 255, 230))
            painter.drawEllipse(at, 8, 8)
            painter.save()
            painter.translate(at)
            painter.scale(0.33, 0.33)
            painter.setPen(QPen(QColor("#2b2118"), 1.5))
            painter.setBrush(LOOKS[t].mark if t is not Terrain.ICY else QColor("#2a7aa0"))
            painter.drawPath(marks(t))
            painter.restore()


def _arrow_head(painter: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
    d = b - a
    length = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1e-6)
    ux, uy = d.x() / length, d.y() / length
    size = geo.SIZE * 0.35
    left = QPointF(b.x() - ux * size - uy * size * 0.6, b.y() - uy * size + ux * size * 0.6)
    right = QPointF(b.x() - ux * size + uy * size * 0.6, b.y() - uy * size - ux * size * 0.6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([b, left, right]))


class SightItem(QGraphicsItem):
    """The sight and range tool: two picked hexes, the sightline if any (green: they see each
    other; red, dotted between centres: no sight), and a dotted hex-by-hex way that counts the
    range around walls. The verdict is spelled out in the panel."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(19)  # under the figures, whose numbers stay readable
        self.hexes: tuple[Hex, ...] = ()
        self.answer: SightAnswer | None = None
        self._bounds = QRectF()

    def set_sight(self, hexes: tuple[Hex, ...], answer: SightAnswer | None) -> None:
        self.prepareGeometryChange()
        self.hexes = hexes
        self.answer = answer
        drawn = [*hexes, *(answer.range_path if answer else ())]
        self._bounds = _bounds(drawn) if drawn else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        seen = self.answer is not None and self.answer.visible
        colour = QColor("#1b8a3a") if seen else QColor("#b3261e")
        if self.answer is None:
            colour = QColor("#6a5acd")
        for h in self.hexes:
            painter.setPen(QPen(colour, 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 50))
            painter.drawPolygon(geo.polygon(h, 0.92))
        if self.answer is not None and len(self.answer.range_path) > 1:
            # the range, counted hex by hex around the walls
            painter.setPen(QPen(QColor("#5a4a8a"), 2.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF([geo.centre(h) for h in self.answer.range_path]))
            painter.setBrush(QColor("#5a4a8a"))
            painter.setPen(Qt.PenStyle.NoPen)
            for h in self.answer.range_path[1:-1]:
                painter.drawEllipse(geo.centre(h), 3, 3)
        if len(self.hexes) == 2:
            a, b = (geo.centre(h) for h in self.hexes)
            line = self.answer.line if self.answer else None
            if line is not None:
                painter.setPen(QPen(colour, 3.0))
                painter.drawLine(geo.scene_point(line[0]), geo.scene_point(line[1]))
                painter.setBrush(colour)
                for p in line:
                    painter.drawEllipse(geo.scene_point(p), 4, 4)
            else:
                path = QPainterPath(a)
                path.lineTo(b)
                painter.setPen(QPen(colour, 1.5, Qt.PenStyle.DotLine))
                painter.drawPath(path)
