"""The city map pages draw both sides of the board from the content pack."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from founders_desktop.content import Terrain, default_pack
from founders_desktop.view.art.board_marks import track_cells
from founders_desktop.view.board.looks import piece_seat
from founders_desktop.view.city_map_item import SQUARE, TRACK, CityMapItem, compass_corner, square_rect
from founders_desktop.view.city_map_page import location_kinds, location_labels
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
        squares = page.map_item.board_rect()
        assert squares.width() == pytest.approx(board.width * SQUARE)
        assert squares.height() == pytest.approx(board.height * SQUARE)
        assert page.map_item.boundingRect().contains(squares), "the score track frames the squares"
        assert page.scene.sceneRect() == page.map_item.boundingRect()
        board_items = [i for i in page.scene.items() if i.topLevelItem() is page.map_item]
        assert len(board_items) == len(page.scene.items()), "only the current side is on the board"


def test_reserved_locations_are_labelled_with_their_buildings() -> None:
    pack = default_pack()
    labels = location_labels(pack, pack.maps["thematic"])
    text = " ".join(labels.values())
    assert "Ghost Fortress" in text
    assert "Gatehouse" in text


def _painted_board(board_id: str) -> tuple[CityMapItem, QImage]:
    pack = default_pack()
    board = pack.maps[board_id]
    item = CityMapItem(board, location_labels(pack, board))
    rect = item.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.magenta)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(rect)  # type: ignore[attr-defined]
    item.paint(painter, option)
    painter.end()
    return item, image


def _square_pixels(item: CityMapItem, image: QImage, square: tuple[int, int]) -> list[QColor]:
    origin = item.boundingRect().topLeft()
    r = square_rect(square).translated(-origin)
    return [
        QColor(image.pixel(x, y))
        for y in range(int(r.top()) + 2, int(r.bottom()) - 2)
        for x in range(int(r.left()) + 2, int(r.right()) - 2)
    ]


def _grey_profile(pixels: list[QColor]) -> tuple[float, float]:
    """Mean and spread of the grey values of some pixels (what a grey-scale print keeps)."""
    greys = [0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() for c in pixels]
    mean = sum(greys) / len(greys)
    spread = (sum((g - mean) ** 2 for g in greys) / len(greys)) ** 0.5
    return mean, spread


def _plain_square(board_id: str, terrain: Terrain) -> tuple[int, int]:
    board = default_pack().maps[board_id]
    starts = {s.square for s in board.start_spaces}
    return sorted(board.squares_of(terrain) - starts)[0]


def test_every_terrain_has_its_own_colour_and_name() -> None:
    looks = terrain_looks()
    assert set(looks) == set(Terrain)
    assert len({look.fill.name() for look in looks.values()}) == len(looks)
    assert len({look.name for look in looks.values()}) == len(looks)


def test_the_four_building_colours_separate_in_grey(qtbot: QtBot) -> None:
    """Entrance, coastal, forested and central squares differ in a grey-scale picture by their
    brightness or their texture, not only by hue (colour-blind players, grey prints)."""
    item, image = _painted_board("thematic")
    profiles = {
        t: _grey_profile(_square_pixels(item, image, _plain_square("thematic", t)))
        for t in (Terrain.RED, Terrain.WHITE, Terrain.GREEN, Terrain.GREY)
    }
    for a in profiles:
        for b in profiles:
            if a is not b:
                (ma, sa), (mb, sb) = profiles[a], profiles[b]
                assert abs(ma - mb) >= 10 or abs(sa - sb) >= 8, (a, b, profiles[a], profiles[b])
    for t in (Terrain.RED, Terrain.GREEN, Terrain.GREY, Terrain.WHITE):
        assert profiles[t][1] > 4, f"{t} carries a texture, not a flat fill"


def test_the_board_paints_each_square_in_its_terrain_colour(qtbot: QtBot) -> None:
    """The terrain's colour is the one most used inside its squares (the texture is drawn on it)."""
    item, image = _painted_board("thematic")
    looks = terrain_looks()
    for terrain in (Terrain.RED, Terrain.WHITE, Terrain.GREY, Terrain.RIVER, Terrain.UNBUILDABLE):
        pixels = _square_pixels(item, image, _plain_square("thematic", terrain))
        commonest = Counter(c.rgb() for c in pixels).most_common(1)[0][0]
        assert QColor(commonest) == looks[terrain].fill, terrain


def test_no_letters_on_the_terrain() -> None:
    """Terrain is told by its drawing: the board's module has no letters to paint on squares."""
    import founders_desktop.view.city_palette as palette

    assert not hasattr(palette.TerrainLook, "letter")


def test_the_compass_rose_is_in_the_thematic_sides_corner() -> None:
    pack = default_pack()
    thematic = pack.maps["thematic"]
    corner = compass_corner(thematic)
    assert corner is not None
    assert corner.bottomRight() == QPointF(thematic.width * SQUARE, thematic.height * SQUARE)
    assert corner.width() == corner.height() == 2 * SQUARE
    assert compass_corner(pack.maps["symmetric"]) is None


def test_the_score_track_runs_round_the_edge_clockwise_from_zero() -> None:
    board = default_pack().maps["symmetric"]
    cells = track_cells(board.width, board.height, SQUARE, TRACK)
    assert len(cells) == 2 * board.width + 2 * board.height + 4
    squares = QRectF(0, 0, board.width * SQUARE, board.height * SQUARE)
    assert cells[0].bottomRight() == squares.topLeft(), "0 in the top-left corner"
    assert cells[1].left() == 0 and cells[1].bottom() == 0, "then along the top edge"
    assert cells[board.width + 1].left() == squares.right(), "then the top-right corner"
    for a, b in zip(cells, cells[1:], strict=False):
        assert a.intersects(b.adjusted(-0.5, -0.5, 0.5, 0.5)), "each space touches the next"
        assert not squares.intersects(a.adjusted(0.5, 0.5, -0.5, -0.5)), "outside the squares"


def test_score_markers_stand_on_their_space_and_stack(qtbot: QtBot) -> None:
    pack = default_pack()
    board = pack.maps["symmetric"]
    item = CityMapItem(board, location_labels(pack, board))
    blue, orange = piece_seat(0), piece_seat(1)
    item.score_markers.set_scores([(3, blue), (3, orange)])
    assert item.track_cell(3) == track_cells(board.width, board.height, SQUARE, TRACK)[3]
    laps = len(track_cells(board.width, board.height, SQUARE, TRACK))
    assert item.track_cell(laps + 3) == item.track_cell(3), "a score past the last space wraps"


def test_reserved_locations_carry_their_buildings_kind() -> None:
    pack = default_pack()
    kinds = location_kinds(pack, pack.maps["thematic"])
    assert sorted(kinds.values()) == ["fortress", "gatehouse", "gatehouse"]
    from founders_desktop.resources import resource

    for kind in kinds.values():
        assert resource("icons", "buildings", f"{kind}.svg").is_file()


def test_the_legend_is_one_click_away(page: SandboxPage, qtbot: QtBot) -> None:
    assert page.legend_card is None or not page.legend_card.isVisible()
    qtbot.mouseClick(page.legend_button, Qt.MouseButton.LeftButton)
    assert page.legend_card is not None and page.legend_card.isVisible()
    names = {label.text() for label in page.legend_card.findChildren(QLabel)}
    for look in terrain_looks().values():
        assert look.name in names
    assert all(
        not label.pixmap().isNull() for label in page.legend_card.findChildren(QLabel) if not label.text()
    )
    qtbot.mouseClick(page.legend_button, Qt.MouseButton.LeftButton)
    assert not page.legend_card.isVisible()
