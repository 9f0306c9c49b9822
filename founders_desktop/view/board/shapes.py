"""Outlines of pieces on the square grid, shared by the pieces and the drag overlays."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from founders_desktop.content import Square
from founders_desktop.view.art.terrain_art import UNIT

SQUARE = UNIT  # one map square, in scene units; the board and every piece share it


def footprint_path(squares: Iterable[Square], inset: float = 3.0) -> QPainterPath:
    """One outline around ``squares``, drawn ``inset`` inside the outer edges only, so a tile of
    several squares reads as one piece and two touching tiles stay apart."""
    cells = set(squares)
    path = QPainterPath()
    for x, y in cells:
        left = 0.0 if (x - 1, y) in cells else inset
        right = 0.0 if (x + 1, y) in cells else inset
        top = 0.0 if (x, y - 1) in cells else inset
        bottom = 0.0 if (x, y + 1) in cells else inset
        rect = QRectF(x * SQUARE + left, y * SQUARE + top, SQUARE - left - right, SQUARE - top - bottom)
        part = QPainterPath()
        part.addRect(rect)
        path = path.united(part)
    return path.simplified()


def squares_rect(squares: Iterable[Square]) -> QRectF:
    """The bounding rectangle of some squares, in scene units."""
    cells = list(squares)
    x0 = min(x for x, _ in cells)
    y0 = min(y for _, y in cells)
    x1 = max(x for x, _ in cells) + 1
    y1 = max(y for _, y in cells) + 1
    return QRectF(x0 * SQUARE, y0 * SQUARE, (x1 - x0) * SQUARE, (y1 - y0) * SQUARE)
