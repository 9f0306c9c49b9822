"""The shading of a drag paints exactly the legal squares, and a dot where a drop lands (drawn as
plain rectangles and circles, which Qt paints many times faster than one combined path)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from founders_desktop.view.board.looks import LEGAL
from founders_desktop.view.board.overlays import ShadingItem
from founders_desktop.view.city_map_item import SQUARE


def test_legal_squares_are_shaded_and_drop_spots_dotted(qtbot: QtBot) -> None:
    item = ShadingItem()
    squares = frozenset({(1, 1), (2, 1), (2, 2)})
    item.set_squares(squares, frozenset({(2, 1)}))
    assert item.boundingRect().contains(QRectF(SQUARE, SQUARE, 2 * SQUARE, 2 * SQUARE))
    image = QImage(int(4 * SQUARE), int(4 * SQUARE), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()

    def at(x: float, y: float) -> str:
        return image.pixelColor(int(x * SQUARE), int(y * SQUARE)).name()

    white = "#ffffff"
    assert at(1.2, 1.2) != white and at(2.8, 2.8) != white  # shaded squares
    assert at(1.2, 2.5) == white and at(3.5, 3.5) == white  # not legal: untouched
    assert at(1.2, 1.2) == at(1.95, 1.5) == at(2.05, 1.5), "one even shade, no seam between squares"
    assert at(2.5, 1.5) == LEGAL.name()  # the dot where a drop lands
    assert at(1.5, 1.5) != LEGAL.name()
