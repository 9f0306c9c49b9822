"""Pieces drawn as pieces: raised card-board tiles, round tokens, houses, bridges and gates.

All in the icons' style: a flat body, a thin dark outline and one soft shade (a shadow under a
raised piece, a darker lower edge). Shapes are built in scene units from the square grid; the
scene items cache what these functions paint once per zoom, so a drag only blits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from founders_desktop.view.art.resource_icons import paint_resource
from founders_desktop.view.art.seat_marks import paint_seat_symbol
from founders_desktop.view.board.text_fit import draw_fitted

INK = QColor("#2a2118")
SHADOW = QColor(20, 12, 4, 85)
SHADE = QColor(26, 18, 8, 60)
GLINT = QColor(255, 252, 240, 90)
PARCHMENT = QColor("#f1e4c2")
TOKEN_EDGE = QColor(20, 14, 8, 130)


@dataclass(frozen=True)
class Seat:
    """What a piece needs of its owner: the colour, the ink on it and the symbol's index."""

    fill: QColor
    ink: QColor
    index: int | None  # None: neutral (no symbol)


def ink_pen(width: float = 1.3) -> QPen:
    """The thin dark outline, a fixed width on screen at every zoom."""
    pen = QPen(INK, width)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


@dataclass(frozen=True)
class RaisedShape:
    """A tile outline with its shadow and shade worked out once (path booleans are not free)."""

    body: QPainterPath
    shadow: QPainterPath
    shade: QPainterPath
    glint: QPainterPath


def raised_shape(outline: QPainterPath, lift: float = 2.2) -> RaisedShape:
    shadow = outline.translated(lift * 0.7, lift)
    shade = outline.subtracted(outline.translated(-lift, -lift))
    glint = outline.subtracted(outline.translated(lift * 0.6, lift * 0.6))
    return RaisedShape(outline, shadow, shade, glint)


def paint_raised(painter: QPainter, shape: RaisedShape, fill: QColor) -> None:
    """A tile standing a little off the board: shadow, body, lit upper edge, shaded lower edge."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawPath(shape.shadow)
    painter.setBrush(fill)
    painter.drawPath(shape.body)
    painter.setBrush(GLINT)
    painter.drawPath(shape.glint)
    painter.setBrush(SHADE)
    painter.drawPath(shape.shade)
    painter.setPen(ink_pen())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape.body)


def paint_token(painter: QPainter, centre: QPointF, radius: float, seat: Seat, thick: float = 0.0) -> None:
    """A round token in the seat's colour with its symbol; ``thick`` > 0 shows its edge (a disc
    seen a little from the side), as claim tokens stacked on a tile."""
    thick = thick or radius * 0.28
    painter.setPen(ink_pen(1.1))
    painter.setBrush(seat.fill.darker(150))
    painter.drawEllipse(
        QRectF(centre.x() - radius, centre.y() - radius + thick, 2 * radius, 2 * radius * 0.9)
    )
    painter.setBrush(seat.fill)
    top = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius * 0.9)
    painter.drawEllipse(top)
    if seat.index is not None:
        mark = top.adjusted(radius * 0.45, radius * 0.4, -radius * 0.45, -radius * 0.4)
        paint_seat_symbol(painter, seat.index, mark, seat.ink)


def paint_token_stack(painter: QPainter, base: QPointF, radius: float, seats: list[Seat]) -> None:
    """Tokens stacked on one spot, ``seats[0]`` at the bottom: each shows as a rim under the next."""
    step = radius * 0.42
    for k, seat in enumerate(seats):
        paint_token(painter, QPointF(base.x(), base.y() - k * step), radius, seat, step)


def house_path(rect: QRectF) -> QPainterPath:
    """A house: a pitched roof over a square body, with a chimney."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    eave = y + h * 0.45
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(x, eave),
                QPointF(x + w * 0.5, y),
                QPointF(x + w * 0.72, y + h * 0.16),
                QPointF(x + w * 0.72, y + h * 0.04),
                QPointF(x + w * 0.86, y + h * 0.04),
                QPointF(x + w * 0.86, y + h * 0.3),
                QPointF(x + w, eave),
                QPointF(x + w * 0.9, eave),
                QPointF(x + w * 0.9, y + h),
                QPointF(x + w * 0.1, y + h),
                QPointF(x + w * 0.1, eave),
            ]
        )
    )
    path.closeSubpath()
    return path


def paint_house(painter: QPainter, rect: QRectF, seat: Seat) -> None:
    """A house piece in the owner's colour, its symbol on the wall and a dark door."""
    body = house_path(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawPath(body.translated(1.5, 2.0))
    painter.setBrush(seat.fill)
    painter.setPen(ink_pen())
    painter.drawPath(body)
    roof = QPainterPath()
    w, h = rect.width(), rect.height()
    roof.addPolygon(
        QPolygonF(
            [
                QPointF(rect.left(), rect.top() + h * 0.45),
                QPointF(rect.left() + w * 0.5, rect.top()),
                QPointF(rect.right(), rect.top() + h * 0.45),
            ]
        )
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADE)
    painter.drawPath(roof)
    painter.drawRect(QRectF(rect.left() + w * 0.1, rect.bottom() - h * 0.1, w * 0.8, h * 0.1))
    door = QRectF(rect.left() + w * 0.6, rect.top() + h * 0.66, w * 0.18, h * 0.34)
    painter.setBrush(INK)
    painter.drawRect(door)
    if seat.index is not None:
        mark = QRectF(rect.left() + w * 0.18, rect.top() + h * 0.52, w * 0.34, h * 0.32)
        paint_seat_symbol(painter, seat.index, mark, seat.ink)


def paint_bridge(painter: QPainter, cell: QRectF, seat: Seat, across_x: bool) -> None:
    """A bridge over a river square: a planked deck with rails, spanning the way across."""
    painter.save()
    painter.translate(cell.center())
    if not across_x:
        painter.rotate(90)
    s = cell.width()
    deck = QRectF(-s * 0.5, -s * 0.27, s, s * 0.54)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawRect(deck.translated(0, s * 0.07))
    painter.setPen(ink_pen())
    painter.setBrush(seat.fill)
    painter.drawRect(deck)
    plank = QPen(seat.fill.darker(160), 0.0)
    plank.setCosmetic(True)
    painter.setPen(plank)
    for k in range(1, 6):
        x = deck.left() + deck.width() * k / 6
        painter.drawLine(QPointF(x, deck.top() + 1), QPointF(x, deck.bottom() - 1))
    painter.setPen(ink_pen(1.1))
    painter.setBrush(seat.fill.darker(130))
    for y in (deck.top() - s * 0.05, deck.bottom() - s * 0.05):
        painter.drawRect(QRectF(deck.left(), y, deck.width(), s * 0.1))
    if seat.index is not None:
        mark = QRectF(-s * 0.13, -s * 0.13, s * 0.26, s * 0.26)
        painter.setPen(ink_pen(1.0))
        painter.setBrush(seat.fill)
        painter.drawEllipse(mark.adjusted(-s * 0.04, -s * 0.04, s * 0.04, s * 0.04))
        paint_seat_symbol(painter, seat.index, mark, seat.ink)
    painter.restore()


def paint_gate(painter: QPainter, cell: QRectF, seat: Seat) -> None:
    """A gate in a wall square: a gatehouse front with an arched way and a portcullis."""
    s = cell.width()
    r = cell.adjusted(s * 0.08, s * 0.1, -s * 0.08, -s * 0.06)
    w, h = r.width(), r.height()
    path = QPainterPath()
    path.moveTo(r.left(), r.bottom())
    path.lineTo(r.left(), r.top())
    teeth = 5
    for k in range(teeth):
        x0 = r.left() + w * k / teeth
        x1 = r.left() + w * (k + 0.5) / teeth
        x2 = r.left() + w * (k + 1) / teeth
        path.lineTo(x0, r.top())
        path.lineTo(x1, r.top())
        path.lineTo(x1, r.top() + h * 0.14)
        path.lineTo(x2, r.top() + h * 0.14)
    path.lineTo(r.right(), r.bottom())
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawPath(path.translated(1.5, 2.0))
    painter.setPen(ink_pen())
    painter.setBrush(seat.fill)
    painter.drawPath(path)
    arch = QPainterPath()
    aw = w * 0.44
    ax = r.center().x() - aw / 2
    arch.moveTo(ax, r.bottom())
    arch.lineTo(ax, r.top() + h * 0.55)
    arch.arcTo(QRectF(ax, r.top() + h * 0.34, aw, aw * 0.9), 180, -180)
    arch.lineTo(ax + aw, r.bottom())
    arch.closeSubpath()
    painter.setBrush(INK)
    painter.drawPath(arch)
    grille = QPen(seat.fill.lighter(120), 0.0)
    grille.setCosmetic(True)
    painter.setPen(grille)
    for k in range(1, 4):
        x = ax + aw * k / 4
        painter.drawLine(QPointF(x, r.top() + h * 0.42), QPointF(x, r.bottom()))
    painter.drawLine(QPointF(ax, r.top() + h * 0.72), QPointF(ax + aw, r.top() + h * 0.72))
    if seat.index is not None:
        mark = QRectF(r.left() + w * 0.04, r.top() + h * 0.3, w * 0.22, w * 0.22)
        paint_seat_symbol(painter, seat.index, mark, seat.ink)


def paint_value_banner(painter: QPainter, rect: QRectF, text: str, fill: QColor, ink: QColor) -> None:
    """A small ribbon with a printed value (slot points, recipe points), notched at the tail."""
    path = QPainterPath()
    notch = rect.height() * 0.3
    path.moveTo(rect.topLeft())
    path.lineTo(rect.topRight())
    path.lineTo(rect.right() - notch, rect.center().y())
    path.lineTo(rect.bottomRight())
    path.lineTo(rect.bottomLeft())
    path.closeSubpath()
    painter.setPen(ink_pen(1.0))
    painter.setBrush(fill)
    painter.drawPath(path)
    draw_fitted(painter, text, rect.adjusted(0, 0, -notch * 0.8, 0), ink, rect.height() * 0.95)


def paint_icon_disc(
    painter: QPainter, resource_id: str, centre: QPointF, radius: float, fill: QColor
) -> None:
    """A resource icon on a round plate (slots on prestige buildings, recipe parts on tiles)."""
    painter.setPen(ink_pen(1.0))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    inner = radius * 0.78
    paint_resource(painter, resource_id, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner))


def paint_completion_seal(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The completion marker of a prestige building: a gold seal with a tick."""
    points = []
    for k in range(16):
        rr = radius if k % 2 == 0 else radius * 0.82
        a = k * math.pi / 8
        points.append(QPointF(centre.x() + rr * math.cos(a), centre.y() + rr * math.sin(a)))
    painter.setPen(ink_pen(1.1))
    painter.setBrush(QColor("#e2b43e"))
    painter.drawPolygon(QPolygonF(points))
    tick = QPainterPath()
    tick.moveTo(centre.x() - radius * 0.42, centre.y())
    tick.lineTo(centre.x() - radius * 0.1, centre.y() + radius * 0.35)
    tick.lineTo(centre.x() + radius * 0.45, centre.y() - radius * 0.35)
    pen = QPen(INK, radius * 0.22)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)
