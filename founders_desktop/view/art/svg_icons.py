"""SVG drawings under resources/icons/ other than resources: building silhouettes and the like.

One cached renderer per file; painting is vector, so scene items stay crisp at every zoom.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from founders_desktop.resources import resource

_SAFE = re.compile(r"^[A-Za-z0-9_-]+$")


@cache
def _renderer(folder: str, name: str) -> QSvgRenderer | None:
    if not _SAFE.match(name):
        return None
    path = resource("icons", folder, f"{name}.svg")
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def square_in(rect: QRectF) -> QRectF:
    """The largest square centred in rect."""
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def building_kind_file(kind: str) -> str:
    """The silhouette's file name for a prestige building kind ("luxury shop" -> "luxury_shop")."""
    return kind.replace(" ", "_")


def paint_building(painter: QPainter, kind: str, rect: QRectF) -> None:
    """A building kind's silhouette (a general hall when the kind has none of its own)."""
    renderer = _renderer("buildings", building_kind_file(kind)) or _renderer("buildings", "building")
    if renderer is not None:
        renderer.render(painter, square_in(rect))
