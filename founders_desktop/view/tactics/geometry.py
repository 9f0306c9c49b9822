"""Scene geometry of the hex board: the engine's hexgrid pixels, scaled to scene units.

Geometry only (where a hex is drawn, which hex is under the mouse); no rule lives here.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from founders_desktop.tactics import Hex
from founders_desktop.tactics.hexgrid import pixel_centre, pixel_corners, pixel_to_hex

#: Side of a hex in scene units.
SIZE = 30.0


def centre(h: tuple[int, int]) -> QPointF:
    x, y = pixel_centre(h)
    return QPointF(x * SIZE, y * SIZE)


def polygon(h: tuple[int, int], shrink: float = 1.0) -> QPolygonF:
    """The hex outline; ``shrink`` < 1 draws it smaller about its centre (inner rings).
    Cached: painting asks for the same few hundred outlines on every frame. Do not modify."""
    return _polygon(h[0], h[1], shrink)


def bounds(hexes: Iterable[tuple[int, int]]) -> QRectF:
    """The scene rectangle that holds every hex of ``hexes`` (empty for none)."""
    rect = QRectF()
    for h in hexes:
        rect = rect.united(polygon(h).boundingRect())
    return rect


@lru_cache(maxsize=8192)
def _polygon(q: int, r: int, shrink: float) -> QPolygonF:
    h = (q, r)
    c = centre(h)
    points = [
        QPointF(c.x() + (x * SIZE - c.x()) * shrink, c.y() + (y * SIZE - c.y()) * shrink)
        for x, y in pixel_corners(h, 1.0)
    ]
    return QPolygonF(points)


def hex_at(point: QPointF) -> Hex:
    return pixel_to_hex(point.x(), point.y(), SIZE)


def scene_point(pixel: tuple[float, float]) -> QPointF:
    """A point in the engine's pixels of side 1 (sightlines) to scene units."""
    return QPointF(pixel[0] * SIZE, pixel[1] * SIZE)


def nearest_neighbour(h: Hex, point: QPointF) -> Hex:
    """The neighbour of ``h`` whose shared edge is nearest ``point``: picks a thin-wall edge."""

    def dist2(n: Hex) -> float:
        c = centre(n)
        return (c.x() - point.x()) ** 2 + (c.y() - point.y()) ** 2

    return min(h.neighbours(), key=dist2)


def edge(a: Hex, b: Hex) -> tuple[QPointF, QPointF]:
    """The two ends of the edge shared by neighbours ``a`` and ``b``."""
    ca = [QPointF(x * SIZE, y * SIZE) for x, y in pixel_corners(a, 1.0)]
    cb = {(round(x * SIZE, 3), round(y * SIZE, 3)) for x, y in pixel_corners(b, 1.0)}
    shared = [p for p in ca if (round(p.x(), 3), round(p.y(), 3)) in cb]
    return (shared[0], shared[1]) if len(shared) == 2 else (centre(a), centre(b))
