"""Pieces look like pieces: seat colours from a colour-blind-safe palette with a symbol each,
claim tokens in the owner's colour, slots with delivery tokens and a completion seal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from founders_desktop.city import Tile, TileKind
from founders_desktop.content import Terrain, default_pack
from founders_desktop.view.art.seat_marks import SYMBOLS, seat_symbol
from founders_desktop.view.board.looks import piece_seat, player_looks
from founders_desktop.view.board.tile_item import TileItem

OKABE_ITO = {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"}


def _paint(item: TileItem) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(rect)  # type: ignore[attr-defined]
    item.paint(painter, option)
    painter.end()
    return image


def _count(image: QImage, colour: QColor, tolerance: int = 6) -> int:
    n = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and all(
                abs(a - b) <= tolerance for a, b in zip(c.getRgb()[:3], colour.getRgb()[:3], strict=True)
            ):
                n += 1
    return n


def test_seat_colours_are_okabe_ito_and_each_has_its_own_symbol() -> None:
    looks = player_looks()
    coloured = [look.fill.name() for look in looks if look.fill.name() != "#1f1f1f"]
    assert set(coloured) <= OKABE_ITO, coloured
    symbols = [seat_symbol(piece_seat(seat).index or 0) for seat in range(len(looks))]
    assert len(set(symbols)) == len(looks) == len(SYMBOLS)
    assert piece_seat(None).index is None, "neutral pieces carry no seat symbol"


def test_seating_changes_the_colour_and_the_symbol_together() -> None:
    seat = piece_seat(0, (2, 0))
    assert seat.fill == player_looks()[2].fill
    assert seat.index == 2


def test_an_owned_stall_shows_the_owners_claim_token_and_a_neutral_one_none(qtbot: QtBot) -> None:
    pack = default_pack()
    orange = player_looks()[1].fill
    owned = _paint(TileItem(Tile(TileKind.STALL, "wood", 1, ((2, 2),)), 0, pack))
    neutral = _paint(TileItem(Tile(TileKind.STALL, "wood", None, ((2, 2),)), 0, pack))
    assert _count(owned, orange) > 20
    assert _count(neutral, orange) == 0


def test_claims_bought_stack_under_the_owners_token(qtbot: QtBot) -> None:
    pack = default_pack()
    blue, purple = player_looks()[0].fill, player_looks()[2].fill
    alone = TileItem(Tile(TileKind.STALL, "stone", 0, ((2, 2),)), 0, pack)
    stacked = TileItem(Tile(TileKind.STALL, "stone", 0, ((2, 2),), claims=(2,)), 0, pack)
    assert _count(_paint(alone), purple) == 0
    image = _paint(stacked)
    assert _count(image, purple.darker(150), 10) > 3, "the claim's rim shows under the owner's token"
    assert _count(image, blue) > 20


def test_a_prestige_building_has_a_slot_per_resource_and_a_seal_when_complete(qtbot: QtBot) -> None:
    pack = default_pack()
    building = pack.prestige_buildings["west_gatehouse"]
    squares = ((4, 4), (5, 4), (6, 4))
    gold = QColor("#e2b43e")
    open_one = _paint(TileItem(Tile(TileKind.PRESTIGE, building.id, None, squares), 0, pack))
    delivered = tuple((slot.resource, 1) for slot in building.slots)
    done = _paint(TileItem(Tile(TileKind.PRESTIGE, building.id, None, squares, delivered=delivered), 0, pack))
    orange = player_looks()[1].fill
    assert _count(open_one, orange) == 0
    assert _count(done, orange) > 3 * 10, "a delivery token on each slot"
    assert _count(done, gold, 3) > _count(open_one, gold, 3) + 20, "the completion seal"


def test_bridges_and_gates_have_their_own_shapes(qtbot: QtBot) -> None:
    pack = default_pack()
    tile = Tile(TileKind.BRIDGE, "", 0, ((3, 3),))
    river = {(3, y): Terrain.RIVER for y in range(2, 5)}
    wall = {(3, y): Terrain.WALL for y in range(2, 5)}
    bridge = _paint(TileItem(tile, 0, pack, terrain=river))
    gate = _paint(TileItem(tile, 0, pack, terrain=wall))
    assert bridge != gate
    house = _paint(TileItem(Tile(TileKind.HOUSE, "", 0, ((3, 3),)), 0, pack))
    assert house not in (bridge, gate)


def test_a_building_with_more_slots_than_squares_shows_every_slot(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 2-square Armoury takes three resources: each one is drawn (half squares), none dropped."""
    from founders_desktop.view.board import tile_item

    pack = default_pack()
    building = pack.prestige_buildings["armoury"]
    assert len(pack.footprint_of(building).rows[0]) == 2 and len(building.slots) == 3
    drawn: list[str] = []
    real = tile_item.paint_icon_disc
    monkeypatch.setattr(
        tile_item, "paint_icon_disc", lambda p, res, *a, **k: (drawn.append(res), real(p, res, *a, **k))
    )
    delivered = tuple((slot.resource, 2) for slot in building.slots)
    image = _paint(
        TileItem(Tile(TileKind.PRESTIGE, building.id, None, ((4, 4), (5, 4)), delivered=delivered), 0, pack)
    )
    assert drawn == [slot.resource for slot in building.slots]
    assert _count(image, player_looks()[2].fill) > 3 * 4, "a delivery token on each slot"
