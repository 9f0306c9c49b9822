"""Doors, unexplored rooms and money tokens on the play board, in the terrain's style (flat
shapes, a thin dark outline, one soft shade).

A room whose door is still closed lies under a dark, hatched veil, as an unexplored room of
the printed map has nothing on it yet; its door is a plank door on the door's hex, drawn open
once a character has gone through. A money token is a gold coin on its hex. What there is comes
from the engine: the scenario's rooms and the round's opened rooms and money.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.tactics import Hex
from founders_desktop.tactics.rounds import RoundState
from founders_desktop.view.tactics import geometry as geo

OUTLINE = QColor("#2b2118")
VEIL = QColor(43, 35, 27, 225)
VEIL_HATCH = QColor(120, 100, 76, 120)
DOOR_WOOD = QColor("#8a5a2b")
DOOR_PLANK = QColor("#5e3b1a")
DOOR_OPEN = QColor("#c9a77a")
COIN_FACE = QColor("#e2b53c")
COIN_RIM = QColor("#a9791a")

Marks = tuple[frozenset[Hex], tuple[tuple[Hex, bool], ...], tuple[Hex, ...]]


def room_marks(state: RoundState) -> Marks:
    """The veiled hexes, each door with whether it is open, and the money tokens' hexes."""
    scenario = state.content
    veiled = scenario.hidden_hexes(state.opened)
    doors = tuple(sorted((r.door, r.id in state.opened) for r in scenario.rooms))
    money = tuple(sorted(Hex(*h) for h in state.money))
    return veiled, doors, money


class RoomsItem(QGraphicsItem):
    """The veils, doors and coins of a round, over the map and under the figures."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.marks: Marks = (frozenset(), (), ())
        self._bounds = QRectF()

    def set_marks(self, marks: Marks) -> None:
        if marks == self.marks:
            return
        self.prepareGeometryChange()
        self.marks = marks
        veiled, doors, money = marks
        self._bounds = geo.bounds((*veiled, *(d for d, _ in doors), *money))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        veiled, doors, money = self.marks
        hatch = QBrush(VEIL_HATCH, Qt.BrushStyle.BDiagPattern)
        for h in sorted(veiled):
            polygon = geo.polygon(h)
            painter.setPen(QPen(OUTLINE, 1.0))
            painter.setBrush(VEIL)
            painter.drawPolygon(polygon)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(hatch)
            painter.drawPolygon(polygon)
        for h, opened in doors:
            _paint_door(painter, geo.centre(h), opened)
        for h in money:
            _paint_coin(painter, geo.centre(h))


def _paint_door(painter: QPainter, c: QPointF, opened: bool) -> None:
    """A plank door with an arched top; an open one is its empty frame, the door swung aside."""
    w, h = geo.SIZE * 0.62, geo.SIZE * 0.9
    frame = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
    painter.setPen(QPen(OUTLINE, 1.4))
    if opened:
        painter.setBrush(DOOR_OPEN)
        painter.drawRoundedRect(frame, w / 2.5, w / 2.5)
        leaf = QRectF(frame.left() - w * 0.18, frame.top() + h * 0.08, w * 0.26, h * 0.9)
        painter.setBrush(DOOR_WOOD)
        painter.drawRect(leaf)
        return
    painter.setBrush(DOOR_WOOD)
    painter.drawRoundedRect(frame, w / 2.5, w / 2.5)
    painter.setPen(QPen(DOOR_PLANK, 1.0))
    for k in (1, 2):
        x = frame.left() + w * k / 3
        painter.drawLine(QPointF(x, frame.top() + 3), QPointF(x, frame.bottom() - 1))
    painter.setPen(QPen(OUTLINE, 1.0))
    painter.setBrush(COIN_FACE)
    painter.drawEllipse(QPointF(frame.right() - w * 0.2, c.y() + h * 0.08), 1.8, 1.8)


def _paint_coin(painter: QPainter, c: QPointF) -> None:
    """A gold coin with a rim and a struck mark, off the hex's centre so a figure leaves it seen."""
    at = c + QPointF(geo.SIZE * 0.42, geo.SIZE * 0.42)
    r = geo.SIZE * 0.24
    painter.setPen(QPen(OUTLINE, 1.2))
    painter.setBrush(COIN_RIM)
    painter.drawEllipse(at, r, r)
    painter.setPen(QPen(COIN_RIM, 1.0))
    painter.setBrush(COIN_FACE)
    painter.drawEllipse(at, r * 0.72, r * 0.72)
    painter.setPen(QPen(COIN_RIM, 1.4))
    painter.drawLine(at + QPointF(0, -r * 0.35), at + QPointF(0, r * 0.35))
