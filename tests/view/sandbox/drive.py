"""Driving the sandbox as a person does: a page on the symmetric map, real mouse drags on its viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.app.sandbox.controller import SandboxController
from founders_desktop.content import Square
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.sandbox_page import SandboxPage


def make_page(qtbot: QtBot) -> SandboxPage:
    widget = SandboxPage()
    qtbot.addWidget(widget)
    widget.resize(1300, 850)
    widget.show()
    qtbot.waitExposed(widget)
    widget.side_picker.setCurrentIndex(widget.side_picker.findData("symmetric"))
    settle(widget)
    return widget


def settle(page: SandboxPage) -> None:
    """Let pending layout and resize events land, then fit: on a busy machine they may still be
    queued, and a late resize would move the board under the mouse between press and release."""
    for _ in range(3):
        QApplication.processEvents()
    page.view.fit_to_window()
    QApplication.processEvents()


def ctl(page: SandboxPage) -> SandboxController:
    assert page.controller is not None
    return page.controller


def point(page: SandboxPage, square: Square) -> QPoint:
    """The viewport pixel at the middle of a map square."""
    return page.view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE))


def drag(
    page: SandboxPage, start: Square, *path: Square, button: Qt.MouseButton = Qt.MouseButton.LeftButton
) -> None:
    """Press on ``start``, move through ``path`` (with the button held) and release at its end."""
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, point(page, start))
    QApplication.processEvents()
    QTest.mousePress(viewport, button, Qt.KeyboardModifier.NoModifier, point(page, start))
    for square in path:
        QTest.mouseMove(viewport, point(page, square))
    end = path[-1] if path else start
    QTest.mouseRelease(viewport, button, Qt.KeyboardModifier.NoModifier, point(page, end))
    QApplication.processEvents()


def hover(page: SandboxPage, square: Square) -> None:
    QTest.mouseMove(page.view.viewport(), point(page, square))
    QApplication.processEvents()
