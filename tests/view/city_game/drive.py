"""Driving the city game page as people do: buttons for decisions, real drags for placements."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.content import Square
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.city_page import CityPage


def make_page(qtbot: QtBot, seats: list[SeatSpec] | None = None, seed: int = 7) -> CityPage:
    page = CityPage()
    qtbot.addWidget(page)
    page.resize(1300, 850)
    page.show()
    qtbot.waitExposed(page)
    page.start_game("symmetric", seats or [SeatSpec("Ada"), SeatSpec("Bo")], seed, fast=True)
    page.view.fit_to_window()
    QApplication.processEvents()
    return page


def game(page: CityPage) -> CityGameController:
    assert page.game is not None
    return page.game


def point(page: CityPage, square: Square) -> QPoint:
    return page.view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE))


def drag(page: CityPage, start: Square, *path: Square) -> None:
    viewport = page.view.viewport()
    left = Qt.MouseButton.LeftButton
    QTest.mouseMove(viewport, point(page, start))
    QTest.mousePress(viewport, left, Qt.KeyboardModifier.NoModifier, point(page, start))
    for square in path:
        QTest.mouseMove(viewport, point(page, square))
    end = path[-1] if path else start
    QTest.mouseRelease(viewport, left, Qt.KeyboardModifier.NoModifier, point(page, end))
    QApplication.processEvents()


def through_draft(page: CityPage) -> None:
    """Choose races and resource cards by pressing the first enabled button of each prompt."""
    g = game(page)
    while g.state.stack and g.state.stack[-1].kind in ("choose_race", "choose_resource", "aesther_resource"):
        enabled = [b for b in page.decision.buttons if b.isEnabled()]
        assert enabled, "a draft prompt with no enabled choice"
        enabled[0].click()
        QApplication.processEvents()
