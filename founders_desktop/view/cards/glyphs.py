"""Small painted symbols the cards use: one per action category (a shape first, colour second),
points, money, influence, workers, houses and bridges, tier pips, and the resource icon spot.

Each is drawn in a unit square mapped onto ``rect``, with the cards' thin ink outline."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF

from founders_desktop.view.art.resource_icons import paint_resource as art_paint_resource
from founders_desktop.view.cards.ink import CATEGORY_COLOURS, GOLD, INK, PARCHMENT, draw_line, outline


def _unit(painter: QPainter, rect: QRectF) -> None:
    """Map the unit square (0..1) onto ``rect``'s largest centred square."""
    side = min(rect.width(), rect.height())
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side, side)


def _poly(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def paint_category(painter: QPainter, category: str, rect: QRectF) -> None:
    """The category's symbol on a disc of its colour: recruit a bust, trade two arrows, upgrade a
    rising arrow, construct a house, income a coin, call to vote a raised hand's ballot."""
    colour = CATEGORY_COLOURS.get(category, INK)
    painter.save()
    _unit(painter, rect)
    pen = outline(0.05)
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(0.03, 0.03, 0.94, 0.94))
    painter.setBrush(PARCHMENT)
    pen.setWidthF(0.04)
    painter.setPen(pen)
    if category == "recruit":
        painter.drawEllipse(QRectF(0.37, 0.2, 0.26, 0.26))
        path = QPainterPath(QPointF(0.22, 0.8))
        path.cubicTo(QPointF(0.22, 0.5), QPointF(0.78, 0.5), QPointF(0.78, 0.8))
        path.closeSubpath()
        painter.drawPath(path)
    elif category == "trade":
        painter.drawPolygon(
            _poly(
                [
                    (0.18, 0.38),
                    (0.62, 0.38),
                    (0.62, 0.26),
                    (0.84, 0.44),
                    (0.62, 0.6),
                    (0.62, 0.48),
                    (0.18, 0.48),
                ]
            )
        )  # noqa: E501
        painter.drawPolygon(
            _poly(
                [(0.82, 0.6), (0.38, 0.6), (0.38, 0.5), (0.16, 0.66), (0.38, 0.82), (0.38, 0.7), (0.82, 0.7)]
            )
        )  # noqa: E501
    elif category == "upgrade":
        painter.drawPolygon(
            _poly([(0.5, 0.16), (0.8, 0.5), (0.62, 0.5), (0.62, 0.82), (0.38, 0.82), (0.38, 0.5), (0.2, 0.5)])
        )  # noqa: E501
    elif category == "construct":
        painter.drawPolygon(
            _poly(
                [
                    (0.5, 0.18),
                    (0.82, 0.46),
                    (0.74, 0.46),
                    (0.74, 0.8),
                    (0.26, 0.8),
                    (0.26, 0.46),
                    (0.18, 0.46),
                ]
            )
        )  # noqa: E501
        painter.setBrush(colour)
        painter.drawRect(QRectF(0.44, 0.58, 0.12, 0.22))
    elif category == "income":
        painter.setBrush(GOLD)
        painter.drawEllipse(QRectF(0.24, 0.24, 0.52, 0.52))
        painter.drawEllipse(QRectF(0.36, 0.36, 0.28, 0.28))
    else:  # call to vote: a ballot dropped into a box
        painter.drawRect(QRectF(0.2, 0.52, 0.6, 0.3))
        painter.drawPolygon(_poly([(0.36, 0.2), (0.64, 0.2), (0.64, 0.56), (0.36, 0.56)]))
        painter.setBrush(INK)
        painter.drawRect(QRectF(0.32, 0.5, 0.36, 0.05))
    painter.restore()


def paint_points(painter: QPainter, points: int | None, rect: QRectF) -> None:
    """Points as a gold shield with the number (a bare shield for "points" beside a figure)."""
    painter.save()
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    path = QPainterPath(QPointF(box.left() + side * 0.1, box.top() + side * 0.1))
    path.lineTo(box.right() - side * 0.1, box.top() + side * 0.1)
    path.lineTo(box.right() - side * 0.1, box.top() + side * 0.5)
    path.quadTo(
        box.right() - side * 0.1, box.bottom() - side * 0.1, box.center().x(), box.bottom() - side * 0.02
    )
    path.quadTo(
        box.left() + side * 0.1, box.bottom() - side * 0.1, box.left() + side * 0.1, box.top() + side * 0.5
    )
    path.closeSubpath()
    painter.setPen(outline(max(1.0, side * 0.05)))
    painter.setBrush(GOLD)
    painter.drawPath(path)
    if points is not None:
        draw_line(painter, str(points), box.adjusted(0, -side * 0.06, 0, 0), side * 0.6, INK, True)
    painter.restore()


def paint_coin(painter: QPainter, amount: int | None, rect: QRectF) -> None:
    """Money: a coin, with the amount on it if given."""
    painter.save()
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.setPen(outline(max(1.0, side * 0.06)))
    painter.setBrush(QColor("#e0b53f"))
    painter.drawEllipse(box.adjusted(1, 1, -1, -1))
    if amount is not None:
        draw_line(painter, str(amount), box, side * 0.62, INK, True)
    painter.restore()


def paint_influence(painter: QPainter, lasting: bool, rect: QRectF) -> None:
    """Influence: fleeting a round blue token, lasting a hexagonal purple one (shape tells them apart)."""
    painter.save()
    _unit(painter, rect)
    painter.setPen(outline(0.07))
    if lasting:
        painter.setBrush(QColor("#6d3f8f"))
        painter.drawPolygon(
            _poly([(0.5, 0.05), (0.9, 0.28), (0.9, 0.72), (0.5, 0.95), (0.1, 0.72), (0.1, 0.28)])
        )
    else:
        painter.setBrush(QColor("#3f78b5"))
        painter.drawEllipse(QRectF(0.08, 0.08, 0.84, 0.84))
    painter.setBrush(PARCHMENT)
    painter.drawEllipse(QRectF(0.36, 0.36, 0.28, 0.28))
    painter.restore()


def paint_worker(painter: QPainter, colour: QColor, rect: QRectF, hollow: bool = False) -> None:
    """A worker figure; ``hollow`` for one not yet unlocked or already placed."""
    painter.save()
    _unit(painter, rect)
    painter.setPen(outline(0.07))
    painter.setBrush(Qt.BrushStyle.NoBrush if hollow else QBrush(colour))
    path = QPainterPath()
    path.addEllipse(QRectF(0.33, 0.06, 0.34, 0.34))
    body = QPainterPath(QPointF(0.12, 0.94))
    body.lineTo(0.2, 0.5)
    body.quadTo(QPointF(0.5, 0.36), QPointF(0.8, 0.5))
    body.lineTo(0.88, 0.94)
    body.closeSubpath()
    painter.drawPath(path)
    painter.drawPath(body)
    painter.restore()


def paint_house(painter: QPainter, colour: QColor, rect: QRectF, hollow: bool = False) -> None:
    painter.save()
    _unit(painter, rect)
    painter.setPen(outline(0.07))
    painter.setBrush(Qt.BrushStyle.NoBrush if hollow else QBrush(colour))
    painter.drawPolygon(
        _poly([(0.5, 0.08), (0.92, 0.46), (0.8, 0.46), (0.8, 0.92), (0.2, 0.92), (0.2, 0.46), (0.08, 0.46)])
    )  # noqa: E501
    painter.restore()


def paint_bridge(painter: QPainter, colour: QColor, rect: QRectF, hollow: bool = False) -> None:
    painter.save()
    _unit(painter, rect)
    painter.setPen(outline(0.07))
    painter.setBrush(Qt.BrushStyle.NoBrush if hollow else QBrush(colour))
    path = QPainterPath(QPointF(0.05, 0.75))
    path.lineTo(0.05, 0.4)
    path.lineTo(0.95, 0.4)
    path.lineTo(0.95, 0.75)
    path.lineTo(0.78, 0.75)
    path.quadTo(QPointF(0.5, 0.45), QPointF(0.22, 0.75))
    path.closeSubpath()
    painter.drawPath(path)
    painter.restore()


def paint_tier(painter: QPainter, tier: int, rect: QRectF) -> None:
    """The tier as that many diamonds in a row (I, II, III read at a glance without a numeral)."""
    painter.save()
    side = min(rect.height(), rect.width() / max(1, tier))
    start = rect.center().x() - side * tier / 2
    painter.setPen(outline(max(0.8, side * 0.08)))
    painter.setBrush(GOLD)
    for k in range(tier):
        cx = start + side * (k + 0.5)
        cy = rect.center().y()
        r = side * 0.42
        painter.drawPolygon(_poly([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]))
    painter.restore()


def paint_resource(painter: QPainter, resource_id: str, rect: QRectF) -> None:
    """The resource's icon, from the art package (the same icon as on the board's tiles)."""
    art_paint_resource(painter, resource_id, rect)
