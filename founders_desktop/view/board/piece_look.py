"""A piece in hand drawn as the piece itself: the tile it becomes, for the drag ghost and the trays.

The drag ghost and the tray buttons show what will lie on the board (the stall with its icon and
the owner's token, the house, the road...) rather than a flat outline or a colour swatch. Both are
built from the same ``Tile`` the board draws once placed, so the three never disagree.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from founders_desktop.app.board_port import ContentPack, Piece, PieceKind, Square, Tile
from founders_desktop.city import TileKind
from founders_desktop.view.art.piece_art import paint_raised, paint_token, paint_token_stack, raised_shape
from founders_desktop.view.art.svg_icons import paint_building
from founders_desktop.view.board.looks import Seating, piece_seat, seat_colour
from founders_desktop.view.board.road_item import RoadItem
from founders_desktop.view.board.shapes import footprint_path
from founders_desktop.view.board.tile_item import TIER_FILL, TileItem
from founders_desktop.view.city_map_item import SQUARE

_TILE_KINDS = {
    PieceKind.FIRST_STALL: TileKind.STALL,
    PieceKind.IMPORT: TileKind.STALL,
    PieceKind.IMPORT_AND_BUY: TileKind.STALL,
    PieceKind.UPGRADE: TileKind.ADVANCED,
    PieceKind.HOUSE: TileKind.HOUSE,
    PieceKind.BRIDGE: TileKind.BRIDGE,
    PieceKind.PRESTIGE: TileKind.PRESTIGE,
}


def piece_tile(piece: Piece, player: int | None, squares: tuple[Square, ...]) -> Tile | None:
    """The tile ``piece`` becomes on ``squares`` when ``player`` places it (None for roads and
    claim tokens, which are not tiles). A stall imported and bought is neutral with a claim."""
    kind = _TILE_KINDS.get(piece.kind)
    if kind is None or not squares:
        return None
    if kind is TileKind.PRESTIGE:
        return Tile(kind, piece.item, None, squares)
    if piece.kind is PieceKind.IMPORT_AND_BUY:
        return Tile(kind, piece.item, None, squares, claims=(player,) if player is not None else ())
    return Tile(kind, piece.item if kind.resource else "", player, squares)


def piece_art_item(
    pack: ContentPack,
    piece: Piece,
    player: int | None,
    squares: tuple[Square, ...],
    seating: Seating | None = None,
) -> QGraphicsItem | None:
    """A scene item drawing ``piece`` on ``squares`` as it would lie there (a road: one road
    piece per square, joined to each other), or None for a claim token."""
    if piece.kind is PieceKind.ROAD:
        group = _Group()
        trail = set(squares)
        for x, y in squares:
            around = ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
            near = tuple(n for n in around if n in trail)
            RoadItem((x, y), near).setParentItem(group)
        return group
    tile = piece_tile(piece, player, squares)
    if tile is None:
        return None
    return TileItem(tile, -1, pack, seating=seating)


class _Group(QGraphicsItem):
    """A parent that draws nothing itself: the road pieces of a trail."""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.childrenBoundingRect()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        return


_PIXMAPS: dict[tuple[int, Piece, int | None, int, float], tuple[ContentPack, QPixmap]] = {}


def _icon_pixmap(pack: ContentPack, piece: Piece, colour: int | None, size: int, dpr: float) -> QPixmap:
    """Cached per pack (kept alive with its entry, so its id is never reused), piece, colour, size."""
    key = (id(pack), piece, colour, size, dpr)
    if key not in _PIXMAPS:
        if len(_PIXMAPS) > 512:
            _PIXMAPS.clear()
        _PIXMAPS[key] = (pack, _draw_icon(pack, piece, colour, size, dpr))
    return _PIXMAPS[key][1]


def _draw_icon(pack: ContentPack, piece: Piece, colour: int | None, size: int, dpr: float) -> QPixmap:
    seating = None if colour is None else (colour,)
    player = None if colour is None else 0
    device = max(round(size * dpr), 1)
    pixmap = QPixmap(device, device)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(device / SQUARE, device / SQUARE)  # one square fills the icon
    try:
        _paint_icon(painter, pack, piece, player, seating)
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def _paint_icon(
    painter: QPainter, pack: ContentPack, piece: Piece, player: int | None, seating: Seating | None
) -> None:
    if piece.kind is PieceKind.BUY_ACCESS:
        paint_token(painter, QPointF(SQUARE / 2, SQUARE * 0.46), SQUARE * 0.36, piece_seat(player, seating))
    elif piece.kind is PieceKind.PRESTIGE:
        building = pack.prestige_buildings.get(piece.item)
        where = QRectF(SQUARE * 0.05, SQUARE * 0.05, SQUARE * 0.9, SQUARE * 0.9)
        paint_building(painter, building.kind if building is not None else "building", where)
    elif piece.kind is PieceKind.ROAD:
        RoadItem((0, 0), ((-1, 0), (1, 0))).paint(painter, None, None)  # type: ignore[arg-type]
    elif piece.kind in _TILE_KINDS:
        kind = _TILE_KINDS[piece.kind]
        if kind.resource and piece.item not in pack.resources:  # resource still to be chosen
            # the tile without its icon: a stall's colour, a tier 2/3 building's darker one, a
            # stall imported and bought neutral with the buyer's claim under a neutral token
            fill = TIER_FILL[3] if kind is TileKind.ADVANCED else TIER_FILL[1]
            shape = raised_shape(footprint_path(((0, 0),), SQUARE * 0.12))
            paint_raised(painter, shape, fill)
            token = QPointF(SQUARE * 0.62, SQUARE * 0.42)
            stack = [piece_seat(player, seating)] if player is not None else []
            if piece.kind is PieceKind.IMPORT_AND_BUY:
                stack.append(piece_seat(None))
            paint_token_stack(painter, token, SQUARE * 0.2, stack)
        else:
            item = piece_art_item(pack, piece, player, ((0, 0),), seating)
            if item is not None:
                item.paint(painter, None, None)  # type: ignore[arg-type]


def piece_icon(
    pack: ContentPack, piece: Piece, player: int | None = None, seating: Seating | None = None, size: int = 32
) -> QIcon:
    """A tray button's icon: the piece as it will lie on the board, in the placing seat's colour
    (``player`` None: neutral)."""
    colour = None if player is None else seat_colour(player, seating)
    icon = QIcon()
    for dpr in (1.0, 2.0):
        icon.addPixmap(_icon_pixmap(pack, piece, colour, size, dpr))
    return icon
