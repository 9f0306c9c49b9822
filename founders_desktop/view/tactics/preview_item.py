"""The monster turn preview: the engine's outcomes drawn in place.

Every outcome's destination is numbered (several numbers: the players choose); the chosen one
shows its path, the hexes it attacks (the area pattern as placed, hatched), a sightline per
target, and the focus (with every tied focus ringed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.tactics import Hex, Outcome
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.overlays import _arrow_head

MOVE = QColor("#7b2cbf")
ATTACK = QColor("#c8261c")
FOCUS = QColor("#ff8c00")


class PreviewItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(15)  # under the figures: the path must not hide the monster's number
        self.outcomes: Sequence[Outcome] = ()
        self.chosen = 0
        self._focus_hexes: list[Hex] = []
        self._bounds = QRectF()

    def set_outcomes(self, outcomes: Sequence[Outcome], figure_hexes: Mapping[str, Hex]) -> None:
        self.prepareGeometryChange()
        self.outcomes = list(outcomes)
        self.chosen = 0
        foci = dict.fromkeys(o.focus for o in self.outcomes if o.focus is not None)
        self._focus_hexes = [figure_hexes[f] for f in foci if f in figure_hexes]
        hexes = {h for o in self.outcomes for h in (*o.path, *o.target_hexes, *o.aoe_hexes)}
        rect = QRectF()
        for h in hexes | set(self._focus_hexes):
            rect = rect.united(geo.polygon(h).boundingRect())
        self._bounds = rect.adjusted(-10, -10, 10, 10)
        self.update()

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.outcomes) and index != self.chosen:
            self.chosen = index
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.outcomes:
            return
        for h in self._focus_hexes:
            painter.setPen(QPen(FOCUS, 4.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            c = geo.centre(h)
            painter.drawEllipse(c, geo.SIZE * 0.86, geo.SIZE * 0.86)
        chosen = self.outcomes[self.chosen]
        # the other options, faint and dashed beside the chosen one
        faint = QPen(QColor(MOVE.red(), MOVE.green(), MOVE.blue(), 110), 2.0, Qt.PenStyle.DashLine)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, o in enumerate(self.outcomes):
            if i != self.chosen and len(o.path) >= 2:
                painter.setPen(faint)
                painter.drawPolyline(QPolygonF([geo.centre(h) for h in o.path]))
        for h in chosen.aoe_hexes:
            painter.setPen(QPen(ATTACK, 2.0))
            painter.setBrush(QBrush(ATTACK, Qt.BrushStyle.BDiagPattern))
            painter.drawPolygon(geo.polygon(h, 0.8))
        end = QPen(MOVE, 2.5, Qt.PenStyle.DashLine)
        painter.setPen(end)
        painter.setBrush(QColor(MOVE.red(), MOVE.green(), MOVE.blue(), 40))
        painter.drawPolygon(geo.polygon(chosen.end, 0.8))
        self._paint_path(painter, chosen)
        for line in chosen.sightlines:
            painter.setPen(QPen(ATTACK, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(geo.scene_point(line.start), geo.scene_point(line.end))
        for h in chosen.target_hexes:
            _crosshair(painter, geo.centre(h))
        self._paint_numbers(painter)

    def _paint_path(self, painter: QPainter, o: Outcome) -> None:
        points = [geo.centre(h) for h in o.path]
        if len(points) >= 2:
            pen = QPen(MOVE, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF(points))
            _arrow_head(painter, points[-2], points[-1], MOVE)

    def _paint_numbers(self, painter: QPainter) -> None:
        """A numbered tag on each outcome's destination: the options side by side."""
        font = QFont(painter.font())
        font.setPixelSize(int(geo.SIZE * 0.42))
        font.setBold(True)
        painter.setFont(font)
        per_hex: dict[Hex, int] = {}
        for i, o in enumerate(self.outcomes):
            n = per_hex.get(o.end, 0)
            per_hex[o.end] = n + 1
            c = geo.centre(o.end)
            box = QRectF(c.x() - geo.SIZE * 0.75 + n * 17, c.y() - geo.SIZE * 0.85, 16, 16)
            chosen = i == self.chosen
            painter.setPen(QPen(MOVE, 1.5))
            painter.setBrush(MOVE if chosen else QColor("white"))
            painter.drawEllipse(box)
            painter.setPen(QColor("white") if chosen else MOVE)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(i + 1))


def _crosshair(painter: QPainter, c: QPointF) -> None:
    r = geo.SIZE * 0.72
    painter.setPen(QPen(ATTACK, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r, r)
    painter.drawLine(QPointF(c.x() - r - 4, c.y()), QPointF(c.x() - r + 8, c.y()))
    painter.drawLine(QPointF(c.x() + r - 8, c.y()), QPointF(c.x() + r + 4, c.y()))
    painter.drawLine(QPointF(c.x(), c.y() - r - 4), QPointF(c.x(), c.y() - r + 8))
    painter.drawLine(QPointF(c.x(), c.y() + r - 8), QPointF(c.x(), c.y() + r + 4))
