"""A tile on the city board: trade stall, resource building, house, bridge/gate or prestige building.

Drawn from the engine's ``Tile``: its footprint's outline in the owner's colour with the owner's
number (colour is never the only clue), the resource's or building's name, claim tokens in the
claimants' colours, and on prestige buildings a slot per resource with its banner value and the
delivery token that fills it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.city import PieceKind, Tile, TileKind
from founders_desktop.content import ContentPack, Square
from founders_desktop.view.city.looks import (
    ILLEGAL,
    PRESTIGE_FILL,
    PRESTIGE_INK,
    Seating,
    piece_kind_names,
    player_look,
    player_name,
    short_label,
)
from founders_desktop.view.city.shapes import footprint_path, squares_rect
from founders_desktop.view.city.text_fit import draw_fitted
from founders_desktop.view.city_map_item import SQUARE, square_rect
from founders_desktop.view.content_names import building_name, resource_name

TILE_Z = 10.0


def _label_run(squares: tuple[Square, ...]) -> tuple[Square, ...]:
    """The longest left-to-right run of squares (where the name is written)."""
    best: tuple[Square, ...] = ()
    cells = set(squares)
    for x, y in sorted(squares, key=lambda s: (s[1], s[0])):
        if (x - 1, y) in cells:
            continue
        run = []
        while (x, y) in cells:
            run.append((x, y))
            x += 1
        if len(run) > len(best):
            best = tuple(run)
    return best


class TileItem(QGraphicsItem):
    """One tile; ``index`` is its id in the board state."""

    def __init__(
        self,
        tile: Tile,
        index: int,
        pack: ContentPack,
        illegal: bool = False,
        seating: Seating | None = None,
        names: tuple[str, ...] | None = None,
    ) -> None:
        super().__init__()
        self.seating = seating
        self.names = names
        self.tile = tile
        self.index = index
        self.pack = pack
        self.illegal = illegal
        self.selected_piece = False
        self.lifted = False  # being moved: drawn faintly where it was
        self._outline = footprint_path(tile.squares, 3.0)
        self._bounds = squares_rect(tile.squares).adjusted(-3, -3, 3, 3)
        self.setZValue(TILE_Z + (1 if tile.kind is TileKind.BRIDGE else 0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once per zoom
        self.setToolTip(self.describe())

    def retranslate(self) -> None:
        """After a language switch (called by i18n.retranslate_scenes): the tooltip again."""
        self.setToolTip(self.describe())

    def describe(self) -> str:
        """The tooltip: what the tile is and whose (names, not colours)."""
        t = self.tile
        if t.kind is TileKind.PRESTIGE:
            return building_name(self.pack, t.item)
        if t.kind.resource:
            what = resource_name(self.pack, t.item)
        else:
            what = piece_kind_names()[PieceKind.HOUSE if t.kind is TileKind.HOUSE else PieceKind.BRIDGE]
        owner = (
            player_name(t.owner)
            if t.owner is None
            else f"{player_name(t.owner, self.seating, self.names)} ({t.owner + 1})"
        )
        return f"{what} \u2014 {owner}"

    def set_flags(self, *, selected: bool | None = None, lifted: bool | None = None) -> None:
        changed = False
        for name, value in (("selected_piece", selected), ("lifted", lifted)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.save()
        if self.lifted:
            painter.setOpacity(0.3)
        kind = self.tile.kind
        if kind is TileKind.PRESTIGE:
            self._paint_prestige(painter)
        elif kind is TileKind.BRIDGE:
            self._paint_bridge(painter)
        elif kind is TileKind.HOUSE:
            self._paint_house(painter)
        else:
            self._paint_resource(painter)
        self._paint_claims(painter)
        self._paint_marks(painter)
        painter.restore()

    # -- bodies -----------------------------------------------------------------------------------
    def _body(self, painter: QPainter, fill: QColor, edge: QColor) -> None:
        pen = QPen(edge, 1.6)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self._outline)

    def _paint_resource(self, painter: QPainter) -> None:
        look = player_look(self.tile.owner, self.seating)
        self._body(painter, look.fill, QColor("#15110b"))
        resource = self.pack.resources[self.tile.item]
        run = _label_run(self.tile.squares)
        box = squares_rect(run).adjusted(4, 4, -4, -4)
        full = resource_name(self.pack, resource.id)
        name = full if len(run) > 1 else short_label(full, 5)
        if resource.tier > 1:
            tier = "II" if resource.tier == 2 else "III"
            draw_fitted(painter, name, box.adjusted(0, 0, 0, -box.height() * 0.35), look.ink, SQUARE * 0.3)
            draw_fitted(painter, tier, box.adjusted(0, box.height() * 0.6, 0, 0), look.ink, SQUARE * 0.22)
        else:
            draw_fitted(painter, name, box.adjusted(0, 6, 0, 0), look.ink, SQUARE * 0.3)
        self._owner_badge(painter, look.ink)

    def _paint_house(self, painter: QPainter) -> None:
        look = player_look(self.tile.owner, self.seating)
        rect = square_rect(self.tile.squares[0]).adjusted(6, 6, -6, -5)
        roof = QPolygonF(
            [
                QPointF(rect.left(), rect.top() + rect.height() * 0.45),
                QPointF(rect.center().x(), rect.top()),
                QPointF(rect.right(), rect.top() + rect.height() * 0.45),
                QPointF(rect.right(), rect.bottom()),
                QPointF(rect.left(), rect.bottom()),
            ]
        )
        pen = QPen(QColor("#15110b"), 1.6)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(look.fill)
        painter.drawPolygon(roof)
        number = str((self.tile.owner or 0) + 1)
        draw_fitted(painter, number, rect.adjusted(0, rect.height() * 0.4, 0, 0), look.ink, SQUARE * 0.3)

    def _paint_bridge(self, painter: QPainter) -> None:
        look = player_look(self.tile.owner, self.seating)
        rect = square_rect(self.tile.squares[0]).adjusted(3, 9, -3, -9)
        pen = QPen(QColor("#f4efe3"), 2.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(look.fill)
        painter.drawRoundedRect(rect, 3, 3)
        plank = QPen(look.ink, 1.0)
        plank.setCosmetic(True)
        painter.setPen(plank)
        for i in range(1, 5):
            x = rect.left() + rect.width() * i / 5
            painter.drawLine(QPointF(x, rect.top() + 2), QPointF(x, rect.bottom() - 2))
        self._owner_badge(painter, look.ink, square_rect(self.tile.squares[0]).adjusted(0, 0, 0, 0))

    def _paint_prestige(self, painter: QPainter) -> None:
        self._body(painter, PRESTIGE_FILL, QColor("#6b4b0c"))
        building = self.pack.prestige_buildings[self.tile.item]
        run = _label_run(self.tile.squares)
        box = squares_rect(run).adjusted(3, 2, -3, 0)
        box.setHeight(SQUARE * 0.36)
        draw_fitted(painter, building_name(self.pack, building.id), box, PRESTIGE_INK, SQUARE * 0.26)
        delivered = dict(self.tile.delivered)
        order = sorted(self.tile.squares, key=lambda s: (s[1], s[0]))
        for slot, square in zip(building.slots, order, strict=False):
            cell = square_rect(square)
            if square in run:
                cell = cell.adjusted(0, SQUARE * 0.36, 0, 0)
            self._paint_slot(
                painter,
                cell,
                slot.resource,
                slot.points,
                slot.resource in delivered,
                delivered.get(slot.resource),
            )

    def _paint_slot(
        self, painter: QPainter, cell: QRectF, resource: str, points: int, done: bool, by: int | None
    ) -> None:
        radius = min(cell.width(), cell.height()) * 0.36
        centre = QPointF(cell.center().x() - radius * 0.35, cell.center().y())
        pen = QPen(PRESTIGE_INK, 1.2)
        pen.setCosmetic(True)
        painter.setPen(pen)
        look = player_look(by, self.seating)
        painter.setBrush(look.fill if done else QColor("#fffaf0"))
        painter.drawEllipse(centre, radius, radius)
        name = short_label(resource_name(self.pack, resource), 4)
        ink = look.ink if done else PRESTIGE_INK
        draw_fitted(
            painter,
            name,
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
            ink,
            radius * 0.8,
        )
        banner = QRectF(
            centre.x() + radius * 0.55, cell.bottom() - radius * 0.95, radius * 1.1, radius * 0.85
        )
        painter.setBrush(QColor("#6b4b0c"))
        painter.drawRect(banner)
        draw_fitted(painter, str(points), banner, QColor("#fffaf0"), radius * 0.8)

    # -- tokens and marks ---------------------------------------------------------------------------
    def _owner_badge(self, painter: QPainter, ink: QColor, where: QRectF | None = None) -> None:
        if self.tile.owner is None:
            text = "N"
        else:
            text = str(self.tile.owner + 1)
        cell = where or square_rect(min(self.tile.squares, key=lambda s: (s[1], s[0])))
        box = QRectF(cell.left() + 5, cell.top() + 4, SQUARE * 0.3, SQUARE * 0.28)
        draw_fitted(
            painter, text, box, ink, SQUARE * 0.24, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        )

    def _paint_claims(self, painter: QPainter) -> None:
        if not self.tile.claims:
            return
        cell = square_rect(min(self.tile.squares, key=lambda s: (s[1], -s[0])))
        pen = QPen(QColor("#ffffff"), 1.2)
        pen.setCosmetic(True)
        for k, player in enumerate(self.tile.claims):
            centre = QPointF(cell.right() - 8 - k * 9, cell.top() + 8)
            painter.setPen(pen)
            painter.setBrush(player_look(player, self.seating).fill)
            painter.drawEllipse(centre, 5.5, 5.5)

    def _paint_marks(self, painter: QPainter) -> None:
        if self.selected_piece:
            pen = QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
        if self.illegal:
            illegal_mark(painter, self._outline, square_rect(max(self.tile.squares)))


def illegal_mark(painter: QPainter, outline: QPainterPath, corner: QRectF) -> None:
    """The sandbox's sign for a piece placed against the rules: a red dashed edge and a "!" disc."""
    pen = QPen(ILLEGAL, 2.5, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    painter.setPen(pen)
    painter.setBrush(QBrush(ILLEGAL, Qt.BrushStyle.BDiagPattern))
    painter.drawPath(outline)
    centre = QPointF(corner.right() - 9, corner.bottom() - 9)
    painter.setPen(QPen(QColor("#ffffff"), 1.0))
    painter.setBrush(ILLEGAL)
    painter.drawEllipse(centre, 7.5, 7.5)
    draw_fitted(painter, "!", QRectF(centre.x() - 7, centre.y() - 7, 14, 14), QColor("#ffffff"), 12)
