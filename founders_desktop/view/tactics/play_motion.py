"""A standee gliding along its path while a monster's turn is played back.

Only the picture moves: the figure's hex is already the event's end hex, so stopping the glide
at any time (Skip, the next step) leaves the board right.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from founders_desktop.tactics import Hex
from founders_desktop.view.tactics import geometry as geo


def along(points: Sequence[QPointF], t: float) -> QPointF:
    """The point a share ``t`` (0..1) of the way along a polyline of equal steps."""
    if len(points) == 1 or t <= 0:
        return points[0]
    if t >= 1:
        return points[-1]
    x = t * (len(points) - 1)
    i = int(x)
    f = x - i
    a, b = points[i], points[i + 1]
    return QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f)


class Glide(QObject):
    """One glide at a time; a new one (or ``stop``) ends the previous one at its end hex."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._anim: QVariantAnimation | None = None
        self._item: QGraphicsItem | None = None
        self._points: list[QPointF] = []

    def start(self, item: QGraphicsItem, path: Sequence[Hex], ms: int) -> None:
        self.stop()
        if len(path) < 2 or ms <= 0:
            return
        self._item = item
        self._points = [geo.centre(h) for h in path]
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        anim.valueChanged.connect(self._moved)
        self._anim = anim
        item.setPos(self._points[0])
        anim.start()

    def _moved(self, value: object) -> None:
        if self._item is not None and isinstance(value, float):
            self._item.setPos(along(self._points, value))

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        if self._item is not None and self._points:
            self._item.setPos(self._points[-1])
        self._item = None
        self._points = []

    @property
    def running(self) -> bool:
        return self._anim is not None and self._anim.state() == QVariantAnimation.State.Running
