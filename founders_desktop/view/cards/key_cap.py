"""A key cap drawn on a button: the number key that presses it, shown where the eye already is."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from founders_desktop.view.cards.ink import INK, PARCHMENT, font, outline

SIZE = 20


@lru_cache(maxsize=32)
def key_icon(key: str, dpr: float = 2.0) -> QIcon:
    pixmap = QPixmap(round(SIZE * dpr), round(SIZE * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(outline(1.2))
    painter.setBrush(PARCHMENT)
    painter.drawRoundedRect(QRectF(1, 1, SIZE - 2, SIZE - 2), 4, 4)
    painter.setFont(font(13, True))
    painter.setPen(INK)
    painter.drawText(QRectF(0, 0, SIZE, SIZE - 1), Qt.AlignmentFlag.AlignCenter, key)
    painter.end()
    return QIcon(pixmap)
