"""A tile on the city board: trade stall, resource building, house, bridge/gate or prestige building.

Drawn from the engine's ``Tile`` as the printed piece: a raised tile with the resource's icon, its
tier as pips and, on tier 2/3 buildings, each prerequisite's icon with the value printed for it;
the owner's claim token on top of a stack of the claim tokens that bought access (colour and seat
symbol, so colour is never the only clue). Houses, bridges and gates have their own shapes; a
prestige building is a tile in its colour with one slot per required resource (icon, banner value,
the delivery token of whoever delivered it) and a completion seal once every slot is filled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.city import PieceKind, Tile, TileKind
from founders_desktop.content import ContentPack, Square, Terrain
from founders_desktop.view.art.piece_art import (
    INK,
    PARCHMENT,
    Seat,
    paint_bridge,
    paint_completion_seal,
    paint_gate,
    paint_house,
    paint_icon_disc,
    paint_raised,
    paint_token,
    paint_token_stack,
    paint_value_banner,
    raised_shape,
)
from founders_desktop.view.art.resource_icons import paint_resource
from founders_desktop.view.art.svg_icons import paint_building
from founders_desktop.view.art.terrain_art import FILL
from founders_desktop.view.board.looks import (
    ILLEGAL,
    Seating,
    piece_kind_names,
    piece_seat,
    player_name,
)
from founders_desktop.view.board.shapes import footprint_path, squares_rect
from founders_desktop.view.board.text_fit import draw_fitted
from founders_desktop.view.city_map_item import SQUARE, square_rect
from founders_desktop.view.content_names import building_name, resource_name

TILE_Z = 10.0
TIER_FILL = {1: QColor("#f3e7c6"), 2: QColor("#e9d5a2"), 3: QColor("#dcc07f")}
BANNER = QColor("#6b4b0c")
BANNER_INK = QColor("#fffaf0")
SLOT_PLATE = QColor("#fffaf0")
BUILDING_COLOURS = {"red": Terrain.RED, "white": Terrain.WHITE, "green": Terrain.GREEN, "grey": Terrain.GREY}


def _reading_order(squares: tuple[Square, ...]) -> list[Square]:
    return sorted(squares, key=lambda s: (s[1], s[0]))


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(
        round(a.red() * (1 - t) + b.red() * t),
        round(a.green() * (1 - t) + b.green() * t),
        round(a.blue() * (1 - t) + b.blue() * t),
    )


class TileItem(QGraphicsItem):
    """One tile; ``index`` is its id in the board state. ``terrain`` (the map's, when known) tells
    a bridge on a river from a gate in a wall and which way the crossing runs."""

    def __init__(
        self,
        tile: Tile,
        index: int,
        pack: ContentPack,
        illegal: bool = False,
        seating: Seating | None = None,
        names: tuple[str, ...] | None = None,
        terrain: dict[Square, Terrain] | None = None,
    ) -> None:
        super().__init__()
        self.seating = seating
        self.names = names
        self.tile = tile
        self.index = index
        self.pack = pack
        self.illegal = illegal
        self.terrain = terrain
        self.selected_piece = False
        self.lifted = False  # being moved: drawn faintly where it was
        self._outline = footprint_path(tile.squares, 3.0)
        self._raised = (
            raised_shape(self._outline) if tile.kind.resource or tile.kind is TileKind.PRESTIGE else None
        )
        # A tall stack of claim tokens may rise above the tile's top edge.
        stack = len(tile.claims) + (tile.owner is not None)
        rise = max(0.0, SQUARE * (0.17 + 0.071 * (stack - 1) - 0.32)) if tile.kind.resource else 0.0
        self._bounds = squares_rect(tile.squares).adjusted(-3, -3 - rise, 3, 3)
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lifted:
            painter.setOpacity(0.3)
        kind = self.tile.kind
        if kind is TileKind.PRESTIGE:
            self._paint_prestige(painter)
        elif kind is TileKind.BRIDGE:
            self._paint_crossing(painter)
        elif kind is TileKind.HOUSE:
            paint_house(
                painter, square_rect(self.tile.squares[0]).adjusted(5, 4, -5, -5), self._seat(self.tile.owner)
            )
        else:
            self._paint_resource(painter)
        self._paint_marks(painter)
        painter.restore()

    def _seat(self, player: int | None) -> Seat:
        return piece_seat(player, self.seating)

    # -- resource tiles -----------------------------------------------------------------------------
    def _paint_resource(self, painter: QPainter) -> None:
        resource = self.pack.resources[self.tile.item]
        assert self._raised is not None
        paint_raised(painter, self._raised, TIER_FILL.get(resource.tier, TIER_FILL[3]))
        order = _reading_order(self.tile.squares)
        main = square_rect(order[0])
        s = SQUARE
        icon = QRectF(main.left() + s * 0.1, main.bottom() - s * 0.72, s * 0.62, s * 0.62)
        paint_resource(painter, resource.id, icon)
        self._paint_tier(painter, main, resource.tier)
        spare = order[1:]
        for entry, square in zip(resource.recipe, spare, strict=False):
            cell = square_rect(square)
            centre = QPointF(cell.left() + s * 0.42, cell.center().y() + s * 0.02)
            paint_icon_disc(painter, entry.resource, centre, s * 0.27, SLOT_PLATE)
            banner = QRectF(cell.left() + s * 0.5, cell.bottom() - s * 0.36, s * 0.42, s * 0.26)
            paint_value_banner(painter, banner, str(entry.points), BANNER, BANNER_INK)
        for square in spare[len(resource.recipe) :]:
            cell = square_rect(square).adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2)
            painter.setOpacity(painter.opacity() * 0.35)
            paint_resource(painter, resource.id, cell)
            painter.setOpacity(painter.opacity() / 0.35)
        self._paint_claims(painter, main)

    def _paint_tier(self, painter: QPainter, cell: QRectF, tier: int) -> None:
        """The tier as one to three pips down the tile's right edge."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        size = SQUARE * 0.07
        for k in range(tier):
            c = QPointF(cell.right() - SQUARE * 0.13, cell.bottom() - SQUARE * (0.14 + 0.15 * k))
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(c.x(), c.y() - size),
                        QPointF(c.x() + size, c.y()),
                        QPointF(c.x(), c.y() + size),
                        QPointF(c.x() - size, c.y()),
                    ]
                )
            )

    def _paint_claims(self, painter: QPainter, cell: QRectF) -> None:
        """The owner's claim token on top of the claim tokens of those who bought access."""
        stack = [self._seat(p) for p in self.tile.claims]
        if self.tile.owner is not None:
            stack.append(self._seat(self.tile.owner))
        if not stack:
            return
        radius = SQUARE * 0.17
        base = QPointF(cell.right() - SQUARE * 0.3, cell.top() + SQUARE * 0.32)
        paint_token_stack(painter, base, radius, stack)

    # -- houses, bridges and gates ----------------------------------------------------------------
    def _paint_crossing(self, painter: QPainter) -> None:
        square = self.tile.squares[0]
        cell = square_rect(square)
        seat = self._seat(self.tile.owner)
        ground = self.terrain.get(square) if self.terrain else None
        if ground is Terrain.WALL:
            paint_gate(painter, cell, seat)
            return
        x, y = square
        barrier = {Terrain.RIVER, Terrain.WALL}
        along_y = self.terrain is not None and (
            self.terrain.get((x, y - 1)) in barrier or self.terrain.get((x, y + 1)) in barrier
        )
        along_x = self.terrain is not None and (
            self.terrain.get((x - 1, y)) in barrier or self.terrain.get((x + 1, y)) in barrier
        )
        paint_bridge(painter, cell, seat, across_x=along_y or not along_x)

    # -- prestige buildings -------------------------------------------------------------------------
    def _paint_prestige(self, painter: QPainter) -> None:
        building = self.pack.prestige_buildings[self.tile.item]
        assert self._raised is not None
        ground = BUILDING_COLOURS.get(building.colour)
        fill = _mix(FILL[ground], PARCHMENT, 0.55) if ground is not None else PARCHMENT
        paint_raised(painter, self._raised, fill)
        delivered = dict(self.tile.delivered)
        order = _reading_order(self.tile.squares)
        s = SQUARE
        if len(building.slots) > len(order):  # a small tile (the 2-square Armoury): half squares
            self._paint_half_slots(painter, building.slots, order, delivered)
        whole = order if len(building.slots) <= len(order) else []
        for slot, square in zip(building.slots, whole, strict=False):
            cell = square_rect(square)
            centre = QPointF(cell.center().x() - s * 0.06, cell.center().y() + s * 0.02)
            paint_icon_disc(painter, slot.resource, centre, s * 0.3, SLOT_PLATE)
            # banner and delivery token kept inside the slot's square: on a tile's right edge
            # they were cut by the tile's outline
            banner = QRectF(cell.left() + s * 0.42, cell.bottom() - s * 0.33, s * 0.44, s * 0.26)
            paint_value_banner(painter, banner, str(slot.points), BANNER, BANNER_INK)
            if slot.resource in delivered:
                token = QPointF(cell.right() - s * 0.3, cell.top() + s * 0.27)
                paint_token(painter, token, s * 0.14, self._seat(delivered[slot.resource]))
        spare = order[len(building.slots) :]
        if len(building.slots) > len(order):
            half = square_rect(order[-1])
            where = QRectF(half.left() + s * 0.56, half.top() + s * 0.1, s * 0.36, s * 0.36)
        elif spare:
            where = square_rect(spare[0]).adjusted(s * 0.14, s * 0.12, -s * 0.14, -s * 0.16)
        else:
            first = square_rect(order[0])
            where = QRectF(first.left() + 2, first.top() + 2, s * 0.3, s * 0.3)
        paint_building(painter, building.kind, where)
        if building.slots and all(slot.resource in delivered for slot in building.slots):
            corner = square_rect(max(order, key=lambda q: (q[0], -q[1])))
            paint_completion_seal(
                painter, QPointF(corner.right() - s * 0.16, corner.top() + s * 0.16), s * 0.17
            )

    def _paint_half_slots(
        self, painter: QPainter, slots: Sequence[Any], order: list[Square], delivered: dict[str, Any]
    ) -> None:
        """More slots than squares: each square holds two slots side by side, smaller (every
        slot stays readable; one slot per square dropped the Armoury's third)."""
        s = SQUARE
        halves = [
            QRectF(cell.left() + dx, cell.top(), s / 2, s)
            for cell in map(square_rect, order)
            for dx in (0.0, s / 2)
        ]
        # the building's icon takes the last half when a half is left over
        for slot, cell in zip(slots, halves, strict=False):
            centre = QPointF(cell.center().x(), cell.top() + s * 0.34)
            paint_icon_disc(painter, slot.resource, centre, s * 0.2, SLOT_PLATE)
            banner = QRectF(cell.left() + s * 0.05, cell.bottom() - s * 0.3, s * 0.4, s * 0.24)
            paint_value_banner(painter, banner, str(slot.points), BANNER, BANNER_INK)
            if slot.resource in delivered:
                token = QPointF(cell.right() - s * 0.1, cell.top() + s * 0.12)
                paint_token(painter, token, s * 0.1, self._seat(delivered[slot.resource]))

    # -- marks -------------------------------------------------------------------------------------
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
