"""Seat colours in the view: the set-up dialog refuses two seats in one colour, and a seat's
chosen colour is the one drawn for its pieces, panels, log, chart and end screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QDialogButtonBox, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.city import PieceKind, Placement, PlacementPreview
from founders_desktop.content import default_pack
from founders_desktop.view.board.looks import player_looks
from founders_desktop.view.board.preview_text import preview_text
from founders_desktop.view.city_game.end_screen import EndScreen
from founders_desktop.view.city_game.setup_dialog import SetupDialog
from tests.view.city_game.drive import drag, game, make_page, through_draft

ORANGE, BLACK = 1, 3


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_two_seats_in_one_colour_are_refused_with_a_message(qtbot: QtBot) -> None:
    dialog = SetupDialog(default_pack())
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert [c.currentData() for c in dialog.colours] == ["blue", "orange", "purple", "black"]
    assert ok.isEnabled() and not dialog.clash.isVisibleTo(dialog)
    dialog.colours[1].setCurrentIndex(dialog.colours[1].findData("blue"))
    assert not ok.isEnabled()
    assert dialog.clash.isVisibleTo(dialog) and "Blue" in dialog.clash.text()
    dialog.accept()
    assert dialog.result() != SetupDialog.DialogCode.Accepted
    dialog.colours[1].setCurrentIndex(dialog.colours[1].findData("black"))
    assert ok.isEnabled() and not dialog.clash.isVisibleTo(dialog)
    assert [s.colour for s in dialog.result_setup().seats] == ["blue", "black"]


def test_a_hidden_seat_does_not_clash_until_it_joins(qtbot: QtBot) -> None:
    dialog = SetupDialog(default_pack())
    qtbot.addWidget(dialog)
    dialog.colours[0].setCurrentIndex(dialog.colours[0].findData("purple"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()  # two seats: purple and orange
    dialog.count.setValue(3)  # the third seat's default is purple too
    assert not ok.isEnabled() and "Purple" in dialog.clash.text()


def rendered_fill(item: object) -> set[str]:
    rect = item.boundingRect()  # type: ignore[attr-defined]
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("#00000000"))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)  # type: ignore[attr-defined]
    painter.end()
    return {
        image.pixelColor(x, y).name() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    }


def test_the_chosen_colours_are_drawn_everywhere(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada", None, "orange"), SeatSpec("Bo", None, "black")], seed=5)
    g = game(page)
    assert g.colours == (ORANGE, BLACK)
    through_draft(page)
    assert page.drag is not None
    seat = g.seat
    assert seat is not None
    tray_icon = next(iter(page.tray.buttons.values())).icon().pixmap(32, 32).toImage()
    on_icon = {tray_icon.pixelColor(x, y).name() for x in range(32) for y in range(32)}
    assert player_looks()[g.colours[seat]].fill.name() in on_icon  # the piece carries the seat's token
    assert player_looks()[0].fill.name() not in on_icon
    drag(page, sorted(page.drag.drop_squares())[0])
    tile = page.layer.tiles[0]
    assert tile.tile.owner == seat
    look = player_looks()[g.colours[seat]]
    assert look.fill.name() in rendered_fill(tile)
    assert f"{g.seats[seat].name} ({seat + 1})" in tile.toolTip()  # in a game: the seat's name
    mover = g.seat
    assert mover is not None
    title = page.decision.title.grab().toImage()
    assert title.pixelColor(2, title.height() // 2).name() == player_looks()[g.colours[mover]].fill.name()
    orange, black = player_looks()[ORANGE].fill.name(), player_looks()[BLACK].fill.name()
    assert orange in page.players.text() and black in page.players.text()
    assert player_looks()[0].fill.name() not in page.players.text()  # nobody plays blue
    last = page.log.list.item(page.log.list.count() - 1)
    icon = last.icon().pixmap(12, 12).toImage()
    assert icon.pixelColor(6, 6).name() == look.fill.name()
    g.end_now()
    end = EndScreen(g)
    qtbot.addWidget(end)
    assert end.chart.seating == (ORANGE, BLACK)
    row = next(r for r in range(2) if end.table.item(r, 0).text() == "Bo")
    assert end.table.item(row, 0).toolTip() == player_looks()[BLACK].name


def test_loading_a_game_restores_its_colours_on_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    page = make_page(qtbot, [SeatSpec("Ada", None, "black"), SeatSpec("Bo", None, "purple")], seed=5)
    path = game(page).save(tmp_path / "c.fdsave")
    page.start_game("symmetric", [SeatSpec("X"), SeatSpec("Y")], 3, fast=True)
    assert page.layer.seating == (0, 1)
    assert page.load_game(path)
    assert page.layer.seating == (BLACK, 2) == game(page).colours


def test_a_preview_in_a_game_names_the_seat_that_is_paid(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada", None, "purple"), SeatSpec("Bo", None, "black")], seed=5)
    state = game(page).state.board
    pv = PlacementPreview(Placement(PieceKind.BUY_ACCESS, 0, "", (3, 3)), 3, 1, (), (), (), (), None)
    assert (
        "Costs 3 money, paid to Bo" in preview_text(pv, state, page.layer.seating, page.layer.names).lines()
    )
    assert "Costs 3 money, paid to Black" in preview_text(pv, state, page.layer.seating).lines()
    assert "Costs 3 money, paid to Orange" in preview_text(pv, state).lines()  # the sandbox: colour 1
