"""What is printed on the map board besides terrain: the numbered start spaces, the compass rose
and the score track around the edge.

Numbers are values (start space numbers, track scores); nothing here writes a name, so the board
reads the same in every language.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from founders_desktop.view.art.piece_art import INK, ink_pen
from founders_desktop.view.board.text_fit import draw_fitted

TRACK_FILL = QColor("#e9dcbc")
TRACK_FIVE = QColor("#d8c595")
TRACK_TEN = QColor("#c4a96b")
FRAME = QColor("#5a4630")
MEDALLION = QColor("#f4ecd9")


def paint_start_space(painter: QPainter, cell: QRectF, number: int) -> None:
    """A numbered start space: a medallion with a double ring, like a printed token space."""
    centre = cell.center()
    radius = cell.width() * 0.34
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 12, 4, 60))
    painter.drawEllipse(centre + QPointF(0.8, 1.2), radius, radius)
    painter.setPen(ink_pen(1.4))
    painter.setBrush(MEDALLION)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink_pen(0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
    box = QRectF(centre.x() - radius * 0.7, centre.y() - radius * 0.7, radius * 1.4, radius * 1.4)
    draw_fitted(painter, str(number), box, INK, radius * 1.3)


def paint_compass_rose(painter: QPainter, rect: QRectF) -> None:
    """An eight-pointed compass rose, north up and marked by its darker, longer point."""
    centre = rect.center()
    outer = min(rect.width(), rect.height()) * 0.46
    painter.save()
    painter.setPen(ink_pen(1.2))
    painter.setBrush(MEDALLION)
    painter.drawEllipse(centre, outer * 0.78, outer * 0.78)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, outer * 0.68, outer * 0.68)
    for k in range(8):
        angle = -math.pi / 2 + k * math.pi / 4
        length = outer * (1.0 if k % 2 == 0 else 0.62)
        width = outer * (0.2 if k % 2 == 0 else 0.14)
        tip = QPointF(centre.x() + length * math.cos(angle), centre.y() + length * math.sin(angle))
        side = QPointF(-math.sin(angle) * width, math.cos(angle) * width)
        left = QPolygonF([centre, tip, centre + side])
        right = QPolygonF([centre, tip, centre - side])
        north = k == 0
        painter.setPen(ink_pen(1.0))
        painter.setBrush(QColor("#7a2e22") if north else (INK if k % 2 == 0 else QColor("#9c8a68")))
        painter.drawPolygon(left)
        painter.setBrush(QColor("#c25440") if north else (QColor("#d9c9a3") if k % 2 == 0 else MEDALLION))
        painter.drawPolygon(right)
    painter.setBrush(QColor("#e2b43e"))
    painter.drawEllipse(centre, outer * 0.09, outer * 0.09)
    painter.restore()


def track_cells(width: int, height: int, square: float, band: float) -> list[QRectF]:
    """The score track's spaces around a board of width x height squares, clockwise from the
    top-left corner (space 0): one beside every edge square and one in every corner."""
    cells: list[QRectF] = []
    w, h = width * square, height * square
    cells.append(QRectF(-band, -band, band, band))
    cells += [QRectF(x * square, -band, square, band) for x in range(width)]
    cells.append(QRectF(w, -band, band, band))
    cells += [QRectF(w, y * square, band, square) for y in range(height)]
    cells.append(QRectF(w, h, band, band))
    cells += [QRectF(x * square, h, square, band) for x in reversed(range(width))]
    cells.append(QRectF(-band, h, band, band))
    cells += [QRectF(-band, y * square, band, square) for y in reversed(range(height))]
    return cells


def paint_score_track(painter: QPainter, cells: list[QRectF]) -> None:
    """The track's spaces, every fifth one darker and every tenth darker still; every fifth is
    numbered large, the others small and faint (the track is read by counting from those)."""
    edge = QPen(FRAME, 1.0)
    edge.setCosmetic(True)
    faint = QColor(42, 33, 24, 150)
    for number, cell in enumerate(cells):
        fifth = number % 5 == 0
        fill = TRACK_TEN if number % 10 == 0 else TRACK_FIVE if fifth else TRACK_FILL
        painter.setPen(edge)
        painter.setBrush(fill)
        painter.drawRect(cell)
        side = min(cell.width(), cell.height())
        box = QRectF(cell.center().x() - side * 0.5, cell.center().y() - side * 0.4, side, side * 0.8)
        size = side * (0.56 if fifth else 0.4)
        draw_fitted(painter, str(number), box, INK if fifth else faint, size, bold=fifth)
    outer = cells[0].united(cells[len(cells) // 2])
    frame = QPen(FRAME, 2.0)
    frame.setCosmetic(True)
    painter.setPen(frame)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(outer)


def section_border_path(
    section: dict[tuple[int, int], int], width: int, height: int, square: float, inset: float
) -> QPainterPath:
    """The outline of every city section, ``inset`` inside its squares: along each edge where a
    section square meets a square of another section or of none (a river, a wall, a ruin), but
    not along the rim of a board of width x height squares."""
    path = QPainterPath()
    for (x, y), n in section.items():
        x0, y0, x1, y1 = x * square, y * square, (x + 1) * square, (y + 1) * square
        for (dx, dy), (a, b) in (
            ((-1, 0), ((x0 + inset, y0), (x0 + inset, y1))),
            ((1, 0), ((x1 - inset, y0), (x1 - inset, y1))),
            ((0, -1), ((x0, y0 + inset), (x1, y0 + inset))),
            ((0, 1), ((x0, y1 - inset), (x1, y1 - inset))),
        ):
            ox, oy = x + dx, y + dy
            if not (0 <= ox < width and 0 <= oy < height) or section.get((ox, oy)) == n:
                continue
            path.moveTo(*a)
            path.lineTo(*b)
    return path
