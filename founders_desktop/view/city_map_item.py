"""Draws one side of the city map board from its content-pack map, as the printed board looks.

Terrain as terrain (``view/art/terrain_art.py``), rivers with banks and walls with faces, section
borders, the numbered start spaces, the reserved locations with their building's silhouette, the
compass rose in its corner and the score track around the edge. The board never changes during
a game, so it is painted once per zoom level into a device pixmap (a drag only blits); the score
markers that do change live in a small child item of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.content import MapBoard, Square, Terrain
from founders_desktop.view.art.board_marks import (
    paint_compass_rose,
    paint_score_track,
    paint_start_space,
    section_border_path,
    track_cells,
)
from founders_desktop.view.art.piece_art import Seat, paint_token
from founders_desktop.view.art.svg_icons import paint_building
from founders_desktop.view.art.terrain_art import paint_terrain_cached
from founders_desktop.view.board.shapes import SQUARE as SQUARE  # re-exported for the board
from founders_desktop.view.board.shapes import footprint_path

TRACK = SQUARE * 0.62  # width of the score track band around the squares
LOCATION_FILL = QColor("#eadcb4")
LOCATION_EDGE = QColor("#6b4b0c")
LOCATION_INK = QColor("#3b2a06")


def square_rect(square: Square) -> QRectF:
    """The scene rectangle of a map square (x to the right, y down)."""
    return QRectF(square[0] * SQUARE, square[1] * SQUARE, SQUARE, SQUARE)


def _wrapped_font(text: str, box: QRectF, largest: QFont) -> QFont:
    """``largest``, made smaller until ``text`` wrapped in ``box`` fits it (longer languages)."""
    font = QFont(largest)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    while font.pixelSize() > 6:
        used = QFontMetricsF(font).boundingRect(box, flags, text)
        if used.width() <= box.width() + 0.5 and used.height() <= box.height() + 0.5:
            break
        font.setPixelSize(font.pixelSize() - 1)
    return font


def compass_corner(board: MapBoard) -> QRectF | None:
    """The small unbuildable block in the board's bottom-right corner, where the thematic side
    prints its compass rose (None when the corner square is buildable)."""
    corner = (board.width - 1, board.height - 1)
    if board.terrain_at(corner) is not Terrain.UNBUILDABLE:
        return None
    size = 1
    while size < 3 and all(
        board.terrain_at((board.width - 1 - dx, board.height - 1 - dy)) is Terrain.UNBUILDABLE
        for dx in range(size + 1)
        for dy in range(size + 1)
    ):
        size += 1
    x0, y0 = board.width - size, board.height - size
    return QRectF(x0 * SQUARE, y0 * SQUARE, size * SQUARE, size * SQUARE)


class CityMapItem(QGraphicsItem):
    """The map board: everything printed on it, nothing placed by players."""

    def __init__(
        self,
        board: MapBoard,
        location_labels: dict[str, str],
        location_kinds: dict[str, str] | None = None,
    ) -> None:
        super().__init__()
        self.board = board
        self.location_labels = location_labels
        self.location_kinds = location_kinds or {}
        self.setZValue(-10)
        terrain = board.terrain_by_square
        self._same: dict[Square, tuple[bool, bool, bool, bool]] = {
            (x, y): tuple(  # type: ignore[misc]
                terrain.get(n, t) is t for n in ((x - 1, y), (x, y - 1), (x + 1, y), (x, y + 1))
            )
            for (x, y), t in terrain.items()
        }
        self._sections = section_border_path(board.section_by_square, board.width, board.height, SQUARE, 2.0)
        self._locations = [(loc, footprint_path(loc.squares, 2.5)) for loc in board.locations]
        self._compass = compass_corner(board)
        self._track = track_cells(board.width, board.height, SQUARE, TRACK)
        self._start_squares = {s.square for s in board.start_spaces}
        self.score_markers = ScoreMarkers(self)
        # The printed board never changes: paint it once per zoom level into a device pixmap, so a
        # drag repainting the squares under the cursor blits instead of redrawing every square.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.board_rect().adjusted(-TRACK - 3, -TRACK - 3, TRACK + 3, TRACK + 3)

    def board_rect(self) -> QRectF:
        """The squares alone, without the score track."""
        return QRectF(0, 0, self.board.width * SQUARE, self.board.height * SQUARE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect  # type: ignore[attr-defined]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for square in self.board.squares():
            rect = square_rect(square)
            if not rect.intersects(exposed):
                continue
            paint_terrain_cached(painter, self.board.terrain_at(square), rect, square, self._same[square])
        grid = QPen(QColor(42, 33, 24, 70))
        grid.setCosmetic(True)
        painter.setPen(grid)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for square in self.board.squares():
            rect = square_rect(square)
            if rect.intersects(exposed) and self.board.terrain_at(square) is not Terrain.UNBUILDABLE:
                painter.drawRect(rect)
        border = QPen(QColor(42, 33, 24, 200), 1.6, Qt.PenStyle.DashLine)
        border.setCosmetic(True)
        painter.setPen(border)
        painter.drawPath(self._sections)
        self._paint_locations(painter)
        for start in self.board.start_spaces:
            paint_start_space(painter, square_rect(start.square), start.number)
        if self._compass is not None:
            paint_compass_rose(painter, self._compass)
        paint_score_track(painter, self._track)

    def _paint_locations(self, painter: QPainter) -> None:
        pen = QPen(LOCATION_EDGE, 2.0)
        pen.setCosmetic(True)
        font = QFont()
        font.setPixelSize(int(SQUARE * 0.24))
        font.setBold(True)
        for location, outline in self._locations:
            painter.setPen(pen)
            painter.setBrush(LOCATION_FILL)
            painter.drawPath(outline)
            bounds = outline.boundingRect()
            kind = self.location_kinds.get(location.id, "")
            label = self.location_labels.get(location.id, location.id)
            painter.save()
            painter.translate(bounds.center())
            if bounds.height() > bounds.width():  # a tall, narrow location: laid out along it
                painter.rotate(-90)
                bounds = QRectF(0, 0, bounds.height(), bounds.width())
            box = QRectF(-bounds.width() / 2, -bounds.height() / 2, bounds.width(), bounds.height())
            box = box.adjusted(3, 2, -3, -2)
            faint = 0.75
            if box.width() > 2.2 * box.height():  # a long, thin location (a gatehouse's 3x1):
                # the name over the whole of it, the silhouette faint behind, so the caption
                # (two building names, long in Russian) stays readable on a small board
                art = box
                caption = box
                faint = 0.22
            else:
                caption = box.adjusted(0, box.height() * 0.58, 0, 0)
                art = box.adjusted(0, 0, 0, -box.height() * 0.42)
            painter.setOpacity(faint)
            paint_building(painter, kind, art)
            painter.setOpacity(1.0)
            painter.setPen(LOCATION_INK)
            painter.setFont(_wrapped_font(label, caption, font))
            painter.drawText(caption, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)
            painter.restore()

    def track_cell(self, points: int) -> QRectF:
        """The score track space where a score of ``points`` stands (the track wraps around)."""
        return self._track[points % len(self._track)]


class ScoreMarkers(QGraphicsItem):
    """Each seat's claim token on the score track: the only part of the board that changes."""

    def __init__(self, board_item: CityMapItem) -> None:
        super().__init__(board_item)
        self.board_item = board_item
        self.markers: list[tuple[int, Seat]] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_scores(self, markers: list[tuple[int, Seat]]) -> None:
        """``(points, seat)`` per seat; tokens on the same space stack."""
        if markers != self.markers:
            self.markers = list(markers)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.board_item.boundingRect().adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        on_space: dict[int, int] = {}
        radius = TRACK * 0.36
        for points, seat in self.markers:
            space = points % len(self.board_item._track)
            height = on_space.get(space, 0)
            on_space[space] = height + 1
            cell = self.board_item.track_cell(points)
            paint_token(
                painter, QPointF(cell.center().x(), cell.center().y() - height * radius * 0.42), radius, seat
            )
