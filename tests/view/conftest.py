"""Fixtures of the view tests: a main window that goes back to English afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.view import i18n
from founders_desktop.view.board.looks import player_looks
from founders_desktop.view.main_window import MainWindow


@pytest.fixture(scope="session", autouse=True)
def _english_from_the_start(qapp: QApplication) -> None:
    """As the app does at launch: English is installed too (its plural forms, "1 road"), so a view
    test reads the same words whichever test ran before it on its worker."""
    i18n.install_language(qapp, i18n.ENGLISH)


@pytest.fixture(autouse=True)
def _fresh_translated_tables() -> Iterator[None]:
    """The player colours' names are translated once and cached until a piece tray sees the
    language change; a test that switched language back with no tray open would leave the next
    test (in whatever order pytest-xdist runs them) with Russian colour names."""
    yield
    player_looks.cache_clear()


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    app = QApplication.instance()
    assert app is not None
    i18n.install_language(app, i18n.ENGLISH)


@pytest.fixture
def window(qtbot: QtBot, _isolated_settings: Path, english_afterwards: None) -> MainWindow:
    made = MainWindow(QSettings(str(_isolated_settings), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    return made
