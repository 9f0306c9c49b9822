"""The piece in hand is drawn as the piece: the drag ghost is the tile it becomes, half
transparent, and the tray shows each piece as it will lie on the board."""

from __future__ import annotations

from PySide6.QtGui import QImage

from founders_desktop.city import Piece, PieceKind, TileKind
from founders_desktop.view.board.piece_look import piece_icon
from founders_desktop.view.board.road_item import RoadItem
from founders_desktop.view.board.tile_item import TileItem
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import hover


def test_the_ghost_is_the_tile_with_its_icon_and_owner_half_transparent(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.UPGRADE, "bricks", player=1)
    hover(page, (8, 7))
    ghost = page.drag.overlays[1]
    art = ghost.art
    assert isinstance(art, TileItem) and art.isVisible()
    assert art.tile.kind is TileKind.ADVANCED and art.tile.item == "bricks" and art.tile.owner == 1
    assert 0.3 < art.opacity() < 1.0
    placed = {
        (x + round(art.pos().x() / SQUARE), y + round(art.pos().y() / SQUARE)) for x, y in art.tile.squares
    }
    assert placed == set(ghost.squares), "the art lies on the squares the drop would cover"


def test_moving_the_ghost_reuses_its_art(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.UPGRADE, "bricks", player=0)
    hover(page, (9, 8))  # not where the last test left the mouse: a move there sends no event
    ghost = page.drag.overlays[1]
    first = ghost.art
    hover(page, (10, 9))
    assert first is not None and ghost.art is first, "the same item, moved"


def test_a_road_in_hand_is_drawn_as_a_road(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.ROAD, player=0)
    hover(page, (7, 6))
    art = page.drag.overlays[1].art
    assert art is not None and any(isinstance(c, RoadItem) for c in art.childItems())


def test_the_trays_icons_are_drawn_pieces_that_differ_by_kind_and_colour(page: SandboxPage) -> None:
    pack = page.pack

    def image(kind: PieceKind, item: str = "", player: int = 0) -> QImage:
        return piece_icon(pack, Piece(kind, item), player).pixmap(32, 32).toImage()

    stall = image(PieceKind.IMPORT, "wood")
    assert not stall.isNull()
    assert stall != image(PieceKind.IMPORT, "stone"), "the resource's icon is on the piece"
    assert stall != image(PieceKind.IMPORT, "wood", 1), "the owner's token is on the piece"
    assert image(PieceKind.HOUSE) != image(PieceKind.ROAD)
    entry = page.tray.kinds.item(0)
    assert not entry.icon().isNull()
