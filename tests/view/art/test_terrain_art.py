"""The board's terrain squares look the same whether painted directly or blitted from the cache."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.content import Terrain
from founders_desktop.view.art.terrain_art import UNIT, paint_terrain, paint_terrain_cached


def _square(terrain: Terrain, cached: bool, scale: float) -> QImage:
    side = round(UNIT * scale)
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    paint = paint_terrain_cached if cached else paint_terrain
    paint(painter, terrain, QRectF(0, 0, UNIT, UNIT), (3, 5), (True, False, True, True))
    painter.end()
    return image


@pytest.mark.parametrize("terrain", list(Terrain))
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_cached_square_matches_the_drawn_one(qtbot: QtBot, terrain: Terrain, scale: float) -> None:
    direct, cached = _square(terrain, False, scale), _square(terrain, True, scale)
    worst = 0
    for y in range(direct.height()):
        for x in range(direct.width()):
            a, b = direct.pixelColor(x, y), cached.pixelColor(x, y)
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert worst <= 40, "the same picture, give or take antialiasing at the edges"
    magenta = sum(
        1 for y in range(cached.height()) for x in range(cached.width()) if cached.pixel(x, y) == 0xFFFF00FF
    )
    assert magenta == 0, "the blitted square covers its whole square: no seams between squares"
