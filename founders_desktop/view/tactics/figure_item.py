"""A figure standee on the hex board.

Shape tells the kind as well as colour does: characters are round, summons are small and round,
monsters are square-cornered standees (white for normal, gold for elite) with their standee
number; the active monster wears a red ring. The initiative sits in a small badge.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.scenario import FigureKind, ScenarioFigure
from founders_desktop.view.tactics import geometry as geo

RADIUS = geo.SIZE * 0.6
CHARACTER = QColor("#2f62a8")
SUMMON = QColor("#1f8a80")
NORMAL = QColor("#f7f4ee")
ELITE = QColor("#e2b33c")
ACTIVE = QColor("#c8261c")


class FigureItem(QGraphicsItem):
    """Drawn about its own origin; the scene moves it to a hex centre (or under the mouse)."""

    def __init__(self, figure: ScenarioFigure, active: bool) -> None:
        super().__init__()
        self.setZValue(20)
        self.setAcceptHoverEvents(False)
        # repainted under every hovered path: blit a cached picture instead of drawing text
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.figure = figure
        self.active = active
        self.selected = False
        self.setPos(geo.centre(figure.hex))

    def set_figure(self, figure: ScenarioFigure, active: bool) -> None:
        self.figure = figure
        self.active = active
        self.setPos(geo.centre(figure.hex))
        self.update()

    def set_selected_look(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def label(self) -> str:
        f = self.figure
        if f.kind is FigureKind.MONSTER:
            return str(f.standee)
        return f.id.rsplit("-", 1)[-1]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = RADIUS + 8
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        f = self.figure
        r = RADIUS
        if self.selected:
            painter.setPen(QPen(QColor("#ffd400"), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-r - 5, -r - 5, 2 * r + 10, 2 * r + 10))
        if self.active:
            painter.setPen(QPen(ACTIVE, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-r - 2.5, -r - 2.5, 2 * r + 5, 2 * r + 5))
        ink = QColor("white")
        if f.kind is FigureKind.MONSTER:
            painter.setPen(QPen(QColor("#1b1b1b"), 2.5 if f.elite else 1.5))
            painter.setBrush(ELITE if f.elite else NORMAL)
            painter.drawRoundedRect(QRectF(-r * 0.8, -r * 0.8, r * 1.6, r * 1.6), 5, 5)
            ink = QColor("#1b1b1b")
        elif f.kind is FigureKind.SUMMON:
            painter.setPen(QPen(QColor("#0d3f3a"), 1.5))
            painter.setBrush(SUMMON)
            painter.drawEllipse(QRectF(-r * 0.7, -r * 0.7, r * 1.4, r * 1.4))
        else:
            painter.setPen(QPen(QColor("#112a4d"), 1.5))
            painter.setBrush(CHARACTER)
            painter.drawEllipse(QRectF(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7))
        font = QFont(painter.font())
        font.setPixelSize(int(r * 0.9))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.label())
        if f.initiative is not None:
            self._paint_initiative(painter, f.initiative)

    def _paint_initiative(self, painter: QPainter, initiative: float) -> None:
        text = f"{initiative:g}"
        font = QFont(painter.font())
        font.setPixelSize(int(RADIUS * 0.5))
        painter.setFont(font)
        width = max(RADIUS * 0.95, RADIUS * 0.32 * len(text))
        box = QRectF(RADIUS * 1.15 - width, RADIUS * 0.45, width, RADIUS * 0.6)
        painter.setPen(QPen(QColor("#333"), 1))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("#222"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
