"""Keys on the game board, as in the sandbox: Esc puts the piece in hand back, R and the wheel
turn it, the digits press the prompt's choices, F1 lists every key."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.city import Piece, PieceKind
from tests.view.city_game.drive import drag, game, make_page, point, through_draft


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_escape_puts_the_piece_back_and_the_tray_gives_it_again(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    assert page.drag is not None and page.drag.drag is not None  # the first stall, in hand
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert page.drag.drag is None and not page.drag.overlays[0].isVisible()
    assert page.status.text() == "Cancelled."
    next(iter(page.tray.buttons.values())).click()
    assert page.drag.drag is not None and page.drag.overlays[0].isVisible()


def test_taking_a_piece_from_the_tray_gives_the_board_the_keyboard(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    assert page.drag is not None
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    button = next(iter(page.tray.buttons.values()))
    button.setFocus()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert page.drag.drag is not None
    focused = QApplication.focusWidget()
    assert focused is page.view, "Esc and R reach the piece in hand, not the tray button"
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    assert page.drag.drag is None


def test_r_and_the_wheel_turn_the_piece_in_hand(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    g = game(page)
    assert page.drag is not None and g.seat is not None
    page.drag.arm(Piece(PieceKind.UPGRADE, "bricks"), g.seat)  # three in a line: two orientations
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_R)
    assert page.drag.drag is not None and page.drag.drag.orientation == 1
    at = QPointF(point(page, (8, 7)))
    viewport = page.view.viewport()
    wheel = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, wheel)
    assert page.drag.drag.orientation == 0


def test_a_digit_presses_the_prompts_choice(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    g = game(page)
    assert g.state.stack[-1].kind == "choose_race"
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_1)
    assert len(g.log) == 1 and g.log[0].type == "choose_race"


def test_f1_lists_the_keys(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = make_page(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_F1)
    assert len(shown) == 1
    for words in ("Esc", "Ctrl+Z", "Shift+R", "1 \u2026 9", "Ctrl+S"):
        assert words in shown[0]


def test_the_tiles_of_the_last_action_are_outlined_until_the_next(qtbot: QtBot) -> None:
    """What a computer player (or the previous person) just placed stays visible on the board."""
    page = make_page(qtbot, seed=3)
    through_draft(page)
    g = game(page)
    assert page.drag is not None
    drag_to = sorted(page.drag.drop_squares())[0]
    drag(page, drag_to)
    placed = len(g.state.board.tiles) - 1
    assert page.layer.highlighted() == {placed}
    assert page.layer.halo.boundingRect().contains(
        page.layer.tiles[placed].boundingRect().adjusted(2, 2, -2, -2)
    )
    page.undo()
    assert page.layer.highlighted() == set()
