"""The same gestures in the game as in the sandbox: a piece dragged straight out of the tray onto
the board is placed, and click on the tray then click on the board places it too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.app.board_port import BoardPort
from founders_desktop.view.city_page import CityPage
from tests.view.city_game.drive import game, make_page, point, through_draft

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def first_stall_page(qtbot: QtBot) -> CityPage:
    page = make_page(qtbot)
    through_draft(page)
    assert game(page).state.stack[-1].kind == "first_stall"
    assert len(page.tray.buttons) == 1
    return page


def test_both_boards_are_board_ports(qtbot: QtBot) -> None:
    page = first_stall_page(qtbot)
    assert isinstance(page.port, BoardPort)
    from founders_desktop.view.sandbox_page import SandboxPage

    sandbox = SandboxPage()
    qtbot.addWidget(sandbox)
    assert isinstance(sandbox.controller, BoardPort)


def test_a_piece_dragged_out_of_the_tray_is_placed(qtbot: QtBot) -> None:
    page = first_stall_page(qtbot)
    g = game(page)
    button = next(iter(page.tray.buttons.values()))
    assert page.drag is not None
    target = sorted(page.drag.drop_squares())[0]
    before = len(g.log)
    viewport = page.view.viewport()
    QTest.mousePress(button, LEFT, NONE, QPoint(5, 5))
    QApplication.processEvents()
    QTest.mouseMove(viewport, point(page, (target[0] + 1, target[1])))
    QTest.mouseMove(viewport, point(page, target))
    assert page.drag.drag is not None and page.drag.overlays[1].isVisible()  # the ghost follows
    QTest.mouseRelease(viewport, LEFT, NONE, point(page, target))
    QApplication.processEvents()
    assert len(g.log) == before + 1 and g.log[-1].type == "first_stall"
    assert g.log[-1].placement is not None
    assert target in page.port.squares_of(g.log[-1].placement)  # type: ignore[union-attr]


def test_click_on_the_tray_then_click_on_the_board(qtbot: QtBot) -> None:
    page = first_stall_page(qtbot)
    g = game(page)
    page.drag.cancel()  # type: ignore[union-attr]  (nothing in hand: the tray's click takes it)
    assert page.drag is not None and page.drag.drag is None
    QTest.mouseClick(next(iter(page.tray.buttons.values())), LEFT, NONE, QPoint(5, 5))
    QApplication.processEvents()
    assert page.drag.drag is not None
    target = sorted(page.drag.drop_squares())[0]
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, point(page, target))
    QTest.mouseClick(viewport, LEFT, NONE, point(page, target))
    QApplication.processEvents()
    assert g.log[-1].type == "first_stall"


def test_a_tray_drag_while_the_tray_button_holds_the_mouse(qtbot: QtBot) -> None:
    """As on a desktop, where the pressed button keeps getting the moves: they reach the board."""
    page = first_stall_page(qtbot)
    g = game(page)
    button = next(iter(page.tray.buttons.values()))
    assert page.drag is not None
    target = sorted(page.drag.drop_squares())[0]
    viewport = page.view.viewport()
    over = button.mapFromGlobal(viewport.mapToGlobal(point(page, target)))
    QTest.mousePress(button, LEFT, NONE, QPoint(5, 5))
    QTest.mouseMove(button, over)
    QTest.mouseRelease(button, LEFT, NONE, over)
    QApplication.processEvents()
    assert g.log[-1].type == "first_stall"
    assert not button.isDown()


def test_a_road_is_drawn_along_its_trail_in_the_game_too(qtbot: QtBot) -> None:
    """The basic action's road: dragged over squares, the trail shows; released, it is laid."""
    page = make_page(qtbot)
    g = game(page)
    for _ in range(60):  # first answers, until a card is played face down for its basic action
        kind = g.state.stack[-1].kind
        if kind == "basic":
            break
        legal = g.legal()
        down = [a for a in legal if a.type == "play_card" and not a.face_up]
        g.submit(down[0] if kind == "turn" else legal[0])
    road = next(a for a in g.legal() if a.type == "basic_road")
    page.decision.press(road)
    QApplication.processEvents()
    assert page.drag is not None and page.drag.drag is not None  # the road is in hand at once
    spots = page.drag.drop_squares()
    first = sorted(spots)[0]
    grid = g.state.board.grid
    second = next(n for n in grid.neighbours[first] if n in grid.buildable and n not in spots)
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, point(page, first))
    QTest.mousePress(viewport, LEFT, NONE, point(page, first))
    QTest.mouseMove(viewport, point(page, second))
    QApplication.processEvents()
    ghost = page.drag.overlays[1]
    assert ghost.isVisible() and set(ghost.squares) == {first, second}
    QTest.mouseRelease(viewport, LEFT, NONE, point(page, second))
    QApplication.processEvents()
    assert first in g.state.board.roads
