"""Text drawn in scene units, shrunk until it fits its box (so it scales with the board)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter


@lru_cache(maxsize=1024)
def fitted_font(text: str, width: float, height: float, largest: float, bold: bool = True) -> QFont:
    """The largest font (down to 5 px) in which ``text`` fits ``width`` x ``height``."""
    font = QFont()
    font.setBold(bold)
    size = largest
    while size > 5.0:
        font.setPixelSize(max(1, round(size)))
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) <= width and metrics.height() <= height:
            break
        size -= 1.0
    font.setPixelSize(max(1, round(size)))
    return font


def draw_fitted(
    painter: QPainter,
    text: str,
    box: QRectF,
    colour: QColor,
    largest: float,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = True,
) -> None:
    painter.setFont(fitted_font(text, box.width(), box.height(), largest, bold))
    painter.setPen(colour)
    painter.drawText(box, align, text)
