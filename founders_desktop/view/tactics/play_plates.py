"""Pressure plates on the play board: a square plate sunk in its hex, in the terrain's style
(flat shapes, a thin dark outline, one soft shade). An armed plate (its spawn still to come)
is bronze with a raised centre; a pressed one is grey and flat. Which plates there are and
whether each is armed comes from the engine (``spawn_triggers.pressure_plates``)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.tactics import Hex
from founders_desktop.view.tactics import geometry as geo

OUTLINE = QColor("#2b2118")
ARMED = (QColor("#b07a3a"), QColor("#d9a25a"))
PRESSED = (QColor("#8c857a"), QColor("#a39d92"))


class PlateItem(QGraphicsItem):
    """Every pressure plate of the scenario, over the map and under the figures."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.plates: tuple[tuple[Hex, bool], ...] = ()
        self._bounds = QRectF()

    def set_plates(self, plates: Iterable[tuple[Hex, bool]]) -> None:
        plates = tuple(plates)
        if plates == self.plates:
            return
        self.prepareGeometryChange()
        self.plates = plates
        self._bounds = geo.bounds(h for h, _ in plates)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = geo.SIZE * 0.95
        for h, armed in self.plates:
            c = geo.centre(h)
            rim, face = ARMED if armed else PRESSED
            plate = QRectF(c - QPointF(side / 2, side / 2), c + QPointF(side / 2, side / 2))
            painter.setPen(QPen(OUTLINE, 1.4))
            painter.setBrush(rim)
            painter.drawRoundedRect(plate, 3.0, 3.0)
            inset = side * (0.2 if armed else 0.12)
            painter.setPen(QPen(OUTLINE, 0.8))
            painter.setBrush(face)
            painter.drawRoundedRect(plate.adjusted(inset, inset, -inset, -inset), 2.0, 2.0)
