"""A key cap drawn on a button: the key that presses it, shown where the eye already is (number
keys on a prompt's choices, Ctrl+Z on Undo...)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractButton, QWidget

from founders_desktop.view.cards.ink import INK, PARCHMENT, font, outline

HEIGHT = 20
FONT_PX = 12


def key_size(key: str) -> QSize:
    width = QFontMetricsF(font(FONT_PX, True)).horizontalAdvance(key)
    return QSize(max(HEIGHT, round(width) + 10), HEIGHT)


@lru_cache(maxsize=64)
def key_icon(key: str, dpr: float = 2.0) -> QIcon:
    size = key_size(key)
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(outline(1.2))
    painter.setBrush(PARCHMENT)
    painter.drawRoundedRect(QRectF(1, 1, size.width() - 2, size.height() - 2), 4, 4)
    painter.setFont(font(FONT_PX, True))
    painter.setPen(INK)
    painter.drawText(QRectF(0, 0, size.width(), size.height() - 1), Qt.AlignmentFlag.AlignCenter, key)
    painter.end()
    return QIcon(pixmap)


def show_key(button: QAbstractButton, keys: QKeySequence | QKeySequence.StandardKey | str) -> None:
    """Put the key cap of ``keys`` (in the platform's words) on ``button``."""
    sequence = keys if isinstance(keys, QKeySequence) else QKeySequence(keys)
    text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    if not text:
        return
    button.setIcon(key_icon(text))
    button.setIconSize(key_size(text))


# The city page's buttons pressed by a key, and their key (city_page.py's shortcuts; Load's is
# the File menu's Open). The caps say "Ctrl+Z" in the platform's words; the button's words wrap
# beside the cap rather than being cut, so they fit in Spanish and Russian too. Key sequences
# are made when shown (not at import, before the application exists).
CITY_KEYS: tuple[tuple[str, QKeySequence.StandardKey | str], ...] = (
    ("cityUndo", QKeySequence.StandardKey.Undo),
    ("cityRedo", "Ctrl+Y"),
    ("citySave", QKeySequence.StandardKey.Save),
    ("cityLoad", QKeySequence.StandardKey.Open),
    ("cityKeys", "F1"),
    ("cityPlayerAid", "F2"),
)


def show_city_keys(page: QWidget) -> None:
    """Key caps on the city page's buttons that have a key."""
    for name, keys in CITY_KEYS:
        button = page.findChild(QAbstractButton, name)
        if button is not None:
            show_key(button, keys)
