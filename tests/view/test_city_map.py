"""The city map pages draw both sides of the board from the content pack."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.content import Terrain, default_pack
from founders_desktop.view.city_map_item import SQUARE, CityMapItem, square_rect
from founders_desktop.view.city_map_page import location_labels
from founders_desktop.view.city_palette import terrain_looks
from founders_desktop.view.sandbox_page import SandboxPage


@pytest.fixture
def page(qtbot: QtBot) -> SandboxPage:
    widget = SandboxPage()
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    return widget


def test_the_side_picker_offers_both_sides_and_switches_the_board(page: SandboxPage) -> None:
    pack = default_pack()
    offered = [page.side_picker.itemData(i) for i in range(page.side_picker.count())]
    assert sorted(offered) == ["symmetric", "thematic"]
    for map_id in offered:
        page.side_picker.setCurrentIndex(page.side_picker.findData(map_id))
        assert page.map_item is not None
        assert page.map_item.board is pack.maps[map_id]
        assert page.current_map_id() == map_id
        board = pack.maps[map_id]
        rect = page.map_item.boundingRect()
        assert rect.width() == pytest.approx(board.width * SQUARE + 4)
        assert rect.height() == pytest.approx(board.height * SQUARE + 4)
        assert page.scene.items() == [page.map_item], "only the current side is on the board"


def test_reserved_locations_are_labelled_with_their_buildings() -> None:
    pack = default_pack()
    labels = location_labels(pack, pack.maps["thematic"])
    text = " ".join(labels.values())
    assert "Ghost Fortress" in text
    assert "Gatehouse" in text


def test_every_terrain_has_a_distinct_look_not_only_a_colour() -> None:
    looks = terrain_looks()
    assert set(looks) == set(Terrain)
    colours = [looks[t] for t in (Terrain.RED, Terrain.WHITE, Terrain.GREEN, Terrain.GREY)]
    letters = [look.letter for look in colours]
    assert len(set(letters)) == 4 and all(letters), "each building colour has its own letter"
    assert looks[Terrain.RED].pattern != looks[Terrain.GREEN].pattern, "red and green differ beyond colour"


def test_the_board_paints_each_square_in_its_terrain_colour(qtbot: QtBot) -> None:
    pack = default_pack()
    board = pack.maps["thematic"]
    item = CityMapItem(board, location_labels(pack, board))
    image = QImage(int(board.width * SQUARE), int(board.height * SQUARE), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.magenta)
    painter = QPainter(image)
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(image.rect())  # type: ignore[attr-defined]
    item.paint(painter, option)
    painter.end()
    looks = terrain_looks()
    for terrain in (Terrain.WHITE, Terrain.GREY, Terrain.UNBUILDABLE):
        square = sorted(board.squares_of(terrain) - {s.square for s in board.start_spaces})[0]
        centre = square_rect(square).center()
        pixel = QColor(image.pixel(int(centre.x()) + 8, int(centre.y()) + 8))
        assert pixel == looks[terrain].fill, (terrain, square)
