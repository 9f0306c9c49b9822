"""The tactics editor page, shown and fitted, for the editor's tests (the play page's tests
build their own ``page`` from their scenario)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.view.tactics_page import TacticsPage


@pytest.fixture
def page(qtbot: QtBot) -> TacticsPage:
    p = TacticsPage()
    qtbot.addWidget(p)
    p.resize(1200, 760)
    p.show()
    qtbot.waitExposed(p)
    p.view.fit_to_window()
    return p
