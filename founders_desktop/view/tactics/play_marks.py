"""Marks the play board draws for a moment: the hexes a hovered log line talks about, and a strike
(a line from the attacker that flashes on the figure hit) while a monster's turn is played back."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from founders_desktop.tactics import Hex
from founders_desktop.view.tactics import geometry as geo

GLOW = QColor("#ffb000")
STRIKE = QColor("#c8261c")


class HighlightItem(QGraphicsItem):
    """A gold outline on each hex a hovered log line names (its figures and its path)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(18)
        self.hexes: tuple[Hex, ...] = ()
        self._bounds = QRectF()

    def set_hexes(self, hexes: Iterable[Hex]) -> None:
        self.prepareGeometryChange()
        self.hexes = tuple(dict.fromkeys(hexes))
        rect = QRectF()
        for h in self.hexes:
            rect = rect.united(geo.polygon(h).boundingRect())
        self._bounds = rect.adjusted(-6, -6, 6, 6)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for h in self.hexes:
            painter.setPen(QPen(QColor(255, 176, 0, 110), 7.0))
            painter.setBrush(QColor(255, 214, 102, 70))
            painter.drawPolygon(geo.polygon(h, 0.92))
            painter.setPen(QPen(QColor("#8a5a00"), 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(geo.polygon(h, 0.92))


class StrikeItem(QGraphicsItem):
    """The attacker's strike: a line that runs to the target (``progress`` 0..0.5), then a burst
    on the target (0.5..1)."""

    def __init__(self, attacker: Hex, target: Hex) -> None:
        super().__init__()
        self.setZValue(25)
        self.a = geo.centre(attacker)
        self.b = geo.centre(target)
        self.progress = 1.0
        self._bounds = QRectF(self.a, self.b).normalized().adjusted(-30, -30, 30, 30)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def set_progress(self, value: float) -> None:
        self.progress = value
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        run = min(1.0, self.progress * 2)
        tip = QPointF(
            self.a.x() + (self.b.x() - self.a.x()) * run, self.a.y() + (self.b.y() - self.a.y()) * run
        )
        pen = QPen(STRIKE, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.a, tip)
        angle = math.atan2(self.b.y() - self.a.y(), self.b.x() - self.a.x())
        head = QPolygonF(
            [
                tip,
                QPointF(tip.x() - 9 * math.cos(angle - 0.45), tip.y() - 9 * math.sin(angle - 0.45)),
                QPointF(tip.x() - 9 * math.cos(angle + 0.45), tip.y() - 9 * math.sin(angle + 0.45)),
            ]
        )
        painter.setBrush(STRIKE)
        painter.drawPolygon(head)
        if self.progress < 0.5:
            return
        burst = (self.progress - 0.5) * 2  # grows, then stays
        painter.setPen(QPen(QColor("#2b2118"), 1.2))
        painter.setBrush(QColor(255, 214, 60, 140))
        painter.drawPath(_burst(self.b, geo.SIZE * (0.35 + 0.35 * burst)))


def _burst(c: QPointF, r: float) -> QPainterPath:
    """An eight-pointed flash about ``c``."""
    poly = QPolygonF()
    for k in range(16):
        a = math.pi * k / 8
        d = r if k % 2 == 0 else r * 0.45
        poly.append(QPointF(c.x() + d * math.cos(a), c.y() + d * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


class Strikes(QObject):
    """At most one strike on the board; a new one (or ``stop``) removes the previous one."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.item: StrikeItem | None = None
        self._anim: QVariantAnimation | None = None

    def start(self, attacker: Hex, target: Hex, ms: int) -> None:
        self.stop()
        item = StrikeItem(attacker, target)
        self.scene.addItem(item)
        self.item = item
        if ms <= 0:
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.valueChanged.connect(lambda v: item.set_progress(float(v)))
        self._anim = anim
        item.set_progress(0.0)
        anim.start()

    def hold(self, progress: float) -> None:
        """Stop the strike at one moment of it (0..1) and keep it drawn so (pictures, tests)."""
        if self._anim is not None:
            self._anim.stop()
        if self.item is not None:
            self.item.set_progress(progress)

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        if self.item is not None:
            self.scene.removeItem(self.item)
            self.item = None
