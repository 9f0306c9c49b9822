"""Terrain drawn as terrain: a texture per kind, recognisable by its shape before its colour.

Wall: courses of stone blocks; obstacle: a boulder; trap: a spiked jaw; hazardous: flames;
difficult: tufts of rough ground; icy: a frost star and glints. Every mark is a vector path about
the hex centre (crisp at any zoom; the board item caches the picture per zoom), drawn in the
project's style: flat shapes, a thin dark outline, one soft shade.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from founders_desktop.tactics import Hex, Terrain
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.terrain_style import LOOKS

S = geo.SIZE


def _hex_path(shrink: float = 1.0) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(geo.polygon((0, 0), shrink))
    path.closeSubpath()
    return path


@cache
def marks(t: Terrain) -> QPainterPath:
    """The texture of terrain ``t`` about the origin (a hex of side ``geo.SIZE`` centred on 0)."""
    return _MAKERS[t]()


def _wall() -> QPainterPath:
    """Stone blocks in staggered courses, clipped to the hex."""
    blocks = QPainterPath()
    h = S * 0.34
    w = S * 0.62
    rows = int(S * 2 / h) + 2
    for row in range(-rows // 2, rows // 2 + 1):
        y = row * h
        offset = (row % 2) * w / 2
        for col in range(-4, 5):
            x = col * w + offset
            blocks.addRoundedRect(QRectF(x - w / 2 + 1.2, y - h / 2 + 1.2, w - 2.4, h - 2.4), 1.5, 1.5)
    return blocks.intersected(_hex_path(0.9))


def _obstacle() -> QPainterPath:
    """A boulder with a smaller stone beside it."""
    rock = QPainterPath()
    pts = [(-0.55, 0.3), (-0.5, -0.15), (-0.2, -0.45), (0.2, -0.48), (0.5, -0.2), (0.58, 0.25), (0.3, 0.42)]
    rock.addPolygon(QPolygonF([QPointF(x * S, y * S) for x, y in pts]))
    rock.closeSubpath()
    pebble = QPainterPath()
    pebble.addEllipse(QRectF(-0.2 * S, 0.3 * S, 0.42 * S, 0.26 * S))
    return rock.united(pebble)


def _trap() -> QPainterPath:
    """A sprung jaw: a ring of teeth pointing inwards."""
    jaw = QPainterPath()
    outer = S * 0.55
    inner = S * 0.22
    teeth = 10
    poly = QPolygonF()
    for k in range(teeth * 2):
        a = math.pi * k / teeth
        r = outer if k % 2 == 0 else inner
        poly.append(QPointF(r * math.cos(a), r * math.sin(a)))
    jaw.addPolygon(poly)
    jaw.closeSubpath()
    hub = QPainterPath()
    hub.addEllipse(QPointF(0, 0), S * 0.12, S * 0.12)
    return jaw.subtracted(hub)


def _flame(x: float, y: float, size: float) -> QPainterPath:
    p = QPainterPath(QPointF(x, y - size))
    p.cubicTo(
        QPointF(x + size * 0.55, y - size * 0.35),
        QPointF(x + size * 0.6, y + size * 0.35),
        QPointF(x, y + size * 0.45),
    )
    p.cubicTo(
        QPointF(x - size * 0.6, y + size * 0.35),
        QPointF(x - size * 0.45, y - size * 0.2),
        QPointF(x - size * 0.1, y - size * 0.45),
    )
    p.quadTo(QPointF(x - size * 0.05, y - size * 0.75), QPointF(x, y - size))
    p.closeSubpath()
    return p


def _hazardous() -> QPainterPath:
    """Three tongues of flame."""
    out = _flame(0, -S * 0.05, S * 0.5)
    out = out.united(_flame(-S * 0.42, S * 0.18, S * 0.3))
    return out.united(_flame(S * 0.42, S * 0.18, S * 0.3))


def _difficult() -> QPainterPath:
    """Tufts of rough ground: little fans of blades scattered over the hex."""
    out = QPainterPath()
    for cx, cy in ((-0.45, -0.3), (0.3, -0.42), (0.05, 0.05), (-0.35, 0.42), (0.45, 0.3)):
        x, y = cx * S, cy * S
        for dx in (-0.14, 0.0, 0.14):
            blade = QPainterPath(QPointF(x - 0.05 * S + dx * 0.3 * S, y + 0.08 * S))
            blade.lineTo(QPointF(x + dx * S, y - 0.2 * S))
            blade.lineTo(QPointF(x + 0.05 * S + dx * 0.3 * S, y + 0.08 * S))
            blade.closeSubpath()
            out = out.united(blade)
    return out


def _icy() -> QPainterPath:
    """A six-armed frost star with side barbs."""
    out = QPainterPath()
    r = S * 0.5
    for k in range(6):
        a = math.pi * k / 3
        ux, uy = math.cos(a), math.sin(a)
        vx, vy = -uy, ux
        arm = QPainterPath()
        arm.addPolygon(
            QPolygonF(
                [
                    QPointF(vx * 1.6, vy * 1.6),
                    QPointF(ux * r + vx * 1.2, uy * r + vy * 1.2),
                    QPointF(ux * r - vx * 1.2, uy * r - vy * 1.2),
                    QPointF(-vx * 1.6, -vy * 1.6),
                ]
            )
        )
        arm.closeSubpath()
        out = out.united(arm)
        for side in (1, -1):
            bx, by = ux * r * 0.55, uy * r * 0.55
            tip = QPointF(
                bx + (ux * 0.55 + vx * side * 0.8) * r * 0.35, by + (uy * 0.55 + vy * side * 0.8) * r * 0.35
            )
            barb = QPainterPath(QPointF(bx + vx * 1.0, by + vy * 1.0))
            barb.lineTo(tip)
            barb.lineTo(QPointF(bx - vx * 1.0 + ux * 2, by - vy * 1.0 + uy * 2))
            barb.closeSubpath()
            out = out.united(barb)
    return out


_MAKERS = {
    Terrain.WALL: _wall,
    Terrain.OBSTACLE: _obstacle,
    Terrain.TRAP: _trap,
    Terrain.HAZARDOUS: _hazardous,
    Terrain.DIFFICULT: _difficult,
    Terrain.ICY: _icy,
}

OUTLINE = QColor("#2b2118")


def paint_terrain(painter: QPainter, h: Hex, t: Terrain) -> None:
    """The hex's fill, one soft shade along its lower edge, and its texture in ink."""
    look = LOOKS[t]
    c = geo.centre(h)
    painter.save()
    painter.translate(c)
    painter.setPen(Qt.PenStyle.NoPen)
    shade = QColor(look.fill).darker(112)
    painter.setBrush(shade)
    painter.drawPolygon(geo.polygon((0, 0), 0.97))
    painter.setBrush(look.fill)
    painter.drawPolygon(geo.polygon((0, 0), 0.86))
    pen = QPen(QColor("#2a6d90") if t is Terrain.ICY else OUTLINE, 1.0)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(QBrush(LOOKS[t].mark))
    if t is Terrain.ICY:  # glints first, the star over them
        glint = QPen(QColor(255, 255, 255, 230), S * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.save()
        painter.setPen(glint)
        painter.drawLine(QPointF(-0.7 * S, 0.2 * S), QPointF(-0.35 * S, -0.45 * S))
        painter.drawLine(QPointF(0.35 * S, 0.55 * S), QPointF(0.7 * S, -0.1 * S))
        painter.restore()
    painter.drawPath(marks(t))
    painter.restore()
