"""Terrain drawn as terrain: each square of the city map painted with its own texture.

The printed board's colour families (entrance red, coastal white, forested green, central grey)
carry the look, and a texture of a different kind on each (brick paving, sand ripples, trees,
flagstones) keeps them apart in grey and for colour-blind players. Rivers are water with waves and
banks, walls are masonry, unbuildable squares are dark rubble. Textures are built once as paths in
square units and only translated per square, so the whole board paints in a few milliseconds.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap

from founders_desktop.content import Terrain

UNIT = 40.0  # the side of one square in scene units, as CityMapItem draws it

FILL: dict[Terrain, QColor] = {
    Terrain.RED: QColor("#c25440"),
    Terrain.WHITE: QColor("#f0e9d8"),
    Terrain.GREEN: QColor("#7ea75a"),
    Terrain.GREY: QColor("#a9a498"),
    Terrain.RIVER: QColor("#4b8dc4"),
    Terrain.WALL: QColor("#8a7c6b"),
    Terrain.UNBUILDABLE: QColor("#2a2622"),
    Terrain.RESERVED: QColor("#e6d6a8"),
}
INK = QColor("#2a2118")


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


@cache
def _bricks(offset: int) -> QPainterPath:
    """Entrance paving: courses of bricks in running bond (four courses a square)."""
    path = QPainterPath()
    course = UNIT / 4
    for row in range(4):
        y = row * course
        path.moveTo(0, y)
        path.lineTo(UNIT, y)
        shift = (UNIT / 4) if (row + offset) % 2 else 0.0
        x = shift
        while x < UNIT:
            if x > 0:
                path.moveTo(x, y)
                path.lineTo(x, y + course)
            x += UNIT / 2
    return path


@cache
def _ripples(variant: int) -> QPainterPath:
    """Coastal sand: two short wind ripples, placed by variant."""
    path = QPainterPath()
    spots = ((0.22, 0.3), (0.58, 0.68), (0.6, 0.22), (0.2, 0.74))
    for k in range(2):
        cx, cy = spots[(variant + k * 2) % 4]
        x, y = cx * UNIT, cy * UNIT
        path.moveTo(x, y)
        path.cubicTo(x + 4, y - 3, x + 8, y + 3, x + 12, y)
        path.moveTo(x + 3, y + 4)
        path.cubicTo(x + 6, y + 2, x + 9, y + 6, x + 12, y + 4)
    return path


@cache
def _dots(variant: int) -> tuple[QPointF, ...]:
    """Coastal sand grains."""
    base = ((0.15, 0.12), (0.8, 0.45), (0.45, 0.5), (0.85, 0.88), (0.35, 0.9), (0.1, 0.5))
    return tuple(QPointF(((x + variant * 0.13) % 1) * UNIT, y * UNIT) for x, y in base)


@cache
def _trees(variant: int) -> tuple[tuple[QPointF, float], ...]:
    """Forest: three round tree crowns, placed by variant (centre, radius)."""
    layouts = (
        ((0.28, 0.3, 0.2), (0.72, 0.4, 0.18), (0.42, 0.74, 0.19)),
        ((0.3, 0.62, 0.2), (0.7, 0.72, 0.17), (0.56, 0.28, 0.19)),
        ((0.26, 0.42, 0.18), (0.66, 0.26, 0.18), (0.7, 0.7, 0.2)),
        ((0.34, 0.28, 0.18), (0.28, 0.72, 0.18), (0.72, 0.52, 0.21)),
    )
    return tuple((QPointF(x * UNIT, y * UNIT), r * UNIT) for x, y, r in layouts[variant % 4])


@cache
def _flagstones(variant: int) -> QPainterPath:
    """Central squares: large paving slabs, split a little differently by variant."""
    path = QPainterPath()
    split = (0.5, 0.42, 0.58, 0.5)[variant % 4]
    path.moveTo(UNIT * split, 0)
    path.lineTo(UNIT * split, UNIT)
    path.moveTo(0, UNIT * 0.5)
    path.lineTo(UNIT * split, UNIT * 0.5)
    other = (0.35, 0.6, 0.45, 0.66)[variant % 4]
    path.moveTo(UNIT * split, UNIT * other)
    path.lineTo(UNIT, UNIT * other)
    return path


@cache
def _waves(row_phase: int) -> QPainterPath:
    """River: three wave lines; their phase follows the column so waves run on square to square."""
    path = QPainterPath()
    for k, fy in enumerate((0.25, 0.55, 0.85)):
        y = fy * UNIT
        x0 = -((row_phase + k) % 2) * UNIT / 4
        path.moveTo(x0, y)
        x = x0
        while x < UNIT:
            path.quadTo(x + UNIT / 8, y - 3.2, x + UNIT / 4, y)
            path.quadTo(x + 3 * UNIT / 8, y + 3.2, x + UNIT / 2, y)
            x += UNIT / 2
    return path


@cache
def _masonry(offset: int) -> QPainterPath:
    """Wall: big dressed stones, three courses a square, staggered."""
    path = QPainterPath()
    course = UNIT / 3
    for row in range(3):
        y = row * course
        shift = UNIT / 6 if (row + offset) % 2 else UNIT / 2.4
        for x in (shift, shift + UNIT / 2):
            if 0 < x < UNIT:
                path.moveTo(x, y)
                path.lineTo(x, y + course)
        if row:
            path.moveTo(0, y)
            path.lineTo(UNIT, y)
    return path


@cache
def _rubble(variant: int) -> QPainterPath:
    """Unbuildable ground: a few dark broken stones."""
    path = QPainterPath()
    spots = ((0.25, 0.3), (0.7, 0.2), (0.62, 0.7), (0.2, 0.75), (0.45, 0.5))
    for k in range(3):
        cx, cy = spots[(variant + k) % 5]
        x, y = cx * UNIT, cy * UNIT
        path.moveTo(x - 4, y + 2)
        path.lineTo(x - 1, y - 3)
        path.lineTo(x + 4, y - 2)
        path.lineTo(x + 3, y + 3)
        path.closeSubpath()
    return path


def _variant(square: tuple[int, int]) -> int:
    x, y = square
    return (x * 7 + y * 13 + x * y) % 4


_TEXTURE_INK = {
    Terrain.RED: QColor(96, 28, 16, 150),
    Terrain.WHITE: QColor(150, 128, 84, 150),
    Terrain.GREY: QColor(70, 64, 54, 120),
    Terrain.WALL: QColor(48, 40, 32, 190),
    Terrain.UNBUILDABLE: QColor(70, 64, 58, 200),
}


def paint_terrain(
    painter: QPainter,
    terrain: Terrain,
    rect: QRectF,
    square: tuple[int, int],
    same: tuple[bool, bool, bool, bool] = (True, True, True, True),
) -> None:
    """Paint one square of ``terrain`` into ``rect`` (UNIT wide). ``same`` says, for the left, top,
    right and bottom neighbour, whether it is the same terrain (banks and wall faces show there)."""
    painter.fillRect(rect, FILL[terrain])
    variant = _variant(square)
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / UNIT, rect.height() / UNIT)
    painter.setClipRect(QRectF(0, 0, UNIT, UNIT))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if terrain is Terrain.RED:
        painter.setPen(_pen(_TEXTURE_INK[terrain], 1.1))
        painter.drawPath(_bricks(square[1] % 2))
    elif terrain is Terrain.WHITE:
        painter.setPen(_pen(_TEXTURE_INK[terrain], 1.0))
        painter.drawPath(_ripples(variant))
        painter.setPen(_pen(_TEXTURE_INK[terrain], 1.6))
        painter.drawPoints(list(_dots(variant)))
    elif terrain is Terrain.GREEN:
        _paint_trees(painter, variant)
    elif terrain is Terrain.GREY:
        painter.setPen(_pen(_TEXTURE_INK[terrain], 1.0))
        painter.drawPath(_flagstones(variant))
        painter.setPen(_pen(QColor(255, 255, 255, 60), 1.0))
        painter.drawLine(QPointF(1.5, 1.5), QPointF(UNIT - 1.5, 1.5))
    elif terrain is Terrain.RIVER:
        _paint_water(painter, square, same)
    elif terrain is Terrain.WALL:
        _paint_wall(painter, square, same)
    elif terrain is Terrain.UNBUILDABLE:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(16, 14, 12, 170))
        painter.drawPath(_rubble(variant))
        painter.setPen(_pen(_TEXTURE_INK[terrain], 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(_rubble(variant).translated(0.6, -0.6))
    painter.restore()


_CROWN = QColor("#4f7f36")
_CROWN_LIGHT = QColor("#6e9c4c")
_TRUNK_SHADOW = QColor(30, 50, 18, 110)


def _paint_trees(painter: QPainter, variant: int) -> None:
    edge = _pen(QColor("#2c4a1e"), 1.0)
    for centre, radius in _trees(variant):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_TRUNK_SHADOW)
        painter.drawEllipse(centre + QPointF(1.6, 2.0), radius, radius * 0.9)
        painter.setPen(edge)
        painter.setBrush(_CROWN)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_CROWN_LIGHT)
        painter.drawEllipse(centre - QPointF(radius * 0.3, radius * 0.3), radius * 0.45, radius * 0.45)


def _open_edges(painter: QPainter, same: tuple[bool, bool, bool, bool], inset: float) -> None:
    """A line ``inset`` inside each edge (left, top, right, bottom) where the neighbour is not of
    the same terrain: the edge of a river or a wall, not the seams inside it."""
    left, top, right, bottom = same
    if not left:
        painter.drawLine(QPointF(inset, 0), QPointF(inset, UNIT))
    if not top:
        painter.drawLine(QPointF(0, inset), QPointF(UNIT, inset))
    if not right:
        painter.drawLine(QPointF(UNIT - inset, 0), QPointF(UNIT - inset, UNIT))
    if not bottom:
        painter.drawLine(QPointF(0, UNIT - inset), QPointF(UNIT, UNIT - inset))


def _paint_water(painter: QPainter, square: tuple[int, int], same: tuple[bool, bool, bool, bool]) -> None:
    painter.setPen(_pen(QColor(210, 234, 250, 170), 1.3))
    painter.drawPath(_waves(square[0] + square[1]))
    painter.setPen(_pen(QColor("#274f73"), 2.4))
    _open_edges(painter, same, 0.8)  # the banks


def _paint_wall(painter: QPainter, square: tuple[int, int], same: tuple[bool, bool, bool, bool]) -> None:
    painter.setPen(_pen(_TEXTURE_INK[Terrain.WALL], 1.2))
    painter.drawPath(_masonry(square[0] % 2))
    painter.setPen(_pen(QColor(255, 248, 230, 70), 1.0))
    for row in range(3):
        y = row * UNIT / 3 + 1.4
        painter.drawLine(QPointF(1.5, y), QPointF(UNIT - 1.5, y))
    painter.setPen(_pen(QColor("#3a3128"), 2.6))
    _open_edges(painter, same, 1.0)  # the wall's faces


def _look_key(
    terrain: Terrain, square: tuple[int, int], same: tuple[bool, bool, bool, bool]
) -> tuple[object, ...]:
    """What a square's picture depends on: two squares with the same key look the same."""
    x, y = square
    if terrain is Terrain.RED:
        return (terrain, y % 2)
    if terrain is Terrain.RIVER:
        return (terrain, (x + y) % 2, same)
    if terrain is Terrain.WALL:
        return (terrain, x % 2, same)
    return (terrain, _variant(square))


_PICTURES: dict[tuple[object, ...], QPixmap] = {}
_PICTURE_LIMIT = 600  # a few zoom levels of every look (about 40 looks a map)


def paint_terrain_cached(
    painter: QPainter,
    terrain: Terrain,
    rect: QRectF,
    square: tuple[int, int],
    same: tuple[bool, bool, bool, bool] = (True, True, True, True),
) -> None:
    """As ``paint_terrain``, but each look is drawn once per size on screen and then blitted: a
    zoom repaints the whole board, and 300 squares of vector texture took 20-40 ms."""
    transform = painter.worldTransform()
    if transform.m12() or transform.m21():  # turned: no pixel grid to match
        paint_terrain(painter, terrain, rect, square, same)
        return
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    px = max(1, math.ceil(rect.width() * abs(transform.m11()) * ratio))
    key = (*_look_key(terrain, square, same), px)
    picture = _PICTURES.get(key)
    if picture is None:
        if len(_PICTURES) >= _PICTURE_LIMIT:
            _PICTURES.clear()
        picture = QPixmap(px, px)
        picture.fill(FILL[terrain])
        inner = QPainter(picture)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_terrain(inner, terrain, QRectF(0, 0, px, px), square, same)
        inner.end()
        _PICTURES[key] = picture
    smooth = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # whole pixels: no seams
    painter.drawPixmap(rect, picture, QRectF(0, 0, px, px))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, smooth)


def swatch_brush(terrain: Terrain) -> QBrush:
    """A plain brush of the terrain's colour (for places too small for the texture)."""
    return QBrush(FILL[terrain])
