"""Resource icons: one SVG per resource, drawn on a 64x64 grid, shown at any size.

Tiles, banners, cards, trackers and the log all show a resource by the same picture, so it is
loaded here once: a vector painter for scene items (crisp at every zoom), pixmaps cached per
id/size/device-pixel-ratio for widgets (a drag repaints without re-rendering SVG), and a QIcon.
A user's own pack may name resources the project never drew; those get a neutral disc with the
resource's initial rather than an error, so a custom pack still plays.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from founders_desktop.resources import resource

_SAFE_ID = re.compile(r"^[A-Za-z0-9_-]+$")
_INK = QColor("#2a2118")
_PARCHMENT = QColor("#e9dcbc")
_SHADE = QColor(26, 18, 8, 50)
_ICON_SIZES = (16, 24, 32, 48, 64, 128)


def _icon_path(resource_id: str) -> Path | None:
    """The SVG of a resource, or None when the project has none (or the id is not a file name)."""
    if not _SAFE_ID.match(resource_id):
        return None
    path = resource("icons", "resources", f"{resource_id}.svg")
    return path if path.is_file() else None


@cache
def _renderer(resource_id: str) -> QSvgRenderer | None:
    path = _icon_path(resource_id)
    if path is None:
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def _square(rect: QRectF) -> QRectF:
    """The largest square centred in rect: icons keep their shape in any slot."""
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def _paint_fallback(painter: QPainter, resource_id: str, rect: QRectF) -> None:
    """A neutral disc with the resource's initial, in the icons' style."""
    square = _square(rect)
    side = square.width()
    disc = square.adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(_INK, max(side * 2.2 / 64, 0.5)))
    painter.setBrush(_PARCHMENT)
    painter.drawEllipse(disc)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SHADE)
    painter.drawChord(disc, 180 * 16, 180 * 16)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(int(side * 0.5), 1))
    painter.setFont(font)
    painter.setPen(_INK)
    initial = resource_id[:1].upper() or "?"
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, initial)
    painter.restore()


def paint_resource(painter: QPainter, resource_id: str, rect: QRectF) -> None:
    """Paint a resource's icon as vectors into rect (kept square, centred): for scene items."""
    renderer = _renderer(resource_id)
    if renderer is None:
        _paint_fallback(painter, resource_id, rect)
        return
    renderer.render(painter, _square(rect))


@lru_cache(maxsize=1024)
def resource_pixmap(resource_id: str, px: int, dpr: float = 1.0) -> QPixmap:
    """A px-by-px (logical) pixmap of a resource's icon, sharp on a screen of ratio dpr; cached."""
    device = max(round(px * dpr), 1)
    pixmap = QPixmap(device, device)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_resource(painter, resource_id, QRectF(0, 0, device, device))
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


@cache
def resource_icon(resource_id: str) -> QIcon:
    """A QIcon of a resource for buttons, lists and menus (SVG-backed, so sharp at every size)."""
    path = _icon_path(resource_id)
    if path is not None and _renderer(resource_id) is not None:
        icon = QIcon(str(path))
        if not icon.pixmap(QSize(16, 16)).isNull():
            return icon
    icon = QIcon()
    for size in _ICON_SIZES:
        icon.addPixmap(resource_pixmap(resource_id, size))
    return icon
