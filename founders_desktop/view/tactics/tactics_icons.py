"""The tactics art: SVG glyphs under resources/icons/tactics/ (classes, monster types, card icons).

Drawn with QSvgRenderer straight into the painter (board items cache their picture per zoom), or
into a pixmap cached per size and device pixel ratio for widgets. A class or monster type without
a glyph of its own gets the generic one of its kind, so new content still shows a standee.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from founders_desktop.resources import resource


@cache
def renderer(name: str) -> QSvgRenderer | None:
    path = resource("icons", "tactics", f"{name}.svg")
    if not path.is_file():
        return None
    r = QSvgRenderer(str(path))
    return r if r.isValid() else None


def glyph_name(base: str, fallback: str) -> str:
    """The glyph of a class or monster type ``base`` (``bog-lurker``), else ``fallback``."""
    return base if renderer(base) is not None else fallback


def paint_icon(painter: QPainter, name: str, rect: QRectF) -> None:
    r = renderer(name)
    if r is not None:
        r.render(painter, rect)


@lru_cache(maxsize=512)
def icon_pixmap(name: str, px: int, dpr: float = 1.0) -> QPixmap:
    """``name`` as a square pixmap of ``px`` logical pixels, sharp at ratio ``dpr``."""
    side = max(1, round(px * dpr))
    pix = QPixmap(side, side)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(p, name, QRectF(0, 0, side, side))
    p.end()
    pix.setDevicePixelRatio(dpr)
    return pix
